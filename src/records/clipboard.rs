//! Copy and paste through the system clipboard: the position on the board as a position string,
//! the game's moves as text; a pasted text becomes a position in the editor (a position string,
//! or shatrabase's SPN) or a game (moves from the start, numbered or not, or an SGN record).

use shatra_engine::spn::from_spn;
use shatra_engine::{Game, MoveError, Position, RuleSet};

/// What a pasted text is.
#[derive(Debug)]
pub(crate) enum Pasted {
    Position(Position),
    Game(Box<Game>),
}

pub use crate::play::notice::PasteError;

/// Reads a pasted text: a position string or SPN, else moves from the start position (move
/// numbers and a result allowed, as in the move list or an SGN record). The error says why
/// neither reading worked.
pub(crate) fn read_pasted(text: &str, rules: RuleSet) -> Result<Pasted, PasteError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PasteError::Empty);
    }
    let position = match Position::from_fen(text, rules) {
        Ok(p) => return Ok(Pasted::Position(p)),
        Err(e) => e,
    };
    if let Ok(p) = from_spn(text, rules) {
        return Ok(Pasted::Position(p));
    }
    // Moves in our notation, as the move list shows them (numbers and a result skipped).
    let mut game = Game::new(rules);
    let mut ours = None;
    for word in text.split_whitespace() {
        let word = word.rsplit('.').next().unwrap_or(word);
        if word.is_empty() || matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
            continue;
        }
        match game.position().parse_move(word) {
            Ok(m) if game.play(&m).is_ok() => {}
            Ok(m) => {
                ours = Some(MoveError::Illegal {
                    text: m.to_string(),
                    why: shatra_engine::Illegal::GameOver,
                });
                break;
            }
            Err(e) => {
                ours = Some(e);
                break;
            }
        }
    }
    if ours.is_none() && !game.moves().is_empty() {
        return Ok(Pasted::Game(Box::new(game)));
    }
    let ply = game.moves().len() + 1;
    // Else shatrabase's notation: a record with tags, or bare moves.
    let record = if text.starts_with('[') {
        text.to_string()
    } else {
        format!("[Event \"?\"]\n\n{text}\n")
    };
    match shatra_engine::sgn::read_file(&record, rules)
        .into_iter()
        .next()
    {
        Some(Ok(g)) if !g.game.moves().is_empty() => Ok(Pasted::Game(Box::new(g.game))),
        Some(Err(e)) if text.starts_with('[') => Err(PasteError::Record(e.to_string())),
        _ => Err(match ours {
            Some(moves) => PasteError::Neither {
                position,
                ply,
                moves,
            },
            None => PasteError::NoMoves { position },
        }),
    }
}

/// The system clipboard, opened once and kept for the game's life: on X11 what is copied is
/// served by its owner, so it must outlive the copy.
#[cfg(not(target_arch = "wasm32"))]
fn with_clipboard<T>(
    f: impl FnOnce(&mut arboard::Clipboard) -> Result<T, arboard::Error>,
) -> Result<T, String> {
    static CLIPBOARD: std::sync::Mutex<Option<arboard::Clipboard>> = std::sync::Mutex::new(None);
    let mut held = CLIPBOARD.lock().map_err(|e| e.to_string())?;
    if held.is_none() {
        *held = Some(arboard::Clipboard::new().map_err(|e| e.to_string())?);
    }
    let c = held.as_mut().expect("just opened");
    f(c).map_err(|e| e.to_string())
}

/// Puts text on the system clipboard.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn copy(text: &str) -> Result<(), String> {
    with_clipboard(|c| c.set_text(text.to_string()))
}

/// The text on the system clipboard.
#[cfg(not(target_arch = "wasm32"))]
pub fn paste() -> Result<String, String> {
    with_clipboard(|c| c.get_text())
}

/// In the browser: its clipboard (written asynchronously; the page must have the focus).
#[cfg(target_arch = "wasm32")]
pub(crate) fn copy(text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no browser window")?;
    let _ = window.navigator().clipboard().write_text(text);
    Ok(())
}

/// In the browser a page reads the clipboard only asynchronously, after a gesture: the page
/// pastes into the game through its own paste event (see web/index.html).
#[cfg(target_arch = "wasm32")]
pub fn paste() -> Result<String, String> {
    Err("in the browser, press Ctrl+V on the board to paste".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_text_is_a_position_or_a_game_or_says_why_not() {
        let r = RuleSet::default();
        assert!(matches!(
            read_pasted("startpos", r),
            Ok(Pasted::Position(_))
        ));
        let spn = "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1";
        assert!(matches!(read_pasted(spn, r), Ok(Pasted::Position(_))));
        // The move list as the game shows it, and bare moves, and shatrabase's notation.
        for text in [
            "1. 49-35 14-28 2. 35x21",
            "49-35 14-28 35x21",
            "1. 49-35 14-28 2. 35:21 *",
        ] {
            match read_pasted(text, r) {
                Ok(Pasted::Game(g)) => assert_eq!(g.moves().len(), 3, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        let e = read_pasted("hello there", r).unwrap_err();
        assert!(
            matches!(
                e,
                PasteError::Neither {
                    ply: 1,
                    moves: MoveError::Syntax { .. },
                    ..
                }
            ),
            "{e:?}"
        );
        assert_eq!(read_pasted("   ", r).unwrap_err(), PasteError::Empty);
        let e = read_pasted("49-35 35-20", r).unwrap_err();
        assert!(
            matches!(&e, PasteError::Neither { ply: 2, moves: MoveError::Illegal { text, .. }, .. } if text == "35-20"),
            "{e:?}"
        );
    }
}
