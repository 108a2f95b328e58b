//! The computer player of both games, one search generic over the game ([`Searcher<P>`], its
//! hot loops monomorphised for each [`Evaluate`] position), after the Shatra engine's:
//! iterative deepening principal-variation alpha-beta with aspiration windows, a transposition
//! table keyed by the Zobrist hash and shared by lazy-SMP threads, move ordering (hash move,
//! MVV-LVA captures and promotions, two killers, history by squares and continuation history
//! by the man and square after each of the two moves before, captures that lose in the static
//! exchange last), a check extension, a singular extension of the hash move (with its
//! multi-cut), late-move reductions (of quiet moves and losing captures), a searched score
//! from the table in place of the static evaluation where its bound allows, reverse futility
//! pruning, razoring, null-move pruning, late-move, futility and
//! static-exchange pruning near the leaves, internal iterative reduction, and a quiescence
//! search on captures that do not lose in the exchange (all replies when in check), which
//! reads and writes the table too; static evaluations are cached by placement. Whether the
//! side to move is *improving* (its static evaluation above the one at its previous move) lets
//! reverse futility prune with one ply's margin less; when it is not, late quiet moves are
//! reduced a ply more and half as many are tried near the leaves. The margins, depths and
//! reductions are numbers ([`SearchParams`], carried in the [`Weights`]), so that SPSA tunes
//! them on games as it tunes the evaluation. Two more prunings are knobs there, off by default
//! (their depth 0) until games show them better: ProbCut (a capture that holds beta plus a
//! margin four plies shallower cuts the node) and history pruning of quiet moves.
//!
//! **The end of the game in the tree** is the crate's own: a node without legal moves is scored
//! by the position's [`outcome`](crate::Variant::outcome), so shatar's mate rule (§1.3: a mate by knights alone
//! loses for the mater, a mate with no shak in the series is niol, a draw; the series is in the
//! position's flags) and its options ("stalemate loses", "knight mate wins", modern shatar) are
//! scored as the rules say; robado and hiashatar's drawn material end a line at once
//! ([`Evaluate::drawn_at_once`]), before mate as the rules order them; 100 plies without a
//! capture or pawn move and repetitions (the game's placements,
//! [`placement_key`](crate::Variant::placement_key),
//! then the line's) score a draw. The null move ([`Evaluate::pass`]) is kept out of zugzwang:
//! no pass for a side with only its king and pawns (the robado endgames: taking the last man
//! draws), none in check, none in shatar while the mover's check series holds a shak (a pass
//! would end it and change what a later mate is worth), never two in a row.

pub mod eval;
pub mod net;
pub mod params;
pub mod player;
mod tt;
pub mod tune;

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use search_core::tree::{
    InLoop, MoveLoop, Prepared, RootBest, RootSearch, Tried, deepen, history_bonus, push_killer,
    quiescence_moves, search_moves,
};
pub use search_core::{DECIDED, Limits, MATE, MAX_PLY, MAX_THREADS, format_score, is_mate_score};
use search_core::{INF, Watch, add_history, from_tt, to_tt};

pub use eval::{
    Evaluate, PSQ_LEN, SCALAR_WEIGHTS, SEARCH_WEIGHTS, WEIGHT_NAMES, Weights, psq_index,
    weight_name,
};
pub use net::Net;
pub use params::SearchParams;
use tt::{Bound, Table, move_key};

use crate::color::Color;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::Square;

/// What the search reports after each completed iteration.
#[derive(Clone, Debug)]
pub struct Progress {
    pub depth: u32,
    /// The deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// From the side to move's point of view, in centipawns, or a mate score.
    pub score: i32,
    pub pv: Vec<Move>,
    pub nodes: u64,
    pub nps: u64,
    pub elapsed: Duration,
}

/// The outcome of a search.
pub type SearchResult = search_core::SearchResult<Move>;

/// History index of a move: its start and end squares (100 × 100 covers both boards).
#[inline]
fn from_to(m: &Move) -> usize {
    m.from().index() * 100 + m.to().index()
}

/// Whether a child is an expected cut node, as Stockfish's `cutNode`: searched with a
/// principal-variation window it is a PV node (no); with a null window after a reduction it
/// expects to cut (yes); with an unreduced null window it is the opposite of its parent, a
/// PV node's null-window children being cut nodes.
fn child_cut_node(pv_window: bool, reduced: bool, parent_cut: bool) -> bool {
    !pv_window && (reduced || !parent_cut)
}

/// Divides each history score by `by` (the last search's lessons kept in part). The default's
/// halving is spelt out so that the compiler makes it a vector shift: a division by a number
/// known only at run time took most of a short search's time (half a million entries of the
/// continuation history, each divided one by one).
fn decay_history(table: &mut [i32], by: i32) {
    match by {
        ..=1 => {}
        2 => table.iter_mut().for_each(|h| *h /= 2),
        _ => table.iter_mut().for_each(|h| *h /= by),
    }
}

/// Continuation-history index of a move: the man that moves and its end square (7 kinds × 100
/// squares covers both games).
const PIECE_TO: usize = 7 * 100;

#[inline]
fn piece_to(m: &Move) -> usize {
    m.piece().index() * 100 + m.to().index()
}

/// Capture-history entries a side: the man that takes and its end square ([`piece_to`]) by
/// the kind taken.
const CAPTURE_SIDE: usize = PIECE_TO * 7;

/// Capture-history index of a capture within its side's entries ([`CAPTURE_SIDE`]); `None`
/// for a move that takes nothing.
#[inline]
fn capture_index(m: &Move) -> Option<usize> {
    m.capture()
        .map(|(_, victim)| piece_to(m) * 7 + victim.index())
}

/// No move before (the root, or a pass).
const NO_MOVE: usize = usize::MAX;

/// Entries of the evaluation cache at most (a power of two: 1 MiB).
const EVAL_CACHE: usize = 1 << 16;

/// Entries of the evaluation cache beside a table of `tt_mib` MiB: an eighth of the table's
/// size, from 64 KiB to [`EVAL_CACHE`]'s 1 MiB (so `Hash 1` does not double its memory). The
/// cache only saves work: its size changes no result.
fn eval_cache_len(tt_mib: usize) -> usize {
    let entries = (tt_mib.max(1) << 20) / 8 / std::mem::size_of::<(u64, i32)>();
    entries.clamp(1 << 12, EVAL_CACHE).next_power_of_two()
}

/// The search of one game. Keep one per game: its transposition table and history carry over
/// between moves.
pub struct Searcher<P: Evaluate> {
    tt: Arc<Table>,
    tt_mib: usize,
    threads: usize,
    helpers: Vec<Searcher<P>>,
    /// 0 for the main thread; a helper's number otherwise.
    id: usize,
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
    /// Continuation history: how well a quiet move (its man and end square) did after an
    /// earlier move of the line (one and two plies before), [`PIECE_TO`] × [`PIECE_TO`].
    cont: Vec<i32>,
    /// Capture history: how well a capture (by the side, [`capture_index`]) did, read where
    /// the `capture_history` search number is set.
    capture_history: Vec<i32>,
    /// The piece-to index ([`piece_to`]) of the move played at each ply of the current line.
    line_moves: Vec<usize>,
    /// The countermoves (`countermove`): by the side to move and the other side's last move
    /// (its piece-to index), the key of the quiet move that last cut off after it (0: none).
    counter: Vec<u32>,
    /// The from-to index ([`from_to`]) of the move played at each ply of the current line
    /// where it was a quiet move of the main search, else [`NO_MOVE`] (`eval_history`).
    line_quiet: Vec<usize>,
    /// Whether the move at each ply of the current line was its node's first choice: its
    /// first move, the first after a hash move, or its first killer (`refuted_early`).
    line_early: Vec<bool>,
    /// The move a singular-extension search leaves out at each ply (0: none).
    excluded: Vec<u32>,
    /// How many double singular extensions the line to each ply has had
    /// (`singular_double`).
    doubles: Vec<u8>,
    /// The limits, clock, node count and stop flag of the search under way.
    watch: Watch,
    seldepth: usize,
    /// The depth of the iteration under way.
    root_depth: i32,
    /// Placement keys of the game's positions, then of the current line.
    keys: Vec<u64>,
    /// How many of `keys` are the game's (before the root).
    game_len: usize,
    bufs: Vec<Vec<Move>>,
    scores: Vec<Vec<i32>>,
    root_best: Option<(Move, i32, Vec<Move>)>,
    /// Whether the node at each ply was reached by a pass (no two passes in a row).
    after_null: Vec<bool>,
    /// The static evaluation at each ply of the current line (`-INF` where none was made).
    line_evals: Vec<i32>,
    /// Each quiescence node's plies into the quiescence search (0 where it began), by ply.
    q_plies: Vec<usize>,
    /// A node's every legal move, where the quiescence search looks for quiet checks.
    quiet_buf: Vec<Move>,
    /// Static evaluations by placement key (direct-mapped; cleared when the options, the
    /// weights or the network change, so that they never meet an old value: `evals_key`).
    evals: Vec<(u64, i32)>,
    /// What `evals` was filled under ([`Evaluate::evaluation_key`], the rule options the
    /// evaluation reads), or `None` while it holds nothing: it is kept from search to search
    /// (the next move's search meets many of the last one's positions) until that changes.
    evals_key: Option<u64>,
    /// Weights in place of the game's built-in ones ([`Searcher::set_weights`]).
    weights: Option<Weights>,
    /// A network whose output is added to the static evaluation ([`Searcher::set_net`]).
    net: Option<Arc<Net>>,
    /// The men's values by the weights in force, for the static exchange (set at each search).
    values: [i32; 7],
    /// The search's margins and reductions by the weights in force (set at each search).
    params: SearchParams,
    /// The late-move reductions by depth and move number, by `params`.
    reductions: Box<[[u8; 64]; 64]>,
    /// The only root moves to search (UCI's `searchmoves`), if not all.
    root_moves: Option<Vec<Move>>,
    /// Correction histories: by the side to move and a hash of the pawns (then of each side's
    /// other men, [`CorrectionAt`]), a running mean of the searched score minus the static
    /// evaluation, in [`CORRECTION_GRAIN`]ths of a centipawn (used by the `correction` and
    /// `correction_pieces` search numbers), then by the last two moves (`correction_cont`;
    /// that part only while its number is on, [`correction_len`]).
    correction: Vec<i32>,
    /// The root's side to move (set at each search): the side a draw is worth `draw_value` to.
    root_turn: Color,
    _game: PhantomData<fn() -> P>,
}

