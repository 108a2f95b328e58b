//! The computer player: iterative deepening principal-variation alpha-beta with a
//! transposition table, a quiescence search that respects compulsory capture, move ordering
//! (hash move, captures by gain, promotions, killers, history), late-move reductions, and the
//! draw rules inside the tree. Kept apart from move generation and from evaluation.

pub mod eval;
pub mod matches;
pub mod player;
mod tt;
pub mod tune;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use eval::{Weights, evaluate};
use tt::{Bound, Table, move_key};

use crate::game::PLY_LIMIT;
use crate::moves::Move;
use crate::piece::Kind;
use crate::position::Position;

/// Score of a won position at the root; a win in n plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
const INF: i32 = 31_000;
/// The deepest the tree goes (quiescence included).
pub const MAX_PLY: usize = 128;

/// How long a search may run. Unset limits do not apply; with none set the search goes on
/// until it is stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// No new iteration starts after this.
    pub soft_time: Option<Duration>,
    /// The search stops at once after this.
    pub hard_time: Option<Duration>,
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
}

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
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// `None` only when the position has no legal move.
    pub best: Option<Move>,
    pub score: i32,
    pub depth: u32,
    pub pv: Vec<Move>,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A score as text: `+1.25` (Shatras) or `win in 3` / `loss in 2` (plies).
