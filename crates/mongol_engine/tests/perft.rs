//! Perft against RULES-MONGOLIAN.md's check values (§1.4 for shatar, from Fairy-Stockfish; §2.5
//! for hiashatar, from the Vivanto and Dagaz programs).
//!
//! The depth-5 hiashatar counts (60 million leaves) take a few seconds: the crate is built
//! optimised even in the test profile (`[profile.dev.package.mongol_engine]` in the workspace).

use mongol_engine::{Variant, hiashatar, perft, shatar};

fn shatar_counts(fen: &str, expected: &[u64]) {
    let pos = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
    for (i, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&pos, i as u32 + 1), n, "{fen}: perft {}", i + 1);
    }
}

fn hia_counts(options: hiashatar::Options, expected: &[u64]) {
    let pos = hiashatar::Position::new(options);
    for (i, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&pos, i as u32 + 1), n, "{options:?}: perft {}", i + 1);
    }
}

/// §1.4: "perft 1–4 = 20, 400, 8 426, 177 344" from the default start (§1.1).
#[test]
fn shatar_start() {
    shatar_counts(shatar::START_FEN, &[20, 400, 8_426, 177_344]);
    let pos = shatar::Position::default();
    assert_eq!(perft(&pos, 4), 177_344);
}

/// §1.4: "King's-pawn opening: 19, 360, 7 095".
#[test]
fn shatar_kings_pawn() {
    shatar_counts(shatar::KINGS_PAWN_FEN, &[19, 360, 7_095]);
    let options = shatar::Options {
        start: shatar::Start::KingsPawn,
        ..Default::default()
    };
    assert_eq!(perft(&shatar::Position::new(options), 3), 7_095);
}

/// §1.4: "Bers beside the king: 12, 144, 2 064".
#[test]
fn shatar_bers_beside_king() {
    shatar_counts(shatar::BERS_BESIDE_KING_FEN, &[12, 144, 2_064]);
}

/// §1.4: the promotion position, "40, 1 193, 42 898".
#[test]
fn shatar_promotions() {
    shatar_counts(
        "r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1",
        &[40, 1_193, 42_898],
    );
}

/// §2.5: Vivanto preset, perft 1–4 (both programs agree).
#[test]
fn hiashatar_vivanto_to_4() {
    hia_counts(
        hiashatar::Options::vivanto(),
        &[34, 1_156, 42_150, 1_535_323],
    );
}

/// §2.5: Dagaz preset, perft 1–4.
#[test]
fn hiashatar_dagaz_to_4() {
    hia_counts(hiashatar::Options::dagaz(), &[34, 1_156, 42_150, 1_535_323]);
}

/// §2.5: the default start (kings facing) with Vivanto's other rules, perft 1–4.
#[test]
fn hiashatar_kings_facing_vivanto_rules_to_4() {
    let options = hiashatar::Options {
        queens_to_the_right: false,
        ..hiashatar::Options::vivanto()
    };
    assert_eq!(
        hiashatar::Position::new(options).fen(),
        hiashatar::START_FEN
    );
    hia_counts(options, &[34, 1_156, 42_150, 1_535_305]);
}

/// §2.5: Vivanto preset, perft 5 = 60 393 946.
#[test]
fn hiashatar_vivanto_5() {
    let pos = hiashatar::Position::new(hiashatar::Options::vivanto());
    assert_eq!(perft(&pos, 5), 60_393_946);
}

/// §2.5: the default start with Vivanto's other rules, perft 5 = 60 391 421.
#[test]
fn hiashatar_kings_facing_vivanto_rules_5() {
    let options = hiashatar::Options {
        queens_to_the_right: false,
        ..hiashatar::Options::vivanto()
    };
    assert_eq!(perft(&hiashatar::Position::new(options), 5), 60_391_421);
}
