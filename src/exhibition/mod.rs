//! Exhibition mode: the game runs unattended on a big screen. The computer plays itself with
//! captions that explain the rules (the attract loop), a title card comes between games, and any
//! touch, click or key hands the board to a visitor, who gets it back to the show after an idle
//! countdown. Each screen is a state of [`Screen`]; the board and the men stay and only mirror
//! the game, so nothing grows from game to game.

pub mod config;
pub mod kiosk;
pub mod tour;

use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use game_family::{FamilyGame, GameKind, GameOptions};
use shatra_engine::Move;
#[cfg(not(target_arch = "wasm32"))]
use shatra_engine::search::matches::opening;

use crate::ai::{Computer, Pace};
use crate::display::Display;
use crate::i18n::Catalog;
use crate::play::Player;
use crate::play::notice::Caption;
use crate::play::study::StudyKeys;
use crate::play::{
    Advice, AppMode, BoardInput, Change, CurrentGame, GameCommand, GameSet, Hints, Notice, Shown,
};
use shatra_engine::explain::{caption_for_outcome, captions_for_move};

pub use config::ExhibitionConfig;

/// A screen of the exhibition to show for a screenshot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum DemoScreen {
    Attract,
    Welcome,
    Countdown,
}

/// The screens of the exhibition.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    /// The title card and the result of the game just played, while the next opening is found.
    #[default]
    Interlude,
    /// The computer plays itself, with captions.
    Attract,
    /// A visitor has touched the screen: what would they like to do?
    Welcome,
    /// A visitor's game.
    Visiting,
}

/// What a visitor chose on the start screen (or with the big buttons of their game).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum VisitorChoice {
    /// Play White against the computer at one of the three strengths (0 gentle, 1 fair, 2 strong).
    PlayComputer(usize),
    TwoPlayers,
    /// Back to the show: the attract game goes on (from the start screen) or a new one starts.
    Watch,
    Undo,
    Hint,
    /// Back to the start screen.
    NewGame,
    /// The game to play (the start screen's choice among the show's games).
    Game(GameKind),
}

/// The exhibition's counters and timers.
#[derive(Resource, Debug, Default)]
pub struct Show {
    /// Attract games begun (the number on the title card).
    pub games_started: u64,
    /// Games that reached their end (attract and visitors').
    pub games_finished: u64,
    /// Moves played on the board (attract and visitors').
    pub moves_played: u64,
    /// How the last game ended, for the title card.
    pub last_result: Option<Notice>,
    /// The game a visitor's next game is of (chosen on the start screen).
    pub visitor_kind: Option<GameKind>,
    /// Seconds in the current screen (game time).
    pub in_screen: f32,
    /// Seconds since the last input (game time).
    pub idle: f32,
    /// Seconds since the current game ended (game time), if it has.
    pub since_end: Option<f32>,
    /// The next attract game's opening, being found.
    #[cfg(not(target_arch = "wasm32"))]
    opening: Option<Task<Vec<Move>>>,
    /// In the browser, in a Web Worker (the pool would search on the page's main thread).
    #[cfg(target_arch = "wasm32")]
    opening: Option<crate::ai::Job<Vec<Move>>>,
    opening_ready: Option<Vec<Move>>,
    /// The levels of the attract game on the board.
    pub levels: (u8, u8),
    /// The game version last counted and captioned.
    seen_version: u64,
    /// A visitor's game is against the computer (its side is the visitor's).
    pub visitor_vs_computer: bool,
    /// Whether the attract game was interrupted by a visitor (Watch resumes it).
    attract_in_progress: bool,
    seed: u64,
}

/// The caption on screen: what just happened, and where on the board.
#[derive(Resource, Debug, Default, Clone)]
pub struct ShowCaption {
    pub lines: Vec<Notice>,
    /// Seconds shown so far, and how long it must stay.
    pub age: f32,
    pub stay: f32,
    /// The squares of the action, on the board on the table (the camera moves in on them).
    pub action: Vec<Vec3>,
    /// Where the move went and the men it took (the caption keeps clear of them).
    pub keys: Vec<Vec3>,
}

