//! The authoritative game: one resource holds the engine's game; everything on screen mirrors it.

use bevy::prelude::*;
use shatra_engine::{Color as Side, Game, Move, Position, RuleSet};

use crate::config::{Config, PieceSet, Player};

/// What changed last, so that the mirror can animate it.
#[derive(Clone, Debug)]
pub enum Change {
    /// A move was played from `before`.
    Moved { mv: Move, before: Position },
    /// Study: the board steps back over `mv`, to `before` (the man goes back along its path and
    /// the men it took come back).
    Unmoved { mv: Move, before: Position },
    /// Anything else: undo, redo, new game, loaded game. The mirror snaps to it.
    Reset,
}

/// The game being played and who plays it.
#[derive(Resource)]
pub struct ShatraGame {
    pub game: Game,
    pub players: [Player; 2],
    /// Grows with every change; the computer's answer for an older version is thrown away.
    pub version: u64,
    pub last_change: Change,
    /// One short line for the player ("A capture is compulsory"), as a typed notice that the UI
    /// puts into words.
    pub notice: Option<crate::notice::Notice>,
    /// A human has offered a draw to a human opponent, who is asked.
    pub draw_offer: Option<Side>,
    /// Study: the ply whose position the board shows (0 = the start), while looking back
    /// through the game; none when the board shows the game as it stands.
    pub view: Option<usize>,
    /// The position editor's position, shown instead of the game while it is open.
    pub setup: Option<Position>,
}

impl ShatraGame {
    pub fn new(game: Game, players: [Player; 2]) -> ShatraGame {
        ShatraGame {
            game,
            players,
            version: 0,
            last_change: Change::Reset,
            notice: None,
            draw_offer: None,
            view: None,
            setup: None,
        }
    }

    /// Builds the game the flags ask for; errors name the bad flag.
    pub fn from_config(config: &Config) -> Result<ShatraGame, String> {
        let rules = config.rules.rules();
        let start = match &config.position {
            Some(text) => {
                Position::from_fen(text, rules).map_err(|e| format!("--position: {e}"))?
            }
            None => Position::start(rules),
        };
        let mut game = Game::from_position(start);
        if let Some(moves) = &config.moves {
            for text in moves.split_whitespace() {
                game.play_text(text).map_err(|e| format!("--moves: {e}"))?;
            }
        }
        // The clock starts after the set-up moves (they earn no increment).
        game.clock = config.clock.map(shatra_engine::Clock::new);
        Ok(ShatraGame::new(game, [config.white, config.black]))
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn player_to_move(&self) -> Player {
        self.players[self.position().turn().index()]
    }

    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.player_to_move() == Player::Human
    }

    fn bump(&mut self, change: Change) {
        self.version += 1;
        self.notice = None;
        self.last_change = change;
        self.draw_offer = None;
        self.view = None;
    }

    /// The position the board shows: the game's, or while studying the one at the viewed ply.
    pub fn shown(&self) -> &Position {
        if let Some(p) = &self.setup {
            return p;
        }
        match self.view {
            Some(k) => &self.game.positions()[k.min(self.game.moves().len())],
            None => self.position(),
        }
    }

    /// The ply the board shows.
    pub fn shown_ply(&self) -> usize {
        if self.setup.is_some() {
            return 0;
        }
        self.view.unwrap_or(self.game.moves().len())
    }

    /// The position editor shows its position (or, with none, the game again); the board snaps.
    pub fn show_setup(&mut self, setup: Option<Position>) {
        self.setup = setup;
        self.version += 1;
        self.last_change = Change::Reset;
        self.draw_offer = None;
    }

