//! The shatar and hiashatar UCI session (`mongol-uci`): lines in any order, any bytes (read as
//! Latin-1, like `run_stdio`). Never a panic and never an exit but on `quit`; every line is
//! answered as UCI says or refused with an `info string` saying why (`d` with the FEN, a
//! diagram and `Fen:`, `Key:`, `Checkers:`; `go perft N`, capped at depth 2, with the legal
//! moves' counts and their sum); every other `go` ends in one
//! `bestmove`, a legal move of the position the session holds (or `(none)` when it has none),
//! in coordinates that read back as that move, and every `pv` is a legal line.
//!
//! Speed: a session makes a game's tables at its first `isready` or search of that game, at the
//! size `Hash` has then (64 MiB by default); each execution's session starts at 1 MiB instead.
//! Searches (the cost of most executions: evaluations, and a thread each) are capped: `depth` at
//! most 2 in the first search of an execution and 1 in the next ones, `nodes` at most 500 (and
//! `nodes 500` added), `Level` 1, `Hash` at most 2 MiB, `Threads` at most 2, `EvalFile` `<empty>`
//! (no file is read); a `go` with only a time limit or `mate` gets the depth cap, a `go infinite`
//! is followed by `stop` and a `go ponder` by `ponderhit`, and a `go` after the fourth is not sent.
//! The harness waits for each `bestmove` (the session searches on a thread of its own), so the
//! lines are handled one after the other. Time limits and two threads make a search depend on
//! timing: such inputs may not replay alike. `MONGOL_UCI_TRACE=1` writes each line and its answer
//! to stderr.
#![no_main]

use std::io::Write;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use mongol_engine::text::{parse_uci, to_uci};
use mongol_engine::uci::{HIA_FLAGS, Out, SHATAR_FLAGS, Session, latin1};
use mongol_engine::{Variant, hiashatar, shatar};

/// The first search of an execution may go to depth 2, the others to depth 1; after
/// `MAX_SEARCHES` a `go` is not sent (each search is a thread the harness waits for).
const MAX_DEPTH: i64 = 2;
const MAX_SEARCHES: usize = 4;
const MAX_NODES: i64 = 500;
const MAX_LEVEL: u8 = 1;
const MAX_HASH: usize = 2;
const MAX_THREADS: usize = 2;

/// The session's output, split into lines; the condition is signalled at each line's end.
#[derive(Default)]
struct Captured {
    partial: Vec<u8>,
    lines: Vec<String>,
}

#[derive(Clone, Default)]
struct Tap(Arc<(Mutex<Captured>, Condvar)>);

impl Write for Tap {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        let (m, cv) = &*self.0;
        let mut c = m.lock().unwrap();
        for &byte in b {
            if byte == b'\n' {
                let line = std::mem::take(&mut c.partial);
                let line = String::from_utf8(line).expect("the session writes UTF-8");
                c.lines.push(line);
                cv.notify_all();
            } else {
                c.partial.push(byte);
            }
        }
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Tap {
    /// The lines written since the last call.
    fn take(&self) -> Vec<String> {
        let mut c = self.0.0.lock().unwrap();
        assert!(
            c.partial.is_empty(),
            "a line without its end: {:?}",
            c.partial
        );
        std::mem::take(&mut c.lines)
    }

    /// Waits for a `bestmove` line; the lines written since the last call.
    fn take_through_bestmove(&self, after: &str) -> Vec<String> {
        let (m, cv) = &*self.0;
        let c = m.lock().unwrap();
        let (mut c, wait) = cv
            .wait_timeout_while(c, Duration::from_secs(30), |c| {
                !c.lines.iter().any(|l| l.starts_with("bestmove"))
            })
            .unwrap();
        assert!(!wait.timed_out(), "no bestmove 30 s after '{after}'");
        std::mem::take(&mut c.lines)
    }
}

/// What the harness knows the session's options to be (uci.rs's `setoption`, mirrored).
#[derive(Clone, Copy, PartialEq)]
struct Shadow {
    hiashatar: bool,
    /// The `Ponder` option: `bestmove` may name a reply.
    ponder: bool,
    shatar: shatar::Options,
    hia: hiashatar::Options,
}

const DEFAULT: Shadow = Shadow {
    hiashatar: false,
    ponder: false,
    shatar: shatar::Options {
        start: shatar::Start::QueensPawn,
        knight_mate: shatar::KnightMate::Loses,
        bishop_three_squares: false,
        stalemate_loses: false,
        modern: false,
    },
    hia: hiashatar::Options {
        queens_to_the_right: false,
        hia_captures_diagonally_only: false,
        zone_brakes_both_sides: false,
        zone_brakes_only_passing: false,
        en_passant_any_passed: false,
        promotion_to_any: false,
        hia_checks_adjacent_only: false,
    },
};

const STARTS: [(&str, shatar::Start); 3] = [
    ("queens-pawn", shatar::Start::QueensPawn),
    ("kings-pawn", shatar::Start::KingsPawn),
    ("bers-beside-king", shatar::Start::BersBesideKing),
];

const KNIGHT_MATES: [(&str, shatar::KnightMate); 3] = [
    ("loses", shatar::KnightMate::Loses),
    ("illegal", shatar::KnightMate::Illegal),
    ("wins", shatar::KnightMate::Wins),
];

/// What a `setoption` should answer.
enum Expect {
    /// Nothing.
    Silent,
    /// Fairy-Stockfish's line naming the variant and its start (the current game's rules).
    VariantLine,
    /// An `info string` saying why it is ignored.
    Refused,
}

impl Shadow {
    fn variant_name(&self) -> &'static str {
        if self.hiashatar {
            "hiashatar"
        } else {
            "shatar"
        }
    }

