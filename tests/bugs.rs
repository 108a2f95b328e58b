//! Six bugs the old shape of the app caused, each a test that failed before the command path
//! (each was first written against the old code, where it failed with the message quoted in its
//! comment; here it drives the same player actions through today's commands):
//! 1. "Show me" on the page about the end of the game filed its demonstration in the library.
//! 2. "Turn to the side to move" snapped an orbited camera back when a man was selected.
//! 3. A move typed while studying an earlier position was played in the live game.
//! 4. A hint asked for while studying was worked out for the live position and drawn over the
//!    position studied.
//! 5. The HUD's Save wrote no players, so Load lost who plays.
//! 6. The computer's systems were not ordered against the mirror: a reply could be played before
//!    the human's move had started to animate.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use shatra::board::animation::MoveAnim;
use shatra::board::men::PieceVisual;
use shatra::camera::Orbit;
use shatra::config::{Config, Player};
use shatra::display::Display;
use shatra::help::{Demonstration, ShowMe, TOPICS};
use shatra::play::{Advice, AppMode, CurrentGame, GameCommand, Notice, Selection, Shown};
use shatra::play::{SquareClicked, StatusLine};
use shatra::records::RecordRequest;
use shatra_engine::{Move, Square};

fn players(white: Player, black: Player) -> Config {
    Config {
        white,
        black,
        ..Config::default()
    }
}

fn human_vs_human() -> Config {
    players(Player::Human, Player::Human)
}

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

/// A folder `name`, not yet made, in a test's own temporary folder (removed when dropped: when
/// the test ends, passed or failed).
fn temp(tmp: &tempfile::TempDir, name: &str) -> std::path::PathBuf {
    tmp.path().join(name)
}

fn click(app: &mut App, n: u8) {
    app.world_mut().write_message(SquareClicked::shatra(sq(n)));
    app.update();
}

fn settle(app: &mut App) {
    for _ in 0..80 {
        app.update();
    }
}

fn game(app: &App) -> &CurrentGame {
    app.world().resource::<CurrentGame>()
}

fn shown(app: &App) -> &Shown {
    app.world().resource::<Shown>()
}

/// Bug 1. Old code: "the library keeps the demonstration as a finished game: [...ron]".
#[test]
fn bug1_show_me_the_end_of_the_game_files_nothing_in_the_library() {
    let tmp = common::temp_folder("shatra-bugs-");
    let lib = temp(&tmp, "show-me-end");
    let mut c = human_vs_human();
    c.library = Some(lib.clone());
    let mut app = common::headless(c, 3);
    let page = TOPICS.iter().position(|t| t.key == "end").unwrap();
    app.world_mut().write_message(ShowMe(page));
    app.update();
    assert!(app.world().resource::<Demonstration>().running());
    let (mut biy_taken, mut ended) = (false, false);
    for _ in 0..600 {
        app.update();
        biy_taken |= game(&app).shatra().unwrap().outcome().is_some();
        if !app.world().resource::<Demonstration>().running() {
            ended = true;
            break;
        }
    }
    assert!(
        biy_taken && ended,
        "the demonstration took the Biy and ended"
    );
    for _ in 0..5 {
        app.update();
    }
    assert!(
        game(&app).shatra().unwrap().outcome().is_none(),
        "the game came back"
    );
    let files: Vec<_> = std::fs::read_dir(&lib)
        .map(|r| r.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(
        files.is_empty(),
        "the library kept the demonstration: {files:?}"
    );
}

/// Bug 2. Old code: "selecting a man turned the orbited camera back: yaw 0.32767996 (was 1.0)".
#[test]
fn bug2_selecting_a_man_keeps_an_orbited_camera() {
    let mut app = common::headless(human_vs_human(), 3);
    app.world_mut().resource_mut::<Display>().follow_side = true;
    settle(&mut app);
    {
        let mut o = app.world_mut().resource_mut::<Orbit>();
        o.yaw = 1.0;
        o.target = None;
        o.framing = None;
    }
    app.update();
    click(&mut app, 50);
    assert_eq!(app.world().resource::<Selection>().from, Some(sq(50)));
    for _ in 0..5 {
        app.update();
    }
    let o = *app.world().resource::<Orbit>();
    assert!(
        o.target.is_none() && (o.yaw - 1.0).abs() < 1e-6,
        "selecting a man turned the camera: yaw {}, target {:?}",
        o.yaw,
        o.target
    );
    // A move does turn it (the side to move changed).
    click(&mut app, 36);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Orbit>().framing,
        Some(shatra::config::View::Black)
    );
}

