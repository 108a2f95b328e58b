//! USHI, the UCI-like engine protocol of shatrabase (github.com/franzm/shatrabase,
//! `src/database/ushiengine.cpp`), so that shatrabase or any USHI GUI can use this engine
//! (`shatra-cli ushi`).
//!
//! The exchange shatrabase performs: `ushi` → `id …`, `option …` lines, `ushiok`;
//! `setoption name Shatra version value 1|2` (its `ShatraVersion`: 1 = Original, 2 = Extended,
//! which we play as our default rules) → `version supported` / `version unsupported`;
//! `isready` → `readyok`; `stop`; `ushinewgame`; `setoption name MultiPV value n`;
//! `position spn <SPN>`; `setoption name USHI_AnalyseMode value true|false`; `go` with `nodes`,
//! `depth`, `movetime`, `wtime`/`btime`/`movestogo` or `infinite`; `info …` lines and
//! `bestmove <move>`; `quit`. Also `position startpos [moves …]`, `position spn <SPN> moves …`,
//! and our options `Level`, `Hash` and `Threads`.
//!
//! Moves go out in shatrabase's notation, which plays each jump of a chain as a move of its own
//! (`SBoard::parseMove` reads one: `46-32`, `46:32`, then `:18`): `bestmove` gives the first
//! jump, the `pv` every jump; when shatrabase then sends the position with that jump made (its
//! SPN names the jumping man's square), the engine answers with the chain's next jump.
//! Anything malformed or out of order gets an `info string` saying what, and is ignored: the
//! engine never stops on bad input, and `stop` or `quit` always end a search.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::game::Game;
use crate::position::Position;
use crate::rules::RuleSet;
use crate::search::player::{Strength, choose_move};
use crate::search::{MATE, MAX_PLY, MAX_THREADS, Progress, Searcher};
use crate::sgn::move_tokens;
use crate::spn::{from_shatrabase_square, from_spn};

/// Where the engine's lines go (stdout, or a buffer in tests); shared with the search thread.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The rest of a chain whose first jumps were given as `bestmove`: the SPN shatrabase will send
/// once it has made them (its transit square), and the jumps still to come.
#[derive(Clone, Debug)]
struct Continuation {
    expect_transit: u8,
    /// Every jump of the chain, in shatrabase's notation.
    tokens: Vec<String>,
    next: usize,
}

/// One USHI session.
pub struct Session {
    out: Out,
    rules: RuleSet,
    game: Game,
    /// A `position spn` naming the jumping man of a chain this engine gave (answered at `go`).
    in_chain: Option<Continuation>,
    chain: Option<Continuation>,
    hash_mib: usize,
    level: Option<u8>,
    searcher: Arc<Mutex<Searcher>>,
    stop: Arc<AtomicBool>,
    thinking: Option<JoinHandle<()>>,
    /// The rest of the chain of the last search's best move, sent when it ends.
    pending: Option<std::sync::mpsc::Receiver<Option<Continuation>>>,
    pub quit: bool,
}

impl Session {
    pub fn new(out: Out) -> Session {
        let searcher = Searcher::new(64);
        let stop = searcher.stop_flag();
        Session {
            out,
            rules: RuleSet::default(),
            game: Game::new(RuleSet::default()),
            in_chain: None,
            chain: None,
            hash_mib: 64,
            level: None,
            searcher: Arc::new(Mutex::new(searcher)),
            stop,
            thinking: None,
            pending: None,
            quit: false,
        }
    }

    fn info(&self, text: &str) {
        say(&self.out, &format!("info string {text}"));
    }

    /// Ends a search under way, if any (its `bestmove` is written first).
    fn finish(&mut self) {
        if let Some(t) = self.thinking.take() {
            self.stop.store(true, Ordering::Relaxed);
            let _ = t.join();
        }
    }

    fn searching(&mut self) -> bool {
        if self.thinking.as_ref().is_some_and(|t| t.is_finished()) {
            let _ = self.thinking.take().map(|t| t.join());
        }
        self.thinking.is_some()
    }

