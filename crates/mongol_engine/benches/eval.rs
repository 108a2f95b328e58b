//! Criterion benchmark of shatar's evaluation (RULES-MONGOLIAN.md §1): the static evaluation of
//! forty positions from games of the README's match against Fairy-Stockfish (openings, middle
//! games and endings). The evaluation runs at most of the search's nodes, so its cost bounds the
//! search's speed (docs/engine.md, "The search measured again").

use criterion::{Criterion, criterion_group, criterion_main};
use mongol_engine::search::eval::Evaluate;
use mongol_engine::shatar;
use std::hint::black_box;

/// The positions, each after a game's moves from the start.
const POSITIONS: [&str; 40] = [
    "r1bj1b1r/p1pk2pp/1pn1pp1n/3p4/3P1B2/1N2PN2/PPP2PPP/R2JKB1R b - - 1 7",
    "2r1k1r1/1bpjb3/3np2p/p5pP/Pp2P1N1/1J3P2/1B1N2R1/2R1KB2 w - - 1 29",
    "r2jkb1r/1pp2pp1/p1n1pn2/3p4/3P3p/2PNPP2/PP1N1KPP/R1BJ3R w - - 0 10",
    "8/2J1npk1/1p2p1p1/p2pP1P1/P4P2/4P3/j2BK3/8 b - - 6 46",
    "8/8/4p1kp/2j4p/2p1PP2/2R2KP1/3B4/8 w - - 6 62",
    "r2jkb1r/pp2pp1p/1np1bnp1/8/2pPP1P1/P4P2/1PP1NK1P/R1BJ1B1R w - - 0 11",
    "6r1/p4p1p/3Pp1p1/1k6/1B6/P3PjP1/5P1P/2rRKR2 b - - 8 37",
    "2J5/8/8/4R3/1k6/8/6p1/3B2K1 w - - 0 74",
    "8/8/8/5J2/5B2/P2p1kP1/1PJ1j3/2K5 w - - 0 62",
    "r1b1jbnr/pppk1ppp/2n1p3/3p4/3P4/3BP3/PPPBNPPP/RN1JK2R w - - 0 5",
    "4nk2/p3r3/1p4B1/3P4/PP3Jp1/5P2/3K1P2/3N2j1 b - - 0 47",
    "8/R2bJpk1/6p1/4K1P1/2P5/4P3/8/8 w - - 3 70",
    "3r4/2p1kp2/p3ppb1/3r4/2N2jPp/1P3P1P/PJP2K2/4R1R1 w - - 8 36",
    "8/p7/r1n1k3/5p1p/6pP/2R5/5K2/8 b - - 1 57",
    "8/8/1k6/3K4/8/2B2p2/5P2/8 w - - 48 85",
    "r2jkb1r/ppp3p1/n3pp1p/3pNb2/3P4/PPN1P1P1/2P2PP1/R2JKB1R w - - 0 10",
    "8/pbp2p2/1p2k2p/7P/P1P4r/1P2P3/2K1B3/5R2 b - - 4 35",
    "3J4/1k6/5B2/1Pp5/p4p2/P1K5/6P1/8 w - - 1 61",
    "r2j1b1r/1ppb1k1p/p1n2pp1/2P1pn2/3PN2P/4P1P1/P3NPB1/R1BJK2R w - - 3 14",
    "2r5/p1r2p2/1p3kp1/1P2p2p/1P3P1P/2jB3P/J1P5/3KR3 b - - 5 41",
    "r1bjkbnr/pppn1ppp/4p3/3p4/3P4/5N2/PPP1PPPP/RNBJKB1R b - - 1 3",
    "1j1r1k2/2R1bp2/4p1r1/4P2p/p1RP4/PpN1J2P/1P5K/8 w - - 6 40",
    "8/5p1p/3k4/3P2p1/8/3K4/p7/5j2 b - - 3 69",
    "8/Bp6/p7/4k3/3Rpp2/P2n4/1P1K2P1/2r5 b - - 9 41",
    "7R/2p5/2pkr2p/3p1pp1/1P6/2P2KPP/3r1P2/2R5 w - - 2 38",
    "8/1k6/1n6/4B3/rR2P1p1/2P5/8/2K5 b - - 0 59",
    "rn1jk1nr/pppbbpp1/4p2p/3p4/3P2P1/2N1PP1N/PPP4P/R1BJKB1R b - - 2 6",
    "4k3/p1p5/8/1p1j1N2/5R1P/1PK5/r7/8 w - - 0 44",
    "r7/1ppk1pp1/1jnbp1p1/p2r4/P2Pp2P/1NB3P1/1PP1PPK1/R2J3R w - - 4 18",
    "8/p7/P1k1p3/1p1p1p2/1PpP1P2/2P5/3Nj3/1KB1n2R b - - 19 55",
    "r6r/2kj1pp1/p1nNn2p/1ppJP2P/5B2/PP2P1P1/4KP2/2R4R b - - 2 26",
    "r2jkb1r/pp1npppp/2p1bn2/3p4/3P3N/2P5/PP1NPPPP/R1BJKB1R b - - 8 6",
    "7k/R7/6R1/6p1/4r1Pp/4p3/P3K2P/8 w - - 0 52",
    "r2nk3/j1p1r3/3bP2p/5PpP/3pJ3/1R1N2P1/P5K1/2R1B3 w - - 1 40",
    "k7/6p1/pJR5/1p6/5BB1/P7/1P3K2/5r2 w - - 3 39",
    "r2jkb1r/2pb1p2/1pn4p/p3P1p1/3PBpP1/2P2N1P/PP3K2/R2JN2R w - - 0 21",
    "1r5r/p2kbp1p/2p3p1/n3p3/8/1P1KP1PP/P2N1PB1/R5R1 w - - 1 20",
    "8/3k4/1p6/p4p2/P2b2PP/2p3K1/4b3/8 b - - 1 47",
    "3r1r2/p4p1k/1p1Pjnpp/n1p5/4p2N/4P2P/P2JBP1B/1R2K1R1 b - - 2 23",
    "r1bjkb1r/ppp1pp1p/2n2np1/3p4/3P4/P2BPN2/1PP2PPP/RNBJK2R b - - 1 4",
];

fn bench_evaluate(c: &mut Criterion) {
    let positions: Vec<shatar::Position> = POSITIONS
        .iter()
        .map(|fen| {
            shatar::Position::from_fen(fen, shatar::Options::default()).expect("a shatar position")
        })
        .collect();
    let mut group = c.benchmark_group("shatar");
    group.bench_function("evaluate/40_positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).evaluate())
                .fold(0i64, |a, v| a + i64::from(v))
        })
    });
    group.finish();
}

criterion_group!(benches, bench_evaluate);
criterion_main!(benches);