impl<P: Evaluate> Searcher<P> {
    /// A searcher with a transposition table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Searcher<P> {
        let mut s = Searcher::with_table(Arc::new(Table::new(tt_mib)), eval_cache_len(tt_mib));
        s.tt_mib = tt_mib;
        s
    }

    fn with_table(tt: Arc<Table>, eval_cache: usize) -> Searcher<P> {
        Searcher {
            tt,
            tt_mib: 0,
            threads: 1,
            helpers: Vec::new(),
            id: 0,
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 100 * 100],
            cont: vec![0; PIECE_TO * PIECE_TO],
            capture_history: vec![0; 2 * CAPTURE_SIDE],
            line_moves: vec![NO_MOVE; MAX_PLY + 2],
            counter: vec![0; 2 * PIECE_TO],
            line_quiet: vec![NO_MOVE; MAX_PLY + 2],
            line_early: vec![false; MAX_PLY + 2],
            excluded: vec![0; MAX_PLY + 2],
            doubles: vec![0; MAX_PLY + 2],
            watch: Watch::default(),
            seldepth: 0,
            root_depth: 1,
            keys: Vec::new(),
            game_len: 0,
            bufs: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            root_best: None,
            after_null: vec![false; MAX_PLY + 2],
            line_evals: vec![-INF; MAX_PLY + 2],
            q_plies: vec![0; MAX_PLY + 2],
            quiet_buf: Vec::with_capacity(64),
            evals: vec![(0, 0); eval_cache],
            evals_key: None,
            weights: None,
            net: None,
            values: [0; 7],
            params: SearchParams::DEFAULT,
            reductions: SearchParams::DEFAULT.reductions(),
            root_moves: None,
            correction: vec![0; correction_len(&SearchParams::DEFAULT)],
            root_turn: Color::White,
            _game: PhantomData,
        }
    }

    /// The table's size in MiB.
    pub fn hash_mib(&self) -> usize {
        self.tt_mib
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

    /// The flag that stops the search when set (from any thread); polled every 1024 nodes.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.watch.stop.clone()
    }

    /// Uses a caller's stop flag instead of the searcher's own.
    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        self.watch.stop = flag;
    }

    /// Uses a caller's ponder flag: while it is up the search's time limits wait (UCI `go
    /// ponder`); lowered (`ponderhit`), they count from the search's start.
    pub fn set_ponder_flag(&mut self, flag: Arc<AtomicBool>) {
        self.watch.ponder = flag;
    }

    /// Evaluates with `weights` instead of the game's built-in ones (`None`: the built-in
    /// ones again), men's values for move ordering and delta pruning included. Changed weights
    /// clear the transposition table (its scores were the old weights') and the evaluation
    /// cache.
    pub fn set_weights(&mut self, weights: Option<Weights>) {
        if weights != self.weights {
            self.weights = weights;
            self.clear();
        }
    }

    /// Adds what `net` outputs to every static evaluation (`None`: the evaluation alone
    /// again). A changed network clears the transposition table, as changed weights do.
    pub fn set_net(&mut self, net: Option<Arc<Net>>) {
        let same = match (&net, &self.net) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if !same {
            self.net = net;
            self.clear();
        }
    }

    /// Searches only `moves` at the root from the next search on (UCI's `searchmoves`; those
    /// that are not legal there are left out, and none legal means every move), or every move
    /// again (`None`).
    pub fn set_root_moves(&mut self, moves: Option<Vec<Move>>) {
        self.root_moves = moves;
    }

    /// Keeps the root moves asked for, if any of them is among `moves`.
    fn keep_root_moves(&self, moves: &mut Vec<Move>) {
        if let Some(only) = &self.root_moves
            && moves.iter().any(|m| only.contains(m))
        {
            moves.retain(|m| only.contains(m));
        }
    }

    /// The weights set by [`Searcher::set_weights`], if any.
    pub fn weights(&self) -> Option<&Weights> {
        self.weights.as_ref()
    }

    /// Forgets everything learnt (a new game, other rules).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.forget_heuristics();
        self.helpers
            .iter_mut()
            .for_each(Searcher::forget_heuristics);
    }

    /// Empties the evaluation cache unless it was filled under `key` (`None`: always), and
    /// marks it as filled under `key` from now on.
    fn forget_evaluations(&mut self, key: Option<u64>) {
        if self.evals_key.is_some() && self.evals_key != key {
            self.evals.iter_mut().for_each(|e| *e = (0, 0));
        }
        self.evals_key = key;
    }

    fn forget_heuristics(&mut self) {
        self.forget_evaluations(None);
        self.history.iter_mut().for_each(|h| *h = 0);
        self.cont.iter_mut().for_each(|h| *h = 0);
        self.capture_history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
        self.counter.iter_mut().for_each(|k| *k = 0);
        self.correction.iter_mut().for_each(|c| *c = 0);
    }

    /// Nodes of the last search (this thread's).
    pub fn nodes(&self) -> u64 {
        self.watch.nodes
    }

    /// Searches the current position of `game` (its earlier positions count for repetition)
    /// within `limits`, calling `progress` after each completed depth.
    pub fn search(
        &mut self,
        game: &Game<P>,
        limits: Limits,
        progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.tt.new_search();
        let keys: Vec<u64> = game.positions().iter().map(|p| p.placement_key()).collect();
        let pos = game.position();
        // The threads' shared count starts again.
        self.watch.shared_nodes.store(0, Ordering::Relaxed);
        if self.threads <= 1 {
            return self.iterate(pos, &keys, limits, progress);
        }
        let helpers_stop = Arc::new(AtomicBool::new(false));
        while self.helpers.len() < self.threads - 1 {
            let mut h = Searcher::with_table(self.tt.clone(), self.evals.len());
            h.id = self.helpers.len() + 1;
            self.helpers.push(h);
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        for h in &mut helpers {
            h.weights = self.weights;
            h.net.clone_from(&self.net);
            h.root_moves.clone_from(&self.root_moves);
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
        let keys = &keys;
        let helper = |h: &mut Searcher<P>| {
            h.iterate(pos, keys, helper_limits, &mut |_| {});
        };
        let mut result = search_core::lazy_smp(&mut helpers, &helpers_stop, helper, || {
            self.iterate(pos, keys, limits, progress)
        });
        result.nodes += helpers.iter().map(|h| h.watch.nodes).sum::<u64>();
        self.helpers = helpers;
        result
    }

    fn prepare(&mut self, pos: &P, game_keys: &[u64], limits: Limits) {
        self.values = crate::piece::PieceKind::ALL.map(|k| match &self.weights {
            None => pos.value(k),
            Some(w) => w.values[k.index()],
        });
        let params = match &self.weights {
            None => pos.weights().search,
            Some(w) => w.search,
        };
        if params != self.params {
            self.params = params;
            self.reductions = params.reductions();
        }
        // The last two moves' correction history only while its number is on (2 MB a
        // searcher otherwise allocated and cleared for nothing).
        let len = correction_len(&params);
        if self.correction.len() != len {
            self.correction.resize(len, 0);
            self.correction.shrink_to_fit();
        }
        self.forget_evaluations(Some(pos.evaluation_key()));
        self.root_turn = pos.turn();
        // The node budget and the hard time only once the first depth is done (`deepen` puts
        // them in force), so that the move played is a searched one however little time is left.
        self.watch.begin(limits, false);
        self.seldepth = 0;
        self.root_best = None;
        self.keys.clear();
        // The root's own key is pushed by the root node: the game's keys before it.
        self.keys
            .extend_from_slice(&game_keys[..game_keys.len().saturating_sub(1)]);
        self.game_len = self.keys.len();
    }

    /// Iterative deepening with aspiration windows.
    fn iterate(
        &mut self,
        pos: &P,
        game_keys: &[u64],
        limits: Limits,
        progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.prepare(pos, game_keys, limits);
        for k in &mut self.killers {
            *k = [0; 2];
        }
        let decay = self.params.history_decay;
        for table in [&mut self.history, &mut self.cont, &mut self.capture_history] {
            decay_history(table, decay);
        }
        let mut legal = pos.legal_moves();
        self.keep_root_moves(&mut legal);
        let mut result = SearchResult {
            best: legal.first().copied(),
            score: 0,
            depth: 0,
            pv: legal.first().copied().into_iter().collect(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if legal.is_empty() {
            result.score = self.terminal_score(pos, 0);
            return result;
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        let mut root = Root {
            ahead: (self.id % 2) as i32,
            in_check: pos.is_check(),
            searcher: self,
            pos,
            progress,
        };
        let aspiration = root.searcher.params.aspiration;
        deepen(&mut root, &mut result, max_depth, aspiration);
        result.nodes = self.watch.nodes;
        result.elapsed = self.watch.start.elapsed();
        result
    }

    /// The score of every root move at `depth`, each searched with a full window (the weaker
    /// levels choose among the good-enough ones).
    pub fn score_root_moves(&mut self, game: &Game<P>, depth: u32) -> Vec<(Move, i32)> {
        let keys: Vec<u64> = game.positions().iter().map(|p| p.placement_key()).collect();
        let pos = game.position();
        self.prepare(pos, &keys, Limits::default());
        self.root_depth = depth as i32;
        self.keys.push(pos.placement_key());
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(&m);
            let mut pv = Vec::new();
            let check = child.is_check();
            self.line_moves[0] = piece_to(&m);
            self.line_quiet[0] = NO_MOVE;
            let s = -self.negamax(
                &child,
                depth as i32 - 1,
                1,
                -INF,
                INF,
                &mut pv,
                check,
                false,
            );
            out.push((m, s));
        }
        self.keys.pop();
        out
    }

    /// The static evaluation of `pos`, from the cache when it was evaluated before.
    #[inline]
    fn evaluate(&mut self, pos: &P) -> i32 {
        let key = pos.placement_key();
        let at = key as usize & (self.evals.len() - 1);
        let slot = self.evals[at];
        if slot.0 == key && key != 0 {
            return slot.1;
        }
        let e = self.static_eval(pos);
        self.evals[at] = (key, e);
        e
    }

    /// The static evaluation of `pos` by the searcher's weights.
    #[inline]
    fn static_eval(&self, pos: &P) -> i32 {
        let e = match &self.weights {
            None => pos.evaluate(),
            Some(w) => pos.evaluate_with(w),
        };
        match &self.net {
            None => e,
            Some(n) => e + n.evaluate(pos.board(), pos.turn()),
        }
    }

    /// The correction histories' entries for `pos`, `ply` plies from the root (by its side to
    /// move): one by a hash of its pawns, one by each side's other men, one by the last two
    /// moves (their men and end squares, where both were moves and not passes).
    #[inline]
    fn correction_at(&self, pos: &P, ply: usize) -> CorrectionAt {
        let side = pos.turn().index() * CORRECTION_SIZE;
        let pawns = eval::pawn_hash(pos.board()) as usize & (CORRECTION_SIZE - 1);
        let pieces = if self.params.correction_pieces == 0 {
            [0; 2]
        } else {
            Color::ALL.map(|c| {
                let h = eval::pieces_hash(pos.board(), c) as usize & (CORRECTION_SIZE - 1);
                (1 + c.index()) * 2 * CORRECTION_SIZE + side + h
            })
        };
        let cont = if self.params.correction_cont > 0 && ply >= 2 {
            let (a, b) = (self.line_moves[ply - 2], self.line_moves[ply - 1]);
            if a == NO_MOVE || b == NO_MOVE {
                NO_MOVE
            } else {
                CORRECTION_CONT + a * PIECE_TO + b
            }
        } else {
            NO_MOVE
        };
        CorrectionAt {
            pawns: side + pawns,
            pieces,
            cont,
        }
    }

    /// The late-move reduction's table entry for a move `i`-th in the order at `depth`.
    #[inline]
    fn table_reduction(&self, depth: i32, i: usize) -> i32 {
        i32::from(self.reductions[depth.clamp(0, 63) as usize][i.min(63)])
    }

    /// The static evaluation of `pos` with the correction histories' shares (as
    /// [`Searcher::corrected`]; the entries looked up only where a correction is on).
    #[inline]
    fn corrected_evaluation(&mut self, pos: &P, ply: usize) -> i32 {
        let raw = self.evaluate(pos);
        if self.params.corrects() {
            self.corrected(self.correction_at(pos, ply), raw)
        } else {
            raw
        }
    }

    /// `raw`, a static evaluation, with the shares the `correction` and `correction_pieces`
    /// search numbers take of the correction histories' entries `at` (`raw` itself while both
    /// are 0).
    #[inline]
    fn corrected(&self, at: CorrectionAt, raw: i32) -> i32 {
        let sp = &self.params;
        if !sp.corrects() {
            return raw;
        }
        let t = &self.correction;
        let pawns = t[at.pawns] / CORRECTION_GRAIN * sp.correction / 16;
        let pieces = if sp.correction_pieces == 0 {
            0
        } else {
            (t[at.pieces[0]] + t[at.pieces[1]]) / CORRECTION_GRAIN * sp.correction_pieces / 32
        };
        let cont = if at.cont == NO_MOVE {
            0
        } else {
            t[at.cont] / CORRECTION_GRAIN * sp.correction_cont / 16
        };
        (raw + pawns + pieces + cont).clamp(-DECIDED + 1, DECIDED - 1)
    }

    /// Moves the corrections at `at` towards `searched - raw` (a searched score against the
    /// raw static evaluation), more the deeper the search.
    fn update_correction(&mut self, at: CorrectionAt, searched: i32, raw: i32, depth: i32) {
        let weight = (depth + 1).min(16);
        let target = (searched - raw) * CORRECTION_GRAIN;
        let step = |c: &mut i32| {
            *c = ((*c * (256 - weight) + target * weight) / 256)
                .clamp(-CORRECTION_MAX, CORRECTION_MAX);
        };
        step(&mut self.correction[at.pawns]);
        if self.params.correction_pieces > 0 {
            at.pieces
                .iter()
                .for_each(|&i| step(&mut self.correction[i]));
        }
        if at.cont != NO_MOVE {
            step(&mut self.correction[at.cont]);
        }
    }

    /// A man's value by the searcher's weights (read once a search, by [`Searcher::prepare`]).
    #[inline]
    fn value(&self, kind: crate::piece::PieceKind) -> i32 {
        self.values[kind.index()]
    }

    /// A draw's score for the side to move of `pos`: `draw_value` for the root's side, less
    /// for the other (0 for both by default).
    #[inline]
    fn draw_score(&self, pos: &P) -> i32 {
        let v = self.params.draw_value;
        if pos.turn() == self.root_turn { v } else { -v }
    }

    /// The score of a position without a legal move, `ply` plies from the root, as the rules
    /// end the game there (the position's [`outcome`](crate::Variant::outcome)): a win for the
    /// side to move (shatar's knight mate, which the mater loses) is `MATE - ply`, a loss
    /// `-MATE + ply`, a draw (niol, stalemate) [`draw_score`](Searcher::draw_score).
    fn terminal_score(&self, pos: &P, ply: usize) -> i32 {
        match pos.outcome().and_then(|o| o.winner) {
            Some(w) if w == pos.turn() => MATE - ply as i32,
            Some(_) => -MATE + ply as i32,
            None => self.draw_score(pos),
        }
    }

    /// Whether the placement of `pos` stood before within reach of its 100-ply count: once in
    /// the current line, or twice in the game before the root (the third time ends the game).
    fn is_repetition(&self, pos: &P) -> bool {
        let key = pos.placement_key();
        let back = pos.halfmoves() as usize;
        let n = self.keys.len();
        let mut earlier = 0;
        // The same side to move: every second entry, from two plies back.
        let mut i = 2;
        while i <= back.min(n) {
            let at = n - i;
            if self.keys[at] == key {
                if at >= self.game_len {
                    return true;
                }
                earlier += 1;
                if earlier >= 2 {
                    return true;
                }
            }
            i += 2;
        }
        false
    }

    /// Ordering scores: hash move, captures by victim then attacker (MVV-LVA), promotions,
    /// killers, history.
    fn order_scores(
        &self,
        pos: &P,
        moves: &[Move],
        tt_move: u32,
        ply: usize,
        scores: &mut Vec<i32>,
    ) {
        let killers = self.killers[ply];
        let counter = self.countermove(pos, ply);
        let side = pos.turn().index() * 10_000;
        let before = self.earlier_moves(ply);
        scores.clear();
        scores.extend(moves.iter().map(|m| {
            let key = move_key(m);
            if key == tt_move {
                1 << 30
            } else if let Some((_, victim)) = m.capture() {
                let mut mvv_lva = self.value(victim) * 16 - self.value(m.piece()) / 16
                    + m.promotion().map_or(0, |k| self.value(k));
                if let Some(h) = self.capture_history_of(pos, m) {
                    mvv_lva += h / self.params.capture_history;
                }
                // A capture that loses material in the exchange comes after the quiet moves.
                if self.value(victim) < self.value(m.piece())
                    && m.promotion().is_none()
                    && pos.see(m, &self.values) < 0
                {
                    -(1 << 20) + mvv_lva
                } else {
                    (1 << 28) + mvv_lva
                }
            } else if let Some(k) = m.promotion() {
                (1 << 27) + self.value(k)
            } else if key == killers[0] {
                1 << 26
            } else if key == killers[1] {
                (1 << 26) - 1
            } else if key == counter {
                (1 << 26) - 2
            } else {
                self.quiet_history(side, m, before)
            }
        }));
    }

    /// Where the countermove after the other side's last move is kept (`countermove` on, and
    /// a last move that was not a pass or before the root).
    #[inline]
    fn counter_slot(&self, pos: &P, ply: usize) -> Option<usize> {
        let last = *self.line_moves.get(ply.checked_sub(1)?)?;
        (self.params.countermove > 0 && last != NO_MOVE)
            .then(|| pos.turn().index() * PIECE_TO + last)
    }

    /// The countermove's key at `ply` (0: none, or `countermove` off).
    #[inline]
    fn countermove(&self, pos: &P, ply: usize) -> u32 {
        self.counter_slot(pos, ply).map_or(0, |c| self.counter[c])
    }

    /// The continuation-history rows of the moves one, two and (with `cont_far`) four and six
    /// plies before `ply` (`NO_MOVE` where there is none: before the root, after a pass, or
    /// the far two without `cont_far`).
    #[inline]
    fn earlier_moves(&self, ply: usize) -> [usize; 4] {
        let at = |back: usize| {
            if ply >= back {
                self.line_moves[ply - back]
            } else {
                NO_MOVE
            }
        };
        if self.params.cont_far > 0 {
            [at(1), at(2), at(4), at(6)]
        } else {
            [at(1), at(2), NO_MOVE, NO_MOVE]
        }
    }

    /// A quiet move's history: by its squares for the side (its offset in `history`), and
    /// after each earlier move ([`Searcher::earlier_moves`]).
    #[inline]
    fn quiet_history(&self, side: usize, m: &Move, before: [usize; 4]) -> i32 {
        let pt = piece_to(m);
        let mut h = self.history[side + from_to(m)];
        for b in before {
            if b != NO_MOVE {
                h += self.cont[b * PIECE_TO + pt];
            }
        }
        // Fairy-Stockfish's weighting: the last move's row twice (`cont_far`).
        if self.params.cont_far > 0 && before[0] != NO_MOVE {
            h += self.cont[before[0] * PIECE_TO + pt];
        }
        h
    }

    /// A cut-off's reward at `depth` (`history_linear`: Stockfish 14's, else 16 d²).
    #[inline]
    fn bonus(&self, depth: i32) -> i32 {
        match self.params.history_linear {
            0 => history_bonus(depth),
            cap => (6 * depth * depth + 229 * depth - 215).clamp(16, cap),
        }
    }

    /// A capture's history, where the `capture_history` search number is set (`None` for a
    /// move that takes nothing, or with the number at 0).
    #[inline]
    fn capture_history_of(&self, pos: &P, m: &Move) -> Option<i32> {
        if self.params.capture_history == 0 {
            return None;
        }
        let i = capture_index(m)?;
        Some(self.capture_history[pos.turn().index() * CAPTURE_SIDE + i])
    }

    /// A cut-off's reward to the captures' history: the capture that cut off (if it is one)
    /// up, each capture tried before it down ([`capture_index`]es).
    fn reward_captures(&mut self, pos: &P, m: &Move, depth: i32, captures: &[(usize, usize)]) {
        let side = pos.turn().index() * CAPTURE_SIDE;
        let bonus = self.bonus(depth);
        if let Some(i) = capture_index(m) {
            add_history(&mut self.capture_history[side + i], bonus);
        }
        for &(c, _) in captures {
            add_history(&mut self.capture_history[side + c], -bonus);
        }
    }

    /// A quiet move that cut off: a killer, and history for it, against the quiet moves tried
    /// before it (their from-to and piece-to indices).
    fn reward(&mut self, pos: &P, m: &Move, ply: usize, depth: i32, quiets: &[(usize, usize)]) {
        if m.is_capture() || m.promotion().is_some() {
            return;
        }
        push_killer(&mut self.killers[ply], move_key(m));
        if let Some(c) = self.counter_slot(pos, ply) {
            self.counter[c] = move_key(m);
        }
        let side = pos.turn().index() * 10_000;
        let bonus = self.bonus(depth);
        add_history(&mut self.history[side + from_to(m)], bonus);
        for &(q, _) in quiets {
            add_history(&mut self.history[side + q], -bonus);
        }
        self.reward_continuations(ply, piece_to(m), bonus, quiets);
    }

    /// The continuation histories' share of a reward: `bonus` to the piece-to index `pt`
    /// after each earlier move of `ply` ([`Searcher::earlier_moves`]), and as much taken
    /// from each of `penalised` (quiet moves tried before it: from-to and piece-to indices),
    /// row by row.
    #[inline]
    fn reward_continuations(
        &mut self,
        ply: usize,
        pt: usize,
        bonus: i32,
        penalised: &[(usize, usize)],
    ) {
        for b in self.earlier_moves(ply) {
            if b == NO_MOVE {
                continue;
            }
            add_history(&mut self.cont[b * PIECE_TO + pt], bonus);
            for &(_, p) in penalised {
                add_history(&mut self.cont[b * PIECE_TO + p], -bonus);
            }
        }
    }

    /// The quiet hash move of a node the table settles (`tt_history`): rewarded as a cut-off
    /// at `depth` where it `holds` beta (a killer too), penalised as much where it fell to
    /// alpha. A capture, a promotion or a key that names no man of the side to move is left.
    fn reward_hash_move(&mut self, pos: &P, key: u32, ply: usize, depth: i32, holds: bool) {
        let k = (key - 1) as usize;
        let (Some(from), Some(to)) = (
            Square::from_index(k & 127),
            Square::from_index(k >> 7 & 127),
        ) else {
            return;
        };
        let board = pos.board();
        let Some(man) = board.piece_at(from).filter(|p| p.color == pos.turn()) else {
            return;
        };
        // A pawn that moves to another file takes, en passant too.
        if k >> 14 != 0
            || board.piece_at(to).is_some()
            || (man.kind == PieceKind::Pawn && from.file() != to.file())
        {
            return;
        }
        let bonus = if holds {
            push_killer(&mut self.killers[ply], key);
            self.bonus(depth)
        } else {
            -self.bonus(depth)
        };
        let side = pos.turn().index() * 10_000;
        add_history(
            &mut self.history[side + from.index() * 100 + to.index()],
            bonus,
        );
        self.reward_continuations(ply, man.kind.index() * 100 + to.index(), bonus, &[]);
    }

    /// The quiet move that led to `pos` where every move failed low (`fail_low_history`): the
    /// other side's at `ply - 1`, rewarded as a cut-off at `depth`.
    fn reward_refuted(&mut self, pos: &P, ply: usize, depth: i32) {
        let bonus = self.bonus(depth);
        let side = (!pos.turn()).index() * 10_000;
        add_history(&mut self.history[side + self.line_quiet[ply - 1]], bonus);
        self.reward_continuations(ply - 1, self.line_moves[ply - 1], bonus, &[]);
    }

    /// The main search of `pos` at `depth`, `ply` plies from the root, in the window
    /// `(alpha, beta)` (its line into `pv`); `cut_node`: a null-window node expected to fail
    /// high ([`child_cut_node`]), which `lmr_cut` reduces more.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &P,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv: &mut Vec<Move>,
        in_check: bool,
        cut_node: bool,
    ) -> i32 {
        pv.clear();
        if self.watch.nodes & 1023 == 0 || self.watch.nodes >= self.watch.node_cap {
            self.watch.check();
        }
        if self.watch.aborted {
            return 0;
        }
        if ply > 0 && pos.drawn_at_once() {
            return self.draw_score(pos);
        }
        if depth <= 0 || ply >= MAX_PLY - 2 {
            return self.qsearch(pos, ply, alpha, beta, in_check, 0);
        }
        self.watch.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.params.killers_local > 0
            && let Some(k) = self.killers.get_mut(ply + 2)
        {
            *k = [0; 2];
        }
        if ply > 0 {
            if pos.halfmoves() >= 100 || self.is_repetition(pos) {
                // A mate or stalemate is scored by the rules first, as the game ends there.
                let mut moves = std::mem::take(&mut self.bufs[ply]);
                pos.legal_moves_into(&mut moves);
                let none = moves.is_empty();
                self.bufs[ply] = moves;
                return if none {
                    self.terminal_score(pos, ply)
                } else {
                    self.draw_score(pos)
                };
            }
            // Mate distance: nothing here beats winning at once or losing at once.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32);
            if alpha >= beta {
                return alpha;
            }
        }
        // The table, the static evaluation and the pruning that needs no moves come before the
        // moves are generated: most nodes end here.
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        // The move left out of a singular-extension search (0: none): the node's pruning and
        // the table's cut-off and store are skipped, as its score is not the node's.
        let excluded = self.excluded[ply];
        let mut tt_move = 0;
        let mut tt_hint = None;
        // On a principal variation now, or once (Stockfish's `ttPv`).
        let mut tt_pv = pv_node;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            tt_pv |= e.pv;
            let s = from_tt(e.score as i32, ply);
            if ply > 0
                && excluded == 0
                && e.depth as i32 >= depth
                && !pv_node
                && e.bound.settles(s, alpha, beta)
            {
                if self.params.tt_history > 0 && e.mv != 0 && (s >= beta || s <= alpha) {
                    self.reward_hash_move(pos, e.mv, ply, depth, s >= beta);
                }
                return s;
            }
            tt_hint = Some((s, e.depth as i32, e.bound));
        }
        let prunable = ply > 0 && !pv_node && !in_check;
        let prune_early = prunable && excluded == 0;
        let raw_eval = if prunable { self.evaluate(pos) } else { -INF };
        let sp = self.params;
        let correction_at = if prunable && sp.corrects() {
            self.correction_at(pos, ply)
        } else {
            CorrectionAt::default()
        };
        let mut static_eval = if prunable {
            self.corrected(correction_at, raw_eval)
        } else {
            -INF
        };
        // A node whose moves may be pruned: off the principal variation, or (`prune_pv`) on
        // it too.
        let prune_moves = prunable || (sp.prune_pv > 0 && ply > 0 && !in_check);
        // A principal-variation node out of check has its static evaluation too where
        // improving is judged everywhere or its moves may be pruned.
        if !prunable && !in_check && (sp.improving_everywhere > 0 || prune_moves) {
            static_eval = self.corrected_evaluation(pos, ply);
        }
        let improving = if sp.improving_everywhere > 0 {
            // One in check has no static evaluation and is not improving.
            self.line_evals[ply] = static_eval;
            let before = [2, 4]
                .into_iter()
                .filter_map(|back| ply.checked_sub(back).map(|p| self.line_evals[p]))
                .find(|&e| e > -INF);
            static_eval > -INF && before.is_none_or(|e| static_eval > e)
        } else {
            self.line_evals[ply] = static_eval;
            // Improving: better than at this side's last move (or nothing to compare with).
            ply < 2 || static_eval > self.line_evals[ply - 2]
        };
        // What the last move did to its side's static evaluation teaches its history
        // (`eval_history`, Stockfish's): both evaluations known (neither side in check, this
        // node off the principal variation) and the move quiet.
        if sp.eval_history > 0
            && prunable
            && excluded == 0
            && self.line_quiet[ply - 1] != NO_MOVE
            && self.line_evals[ply - 1] > -INF
        {
            let raised = -(self.line_evals[ply - 1] + static_eval);
            let bonus = (sp.eval_history * depth * raised).clamp(-1000, 1000);
            let side = (!pos.turn()).index() * 10_000;
            add_history(&mut self.history[side + self.line_quiet[ply - 1]], bonus);
        }
        // A searched score from the table is a better guess than the static evaluation where
        // its bound points past it (a lower bound above it, an upper bound below it).
        if prunable
            && let Some((s, _, bound)) = tt_hint
            && s.abs() < DECIDED
            && match bound {
                Bound::Exact => true,
                Bound::Lower => s > static_eval,
                Bound::Upper => s < static_eval,
            }
        {
            static_eval = s;
        }
        // Reverse futility: far enough above beta near the leaves, a quiet position stays there.
        if prune_early
            && depth <= sp.rfp_depth
            && beta.abs() < DECIDED
            && static_eval - sp.rfp_margin * (depth - i32::from(improving)) >= beta
        {
            return static_eval;
        }
        // Razoring: far enough below alpha near the leaves, only a capture could save the node;
        // if the quiescence search finds none, the node fails low.
        if prune_early
            && depth <= 3
            && static_eval + sp.razor_base + sp.razor_depth * depth <= alpha
            && alpha.abs() < DECIDED
        {
            let s = self.qsearch(pos, ply, alpha - 1, alpha, false, 0);
            if self.watch.aborted {
                return 0;
            }
            if s < alpha {
                return s;
            }
        }
        // Null move: if passing still holds beta, a real move will too, except in zugzwang,
        // which [`Evaluate::pass`] keeps out (no pass without a man besides king and pawns,
        // none in check or in a shak series); never twice in a row.
        if prune_early
            && depth >= sp.null_depth
            && !self.after_null[ply]
            && static_eval >= beta
            && static_eval >= beta + sp.null_margin - sp.null_margin_depth * depth
            && beta.abs() < DECIDED
            && let Some(passed) = pos.pass()
        {
            let r = sp.null_base
                + depth / sp.null_depth_div
                + ((static_eval - beta) / sp.null_eval_div).min(2);
            self.keys.push(pos.placement_key());
            self.after_null[ply + 1] = true;
            self.line_moves[ply] = NO_MOVE;
            self.line_quiet[ply] = NO_MOVE;
            self.doubles[ply + 1] = self.doubles[ply];
            let mut null_pv = Vec::new();
            let s = -self.negamax(
                &passed,
                depth - 1 - r,
                ply + 1,
                -beta,
                -beta + 1,
                &mut null_pv,
                false,
                !cut_node,
            );
            self.after_null[ply + 1] = false;
            self.keys.pop();
            if self.watch.aborted {
                return 0;
            }
            if s >= beta {
                return if s >= DECIDED { beta } else { s };
            }
        }
        if prune_early
            && sp.probcut_depth > 0
            && depth >= sp.probcut_depth
            && beta.abs() < DECIDED
            && let Some(s) = self.probcut(pos, ply, depth, beta, static_eval, tt_move, tt_hint)
        {
            return s;
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        pos.legal_moves_into(&mut moves);
        if ply == 0 {
            self.keep_root_moves(&mut moves);
        }
        let node = Node {
            depth,
            ply,
            alpha,
            beta,
            in_check,
            pv_node,
            prunable: prune_moves,
            static_eval,
            raw_eval,
            correction_at,
            improving,
            key,
            tt_move,
            tt_entry: tt_hint,
            tt_pv,
            excluded,
            hash_extension: 0,
            tt_capture: false,
            before: [NO_MOVE; 4],
            cut_node,
        };
        let score = if moves.is_empty() {
            self.terminal_score(pos, ply)
        } else {
            self.search_moves(pos, &mut moves, node, pv)
        };
        self.bufs[ply] = moves;
        score
    }

    /// ProbCut: a capture (that wins enough in the exchange) which holds a margin above beta
    /// in the quiescence search and then in a search four plies shallower would very likely
    /// hold beta in the full one: its score (`Some`, stored in the table as a lower bound) cuts
    /// the node. Not where the table already has a score under that margin from nearly as
    /// deep.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        pos: &P,
        ply: usize,
        depth: i32,
        beta: i32,
        static_eval: i32,
        tt_move: u32,
        tt_hint: Option<(i32, i32, Bound)>,
    ) -> Option<i32> {
        let pc_beta = beta + self.params.probcut_margin;
        if tt_hint.is_some_and(|(s, d, _)| d >= depth - 3 && s < pc_beta) {
            return None;
        }
        let mut caps = std::mem::take(&mut self.bufs[ply]);
        pos.legal_captures_into(&mut caps);
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(pos, &caps, tt_move, ply, &mut scores);
        self.keys.push(pos.placement_key());
        let mut found = None;
        for i in 0..caps.len() {
            search_core::pick_next(&mut caps, &mut scores, i);
            let m = caps[i];
            if m.capture().is_none() || pos.see(&m, &self.values) < pc_beta - static_eval {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(&m);
            let check = child.is_check();
            self.line_moves[ply] = piece_to(&m);
            self.line_quiet[ply] = NO_MOVE;
            let mut s = -self.qsearch(&child, ply + 1, -pc_beta, -pc_beta + 1, check, 0);
            if s >= pc_beta && !self.watch.aborted {
                let mut line = Vec::new();
                s = -self.negamax(
                    &child,
                    depth - 4,
                    ply + 1,
                    -pc_beta,
                    -pc_beta + 1,
                    &mut line,
                    check,
                    false,
                );
            }
            if self.watch.aborted {
                break;
            }
            if s >= pc_beta {
                found = Some((s, move_key(&m)));
                break;
            }
        }
        self.keys.pop();
        self.bufs[ply] = caps;
        self.scores[ply] = scores;
        if self.watch.aborted {
            return Some(0);
        }
        let (s, mkey) = found?;
        let key = pos.hash();
        self.tt
            .store(key, mkey, to_tt(s, ply), depth - 3, Bound::Lower);
        Some(s)
    }

    /// The moves of a node that the table and the pruning did not settle, best first, in the
    /// shared move loop ([`search_moves`], this game's [`MoveLoop`]).
    fn search_moves(
        &mut self,
        pos: &P,
        moves: &mut [Move],
        mut node: Node,
        pv: &mut Vec<Move>,
    ) -> i32 {
        // Internal iterative reduction: no hash move, so this node was not searched before.
        if node.depth >= self.params.iir_depth && node.tt_move == 0 {
            node.depth -= 1;
        }
        node.hash_extension = match self.singular(pos, &node, node.depth) {
            Ok(extension) => extension,
            Err(cut) => return cut,
        };
        let Node {
            depth,
            ply,
            alpha,
            beta,
            key,
            tt_move,
            excluded,
            ..
        } = node;
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(pos, moves, tt_move, ply, &mut scores);
        node.before = self.earlier_moves(ply);
        node.tt_capture = self.params.lmr_tt_capture > 0 && captures(moves, tt_move) == Some(true);
        self.keys.push(pos.placement_key());
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
        self.keys.pop();
        self.scores[ply] = scores;
        if self.watch.aborted {
            return 0;
        }
        if excluded == 0 {
            let bound = Bound::of(best.score, alpha, beta);
            if bound == Bound::Upper
                && self.params.fail_low_history > 0
                && ply > 0
                && (depth >= 3 || node.pv_node)
                && self.line_quiet[ply - 1] != NO_MOVE
            {
                self.reward_refuted(pos, ply, depth);
            }
            self.tt.store_pv(
                key,
                best.key,
                to_tt(best.score, ply),
                depth,
                bound,
                node.tt_pv,
            );
            // What the search found the static evaluation missed, where the bound says it
            // (a cut-off above it, a fail low below it) and the best move was not a capture.
            if node.raw_eval > -INF && self.params.corrects() && best.score.abs() < DECIDED {
                let corrected = self.corrected(node.correction_at, node.raw_eval);
                let quiet_best = best.key == 0 || captures(moves, best.key) == Some(false);
                if quiet_best
                    && !(bound == Bound::Lower && best.score <= corrected)
                    && !(bound == Bound::Upper && best.score >= corrected)
                {
                    self.update_correction(node.correction_at, best.score, node.raw_eval, depth);
                }
            }
        }
        best.score
    }

    /// Singular extension: the hash move failed high deep enough before; if every other move
    /// fails low against a margin under its score, at half the depth, it is the only good move
    /// and gets a ply more (`Ok(1)`). If one fails high there too, above beta, several moves
    /// beat beta and the node is cut at once (`Err` with its score; also `Err(0)` when the
    /// search was stopped). If one holds the margin but not beta while the hash move's score
    /// is above beta, the hash move is not the only way to beta and is searched
    /// `singular_negative` plies shallower (`Ok(-n)`, as Stockfish's negative extension);
    /// otherwise `Ok(0)`.
    /// `depth` is the node's after its internal iterative reduction.
    fn singular(&mut self, pos: &P, node: &Node, depth: i32) -> Result<i32, i32> {
        let Node {
            ply,
            beta,
            in_check,
            tt_move,
            tt_entry,
            excluded,
            ..
        } = *node;
        let Some((tt_score, tt_depth, bound)) = tt_entry else {
            return Ok(0);
        };
        if ply == 0
            || excluded != 0
            || depth < self.params.singular_depth
            || tt_move == 0
            || bound == Bound::Upper
            || tt_depth < depth - 3
            || tt_score.abs() >= DECIDED
            || ply as i32 >= 2 * self.root_depth
        {
            return Ok(0);
        }
        let s_beta = tt_score - self.params.singular_margin * depth / 8;
        self.excluded[ply] = tt_move;
        let line_eval = self.line_evals[ply];
        let mut s_pv = Vec::new();
        let s = self.negamax(
            pos,
            (depth - 1) / 2,
            ply,
            s_beta - 1,
            s_beta,
            &mut s_pv,
            in_check,
            node.cut_node,
        );
        self.excluded[ply] = 0;
        self.line_evals[ply] = line_eval;
        if self.watch.aborted {
            Err(0)
        } else if s < s_beta {
            let double = self.params.singular_double;
            Ok(
                if double > 0 && !node.pv_node && s < s_beta - double && self.doubles[ply] < 3 {
                    2
                } else {
                    1
                },
            )
        } else if s_beta >= beta {
            Err(s_beta)
        } else if tt_score >= beta {
            Ok(-self.params.singular_negative)
        } else {
            Ok(0)
        }
    }

    /// Late-move, futility, history, continuation-history and static-exchange pruning near the
    /// leaves, at a node whose moves may be pruned: whether `m` is left out. Decided before
    /// the move is made; whether it gives check (such a move is never pruned) is asked of the
    /// position only where the rest of a pruning's conditions hold.
    #[inline(always)]
    fn pruned(&mut self, node: &Node, pos: &P, m: &Move, at: InLoop<'_, i32>) -> bool {
        let InLoop {
            i,
            score,
            quiet,
            best,
            quiets,
        } = at;
        let Node {
            depth,
            static_eval,
            improving,
            before,
            ..
        } = *node;
        if best.score <= -DECIDED {
            return false;
        }
        let mut check = None;
        let mut gives_check = || *check.get_or_insert_with(|| pos.gives_check(m));
        let sp = self.params;
        // The depth that futility and a quiet move's exchange pruning read: the node's, or
        // (`prune_reduced`) the depth a late move's reduced search would have (as Stockfish's
        // `lmrDepth`, the reductions' table alone), so that late moves are pruned further from
        // the leaves.
        let prune_depth = if sp.prune_reduced > 0 && quiet {
            depth - self.table_reduction(depth, i)
        } else {
            depth
        };
        // Late-move and futility pruning: once a move holds off a loss, a late quiet move
        // (half as many tried where the side is not improving), or one that cannot lift the
        // static evaluation to alpha, is not searched.
        if quiet
            && ((depth <= sp.late_prune_depth
                && quiets >= (sp.lmp_base + depth * depth) as usize / (2 - usize::from(improving)))
                || (prune_depth <= sp.late_prune_depth
                    && static_eval + sp.futility_base + sp.futility_depth * prune_depth
                        <= best.alpha))
            && !gives_check()
        {
            return true;
        }
        // History pruning: a quiet move that has done badly here before.
        if depth <= sp.history_prune_depth
            && quiet
            && self.quiet_history(pos.turn().index() * 10_000, m, before)
                < -sp.history_prune_margin * depth
            && !gives_check()
        {
            return true;
        }
        // Continuation-history pruning: a quiet move that did badly after both of the last
        // two moves, where its reduced search would be shallow.
        if sp.cont_prune > 0
            && quiet
            && before[0] != NO_MOVE
            && before[1] != NO_MOVE
            && depth - self.table_reduction(depth, i) < sp.cont_prune
            && {
                let pt = piece_to(m);
                self.cont[before[0] * PIECE_TO + pt] < 0 && self.cont[before[1] * PIECE_TO + pt] < 0
            }
            && !gives_check()
        {
            return true;
        }
        // Static-exchange pruning: a capture that loses more than a margin growing with the
        // depth (the ordering put every losing one last), or a quiet move that puts a man
        // where it is lost for more than that.
        prune_depth <= sp.see_depth
            && (quiet || score < 0)
            && !gives_check()
            && pos.see(m, &self.values)
                < if quiet {
                    -sp.see_quiet * prune_depth * prune_depth
                } else {
                    -sp.see_capture * depth
                }
    }

    /// Appends to `moves` (a quiescence node's captures) its legal quiet moves that give check
    /// and lose nothing in the exchange.
    fn add_quiet_checks(&mut self, pos: &P, moves: &mut Vec<Move>) {
        let mut all = std::mem::take(&mut self.quiet_buf);
        pos.legal_moves_into(&mut all);
        moves.extend(all.iter().filter(|m| {
            !m.is_capture()
                && m.promotion().is_none()
                && pos.gives_check(m)
                && pos.see(m, &self.values) >= 0
        }));
        self.quiet_buf = all;
    }

    /// Captures and promotions until the position is quiet (standing pat on the evaluation);
    /// in check, every reply (so that a mate at the horizon is seen and scored by the rules).
    fn qsearch(
        &mut self,
        pos: &P,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        in_check: bool,
        q_ply: usize,
    ) -> i32 {
        if self.watch.nodes & 1023 == 0 || self.watch.nodes >= self.watch.node_cap {
            self.watch.check();
        }
        if self.watch.aborted {
            return 0;
        }
        self.watch.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 && pos.drawn_at_once() {
            return self.draw_score(pos);
        }
        if ply >= MAX_PLY - 1 {
            return self.static_eval(pos);
        }
        if pos.halfmoves() >= 100 && !in_check {
            return self.draw_score(pos);
        }
        // The table: any depth settles a quiescence node (the main search's entries too).
        let key = pos.hash();
        let mut tt_move = 0;
        // A deeper entry (the main search's) is kept: this node's result does not replace it.
        let mut keep_entry = false;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            keep_entry = e.depth > 0;
            let s = from_tt(e.score as i32, ply);
            if e.bound.settles(s, alpha, beta) {
                return s;
            }
        }
        let alpha0 = alpha;
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        // No standing pat in check.
        let mut stand = None;
        if in_check {
            // Every reply: a mate here is scored by the rules.
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                self.bufs[ply] = moves;
                return self.terminal_score(pos, ply);
            }
            if pos.halfmoves() >= 100 {
                self.bufs[ply] = moves;
                return self.draw_score(pos);
            }
        } else {
            // Standing pat (a stalemate at the horizon is left to the main search).
            let pat = self.corrected_evaluation(pos, ply);
            if pat >= beta {
                self.bufs[ply] = moves;
                return pat;
            }
            alpha = alpha.max(pat);
            stand = Some(pat);
            pos.legal_captures_into(&mut moves);
            // Deep in the quiescence search only recaptures (on the square the last move
            // took on), as Stockfish's.
            let deep = self.params.q_recapture_plies;
            if deep > 0 && q_ply >= deep as usize && ply > 0 {
                let last = self.line_moves[ply - 1];
                if last != NO_MOVE {
                    moves.retain(|m| m.to().index() == last % 100);
                }
            }
            // At the quiescence search's first ply, quiet checks that do not give their man
            // away too (`q_checks`, as Stockfish's): a mate by a series of checks shows
            // before the horizon hides it.
            if self.params.q_checks > 0 && q_ply == 0 {
                self.add_quiet_checks(pos, &mut moves);
            }
        }
        self.q_plies[ply] = q_ply;
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(pos, &moves, tt_move, ply, &mut scores);
        let (best, best_key) = quiescence_moves(
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
        if !self.watch.aborted && !keep_entry {
            let bound = Bound::of(best, alpha0, beta);
            self.tt.store(key, best_key, to_tt(best, ply), 0, bound);
        }
        best
    }
}

/// Shatar's and hiashatar's moves in the shared move loop: the move a singular search leaves
/// out, late-move, futility and static-exchange pruning near the leaves, check and singular
/// extensions, late-move reductions (of losing captures too) by the histories, the line's
/// moves for the continuation history, and the killers' and histories' rewards.
impl<P: Evaluate> MoveLoop for Searcher<P> {
    type Pos = P;
    type Move = Move;
    /// Whether the move gives check, and what tells the child's kind of node.
    type Note = ChildNote;
    /// A quiet move's start and end (a capture's index in the captures' history), and its man
    /// and end.
    type Tried = (usize, usize);
    type Node = Node;
    type Score = i32;
    /// A reduced move that beats alpha at a principal-variation node is searched at full depth
    /// with a null window first (Stockfish's order; 12 % fewer nodes to depth 10 on forty
    /// middle games of the match, docs/engine.md).
    const VERIFY_REDUCED: bool = true;

    /// The move a singular search leaves out, and the pruning near the leaves (late-move,
    /// futility, history, continuation-history, static-exchange), decided before the move is
    /// made.
    #[inline(always)]
    fn skip(&mut self, node: &Node, pos: &P, m: &Move, at: InLoop<'_, i32>) -> bool {
        move_key(m) == node.excluded || (node.prunable && self.pruned(node, pos, m, at))
    }

    #[inline(always)]
    fn play(child: &mut P, m: &Move) {
        child.play_unchecked(m);
    }

    #[inline(always)]
    fn prepare(
        &mut self,
        node: &Node,
        pos: &P,
        m: &Move,
        child: &P,
        at: InLoop<'_, i32>,
    ) -> Option<Prepared<ChildNote>> {
        let InLoop {
            i, score, quiet, ..
        } = at;
        let Node {
            depth,
            ply,
            in_check,
            pv_node,
            improving,
            tt_move,
            hash_extension,
            tt_capture,
            before,
            cut_node,
            ..
        } = *node;
        let mkey = move_key(m);
        let gives_check = child.is_check();
        let sp = self.params;
        // Check extension, up to twice the iteration's depth from the root, for a check
        // that does not give its man away (one that can be taken back on its square
        // counts only if it took as much as it risks).
        let check_extension = i32::from(
            gives_check
                && depth >= sp.check_extension_depth
                && (ply as i32) < 2 * self.root_depth
                && (m
                    .capture()
                    .is_some_and(|(_, victim)| self.value(victim) >= self.value(m.piece()))
                    || !pos.is_recapturable(m)),
        );
        // The hash move's own extension by the singular search: a ply more where it is
        // singular, plies less where it is not the only way to beta (unless it gives check).
        let extension = if mkey != tt_move {
            check_extension
        } else if hash_extension < 0 && !gives_check {
            hash_extension
        } else {
            hash_extension.max(check_extension)
        };
        let mut r = 0;
        // Late quiet moves are reduced, and so are captures that lose in the exchange.
        if depth >= 3
            && i >= 2 + usize::from(pv_node)
            && (quiet || score < 0)
            && !gives_check
            && !in_check
        {
            r = self.table_reduction(depth, i);
            r -= i32::from(pv_node);
            if node.tt_pv {
                r -= sp.tt_pv;
            }
            r += i32::from(!improving);
            if cut_node {
                r += sp.lmr_cut;
            }
            r += if tt_capture && quiet {
                sp.lmr_tt_capture
            } else {
                0
            };
            r -= i32::from(
                mkey == self.killers[ply][0]
                    || mkey == self.killers[ply][1]
                    || (sp.countermove > 0 && mkey == self.countermove(pos, ply)),
            );
            let side = pos.turn().index() * 10_000;
            r -= if quiet {
                self.quiet_history(side, m, before) / sp.lmr_history_quiet
            } else if let Some(h) = self.capture_history_of(pos, m) {
                h / sp.lmr_history_capture
            } else {
                self.history[side + from_to(m)] / sp.lmr_history_capture
            };
            r = r.clamp(-sp.lmr_extend.min(1), depth - 2);
        }
        self.line_moves[ply] = piece_to(m);
        self.line_quiet[ply] = if quiet { from_to(m) } else { NO_MOVE };
        self.line_early[ply] = i == usize::from(tt_move != 0) || mkey == self.killers[ply][0];
        self.doubles[ply + 1] = self.doubles[ply] + u8::from(extension == 2);
        Some(Prepared {
            extension,
            reduction: r,
            note: ChildNote {
                gives_check,
                full_depth: depth - 1 + extension,
                cut_node,
            },
        })
    }

    #[inline(always)]
    fn search(
        &mut self,
        child: &P,
        note: ChildNote,
        ply: usize,
        depth: i32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> Option<i32> {
        let cut_node = child_cut_node(beta - alpha > 1, depth < note.full_depth, note.cut_node);
        let s = -self.negamax(
            child,
            depth,
            ply,
            -beta,
            -alpha,
            pv,
            note.gives_check,
            cut_node,
        );
        (!self.watch.aborted).then_some(s)
    }

    #[inline(always)]
    fn key(m: &Move) -> u32 {
        move_key(m)
    }

    /// Quiet or not, and a capture or not: the rewards read the quiet moves tried, and the
    /// captures tried where the capture history is kept.
    #[inline(always)]
    fn kind(m: &Move) -> (bool, bool) {
        (!m.is_capture() && m.promotion().is_none(), m.is_capture())
    }

    #[inline(always)]
    fn tried(m: &Move) -> (usize, usize) {
        (capture_index(m).unwrap_or_else(|| from_to(m)), piece_to(m))
    }

    fn cut(&mut self, node: &Node, pos: &P, m: &Move, tried: &Tried<(usize, usize)>, score: i32) {
        let margin = self.params.cut_bonus_margin;
        let deeper = margin > 0 && score > node.beta.saturating_add(margin);
        self.reward(
            pos,
            m,
            node.ply,
            node.depth + i32::from(deeper),
            tried.quiets(),
        );
        let ply = node.ply;
        if self.params.refuted_early > 0
            && ply > 0
            && self.line_quiet[ply - 1] != NO_MOVE
            && self.line_early[ply - 1]
        {
            let penalty = -self.bonus(node.depth + 1);
            self.reward_continuations(ply - 1, self.line_moves[ply - 1], penalty, &[]);
        }
        if self.params.capture_history > 0 {
            self.reward_captures(pos, m, node.depth, tried.captures());
        }
    }

    fn root_best(&mut self) -> &mut RootBest<Move> {
        &mut self.root_best
    }

    /// Delta pruning: a capture that cannot lift the score to alpha even with a margin, one
    /// that loses material in the exchange (its score told by the ordering), or (`q_moves`)
    /// one past the first few in the order; never in check (no standing pat: every reply is
    /// searched).
    #[inline(always)]
    fn q_skip(
        &mut self,
        _: &P,
        m: &Move,
        i: usize,
        score: i32,
        stand: Option<i32>,
        alpha: i32,
    ) -> bool {
        let late = self.params.q_moves > 0 && i >= self.params.q_moves as usize;
        stand.is_some_and(|stand| {
            m.promotion().is_none()
                && m.capture().is_some_and(|(_, victim)| {
                    late || stand + self.value(victim) + self.params.delta_margin <= alpha
                        || score < 0
                })
        })
    }

    #[inline(always)]
    fn q_search(&mut self, child: &P, m: &Move, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        // The child's evasions are ordered by the continuation history of this move.
        self.line_moves[ply] = piece_to(m);
        let check = child.is_check();
        let s = -self.qsearch(child, ply + 1, -beta, -alpha, check, self.q_plies[ply] + 1);
        (!self.watch.aborted).then_some(s)
    }
}

/// The root of one search, as iterative deepening ([`deepen`]) drives it.
struct Root<'a, P: Evaluate> {
    searcher: &'a mut Searcher<P>,
    pos: &'a P,
    in_check: bool,
    /// Half the helper threads search a ply deeper, to run ahead of the main thread.
    ahead: i32,
    progress: &'a mut dyn FnMut(&Progress),
}

impl<P: Evaluate> RootSearch for Root<'_, P> {
    type Move = Move;

    fn search_root(
        &mut self,
        depth: u32,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> Option<i32> {
        let s = &mut *self.searcher;
        let depth = depth as i32 + self.ahead;
        s.root_depth = depth;
        let score = s.negamax(self.pos, depth, 0, alpha, beta, pv, self.in_check, false);
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
            seldepth: self.searcher.seldepth as u32,
            score: result.score,
            pv: result.pv.clone(),
            nodes,
            nps: search_core::nps(nodes, elapsed),
            elapsed,
        });
    }
}

