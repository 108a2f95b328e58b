//! `shatra-cli`: Shatra, shatar and hiashatar from the command line.
//!
//! The game and its rules are read once from the flags into `game_family`'s [`GameOptions`],
//! the dispatch enum where the app and this tool meet the engines; the commands about a game
//! (`legal`, `play`) then run through its [`game_family::AnyGame`] (`family`), and those that
//! drive an engine's own fast code (perft, search, matches, tuning, the protocols) go to that
//! engine's module (`shatra`, `mongol`), chosen by the same enum.

use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};
use game_family::{GameKind, GameOptions};
use shatra_engine::rules::RuleFlags;
use shatra_engine::search::Pruning;
use shatra_engine::search::player::Strength;

/// The commands about a game of any kind, through `game_family`'s dispatch enum.
mod family;
/// Shatar and hiashatar (`--game`), and `uci`.
mod mongol;
/// Shatra's own commands on `shatra_engine`.
mod shatra;
/// Another engine over UCI as the opponent `tune --spsa --against` tunes against.
mod uci_opponent;

/// `--game`: one of the family's games by its code.
fn game_kind() -> impl clap::builder::TypedValueParser<Value = GameKind> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(GameKind::ALL.map(|k| {
        clap::builder::PossibleValue::new(k.code()).help(match k {
            GameKind::Shatra => "Shatra (RULES.md), the default",
            GameKind::Shatar => "Mongolian chess on 8 × 8 (RULES-MONGOLIAN.md §1)",
            GameKind::Hiashatar => "10 × 10 with the hia (RULES-MONGOLIAN.md §2)",
        })
    }))
    .try_map(|s| s.parse::<GameKind>())
}

