//! The records as the HUD asks for them: a pasted text becomes a position in the editor, a game
//! on the board, or a notice saying why it is neither (the same request the Paste button sends,
//! with the clipboard's text given directly).

mod common;

use bevy::prelude::*;
use shatra::config::{Config, Player};
use shatra::play::{AppMode, CurrentGame, Notice, Shown};
use shatra::records::RecordRequest;
use shatra::records::clipboard::PasteError;

fn app() -> App {
    common::headless(
        Config {
            white: Player::Human,
            black: Player::Computer(3),
            ..Config::default()
        },
        3,
    )
}

fn paste(app: &mut App, text: &str) {
    app.world_mut()
        .write_message(RecordRequest::PasteText(text.into()));
    app.update();
    app.update();
}

#[test]
fn a_pasted_position_opens_the_editor_on_it() {
    let mut app = app();
    let fen = "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1";
    paste(&mut app, fen);
    let shown = app.world().resource::<Shown>();
    assert_eq!(shown.mode, AppMode::Editing);
    assert_eq!(shown.position.unwrap().to_fen(), fen);
    assert!(app.world().resource::<CurrentGame>().ply() == 0);
}

#[test]
fn pasted_moves_become_the_game_with_its_players() {
    let mut app = app();
    paste(&mut app, "1. 49-35 14-28 2. 35x21");
    let g = app.world().resource::<CurrentGame>();
    assert_eq!(g.shatra().unwrap().moves().len(), 3);
    assert_eq!(g.players, [Player::Human, Player::Computer(3)]);
    assert_eq!(common::status(&app), Some(Notice::PastedGame));
}

#[test]
fn a_pasted_text_that_is_neither_says_why_and_changes_nothing() {
    let mut app = app();
    paste(&mut app, "49-35 35-20");
    assert!(app.world().resource::<CurrentGame>().ply() == 0);
    let said = common::status(&app);
    assert!(
        matches!(
            said,
            Some(Notice::PasteRefused(PasteError::Neither { ply: 2, .. }))
        ),
        "{said:?}"
    );
    // In words, in Russian too: the position's reason and the move's.
    let ru = shatra::i18n::Catalog::for_language("ru").unwrap();
    let text = ru.notice(said.as_ref().unwrap());
    assert!(text.contains("35-20"), "{text}");
    assert!(!text.contains("expected"), "no English inside: {text}");
    paste(&mut app, "   ");
    assert_eq!(
        common::status(&app),
        Some(Notice::PasteRefused(PasteError::Empty))
    );
}
