//! Study as a player uses it: ← → Home End and the move list take the board back and forth
//! through the game; the board, the trays and the highlights show that ply; clicks are refused
//! while looking back; the computer waits; "Play from here" takes the later moves back.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use shatra::board::animation::MoveAnim;
use shatra::board::men::PieceVisual;
use shatra::board::trays::TrayMan;
use shatra::config::{Config, Player};
use shatra::play::SquareClicked;
use shatra::play::notice::Notice;
use shatra::play::{CurrentGame, GameCommand, Shown};
use shatra_engine::Square;

fn app(black: Player) -> App {
    app_after(black, 3)
}

fn app_after(black: Player, updates: usize) -> App {
    let c = Config {
        white: Player::Human,
        black,
        moves: Some("49-35 14-28 35x21".into()),
        ..Config::default()
    };
    common::headless(c, updates)
}

fn settle(app: &mut App) {
    for _ in 0..80 {
        app.update();
    }
}

/// A key pressed and released, as the window reports it.
fn press(app: &mut App, key: KeyCode) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    let window = {
        let mut q = app
            .world_mut()
            .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>();
        q.single(app.world()).unwrap()
    };
    let logical_key = match key {
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Home => Key::Home,
        _ => Key::End,
    };
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: logical_key.clone(),
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
}

/// The board matches the position shown.
fn board_matches_shown(app: &mut App) -> bool {
    let mut q = app.world_mut().query::<&PieceVisual>();
    let shown: std::collections::BTreeMap<u8, _> = q
        .iter(app.world())
        .map(|v| (v.square.number(), v.piece))
        .collect();
    let pos = app.world().resource::<Shown>().position.unwrap();
    let want: std::collections::BTreeMap<u8, _> = Square::all()
        .filter_map(|s| pos.piece_at(s).map(|p| (s.number(), p)))
        .collect();
    shown == want
}

fn trays(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<&TrayMan>();
    q.iter(app.world()).count()
}

#[test]
fn arrow_keys_and_the_board_go_back_and_forth() {
    let mut app = app(Player::Human);
    settle(&mut app);
    assert_eq!(trays(&mut app), 1, "the man taken by 35x21");
    press(&mut app, KeyCode::ArrowLeft);
    // A step back is animated too: the Shatra goes back over the man it took.
    let mut moving = app.world_mut().query_filtered::<(), With<MoveAnim>>();
    assert_eq!(moving.iter(app.world()).count(), 1);
    settle(&mut app);
    let shown = app.world().resource::<Shown>();
    assert_eq!((shown.study, shown.ply), (Some(2), 2));
    assert!(matches!(
        common::status(&app),
        Some(Notice::Studying { ply: 2, of: 3 })
    ));
    assert!(board_matches_shown(&mut app));
    assert_eq!(
        trays(&mut app),
        0,
        "before the capture, nothing in the trays"
    );
    press(&mut app, KeyCode::Home);
    settle(&mut app);
    assert_eq!(app.world().resource::<Shown>().ply, 0);
    assert!(board_matches_shown(&mut app));
    // One move forward is animated as the move.
    press(&mut app, KeyCode::ArrowRight);
    let mut moving = app.world_mut().query_filtered::<(), With<MoveAnim>>();
    assert_eq!(moving.iter(app.world()).count(), 1);
    settle(&mut app);
    assert!(board_matches_shown(&mut app));
    // A click on the board while looking back is refused, and says how to return.
    app.world_mut()
        .write_message(SquareClicked::shatra(Square::from_number(28).unwrap()));
    app.update();
    assert_eq!(common::status(&app), Some(Notice::StudyingNotPlaying));
    // End: the game as it stands.
    press(&mut app, KeyCode::End);
    settle(&mut app);
    assert_eq!(app.world().resource::<Shown>().study, None);
    let g = app.world().resource::<CurrentGame>();
    assert_eq!(g.shatra().unwrap().moves().len(), 3, "nothing was lost");
    assert!(board_matches_shown(&mut app));
    assert_eq!(trays(&mut app), 1);
}

#[test]
fn the_computer_waits_while_studying_and_play_from_here_takes_moves_back() {
    // Black (the computer) is to move after the three moves.
    let mut app = app_after(Player::Computer(1), 0);
    common::send(&mut app, GameCommand::Browse(1));
    for _ in 0..40 {
        app.update();
    }
    let g = app.world().resource::<CurrentGame>();
    assert_eq!(
        g.shatra().unwrap().moves().len(),
        3,
        "the computer did not move while studying"
    );
    assert!(!app.world().resource::<shatra::ai::Computer>().thinking());
    common::send(&mut app, GameCommand::PlayFromHere);
    let g = app.world().resource::<CurrentGame>();
    assert_eq!(g.shatra().unwrap().moves().len(), 1);
    assert_eq!(app.world().resource::<Shown>().study, None);
    assert!(
        g.shatra().unwrap().can_redo(),
        "the later moves can still be redone"
    );
    settle(&mut app);
    assert!(board_matches_shown(&mut app));
}

/// Analysis: the position on the board is searched on the async pool and its best move and
/// line come back for that position only; a new position starts a new search; it stops while
/// the computer is to move.
#[test]
fn analysis_follows_the_position_on_the_board() {
    use shatra::ai::analysis::Analysis;
    let mut app = app(Player::Human);
    app.world_mut().resource_mut::<Analysis>().on = true;
    let wait_for = |app: &mut App, depth: u32| {
        for _ in 0..400 {
            app.update();
            let v = app.world().resource::<Shown>().version;
            if app
                .world()
                .resource::<Analysis>()
                .finding(v)
                .is_some_and(|f| f.depth >= depth)
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("no analysis to depth {depth}");
    };
    wait_for(&mut app, 3);
    let (best, legal) = {
        let shown = app.world().resource::<Shown>();
        let a = app.world().resource::<Analysis>();
        (
            a.best(shown.version).unwrap(),
            shown.position.unwrap().legal_moves(),
        )
    };
    assert!(legal.contains(&best), "{best}");
    // Studying an earlier ply: analysed there.
    common::send(&mut app, GameCommand::Browse(1));
    let (v, pos) = {
        let shown = app.world().resource::<Shown>();
        (shown.version, shown.position.unwrap())
    };
    // What is shown now is for the studied position only (the old finding is not shown).
    if let Some(f) = app.world().resource::<Analysis>().finding(v) {
        assert!(pos.legal_moves().contains(&f.pv[0]), "{:?}", f.pv);
    }
    wait_for(&mut app, 2);
    let shown = app.world().resource::<Shown>();
    let best = app
        .world()
        .resource::<Analysis>()
        .best(shown.version)
        .unwrap();
    assert!(shown.position.unwrap().legal_moves().contains(&best));
}
