//! `play` sequences: the bytes choose moves among the legal ones (and sometimes type a word);
//! the game never panics, never accepts a move its own list lacks, and undo gives back every
//! earlier position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::{Game, RuleSet};

fuzz_target!(|data: &[u8]| {
    let rules = if data.first().is_some_and(|b| b & 1 == 1) {
        RuleSet::original()
    } else {
        RuleSet::default()
    };
    let mut game = Game::new(rules);
    let mut seen = vec![*game.position()];
    for chunk in data.chunks(2).skip(1) {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        if chunk[0] == 0xff {
            // A typed word: refused or a legal move, never anything else.
            let word = String::from_utf8_lossy(&chunk[1..]).into_owned();
            if let Ok(m) = game.position().parse_move(&word) {
                assert!(legal.contains(&m));
            }
            continue;
        }
        let m = legal[chunk[0] as usize % legal.len()];
        game.play(&m).expect("a listed move plays");
        seen.push(*game.position());
    }
    while game.undo().is_some() {}
    assert_eq!(game.position(), &seen[0]);
});
