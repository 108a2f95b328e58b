//! The `mongol-uci` binary driven as a process, as a GUI or match tool drives it (issue 20: the
//! handshake, `UCI_Variant`, `position fen … moves …`, the `go` forms, `stop`, `quit`), and its
//! answers to bad input.

use mongol_engine::{Game, Variant, hiashatar, shatar, text};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How soon a search must end once its time is up or its stop flag is raised: one without a limit
/// runs on for minutes, so ending within this shows that the limit or the flag ended it. It is no
/// speed figure (those are the benchmarks), so a loaded machine does not fail it.
const PROMPTLY: Duration = Duration::from_secs(10);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mongol-uci"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let end = Instant::now() + timeout;
        let mut got = Vec::new();
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let done = l.starts_with(prefix);
                    got.push(l);
                    if done {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!("no '{prefix}' in {timeout:?}: {got:?}"),
                Err(RecvTimeoutError::Disconnected) => panic!("the engine ended: {got:?}"),
            }
        }
    }

    fn bestmove(&mut self, timeout: Duration) -> (Vec<String>, String) {
        let lines = self.until("bestmove", timeout);
        let m = lines.last().unwrap()["bestmove ".len()..].to_string();
        (lines, m)
    }

    fn quit(mut self) {
        self.send("quit");
        let end = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(Instant::now() < end, "quit did not end the engine");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// Generous: the machine may be shared with other builds.
const SECS: Duration = Duration::from_secs(60);

fn legal_in<P: Variant>(start: P, moves: &[&str], best: &str) -> bool {
    let mut g = Game::new(start);
    for m in moves {
        let mv = text::parse_uci(g.position(), m).unwrap();
        g.play(&mv).unwrap();
    }
    text::parse_uci(g.position(), best).is_ok()
}

#[test]
fn the_handshake_and_a_game_of_each_kind() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", SECS);
    assert!(lines.iter().any(|l| l.starts_with("id name ")));
    assert!(lines.contains(
        &"option name UCI_Variant type combo default shatar var shatar var hiashatar".to_string()
    ));
    for o in ["Hash", "Threads", "Shatar_KnightMate", "Hiashatar_Preset"] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {o} "))),
            "{o}"
        );
    }
    e.send("isready");
    e.until("readyok", SECS);
    e.send("ucinewgame");
    e.send("position startpos moves e2e3 e7e6");
    e.send("go depth 4");
    let (lines, best) = e.bestmove(SECS);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4 ")),
        "{lines:?}"
    );
    assert!(
        legal_in(shatar::Position::default(), &["e2e3", "e7e6"], &best),
        "{best}"
    );

    e.send("setoption name UCI_Variant value hiashatar");
    let l = e.until("info string variant", SECS);
    assert_eq!(
        l.last().unwrap(),
        &format!(
            "info string variant hiashatar files 10 ranks 10 pocket 0 template fairy startpos {}",
            hiashatar::START_FEN
        )
    );
    e.send("ucinewgame");
    e.send("isready");
    e.until("readyok", SECS);
    let moves = ["e2e5", "e9e6"];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go nodes 3000");
    let (_, best) = e.bestmove(SECS);
    assert!(
        legal_in(hiashatar::Position::default(), &moves, &best),
        "{best}"
    );
    // A FEN then moves.
    e.send(&format!(
        "position fen {} moves b2b5 b9b6",
        hiashatar::START_FEN
    ));
    e.send("go wtime 2000 btime 2000 winc 20 binc 20");
    let (_, best) = e.bestmove(SECS);
    assert!(legal_in(
        hiashatar::Position::default(),
        &["b2b5", "b9b6"],
        &best
    ));
    e.quit();
}

