//! Moves, with their legs and captures for animation.

use crate::piece::PieceKind;
use crate::square::Square;
use std::fmt;

/// A move of one man: from a square to a square, perhaps capturing one man (on the square
/// reached, or beside it for en passant, RULES-MONGOLIAN.md §2.2) and perhaps promoting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) piece: PieceKind,
    pub(crate) captured: Option<(Square, PieceKind)>,
    pub(crate) promotion: Option<PieceKind>,
}

/// One straight stretch of a move, for animation: every move of these games has one leg (a
/// knight's leap, a slide, a step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leg {
    /// Where the leg starts.
    pub from: Square,
    /// Where it ends.
    pub to: Square,
    /// Whether the man leaps (a knight) rather than slides.
    pub leap: bool,
}

impl Move {
    /// The square the man leaves.
    #[inline]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the man reaches.
    #[inline]
    pub fn to(&self) -> Square {
        self.to
    }

    /// The kind of the man that moves (before any promotion).
    #[inline]
    pub fn piece(&self) -> PieceKind {
        self.piece
    }

    /// The man captured, if any, with the square it stood on (not `to` for en passant).
    #[inline]
    pub fn capture(&self) -> Option<(Square, PieceKind)> {
        self.captured
    }

    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// Whether this is an en-passant capture (the captured pawn is not on `to`).
    #[inline]
    pub fn is_en_passant(&self) -> bool {
        matches!(self.captured, Some((sq, _)) if sq != self.to)
    }

    /// What the pawn becomes, for a promotion.
    #[inline]
    pub fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }

    /// Whether the move resets the 100-ply count (a capture or a pawn move, RULES-MONGOLIAN.md §0).
    #[inline]
    pub fn is_zeroing(&self) -> bool {
        self.captured.is_some() || self.piece == PieceKind::Pawn
    }

    /// The move's legs, for animation (always one).
    pub fn legs(&self) -> [Leg; 1] {
        [Leg {
            from: self.from,
            to: self.to,
            leap: self.piece == PieceKind::Knight,
        }]
    }

    /// The squares of the men captured, for animation (none or one).
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        self.captured.map(|(sq, _)| sq).into_iter()
    }
}

impl fmt::Display for Move {
    /// Coordinates without the promotion letter's game-specific form: `e2e4`, `a9a10=queen`
    /// (use a position's `to_uci` for the standard text).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "={p}")?;
        }
        Ok(())
    }
}
