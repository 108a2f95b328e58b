//! Move ordering: the scores that decide which move is searched first (hash move, captures,
//! promotions, killers, counter-move, history) and the histories' updates after a cut-off.

use search_core::add_history;
use search_core::tree::{history_bonus, push_killer};

use super::Searcher;
use super::tt::move_key;
use crate::moves::Move;

/// Index of a move's start and end squares in the history tables.
pub(super) fn from_to(m: &Move) -> usize {
    m.from().index() * 62 + m.to().index()
}

impl Searcher {
    /// The quiet move that last refuted the move leading to `ply` (0: none).
    pub(super) fn counter_move(&self, ply: usize) -> u32 {
        match ply {
            0 => 0,
            _ => self.counters[self.played[ply - 1]],
        }
    }

    /// Ordering scores: hash move, captures by the men they take (then their history),
    /// promotions, killers, the counter-move, then the quiet history.
    pub(super) fn order_scores(
        &self,
        moves: &[Move],
        tt_move: u32,
        ply: usize,
        scores: &mut Vec<i64>,
    ) {
        let w = &self.weights;
        let killers = self.killers[ply];
        let counter = self.counter_move(ply);
        scores.clear();
        scores.extend(moves.iter().map(|m| {
            let key = move_key(m);
            if key == tt_move {
                1 << 40
            } else if m.is_capture() {
                (1 << 36)
                    + m.capture_count() as i64 * 1000
                    + m.promotion().map_or(0, |k| w.value(k) as i64)
                    + self.capture_history[from_to(m)] as i64 / 64
            } else if m.promotion().is_some() {
                1 << 35
            } else if key == killers[0] {
                1 << 34
            } else if key == killers[1] {
                (1 << 34) - 1
            } else if key == counter {
                (1 << 34) - 2
            } else {
                self.history[from_to(m)] as i64
            }
        }));
    }

    /// A move refuted the position: raise its history (and make it the killer and the
    /// counter-move if quiet), lower the history of the moves of its kind tried before it.
    pub(super) fn reward(
        &mut self,
        m: &Move,
        ply: usize,
        depth: i32,
        quiets: &[usize],
        captures: &[usize],
    ) {
        let bonus = history_bonus(depth);
        if m.is_capture() {
            add_history(&mut self.capture_history[from_to(m)], bonus);
            for &c in captures {
                add_history(&mut self.capture_history[c], -bonus);
            }
            return;
        }
        if m.promotion().is_some() {
            return;
        }
        let key = move_key(m);
        push_killer(&mut self.killers[ply], key);
        if ply > 0 {
            self.counters[self.played[ply - 1]] = key;
        }
        add_history(&mut self.history[from_to(m)], bonus);
        for &q in quiets {
            add_history(&mut self.history[q], -bonus);
        }
    }
}
