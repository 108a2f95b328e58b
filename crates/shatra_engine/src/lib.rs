//! The rules of Shatra, the Altai chess-draughts game, with no game-engine dependency:
//! board geometry, positions, legal moves, notation, game records and the computer player.
//!
//! The rules are those of `RULES.md` (the default rule set) with every option of its
//! section 9 available through [`RuleSet`].

pub mod clock;
pub mod diagram;
pub mod explain;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod position;
pub mod rules;
pub mod search;
pub mod sgn;
pub mod spn;
pub mod square;
pub mod ushi;
mod zobrist;

pub use clock::{Clock, TimeControl};
pub use game::{Game, GameError, Outcome, Reason};
pub use moves::{Illegal, Move, MoveError, MoveKind, MoveText};
pub use perft::{divide, perft};
pub use piece::{Color, Kind, Piece};
pub use position::{Field, Position, PositionError, PositionErrorKind, Sideways};
pub use rules::RuleSet;
pub use square::{Dir, Square, SquareError, Squares};
