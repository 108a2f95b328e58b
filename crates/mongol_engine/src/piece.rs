//! The men of shatar and hiashatar (RULES-MONGOLIAN.md §0, the table of pieces).

use crate::color::Color;
use std::fmt;

/// A kind of man. The names are the chess ones; the Mongolian names are in each variant's doc.
/// How a kind moves depends on the game (RULES-MONGOLIAN.md §1.2, §2.2): shatar's bers is a rook
/// plus one diagonal step, hiashatar's queen a full chess queen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    /// Noyon (ноён, "prince"): one square in any direction.
    King = 0,
    /// Bers (бэрс): in shatar a rook plus one diagonal step (letter J); in hiashatar a queen.
    Queen = 1,
    /// Tereg (тэрэг, "cart").
    Rook = 2,
    /// Temee (тэмээ, "camel").
    Bishop = 3,
    /// Mori (морь, "horse"): leaps, never slowed by a hia.
    Knight = 4,
    /// Khüü (хүү, "child"): one square forward, captures one diagonally forward.
    Pawn = 5,
    /// Hia (хиа, the bodyguard, hiashatar only): one or two squares in 8 directions, with a zone.
    Hia = 6,
}

impl PieceKind {
    /// Every kind, in index order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
        PieceKind::Hia,
    ];

    /// 0–6, in the order of [`PieceKind::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The Mongolian name (RULES-MONGOLIAN.md §0).
    pub const fn mongolian_name(self) -> &'static str {
        match self {
            PieceKind::King => "noyon",
            PieceKind::Queen => "bers",
            PieceKind::Rook => "tereg",
            PieceKind::Bishop => "temee",
            PieceKind::Knight => "mori",
            PieceKind::Pawn => "khüü",
            PieceKind::Hia => "hia",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::King => "king",
            PieceKind::Queen => "queen",
            PieceKind::Rook => "rook",
            PieceKind::Bishop => "bishop",
            PieceKind::Knight => "knight",
            PieceKind::Pawn => "pawn",
            PieceKind::Hia => "hia",
        })
    }
}

/// A man: a colour and a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose man.
    pub color: Color,
    /// What it is.
    pub kind: PieceKind,
}

impl Piece {
    /// The man of `color` and `kind`.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind)
    }
}
