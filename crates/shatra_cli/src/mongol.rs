//! `shatra-cli --game shatar|hiashatar`: the commands for Shatra's Mongolian relatives that
//! drive `mongol_engine` (RULES-MONGOLIAN.md) itself (perft, show, search, matches, tuning), the
//! `uci` session, and the flags of every game: which game each belongs to, checked before a
//! command runs, and the game's options read from them.
//!
//! The rule options are named as `mongol_engine`'s UCI options, in kebab-case
//! (`Shatar_BishopThreeSquares` is `--shatar-bishop-three-squares`, `Hiashatar_Preset` is
//! `--hiashatar-preset` or `--preset`); a flag that does not apply to the game chosen, or a
//! command's flag that only Shatra has, is an error naming it.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::{ArgMatches, Args, CommandFactory, ValueEnum, parser::ValueSource};
use mongol_engine::pgn::{self, GameResult, Recorded};
use mongol_engine::search::player::{Strength, choose_move};
use mongol_engine::search::{Evaluate, Limits, Progress, Searcher, Weights, format_score, tune};
use mongol_engine::{Game, Move, Square, Variant, hiashatar, shatar, text};
use shatra_engine::rules::RuleFlags;
use shatra_engine::search::matches::Tally;

use game_family::{GameKind, GameOptions};

use super::uci_opponent::{OpponentSpec, UciOpponent};
use super::{Cli, Command, go_strength, stop_on_stdin};

/// `--game shatar` and its like, for the errors that name a flag's game.
fn flag(game: GameKind) -> String {
    format!("--game {}", game.code())
}

/// Shatar's start (UCI `Shatar_Start`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StartArg {
    QueensPawn,
    KingsPawn,
    BersBesideKing,
}

/// What a mate by knights alone does (UCI `Shatar_KnightMate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KnightMateArg {
    Loses,
    Illegal,
    Wins,
}

/// Hiashatar's readings (UCI `Hiashatar_Preset`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PresetArg {
    None,
    Vivanto,
    Dagaz,
}

/// How moves are written in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Notation {
    /// Standard algebraic notation (`Nc3`, `Jxd5`)
    San,
    /// Coordinates, as UCI writes them (`b1c3`, `a7a8j`)
    Coordinates,
}

const SHATAR: &str = "Shatar rules (--game shatar; UCI option names)";
const HIASHATAR: &str = "Hiashatar rules (--game hiashatar; UCI option names)";

/// The options of shatar and hiashatar (RULES-MONGOLIAN.md §1.4, §2.5), named as the UCI
/// options. A hiashatar switch is on when given, or `=false` to turn off what a preset set.
#[derive(Args)]
pub struct MongolFlags {
    /// Shatar: the start position
    #[arg(long, global = true, value_enum, help_heading = SHATAR)]
    pub shatar_start: Option<StartArg>,
    /// Shatar: a mate given by knights alone
    #[arg(long, global = true, value_enum, help_heading = SHATAR)]
    pub shatar_knight_mate: Option<KnightMateArg>,
    /// Shatar: the bishop moves 1-3 squares
    #[arg(long, global = true, help_heading = SHATAR)]
    pub shatar_bishop_three_squares: bool,
    /// Shatar: the stalemated side loses
    #[arg(long, global = true, help_heading = SHATAR)]
    pub shatar_stalemate_loses: bool,
    /// Shatar: the bers is a chess queen, every mate wins
    #[arg(long, global = true, help_heading = SHATAR)]
    pub shatar_modern: bool,
    /// Hiashatar: a program's reading of the rules (the switches below change it)
    #[arg(long, global = true, value_enum, visible_alias = "preset", help_heading = HIASHATAR)]
    pub hiashatar_preset: Option<PresetArg>,
    /// Hiashatar: each queen to the right of its king at the start
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_queens_to_the_right: Option<bool>,
    /// Hiashatar: the hia captures (and checks) one square diagonally only
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_hia_captures_diagonally_only: Option<bool>,
    /// Hiashatar: every zone brakes friend and foe
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_zone_brakes_both_sides: Option<bool>,
    /// Hiashatar: a man starting inside an enemy zone moves normally
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_zone_brakes_only_passing: Option<bool>,
    /// Hiashatar: en passant on any square a pawn passed
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_en_passant_any_passed: Option<bool>,
    /// Hiashatar: promotion to queen, rook, bishop, knight or hia
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_promotion_to_any: Option<bool>,
    /// Hiashatar: a hia checks from a neighbouring square only (Dagaz)
    #[arg(long, global = true, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", help_heading = HIASHATAR)]
    pub hiashatar_hia_checks_adjacent_only: Option<bool>,
    /// Shatar and hiashatar: how moves are written (legal, divide, go)
    #[arg(long, global = true, value_enum, help_heading = "Shatar and hiashatar")]
    pub notation: Option<Notation>,
}

impl MongolFlags {
    fn shatar_options(&self) -> shatar::Options {
        shatar::Options {
            start: match self.shatar_start {
                None | Some(StartArg::QueensPawn) => shatar::Start::QueensPawn,
                Some(StartArg::KingsPawn) => shatar::Start::KingsPawn,
                Some(StartArg::BersBesideKing) => shatar::Start::BersBesideKing,
            },
            knight_mate: match self.shatar_knight_mate {
                None | Some(KnightMateArg::Loses) => shatar::KnightMate::Loses,
                Some(KnightMateArg::Illegal) => shatar::KnightMate::Illegal,
                Some(KnightMateArg::Wins) => shatar::KnightMate::Wins,
            },
            bishop_three_squares: self.shatar_bishop_three_squares,
            stalemate_loses: self.shatar_stalemate_loses,
            modern: self.shatar_modern,
        }
    }

    fn hiashatar_options(&self) -> hiashatar::Options {
        let mut o = match self.hiashatar_preset {
            None | Some(PresetArg::None) => hiashatar::Options::default(),
            Some(PresetArg::Vivanto) => hiashatar::Options::vivanto(),
            Some(PresetArg::Dagaz) => hiashatar::Options::dagaz(),
        };
        let switches = [
            (
                self.hiashatar_queens_to_the_right,
                &mut o.queens_to_the_right,
            ),
            (
                self.hiashatar_hia_captures_diagonally_only,
                &mut o.hia_captures_diagonally_only,
            ),
            (
                self.hiashatar_zone_brakes_both_sides,
                &mut o.zone_brakes_both_sides,
            ),
            (
                self.hiashatar_zone_brakes_only_passing,
                &mut o.zone_brakes_only_passing,
            ),
            (
                self.hiashatar_en_passant_any_passed,
                &mut o.en_passant_any_passed,
            ),
            (self.hiashatar_promotion_to_any, &mut o.promotion_to_any),
            (
                self.hiashatar_hia_checks_adjacent_only,
                &mut o.hia_checks_adjacent_only,
            ),
        ];
        for (given, option) in switches {
            if let Some(on) = given {
                *option = on;
            }
        }
        o
    }

