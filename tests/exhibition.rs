//! Exhibition mode without a window or GPU, at high speed: attract games follow one another with
//! captions, a visitor taps in and plays, goes idle and the show takes the board back; after every
//! game the entity count is back at its baseline, and the camera tour stays above the board.

mod common;

use game_family::FamilyGame;
use std::path::PathBuf;
use std::time::Duration;

use bevy::picking::pointer::{PointerAction, PointerButton};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use shatra::ai::Computer;
use shatra::camera::Orbit;
use shatra::config::{Config, Player};
use shatra::exhibition::tour::eye_height;
use shatra::exhibition::{
    ConfigProblems, ExhibitionConfig, Screen, Show, ShowCaption, VisitorChoice, countdown_left,
};
use shatra::play::CurrentGame;
use shatra::play::notice::{Caption, Notice};
use shatra::play::{BoardInput, SquareClicked};
use shatra::{Mode, build_app};
use shatra_engine::Square;

fn config_file(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn exhibition_app(settings: &str, speed: f32) -> App {
    // The tests run in parallel: each app reads its own file, in a folder of its own that is
    // removed when this returns (the app has read the file by then) or panics.
    let dir = common::temp_folder("shatra-exhibition-test-");
    let c = Config {
        exhibition_config: Some(config_file(&dir, "exhibition.ron", settings)),
        speed,
        ..Config::default()
    };
    let mut app = build_app(c, Mode::Headless).expect("app builds");
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        100,
    )));
    app.finish();
    app.cleanup();
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn entities(app: &App) -> u32 {
    app.world().entities().count_spawned()
}