#[test]
fn mates_are_reported_and_the_presets_change_the_rules() {
    let mut e = Engine::start();
    e.send("position fen 7k/6pp/8/8/8/8/8/R3K3 w - - 0 1");
    e.send("go depth 3");
    let (lines, best) = e.bestmove(SECS);
    assert_eq!(best, "a1a8");
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:?}"
    );
    // Mated: nothing to play.
    e.send("position fen R6k/6pp/8/8/8/8/8/4K3 b - - 0 1");
    e.send("go depth 3");
    assert_eq!(e.bestmove(SECS).1, "(none)");
    // The knight's mate loses by default, wins under Shatar_KnightMate wins.
    e.send("position fen 6rk/6pp/8/6N1/8/8/8/R3K3 w - - 0 1");
    e.send("go depth 3");
    assert_ne!(e.bestmove(SECS).1, "g5f7");
    e.send("setoption name Shatar_KnightMate value wins");
    e.until("info string variant shatar", SECS);
    e.send("position fen 6rk/6pp/8/6N1/8/8/8/R3K3 w - - 0 1");
    e.send("go depth 3");
    assert_eq!(e.bestmove(SECS).1, "g5f7");
    // Vivanto's preset: the queens to the right.
    e.send("setoption name UCI_Variant value hiashatar");
    e.until("info string variant hiashatar", SECS);
    e.send("setoption name Hiashatar_Preset value vivanto");
    let l = e.until("info string variant hiashatar", SECS);
    assert!(l.last().unwrap().ends_with(hiashatar::QUEENS_RIGHT_FEN));
    e.quit();
}

#[test]
fn go_infinite_waits_for_stop_and_movetime_is_kept() {
    let mut e = Engine::start();
    e.send("position startpos");
    let t = Instant::now();
    e.send("go movetime 300");
    let (_, best) = e.bestmove(SECS);
    assert!(t.elapsed() < PROMPTLY, "{:?}", t.elapsed());
    assert!(legal_in(shatar::Position::default(), &[], &best));
    // A mate in one is found at once, yet the best move waits for `stop`.
    e.send("position fen 7k/6pp/8/8/8/8/8/R3K3 w - - 0 1");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    while let Ok(l) = e.lines.try_recv() {
        assert!(!l.starts_with("bestmove"), "bestmove before stop: {l}");
    }
    e.send("isready");
    e.until("readyok", SECS);
    let t = Instant::now();
    e.send("stop");
    assert_eq!(e.bestmove(SECS).1, "a1a8");
    assert!(t.elapsed() < PROMPTLY);
    // A long search stopped.
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    let (_, best) = e.bestmove(PROMPTLY);
    assert!(legal_in(shatar::Position::default(), &[], &best));
    // quit during a search ends it.
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    e.quit();
}

