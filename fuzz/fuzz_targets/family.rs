//! The three games' boundary (crates/game_family): the settings' text of a game's options and
//! a game made from any position text, then moves by index. Never a panic; options read write
//! back to text that reads as the same options; every legal move listed plays, and its own
//! text plays the same move again.
#![no_main]

use game_family::{AnyGame, FamilyGame, GameKind, GameOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (first, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let options = GameOptions::from_text(first).ok();
    if let Some(o) = &options {
        let back = GameOptions::from_text(&o.to_text()).expect("written options read");
        assert_eq!(&back, o, "{first}");
    }
    // The second line is a position of the game the first line names (else one chosen by the
    // first byte, under its default rules); the bytes after it choose moves.
    let options = options.unwrap_or_else(|| {
        GameOptions::default_for(GameKind::ALL[data.first().map_or(0, |b| *b as usize % 3)])
    });
    let (position, choices) = rest.split_once('\n').unwrap_or((rest, ""));
    let Ok(mut game) = AnyGame::from_position(&options, position) else {
        return;
    };
    for c in choices.bytes().take(40) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let i = c as usize % moves.len();
        let mut again = game.clone();
        let played = game.play(i).expect("a listed move plays");
        again.play_text(&played.text).expect("its own text plays");
        assert_eq!(again.position_text(), game.position_text(), "{}", played.text);
    }
});