/// An earlier ply with the live game's side to move and a move legal both there and now.
fn studied_with_a_common_move(app: &App) -> (usize, Move) {
    let g = game(app);
    let live = g.position().unwrap().legal_moves();
    let last = g.shatra().unwrap().moves().len();
    for k in (0..last).rev().filter(|k| (last - k).is_multiple_of(2)) {
        if let Some(m) = g.shatra().unwrap().positions()[k]
            .legal_moves()
            .into_iter()
            .find(|m| live.contains(m))
        {
            return (k, m);
        }
    }
    panic!("no earlier ply shares a legal move with the live position");
}

/// Bug 3. Old code (the real HUD, driven through egui): "(4, None) vs (3, Some(1)): 9-18, typed
/// while studying ply 1, was played in the live game". Now the typed move goes through the
/// command path's gates, as a click does.
#[test]
fn bug3_a_move_typed_while_studying_is_not_played() {
    let mut c = human_vs_human();
    c.moves = Some("47-40 16-23 50-36".into());
    let mut app = common::headless(c, 3);
    settle(&mut app);
    let (k, m) = studied_with_a_common_move(&app);
    common::send(&mut app, GameCommand::Browse(k));
    settle(&mut app);
    common::send(&mut app, GameCommand::TypedMove(m.to_string()));
    assert_eq!(
        (
            game(&app).shatra().unwrap().moves().len(),
            shown(&app).study
        ),
        (3, Some(k)),
        "{m}, typed while studying ply {k}, was played: {}",
        game(&app).shatra().unwrap().move_text()
    );
    assert_eq!(common::status(&app), Some(Notice::StudyingNotPlaying));
    // Back at the game as it stands, the same text is a move.
    common::send(&mut app, GameCommand::Browse(3));
    common::send(&mut app, GameCommand::TypedMove(m.to_string()));
    assert_eq!(game(&app).shatra().unwrap().moves().len(), 4);
}

