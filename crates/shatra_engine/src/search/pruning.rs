//! Forward pruning: which parts are on, and when the null move may be tried (the late-move
//! reduction table is both trees', `search_core::tree`).

use std::str::FromStr;

use super::eval::biy_attackers;
use crate::piece::Kind;
use crate::position::Position;

/// The search's forward pruning, each part switchable so that its worth can be measured by
/// a match (`shatra-cli match --a-search no-rfp,null …`). None of them changes which moves are
/// legal: they only decide how deeply a legal move is searched. The default is what the
/// matches in the README found worth having: the parts left off there cost strength or did not
/// show a gain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruning {
    /// The null move (see `null_move_allowed`). Off: in 320 games at 100 ms a move it
    /// showed no gain (−14 and −9 Elo, both within the noise) for all the depth it adds.
    pub null_move: bool,
    /// Reverse futility: a quiet node far above beta near the leaves returns its evaluation.
    pub reverse_futility: bool,
    /// Razoring: a quiet node far below alpha near the leaves drops into the capture search.
    pub razoring: bool,
    /// Futility pruning of quiet moves near the leaves when far below alpha.
    pub futility: bool,
    /// Late-move pruning: near the leaves only the first quiet moves are searched.
    pub late_moves: bool,
    /// Late-move reductions by ln d · ln i (off: the older one or two plies).
    pub log_reductions: bool,
    /// Internal iterative reduction of nodes without a hash move.
    pub iir: bool,
}

impl Default for Pruning {
    /// Razoring, futility and late-move pruning are off: together they cost about 130 Elo
    /// (at 100 ms a move against the baseline, +20 with them, +154 without). In Shatra a quiet
    /// move near the leaves is often the strongest one, because it can force the opponent's
    /// reply (a man offered must be taken: compulsory capture), so quiet moves cannot be cut
    /// by their static margin as in chess.
    fn default() -> Self {
        Pruning {
            null_move: false,
            reverse_futility: true,
            razoring: false,
            futility: false,
            late_moves: false,
            log_reductions: true,
            iir: true,
        }
    }
}

impl FromStr for Pruning {
    type Err = String;
    /// Comma-separated words applied in turn to the default: a part's name switches it on,
    /// `no-` and the name off (`null`, `rfp`, `razor`, `futility`, `lmp`, `loglmr`, `iir`);
    /// `none` switches every part off, `default` restores the default.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut p = Pruning::default();
        for word in s.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            let (name, on) = match word.strip_prefix("no-") {
                Some(name) => (name, false),
                None => (word, true),
            };
            let part = match name {
                "default" if on => {
                    p = Pruning::default();
                    continue;
                }
                "none" if on => {
                    p = Pruning {
                        null_move: false,
                        reverse_futility: false,
                        razoring: false,
                        futility: false,
                        late_moves: false,
                        log_reductions: false,
                        iir: false,
                    };
                    continue;
                }
                "null" => &mut p.null_move,
                "rfp" => &mut p.reverse_futility,
                "razor" => &mut p.razoring,
                "futility" => &mut p.futility,
                "lmp" => &mut p.late_moves,
                "loglmr" => &mut p.log_reductions,
                "iir" => &mut p.iir,
                _ => {
                    return Err(format!(
                        "'{word}': use default, none, or a part (null, rfp, razor, futility, \
                         lmp, loglmr, iir) to switch on, with no- before it to switch off"
                    ));
                }
            };
            *part = on;
        }
        Ok(p)
    }
}

/// Whether the null move may be tried: the side to move has a free choice (no compulsory
/// capture, no pending drop obligation, its Biy not standing where it could be jumped) and an
/// officer besides its Shatras, so it has quiet moves to spare.
///
/// Shatra has no pass, and a null move is sound only where passing would not be better than
/// every legal move (zugzwang). Compulsory capture is the rule that forces bad moves in
/// Shatra: a side that must capture, or must drop a man after a capture from its fortress,
/// has no choice, so no null move there. With no capture forced, a side with an officer and
/// the rest of its men has many quiet moves and drops, and some move is nearly always at
/// least as good as passing; the null move's result is a reduced search by the opponent
/// moving twice, so a wrong cut needs a zugzwang that the reduced search also misses.
pub(super) fn null_move_allowed(pos: &Position, forced: bool) -> bool {
    let us = pos.turn();
    let officers = pos.men(us) & !pos.kind_bb(Kind::Shatra) & !pos.kind_bb(Kind::Biy);
    !forced
        && pos.obligations() & pos.men(us) == 0
        && officers != 0
        && pos.biy(us).is_some_and(|b| biy_attackers(pos, us, b) == 0)
}