    /// The UCI `setoption` lines that give a session these options.
    fn setoptions(&self) -> Vec<String> {
        let mut lines = Vec::new();
        let s = self.shatar_options();
        let start = match s.start {
            shatar::Start::QueensPawn => "queens-pawn",
            shatar::Start::KingsPawn => "kings-pawn",
            shatar::Start::BersBesideKing => "bers-beside-king",
        };
        let knight = match s.knight_mate {
            shatar::KnightMate::Loses => "loses",
            shatar::KnightMate::Illegal => "illegal",
            shatar::KnightMate::Wins => "wins",
        };
        lines.push(format!("Shatar_Start value {start}"));
        lines.push(format!("Shatar_KnightMate value {knight}"));
        for (name, on) in [
            ("Shatar_BishopThreeSquares", s.bishop_three_squares),
            ("Shatar_StalemateLoses", s.stalemate_loses),
            ("Shatar_Modern", s.modern),
        ] {
            lines.push(format!("{name} value {on}"));
        }
        let h = self.hiashatar_options();
        for (name, on) in [
            ("Hiashatar_QueensToTheRight", h.queens_to_the_right),
            (
                "Hiashatar_HiaCapturesDiagonallyOnly",
                h.hia_captures_diagonally_only,
            ),
            ("Hiashatar_ZoneBrakesBothSides", h.zone_brakes_both_sides),
            (
                "Hiashatar_ZoneBrakesOnlyPassing",
                h.zone_brakes_only_passing,
            ),
            ("Hiashatar_EnPassantAnyPassed", h.en_passant_any_passed),
            ("Hiashatar_PromotionToAny", h.promotion_to_any),
            (
                "Hiashatar_HiaChecksAdjacentOnly",
                h.hia_checks_adjacent_only,
            ),
        ] {
            lines.push(format!("{name} value {on}"));
        }
        lines
            .into_iter()
            .map(|l| format!("setoption name {l}"))
            .collect()
    }
}

/// The rules of the game chosen (`--game`, default Shatra) from the flags given, once every
/// flag is checked to belong to that game (and, for shatar and hiashatar, the command's own
/// flags to be ones they take): the error names the flag and its game.
pub fn options(cli: &Cli, matches: &ArgMatches) -> Result<GameOptions, String> {
    check_global_flags(matches, &[cli.game], &flag(cli.game))?;
    if cli.game != GameKind::Shatra {
        check_command_flags(matches, cli.game)?;
    }
    Ok(match cli.game {
        GameKind::Shatra => GameOptions::Shatra(cli.rules.rules()),
        GameKind::Shatar => GameOptions::Shatar(cli.mongol.shatar_options()),
        GameKind::Hiashatar => GameOptions::Hiashatar(cli.mongol.hiashatar_options()),
    })
}

/// Which game a top-level flag belongs to (`None`: every game's, like `--game`).
fn flag_game(id: &str) -> Option<&'static [GameKind]> {
    if id.starts_with("shatar_") {
        Some(&[GameKind::Shatar])
    } else if id.starts_with("hiashatar_") {
        Some(&[GameKind::Hiashatar])
    } else if id == "notation" {
        Some(&[GameKind::Shatar, GameKind::Hiashatar])
    } else if rule_flag_ids().iter().any(|r| r == id) {
        Some(&[GameKind::Shatra])
    } else {
        None
    }
}

fn rule_flag_ids() -> Vec<String> {
    RuleFlags::augment_args(clap::Command::new("rules"))
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect()
}

/// Every top-level flag given must belong to one of the `allowed` games; `what` names the
/// command line for the error (`--game shatar`, `uci`).
fn check_global_flags(
    matches: &ArgMatches,
    allowed: &[GameKind],
    what: &str,
) -> Result<(), String> {
    let cmd = Cli::command();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if matches.value_source(id) != Some(ValueSource::CommandLine) {
            continue;
        }
        let Some(games) = flag_game(id) else {
            continue;
        };
        if !games.iter().any(|g| allowed.contains(g)) {
            let name = arg.get_long().unwrap_or(id);
            let owners: Vec<String> = games.iter().map(|g| flag(*g)).collect();
            return Err(format!(
                "--{name} is for {}, not for {what}",
                owners.join(" or ")
            ));
        }
    }
    Ok(())
}

/// The command's own flags that the Mongolian games take; any other given is an error naming
/// it.
fn check_command_flags(matches: &ArgMatches, game: GameKind) -> Result<(), String> {
    let Some((name, sub)) = matches.subcommand() else {
        return Ok(());
    };
    let supported: &[&str] = match name {
        "legal" | "show" => &["pos"],
        "perft" | "divide" => &["pos", "depth"],
        "play" => &["pos", "moves"],
        "bench" => &["depth", "perft_only", "search_only", "search_depth"],
        "go" => &[
            "pos", "moves", "level", "depth", "nodes", "movetime", "infinite", "hash_mib",
            "threads",
        ],
        "match" => &[
            "a",
            "b",
            "games",
            "first",
            "seed",
            "threads",
            "verbose",
            "a_threads",
            "b_threads",
            "a_weights",
            "b_weights",
        ],
        "tune" => &[
            "games",
            "seed",
            "strength",
            "rounds",
            "threads",
            "samples",
            "pgn",
            "write_samples",
            "weights",
            "psq",
            "only",
            "spsa",
            "rate",
            "resume",
            "against",
            "against_strength",
            "against_option",
            "net",
            "epochs",
        ],
        "uci" => &[],
        other => {
            return Err(format!(
                "`{other}` is a Shatra command: it does not take {}",
                flag(game)
            ));
        }
    };
    let top = Cli::command();
    let Some(sub_cmd) = top.find_subcommand(name) else {
        return Ok(());
    };
    for arg in sub_cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if top.get_arguments().any(|a| a.get_id() == id) || supported.contains(&id) {
            continue;
        }
        if sub.try_get_raw(id).ok().flatten().is_some()
            && sub.value_source(id) == Some(ValueSource::CommandLine)
        {
            let given = arg.get_long().map_or(id.to_string(), |l| format!("--{l}"));
            return Err(format!(
                "{given} of `{name}` is for --game shatra only, not for {}",
                flag(game)
            ));
        }
    }
    Ok(())
}

