//! Position strings (RULES.md section 8): never a panic; a position read writes back to a string
//! that reads as the same position; while the game goes on there (section 7: no Biy taken, no
//! ply limit reached), its legal moves are all played by `play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::{Position, RuleSet};

fuzz_target!(|text: &str| {
    for rules in [RuleSet::default(), RuleSet::original()] {
        let Ok(p) = Position::from_fen(text, rules) else {
            continue;
        };
        let again = Position::from_fen(&p.to_fen(), rules).expect("a written position reads");
        assert_eq!(again, p, "round trip of {text:?}");
        if p.outcome().is_some() {
            // An ended game plays nothing (a counter past 120 plies, say), whatever moves the
            // men still have.
            continue;
        }
        let mut game = shatra_engine::Game::from_position(p);
        for m in p.legal_moves() {
            assert!(game.play(&m).is_ok(), "{m} is listed as legal in {text:?}");
            game.undo();
        }
    }
});