    /// Handles one line from the GUI.
    pub fn handle(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else {
            return;
        };
        match command {
            "ushi" => {
                say(&self.out, "id name Shatra 3D engine");
                say(&self.out, "id author the Shatra 3D authors");
                for o in [
                    "option name Shatra version type spin default 2 min 1 max 2",
                    "option name Level type spin default 8 min 1 max 8",
                    "option name Hash type spin default 64 min 1 max 4096",
                    "option name Threads type spin default 1 min 1 max 64",
                    "option name MultiPV type spin default 1 min 1 max 1",
                    "option name USHI_AnalyseMode type check default false",
                ] {
                    say(&self.out, o);
                }
                say(&self.out, "ushiok");
            }
            "isready" => say(&self.out, "readyok"),
            "setoption" => self.setoption(&words[1..]),
            "ushinewgame" => {
                if self.searching() {
                    self.info("ushinewgame during a search: stop first; ignored");
                    return;
                }
                self.game = Game::new(self.rules);
                self.chain = None;
                self.in_chain = None;
                if let Ok(mut s) = self.searcher.lock() {
                    s.clear();
                }
            }
            "position" => {
                if self.searching() {
                    self.info("position during a search: stop first; ignored");
                    return;
                }
                self.position(&words[1..]);
            }
            "go" => {
                if self.searching() {
                    self.info("go during a search: stop first; ignored");
                    return;
                }
                self.go(&words[1..]);
            }
            "stop" => self.finish(),
            "ponderhit" => {}
            "quit" => {
                self.finish();
                self.quit = true;
            }
            other => self.info(&format!("unknown command '{other}'")),
        }
    }

