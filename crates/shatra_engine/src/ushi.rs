//! USHI, the UCI-like engine protocol of shatrabase (github.com/franzm/shatrabase,
//! `src/database/ushiengine.cpp`), so that shatrabase or any USHI GUI can use this engine
//! (`shatra-cli ushi`).
//!
//! The exchange shatrabase performs: `ushi` → `id …`, `option …` lines, `ushiok`;
//! `setoption name Shatra version value 1|2` (its `ShatraVersion`: 1 = Original, 2 = Extended,
//! which we play as RULES.md's Original game and default rules, or as shatrabase's own rules
//! under `--shatrabase`: [`Session::with_rules`]) → `version supported` / `version unsupported`;
//! `isready` → `readyok`; `stop`; `ushinewgame`; `setoption name MultiPV value n`;
//! `position spn <SPN>`; `setoption name USHI_AnalyseMode value true|false`; `go` with `nodes`,
//! `depth`, `movetime`, `wtime`/`btime`/`movestogo` or `infinite`; `info …` lines and
//! `bestmove <move>`; `quit`. Also `position startpos [moves …]`, `position spn <SPN> moves …`,
//! and our options `Level`, `Hash` and `Threads`.
//!
//! What shatrabase's `USHIEngine` accepts, as verified in its source (HEAD b4fb943):
//! - **Moves** (`position … moves`, `bestmove`, `pv`) in its internal numbering, 63 − ours, one
//!   token per jump, always `F:T` (never `:T`, which a board read from an SPN cannot read), and
//!   `pass` when a Biy stops its chain while it could jump again: see [`chain`]. `parseBestmove`
//!   and the `pv` of `parseAnalysis` read each token with `SBoard::parseMove`, and `parseAnalysis`
//!   stops the `pv` at the first token it cannot read.
//! - **A chain under way.** `startAnalysis` sends `board.toSPN()`, which in the middle of a chain
//!   names the jumping man's square (its SPN's fourth field) and marks the men jumped so far; by
//!   default the engine is restarted between moves, so such a position comes to an engine that
//!   gave none of the chain. It is read ([`crate::spn::from_spn_in_chain`]) and the search chooses
//!   among the chain's ways on (each searched in turn); a chain this engine began answers with its
//!   next jump at once (unless `go infinite`). A position that cannot be read is refused with an
//!   `info string`, and the `go` after it searches nothing (`bestmove none`), never an earlier
//!   position.
//! - **`info`** (`parseAnalysis`): a line counts only with `time`, `nodes` and a `score` it reads,
//!   and `Analysis::isValid` wants a `pv`, `depth` > 0 and `time` > 0: the time is at least 1 ms.
//!   The score is `cp N`, `win N` or `loss N` (`setMovesToResult`: "Win in N", N moves, at least
//!   1), never `mate`, which it does not read (and skips five words on).
//! - **Input** is bytes: `Engine::send` writes `toLatin1()`. A line is read as Latin-1, never
//!   ends the session, and anything unknown or malformed in it gets an `info string` (non-ASCII
//!   shown as `\xNN`).
//!
//! Anything malformed or out of order gets an `info string` saying what, and is ignored: the
//! engine never stops on bad input, and `stop` or `quit` always end a search. A `position` during
//! a search stops it first (its `bestmove` comes out), then is taken.

pub mod chain;

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::game::Game;
use crate::piece::Color;
use crate::position::Position;
use crate::rules::RuleSet;
use crate::search::player::{LEVELS, Strength, choose_move};
use crate::search::{DECIDED, Limits, MATE, MAX_PLY, MAX_THREADS, Progress, Searcher};
use crate::spn::{SpnPosition, from_spn_in_chain};
use chain::{Midway, Step, Token, parse_token, tokens};

/// Where the engine's lines go (stdout, or a buffer in tests); shared with the search thread.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// Text from the GUI made printable in ASCII: other characters as `\xNN` (a Latin-1 byte) or
/// `\u{…}`.
fn shown(text: &str) -> String {
    let mut s = String::new();
    for c in text.chars() {
        match c as u32 {
            0x20..=0x7e => s.push(c),
            n @ 0..=0xff => s.push_str(&format!("\\x{n:02x}")),
            n => s.push_str(&format!("\\u{{{n:x}}}")),
        }
    }
    s
}

/// What the last `position` set up.
#[derive(Clone, Debug)]
enum State {
    Game(Game),
    /// In the middle of a chain (an SPN with a transit square, or moves ending in one).
    Chain(Midway),
    /// Refused, with the reason: `go` searches nothing.
    Refused(String),
}