/// Where a position's corrections stand in [`Searcher`]'s table: the pawns' entry and each
/// side's other men's (the table holds the pawns' entries by side to move first, then each
/// colour's men's by side to move).
#[derive(Clone, Copy)]
struct CorrectionAt {
    pawns: usize,
    pieces: [usize; 2],
    /// The last two moves' entry ([`CORRECTION_CONT`] on), or [`NO_MOVE`] where there is
    /// none or its table is off.
    cont: usize,
}

impl Default for CorrectionAt {
    fn default() -> Self {
        CorrectionAt {
            pawns: 0,
            pieces: [0; 2],
            cont: NO_MOVE,
        }
    }
}

/// The correction history's entries per side.
const CORRECTION_SIZE: usize = 1 << 14;
/// Where the last two moves' correction history begins in [`Searcher`]'s table (after the
/// pawns' and the men's; [`PIECE_TO`] × [`PIECE_TO`] entries, by the move two plies before,
/// then the last).
const CORRECTION_CONT: usize = 6 * CORRECTION_SIZE;
/// The correction histories' entries under `params`: the last two moves' only where their
/// number (`correction_cont`) is on.
fn correction_len(params: &SearchParams) -> usize {
    CORRECTION_CONT + usize::from(params.correction_cont > 0) * PIECE_TO * PIECE_TO
}
/// The correction history's unit: this many to a centipawn.
const CORRECTION_GRAIN: i32 = 256;
/// The largest correction, 64 centipawns.
const CORRECTION_MAX: i32 = 64 * CORRECTION_GRAIN;