#[test]
fn bad_input_gets_an_info_string_and_the_session_goes_on() {
    let mut e = Engine::start();
    e.send_bytes(b"\xff\xfe\x80 garbage\n");
    assert!(e.until("info string", SECS)[0].contains("\\xff"));
    for bad in [
        "position fen not a fen",
        "position startpos moves e2e5",
        "position",
        "setoption name UCI_Variant value chess",
        "setoption name Hash value lots",
        "setoption name NoSuchOption value 1",
        "setoption value 3",
        "go depth x",
        "frobnicate",
    ] {
        e.send(bad);
        e.until("info string", SECS);
    }
    // The refused position searches nothing.
    e.send("position startpos moves e2e9");
    e.until("info string", SECS);
    e.send("go depth 2");
    let (_, best) = e.bestmove(SECS);
    assert_eq!(best, "(none)");
    e.send("isready");
    e.until("readyok", SECS);
    // Still playing after it all.
    e.send("position startpos moves e2e3");
    e.send("go depth 2");
    let (_, best) = e.bestmove(SECS);
    assert!(legal_in(shatar::Position::default(), &["e2e3"], &best));
    // The end of the input ends the session cleanly.
    drop(e.stdin);
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

/// The score of `go depth 1` from the start, in centipawns.
fn depth_one_score(e: &mut Engine) -> i32 {
    e.send("position startpos");
    let (score, _) = last_score(e);
    let cp = score.strip_prefix("cp ").expect("a score in centipawns");
    cp.parse().expect("a number")
}

/// An engine after its handshake, checked to offer the string option `option`.
fn engine_offering(option: &str) -> Engine {
    let mut e = Engine::start();
    e.send("uci");
    let options = e.until("uciok", SECS);
    let want = format!("option name {option} type string");
    assert!(options.iter().any(|l| l.starts_with(&want)), "{options:?}");
    e
}

/// The file option `option` given the file `bad` (its refusal names the option and says each
/// of `words`), then a file that is not there (its refusal names the option and the path).
fn bad_files_are_refused(e: &mut Engine, option: &str, bad: &std::path::Path, words: &[&str]) {
    e.send(&format!("setoption name {option} value {}", bad.display()));
    let said = e.until("info string", SECS);
    let said = said.last().unwrap();
    assert!(said.contains(option), "{said}");
    for w in words {
        assert!(said.contains(w), "{said} should say {w}");
    }
    let missing = bad.with_file_name("none.txt");
    e.send(&format!(
        "setoption name {option} value {}",
        missing.display()
    ));
    let said = e.until("info string", SECS);
    let said = said.last().unwrap();
    assert!(said.contains(option) && said.contains("none.txt"), "{said}");
}

#[test]
fn eval_file_sets_the_weights_and_a_bad_one_is_refused() {
    // Removed when dropped, even when an assertion fails.
    let tmp = tempfile::Builder::new()
        .prefix("mongol-uci-evalfile-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    let good = dir.join("tempo.txt");
    std::fs::write(&good, "# a side to move worth five pawns\ntempo=500\n").unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "tempo=500\nspeed=3\n").unwrap();
    let mut e = engine_offering("EvalFile");
    let built_in = depth_one_score(&mut e);
    assert!(built_in.abs() < 200, "{built_in}");
    e.send(&format!("setoption name EvalFile value {}", good.display()));
    let with_file = depth_one_score(&mut e);
    assert!(with_file.abs() > 300, "{with_file}");
    // A bad file or a missing one is refused, naming it, and the weights stay.
    bad_files_are_refused(&mut e, "EvalFile", &bad, &["line 2"]);
    assert_eq!(depth_one_score(&mut e), with_file);
    // <empty> puts the built-in weights back.
    e.send("setoption name EvalFile value <empty>");
    assert_eq!(depth_one_score(&mut e), built_in);
    e.quit();
}

#[test]
fn eval_net_adds_a_network_and_a_bad_one_is_refused() {
    let tmp = tempfile::Builder::new()
        .prefix("mongol-uci-evalnet-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    // A network that adds five pawns for the side to move whatever the men (only its output
    // bias set).
    let zeros = vec!["0"; mongol_engine::search::net::HIDDEN].join(" ");
    let good = dir.join("net.txt");
    std::fs::write(
        &good,
        format!("shatra-net 1 hidden 32\nb1 {zeros}\nw2 {zeros}\nb2 5\n"),
    )
    .unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, format!("shatra-net 1 hidden 32\nb1 {zeros}\nw3 1\n")).unwrap();
    let mut e = engine_offering("EvalNet");
    let built_in = depth_one_score(&mut e);
    e.send(&format!("setoption name EvalNet value {}", good.display()));
    let with_net = depth_one_score(&mut e);
    // Every static evaluation five pawns more for its side to move: the search's score moves
    // by about that much (its leaves are the other side's to move).
    assert!((with_net - built_in).abs() > 300, "{built_in} {with_net}");
    // A bad network or a missing file is refused, naming it, and the network stays.
    bad_files_are_refused(&mut e, "EvalNet", &bad, &["line 3", "'w3'"]);
    assert_eq!(depth_one_score(&mut e), with_net);
    e.send("setoption name EvalNet value <empty>");
    assert_eq!(depth_one_score(&mut e), built_in);
    e.quit();
}

/// The moves and counts of a `go perft` answer, up to `Nodes searched`, and that total.
fn perft_answer(e: &mut Engine, depth: u32) -> (Vec<(String, u64)>, u64) {
    e.send(&format!("go perft {depth}"));
    let lines = e.until("Nodes searched: ", SECS);
    let total = lines.last().unwrap()["Nodes searched: ".len()..]
        .parse()
        .unwrap();
    let moves = lines[..lines.len() - 1]
        .iter()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (m, n) = l.split_once(": ").expect("'move: count'");
            (m.to_string(), n.parse().expect("a count"))
        })
        .collect();
    (moves, total)
}

