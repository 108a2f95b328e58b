//! Shatra, shatar and hiashatar behind one boundary: the place where the app and the command-line
//! tool meet the engines (like shakmaty's `VariantPosition`).
//!
//! The engines keep their own fast types inside (`shatra_engine`'s 62-square `u64` boards,
//! `mongol_engine`'s `u128` boards and its search generic over [`mongol_engine::Variant`]);
//! here every game is read through plain data that a 3D board can mirror without knowing the
//! rules:
//!
//! - [`GameKind`]: which game, with its name for flags, settings and records;
//! - [`BoardShape`]: the grid, its playable cells, zones (fortresses, gates) and gaps (Shatra's
//!   ditch), the style the board is drawn in and the coordinates on its frame;
//! - [`Man`] and [`ManKind`]: who stands on a cell, across all three games;
//! - [`MoveView`]: a legal move as the board animates it, its [`Leg`]s with their [`Motion`] (a
//!   knight leaps, a slider glides, a man jumps over the one it takes) and its captures;
//! - [`Ending`]: why the game ended, as a typed [`End`] the catalogues name;
//! - [`FamilyGame`]: the game trait, implemented by [`ShatraPlay`] and [`MongolPlay`];
//! - [`AnyGame`]: the dispatch enum at the boundary, and [`Computer`], the computer player of
//!   every game at levels 1–8.

mod any;
mod computer;
mod ending;
pub mod explain;
mod kind;
pub mod lessons;
mod man;
mod mongol;
pub mod options;
pub mod records;
mod setup;
mod shape;
mod shatra;
mod view;
pub mod words;

pub use any::{AnyGame, GameOptions};
pub use computer::{Analysed, Computer};
pub use ending::{End, Ending};
pub use kind::{GameKind, UnknownGame};
pub use man::{Man, ManKind, Side};
pub use mongol::MongolPlay;
pub use setup::SetupProblem;
pub use shape::{BoardShape, BoardStyle, Cell, CellInfo, Zone};
pub use shatra::ShatraPlay;
pub use view::{CheckKind, Leg, Mark, Motion, MoveView, PlayError};

/// A game of the family: a position with its history, read through the data above. Every
/// method is a pure question or one change; the app calls them from its one command path.
pub trait FamilyGame {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The board it is played on.
    fn shape(&self) -> BoardShape;
    /// Every man on the board, with its cell.
    fn men(&self) -> Vec<(Cell, Man)>;
    /// The side to move.
    fn turn(&self) -> Side;
    /// Moves played since the start.
    fn ply(&self) -> usize;
    /// The legal moves of the side to move (none once the game is over), in a stable order:
    /// [`FamilyGame::play`] takes an index into this list.
    fn legal_moves(&self) -> Vec<MoveView>;
    /// Plays the `index`-th legal move.
    fn play(&mut self, index: usize) -> Result<MoveView, PlayError>;
    /// Plays a move written in the game's notation.
    fn play_text(&mut self, text: &str) -> Result<MoveView, PlayError>;
    /// Takes back the last move (or a declared result); false when there is nothing to take.
    fn undo(&mut self) -> bool;
    /// Plays a taken-back move again; false when there is none.
    fn redo(&mut self) -> bool;
    /// Whether a taken-back move waits to be played again.
    fn can_redo(&self) -> bool;
    /// The men each side has lost (by side index), in the order they were taken: the trays
    /// beside the board.
    fn lost(&self) -> [Vec<Man>; 2];
    /// The end of the game, by the rules or declared (resignation, agreement, time).
    fn ending(&self) -> Option<Ending>;
    /// `side` resigns.
    fn resign(&mut self, side: Side);
    /// The players agree to a draw.
    fn agree_draw(&mut self);
    /// `side`'s time ran out.
    fn flag(&mut self, side: Side);
    /// Marks the board shows beside the men: the checked king, the current check's kind, the
    /// hias' zones.
    fn marks(&self) -> Vec<Mark>;
    /// The position in the game's own text form (Shatra's position string, a FEN).
    fn position_text(&self) -> String;
    /// The moves played, in the game's notation.
    fn move_texts(&self) -> Vec<String>;
    /// The game as a record in its own format (Shatra: SGN; shatar and hiashatar: PGN).
    fn record(&self) -> String;
}