/// What the search settled about a node before its moves were generated: the move
/// loop's facts of the node ([`MoveLoop::Node`]; public only as that, its fields the search's).
#[derive(Clone, Copy)]
pub struct Node {
    depth: i32,
    ply: usize,
    alpha: i32,
    beta: i32,
    in_check: bool,
    pv_node: bool,
    /// Its moves may be left out by late-move, futility and exchange pruning: a node out of
    /// check off the principal variation (on it too with `prune_pv`).
    prunable: bool,
    static_eval: i32,
    /// The static evaluation before the correction history (`-INF` where none was made).
    raw_eval: i32,
    /// The node's entries in the correction histories.
    correction_at: CorrectionAt,
    improving: bool,
    key: u64,
    tt_move: u32,
    /// The table's entry for the hash move: its score, depth and bound.
    tt_entry: Option<(i32, i32, Bound)>,
    /// Whether the position is or was on a principal variation (the table's flag).
    tt_pv: bool,
    /// The move a singular-extension search leaves out here (0: none).
    excluded: u32,
    /// The hash move's extension by the singular search (1 where it is singular, 0, or minus
    /// `singular_negative` plies where it is not the only way to beta); set in
    /// [`Searcher::search_moves`].
    hash_extension: i32,
    /// The hash move is a capture (set in [`Searcher::search_moves`], only where
    /// `lmr_tt_capture` reads it).
    tt_capture: bool,
    /// The moves before, for the continuation history ([`Searcher::earlier_moves`], set with
    /// the ordering).
    before: [usize; 4],
    /// An expected cut node (a null-window search where the node above expects to fail low,
    /// as Stockfish's `cutNode`): its late moves are reduced more (`lmr_cut`).
    cut_node: bool,
}

