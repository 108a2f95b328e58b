//! The game's RON record (the autosave, the library): never a panic; a record read writes back
//! to a record that reads as the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::Game;

fuzz_target!(|text: &str| {
    if let Ok(g) = Game::from_ron(text) {
        let again = Game::from_ron(&g.to_ron()).expect("a written record reads");
        assert_eq!(again.moves(), g.moves());
        assert_eq!(again.position(), g.position());
        assert_eq!(again.outcome(), g.outcome());
    }
});
