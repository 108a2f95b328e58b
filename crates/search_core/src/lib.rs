//! What the engines' searches share, Shatra's (`shatra_engine`) and the Mongolian games'
//! (`mongol_engine`): the lock-free transposition table ([`tt`]), the limits of a search and its
//! result, mate scores and their text, the history update and the move picking of the ordering, the
//! joining of lazy-SMP helper threads, the playing strengths ([`player`]: levels, the budgets a
//! caller asks for, the weak levels' noise), the parts of a node's move loop that both trees share
//! ([`tree`]: late-move reductions, one move's principal-variation search, the node's best move,
//! killers and history bonuses), and the clock (web-time's in the browser, where std's `Instant`
//! panics). Each engine keeps its own move generation, evaluation, ordering scores and tree (what
//! it prunes, extends and reduces); the pieces here are the same code for both, so a fix reaches
//! both games at once.

pub mod player;
pub mod tree;
pub mod tt;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

// std's Instant panics on wasm (the browser's search worker); web-time's is the performance clock.
#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;

/// Score of a won position at the root; a win in n plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Above every score (the search's open window).
pub const INF: i32 = 31_000;
/// The deepest the tree goes (quiescence included).
pub const MAX_PLY: usize = 128;
/// The most search threads a searcher uses.
pub const MAX_THREADS: usize = 64;
/// Scores at least this far from zero are mates.
pub const DECIDED: i32 = MATE - MAX_PLY as i32;

/// Whether `score` is a mate (won or lost) within the tree.
pub fn is_mate_score(score: i32) -> bool {
    score.abs() >= DECIDED
}

/// A score as text: `+1.25` (in hundredths: the game's men or pawns) or `win in 3` /
/// `loss in 2` (plies).
pub fn format_score(score: i32) -> String {
    if score >= DECIDED {
        format!("win in {}", MATE - score)
    } else if score <= -DECIDED {
        format!("loss in {}", MATE + score)
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}

/// A score to store: a mate counted from this node rather than from the root.
pub fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= DECIDED {
        score + ply as i32
    } else if score <= -DECIDED {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read at `ply`: a mate counted from the root again.
pub fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= DECIDED {
        score - ply as i32
    } else if score <= -DECIDED {
        score + ply as i32
    } else {
        score
    }
}

/// How long a search may run. Unset limits do not apply; with none set the search goes on until
/// it is stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// No new iteration starts after this.
    pub soft_time: Option<Duration>,
    /// The search stops at once after this.
    pub hard_time: Option<Duration>,
    /// `go mate N`: the search ends once it has found a win in N moves or fewer.
    pub mate: Option<u32>,
}

impl Limits {
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }
    /// Think for about `t`: a soft limit of half of it and a hard limit of all of it.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            soft_time: Some(t / 2),
            hard_time: Some(t),
            ..Limits::default()
        }
    }

    /// These limits for a move of a timed game: with a `cap` (the time the clock allows this
    /// move), a level's `game_time` (soft, hard) in place of its own budget, and no more than the
    /// cap (hard) and half of it (soft). Without a cap, these limits as they are.
    pub fn capped(self, game_time: Option<(Duration, Duration)>, cap: Option<Duration>) -> Limits {
        let mut limits = self;
        if let Some((soft, hard)) = game_time
            && cap.is_some()
        {
            limits = Limits {
                soft_time: Some(soft),
                hard_time: Some(hard),
                ..Limits::default()
            };
        }
        if let Some(c) = cap {
            limits.hard_time = Some(limits.hard_time.map_or(c, |t| t.min(c)));
            limits.soft_time = Some(limits.soft_time.map_or(c / 2, |t| t.min(c / 2)));
        }
        limits
    }
}

