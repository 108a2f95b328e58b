//! Search speed and depth from each start: `cargo run --release -p mongol_engine --example
//! search -- [shatar|hiashatar|vivanto|dagaz|all] [SECONDS] [THREADS]` (default: all, 5 s, 1).
//! Prints each completed depth (score, nodes, nodes/s) and the depth reached.

use mongol_engine::search::{Evaluate, Limits, Searcher, format_score};
use mongol_engine::{Game, hiashatar, shatar, text};
use std::time::Duration;

fn run<P: Evaluate>(name: &str, pos: P, secs: f64, threads: usize) {
    let mut s = Searcher::<P>::new(64);
    s.set_threads(threads);
    let game = Game::new(pos.clone());
    let t = Duration::from_secs_f64(secs);
    let limits = Limits {
        hard_time: Some(t),
        ..Limits::default()
    };
    println!("{name} ({secs} s, {threads} thread(s)):");
    let r = s.search(&game, limits, &mut |p| {
        let mut at = pos.clone();
        let pv: Vec<String> =
            p.pv.iter()
                .map(|m| {
                    let san = text::to_san(&at, m);
                    at.play_unchecked(m);
                    san
                })
                .collect();
        println!(
            "  depth {:2} seldepth {:2} score {:>7} nodes {:>10} nps {:>9} time {:>6} ms  pv {}",
            p.depth,
            p.seldepth,
            format_score(p.score),
            p.nodes,
            p.nps,
            p.elapsed.as_millis(),
            pv.join(" ")
        );
    });
    println!(
        "  => depth {} in {:.2} s, {} nodes, {:.0} nodes/s, best {}",
        r.depth,
        r.elapsed.as_secs_f64(),
        r.nodes,
        r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9),
        r.best.map(|m| text::to_uci::<P>(&m)).unwrap_or_default()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let which = args.first().map(String::as_str).unwrap_or("all");
    let secs: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5.0);
    let threads: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let all = which == "all";
    if all || which == "shatar" {
        run("shatar", shatar::Position::default(), secs, threads);
    }
    if all || which == "hiashatar" {
        run("hiashatar", hiashatar::Position::default(), secs, threads);
    }
    if all || which == "vivanto" {
        let o = hiashatar::Options::vivanto();
        run(
            "hiashatar (Vivanto)",
            hiashatar::Position::new(o),
            secs,
            threads,
        );
    }
    if which == "dagaz" {
        let o = hiashatar::Options::dagaz();
        run(
            "hiashatar (Dagaz)",
            hiashatar::Position::new(o),
            secs,
            threads,
        );
    }
}