/// Runs a command for shatar under options `o` (`legal` and `play` go through the family).
pub fn run_shatar(
    command: &Command,
    matches: &ArgMatches,
    flags: &MongolFlags,
    o: shatar::Options,
) -> Result<(), String> {
    let parse = move |text: &str| -> Result<shatar::Position, String> {
        if text.trim() == "startpos" {
            Ok(shatar::Position::new(o))
        } else {
            shatar::Position::from_fen(text, o).map_err(|e| format!("'{text}': {e}"))
        }
    };
    let notation = flags.notation.unwrap_or(Notation::San);
    run_game(command, matches, &parse, notation, SHATAR_BENCH)
}

/// Runs a command for hiashatar under options `o` (`legal` and `play` go through the family).
pub fn run_hiashatar(
    command: &Command,
    matches: &ArgMatches,
    flags: &MongolFlags,
    o: hiashatar::Options,
) -> Result<(), String> {
    let parse = move |text: &str| -> Result<hiashatar::Position, String> {
        if text.trim() == "startpos" {
            Ok(hiashatar::Position::new(o))
        } else {
            hiashatar::Position::from_fen(text, o).map_err(|e| format!("'{text}': {e}"))
        }
    };
    let notation = flags.notation.unwrap_or(Notation::San);
    run_game(command, matches, &parse, notation, HIASHATAR_BENCH)
}

/// A game's benchmark: perft positions with depths, search positions, the search depth (when
/// `--search-depth` is not given; about a second each in a release build).
struct BenchSet {
    perft: &'static [(&'static str, u32)],
    search: &'static [&'static str],
    search_depth: u32,
}

const SHATAR_BENCH: BenchSet = BenchSet {
    perft: &[
        ("startpos", 5),
        ("r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1", 4),
    ],
    search: &[
        "startpos",
        "r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5",
    ],
    search_depth: 12,
};

const HIASHATAR_BENCH: BenchSet = BenchSet {
    perft: &[("startpos", 4)],
    search: &["startpos"],
    search_depth: 9,
};

fn move_text<P: Variant>(pos: &P, mv: &Move, notation: Notation) -> String {
    match notation {
        Notation::San => text::to_san(pos, mv),
        Notation::Coordinates => text::to_uci::<P>(mv),
    }
}

/// A line of moves from `pos`, each written in the position it is played in.
fn line_text<P: Variant>(pos: &P, moves: &[Move], notation: Notation) -> String {
    let mut p = pos.clone();
    let mut words = Vec::new();
    for m in moves {
        if !p.legal_moves().contains(m) {
            break;
        }
        words.push(move_text(&p, m, notation));
        p.play_unchecked(m);
    }
    words.join(" ")
}

fn game_after<P: Variant>(start: P, moves: &[String]) -> Result<Game<P>, String> {
    let mut game = Game::new(start);
    for (i, t) in moves.iter().flat_map(|m| m.split_whitespace()).enumerate() {
        game.play_text(t)
            .map_err(|e| format!("move {} ({t}): {e}", i + 1))?;
    }
    Ok(game)
}

