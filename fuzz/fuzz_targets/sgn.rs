//! SGN files: never a panic; every game read replays, writes back and reads again to the same
//! moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::RuleSet;
use shatra_engine::sgn::{read_file, write_file};

fuzz_target!(|text: &str| {
    let rules = RuleSet::default();
    for g in read_file(text, rules).into_iter().flatten() {
        let written = write_file(&[(g.game.clone(), Vec::new())]);
        let back = read_file(&written, rules);
        let again = back
            .first()
            .and_then(|r| r.as_ref().ok())
            .unwrap_or_else(|| panic!("our own SGN reads: {written}"));
        assert_eq!(again.game.moves(), g.game.moves(), "{written}");
    }
});