/// What `d` says after the diagram: the `Fen:` and `Checkers:` lines' text.
fn fen_and_checkers(e: &mut Engine) -> (String, String) {
    e.send("d");
    e.send("isready");
    let lines = e.until("readyok", SECS);
    let field = |prefix: &str| {
        lines
            .iter()
            .find_map(|l| l.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no '{prefix}' in {lines:?}"))
            .trim()
            .to_string()
    };
    (field("Fen:"), field("Checkers:"))
}

/// The last `score …` of the answer to `go depth 1`, and the move.
fn last_score(e: &mut Engine) -> (String, String) {
    e.send("go depth 1");
    let (lines, best) = e.bestmove(SECS);
    let info = lines
        .iter()
        .rev()
        .find(|l| l.contains(" score "))
        .unwrap_or_else(|| panic!("no score in {lines:?}"));
    let words: Vec<&str> = info.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "score").unwrap();
    (words[at + 1..at + 3].join(" "), best)
}

/// What a match script's referee reads (scripts/uci-match.py `--judge`, as it reads
/// Fairy-Stockfish): `d`'s `Fen:` and `Checkers:`, `go perft`'s moves and total, and at a position
/// without moves the result as a score (RULES-MONGOLIAN.md §1.3 and §2.4).
#[test]
fn a_referee_reads_the_position_the_moves_and_the_end() {
    let mut e = Engine::start();
    // Shatar: the FEN and the moves with their counts are the library's.
    let moves = ["e2e3", "e7e6"];
    let mut g = Game::new(shatar::Position::default());
    for m in moves {
        let mv = text::parse_uci(g.position(), m).unwrap();
        g.play(&mv).unwrap();
    }
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    let (fen, checkers) = fen_and_checkers(&mut e);
    assert_eq!(fen, g.position().fen());
    let expected: Vec<String> = g
        .position()
        .checkers()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(checkers, expected.join(" "));
    let (counted, total) = perft_answer(&mut e, 2);
    let divide = mongol_engine::divide(g.position(), 2);
    assert_eq!(counted.len(), divide.len());
    for (m, n) in &divide {
        let name = text::to_uci::<shatar::Position>(m);
        assert!(counted.contains(&(name.clone(), *n)), "{name}: {n}");
    }
    assert_eq!(total, mongol_engine::perft(g.position(), 2));
    // A check: the checker's square is named.
    e.send("position fen 4k3/5p2/8/8/8/8/8/R3K2R w - - 0 1 moves a1a8");
    assert_eq!(fen_and_checkers(&mut e).1, "a8");
    // Mated by a rook's check (a shak): decided. Bad depths are refused with a message.
    e.send("position fen 7k/6pp/8/8/8/8/8/R3K3 w - - 0 1 moves a1a8");
    assert_eq!(last_score(&mut e), ("mate 0".into(), "(none)".into()));
    for bad in ["go perft", "go perft 0", "go perft x", "go perft 99"] {
        e.send(bad);
        assert!(e.until("info string", SECS)[0].contains("perft"), "{bad}");
    }
    // Hiashatar: the 10 × 10 board's squares, a mate (decided) and a stalemate (a draw, §2.4).
    e.send("setoption name UCI_Variant value hiashatar");
    e.until("info string variant hiashatar", SECS);
    e.send("position fen 4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1 moves a1a10");
    let (fen, checkers) = fen_and_checkers(&mut e);
    assert_eq!(fen, "R3k5/10/4K5/10/10/10/10/10/10/10 b - - 1 1");
    assert_eq!(checkers, "a10");
    assert_eq!(perft_answer(&mut e, 1), (vec![], 0));
    assert_eq!(last_score(&mut e), ("mate 0".into(), "(none)".into()));
    e.send("position fen k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
    assert_eq!(fen_and_checkers(&mut e).1, "");
    assert_eq!(last_score(&mut e), ("cp 0".into(), "(none)".into()));
    e.send("position startpos");
    let (counted, total) = perft_answer(&mut e, 1);
    assert_eq!(
        counted.len() as u64,
        mongol_engine::perft(&hiashatar::Position::default(), 1)
    );
    assert_eq!(total, counted.len() as u64);
    e.quit();
}

/// The numbers of an `info` line's `key`, if it has one.
fn info_number(line: &str, key: &str) -> Option<u64> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == key)?;
    words.get(at + 1)?.parse().ok()
}

