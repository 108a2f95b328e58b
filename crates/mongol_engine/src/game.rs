//! A game: a start position and the moves played, with the rules that need the history
//! (RULES-MONGOLIAN.md §0: threefold repetition and 100 plies end the game in a draw at once).

use crate::error::MoveTextError;
use crate::moves::Move;
use crate::outcome::{EndReason, Outcome};
use crate::text;
use crate::variant::Variant;
use std::fmt;

/// A game of either kind: every position from the start, so that undo is exact and repetition is
/// counted (shatar's mate rule sees the series of checks through the positions' flags).
#[derive(Clone, Debug)]
pub struct Game<P: Variant> {
    positions: Vec<P>,
    moves: Vec<Move>,
}

/// Why a move was refused by [`Game::play`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended.
    Over(Outcome),
    /// The move is not legal in the current position (its coordinates given).
    Illegal(String),
    /// The move's text names no legal move.
    Text(MoveTextError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({o})"),
            GameError::Illegal(m) => write!(f, "{m} is not a legal move here"),
            GameError::Text(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameError {}

impl<P: Variant> Game<P> {
    /// A game from `start`.
    pub fn new(start: P) -> Game<P> {
        Game {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The start position.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().expect("a game always has its start")
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// How many times the current placement, with the same side to move, has stood on the
    /// board in this game (the current one counted).
    pub fn repetitions(&self) -> usize {
        let key = self.position().placement_key();
        self.positions
            .iter()
            .filter(|p| p.placement_key() == key)
            .count()
    }

    /// The end of the game, if it has ended: first what the position shows (robado, mate and
    /// its kinds, stalemate, drawn material), then 100 plies without a capture or pawn move,
    /// then the third occurrence of the placement (RULES-MONGOLIAN.md §0, §1.3, §2.4).
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.outcome() {
            return Some(o);
        }
        if pos.halfmoves() >= 100 {
            return Some(Outcome::draw(EndReason::HundredPlies));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        None
    }

    /// Plays `mv` if it is legal and the game is not over.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::Over(o));
        }
        self.push_legal(mv)
    }

    /// Plays `mv` if it is legal and the position itself has not ended the game (mate,
    /// stalemate, robado, drawn material), even after the draws that players or a GUI may let
    /// pass: the 100 plies and the threefold repetition. So a UCI session takes the moves of a
    /// GUI that adjudicates those itself, as Fairy-Stockfish does.
    pub fn play_on(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(o) = self.position().outcome() {
            return Err(GameError::Over(o));
        }
        self.push_legal(mv)
    }

    /// Plays `mv` if it is legal in the current position (whether the game is over is the
    /// caller's to ask).
    fn push_legal(&mut self, mv: &Move) -> Result<(), GameError> {
        let pos = self.position();
        if !pos.legal_moves().contains(mv) {
            return Err(GameError::Illegal(text::to_uci::<P>(mv)));
        }
        let mut next = pos.clone();
        next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(*mv);
        Ok(())
    }

    /// Plays a move written in SAN or coordinates; returns it.
    pub fn play_text(&mut self, move_text: &str) -> Result<Move, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::Over(o));
        }
        let mv = text::parse_move(self.position(), move_text).map_err(GameError::Text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The moves in SAN, each written in the position it was played in.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(m, p)| text::to_san(p, m))
            .collect()
    }
}
