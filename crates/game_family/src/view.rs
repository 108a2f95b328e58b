//! A move as the board shows it, and the marks beside the men.

use std::fmt;

use crate::ending::Ending;
use crate::man::{ManKind, Side};
use crate::shape::Cell;

/// How a man travels along one leg of its move, for the animation to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Motion {
    /// One square along the board.
    Step,
    /// Several squares in a line: the man glides.
    Slide,
    /// Over the men in between (the mori, the knight): the man arcs through the air.
    Leap,
    /// A Shatra capture: over the man it takes, to land beyond.
    Jump,
}

/// One leg of a move: from a cell to the next, and the man it takes on the way, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leg {
    pub from: Cell,
    pub to: Cell,
    pub motion: Motion,
    /// The cell of the man this leg takes (a Shatra jump's, a capture's or an en-passant's).
    pub takes: Option<Cell>,
}

/// A legal move, read as data: its text in the game's notation, the man that moves, the legs
/// it travels, the men it takes and what it promotes to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveView {
    /// The move in the game's own notation (Shatra's `46-32`, `29x17`; SAN for the others).
    pub text: String,
    /// The move in coordinates (Shatra's notation again; `e2e3`-style for the others).
    pub coordinates: String,
    pub from: Cell,
    /// Where the man ends (its own cell for Shatra's promotion in place).
    pub to: Cell,
    pub man: ManKind,
    /// The legs in order; empty for a promotion in place.
    pub legs: Vec<Leg>,
    /// Every cell whose man this move takes.
    pub captures: Vec<Cell>,
    pub promotion: Option<ManKind>,
    /// A Shatra drop from the fortress.
    pub drop: bool,
}

impl MoveView {
    /// The cells the man lands on, in order.
    pub fn landings(&self) -> Vec<Cell> {
        self.legs.iter().map(|l| l.to).collect()
    }
}

/// What the board shows beside the men.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// This side's king stands in check (its square glows).
    Check { side: Side, cell: Cell },
    /// Shatar's kind of the current check (RULES-MONGOLIAN.md §1.3): a shak (by a bers, tereg
    /// or mori), a tuk (temees only), a tsod (khüüs only), or tuk and tsod.
    CheckKind(CheckKind),
    /// Shatar: `side` has given a shak in its current series of checks, so its mate would win.
    ShakSeries(Side),
    /// Hiashatar: the zone of `side`'s hias, where the other side's men are braked
    /// (RULES-MONGOLIAN.md §2.2).
    Zone { side: Side, cells: Vec<Cell> },
}

/// Shatar's kinds of check (RULES-MONGOLIAN.md §1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckKind {
    Shak,
    Tuk,
    Tsod,
    TukAndTsod,
}

impl CheckKind {
    /// The catalogue's key: `check-shak`, `check-tuk`, `check-tsod`, `check-tuk-tsod`.
    pub const fn key(self) -> &'static str {
        match self {
            CheckKind::Shak => "check-shak",
            CheckKind::Tuk => "check-tuk",
            CheckKind::Tsod => "check-tsod",
            CheckKind::TukAndTsod => "check-tuk-tsod",
        }
    }
}

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended.
    Over(Ending),
    /// No legal move has this index.
    NoSuchMove { index: usize, count: usize },
    /// The text is not a legal move here; the engine's reason.
    Text { text: String, reason: String },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Over(e) => write!(f, "the game is over ({e})"),
            PlayError::NoSuchMove { index, count } => {
                write!(f, "there is no legal move {index} (there are {count})")
            }
            PlayError::Text { text, reason } => write!(f, "'{text}': {reason}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// The motion of a one-leg move between two cells by a man that does not leap.
pub(crate) fn glide(from: Cell, to: Cell) -> Motion {
    if from.distance(to) > 1 {
        Motion::Slide
    } else {
        Motion::Step
    }
}
