//! Shatar and hiashatar games: the bytes choose moves among the legal ones (and sometimes type
//! a word, read as SAN or coordinates); nothing panics, a typed move is legal or refused, and
//! undo walks back to the start.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mongol_engine::text::parse_move;
use mongol_engine::{Game, Variant, hiashatar, shatar};

fn walk<P: Variant>(start: P, data: &[u8]) {
    let first = start.fen();
    let mut g = Game::new(start);
    for chunk in data.chunks(2) {
        if g.outcome().is_some() {
            break;
        }
        let pos = g.position().clone();
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        if chunk[0] == 0xff {
            let word = String::from_utf8_lossy(&chunk[1..]).into_owned();
            if let Ok(m) = parse_move(&pos, &word) {
                assert!(legal.contains(&m), "{word:?} read as an illegal move");
            }
            continue;
        }
        let m = legal[chunk[0] as usize % legal.len()];
        g.play(&m).expect("a listed move plays");
    }
    while g.undo().is_some() {}
    assert_eq!(g.position().fen(), first);
}

fuzz_target!(|data: &[u8]| {
    match data.first().map(|b| b % 3) {
        Some(0) => walk(
            shatar::Position::new(shatar::Options::default()),
            &data[1..],
        ),
        Some(1) => walk(
            hiashatar::Position::new(hiashatar::Options::vivanto()),
            &data[1..],
        ),
        Some(_) => walk(
            hiashatar::Position::new(hiashatar::Options::dagaz()),
            &data[1..],
        ),
        None => {}
    }
});
