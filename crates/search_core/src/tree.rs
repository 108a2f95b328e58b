//! The parts of a node's move loop that both trees share: the late-move reduction by depth and
//! move number, one move's principal-variation search, the node's best move and window as the
//! moves come back, and the killer and history rewards of a cut-off. The trees themselves (what
//! they prune, extend and reduce, and how each game ends) stay each engine's; these are called
//! from inside their loops, so the hot paths stay monomorphised and inlined.

use std::sync::OnceLock;

use std::time::Duration;

use crate::{INF, MATE, SearchResult, Watch, aspiration, is_mate_score};

/// A root position that [`deepen`] searches deeper and deeper: the tree's search of it at one
/// depth, the search's [`Watch`], and how the tree reports each completed depth.
pub trait RootSearch {
    type Move: Copy;

    /// Searches the root `depth` plies deep in the window `(alpha, beta)`, its principal
    /// variation into `pv`; `None` when the search was stopped.
    fn search_root(
        &mut self,
        depth: u32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Self::Move>,
    ) -> Option<i32>;

    /// The best root move found so far with its score and line (kept by [`NodeBest::take`] at
    /// the root), taken.
    fn take_root_best(&mut self) -> Option<(Self::Move, i32, Vec<Self::Move>)>;

    /// The limits, clock and node count of the search under way.
    fn watch(&mut self) -> &mut Watch;

    /// A depth is complete and `result` holds it, `nodes` searched in all (helpers' too),
    /// `elapsed` since the start: reports it.
    fn report(&mut self, result: &SearchResult<Self::Move>, nodes: u64, elapsed: Duration);
}

/// Iterative deepening: depth 1 to `max_depth`, each in an aspiration window ([`aspiration`],
/// `delta` wide) round the last score, into `result` (which comes with a legal move as the
/// best). Each completed depth sets the best move, its line, score and depth; a depth stopped
/// half-way still gives its best root move if a full search found it better than the last
/// depth's. Once a depth is complete the limits' node budget and hard time are in force
/// ([`Watch::cap`]: so the move played is a searched one). It ends after `max_depth`, at a
/// forced mate or loss within the horizon, at a win as short as the limits' `mate` asks for,
/// past the soft time or when stopped ([`Watch::deepening_over`]).
pub fn deepen<T: RootSearch>(
    tree: &mut T,
    result: &mut SearchResult<T::Move>,
    max_depth: u32,
    delta: i32,
) {
    for depth in 1..=max_depth {
        let mut pv = Vec::new();
        let Some(score) = aspiration(result.score, depth, delta, |alpha, beta| {
            tree.search_root(depth, alpha, beta, &mut pv)
        }) else {
            // A move fully searched at this depth that beat the others so far is still good.
            if let Some((m, s, line)) = tree.take_root_best()
                && depth > 1
                && s > result.score
            {
                result.best = Some(m);
                result.score = s;
                result.pv = line;
            }
            break;
        };
        if let Some(&m) = pv.first() {
            result.best = Some(m);
            result.pv = pv;
        }
        result.score = score;
        result.depth = depth;
        let watch = tree.watch();
        watch.cap();
        let elapsed = watch.start.elapsed();
        let nodes = watch.total_nodes();
        tree.report(result, nodes, elapsed);
        if tree.watch().deepening_over(elapsed) {
            break;
        }
        if is_mate_score(score) && MATE - score.abs() <= depth as i32 {
            break; // a forced result found within the horizon
        }
        if let Some(n) = tree.watch().limits.mate
            && score > 0
            && MATE - score < 2 * n as i32
        {
            break; // the win in N moves or fewer asked for (`go mate N`)
        }
    }
}

/// Late-move reductions by depth and move number, about ln d · ln i / 2 plies.
pub fn late_move_reduction(depth: i32, i: usize) -> i32 {
    static TABLE: OnceLock<[[u8; 64]; 64]> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = [[0u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.5 + (d as f64).ln() * (i as f64).ln() / 2.0) as u8;
            }
        }
        t
    });
    t[depth.clamp(0, 63) as usize][i.min(63)] as i32
}