#[test]
fn the_last_info_before_bestmove_gives_the_whole_search_s_nodes() {
    // A search stopped inside an iteration has searched more than that iteration's last report
    // said: GUIs and match tools read the nodes and time from the last `info` line, as
    // Fairy-Stockfish's ends a search with one.
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", SECS);
    e.send("setoption name UCI_Variant value shatar");
    e.send("position startpos moves e2e3 e7e6");
    e.send("go nodes 20000");
    let (lines, _) = e.bestmove(SECS);
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| info_number(l, "nodes").is_some())
        .collect();
    let last = infos.last().expect("an info line with nodes");
    let nodes = info_number(last, "nodes").unwrap();
    assert!(nodes >= 20_000, "{last}");
    assert!(info_number(last, "time").is_some(), "{last}");
    assert!(info_number(last, "nps").is_some(), "{last}");
    e.quit();
}

/// The GUI's game goes on past the draws it may adjudicate itself (the threefold repetition,
/// 100 plies: Fairy-Stockfish plays on too), so the engine must take the moves it answered;
/// where the position itself ends the game (hiashatar's drawn material, §2.4, as robado) it
/// answers at once that there is no move. Before, `go` played on and the next `position` with
/// that very move was refused, so a live game got `bestmove (none)`.
#[test]
fn the_moves_after_a_draw_a_gui_adjudicates_are_taken_and_drawn_material_ends_at_once() {
    let mut e = Engine::start();
    let threefold = "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    e.send(threefold);
    e.send("go depth 3");
    let (_, best) = e.bestmove(SECS);
    assert_ne!(best, "(none)");
    e.send(&format!("{threefold} g1f3"));
    e.send("go depth 3");
    let (lines, best) = e.bestmove(SECS);
    assert!(lines.iter().all(|l| !l.contains("refused")), "{lines:?}");
    assert_ne!(best, "(none)", "{lines:?}");
    // 100 plies without a capture or a pawn move.
    e.send("position fen 4k3/8/8/8/8/7p/8/R3K3 w - - 99 80 moves a1a2");
    e.send("go depth 3");
    let (_, best) = e.bestmove(SECS);
    e.send(&format!(
        "position fen 4k3/8/8/8/8/7p/8/R3K3 w - - 99 80 moves a1a2 {best}"
    ));
    e.send("go depth 3");
    let (lines, best) = e.bestmove(SECS);
    assert!(lines.iter().all(|l| !l.contains("refused")), "{lines:?}");
    assert_ne!(best, "(none)", "{lines:?}");
    // King and hia against king and hia: drawn where it stands.
    e.send("setoption name UCI_Variant value hiashatar");
    e.send("position fen 4k5/4h5/10/10/10/10/10/10/4H5/4K5 w - - 0 1");
    e.send("go movetime 300");
    let (lines, best) = e.bestmove(SECS);
    assert_eq!(best, "(none)", "{lines:?}");
    assert!(
        lines.iter().any(|l| l == "info depth 0 score cp 0"),
        "{lines:?}"
    );
    e.quit();
}

