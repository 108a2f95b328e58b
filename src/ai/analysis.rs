//! Analysis: for the position on the board (the game as it stands, or the ply being studied),
//! the engine's evaluation and best line, searched deeper and deeper on the async compute pool
//! and shown as it goes: an evaluation bar, the line, and the best move as an arrow on the
//! board (the hint's arrow). Part of the `ai` plugin, under its rule: a search for a position
//! that is no longer on the board is stopped and its result thrown away. It pauses while the
//! computer thinks, works out a hint or weighs a draw (they share the pool).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
#[cfg(not(target_arch = "wasm32"))]
use shatra_engine::search::Limits;
use shatra_engine::search::{Progress, Searcher};
use shatra_engine::{Color as Side, Move};

use crate::ai::Computer;
use crate::play::{Advice, AppMode, CurrentGame, Shown};

/// The running search's handle: a task on the pool, or in the browser a worker's job.
#[cfg(not(target_arch = "wasm32"))]
type Search = Task<()>;
#[cfg(target_arch = "wasm32")]
type Search = crate::ai::Job<()>;

/// The deepest an analysis goes, and the longest it runs for one position.
const MAX_DEPTH: u32 = 30;
const MAX_TIME: Duration = Duration::from_secs(120);

/// What the analysis has found so far for a version of what the board shows.
#[derive(Clone, Debug)]
pub struct Finding {
    pub version: u64,
    pub depth: u32,
    /// From White's point of view, in centi-Shatras (or a mate score).
    pub white_score: i32,
    /// Shatra's best line (empty for the other games).
    pub pv: Vec<Move>,
    /// The best line in the game's notation, any game.
    pub line: Vec<String>,
    /// Shatar's and hiashatar's best move, as the board draws it.
    pub family_best: Option<game_family::MoveView>,
}

/// The analysis toggle and its search. One searcher lives through the game, so that its
/// transposition table carries from ply to ply (a step forward starts from what was found).
#[derive(Resource)]
pub struct Analysis {
    pub on: bool,
    /// The running search: the version of what the board shows, its stop flag and task.
    running: Option<(u64, Arc<AtomicBool>, Search)>,
    found: Arc<Mutex<Option<Finding>>>,
    /// The version whose search has ended (depth or time reached).
    done_for: Option<u64>,
    /// Search threads (`--threads`; 0 counts as 1).
    pub threads: usize,
    searcher: Arc<Mutex<Searcher>>,
    /// Shatar's and hiashatar's searchers (their tables carry from ply to ply too; in the
    /// browser each search has a worker of its own).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    family: Arc<Mutex<game_family::Computer>>,
}

impl Default for Analysis {
    fn default() -> Self {
        Analysis {
            on: false,
            running: None,
            found: Arc::default(),
            done_for: None,
            threads: 1,
            searcher: Arc::new(Mutex::new(Searcher::new(16))),
            family: Arc::new(Mutex::new(game_family::Computer::new(16))),
        }
    }
}

impl Analysis {
    /// The latest finding, if it is for this version of what the board shows.
    pub fn finding(&self, version: u64) -> Option<Finding> {
        self.found
            .lock()
            .ok()
            .and_then(|f| f.clone())
            .filter(|f| f.version == version)
    }

    /// Shatar's or hiashatar's best move found for this version of what the board shows.
    pub fn family_best(&self, version: u64) -> Option<game_family::MoveView> {
        self.finding(version).and_then(|f| f.family_best)
    }

    /// The best move found for this version of what the board shows.
    pub fn best(&self, version: u64) -> Option<Move> {
        self.finding(version).and_then(|f| f.pv.first().copied())
    }

    pub(crate) fn running_for(&self) -> Option<u64> {
        self.running.as_ref().map(|r| r.0)
    }

