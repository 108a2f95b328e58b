//! How a game ends (RULES-MONGOLIAN.md §0, §1.3, §2.4).

use crate::color::Color;
use std::fmt;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Mate that wins: hiashatar's every mate (§2.4); in shatar a mate after a series of checks
    /// holding a shak (§1.3 rule 2), or any mate in modern shatar / with "knight mate wins".
    Mate,
    /// Shatar: a mate given by knights alone; the mating side loses (§1.3 rule 1).
    KnightMate,
    /// Shatar: niol, a mate by bishops and/or pawns with no shak in the series — a draw (§1.3
    /// rule 3).
    Niol,
    /// Shatar: robado, a side has nothing left but its king — a draw (§1.3).
    Robado,
    /// No legal move and not in check: a draw, or a loss for the stalemated side under shatar's
    /// "stalemate loses" option (§1.3, §1.4, §2.4).
    Stalemate,
    /// Hiashatar: a drawn material balance — king + hia against king + hia, king against king,
    /// king against king with one bishop or one knight (§2.4).
    DeadPosition,
    /// The same placement with the same side to move for the third time (§0).
    Repetition,
    /// 100 plies without a capture or a pawn move (§0).
    HundredPlies,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Mate => "mate",
            EndReason::KnightMate => "mate by a knight (forbidden: the mating side loses)",
            EndReason::Niol => "niol (mate without a shak)",
            EndReason::Robado => "robado (a bare king)",
            EndReason::Stalemate => "stalemate",
            EndReason::DeadPosition => "drawn material",
            EndReason::Repetition => "threefold repetition",
            EndReason::HundredPlies => "100 plies without a capture or a pawn move",
        })
    }
}

/// The end of a game: who won (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// Whether the game is drawn.
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins: {}", self.reason),
            None => write!(f, "draw: {}", self.reason),
        }
    }
}
