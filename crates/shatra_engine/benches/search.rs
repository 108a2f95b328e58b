//! Criterion benchmark of the search: a fixed depth from the start and from a middle game of
//! the CLI's search bench, on one thread and on two (lazy SMP), each with a fresh table.

use criterion::{Criterion, criterion_group, criterion_main};
use shatra_engine::search::{Limits, Searcher};
use shatra_engine::{Position, RuleSet};

const POSITIONS: &[(&str, &str)] = &[
    ("start", "startpos"),
    (
        "ply16",
        "pqp/pr1/3/k/ppppbpp/7/4P2/7/7/P1PP2P/K/2B/PRP/PQP w 1-5,10,53,56-62 - - - 0 9",
    ),
];

fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for &(name, fen) in POSITIONS {
        let p = Position::from_fen(fen, RuleSet::default()).expect("bench position");
        for threads in [1, 2] {
            group.bench_function(format!("{name}/depth10/threads{threads}"), |b| {
                b.iter(|| {
                    let mut s = Searcher::new(16);
                    s.set_threads(threads);
                    s.search(&p, &[], Limits::depth(10), &mut |_| {}).best
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