    fn stop(&mut self) {
        if let Some((_, stop, _)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Starts the search of the position on the board.
    fn start(&mut self, game: &CurrentGame, shown: &Shown) {
        let (Some(pos), Some(shatra)) = (shown.position, game.shatra()) else {
            self.start_family(game, shown);
            return;
        };
        let version = shown.version;
        let hashes = if shown.live() {
            shatra.repetition_hashes()
        } else {
            Vec::new()
        };
        let stop = Arc::new(AtomicBool::new(false));
        let found = self.found.clone();
        let flag = stop.clone();
        let white = pos.turn() == Side::White;
        let threads = self.threads;
        let searcher = self.searcher.clone();
        #[cfg(target_arch = "wasm32")]
        let task = {
            let _ = (searcher, flag, threads);
            let what = shatra_worker::What::Analyse {
                depth: MAX_DEPTH,
                ms: MAX_TIME.as_millis() as u64,
                tt_mib: 16,
            };
            let report = move |p: Progress| {
                if let Ok(mut f) = found.lock() {
                    *f = Some(Finding {
                        version,
                        depth: p.depth,
                        white_score: if white { p.score } else { -p.score },
                        line: p.pv.iter().map(|m| m.to_string()).collect(),
                        pv: p.pv,
                        family_best: None,
                    });
                }
            };
            crate::ai::Job::ask(version, what, &pos, &hashes, Some(Box::new(report)), |_| ())
        };
        #[cfg(not(target_arch = "wasm32"))]
        let task = AsyncComputeTaskPool::get().spawn(async move {
            crate::ai::lower_thread_priority();
            let mut s = searcher.lock().unwrap_or_else(|e| e.into_inner());
            s.set_stop_flag(flag);
            if s.threads() != threads.max(1) {
                s.set_threads(threads);
                s.set_thread_start(crate::ai::lower_thread_priority);
            }
            let limits = Limits {
                depth: Some(MAX_DEPTH),
                hard_time: Some(MAX_TIME),
                ..Limits::default()
            };
            s.search(&pos, &hashes, limits, &mut |p: &Progress| {
                if let Ok(mut f) = found.lock() {
                    *f = Some(Finding {
                        version,
                        depth: p.depth,
                        white_score: if white { p.score } else { -p.score },
                        pv: p.pv.clone(),
                        line: p.pv.iter().map(|m| m.to_string()).collect(),
                        family_best: None,
                    });
                }
            });
        });
        self.running = Some((version, stop, task));
    }

    /// Shatar and hiashatar: the family's search of the game at the ply shown, on the pool (in
    /// the browser, in the search worker).
    fn start_family(&mut self, game: &CurrentGame, shown: &Shown) {
        let g = match (shown.live(), shown.study) {
            (true, _) => game.game.clone(),
            (false, Some(k)) => game.game.upto(k),
            (false, None) => return,
        };
        let (version, found) = (shown.version, self.found.clone());
        let report = move |a: game_family::Analysed| {
            if let Ok(mut f) = found.lock() {
                *f = Some(Finding {
                    version,
                    depth: a.depth,
                    white_score: a.white_score,
                    pv: Vec::new(),
                    line: a.line.iter().map(|m| m.text.clone()).collect(),
                    family_best: a.line.first().cloned(),
                });
            }
        };
        let stop = Arc::new(AtomicBool::new(false));
        #[cfg(target_arch = "wasm32")]
        let task = {
            let what = shatra_worker::What::Analyse {
                depth: MAX_DEPTH,
                ms: MAX_TIME.as_millis() as u64,
                tt_mib: 16,
            };
            crate::ai::Job::ask_family(version, what, &g, Some(Box::new(report)), |_| ())
        };
        #[cfg(not(target_arch = "wasm32"))]
        let task = {
            let (family, flag) = (self.family.clone(), stop.clone());
            AsyncComputeTaskPool::get().spawn(async move {
                crate::ai::lower_thread_priority();
                let mut c = family.lock().unwrap_or_else(|e| e.into_inner());
                c.set_stop_flag(flag);
                let mut report = report;
                c.analyse(&g, MAX_DEPTH, MAX_TIME, &mut report);
            })
        };
        self.running = Some((version, stop, task));
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn finished(task: &mut Search) -> bool {
    check_ready(task).is_some()
}

#[cfg(target_arch = "wasm32")]
fn finished(job: &mut Search) -> bool {
    job.poll().is_some()
}

/// Keeps a search running for the position on the board while analysis is on, and its best
/// move in [`Advice`] (the board draws it as the hint's arrow).
pub(crate) fn run_analysis(
    mut analysis: ResMut<Analysis>,
    mut advice: ResMut<Advice>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    computer: Res<Computer>,
) {
    // A search that has reached its limits leaves its finding; it is not started again.
    if let Some((v, _, task)) = analysis.running.as_mut()
        && finished(task)
    {
        analysis.done_for = Some(*v);
        analysis.running = None;
    }
    let best = analysis
        .on
        .then(|| analysis.best(shown.version).map(|m| (shown.version, m)))
        .flatten();
    if advice.analysed != best {
        advice.analysed = best;
    }
    let family_best = analysis
        .on
        .then(|| {
            analysis
                .family_best(shown.version)
                .map(|m| (shown.version, m))
        })
        .flatten();
    if advice.family_analysed != family_best {
        advice.family_analysed = family_best;
    }
    let computers_turn =
        shown.live() && !game.is_over() && game.player_to_move().strength().is_some();
    let on_board = matches!(shown.mode, AppMode::Playing | AppMode::Studying);
    if !analysis.on || computer.busy() || computers_turn || !on_board {
        analysis.stop();
        return;
    }
    let v = shown.version;
    if analysis.running_for() == Some(v) || analysis.done_for == Some(v) {
        return;
    }
    analysis.stop();
    let nothing_to_play = match shown.position {
        Some(p) => p.legal_moves().is_empty(),
        // Shatar and hiashatar: the game as it stands, once it has ended (an earlier ply has a
        // move to find).
        None => shown.family_setup.is_some() || (shown.live() && game.is_over()),
    };
    if nothing_to_play {
        return;
    }
    analysis.start(&game, &shown);
}

/// Stops the analysis when the app ends.
pub(crate) fn stop_analysis_on_exit(
    mut exit: MessageReader<AppExit>,
    mut analysis: ResMut<Analysis>,
) {
    if exit.read().count() > 0 {
        analysis.stop();
    }
}
