//! `shatra-cli ushi` driven as a process, as shatrabase's `USHIEngine`
//! (src/database/ushiengine.cpp) drives it, checked against what shatrabase's code accepts:
//! - moves in its internal numbering (63 − ours), one token per jump, always `F:T`, read by
//!   `SBoard::parseMove` (src/database/sboard.cpp);
//! - positions in the middle of a chain (`SBoard::toSPN` with a transit square and `y u i p` men),
//!   which the engine continues, and refused positions that never lead to a search;
//! - `info` lines `USHIEngine::parseAnalysis` and `Analysis::isValid` keep: `score cp|win|loss`,
//!   `time` of at least 1;
//! - bytes that are not UTF-8 (shatrabase writes Latin-1), answered and never ending the engine;
//! - `pass` when a Biy stops its chain early.
//!
//! Each token is checked here on its own, by converting it to our notation and numbering.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use shatra_engine::spn::to_spn;
use shatra_engine::ushi::chain::tokens;
use shatra_engine::{Position, RuleSet};

/// Runs `shatra-cli ushi` and sends it `input` (bytes) line by line, as a GUI does: after a
/// `go`, the next line waits for the `bestmove` (a minute at most). Its output lines and whether
/// it exited successfully.
fn ushi(input: &[u8]) -> (Vec<String>, bool) {
    ushi_with(&[], input)
}

/// [`ushi`] with rule flags before the command (`--shatrabase`).
fn ushi_with(flags: &[&str], input: &[u8]) -> (Vec<String>, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shatra-cli"))
        .args(flags)
        .arg("ushi")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shatra-cli runs");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let line = line.expect("the engine writes UTF-8");
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut lines = Vec::new();
    for l in input.split_inclusive(|&b| b == b'\n') {
        stdin.write_all(l).unwrap();
        stdin.flush().unwrap();
        if l.starts_with(b"go") {
            loop {
                let got = rx
                    .recv_timeout(Duration::from_secs(60))
                    .expect("a bestmove within a minute");
                let done = got.starts_with("bestmove");
                lines.push(got);
                if done {
                    break;
                }
            }
        }
    }
    drop(stdin);
    let status = child.wait().unwrap();
    reader.join().unwrap();
    lines.extend(rx.try_iter());
    for l in &lines {
        assert!(l.is_ascii(), "{l}");
    }
    (lines, status.success())
}

fn bestmoves(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect()
}

const START: &str = "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1";

/// A token of shatrabase's (`F-T`, `F:T`) in our notation and numbering.
fn ours(token: &str) -> String {
    let mut out = String::new();
    let mut num = String::new();
    for c in token.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        if !num.is_empty() {
            let n: u8 = num.parse().unwrap();
            assert!((1..=62).contains(&n), "{token}");
            out.push_str(&(63 - n).to_string());
            num.clear();
        }
        match c {
            ':' => out.push('x'),
            '-' => out.push('-'),
            'Q' | 'R' | 'B' => out.push_str(&format!("={c}")),
            _ => {}
        }
    }
    out
}

/// Plays a pv of shatrabase's tokens from `pos`: each token must continue a legal move (a jump
/// from the square the last one landed on, or `pass` after a Biy's jump). Returns the number of
/// whole moves played.
fn replay(pos: &Position, pv: &[&str]) -> usize {
    let mut pos = *pos;
    let mut chain: Vec<String> = Vec::new();
    let mut played = 0;
    let mut i = 0;
    while i < pv.len() {
        let t = pv[i];
        if t.contains(':') {
            let o = ours(t);
            let (from, to) = o.split_once('x').unwrap();
            if chain.is_empty() {
                chain.push(from.to_string());
            } else {
                assert_eq!(
                    chain.last().map(|s| s.split('=').next().unwrap()),
                    Some(from),
                    "{pv:?}"
                );
            }
            chain.push(to.to_string());
            // The chain ends where the next token is not its next jump.
            let next_goes_on = pv.get(i + 1).is_some_and(|n| {
                *n == "pass"
                    || (n.contains(':')
                        && ours(n).split('x').next() == Some(to.split('=').next().unwrap()))
            });
            if !next_goes_on {
                let m = pos
                    .parse_move(&chain.join("x"))
                    .unwrap_or_else(|e| panic!("{pv:?}: {}: {e}", chain.join("x")));
                pos = pos.after(&m);
                played += 1;
                chain.clear();
            }
        } else if t == "pass" {
            assert!(!chain.is_empty(), "pass with no chain: {pv:?}");
            let m = pos
                .parse_move(&chain.join("x"))
                .unwrap_or_else(|e| panic!("{pv:?}: {}: {e}", chain.join("x")));
            pos = pos.after(&m);
            played += 1;
            chain.clear();
        } else {
            let m = pos
                .parse_move(&ours(t))
                .unwrap_or_else(|e| panic!("{pv:?}: {t} = our {}: {e}", ours(t)));
            pos = pos.after(&m);
            played += 1;
        }
        i += 1;
    }
    played
}

