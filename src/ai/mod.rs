//! The one owner of every search: the computer's move, the hint, its answer to a draw offer and
//! the analysis all run the engine's search on `AsyncComputeTaskPool`, never in a frame. One
//! cancellation rule, [`cancel_stale`]: a search is kept only while the game version it was
//! started for is the game's and the board is in play (not studied, edited or demonstrated, but
//! for the analysis, which follows what the board shows); a search dropped is stopped through
//! its stop flag ([`Job`]'s `Drop`). Answers come back to the game as commands.

pub mod analysis;
#[cfg(target_arch = "wasm32")]
mod web_worker;

#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;
// std's clock panics in the browser.
#[cfg(target_arch = "wasm32")]
use bevy::platform::time::Instant;

use bevy::app::AppExit;
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use shatra_engine::Move;
use shatra_engine::search::player::Strength;
#[cfg(not(target_arch = "wasm32"))]
use shatra_engine::search::player::{accepts_draw, choose_move, hint};
use shatra_engine::search::{Progress, Searcher};

use crate::play::{
    Advice, AppMode, BoardMoving, CurrentGame, DrawOffer, GameCommand, GameSet, Shown,
};

pub(crate) struct AiPlugin;

impl Plugin for AiPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Computer::new())
            .init_resource::<Pace>()
            .init_resource::<analysis::Analysis>()
            .add_systems(
                Update,
                (
                    cancel_stale,
                    poll_thinking,
                    play_when_paced,
                    start_thinking,
                    advise,
                    weigh_draw_offer,
                    analysis::run_analysis,
                )
                    .chain()
                    .in_set(GameSet::Computer),
            )
            .add_systems(Last, (stop_on_exit, analysis::stop_analysis_on_exit));
    }
}

/// A search on the pool for a game version. Dropping it stops the search.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) struct Job<T> {
    pub version: u64,
    stop: Arc<AtomicBool>,
    task: Task<T>,
}

/// In the browser: a search in a Web Worker of its own ([`web_worker`]). Dropping it terminates
/// the worker.
#[cfg(target_arch = "wasm32")]
pub(crate) struct Job<T> {
    pub version: u64,
    /// The worker's job.
    id: u64,
    /// The answer from the worker's (`None`: the worker failed, said on the console).
    finish: Box<dyn Fn(Option<shatra_worker::Answer>) -> T + Send + Sync>,
}

#[cfg(target_arch = "wasm32")]
impl<T> Job<T> {
    /// Posts a search of Shatra's `pos` to a new worker; `progress` gets its reports.
    pub(crate) fn ask(
        version: u64,
        what: shatra_worker::What,
        pos: &shatra_engine::Position,
        hashes: &[u64],
        progress: Option<Box<dyn Fn(Progress)>>,
        finish: impl Fn(Option<shatra_worker::Answer>) -> T + Send + Sync + 'static,
    ) -> Job<T> {
        let start = *pos;
        let report = progress.map(|report| {
            Box::new(move |r: shatra_worker::Reply| {
                if let shatra_worker::Reply::Progress {
                    depth,
                    score,
                    pv,
                    nodes,
                    nps,
                    elapsed_ms,
                    ..
                } = r
                {
                    report(Progress {
                        depth,
                        score,
                        pv: shatra_worker::indices_to_line(&start, &pv),
                        nodes,
                        nps,
                        elapsed: Duration::from_millis(elapsed_ms),
                    });
                }
            }) as Box<dyn Fn(shatra_worker::Reply)>
        });
        let request = shatra_worker::Request::new(0, what, pos, hashes);
        let line = move |id| shatra_worker::Request { id, ..request }.to_line();
        Job::post(version, line, report, finish)
    }

    /// Posts a search of a game of shatar or hiashatar to a new worker; `analysed` gets the
    /// analysis's reports (its depth, White's score and the line as the board plays it).
    pub(crate) fn ask_family(
        version: u64,
        what: shatra_worker::What,
        game: &game_family::AnyGame,
        analysed: Option<Box<dyn Fn(game_family::Analysed)>>,
        finish: impl Fn(Option<shatra_worker::Answer>) -> T + Send + Sync + 'static,
    ) -> Job<T> {
        let start = game.clone();
        let report = analysed.map(|report| {
            Box::new(move |r: shatra_worker::Reply| {
                if let shatra_worker::Reply::Analysed {
                    depth,
                    white_score,
                    line,
                    ..
                } = r
                {
                    report(game_family::Analysed {
                        depth,
                        white_score,
                        line: shatra_worker::family::indices_to_line(&start, &line),
                    });
                }
            }) as Box<dyn Fn(shatra_worker::Reply)>
        });
        let request = shatra_worker::FamilyRequest::new(0, what, game);
        let line = move |id| shatra_worker::FamilyRequest { id, ..request }.to_line();
        Job::post(version, line, report, finish)
    }

