//! Which game of the family.

use std::fmt;
use std::str::FromStr;

/// One of the three games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    /// The Altai chess-draughts game (RULES.md).
    #[default]
    Shatra,
    /// Mongolian chess on 8 × 8 (RULES-MONGOLIAN.md §1).
    Shatar,
    /// The 10 × 10 game with the hia (RULES-MONGOLIAN.md §2).
    Hiashatar,
}

impl GameKind {
    /// All three, in the order the new-game dialog lists them.
    pub const ALL: [GameKind; 3] = [GameKind::Shatra, GameKind::Shatar, GameKind::Hiashatar];

    /// The name flags, settings and records use: `shatra`, `shatar`, `hiashatar`.
    pub const fn code(self) -> &'static str {
        match self {
            GameKind::Shatra => "shatra",
            GameKind::Shatar => "shatar",
            GameKind::Hiashatar => "hiashatar",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A game name that is none of the three.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a game of the family: use shatra, shatar or hiashatar",
            self.0
        )
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameKind {
    type Err = UnknownGame;
    /// The code, in any case.
    fn from_str(s: &str) -> Result<GameKind, UnknownGame> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_bad_ones_are_named() {
        for k in GameKind::ALL {
            assert_eq!(k.code().parse::<GameKind>(), Ok(k));
            assert_eq!(k.to_string().to_uppercase().parse::<GameKind>(), Ok(k));
        }
        let e = "chess".parse::<GameKind>().unwrap_err();
        assert!(e.to_string().contains("'chess'") && e.to_string().contains("hiashatar"));
    }
}
