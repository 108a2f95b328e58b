//! The search's margins and reductions as numbers: what [`Searcher`](super::Searcher) prunes,
//! reduces and extends by, so that a tuner (`tune --spsa --only search_`) can move them as it
//! moves the evaluation's weights. They travel in [`Weights::search`](super::Weights::search)
//! (a weights file's `search_…` lines); the built-in values are the hand-set ones.

/// Declares [`SearchParams`] from one list: each number's doc, name, hand-set value and the
/// least value the search can use (what [`SearchParams::from_slice`] keeps it at or above).
macro_rules! search_params {
    ($($(#[doc = $doc:literal])* $name:ident = $default:expr, at least $low:expr;)*) => {
        /// The search's margins, depths and reductions (centipawns unless said otherwise).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $($(#[doc = $doc])* pub $name: i32,)*
        }

        impl SearchParams {
            /// The hand-set values.
            pub const DEFAULT: SearchParams = SearchParams { $($name: $default,)* };

            /// The numbers' names, in [`SearchParams::to_vec`]'s order (a weights file writes
            /// them with a `search_` prefix).
            pub const NAMES: [&'static str; SearchParams::LEN] = [$(stringify!($name),)*];

            /// The least value of each number, in [`SearchParams::to_vec`]'s order.
            const LOWEST: [i32; SearchParams::LEN] = [$($low,)*];

            /// Every number, in the order of [`SearchParams::NAMES`].
            pub fn to_vec(&self) -> [i32; SearchParams::LEN] {
                [$(self.$name,)*]
            }

            /// The numbers of [`SearchParams::to_vec`] back, each kept at or above the least
            /// value the search can use (a divisor at least 1, a margin at least 0).
            pub fn from_slice(v: &[i32; SearchParams::LEN]) -> SearchParams {
                let mut at = (0..SearchParams::LEN).map(|i| v[i].max(SearchParams::LOWEST[i]));
                SearchParams { $($name: at.next().expect(stringify!($name)),)* }
            }
        }
    };
}

search_params! {
    /// Reverse futility pruning: up to this depth …
    rfp_depth = 5, at least 0;
    /// … a node whose static evaluation beats beta by this much per ply (a ply less when
    /// improving) stands.
    rfp_margin = 90, at least 0;
    /// Razoring up to depth 3: a node whose static evaluation falls short of alpha by this …
    razor_base = 200, at least 0;
    /// … plus this per ply is searched by the quiescence search only.
    razor_depth = 150, at least 0;
    /// The null move's reduction grows by a ply per this much of the static evaluation above
    /// beta (at most two).
    null_eval_div = 200, at least 1;
    /// Late-move and futility pruning of quiet moves up to this depth.
    late_prune_depth = 4, at least 0;
    /// Late-move pruning: quiet moves tried before the next is left out, `(this + depth²)`
    /// (halved where the side is not improving).
    lmp_base = 3, at least 0;
    /// Futility pruning: a quiet move is left out where the static evaluation plus this …
    futility_base = 80, at least 0;
    /// … plus this per ply cannot reach alpha.
    futility_depth = 90, at least 0;
    /// Static-exchange pruning up to this depth: …
    see_depth = 6, at least 0;
    /// … a quiet move that loses more than this × depth² …
    see_quiet = 30, at least 0;
    /// … or a capture that loses more than this × depth is left out.
    see_capture = 100, at least 0;
    /// Late-move reductions: this hundredths of a ply …
    lmr_base = 50, at least 0;
    /// … plus ln depth × ln move number × 100 / this.
    lmr_divisor = 200, at least 1;
    /// A ply less reduction per this much of a quiet move's history (more for a bad one).
    lmr_history_quiet = 12000, at least 1;
    /// A ply less reduction per this much of a losing capture's history.
    lmr_history_capture = 6000, at least 1;
    /// Singular extension: the other moves must fail low this many eighths of a centipawn per
    /// ply under the hash move's score.
    singular_margin = 16, at least 0;
    /// Delta pruning in the quiescence search: a capture that cannot lift the score to alpha
    /// with this margin is left out.
    delta_margin = 200, at least 0;
    /// The aspiration window's first half-width round the last depth's score.
    aspiration = 35, at least 1;
    /// History pruning up to this depth (0: none): …
    history_prune_depth = 0, at least 0;
    /// … a quiet move whose history (by its squares and after the two moves before) is below
    /// minus this per ply is left out.
    history_prune_margin = 4000, at least 0;
    /// ProbCut from this depth on (0: none): …
    probcut_depth = 0, at least 0;
    /// … a capture whose search four plies shallower holds beta plus this cuts the node.
    probcut_margin = 200, at least 0;
    /// The null move from this depth on …
    null_depth = 3, at least 1;
    /// … reduced by this many plies …
    null_base = 3, at least 0;
    /// … and a ply more per this many plies of depth.
    null_depth_div = 4, at least 1;
    /// Singular extension from this depth on.
    singular_depth = 7, at least 1;
    /// Internal iterative reduction (a ply less without a hash move) from this depth on.
    iir_depth = 4, at least 1;
    /// The correction history: how much of what searches found the static evaluation missed,
    /// by the side to move and the pawns, is added to it, in sixteenths (0: none).
    correction = 16, at least 0;
    /// The same by each side's men other than pawns (their squares and kinds, two tables: a
    /// mean of both is added), in sixteenths (0: none).
    correction_pieces = 0, at least 0;
    /// Late-move reduction: plies more for a quiet move where the hash move is a capture (the
    /// position's business is that capture, as Stockfish reasons; 0: none). Off: +12 in
    /// self-play at 10 000 nodes, not shown against Fairy-Stockfish at equal time.
    lmr_tt_capture = 0, at least 0;
    /// What the quiet moves' histories are divided by when a search begins: the last move's
    /// lessons kept in part (2: +22 over 800 self-play games at 10 000 nodes against 8).
    history_decay = 2, at least 1;
    /// Singular extension: plies less for a hash move that is not the only move to hold the
    /// margin under its score while that score is above beta (0: none).
    singular_negative = 0, at least 0;
    /// The captures' history (by the side, the man that takes, its end square and the man
    /// taken; rewarded at a capture's cut-off, lowered for the captures tried before a
    /// cut-off): a capture's place in the ordering gains its history divided by this, and a
    /// losing capture's reduction reads it in place of the quiet moves' history (0: none, the
    /// captures ordered by the men alone).
    capture_history = 0, at least 0;
    /// Improving judged everywhere (1) rather than only where the node two plies before could
    /// be pruned (0): the static evaluation is made at principal-variation nodes too, and where
    /// the node two plies before had none (it was in check), four plies before counts.
    improving_everywhere = 0, at least 0;
    /// Late-move reduction: plies more at an expected cut node (as Stockfish's `cutNode`;
    /// 0: none).
    lmr_cut = 0, at least 0;
    /// Futility and a quiet move's exchange pruning read the depth of the move's reduced
    /// search (the reductions' table alone, as Stockfish's `lmrDepth`) rather than the node's
    /// (1; 0: the node's).
    prune_reduced = 0, at least 0;
    /// The check extension from this depth on (0: at every depth; Stockfish's from 7).
    check_extension_depth = 0, at least 0;
    /// The quiescence search tries at most this many captures where it may stand pat (a
    /// promotion always; 0: every one; Stockfish's 2).
    q_moves = 0, at least 0;
    /// From this many plies into the quiescence search on, only recaptures (0: never;
    /// Stockfish's 5).
    q_recapture_plies = 0, at least 0;
    /// Late-move, futility and exchange pruning of a node's moves at principal-variation
    /// nodes too (1, as Stockfish; 0: only at the others).
    prune_pv = 0, at least 0;
    /// The quiescence search's first ply tries quiet checks too, those that lose nothing in
    /// the exchange (1, as Stockfish; 0: captures only).
    q_checks = 0, at least 0;
    /// A cut-off's history bonus as Stockfish 14's `stat_bonus`, 6 d² + 229 d − 215 up to this
    /// (0: 16 d² up to 1 600, the shallow nodes' bonus far smaller).
    history_linear = 0, at least 0;
    /// The continuation history also after the moves four and six plies before, the last
    /// move's counted twice (1, as Fairy-Stockfish; 0: after the last two moves, once each).
    cont_far = 0, at least 0;
    /// A singular hash move is extended two plies where every other move fails this far under
    /// the singular margin, at most three times on a line, not at principal-variation nodes
    /// (Stockfish's 93; 0: never).
    singular_double = 0, at least 0;
    /// Late moves are reduced this many plies less at a node whose position is or was on a
    /// principal variation, as the table remembers it (Stockfish's `ttPv`, 2; 0: off).
    tt_pv = 0, at least 0;
    /// A quiet move's history also learns from every node after it: the side that played it
    /// gains this times the depth times how much the move raised its static evaluation, at
    /// most 1 000 either way (Stockfish 14's, 4; 0: off; only cut-offs teach the history).
    eval_history = 0, at least 0;
    /// The null move only where the static evaluation stands this far above beta, less
    /// [`SearchParams::null_margin_depth`] a ply of depth (Stockfish 14's 159 and 20, in its
    /// larger units; 0 and 0: at beta).
    null_margin = 0, at least 0;
    /// What each ply of depth takes off [`SearchParams::null_margin`].
    null_margin_depth = 0, at least 0;
    /// A node settled by the table teaches the histories as a cut-off would (Stockfish's, 1;
    /// 0: off): its quiet hash move, where the table's score holds beta, becomes a killer and
    /// gains the cut-off's bonus; where it falls to alpha, it loses as much.
    tt_history = 0, at least 0;
    /// A node where every move fails low rewards the quiet move that led to it, the other
    /// side's, as a cut-off at its depth (Stockfish's prior countermove bonus, 1; 0: off).
    fail_low_history = 0, at least 0;
    /// A late quiet move whose continuation histories after the last two moves are both
    /// below 0 is pruned where its reduced search would be shallower than this (Stockfish's
    /// continuation-history pruning, 5; 0: off).
    cont_prune = 0, at least 0;
    /// A quiet cut-off more than this above beta is rewarded as one a ply deeper
    /// (Fairy-Stockfish's larger bonus, a pawn; 0: off).
    cut_bonus_margin = 0, at least 0;
    /// A cut-off also penalises, in the continuation histories, the quiet move that led to
    /// its node where that move was the other side's first choice (its first move, the first
    /// after a hash move, or its first killer), as a cut-off a ply deeper would reward it
    /// (Fairy-Stockfish's penalty of a refuted early move, 1; 0: off).
    refuted_early = 0, at least 0;
    /// A late move's reduction may fall to −1: one whose history outweighs the rest of its
    /// reduction is searched a ply deeper (Stockfish's, 1; 0: a reduction of at least 0).
    lmr_extend = 0, at least 0;
    /// Each node clears the killers two plies on, so that its grandchildren's killers come
    /// from its own subtree (Stockfish's, 1; 0: the killers of a ply are kept across the
    /// whole search).
    killers_local = 0, at least 0;
    /// The countermove: the quiet move that last cut off after the other side's move (by
    /// its man and square) is ordered after the killers and reduced a ply less, as they are
    /// (Stockfish's countermove heuristic, 1; 0: off).
    countermove = 0, at least 0;
    /// The correction history by the last two moves (each move's man and end square; Stockfish's
    /// continuation correction history): how much of what searches found the static evaluation
    /// missed after them is added to it, in sixteenths (0: none).
    correction_cont = 0, at least 0;
    /// What a draw is worth to the side the engine plays (the root's side to move), in
    /// centipawns, and the same less to the other side: above 0 the engine steers into draws
    /// (a weaker engine's contempt against a stronger one; 0: a draw is 0 to both). The table
    /// keeps such scores, so a searcher that plays both sides should clear it between them.
    draw_value = 0, at least 0;
}

impl SearchParams {
    /// How many numbers [`SearchParams::to_vec`] gives.
    pub const LEN: usize = 59;

    /// Whether any correction history is on (`correction`, `correction_pieces` or
    /// `correction_cont`).
    #[inline]
    pub fn corrects(&self) -> bool {
        self.correction > 0 || self.correction_pieces > 0 || self.correction_cont > 0
    }

    /// The late-move reduction table by depth and move number (both up to 63): `lmr_base`
    /// hundredths of a ply plus ln d · ln i × 100 / `lmr_divisor`, rounded down.
    pub fn reductions(&self) -> Box<[[u8; 64]; 64]> {
        let mut t = Box::new([[0u8; 64]; 64]);
        let (base, div) = (
            f64::from(self.lmr_base) / 100.0,
            100.0 / f64::from(self.lmr_divisor),
        );
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = (base + (d as f64).ln() * (i as f64).ln() * div).clamp(0.0, 63.0) as u8;
            }
        }
        t
    }
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_read_back_and_divisors_stay_positive() {
        let p = SearchParams::DEFAULT;
        assert_eq!(SearchParams::from_slice(&p.to_vec()), p);
        let mut v = p.to_vec();
        v[4] = 0;
        v[13] = -5;
        v[0] = -1;
        let q = SearchParams::from_slice(&v);
        assert_eq!((q.null_eval_div, q.lmr_divisor, q.rfp_depth), (1, 1, 0));
    }

    #[test]
    fn the_default_reductions_are_the_shared_search_s() {
        let t = SearchParams::DEFAULT.reductions();
        for d in 1..64 {
            for i in 1..64 {
                assert_eq!(
                    i32::from(t[d][i]),
                    search_core::tree::late_move_reduction(d as i32, i),
                    "depth {d}, move {i}"
                );
            }
        }
        // A smaller divisor reduces more.
        let more = SearchParams {
            lmr_divisor: 100,
            ..SearchParams::DEFAULT
        }
        .reductions();
        assert!(more[10][20] > t[10][20]);
    }
}
