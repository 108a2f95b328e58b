//! The position editor as a player uses it: clicks place and remove men on the board (the
//! fortress too), the engine's validation is shown as they go, a typed position string is read,
//! and "Play from here" starts the game from it; nothing else moves meanwhile.

mod common;

use bevy::prelude::*;
use shatra::board::men::PieceVisual;
use shatra::config::{Config, Player};
use shatra::editor::{Brush, Editor, EditorAction};
use shatra::play::CurrentGame;
use shatra::play::SquareClicked;
use shatra::play::{AppMode, GameCommand, Shown};
use shatra_engine::{Color as Side, Kind, Piece, Square};

fn app() -> App {
    let c = Config {
        white: Player::Human,
        black: Player::Human,
        ..Config::default()
    };
    common::headless(c, 3)
}

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

fn click(app: &mut App, n: u8) {
    app.world_mut().write_message(SquareClicked::shatra(sq(n)));
    app.update();
}

/// Opens the editor, as the "Set up…" button does.
fn open(app: &mut App) {
    common::send(app, GameCommand::Edit(None));
    app.update();
    assert_eq!(app.world().resource::<Shown>().mode, AppMode::Editing);
}

/// What the editor's window sends.
fn act(app: &mut App, a: EditorAction) {
    app.world_mut().write_message(a);
    app.update();
}

fn men_on_board(app: &mut App) -> usize {
    let mut q = app.world_mut().query::<&PieceVisual>();
    q.iter(app.world()).count()
}

#[test]
fn set_up_a_position_and_play_from_it() {
    let mut app = app();
    open(&mut app);
    assert_eq!(
        men_on_board(&mut app),
        34,
        "the editor starts from the board's position"
    );
    // Clear, then place a Biy each and a White Shatra, by clicks.
    act(&mut app, EditorAction::Clear);
    app.update();
    assert_eq!(men_on_board(&mut app), 0);
    let put = |app: &mut App, p: Piece, n: u8| {
        act(app, EditorAction::Brush(Brush::Man(p)));
        click(app, n);
    };
    let white = |kind| Piece {
        color: Side::White,
        kind,
    };
    let black = |kind| Piece {
        color: Side::Black,
        kind,
    };
    // Two White Biys: the engine says what is wrong, and the board still shows them.
    put(&mut app, white(Kind::Biy), 53);
    put(&mut app, white(Kind::Biy), 30);
    app.update();
    let err = app.world().resource::<Editor>().error.clone();
    assert!(
        err.as_ref().is_some_and(|e| e.to_string().contains("Biy")),
        "the engine's reason: {err:?}"
    );
    assert_eq!(men_on_board(&mut app), 2);
    act(&mut app, EditorAction::Brush(Brush::Erase));
    click(&mut app, 30);
    put(&mut app, black(Kind::Biy), 10);
    put(&mut app, white(Kind::Shatra), 60); // in the fortress: initial reserve
    put(&mut app, white(Kind::Shatra), 46);
    put(&mut app, white(Kind::Shatra), 47);
    act(&mut app, EditorAction::Brush(Brush::Erase));
    click(&mut app, 47);
    app.update();
    assert_eq!(men_on_board(&mut app), 4);
    let (error, fen) = {
        let e = app.world().resource::<Editor>();
        (e.error.clone(), e.fen())
    };
    assert_eq!(error, None, "{fen}");
    assert!(fen.contains(" w 10,53,60 "), "{fen}");
    // Clicks on the board went to the editor, not to a game move.
    assert!(app.world().resource::<CurrentGame>().ply() == 0);
    // Play from here: a game from that position.
    act(&mut app, EditorAction::Play);
    app.update();
    assert_eq!(app.world().resource::<Shown>().mode, AppMode::Playing);
    assert!(app.world().resource::<Shown>().setup.is_none());
    let g = app.world().resource::<CurrentGame>();
    assert_eq!(g.shatra().unwrap().start().to_fen(), fen);
    assert!(
        g.shatra()
            .unwrap()
            .legal_moves()
            .iter()
            .any(|m| m.to_string() == "46-39")
    );
}

/// The initial reserve is set man by man: a man put at home starts as reserve; the reserve
/// brush takes the mark off and puts it back; the position string lists the squares as ranges.
#[test]
fn the_reserve_is_set_man_by_man() {
    let mut app = app();
    open(&mut app);
    let fen = app.world().resource::<Editor>().fen();
    assert!(fen.contains(" 1-10,53-62 "), "the start's reserve: {fen}");
    act(&mut app, EditorAction::Brush(Brush::Reserve));
    click(&mut app, 55);
    let fen = app.world().resource::<Editor>().fen();
    assert!(fen.contains(" 1-10,53-54,56-62 "), "{fen}");
    assert_eq!(
        app.world().resource::<Editor>().error,
        None,
        "still a position: {fen}"
    );
    click(&mut app, 55);
    assert!(
        app.world()
            .resource::<Editor>()
            .fen()
            .contains(" 1-10,53-62 ")
    );
    // Off home, the brush does nothing.
    click(&mut app, 46);
    assert!(
        app.world()
            .resource::<Editor>()
            .fen()
            .contains(" 1-10,53-62 ")
    );
}