/// One move of a principal-variation search at `depth` (the child's, extensions included): the
/// node's first move with the whole window; a later one with a null window at `depth -
/// reduction`, then again at `depth` with the whole window when it beats `alpha` (and was
/// reduced, or also falls below `beta`). `search(depth, alpha, beta)` searches the child and
/// gives its score from this node's side, `None` when the search was stopped: so does this.
#[inline(always)]
pub fn search_child(
    first: bool,
    depth: i32,
    reduction: i32,
    alpha: i32,
    beta: i32,
    mut search: impl FnMut(i32, i32, i32) -> Option<i32>,
) -> Option<i32> {
    if first {
        return search(depth, alpha, beta);
    }
    let score = search(depth - reduction, alpha, alpha + 1)?;
    if score > alpha && (reduction > 0 || score < beta) {
        return search(depth, alpha, beta);
    }
    Some(score)
}

/// What a searched move did to its node ([`NodeBest::take`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Not better than a move before it.
    Worse,
    /// The best so far (and it may have raised alpha).
    Best,
    /// It reached beta: the node is cut off.
    Cut,
}

/// The best move of a node as its moves come back, and its window's lower edge.
#[derive(Clone, Copy, Debug)]
pub struct NodeBest {
    /// The best score so far (`-INF` before any move).
    pub score: i32,
    /// The best move's key so far (0 before any move), for the transposition table.
    pub key: u32,
    /// The window's lower edge, raised by each move that beats it.
    pub alpha: i32,
}

impl NodeBest {
    /// A node searched in the window `(alpha, _)`, no move back yet.
    pub fn new(alpha: i32) -> NodeBest {
        NodeBest {
            score: -INF,
            key: 0,
            alpha,
        }
    }

    /// Takes move `m` (key `key`) back with its `score` and its child's principal variation:
    /// the best so far sets the node's variation `pv` where it beats alpha and, at the root
    /// (`root` given), the root's best move, score and line.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn take<M: Copy>(
        &mut self,
        m: M,
        key: u32,
        score: i32,
        beta: i32,
        child_pv: &[M],
        pv: &mut Vec<M>,
        root: Option<&mut Option<(M, i32, Vec<M>)>>,
    ) -> Step {
        if score <= self.score {
            return Step::Worse;
        }
        self.score = score;
        self.key = key;
        if let Some(root) = root {
            let mut line = vec![m];
            line.extend_from_slice(child_pv);
            *root = Some((m, score, line));
        }
        if score > self.alpha {
            self.alpha = score;
            pv.clear();
            pv.push(m);
            pv.extend_from_slice(child_pv);
            if self.alpha >= beta {
                return Step::Cut;
            }
        }
        Step::Best
    }
}

/// The history bonus of a move that cut off at `depth` (and the malus of each move of its kind
/// tried before it).
#[inline]
pub fn history_bonus(depth: i32) -> i32 {
    (depth * depth * 16).min(1600)
}

