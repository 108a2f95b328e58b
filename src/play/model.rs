//! The authoritative game: one resource holds the engine's game and who plays it. Only the
//! command system ([`super::command`]) changes it; everything on screen mirrors it.

use bevy::prelude::*;
use shatra_engine::{Color as Side, Game, Move, Position};

use super::Player;

/// What changed last on the board, so that the mirror can animate it.
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

/// The game being played and who plays it. Nothing else: what the board shows, the status line,
/// a draw offer and the modes live beside it ([`super::Shown`], [`super::StatusLine`],
/// [`super::DrawOffer`], [`super::AppMode`]).
#[derive(Resource)]
pub struct ShatraGame {
    pub game: Game,
    pub players: [Player; 2],
    /// Grows with every change of the game; a search for an older version is thrown away.
    pub version: u64,
}

impl ShatraGame {
    pub fn new(game: Game, players: [Player; 2]) -> ShatraGame {
        ShatraGame {
            game,
            players,
            version: 0,
        }
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub(crate) fn player_to_move(&self) -> Player {
        self.players[self.position().turn().index()]
    }

    pub fn human_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.player_to_move() == Player::Human
    }

    /// The position after `ply` moves (the game as it stands past the last one).
    pub(crate) fn position_at(&self, ply: usize) -> &Position {
        &self.game.positions()[ply.min(self.game.moves().len())]
    }

    fn bump(&mut self) {
        self.version += 1;
    }

    /// Plays a legal move; false (and nothing changes) if it is not legal.
    pub(crate) fn play(&mut self, mv: Move) -> bool {
        if self.game.play(&mv).is_err() {
            return false;
        }
        self.bump();
        true
    }

    /// Takes back a move; against the computer, back to the last human turn.
    pub(crate) fn undo(&mut self) {
        let mut any = self.game.undo().is_some();
        while any
            && !self.human_to_move()
            && self.players.contains(&Player::Human)
            && !self.game.moves().is_empty()
        {
            any = self.game.undo().is_some();
        }
        self.bump();
    }

    /// Plays a taken-back move again (against the computer, up to the next human turn).
    pub(crate) fn redo(&mut self) -> bool {
        if self.game.redo().is_none() {
            return false;
        }
        while !self.human_to_move() && self.game.can_redo() && self.players.contains(&Player::Human)
        {
            self.game.redo();
        }
        self.bump();
        true
    }

    /// Takes back the moves after `ply` (they can be redone until a move is played).
    pub(crate) fn truncate(&mut self, ply: usize) {
        // (An undo that only clears a declared result takes no move back; the next one does.)
        while self.game.moves().len() > ply {
            self.game.undo();
        }
        self.bump();
    }

    pub(crate) fn replace(&mut self, game: Game, players: [Player; 2]) {
        self.game = game;
        self.players = players;
        self.bump();
    }

    pub(crate) fn resign(&mut self, side: Side) {
        self.game.resign(side);
        self.bump();
    }

    /// `side`'s flag has fallen.
    pub(crate) fn flag(&mut self, side: Side) {
        self.game.flag(side);
        self.bump();
    }

    pub(crate) fn agree_draw(&mut self) {
        self.game.agree_draw();
        self.bump();
    }
}
