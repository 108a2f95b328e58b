//! The men of all three games.

use std::fmt;

/// A side. White moves first in every game of the family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "white",
            Side::Black => "black",
        })
    }
}

impl From<shatra_engine::Color> for Side {
    fn from(c: shatra_engine::Color) -> Side {
        match c {
            shatra_engine::Color::White => Side::White,
            shatra_engine::Color::Black => Side::Black,
        }
    }
}

impl From<Side> for shatra_engine::Color {
    fn from(s: Side) -> shatra_engine::Color {
        match s {
            Side::White => shatra_engine::Color::White,
            Side::Black => shatra_engine::Color::Black,
        }
    }
}

impl From<mongol_engine::Color> for Side {
    fn from(c: mongol_engine::Color) -> Side {
        match c {
            mongol_engine::Color::White => Side::White,
            mongol_engine::Color::Black => Side::Black,
        }
    }
}

impl From<Side> for mongol_engine::Color {
    fn from(s: Side) -> mongol_engine::Color {
        match s {
            Side::White => mongol_engine::Color::White,
            Side::Black => mongol_engine::Color::Black,
        }
    }
}

/// What a man is, across the family. Shatra's men (RULES.md §2) and the Mongolian men
/// (RULES-MONGOLIAN.md §0) are different kinds even where they move alike: the board gives each
/// its own figure (`../shared/notes/look.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ManKind {
    /// Shatra's king.
    Biy,
    /// Shatra's queen-like officer.
    Batyr,
    /// Shatra's rook-like officer.
    Tura,
    /// Shatra's bishop-like officer.
    Yalkyn,
    /// Shatra's pawn, the man the game is named after.
    Shatra,
    /// Noyon (ноён), the Mongolian king.
    Noyon,
    /// Bers (бэрс), the queen: shatar's moves as a rook and one step diagonally.
    Bers,
    /// Tereg (тэрэг), the cart: a rook.
    Tereg,
    /// Temee (тэмээ), the camel: a bishop.
    Temee,
    /// Mori (морь), the horse: a knight.
    Mori,
    /// Khüü (хүү), the child: a pawn.
    Khuu,
    /// Hia (хиа), hiashatar's bodyguard.
    Hia,
}

impl ManKind {
    /// Every kind, Shatra's first.
    pub const ALL: [ManKind; 12] = [
        ManKind::Biy,
        ManKind::Batyr,
        ManKind::Tura,
        ManKind::Yalkyn,
        ManKind::Shatra,
        ManKind::Noyon,
        ManKind::Bers,
        ManKind::Tereg,
        ManKind::Temee,
        ManKind::Mori,
        ManKind::Khuu,
        ManKind::Hia,
    ];

    /// The name the catalogues key the man by (`man-<code>`).
    pub const fn code(self) -> &'static str {
        match self {
            ManKind::Biy => "biy",
            ManKind::Batyr => "batyr",
            ManKind::Tura => "tura",
            ManKind::Yalkyn => "yalkyn",
            ManKind::Shatra => "shatra",
            ManKind::Noyon => "noyon",
            ManKind::Bers => "bers",
            ManKind::Tereg => "tereg",
            ManKind::Temee => "temee",
            ManKind::Mori => "mori",
            ManKind::Khuu => "khuu",
            ManKind::Hia => "hia",
        }
    }

    /// Whether this is the man whose loss (or mate) ends the game.
    pub const fn is_king(self) -> bool {
        matches!(self, ManKind::Biy | ManKind::Noyon)
    }
}

impl From<shatra_engine::Kind> for ManKind {
    fn from(k: shatra_engine::Kind) -> ManKind {
        match k {
            shatra_engine::Kind::Biy => ManKind::Biy,
            shatra_engine::Kind::Batyr => ManKind::Batyr,
            shatra_engine::Kind::Tura => ManKind::Tura,
            shatra_engine::Kind::Yalkyn => ManKind::Yalkyn,
            shatra_engine::Kind::Shatra => ManKind::Shatra,
        }
    }
}

impl From<mongol_engine::PieceKind> for ManKind {
    fn from(k: mongol_engine::PieceKind) -> ManKind {
        use mongol_engine::PieceKind as P;
        match k {
            P::King => ManKind::Noyon,
            P::Queen => ManKind::Bers,
            P::Rook => ManKind::Tereg,
            P::Bishop => ManKind::Temee,
            P::Knight => ManKind::Mori,
            P::Pawn => ManKind::Khuu,
            P::Hia => ManKind::Hia,
        }
    }
}

/// The Mongolian engine's kind of a Mongolian man (none for Shatra's men).
pub(crate) fn mongol_kind(k: ManKind) -> Option<mongol_engine::PieceKind> {
    use mongol_engine::PieceKind as P;
    Some(match k {
        ManKind::Noyon => P::King,
        ManKind::Bers => P::Queen,
        ManKind::Tereg => P::Rook,
        ManKind::Temee => P::Bishop,
        ManKind::Mori => P::Knight,
        ManKind::Khuu => P::Pawn,
        ManKind::Hia => P::Hia,
        _ => return None,
    })
}

/// A man: its kind and side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Man {
    pub kind: ManKind,
    pub side: Side,
}

impl From<shatra_engine::Piece> for Man {
    fn from(p: shatra_engine::Piece) -> Man {
        Man {
            kind: p.kind.into(),
            side: p.color.into(),
        }
    }
}

impl From<mongol_engine::Piece> for Man {
    fn from(p: mongol_engine::Piece) -> Man {
        Man {
            kind: p.kind.into(),
            side: p.color.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_and_kings_are_known() {
        let mut codes: Vec<_> = ManKind::ALL.iter().map(|k| k.code()).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), ManKind::ALL.len());
        let kings: Vec<_> = ManKind::ALL.into_iter().filter(|k| k.is_king()).collect();
        assert_eq!(kings, [ManKind::Biy, ManKind::Noyon]);
        for s in Side::BOTH {
            assert_eq!(Side::from(shatra_engine::Color::from(s)), s);
            assert_eq!(Side::from(mongol_engine::Color::from(s)), s);
            assert_eq!(s.other().other(), s);
        }
    }
}
