//! `shatra-cli` as a user runs it: outputs, and exit status 2 with a one-line error for bad input.

use std::process::Command;

mod common;
use common::{cli, stderr, stdout};

#[test]
fn legal_lists_moves_one_per_line() {
    let o = cli(&["legal", "startpos"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 42);
    assert!(out.lines().any(|l| l == "54-38"));
    // Rule flags: the Original start.
    let o = cli(&["--original", "legal", "startpos"]);
    assert_eq!(stdout(&o).lines().count(), 33);
    // Section 5 (Kurin): 28x42, not 28x53.
    let o = cli(&["legal", "3/3/3/k/7/7/3P3/3p3/7/3p2K/1/3/3/3 w - - - - 0 1"]);
    assert_eq!(stdout(&o), "28x42\n");
}

#[test]
fn perft_and_divide() {
    let o = cli(&["perft", "startpos", "3"]);
    assert_eq!(stdout(&o).lines().last(), Some("62568"));
    let o = cli(&["divide", "startpos", "2"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 43);
    assert!(lines[..42].iter().all(|l| l.ends_with(" 42")));
    assert_eq!(lines[42], "1764");
}

#[test]
fn play_prints_the_position_and_the_result() {
    let o = cli(&["play", "startpos", "49-35", "14-28"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "pqp/prp/brb/k/ppp1ppp/7/3p3/3P3/7/PPP1PPP/K/BRB/PRP/PQP w 1-10,53-62 21 - - 0 2\n"
    );
    let fen = "3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1";
    let o = cli(&["play", fen, "9x3=Qx7x31x17"]);
    let out = stdout(&o);
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .contains("White wins: the Biy was captured"),
        "{out}"
    );
}

#[test]
fn show_draws_both_numberings() {
    let o = cli(&["show", "startpos"]);
    let out = stdout(&o);
    assert!(out.contains("a    b    c    d    e    f    g"));
    assert!(out.contains("53K"));
    assert!(out.contains(" 1p"));
    assert!(out.contains("ditch"));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let cases: [(&[&str], &str); 6] = [
        (&["legal", "nonsense"], "expected 7 fields"),
        (
            &["legal", "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 63 - - - 0 1"],
            "field 3 (reserve): square 63 is not on the board",
        ),
        (
            &["play", "startpos", "49-35", "35-28"],
            "move 2: 35-28 is illegal",
        ),
        (&["play", "startpos", "4x"], "'4x' is not a move"),
        (&["perft", "startpos", "x"], "invalid value"),
        (
            &["--no-such-flag", "legal", "startpos"],
            "unexpected argument",
        ),
    ];
    for (args, want) in cases {
        let o = cli(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains(want), "{args:?}: {err}");
        if !args[0].starts_with("--") && args[0] != "perft" {
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        }
    }
}

#[test]
fn go_prints_progress_then_bestmove() {
    let o = cli(&["go", "startpos", "--depth", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("info depth")).count(),
        3,
        "{out}"
    );
    let best = lines
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .expect("bestmove last");
    let legal = stdout(&cli(&["legal", "startpos"]));
    assert!(legal.lines().any(|l| l == best), "{best} is not legal");
    // Moves given after the position are played first.
    let o = cli(&[
        "go", "startpos", "--moves", "49-35", "14-28", "--level", "1",
    ]);
    assert_eq!(stdout(&o).lines().last(), Some("bestmove 35x21"));
}

#[test]
fn match_prints_the_tally_elo_and_los() {
    let o = cli(&[
        "match", "--a", "level:1", "--b", "depth:2", "--games", "4", "--seed", "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("level:1 vs depth:2: 4 games"), "{out}");
    assert!(out.contains("A wins"), "{out}");
    assert!(out.contains("Elo") && out.contains("LOS"), "{out}");
    let o = cli(&["match", "--a", "level:9", "--b", "depth:2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("between 1 and 8"));
}

/// Every subcommand takes its flags anywhere after the subcommand, after the position and the
/// moves too (a move never starts with `-`): rule flags, its own switches and its own options.
#[test]
fn flags_may_come_last() {
    // Rule flags after the moves of `play` (the Original game: no double step, 39-32 is legal).
    let original =
        "ppp/ppp/ppp/k/ppppppp/ppppppp/7/P6/1PPPPPP/PPPPPPP/K/PPP/PPP/PPP b 1-10,53-62 - - - 0 1\n";
    for args in [
        &["play", "startpos", "39-32", "--original"][..],
        &["play", "startpos", "--original", "39-32"][..],
        &["--original", "play", "startpos", "39-32"][..],
    ] {
        let o = cli(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), original, "{args:?}");
    }
    // A rule flag after the position, for each command that reads one.
    let o = cli(&["legal", "startpos", "--original"]);
    assert_eq!(stdout(&o).lines().count(), 33);
    let o = cli(&["perft", "startpos", "2", "--original"]);
    assert_eq!(stdout(&o).lines().last(), Some("1089"));
    let o = cli(&["divide", "startpos", "1", "--original"]);
    assert_eq!(stdout(&o).lines().last(), Some("33"));
    let o = cli(&["show", "startpos", "--original"]);
    assert!(stdout(&o).contains("  2p "), "{}", stdout(&o));
    assert!(stdout(&o).contains("39P"), "{}", stdout(&o));
    // Section 9, "Shatra on the enemy gate may decline", given last.
    let fen = "3/3/1p1/P/7/6k/7/7/7/6K/1/3/3/3 w 8 - - - 0 1";
    let o = cli(&["legal", fen, "--gate-shatra-may-decline"]);
    assert!(stdout(&o).lines().any(|l| l == "10-9"), "{}", stdout(&o));
    // `go`: its own options and a rule flag after the moves.
    let o = cli(&[
        "go",
        "startpos",
        "--moves",
        "39-32",
        "--original",
        "--depth",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let best = stdout(&o).lines().last().unwrap().to_string();
    let legal = stdout(&cli(&["play", "startpos", "39-32", "--original"]));
    let after = legal.lines().next().unwrap().to_string();
    let legal = stdout(&cli(&["legal", &after, "--original"]));
    let best = best.strip_prefix("bestmove ").expect("bestmove");
    assert!(legal.lines().any(|l| l == best), "{best} not legal");
    // An unknown flag last is still an error that names it.
    let o = cli(&["play", "startpos", "49-35", "--no-such-flag"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--no-such-flag"), "{}", stderr(&o));
}

/// SPN both ways, and an SGN file read (good games listed, a broken one named with its line,
/// exit status 2) and written back as shatrabase writes it.
#[test]
fn spn_and_sgn_conversions() {
    let spn = "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1";
    let o = cli(&["spn", "startpos"]);
    assert_eq!(stdout(&o).trim(), spn);
    let o = cli(&["spn", spn]);
    assert_eq!(
        stdout(&o).trim(),
        "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - - - 0 1"
    );
    let o = cli(&["spn", "neither"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("neither an SPN"), "{}", stderr(&o));
    // Removed when dropped, even when an assertion fails.
    let dir = tempfile::Builder::new()
        .prefix("shatra-cli-sgn-")
        .tempdir()
        .unwrap();
    let file = dir.path().join("games.sgn");
    std::fs::write(
        &file,
        "[Event \"x\"]\n\n1. 49-35 14-28 2. 35:21 *\n\n[Event \"y\"]\n\n1. 49-35 14-28\n2. 35-20 *\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let o = cli(&["sgn", path]);
    assert_eq!(
        stdout(&o),
        "game 1 (default rules): 1. 49-35 14-28 2. 35x21 *\n"
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o)
            .contains("game 2, line 8: under default rules: 2. 35-20 (ply 3): 35-20 is illegal"),
        "{}",
        stderr(&o)
    );
    let o = cli(&["sgn", "--write", path]);
    assert!(stdout(&o).contains("[Event \"x\"]\n"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("\n1. 49-35 14-28 2. 35:21  *\n"),
        "{}",
        stdout(&o)
    );
}

/// `go --infinite` thinks until `stop` arrives on standard input, printing progress, then gives
/// its best move.
#[test]
fn go_infinite_runs_until_stop() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_shatra-cli"))
        .args(["go", "startpos", "--infinite"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("shatra-cli runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut stdin = child.stdin.take().unwrap();
    let mut line = String::new();
    // Progress comes; once it has reached depth 4, stop.
    loop {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "output ended early");
        if line.starts_with("info depth 4 ") {
            break;
        }
        assert!(line.starts_with("info depth "), "{line}");
    }
    writeln!(stdin, "stop").unwrap();
    let mut rest = String::new();
    for l in out.lines() {
        rest = l.unwrap();
    }
    assert!(rest.starts_with("bestmove "), "{rest}");
    assert!(child.wait().unwrap().success());
}

/// Issue 13: a side of a match can be another build of the program (here this one, run once a
/// move with `go`), and a side can search on two threads.
#[test]
fn match_against_a_program_and_with_search_threads() {
    let me = env!("CARGO_BIN_EXE_shatra-cli");
    let o = cli(&[
        "match",
        "--a",
        "depth:3",
        "--b",
        "depth:3",
        "--b-program",
        me,
        "--games",
        "2",
        "--seed",
        "5",
        "--a-threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("forfeits"), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("depth:3 vs depth:3: 2 games"),
        "{}",
        stdout(&o)
    );
    // A program that cannot be run forfeits its games, and says why.
    let o = cli(&[
        "match",
        "--a",
        "depth:2",
        "--b",
        "depth:2",
        "--b-program",
        "/nonexistent/shatra",
        "--games",
        "2",
    ]);
    assert!(o.status.success());
    assert!(
        stderr(&o).contains("cannot run /nonexistent/shatra"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).contains("A wins 2, losses 0"), "{}", stdout(&o));
    // go on two threads.
    let o = cli(&["go", "startpos", "--depth", "5", "--threads", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("info depth 5"), "{}", stdout(&o));
}