fn run_game<P: Evaluate + Recorded + 'static>(
    command: &Command,
    matches: &ArgMatches,
    parse: &dyn Fn(&str) -> Result<P, String>,
    notation: Notation,
    bench: BenchSet,
) -> Result<(), String> {
    let given = |id: &str| {
        matches
            .subcommand()
            .is_some_and(|(_, s)| s.value_source(id) == Some(ValueSource::CommandLine))
    };
    match command {
        Command::Perft { pos, depth } => println!("{}", mongol_engine::perft(&parse(pos)?, *depth)),
        Command::Divide { pos, depth } => {
            let p = parse(pos)?;
            let mut total = 0;
            for (m, n) in mongol_engine::divide(&p, *depth) {
                println!("{} {n}", move_text(&p, &m, notation));
                total += n;
            }
            println!("{total}");
        }
        Command::Show { pos } => {
            let p = parse(pos)?;
            print!("{}", diagram(&p));
            let turn = match p.turn() {
                mongol_engine::Color::White => "White",
                mongol_engine::Color::Black => "Black",
            };
            let check = if p.is_check() { ", in check" } else { "" };
            println!("{turn} to move{check}; position: {}", p.fen());
            if let Some(o) = p.outcome() {
                println!("{o}");
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
            ..
        } => {
            let game = game_after(parse(pos)?, moves)?;
            if let Some(o) = game.outcome() {
                return Err(format!("the game is over: {o}"));
            }
            let strength = go_strength(*level, *depth, *nodes, *movetime);
            let mut searcher = Searcher::<P>::new((*hash_mib).clamp(1, 4096));
            searcher.set_threads(*threads as usize);
            let root = game.position().clone();
            let mut progress = |p: &Progress| {
                println!(
                    "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
                    p.depth,
                    p.seldepth,
                    format_score(p.score),
                    p.nodes,
                    p.nps,
                    p.elapsed.as_millis(),
                    line_text(&root, &p.pv, notation)
                );
            };
            let r = if *infinite {
                stop_on_stdin(searcher.stop_flag());
                searcher.search(&game, Limits::default(), &mut progress)
            } else {
                choose_move(&mut searcher, &game, strength, 1, None, &mut progress)
            };
            match r.best {
                Some(m) => println!("bestmove {}", move_text(&root, &m, notation)),
                None => println!("bestmove none"),
            }
        }
        Command::Bench {
            depth,
            perft_only,
            search_only,
            search_depth,
        } => {
            if !search_only {
                let (mut leaves, mut secs) = (0u64, 0f64);
                for &(text, own) in bench.perft {
                    let p = parse(text)?;
                    let d = depth.unwrap_or(own);
                    let t = Instant::now();
                    let n = mongol_engine::perft(&p, d);
                    let e = t.elapsed().as_secs_f64();
                    leaves += n;
                    secs += e;
                    println!(
                        "perft {d} {n:>12} leaves {e:>8.3} s {:>7.2} M leaves/s  {text}",
                        n as f64 / e.max(1e-9) / 1e6
                    );
                }
                println!(
                    "total {leaves} leaves in {secs:.3} s: {:.2} M leaves/s",
                    leaves as f64 / secs.max(1e-9) / 1e6
                );
            }
            if !perft_only {
                let d = if given("search_depth") {
                    *search_depth
                } else {
                    bench.search_depth
                };
                let (mut nodes, mut secs) = (0u64, 0f64);
                for &text in bench.search {
                    let game = Game::new(parse(text)?);
                    let mut s = Searcher::<P>::new(64);
                    let t = Instant::now();
                    let r = s.search(&game, Limits::depth(d), &mut |_| {});
                    let e = t.elapsed().as_secs_f64();
                    nodes += r.nodes;
                    secs += e;
                    println!(
                        "search depth {:>2} {:>10} nodes {e:>8.3} s {:>6.2} M nodes/s  best {}  {text}",
                        r.depth,
                        r.nodes,
                        r.nodes as f64 / e.max(1e-9) / 1e6,
                        r.best
                            .map_or("none".into(), |m| move_text(game.position(), &m, notation))
                    );
                }
                println!(
                    "search total {nodes} nodes in {secs:.3} s: {:.2} M nodes/s",
                    nodes as f64 / secs.max(1e-9) / 1e6
                );
            }
        }
        Command::Match {
            a,
            b,
            games,
            first,
            seed,
            threads,
            verbose,
            a_threads,
            b_threads,
            a_weights,
            b_weights,
            ..
        } => {
            let start = parse("startpos")?;
            let cfg = MatchSetup {
                a: *a,
                b: *b,
                games: *games,
                first: usize::try_from(*first - 1).unwrap_or(usize::MAX),
                seed: *seed,
                threads: (*threads).max(1),
                search_threads: (*a_threads as usize, *b_threads as usize),
                weights: (
                    read_weights(a_weights.as_deref(), &start, "a")?,
                    read_weights(b_weights.as_deref(), &start, "b")?,
                ),
                start,
            };
            run_match(&cfg, *verbose);
        }
        Command::Tune {
            games,
            seed,
            strength,
            rounds,
            threads,
            samples,
            pgn,
            write_samples,
            weights,
            psq,
            only,
            spsa,
            rate,
            resume,
            against,
            against_strength,
            against_option,
            net,
            epochs,
        } => {
            let start = parse("startpos")?;
            let against = match against {
                Some(_) if !*spsa => {
                    return Err("--against is the opponent of --spsa: give both".into());
                }
                Some(command) => Some(OpponentSpec::new::<P>(
                    command,
                    against_strength.unwrap_or(AGAINST_STRENGTH),
                    against_option,
                )?),
                None if against_strength.is_some() || !against_option.is_empty() => {
                    return Err(
                        "--against-strength and --against-option are for --against's opponent"
                            .into(),
                    );
                }
                None => None,
            };
            if net.is_some() && *spsa {
                return Err("--net fits positions: it takes no --spsa".into());
            }
            if net.is_some() && start.board().size() != mongol_engine::BoardSize::Eight {
                return Err("--net: the network is shatar's (8 × 8) only".into());
            }
            let spsa = match (*spsa, *rate) {
                (false, Some(_)) => return Err("--rate is the gain of --spsa: give both".into()),
                (true, _) if samples.is_some() || pgn.is_some() || write_samples.is_some() => {
                    return Err(
                        "--spsa tunes on games it plays: it takes no --samples, --pgn or \
                                --write-samples"
                            .into(),
                    );
                }
                (true, Some(r)) if !(r.is_finite() && r > 0.0) => {
                    return Err(format!("--rate {r}: the gain must be a number above 0"));
                }
                (true, r) => Some(r.unwrap_or(0.05)),
                (false, None) => None,
            };
            if samples.is_some() && pgn.is_some() {
                return Err("--samples and --pgn are both positions to tune on: give one".into());
            }
            if resume.is_some() && spsa.is_none() {
                return Err("--resume goes on with an --spsa run: give both".into());
            }
            let strength = if given("strength") {
                *strength
            } else {
                TUNE_STRENGTH
            };
            let base = match weights {
                Some(path) => read_weights(Some(path), &start, "")?.expect("a file was given"),
                None => start.weights(),
            };
            let plan = TunePlan {
                games: *games,
                seed: *seed,
                strength,
                rounds: *rounds,
                threads: (*threads).max(1),
                base,
                samples: samples.as_deref(),
                pgn: pgn.as_deref(),
                write_samples: write_samples.as_deref(),
                psq: *psq,
                only,
                spsa,
                resume: resume.as_deref(),
                against,
                net: net.as_deref().map(|p| (p, *epochs)),
            };
            run_tune(&start, &plan, parse)?;
        }
        Command::Spn { .. } | Command::Sgn { .. } | Command::Ushi => {
            return Err("this command is Shatra's only (--game shatra)".into());
        }
        Command::Legal { .. } | Command::Play { .. } | Command::Uci | Command::Pgn { .. } => {
            return Err("this command is not run by the game's engine module".into());
        }
    }
    Ok(())
}

/// The board with files and ranks, White at the bottom; upper case White, `.` an empty square.
fn diagram<P: Variant>(p: &P) -> String {
    let board = p.board();
    let side = board.size().side();
    let files: String = (0..side)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut s = format!("    {files}\n");
    for rank in (0..side).rev() {
        s.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..side {
            let c = Square::new(file, rank)
                .and_then(|sq| board.piece_at(sq))
                .map_or('.', |pc| {
                    let l = P::piece_letter(pc.kind);
                    match pc.color {
                        mongol_engine::Color::White => l,
                        mongol_engine::Color::Black => l.to_ascii_lowercase(),
                    }
                });
            s.push(' ');
            s.push(c);
        }
        s.push_str(&format!("  {}\n", rank + 1));
    }
    s.push_str(&format!("    {files}\n"));
    s
}

struct MatchSetup<P> {
    a: Strength,
    b: Strength,
    games: usize,
    /// The index of the first game played (0: the whole match).
    first: usize,
    seed: u64,
    threads: usize,
    search_threads: (usize, usize),
    /// A's and B's evaluation weights (`None`: the game's built-in ones).
    weights: (Option<Weights>, Option<Weights>),
    start: P,
}

/// The strength of `tune`'s self-play games unless `--strength` is given.
const TUNE_STRENGTH: Strength = Strength::Depth(4);
/// The opponent's budget a move in `tune --against` unless given.
const AGAINST_STRENGTH: Strength = Strength::Nodes(10_000);

/// Weights from a file of `name=value` lines (as `tune` prints them), over the game's built-in
/// weights; `None` without a file.
fn read_weights<P: Evaluate>(
    path: Option<&std::path::Path>,
    start: &P,
    side: &str,
) -> Result<Option<Weights>, String> {
    let Some(path) = path else {
        return Ok(None);
    };
    let flag = if side.is_empty() {
        "--weights".to_string()
    } else {
        format!("--{side}-weights")
    };
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("{flag} {}: {e}", path.display()))?;
    Weights::from_text(&text, &start.weights())
        .map(Some)
        .map_err(|e| format!("{flag} {}: {e}", path.display()))
}

