//! The authoritative game: one resource holds the game of whichever kind is on the table (a
//! `game_family::AnyGame`: Shatra, shatar or hiashatar) and who plays it. Only the command
//! system ([`super::command`]) changes it; everything on screen mirrors it.
//!
//! Every game is read through the family's data (`FamilyGame`: men, legal moves as
//! `MoveView`s, the ending, marks). What only Shatra has — its engine's `Game` with the clock,
//! the SGN record, the editor's and the analysis's positions — is reached through
//! [`CurrentGame::shatra`], which is `None` for the other games: systems built on Shatra's own
//! types stand aside for them.

use bevy::prelude::*;
use game_family::{AnyGame, FamilyGame, GameKind, MoveView, Side as FamilySide};
use shatra_engine::{Clock, Color as Side, Game, Move, Position, RuleSet, TimeControl};

use super::Player;

/// What changed last on the board, so that the mirror can animate it.
#[derive(Clone, Debug)]
pub enum Change {
    /// A Shatra move was played from `before`.
    Moved { mv: Move, before: Position },
    /// Study: the board steps back over `mv`, to `before` (the man goes back along its path and
    /// the men it took come back).
    Unmoved { mv: Move, before: Position },
    /// A move of any game, as the board animates it (its legs and captures).
    Played(MoveView),
    /// Anything else: undo, redo, new game, loaded game. The mirror snaps to it.
    Reset,
}

/// The game being played and who plays it. Nothing else: what the board shows, the status line,
/// a draw offer and the modes live beside it ([`super::Shown`], [`super::StatusLine`],
/// [`super::DrawOffer`], [`super::AppMode`]).
#[derive(Resource)]
pub struct CurrentGame {
    pub game: AnyGame,
    pub players: [Player; 2],
    /// Grows with every change of the game; a search for an older version is thrown away.
    pub version: u64,
    /// The match clock of a game of shatar or hiashatar (Shatra's lives in its game, and in its
    /// record): see [`CurrentGame::clock`].
    family_clock: Option<Clock>,
}

impl CurrentGame {
    pub fn new(game: impl Into<AnyGame>, players: [Player; 2]) -> CurrentGame {
        CurrentGame {
            game: game.into(),
            players,
            version: 0,
            family_clock: None,
        }
    }