/// One update; the computer's search runs on another thread, so give it a moment.
fn step(app: &mut App) {
    app.update();
    if app.world().resource::<Computer>().thinking() {
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Updates until `done`, at most `n` times; whether it happened.
fn run_until(app: &mut App, n: usize, mut done: impl FnMut(&App) -> bool) -> bool {
    for _ in 0..n {
        if done(app) {
            return true;
        }
        step(app);
    }
    done(app)
}

/// A press of the primary button (a tap) in the middle of the window, through bevy_picking.
fn tap(app: &mut App) {
    common::pointer(
        app,
        Vec2::new(640.0, 400.0),
        &[
            PointerAction::Press(PointerButton::Primary),
            PointerAction::Release(PointerButton::Primary),
        ],
    );
}

const FAST: &str = "(white_level: 1, black_level: 2, pause: 0.5, interlude: 2, idle_timeout: 10, \
                    countdown: 5, result_time: 5)";

#[test]
fn attract_games_visitors_and_idle_return_leave_nothing_behind() {
    // 50 times faster, 0.1 s a frame: 5 s of show a frame.
    let mut app = exhibition_app(FAST, 50.0);
    assert_eq!(
        screen(&app),
        Screen::Interlude,
        "the show opens on the title card"
    );
    assert!(app.world().resource::<ConfigProblems>().0.is_empty());

    // The first attract game starts once the title card has stood and the opening is found.
    assert!(run_until(&mut app, 2000, |a| screen(a) == Screen::Attract));
    let baseline = entities(&app);
    let kind = |a: &App| a.world().resource::<CurrentGame>().kind();
    let mut starts = vec![(kind(&app), baseline)];
    let mut seen_start = app.world().resource::<Show>().games_started;
    let mut captions = Vec::new();
    let mut family_action = 0;
    let mut lowest_eye = f32::MAX;

    // Three whole attract games; at the start of each the entity count is the baseline's.
    while app.world().resource::<Show>().games_finished < 3 {
        step(&mut app);
        let show = app.world().resource::<Show>();
        if show.games_started != seen_start && screen(&app) == Screen::Attract {
            seen_start = show.games_started;
            starts.push((kind(&app), entities(&app)));
        }
        let caption = app.world().resource::<ShowCaption>();
        if let Some(first) = caption.lines.first()
            && captions.last() != Some(first)
        {
            captions.push(first.clone());
            // Shatar's and hiashatar's captions point the camera at their own board too.
            if matches!(first, Notice::FamilyCaption(_)) {
                family_action = family_action.max(caption.action.len());
            }
        }
        if screen(&app) == Screen::Attract {
            lowest_eye = lowest_eye.min(eye_height(app.world().resource::<Orbit>()));
        }
        assert!(
            app.world().resource::<Show>().moves_played < 5000,
            "the attract games do not end"
        );
    }
    assert!(
        captions
            .iter()
            .any(|c| matches!(c, Notice::Caption(Caption::CompulsoryCapture { .. }))),
        "captions: {captions:?}"
    );
    assert!(
        captions
            .iter()
            .any(|c| matches!(c, Notice::Caption(Caption::GameOver { .. }))),
        "the end of a game is captioned: {captions:?}"
    );
    assert!(
        family_action >= 2,
        "the action of a family caption: {family_action} points"
    );
    // Shatar's and hiashatar's moves are captioned in their own terms.
    assert!(
        captions
            .iter()
            .any(|c| matches!(c, Notice::FamilyCaption(_) | Notice::Ending(_))),
        "captions: {captions:?}"
    );
    assert!(lowest_eye > 6.0, "the tour went down to {lowest_eye}");

    // Into the next attract game; then, at the normal pace (0.1 s a frame), a visitor taps in.
    let finished_games = app.world().resource::<Show>().games_started;
    assert!(run_until(&mut app, 5000, |a| screen(a) == Screen::Attract
        && a.world().resource::<Show>().games_started > finished_games));
    starts.push((kind(&app), entities(&app)));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_relative_speed(1.0);
    for _ in 0..3 {
        step(&mut app);
    }
    tap(&mut app);
    app.update();
    assert_eq!(screen(&app), Screen::Welcome);
    assert!(
        !app.world().resource::<BoardInput>().0,
        "the board waits for a choice"
    );
    let moves = app.world().resource::<Show>().moves_played;
    for _ in 0..20 {
        step(&mut app);
    }
    assert_eq!(
        app.world().resource::<Show>().moves_played,
        moves,
        "the attract game waits while the visitor chooses"
    );

    // The visitor plays the gentle computer: a tap on a man and on a target make a move.
    app.world_mut()
        .write_message(VisitorChoice::PlayComputer(0));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Visiting);
    {
        let game = app.world().resource::<CurrentGame>();
        assert_eq!(game.players, [Player::Human, Player::Computer(2)]);
        assert!(game.shatra().unwrap().moves().is_empty());
    }
    for n in [50, 36] {
        app.world_mut()
            .write_message(SquareClicked::shatra(Square::from_number(n).unwrap()));
        app.update();
    }
    assert_eq!(
        app.world()
            .resource::<CurrentGame>()
            .shatra()
            .unwrap()
            .moves()[0]
            .to_string(),
        "50-36"
    );
    assert!(
        run_until(&mut app, 2000, |a| a
            .world()
            .resource::<CurrentGame>()
            .ply()
            == 2),
        "the computer answers the visitor"
    );

    // The visitor walks away: the countdown shows, then the show takes the board back.
    let config = app.world().resource::<ExhibitionConfig>().clone();
    assert!(run_until(&mut app, 400, |a| countdown_left(
        a.world().resource::<Show>(),
        &config
    )
    .is_some()));
    assert_eq!(screen(&app), Screen::Visiting, "the countdown comes first");
    assert!(run_until(&mut app, 400, |a| screen(a) == Screen::Interlude));
    assert!(!app.world().resource::<BoardInput>().0);
    let finished_games = app.world().resource::<Show>().games_started;
    assert!(run_until(&mut app, 5000, |a| screen(a) == Screen::Attract
        && a.world().resource::<Show>().games_started > finished_games));
    starts.push((kind(&app), entities(&app)));

    // The show plays the three games in turn; each game starts with the same entities every
    // time it comes round (Shatra's as at the very start).
    assert!(starts.len() >= 5, "games compared: {starts:?}");
    let kinds: Vec<_> = starts.iter().map(|(k, _)| *k).collect();
    assert_eq!(
        &kinds[..4],
        &game_family::GameKind::ALL
            .iter()
            .chain([&game_family::GameKind::Shatra])
            .copied()
            .collect::<Vec<_>>()[..]
    );
    for (k, n) in &starts {
        let first = starts.iter().find(|(f, _)| f == k).unwrap().1;
        assert_eq!(
            *n, first,
            "entities at the start of each game: {starts:?} (baseline {baseline})"
        );
    }
    assert_eq!(starts[3].1, baseline);
}

#[test]
fn watch_resumes_the_interrupted_game_and_two_players_can_be_refused() {
    // Shatra's games only: at levels 1 and 2 a game may end before its tenth move, and the
    // show's next game must then be Shatra's again (with all three games it was shatar's, and
    // this test, reading Shatra's moves, failed on it).
    let mut app = exhibition_app(
        &(FAST.trim_end_matches(')').to_string() + ", two_players: false, games: [\"shatra\"])"),
        50.0,
    );
    assert!(run_until(&mut app, 2000, |a| screen(a) == Screen::Attract));
    // Ten moves into a game that is still going on (a finished one is not resumed).
    assert!(run_until(&mut app, 4000, |a| {
        let game = a.world().resource::<CurrentGame>().shatra();
        screen(a) == Screen::Attract
            && game.is_some_and(|g| g.moves().len() >= 10 && g.outcome().is_none())
    }));
    // The visitor's part at the normal pace (0.1 s a frame), well inside the idle timeout.
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_relative_speed(1.0);
    tap(&mut app);
    app.update();
    assert_eq!(screen(&app), Screen::Welcome);
    let before = app
        .world()
        .resource::<CurrentGame>()
        .shatra()
        .unwrap()
        .moves()
        .to_vec();
    // Two players is off: the choice is ignored.
    app.world_mut().write_message(VisitorChoice::TwoPlayers);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Welcome);
    // Watch: the same game goes on.
    app.world_mut().write_message(VisitorChoice::Watch);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Attract);
    assert!(run_until(&mut app, 2000, |a| a
        .world()
        .resource::<CurrentGame>()
        .ply()
        > before.len()));
    let after = app
        .world()
        .resource::<CurrentGame>()
        .shatra()
        .unwrap()
        .moves()
        .to_vec();
    assert_eq!(
        after[..before.len()],
        before[..],
        "the interrupted game resumed"
    );
}

