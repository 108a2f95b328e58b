//! The search tree's parts that every game shares: iterative deepening over a root
//! ([`deepen`]), a node's move loop ([`search_moves`]: ordering, principal-variation search of
//! each move, the node's best move and window, the cut-off) and the quiescence search's
//! ([`quiescence_moves`]), the late-move reduction by depth
//! and move number, and the killer and history rewards of a cut-off. What each game prunes,
//! extends and reduces, how it searches a child and how the game ends stay the game's own
//! ([`MoveLoop`], [`RootSearch`]), as Fairy-Stockfish keeps one search over many variants; the
//! loop is generic over the game's tree, so the hot paths stay monomorphised and inlined.

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
        let watch = tree.watch();
        if watch.deepening_over(elapsed) {
            break;
        }
        if is_mate_score(score) && MATE - score.abs() <= depth as i32 {
            break; // a forced result found within the horizon
        }
        if let Some(n) = watch.limits.mate
            && score > 0
            && ((MATE - score) as u32) < n.saturating_mul(2)
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
/// reduced, or also falls below `beta`). With `verify`, a reduced move that beats `alpha` inside
/// a wider window (a principal-variation node) is first searched at `depth` with the null
/// window, and with the whole window only if it still beats `alpha` (as Stockfish's: most such
/// moves fail low at full depth, and the null window's search is the cheaper).
/// `search(depth, alpha, beta)` searches the child and gives its score from this node's side,
/// `None` when the search was stopped: so does this.
#[inline(always)]
pub fn search_child(
    first: bool,
    depth: i32,
    (reduction, verify): (i32, bool),
    alpha: i32,
    beta: i32,
    mut search: impl FnMut(i32, i32, i32) -> Option<i32>,
) -> Option<i32> {
    if first {
        return search(depth, alpha, beta);
    }
    let mut score = search(depth - reduction, alpha, alpha + 1)?;
    if verify && score > alpha && reduction > 0 && beta > alpha + 1 {
        score = search(depth, alpha, alpha + 1)?;
    }
    if score > alpha && (reduction > 0 || score < beta) {
        return search(depth, alpha, beta);
    }
    Some(score)
}

/// Where a move stands in its node's loop, as the game's tree decides about it: its place in
/// the order (`i`, 0 first), its ordering score, whether it is quiet ([`MoveLoop::kind`], asked
/// once a move), the node's best move so far and the number of quiet moves searched before it.
#[derive(Clone, Copy, Debug)]
pub struct InLoop<'a, S> {
    pub i: usize,
    pub score: S,
    pub quiet: bool,
    pub best: &'a NodeBest,
    pub quiets: usize,
}

/// A move of a node that the tree searches: the plies it is extended by, the plies its first,
/// null-window search is reduced by ([`search_child`]), and what the game's search of the child
/// needs besides the child (`N`: e.g. whether the move gives check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prepared<N> {
    pub extension: i32,
    pub reduction: i32,
    pub note: N,
}

/// The moves a node tried before the one that cut it off, by kind (at most 64 quiet moves and
/// 32 captures): what the cut-off's history rewards are paid for. `K` is what the game's
/// histories need of a move.
#[derive(Clone, Copy, Debug)]
pub struct Tried<K> {
    quiets: [K; 64],
    n_quiets: usize,
    captures: [K; 32],
    n_captures: usize,
}

impl<K: Copy + Default> Default for Tried<K> {
    fn default() -> Tried<K> {
        Tried {
            quiets: [K::default(); 64],
            n_quiets: 0,
            captures: [K::default(); 32],
            n_captures: 0,
        }
    }
}

impl<K: Copy> Tried<K> {
    /// Notes a move searched without a cut-off: a quiet move or a capture (a promotion that
    /// captures nothing is neither), while there is room.
    #[inline(always)]
    pub fn note(&mut self, quiet: bool, capture: bool, k: K) {
        if quiet {
            if self.n_quiets < self.quiets.len() {
                self.quiets[self.n_quiets] = k;
                self.n_quiets += 1;
            }
        } else if capture && self.n_captures < self.captures.len() {
            self.captures[self.n_captures] = k;
            self.n_captures += 1;
        }
    }