impl ShowCaption {
    /// The points the caption must not cover: the landings and the men taken.
    pub(crate) fn key_points(&self) -> &[Vec3] {
        if self.visible() { &self.keys } else { &[] }
    }

    /// The points of the action of the current caption (for the camera).
    pub(crate) fn action_points(&self) -> &[Vec3] {
        if self.visible() { &self.action } else { &[] }
    }

    pub(crate) fn visible(&self) -> bool {
        !self.lines.is_empty() && self.age < self.stay.max(0.0) + 2.0
    }
}

/// Seconds a caption needs to be read: a base and a little per word.
pub(crate) fn reading_time(words: usize) -> f32 {
    2.5 + 0.3 * words as f32
}

pub(crate) struct ExhibitionPlugin {
    pub config: ExhibitionConfig,
    /// A screen to drive the show to, for a screenshot.
    pub demo: Option<DemoScreen>,
    /// Moves and animations this many times faster.
    pub speed: f32,
}

impl Plugin for ExhibitionPlugin {
    fn build(&self, app: &mut App) {
        let c = self.config.clone();
        app.insert_resource(c.clone())
            .init_state::<Screen>()
            .init_resource::<Show>()
            .init_resource::<ShowCaption>()
            .add_message::<VisitorChoice>()
            .insert_resource(Pace {
                pause: c.pause,
                ..default()
            })
            .insert_resource(Hints { compulsory: true })
            .insert_resource(BoardInput(false))
            .insert_resource(StudyKeys(false))
            .add_systems(Startup, set_speed(self.speed, c.animation_speed))
            .add_systems(OnEnter(Screen::Interlude), begin_interlude)
            .add_systems(OnEnter(Screen::Attract), resume_attract)
            .add_systems(OnEnter(Screen::Welcome), welcome_visitor)
            .add_systems(OnEnter(Screen::Visiting), |mut i: ResMut<BoardInput>| {
                i.0 = true
            })
            .add_systems(OnExit(Screen::Visiting), leave_visit)
            .add_systems(
                Update,
                (
                    tick_show,
                    follow_the_game,
                    interlude.run_if(in_state(Screen::Interlude)),
                    attract.run_if(in_state(Screen::Attract)),
                    visitor_choices,
                    show_hint.run_if(in_state(Screen::Visiting)),
                    idle_visitor
                        .run_if(in_state(Screen::Welcome).or_else(in_state(Screen::Visiting))),
                )
                    .chain()
                    .in_set(GameSet::Computer),
            )
            .add_systems(PreUpdate, notice_input.after(bevy::input::InputSystems));
        app.add_plugins(tour::TourPlugin);
        if let Some(demo) = self.demo {
            app.insert_resource(crate::display::ScreenshotGate(false))
                .add_systems(Update, drive_demo(demo).after(idle_visitor));
        }
    }
}

/// Drives the show to a screen for a screenshot, and opens the screenshot's gate once it shows.
#[allow(clippy::type_complexity)]
fn drive_demo(
    demo: DemoScreen,
) -> impl FnMut(
    Res<State<Screen>>,
    ResMut<Show>,
    Res<ShowCaption>,
    Res<ExhibitionConfig>,
    ResMut<NextState<Screen>>,
    MessageWriter<VisitorChoice>,
    ResMut<crate::display::ScreenshotGate>,
) {
    move |screen, mut show, caption, config, mut next, mut choices, mut gate| {
        let now = *screen.get();
        gate.0 = match demo {
            DemoScreen::Attract => {
                now == Screen::Attract
                    && caption.age > 0.4
                    && caption.age < caption.stay
                    && matches!(
                        caption.lines.first(),
                        Some(Notice::Caption(
                            Caption::CompulsoryCapture { .. }
                                | Caption::LongRangeCapture { .. }
                                | Caption::BiyStopsChain { .. }
                                | Caption::EnPassant { .. }
                        ))
                    )
            }
            DemoScreen::Welcome => {
                if now == Screen::Attract && show.moves_played >= 8 {
                    next.set(Screen::Welcome);
                }
                now == Screen::Welcome && show.in_screen > 0.5
            }
            DemoScreen::Countdown => {
                match now {
                    Screen::Attract if show.moves_played >= 6 => next.set(Screen::Welcome),
                    Screen::Welcome => {
                        choices.write(VisitorChoice::PlayComputer(1));
                    }
                    Screen::Visiting if show.in_screen < 1.0 => {
                        show.idle = config.idle_timeout + config.countdown * 0.35;
                    }
                    _ => {}
                }
                now == Screen::Visiting && countdown_left(&show, &config).is_some()
            }
        };
    }
}

