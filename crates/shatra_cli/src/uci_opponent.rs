//! Another engine over UCI as the opponent that `tune --spsa --against` tunes against
//! ([`Opponent`](mongol_engine::search::tune::Opponent)): a process started once a game pair,
//! told the variant and its options, asked for each move with `position fen <start> moves …`
//! and `go …`, and refereed by our own rules (a move it gives that is not legal stops the
//! tuning with an error naming it).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use mongol_engine::search::player::Strength;
use mongol_engine::search::tune;
use mongol_engine::{Game, Move, Variant, text};

/// How long the opponent may take to answer `uci` or `isready`.
const HANDSHAKE: Duration = Duration::from_secs(30);
/// How long past its own budget a move may take before the opponent counts as hung.
const HANG: Duration = Duration::from_secs(60);

/// What the opponent is asked for each move: `go nodes N`, `go depth D` or `go movetime MS`.
pub fn go_command(strength: Strength) -> Result<(String, Duration), String> {
    match strength {
        Strength::Nodes(n) => Ok((format!("go nodes {n}"), HANG)),
        Strength::Depth(d) => Ok((format!("go depth {d}"), HANG)),
        Strength::MoveTime(t) => Ok((format!("go movetime {}", t.as_millis()), t + HANG)),
        other => Err(format!(
            "--against-strength {other}: the opponent is asked by `go`: give nodes:N, depth:D \
             or movetime:MS"
        )),
    }
}

/// `NAME=VALUE` of `--against-option`, checked.
pub fn parse_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!(
            "--against-option '{text}': expected NAME=VALUE (e.g. Hash=64)"
        )),
    }
}

/// How to start the opponent and what to tell it.
#[derive(Clone, Debug)]
pub struct OpponentSpec {
    /// The program and its arguments, split at spaces.
    pub command: Vec<String>,
    /// `UCI_Variant`'s value (`shatar`, `hiashatar`).
    pub variant: String,
    pub options: Vec<(String, String)>,
    /// The `go` line of each move, and how long one may take.
    pub go: (String, Duration),
}

impl OpponentSpec {
    /// The spec of `--against COMMAND` for the game `P`, asked each move at `strength`.
    pub fn new<P: Variant>(
        command: &str,
        strength: Strength,
        options: &[String],
    ) -> Result<OpponentSpec, String> {
        let command: Vec<String> = command.split_whitespace().map(String::from).collect();
        if command.is_empty() {
            return Err("--against: the opponent's command is empty".into());
        }
        Ok(OpponentSpec {
            command,
            variant: P::NAME.to_lowercase(),
            options: options
                .iter()
                .map(|o| parse_option(o))
                .collect::<Result<_, _>>()?,
            go: go_command(strength)?,
        })
    }
}

/// A running opponent.
pub struct UciOpponent {
    child: Child,
    /// Lines to its standard input, written by a thread of their own ([`writer`]).
    to_it: Sender<String>,
    lines: Receiver<String>,
    go: (String, Duration),
    /// Its `id name`, for messages.
    pub name: String,
}

impl UciOpponent {
    /// Starts the program, checks that it speaks UCI, and sets the variant and the options.
    pub fn start(spec: &OpponentSpec) -> Result<UciOpponent, String> {
        let program = &spec.command[0];
        let mut child = Command::new(program)
            .args(&spec.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("--against {program}: cannot start it: {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(format!("--against {program}: no pipes to it"));
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut me = UciOpponent {
            child,
            to_it: writer(stdin),
            lines,
            go: spec.go.clone(),
            name: program.clone(),
        };
        me.send("uci")?;
        let mut name = None;
        me.until(HANDSHAKE, "uciok", |line| {
            if let Some(n) = line.strip_prefix("id name ") {
                name = Some(n.trim().to_string());
            }
        })?;
        if let Some(n) = name {
            me.name = n;
        }
        me.send(&format!(
            "setoption name UCI_Variant value {}",
            spec.variant
        ))?;
        for (n, v) in &spec.options {
            me.send(&format!("setoption name {n} value {v}"))?;
        }
        me.ready()?;
        Ok(me)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        self.to_it
            .send(line.to_string())
            .map_err(|_| format!("{}: it stopped reading", self.name))
    }

    /// Reads lines until one is `word` or starts with it and a space (returned), showing every
    /// line to `seen`; an error if the opponent ends or says nothing for `patience`.
    fn until(
        &mut self,
        patience: Duration,
        word: &str,
        mut seen: impl FnMut(&str),
    ) -> Result<String, String> {
        loop {
            match self.lines.recv_timeout(patience) {
                Ok(line) => {
                    seen(&line);
                    let line = line.trim();
                    if line == word || line.starts_with(&format!("{word} ")) {
                        return Ok(line.to_string());
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "{}: no `{word}` within {} s",
                        self.name,
                        patience.as_secs()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: it ended before `{word}`", self.name));
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.until(HANDSHAKE, "readyok", |_| {}).map(|_| ())
    }
}

impl<P: Variant> tune::Opponent<P> for UciOpponent {
    type Error = String;

    fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.ready()
    }

    fn best_move(&mut self, game: &Game<P>) -> Result<Move, String> {
        let moves: Vec<String> = game.moves().iter().map(text::to_uci::<P>).collect();
        let mut position = format!("position fen {}", game.start().fen());
        if !moves.is_empty() {
            position += " moves ";
            position += &moves.join(" ");
        }
        self.send(&position)?;
        let (go, patience) = self.go.clone();
        self.send(&go)?;
        let line = self.until(patience, "bestmove", |_| {})?;
        let answer = line.split_whitespace().nth(1).unwrap_or("");
        text::parse_uci(game.position(), answer).map_err(|e| {
            format!(
                "{}: its move '{answer}' in {} (after {}) is not one of ours: {e}",
                self.name,
                game.position().fen(),
                if moves.is_empty() {
                    "no moves".to_string()
                } else {
                    moves.join(" ")
                }
            )
        })
    }
}

/// A thread that writes the lines it is sent to `stdin` until a write fails (the opponent
/// ended) or the sender is dropped. SIGPIPE is blocked in it (the program as a whole ends
/// quietly on one, for `shatra-cli … | head`): a write to an opponent that has ended fails
/// there, and the next [`UciOpponent::send`] says so, instead of the signal ending this program.
fn writer(mut stdin: ChildStdin) -> Sender<String> {
    let (tx, rx) = channel::<String>();
    std::thread::spawn(move || {
        #[cfg(unix)]
        // SAFETY: changes only this thread's signal mask, with a set built here.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, libc::SIGPIPE);
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        }
        for line in rx {
            if writeln!(stdin, "{line}")
                .and_then(|()| stdin.flush())
                .is_err()
            {
                break;
            }
        }
    });
    tx
}

impl Drop for UciOpponent {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A moment to end by itself, then it is stopped.
        for _ in 0..20 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