/// What a move's search needs besides the child ([`MoveLoop::Note`]; public only as that):
/// whether it gives check, the depth of its unreduced search and whether the node is an
/// expected cut node (the child's own kind follows from these and its window, as Stockfish's
/// `cutNode`).
#[derive(Clone, Copy, Debug)]
pub struct ChildNote {
    gives_check: bool,
    full_depth: i32,
    cut_node: bool,
}

/// Whether the move of `moves` with the key `key` is a capture (`None`: no such move).
fn captures(moves: &[Move], key: u32) -> Option<bool> {
    moves
        .iter()
        .find(|m| move_key(m) == key)
        .map(|m| m.capture().is_some())
}

#[cfg(test)]
mod tests {
    use super::{CORRECTION_CONT, Limits, PIECE_TO, Searcher, child_cut_node, decay_history};
    use crate::search::eval::Evaluate;
    use crate::{Variant, shatar};

    #[test]
    fn the_evaluation_cache_is_kept_between_searches_under_the_same_options_only() {
        // The same men under two rule sets that score them differently (§1.4: modern shatar's
        // bers is a chess queen).
        let fen = "4k3/pppp4/8/8/3J4/8/PPPP4/4K3 w - - 0 1";
        let plain = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        let modern = shatar::Position::from_fen(
            fen,
            shatar::Options {
                modern: true,
                ..Default::default()
            },
        )
        .unwrap();
        assert_ne!(plain.evaluate(), modern.evaluate());
        assert_eq!(plain.placement_key(), modern.placement_key());
        let mut s = Searcher::<shatar::Position>::new(1);
        let keys = [plain.placement_key()];
        s.prepare(&plain, &keys, Limits::default());
        assert_eq!(s.evaluate(&plain), plain.evaluate());
        // The next search under the same options keeps what the last one found.
        s.prepare(&plain, &keys, Limits::default());
        let slot = plain.placement_key() as usize & (s.evals.len() - 1);
        assert_eq!(s.evals[slot], (plain.placement_key(), plain.evaluate()));
        // Under other options it starts afresh: the same men are scored by the new rules.
        s.prepare(&modern, &keys, Limits::default());
        assert_eq!(s.evals[slot], (0, 0));
        assert_eq!(s.evaluate(&modern), modern.evaluate());
        // Cleared with the table (new weights, a new game).
        s.clear();
        assert_eq!(s.evals[slot], (0, 0));
    }