/// What `tune` was asked: self-play (games, seed, strength) or a samples file, the rounds and
/// threads of the fit, and the weights it starts from.
struct TunePlan<'a> {
    games: usize,
    seed: u64,
    strength: Strength,
    rounds: usize,
    threads: usize,
    base: Weights,
    samples: Option<&'a std::path::Path>,
    /// Recorded games to take the samples of (a PGN file).
    pgn: Option<&'a std::path::Path>,
    write_samples: Option<&'a std::path::Path>,
    /// Whether the piece-square tables are tuned too.
    psq: bool,
    /// The beginnings of the names of the weights to tune (empty: all).
    only: &'a [String],
    /// Tune by SPSA on game pairs at this gain instead of fitting positions.
    spsa: Option<f64>,
    /// Go on with an earlier SPSA run from the last state in its output.
    resume: Option<&'a std::path::Path>,
    /// SPSA's pairs played against this engine instead of between their two sides.
    against: Option<OpponentSpec>,
    /// Fit a network over the evaluation instead, for this many passes, and write it here.
    net: Option<(&'a std::path::Path, usize)>,
}

/// Samples from `text`: `TARGET FEN` lines (blank lines and `#` comments skipped), the target
/// White's expected score from 0 to 1; an error names the line and what is wrong with it.
fn parse_samples<P>(
    text: &str,
    parse: &dyn Fn(&str) -> Result<P, String>,
) -> Result<Vec<tune::Sample<P>>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (target, fen) = line
            .split_once(char::is_whitespace)
            .ok_or_else(|| format!("line {}: expected 'TARGET FEN'", i + 1))?;
        let target: f64 = target
            .parse()
            .ok()
            .filter(|t: &f64| (0.0..=1.0).contains(t))
            .ok_or_else(|| format!("line {}: '{target}' is not a number from 0 to 1", i + 1))?;
        let pos = parse(fen.trim()).map_err(|e| format!("line {}: {e}", i + 1))?;
        out.push((pos, target));
    }
    Ok(out)
}

/// The samples of every game of a PGN file ([`tune::recorded_samples`]), how many games gave
/// them and how many were left out for want of a result (`*`); an error names the first game
/// that does not read, or one of the other game.
fn recorded_samples<P: Evaluate + Recorded + Clone>(
    text: &str,
) -> Result<(Vec<tune::Sample<P>>, usize, usize), String> {
    let (mut samples, mut games, mut unfinished) = (Vec::new(), 0, 0);
    for record in pgn::read_file(text) {
        let record = record.map_err(|e| e.to_string())?;
        let points = match record.result {
            GameResult::WhiteWins => 1.0,
            GameResult::BlackWins => 0.0,
            GameResult::Draw => 0.5,
            GameResult::Unknown => {
                unfinished += 1;
                continue;
            }
        };
        let game = P::recorded(record.game).map_err(|other| {
            format!(
                "the game on line {} is {}, not {}",
                record.line,
                other.variant_name(),
                P::NAME
            )
        })?;
        samples.extend(tune::recorded_samples(&game, points));
        games += 1;
    }
    Ok((samples, games, unfinished))
}

/// The weights of `all` whose names begin with one of `prefixes` (all of them when there are
/// none); a prefix that names no tunable weight is an error that says so.
fn only_named(all: Vec<usize>, prefixes: &[String]) -> Result<Vec<usize>, String> {
    if prefixes.is_empty() {
        return Ok(all);
    }
    let name = |i: usize| mongol_engine::search::weight_name(i).expect("a weight");
    if let Some(p) = prefixes
        .iter()
        .find(|p| p.is_empty() || !all.iter().any(|&i| name(i).starts_with(p.as_str())))
    {
        return Err(format!(
            "--only: no weight tuned here begins with '{p}' (the weights are the `name=value` \
             lines that tune prints)"
        ));
    }
    Ok(all
        .into_iter()
        .filter(|&i| prefixes.iter().any(|p| name(i).starts_with(p.as_str())))
        .collect())
}

