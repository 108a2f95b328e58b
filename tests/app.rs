//! The game without a window or GPU: the entities mirror the engine after moves, undo, redo and
//! a new game; synthetic pointer clicks make moves; a capture chain is chosen click by click;
//! the computer's task delivers a legal move, and a cancelled one changes nothing.

mod common;

use shatra::play::GameCommand;
use shatra::play::notice::Refusal;

use std::collections::BTreeMap;
use std::time::Duration;

use bevy::picking::pointer::{PointerAction, PointerButton};
use bevy::prelude::*;
use game_family::FamilyGame;
use shatra::board::geometry::square_center;
use shatra::board::men::PieceVisual;
use shatra::config::{Config, Player};
use shatra::play::CurrentGame;
use shatra::play::{Selection, SquareClicked};
use shatra::{Mode, build_app};
use shatra_engine::{Piece, RuleSet, Square};

fn app_with(config: Config) -> App {
    common::headless(config, 3)
}

fn human_vs_human() -> Config {
    Config {
        white: Player::Human,
        black: Player::Human,
        ..Config::default()
    }
}

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

/// The men on screen, by square.
fn shown(app: &mut App) -> BTreeMap<u8, Piece> {
    let mut q = app.world_mut().query::<&PieceVisual>();
    q.iter(app.world())
        .map(|v| (v.square.number(), v.piece))
        .collect()
}

fn expected(app: &App) -> BTreeMap<u8, Piece> {
    let pos = *app.world().resource::<CurrentGame>().position().unwrap();
    Square::all()
        .filter_map(|s| pos.piece_at(s).map(|p| (s.number(), p)))
        .collect()
}

/// A click on a square, as the picking observers report it.
fn click(app: &mut App, n: u8) {
    app.world_mut().write_message(SquareClicked::shatra(sq(n)));
    app.update();
}

fn settle(app: &mut App) {
    for _ in 0..60 {
        app.update();
    }
}

#[test]
fn entities_mirror_the_game_after_moves_undo_redo_and_new_game() {
    let mut app = app_with(human_vs_human());
    assert_eq!(shown(&mut app).len(), 34);
    assert_eq!(shown(&mut app), expected(&app));
    for m in ["49-35", "14-28", "35x21"] {
        common::play(&mut app, m);
        assert_eq!(
            app.world()
                .resource::<CurrentGame>()
                .shatra()
                .unwrap()
                .moves()
                .last()
                .unwrap()
                .to_string(),
            m
        );
        app.update();
        assert_eq!(shown(&mut app), expected(&app), "after {m}");
        settle(&mut app);
        assert_eq!(shown(&mut app), expected(&app), "after {m} settles");
    }
    common::send(&mut app, GameCommand::Undo);
    app.update();
    assert_eq!(shown(&mut app), expected(&app), "after undo");
    common::send(&mut app, GameCommand::Redo);
    app.update();
    assert_eq!(shown(&mut app), expected(&app), "after redo");
    common::new_game(
        &mut app,
        RuleSet::original(),
        [Player::Human, Player::Human],
    );
    app.update();
    assert_eq!(shown(&mut app).len(), 48);
    assert_eq!(shown(&mut app), expected(&app), "after a new Original game");
    // No entity is left over once the animations end.
    settle(&mut app);
    let mut all = app.world_mut().query_filtered::<Entity, (
        With<Transform>,
        Without<PieceVisual>,
        With<shatra::board::animation::Sinking>,
    )>();
    assert_eq!(all.iter(app.world()).count(), 0);
}

/// Sends a mouse click at the screen position of a square, through bevy_picking.
fn click_square(app: &mut App, s: Square) {
    let (camera, cam_t) = {
        let mut q = app.world_mut().query::<(&Camera, &GlobalTransform)>();
        let (c, t) = q.single(app.world()).expect("one camera");
        (c.clone(), *t)
    };
    let at = camera
        .world_to_viewport(&cam_t, square_center(s))
        .expect("square on screen");
    common::pointer(
        app,
        at,
        &[
            PointerAction::Move { delta: Vec2::ZERO },
            PointerAction::Press(PointerButton::Primary),
            PointerAction::Release(PointerButton::Primary),
        ],
    );
    app.update();
}