fn set_speed(speed: f32, animation: f32) -> impl Fn(ResMut<Time<Virtual>>, ResMut<Display>) {
    move |mut time: ResMut<Time<Virtual>>, mut display: ResMut<Display>| {
        time.set_relative_speed(speed);
        // Slow software rendering (a frame a second) must not slow the show down too much.
        time.set_max_delta(std::time::Duration::from_secs(2));
        display.speed = animation;
    }
}

/// Any touch, click, key or pointer movement: a person is there.
fn notice_input(
    mut pointer: MessageReader<PointerInput>,
    keys: Res<ButtonInput<KeyCode>>,
    touches: Res<Touches>,
    screen: Res<State<Screen>>,
    mut show: ResMut<Show>,
    mut next: ResMut<NextState<Screen>>,
) {
    let mut moved = false;
    let mut pressed = keys.get_just_pressed().next().is_some() || touches.any_just_pressed();
    for p in pointer.read() {
        match p.action {
            PointerAction::Press(_) => pressed = true,
            _ => moved = true,
        }
    }
    if pressed || moved {
        show.idle = 0.0;
    }
    if pressed && matches!(screen.get(), Screen::Attract | Screen::Interlude) {
        next.set(Screen::Welcome);
    }
}

fn tick_show(
    time: Res<Time>,
    mut show: ResMut<Show>,
    mut caption: ResMut<ShowCaption>,
    shown: Res<Shown>,
) {
    let dt = time.delta_secs();
    show.in_screen += dt;
    // A rules demonstration being watched is not idleness.
    show.idle = if shown.mode == AppMode::Demonstrating {
        0.0
    } else {
        show.idle + dt
    };
    if let Some(t) = show.since_end.as_mut() {
        *t += dt;
    }
    caption.age += dt;
}