/// Bug 4. Old code: "the hint arrows show 15x27 (a move of the live position) over the board
/// at ply 2, where it is not legal".
#[test]
fn bug4_no_hint_of_the_live_position_over_a_studied_one() {
    let mut c = human_vs_human();
    c.moves = Some("49-35 14-28 35x21".into());
    let mut app = common::headless(c, 3);
    settle(&mut app);
    common::send(&mut app, GameCommand::Browse(2));
    settle(&mut app);
    common::send(&mut app, GameCommand::Hint);
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let (g, s) = (game(&app), shown(&app));
    assert_eq!(s.study, Some(2), "still studying");
    let drawn = app.world().resource::<Advice>().hint_for(g, s);
    assert_eq!(drawn, None, "a hint drawn over the studied board");
    // In play, a hint comes for the position on the board.
    common::send(&mut app, GameCommand::Browse(3));
    common::send(&mut app, GameCommand::Hint);
    let mut hint = None;
    for _ in 0..2000 {
        app.update();
        hint = app
            .world()
            .resource::<Advice>()
            .hint_for(game(&app), shown(&app));
        if hint.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let m = hint.expect("a hint in play");
    assert!(shown(&app).position.unwrap().legal_moves().contains(&m));
}

/// Bug 5. Old code: "[Human, Human] vs [Human, Computer(5)]: who plays was lost". Save and Load
/// are the HUD's requests to the records; the slot has the autosave's format.
#[test]
fn bug5_save_and_load_keep_who_plays() {
    let tmp = common::temp_folder("shatra-bugs-");
    let dir = temp(&tmp, "save-load");
    let slot = dir.join("saved-game.ron");
    let mut app = common::headless(players(Player::Human, Player::Computer(5)), 3);
    app.insert_resource(shatra::records::Slot(Some(slot.clone())));
    common::play(&mut app, "49-35");
    app.world_mut().write_message(RecordRequest::Save);
    app.update();
    assert!(
        matches!(common::status(&app), Some(Notice::Saved { .. })),
        "{:?}",
        common::status(&app)
    );
    // The next run, a game between two people; Load.
    let mut app = common::headless(human_vs_human(), 3);
    app.insert_resource(shatra::records::Slot(Some(slot.clone())));
    app.world_mut().write_message(RecordRequest::Load);
    app.update();
    app.update();
    let g = game(&app);
    assert!(
        !g.shatra().unwrap().moves().is_empty(),
        "the moves came back"
    );
    assert_eq!(g.players, [Player::Human, Player::Computer(5)]);
    assert!(matches!(
        app.world().resource::<StatusLine>().0,
        Some(Notice::Loaded { .. })
    ));
}

/// Bug 6, the schedule. Old code: "unordered: play_when_paced / sync_pieces, …, sync_pieces /
/// poll_draw_answer (all on CurrentGame)". Now no two systems that touch the game or what the
/// board shows run in an undefined order (Bevy's own ambiguity detection over the built Update
/// schedule).
#[test]
fn bug6_no_ambiguity_between_systems_that_touch_the_game() {
    let app = common::headless(players(Player::Human, Player::Computer(1)), 3);
    let world = app.world();
    let update = world.resource::<Schedules>().get(Update).expect("Update");
    let names: std::collections::HashMap<_, String> = update
        .systems()
        .expect("built")
        .map(|(key, system)| (key, system.name().to_string()))
        .collect();
    let watched = [
        "CurrentGame",
        "Shown",
        "Selection",
        "GameStatus",
        "StatusLine",
        "Advice",
    ];
    let bad: Vec<String> = update
        .graph()
        .conflicting_systems()
        .0
        .iter()
        .filter_map(|(a, b, on)| {
            let on: Vec<String> = on
                .iter()
                .filter_map(|id| world.components().get_name(*id).map(|n| n.to_string()))
                .filter(|n| watched.iter().any(|w| n.ends_with(w)))
                .collect();
            (!on.is_empty()).then(|| format!("{} / {} on {on:?}", names[a], names[b]))
        })
        .collect();
    assert!(bad.is_empty(), "unordered systems: {bad:#?}");
}

/// Bug 6, the play. Old code (a search started in the click frame, as the schedule allowed):
/// "the reply 9-19 was played in frame 1 after the click frame, before the human's 50-36 had
/// started to animate". Now the computer starts only after the mirror, so the human's man is
/// moving before any reply; under either executor.
#[test]
fn bug6_the_reply_comes_after_the_humans_move_has_started_to_animate() {
    for single_threaded in [false, true] {
        let mut app = common::headless(players(Player::Human, Player::Computer(1)), 0);
        if single_threaded {
            app.edit_schedule(Update, |s| {
                s.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
            });
        }
        for _ in 0..3 {
            app.update();
        }
        click(&mut app, 50);
        click(&mut app, 36);
        let animating = |app: &mut App| {
            let mut q = app
                .world_mut()
                .query_filtered::<&PieceVisual, With<MoveAnim>>();
            q.iter(app.world()).any(|v| v.square == sq(36))
        };
        assert!(
            animating(&mut app),
            "the human's move animates from the frame it was played"
        );
        assert_eq!(game(&app).shatra().unwrap().moves().len(), 1);
        let mut reply = None;
        for frame in 1..2000 {
            std::thread::sleep(Duration::from_millis(2));
            app.update();
            if game(&app).shatra().unwrap().moves().len() >= 2 {
                reply = Some(frame);
                break;
            }
        }
        assert!(reply.is_some(), "the computer replied");
        assert_eq!(shown(&app).mode, AppMode::Playing);
    }
}