/// `tune`: self-play samples, the error before, each round's, then the weights as `name=value`
/// lines; every other line is a `#` comment, so that the output is a weights file as it stands.
fn run_tune<P: Evaluate + Recorded + Clone + 'static>(
    start: &P,
    plan: &TunePlan,
    parse: &dyn Fn(&str) -> Result<P, String>,
) -> Result<(), String> {
    // The weights to tune, checked before any game is played.
    // The piece-square terms with --psq; the search's numbers, which only games judge, with
    // --spsa when --only names them.
    use mongol_engine::search::{SCALAR_WEIGHTS, SEARCH_WEIGHTS};
    let all: Vec<usize> = tune::tunable(start.board().size())
        .into_iter()
        .filter(|&i| match i {
            _ if i >= SEARCH_WEIGHTS => plan.spsa.is_some() && !plan.only.is_empty(),
            _ if i >= SCALAR_WEIGHTS => plan.psq,
            _ => true,
        })
        .collect();
    if plan.spsa.is_none() && plan.only.iter().any(|p| p.starts_with("search_")) {
        return Err(
            "--only search_…: the search's margins are tuned by games only (give --spsa)".into(),
        );
    }
    let all = only_named(all, plan.only)?;
    // A samples file's folder must be there before the games (they may take minutes).
    if let Some(path) = plan.write_samples {
        let folder = path.parent().filter(|f| !f.as_os_str().is_empty());
        if let Some(folder) = folder.filter(|f| !f.is_dir()) {
            return Err(format!(
                "--write-samples {}: the folder {} is not there",
                path.display(),
                folder.display()
            ));
        }
    }
    if let Some(rate) = plan.spsa {
        return run_spsa(start, plan, &all, rate);
    }
    let t = Instant::now();
    let threads = plan.threads;
    let samples = if let Some(path) = plan.samples {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("--samples {}: {e}", path.display()))?;
        let samples = parse_samples(&text, parse)
            .map_err(|e| format!("--samples {}: {e}", path.display()))?;
        println!("# {} positions from {}", samples.len(), path.display());
        samples
    } else if let Some(path) = plan.pgn {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("--pgn {}: {e}", path.display()))?;
        let (samples, games, unfinished) =
            recorded_samples::<P>(&text).map_err(|e| format!("--pgn {}: {e}", path.display()))?;
        println!(
            "# {} quiet positions from {games} recorded games in {} ({unfinished} without a \
             result left out)",
            samples.len(),
            path.display()
        );
        samples
    } else {
        let (games, seed, strength) = (plan.games, plan.seed, plan.strength);
        let samples = tune::self_play_samples(start, games, seed, strength, threads);
        println!(
            "# {} quiet positions from {games} self-play games at {strength} (seed {seed}) in {:.1} s",
            samples.len(),
            t.elapsed().as_secs_f64()
        );
        samples
    };
    if let Some(path) = plan.write_samples {
        let text: String = samples
            .iter()
            .map(|(p, r)| format!("{r} {}\n", p.fen()))
            .collect();
        shatra_engine::game::write_atomically(path, text.as_bytes())
            .map_err(|e| format!("--write-samples {}: {e}", path.display()))?;
        println!("# written to {}", path.display());
    }
    let (base, rounds) = (plan.base, plan.rounds);
    let k = tune::best_scale(&samples, &base, threads);
    if let Some((path, epochs)) = plan.net {
        return fit_net(&samples, &base, k, path, epochs);
    }
    let before = tune::error(&samples, &base, k, threads);
    println!("# scale {k:.5}, error {before:.6}");
    let t = Instant::now();
    // A weight is fitted only where 1 in 200 of the positions (and at least 50) show it.
    let params = tune::shown(&samples, &base, &all, (samples.len() / 200).max(50));
    println!(
        "# {} of {} weights shown by enough positions to be tuned",
        params.len(),
        all.len()
    );
    let w = tune::tune(&samples, base, &params, rounds, threads, &mut |r, e| {
        println!(
            "# round {r} error {e:.6} ({:.1} s)",
            t.elapsed().as_secs_f64()
        );
    });
    let after = tune::error(&samples, &w, k, threads);
    println!("# error {before:.6} -> {after:.6}");
    print_weights(&base, &w);
    Ok(())
}

/// `tune --net`: a network fitted to what the evaluation by `base` misses of the samples'
/// targets (at the evaluation's scale `k`), the last twentieth held out; each pass's errors as
/// `#` lines; the network that does best on the held-out samples is written to `path`.
fn fit_net<P: Evaluate>(
    samples: &[tune::Sample<P>],
    base: &Weights,
    k: f64,
    path: &std::path::Path,
    epochs: usize,
) -> Result<(), String> {
    use mongol_engine::search::net::{self, Example, Training};
    // The last twentieth held out: the samples come game by game, so that the held-out
    // positions are other games' than those fitted (a game's positions are alike).
    let cut = samples.len() - samples.len() / 20;
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (i, (p, r)) in samples.iter().enumerate() {
        let e = Example::new(p.board(), p.turn(), p.evaluate_with(base), *r);
        if i < cut { &mut fit } else { &mut held }.push(e);
    }
    let before = (net::error(&fit, None, k), net::error(&held, None, k));
    println!(
        "# scale {k:.5}; the evaluation alone: error {:.6}, held out {:.6} ({} and {} positions)",
        before.0,
        before.1,
        fit.len(),
        held.len()
    );
    let cfg = Training {
        scale: k,
        epochs,
        ..Training::default()
    };
    let t = Instant::now();
    let mut best = (before.1, None);
    net::train(&fit, &cfg, &mut |epoch, n| {
        let e = (net::error(&fit, Some(n), k), net::error(&held, Some(n), k));
        println!(
            "# pass {epoch}: error {:.6}, held out {:.6} ({:.1} s)",
            e.0,
            e.1,
            t.elapsed().as_secs_f64()
        );
        if e.1 < best.0 {
            best = (e.1, Some(n.clone()));
        }
    });
    let Some(n) = best.1 else {
        return Err(
            "--net: no pass did better than the evaluation alone on the held-out \
             positions; nothing written"
                .into(),
        );
    };
    shatra_engine::game::write_atomically(path, n.to_text().as_bytes())
        .map_err(|e| format!("--net {}: {e}", path.display()))?;
    println!(
        "# held out {:.6} -> {:.6}; written to {}",
        before.1,
        best.0,
        path.display()
    );
    Ok(())
}

/// The weights `w` as `name=value` lines, each that differs from `base` with what it was.
fn print_weights(base: &Weights, w: &Weights) {
    let old = base.to_vec();
    for (i, (v, was)) in w.to_vec().into_iter().zip(old).enumerate() {
        let name = mongol_engine::search::weight_name(i).expect("a weight");
        if v == was {
            println!("{name}={v}");
        } else {
            println!("{name}={v} # was {was}");
        }
    }
}

