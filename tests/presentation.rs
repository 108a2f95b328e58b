//! What a player sees and hears round the board, without a window or GPU: captured men go to
//! their owner's tray and stay there, the reserve's next man is marked, a hovered man lifts and
//! its square lights, and each event on the board asks for its sound.

mod common;

use shatra::play::GameCommand;

use bevy::picking::pointer::PointerAction;
use bevy::prelude::*;
use shatra::audio::{Sound, SoundsPlayed};
use shatra::board::geometry::{square_center, tray_slot};
use shatra::board::men::{HOVER_LIFT, Hovered, PieceBody, PieceVisual};
use shatra::board::trays::{NextDropMarker, TrayMan};
use shatra::board::{Highlight, HighlightMaterials};
use shatra::config::{Config, Player};
use shatra::play::CurrentGame;
use shatra_engine::explain::{Danger, biy_danger, captured_men};
use shatra_engine::{Color as Side, Kind, Position, RuleSet, Square};

fn app_with(config: Config) -> App {
    common::headless(config, 3)
}

fn two_people() -> Config {
    Config {
        white: Player::Human,
        black: Player::Human,
        ..Config::default()
    }
}

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

fn settle(app: &mut App) {
    for _ in 0..80 {
        app.update();
    }
}

fn play(app: &mut App, text: &str) {
    let before = app.world().resource::<CurrentGame>().ply();
    common::play(app, text);
    let after = app.world().resource::<CurrentGame>().ply();
    assert_eq!(after, before + 1, "{text} was played");
    app.update();
}

/// The tray men as they stand: (side, index, kind, where).
fn trays(app: &mut App) -> Vec<(Side, usize, Kind, Vec3)> {
    let mut q = app.world_mut().query::<(&TrayMan, &Transform)>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .map(|(m, t)| (m.side, m.index, m.piece.kind, t.translation))
        .collect();
    v.sort_by_key(|m| (m.0.index(), m.1));
    v
}

fn sounds(app: &App, s: Sound) -> u32 {
    app.world().resource::<SoundsPlayed>().count(s)
}

/// Section 5: the jumped men come off at the end of the chain; here they fly to their owner's
/// tray, in the order taken, and an undo or a new game rebuilds the trays from the game.
#[test]
fn captured_men_go_to_their_owners_tray_and_undo_takes_them_back() {
    let mut app = app_with(two_people());
    assert!(trays(&mut app).is_empty());
    for m in ["49-35", "14-28", "35x21"] {
        play(&mut app, m);
    }
    // While the capture is animated the taken man is on its way, not yet on the board.
    assert_eq!(trays(&mut app).len(), 1);
    settle(&mut app);
    let t = trays(&mut app);
    assert_eq!(t.len(), 1, "{t:?}");
    let (side, index, kind, at) = t[0];
    assert_eq!((side, index, kind), (Side::Black, 0, Kind::Shatra));
    assert!(
        at.distance(tray_slot(Side::Black, 0)) < 1e-3,
        "it rests in its slot: {at}"
    );
    let game = app.world().resource::<CurrentGame>().shatra().unwrap();
    assert_eq!(captured_men(game)[Side::Black.index()].len(), 1);
    // Undo: back on the board, the tray empty.
    common::send(&mut app, GameCommand::Undo);
    app.update();
    assert!(trays(&mut app).is_empty());
    // Redo: in the tray at once.
    common::send(&mut app, GameCommand::Redo);
    app.update();
    app.update();
    let t = trays(&mut app);
    assert_eq!(t.len(), 1);
    assert!(t[0].3.distance(tray_slot(Side::Black, 0)) < 1e-3);
    common::new_game(&mut app, RuleSet::default(), [Player::Human, Player::Human]);
    app.update();
    app.update();
    assert!(trays(&mut app).is_empty());
}

/// A position set up with lost men shows them all, officers included, on the right sides.
#[test]
fn a_loaded_game_shows_every_lost_man() {
    // A game (deterministic) in which both sides have lost men and an officer is among them.
    let mut game = shatra_engine::Game::new(RuleSet::default());
    let mut seed = 3u64;
    loop {
        let lost = captured_men(&game);
        let officer = lost.iter().flatten().any(|p| p.kind != Kind::Shatra);
        if lost[0].len() >= 2 && lost[1].len() >= 2 && officer {
            break;
        }
        assert!(
            game.moves().len() < 600 && game.outcome().is_none(),
            "no such game"
        );
        let legal = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Captures first, so that men are lost soon.
        let caps: Vec<_> = legal.iter().filter(|m| m.is_capture()).copied().collect();
        let pool = if caps.is_empty() { legal } else { caps };
        let mv = pool[(seed >> 33) as usize % pool.len()];
        game.play(&mv).unwrap();
    }
    let mut c = two_people();
    c.moves = Some(
        game.moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" "),
    );
    let mut app = app_with(c);
    app.update();
    let t = trays(&mut app);
    let lost = captured_men(app.world().resource::<CurrentGame>().shatra().unwrap());
    assert_eq!(lost, captured_men(&game));
    assert_eq!(t.len(), lost[0].len() + lost[1].len());
    for (side, index, kind, at) in t {
        assert_eq!(lost[side.index()][index].kind, kind);
        assert!(at.distance(tray_slot(side, index)) < 1e-3);
    }
}