/// Point 1: `bestmove`, `pv` and `position … moves` in shatrabase's numbering. In the start,
/// shatrabase's parser reads `17-31` (our 46-32) and refuses `46-32`.
#[test]
fn moves_are_in_shatrabases_numbering() {
    let input = format!("ushi\nposition spn {START}\ngo depth 3\nquit\n");
    let (lines, ok) = ushi(input.as_bytes());
    assert!(ok);
    let start = Position::start(RuleSet::default());
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    assert_eq!(replay(&start, &[best[0]]), 1);
    for l in lines.iter().filter(|l| l.starts_with("info depth")) {
        let pv: Vec<&str> = l.split(" pv ").nth(1).unwrap().split(' ').collect();
        assert!(replay(&start, &pv) >= 1, "{l}");
    }
    // shatrabase's `17-31` is a move of the start; its `46-32` (a Black square) is not.
    let (lines, _) = ushi(b"position startpos moves 17-31 46-32\ngo depth 1\nquit\n");
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    let (lines, _) = ushi(b"position startpos moves 46-32\ngo depth 1\nquit\n");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string position refused: move 1 '46-32'")),
        "{lines:?}"
    );
    assert_eq!(bestmoves(&lines), ["none"]);
}

/// Point 2: the position shatrabase sends in the middle of a chain (the example: the
/// White Shatra on its 31, our 32, has jumped its 24, our 39, written `p`) is continued: the
/// only jump on is over its 38 (our 25) to its 45 (our 18).
#[test]
fn a_position_in_the_middle_of_a_chain_is_continued() {
    let spn = "SQSSRSB2/K/SSSBS2/6p/6S/1s4r/7/s1ssss1/k/2bsrssqs w Tt 31 - - 9";
    let (lines, _) = ushi(format!("ushi\nposition spn {spn}\ngo depth 2\nquit\n").as_bytes());
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    assert_eq!(bestmoves(&lines), ["31:45"], "{lines:?}");
    // And as moves: our 46x32x18 from the position before it, in shatrabase's tokens.
    let before = "SQSSRSB2/K/SSSBS1S/6s/7/1s4r/7/s1ssss1/k/2bsrssqs w Tt - - - 9";
    let (lines, _) =
        ushi(format!("position spn {before} moves 17:31 31:45\ngo depth 1\nquit\n").as_bytes());
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    // Black to move then: its men are on shatrabase's 32-62.
    let from: u8 = bestmoves(&lines)[0]
        .split(['-', ':'])
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(from >= 32, "{lines:?}");
    // Stopping a Shatra's chain halfway is refused.
    let (lines, _) =
        ushi(format!("position spn {before} moves 17:31 pass\ngo depth 1\nquit\n").as_bytes());
    assert!(
        lines
            .iter()
            .any(|l| l.contains("move 2 'pass': pass: only a Biy")),
        "{lines:?}"
    );
}

/// Point 2: a refused position never leads to a search of another one: the `go` after it
/// answers `bestmove none`, whatever was set up before.
#[test]
fn a_refused_position_is_never_replaced_by_another() {
    let input = format!(
        "position spn {START}\nposition spn SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt 23 - - 1\ngo depth 2\nposition startpos moves 1-2\ngo depth 2\nposition spn nonsense\ngo movetime 50\nquit\n"
    );
    let (lines, ok) = ushi(input.as_bytes());
    assert!(ok);
    assert_eq!(bestmoves(&lines), ["none", "none", "none"], "{lines:?}");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string position refused"))
            .count(),
        3,
        "{lines:?}"
    );
}

/// Point 3: scores as `parseAnalysis` reads them (`cp`, `win`, `loss`; never `mate`), and a
/// `time` of at least 1 (`Analysis::isValid` drops `time 0`).
#[test]
fn info_lines_are_read_by_shatrabase() {
    // White's Shatra on our 35 takes the Black Biy on 28 at once.
    let win = Position::from_fen(
        "3/3/3/1/7/7/3k3/3P3/7/7/K/3/3/3 w - - - - 0 1",
        RuleSet::default(),
    )
    .unwrap();
    for (pos, says) in [(win, "score win 1 ")] {
        let input = format!("position spn {}\ngo depth 4\nquit\n", to_spn(&pos));
        let (lines, _) = ushi(input.as_bytes());
        let infos: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .collect();
        assert!(!infos.is_empty(), "{lines:?}");
        for l in &infos {
            assert!(!l.contains("mate"), "{l}");
            let w: Vec<&str> = l.split(' ').collect();
            let time = w.iter().position(|x| *x == "time").unwrap();
            assert!(w[time + 1].parse::<u64>().unwrap() >= 1, "{l}");
            let score = w.iter().position(|x| *x == "score").unwrap();
            assert!(matches!(w[score + 1], "cp" | "win" | "loss"), "{l}");
            assert!(w[score + 2].parse::<i64>().is_ok(), "{l}");
        }
        assert!(infos.iter().any(|l| l.contains(says)), "{says}: {infos:?}");
    }
}

