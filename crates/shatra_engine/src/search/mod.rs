//! The computer player: iterative deepening principal-variation alpha-beta with aspiration
//! windows, a transposition table shared by lazy-SMP threads, a quiescence search that respects
//! compulsory capture, move ordering (`ordering`), late-move reductions and the forward pruning
//! that measured worth having (`pruning`), and the draw rules inside the tree. Kept apart from
//! move generation and from evaluation.

pub mod eval;
pub mod matches;
mod ordering;
pub mod player;
mod pruning;
mod tt;
pub mod tune;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use search_core::tree::{
    InLoop, MoveLoop, Prepared, RootBest, RootSearch, Tried, deepen, late_move_reduction,
    quiescence_moves, search_moves,
};
pub use search_core::{DECIDED, Limits, MATE, MAX_PLY, MAX_THREADS, format_score, is_mate_score};
use search_core::{INF, Watch, from_tt, to_tt};

pub use eval::{Weights, biy_attackers, evaluate};
use ordering::from_to;
pub use pruning::Pruning;
use pruning::null_move_allowed;
use tt::{Bound, Table, move_key};

use crate::game::PLY_LIMIT;
use crate::moves::Move;
use crate::piece::Kind;
use crate::position::Position;

/// What the search reports after each completed iteration (the game's thinking display).
#[derive(Clone, Debug)]
pub struct Progress {
    pub depth: u32,
    /// From the side to move's point of view, in centi-Shatras, or a mate score.
    pub score: i32,
    pub pv: Vec<Move>,
    pub nodes: u64,
    pub nps: u64,
    pub elapsed: Duration,
}

/// The outcome of a search.
pub type SearchResult = search_core::SearchResult<Move>;

/// The search. Keep one per game: its transposition table and history carry over between
/// moves.
pub struct Searcher {
    tt: Arc<Table>,
    pub weights: Weights,
    /// Plain alpha-beta as the simple Shatra programs play it: no quiescence at the horizon and
    /// no forward pruning.
    pub plain: bool,
    pub pruning: Pruning,
    threads: usize,
    thread_start: Option<fn()>,
    /// The other threads' searchers (lazy SMP), kept between searches for their histories.
    helpers: Vec<Searcher>,
    /// 0 for the main thread; a helper's number otherwise.
    id: usize,
    /// Nodes searched by the helpers of the search under way (for the reported totals).
    killers: Vec<[u32; 2]>,
    /// Quiet moves by start and end square: how often they refuted a position lately.
    history: Vec<i32>,
    /// The same for captures.
    capture_history: Vec<i32>,
    /// The quiet move that last refuted each previous move (by its start and end squares).
    counters: Vec<u32>,
    /// The start and end of the move played at each ply of the current line, plus one (0: none,
    /// or the null move).
    played: Vec<usize>,
    /// The limits, clock, node count and stop flag of the search under way.
    watch: Watch,
    /// Hashes of the game's positions, then of the current path.
    hashes: Vec<u64>,
    bufs: Vec<Vec<Move>>,
    scores: Vec<Vec<i64>>,
    root_best: Option<(Move, i32, Vec<Move>)>,
}