/// `go infinite` answers only after `stop`, whatever the position: one without a move, and
/// one refused, too (UCI: the engine must not send `bestmove` before it is told to stop).
#[test]
fn go_infinite_waits_for_stop_even_without_a_move_to_search() {
    let mut e = Engine::start();
    for position in [
        "position fen k7/7R/1K6/8/8/7p/7P/8 w - - 0 1 moves h7h8",
        "position fen not-a-fen",
    ] {
        e.send(position);
        e.send("go infinite");
        std::thread::sleep(Duration::from_millis(300));
        e.send("isready");
        let lines = e.until("readyok", SECS);
        assert!(
            lines.iter().all(|l| !l.starts_with("bestmove")),
            "bestmove before stop: {lines:?}"
        );
        e.send("stop");
        assert_eq!(e.bestmove(SECS).1, "(none)");
    }
    e.quit();
}

/// However little time is left, the move played is a searched one (the first depth is always
/// completed): with 20 ms on the clock it took the free bers, not the first move generated.
#[test]
fn the_first_depth_is_searched_however_little_time_is_left() {
    let mut e = Engine::start();
    e.send("position fen 4k3/8/8/3j4/8/8/6p1/3RK3 w - - 0 1");
    e.send("go wtime 20 btime 20");
    let (lines, best) = e.bestmove(SECS);
    assert_eq!(best, "d1d5", "{lines:?}");
    e.quit();
}

/// `go perft` on a refused position still ends with the `Nodes searched:` line a referee
/// waits for, and the engine's own words are written as they are (its "…" not escaped).
#[test]
fn a_refused_position_still_answers_perft_and_the_engine_s_words_are_not_escaped() {
    let mut e = Engine::start();
    e.send("position");
    e.send("isready");
    let lines = e.until("readyok", SECS);
    assert!(
        lines.iter().all(|l| !l.contains("\\u{")),
        "escaped: {lines:?}"
    );
    e.send("go perft 2");
    let lines = e.until("Nodes searched:", SECS);
    assert_eq!(lines.last().unwrap(), "Nodes searched: 0", "{lines:?}");
    e.quit();
}

/// `go searchmoves …` searches only those root moves (a GUI's "analyse these moves only" and
/// "exclude a move"): here the free bers on d5 is not among them. Before, the words were
/// ignored and the best move of all was played.
#[test]
fn searchmoves_limits_the_root_moves() {
    let mut e = Engine::start();
    e.send("position fen 4k3/8/8/3j4/8/8/6p1/3RK3 w - - 0 1");
    e.send("go depth 4 searchmoves d1d2 d1d3");
    let (lines, best) = e.bestmove(SECS);
    assert!(best == "d1d2" || best == "d1d3", "{lines:?}");
    assert!(
        lines.iter().all(|l| !l.contains("not supported")),
        "{lines:?}"
    );
    // The words run to the next keyword; the next `go` searches every move again.
    e.send("go searchmoves e1f2 depth 3");
    assert_eq!(e.bestmove(SECS).1, "e1f2");
    e.send("go depth 4");
    assert_eq!(e.bestmove(SECS).1, "d1d5");
    // A word that is no legal move is named and left out.
    e.send("go searchmoves d1d2 h1h8 depth 2");
    let (lines, best) = e.bestmove(SECS);
    assert_eq!(best, "d1d2");
    assert!(lines.iter().any(|l| l.contains("'h1h8'")), "{lines:?}");
    e.quit();
}

/// The whole search's nodes, from the closing `info nodes …` line before `bestmove`.
fn closing_nodes(lines: &[String]) -> u64 {
    lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info nodes "))
        .and_then(|l| info_number(l, "nodes"))
        .expect("the closing info line")
}

