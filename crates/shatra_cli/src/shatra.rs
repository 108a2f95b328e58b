//! Shatra's commands (RULES.md) on `shatra_engine`'s own types: its position strings, perft,
//! search, matches, tuning, SPN, SGN and the USHI session.

use std::time::Instant;

use shatra_engine::search::matches::{MatchConfig, run_match};
use shatra_engine::search::player::choose_move;
use shatra_engine::search::{Limits, Progress, Searcher, Weights, format_score};
use shatra_engine::{Game, Position, RuleSet, diagram::diagram, divide, perft};

use super::{Command, go_strength, stop_on_stdin};

/// Positions for the move-generator benchmark, with their perft depths: the start and three
/// busy middle games (from seeded random games, 30 plies in).
const BENCH_POSITIONS: &[(&str, u32)] = &[
    ("startpos", 5),
    (
        "pqp/p2/3/1/ppp1kp1/4r1p/6p/B4K1/2P2BP/PP3PP/1/3/2P/PQP w 1-4,59-62 - - - 0 16",
        6,
    ),
    (
        "p1p/3/3/1/p4kp/4p1p/2K4/1P1R2b/4B2/PPP3B/1/3/2P/PQP w 1,3,59-62 - - - 0 16",
        5,
    ),
    (
        "pq1/3/3/1/pp3pp/1p2pk1/3pp2/6R/2PP3/PKPBPPP/1/3/2P/PQP w 1-2,59-62 - - - 0 16",
        6,
    ),
];

fn position(text: &str, rules: RuleSet) -> Result<Position, String> {
    Position::from_fen(text, rules).map_err(|e| e.to_string())
}

