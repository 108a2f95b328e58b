//! Move text against the start and a middle-game position: never a panic; a move read is legal
//! and reads back from its own spelling.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::{Position, RuleSet};

fuzz_target!(|text: &str| {
    let start = Position::start(RuleSet::default());
    let mid = Position::from_fen(
        "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1",
        RuleSet::default(),
    )
    .expect("the capture page's position");
    for p in [start, mid] {
        if let Ok(m) = p.parse_move(text) {
            assert!(
                p.legal_moves().contains(&m),
                "{text:?} read as {m}, not legal"
            );
            assert_eq!(p.parse_move(&m.to_string()).ok(), Some(m));
        }
    }
});