    fn start_fen(&self) -> String {
        if self.hiashatar {
            hiashatar::Position::new(self.hia).fen()
        } else {
            shatar::Position::new(self.shatar).fen()
        }
    }

    fn variant_line(&self) -> String {
        let side = if self.hiashatar { 10 } else { 8 };
        format!(
            "info string variant {} files {side} ranks {side} pocket 0 template fairy startpos {}",
            self.variant_name(),
            self.start_fen()
        )
    }

    /// Applies `setoption`'s words (after `setoption`) as the session does.
    fn setoption(&mut self, words: &[&str]) -> Expect {
        if words.first() != Some(&"name") {
            return Expect::Refused;
        }
        let v = words.iter().position(|w| *w == "value");
        let name = words[1..v.unwrap_or(words.len())].join(" ");
        let value = v.map(|i| words[i + 1..].join(" ")).unwrap_or_default();
        let check = |value: &str| match value.to_ascii_lowercase().as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
        let shatar_changed = |s: &Shadow| {
            if s.hiashatar {
                Expect::Silent
            } else {
                Expect::VariantLine
            }
        };
        let hia_changed = |s: &Shadow| {
            if s.hiashatar {
                Expect::VariantLine
            } else {
                Expect::Silent
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.to_ascii_lowercase().as_str() {
                "shatar" => {
                    self.hiashatar = false;
                    Expect::VariantLine
                }
                "hiashatar" => {
                    self.hiashatar = true;
                    Expect::VariantLine
                }
                _ => Expect::Refused,
            },
            "hash" => match value.parse::<usize>() {
                Ok(1..=4096) => Expect::Silent,
                _ => Expect::Refused,
            },
            "threads" => match value.parse::<usize>() {
                Ok(1..=64) => Expect::Silent,
                _ => Expect::Refused,
            },
            "level" => match value.parse::<u8>() {
                Ok(1..=8) => Expect::Silent,
                _ => Expect::Refused,
            },
            // Sent as <empty> (capped_setoption): the built-in weights, silently.
            "evalfile" => Expect::Silent,
            "ponder" => match check(&value) {
                Some(b) => {
                    self.ponder = b;
                    Expect::Silent
                }
                None => Expect::Refused,
            },
            "shatar_start" => match STARTS.iter().find(|(n, _)| n.eq_ignore_ascii_case(&value)) {
                Some(&(_, start)) => {
                    self.shatar.start = start;
                    shatar_changed(self)
                }
                None => Expect::Refused,
            },
            "shatar_knightmate" => {
                match KNIGHT_MATES
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&value))
                {
                    Some(&(_, k)) => {
                        self.shatar.knight_mate = k;
                        shatar_changed(self)
                    }
                    None => Expect::Refused,
                }
            }
            "hiashatar_preset" => {
                let preset = match value.to_ascii_lowercase().as_str() {
                    "none" => Some(hiashatar::Options::default()),
                    "vivanto" => Some(hiashatar::Options::vivanto()),
                    "dagaz" => Some(hiashatar::Options::dagaz()),
                    _ => None,
                };
                match preset {
                    Some(o) => {
                        self.hia = o;
                        hia_changed(self)
                    }
                    None => Expect::Refused,
                }
            }
            _ => {
                if let Some((_, flag)) = SHATAR_FLAGS
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&name))
                {
                    match check(&value) {
                        Some(b) => {
                            *flag(&mut self.shatar) = b;
                            shatar_changed(self)
                        }
                        None => Expect::Refused,
                    }
                } else if let Some((_, flag)) = HIA_FLAGS
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&name))
                {
                    match check(&value) {
                        Some(b) => {
                            *flag(&mut self.hia) = b;
                            hia_changed(self)
                        }
                        None => Expect::Refused,
                    }
                } else {
                    Expect::Refused
                }
            }
        }
    }
}

