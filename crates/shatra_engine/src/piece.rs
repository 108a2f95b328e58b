//! The men (RULES.md section 2).

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five kinds of men. Souvenir sets use king, queen, rook, bishop and pawn for them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Kind {
    /// The chief (king): one square in any direction; its capture ends the game.
    Biy = 0,
    /// The hero (queen).
    Batyr = 1,
    /// Rook.
    Tura = 2,
    /// Bishop.
    Yalkyn = 3,
    /// Pawn.
    Shatra = 4,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::Biy,
        Kind::Batyr,
        Kind::Tura,
        Kind::Yalkyn,
        Kind::Shatra,
    ];
    /// The officers a Shatra may promote to, in the order Batyr, Tura, Yalkyn.
    pub const OFFICERS: [Kind; 3] = [Kind::Batyr, Kind::Tura, Kind::Yalkyn];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Letter of the position format, upper case (White).
    pub const fn letter(self) -> char {
        match self {
            Kind::Biy => 'K',
            Kind::Batyr => 'Q',
            Kind::Tura => 'R',
            Kind::Yalkyn => 'B',
            Kind::Shatra => 'P',
        }
    }

    pub fn from_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::Biy,
            'Q' => Kind::Batyr,
            'R' => Kind::Tura,
            'B' => Kind::Yalkyn,
            'P' => Kind::Shatra,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Biy => "Biy",
            Kind::Batyr => "Batyr",
            Kind::Tura => "Tura",
            Kind::Yalkyn => "Yalkyn",
            Kind::Shatra => "Shatra",
        }
    }

    /// Batyr, Tura and Yalkyn move and capture any distance along lines.
    pub const fn is_long_range(self) -> bool {
        matches!(self, Kind::Batyr | Kind::Tura | Kind::Yalkyn)
    }

    /// How many of this kind each side has at the start of the default game.
    pub const fn initial_count(self) -> u32 {
        match self {
            Kind::Biy | Kind::Batyr => 1,
            Kind::Tura | Kind::Yalkyn => 2,
            Kind::Shatra => 11,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// `K` for a White Biy, `p` for a Black Shatra.
    pub fn char(self) -> char {
        let c = self.kind.letter();
        if self.color == Color::White {
            c
        } else {
            c.to_ascii_lowercase()
        }
    }

    pub fn from_char(c: char) -> Option<Piece> {
        let kind = Kind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}
