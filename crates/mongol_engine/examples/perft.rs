//! Perft from a start or a FEN: `cargo run --release -p mongol_engine --example perft --
//! shatar|hiashatar|vivanto|dagaz|hiashatar-vivanto-kings-facing DEPTH [FEN]`.

use mongol_engine::{Variant, hiashatar, perft, shatar};
use std::time::Instant;

fn run<P: Variant>(pos: &P, depth: u32) {
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(pos, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft {d}: {n} ({s:.3} s, {:.1} M leaves/s)",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("shatar");
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(4);
    let fen = args.get(2).map(String::as_str);
    let result = match game {
        "shatar" => {
            let o = shatar::Options::default();
            let p = match fen {
                Some(f) => shatar::Position::from_fen(f, o),
                None => Ok(shatar::Position::new(o)),
            };
            p.map(|p| run(&p, depth))
        }
        "hiashatar" | "vivanto" | "dagaz" | "hiashatar-vivanto-kings-facing" => {
            let o = match game {
                "vivanto" => hiashatar::Options::vivanto(),
                "dagaz" => hiashatar::Options::dagaz(),
                "hiashatar-vivanto-kings-facing" => hiashatar::Options {
                    queens_to_the_right: false,
                    ..hiashatar::Options::vivanto()
                },
                _ => hiashatar::Options::default(),
            };
            let p = match fen {
                Some(f) => hiashatar::Position::from_fen(f, o),
                None => Ok(hiashatar::Position::new(o)),
            };
            p.map(|p| run(&p, depth))
        }
        other => {
            eprintln!("unknown game `{other}`: shatar, hiashatar, vivanto, dagaz");
            std::process::exit(2);
        }
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