#[test]
fn clicking_a_man_and_a_target_makes_the_move() {
    let mut app = app_with(human_vs_human());
    click_square(&mut app, sq(50));
    assert_eq!(
        app.world().resource::<Selection>().from,
        Some(sq(50)),
        "the Shatra on 50 is selected"
    );
    assert_eq!(
        app.world().resource::<Selection>().targets(),
        sq(43).bit() | sq(36).bit()
    );
    click_square(&mut app, sq(36));
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(
        game.shatra()
            .unwrap()
            .moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        vec!["50-36"]
    );
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn a_capture_chain_is_chosen_click_by_click() {
    let mut c = human_vs_human();
    // Derzhanski's Batyr: several chains from 46.
    c.position = Some("3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1".into());
    let mut app = app_with(c);
    // A quiet click elsewhere is refused: a capture is compulsory.
    click(&mut app, 53);
    assert_eq!(
        common::status(&app),
        Some(shatra::play::notice::Notice::Refused(
            Refusal::CaptureCompulsory
        ))
    );
    click(&mut app, 46);
    let targets = app.world().resource::<Selection>().targets();
    assert_eq!(targets, sq(32).bit() | sq(16).bit());
    for n in [16, 11, 32] {
        click(&mut app, n);
        assert!(
            app.world().resource::<CurrentGame>().ply() == 0,
            "the chain is not over after {n}"
        );
        // Only the continuations still legal are lit.
        let sel = app.world().resource::<Selection>();
        assert!(sel.targets() != 0);
    }
    click(&mut app, 46);
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(
        game.shatra().unwrap().moves().last().unwrap().to_string(),
        "46x16x11x32x46"
    );
}

#[test]
fn the_computer_answers_with_a_legal_move_and_a_cancelled_answer_changes_nothing() {
    let c = Config {
        white: Player::Human,
        black: Player::Computer(2),
        ..Config::default()
    };
    let mut app = app_with(c);
    common::play(&mut app, "47-33");
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<CurrentGame>().ply() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(
        game.shatra().unwrap().moves().len(),
        2,
        "the computer answered"
    );
    assert!(
        game.shatra().unwrap().positions()[1]
            .legal_moves()
            .contains(&game.shatra().unwrap().moves()[1])
    );

    // Now White moves, the computer starts thinking, and the move is taken back at once.
    let mv = app
        .world()
        .resource::<CurrentGame>()
        .position()
        .unwrap()
        .legal_moves()[0];
    common::send(&mut app, GameCommand::Play(mv));
    settle(&mut app);
    // Whatever the computer was doing, undo returns to White's turn and stays there.
    common::send(&mut app, GameCommand::Undo);
    let before = *app.world().resource::<CurrentGame>().position().unwrap();
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(
        *game.position().unwrap(),
        before,
        "a stale answer was not played"
    );
    assert!(game.human_to_move());
}

#[test]
fn bad_flags_are_errors_that_name_them() {
    let c = Config {
        position: Some("not a position".into()),
        ..Config::default()
    };
    let err = build_app(c, Mode::Headless).err().unwrap();
    assert!(err.starts_with("--position: "), "{err}");
    let c = Config {
        moves: Some("49-35 35-28".into()),
        ..Config::default()
    };
    let err = build_app(c, Mode::Headless).err().unwrap();
    assert!(err.contains("--moves: move 2"), "{err}");
}

#[test]
fn the_promotion_picker_offers_only_lost_officers_mid_chain() {
    let mut c = human_vs_human();
    c.position = Some("3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1".into());
    let mut app = app_with(c);
    click(&mut app, 9);
    click(&mut app, 3);
    let kinds = app.world().resource::<Selection>().promotion_choice.clone();
    assert_eq!(
        kinds,
        vec![
            shatra_engine::Kind::Batyr,
            shatra_engine::Kind::Tura,
            shatra_engine::Kind::Yalkyn
        ]
    );
    common::send(&mut app, GameCommand::Promote(shatra_engine::Kind::Batyr));
    assert!(
        app.world().resource::<CurrentGame>().ply() == 0,
        "the chain goes on after the promotion"
    );
    assert_eq!(app.world().resource::<Selection>().targets(), sq(7).bit());
    for n in [7, 31, 17] {
        click(&mut app, n);
    }
    let game = app.world().resource::<CurrentGame>();
    assert_eq!(
        game.shatra().unwrap().moves().last().unwrap().to_string(),
        "9x3=Qx7x31x17"
    );
    assert!(game.shatra().unwrap().outcome().is_some());
}

#[test]
fn a_waiting_shatra_is_promoted_in_place() {
    let mut c = human_vs_human();
    c.position = Some("1P1/3/3/1/k6/7/7/7/7/6K/1/BR1/1R1/1Q1 w 54-55,58,61 - - - 0 1".into());
    let mut app = app_with(c);
    click(&mut app, 2);
    let sel = app.world().resource::<Selection>();
    // Sideways steps (each a promotion to the lost Yalkyn) and "promote here".
    assert_eq!(sel.targets(), sq(1).bit() | sq(3).bit());
    assert_eq!(
        sel.stops()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        vec!["2=B"]
    );
}

/// The material on a square's highlight disc, if it is lit.
fn lit(app: &mut App, n: u8) -> Option<Handle<StandardMaterial>> {
    use shatra::board::Highlight;
    let mut q = app
        .world_mut()
        .query::<(&Highlight, &Visibility, &MeshMaterial3d<StandardMaterial>)>();
    q.iter(app.world())
        .find(|(h, _, _)| h.0 == sq(n))
        .and_then(|(_, v, m)| (*v != Visibility::Hidden).then(|| m.0.clone()))
}

#[test]
fn a_compulsory_capture_is_shown_before_any_click_and_targets_differ_by_kind() {
    use shatra::board::HighlightMaterials;
    let mut c = human_vs_human();
    // Section 5: after 49-35 14-28, White's Shatra on 35 must take 28.
    c.moves = Some("49-35 14-28".into());
    let mut app = app_with(c);
    let must = app
        .world()
        .resource::<HighlightMaterials>()
        .must_capture
        .clone();
    assert_eq!(
        lit(&mut app, 35),
        Some(must),
        "the capturer is marked unclicked"
    );
    assert_eq!(lit(&mut app, 50), None);
    // Selected: the landing is lit as a capture landing, the man it jumps as prey.
    click(&mut app, 35);
    let (capture, prey) = {
        let m = app.world().resource::<HighlightMaterials>();
        (m.capture_target.clone(), m.prey.clone())
    };
    assert_eq!(lit(&mut app, 21), Some(capture));
    assert_eq!(lit(&mut app, 28), Some(prey));

    // From the start: a Shatra's steps and the reserve Yalkyn's drops are lit differently.
    let mut app = app_with(human_vs_human());
    let (step, drop) = {
        let m = app.world().resource::<HighlightMaterials>();
        (m.target.clone(), m.drop_target.clone())
    };
    click(&mut app, 50);
    assert_eq!(lit(&mut app, 43), Some(step.clone()));
    assert_eq!(lit(&mut app, 36), Some(step));
    click(&mut app, 50);
    click(&mut app, 54);
    assert_eq!(lit(&mut app, 40), Some(drop.clone()));
    assert_eq!(lit(&mut app, 32), Some(drop));
}

#[test]
fn a_chain_moves_the_man_landing_by_landing_and_marks_the_jumped_men() {
    use shatra::board::HighlightMaterials;
    let mut c = human_vs_human();
    c.position = Some("3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1".into());
    let mut app = app_with(c);
    let batyr = |app: &mut App| {
        let mut q = app.world_mut().query::<(&PieceVisual, &Transform)>();
        q.iter(app.world())
            .find(|(v, _)| v.square == sq(46))
            .map(|(_, t)| t.translation)
            .expect("the Batyr")
    };
    click(&mut app, 46);
    click(&mut app, 16);
    assert!(app.world().resource::<Selection>().chain_in_progress());
    settle(&mut app);
    let at = batyr(&mut app);
    let want = square_center(sq(16));
    assert!(
        Vec2::new(at.x - want.x, at.z - want.z).length() < 0.05,
        "the Batyr stands on 16 after the first landing: {at}"
    );
    let jumped = app.world().resource::<HighlightMaterials>().jumped.clone();
    assert_eq!(lit(&mut app, 22), Some(jumped.clone()), "22 was jumped");
    // It stays on the board until the chain ends.
    assert!(shown(&mut app).contains_key(&22));
    click(&mut app, 11);
    settle(&mut app);
    assert_eq!(lit(&mut app, 13), Some(jumped));
    // Esc: the Batyr goes back to its square.
    escape(&mut app);
    settle(&mut app);
    assert!(!app.world().resource::<Selection>().chain_in_progress());
    let home = square_center(sq(46));
    let at = batyr(&mut app);
    assert!(
        Vec2::new(at.x - home.x, at.z - home.z).length() < 0.05,
        "back on 46: {at}"
    );
    // The whole chain again, to its end: the move is played and the men are taken.
    for n in [46, 16, 11, 32, 46] {
        click(&mut app, n);
    }
    settle(&mut app);
    assert_eq!(
        app.world()
            .resource::<CurrentGame>()
            .shatra()
            .unwrap()
            .moves()
            .last()
            .unwrap()
            .to_string(),
        "46x16x11x32x46"
    );
    assert_eq!(shown(&mut app), expected(&app));
}

/// Esc pressed and released, as the window reports it.
fn escape(app: &mut App) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    let window = common::primary_window(app);
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: Key::Escape,
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
}

