//! Criterion benchmark of what a search costs before its first node (the histories' decay; the
//! evaluation cache is kept while the rules are the same): a one-ply search by a searcher kept
//! from move to move (its table, histories and evaluation cache carried, as `mongol-uci` and
//! the app keep theirs), in a shatar middle game (RULES-MONGOLIAN.md §1). At a tenth of a
//! second a move this is time the search does not get. The search's own speed is
//! `shatra-cli --game shatar bench` (node counts and rates).

use criterion::{Criterion, criterion_group, criterion_main};
use mongol_engine::search::{Limits, Searcher};
use mongol_engine::{Game, shatar};

fn bench_search(c: &mut Criterion) {
    let pos = shatar::Position::from_fen(
        "r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5",
        shatar::Options::default(),
    )
    .expect("a shatar middle game");
    let game = Game::new(pos);
    let mut group = c.benchmark_group("shatar");
    let mut s = Searcher::<shatar::Position>::new(16);
    group.bench_function("middle_game/depth1/kept_searcher", |b| {
        b.iter(|| s.search(&game, Limits::depth(1), &mut |_| {}).best)
    });
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