    fn setoption(&mut self, words: &[&str]) {
        // setoption name <name words> [value <value words>]
        if words.first() != Some(&"name") {
            self.info("setoption needs 'name <option> value <value>'");
            return;
        }
        let v = words.iter().position(|w| *w == "value");
        let name = words[1..v.unwrap_or(words.len())].join(" ");
        let value = v.map(|i| words[i + 1..].join(" ")).unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "shatra version" => match value.as_str() {
                "1" | "2" if self.searching() => {
                    self.info("the version cannot change during a search; ignored")
                }
                "1" | "2" => {
                    self.rules = if value == "1" {
                        RuleSet::original()
                    } else {
                        RuleSet::default()
                    };
                    self.game = Game::new(self.rules);
                    self.chain = None;
                    say(&self.out, "version supported");
                }
                _ => say(&self.out, "version unsupported"),
            },
            "level" => match value.parse::<u8>() {
                Ok(l @ 1..=8) => self.level = Some(l),
                _ => self.info(&format!("Level must be 1 to 8, not '{value}'")),
            },
            "hash" => match value.parse::<usize>() {
                Ok(m @ 1..=4096) if !self.searching() => {
                    if m != self.hash_mib {
                        self.hash_mib = m;
                        let threads = self.searcher.lock().map_or(1, |s| s.threads());
                        let mut s = Searcher::new(m);
                        s.set_stop_flag(self.stop.clone());
                        s.set_threads(threads);
                        self.searcher = Arc::new(Mutex::new(s));
                    }
                }
                Ok(1..=4096) => self.info("Hash cannot change during a search; ignored"),
                _ => self.info(&format!("Hash must be 1 to 4096 (MiB), not '{value}'")),
            },
            "threads" => match value.parse::<usize>() {
                Ok(n @ 1..=MAX_THREADS) if !self.searching() => {
                    if let Ok(mut s) = self.searcher.lock() {
                        s.set_threads(n);
                    }
                }
                Ok(1..=MAX_THREADS) => self.info("Threads cannot change during a search; ignored"),
                _ => self.info(&format!(
                    "Threads must be 1 to {MAX_THREADS}, not '{value}'"
                )),
            },
            "multipv" => match value.parse::<u32>() {
                Ok(1) => {}
                Ok(n) if n > 1 => self.info(&format!("MultiPV {n}: one line is given")),
                _ => self.info(&format!("MultiPV must be a number, not '{value}'")),
            },
            "ushi_analysemode" => match value.as_str() {
                "true" | "false" => {}
                _ => self.info(&format!(
                    "USHI_AnalyseMode must be true or false, not '{value}'"
                )),
            },
            _ => self.info(&format!("unknown option '{name}'")),
        }
    }

    /// Takes the chain's continuation from the last search, once it has ended.
    fn collect_chain(&mut self) {
        if let Some(rx) = &self.pending
            && let Ok(c) = rx.try_recv()
        {
            self.chain = c;
            self.pending = None;
        }
    }

    fn position(&mut self, words: &[&str]) {
        self.collect_chain();
        let moves_at = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &words[words.len()..]),
        };
        self.in_chain = None;
        let start = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => Position::start(self.rules),
            Some(&"spn") => {
                let text = setup[1..].join(" ");
                // The position after the first jumps of the chain this engine gave: its next
                // jump is the answer.
                let fields: Vec<&str> = text.split_whitespace().collect();
                if let (Some(c), Some(t)) = (&self.chain, fields.get(3))
                    && *t != "-"
                {
                    if t.parse::<u8>().ok() == Some(c.expect_transit) {
                        self.in_chain = Some(c.clone());
                    } else {
                        self.info(&format!(
                            "a capture sequence is under way on square {t}, which is not the \
                             chain this engine gave; a chain is searched whole here"
                        ));
                    }
                    return;
                }
                match from_spn(&text, self.rules) {
                    Ok(p) => p,
                    Err(e) => {
                        self.info(&format!("position ignored: {e}"));
                        return;
                    }
                }
            }
            _ => {
                self.info("position needs 'startpos' or 'spn <SPN>', then optionally 'moves …'");
                return;
            }
        };
        let mut game = Game::from_position(start);
        for (i, m) in moves.iter().enumerate() {
            if let Err(e) = game.play_text(m) {
                self.info(&format!("position ignored: move {} '{m}': {e}", i + 1));
                return;
            }
        }
        self.game = game;
        self.chain = None;
    }

    fn go(&mut self, words: &[&str]) {
        // The next jump of a chain under way.
        if let Some(mut c) = self.in_chain.take() {
            let token = c.tokens[c.next].clone();
            c.next += 1;
            if c.next < c.tokens.len() {
                c.expect_transit = token_to_transit(&token).unwrap_or(0);
                self.chain = Some(c);
            } else {
                self.chain = None;
            }
            say(&self.out, &format!("bestmove {token}"));
            return;
        }
        let mut limits = (None, None, None, None, None, None, false);
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            let num = words.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            let needs_number = matches!(
                key,
                "nodes" | "depth" | "movetime" | "wtime" | "btime" | "movestogo" | "winc" | "binc"
            );
            if needs_number && num.is_none() {
                self.info(&format!("go: '{key}' needs a number; ignored"));
                i += 1;
                continue;
            }
            match key {
                "nodes" => limits.0 = num,
                "depth" => limits.1 = num,
                "movetime" => limits.2 = num,
                "wtime" => limits.3 = num,
                "btime" => limits.4 = num,
                "movestogo" => limits.5 = num,
                "winc" | "binc" => {}
                "infinite" => limits.6 = true,
                other => {
                    self.info(&format!("go: unknown word '{other}'; ignored"));
                    i += 1;
                    continue;
                }
            }
            i += if needs_number { 2 } else { 1 };
        }
        if let Some(o) = self.game.outcome() {
            self.info(&format!("the game is over: {o}"));
            say(&self.out, "bestmove none");
            return;
        }
        let (nodes, depth, movetime, wtime, btime, movestogo, infinite) = limits;
        let white = self.game.position().turn() == crate::piece::Color::White;
        let clock = if white { wtime } else { btime };
        let strength = if infinite {
            None
        } else if let Some(n) = nodes {
            Some(Strength::Nodes(n.max(1)))
        } else if let Some(d) = depth {
            Some(Strength::Depth((d as u32).clamp(1, MAX_PLY as u32 - 1)))
        } else if let Some(ms) = movetime {
            Some(Strength::MoveTime(Duration::from_millis(ms.max(1))))
        } else if let Some(left) = clock {
            // A share of the time left: of the moves to go, or of about 30.
            let share = left / movestogo.unwrap_or(30).max(1);
            Some(Strength::MoveTime(Duration::from_millis(
                share.clamp(10, left.max(10)),
            )))
        } else {
            Some(Strength::Level(self.level.unwrap_or(8)))
        };
        self.stop.store(false, Ordering::Relaxed);
        let out = self.out.clone();
        let searcher = self.searcher.clone();
        let pos = *self.game.position();
        let hashes = self.game.repetition_hashes();
        let (tx, rx) = std::sync::mpsc::channel::<Option<Continuation>>();
        let stop = self.stop.clone();
        let handle = std::thread::spawn(move || {
            let Ok(mut s) = searcher.lock() else { return };
            s.set_stop_flag(stop);
            let mut progress = |p: &Progress| say(&out, &info_line(p, &pos));
            let r = match strength {
                Some(st) => choose_move(&mut s, &pos, &hashes, st, 1, None, &mut progress),
                None => s.search(&pos, &hashes, Default::default(), &mut progress),
            };
            match r.best {
                Some(m) => {
                    let tokens = move_tokens(&m, &pos);
                    let cont = (tokens.len() > 1).then(|| Continuation {
                        expect_transit: token_to_transit(&tokens[0]).unwrap_or(0),
                        tokens: tokens.clone(),
                        next: 1,
                    });
                    let _ = tx.send(cont);
                    say(&out, &format!("bestmove {}", tokens[0]));
                }
                None => {
                    let _ = tx.send(None);
                    say(&out, "bestmove none");
                }
            }
        });
        self.thinking = Some(handle);
        // The chain's continuation is known once the search ends; kept for the next position.
        self.chain = None;
        self.pending = Some(rx);
    }
}

