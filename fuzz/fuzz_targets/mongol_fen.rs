//! Shatar and hiashatar FEN (RULES-MONGOLIAN.md section 0): never a panic; a position read
//! writes back to FEN that reads as the same position; while the game goes on there, every legal
//! move is played by the game and its SAN and coordinates read back as that move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mongol_engine::text::{parse_san, parse_uci, to_san, to_uci};
use mongol_engine::{Game, Variant, hiashatar, shatar};

fn check<P: Variant>(p: P, read: impl Fn(&str) -> Option<P>) {
    let again = read(&p.fen()).expect("a written FEN reads");
    assert_eq!(again.fen(), p.fen());
    assert_eq!(again.hash(), p.hash());
    // An ended game plays nothing (the 100-ply rule of RULES-MONGOLIAN.md section 0 is the
    // game's, seen from a FEN's counter), whatever moves the men still have.
    if Game::new(p.clone()).outcome().is_some() {
        return;
    }
    for m in p.legal_moves() {
        assert_eq!(parse_san(&p, &to_san(&p, &m)).ok(), Some(m), "SAN of {m:?}");
        assert_eq!(
            parse_uci(&p, &to_uci::<P>(&m)).ok(),
            Some(m),
            "UCI of {m:?}"
        );
        let mut g = Game::new(p.clone());
        assert!(
            g.play(&m).is_ok(),
            "{m:?} is listed as legal in {}",
            p.fen()
        );
    }
}

fuzz_target!(|text: &str| {
    for o in [
        shatar::Options::default(),
        shatar::Options {
            modern: true,
            ..Default::default()
        },
    ] {
        if let Ok(p) = shatar::Position::from_fen(text, o) {
            check(p, |t| shatar::Position::from_fen(t, o).ok());
        }
    }
    for o in [hiashatar::Options::vivanto(), hiashatar::Options::dagaz()] {
        if let Ok(p) = hiashatar::Position::from_fen(text, o) {
            check(p, |t| hiashatar::Position::from_fen(t, o).ok());
        }
    }
});