/// Counts the moves, captions them and notes the end of a game.
#[allow(clippy::too_many_arguments)]
fn follow_the_game(
    game: Res<CurrentGame>,
    layout: Res<crate::board::layout::Layout>,
    shown: Res<Shown>,
    mut show: ResMut<Show>,
    mut caption: ResMut<ShowCaption>,
    mut pace: ResMut<Pace>,
    catalog: Option<Res<Catalog>>,
) {
    if shown.version == show.seen_version {
        return;
    }
    show.seen_version = shown.version;
    if let Change::Played(mv) = &shown.change {
        // Shatar and hiashatar: what the move did (or how the game ended), as the command
        // system worded it, where it happened on their board.
        show.moves_played += 1;
        let mut lines: Vec<Notice> = shown
            .said
            .iter()
            .cloned()
            .map(Notice::FamilyCaption)
            .collect();
        if let (Some(e), true) = (game.game.ending(), lines.is_empty()) {
            lines.push(Notice::Ending(e));
        }
        let keys: Vec<Vec3> = mv
            .landings()
            .into_iter()
            .chain(mv.captures.iter().copied())
            .map(|c| layout.center(c))
            .collect();
        let mut action = keys.clone();
        action.push(layout.center(mv.from));
        caption_lines(
            &mut caption,
            &mut pace,
            catalog.as_deref(),
            lines,
            action,
            keys,
        );
    }
    if let Change::Moved { mv, before } = &shown.change {
        show.moves_played += 1;
        let mut lines: Vec<Notice> = captions_for_move(before, mv)
            .into_iter()
            .map(Notice::Caption)
            .collect();
        lines.truncate(2);
        let mut landings = mv.captured();
        for s in mv.landings() {
            landings |= s.bit();
        }
        let points = |bits: u64| -> Vec<Vec3> {
            shatra_engine::Squares(bits)
                .map(crate::board::geometry::square_center)
                .collect()
        };
        let (action, keys) = (points(landings | mv.from().bit()), points(landings));
        if let Some(o) = game.shatra().and_then(|g| g.outcome()) {
            lines.insert(0, Notice::Caption(caption_for_outcome(&o)));
            lines.truncate(2);
        }
        caption_lines(
            &mut caption,
            &mut pace,
            catalog.as_deref(),
            lines,
            action,
            keys,
        );
    }
    let ended = match (game.shatra().and_then(|g| g.outcome()), game.game.ending()) {
        (Some(o), _) => Some(Notice::Caption(caption_for_outcome(&o))),
        (None, Some(e)) => Some(Notice::Ending(e)),
        (None, None) => None,
    };
    match ended {
        Some(n) if show.since_end.is_none() => {
            show.since_end = Some(0.0);
            show.games_finished += 1;
            show.last_result = Some(n);
        }
        None => show.since_end = None,
        _ => {}
    }
}

/// Puts up a caption's lines (none: the old caption stays) for the time they take to read; the
/// next move waits for it.
fn caption_lines(
    caption: &mut ShowCaption,
    pace: &mut Pace,
    catalog: Option<&Catalog>,
    lines: Vec<Notice>,
    action: Vec<Vec3>,
    keys: Vec<Vec3>,
) {
    if lines.is_empty() {
        return;
    }
    let words: usize = match catalog {
        Some(c) => lines
            .iter()
            .map(|n| c.notice(n).split_whitespace().count())
            .sum(),
        None => 12 * lines.len(),
    };
    let stay = reading_time(words);
    *caption = ShowCaption {
        lines,
        age: 0.0,
        stay,
        action,
        keys,
    };
    pace.hold = (stay - pace.pause).max(0.0);
}

#[allow(clippy::too_many_arguments)]
fn begin_interlude(
    mut commands: Commands,
    mut game_commands: MessageWriter<GameCommand>,
    mut input: ResMut<BoardInput>,
    mut show: ResMut<Show>,
    config: Res<ExhibitionConfig>,
    mut computer: ResMut<Computer>,
    catalog: Res<Catalog>,
) {
    // A rules demonstration a visitor left running ends now (its game must not come back later
    // over the show's).
    game_commands.write(GameCommand::EndDemonstration);
    input.0 = false;
    // The languages take turns, one per attract game (those with a catalogue).
    let spoken: Vec<&String> = config
        .languages
        .iter()
        .filter(|l| crate::i18n::LANGUAGES.iter().any(|c| c.code == l.as_str()))
        .collect();
    if !spoken.is_empty() {
        let code = spoken[show.games_started as usize % spoken.len()];
        if catalog.code() != code.as_str()
            && let Some(c) = Catalog::for_language(code)
        {
            commands.insert_resource(c);
        }
    }
    show.in_screen = 0.0;
    computer.paused = true;
    show.attract_in_progress = false;
    show.seed = show.seed.wrapping_add(1);
    #[cfg(not(target_arch = "wasm32"))]
    let seed = show.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
    // std's clock panics in the browser: the page's (milliseconds).
    #[cfg(target_arch = "wasm32")]
    let seed = show.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (js_sys::Date::now() * 1e6) as u64;
    show.opening_ready = None;
    // Shatra's games open with a line of its opening book; the others from their start (the
    // computer's own seeds vary them).
    let GameOptions::Shatra(rules) = config.game(show.games_started) else {
        show.opening_ready = Some(Vec::new());
        return;
    };
    #[cfg(not(target_arch = "wasm32"))]
    {
        show.opening = Some(AsyncComputeTaskPool::get().spawn(async move { opening(rules, seed) }));
    }
    #[cfg(target_arch = "wasm32")]
    {
        show.opening = Some(crate::ai::opening_job(rules, seed));
    }
}