    /// Study: shows the position after `ply` moves (the game as it stands at the last ply). One
    /// ply forward is animated as the move; anything else snaps.
    pub fn browse(&mut self, ply: usize) {
        let last = self.game.moves().len();
        let ply = ply.min(last);
        let from = self.shown_ply();
        if ply == from {
            return;
        }
        let change = if ply == from + 1 {
            Change::Moved {
                mv: self.game.moves()[from],
                before: self.game.positions()[from],
            }
        } else if ply + 1 == from && self.game.moves()[ply].promotion().is_none() {
            Change::Unmoved {
                mv: self.game.moves()[ply],
                before: self.game.positions()[ply],
            }
        } else {
            Change::Reset
        };
        self.version += 1;
        self.last_change = change;
        self.draw_offer = None;
        self.view = (ply < last).then_some(ply);
        self.notice = self.view.map(|k| crate::notice::Notice::Studying {
            ply: k as u32,
            of: last as u32,
        });
    }

    /// Study: plays on from the position shown; the moves after it are taken back (they can be
    /// redone until a move is played).
    pub fn play_from_here(&mut self) {
        let Some(k) = self.view else { return };
        // (An undo that only clears a declared result takes no move back; the next one does.)
        while self.game.moves().len() > k {
            self.game.undo();
        }
        self.notice = None;
        self.bump(Change::Reset);
    }

    /// Plays a legal move (from the player or the computer).
    pub fn play(&mut self, mv: Move) -> bool {
        let before = *self.position();
        if self.game.play(&mv).is_err() {
            return false;
        }
        self.notice = None;
        self.bump(Change::Moved { mv, before });
        true
    }

    /// Takes back a move; against the computer, back to the last human turn.
    pub fn undo(&mut self) {
        let mut any = self.game.undo().is_some();
        while any
            && !self.human_to_move()
            && self.players.contains(&Player::Human)
            && !self.game.moves().is_empty()
        {
            any = self.game.undo().is_some();
        }
        self.notice = None;
        self.bump(Change::Reset);
    }

    pub fn redo(&mut self) {
        if self.game.redo().is_some() {
            while !self.human_to_move()
                && self.game.can_redo()
                && self.players.contains(&Player::Human)
            {
                self.game.redo();
            }
            self.bump(Change::Reset);
        }
    }

    pub fn new_game(&mut self, rules: RuleSet, players: [Player; 2]) {
        self.game = Game::new(rules);
        self.players = players;
        self.notice = None;
        self.bump(Change::Reset);
    }

    pub fn replace(&mut self, game: Game) {
        self.game = game;
        self.notice = None;
        self.bump(Change::Reset);
    }

    pub fn resign(&mut self, side: Side) {
        self.game.resign(side);
        self.notice = None;
        self.bump(Change::Reset);
    }

    /// `side`'s flag has fallen.
    pub fn flag(&mut self, side: Side) {
        self.game.flag(side);
        self.notice = None;
        self.bump(Change::Reset);
    }

    /// Plays the game on with a match clock (or none), fresh for both sides.
    pub fn set_clock(&mut self, control: Option<shatra_engine::TimeControl>) {
        self.game.clock = control.map(shatra_engine::Clock::new);
    }

    pub fn agree_draw(&mut self) {
        self.game.agree_draw();
        self.notice = None;
        self.bump(Change::Reset);
    }
}

/// How the game is shown.
#[derive(Resource, Clone, Debug)]
pub struct Display {
    pub piece_set: PieceSet,
    pub labels: Labels,
    /// Animation speed factor (1 = normal).
    pub speed: f32,
    /// Turn the camera to the side to move when two humans play.
    pub follow_side: bool,
    /// The beginner's guide: one line on what the selected man may do here.
    pub guide: bool,
    /// Volume and mute.
    pub loudness: crate::audio::Loudness,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Labels {
    Off,
    Numbers,
    Algebraic,
}

impl Display {
    pub fn from_config(config: &Config) -> Display {
        Display {
            piece_set: config.pieces.unwrap_or_default(),
            labels: Labels::Numbers,
            speed: 1.0,
            follow_side: false,
            guide: true,
            loudness: crate::audio::Loudness::default(),
        }
    }
}