    /// The quiet moves tried.
    pub fn quiets(&self) -> &[K] {
        &self.quiets[..self.n_quiets]
    }

    /// The captures tried.
    pub fn captures(&self) -> &[K] {
        &self.captures[..self.n_captures]
    }
}

/// A game's tree as the shared move loop ([`search_moves`]) sees it: the loop is the same for
/// every game (best move first by the ordering scores, principal-variation search of each move,
/// the node's best move and window, the cut-off and its rewards); what a game prunes, extends
/// and reduces, how it searches a child and what it rewards are its own.
pub trait MoveLoop {
    type Pos: Clone;
    type Move: Copy;
    /// What the search of a child needs besides the child ([`Prepared::note`]).
    type Note: Copy;
    /// What the game's histories need of a move tried (its squares, its man).
    type Tried: Copy + Default;
    /// The node's own facts that its moves' pruning, extension and reduction read (its depth,
    /// ply, window, static evaluation, hash move, …).
    type Node;
    /// The ordering's score of a move (higher first).
    type Score: Ord + Copy;
    /// Whether a reduced move that beats alpha at a principal-variation node is verified at
    /// full depth with a null window before its whole-window search ([`search_child`]'s
    /// `verify`).
    const VERIFY_REDUCED: bool = false;

    /// Whether `m` (where it stands in the loop: `at`) is left out before it is made on a copy
    /// of `pos`: pruned, or the move a singular search leaves out.
    fn skip(
        &mut self,
        node: &Self::Node,
        pos: &Self::Pos,
        m: &Self::Move,
        at: InLoop<'_, Self::Score>,
    ) -> bool;

    /// Plays `m` on `child`, a copy of the node's position. (The loop copies the position in
    /// place: a position is large, and one returned from a hook was copied again, 1 to 3 % more
    /// instructions.)
    fn play(child: &mut Self::Pos, m: &Self::Move);

    /// The move made (`child`; `at` where it stands in the loop): `None` leaves it unsearched
    /// (pruned where the child tells, e.g. a quiet move that gives no check); otherwise its
    /// extension and reduction (and the move noted on the line, for the child's heuristics).
    fn prepare(
        &mut self,
        node: &Self::Node,
        pos: &Self::Pos,
        m: &Self::Move,
        child: &Self::Pos,
        at: InLoop<'_, Self::Score>,
    ) -> Option<Prepared<Self::Note>>;

    /// Searches `child` (with the `note` its preparation gave), `ply` plies from the root,
    /// `depth` deep in the window `(alpha, beta)` of this node's side: its score from this
    /// side, its principal variation into `pv`; `None` when the search was stopped.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        child: &Self::Pos,
        note: Self::Note,
        ply: usize,
        depth: i32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Self::Move>,
    ) -> Option<i32>;

    /// `m`'s key for the transposition table and the killers.
    fn key(m: &Self::Move) -> u32;

    /// Whether `m` is quiet (no capture, no promotion) or a capture: [`InLoop::quiet`], and how
    /// [`Tried`] files it.
    fn kind(m: &Self::Move) -> (bool, bool);

    /// What the histories need of `m` once tried.
    fn tried(m: &Self::Move) -> Self::Tried;

    /// `m` cut the node off at `depth` with `score`: the killers' and histories' rewards (and
    /// the penalties of the moves `tried` before it).
    fn cut(
        &mut self,
        node: &Self::Node,
        pos: &Self::Pos,
        m: &Self::Move,
        tried: &Tried<Self::Tried>,
        score: i32,
    );

    /// The root's best move so far, with its score and line (kept at ply 0).
    fn root_best(&mut self) -> &mut RootBest<Self::Move>;

    /// Whether a quiescence node leaves out `m` (its place `i` in the order, 0 first, and its
    /// ordering score `score`) unsearched, `stand` its standing pat (`None` where the side may
    /// not stand pat: in check, or a capture compulsory) and `alpha` its window's lower edge so
    /// far: the game's delta pruning.
    fn q_skip(
        &mut self,
        pos: &Self::Pos,
        m: &Self::Move,
        i: usize,
        score: Self::Score,
        stand: Option<i32>,
        alpha: i32,
    ) -> bool;

    /// Searches `child`, made by `m` in a quiescence node `ply` plies from the root, by the
    /// game's quiescence search in the window `(alpha, beta)` of this node's side: its score
    /// from this side; `None` when the search was stopped.
    fn q_search(
        &mut self,
        child: &Self::Pos,
        m: &Self::Move,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<i32>;
}