    /// The match clock, if the game is played with one.
    pub fn clock(&self) -> Option<&Clock> {
        match &self.game {
            AnyGame::Shatra(g) => g.game.clock.as_ref(),
            _ => self.family_clock.as_ref(),
        }
    }

    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        match &mut self.game {
            AnyGame::Shatra(g) => g.game.clock.as_mut(),
            _ => self.family_clock.as_mut(),
        }
    }

    /// Plays the game with a match clock of this control (none: without).
    pub(crate) fn set_clock(&mut self, control: Option<TimeControl>) {
        let clock = control.map(Clock::new);
        match &mut self.game {
            AnyGame::Shatra(g) => g.game.clock = clock,
            _ => self.family_clock = clock,
        }
    }

    /// A kept game's clock as it stood (resumed, loaded): shatar's and hiashatar's is kept
    /// beside the game; Shatra's is inside its game already.
    pub fn keep_clock(&mut self, clock: Option<Clock>) {
        if !matches!(self.game, AnyGame::Shatra(_)) {
            self.family_clock = clock;
        }
    }

    /// After a new move of shatar or hiashatar by `mover`: its increment (Shatra's game adds
    /// its own).
    fn clock_moved(&mut self, mover: FamilySide) {
        if let (AnyGame::Shatar(_) | AnyGame::Hiashatar(_), Some(c)) =
            (&self.game, self.family_clock.as_mut())
        {
            c.moved(mover.into());
        }
    }

    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// Shatra's own game (with its clock and record), when Shatra is on the table.
    pub fn shatra(&self) -> Option<&Game> {
        match &self.game {
            AnyGame::Shatra(g) => Some(&g.game),
            _ => None,
        }
    }

    pub fn shatra_mut(&mut self) -> Option<&mut Game> {
        match &mut self.game {
            AnyGame::Shatra(g) => Some(&mut g.game),
            _ => None,
        }
    }

    /// Shatra's rules of the game on the table (the defaults while another game is there: the
    /// editor and a Shatra game started from it use them).
    pub fn shatra_rules(&self) -> RuleSet {
        self.shatra().map_or_else(RuleSet::default, |g| *g.rules())
    }

    /// Shatra's position as it stands, when Shatra is on the table.
    pub fn position(&self) -> Option<&Position> {
        self.shatra().map(Game::position)
    }

    /// The side to move.
    pub fn turn(&self) -> FamilySide {
        self.game.turn()
    }

    /// Whether the game has ended (by the rules or declared).
    pub fn is_over(&self) -> bool {
        self.game.ending().is_some()
    }

    /// Moves played since the start.
    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    pub(crate) fn player_to_move(&self) -> Player {
        self.players[self.turn().index()]
    }

    pub fn human_to_move(&self) -> bool {
        !self.is_over() && self.player_to_move() == Player::Human
    }

    /// Shatra: the position after `ply` moves (the game as it stands past the last one).
    pub(crate) fn position_at(&self, ply: usize) -> Option<&Position> {
        let g = self.shatra()?;
        Some(&g.positions()[ply.min(g.moves().len())])
    }

    fn bump(&mut self) {
        self.version += 1;
    }

    /// Plays a legal Shatra move; false (and nothing changes) if it is not legal here.
    pub(crate) fn play(&mut self, mv: Move) -> bool {
        let Some(g) = self.shatra_mut() else {
            return false;
        };
        if g.play(&mv).is_err() {
            return false;
        }
        self.bump();
        true
    }

    /// Plays the legal move written `coordinates` (any game); the move as played, or `None`
    /// (and nothing changes) if no legal move has that text.
    pub(crate) fn play_coordinates(&mut self, coordinates: &str) -> Option<MoveView> {
        let index = self
            .game
            .legal_moves()
            .iter()
            .position(|m| m.coordinates == coordinates)?;
        let mover = self.turn();
        let played = self.game.play(index).ok()?;
        self.clock_moved(mover);
        self.bump();
        Some(played)
    }

    /// Plays a move written in the game's notation (any game); the move as played, or why not.
    pub(crate) fn play_text(&mut self, text: &str) -> Result<MoveView, game_family::PlayError> {
        let mover = self.turn();
        let played = self.game.play_text(text)?;
        self.clock_moved(mover);
        self.bump();
        Ok(played)
    }

    /// Takes back a move; against the computer, back to the last human turn.
    pub(crate) fn undo(&mut self) {
        let mut any = self.game.undo();
        while any
            && !self.human_to_move()
            && self.players.contains(&Player::Human)
            && self.game.ply() > 0
        {
            any = self.game.undo();
        }
        self.bump();
    }

    /// Plays a taken-back move again (against the computer, up to the next human turn).
    pub(crate) fn redo(&mut self) -> bool {
        if !self.game.redo() {
            return false;
        }
        while !self.human_to_move() && self.players.contains(&Player::Human) && self.game.redo() {}
        self.bump();
        true
    }

    /// Takes back the moves after `ply` (they can be redone until a move is played).
    pub(crate) fn truncate(&mut self, ply: usize) {
        // (An undo that only clears a declared result takes no move back; the next one does.)
        while self.game.ply() > ply {
            if !self.game.undo() {
                break;
            }
        }
        self.bump();
    }

    pub(crate) fn replace(&mut self, game: impl Into<AnyGame>, players: [Player; 2]) {
        self.game = game.into();
        self.players = players;
        self.family_clock = None;
        self.bump();
    }

    pub(crate) fn resign(&mut self, side: Side) {
        self.game.resign(side.into());
        self.bump();
    }

    /// `side`'s flag has fallen.
    pub(crate) fn flag(&mut self, side: Side) {
        self.game.flag(side.into());
        self.bump();
    }

    pub(crate) fn agree_draw(&mut self) {
        self.game.agree_draw();
        self.bump();
    }
}
