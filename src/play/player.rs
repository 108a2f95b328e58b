//! Who plays a side: a person, or the computer at a level.

use shatra_engine::search::player::Strength;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    /// The computer at a level, 1–8.
    Computer(u8),
}

impl std::str::FromStr for Player {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "human" => Ok(Player::Human),
            "computer" => Ok(Player::Computer(4)),
            _ => {
                let level = s.strip_prefix("computer:").ok_or_else(|| {
                    format!("'{s}': use human, computer or computer:N (N = 1..8)")
                })?;
                match level.parse::<u8>() {
                    Ok(n @ 1..=8) => Ok(Player::Computer(n)),
                    _ => Err(format!("'{s}': the level must be 1..8")),
                }
            }
        }
    }
}

impl Player {
    /// As written on the command line and in a kept game: `human`, `computer:N`.
    pub fn id(self) -> String {
        match self {
            Player::Human => "human".into(),
            Player::Computer(n) => format!("computer:{n}"),
        }
    }

    pub(crate) fn strength(self) -> Option<Strength> {
        match self {
            Player::Human => None,
            Player::Computer(n) => Some(Strength::Level(n)),
        }
    }

    pub(crate) fn label(self) -> String {
        match self {
            Player::Human => "Human".into(),
            Player::Computer(n) => format!("Computer {n}"),
        }
    }
}