/// What one search thread watches as it runs: its limits and clock, its node count (also added
/// to the count shared by all the search's threads as it goes), the stop flag shared with the
/// caller, and whether the search was stopped.
#[derive(Debug)]
pub struct Watch {
    pub limits: Limits,
    pub start: Instant,
    pub nodes: u64,
    /// This thread's nodes already added to `shared_nodes`.
    nodes_told: u64,
    /// Every thread's nodes of the search under way, as each told them at its last check (the
    /// caller sets it to 0 before the search and gives every thread the same counter).
    pub shared_nodes: Arc<AtomicU64>,
    pub stop: Arc<AtomicBool>,
    /// Up while the engine ponders (UCI `go ponder`): the time limits wait until it is lowered
    /// (`ponderhit`), then count from the start, as Stockfish's do.
    pub ponder: Arc<AtomicBool>,
    /// Set by [`Watch::check`] when a limit is reached or the stop flag raised.
    pub aborted: bool,
    /// The node budget in force, checked by [`Watch::check`] (`u64::MAX`: none).
    pub node_cap: u64,
    /// The hard time in force, checked by [`Watch::check`].
    hard_time: Option<Duration>,
    /// A depth ended past the soft time while the engine pondered: the search stops as soon as
    /// it no longer ponders (`ponderhit`), as Stockfish's `stopOnPonderhit`.
    stop_on_ponderhit: bool,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch {
            limits: Limits::default(),
            start: Instant::now(),
            nodes: 0,
            nodes_told: 0,
            shared_nodes: Arc::new(AtomicU64::new(0)),
            stop: Arc::new(AtomicBool::new(false)),
            ponder: Arc::new(AtomicBool::new(false)),
            aborted: false,
            node_cap: u64::MAX,
            hard_time: None,
            stop_on_ponderhit: false,
        }
    }
}

impl Watch {
    /// Starts a search within `limits`: the clock from now, no nodes, not stopped. Its node
    /// budget and hard time are in force at once when `cap_now`, otherwise only from
    /// [`Watch::cap`] (the stop flag always is).
    pub fn begin(&mut self, limits: Limits, cap_now: bool) {
        self.limits = limits;
        self.node_cap = u64::MAX;
        self.hard_time = None;
        if cap_now {
            self.cap();
        }
        self.start = Instant::now();
        self.nodes = 0;
        self.nodes_told = 0;
        self.aborted = false;
        self.stop_on_ponderhit = false;
    }

    /// Puts the limits' node budget and hard time in force (e.g. once a first depth is
    /// complete, so that the move played is a searched one however little time is left).
    pub fn cap(&mut self) {
        self.node_cap = self.limits.nodes.unwrap_or(u64::MAX);
        self.hard_time = self.limits.hard_time;
    }

    /// Checks the limits, having first added this thread's new nodes to the shared count: sets
    /// `aborted` when the stop flag is up, the node budget spent (by every thread, each thread
    /// seeing the others' nodes: a thread that runs on while another waits for the processor
    /// stops at the budget itself) or the hard time past (not while pondering), or, once the
    /// engine no longer ponders, a depth had ended past the soft time while it did.
    #[inline]
    pub fn check(&mut self) {
        self.shared_nodes
            .fetch_add(self.nodes - self.nodes_told, Ordering::Relaxed);
        self.nodes_told = self.nodes;
        if self.stop.load(Ordering::Relaxed)
            || self.total_nodes() >= self.node_cap
            || ((self.stop_on_ponderhit
                || self.hard_time.is_some_and(|t| self.start.elapsed() >= t))
                && !self.ponder.load(Ordering::Relaxed))
        {
            self.aborted = true;
        }
    }

    /// Every thread's nodes so far: those told to the shared count and this thread's since.
    pub fn total_nodes(&self) -> u64 {
        self.shared_nodes.load(Ordering::Relaxed) + self.nodes - self.nodes_told
    }