/// `tune --spsa`: the game pairs played in batches, a `#` line with the tuned weights about
/// every twentieth of the way (and, `--against` an engine, the two sides' score against it so
/// far) and a `# state:` line that `--resume` goes on from (also every [`STATE_EVERY`] between
/// reports), then the weights; every other line is a `#` comment, so that the output is a
/// weights file as it stands.
fn run_spsa<P: Evaluate + Clone + 'static>(
    start: &P,
    plan: &TunePlan,
    params: &[usize],
    rate: f64,
) -> Result<(), String> {
    let cfg = tune::Spsa {
        pairs: plan.games / 2,
        seed: plan.seed,
        strength: plan.strength,
        threads: plan.threads,
        rate,
    };
    let name = |i: usize| mongol_engine::search::weight_name(i).expect("a weight");
    let names: Vec<String> = params.iter().map(|&i| name(i)).collect();
    // Where an earlier run stopped, and (against an engine) the points both sides scored
    // against it and the games, so far.
    let (resumed, scored) = match plan.resume {
        Some(path) => {
            let (state, scored) = read_spsa_state(path, &names, cfg.pairs, plan.against.is_some())?;
            (Some(state), scored)
        }
        None => (None, (0.0, 0)),
    };
    let (n, s) = (params.len(), if params.len() == 1 { "" } else { "s" });
    let pairs = match cfg.pairs {
        1 => "1 game pair".to_string(),
        p => format!("{p} game pairs"),
    };
    let resuming = resumed.as_ref().map_or(String::new(), |r| {
        format!(", resumed after {} pairs", r.played)
    });
    // The opponent is started once first, so that a wrong command or option is said at once.
    let against = match &plan.against {
        Some(spec) => Some((spec, UciOpponent::start(spec)?.name.clone())),
        None => None,
    };
    match &against {
        Some((spec, name)) => println!(
            "# SPSA against {name} ({}): {pairs}, each side at {} against its `{}` (seed {}), \
             {n} weight{s}, gain {rate}{resuming}",
            spec.command.join(" "),
            cfg.strength,
            spec.go.0,
            cfg.seed,
        ),
        None => println!(
            "# SPSA: {pairs} at {} (seed {}), {n} weight{s}, gain {rate}{resuming}",
            cfg.strength, cfg.seed,
        ),
    }
    let t = Instant::now();
    let every = (cfg.pairs / 20).max(1);
    let mut next = resumed.as_ref().map_or(0, |r| r.played) + every;
    let scored = Mutex::new(scored);
    // A state line with each report, and between reports every STATE_EVERY, so that a run
    // killed loses little.
    let mut last_state = Instant::now();
    let mut report = |state: &tune::SpsaState, w: &Weights| {
        let played = state.played;
        let (points, games) = scored.lock().map_or((0.0, 0), |s| *s);
        if played < next && played < cfg.pairs {
            if last_state.elapsed() >= STATE_EVERY {
                last_state = Instant::now();
                println!("{}", spsa_state_line(state, &names, (points, games)));
            }
        } else {
            next = played + every;
            last_state = Instant::now();
            let v = w.to_vec();
            let line: Vec<String> = params
                .iter()
                .map(|&i| format!("{}={}", name(i), v[i]))
                .collect();
            let score = if games > 0 {
                format!(", {:.1} % against it", 100.0 * points / games as f64)
            } else {
                String::new()
            };
            println!(
                "# {played} pairs ({:.0} s{score}): {}",
                t.elapsed().as_secs_f64(),
                line.join(" ")
            );
            println!("{}", spsa_state_line(state, &names, (points, games)));
        }
    };
    let from = resumed.as_ref();
    let w = match &against {
        None => tune::spsa(start, plan.base, params, &cfg, from, &mut report),
        Some((spec, _)) => {
            let pair = |plus: &Weights, minus: &Weights, seed: u64| {
                let mut opponent = UciOpponent::start(spec)?;
                let pair =
                    tune::pair_against(start, plus, minus, seed, cfg.strength, &mut opponent)?;
                if let Ok(mut s) = scored.lock() {
                    s.0 += pair.points.iter().sum::<f64>();
                    s.1 += pair.points.len();
                }
                Ok::<_, String>(pair.margin)
            };
            tune::spsa_by(plan.base, params, &cfg, from, &pair, &mut report)?
        }
    };
    print_weights(&plan.base, &w);
    Ok(())
}

/// What begins an SPSA state line in `tune --spsa`'s output.
const STATE_LINE: &str = "# state:";

/// The longest `tune --spsa` goes without a state line (besides one with each report).
const STATE_EVERY: std::time::Duration = std::time::Duration::from_secs(600);

/// An SPSA run's state as a comment line of its output: `# state: pairs=N` (with `against=P/G`,
/// the points and games against the opponent so far, where it plays one), then each tuned
/// weight's value before rounding, `NAME=VALUE` (written so as to read back the same).
fn spsa_state_line(state: &tune::SpsaState, names: &[String], scored: (f64, usize)) -> String {
    let mut line = format!("{STATE_LINE} pairs={}", state.played);
    if scored.1 > 0 {
        line += &format!(" against={}/{}", scored.0, scored.1);
    }
    for (name, v) in names.iter().zip(&state.theta) {
        line += &format!(" {name}={v:?}");
    }
    line
}

/// The last state line of an earlier `tune --spsa` output at `path` ([`spsa_state_line`]),
/// checked against this run: the same weights `names` tuned, no more pairs played than its
/// `pairs`, played `against` an engine or not as this run. With the points and games scored
/// against the engine so far (0 and 0: none).
fn read_spsa_state(
    path: &std::path::Path,
    names: &[String],
    pairs: usize,
    against: bool,
) -> Result<(tune::SpsaState, (f64, usize)), String> {
    let at = |what: String| format!("--resume {}: {what}", path.display());
    let text = std::fs::read_to_string(path).map_err(|e| at(e.to_string()))?;
    if text.is_empty() {
        return Err(at(
            "the file is empty (written over by this run's `>`? append with `>>`)".into(),
        ));
    }
    let Some((number, line)) = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with(STATE_LINE))
        .last()
    else {
        return Err(at(format!(
            "no '{STATE_LINE}' line (tune --spsa writes one with each report: is it its output?)"
        )));
    };
    let at_line = |what: String| at(format!("line {}: {what}", number + 1));
    let mut played = None;
    let mut scored = (0.0, 0);
    let mut tuned = Vec::new();
    let mut theta = Vec::new();
    for word in line[STATE_LINE.len()..].split_whitespace() {
        let Some((key, value)) = word.split_once('=') else {
            return Err(at_line(format!("'{word}' is not NAME=VALUE")));
        };
        let bad = || at_line(format!("'{word}': '{value}' is not a number here"));
        match key {
            "pairs" => played = Some(value.parse::<usize>().map_err(|_| bad())?),
            "against" => {
                let (p, g) = value.split_once('/').ok_or_else(bad)?;
                let p: f64 = p.parse().map_err(|_| bad())?;
                let g: usize = g.parse().map_err(|_| bad())?;
                if !(p.is_finite() && (0.0..=g as f64).contains(&p)) {
                    return Err(bad());
                }
                scored = (p, g);
            }
            name => {
                let v: f64 = value.parse().map_err(|_| bad())?;
                if !v.is_finite() {
                    return Err(bad());
                }
                tuned.push(name.to_string());
                theta.push(v);
            }
        }
    }
    let Some(played) = played else {
        return Err(at_line("no pairs=N".into()));
    };
    if tuned != names {
        return Err(at(format!(
            "its run tuned {}, this one {}: give the same --only (and --psq)",
            tuned.join(","),
            names.join(",")
        )));
    }
    // An --against run's state has its games against the engine (four a pair).
    if (scored.1 > 0) != against {
        let played_by = |vs: bool| if vs { "against an engine" } else { "itself" };
        return Err(at(format!(
            "its run played {}, this one {}: give the same --against",
            played_by(scored.1 > 0),
            played_by(against)
        )));
    }
    if played > pairs {
        return Err(at(format!(
            "{played} pairs were played, more than this run's {pairs} (--games {})",
            2 * pairs
        )));
    }
    Ok((tune::SpsaState { played, theta }, scored))
}