#[derive(Parser)]
#[command(
    name = "shatra-cli",
    version,
    about = "Shatra, shatar and hiashatar engines: legal moves, perft, play, diagrams, search, matches, USHI and UCI"
)]
struct Cli {
    /// The game: shatra (RULES.md), or its Mongolian relatives shatar and hiashatar
    /// (RULES-MONGOLIAN.md) for legal, perft, divide, play, show, go, bench, match, tune
    #[arg(long, global = true, value_parser = game_kind(), default_value = "shatra")]
    game: GameKind,
    /// The rule options of RULES.md section 9 (all off: the default rule set)
    #[command(flatten)]
    rules: RuleFlags,
    #[command(flatten)]
    mongol: mongol::MongolFlags,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The legal moves, one per line, in canonical notation
    Legal {
        /// A position string (quoted) or `startpos`
        pos: String,
    },
    /// Counts the leaves of the move tree; the count is the last line
    Perft { pos: String, depth: u32 },
    /// Leaves below each legal move (`move count`), then the total
    Divide { pos: String, depth: u32 },
    /// Plays moves and prints the resulting position (and the result if the game ended)
    Play {
        pos: String,
        /// Moves in notation (a move never starts with `-`, so flags may follow them)
        moves: Vec<String>,
    },
    /// A text diagram of the board with traditional numbers and algebraic coordinates
    Show { pos: String },
    /// Speed: perft leaves per second, then search nodes per second and time to depth 12
    Bench {
        /// Perft depth for every position (default: each position's own, 5 or 6)
        #[arg(long)]
        depth: Option<u32>,
        /// Only the perft part
        #[arg(long, conflicts_with = "search_only")]
        perft_only: bool,
        /// Only the search part
        #[arg(long)]
        search_only: bool,
        /// Search depth for the search part
        #[arg(long, default_value_t = 12)]
        search_depth: u32,
    },
    /// Thinks about a position: progress lines, then `bestmove <move>`
    Go {
        pos: String,
        /// Moves played from the position first (their positions count for repetitions)
        #[arg(long, num_args = 1..)]
        moves: Vec<String>,
        /// Playing level 1-8
        #[arg(long, group = "budget", value_parser = clap::value_parser!(u8).range(1..=8))]
        level: Option<u8>,
        /// Search to this depth
        #[arg(long, group = "budget")]
        depth: Option<u32>,
        /// Search this many nodes
        #[arg(long, group = "budget")]
        nodes: Option<u64>,
        /// Think this many milliseconds
        #[arg(long, group = "budget")]
        movetime: Option<u64>,
        /// Think until `stop` (or the end of the input) on standard input, printing progress
        #[arg(long, group = "budget")]
        infinite: bool,
        /// Transposition table size in MiB, 1 to 4096 (as UCI's Hash)
        #[arg(long, default_value_t = 64, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
        hash_mib: usize,
        /// Search threads (lazy SMP, sharing the transposition table)
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: u16,
        /// Forward pruning: changes to the default, as for `match --a-search`
        #[arg(long, default_value = "default")]
        search: Pruning,
    },
    /// Converts a position between shatrabase's SPN and our position string (either way: the
    /// one given is recognised)
    Spn { pos: String },
    /// Reads an SGN file (shatrabase's game records): each game's moves and result, or what is
    /// wrong with it; with --write, writes the games back out as SGN
    Sgn {
        file: std::path::PathBuf,
        /// Write the games as SGN (as shatrabase writes them) instead of listing them
        #[arg(long)]
        write: bool,
        /// With --write: add no Variant tag (a file of shatrabase's is written back byte for byte)
        #[arg(long)]
        no_variant_tag: bool,
    },
    /// Reads a PGN file of shatar and hiashatar games (the `Variant` tag; `SetUp` and `FEN`
    /// for a set-up start): each game's moves and result, or what is wrong with it; with
    /// --write, writes the games back out as PGN (Shatra's records are SGN: `sgn`)
    Pgn {
        file: std::path::PathBuf,
        /// Write the games as PGN instead of listing them
        #[arg(long)]
        write: bool,
    },
    /// Speaks USHI, shatrabase's engine protocol, on standard input and output (for shatrabase
    /// or any USHI GUI); with --shatrabase, its versions 1 and 2 are shatrabase's own rules
    Ushi,
    /// Speaks UCI for shatar and hiashatar (as Fairy-Stockfish: `UCI_Variant`) on standard input
    /// and output, starting in the --game given (shatar by default) under the rule flags given
    Uci,
    /// Tunes the evaluation weights by self-play and prints them (RON; for shatar and hiashatar
    /// `name=value` lines after `#` comments, a file for `match --a-weights`)
    Tune {
        /// Self-play games to tune on (0: the weights as they start, e.g. the built-in ones)
        #[arg(long, default_value_t = 400)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Strength of the self-play games (shatar and hiashatar: depth:4 unless given)
        #[arg(long, default_value = "level:3")]
        strength: Strength,
        #[arg(long, default_value_t = 6)]
        rounds: usize,
        /// Self-play games played at once
        #[arg(long, default_value_t = 1, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        threads: usize,
        /// Shatar and hiashatar: tune on these positions instead of self-play games: one a
        /// line, `TARGET FEN`, the target White's expected score from 0 to 1 (a game's result,
        /// or an engine's judgement as `scripts/uci-label.py` writes it)
        #[arg(long)]
        samples: Option<std::path::PathBuf>,
        /// Shatar and hiashatar: tune on the games of this PGN file instead of self-play games
        /// (a match's record, `match.pgn` of scripts/uci-match.py): their quiet positions after
        /// the first four plies, each with its game's result; games without one are left out
        #[arg(long, value_name = "FILE")]
        pgn: Option<std::path::PathBuf>,
        /// Shatar and hiashatar: write the self-play positions with their games' results to
        /// this file (the form --samples reads), then tune as asked (--rounds 0: not at all)
        #[arg(long)]
        write_samples: Option<std::path::PathBuf>,
        /// Shatar and hiashatar: start from these weights (`name=value` lines) instead of the
        /// built-in ones
        #[arg(long)]
        weights: Option<std::path::PathBuf>,
        /// Shatar and hiashatar: tune the piece-square tables too (hundreds of weights: they
        /// need many positions, or they fit the sample rather than the game)
        #[arg(long)]
        psq: bool,
        /// Shatar and hiashatar: tune only the weights whose names begin with one of these
        /// (comma-separated, e.g. `value_,tempo`: the men's values and the tempo), the others
        /// kept as they start
        #[arg(long, value_delimiter = ',')]
        only: Vec<String>,
        /// Shatar and hiashatar: tune by SPSA on the games' results instead of fitting
        /// positions: --games games in pairs (the same opening, colours swapped), each pair the
        /// weights moved one way against the weights moved the other, every weight then moved
        /// towards the winner's side
        #[arg(long)]
        spsa: bool,
        /// With --spsa: the gain at the start (how far a weight moves, in its perturbations,
        /// for a pair won outright; 0.05 unless given), falling as the pairs go
        #[arg(long)]
        rate: Option<f64>,
        /// With --spsa: go on with an earlier run from its output (the `# state:` line it
        /// writes with each report): the same command with this added plays the pairs after
        /// that report and ends as the run would have (write it to a new file, or append with
        /// `>>`: `>` empties the file before it is read)
        #[arg(long, value_name = "FILE")]
        resume: Option<std::path::PathBuf>,
        /// With --spsa (shatar and hiashatar): each pair's two sides play this UCI engine
        /// ("PROGRAM" or "PROGRAM ARGS", e.g. Fairy-Stockfish), each with both colours from the
        /// same opening, instead of each other; the weights move towards the side that scored
        /// more against it
        #[arg(long)]
        against: Option<String>,
        /// With --against: the opponent's budget a move, nodes:N, depth:D or movetime:MS
        /// (`go nodes N`, …; nodes:10000 unless given)
        #[arg(long)]
        against_strength: Option<Strength>,
        /// With --against: a UCI option for the opponent, NAME=VALUE (repeat it: Threads=1,
        /// Hash=64)
        #[arg(long)]
        against_option: Vec<String>,
        /// Shatar: instead of tuning the weights, fit a network to what the evaluation (by the
        /// starting weights) misses of the samples' targets, and write it to this file (for
        /// `mongol-uci`'s `EvalNet`); the last twentieth of the positions is held out, and
        /// the network that does best on those is written
        #[arg(long)]
        net: Option<std::path::PathBuf>,
        /// With --net: passes over the samples
        #[arg(long, default_value_t = 20)]
        epochs: usize,
    },
    /// Plays a match between two strengths and prints the result with Elo and LOS
    Match {
        /// level:N, depth:D, nodes:N, movetime:MS or material:D
        #[arg(long)]
        a: Strength,
        /// B's strength, as --a
        #[arg(long)]
        b: Strength,
        /// How many games: A plays White in the odd-numbered ones, and each pair opens with the
        /// same random plies
        #[arg(long, default_value_t = 2, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        games: usize,
        /// Play only the games from this one (numbered from 1) to --games: to resume a long
        /// match or to split it between machines; each game is the same as in the whole match
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        first: u64,
        /// The seed of the openings' random plies and of the weaker levels' choices
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once
        #[arg(long, default_value_t = 1, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        threads: usize,
        /// Print one line per game
        #[arg(long)]
        verbose: bool,
        /// Evaluation weights for A (a file as `tune` prints: RON, or for shatar and hiashatar
        /// `name=value` lines); default: the built-in ones
        #[arg(long)]
        a_weights: Option<std::path::PathBuf>,
        /// Evaluation weights for B, as --a-weights
        #[arg(long)]
        b_weights: Option<std::path::PathBuf>,
        /// Search threads of A's searches (lazy SMP; `--threads` is games played at once)
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
        a_threads: u16,
        /// Search threads of B's searches
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
        b_threads: u16,
        /// A is played by another build of this program: "PROGRAM" or "PROGRAM ARGS", run once a move
        /// as `PROGRAM go <position> --moves … <budget> ARGS` (e.g. a baseline binary)
        #[arg(long)]
        a_program: Option<String>,
        /// B is played by another build of this program, as --a-program
        #[arg(long)]
        b_program: Option<String>,
        /// A's forward pruning, changes to the default: parts (null, rfp, razor, futility, lmp,
        /// loglmr, iir) to switch on, or off with no- before them, comma-separated; none: all off
        #[arg(long, default_value = "default")]
        a_search: Pruning,
        /// B's forward pruning, as --a-search
        #[arg(long, default_value = "default")]
        b_search: Pruning,
    },
}