/// `setoption` with `Hash`, `Threads` and `Level` capped (the rest as it came).
fn capped_setoption(line: &str, words: &[&str]) -> String {
    let Some(v) = words.iter().position(|w| *w == "value") else {
        return line.to_string();
    };
    if words.get(1) != Some(&"name") {
        return line.to_string();
    }
    let name = words[2..v].join(" ").to_ascii_lowercase();
    let value = words[v + 1..].join(" ");
    let capped = match name.as_str() {
        "hash" => value
            .parse::<usize>()
            .ok()
            .filter(|&m| m > MAX_HASH && m <= 4096)
            .map(|_| MAX_HASH.to_string()),
        "threads" => value
            .parse::<usize>()
            .ok()
            .filter(|&n| n > MAX_THREADS && n <= 64)
            .map(|_| MAX_THREADS.to_string()),
        "level" => value
            .parse::<u8>()
            .ok()
            .filter(|&l| l > MAX_LEVEL && l <= 8)
            .map(|_| MAX_LEVEL.to_string()),
        // No file is read: a path could name a device or a pipe that never ends.
        "evalfile" => Some("<empty>".to_string()),
        _ => None,
    };
    match capped {
        Some(c) => format!("{} {c}", words[..=v].join(" ")),
        None => line.to_string(),
    }
}

/// A `go` number as the session reads it (`uci_number`): an integer, or one too long for 64 bits
/// as the largest (a `go mate 99999999999999999999` read as nothing here went out uncapped).
fn go_number(word: &str) -> Option<i64> {
    match word.parse::<i64>() {
        Ok(n) => Some(n),
        Err(_) if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) => Some(i64::MAX),
        Err(_) => None,
    }
}

/// What follows a `go` before its answer comes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Then {
    /// Nothing: the search is bounded.
    Wait,
    /// `stop`: after `go infinite` the answer waits for it.
    Stop,
    /// `ponderhit`: after a bounded `go ponder` the answer waits for it (or `stop`).
    Ponderhit,
}

/// `go` with its depth and nodes capped, `depth 2` added to a search limited by time or `mate`
/// alone; and what follows it (`stop` after `infinite`, `ponderhit` after `ponder`).
fn capped_go(words: &[&str], max_depth: i64) -> (String, Then) {
    const KEYS: [&str; 9] = [
        "depth",
        "nodes",
        "movetime",
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "mate",
    ];
    let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    let (mut bounded, mut timed, mut infinite, mut nodes) = (false, false, false, false);
    let mut ponder = false;
    let mut i = 1;
    while i < words.len() {
        let key = words[i];
        if KEYS.contains(&key) {
            // As the session reads it: a number follows, or the key is ignored.
            match words.get(i + 1).and_then(|v| go_number(v)) {
                Some(n) => {
                    match key {
                        "depth" => {
                            bounded = true;
                            if n > max_depth {
                                out[i + 1] = max_depth.to_string();
                            }
                        }
                        "nodes" => {
                            bounded = true;
                            nodes = true;
                            if n > MAX_NODES {
                                out[i + 1] = MAX_NODES.to_string();
                            }
                        }
                        // A search for a mate goes on until it finds one: capped like time.
                        "movetime" | "wtime" | "btime" | "mate" => timed = true,
                        _ => {}
                    }
                    i += 2;
                }
                None => i += 1,
            }
            continue;
        }
        infinite |= key == "infinite";
        ponder |= key == "ponder";
        i += 1;
    }
    if timed && !bounded {
        out.push("depth".into());
        out.push(max_depth.to_string());
    }
    // A quiescence search in a position full of captures is long even at depth 1: a node
    // budget bounds it (the session polls it every 1024 nodes).
    if (timed || bounded) && !nodes {
        out.push("nodes".into());
        out.push(MAX_NODES.to_string());
    }
    let then = if infinite {
        Then::Stop
    } else if ponder {
        Then::Ponderhit
    } else {
        Then::Wait
    };
    (out.join(" "), then)
}