/// The title card stays its time; then, once the opening is found, the next attract game.
fn interlude(
    mut show: ResMut<Show>,
    config: Res<ExhibitionConfig>,
    mut commands: MessageWriter<GameCommand>,
    mut computer: ResMut<Computer>,
    mut caption: ResMut<ShowCaption>,
    mut next: ResMut<NextState<Screen>>,
) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(task) = show.opening.as_mut()
        && let Some(moves) = check_ready(task)
    {
        show.opening = None;
        show.opening_ready = Some(moves);
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(moves) = show.opening.as_mut().and_then(crate::ai::Job::poll) {
        show.opening = None;
        show.opening_ready = Some(moves);
    }
    if show.in_screen < config.interlude {
        return;
    }
    let Some(script) = show.opening_ready.take() else {
        return;
    };
    computer.cancel();
    commands.write(GameCommand::NewGame {
        options: config.game(show.games_started),
        players: [
            Player::Computer(config.white_level),
            Player::Computer(config.black_level),
        ],
        clock: None,
    });
    computer.script = script.into();
    show.levels = (config.white_level, config.black_level);
    show.games_started += 1;
    show.attract_in_progress = true;
    *caption = ShowCaption::default();
    next.set(Screen::Attract);
}

fn resume_attract(
    mut show: ResMut<Show>,
    mut computer: ResMut<Computer>,
    mut input: ResMut<BoardInput>,
    mut commands: MessageWriter<GameCommand>,
) {
    // A rules demonstration a visitor started ends: the attract game comes back.
    commands.write(GameCommand::EndDemonstration);
    show.in_screen = 0.0;
    computer.paused = false;
    input.0 = false;
}

/// After the end of an attract game and its caption: the title card.
fn attract(show: Res<Show>, caption: Res<ShowCaption>, mut next: ResMut<NextState<Screen>>) {
    if let Some(t) = show.since_end
        && t > caption.stay.max(4.0) + 1.0
    {
        next.set(Screen::Interlude);
    }
}

fn welcome_visitor(
    mut show: ResMut<Show>,
    mut computer: ResMut<Computer>,
    mut input: ResMut<BoardInput>,
    mut commands: MessageWriter<GameCommand>,
) {
    // A new visitor plays the game on the board unless they choose another.
    show.visitor_kind = None;
    show.in_screen = 0.0;
    show.idle = 0.0;
    // The attract game waits (Watch resumes it); the board takes no clicks yet.
    computer.paused = true;
    input.0 = false;
    commands.write(GameCommand::Deselect);
}

fn leave_visit(
    mut input: ResMut<BoardInput>,
    mut commands: MessageWriter<GameCommand>,
    mut computer: ResMut<Computer>,
) {
    input.0 = false;
    commands.write(GameCommand::Deselect);
    computer.cancel();
}