impl Searcher {
    /// A searcher with a transposition table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Searcher {
        Searcher::with_table(Arc::new(Table::new(tt_mib)))
    }

    fn with_table(tt: Arc<Table>) -> Searcher {
        Searcher {
            tt,
            weights: Weights::default(),
            plain: false,
            pruning: Pruning::default(),
            threads: 1,
            thread_start: None,
            helpers: Vec::new(),
            id: 0,
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 62 * 62],
            capture_history: vec![0; 62 * 62],
            counters: vec![0; 62 * 62 + 1],
            played: vec![0; MAX_PLY + 1],
            watch: Watch::default(),
            hashes: Vec::new(),
            bufs: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            root_best: None,
        }
    }

    /// Searches with `n` threads (at least 1): lazy SMP, every thread searching the same
    /// position and sharing the transposition table; the main thread's result is the answer.
    pub fn set_threads(&mut self, n: usize) {
        self.threads = n.clamp(1, MAX_THREADS);
        self.helpers.truncate(self.threads - 1);
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// A function each helper thread runs as it starts (the game lowers their priority, as
    /// it does the main search thread's).
    pub fn set_thread_start(&mut self, f: fn()) {
        self.thread_start = Some(f);
    }

    /// The flag that stops the search when set (from any thread); polled every few hundred
    /// nodes, so a stop takes effect within a millisecond or so.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.watch.stop.clone()
    }

    /// Uses a caller's stop flag instead of the searcher's own.
    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        self.watch.stop = flag;
    }

    /// Forgets everything learnt (new game, other rules).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.forget_heuristics();
        self.helpers
            .iter_mut()
            .for_each(Searcher::forget_heuristics);
    }

    fn forget_heuristics(&mut self) {
        self.history.iter_mut().for_each(|h| *h = 0);
        self.capture_history.iter_mut().for_each(|h| *h = 0);
        self.counters.iter_mut().for_each(|c| *c = 0);
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
    }

    /// Searches `pos`, whose game so far had the positions with hashes `game_hashes` (for
    /// repetitions; the current position's own hash may be last or absent), within `limits`,
    /// calling `progress` after each completed depth.
    pub fn search(
        &mut self,
        pos: &Position,
        game_hashes: &[u64],
        limits: Limits,
        progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.tt.new_search();
        // The threads' shared count starts again.
        self.watch.shared_nodes.store(0, Ordering::Relaxed);
        if self.threads <= 1 {
            return self.iterate(pos, game_hashes, limits, progress);
        }
        // Lazy SMP: the helpers search the same tree until the main thread is done, filling the
        // shared table; half of them one ply deeper, so that they run ahead of the main thread.
        let helpers_stop = Arc::new(AtomicBool::new(false));
        while self.helpers.len() < self.threads - 1 {
            let mut h = Searcher::with_table(self.tt.clone());
            h.id = self.helpers.len() + 1;
            self.helpers.push(h);
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        for h in &mut helpers {
            h.weights = self.weights;
            h.plain = self.plain;
            h.pruning = self.pruning;
            h.watch.stop = helpers_stop.clone();
            h.watch.shared_nodes = self.watch.shared_nodes.clone();
        }
        // The helpers keep the depth and the node budget (spent by all threads together: a
        // helper stops at it itself when the main thread waits for the processor); the time
        // and the stop are the main thread's.
        let helper_limits = Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            ..Limits::default()
        };
        let start = self.thread_start;
        let helper = |h: &mut Searcher| {
            if let Some(f) = start {
                f();
            }
            h.iterate(pos, game_hashes, helper_limits, &mut |_| {});
        };
        let mut result = search_core::lazy_smp(&mut helpers, &helpers_stop, helper, || {
            self.iterate(pos, game_hashes, limits, progress)
        });
        result.nodes += helpers.iter().map(|h| h.watch.nodes).sum::<u64>();
        self.helpers = helpers;
        result
    }

    /// Iterative deepening with aspiration windows: each depth is searched first in a narrow
    /// window round the last score, widened on a fail.
    fn iterate(
        &mut self,
        pos: &Position,
        game_hashes: &[u64],
        limits: Limits,
        progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.watch.begin(limits, true);
        self.root_best = None;
        self.hashes.clear();
        self.hashes.extend_from_slice(game_hashes);
        if self.hashes.last() == Some(&pos.hash()) {
            self.hashes.pop();
        }
        for k in &mut self.killers {
            *k = [0; 2];
        }
        for h in self.history.iter_mut().chain(&mut self.capture_history) {
            *h /= 8;
        }
        let legal = pos.legal_moves();
        let mut result = SearchResult {
            best: legal.first().copied(),
            score: 0,
            depth: 0,
            pv: legal.first().copied().into_iter().collect(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if legal.is_empty() {
            result.score = -MATE;
            return result;
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        let mut root = Root {
            ahead: (self.id % 2) as i32,
            searcher: self,
            pos,
            progress,
        };
        deepen(&mut root, &mut result, max_depth, 40);
        result.nodes = self.watch.nodes;
        result.elapsed = self.watch.start.elapsed();
        result
    }

    /// The exact score of every root move at `depth` (used by the weaker levels to choose among
    /// good-enough moves).
    pub fn score_root_moves(
        &mut self,
        pos: &Position,
        game_hashes: &[u64],
        depth: u32,
    ) -> Vec<(Move, i32)> {
        self.watch.begin(Limits::default(), true);
        self.hashes.clear();
        self.hashes.extend_from_slice(game_hashes);
        if self.hashes.last() == Some(&pos.hash()) {
            self.hashes.pop();
        }
        self.hashes.push(pos.hash());
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let child = pos.after(&m);
            let mut pv = Vec::new();
            self.played[0] = from_to(&m) + 1;
            let s = -self.negamax(&child, depth as i32 - 1, 1, -INF, INF, &mut pv, true);
            out.push((m, s));
        }
        self.hashes.pop();
        out
    }

    pub fn nodes(&self) -> u64 {
        self.watch.nodes
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let back = pos.halfmoves() as usize;
        self.hashes.iter().rev().take(back).any(|&x| x == h)
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
        null_ok: bool,
    ) -> i32 {
        pv.clear();
        if self.watch.nodes & 255 == 0 {
            self.watch.check();
        }
        if self.watch.aborted {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            if self.plain {
                self.watch.nodes += 1;
                let over = pos.legal_moves().is_empty();
                return if over {
                    -MATE + ply as i32
                } else {
                    evaluate(pos, &self.weights)
                };
            }
            return self.qsearch(pos, ply, alpha, beta);
        }
        self.watch.nodes += 1;
        self.tt.prefetch(pos.hash());
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        pos.legal_moves_into(&mut moves);
        let score = self.node(pos, &mut moves, depth, ply, alpha, beta, pv, null_ok);
        self.bufs[ply] = moves;
        score
    }

    /// One node of the main search, with its legal moves in `moves` (not empty unless the game
    /// is over).
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        moves: &mut [Move],
        mut depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
        null_ok: bool,
    ) -> i32 {
        if moves.is_empty() {
            return -MATE + ply as i32; // no legal move, or our Biy was captured
        }
        // Section 9, "no automatic draws": only a repetition inside the tree is scored a draw.
        let automatic = !pos.rules().no_automatic_draws;
        if ply > 0
            && ((automatic
                && (pos.halfmoves() >= PLY_LIMIT || pos.occupied() == pos.kind_bb(Kind::Biy)))
                || self.is_repetition(pos))
        {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let mut tt_move = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            let s = from_tt(e.score as i32, ply);
            if ply > 0
                && e.depth as i32 >= depth
                && (!pv_node || e.bound == Bound::Exact)
                && e.bound.settles(s, alpha, beta)
            {
                return s;
            }
        }
        // Every move a capture: a capture is compulsory.
        let forced = moves.iter().all(Move::is_capture);
        // Forward pruning only in non-PV nodes where the side to move has a free choice: the
        // conditions of the null move (`null_move_allowed`) gate every part of it.
        let prunable = !self.plain && ply > 0 && !pv_node && null_move_allowed(pos, forced);
        let mut child_pv = Vec::new();
        let static_eval = if prunable {
            evaluate(pos, &self.weights)
        } else {
            -INF
        };
        let on = self.pruning;
        if prunable && beta.abs() < DECIDED {
            let e = static_eval;
            // Reverse futility: far enough above beta near the leaves, a quiet position stays
            // there.
            if on.reverse_futility && depth <= 5 && e - 90 * depth >= beta {
                return e;
            }
            // Razoring: hopeless near the leaves unless the captures change it.
            if on.razoring && depth <= 2 && e + 250 * depth <= alpha {
                let q = self.qsearch(pos, ply, alpha, alpha + 1);
                if q <= alpha {
                    return q;
                }
            }
            // The null move (see `null_move_allowed`).
            if on.null_move && null_ok && depth >= 3 && e >= beta {
                let r = 3 + depth / 4;
                let child = pos.with_turn_passed();
                self.hashes.push(key);
                self.played[ply] = 0;
                let s = -self.negamax(
                    &child,
                    depth - 1 - r,
                    ply + 1,
                    -beta,
                    -beta + 1,
                    &mut child_pv,
                    false,
                );
                self.hashes.pop();
                if self.watch.aborted {
                    return 0;
                }
                if s >= beta {
                    return if s >= DECIDED { beta } else { s };
                }
            }
        }
        // Internal iterative reduction: no hash move, so this node was not searched before;
        // a shallower search of it costs less and orders later iterations.
        if on.iir && depth >= 4 && tt_move == 0 && !self.plain {
            depth -= 1;
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(moves, tt_move, ply, &mut scores);
        let node = LoopNode {
            depth,
            ply,
            pv_node,
            prunable,
            forced,
            static_eval,
            // One legal move (a forced capture, often): look one ply further for free.
            extension: i32::from(moves.len() == 1),
            counter: self.counter_move(ply),
        };
        self.hashes.push(key);
        let best = search_moves(
            self,
            &node,
            pos,
            moves,
            &mut scores,
            (ply, depth),
            (alpha, beta),
            pv,
        );
        self.hashes.pop();
        self.scores[ply] = scores;
        if self.watch.aborted {
            return 0;
        }
        let bound = Bound::of(best.score, alpha, beta);
        self.tt
            .store(key, best.key, to_tt(best.score, ply), depth, bound);
        best.score
    }

    /// Captures until the position is quiet. While a capture is forced there is no standing
    /// pat; when only the Biy may capture, its side may also stand pat (the Biy's privilege).
    fn qsearch(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.watch.nodes & 255 == 0 {
            self.watch.check();
        }
        if self.watch.aborted {
            return 0;
        }
        self.watch.nodes += 1;
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        let Some(forced) = pos.legal_captures_into(&mut moves) else {
            self.bufs[ply] = moves;
            return -MATE + ply as i32; // our Biy was captured
        };
        if pos.occupied() == pos.kind_bb(Kind::Biy) && !pos.rules().no_automatic_draws {
            self.bufs[ply] = moves;
            return 0;
        }
        let has_capture = !moves.is_empty();
        // No standing pat while a capture is compulsory.
        let mut stand = None;
        // Quiet positions stand pat (a position without any legal move is left to the main
        // search, which sees it one ply earlier).
        if !forced || ply >= MAX_PLY - 1 {
            let pat = evaluate(pos, &self.weights);
            if !has_capture || pat >= beta || ply >= MAX_PLY - 1 {
                self.bufs[ply] = moves;
                return pat;
            }
            alpha = alpha.max(pat);
            stand = Some(pat);
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(&moves, 0, ply, &mut scores);
        let (best, _) = quiescence_moves(
            self,
            pos,
            &mut moves,
            &mut scores,
            ply,
            stand,
            (alpha, beta),
        );
        self.bufs[ply] = moves;
        self.scores[ply] = scores;
        best
    }
}

/// The facts of a node that its moves' pruning and reduction read ([`MoveLoop::Node`]; public
/// only as that, its fields the search's).
#[derive(Clone, Copy)]
pub struct LoopNode {
    /// After the internal iterative reduction.
    depth: i32,
    ply: usize,
    pv_node: bool,
    /// Forward pruning allowed (a non-PV node whose side has a free choice).
    prunable: bool,
    /// Every move a capture: a capture is compulsory (no reduction).
    forced: bool,
    static_eval: i32,
    /// Every move's extension: a ply for a node with one legal move.
    extension: i32,
    /// The counter move of the move before (a key; 0: none).
    counter: u32,
}

/// Shatra's moves in the shared move loop: late-move and futility pruning of quiet moves near
/// the leaves, late-move reductions (none while a capture is compulsory), the line's moves for
/// the counter moves, the killers' and both histories' rewards.
impl MoveLoop for Searcher {
    type Pos = Position;
    type Move = Move;
    type Note = ();
    type Tried = usize;
    type Node = LoopNode;
    type Score = i64;

    #[inline(always)]
    fn skip(&mut self, node: &LoopNode, _: &Position, _: &Move, at: InLoop<'_, i64>) -> bool {
        let InLoop {
            i,
            quiet,
            best,
            quiets,
            ..
        } = at;
        let LoopNode {
            depth,
            prunable,
            static_eval,
            ..
        } = *node;
        let on = self.pruning;
        // Late-move pruning and futility pruning of quiet moves near the leaves.
        prunable
            && i > 0
            && quiet
            && best.score > -DECIDED
            && depth <= 3
            && ((on.late_moves && quiets as i32 >= 4 + 3 * depth * depth)
                || (on.futility && static_eval + 120 + 110 * depth <= best.alpha))
    }

    #[inline(always)]
    fn play(child: &mut Position, m: &Move) {
        child.play(m);
    }

    #[inline(always)]
    fn prepare(
        &mut self,
        node: &LoopNode,
        _: &Position,
        m: &Move,
        _: &Position,
        InLoop { i, quiet, .. }: InLoop<'_, i64>,
    ) -> Option<Prepared<()>> {
        let LoopNode {
            depth,
            ply,
            pv_node,
            forced,
            extension,
            counter,
            ..
        } = *node;
        let on = self.pruning;
        let mut r = 0;
        if depth >= 3 && i >= 2 + usize::from(pv_node) && quiet && !forced {
            if on.log_reductions {
                let mkey = move_key(m);
                r = late_move_reduction(depth, i);
                r -= i32::from(pv_node);
                r -= i32::from(mkey == self.killers[ply][0] || mkey == counter);
                r -= self.history[from_to(m)] / 6000;
                r = r.clamp(0, depth - 2);
            } else {
                r = 1 + i32::from(i >= 10 && depth >= 5);
            }
        }
        self.played[ply] = from_to(m) + 1;
        Some(Prepared {
            extension,
            reduction: r,
            note: (),
        })
    }

    #[inline(always)]
    fn search(
        &mut self,
        child: &Position,
        _: (),
        ply: usize,
        depth: i32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> Option<i32> {
        let s = -self.negamax(child, depth, ply, -beta, -alpha, pv, true);
        (!self.watch.aborted).then_some(s)
    }

    #[inline(always)]
    fn key(m: &Move) -> u32 {
        move_key(m)
    }

    #[inline(always)]
    fn kind(m: &Move) -> (bool, bool) {
        (!m.is_capture() && m.promotion().is_none(), m.is_capture())
    }

    #[inline(always)]
    fn tried(m: &Move) -> usize {
        from_to(m)
    }

    fn cut(&mut self, node: &LoopNode, _: &Position, m: &Move, tried: &Tried<usize>, _: i32) {
        self.reward(m, node.ply, node.depth, tried.quiets(), tried.captures());
    }

    fn root_best(&mut self) -> &mut RootBest<Move> {
        &mut self.root_best
    }

    /// Every capture is searched (no delta pruning: a capture is compulsory or the Biy's).
    #[inline(always)]
    fn q_skip(&mut self, _: &Position, _: &Move, _: usize, _: i64, _: Option<i32>, _: i32) -> bool {
        false
    }

    #[inline(always)]
    fn q_search(
        &mut self,
        child: &Position,
        m: &Move,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        self.played[ply] = from_to(m) + 1;
        let s = -self.qsearch(child, ply + 1, -beta, -alpha);
        (!self.watch.aborted).then_some(s)
    }
}

/// The root of one search, as iterative deepening ([`deepen`]) drives it.
struct Root<'a> {
    searcher: &'a mut Searcher,
    pos: &'a Position,
    /// Half the helper threads search a ply deeper, to run ahead of the main thread.
    ahead: i32,
    progress: &'a mut dyn FnMut(&Progress),
}

impl RootSearch for Root<'_> {
    type Move = Move;

    fn search_root(
        &mut self,
        depth: u32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> Option<i32> {
        let s = &mut *self.searcher;
        let score = s.negamax(
            self.pos,
            depth as i32 + self.ahead,
            0,
            alpha,
            beta,
            pv,
            true,
        );
        (!s.watch.aborted).then_some(score)
    }

    fn take_root_best(&mut self) -> Option<(Move, i32, Vec<Move>)> {
        self.searcher.root_best.take()
    }

    fn watch(&mut self) -> &mut Watch {
        &mut self.searcher.watch
    }

    fn report(&mut self, result: &SearchResult, nodes: u64, elapsed: Duration) {
        (self.progress)(&Progress {
            depth: result.depth,
            score: result.score,
            pv: result.pv.clone(),
            nodes,
            nps: search_core::nps(nodes, elapsed),
            elapsed,
        });
    }
}
