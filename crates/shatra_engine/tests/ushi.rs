//! USHI sessions replayed as shatrabase's `USHIEngine` (src/database/ushiengine.cpp) drives an
//! engine: start-up, version, a new game, an SPN position, a bounded `go`, `go infinite` and
//! `stop`; a chain answered jump by jump; malformed and out-of-order commands answered with an
//! `info string`, never a crash or a hang.

use std::io::Write;
use std::sync::{Arc, Mutex};

use shatra_engine::RuleSet;
use shatra_engine::spn::from_spn;
use shatra_engine::ushi::{Out, Session};

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Buffer {
    /// The lines written since the last call.
    fn take(&self) -> Vec<String> {
        let bytes = std::mem::take(&mut *self.0.lock().unwrap());
        String::from_utf8(bytes)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }
}

fn session() -> (Session, Buffer) {
    let buf = Buffer::default();
    let out: Out = Arc::new(Mutex::new(Box::new(buf.clone())));
    (Session::new(out), buf)
}

/// Sends a line; when `until` is given, waits (bounded) for a line starting with it.
fn send(s: &mut Session, buf: &Buffer, line: &str, until: Option<&str>) -> Vec<String> {
    s.handle(line);
    let mut got = buf.take();
    if let Some(prefix) = until {
        for _ in 0..600 {
            if got.iter().any(|l| l.starts_with(prefix)) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            got.extend(buf.take());
        }
        assert!(
            got.iter().any(|l| l.starts_with(prefix)),
            "no {prefix} after {line}: {got:?}"
        );
    }
    got
}

const START: &str = "SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt - - - 1";

#[test]
fn shatrabase_s_exchange() {
    let (mut s, buf) = session();
    let hello = send(&mut s, &buf, "ushi", None);
    assert_eq!(hello.last().map(String::as_str), Some("ushiok"));
    assert!(hello.iter().any(|l| l.starts_with("id name ")));
    assert!(
        hello
            .iter()
            .any(|l| l == "option name Level type spin default 8 min 1 max 8")
    );
    assert!(hello.iter().any(|l| l.starts_with("option name Hash ")));
    assert!(hello.iter().any(|l| l.starts_with("option name Threads ")));
    // processMessage("ushiok"): setShatraVersion(), then isready.
    assert_eq!(
        send(&mut s, &buf, "setoption name Shatra version value 2", None),
        ["version supported"]
    );
    assert_eq!(send(&mut s, &buf, "isready", None), ["readyok"]);
    // startAnalysis(): stop, ushinewgame, isready; on readyok: MultiPV, position, mode, go.
    assert!(send(&mut s, &buf, "stop", None).is_empty());
    assert!(send(&mut s, &buf, "ushinewgame", None).is_empty());
    assert_eq!(send(&mut s, &buf, "isready", None), ["readyok"]);
    assert!(send(&mut s, &buf, "setoption name MultiPV value 1", None).is_empty());
    assert!(send(&mut s, &buf, &format!("position spn {START}"), None).is_empty());
    assert!(
        send(
            &mut s,
            &buf,
            "setoption name USHI_AnalyseMode value false",
            None
        )
        .is_empty()
    );
    let lines = send(&mut s, &buf, "go depth 4 movetime 5000", Some("bestmove"));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth ")),
        "{lines:?}"
    );
    let best = lines.iter().find(|l| l.starts_with("bestmove")).unwrap();
    let mv = best.split_whitespace().nth(1).unwrap();
    // A legal move of the start, in shatrabase's notation and numbering (63 − ours).
    let start = from_spn(START, RuleSet::default()).unwrap();
    let ours: Vec<String> = mv
        .split('-')
        .map(|n| (63 - n.parse::<u8>().unwrap()).to_string())
        .collect();
    assert!(start.parse_move(&ours.join("-")).is_ok(), "{mv}");
    // Analysis: go infinite, then stop gives the bestmove.
    assert!(
        send(
            &mut s,
            &buf,
            "setoption name USHI_AnalyseMode value true",
            None
        )
        .is_empty()
    );
    send(&mut s, &buf, "go infinite", Some("info depth 2"));
    let lines = send(&mut s, &buf, "stop", None);
    assert!(
        lines.iter().any(|l| l.starts_with("bestmove ")),
        "{lines:?}"
    );
    // Original Shatra is version 1.
    assert_eq!(
        send(&mut s, &buf, "setoption name Shatra version value 1", None),
        ["version supported"]
    );
    assert_eq!(
        send(&mut s, &buf, "setoption name Shatra version value 3", None),
        ["version unsupported"]
    );
    send(&mut s, &buf, "quit", None);
    assert!(s.quit);
}

