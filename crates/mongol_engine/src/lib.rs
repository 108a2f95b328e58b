//! The rules of shatar (Mongolian chess, 8 × 8) and hiashatar (10 × 10, with the hia), with no
//! game-engine dependency, as `RULES-MONGOLIAN.md` specifies them (its sections are cited in the
//! docs and tests).
//!
//! Shared vocabulary: [`Color`], [`ByColor`], [`Square`], [`SquareSet`] (a `u128`, wide enough
//! for 100 squares), [`PieceKind`], [`Piece`], [`Board`], [`Move`] (with its [`Leg`]s and
//! captures for animation), [`Outcome`]. Each game has a position type implementing
//! [`Variant`] — [`shatar::Position`], [`hiashatar::Position`] — built from plain data
//! ([`Setup`]) or a FEN with typed errors; [`Game`] adds the history (repetition, 100 plies);
//! [`perft`] counts the move tree; [`text`] reads and writes moves (coordinates and SAN).
//!
//! [`search`] is the computer player of both games (one search generic over the game, an
//! evaluation per game, levels 1–8); [`uci`] speaks UCI as Fairy-Stockfish does (`UCI_Variant`
//! shatar / hiashatar), run on standard input and output by the `mongol-uci` binary.
//!
//! [`pgn`] reads and writes records (the `Variant` tag, set-up starts, SAN moves) as the web
//! site's shatar records are.
//!
//! The CLI is `shatra-cli --game shatar|hiashatar` (in `shatra_engine`).

mod board;
mod color;
mod core;
mod error;
mod game;
pub mod hiashatar;
mod moves;
mod outcome;
mod perft;
pub mod pgn;
mod piece;
pub mod search;
pub mod shatar;
mod square;
mod tables;
pub mod text;
pub mod uci;
mod variant;
mod zobrist;

pub use board::{Board, BoardFenError, OffBoard};
pub use color::{ByColor, Color};
pub use core::Setup;
pub use error::{FenError, MoveTextError, SetupError};
pub use game::{Game, GameError};
pub use moves::{Leg, Move};
pub use outcome::{EndReason, Outcome};
pub use perft::{divide, perft};
pub use piece::{Piece, PieceKind};
pub use square::{BoardSize, Square, SquareError, SquareIter, SquareSet};
pub use variant::Variant;