pub fn format_score(score: i32) -> String {
    if score >= MATE - MAX_PLY as i32 {
        format!("win in {}", MATE - score)
    } else if score <= -MATE + MAX_PLY as i32 {
        format!("loss in {}", MATE + score)
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}

/// The search. Keep one per game: its transposition table and history carry over between
/// moves.
pub struct Searcher {
    tt: Table,
    pub weights: Weights,
    /// Plain alpha-beta as the simple Shatra programs play it: no quiescence at the horizon.
    pub plain: bool,
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
    nodes: u64,
    limits: Limits,
    start: Instant,
    stop: Arc<AtomicBool>,
    aborted: bool,
    /// Hashes of the game's positions, then of the current path.
    hashes: Vec<u64>,
    bufs: Vec<Vec<Move>>,
    scores: Vec<Vec<i64>>,
    root_best: Option<(Move, i32, Vec<Move>)>,
}

impl Searcher {
    /// A searcher with a transposition table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Searcher {
        Searcher {
            tt: Table::new(tt_mib),
            weights: Weights::default(),
            plain: false,
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 62 * 62],
            nodes: 0,
            limits: Limits::default(),
            start: Instant::now(),
            stop: Arc::new(AtomicBool::new(false)),
            aborted: false,
            hashes: Vec::new(),
            bufs: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            root_best: None,
        }
    }

    /// The flag that stops the search when set (from any thread); polled every few hundred
    /// nodes, so a stop takes effect within a millisecond or so.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Uses a caller's stop flag instead of the searcher's own.
    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        self.stop = flag;
    }

    /// Forgets everything learnt (new game, other rules).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
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
        self.limits = limits;
        self.start = Instant::now();
        self.nodes = 0;
        self.aborted = false;
        self.root_best = None;
        self.hashes.clear();
        self.hashes.extend_from_slice(game_hashes);
        if self.hashes.last() == Some(&pos.hash()) {
            self.hashes.pop();
        }
        for k in &mut self.killers {
            *k = [0; 2];
        }
        for h in &mut self.history {
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
        for depth in 1..=max_depth {
            let mut pv = Vec::new();
            let score = self.negamax(pos, depth as i32, 0, -INF, INF, &mut pv);
            if self.aborted {
                // A move fully searched at this depth that beat the others so far is still good.
                if let Some((m, s, pv)) = self.root_best.take()
                    && depth > 1
                    && s > result.score
                {
                    result.best = Some(m);
                    result.score = s;
                    result.pv = pv;
                }
                break;
            }
            result.best = pv.first().copied().or(result.best);
            result.score = score;
            result.depth = depth;
            result.pv = pv;
            let elapsed = self.start.elapsed();
            progress(&Progress {
                depth,
                score,
                pv: result.pv.clone(),
                nodes: self.nodes,
                nps: (self.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
                elapsed,
            });
            if legal.len() == 1 && limits.depth.is_none() {
                break; // one legal move: nothing to think about
            }
            if score.abs() >= MATE - depth as i32 {
                break; // a forced result found within the horizon
            }
            if limits.soft_time.is_some_and(|t| elapsed >= t) || self.stop.load(Ordering::Relaxed) {
                break;
            }
        }
        result.nodes = self.nodes;
        result.elapsed = self.start.elapsed();
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
        self.limits = Limits::default();
        self.start = Instant::now();
        self.aborted = false;
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
            let s = -self.negamax(&child, depth as i32 - 1, 1, -INF, INF, &mut pv);
            out.push((m, s));
        }
        self.hashes.pop();
        out
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn check_limits(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || self
                .limits
                .hard_time
                .is_some_and(|t| self.start.elapsed() >= t)
        {
            self.aborted = true;
        }
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let back = pos.halfmoves() as usize;
        self.hashes.iter().rev().take(back).any(|&x| x == h)
    }

    /// Ordering scores: hash move, captures by the men they take, promotions, killers, history.
    fn order_scores(&self, moves: &[Move], tt_move: u32, ply: usize, scores: &mut Vec<i64>) {
        let w = &self.weights;
        let killers = self.killers[ply];
        scores.clear();
        scores.extend(moves.iter().map(|m| {
            let key = move_key(m);
            if key == tt_move {
                1 << 40
            } else if m.is_capture() {
                (1 << 36)
                    + m.capture_count() as i64 * 1000
                    + m.promotion().map_or(0, |k| w.value(k) as i64)
            } else if m.promotion().is_some() {
                1 << 35
            } else if key == killers[0] {
                1 << 34
            } else if key == killers[1] {
                (1 << 34) - 1
            } else {
                self.history[m.from().index() * 62 + m.to().index()] as i64
            }
        }));
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> i32 {
        pv.clear();
        if self.nodes & 255 == 0 {
            self.check_limits();
        }
        if self.aborted {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            if self.plain {
                self.nodes += 1;
                let over = pos.legal_moves().is_empty();
                return if over {
                    -MATE + ply as i32
                } else {
                    evaluate(pos, &self.weights)
                };
            }
            return self.qsearch(pos, ply, alpha, beta);
        }
        self.nodes += 1;
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.bufs[ply] = moves;
            return -MATE + ply as i32; // no legal move, or our Biy was captured
        }
        if ply > 0
            && (pos.halfmoves() >= PLY_LIMIT
                || pos.occupied() == pos.kind_bb(Kind::Biy)
                || self.is_repetition(pos))
        {
            self.bufs[ply] = moves;
            return 0;
        }
        let key = pos.hash();
        let mut tt_move = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            let s = from_tt(e.score as i32, ply);
            if ply > 0 && e.depth as i32 >= depth {
                let cut = match e.bound() {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    self.bufs[ply] = moves;
                    return s;
                }
            }
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(&moves, tt_move, ply, &mut scores);
        // One legal move (a forced capture, often): look one ply further for free.
        let ext = i32::from(moves.len() == 1);
        let forced = moves.iter().all(Move::is_capture);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_key = 0;
        let mut child_pv = Vec::new();
        self.hashes.push(key);
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut scores, i);
            let m = &moves[i];
            let child = pos.after(m);
            let quiet = !m.is_capture() && m.promotion().is_none();
            let mut r = 0;
            if i >= 3 && depth >= 3 && quiet && !forced {
                r = 1 + i32::from(i >= 10 && depth >= 5);
            }
            let d = depth - 1 + ext;
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, d, ply + 1, -beta, -alpha, &mut child_pv);
            } else {
                score = -self.negamax(&child, d - r, ply + 1, -alpha - 1, -alpha, &mut child_pv);
                if score > alpha && (r > 0 || score < beta) && !self.aborted {
                    score = -self.negamax(&child, d, ply + 1, -beta, -alpha, &mut child_pv);
                }
            }
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_key = move_key(m);
                if ply == 0 {
                    let mut line = vec![*m];
                    line.extend_from_slice(&child_pv);
                    self.root_best = Some((*m, score, line));
                }
                if score > alpha {
                    alpha = score;
                    pv.clear();
                    pv.push(*m);
                    pv.extend_from_slice(&child_pv);
                    if alpha >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != best_key {
                                k[1] = k[0];
                                k[0] = best_key;
                            }
                            let h = &mut self.history[m.from().index() * 62 + m.to().index()];
                            *h = (*h + depth * depth).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        self.hashes.pop();
        self.bufs[ply] = moves;
        self.scores[ply] = scores;
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, best_key, to_tt(best, ply), depth, bound);
        best
    }

    /// Captures until the position is quiet. While a capture is forced there is no standing
    /// pat; when only the Biy may capture, its side may also stand pat (the Biy's privilege).
    fn qsearch(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.nodes & 255 == 0 {
            self.check_limits();
        }
        if self.aborted {
            return 0;
        }
        self.nodes += 1;
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        let Some(forced) = pos.legal_captures_into(&mut moves) else {
            self.bufs[ply] = moves;
            return -MATE + ply as i32; // our Biy was captured
        };
        if pos.occupied() == pos.kind_bb(Kind::Biy) {
            self.bufs[ply] = moves;
            return 0;
        }
        let has_capture = !moves.is_empty();
        let mut best = -INF;
        // Quiet positions stand pat (a position without any legal move is left to the main
        // search, which sees it one ply earlier).
        if !forced || ply >= MAX_PLY - 1 {
            let stand = evaluate(pos, &self.weights);
            if !has_capture || stand >= beta || ply >= MAX_PLY - 1 {
                self.bufs[ply] = moves;
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order_scores(&moves, 0, ply, &mut scores);
        for i in 0..moves.len() {
            pick_next(&mut moves, &mut scores, i);
            let child = pos.after(&moves[i]);
            let score = -self.qsearch(&child, ply + 1, -beta, -alpha);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.bufs[ply] = moves;
        self.scores[ply] = scores;
        best
    }
}

/// Brings the best-scored of the remaining moves to position `i` (selection sort, one step at
/// a time: after a cut-off the rest is never sorted).
fn pick_next(moves: &mut [Move], scores: &mut [i64], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 {
        score + ply as i32
    } else if score <= -MATE + MAX_PLY as i32 {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 {
        score - ply as i32
    } else if score <= -MATE + MAX_PLY as i32 {
        score + ply as i32
    } else {
        score
    }
}