/// Section 4: the reserve's next man is marked when its side is to move.
#[test]
fn the_next_man_to_drop_is_marked_for_the_side_to_move() {
    let mut app = app_with(two_people());
    let marker = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query_filtered::<(&Transform, &Visibility), With<NextDropMarker>>();
        let (t, v) = q.single(app.world()).unwrap();
        (t.translation, *v)
    };
    let (at, vis) = marker(&mut app);
    assert_ne!(vis, Visibility::Hidden);
    assert!(
        (at - square_center(sq(54))).length() < 0.05,
        "White's 54: {at}"
    );
    play(&mut app, "49-35");
    app.update();
    let (at, _) = marker(&mut app);
    assert!(
        (at - square_center(sq(9))).length() < 0.05,
        "Black's 9: {at}"
    );
}

/// Hovering a man lifts it and lights its square; leaving it sets it down.
#[test]
fn a_hovered_man_lifts_and_its_square_lights() {
    let mut app = app_with(two_people());
    // A headless app draws nothing: the hover is what picking reports.
    let (camera, cam_t) = {
        let mut q = app.world_mut().query::<(&Camera, &GlobalTransform)>();
        let (c, t) = q.single(app.world()).expect("one camera");
        (c.clone(), *t)
    };
    let at = camera
        .world_to_viewport(&cam_t, square_center(sq(47)) + Vec3::Y * 0.3)
        .expect("on screen");
    common::pointer(&mut app, at, &[PointerAction::Move { delta: Vec2::ZERO }]);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(app.world().resource::<Hovered>().0, Some(sq(47)));
    let lift = |app: &mut App, n: u8| {
        let mut q = app.world_mut().query::<(&PieceVisual, &Children)>();
        let body = q
            .iter(app.world())
            .find(|(v, _)| v.square == sq(n))
            .map(|(_, c)| c[0])
            .unwrap();
        assert!(app.world().get::<PieceBody>(body).is_some());
        app.world().get::<Transform>(body).unwrap().translation.y
    };
    assert!((lift(&mut app, 47) - HOVER_LIFT).abs() < 0.01);
    assert_eq!(lift(&mut app, 48), 0.0);
    let hover = app.world().resource::<HighlightMaterials>().hover.clone();
    let mut q = app
        .world_mut()
        .query::<(&Highlight, &Visibility, &MeshMaterial3d<StandardMaterial>)>();
    let lit: Vec<u8> = q
        .iter(app.world())
        .filter(|(_, v, m)| **v != Visibility::Hidden && m.0 == hover)
        .map(|(h, _, _)| h.0.number())
        .collect();
    assert_eq!(lit, vec![47]);
    // Away from the men: it settles.
    common::pointer(
        &mut app,
        Vec2::new(5.0, 5.0),
        &[PointerAction::Move { delta: Vec2::ZERO }],
    );
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(app.world().resource::<Hovered>().0, None);
    assert!(lift(&mut app, 47) < 0.01);
}

/// Each event asks for its sound: a long glide slides and is set down, a jump knocks and the
/// jumped men clatter off, a drop lands, the end plays its motif. (Nothing is played: the tests
/// have no audio output.)
#[test]
fn each_event_on_the_board_asks_for_its_sound() {
    let mut app = app_with(two_people());
    play(&mut app, "49-35");
    settle(&mut app);
    assert_eq!(
        sounds(&app, Sound::Slide),
        1,
        "a double step is a long glide"
    );
    assert_eq!(sounds(&app, Sound::Place), 1);
    play(&mut app, "14-28");
    play(&mut app, "35x21");
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Place), 2);
    assert_eq!(sounds(&app, Sound::Knock), 1);
    assert_eq!(sounds(&app, Sound::Clatter), 1);
    assert_eq!(sounds(&app, Sound::Drop), 0);
    // Black answers; White drops its next reserve man.
    let black = {
        let game = app.world().resource::<CurrentGame>();
        game.shatra().unwrap().legal_moves()[0].to_string()
    };
    play(&mut app, &black);
    settle(&mut app);
    let drop = {
        let game = app.world().resource::<CurrentGame>();
        game.shatra()
            .unwrap()
            .legal_moves()
            .iter()
            .find(|m| m.kind() == shatra_engine::MoveKind::Drop)
            .expect("a drop")
            .to_string()
    };
    play(&mut app, &drop);
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Drop), 1);
    assert_eq!(sounds(&app, Sound::Motif), 0);
    common::send(&mut app, GameCommand::Resign(Side::White));
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Motif), 1, "once, when the card shows");
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Motif), 1);
}

/// A move that leaves the mover's Biy where it can be taken sounds the warning once.
#[test]
fn a_biy_coming_into_danger_sounds_the_warning() {
    // A game that walks into it: the first legal move each turn, until a move leaves the
    // mover's Biy en prise (deterministic).
    let mut pos = Position::start(RuleSet::default());
    let mut moves = Vec::new();
    let mut seed = 7u64;
    loop {
        assert!(moves.len() < 400, "no such game found");
        let legal = pos.legal_moves();
        assert!(!legal.is_empty());
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(seed >> 33) as usize % legal.len()];
        let mover = pos.turn();
        let next = pos.after(&mv);
        moves.push(mv.to_string());
        if biy_danger(&next, mover) == Danger::Threatened {
            break;
        }
        pos = next;
    }
    let last = moves.pop().unwrap();
    let mut c = two_people();
    c.moves = Some(moves.join(" "));
    let mut app = app_with(c);
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Danger), 0);
    play(&mut app, &last);
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Danger), 1, "after {last}");
}