/// shatrabase plays a chain one jump at a time, in its own numbering (63 − ours): after
/// `bestmove 15:29` (our 48x34) it sends the position with that jump made (the SPN's fourth field
/// names the jumping man) and the answer is the next jump, `29:31` (our 34x32), written from its
/// square since a board read from an SPN cannot read `:31`.
#[test]
fn a_chain_is_given_jump_by_jump() {
    let (mut s, buf) = session();
    send(&mut s, &buf, "ushi", None);
    send(&mut s, &buf, "setoption name Shatra version value 2", None);
    // White must play the chain 48x34x32 (the only capture there). Ours: 54-35 9-21 55-39 21-27
    // 35x19 13x25 39x18 11x25 56-37 25-33 57-35 8-20 58-34 20x41.
    let moves = "9-28 54-42 8-24 42-36 28:44 50:38 24:45 52:38 7-26 38-30 6-28 55-43 5-29 43:22";
    send(
        &mut s,
        &buf,
        &format!("position startpos moves {moves}"),
        None,
    );
    let lines = send(&mut s, &buf, "go depth 3", Some("bestmove"));
    let best = lines
        .iter()
        .find(|l| l.starts_with("bestmove"))
        .unwrap()
        .clone();
    assert_eq!(best, "bestmove 15:29", "{lines:?}");
    let pv = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .unwrap();
    assert!(pv.contains(" pv 15:29 29:31"), "{pv}");
    // The position shatrabase sends after the first jump: the man on its square 29 (our 34),
    // the Tura it jumped on its 22 (our 41) written `u` (`SBoard::toSPN`).
    let spn = "SQSS5/K/SSSS1SS/4u2/1B1SSs1/7/7/ssss1s1/k/2bsrssqs w Tt 29 - - 8";
    send(&mut s, &buf, &format!("position spn {spn}"), None);
    let lines = send(&mut s, &buf, "go depth 3", Some("bestmove"));
    assert_eq!(
        lines.last().map(String::as_str),
        Some("bestmove 29:31"),
        "{lines:?}"
    );
}

#[test]
fn malformed_and_out_of_order_commands_get_an_info_string() {
    let (mut s, buf) = session();
    let cases = [
        ("frobnicate", "unknown command 'frobnicate'"),
        ("position", "position needs"),
        ("position spn nonsense", "position refused: SPN"),
        ("position startpos moves 14-28 28-43", "move 2 '28-43'"),
        ("setoption value 3", "setoption needs"),
        ("setoption name Level value 12", "Level must be 1 to 8"),
        ("setoption name Threads value 0", "Threads must be 1 to 64"),
        (
            "setoption name Nonesuch value 1",
            "unknown option 'Nonesuch'",
        ),
        ("go depth", "'depth' needs a number"),
        (
            "position spn SQSSRSBRB/K/SSSSSSS/7/7/7/7/sssssss/k/brbsrssqs w Tt 23 - - 1",
            "to go on with the capture sequence",
        ),
    ];
    for (line, says) in cases {
        if line == "go depth" {
            // After a refused position a go searches nothing: set one up.
            assert!(send(&mut s, &buf, "position startpos", None).is_empty());
        }
        let got = send(&mut s, &buf, line, None);
        assert!(
            got.iter()
                .any(|l| l.starts_with("info string") && l.contains(says)),
            "{line}: {got:?}"
        );
        // A go whose limit is malformed still searches (at the default level): stop it.
        if line == "go depth" {
            let got = send(&mut s, &buf, "stop", None);
            assert!(got.iter().any(|l| l.starts_with("bestmove")), "{got:?}");
        }
    }
    // A search is running: go is refused; position stops it first (its bestmove comes out), so
    // that the next go searches the new position; stop ends a search, and it answers.
    send(&mut s, &buf, "position startpos", None);
    send(&mut s, &buf, "go infinite", None);
    let got = send(&mut s, &buf, "go depth 2", None);
    assert!(
        got.iter().any(|l| l.contains("go during a search")),
        "{got:?}"
    );
    let got = send(&mut s, &buf, "position startpos moves 14-28", None);
    assert!(
        got.iter().any(|l| l.contains("position during a search")),
        "{got:?}"
    );
    assert!(got.iter().any(|l| l.starts_with("bestmove")), "{got:?}");
    send(&mut s, &buf, "go infinite", Some("info depth"));
    let got = send(&mut s, &buf, "stop", None);
    // Black's move now: one of its Shatras (shatrabase's 46-52) or its drops.
    let best = got.iter().find(|l| l.starts_with("bestmove")).unwrap();
    let from: u8 = best[9..].split(['-', ':']).next().unwrap().parse().unwrap();
    assert!(from >= 46, "{best}");
    // And stays usable.
    assert_eq!(send(&mut s, &buf, "isready", None), ["readyok"]);
}
