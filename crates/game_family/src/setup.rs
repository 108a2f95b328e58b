//! What keeps a board set up in the position editor of shatar or hiashatar from being a
//! position of the game (RULES-MONGOLIAN.md §0), typed so that the app words it in the player's
//! language; the English words are its `Display`.

use std::fmt;

use crate::explain::Caption;
use crate::man::{ManKind, Side};
use crate::shape::Cell;

/// Why the men as placed are not a position (see [`crate::AnyGame::from_men`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// A side has no king (noyon).
    NoKing(Side),
    /// A side has more than one king.
    ExtraKings { side: Side, count: u32 },
    /// A pawn (khüü) on the first or last rank.
    PawnOnEdgeRank(Cell),
    /// The side not to move stands in check: its king could be taken.
    OppositeCheck(Side),
    /// The two kings on neighbouring squares (a king gives no check, but may not stand there).
    KingsSideBySide,
    /// A man this game does not have (a hia in shatar, a man of Shatra's).
    NotInGame { cell: Cell, kind: ManKind },
    /// A man off the board.
    OffBoard(Cell),
    /// Shatra is set up in its own editor.
    NotThisEditor,
    /// Anything else the engine refused, in its words.
    Other(String),
}

/// Every key [`SetupProblem::words`] names, with its arguments.
pub const SETUP_WORDS: [(&str, &[&str]); 9] = [
    ("setup-no-king", &["side"]),
    ("setup-extra-kings", &["side", "count"]),
    ("setup-pawn-on-edge", &["square"]),
    ("setup-opposite-check", &["side"]),
    ("setup-kings-side-by-side", &[]),
    ("setup-not-in-game", &["square"]),
    ("setup-off-board", &[]),
    ("setup-not-this-editor", &[]),
    ("setup-other", &["reason"]),
];

impl SetupProblem {
    /// The catalogue's key and its arguments (a side as `white`/`black`, a man's code, a
    /// square's name, a number; the engine's own words for anything else).
    pub fn words(&self) -> Caption {
        let side = |s: &Side| side_name(*s).to_lowercase();
        let (key, args): (&'static str, Vec<(&'static str, String)>) = match self {
            SetupProblem::NoKing(s) => ("setup-no-king", vec![("side", side(s))]),
            SetupProblem::ExtraKings { side: s, count } => (
                "setup-extra-kings",
                vec![("side", side(s)), ("count", count.to_string())],
            ),
            SetupProblem::PawnOnEdgeRank(c) => {
                ("setup-pawn-on-edge", vec![("square", cell_name(*c))])
            }
            SetupProblem::OppositeCheck(s) => ("setup-opposite-check", vec![("side", side(s))]),
            SetupProblem::KingsSideBySide => ("setup-kings-side-by-side", vec![]),
            SetupProblem::NotInGame { cell, .. } => {
                ("setup-not-in-game", vec![("square", cell_name(*cell))])
            }
            SetupProblem::OffBoard(_) => ("setup-off-board", vec![]),
            SetupProblem::NotThisEditor => ("setup-not-this-editor", vec![]),
            SetupProblem::Other(why) => ("setup-other", vec![("reason", why.clone())]),
        };
        Caption { key, args }
    }

    pub(crate) fn of_engine(e: mongol_engine::FenError) -> SetupProblem {
        use mongol_engine::SetupError as E;
        let mongol_engine::FenError::Setup(e) = e else {
            return SetupProblem::Other(e.to_string());
        };
        match e {
            E::MissingKing(c) => SetupProblem::NoKing(c.into()),
            E::ExtraKings { color, count } => SetupProblem::ExtraKings {
                side: color.into(),
                count,
            },
            E::PawnOnEdgeRank { square } => SetupProblem::PawnOnEdgeRank(Cell::of_mongol(square)),
            E::OppositeCheck(c) => SetupProblem::OppositeCheck(c.into()),
            E::KingsSideBySide => SetupProblem::KingsSideBySide,
            E::PieceNotInGame { square, kind } => SetupProblem::NotInGame {
                cell: Cell::of_mongol(square),
                kind: kind.into(),
            },
            other => SetupProblem::Other(other.to_string()),
        }
    }
}

/// A cell as shatar and hiashatar name it (`e4`): the engine's square name.
fn cell_name(c: Cell) -> String {
    mongol_engine::Square::new(c.file, c.rank).map_or_else(|| format!("{c:?}"), |s| s.to_string())
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
    }
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::NoKing(s) => write!(f, "{} has no king", side_name(*s)),
            SetupProblem::ExtraKings { side, count } => write!(
                f,
                "{} has {count} kings, a side has exactly one",
                side_name(*side)
            ),
            SetupProblem::PawnOnEdgeRank(c) => write!(
                f,
                "a pawn on {}: no pawn stands on the first or last rank",
                cell_name(*c)
            ),
            SetupProblem::OppositeCheck(s) => write!(
                f,
                "{} is in check but it is not its turn (the king could be taken)",
                side_name(*s)
            ),
            SetupProblem::KingsSideBySide => {
                write!(f, "the kings stand side by side, as they never may")
            }
            SetupProblem::NotInGame { cell, kind } => write!(
                f,
                "a {} on {}: not a man of this game",
                kind.code(),
                cell_name(*cell)
            ),
            SetupProblem::OffBoard(c) => write!(f, "{c:?} is off the board"),
            SetupProblem::NotThisEditor => write!(f, "Shatra is set up in its own editor"),
            SetupProblem::Other(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SetupProblem {}
