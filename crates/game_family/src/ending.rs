//! How a game ended, across the family.

use std::fmt;

use crate::man::Side;

/// Why a game ended: every reason of the three games, each with its catalogue key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// Shatra: a Biy was captured (RULES.md §7).
    BiyCaptured,
    /// Shatra: the side to move had no legal move.
    NoLegalMove,
    /// Shatra: only the two Biys are left.
    BareBiys,
    /// Shatra: 120 plies without a capture, Shatra move, drop or promotion.
    PlyLimit,
    /// Shatra: time ran out against a bare Biy (a draw).
    TimeAgainstBareBiy,
    /// Shatar and hiashatar: a mate that wins (RULES-MONGOLIAN.md §1.3, §2.4).
    Mate,
    /// Shatar: a mate by knights alone; the mating side loses.
    KnightMate,
    /// Shatar: niol, a mate with no shak in the series — a draw.
    Niol,
    /// Shatar: robado, a bare king — a draw.
    Robado,
    /// Shatar and hiashatar: no legal move and not in check.
    Stalemate,
    /// Hiashatar: drawn material (king + hia against king + hia, …).
    DeadPosition,
    /// 100 plies without a capture or pawn move (RULES-MONGOLIAN.md §0).
    HundredPlies,
    /// The same position for the third time (every game).
    Repetition,
    /// The players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player's time ran out.
    Time,
}

impl End {
    /// The catalogue's key for the reason: `end-<name>`.
    pub const fn key(self) -> &'static str {
        match self {
            End::BiyCaptured => "end-biy-captured",
            End::NoLegalMove => "end-no-legal-move",
            End::BareBiys => "end-bare-biys",
            End::PlyLimit => "end-ply-limit",
            End::TimeAgainstBareBiy => "end-time-against-bare-biy",
            End::Mate => "end-mate",
            End::KnightMate => "end-knight-mate",
            End::Niol => "end-niol",
            End::Robado => "end-robado",
            End::Stalemate => "end-stalemate",
            End::DeadPosition => "end-dead-position",
            End::HundredPlies => "end-hundred-plies",
            End::Repetition => "end-repetition",
            End::Agreement => "end-agreement",
            End::Resignation => "end-resignation",
            End::Time => "end-time",
        }
    }
}

/// The end of a game: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    pub winner: Option<Side>,
    pub end: End,
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(s) => write!(f, "{s} wins: {}", self.end.key()),
            None => write!(f, "draw: {}", self.end.key()),
        }
    }
}

impl From<shatra_engine::Outcome> for Ending {
    fn from(o: shatra_engine::Outcome) -> Ending {
        use shatra_engine::Reason as R;
        let end = match o.reason {
            R::BiyCaptured => End::BiyCaptured,
            R::NoLegalMove => End::NoLegalMove,
            R::Threefold => End::Repetition,
            R::PlyLimit => End::PlyLimit,
            R::BareBiys => End::BareBiys,
            R::Agreement => End::Agreement,
            R::Resignation => End::Resignation,
            R::Time => End::Time,
            R::TimeAgainstBareBiy => End::TimeAgainstBareBiy,
        };
        Ending {
            winner: o.winner.map(Side::from),
            end,
        }
    }
}

impl From<mongol_engine::Outcome> for Ending {
    fn from(o: mongol_engine::Outcome) -> Ending {
        use mongol_engine::EndReason as R;
        let end = match o.reason {
            R::Mate => End::Mate,
            R::KnightMate => End::KnightMate,
            R::Niol => End::Niol,
            R::Robado => End::Robado,
            R::Stalemate => End::Stalemate,
            R::DeadPosition => End::DeadPosition,
            R::Repetition => End::Repetition,
            R::HundredPlies => End::HundredPlies,
        };
        Ending {
            winner: o.winner.map(Side::from),
            end,
        }
    }
}