/// Runs a command for Shatra under `rules` (`legal` and `play` go through the family instead).
pub fn run(command: &Command, rules: RuleSet) -> Result<(), String> {
    match command {
        Command::Perft { pos, depth } => {
            println!("{}", perft(&position(pos, rules)?, *depth));
        }
        Command::Divide { pos, depth } => {
            let p = position(pos, rules)?;
            let mut total = 0;
            for (m, n) in divide(&p, *depth) {
                println!("{m} {n}");
                total += n;
            }
            println!("{total}");
        }
        Command::Show { pos } => {
            let p = position(pos, rules)?;
            print!("{}", diagram(&p));
            println!("{} to move; position: {p}", p.turn());
        }
        Command::Bench {
            depth,
            perft_only,
            search_only,
            search_depth,
        } => {
            if !search_only {
                bench_perft(rules, *depth)?;
            }
            if !perft_only {
                bench_search(rules, *search_depth)?;
            }
        }
        Command::Go {
            pos,
            moves,
            level,
            depth,
            nodes,
            movetime,
            infinite,
            hash_mib,
            threads,
            search,
        } => {
            let mut game = Game::from_position(position(pos, rules)?);
            for text in moves.iter().flat_map(|m| m.split_whitespace()) {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            if let Some(o) = game.outcome() {
                return Err(format!("the game is over: {o}"));
            }
            let strength = go_strength(*level, *depth, *nodes, *movetime);
            let mut searcher = Searcher::new(*hash_mib);
            searcher.set_threads(*threads as usize);
            searcher.pruning = *search;
            let hashes = game.repetition_hashes();
            if *infinite {
                // Analysis: no limit; a line `stop` on standard input (or its end) ends it.
                stop_on_stdin(searcher.stop_flag());
                let r = searcher.search(
                    game.position(),
                    &hashes,
                    shatra_engine::search::Limits::default(),
                    &mut print_progress,
                );
                match r.best {
                    Some(m) => println!("bestmove {m}"),
                    None => println!("bestmove none"),
                }
                return Ok(());
            }
            let r = choose_move(
                &mut searcher,
                game.position(),
                &hashes,
                strength,
                1,
                None,
                &mut print_progress,
            );
            match r.best {
                Some(m) => println!("bestmove {m}"),
                None => println!("bestmove none"),
            }
        }
        Command::Ushi => shatra_engine::ushi::run_stdio_with_rules(rules),
        Command::Legal { .. } | Command::Play { .. } | Command::Uci | Command::Pgn { .. } => {
            return Err("this command is not run by the game's engine module".into());
        }
        Command::Spn { pos } => {
            use shatra_engine::spn::{from_spn, to_spn};
            match from_spn(pos, rules) {
                Ok(p) => println!("{}", p.to_fen()),
                Err(spn_error) => match Position::from_fen(pos, rules) {
                    Ok(p) => println!("{}", to_spn(&p)),
                    Err(e) => {
                        return Err(format!(
                            "neither an SPN ({spn_error}) nor a position string ({e})"
                        ));
                    }
                },
            }
        }
        Command::Sgn {
            file,
            write,
            no_variant_tag,
        } => {
            let text = std::fs::read_to_string(file)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let games = shatra_engine::sgn::read_file(&text, rules);
            let mut bad = 0;
            let mut good = Vec::new();
            for (i, g) in games.iter().enumerate() {
                match g {
                    Ok(g) if *write => good.push((g.game.clone(), g.tags.clone())),
                    // The rules the game was read under, and its moves as our reader reads them
                    // under those rules (`shatra-cli <those flags> play`).
                    Ok(g) => println!(
                        "game {} ({}): {} {}",
                        i + 1,
                        g.game.rules().describe(),
                        g.game.move_text(),
                        g.game.outcome().map_or("*", |o| o.score())
                    ),
                    Err(e) => {
                        bad += 1;
                        eprintln!("{}: {e}", file.display());
                    }
                }
            }
            if *write {
                let options = shatra_engine::sgn::WriteOptions {
                    variant_tag: !*no_variant_tag,
                };
                print!("{}", shatra_engine::sgn::write_file_with(&good, options));
            }
            if bad > 0 {
                return Err(format!("{bad} of {} games could not be read", games.len()));
            }
        }
        Command::Tune {
            games,
            seed,
            strength,
            rounds,
            threads,
            samples,
            write_samples,
            weights,
            psq,
            only,
            spsa,
            rate,
            resume,
            net,
            against,
            pgn,
            ..
        } => {
            use shatra_engine::search::tune;
            if samples.is_some()
                || pgn.is_some()
                || net.is_some()
                || write_samples.is_some()
                || weights.is_some()
                || *psq
                || !only.is_empty()
                || *spsa
                || rate.is_some()
                || resume.is_some()
                || against.is_some()
            {
                return Err(
                    "tune --samples, --pgn, --write-samples, --weights, --psq, --only, --spsa, --rate, \
                     --resume, --against and --net are for shatar and hiashatar"
                        .into(),
                );
            }
            let t = Instant::now();
            let samples = tune::self_play_samples(rules, *games, *seed, *strength, *threads);
            println!(
                "{} quiet positions from {games} games in {:.1} s",
                samples.len(),
                t.elapsed().as_secs_f64()
            );
            let start = shatra_engine::search::Weights::default();
            let k = tune::best_scale(&samples, &start);
            println!("scale {k}, error {:.5}", tune::error(&samples, &start, k));
            let w = tune::tune(&samples, start, *rounds, &mut |r, e| {
                println!("round {} error {e:.5}", r + 1)
            });
            println!(
                "{}",
                ron::ser::to_string_pretty(&w, ron::ser::PrettyConfig::default())
                    .map_err(|e| e.to_string())?
            );
        }
        Command::Match {
            a,
            b,
            games,
            first,
            seed,
            threads,
            verbose,
            a_weights,
            b_weights,
            a_threads,
            b_threads,
            a_program,
            b_program,
            a_search,
            b_search,
        } => {
            let words = |p: &Option<String>| {
                p.as_ref()
                    .map(|p| p.split_whitespace().map(String::from).collect::<Vec<_>>())
                    .filter(|w| !w.is_empty())
            };
            let cfg = MatchConfig {
                pruning_a: *a_search,
                pruning_b: *b_search,
                search_threads_a: *a_threads as usize,
                search_threads_b: *b_threads as usize,
                command_a: words(a_program),
                command_b: words(b_program),
                a: *a,
                b: *b,
                games: *games,
                first: usize::try_from(*first - 1).unwrap_or(usize::MAX),
                seed: *seed,
                threads: *threads,
                rules,
                weights_a: load_weights(a_weights.as_deref())?,
                weights_b: load_weights(b_weights.as_deref())?,
                ..MatchConfig::default()
            };
            let verbose = *verbose;
            let t = Instant::now();
            let tally = run_match(&cfg, &|r| {
                if verbose {
                    let res = r
                        .outcome
                        .map_or("1/2-1/2 draw: ply limit of the match".to_string(), |o| {
                            o.to_string()
                        });
                    println!(
                        "game {:>4} A {} {:>4} plies  {res}",
                        r.index + 1,
                        if r.a_is_white { "White" } else { "Black" },
                        r.plies
                    );
                }
            });
            print_tally(&a, &b, &tally, t.elapsed());
        }
    }
    Ok(())
}

fn load_weights(path: Option<&std::path::Path>) -> Result<Weights, String> {
    let Some(path) = path else {
        return Ok(Weights::default());
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    ron::from_str(&text).map_err(|e| format!("{}: not a weights file: {e}", path.display()))
}

fn print_progress(p: &Progress) {
    let pv: Vec<String> = p.pv.iter().map(|m| m.to_string()).collect();
    println!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        p.depth,
        format_score(p.score),
        p.nodes,
        p.nps,
        p.elapsed.as_millis(),
        pv.join(" ")
    );
}

/// Positions for the search benchmark: the start and three positions of a self-play game
/// (20,000 nodes a move) after 16, 28 and 40 plies.
const SEARCH_POSITIONS: &[&str] = &[
    "startpos",
    "pqp/pr1/3/k/ppppbpp/7/4P2/7/7/P1PP2P/K/2B/PRP/PQP w 1-5,10,53,56-62 - - - 0 9",
    "pq1/3/3/k/ppppbp1/pr5/4P2/P6/4P1p/PPPPB1P/K/3/3/1QP w 1-2,10,53,61-62 - - - 0 15",
    "3/3/3/k/ppppbp1/p6/2p4/7/6Q/1rPPB2/K/3/3/3 w 10,53 - - - 0 21",
];

fn bench_search(rules: RuleSet, depth: u32) -> Result<(), String> {
    let mut nodes = 0u64;
    let mut secs = 0f64;
    for &text in SEARCH_POSITIONS {
        let p = position(text, rules)?;
        let mut s = Searcher::new(64);
        let t = Instant::now();
        let r = s.search(&p, &[], Limits::depth(depth), &mut |_| {});
        let e = t.elapsed().as_secs_f64();
        nodes += r.nodes;
        secs += e;
        println!(
            "search depth {:>2} {:>10} nodes {:>8.3} s {:>6.2} M nodes/s  best {}  {text}",
            r.depth,
            r.nodes,
            e,
            r.nodes as f64 / e / 1e6,
            r.best.map_or("none".into(), |m| m.to_string())
        );
    }
    println!(
        "search total {nodes} nodes in {secs:.3} s: {:.2} M nodes/s",
        nodes as f64 / secs / 1e6
    );
    Ok(())
}

fn bench_perft(rules: RuleSet, depth: Option<u32>) -> Result<(), String> {
    {
        {
            let mut total_leaves = 0u64;
            let mut total_secs = 0f64;
            for &(text, own_depth) in BENCH_POSITIONS {
                let p = position(text, rules)?;
                let depth = depth.unwrap_or(own_depth);
                let t = Instant::now();
                let n = perft(&p, depth);
                let secs = t.elapsed().as_secs_f64();
                total_leaves += n;
                total_secs += secs;
                println!(
                    "perft {depth} {:>12} leaves {:>8.3} s {:>7.2} M leaves/s  {text}",
                    n,
                    secs,
                    n as f64 / secs / 1e6
                );
            }
            println!(
                "total {total_leaves} leaves in {total_secs:.3} s: {:.2} M leaves/s",
                total_leaves as f64 / total_secs / 1e6
            );
        }
    }
    Ok(())
}

/// A match's result as every `match` prints it: the games and time, the score, Elo with its
/// interval and the likelihood of superiority.
pub fn print_tally(
    a: &dyn std::fmt::Display,
    b: &dyn std::fmt::Display,
    tally: &shatra_engine::search::matches::Tally,
    elapsed: std::time::Duration,
) {
    let (elo, lo, hi) = tally.elo();
    println!(
        "{} vs {}: {} games in {:.1} s",
        a,
        b,
        tally.games(),
        elapsed.as_secs_f64()
    );
    println!(
        "A wins {}, losses {}, draws {}; score {:.1} %",
        tally.wins,
        tally.losses,
        tally.draws,
        100.0 * tally.score()
    );
    println!(
        "Elo {elo:+.0} (95 %: {lo:+.0} .. {hi:+.0}); LOS {:.1} %",
        100.0 * tally.los()
    );
}