#[test]
fn a_bad_settings_file_still_starts_the_show_and_names_each_bad_field() {
    let mut app = exhibition_app(
        "(white_level: 0, pause: \"long\", black_level: 7, speed: 3)",
        1.0,
    );
    let mut named: Vec<String> = app
        .world()
        .resource::<ConfigProblems>()
        .0
        .iter()
        .map(|p| p.field.clone())
        .collect();
    named.sort();
    assert_eq!(named, vec!["pause", "speed", "white_level"]);
    let c = app.world().resource::<ExhibitionConfig>();
    assert_eq!((c.white_level, c.black_level), (5, 7));
    app.update();
    assert_eq!(screen(&app), Screen::Interlude);
}

#[test]
fn a_demonstration_left_running_ends_when_the_show_takes_the_board_back() {
    use shatra::help::{Demonstration, ShowMe};
    let mut app = exhibition_app(FAST, 50.0);
    assert!(run_until(&mut app, 2000, |a| screen(a) == Screen::Attract));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_relative_speed(1.0);
    tap(&mut app);
    app.update();
    app.world_mut().write_message(VisitorChoice::TwoPlayers);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Visiting);
    app.world_mut().write_message(ShowMe(3));
    app.update();
    assert!(app.world().resource::<Demonstration>().running());
    // Back to watching in the middle of it.
    app.world_mut().write_message(VisitorChoice::Watch);
    app.update();
    app.update();
    assert!(!app.world().resource::<Demonstration>().running());
    let started = app.world().resource::<Show>().games_started;
    assert!(run_until(&mut app, 4000, |a| screen(a) == Screen::Attract
        && a.world().resource::<Show>().games_started > started));
    // The show's new game runs; nothing of the demonstration comes back over it.
    for _ in 0..100 {
        step(&mut app);
    }
    let game = app.world().resource::<CurrentGame>();
    assert!(matches!(
        game.players,
        [Player::Computer(_), Player::Computer(_)]
    ));
    assert!(!app.world().resource::<Demonstration>().running());
    assert_ne!(
        game.game.upto(0).position_text(),
        "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1"
    );
}

#[test]
fn a_visitor_chooses_the_game_on_the_start_screen() {
    let mut app = exhibition_app(FAST, 50.0);
    assert!(run_until(&mut app, 2000, |a| screen(a) == Screen::Attract));
    app.world_mut()
        .resource_mut::<Time<Virtual>>()
        .set_relative_speed(1.0);
    tap(&mut app);
    app.update();
    assert_eq!(screen(&app), Screen::Welcome);
    app.world_mut()
        .write_message(VisitorChoice::Game(game_family::GameKind::Hiashatar));
    app.update();
    app.world_mut()
        .write_message(VisitorChoice::PlayComputer(0));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Visiting);
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(game.kind(), game_family::GameKind::Hiashatar);
    assert_eq!(game.players, [Player::Human, Player::Computer(2)]);
    assert!(game.human_to_move());
    // The visitor's move, and the computer's answer on the hiashatar board.
    let m = game.game.legal_moves()[0].clone();
    app.world_mut()
        .write_message(shatra::play::SquareClicked(m.from));
    app.update();
    app.world_mut()
        .write_message(shatra::play::SquareClicked(m.to));
    app.update();
    assert!(run_until(&mut app, 20_000, |a| a
        .world()
        .resource::<CurrentGame>()
        .ply()
        == 2));
}
