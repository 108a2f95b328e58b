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
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use shatra_engine::search::{Limits, Progress, Searcher};
use shatra_engine::{Color as Side, Move};

use crate::ai::Computer;
use crate::state::ShatraGame;

/// The deepest an analysis goes, and the longest it runs for one position.
const MAX_DEPTH: u32 = 30;
const MAX_TIME: Duration = Duration::from_secs(120);

/// What the analysis has found so far for a game version.
#[derive(Clone, Debug)]
pub struct Finding {
    pub version: u64,
    pub depth: u32,
    /// From White's point of view, in centi-Shatras (or a mate score).
    pub white_score: i32,
    pub pv: Vec<Move>,
}

/// The analysis toggle and its search.
#[derive(Resource, Default)]
pub struct Analysis {
    pub on: bool,
    /// The running search: its game version, stop flag and task.
    running: Option<(u64, Arc<AtomicBool>, Task<()>)>,
    found: Arc<Mutex<Option<Finding>>>,
    /// The game version whose search has ended (depth or time reached).
    done_for: Option<u64>,
    /// Search threads (`--threads`; 0 counts as 1).
    pub threads: usize,
}

impl Analysis {
    /// The latest finding, if it is for this game version.
    pub fn finding(&self, version: u64) -> Option<Finding> {
        self.found
            .lock()
            .ok()
            .and_then(|f| f.clone())
            .filter(|f| f.version == version)
    }

    /// The best move found for this game version.
    pub fn best(&self, version: u64) -> Option<Move> {
        self.finding(version).and_then(|f| f.pv.first().copied())
    }

    pub fn running_for(&self) -> Option<u64> {
        self.running.as_ref().map(|r| r.0)
    }

    fn stop(&mut self) {
        if let Some((_, stop, _)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Keeps a search running for the position on the board while analysis is on.
pub fn run_analysis(
    mut analysis: ResMut<Analysis>,
    game: Res<ShatraGame>,
    computer: Res<Computer>,
) {
    // A search that has reached its limits leaves its finding; it is not started again.
    if let Some((v, _, task)) = analysis.running.as_mut()
        && check_ready(task).is_some()
    {
        analysis.done_for = Some(*v);
        analysis.running = None;
    }
    let busy = computer.thinking() || computer.hinting() || computer.weighing_draw();
    let computers_turn = game.view.is_none()
        && game.game.outcome().is_none()
        && game.player_to_move().strength().is_some();
    if !analysis.on || busy || computers_turn || game.setup.is_some() {
        analysis.stop();
        return;
    }
    if analysis.running_for() == Some(game.version) || analysis.done_for == Some(game.version) {
        return;
    }
    analysis.stop();
    let pos = *game.shown();
    if pos.legal_moves().is_empty() {
        return;
    }
    let version = game.version;
    let hashes = if game.view.is_none() {
        game.game.repetition_hashes()
    } else {
        Vec::new()
    };
    let stop = Arc::new(AtomicBool::new(false));
    let found = analysis.found.clone();
    let flag = stop.clone();
    let white = pos.turn() == Side::White;
    let threads = analysis.threads;
    let task = AsyncComputeTaskPool::get().spawn(async move {
        crate::ai::lower_thread_priority();
        let mut s = Searcher::new(16);
        s.set_stop_flag(flag);
        s.set_threads(threads);
        s.set_thread_start(crate::ai::lower_thread_priority);
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
                });
            }
        });
    });
    analysis.running = Some((version, stop, task));
}

/// Stops the analysis when the app ends.
pub fn stop_analysis_on_exit(mut exit: MessageReader<AppExit>, mut analysis: ResMut<Analysis>) {
    if exit.read().count() > 0 {
        analysis.stop();
    }
}

/// The analysis panel: the toggle, an evaluation bar (White's share), the depth and the line.
pub fn analysis_ui(
    mut contexts: bevy_egui::EguiContexts,
    mut analysis: ResMut<Analysis>,
    game: Res<ShatraGame>,
    catalog: Res<crate::i18n::Catalog>,
) -> Result {
    use bevy_egui::egui;
    use shatra_engine::search::{MATE, MAX_PLY};
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("analysis")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-10.0, -10.0])
        .default_width(250.0)
        .show(ctx, |ui| {
            ui.checkbox(&mut analysis.on, catalog.get("analysis-toggle"));
            if !analysis.on {
                return;
            }
            let Some(f) = analysis.finding(game.version) else {
                ui.label(catalog.get("analysis-waiting"));
                return;
            };
            // The bar: White's share, from the score through a logistic curve.
            let share = 1.0 / (1.0 + (-(f.white_score as f32) / 400.0).exp());
            let near_mate = f.white_score.abs() >= MATE - MAX_PLY as i32;
            let text = if near_mate {
                let winner = if f.white_score > 0 {
                    Side::White
                } else {
                    Side::Black
                };
                catalog.with(
                    "analysis-win",
                    &[
                        ("side", crate::i18n::Arg::Id(crate::i18n::side_id(winner))),
                        (
                            "plies",
                            crate::i18n::Arg::Number((MATE - f.white_score.abs()) as i64),
                        ),
                    ],
                )
            } else {
                format!("{:+.2}", f.white_score as f64 / 100.0)
            };
            ui.add(
                egui::ProgressBar::new(share)
                    .text(egui::RichText::new(text).color(egui::Color32::from_rgb(40, 25, 10)))
                    .fill(egui::Color32::from_rgb(230, 215, 180)),
            );
            let line: Vec<String> = f.pv.iter().map(|m| m.to_string()).collect();
            ui.label(catalog.with(
                "analysis-line",
                &[
                    ("depth", crate::i18n::Arg::Number(f.depth as i64)),
                    ("line", crate::i18n::Arg::Text(line.join(" "))),
                ],
            ));
        });
    Ok(())
}
