//! The computer player runs the engine's search on `AsyncComputeTaskPool`, never in a frame.
//! It is cancelled by undo, new game or quit, and an answer for an older position is dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use shatra_engine::Color as Side;
use shatra_engine::Move;
use shatra_engine::search::player::{Strength, accepts_draw, choose_move, hint};
use shatra_engine::search::{Progress, Searcher};

use crate::animation::MoveAnim;
use crate::state::ShatraGame;

pub struct AiPlugin;

impl Plugin for AiPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Computer::new())
            .init_resource::<Pace>()
            .init_resource::<crate::analysis::Analysis>()
            .add_systems(
                Update,
                (
                    cancel_stale,
                    poll_thinking,
                    play_when_paced,
                    start_thinking,
                    poll_hint,
                    poll_draw_answer,
                    crate::analysis::run_analysis,
                )
                    .chain(),
            )
            .add_systems(Last, (stop_on_exit, crate::analysis::stop_analysis_on_exit));
    }
}

/// What the search task hands back.
pub struct Answer {
    pub version: u64,
    pub best: Option<Move>,
}

/// How fast the computer's moves follow one another: its answer is played once the board has
/// been still for `pause` (+ `hold`) seconds of game time (the exhibition's pace; 0 in a game).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Pace {
    pub pause: f32,
    /// Extra time for the move just played (a caption being read); cleared by the next move.
    pub hold: f32,
    /// Seconds the board has been still.
    pub still: f32,
}

/// The computer player's state.
#[derive(Resource)]
pub struct Computer {
    pub task: Option<Task<Answer>>,
    /// An answer waiting for the pace.
    pub ready: Option<Answer>,
    /// Moves to play before searching (an exhibition game's opening), front first.
    pub script: std::collections::VecDeque<Move>,
    /// No thinking and no playing while paused (a visitor is choosing what to do).
    pub paused: bool,
    /// A hint being worked out for the player: the game version and the task.
    hint_task: Option<(u64, Task<Option<Move>>)>,
    /// The hint found for a game version.
    pub hint: Option<(u64, Move)>,
    /// The computer weighing a draw offer: the game version, its side, and the task.
    draw_task: Option<(u64, Side, Task<bool>)>,
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
            ready: None,
            script: Default::default(),
            paused: false,
            hint_task: None,
            hint: None,
            draw_task: None,
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

    /// Searches on `n` threads (lazy SMP; each helper thread's priority lowered like the
    /// main search thread's).
    pub fn set_threads(&mut self, n: usize) {
        let mut s = self.searcher.lock().unwrap_or_else(|e| e.into_inner());
        s.set_threads(n);
        s.set_thread_start(lower_thread_priority);
    }

    /// The search threads (`--threads`).
    pub fn threads(&self) -> usize {
        self.searcher
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .threads()
    }

    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        self.hint_task.is_some()
    }

    /// Whether the computer is weighing a draw offer.
    pub fn weighing_draw(&self) -> bool {
        self.draw_task.is_some()
    }

    /// The computer playing `side` weighs a draw offer on the async compute pool; the game is
    /// drawn, or told that it declines, when it has decided (if the position is still the same).
    pub fn offer_draw(&mut self, game: &ShatraGame, side: Side) {
        let (pos, hashes, version) = (
            *game.position(),
            game.game.repetition_hashes(),
            game.version,
        );
        self.draw_task = Some((
            version,
            side,
            AsyncComputeTaskPool::get().spawn(async move {
                lower_thread_priority();
                let mut s = Searcher::new(4);
                accepts_draw(&mut s, &pos, &hashes, side)
            }),
        ));
    }

    /// Stops the running search (its answer will be thrown away), the hint search and any
    /// answer waiting for the pace.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.task = None;
        self.ready = None;
        self.since = None;
        self.hint_task = None;
        self.draw_task = None;
    }

    /// Works out a hint for the side to move on the async compute pool; [`Computer::hint`]
    /// holds it when it comes, for this game version only.
    pub fn request_hint(&mut self, game: &ShatraGame) {
        let (pos, hashes, version) = (
            *game.position(),
            game.game.repetition_hashes(),
            game.version,
        );
        self.hint = None;
        self.hint_task = Some((
            version,
            AsyncComputeTaskPool::get().spawn(async move {
                lower_thread_priority();
                let mut s = Searcher::new(4);
                hint(&mut s, &pos, &hashes)
            }),
        ));
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
pub(crate) fn lower_thread_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with PRIO_PROCESS and 0 changes the nice value of the calling thread
    // only (Linux threads have their own); it takes no pointers.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 15);
    }
}

