//! Criterion benchmark of the move generator: perft with bulk counting at the last ply.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shatra_engine::{Position, RuleSet, perft};

const POSITIONS: &[(&str, &str, u32)] = &[
    ("start", "startpos", 4),
    (
        "midgame-a",
        "pqp/p2/3/1/ppp1kp1/4r1p/6p/B4K1/2P2BP/PP3PP/1/3/2P/PQP w 1-4,59-62 - - - 0 16",
        5,
    ),
    (
        "midgame-b",
        "p1p/3/3/1/p4kp/4p1p/2K4/1P1R2b/4B2/PPP3B/1/3/2P/PQP w 1,3,59-62 - - - 0 16",
        4,
    ),
    (
        "midgame-c",
        "pq1/3/3/1/pp3pp/1p2pk1/3pp2/6R/2PP3/PKPBPPP/1/3/2P/PQP w 1-2,59-62 - - - 0 16",
        5,
    ),
];

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for &(name, fen, depth) in POSITIONS {
        let p = Position::from_fen(fen, RuleSet::default()).expect("bench position");
        group.throughput(Throughput::Elements(perft(&p, depth)));
        group.bench_function(format!("{name}/depth{depth}"), |b| {
            b.iter(|| perft(&p, depth))
        });
    }
    group.finish();
}

fn bench_movegen(c: &mut Criterion) {
    let p = Position::from_fen(POSITIONS[3].1, RuleSet::default()).expect("bench position");
    let mut buf = Vec::new();
    c.bench_function("legal_moves/midgame-c", |b| {
        b.iter(|| p.legal_moves_into(&mut buf))
    });
}

criterion_group!(benches, bench_perft, bench_movegen);
criterion_main!(benches);