    /// Whether iterative deepening should stop after a depth completed `elapsed` after the
    /// start: its soft time is past (and it does not ponder), or the stop flag is up. Past the
    /// soft time while pondering, the search goes on but stops at `ponderhit`
    /// ([`Watch::check`]).
    pub fn deepening_over(&mut self, elapsed: Duration) -> bool {
        let soft_past = self.limits.soft_time.is_some_and(|t| elapsed >= t);
        let pondering = self.ponder.load(Ordering::Relaxed);
        if soft_past && pondering {
            self.stop_on_ponderhit = true;
        }
        (soft_past && !pondering) || self.stop.load(Ordering::Relaxed)
    }
}

/// Nodes a second for `nodes` searched in `elapsed` (at least a microsecond counted), as every
/// engine's `info` lines report it.
pub fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64
}

/// The outcome of a search, in the engine's move type `M`.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// `None` only when the position has no legal move.
    pub best: Option<M>,
    pub score: i32,
    pub depth: u32,
    pub pv: Vec<M>,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// One iteration of iterative deepening in an aspiration window: from depth 5, while the last
/// score is no near-win, a window of `delta` round it, each failed side widened (a fail low also
/// halves the gap above), `delta` tripled each time and the whole window once past 1500; before
/// depth 5 the whole window at once. `search(alpha, beta)` is the tree's search, `None` when it was
/// stopped: so is the iteration.
pub fn aspiration(
    last: i32,
    depth: u32,
    mut delta: i32,
    mut search: impl FnMut(i32, i32) -> Option<i32>,
) -> Option<i32> {
    let (mut alpha, mut beta) = if depth >= 5 && last.abs() < 2000 {
        (last - delta, last + delta)
    } else {
        (-INF, INF)
    };
    loop {
        let s = search(alpha, beta)?;
        if s <= alpha {
            beta = (alpha + beta) / 2;
            alpha = (s - delta).max(-INF);
        } else if s >= beta {
            beta = (s + delta).min(INF);
        } else {
            return Some(s);
        }
        delta *= 3;
        if delta > 1500 {
            (alpha, beta) = (-INF, INF);
        }
    }
}

/// A history score's bound: [`add_history`] keeps every score within ±`HISTORY_MAX`.
pub const HISTORY_MAX: i32 = 16_384;