/// `go nodes N` counts every thread's nodes, as Fairy-Stockfish does: with two threads it
/// searched 76 % over the budget, the helper's nodes uncounted; and 23 % over in CI, where the
/// helper ran on, seeing only its own nodes, while the main thread waited for the processor
/// (each thread now stops at the budget spent by all: `search_core`'s
/// `a_thread_stops_at_the_budget_spent_by_all_threads`).
#[test]
fn a_node_budget_counts_every_thread() {
    let mut e = Engine::start();
    e.send("setoption name Threads value 2");
    e.send("position startpos moves e2e3 e7e6");
    e.send("go nodes 30000");
    let (lines, _) = e.bestmove(SECS);
    let total = closing_nodes(&lines);
    // Each thread looks at the count every 1024 nodes: a few thousand over at most.
    assert!(total <= 30_000 + 5_000, "{total} nodes: {lines:?}");
    // Back to one thread, the helpers' old count is not held against the budget.
    e.send("setoption name Threads value 1");
    e.send("go nodes 30000");
    let (lines, _) = e.bestmove(SECS);
    let total = closing_nodes(&lines);
    assert!(total >= 30_000, "{total} nodes: {lines:?}");
    e.quit();
}

/// `debug` and `register` are UCI commands (the engine needs neither: taken quietly), and a
/// clock too large for 64 bits is a long time, not "not a number".
#[test]
fn debug_register_and_a_huge_clock_are_understood() {
    let mut e = Engine::start();
    e.send("debug on");
    e.send("register later");
    e.send("position startpos");
    e.send("go wtime 99999999999999999999 btime 99999999999999999999 winc 99999999999999999999 depth 2");
    let (lines, best) = e.bestmove(SECS);
    assert_ne!(best, "(none)");
    assert!(
        lines.iter().all(|l| !l.starts_with("info string")),
        "{lines:?}"
    );
    e.quit();
}

/// `go mate N` searches for a win in N moves or fewer and answers once it has one, as
/// Fairy-Stockfish does (it was ignored, "not supported", and a level's search played).
#[test]
fn go_mate_searches_for_a_mate_as_short_as_asked() {
    let mut e = Engine::start();
    // The king walks up, then the rook mates on the back rank: mate in 2.
    e.send("position fen k7/8/2K5/4p3/8/8/8/7R w - - 0 1");
    e.send("go mate 2");
    let (lines, best) = e.bestmove(SECS);
    assert!(
        !lines.iter().any(|l| l.contains("not supported")),
        "{lines:?}"
    );
    let last = lines.iter().rev().find(|l| l.contains(" score ")).unwrap();
    assert!(last.contains(" score mate 2 "), "{lines:?}");
    assert!(legal_in(
        shatar::Position::from_fen("k7/8/2K5/4p3/8/8/8/7R w - - 0 1", Default::default()).unwrap(),
        &[],
        &best
    ));
    // With a mate in 1 on the board, `go mate 1` answers it.
    e.send("position fen 7k/6pp/8/8/8/8/8/R3K3 w - - 0 1");
    e.send("go mate 1");
    assert_eq!(e.bestmove(SECS).1, "a1a8");
    e.quit();
}

/// `go ponder`: the search goes on, time limits aside, until `ponderhit` (then the clock's
/// limits count from the `go`, as Stockfish's do) or `stop`; with the `Ponder` option on,
/// `bestmove` names the reply expected (`ponder …`), which the GUI ponders on. (`ponder` was
/// searched as a plain `go`, its best move sent while the GUI still pondered.)
#[test]
fn go_ponder_waits_for_ponderhit_or_stop() {
    let mut e = Engine::start();
    e.send("uci");
    let l = e.until("uciok", SECS);
    assert!(
        l.iter()
            .any(|l| l == "option name Ponder type check default false"),
        "{l:?}"
    );
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e3");
    e.send("go ponder wtime 3000 btime 3000");
    // Far past the move's time (a share of 3 s): still pondering.
    std::thread::sleep(Duration::from_millis(600));
    while let Ok(l) = e.lines.try_recv() {
        assert!(!l.starts_with("bestmove"), "bestmove while pondering: {l}");
    }
    e.send("ponderhit");
    let t = Instant::now();
    let (_, best) = e.bestmove(SECS);
    assert!(t.elapsed() < PROMPTLY, "{:?}", t.elapsed());
    let words: Vec<&str> = best.split_whitespace().collect();
    assert_eq!(words.len(), 3, "{best}");
    assert_eq!(words[1], "ponder");
    assert!(legal_in(shatar::Position::default(), &["e2e3"], words[0]));
    assert!(legal_in(
        shatar::Position::default(),
        &["e2e3", words[0]],
        words[2]
    ));
    // Stopped while pondering: the best move so far.
    e.send("position startpos moves e2e3 e7e6");
    e.send("go ponder movetime 50");
    std::thread::sleep(Duration::from_millis(300));
    while let Ok(l) = e.lines.try_recv() {
        assert!(!l.starts_with("bestmove"), "bestmove while pondering: {l}");
    }
    e.send("stop");
    let (_, best) = e.bestmove(SECS);
    assert!(legal_in(
        shatar::Position::default(),
        &["e2e3", "e7e6"],
        best.split_whitespace().next().unwrap()
    ));
    // The option off: no `ponder` word.
    e.send("setoption name Ponder value false");
    e.send("go depth 3");
    assert!(!e.bestmove(SECS).1.contains("ponder"));
    e.quit();
}