#[test]
fn the_game_over_card_waits_for_the_last_animation_and_clears_stale_messages() {
    use shatra::board::animation::GameOverCard;
    let mut c = human_vs_human();
    c.position = Some("3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1".into());
    let mut app = app_with(c);
    app.world_mut().write_message(shatra::play::Say(
        shatra::play::notice::Notice::DrawDeclinedByOpponent,
    ));
    app.update();
    assert!(common::status(&app).is_some());
    // The chain that takes Black's Biy (section 7: the game ends when that move ends).
    click(&mut app, 9);
    click(&mut app, 3);
    common::send(&mut app, GameCommand::Promote(shatra_engine::Kind::Batyr));
    for n in [7, 31, 17] {
        click(&mut app, n);
    }
    assert!(
        app.world()
            .resource::<CurrentGame>()
            .shatra()
            .unwrap()
            .outcome()
            .is_some()
    );
    assert_eq!(
        app.world().resource::<GameOverCard>().ready,
        None,
        "not while the chain and the men's flight are still playing"
    );
    // Four hops, the men flying to the tray: about 3 s; then the card.
    settle(&mut app);
    settle(&mut app);
    let version = app.world().resource::<CurrentGame>().version;
    assert_eq!(app.world().resource::<GameOverCard>().ready, Some(version));
    assert_eq!(common::status(&app), None);
    // A new game takes the card away.
    common::new_game(&mut app, RuleSet::default(), [Player::Human, Player::Human]);
    app.update();
    assert_eq!(app.world().resource::<GameOverCard>().ready, None);
}