/// Adds `bonus` to a history score, keeping it within ±[`HISTORY_MAX`] (a bonus moves it less
/// the nearer it already is to the bound).
#[inline]
pub fn add_history(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

/// Brings the best-scored of the remaining moves to position `i` (a selection sort done one
/// step at a time, so a cut-off leaves the rest unsorted).
#[inline]
pub fn pick_next<M, S: Ord>(moves: &mut [M], scores: &mut [S], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
}

/// Lazy SMP: each of the `helpers` searches the same tree on a thread of its own (`helper`, which
/// must poll `stop`) while this thread runs `main`; when `main` is done `stop` is raised and the
/// helpers are joined before its result is returned. The helpers share the engine's
/// transposition table, so their work fills it for the main search.
pub fn lazy_smp<H: Send, R>(
    helpers: &mut [H],
    stop: &AtomicBool,
    helper: impl Fn(&mut H) + Sync,
    main: impl FnOnce() -> R,
) -> R {
    std::thread::scope(|scope| {
        let helper = &helper;
        let running: Vec<_> = helpers
            .iter_mut()
            .map(|h| scope.spawn(move || helper(h)))
            .collect();
        let r = main();
        stop.store(true, Ordering::Relaxed);
        join_all(running);
        r
    })
}

/// Joins the helper threads one by one: a scope's own wait ends when their work is done, before
/// their threads have ended and freed their thread-locals, so a search could return with a
/// helper thread still going (LeakSanitizer saw its handle as a leak in the `mongol_uci` fuzz
/// target). A helper's panic goes on to the caller.
fn join_all<T>(running: Vec<std::thread::ScopedJoinHandle<'_, T>>) {
    for h in running {
        if let Err(panic) = h.join() {
            std::panic::resume_unwind(panic);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_read_back_from_the_table_at_any_ply() {
        for score in [MATE - 3, -MATE + 7, 0, 250, -DECIDED + 1] {
            for ply in [0, 1, 9, 60] {
                assert_eq!(from_tt(to_tt(score, ply), ply), score, "{score} at {ply}");
            }
        }
        assert_eq!(
            to_tt(MATE - 5, 3),
            MATE - 2,
            "a mate 2 plies from this node"
        );
        assert_eq!(format_score(MATE - 3), "win in 3");
        assert_eq!(format_score(-MATE + 2), "loss in 2");
        assert_eq!(format_score(125), "+1.25");
        assert!(is_mate_score(-DECIDED) && !is_mate_score(DECIDED - 1));
    }

    #[test]
    fn an_aspiration_window_widens_on_each_failed_side_until_the_score_is_inside() {
        // The true score is 300; the last iteration said 0.
        let mut windows = Vec::new();
        let got = aspiration(0, 6, 40, |a, b| {
            windows.push((a, b));
            Some(300.clamp(a, b))
        });
        assert_eq!(got, Some(300));
        assert_eq!(windows, [(-40, 40), (-40, 80), (-40, 200), (-40, 560)]);
        // Before depth 5 the whole window; a stopped search stops the iteration.
        let mut first = None;
        assert_eq!(
            aspiration(0, 4, 40, |a, b| {
                first.get_or_insert((a, b));
                None
            }),
            None
        );
        assert_eq!(first, Some((-INF, INF)));
    }

    #[test]
    fn a_cap_bounds_the_time_and_a_level_plays_its_game_time_under_one() {
        let s = Duration::from_secs;
        let l = Limits::depth(9);
        assert_eq!(l.capped(Some((s(1), s(3))), None), l, "no cap, no change");
        let c = l.capped(Some((s(1), s(3))), Some(s(2)));
        assert_eq!(
            (c.depth, c.soft_time, c.hard_time),
            (None, Some(s(1)), Some(s(2)))
        );
        let c = Limits::movetime(s(8)).capped(None, Some(s(4)));
        assert_eq!((c.soft_time, c.hard_time), (Some(s(2)), Some(s(4))));
    }

    #[test]
    fn nodes_a_second_count_a_microsecond_at_least() {
        assert_eq!(nps(1_500, Duration::from_millis(500)), 3_000);
        assert_eq!(nps(5, Duration::ZERO), 5_000_000);
    }

    #[test]
    fn the_best_remaining_move_comes_next_and_history_stays_bounded() {
        let mut moves = ['a', 'b', 'c', 'd'];
        let mut scores = [5, 1, 9, 9];
        pick_next(&mut moves, &mut scores, 0);
        assert_eq!((moves[0], scores[0]), ('c', 9), "the first of the best");
        pick_next(&mut moves, &mut scores, 1);
        assert_eq!(moves[1], 'd');
        let mut h = 0;
        for _ in 0..1000 {
            add_history(&mut h, 2000);
        }
        assert!(h > 0 && h <= HISTORY_MAX, "{h}");
    }

    #[test]
    fn the_watch_stops_at_its_node_budget_from_the_start_or_once_capped() {
        let limits = Limits {
            nodes: Some(100),
            ..Limits::default()
        };
        let mut w = Watch::default();
        w.begin(limits, true);
        w.nodes = 99;
        w.check();
        assert!(!w.aborted);
        w.nodes = 100;
        w.check();
        assert!(w.aborted);
        // Not capped at first (a first depth must complete): only after `cap`.
        w.begin(limits, false);
        assert_eq!((w.nodes, w.aborted), (0, false));
        w.nodes = 500;
        w.check();
        assert!(!w.aborted);
        w.cap();
        w.check();
        assert!(w.aborted);
        // The hard time likewise.
        let limits = Limits {
            hard_time: Some(Duration::ZERO),
            ..Limits::default()
        };
        w.begin(limits, false);
        w.check();
        assert!(!w.aborted);
        w.cap();
        w.check();
        assert!(w.aborted);
        w.begin(limits, true);
        w.check();
        assert!(w.aborted);
    }

    #[test]
    fn every_thread_s_nodes_are_counted_once_in_the_total() {
        let mut main = Watch::default();
        let mut helper = Watch {
            shared_nodes: main.shared_nodes.clone(),
            ..Watch::default()
        };
        main.begin(Limits::default(), true);
        helper.begin(Limits::default(), true);
        main.nodes = 10;
        helper.nodes = 30;
        helper.check();
        helper.check();
        helper.nodes = 35;
        helper.check();
        assert_eq!(main.total_nodes(), 45);
        main.check();
        main.check();
        assert_eq!((main.total_nodes(), helper.total_nodes()), (45, 45));
    }

    /// A thread that runs on while another waits for the processor stops at the budget itself:
    /// a two-thread `go nodes 30000` searched 36 864 on a loaded machine, the helper having
    /// seen only its own nodes.
    #[test]
    fn a_thread_stops_at_the_budget_spent_by_all_threads() {
        let limits = Limits {
            nodes: Some(1000),
            ..Limits::default()
        };
        let mut main = Watch::default();
        let mut helper = Watch {
            shared_nodes: main.shared_nodes.clone(),
            ..Watch::default()
        };
        main.begin(limits, true);
        helper.begin(limits, true);
        main.nodes = 600;
        main.check();
        helper.nodes = 399;
        helper.check();
        assert!(!helper.aborted && !main.aborted);
        helper.nodes = 450;
        helper.check();
        assert!(helper.aborted, "600 + 450 nodes against a budget of 1000");
    }

    #[test]
    fn deepening_is_over_past_the_soft_time_or_when_stopped() {
        let mut w = Watch::default();
        w.begin(
            Limits {
                soft_time: Some(Duration::from_millis(50)),
                ..Limits::default()
            },
            true,
        );
        assert!(!w.deepening_over(Duration::from_millis(49)));
        assert!(w.deepening_over(Duration::from_millis(50)));
        w.begin(Limits::default(), true);
        assert!(!w.deepening_over(Duration::from_secs(3600)));
        w.stop.store(true, Ordering::Relaxed);
        assert!(w.deepening_over(Duration::ZERO));
        w.check();
        assert!(w.aborted, "the stop flag also stops the tree");
    }

    /// While the engine ponders no time limit counts; once it is told the move was played
    /// (`ponderhit`), they count from the start.
    #[test]
    fn no_time_limit_counts_while_pondering() {
        let mut w = Watch::default();
        w.ponder.store(true, Ordering::Relaxed);
        w.begin(
            Limits {
                soft_time: Some(Duration::ZERO),
                hard_time: Some(Duration::ZERO),
                ..Limits::default()
            },
            true,
        );
        w.check();
        assert!(!w.aborted);
        assert!(!w.deepening_over(Duration::from_secs(3600)));
        w.ponder.store(false, Ordering::Relaxed);
        assert!(w.deepening_over(Duration::ZERO));
        w.check();
        assert!(w.aborted);
        // A depth ended past the soft time while pondering: at `ponderhit` the search stops at
        // once, though the hard time is far.
        w.ponder.store(true, Ordering::Relaxed);
        w.begin(
            Limits {
                soft_time: Some(Duration::ZERO),
                hard_time: Some(Duration::from_secs(3600)),
                ..Limits::default()
            },
            true,
        );
        assert!(!w.deepening_over(Duration::from_millis(1)));
        w.check();
        assert!(!w.aborted, "still pondering");
        w.ponder.store(false, Ordering::Relaxed);
        w.check();
        assert!(w.aborted, "stopped at ponderhit");
    }
}