/// shatrabase's number of the square a jump token lands on (its SPN's transit field, which
/// uses its own numbering: ours is 63 − n).
fn token_to_transit(token: &str) -> Option<u8> {
    let to: String = token
        .rsplit(':')
        .next()?
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    let ours: u8 = to.parse().ok()?;
    from_shatrabase_square(ours).map(|_| 63 - ours)
}

/// An `info` line: depth, score (centi-Shatras, or mate in moves), nodes, nps, time, and the pv
/// in shatrabase's notation (a chain's jumps one by one, as its board parses them).
fn info_line(p: &Progress, pos: &Position) -> String {
    let score = if p.score >= MATE - MAX_PLY as i32 {
        format!("mate {}", (MATE - p.score + 1) / 2)
    } else if p.score <= -MATE + MAX_PLY as i32 {
        format!("mate -{}", (MATE + p.score + 1) / 2)
    } else {
        format!("cp {}", p.score)
    };
    let mut at = *pos;
    let mut pv = Vec::new();
    for m in &p.pv {
        pv.extend(move_tokens(m, &at));
        at = at.after(m);
    }
    format!(
        "info depth {} score {score} nodes {} nps {} time {} pv {}",
        p.depth,
        p.nodes,
        p.nps,
        p.elapsed.as_millis(),
        pv.join(" ")
    )
}

/// Runs a session on standard input and output until `quit` or the end of the input.
pub fn run_stdio() {
    let out: Out = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    let mut session = Session::new(out);
    let mut line = String::new();
    let stdin = std::io::stdin();
    loop {
        line.clear();
        match stdin.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => session.handle(line.trim_end()),
        }
        if session.quit {
            return;
        }
    }
    session.handle("quit");
}
