//! The search's margins and reductions as numbers: what [`Searcher`](super::Searcher) prunes,
//! reduces and extends by, so that a tuner (`tune --spsa --only search_`) can move them as it
//! moves the evaluation's weights. They travel in [`Weights::search`](super::Weights::search)
//! (a weights file's `search_…` lines); the built-in values are the hand-set ones.

/// The search's margins, depths and reductions (centipawns unless said otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// Reverse futility pruning: up to this depth …
    pub rfp_depth: i32,
    /// … a node whose static evaluation beats beta by this much per ply (a ply less when
    /// improving) stands.
    pub rfp_margin: i32,
    /// Razoring up to depth 3: a node whose static evaluation falls short of alpha by this …
    pub razor_base: i32,
    /// … plus this per ply is searched by the quiescence search only.
    pub razor_depth: i32,
    /// The null move's reduction grows by a ply per this much of the static evaluation above
    /// beta (at most two).
    pub null_eval_div: i32,
    /// Late-move and futility pruning of quiet moves up to this depth.
    pub late_prune_depth: i32,
    /// Late-move pruning: quiet moves tried before the next is left out, `(this + depth²)`
    /// (halved where the side is not improving).
    pub lmp_base: i32,
    /// Futility pruning: a quiet move is left out where the static evaluation plus this …
    pub futility_base: i32,
    /// … plus this per ply cannot reach alpha.
    pub futility_depth: i32,
    /// Static-exchange pruning up to this depth: …
    pub see_depth: i32,
    /// … a quiet move that loses more than this × depth² …
    pub see_quiet: i32,
    /// … or a capture that loses more than this × depth is left out.
    pub see_capture: i32,
    /// Late-move reductions: this hundredths of a ply …
    pub lmr_base: i32,
    /// … plus ln depth × ln move number × 100 / this.
    pub lmr_divisor: i32,
    /// A ply less reduction per this much of a quiet move's history (more for a bad one).
    pub lmr_history_quiet: i32,
    /// A ply less reduction per this much of a losing capture's history.
    pub lmr_history_capture: i32,
    /// Singular extension: the other moves must fail low this many eighths of a centipawn per
    /// ply under the hash move's score.
    pub singular_margin: i32,
    /// Delta pruning in the quiescence search: a capture that cannot lift the score to alpha
    /// with this margin is left out.
    pub delta_margin: i32,
    /// The aspiration window's first half-width round the last depth's score.
    pub aspiration: i32,
    /// History pruning up to this depth (0: none): …
    pub history_prune_depth: i32,
    /// … a quiet move whose history (by its squares and after the two moves before) is below
    /// minus this per ply is left out.
    pub history_prune_margin: i32,
    /// ProbCut from this depth on (0: none): …
    pub probcut_depth: i32,
    /// … a capture whose search four plies shallower holds beta plus this cuts the node.
    pub probcut_margin: i32,
    /// The null move from this depth on …
    pub null_depth: i32,
    /// … reduced by this many plies …
    pub null_base: i32,
    /// … and a ply more per this many plies of depth.
    pub null_depth_div: i32,
    /// Singular extension from this depth on.
    pub singular_depth: i32,
    /// Internal iterative reduction (a ply less without a hash move) from this depth on.
    pub iir_depth: i32,
}

impl SearchParams {
    /// The hand-set values.
    pub const DEFAULT: SearchParams = SearchParams {
        rfp_depth: 5,
        rfp_margin: 90,
        razor_base: 200,
        razor_depth: 150,
        null_eval_div: 200,
        late_prune_depth: 4,
        lmp_base: 3,
        futility_base: 80,
        futility_depth: 90,
        see_depth: 6,
        see_quiet: 30,
        see_capture: 100,
        lmr_base: 50,
        lmr_divisor: 200,
        lmr_history_quiet: 12_000,
        lmr_history_capture: 6000,
        singular_margin: 16,
        delta_margin: 200,
        aspiration: 35,
        history_prune_depth: 0,
        history_prune_margin: 4000,
        probcut_depth: 0,
        probcut_margin: 200,
        null_depth: 3,
        null_base: 3,
        null_depth_div: 4,
        singular_depth: 7,
        iir_depth: 4,
    };

    /// How many numbers [`SearchParams::to_vec`] gives.
    pub const LEN: usize = 28;

    /// The numbers' names, in [`SearchParams::to_vec`]'s order (a weights file writes them
    /// with a `search_` prefix).
    pub const NAMES: [&'static str; SearchParams::LEN] = [
        "rfp_depth",
        "rfp_margin",
        "razor_base",
        "razor_depth",
        "null_eval_div",
        "late_prune_depth",
        "lmp_base",
        "futility_base",
        "futility_depth",
        "see_depth",
        "see_quiet",
        "see_capture",
        "lmr_base",
        "lmr_divisor",
        "lmr_history_quiet",
        "lmr_history_capture",
        "singular_margin",
        "delta_margin",
        "aspiration",
        "history_prune_depth",
        "history_prune_margin",
        "probcut_depth",
        "probcut_margin",
        "null_depth",
        "null_base",
        "null_depth_div",
        "singular_depth",
        "iir_depth",
    ];

    /// Every number, in the order of [`SearchParams::NAMES`].
    pub fn to_vec(&self) -> [i32; SearchParams::LEN] {
        [
            self.rfp_depth,
            self.rfp_margin,
            self.razor_base,
            self.razor_depth,
            self.null_eval_div,
            self.late_prune_depth,
            self.lmp_base,
            self.futility_base,
            self.futility_depth,
            self.see_depth,
            self.see_quiet,
            self.see_capture,
            self.lmr_base,
            self.lmr_divisor,
            self.lmr_history_quiet,
            self.lmr_history_capture,
            self.singular_margin,
            self.delta_margin,
            self.aspiration,
            self.history_prune_depth,
            self.history_prune_margin,
            self.probcut_depth,
            self.probcut_margin,
            self.null_depth,
            self.null_base,
            self.null_depth_div,
            self.singular_depth,
            self.iir_depth,
        ]
    }

    /// The numbers of [`SearchParams::to_vec`] back, each kept where the search can use it
    /// (a divisor at least 1, a margin or depth at least 0).
    pub fn from_slice(v: &[i32; SearchParams::LEN]) -> SearchParams {
        let at_least = |i: usize, low: i32| v[i].max(low);
        SearchParams {
            rfp_depth: at_least(0, 0),
            rfp_margin: at_least(1, 0),
            razor_base: at_least(2, 0),
            razor_depth: at_least(3, 0),
            null_eval_div: at_least(4, 1),
            late_prune_depth: at_least(5, 0),
            lmp_base: at_least(6, 0),
            futility_base: at_least(7, 0),
            futility_depth: at_least(8, 0),
            see_depth: at_least(9, 0),
            see_quiet: at_least(10, 0),
            see_capture: at_least(11, 0),
            lmr_base: at_least(12, 0),
            lmr_divisor: at_least(13, 1),
            lmr_history_quiet: at_least(14, 1),
            lmr_history_capture: at_least(15, 1),
            singular_margin: at_least(16, 0),
            delta_margin: at_least(17, 0),
            aspiration: at_least(18, 1),
            history_prune_depth: at_least(19, 0),
            history_prune_margin: at_least(20, 0),
            probcut_depth: at_least(21, 0),
            probcut_margin: at_least(22, 0),
            null_depth: at_least(23, 1),
            null_base: at_least(24, 0),
            null_depth_div: at_least(25, 1),
            singular_depth: at_least(26, 1),
            iir_depth: at_least(27, 1),
        }
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