    /// Posts the request `line` writes for the job's id to a new worker.
    fn post(
        version: u64,
        line: impl FnOnce(u64) -> String,
        report: Option<Box<dyn Fn(shatra_worker::Reply)>>,
        finish: impl Fn(Option<shatra_worker::Answer>) -> T + Send + Sync + 'static,
    ) -> Job<T> {
        Job {
            version,
            id: web_worker::post(line, report),
            finish: Box::new(finish),
        }
    }

    /// The answer, once the search has finished.
    pub(crate) fn poll(&mut self) -> Option<T> {
        web_worker::take(self.id).map(|r| (self.finish)(r.ok()))
    }
}

/// A move of shatar or hiashatar the worker answered, by its index among `game`'s legal moves.
#[cfg(target_arch = "wasm32")]
fn family_answer(
    game: &game_family::AnyGame,
    a: Option<shatra_worker::Answer>,
) -> Option<game_family::MoveView> {
    use game_family::FamilyGame;
    match a {
        Some(shatra_worker::Answer::Move(Some(i))) => game.legal_moves().get(i as usize).cloned(),
        _ => None,
    }
}

#[cfg(target_arch = "wasm32")]
impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        web_worker::end(self.id);
    }
}

#[cfg(target_arch = "wasm32")]
impl<T> std::fmt::Debug for Job<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("version", &self.version)
            .field("id", &self.id)
            .finish()
    }
}

/// The exhibition's next opening (`matches::opening`), found in a worker: the pool would run
/// it on the page's main thread. An empty line if the worker failed.
#[cfg(target_arch = "wasm32")]
pub(crate) fn opening_job(rules: shatra_engine::RuleSet, seed: u64) -> Job<Vec<Move>> {
    let start = shatra_engine::Position::start(rules);
    Job::ask(
        0,
        shatra_worker::What::Opening { seed },
        &start,
        &[],
        None,
        move |a| match a {
            Some(shatra_worker::Answer::Line(line)) => {
                shatra_worker::indices_to_line(&start, &line)
            }
            _ => Vec::new(),
        },
    )
}

/// A move the worker answered, by its index among `pos`'s legal moves.
#[cfg(target_arch = "wasm32")]
fn move_answer(pos: &shatra_engine::Position, a: Option<shatra_worker::Answer>) -> Option<Move> {
    match a {
        Some(shatra_worker::Answer::Move(Some(i))) => shatra_worker::move_at(pos, i),
        _ => None,
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<T> Job<T> {
    /// Spawns `work` with a fresh stop flag; the searcher it makes must watch that flag.
    fn spawn<F>(version: u64, work: F) -> Job<T>
    where
        F: FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
        T: Send + 'static,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            lower_thread_priority();
            work(flag)
        });
        Job {
            version,
            stop,
            task,
        }
    }

    /// The answer, once the search has finished.
    fn poll(&mut self) -> Option<T> {
        check_ready(&mut self.task)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// What the search task hands back: Shatra's move from its own engine, or the coordinates of
/// another game's move from the family's computer.
pub struct Answer {
    pub version: u64,
    pub best: Option<Move>,
    pub coordinates: Option<String>,
}

/// How fast the computer's moves follow one another: its answer is played once the board has
/// been still for `pause` (+ `hold`) seconds of game time (the exhibition's pace; 0 in a game).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub(crate) struct Pace {
    pub pause: f32,
    /// Extra time for the move just played (a caption being read); cleared by the next move.
    pub hold: f32,
    /// Seconds the board has been still.
    pub still: f32,
}