/// Makes `key` a ply's first killer move, the first before it the second.
#[inline]
pub fn push_killer(killers: &mut [u32; 2], key: u32) {
    if killers[0] != key {
        killers[1] = killers[0];
        killers[0] = key;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A child whose score is `f(depth, alpha, beta)`, recording each search.
    fn run(
        first: bool,
        depth: i32,
        r: i32,
        alpha: i32,
        beta: i32,
        f: impl Fn(i32) -> i32,
    ) -> (Option<i32>, Vec<(i32, i32, i32)>) {
        let mut calls = Vec::new();
        let s = search_child(first, depth, r, alpha, beta, |d, a, b| {
            calls.push((d, a, b));
            Some(f(d))
        });
        (s, calls)
    }

    #[test]
    fn the_first_move_gets_the_whole_window_at_full_depth() {
        let (s, calls) = run(true, 5, 2, -10, 10, |_| 3);
        assert_eq!(s, Some(3));
        assert_eq!(calls, vec![(5, -10, 10)]);
    }

    #[test]
    fn a_later_move_that_fails_low_is_searched_once_with_a_null_window() {
        let (s, calls) = run(false, 5, 2, -10, 10, |_| -20);
        assert_eq!(s, Some(-20));
        assert_eq!(calls, vec![(3, -10, -9)]);
    }

    #[test]
    fn a_reduced_move_that_beats_alpha_is_searched_again_in_full() {
        let (s, calls) = run(false, 5, 2, -10, 10, |d| if d == 3 { 0 } else { 4 });
        assert_eq!(s, Some(4));
        assert_eq!(calls, vec![(3, -10, -9), (5, -10, 10)]);
    }

    #[test]
    fn an_unreduced_move_at_beta_or_above_is_not_searched_again() {
        // A null window at beta - 1 (a non-PV node): beating alpha is reaching beta.
        let (s, calls) = run(false, 5, 0, 9, 10, |_| 12);
        assert_eq!(s, Some(12));
        assert_eq!(calls, vec![(5, 9, 10)]);
        // Inside a wider window it is searched again, for its exact score.
        let (s, calls) = run(false, 5, 0, -10, 10, |_| 4);
        assert_eq!(s, Some(4));
        assert_eq!(calls, vec![(5, -10, -9), (5, -10, 10)]);
    }

    #[test]
    fn a_stopped_search_stops_the_move() {
        let mut n = 0;
        let s = search_child(false, 5, 2, -10, 10, |_, _, _| {
            n += 1;
            None
        });
        assert_eq!((s, n), (None, 1));
    }

    #[test]
    fn the_best_move_raises_alpha_sets_the_line_and_cuts_at_beta() {
        let mut best = NodeBest::new(0);
        let mut pv = vec![9];
        let mut root = None;
        assert_eq!(
            best.take(1, 11, -5, 50, &[2, 3], &mut pv, Some(&mut root)),
            Step::Best
        );
        // Best so far but not above alpha: the line is left alone, the root's best is set.
        assert_eq!((best.score, best.key, best.alpha), (-5, 11, 0));
        assert_eq!(pv, vec![9]);
        assert_eq!(root, Some((1, -5, vec![1, 2, 3])));
        assert_eq!(best.take(4, 14, -7, 50, &[], &mut pv, None), Step::Worse);
        assert_eq!(best.take(5, 15, 20, 50, &[6], &mut pv, None), Step::Best);
        assert_eq!((best.score, best.key, best.alpha), (20, 15, 20));
        assert_eq!(pv, vec![5, 6]);
        assert_eq!(best.take(7, 17, 60, 50, &[8], &mut pv, None), Step::Cut);
        assert_eq!(pv, vec![7, 8]);
        assert_eq!(best.score, 60);
    }

    /// A root whose search at each depth gives a scripted score and line (`None`: stopped
    /// there), recording the depths it completed.
    struct Scripted {
        scores: Vec<Option<i32>>,
        lines: Vec<Vec<u8>>,
        root_best: Option<(u8, i32, Vec<u8>)>,
        completed: Vec<u32>,
        watch: Watch,
    }

    impl RootSearch for Scripted {
        type Move = u8;

        fn search_root(&mut self, depth: u32, _: i32, _: i32, pv: &mut Vec<u8>) -> Option<i32> {
            let i = depth as usize - 1;
            pv.clone_from(&self.lines[i]);
            self.scores[i]
        }

        fn take_root_best(&mut self) -> Option<(u8, i32, Vec<u8>)> {
            self.root_best.take()
        }

        fn watch(&mut self) -> &mut Watch {
            &mut self.watch
        }

        fn report(&mut self, result: &SearchResult<u8>, _: u64, _: Duration) {
            self.completed.push(result.depth);
        }
    }

    fn scripted(scores: &[Option<i32>], lines: &[&[u8]]) -> Scripted {
        Scripted {
            scores: scores.to_vec(),
            lines: lines.iter().map(|l| l.to_vec()).collect(),
            root_best: None,
            completed: Vec::new(),
            watch: Watch::default(),
        }
    }

    fn first_move(m: u8) -> SearchResult<u8> {
        SearchResult {
            best: Some(m),
            score: 0,
            depth: 0,
            pv: vec![m],
            nodes: 0,
            elapsed: std::time::Duration::ZERO,
        }
    }

    #[test]
    fn deepening_keeps_the_last_completed_depth() {
        let mut tree = scripted(
            &[Some(10), Some(20), Some(15)],
            &[&[1], &[2, 5], &[3, 6, 7]],
        );
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 3, 35);
        assert_eq!(tree.completed, vec![1, 2, 3]);
        assert_eq!((result.best, result.score, result.depth), (Some(3), 15, 3));
        assert_eq!(result.pv, vec![3, 6, 7]);
    }

    #[test]
    fn a_stopped_depth_gives_its_root_move_only_if_it_was_better() {
        let mut tree = scripted(&[Some(10), Some(20), None], &[&[1], &[2], &[]]);
        tree.root_best = Some((4, 30, vec![4, 8]));
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 10, 35);
        assert_eq!((result.best, result.score, result.depth), (Some(4), 30, 2));
        assert_eq!(result.pv, vec![4, 8]);

        let mut tree = scripted(&[Some(10), Some(20), None], &[&[1], &[2], &[]]);
        tree.root_best = Some((4, 5, vec![4]));
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 10, 35);
        assert_eq!((result.best, result.score, result.depth), (Some(2), 20, 2));
    }

    #[test]
    fn deepening_ends_at_a_mate_within_the_horizon_or_when_told() {
        // Mate in 1 (two plies) found at depth 2: no deeper search.
        let mut tree = scripted(&[Some(5), Some(MATE - 2), Some(0)], &[&[1], &[2], &[3]]);
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 3, 35);
        assert_eq!(tree.completed, vec![1, 2]);
        assert_eq!(result.score, MATE - 2);

        let mut tree = scripted(&[Some(5), Some(6)], &[&[1], &[2]]);
        tree.watch
            .stop
            .store(true, std::sync::atomic::Ordering::Relaxed);
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 2, 35);
        assert_eq!(tree.completed, vec![1]);
        assert_eq!(result.best, Some(1));
    }

    /// `go mate N`: the search ends at a win in N moves or fewer, though it was found before
    /// the horizon reached it (by extensions), as Stockfish's `Limits.mate` does.
    #[test]
    fn deepening_ends_at_a_mate_as_short_as_asked() {
        let scores = [Some(5), Some(MATE - 3), Some(MATE - 3), Some(MATE - 3)];
        let lines: [&[u8]; 4] = [&[1], &[2], &[2], &[2]];
        // Mate in 2 (three plies) found at depth 2: searched on (not yet within the horizon).
        let mut tree = scripted(&scores, &lines);
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 4, 35);
        assert_eq!(tree.completed, vec![1, 2, 3]);
        // Asked for a mate in 2 or in 3: found.
        for n in [2, 3] {
            let mut tree = scripted(&scores, &lines);
            tree.watch.begin(
                crate::Limits {
                    mate: Some(n),
                    ..crate::Limits::default()
                },
                true,
            );
            let mut result = first_move(9);
            deepen(&mut tree, &mut result, 4, 35);
            assert_eq!(tree.completed, vec![1, 2], "mate {n}");
        }
        // Asked for a mate in 1: a mate in 2 is not one.
        let mut tree = scripted(&scores, &lines);
        tree.watch.begin(
            crate::Limits {
                mate: Some(1),
                ..crate::Limits::default()
            },
            true,
        );
        let mut result = first_move(9);
        deepen(&mut tree, &mut result, 4, 35);
        assert_eq!(tree.completed, vec![1, 2, 3]);
    }

    #[test]
    fn killers_keep_the_two_latest_distinct_moves() {
        let mut k = [0, 0];
        push_killer(&mut k, 5);
        push_killer(&mut k, 5);
        assert_eq!(k, [5, 0]);
        push_killer(&mut k, 6);
        assert_eq!(k, [6, 5]);
    }

    #[test]
    fn reductions_grow_with_depth_and_move_number_and_bonuses_are_capped() {
        assert_eq!(late_move_reduction(1, 1), 0);
        assert!(late_move_reduction(10, 20) > late_move_reduction(3, 3));
        assert_eq!(late_move_reduction(99, 999), late_move_reduction(63, 63));
        assert_eq!(history_bonus(2), 64);
        assert_eq!(history_bonus(20), 1600);
    }
}