#[test]
fn the_hint_and_the_draw_answer_come_from_the_async_pool_and_go_stale() {
    use shatra::ai::Computer;
    use shatra::play::{Advice, Notice};
    let c = Config {
        white: Player::Human,
        black: Player::Computer(1),
        ..Config::default()
    };
    let mut app = app_with(c);
    let version = app.world().resource::<CurrentGame>().version;
    common::send(&mut app, GameCommand::Hint);
    // The frame goes on while the hint is worked out; it arrives for this position.
    let mut hint = None;
    for _ in 0..2000 {
        app.update();
        if let Some(h) = app.world().resource::<Advice>().hint {
            hint = Some(h);
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let (v, m) = hint.expect("a hint came");
    assert_eq!(v, version);
    assert!(
        app.world()
            .resource::<CurrentGame>()
            .position()
            .unwrap()
            .legal_moves()
            .contains(&m)
    );
    // Any change drops it.
    common::play(&mut app, "47-33");
    app.update();
    assert_eq!(app.world().resource::<Advice>().hint, None);

    // A draw offer at the start: the computer weighs it off the frame and declines (or agrees).
    let mut app = app_with(Config {
        white: Player::Human,
        black: Player::Computer(1),
        ..Config::default()
    });
    common::send(&mut app, GameCommand::OfferDraw);
    assert!(app.world().resource::<Computer>().weighing_draw());
    for _ in 0..2000 {
        app.update();
        if !app.world().resource::<Computer>().weighing_draw() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    app.update();
    let game = app.world().resource::<CurrentGame>();
    let said = common::status(&app);
    assert!(
        said == Some(Notice::DrawDeclined) || game.shatra().unwrap().outcome().is_some(),
        "an answer: {said:?}"
    );
}

/// The white and black clocks' time left.
fn clocks(app: &App) -> (u64, u64) {
    let c = app
        .world()
        .resource::<CurrentGame>()
        .shatra()
        .unwrap()
        .clock
        .clone()
        .expect("a clock");
    (
        c.remaining(shatra_engine::Color::White),
        c.remaining(shatra_engine::Color::Black),
    )
}

#[test]
fn match_clocks_run_for_the_side_to_move_pause_and_flag() {
    use clap::Parser;
    // `--clock 1+2`; each update is 50 ms of (fake) real time.
    let c = Config::try_parse_from([
        "shatra", "--white", "human", "--black", "human", "--clock", "1+2",
    ])
    .unwrap();
    let mut app = app_with(c);
    let (w0, b0) = clocks(&app);
    assert_eq!(b0, 60_000, "Black's clock has not run");
    for _ in 0..20 {
        app.update();
    }
    let (w1, b1) = clocks(&app);
    assert_eq!(
        (w0 - w1, b1),
        (1000, 60_000),
        "White's clock ran 20 × 50 ms"
    );
    // White moves: the increment is added, and Black's clock runs.
    click(&mut app, 50);
    click(&mut app, 36);
    let (w2, _) = clocks(&app);
    assert_eq!(w2, w1 - 100 + 2000, "two frames of clicks, then +2 s");
    for _ in 0..10 {
        app.update();
    }
    let (w3, b3) = clocks(&app);
    assert_eq!((w3, b3), (w2, 60_000 - 500));
    // Paused: nothing runs (the frame of the pause is the last that runs).
    common::send(&mut app, GameCommand::PauseClock(true));
    let (w3, b3) = clocks(&app);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(clocks(&app), (w3, b3));
    // Black's flag falls: Black loses on time.
    app.world_mut()
        .resource_mut::<CurrentGame>()
        .shatra_mut()
        .unwrap()
        .clock
        .as_mut()
        .unwrap()
        .remaining_ms[1] = 120;
    common::send(&mut app, GameCommand::PauseClock(false));
    for _ in 0..4 {
        app.update();
    }
    let o = app
        .world()
        .resource::<CurrentGame>()
        .shatra()
        .unwrap()
        .outcome()
        .unwrap();
    assert_eq!(o.winner, Some(shatra_engine::Color::White));
    assert_eq!(o.reason, shatra_engine::Reason::Time);
    // The clocks stop with the game.
    let stopped = clocks(&app);
    app.update();
    assert_eq!(clocks(&app), stopped);

    // Set-up moves given with --moves earn no increment: the clocks start full after them.
    let c = Config::try_parse_from([
        "shatra",
        "--white",
        "human",
        "--black",
        "human",
        "--clock",
        "10+5",
        "--moves",
        "49-35 14-28",
    ])
    .unwrap();
    let app = app_with(c);
    let (w, b) = clocks(&app);
    assert_eq!(b, 600_000);
    assert!((600_000 - 200..=600_000).contains(&w), "{w}");

    // A bad time control names the flag.
    let err = Config::try_parse_from(["shatra", "--clock", "ten"]).unwrap_err();
    assert!(err.to_string().contains("--clock"), "{err}");
}

#[test]
fn show_me_plays_a_demonstration_and_gives_the_game_back_untouched() {
    use shatra::help::{Demonstration, ShowMe, TOPICS};
    use shatra::play::AppMode;
    let mut c = human_vs_human();
    c.moves = Some("49-35 14-28".into());
    let mut app = app_with(c);
    let before = app
        .world()
        .resource::<CurrentGame>()
        .shatra()
        .unwrap()
        .clone();
    let page = TOPICS.iter().position(|t| t.key == "capture").unwrap();
    app.world_mut().write_message(ShowMe(page));
    app.update();
    {
        let game = app.world().resource::<CurrentGame>();
        assert!(app.world().resource::<Demonstration>().running());
        assert_eq!(
            game.position().unwrap().to_fen(),
            "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1",
            "the demonstration's position is on the board"
        );
        assert_eq!(
            app.world().resource::<shatra::play::Shown>().mode,
            AppMode::Demonstrating,
            "no clicks meanwhile"
        );
    }
    app.update();
    assert_eq!(
        shown(&mut app),
        expected(&app),
        "the board mirrors the demonstration"
    );
    // The chain is played with the animations, then the game comes back.
    let mut played = false;
    for _ in 0..600 {
        app.update();
        let game = app.world().resource::<CurrentGame>();
        if game.shatra().unwrap().moves().len() == 1
            && game.shatra().unwrap().moves()[0].to_string() == "46x16x11x32x46"
        {
            played = true;
        }
        if !app.world().resource::<Demonstration>().running() {
            break;
        }
    }
    assert!(played, "the demonstration's chain was played");
    assert!(!app.world().resource::<Demonstration>().running());
    let after = app.world().resource::<CurrentGame>().shatra().unwrap();
    assert_eq!(after.moves(), before.moves());
    assert_eq!(after.position(), before.position());
    app.update();
    assert_eq!(
        app.world().resource::<shatra::play::Shown>().mode,
        AppMode::Playing
    );
    assert_eq!(shown(&mut app), expected(&app));
}

#[test]
fn a_changed_setting_is_written_and_survives_a_restart() {
    use shatra::display::{Display, Labels};
    use shatra::records::settings::{Settings, SettingsFile};
    let dir = common::temp_folder("shatra-app-settings-");
    let path = dir.path().join("settings.ron");
    let mut app = app_with(human_vs_human());
    let now = {
        let display = app.world().resource::<Display>();
        let catalog = app.world().resource::<shatra::i18n::Catalog>();
        let game = app.world().resource::<CurrentGame>();
        Settings::of(display, catalog, game, shatra::config::View::White)
    };
    app.insert_resource(SettingsFile::new(Some(path.clone()), Some(now), None));
    app.update();
    assert!(!path.exists(), "nothing changed, nothing written");
    app.world_mut().resource_mut::<Display>().labels = Labels::Algebraic;
    app.insert_resource(shatra::i18n::Catalog::for_language("pt").unwrap());
    app.update();
    let (kept, notice) = Settings::load_or_set_aside(&path);
    assert_eq!(notice, None);
    assert_eq!(kept.labels, Labels::Algebraic);
    assert_eq!(kept.language.as_deref(), Some("pt"));
    // A new game's players and rules are kept for the next run, and so is the camera preset.
    common::new_game(
        &mut app,
        RuleSet::original(),
        [Player::Computer(5), Player::Human],
    );
    app.world_mut()
        .resource_mut::<shatra::camera::Orbit>()
        .go_to(shatra::config::View::Black);
    app.update();
    let (kept, _) = Settings::load_or_set_aside(&path);
    assert_eq!(kept.players(), [Player::Computer(5), Player::Human]);
    assert_eq!(kept.rules, RuleSet::original());
    assert_eq!(kept.view, shatra::config::View::Black);
}

#[test]
fn the_game_in_progress_is_kept_after_every_move_but_not_a_demonstration() {
    use shatra::help::{Demonstration, ShowMe};
    use shatra::records::kept::{Autosave, resume};
    let dir = common::temp_folder("shatra-app-autosave-");
    let path = dir.path().join("current-game.ron");
    let mut app = app_with(human_vs_human());
    app.insert_resource(Autosave::new(Some(path.clone())));
    app.update();
    click(&mut app, 50);
    click(&mut app, 36);
    app.update();
    let (kept, _) = resume(&path);
    let kept = kept.expect("the game is kept");
    assert_eq!(kept.game.ply(), 1);
    assert_eq!(kept.players, [Player::Human, Player::Human]);
    // A demonstration replaces the game on the board for a while: it is not kept.
    app.world_mut().write_message(ShowMe(3));
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<Demonstration>().running());
    let (kept, _) = resume(&path);
    assert_eq!(kept.expect("still the game").game.ply(), 1);
}

/// Issue 13: `--threads N` gives the computer player's and the analysis's searches N threads;
/// a bad count names the flag.
#[test]
fn the_threads_flag_reaches_the_computer_and_the_analysis() {
    use clap::Parser;
    let app = app_with(human_vs_human());
    assert_eq!(app.world().resource::<shatra::ai::Computer>().threads(), 1);
    let c = Config::try_parse_from(["shatra", "--threads", "2"]).unwrap();
    let app = app_with(c);
    assert_eq!(app.world().resource::<shatra::ai::Computer>().threads(), 2);
    assert_eq!(
        app.world()
            .resource::<shatra::ai::analysis::Analysis>()
            .threads,
        2
    );
    for bad in ["0", "65", "two"] {
        let err = Config::try_parse_from(["shatra", "--threads", bad]).unwrap_err();
        assert!(err.to_string().contains("--threads"), "{err}");
        assert!(err.to_string().contains("1 to 64"), "{err}");
    }
}