/// One USHI session.
pub struct Session {
    out: Out,
    rules: RuleSet,
    /// The rules of shatrabase's versions 1 and 2 (`setoption name Shatra version`).
    versions: [RuleSet; 2],
    state: State,
    /// The rest of the chain whose first tokens this engine gave as `bestmove`.
    plan: Option<Vec<String>>,
    hash_mib: usize,
    level: Option<u8>,
    searcher: Arc<Mutex<Searcher>>,
    stop: Arc<AtomicBool>,
    thinking: Option<JoinHandle<()>>,
    /// The rest of the chain of the last search's best move, sent when it ends.
    pending: Option<std::sync::mpsc::Receiver<Option<Vec<String>>>>,
    pub quit: bool,
}

impl Session {
    pub fn new(out: Out) -> Session {
        Session::with_rules(out, RuleSet::default())
    }

    /// A session that starts under `rules`. Under one of shatrabase's presets
    /// ([`RuleSet::shatrabase`], `shatra-cli --shatrabase ushi`) its versions 1 and 2 are its
    /// two presets, so the engine plays shatrabase's moves; otherwise they are RULES.md's
    /// Original game and default rules.
    pub fn with_rules(out: Out, rules: RuleSet) -> Session {
        Session::with_rules_and_hash(out, rules, 64)
    }

    /// A session under `rules` whose table starts at `hash_mib` MiB (as after `setoption name
    /// Hash value …`, without making and clearing the default one first: the fuzz target's many
    /// short sessions).
    pub fn with_rules_and_hash(out: Out, rules: RuleSet, hash_mib: usize) -> Session {
        let hash_mib = hash_mib.max(1);
        let searcher = Searcher::new(hash_mib);
        let stop = searcher.stop_flag();
        let versions = if rules.shatrabase_version().is_some() {
            [RuleSet::shatrabase_original(), RuleSet::shatrabase()]
        } else {
            [RuleSet::original(), RuleSet::default()]
        };
        Session {
            out,
            rules,
            versions,
            state: State::Game(Game::new(rules)),
            plan: None,
            hash_mib,
            level: None,
            searcher: Arc::new(Mutex::new(searcher)),
            stop,
            thinking: None,
            pending: None,
            quit: false,
        }
    }

    fn info(&self, text: &str) {
        say(&self.out, &format!("info string {}", shown(text)));
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
                self.state = State::Game(Game::new(self.rules));
                self.plan = None;
                if let Ok(mut s) = self.searcher.lock() {
                    s.clear();
                }
            }
            "position" => {
                if self.searching() {
                    self.info("position during a search: the search is stopped first");
                    self.finish();
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
                    self.rules = self.versions[usize::from(value == "2")];
                    self.state = State::Game(Game::new(self.rules));
                    self.plan = None;
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
            self.plan = c;
            self.pending = None;
        }
    }

    fn refuse(&mut self, why: String) {
        self.info(&format!("position refused: {why}"));
        self.state = State::Refused(why);
    }

