//! The computer player runs the engine's search on `AsyncComputeTaskPool`, never in a frame.
//! It is cancelled by undo, new game or quit, and an answer for an older position is dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use shatra_engine::Move;
use shatra_engine::search::player::{Strength, choose_move};
use shatra_engine::search::{Progress, Searcher};

use crate::animation::MoveAnim;
use crate::state::ShatraGame;

pub struct AiPlugin;

impl Plugin for AiPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Computer::new())
            .add_systems(
                Update,
                (cancel_stale, poll_thinking, start_thinking).chain(),
            )
            .add_systems(Last, stop_on_exit);
    }
}

/// What the search task hands back.
pub struct Answer {
    pub version: u64,
    pub best: Option<Move>,
}

/// The computer player's state.
#[derive(Resource)]
pub struct Computer {
    pub task: Option<Task<Answer>>,
    /// Game version the running search is for.
    pub version: u64,
    stop: Arc<AtomicBool>,
    searcher: Arc<Mutex<Searcher>>,
    /// The latest progress report (depth, score, principal variation) for the thinking display.
    pub progress: Arc<Mutex<Option<Progress>>>,
    pub since: Option<Instant>,
    /// Longest time a move may take, whatever the level.
    pub cap: Duration,
    /// Frames while thinking (frame-stats asks the computer to think without playing).
    pub analysis_only: bool,
    seed: u64,
}

impl Computer {
    pub fn new() -> Computer {
        Computer {
            task: None,
            version: u64::MAX,
            stop: Arc::new(AtomicBool::new(false)),
            searcher: Arc::new(Mutex::new(Searcher::new(32))),
            progress: Arc::new(Mutex::new(None)),
            since: None,
            cap: Duration::from_secs(8),
            analysis_only: false,
            seed: 0x5eed,
        }
    }

    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Stops the running search; its answer will be thrown away.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.task = None;
        self.since = None;
    }

    /// Starts a search of the current position at `strength`.
    pub fn start(&mut self, game: &ShatraGame, strength: Strength) {
        self.cancel();
        let stop = Arc::new(AtomicBool::new(false));
        self.stop = stop.clone();
        self.version = game.version;
        self.since = Some(Instant::now());
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let (pos, hashes, version, seed, cap) = (
            *game.position(),
            game.game.repetition_hashes(),
            game.version,
            self.seed,
            self.cap,
        );
        let searcher = self.searcher.clone();
        let progress = self.progress.clone();
        *progress.lock().expect("progress lock") = None;
        self.task = Some(AsyncComputeTaskPool::get().spawn(async move {
            lower_thread_priority();
            let mut s = searcher.lock().unwrap_or_else(|e| e.into_inner());
            s.set_stop_flag(stop);
            let r = choose_move(&mut s, &pos, &hashes, strength, seed, Some(cap), &mut |p| {
                *progress.lock().unwrap_or_else(|e| e.into_inner()) = Some(p.clone());
            });
            Answer {
                version,
                best: r.best,
            }
        }));
    }
}

impl Default for Computer {
    fn default() -> Self {
        Computer::new()
    }
}

/// The search yields the CPU to the renderer: on machines where drawing takes the CPU
/// (software rendering, few cores) the frame rate holds while the computer thinks.
fn lower_thread_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with PRIO_PROCESS and 0 changes the nice value of the calling thread
    // only (Linux threads have their own); it takes no pointers.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 15);
    }
}

fn cancel_stale(mut computer: ResMut<Computer>, game: Res<ShatraGame>) {
    if computer.thinking() && computer.version != game.version {
        computer.cancel();
    }
}

fn start_thinking(
    mut computer: ResMut<Computer>,
    game: Res<ShatraGame>,
    moving: Query<(), With<MoveAnim>>,
) {
    if computer.thinking()
        || !moving.is_empty()
        || game.game.outcome().is_some()
        || computer.analysis_only
    {
        return;
    }
    if let Some(strength) = game.player_to_move().strength() {
        computer.start(&game, strength);
    }
}

fn poll_thinking(mut computer: ResMut<Computer>, mut game: ResMut<ShatraGame>) {
    let Some(task) = computer.task.as_mut() else {
        return;
    };
    let Some(answer) = check_ready(task) else {
        return;
    };
    computer.task = None;
    computer.since = None;
    if computer.analysis_only || answer.version != game.version {
        return; // an answer for another position
    }
    if let Some(m) = answer.best {
        game.play(m);
    }
}

fn stop_on_exit(mut exit: MessageReader<AppExit>, mut computer: ResMut<Computer>) {
    if exit.read().count() > 0 {
        computer.cancel();
    }
}