fn is_output_line(l: &str) -> bool {
    // What the GUI sent comes back in ASCII; the engine's own words may hold "…" and the like.
    l.chars().all(|c| (' '..='~').contains(&c) || u32::from(c) > 0xff)
        && ["id ", "option ", "info ", "bestmove "]
            .iter()
            .any(|p| l.starts_with(p))
        || l == "uciok"
        || l == "readyok"
}

/// Checks a search's lines: `info` lines (the `pv` legal from `pos`), one `bestmove` last.
fn check_search<P: Variant>(pos: &P, lines: &[String], go: &str, ponder: bool) {
    let legal = pos.legal_moves();
    let (best, before) = lines.split_last().expect("a bestmove");
    for l in before {
        assert!(!l.starts_with("bestmove"), "two bestmoves after '{go}'");
        if let Some(rest) = l.strip_prefix("info depth ") {
            if let Some(score) = rest.strip_prefix("0 score ") {
                // The result where there is no move to play, or the position ends the game
                // where it stands (robado, drawn material).
                assert!(
                    (legal.is_empty() || pos.outcome().is_some())
                        && (score == "mate 0" || score == "cp 0"),
                    "'{l}' in {}",
                    pos.fen()
                );
                continue;
            }
            let pv = rest.split(" pv ").nth(1).unwrap_or("");
            let mut p = pos.clone();
            let mut n = 0;
            for word in pv.split(' ').filter(|w| !w.is_empty()) {
                let m = parse_uci(&p, word)
                    .unwrap_or_else(|e| panic!("pv move {word} of '{l}' in {}: {e}", p.fen()));
                assert_eq!(to_uci::<P>(&m), word, "pv move not in canonical form");
                p.play_unchecked(&m);
                n += 1;
            }
            assert!(n > 0, "an empty pv in '{l}' ({})", pos.fen());
        } else if let Some(rest) = l.strip_prefix("info nodes ") {
            // The whole search's count, the last line before the bestmove.
            assert!(
                std::ptr::eq(l, before.last().expect("a line")),
                "'{l}' not last before the bestmove"
            );
            let words: Vec<&str> = rest.split(' ').collect();
            assert!(
                words.len() == 5
                    && words[1] == "time"
                    && words[3] == "nps"
                    && [0, 2, 4].iter().all(|&i| words[i].parse::<u64>().is_ok()),
                "'{l}'"
            );
        } else {
            assert!(l.starts_with("info string "), "'{l}' during a search");
        }
    }
    let answer = best.strip_prefix("bestmove ").expect("bestmove last");
    // `bestmove <move> ponder <reply>` (the `Ponder` option on): the reply legal after it.
    let (mv, reply) = match answer.split_once(" ponder ") {
        Some((m, r)) => (m, Some(r)),
        None => (answer, None),
    };
    assert!(reply.is_none() || ponder, "'{best}' with the Ponder option off");
    if legal.is_empty() {
        assert_eq!(
            mv,
            "(none)",
            "a bestmove without a legal move in {}",
            pos.fen()
        );
    } else {
        let m = parse_uci(pos, mv)
            .unwrap_or_else(|e| panic!("'{best}' is not legal in {}: {e}", pos.fen()));
        assert!(legal.contains(&m));
        assert_eq!(to_uci::<P>(&m), mv, "bestmove not in canonical form");
        if let Some(r) = reply {
            let mut p = pos.clone();
            p.play_unchecked(&m);
            let rm = parse_uci(&p, r)
                .unwrap_or_else(|e| panic!("'{best}': the reply is not legal in {}: {e}", p.fen()));
            assert_eq!(to_uci::<P>(&rm), r, "ponder move not in canonical form");
        }
    }
}