#[allow(clippy::too_many_arguments)]
fn visitor_choices(
    mut choices: MessageReader<VisitorChoice>,
    config: Res<ExhibitionConfig>,
    game: Res<CurrentGame>,
    screen: Res<State<Screen>>,
    mut show: ResMut<Show>,
    mut commands: MessageWriter<GameCommand>,
    mut computer: ResMut<Computer>,
    mut caption: ResMut<ShowCaption>,
    mut next: ResMut<NextState<Screen>>,
) {
    // A visitor plays the game on the board unless they chose another.
    let kind = game.kind();
    for choice in choices.read() {
        show.idle = 0.0;
        match (*choice, screen.get()) {
            (VisitorChoice::PlayComputer(i), Screen::Welcome) => {
                let level = config.visitor_levels[i.min(2)];
                computer.cancel();
                computer.script.clear();
                computer.paused = false;
                commands.write(GameCommand::NewGame {
                    options: config.visitor_game(show.visitor_kind.unwrap_or(kind)),
                    players: [Player::Human, Player::Computer(level)],
                    clock: None,
                });
                show.visitor_vs_computer = true;
                show.attract_in_progress = false;
                *caption = ShowCaption::default();
                next.set(Screen::Visiting);
            }
            (VisitorChoice::TwoPlayers, Screen::Welcome) if config.two_players => {
                computer.cancel();
                computer.script.clear();
                computer.paused = false;
                commands.write(GameCommand::NewGame {
                    options: config.visitor_game(show.visitor_kind.unwrap_or(kind)),
                    players: [Player::Human, Player::Human],
                    clock: None,
                });
                show.visitor_vs_computer = false;
                show.attract_in_progress = false;
                *caption = ShowCaption::default();
                next.set(Screen::Visiting);
            }
            (VisitorChoice::Watch, Screen::Welcome) if show.attract_in_progress => {
                next.set(Screen::Attract);
            }
            (VisitorChoice::Watch, _) => next.set(Screen::Interlude),
            (VisitorChoice::Undo, Screen::Visiting) => {
                commands.write(GameCommand::Undo);
            }
            (VisitorChoice::Hint, Screen::Visiting) => {
                commands.write(GameCommand::Hint);
            }
            (VisitorChoice::Game(k), Screen::Welcome) => show.visitor_kind = Some(k),
            (VisitorChoice::NewGame, Screen::Visiting) => {
                computer.cancel();
                next.set(Screen::Welcome);
            }
            _ => {}
        }
    }
}

/// A hint that has come selects the man and lights where it goes (its arrows show too).
fn show_hint(
    advice: Res<Advice>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut commands: MessageWriter<GameCommand>,
    mut applied: Local<Option<u64>>,
) {
    let Some(m) = advice.hint_for(&game, &shown) else {
        return;
    };
    if *applied == Some(game.version) || !game.human_to_move() {
        return;
    }
    *applied = Some(game.version);
    commands.write(GameCommand::SelectFor(m));
}

/// No input for the idle timeout: the countdown; at its end, back to the show. The end of a
/// visitor's game: back to the show after the result has been shown.
fn idle_visitor(
    show: Res<Show>,
    config: Res<ExhibitionConfig>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let over = show.idle >= config.idle_timeout + config.countdown;
    let result_shown = *screen.get() == Screen::Visiting
        && show.since_end.is_some_and(|t| t >= config.result_time);
    if over || result_shown {
        next.set(if show.attract_in_progress {
            Screen::Attract
        } else {
            Screen::Interlude
        });
    }
}

/// What was wrong with the exhibition's settings file (each bad field took its default).
#[derive(Resource, Debug, Default)]
pub struct ConfigProblems(pub Vec<config::Problem>);

/// One log line for each bad field of the settings file, and for each language asked for that
/// has no catalogue yet (the show speaks the others).
pub(crate) fn log_config_problems(problems: Res<ConfigProblems>, config: Res<ExhibitionConfig>) {
    for p in &problems.0 {
        warn!("{p}");
    }
    for l in &config.languages {
        if !crate::i18n::LANGUAGES.iter().any(|c| c.code == l.as_str()) {
            warn!("exhibition config: languages: '{l}' has no catalogue in this build; skipped");
        }
    }
}

/// Seconds left of the "Still playing?" countdown, when it is showing.
pub fn countdown_left(show: &Show, config: &ExhibitionConfig) -> Option<f32> {
    (show.idle >= config.idle_timeout)
        .then(|| (config.idle_timeout + config.countdown - show.idle).max(0.0))
}