/// Point 4: bytes that are not UTF-8 (shatrabase writes Latin-1) are answered with an
/// `info string` and never end the engine.
#[test]
fn bytes_that_are_not_utf8_are_answered() {
    let (lines, ok) = ushi(b"isready\ngo depth 1 \xff\nisready\n\xe9t\xe9\nisready\nquit\n");
    assert!(ok);
    assert_eq!(
        lines.iter().filter(|l| *l == "readyok").count(),
        3,
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string") && l.contains("'\\xff'")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string unknown command '\\xe9t\\xe9'")),
        "{lines:?}"
    );
    assert_eq!(bestmoves(&lines).len(), 1, "{lines:?}");
}

/// Our men, and a transit square and jumped men, as shatrabase's SPN (its numbering, 63 − ours).
fn spn_in_chain(men: &[(u8, char)], side: char, transit: u8, jumped: &[u8]) -> String {
    let mut sq = ['.'; 63];
    for &(n, c) in men {
        sq[63 - n as usize] = c;
    }
    for &n in jumped {
        sq[63 - n as usize] = 'p';
    }
    let mut out = String::new();
    let mut empty = 0;
    for (i, &c) in sq.iter().enumerate().skip(1) {
        if c == '.' {
            empty += 1;
        } else {
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            out.push(c);
        }
        if [9, 10, 17, 24, 31, 38, 45, 52, 53].contains(&i) {
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            out.push('/');
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    format!("{out} {side} - {} - - 20", 63 - transit)
}

/// Point 5: a Biy that stops its chain early says so with `pass` (`SBoard::generate` offers it
/// to a Biy in the middle of a chain, `parseMove` reads it).
///
/// White's Biy has jumped from our 41 over 35 to 29; it could go on over 22 to 15, where Black's
/// Shatra on 16 takes it (over to 14); stopping on 29 is safe (its Shatra on 36 guards the square
/// behind).
#[test]
fn a_biy_that_stops_its_chain_says_pass() {
    let men = [
        (29, 'K'),
        (36, 'S'),
        (11, 'k'),
        (22, 's'),
        (16, 's'),
        (17, 's'),
    ];
    let spn = spn_in_chain(&men, 'w', 29, &[35]);
    let (lines, _) = ushi(format!("position spn {spn}\ngo depth 3\nquit\n").as_bytes());
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{spn}: {lines:?}"
    );
    assert_eq!(bestmoves(&lines), ["pass"], "{spn}: {lines:?}");
    // The same from the position before the chain: `22:34 pass` is read (our 41x29, stopped),
    // and so is the chain on, `22:34 34:48`; the engine writes them so.
    let before = Position::from_fen(
        "3/3/3/1/k4pp/4p2/7/3pP2/2K4/7/1/3/3/3 w - - - - 0 1",
        RuleSet::default(),
    );
    let before = before.unwrap_or_else(|e| panic!("{e}"));
    let stop = before.parse_move("41x29").unwrap();
    assert_eq!(tokens(&stop, &before), ["22:34", "pass"]);
    let on = before.parse_move("41x29x15").unwrap();
    assert_eq!(tokens(&on, &before), ["22:34", "34:48"]);
    for moves in ["22:34 pass", "22:34 34:48"] {
        let input = format!(
            "position spn {} moves {moves}\ngo depth 1\nquit\n",
            to_spn(&before)
        );
        let (lines, _) = ushi(input.as_bytes());
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "{moves}: {lines:?}"
        );
        assert_eq!(bestmoves(&lines).len(), 1, "{lines:?}");
        assert_ne!(bestmoves(&lines)[0], "none", "{lines:?}");
    }
}

/// `shatra-cli --shatrabase ushi`: shatrabase's versions are its own rules (README,
/// "shatrabase's rules"), so a move its generator plays and RULES.md refuses is accepted. Here
/// its version 2 drops the Yalkyn on our 56 before the one on 54 (`drops_in_any_order`): its
/// `7-23` (our 56-40).
#[test]
fn with_shatrabase_s_rules_its_moves_are_accepted() {
    let input =
        b"ushi\nsetoption name Shatra version value 2\nposition startpos moves 7-23\ngo depth 1\n";
    let (lines, ok) = ushi(input);
    assert!(ok);
    assert!(
        lines.iter().any(|l| l.contains("position refused")),
        "{lines:?}"
    );
    let (lines, ok) = ushi_with(&["--shatrabase"], input);
    assert!(ok);
    assert!(!lines.iter().any(|l| l.contains("refused")), "{lines:?}");
    assert_eq!(bestmoves(&lines).len(), 1, "{lines:?}");
}