fn main() -> ExitCode {
    // A closed pipe ends the program quietly, as for any Unix filter, instead of a panic in
    // `println!`.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches)
        .map_err(|e| e.format(&mut Cli::command()))
        .unwrap_or_else(|e| e.exit());
    match run(&cli, &matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs the command: the game's options are read and checked once, then the command goes to the
/// module that runs it for that game.
fn run(cli: &Cli, matches: &ArgMatches) -> Result<(), String> {
    if let Command::Match { games, first, .. } = &cli.command
        && *first > *games as u64
    {
        return Err(format!(
            "--first {first} is past --games {games}: no game to play"
        ));
    }
    if let Command::Uci = cli.command {
        // The session may switch games (UCI_Variant): it takes either Mongolian game's options.
        return mongol::run_uci(cli.game, &cli.mongol, matches);
    }
    if let Command::Pgn { file, write } = &cli.command {
        // The games' own Variant tags say which game each is.
        return mongol::pgn(file, *write);
    }
    let options = mongol::options(cli, matches)?;
    match &cli.command {
        Command::Legal { pos } => family::legal(&options, pos, cli.mongol.notation),
        Command::Play { pos, moves } => family::play(&options, pos, moves),
        command => match options {
            GameOptions::Shatra(rules) => shatra::run(command, rules),
            GameOptions::Shatar(o) => mongol::run_shatar(command, matches, &cli.mongol, o),
            GameOptions::Hiashatar(o) => mongol::run_hiashatar(command, matches, &cli.mongol, o),
        },
    }
}

/// `go`'s budget as given (a level, a depth, nodes or a time; level 8 when none is given), in
/// the strength type `match` and `tune` read too (every game's: `search_core::player`).
fn go_strength(
    level: Option<u8>,
    depth: Option<u32>,
    nodes: Option<u64>,
    ms: Option<u64>,
) -> Strength {
    match (level, depth, nodes, ms) {
        (Some(l), ..) => Strength::Level(l),
        (_, Some(d), ..) => Strength::Depth(d.max(1)),
        (_, _, Some(n), _) => Strength::Nodes(n.max(1)),
        (.., Some(ms)) => Strength::MoveTime(std::time::Duration::from_millis(ms.max(1))),
        _ => Strength::Level(8),
    }
}

/// `go --infinite`: sets `stop` once standard input gives a line `stop` or ends.
fn stop_on_stdin(stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {
    std::thread::spawn(move || {
        let mut line = String::new();
        loop {
            line.clear();
            match std::io::stdin().read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) if line.trim() == "stop" => break,
                Ok(_) => {}
            }
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
}
