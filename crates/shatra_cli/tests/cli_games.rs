//! `shatra-cli --game shatar|hiashatar` and `shatra-cli uci` as a user runs them: the check
//! values of RULES-MONGOLIAN.md through the command line, play, go, the UCI handshake, and bad
//! flags named in a one-line error (exit status 2, never a panic).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

mod common;
use common::{cli, stderr, stdout};
use std::sync::mpsc;
use std::time::Duration;

fn last_line(o: &Output) -> String {
    assert!(o.status.success(), "failed: {}", stderr(o));
    stdout(o).lines().last().unwrap_or_default().to_string()
}

/// A refused command line: status 2, one line naming `what`, no panic.
fn refused(args: &[&str], what: &str) {
    let o = cli(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains(what), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn perft_is_rules_mongolian_check_values() {
    // RULES-MONGOLIAN.md §1.4: shatar from the start, 20, 400, 8 426.
    assert_eq!(
        last_line(&cli(&["--game", "shatar", "perft", "startpos", "3"])),
        "8426"
    );
    // The king's-pawn opening and the bers beside the king (§1.4).
    let o = cli(&[
        "--game",
        "shatar",
        "--shatar-start",
        "kings-pawn",
        "perft",
        "startpos",
        "3",
    ]);
    assert_eq!(last_line(&o), "7095");
    let o = cli(&[
        "perft",
        "startpos",
        "3",
        "--game",
        "shatar",
        "--shatar-start",
        "bers-beside-king",
    ]);
    assert_eq!(last_line(&o), "2064");
    let o = cli(&[
        "--game",
        "shatar",
        "perft",
        "r2k3r/1P3P2/2n5/8/2J5/8/2b3p1/R3K2R w - - 0 1",
        "2",
    ]);
    assert_eq!(last_line(&o), "1193");
    // §2.5: hiashatar's Vivanto preset, 34, 1 156, 42 150; Dagaz's the same to depth 3.
    for preset in ["vivanto", "dagaz"] {
        let o = cli(&[
            "--game",
            "hiashatar",
            "--preset",
            preset,
            "perft",
            "startpos",
            "3",
        ]);
        assert_eq!(last_line(&o), "42150", "{preset}");
    }
    let o = cli(&[
        "--game",
        "hiashatar",
        "--hiashatar-preset",
        "vivanto",
        "perft",
        "startpos",
        "1",
    ]);
    assert_eq!(last_line(&o), "34");
}

#[test]
fn divide_sums_to_perft() {
    let o = cli(&["--game", "shatar", "divide", "startpos", "2"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[20], "400");
    let sum: u64 = lines[..20]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 400);
}

#[test]
fn legal_from_the_start_in_san_or_coordinates() {
    let o = cli(&["--game", "shatar", "legal", "startpos"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let san = stdout(&o);
    assert_eq!(san.lines().count(), 20);
    assert!(san.lines().any(|l| l == "Nc3"));
    assert!(san.lines().any(|l| l == "e3"));
    let o = cli(&[
        "--game",
        "shatar",
        "--notation",
        "coordinates",
        "legal",
        "startpos",
    ]);
    let coords = stdout(&o);
    assert_eq!(coords.lines().count(), 20);
    assert!(coords.lines().any(|l| l == "b1c3"));
    // Hiashatar: 34 from the Vivanto start; its pawns go up to three squares (§2.2).
    let o = cli(&[
        "--game",
        "hiashatar",
        "--preset",
        "vivanto",
        "legal",
        "startpos",
    ]);
    assert_eq!(stdout(&o).lines().count(), 34);
    assert!(stdout(&o).lines().any(|l| l == "e5"));
}

#[test]
fn play_prints_the_resulting_fen_and_the_result() {
    let o = cli(&["--game", "shatar", "play", "startpos", "e3", "Nc6"]);
    assert_eq!(
        stdout(&o),
        "r1bjkbnr/ppp1pppp/2n5/3p4/3P4/4P3/PPP2PPP/RNBJKBNR w - - 1 2\n"
    );
    // Coordinates too, several moves in one argument.
    let o = cli(&["--game", "shatar", "play", "startpos", "e2e3 b8c6"]);
    assert_eq!(
        stdout(&o),
        "r1bjkbnr/ppp1pppp/2n5/3p4/3P4/4P3/PPP2PPP/RNBJKBNR w - - 1 2\n"
    );
    let o = cli(&["--game", "hiashatar", "play", "startpos", "e2e5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("rnbhkqhbnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/"));
    // Taking the last man leaves a bare king: robado, a draw at once (§1.3).
    let o = cli(&[
        "--game",
        "shatar",
        "play",
        "4k3/8/8/8/8/8/3b4/4K2R w - - 0 1",
        "Kxd2",
    ]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(out.lines().nth(1).unwrap().starts_with("draw"), "{out}");
}

#[test]
fn show_draws_the_board_with_coordinates() {
    let o = cli(&["--game", "shatar", "show", "startpos"]);
    let out = stdout(&o);
    assert!(out.contains("a b c d e f g h"), "{out}");
    assert!(out.contains("  8  r n b j k b n r  8"), "{out}");
    assert!(out.ends_with(
        "White to move; position: rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1\n"
    ));
    let o = cli(&["--game", "hiashatar", "show", "startpos"]);
    let out = stdout(&o);
    assert!(out.contains("a b c d e f g h i j"), "{out}");
    assert!(out.contains(" 10  r n b h k q h b n r  10"), "{out}");
}

#[test]
fn go_prints_progress_then_a_legal_bestmove() {
    for (game, extra) in [("shatar", None), ("hiashatar", Some("--preset=vivanto"))] {
        let mut args = vec!["--game", game];
        args.extend(extra);
        let legal = stdout(&cli(&[&args[..], &["legal", "startpos"]].concat()));
        let o = cli(&[&args[..], &["go", "startpos", "--depth", "3"]].concat());
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        assert!(out.lines().any(|l| l.starts_with("info depth 3 ")), "{out}");
        let best = out
            .lines()
            .last()
            .unwrap()
            .strip_prefix("bestmove ")
            .unwrap();
        assert!(legal.lines().any(|l| l == best), "{game}: {best}");
    }
    // After moves, in coordinates, at a level.
    let o = cli(&[
        "--game",
        "shatar",
        "--notation",
        "coordinates",
        "go",
        "startpos",
        "--moves",
        "e2e3",
        "--level",
        "2",
    ]);
    let best = last_line(&o);
    let legal = stdout(&cli(&[
        "--game",
        "shatar",
        "--notation",
        "coordinates",
        "legal",
        "rnbjkbnr/ppp1pppp/8/3p4/3P4/4P3/PPP2PPP/RNBJKBNR b - - 0 1",
    ]));
    assert!(
        legal
            .lines()
            .any(|l| Some(l) == best.strip_prefix("bestmove ")),
        "{best}"
    );
}

#[test]
fn bench_and_match_run() {
    let o = cli(&[
        "--game",
        "shatar",
        "bench",
        "--depth",
        "2",
        "--search-depth",
        "3",
    ]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(out.contains("M leaves/s"), "{out}");
    assert!(out.contains("M nodes/s"), "{out}");
    let o = cli(&[
        "--game",
        "hiashatar",
        "bench",
        "--depth",
        "2",
        "--perft-only",
    ]);
    assert!(stdout(&o).contains("total 1156 leaves"), "{}", stdout(&o));
    let o = cli(&[
        "--game", "shatar", "match", "--a", "level:1", "--b", "level:2", "--games", "2",
    ]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(out.starts_with("level:1 vs level:2: 2 games"), "{out}");
    assert!(out.contains("Elo"), "{out}");
    // The material-only baseline is every game's (search_core's strengths).
    let o = cli(&[
        "--game",
        "hiashatar",
        "match",
        "--a",
        "material:1",
        "--b",
        "level:1",
        "--games",
        "2",
    ]);
    let out = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(out.starts_with("material:1 vs level:1: 2 games"), "{out}");
}

/// `match --first N` plays the later games of a match as the whole match plays them, so that a
/// long ladder step can be resumed or split (every game of every family game).
#[test]
fn a_match_resumed_from_a_game_plays_the_same_games() {
    for game in ["shatra", "shatar", "hiashatar"] {
        let games = |extra: &[&str]| -> Vec<String> {
            let mut args = vec![
                "--game",
                game,
                "match",
                "--a",
                "level:1",
                "--b",
                "level:2",
                "--games",
                "4",
                "--seed",
                "7",
                "--verbose",
            ];
            args.extend_from_slice(extra);
            let o = cli(&args);
            assert!(o.status.success(), "{game}: {}", stderr(&o));
            let mut lines: Vec<String> = stdout(&o)
                .lines()
                .filter(|l| l.starts_with("game "))
                .map(String::from)
                .collect();
            lines.sort();
            lines
        };
        let whole = games(&[]);
        assert_eq!(whole.len(), 4, "{game}: {whole:?}");
        let tail = games(&["--first", "3"]);
        assert_eq!(tail, whole[2..].to_vec(), "{game}");
        // Past the last game there is nothing to play: refused (it printed a tally of no games,
        // with an Elo of -1200).
        refused(
            &[
                "--game", game, "match", "--a", "1", "--b", "2", "--first", "3",
            ],
            "--first 3 is past --games 2",
        );
    }
    refused(
        &["match", "--a", "1", "--b", "2", "--first", "0"],
        "--first",
    );
}

/// A UCI session on the process: lines sent, lines read until one starts with `until`.
struct Uci {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Uci {
    fn start(args: &[&str]) -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shatra-cli"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("shatra-cli runs");
        let out = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci { child, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(120))
                .unwrap_or_else(|_| panic!("no '{prefix}' after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

#[test]
fn uci_handshake_and_search_in_the_chosen_game() {
    // Plain `uci`: shatar, as mongol_engine's session starts.
    let mut s = Uci::start(&["uci"]);
    s.send("uci");
    let lines = s.until("uciok");
    assert!(lines[0].starts_with("id name"), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name UCI_Variant type combo"))
    );
    s.send("isready");
    assert_eq!(s.until("readyok"), ["readyok"]);
    s.send("d");
    let d = s.until("info string");
    assert!(d[0].contains("variant shatar fen rnbjkbnr/"), "{d:?}");
    s.send("position startpos moves e2e3");
    s.send("go depth 2");
    let lines = s.until("bestmove");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2")),
        "{lines:?}"
    );
    s.quit();

    // --game hiashatar --preset vivanto: the session starts there, silently, before `uci`.
    let mut s = Uci::start(&["--game", "hiashatar", "--preset", "vivanto", "uci"]);
    s.send("uci");
    let lines = s.until("uciok");
    assert!(lines[0].starts_with("id name"), "{lines:?}");
    s.send("d");
    let d = s.until("info string");
    assert!(
        d[0].contains(
            "variant hiashatar fen rnbhqkhbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKQHBNR w"
        ),
        "{d:?}"
    );
    s.send("position startpos moves e2e5");
    s.send("go depth 2");
    let lines = s.until("bestmove");
    let best = lines
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap()
        .to_string();
    s.quit();
    let legal = stdout(&cli(&[
        "--game",
        "hiashatar",
        "--preset",
        "vivanto",
        "--notation",
        "coordinates",
        "legal",
        "rnbhqkhbnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/RNBHKQHBNR b - e3e4 0 1",
    ]));
    assert!(legal.lines().any(|l| l == best), "{best} not in {legal}");
}

#[test]
fn bad_flags_and_moves_are_named() {
    // UCI speaks shatar and hiashatar: Shatra named for it is refused (it started shatar).
    refused(&["--game", "shatra", "uci"], "--game shatra");
    // Sizes and counts out of range (they were taken: a match of no games printed an Elo).
    for (args, what) in [
        (&["go", "startpos", "--hash-mib", "0"][..], "--hash-mib"),
        (
            &["go", "startpos", "--hash-mib", "999999999"][..],
            "--hash-mib",
        ),
        (
            &[
                "match",
                "--a",
                "depth:1",
                "--b",
                "depth:1",
                "--threads",
                "0",
            ][..],
            "--threads",
        ),
        (
            &["match", "--a", "depth:1", "--b", "depth:1", "--games", "0"][..],
            "--games",
        ),
        (
            &[
                "match", "--a", "depth:1", "--b", "depth:1", "--games", "2", "--first", "5",
            ][..],
            "--first",
        ),
        (&["tune", "--threads", "0"][..], "--threads"),
    ] {
        refused(args, what);
        let mut shatar = vec!["--game", "shatar"];
        shatar.extend_from_slice(args);
        refused(&shatar, what);
    }
    refused(&["--game", "chess", "legal", "startpos"], "chess");
    refused(
        &["--game", "shatar", "--original", "legal", "startpos"],
        "--original",
    );
    refused(&["--shatar-modern", "legal", "startpos"], "--shatar-modern");
    refused(
        &["--preset", "dagaz", "legal", "startpos"],
        "--hiashatar-preset",
    );
    refused(
        &[
            "--game", "shatar", "--preset", "dagaz", "perft", "startpos", "1",
        ],
        "--hiashatar-preset",
    );
    refused(
        &[
            "--game",
            "hiashatar",
            "--shatar-start",
            "kings-pawn",
            "legal",
            "startpos",
        ],
        "--shatar-start",
    );
    refused(
        &[
            "--game",
            "hiashatar",
            "--preset",
            "stockfish",
            "legal",
            "startpos",
        ],
        "stockfish",
    );
    refused(
        &["--game", "shatar", "go", "startpos", "--search", "none"],
        "--search",
    );
    refused(
        &[
            "--game",
            "shatar",
            "match",
            "--a",
            "1",
            "--b",
            "2",
            "--a-program",
            "x",
        ],
        "--a-program",
    );
    refused(
        &[
            "--game",
            "shatar",
            "match",
            "--a",
            "material:61",
            "--b",
            "2",
        ],
        "material:61",
    );
    refused(&["--game", "shatar", "sgn", "x.sgn"], "sgn");
    refused(&["--game", "shatar", "ushi"], "ushi");
    refused(&["--original", "uci"], "--original");
    // Moves and positions: the bad one named.
    refused(
        &["--game", "shatar", "play", "startpos", "e3", "Qz9"],
        "Qz9",
    );
    refused(&["--game", "shatar", "play", "startpos", "e4"], "e4");
    refused(
        &["--game", "hiashatar", "legal", "rnbjkbnr/8/8 w - - 0 1"],
        "rnbjkbnr/8/8",
    );
    refused(
        &["--game", "shatar", "go", "startpos", "--moves", "Kxe8"],
        "Kxe8",
    );
    // The game over.
    refused(
        &[
            "--game",
            "shatar",
            "go",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "--depth",
            "2",
        ],
        "over",
    );
}

#[test]
fn shatra_stays_the_default() {
    let o = cli(&["legal", "startpos"]);
    assert_eq!(stdout(&o).lines().count(), 42);
    let o = cli(&["--game", "shatra", "perft", "startpos", "2"]);
    assert_eq!(stdout(&o), stdout(&cli(&["perft", "startpos", "2"])));
}

/// `legal` and `play` run through `game_family`'s dispatch for every game: the legal moves are
/// the engine's own (as many as perft 1 counts), and a move after the end names its number and
/// the result in the engine's words (RULES.md §7; RULES-MONGOLIAN.md §1.3, §0).
#[test]
fn legal_and_play_speak_for_every_game_of_the_family() {
    for game in ["shatra", "shatar", "hiashatar"] {
        let legal = cli(&["--game", game, "legal", "startpos"]);
        assert!(legal.status.success(), "{game}: {}", stderr(&legal));
        let perft = stdout(&cli(&["--game", game, "perft", "startpos", "1"]));
        assert_eq!(
            stdout(&legal).lines().count().to_string(),
            perft.trim(),
            "{game}: legal against perft 1"
        );
        let bad = cli(&["--game", game, "legal", "no position"]);
        assert!(
            !bad.status.success() && stderr(&bad).starts_with("error: "),
            "{game}"
        );
    }
    // Only the two Biys are left (RULES.md §7): the game is over before any move.
    let o = cli(&[
        "play",
        "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1",
        "53-46",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o).trim(),
        "error: move 1 (53-46): the game is over: 1/2-1/2 draw: only the two Biys are left"
    );
    // A bare king: robado, a draw at once (RULES-MONGOLIAN.md §1.3).
    let o = cli(&[
        "--game",
        "shatar",
        "play",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1",
        "Ra8",
    ]);
    assert_eq!(
        stderr(&o).trim(),
        "error: move 1 (Ra8): the game is over: draw: robado (a bare king)"
    );
    // A move the position does not allow is named with its number, in each game's words.
    let o = cli(&["--game", "hiashatar", "play", "startpos", "e2e5", "Qx9"]);
    assert!(
        stderr(&o).starts_with("error: move 2 (Qx9): "),
        "{}",
        stderr(&o)
    );
    let o = cli(&["play", "startpos", "49-35", "35-28"]);
    assert!(
        stderr(&o).starts_with("error: move 2: 35-28 is illegal"),
        "{}",
        stderr(&o)
    );
}

/// Where the game is over `legal` lists no move and says why on standard error (it printed
/// nothing at all, while `go` and `play` named the end).
#[test]
fn legal_says_why_there_is_no_move_when_the_game_is_over() {
    let o = cli(&[
        "--game",
        "shatar",
        "legal",
        "4k3/8/8/8/8/7p/8/R3K3 w - - 100 80",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).contains("the game is over: draw: 100 plies"),
        "{}",
        stderr(&o)
    );
}