fn cancel_stale(mut computer: ResMut<Computer>, game: Res<ShatraGame>) {
    let stale = |v: u64| v != game.version;
    if (computer.thinking() && stale(computer.version))
        || computer.ready.as_ref().is_some_and(|a| stale(a.version))
    {
        computer.cancel();
    }
    if computer.hint.is_some_and(|(v, _)| stale(v)) {
        computer.hint = None;
    }
    if computer.hint_task.as_ref().is_some_and(|(v, _)| stale(*v)) {
        computer.hint_task = None;
    }
    if computer
        .draw_task
        .as_ref()
        .is_some_and(|(v, _, _)| stale(*v))
    {
        computer.draw_task = None;
    }
}

fn start_thinking(
    mut computer: ResMut<Computer>,
    game: Res<ShatraGame>,
    moving: Query<(), With<MoveAnim>>,
) {
    if computer.thinking()
        || computer.ready.is_some()
        || computer.paused
        || !moving.is_empty()
        || game.game.outcome().is_some()
        || computer.analysis_only
        || game.view.is_some()
        || game.setup.is_some()
    {
        return;
    }
    let Some(strength) = game.player_to_move().strength() else {
        return;
    };
    // A scripted opening move is played as it is, while it is legal.
    if let Some(m) = computer.script.pop_front() {
        if game.position().legal_moves().contains(&m) {
            computer.ready = Some(Answer {
                version: game.version,
                best: Some(m),
            });
            return;
        }
        computer.script.clear();
    }
    computer.start(&game, strength);
}

fn poll_thinking(mut computer: ResMut<Computer>, game: Res<ShatraGame>) {
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
    computer.ready = Some(answer);
}

/// Plays the computer's answer once the board has been still for the pace.
fn play_when_paced(
    time: Res<Time>,
    mut computer: ResMut<Computer>,
    mut pace: ResMut<Pace>,
    mut game: ResMut<ShatraGame>,
    moving: Query<(), With<MoveAnim>>,
) {
    if !moving.is_empty() {
        pace.still = 0.0;
        return;
    }
    pace.still += time.delta_secs();
    if computer.paused || pace.still < pace.pause + pace.hold {
        return;
    }
    let Some(answer) = computer.ready.take() else {
        return;
    };
    if answer.version == game.version
        && let Some(m) = answer.best
    {
        game.play(m);
        pace.still = 0.0;
        pace.hold = 0.0;
    }
}

fn poll_draw_answer(mut computer: ResMut<Computer>, mut game: ResMut<ShatraGame>) {
    let Some((version, _, task)) = computer.draw_task.as_mut() else {
        return;
    };
    let version = *version;
    let Some(accepts) = check_ready(task) else {
        return;
    };
    computer.draw_task = None;
    if version != game.version || game.game.outcome().is_some() {
        return;
    }
    if accepts {
        game.agree_draw();
    } else {
        game.notice = Some(crate::notice::Notice::DrawDeclined);
    }
}

fn poll_hint(mut computer: ResMut<Computer>) {
    let Some((version, task)) = computer.hint_task.as_mut() else {
        return;
    };
    let version = *version;
    let Some(found) = check_ready(task) else {
        return;
    };
    computer.hint_task = None;
    computer.hint = found.map(|m| (version, m));
}

fn stop_on_exit(mut exit: MessageReader<AppExit>, mut computer: ResMut<Computer>) {
    if exit.read().count() > 0 {
        computer.cancel();
    }
}