    fn position(&mut self, words: &[&str]) {
        self.collect_chain();
        let moves_at = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &words[words.len()..]),
        };
        let mut state = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => State::Game(Game::new(self.rules)),
            Some(&"spn") => match from_spn_in_chain(&setup[1..].join(" "), self.rules) {
                Ok(SpnPosition::Whole(p)) => State::Game(Game::from_position(p)),
                Ok(SpnPosition::InChain(c)) => State::Chain(Midway::from_spn(c)),
                Err(e) => return self.refuse(e.to_string()),
            },
            _ => {
                return self.refuse(
                    "position needs 'startpos' or 'spn <SPN>', then optionally 'moves …'".into(),
                );
            }
        };
        for (i, m) in moves.iter().enumerate() {
            match play_token(&state, m) {
                Ok(s) => state = s,
                Err(e) => return self.refuse(format!("move {} '{m}': {e}", i + 1)),
            }
        }
        self.state = state;
    }

    fn go(&mut self, words: &[&str]) {
        self.collect_chain();
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
        let (nodes, depth, movetime, wtime, btime, movestogo, infinite) = limits;
        let turn = match &self.state {
            State::Game(g) => g.position().turn(),
            State::Chain(c) => c.position().turn(),
            State::Refused(why) => {
                self.info(&format!(
                    "go: nothing to search, the position was refused: {why}"
                ));
                say(&self.out, "bestmove none");
                return;
            }
        };
        let clock = if turn == Color::White { wtime } else { btime };
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
        let plan = self.plan.take();
        let job = match &self.state {
            State::Game(g) => {
                if let Some(o) = g.outcome() {
                    self.info(&format!("the game is over: {o}"));
                    say(&self.out, "bestmove none");
                    return;
                }
                Job::Game(*g.position(), g.repetition_hashes())
            }
            State::Chain(c) => {
                let ways = c.continuations();
                if ways.is_empty() {
                    self.info(&format!(
                        "the man on {} cannot go on with its chain under these rules",
                        chain::number(c.at())
                    ));
                    say(&self.out, "bestmove none");
                    return;
                }
                // The chain this engine began: its next jump, at once.
                if let Some(rest) = plan.filter(|_| !infinite)
                    && ways.iter().any(|(t, _)| *t == rest)
                {
                    say(&self.out, &format!("bestmove {}", rest[0]));
                    self.plan = (rest.len() > 1).then(|| rest[1..].to_vec());
                    return;
                }
                Job::Chain(ways)
            }
            State::Refused(_) => unreachable!("answered above"),
        };
        self.stop.store(false, Ordering::Relaxed);
        let out = self.out.clone();
        let searcher = self.searcher.clone();
        let (tx, rx) = std::sync::mpsc::channel::<Option<Vec<String>>>();
        let stop = self.stop.clone();
        let handle = std::thread::spawn(move || {
            let Ok(mut s) = searcher.lock() else { return };
            s.set_stop_flag(stop.clone());
            let best = match job {
                Job::Game(pos, hashes) => {
                    let mut progress = |p: &Progress| say(&out, &info_line(p, &pos, &[]));
                    let r = match strength {
                        Some(st) => choose_move(&mut s, &pos, &hashes, st, 1, None, &mut progress),
                        None => s.search(&pos, &hashes, Limits::default(), &mut progress),
                    };
                    r.best.map(|m| tokens(&m, &pos))
                }
                Job::Chain(ways) => search_ways(&mut s, &ways, strength, &stop, &out),
            };
            match best {
                Some(t) => {
                    let _ = tx.send((t.len() > 1).then(|| t[1..].to_vec()));
                    say(&out, &format!("bestmove {}", t[0]));
                }
                None => {
                    let _ = tx.send(None);
                    say(&out, "bestmove none");
                }
            }
        });
        self.thinking = Some(handle);
        self.pending = Some(rx);
    }
}

/// What a `go` searches.
enum Job {
    Game(Position, Vec<u64>),
    /// The ways to end a chain under way: their tokens and the game after each.
    Chain(Vec<(Vec<String>, Game)>),
}

/// Plays one token of `position … moves` (shatrabase's notation and numbering).
fn play_token(state: &State, text: &str) -> Result<State, String> {
    let token = parse_token(text)?;
    let step = match state {
        State::Refused(why) => return Err(why.clone()),
        State::Chain(c) => c.play(token)?,
        State::Game(g) => {
            let Token::Move {
                from,
                to,
                jump,
                promo,
            } = token
            else {
                return Err("pass: no chain is under way".into());
            };
            let Some(from) = from else {
                return Err("':T' goes on with a chain, and none is under way".into());
            };
            let pos = g.position();
            let quiet = pos.legal_moves().into_iter().find(|m| {
                !m.is_capture() && m.from() == from && m.to() == to && m.promotion() == promo
            });
            let capture = chain::can_jump(pos, from);
            // Like `SBoard::prepareMove`, the separator is a preference, not a must.
            match (quiet, capture) {
                (Some(m), false) | (Some(m), true) if !jump => {
                    let mut g = g.clone();
                    g.play(&m).map_err(|e| e.to_string())?;
                    Step::Ends(g)
                }
                (_, true) => Midway::begin(g, from, to, promo)?,
                (Some(m), false) => {
                    let mut g = g.clone();
                    g.play(&m).map_err(|e| e.to_string())?;
                    Step::Ends(g)
                }
                (None, false) => {
                    // The engine's own reason, in its notation.
                    let ours = format!(
                        "{}{}{}",
                        from.number(),
                        if jump { 'x' } else { '-' },
                        to.number()
                    );
                    return Err(match pos.parse_move(&ours) {
                        Err(e) => format!("{e} (our {ours})"),
                        Ok(_) => format!("not legal here (our {ours})"),
                    });
                }
            }
        }
    };
    Ok(match step {
        Step::Goes(c) => State::Chain(c),
        Step::Ends(g) => State::Game(g),
    })
}

/// A score as shatrabase's `USHIEngine::parseAnalysis` reads it: `cp N`, or `win N` / `loss N`
/// in moves (at least 1).
pub fn score_text(score: i32) -> String {
    let near = DECIDED;
    if score >= near {
        format!("win {}", ((MATE - score + 1) / 2).max(1))
    } else if score <= -near {
        format!("loss {}", ((MATE + score + 1) / 2).max(1))
    } else {
        format!("cp {score}")
    }
}