    #[test]
    fn the_last_two_moves_correction_table_is_made_only_while_its_number_is_on() {
        let pos = shatar::Position::new(shatar::Options::default());
        let keys = [pos.placement_key()];
        let mut s = Searcher::<shatar::Position>::new(1);
        s.prepare(&pos, &keys, Limits::default());
        assert_eq!(s.correction.len(), CORRECTION_CONT);
        let mut w = pos.weights();
        w.search.correction_cont = 16;
        s.set_weights(Some(w));
        s.prepare(&pos, &keys, Limits::default());
        assert_eq!(s.correction.len(), CORRECTION_CONT + PIECE_TO * PIECE_TO);
        // A search reads and writes it (its entries in range) and moves some.
        let r = s.search(
            &crate::Game::new(pos.clone()),
            Limits::depth(6),
            &mut |_| {},
        );
        assert!(r.best.is_some());
        assert!(s.correction[CORRECTION_CONT..].iter().any(|&c| c != 0));
        // Off again: the table is given back, the rest kept.
        w.search.correction_cont = 0;
        s.set_weights(Some(w));
        s.prepare(&pos, &keys, Limits::default());
        assert_eq!(s.correction.len(), CORRECTION_CONT);
        assert_eq!(s.correction.capacity(), CORRECTION_CONT);
    }

    #[test]
    fn a_child_s_kind_follows_its_window_its_reduction_and_its_parent() {
        // A principal-variation window: a PV node, whatever else.
        for (reduced, parent_cut) in [(false, false), (true, true), (false, true)] {
            assert!(!child_cut_node(true, reduced, parent_cut));
        }
        // A reduced null-window search expects a cut.
        assert!(child_cut_node(false, true, false));
        assert!(child_cut_node(false, true, true));
        // Unreduced: the opposite of the parent (a PV or all node's child is a cut node).
        assert!(child_cut_node(false, false, false));
        assert!(!child_cut_node(false, false, true));
    }

    #[test]
    fn the_histories_decay_as_a_division_toward_zero() {
        let scores = [-16_384, -7, -3, -1, 0, 1, 3, 7, 16_383];
        for by in [1, 2, 3, 8] {
            let mut t = scores;
            decay_history(&mut t, by);
            let divided = scores.map(|h| h / by);
            assert_eq!(t, divided, "by {by}");
        }
        // Kept whole where the divisor is under 1 (the weights keep it at 1 or more).
        let mut t = scores;
        decay_history(&mut t, 0);
        assert_eq!(t, scores);
    }
}