/// What `eval` says, as Stockfish's `eval` ends: `Final evaluation +0.38 (white side)` (in
/// pawns), or `Final evaluation none (in check)`.
fn final_evaluation(e: &mut Engine) -> String {
    e.send("eval");
    e.send("isready");
    let lines = e.until("readyok", SECS);
    lines
        .iter()
        .find_map(|l| l.strip_prefix("Final evaluation "))
        .unwrap_or_else(|| panic!("no 'Final evaluation' in {lines:?}"))
        .to_string()
}

/// `eval` gives the static evaluation from White's side, as Fairy-Stockfish's `eval` does (what
/// `scripts/uci_engine.py`'s `static_score` reads): the library's evaluation of the side to
/// move, turned to White's; by `EvalFile`'s weights where one is set; none in check.
#[test]
fn eval_gives_the_static_evaluation_from_whites_side() {
    use mongol_engine::search::Evaluate;
    let fen = "r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5";
    let pos = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", SECS);
    e.send("setoption name UCI_Variant value shatar");
    e.send(&format!("position fen {fen}"));
    let white = pos.evaluate();
    assert_eq!(
        final_evaluation(&mut e),
        format!("{:+.2} (white side)", white as f64 / 100.0)
    );
    // Black to move: the side to move's value turned to White's.
    let black_fen = fen.replace(" w ", " b ");
    let black = shatar::Position::from_fen(&black_fen, shatar::Options::default()).unwrap();
    e.send(&format!("position fen {black_fen}"));
    assert_eq!(
        final_evaluation(&mut e),
        format!("{:+.2} (white side)", -black.evaluate() as f64 / 100.0)
    );
    // By EvalFile's weights: a side to move worth five pawns.
    let tmp = tempfile::Builder::new()
        .prefix("mongol-uci-eval-")
        .tempdir()
        .unwrap();
    let file = tmp.path().join("tempo.txt");
    std::fs::write(&file, "tempo=500\n").unwrap();
    e.send(&format!("setoption name EvalFile value {}", file.display()));
    e.send(&format!("position fen {fen}"));
    let mut w = pos.weights();
    w.tempo = 500;
    let with_file = pos.evaluate_with(&w);
    assert!(with_file > white + 400, "{with_file} against {white}");
    assert_eq!(
        final_evaluation(&mut e),
        format!("{:+.2} (white side)", with_file as f64 / 100.0)
    );
    // In check (the black king on e8 by the rook on e1): none.
    e.send("position fen 4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
    assert_eq!(final_evaluation(&mut e), "none (in check)");
    // Hiashatar too, by the built-in weights again.
    e.send("setoption name EvalFile value <empty>");
    e.send("setoption name UCI_Variant value hiashatar");
    e.send("position startpos");
    let start = hiashatar::Position::new(hiashatar::Options::default());
    assert_eq!(
        final_evaluation(&mut e),
        format!("{:+.2} (white side)", start.evaluate() as f64 / 100.0)
    );
    e.quit();
}