/// A quiescence node's moves (its captures, or every reply where it may not stand pat), the same
/// loop for every game: best first by `scores`, each (unless [`MoveLoop::q_skip`] leaves it
/// out) made and searched by the game's quiescence search ([`MoveLoop::q_search`]) until one
/// reaches `beta` or the search is stopped. `stand` is the node's standing pat (`None` where it
/// may not stand pat), the best score to beat, and `alpha` is already raised to it. Returns the
/// best score (`-INF` where nothing stands and no move was searched) and its move's key (0
/// where no move beat `stand`).
#[inline(always)]
pub fn quiescence_moves<T: MoveLoop>(
    tree: &mut T,
    pos: &T::Pos,
    moves: &mut [T::Move],
    scores: &mut [T::Score],
    ply: usize,
    stand: Option<i32>,
    (mut alpha, beta): (i32, i32),
) -> (i32, u32) {
    let mut best = stand.unwrap_or(-INF);
    let mut best_key = 0;
    for i in 0..moves.len() {
        crate::pick_next(moves, scores, i);
        let m = moves[i];
        if tree.q_skip(pos, &m, i, scores[i], stand, alpha) {
            continue;
        }
        let mut child = pos.clone();
        T::play(&mut child, &m);
        let Some(score) = tree.q_search(&child, &m, ply, alpha, beta) else {
            break;
        };
        if score > best {
            best = score;
            best_key = T::key(&m);
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    (best, best_key)
}

/// A node's move loop, the same for every game: each of `moves` in order of `scores` (best
/// first, [`pick_next`](crate::pick_next)), left out or made and prepared by the game's tree
/// ([`MoveLoop::skip`], [`MoveLoop::play`], [`MoveLoop::prepare`]: pruned, or made with its
/// extension and reduction), searched as a principal-variation search
/// ([`search_child`]) at `depth - 1` plus its extension, and taken back into the node's best
/// ([`NodeBest::take`], the node's line into `pv`, the root's best at ply 0) until one reaches
/// `beta` ([`MoveLoop::cut`]) or the search is stopped (the best so far is returned; the
/// caller's [`Watch`] says it was stopped).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub fn search_moves<T: MoveLoop>(
    tree: &mut T,
    node: &T::Node,
    pos: &T::Pos,
    moves: &mut [T::Move],
    scores: &mut [T::Score],
    (ply, depth): (usize, i32),
    (alpha, beta): (i32, i32),
    pv: &mut Vec<T::Move>,
) -> NodeBest {
    let mut best = NodeBest::new(alpha);
    let mut tried = Tried::<T::Tried>::default();
    let mut child_pv = Vec::new();
    for i in 0..moves.len() {
        crate::pick_next(moves, scores, i);
        let m = moves[i];
        let (quiet, capture) = T::kind(&m);
        let at = InLoop {
            i,
            score: scores[i],
            quiet,
            best: &best,
            quiets: tried.n_quiets,
        };
        if tree.skip(node, pos, &m, at) {
            continue;
        }
        let mut child = pos.clone();
        T::play(&mut child, &m);
        let Some(p) = tree.prepare(node, pos, &m, &child, at) else {
            continue;
        };
        let d = depth - 1 + p.extension;
        let reduction = (p.reduction, T::VERIFY_REDUCED);
        let Some(score) = search_child(i == 0, d, reduction, best.alpha, beta, |d, a, b| {
            tree.search(&child, p.note, ply + 1, d, a, b, &mut child_pv)
        }) else {
            break;
        };
        let root = (ply == 0).then(|| tree.root_best());
        if best.take(m, T::key(&m), score, beta, &child_pv, pv, root) == Step::Cut {
            tree.cut(node, pos, &m, &tried, score);
            break;
        }
        tried.note(quiet, capture, T::tried(&m));
    }
    best
}

/// The root's best move so far with its score and line, kept as the root's moves come back
/// ([`NodeBest::take`]): what a search stopped part way through a depth can still play.
pub type RootBest<M> = Option<(M, i32, Vec<M>)>;

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
        root: Option<&mut RootBest<M>>,
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

    /// A child whose score is `f(depth)`, recording each search (without the null-window
    /// verification).
    fn run(
        first: bool,
        depth: i32,
        r: i32,
        alpha: i32,
        beta: i32,
        f: impl Fn(i32) -> i32,
    ) -> (Option<i32>, Vec<(i32, i32, i32)>) {
        run_verified(first, depth, (r, false), alpha, beta, f)
    }

    /// [`run`] with the verification given.
    fn run_verified(
        first: bool,
        depth: i32,
        (r, verify): (i32, bool),
        alpha: i32,
        beta: i32,
        f: impl Fn(i32) -> i32,
    ) -> (Option<i32>, Vec<(i32, i32, i32)>) {
        let mut calls = Vec::new();
        let s = search_child(first, depth, (r, verify), alpha, beta, |d, a, b| {
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
    fn a_verified_reduced_move_is_searched_in_full_only_if_it_still_beats_alpha() {
        // Inside a wider window: the reduced search beats alpha, the full-depth null window
        // does not; no whole-window search.
        let (s, calls) = run_verified(
            false,
            5,
            (2, true),
            -10,
            10,
            |d| if d == 3 { 0 } else { -15 },
        );
        assert_eq!(s, Some(-15));
        assert_eq!(calls, vec![(3, -10, -9), (5, -10, -9)]);
        // It still beats alpha at full depth: then the whole window.
        let (s, calls) = run_verified(false, 5, (2, true), -10, 10, |d| if d == 3 { 0 } else { 4 });
        assert_eq!(s, Some(4));
        assert_eq!(calls, vec![(3, -10, -9), (5, -10, -9), (5, -10, 10)]);
        // A null-window node (beta = alpha + 1) is searched as without it.
        let (s, calls) = run_verified(false, 5, (2, true), 9, 10, |_| 12);
        assert_eq!(s, Some(12));
        assert_eq!(calls, vec![(3, 9, 10), (5, 9, 10)]);
        // An unreduced move is not verified.
        let (_, calls) = run_verified(false, 5, (0, true), -10, 10, |_| 4);
        assert_eq!(calls, vec![(5, -10, -9), (5, -10, 10)]);
    }

    #[test]
    fn a_stopped_search_stops_the_move() {
        let mut n = 0;
        let s = search_child(false, 5, (2, false), -10, 10, |_, _, _| {
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

    /// A toy tree for the shared move loop: moves are numbers, each child's score is scripted,
    /// move 3 is left out before it is made, move 4 pruned once made, odd moves are captures.
    #[derive(Default)]
    struct Toy {
        searched: Vec<(u8, i32, i32, i32)>,
        cut: Option<(u8, Vec<u8>, Vec<u8>)>,
        root: RootBest<u8>,
        child_scores: [i32; 8],
    }

    impl MoveLoop for Toy {
        type Pos = u8;
        type Move = u8;
        type Note = u8;
        type Tried = u8;
        type Node = ();
        type Score = i32;

        fn skip(&mut self, _: &(), _: &u8, m: &u8, _: InLoop<'_, i32>) -> bool {
            *m == 3
        }

        fn play(child: &mut u8, m: &u8) {
            *child = *m;
        }

        fn prepare(
            &mut self,
            _: &(),
            _: &u8,
            m: &u8,
            child: &u8,
            InLoop { i, .. }: InLoop<'_, i32>,
        ) -> Option<Prepared<u8>> {
            assert_eq!(child, m, "the move is made before it is prepared");
            (*m != 4).then_some(Prepared {
                extension: i32::from(*m == 5),
                reduction: i32::from(i >= 2),
                note: *m,
            })
        }

        fn search(
            &mut self,
            child: &u8,
            note: u8,
            ply: usize,
            depth: i32,
            alpha: i32,
            beta: i32,
            pv: &mut Vec<u8>,
        ) -> Option<i32> {
            assert_eq!((note, ply), (*child, 1));
            self.searched.push((*child, depth, alpha, beta));
            pv.clear();
            pv.push(10 + child);
            Some(self.child_scores[*child as usize])
        }

        fn key(m: &u8) -> u32 {
            u32::from(*m) + 100
        }

        fn kind(m: &u8) -> (bool, bool) {
            (m.is_multiple_of(2), !m.is_multiple_of(2))
        }

        fn tried(m: &u8) -> u8 {
            *m
        }

        fn cut(&mut self, _: &(), _: &u8, m: &u8, tried: &Tried<u8>, _: i32) {
            self.cut = Some((*m, tried.quiets().to_vec(), tried.captures().to_vec()));
        }

        fn root_best(&mut self) -> &mut RootBest<u8> {
            &mut self.root
        }

        /// Move 3 is delta-pruned where there is a standing pat.
        fn q_skip(&mut self, _: &u8, m: &u8, _: usize, _: i32, stand: Option<i32>, _: i32) -> bool {
            *m == 3 && stand.is_some()
        }

        fn q_search(
            &mut self,
            child: &u8,
            m: &u8,
            ply: usize,
            alpha: i32,
            beta: i32,
        ) -> Option<i32> {
            assert_eq!((child, ply), (m, 0));
            self.searched.push((*child, 0, alpha, beta));
            (*child != 6).then_some(self.child_scores[*child as usize])
        }
    }

    #[test]
    fn the_shared_move_loop_orders_prunes_searches_and_cuts() {
        let mut toy = Toy {
            child_scores: [0, 60, 5, 0, 0, 20, 0, 0],
            ..Toy::default()
        };
        // Ordered 2, 3, 4, 5, 1 by their scores; 3 left out, 4 pruned once made.
        let mut moves = [1u8, 2, 3, 4, 5];
        let mut scores = [10, 50, 40, 30, 20];
        let mut pv = Vec::new();
        let best = search_moves(
            &mut toy,
            &(),
            &0,
            &mut moves,
            &mut scores,
            (0, 4),
            (0, 40),
            &mut pv,
        );
        // 2: the whole window; 5 (extended a ply, reduced) and 1 (reduced): a null window,
        // then the whole window again at the full depth as each beat alpha; 1 reaches beta.
        assert_eq!(
            toy.searched,
            vec![
                (2, 3, 0, 40),
                (5, 3, 5, 6),
                (5, 4, 5, 40),
                (1, 2, 20, 21),
                (1, 3, 20, 40),
            ]
        );
        assert_eq!((best.score, best.key, best.alpha), (60, 101, 60));
        assert_eq!(pv, vec![1, 11]);
        assert_eq!(toy.root, Some((1, 60, vec![1, 11])));
        // The cut-off by 1, after quiet move 2 and capture 5 were searched.
        assert_eq!(toy.cut, Some((1, vec![2], vec![5])));
    }

    #[test]
    fn the_shared_quiescence_loop_beats_the_standing_pat_and_cuts() {
        let mut toy = Toy {
            child_scores: [0, 60, 5, 30, 0, 20, 0, 0],
            ..Toy::default()
        };
        // Ordered 3, 2, 5, 1: 3 delta-pruned, 2 below the standing pat 10, 5 raises alpha to 20,
        // 1 reaches beta 40.
        let (mut moves, mut scores) = ([1u8, 2, 3, 5], [10, 40, 50, 30]);
        let r = quiescence_moves(&mut toy, &0, &mut moves, &mut scores, 0, Some(10), (10, 40));
        assert_eq!(r, (60, 101));
        assert_eq!(
            toy.searched,
            vec![(2, 0, 10, 40), (5, 0, 10, 40), (1, 0, 20, 40)]
        );
        // No standing pat (in check): nothing pruned, every move from -INF; a stopped search
        // (at move 6) ends the loop with the best so far.
        let mut toy = Toy {
            child_scores: [0, 60, 5, 30, 0, 20, 0, 0],
            ..Toy::default()
        };
        let (mut moves, mut scores) = ([3u8, 6, 1], [30, 20, 10]);
        let r = quiescence_moves(&mut toy, &0, &mut moves, &mut scores, 0, None, (-50, 40));
        assert_eq!(r, (30, 103));
        assert_eq!(toy.searched, vec![(3, 0, -50, 40), (6, 0, 30, 40)]);
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