struct Harness {
    session: Session,
    tap: Tap,
    shadow: Shadow,
    /// The searches of this execution.
    searches: usize,
    /// `MONGOL_UCI_TRACE` set: each line and its answer go to stderr (to read a reproduction).
    trace: bool,
}

impl Harness {
    fn new() -> Harness {
        let tap = Tap::default();
        let out: Out = Arc::new(Mutex::new(Box::new(tap.clone())));
        // 1 MiB tables at the first search instead of 64 (making them is what costs).
        let mut session = Session::with_hash(out, 1);
        session.handle(&format!("setoption name Level value {MAX_LEVEL}"));
        tap.take();
        Harness {
            session,
            tap,
            shadow: DEFAULT,
            searches: 0,
            trace: std::env::var_os("MONGOL_UCI_TRACE").is_some(),
        }
    }

    /// Handles one line and checks the answer; false after `quit`.
    fn line(&mut self, line: &str) -> bool {
        if self.trace {
            eprintln!("> {line}");
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else {
            self.session.handle(line);
            assert_eq!(
                self.tap.take(),
                Vec::<String>::new(),
                "an empty line answered"
            );
            return true;
        };
        if command == "go" {
            self.go(&words);
            return true;
        }
        let sent = if command == "setoption" {
            capped_setoption(line, &words)
        } else {
            line.to_string()
        };
        self.session.handle(&sent);
        let out = self.tap.take();
        if command != "d" {
            self.check_lines(&out, &sent);
        }
        let only = |prefix: &str| out.len() == 1 && out[0].starts_with(prefix);
        match command {
            "uci" => {
                assert!(out.first().is_some_and(|l| l.starts_with("id name ")));
                assert_eq!(out.last().map(String::as_str), Some("uciok"));
            }
            "isready" => assert_eq!(out, ["readyok"]),
            "setoption" => match self.shadow.setoption(&words[1..]) {
                Expect::Silent => assert!(out.is_empty(), "{out:?} after '{sent}'"),
                Expect::VariantLine => assert_eq!(out, [self.shadow.variant_line()], "'{sent}'"),
                Expect::Refused => assert!(
                    only("info string ") && !only("info string variant "),
                    "{out:?} after '{sent}'"
                ),
            },
            "position" => assert!(
                out.is_empty() || only("info string position refused: "),
                "{out:?} after '{sent}'"
            ),
            "ucinewgame" | "stop" | "ponderhit" => assert!(out.is_empty(), "{out:?} '{sent}'"),
            "d" => {
                self.display_fen(&out);
            }
            "quit" => {
                assert!(out.is_empty(), "{out:?} after quit");
                assert!(self.session.quit);
                return false;
            }
            _ => assert!(
                only("info string unknown command '"),
                "{out:?} after '{sent}'"
            ),
        }
        true
    }

    /// Checks `d`'s answer and returns its FEN (`none (refused: …)` for a refused position):
    /// the `info string` line, then (unless refused) the diagram, `Fen:` with the same FEN,
    /// `Key:` and `Checkers:` naming squares of the board.
    fn display_fen(&self, out: &[String]) -> String {
        let prefix = format!("info string variant {} fen ", self.shadow.variant_name());
        let first = out.first().expect("an answer to 'd'");
        let fen = first
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{out:?} for 'd'"))
            .to_string();
        if fen.starts_with("none (refused") {
            assert_eq!(out.len(), 1, "{out:?} for 'd'");
            return fen;
        }
        for l in out {
            assert!(l.bytes().all(|b| (0x20..0x7f).contains(&b)), "'{l}' for 'd'");
        }
        let field = |p: &str| {
            out.iter()
                .find_map(|l| l.strip_prefix(p))
                .unwrap_or_else(|| panic!("no '{p}' in {out:?}"))
        };
        assert_eq!(field("Fen: "), fen);
        assert!(field("Key: ").len() == 16);
        let checkers = field("Checkers:");
        let side = if self.shadow.hiashatar { 10 } else { 8 };
        for sq in checkers.split_whitespace() {
            let (file, rank) = sq.split_at(1);
            let file = file.as_bytes()[0].wrapping_sub(b'a');
            let rank: u8 = rank.parse().unwrap_or(0);
            assert!(file < side && (1..=side).contains(&rank), "checker {sq} in {out:?}");
        }
        fen
    }

    /// `go perft …` at `fen`: capped at depth 2; each line `move: count` for a legal move of the
    /// position, then a blank line and `Nodes searched: <their sum>`; or an `info string`
    /// refusing a bad depth, or for a refused position that refusal, a blank line and `Nodes
    /// searched: 0`.
    fn perft(&mut self, words: &[&str], fen: &str) {
        let mut sent: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        if let Some(d) = words.get(2).and_then(|d| d.parse::<u32>().ok())
            && d > 2
        {
            sent[2] = "2".into();
        }
        let sent = sent.join(" ");
        self.session.handle(&sent);
        let out = self.tap.take();
        let Some(last) = out.last() else {
            panic!("no answer to '{sent}'");
        };
        let Some(total) = last.strip_prefix("Nodes searched: ") else {
            assert!(
                out.len() == 1 && last.starts_with("info string go perft"),
                "{out:?} after '{sent}'"
            );
            return;
        };
        let total: u64 = total.parse().expect("a count");
        if fen.starts_with("none (refused") {
            // Still the line a referee waits for.
            assert_eq!(
                (out.len(), out[1].as_str(), total),
                (3, "", 0),
                "{out:?} after '{sent}'"
            );
            assert!(out[0].starts_with("info string go perft"), "{out:?}");
            return;
        }
        let (moves, rest) = out.split_at(out.len() - 2);
        assert_eq!(rest[0], "", "{out:?} after '{sent}'");
        let mut sum = 0;
        let mut seen = Vec::new();
        for l in moves {
            let (m, n) = l.split_once(": ").unwrap_or_else(|| panic!("'{l}' after '{sent}'"));
            sum += n.parse::<u64>().expect("a count");
            seen.push(m.to_string());
        }
        assert_eq!(sum, total, "{out:?}");
        let legal: Vec<String> = if self.shadow.hiashatar {
            let p = hiashatar::Position::from_fen(fen, self.shadow.hia).expect("its FEN");
            p.legal_moves().iter().map(to_uci::<hiashatar::Position>).collect()
        } else {
            let p = shatar::Position::from_fen(fen, self.shadow.shatar).expect("its FEN");
            p.legal_moves().iter().map(to_uci::<shatar::Position>).collect()
        };
        assert_eq!(seen, legal, "perft's moves at {fen}");
    }

    fn check_lines(&self, out: &[String], sent: &str) {
        for l in out {
            if self.trace {
                eprintln!("< {l}");
            }
            assert!(is_output_line(l), "'{l}' after '{sent}'");
        }
    }

    fn go(&mut self, words: &[&str]) {
        if self.searches == MAX_SEARCHES {
            return;
        }
        self.searches += 1;
        let max_depth = if self.searches == 1 { MAX_DEPTH } else { 1 };
        // The position searched, as the session tells it.
        self.session.handle("d");
        let d = self.tap.take();
        let fen = self.display_fen(&d);
        if words.get(1) == Some(&"perft") {
            self.perft(&words, &fen);
            return;
        }
        let (sent, then) = capped_go(words, max_depth);
        if self.trace && sent != words.join(" ") {
            eprintln!("  (sent as '{sent}')");
        }
        self.session.handle(&sent);
        match then {
            Then::Stop => self.session.handle("stop"),
            Then::Ponderhit => self.session.handle("ponderhit"),
            Then::Wait => {}
        }
        let out = self.tap.take_through_bestmove(&sent);
        self.check_lines(&out, &sent);
        assert!(
            out.last().is_some_and(|l| l.starts_with("bestmove ")),
            "{out:?} after '{sent}'"
        );
        if fen.starts_with("none (refused") {
            assert_eq!(out.last().unwrap(), "bestmove (none)");
            return;
        }
        if self.shadow.hiashatar {
            let p = hiashatar::Position::from_fen(&fen, self.shadow.hia)
                .unwrap_or_else(|e| panic!("the session's FEN {fen}: {e}"));
            check_search(&p, &out, &sent, self.shadow.ponder);
        } else {
            let p = shatar::Position::from_fen(&fen, self.shadow.shatar)
                .unwrap_or_else(|e| panic!("the session's FEN {fen}: {e}"));
            check_search(&p, &out, &sent, self.shadow.ponder);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut h = Harness::new();
    for raw in data.split(|&b| b == b'\n').take(64) {
        let line = latin1(raw);
        if !h.line(line.trim_end()) {
            break;
        }
    }
    h.line("stop");
});