/// An `info` line: depth, score, nodes, nps, time (at least 1 ms) and the pv in shatrabase's
/// notation (after the tokens `first`, if any, that lead to `pos`).
fn info_line(p: &Progress, pos: &Position, first: &[String]) -> String {
    let mut at = *pos;
    let mut pv: Vec<String> = first.to_vec();
    for m in &p.pv {
        pv.extend(tokens(m, &at));
        at = at.after(m);
    }
    let ms = (p.elapsed.as_millis() as u64).max(1);
    format!(
        "info depth {} score {} nodes {} nps {} time {ms} pv {}",
        p.depth.max(1),
        score_text(p.score),
        p.nodes,
        p.nps,
        pv.join(" ")
    )
}

/// A child's score from the parent's side: negated, a win or loss one ply further away.
fn from_parent(child: i32) -> i32 {
    let s = -child;
    let near = DECIDED;
    if s >= near {
        s - 1
    } else if s <= -near {
        s + 1
    } else {
        s
    }
}

/// Chooses among the ways to end a chain under way: each way's game is searched in turn (to
/// one ply less, or a share of the nodes or time), `go infinite` deepening all of them until
/// `stop`; an `info` line after each round. Returns the best way's tokens.
fn search_ways(
    s: &mut Searcher,
    ways: &[(Vec<String>, Game)],
    strength: Option<Strength>,
    stop: &AtomicBool,
    out: &Out,
) -> Option<Vec<String>> {
    let start = Instant::now();
    let k = ways.len().max(1) as u32;
    let share = |l: Limits| Limits {
        depth: l.depth.map(|d| d.saturating_sub(1).max(1)),
        nodes: l.nodes.map(|n| (n / k as u64).max(1)),
        soft_time: l.soft_time.map(|t| t / k),
        hard_time: l.hard_time.map(|t| t / k),
        mate: l.mate,
    };
    let rounds: Vec<Limits> = match strength {
        Some(st) => vec![share(st.limits_with_cap(&LEVELS, None))],
        None => (1..MAX_PLY as u32 - 1).map(Limits::depth).collect(),
    };
    let mut best: Option<(i32, usize, Vec<crate::moves::Move>)> = None;
    let mut nodes = 0u64;
    let mut depth = 0;
    for limits in rounds {
        let mut round: Option<(i32, usize, Vec<crate::moves::Move>)> = None;
        let mut deepest = 0;
        for (i, (_, g)) in ways.iter().enumerate() {
            if stop.load(Ordering::Relaxed) && best.is_some() {
                break;
            }
            let (score, pv) = match g.outcome() {
                Some(o) => match o.winner {
                    Some(w) if w == g.position().turn() => (-MATE + 1, Vec::new()),
                    Some(_) => (MATE - 1, Vec::new()),
                    None => (0, Vec::new()),
                },
                None => {
                    let r = s.search(g.position(), &g.repetition_hashes(), limits, &mut |_| {});
                    nodes += r.nodes;
                    deepest = deepest.max(r.depth + 1);
                    (from_parent(r.score), r.pv)
                }
            };
            if round.as_ref().is_none_or(|b| score > b.0) {
                round = Some((score, i, pv));
            }
        }
        let Some(r) = round else { break };
        let complete = !stop.load(Ordering::Relaxed) || best.is_none();
        if complete {
            depth = depth.max(deepest.max(1));
            best = Some(r);
            let (score, i, pv) = best.as_ref().expect("just set");
            let elapsed = start.elapsed();
            let ms = (elapsed.as_millis() as u64).max(1);
            let g = &ways[*i].1;
            let p = Progress {
                depth,
                score: *score,
                pv: pv.clone(),
                nodes,
                nps: nodes * 1000 / ms,
                elapsed,
            };
            say(out, &info_line(&p, g.position(), &ways[*i].0));
        }
        if stop.load(Ordering::Relaxed) {
            break;
        }
    }
    best.map(|(_, i, _)| ways[i].0.clone())
}

/// Reads a line of bytes as Latin-1, as shatrabase writes them (`Engine::send`: `toLatin1()`).
pub fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// Runs a session on standard input and output until `quit` or the end of the input. Input is
/// read as bytes: no line ends the session but `quit`.
pub fn run_stdio() {
    run_stdio_with_rules(RuleSet::default())
}

/// [`run_stdio`] with a session that starts under `rules` (see [`Session::with_rules`]).
pub fn run_stdio_with_rules(rules: RuleSet) {
    let out: Out = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    let mut session = Session::with_rules(out, rules);
    let mut line = Vec::new();
    let mut stdin = std::io::stdin().lock();
    loop {
        line.clear();
        match stdin.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => session.handle(latin1(&line).trim_end()),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
        if session.quit {
            return;
        }
    }
    session.handle("quit");
}