/// The computer player's state.
#[derive(Resource)]
pub struct Computer {
    task: Option<Job<Answer>>,
    /// An answer waiting for the pace.
    pub ready: Option<Answer>,
    /// Moves to play before searching (an exhibition game's opening), front first.
    pub script: std::collections::VecDeque<Move>,
    /// No thinking and no playing while paused (a visitor is choosing what to do).
    pub paused: bool,
    /// A hint being worked out for the player.
    hint_task: Option<Job<Option<Move>>>,
    /// A hint in a game of shatar or hiashatar.
    family_hint_task: Option<Job<Option<game_family::MoveView>>>,
    /// The computer weighing a draw offer.
    draw_task: Option<Job<bool>>,
    searcher: Arc<Mutex<Searcher>>,
    /// The computer player of shatar and hiashatar (its searchers kept between moves).
    family: Arc<Mutex<game_family::Computer>>,
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
            family_hint_task: None,
            draw_task: None,
            searcher: Arc::new(Mutex::new(Searcher::new(32))),
            family: Arc::new(Mutex::new(game_family::Computer::new(32))),
            progress: Arc::new(Mutex::new(None)),
            since: None,
            cap: Duration::from_secs(8),
            analysis_only: false,
            seed: 0x5eed,
        }
    }

    /// Searches on `n` threads (lazy SMP; each helper thread's priority lowered like the
    /// main search thread's).
    pub(crate) fn set_threads(&mut self, n: usize) {
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
    pub(crate) fn hinting(&self) -> bool {
        self.hint_task.is_some() || self.family_hint_task.is_some()
    }

    /// Whether the computer is weighing a draw offer.
    pub fn weighing_draw(&self) -> bool {
        self.draw_task.is_some()
    }

    /// Whether any search of the computer's is running (the analysis waits for them).
    pub(crate) fn busy(&self) -> bool {
        self.thinking() || self.hinting() || self.weighing_draw()
    }

    /// Stops every search (their answers are thrown away) and any answer waiting for the pace.
    pub(crate) fn cancel(&mut self) {
        self.task = None;
        self.ready = None;
        self.since = None;
        self.hint_task = None;
        self.family_hint_task = None;
        self.draw_task = None;
    }

    /// Starts a search of the current position at `strength`.
    pub(crate) fn start(&mut self, game: &CurrentGame, strength: Strength) {
        self.cancel();
        self.since = Some(Instant::now());
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let Some(shatra) = game.shatra() else {
            self.start_family(game, strength);
            return;
        };
        let (pos, hashes, version, seed, cap) = (
            *shatra.position(),
            shatra.repetition_hashes(),
            game.version,
            self.seed,
            self.cap,
        );
        let searcher = self.searcher.clone();
        let progress = self.progress.clone();
        *progress.lock().unwrap_or_else(|e| e.into_inner()) = None;
        #[cfg(target_arch = "wasm32")]
        let job = {
            let _ = searcher;
            let what = shatra_worker::What::Move {
                strength: strength.into(),
                seed,
                cap_ms: Some(cap.as_millis() as u64),
                tt_mib: 32,
            };
            Job::ask(
                version,
                what,
                &pos,
                &hashes,
                Some(Box::new(move |p| {
                    *progress.lock().unwrap_or_else(|e| e.into_inner()) = Some(p);
                })),
                move |a| Answer {
                    version,
                    best: move_answer(&pos, a),
                    coordinates: None,
                },
            )
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::spawn(version, move |stop| {
            let mut s = searcher.lock().unwrap_or_else(|e| e.into_inner());
            s.set_stop_flag(stop);
            let r = choose_move(&mut s, &pos, &hashes, strength, seed, Some(cap), &mut |p| {
                *progress.lock().unwrap_or_else(|e| e.into_inner()) = Some(p.clone());
            });
            Answer {
                version,
                best: r.best,
                coordinates: None,
            }
        });
        self.task = Some(job);
    }

    /// Starts the family's computer on a game of shatar or hiashatar, at the level asked.
    fn start_family(&mut self, game: &CurrentGame, strength: Strength) {
        let level = match strength {
            Strength::Level(n) => n,
            _ => 8,
        };
        let (any, version, seed, cap) = (game.game.clone(), game.version, self.seed, self.cap);
        let family = self.family.clone();
        *self.progress.lock().unwrap_or_else(|e| e.into_inner()) = None;
        #[cfg(target_arch = "wasm32")]
        let job = {
            let _ = family;
            let what = shatra_worker::What::Move {
                strength: shatra_worker::StrengthSpec::Level(level),
                seed,
                cap_ms: Some(cap.as_millis() as u64),
                tt_mib: 32,
            };
            let game = any.clone();
            Job::ask_family(version, what, &any, None, move |a| Answer {
                version,
                best: None,
                coordinates: family_answer(&game, a).map(|m| m.coordinates),
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::spawn(version, move |stop| {
            use game_family::FamilyGame;
            let mut c = family.lock().unwrap_or_else(|e| e.into_inner());
            c.set_stop_flag(stop);
            let coordinates = c
                .choose(&any, level, seed, Some(cap))
                .map(|i| any.legal_moves()[i].coordinates.clone());
            Answer {
                version,
                best: None,
                coordinates,
            }
        });
        self.task = Some(job);
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

/// The one cancellation rule: a search (or a waiting answer) for another game version, or while
/// the board is not in play, is dropped, which stops it.
fn cancel_stale(
    mut computer: ResMut<Computer>,
    mut advice: ResMut<Advice>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
) {
    let v = game.version;
    let in_play = shown.mode == AppMode::Playing;
    let keep = |job_version: u64| in_play && job_version == v;
    if computer.task.as_ref().is_some_and(|j| !keep(j.version)) {
        computer.task = None;
        computer.since = None;
    }
    if computer.ready.as_ref().is_some_and(|a| !keep(a.version)) {
        computer.ready = None;
    }
    if computer
        .hint_task
        .as_ref()
        .is_some_and(|j| !keep(j.version))
    {
        computer.hint_task = None;
    }
    if computer
        .draw_task
        .as_ref()
        .is_some_and(|j| !keep(j.version))
    {
        computer.draw_task = None;
    }
    if computer
        .family_hint_task
        .as_ref()
        .is_some_and(|j| !keep(j.version))
    {
        computer.family_hint_task = None;
    }
    if advice.family_hint.as_ref().is_some_and(|(hv, _)| *hv != v) {
        advice.family_hint = None;
    }
    if advice.hint.is_some_and(|(hv, _)| hv != v) || advice.wanted.is_some_and(|w| w != v) {
        advice.hint = None;
        advice.wanted = None;
    }
}

fn start_thinking(
    mut computer: ResMut<Computer>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    moving: Res<BoardMoving>,
) {
    if computer.thinking()
        || computer.ready.is_some()
        || computer.paused
        || moving.0
        || game.is_over()
        || computer.analysis_only
        || shown.mode != AppMode::Playing
    {
        return;
    }
    let Some(strength) = game.player_to_move().strength() else {
        return;
    };
    // A scripted opening move is played as it is, while it is legal.
    if let Some(m) = computer.script.pop_front() {
        if game
            .position()
            .is_some_and(|p| p.legal_moves().contains(&m))
        {
            computer.ready = Some(Answer {
                version: game.version,
                best: Some(m),
                coordinates: None,
            });
            return;
        }
        computer.script.clear();
    }
    computer.start(&game, strength);
}

fn poll_thinking(mut computer: ResMut<Computer>) {
    let Some(answer) = computer.task.as_mut().and_then(Job::poll) else {
        return;
    };
    computer.task = None;
    computer.since = None;
    if !computer.analysis_only {
        computer.ready = Some(answer);
    }
}

/// Plays the computer's answer once the board has been still for the pace.
fn play_when_paced(
    time: Res<Time>,
    mut computer: ResMut<Computer>,
    mut pace: ResMut<Pace>,
    moving: Res<BoardMoving>,
    mut commands: MessageWriter<GameCommand>,
) {
    if moving.0 {
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
    if let Some(mv) = answer.best {
        commands.write(GameCommand::ComputerMove {
            version: answer.version,
            mv,
        });
        pace.still = 0.0;
        pace.hold = 0.0;
    } else if let Some(coordinates) = answer.coordinates {
        commands.write(GameCommand::ComputerPlays {
            version: answer.version,
            coordinates,
        });
        pace.still = 0.0;
        pace.hold = 0.0;
    }
}

/// A hint asked for: worked out on the pool, kept for its game version.
fn advise(mut computer: ResMut<Computer>, mut advice: ResMut<Advice>, game: Res<CurrentGame>) {
    if let Some(found) = computer.hint_task.as_mut().and_then(Job::poll) {
        let version = computer.hint_task.take().map_or(0, |j| j.version);
        advice.wanted = None;
        advice.hint = found.map(|m| (version, m));
        return;
    }
    if let Some(found) = computer.family_hint_task.as_mut().and_then(Job::poll) {
        let version = computer.family_hint_task.take().map_or(0, |j| j.version);
        advice.wanted = None;
        advice.family_hint = found.map(|m| (version, m));
        return;
    }
    if advice.wanted != Some(game.version) || computer.hinting() {
        return;
    }
    let Some(shatra) = game.shatra() else {
        // Shatar and hiashatar: the family's computer at its full level, briefly.
        let (any, version, family) = (game.game.clone(), game.version, computer.family.clone());
        #[cfg(target_arch = "wasm32")]
        let job = {
            let _ = family;
            let at = any.clone();
            Job::ask_family(version, shatra_worker::What::Hint, &any, None, move |a| {
                family_answer(&at, a)
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::spawn(version, move |stop| {
            use game_family::FamilyGame;
            let mut c = family.lock().unwrap_or_else(|e| e.into_inner());
            c.set_stop_flag(stop);
            c.hint(&any).map(|i| any.legal_moves()[i].clone())
        });
        computer.family_hint_task = Some(job);
        return;
    };
    let (pos, hashes) = (*shatra.position(), shatra.repetition_hashes());
    #[cfg(target_arch = "wasm32")]
    let job = Job::ask(
        game.version,
        shatra_worker::What::Hint,
        &pos,
        &hashes,
        None,
        move |a| move_answer(&pos, a),
    );
    #[cfg(not(target_arch = "wasm32"))]
    let job = Job::spawn(game.version, move |stop| {
        let mut s = Searcher::new(4);
        s.set_stop_flag(stop);
        hint(&mut s, &pos, &hashes)
    });
    computer.hint_task = Some(job);
}

/// A draw offered to the computer's side is weighed on the pool; the answer goes back as a
/// command (the game is drawn, or told that it declines).
fn weigh_draw_offer(
    mut computer: ResMut<Computer>,
    offer: Res<DrawOffer>,
    game: Res<CurrentGame>,
    mut commands: MessageWriter<GameCommand>,
) {
    if let Some(accept) = computer.draw_task.as_mut().and_then(Job::poll) {
        let version = computer.draw_task.take().map_or(0, |j| j.version);
        commands.write(GameCommand::ComputerAnswersDraw { version, accept });
        return;
    }
    let Some(side) = offer.0 else { return };
    if game.players[side.index()].strength().is_none() || computer.weighing_draw() {
        return;
    }
    let Some(shatra) = game.shatra() else {
        // Shatar and hiashatar: the family's computer weighs it (a short search).
        let (any, family) = (game.game.clone(), computer.family.clone());
        let me: game_family::Side = side.into();
        #[cfg(target_arch = "wasm32")]
        let job = {
            let _ = family;
            let white = me == game_family::Side::White;
            let what = shatra_worker::What::AcceptsDraw { white };
            Job::ask_family(game.version, what, &any, None, |a| {
                matches!(a, Some(shatra_worker::Answer::Accepts(true)))
            })
        };
        #[cfg(not(target_arch = "wasm32"))]
        let job = Job::spawn(game.version, move |stop| {
            let mut c = family.lock().unwrap_or_else(|e| e.into_inner());
            c.set_stop_flag(stop);
            c.accepts_draw(&any, me)
        });
        computer.draw_task = Some(job);
        return;
    };
    let (pos, hashes) = (*shatra.position(), shatra.repetition_hashes());
    #[cfg(target_arch = "wasm32")]
    let job = {
        let white = side == shatra_engine::Color::White;
        let what = shatra_worker::What::AcceptsDraw { white };
        Job::ask(game.version, what, &pos, &hashes, None, |a| {
            matches!(a, Some(shatra_worker::Answer::Accepts(true)))
        })
    };
    #[cfg(not(target_arch = "wasm32"))]
    let job = Job::spawn(game.version, move |stop| {
        let mut s = Searcher::new(4);
        s.set_stop_flag(stop);
        accepts_draw(&mut s, &pos, &hashes, side)
    });
    computer.draw_task = Some(job);
}

fn stop_on_exit(mut exit: MessageReader<AppExit>, mut computer: ResMut<Computer>) {
    if exit.read().count() > 0 {
        computer.cancel();
    }
}