/// The most plies of a match game; past it the game counts as a draw.
const MATCH_PLY_LIMIT: usize = 600;

/// Plays the games (A White in the even ones; each pair opens with the same two random plies,
/// from the seed), `threads` at once, and prints the tally.
fn run_match<P: Evaluate + 'static>(cfg: &MatchSetup<P>, verbose: bool) {
    let next = AtomicUsize::new(cfg.first);
    let tally = Mutex::new(Tally::default());
    let out = Mutex::new(());
    let t = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads.min(cfg.games.saturating_sub(cfg.first).max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cfg.games {
                        break;
                    }
                    let (winner_a, plies, result) = play_match_game(cfg, i);
                    if let Ok(mut t) = tally.lock() {
                        match winner_a {
                            Some(true) => t.wins += 1,
                            Some(false) => t.losses += 1,
                            None => t.draws += 1,
                        }
                    }
                    if verbose {
                        let _guard = out.lock();
                        println!(
                            "game {:>4} A {} {plies:>4} plies  {result}",
                            i + 1,
                            if i.is_multiple_of(2) {
                                "White"
                            } else {
                                "Black"
                            },
                        );
                    }
                }
            });
        }
    });
    let tally = tally.into_inner().unwrap_or_default();
    crate::shatra::print_tally(&cfg.a, &cfg.b, &tally, t.elapsed());
}

/// One game of a match: whether A won (`None`: a draw), the plies, the result as text.
fn play_match_game<P: Evaluate + 'static>(
    cfg: &MatchSetup<P>,
    index: usize,
) -> (Option<bool>, usize, String) {
    let a_white = index.is_multiple_of(2);
    let mut game = Game::new(cfg.start.clone());
    let mut rng = cfg.seed ^ ((index / 2) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    for _ in 0..2 {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        rng = splitmix(rng);
        let m = moves[(rng % moves.len() as u64) as usize];
        let _ = game.play(&m);
    }
    let mut searchers = [Searcher::<P>::new(16), Searcher::<P>::new(16)];
    searchers[0].set_threads(cfg.search_threads.0);
    searchers[1].set_threads(cfg.search_threads.1);
    searchers[0].set_weights(cfg.weights.0);
    searchers[1].set_weights(cfg.weights.1);
    loop {
        if let Some(o) = game.outcome() {
            let a_won = o
                .winner
                .map(|w| (w == mongol_engine::Color::White) == a_white);
            return (a_won, game.moves().len(), o.to_string());
        }
        if game.moves().len() >= MATCH_PLY_LIMIT {
            return (
                None,
                game.moves().len(),
                "1/2-1/2 draw: ply limit of the match".into(),
            );
        }
        let white_to_move = game.position().turn() == mongol_engine::Color::White;
        let a_moves = white_to_move == a_white;
        let (searcher, strength) = if a_moves {
            (&mut searchers[0], cfg.a)
        } else {
            (&mut searchers[1], cfg.b)
        };
        let seed = splitmix(rng ^ game.moves().len() as u64);
        let r = choose_move(searcher, &game, strength, seed, None, &mut |_| {});
        match r.best {
            Some(m) if game.play(&m).is_ok() => {}
            _ => {
                return (
                    None,
                    game.moves().len(),
                    "1/2-1/2 draw: no move chosen".into(),
                );
            }
        }
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `uci`: the UCI session on standard input and output, starting in `game` (shatar unless
/// hiashatar) under the options given; either Mongolian game's flags may be given, as the session
/// may switch games (`UCI_Variant`).
/// `pgn FILE [--write]`: each game of the file listed (`game N (Variant[, from FEN]): SAN moves
/// result`) or, with `write`, written back as PGN; each game that cannot be read is named on
/// standard error (its number, players and line) and the command then fails.
pub fn pgn(file: &std::path::Path, write: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let games = mongol_engine::pgn::read_file(&text);
    let mut good = Vec::new();
    let mut bad = 0;
    for (i, g) in games.iter().enumerate() {
        match g {
            Ok(g) if write => good.push((g.game.clone(), g.tags.clone())),
            Ok(g) => {
                let start = if g.game.is_set_up() {
                    format!(", from {}", g.game.start_fen())
                } else {
                    String::new()
                };
                let moves = g.game.san_moves().join(" ");
                let sep = if moves.is_empty() { "" } else { " " };
                println!(
                    "game {} ({}{start}): {moves}{sep}{}",
                    i + 1,
                    g.game.variant_name(),
                    g.result
                );
            }
            Err(e) => {
                bad += 1;
                eprintln!("{}: {e}", file.display());
            }
        }
    }
    if write {
        print!("{}", mongol_engine::pgn::write_file(&good));
    }
    if bad > 0 {
        return Err(format!("{bad} of {} games could not be read", games.len()));
    }
    Ok(())
}

pub fn run_uci(game: GameKind, flags: &MongolFlags, matches: &ArgMatches) -> Result<(), String> {
    if game == GameKind::Shatra && matches.value_source("game") == Some(ValueSource::CommandLine) {
        return Err(
            "--game shatra: uci speaks shatar and hiashatar; Shatra's engine protocol is `ushi`"
                .to_string(),
        );
    }
    check_global_flags(matches, &[GameKind::Shatar, GameKind::Hiashatar], "uci")?;
    let mut setup = flags.setoptions();
    let variant = if game == GameKind::Hiashatar {
        "hiashatar"
    } else {
        "shatar"
    };
    setup.push(format!("setoption name UCI_Variant value {variant}"));
    mongol_engine::uci::run_stdio_after(&setup);
    Ok(())
}
