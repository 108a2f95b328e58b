//! UCI for shatar and hiashatar, as Fairy-Stockfish speaks it, so that chess-variant GUIs and
//! match tools (cutechess, fastchess, PyChess, …) can use the engine (`mongol-uci`).
//!
//! The exchange: `uci` → `id …`, `option …` lines (`UCI_Variant` a combo of `shatar` and
//! `hiashatar`, the rule options of RULES-MONGOLIAN.md §1.4 and §2.5 and the hiashatar presets,
//! `Hash`, `Threads`, `Level`, `Ponder`, `EvalNet` (a network added to shatar's evaluation, as
//! `tune --net` writes it), `EvalFile`: evaluation weights from a file as
//! `shatra-cli tune` writes it), `uciok`; `setoption name UCI_Variant value hiashatar` → like
//! Fairy-Stockfish, `info string variant hiashatar files 10 ranks 10 pocket 0 template fairy
//! startpos <FEN>`; `isready` → `readyok`; `ucinewgame`; `position startpos|fen <FEN> [moves …]`
//! (coordinates, `e2e3`, `a7a8j`, `a9a10q`: RULES-MONGOLIAN.md §0); `go` with `depth`, `nodes`,
//! `movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`, `mate` (a win in N moves or fewer
//! ends the search) or `infinite` (a plain `go` plays at the `Level`), `ponder` (no time limit
//! counts until `ponderhit`, then the clock's count from the search's start, and a search that
//! had passed its soft time stops at once; `bestmove` waits for `ponderhit` or `stop`, and
//! names the reply expected, `ponder …`, under the `Ponder` option),
//! and `searchmoves` (only those root moves) → `info depth … seldepth … score
//! cp|mate … nodes … nps … time … pv …` after each depth, then `info nodes … time … nps …` (the whole search's, an iteration stopped part way
//! included) and `bestmove <move>` (without a legal move, or where the position itself ends
//! the game, robado or hiashatar's drawn material: `info depth 0 score mate 0` for a decided
//! game, `score cp 0` for a draw, then `bestmove (none)`); `stop`; `quit`. The first depth is
//! always searched, however little time is left. The moves of `position` may go on past the
//! draws a GUI adjudicates itself (threefold repetition, 100 plies), as Fairy-Stockfish takes
//! them. Also, as Stockfish has them, `d` (the FEN as an `info string`, then a diagram and `Fen:`, `Key:`, `Checkers:`
//! lines) and `go perft N` (each move's count, then `Nodes searched: N`): with them this engine
//! can referee a match in a game Fairy-Stockfish does not play (`scripts/uci-match.py --judge`);
//! and `eval`, whose last line is Stockfish's `Final evaluation +0.38 (white side)` (the static
//! evaluation, by `EvalFile`'s weights where one is set).
//!
//! **Input is bytes**, read as Latin-1 like the Shatra USHI session: a line that is not UTF-8
//! never ends the session. Anything unknown, malformed or out of order gets an `info string`
//! saying what, and is ignored: the engine never panics or stops on bad input, and `stop` or
//! `quit` always end a search. A `position` during a search stops it first (its `bestmove`
//! comes out), then is taken. With `go infinite` the `bestmove` waits for `stop`, as UCI says,
//! even where there is nothing to search (no move, or a refused position).

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::board::fen_letter;
use crate::game::Game;
use crate::moves::Move;
use crate::search::player::{Strength, choose_move};
use crate::search::{DECIDED, Evaluate, Limits, MATE, MAX_PLY, Progress, Searcher};
use crate::square::Square;
use crate::text;
use crate::variant::Variant;
use crate::{Color, hiashatar, shatar};

/// Where the engine's lines go (stdout, or a buffer in tests); shared with the search thread.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// An `info string` text made printable: what the GUI sent (read as Latin-1, so every character
/// of it is at most U+00FF) in ASCII, its other bytes as `\xNN`; the engine's own words, the
/// characters above U+00FF (such as "…"), as they are.
fn shown(text: &str) -> String {
    let mut s = String::new();
    for c in text.chars() {
        match c as u32 {
            0x20..=0x7e | 0x100.. => s.push(c),
            n => s.push_str(&format!("\\x{n:02x}")),
        }
    }
    s
}

/// Reads a line of bytes as Latin-1 (every byte a character: never an error).
pub fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// The game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantName {
    Shatar,
    Hiashatar,
}

impl VariantName {
    /// As `UCI_Variant` names it.
    pub fn uci_name(self) -> &'static str {
        match self {
            VariantName::Shatar => "shatar",
            VariantName::Hiashatar => "hiashatar",
        }
    }
}

/// What the last `position` set up.
#[derive(Clone, Debug)]
enum State {
    Shatar(Game<shatar::Position>),
    Hiashatar(Game<hiashatar::Position>),
    /// Refused, with the reason: `go` searches nothing.
    Refused(String),
}

/// How a `go` searches.
#[derive(Clone, Copy, Debug)]
enum Plan {
    Limits(Limits),
    Strength(Strength),
    /// Until `stop` (the answer waits for it; the search ends at a win in N moves or fewer
    /// with `mate N`, as Stockfish's does).
    Infinite(Option<u32>),
}

/// The check options: (UCI name, getter/setter on the options), the session's and the PGN
/// tags' one table (the fuzz harness reads it too).
pub type ShatarFlag = (&'static str, fn(&mut shatar::Options) -> &mut bool);
pub type HiaFlag = (&'static str, fn(&mut hiashatar::Options) -> &mut bool);

pub const SHATAR_FLAGS: [ShatarFlag; 3] = [
    ("Shatar_BishopThreeSquares", |o| &mut o.bishop_three_squares),
    ("Shatar_StalemateLoses", |o| &mut o.stalemate_loses),
    ("Shatar_Modern", |o| &mut o.modern),
];

pub const HIA_FLAGS: [HiaFlag; 7] = [
    ("Hiashatar_QueensToTheRight", |o| &mut o.queens_to_the_right),
    ("Hiashatar_HiaCapturesDiagonallyOnly", |o| {
        &mut o.hia_captures_diagonally_only
    }),
    ("Hiashatar_ZoneBrakesBothSides", |o| {
        &mut o.zone_brakes_both_sides
    }),
    ("Hiashatar_ZoneBrakesOnlyPassing", |o| {
        &mut o.zone_brakes_only_passing
    }),
    ("Hiashatar_EnPassantAnyPassed", |o| {
        &mut o.en_passant_any_passed
    }),
    ("Hiashatar_PromotionToAny", |o| &mut o.promotion_to_any),
    ("Hiashatar_HiaChecksAdjacentOnly", |o| {
        &mut o.hia_checks_adjacent_only
    }),
];

pub(crate) const START_NAMES: [(&str, shatar::Start); 3] = [
    ("queens-pawn", shatar::Start::QueensPawn),
    ("kings-pawn", shatar::Start::KingsPawn),
    ("bers-beside-king", shatar::Start::BersBesideKing),
];

pub(crate) const KNIGHT_MATE_NAMES: [(&str, shatar::KnightMate); 3] = [
    ("loses", shatar::KnightMate::Loses),
    ("illegal", shatar::KnightMate::Illegal),
    ("wins", shatar::KnightMate::Wins),
];

/// A game's searcher, made at the session's first `isready` or search while that game is
/// played (with the `Hash` and `Threads` of that moment): a session that never plays hiashatar
/// never makes its tables, and a `Hash` set before the first `isready` makes none it throws
/// away.
struct Slot<P: Evaluate>(Option<Arc<Mutex<Searcher<P>>>>);

impl<P: Evaluate> Slot<P> {
    /// Runs `f` on the searcher, if it has been made (and no search thread panicked with it).
    fn with(&self, f: impl FnOnce(&mut Searcher<P>)) {
        if let Some(s) = &self.0
            && let Ok(mut s) = s.lock()
        {
            f(&mut s);
        }
    }

    /// The searcher, made now if it was not: `isready` makes it, so that its table is taken
    /// from the system before the first `go` rather than in its time.
    fn make(&mut self, hash_mib: usize, threads: usize) -> &Arc<Mutex<Searcher<P>>> {
        self.0.get_or_insert_with(|| {
            let mut s = Searcher::new(hash_mib);
            s.set_threads(threads);
            Arc::new(Mutex::new(s))
        })
    }

    /// The searcher, made now if it was not, searching with `weights` (`None`: the built-in
    /// ones).
    fn get(
        &mut self,
        hash_mib: usize,
        threads: usize,
        weights: Option<crate::search::Weights>,
        net: Option<Arc<crate::search::Net>>,
    ) -> Arc<Mutex<Searcher<P>>> {
        let s = self.make(hash_mib, threads).clone();
        if let Ok(mut searcher) = s.lock() {
            searcher.set_weights(weights);
            searcher.set_net(net);
        }
        s
    }
}

/// A file option's value read: `None` for `<empty>` or nothing, else what `parse` makes of the
/// file's text (at most `limit` bytes of it); an error begins with the path and says what is
/// wrong.
fn option_file<T>(
    value: &str,
    limit: u64,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> Result<Option<T>, String> {
    let path = value.trim();
    if path.is_empty() || path == "<empty>" {
        return Ok(None);
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| {
            use std::io::Read;
            f.take(limit).read_to_string(&mut text)
        })
        .map_err(|e| format!("{path}: {e}"))?;
    parse(&text).map(Some).map_err(|e| format!("{path}: {e}"))
}

/// One UCI session.
pub struct Session {
    out: Out,
    variant: VariantName,
    shatar_options: shatar::Options,
    hia_options: hiashatar::Options,
    state: State,
    hash_mib: usize,
    threads: usize,
    level: u8,
    shatar_searcher: Slot<shatar::Position>,
    hia_searcher: Slot<hiashatar::Position>,
    /// `EvalFile`'s text: evaluation weights as `name=value` lines over each game's built-in
    /// ones (`shatra-cli tune` writes them); `None`: the built-in weights.
    eval_file: Option<String>,
    /// `EvalNet`'s network, added to shatar's evaluation (`None`: the evaluation alone).
    eval_net: Option<Arc<crate::search::Net>>,
    stop: Arc<AtomicBool>,
    /// Up while a `go ponder` search has not been told `ponderhit`.
    pondering: Arc<AtomicBool>,
    /// The `Ponder` option: `bestmove` names the reply expected (`ponder …`); read as the
    /// answer is given, so a change during a search counts for it.
    ponder_option: Arc<AtomicBool>,
    thinking: Option<JoinHandle<()>>,
    /// Set by the search thread as it writes its `bestmove`: the search is over for the GUI,
    /// which may send its next command before the thread has quite ended.
    answered: Arc<AtomicBool>,
    /// Set by `quit`: the caller ends the session.
    pub quit: bool,
}

const DEFAULT_HASH: usize = 64;

impl Session {
    /// A session writing to `out`, playing shatar under its default rules.
    pub fn new(out: Out) -> Session {
        Session::with_hash(out, DEFAULT_HASH)
    }

    /// A session whose tables start at `hash_mib` MiB (as after `setoption name Hash value …`,
    /// without making and clearing the default ones first: the fuzz target's many short
    /// sessions).
    pub fn with_hash(out: Out, hash_mib: usize) -> Session {
        let hash_mib = hash_mib.max(1);
        let stop = Arc::new(AtomicBool::new(false));
        let mut s = Session {
            out,
            variant: VariantName::Shatar,
            shatar_options: shatar::Options::default(),
            hia_options: hiashatar::Options::default(),
            state: State::Refused(String::new()),
            hash_mib,
            threads: 1,
            level: 8,
            shatar_searcher: Slot(None),
            hia_searcher: Slot(None),
            eval_file: None,
            eval_net: None,
            stop,
            pondering: Arc::new(AtomicBool::new(false)),
            ponder_option: Arc::new(AtomicBool::new(false)),
            thinking: None,
            answered: Arc::new(AtomicBool::new(false)),
            quit: false,
        };
        s.state = s.start_state();
        s
    }

    fn start_state(&self) -> State {
        match self.variant {
            VariantName::Shatar => {
                State::Shatar(Game::new(shatar::Position::new(self.shatar_options)))
            }
            VariantName::Hiashatar => {
                State::Hiashatar(Game::new(hiashatar::Position::new(self.hia_options)))
            }
        }
    }

    fn start_fen(&self) -> String {
        match self.variant {
            VariantName::Shatar => shatar::Position::new(self.shatar_options).fen(),
            VariantName::Hiashatar => hiashatar::Position::new(self.hia_options).fen(),
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
        // A search whose `bestmove` is out is over, even if its thread has a step left to take.
        let done = self.answered.load(Ordering::Acquire);
        if self
            .thinking
            .as_ref()
            .is_some_and(|t| done || t.is_finished())
        {
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
            "uci" => self.identify(),
            "isready" => {
                // The game's searcher and its table are made now, not in the first search.
                match self.variant {
                    VariantName::Shatar => {
                        self.shatar_searcher.make(self.hash_mib, self.threads);
                    }
                    VariantName::Hiashatar => {
                        self.hia_searcher.make(self.hash_mib, self.threads);
                    }
                }
                say(&self.out, "readyok")
            }
            "setoption" => self.setoption(&words[1..]),
            "ucinewgame" => {
                if self.searching() {
                    self.info("ucinewgame during a search: the search is stopped first");
                    self.finish();
                }
                self.state = self.start_state();
                self.shatar_searcher.with(Searcher::clear);
                self.hia_searcher.with(Searcher::clear);
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
            // Standard UCI commands this engine has no use for: taken quietly.
            // The move pondered on was played: the search goes on under its time limits.
            "ponderhit" => self.pondering.store(false, Ordering::Relaxed),
            "debug" | "register" => {}
            "d" => self.display(),
            "eval" => self.static_evaluation(),
            "quit" => {
                self.finish();
                self.quit = true;
            }
            other => self.info(&format!("unknown command '{other}'")),
        }
    }

    fn identify(&self) {
        say(&self.out, "id name Mongol engine (shatar, hiashatar)");
        say(&self.out, "id author the Shatra 3D authors");
        let mut lines = vec![
            "option name UCI_Variant type combo default shatar var shatar var hiashatar"
                .to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH} min 1 max 4096"),
            format!(
                "option name Threads type spin default 1 min 1 max {}",
                crate::search::MAX_THREADS
            ),
            "option name Level type spin default 8 min 1 max 8".to_string(),
            "option name Ponder type check default false".to_string(),
            "option name EvalFile type string default <empty>".to_string(),
            "option name EvalNet type string default <empty>".to_string(),
            "option name Shatar_Start type combo default queens-pawn var queens-pawn var \
             kings-pawn var bers-beside-king"
                .to_string(),
            "option name Shatar_KnightMate type combo default loses var loses var illegal var wins"
                .to_string(),
        ];
        for (name, _) in SHATAR_FLAGS {
            lines.push(format!("option name {name} type check default false"));
        }
        lines.push(
            "option name Hiashatar_Preset type combo default none var none var vivanto var dagaz"
                .to_string(),
        );
        for (name, _) in HIA_FLAGS {
            lines.push(format!("option name {name} type check default false"));
        }
        for l in lines {
            say(&self.out, &l);
        }
        say(&self.out, "uciok");
    }

    /// After a change of game or rules: the start position, and Fairy-Stockfish's line naming
    /// the variant.
    fn rules_changed(&mut self) {
        self.state = self.start_state();
        let side = match self.variant {
            VariantName::Shatar => 8,
            VariantName::Hiashatar => 10,
        };
        say(
            &self.out,
            &format!(
                "info string variant {} files {side} ranks {side} pocket 0 template fairy \
                 startpos {}",
                self.variant.uci_name(),
                self.start_fen()
            ),
        );
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
        let lower = name.to_ascii_lowercase();
        let busy = self.searching();
        if busy && lower != "level" && lower != "ponder" {
            self.info(&format!("{name} cannot change during a search; ignored"));
            return;
        }
        let check = |value: &str| match value.to_ascii_lowercase().as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
        match lower.as_str() {
            "uci_variant" => match value.to_ascii_lowercase().as_str() {
                "shatar" => {
                    self.variant = VariantName::Shatar;
                    self.rules_changed();
                }
                "hiashatar" => {
                    self.variant = VariantName::Hiashatar;
                    self.rules_changed();
                }
                _ => self.info(&format!(
                    "UCI_Variant '{value}' is not played here: shatar or hiashatar"
                )),
            },
            "hash" => match value.parse::<usize>() {
                Ok(m @ 1..=4096) => {
                    if m != self.hash_mib {
                        // New tables of the new size, made at the next `isready` or search.
                        self.hash_mib = m;
                        self.shatar_searcher = Slot(None);
                        self.hia_searcher = Slot(None);
                    }
                }
                _ => self.info(&format!("Hash must be 1 to 4096 (MiB), not '{value}'")),
            },
            "threads" => match value.parse::<usize>() {
                Ok(n @ 1..=crate::search::MAX_THREADS) => {
                    self.threads = n;
                    self.shatar_searcher.with(|s| s.set_threads(n));
                    self.hia_searcher.with(|s| s.set_threads(n));
                }
                _ => self.info(&format!(
                    "Threads must be 1 to {}, not '{value}'",
                    crate::search::MAX_THREADS
                )),
            },
            "evalfile" => self.set_eval_file(&value),
            "evalnet" => self.set_eval_net(&value),
            "ponder" => match check(&value) {
                Some(b) => self.ponder_option.store(b, Ordering::Relaxed),
                None => self.info(&format!("Ponder must be true or false, not '{value}'")),
            },
            "level" => match value.parse::<u8>() {
                Ok(l @ 1..=8) => self.level = l,
                _ => self.info(&format!("Level must be 1 to 8, not '{value}'")),
            },
            "shatar_start" => match START_NAMES.iter().find(|(n, _)| n.eq_ignore_ascii_case(&value)) {
                Some(&(_, start)) => {
                    self.shatar_options.start = start;
                    self.shatar_rules_changed();
                }
                None => self.info(&format!(
                    "Shatar_Start must be queens-pawn, kings-pawn or bers-beside-king, not '{value}'"
                )),
            },
            "shatar_knightmate" => {
                match KNIGHT_MATE_NAMES
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&value))
                {
                    Some(&(_, k)) => {
                        self.shatar_options.knight_mate = k;
                        self.shatar_rules_changed();
                    }
                    None => self.info(&format!(
                        "Shatar_KnightMate must be loses, illegal or wins, not '{value}'"
                    )),
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
                        self.hia_options = o;
                        self.hia_rules_changed();
                    }
                    None => self.info(&format!(
                        "Hiashatar_Preset must be none, vivanto or dagaz, not '{value}'"
                    )),
                }
            }
            _ => {
                if let Some((n, flag)) = SHATAR_FLAGS.iter().find(|(n, _)| n.eq_ignore_ascii_case(&name)) {
                    match check(&value) {
                        Some(b) => {
                            *flag(&mut self.shatar_options) = b;
                            self.shatar_rules_changed();
                        }
                        None => self.info(&format!("{n} must be true or false, not '{value}'")),
                    }
                } else if let Some((n, flag)) =
                    HIA_FLAGS.iter().find(|(n, _)| n.eq_ignore_ascii_case(&name))
                {
                    match check(&value) {
                        Some(b) => {
                            *flag(&mut self.hia_options) = b;
                            self.hia_rules_changed();
                        }
                        None => self.info(&format!("{n} must be true or false, not '{value}'")),
                    }
                } else {
                    self.info(&format!("unknown option '{name}'"));
                }
            }
        }
    }

    /// `setoption name EvalFile value <path>`: weights from the file (at most 1 MiB of it),
    /// for both games' searches from the next `go`; `<empty>` or nothing: the built-in ones. A
    /// file that cannot be read or holds a bad line is refused with the reason, and the weights
    /// stay as they were.
    fn set_eval_file(&mut self, value: &str) {
        let base = shatar::Position::new(self.shatar_options).weights();
        match option_file(value, 1 << 20, |text| {
            crate::search::Weights::from_text(text, &base).map(|_| text.to_string())
        }) {
            Ok(text) => self.eval_file = text,
            Err(e) => self.info(&format!("EvalFile {e}; the weights stay as they were")),
        }
    }

    /// `setoption name EvalNet value <path>`: a network (`shatra-cli --game shatar tune --net`
    /// writes one, at most 8 MiB) whose output is added to shatar's evaluation from the next
    /// `go`; `<empty>` or nothing: none. A file that cannot be read or is not a network is
    /// refused with the reason, and the network stays as it was.
    fn set_eval_net(&mut self, value: &str) {
        match option_file(value, 8 << 20, crate::search::Net::from_text) {
            Ok(net) => self.eval_net = net.map(Arc::new),
            Err(e) => self.info(&format!("EvalNet {e}; the network stays as it was")),
        }
    }

    /// The weights a search of `pos` plays with: `EvalFile`'s over the game's built-in ones, or
    /// none (the built-in ones).
    fn weights_for<P: Evaluate>(&self, pos: &P) -> Option<crate::search::Weights> {
        let text = self.eval_file.as_ref()?;
        crate::search::Weights::from_text(text, &pos.weights()).ok()
    }

    fn shatar_rules_changed(&mut self) {
        self.shatar_searcher.with(Searcher::clear);
        if self.variant == VariantName::Shatar {
            self.rules_changed();
        }
    }

    fn hia_rules_changed(&mut self) {
        self.hia_searcher.with(Searcher::clear);
        if self.variant == VariantName::Hiashatar {
            self.rules_changed();
        }
    }

    fn refuse(&mut self, why: String) {
        self.info(&format!("position refused: {why}"));
        self.state = State::Refused(why);
    }

    fn position(&mut self, words: &[&str]) {
        let moves_at = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &words[words.len()..]),
        };
        let state = match setup.first() {
            Some(&"startpos") if setup.len() == 1 => Ok(self.start_state()),
            Some(&"fen") => {
                let fen = setup[1..].join(" ");
                match self.variant {
                    VariantName::Shatar => shatar::Position::from_fen(&fen, self.shatar_options)
                        .map(|p| State::Shatar(Game::new(p))),
                    VariantName::Hiashatar => hiashatar::Position::from_fen(&fen, self.hia_options)
                        .map(|p| State::Hiashatar(Game::new(p))),
                }
                .map_err(|e| format!("FEN '{fen}': {e}"))
            }
            _ => Err("position needs 'startpos' or 'fen <FEN>', then optionally 'moves …'".into()),
        };
        let played = state.and_then(|s| match s {
            State::Shatar(g) => play_moves(g, moves).map(State::Shatar),
            State::Hiashatar(g) => play_moves(g, moves).map(State::Hiashatar),
            State::Refused(why) => Err(why),
        });
        match played {
            Ok(s) => self.state = s,
            Err(why) => self.refuse(why),
        }
    }

    /// `d`: the FEN as an `info string` (what `--check-fen` of scripts/uci-match.py reads),
    /// then as Fairy-Stockfish prints it: a diagram, `Fen:`, `Key:` and `Checkers:` lines, so
    /// that a match script can take this engine as its referee where Fairy-Stockfish does not
    /// play the game (hiashatar).
    fn display(&self) {
        match &self.state {
            State::Shatar(g) => self.describe(g.position()),
            State::Hiashatar(g) => self.describe(g.position()),
            State::Refused(why) => self.info(&format!(
                "variant {} fen none (refused: {why})",
                self.variant.uci_name()
            )),
        }
    }

    /// `eval`: the position's static evaluation from White's side, by `EvalFile`'s weights
    /// where one is set, as Fairy-Stockfish's `eval` ends (`Final evaluation +0.38 (white
    /// side)`, in pawns; `none (in check)`, where the search has none either).
    fn static_evaluation(&self) {
        match &self.state {
            State::Shatar(g) => self.say_evaluation(g.position()),
            State::Hiashatar(g) => self.say_evaluation(g.position()),
            State::Refused(why) => self.info(&format!(
                "eval: nothing to evaluate, the position was refused: {why}"
            )),
        }
    }

    fn say_evaluation<P: Evaluate>(&self, pos: &P) {
        if pos.is_check() {
            say(&self.out, "Final evaluation none (in check)");
            return;
        }
        let own = match self.weights_for(pos) {
            Some(w) => pos.evaluate_with(&w),
            None => pos.evaluate(),
        };
        let white = if pos.turn() == Color::White {
            own
        } else {
            -own
        };
        say(
            &self.out,
            &format!(
                "Final evaluation {:+.2} (white side)",
                f64::from(white) / 100.0
            ),
        );
    }

    fn describe<P: Variant>(&self, pos: &P) {
        let fen = pos.fen();
        self.info(&format!("variant {} fen {fen}", self.variant.uci_name()));
        let board = pos.board();
        let side = board.size().side();
        let rule = format!(" {}+", "+---".repeat(side as usize));
        for rank in (0..side).rev() {
            say(&self.out, &rule);
            let mut row = String::from(" ");
            for file in 0..side {
                let piece = Square::new(file, rank).and_then(|sq| board.piece_at(sq));
                let letter = piece.map_or(' ', |p| fen_letter(p, P::piece_letter));
                row.push_str(&format!("| {letter} "));
            }
            say(&self.out, &format!("{row}| {}", rank + 1));
        }
        say(&self.out, &rule);
        let files: String = (0..side)
            .filter_map(|f| Square::new(f, 0))
            .map(|sq| format!("   {}", sq.file_char()))
            .collect();
        say(&self.out, &format!(" {files}"));
        say(&self.out, "");
        say(&self.out, &format!("Fen: {fen}"));
        say(&self.out, &format!("Key: {:016X}", pos.hash()));
        let checkers: Vec<String> = pos.checkers().iter().map(|sq| sq.to_string()).collect();
        say(&self.out, &format!("Checkers: {}", checkers.join(" ")));
    }

    /// `go perft N`: each legal move with the count of move sequences of `N` plies it starts
    /// (`e2e3: 20`), a blank line and `Nodes searched: <total>`, as Stockfish prints it.
    /// Counted on the position's moves alone, as `shatra-cli perft` counts.
    fn perft(&self, words: &[&str]) {
        let depth = match words.first().map(|w| w.parse::<u32>()) {
            Some(Ok(d @ 1..=12)) => d,
            _ => {
                self.info("go perft needs a depth from 1 to 12");
                return;
            }
        };
        match &self.state {
            State::Shatar(g) => self.divide(g.position(), depth),
            State::Hiashatar(g) => self.divide(g.position(), depth),
            State::Refused(why) => {
                self.info(&format!(
                    "go perft: nothing to count, the position was refused: {why}"
                ));
                // The line a referee waits for.
                say(&self.out, "");
                say(&self.out, "Nodes searched: 0");
            }
        }
    }

    fn divide<P: Variant>(&self, pos: &P, depth: u32) {
        let mut total = 0;
        for (m, n) in crate::perft::divide(pos, depth) {
            say(&self.out, &format!("{}: {n}", text::to_uci::<P>(&m)));
            total += n;
        }
        say(&self.out, "");
        say(&self.out, &format!("Nodes searched: {total}"));
    }

    /// A position without a legal move, or one that ends the game where it stands (robado,
    /// hiashatar's drawn material): the game's result as Stockfish reports a mate or stalemate
    /// at the root (`info depth 0 score mate 0`: decided, whichever side the rules give it to,
    /// as shatar's knight's mate goes to the mated side; `score cp 0`: a draw). `None` where
    /// there is a move to search: the draws a GUI adjudicates (threefold, 100 plies) are
    /// played on, as Fairy-Stockfish plays on.
    fn no_move<P: Variant>(game: &Game<P>) -> Option<String> {
        let pos = game.position();
        let ended = pos.outcome();
        if ended.is_none() && !pos.legal_moves().is_empty() {
            return None;
        }
        let score = match ended.or_else(|| game.outcome()) {
            Some(o) if o.is_draw() => "cp 0",
            _ => "mate 0",
        };
        Some(format!("info depth 0 score {score}"))
    }

    /// `searchmoves`' moves, each legal one in `pos` (the others named and left out); `None`
    /// when none was given or none is legal (every move is searched).
    fn root_moves<P: Variant>(&self, pos: &P, words: &[&str]) -> Option<Vec<Move>> {
        let mut moves = Vec::new();
        for w in words {
            match text::parse_uci(pos, w) {
                Ok(m) => moves.push(m),
                Err(e) => self.info(&format!("go searchmoves: '{}' left out: {e}", shown(w))),
            }
        }
        (!moves.is_empty()).then_some(moves)
    }

    /// `bestmove (none)`: at once, or after `go infinite` only once `stop` comes and after `go
    /// ponder` once `ponderhit` or `stop` comes (UCI), from a thread that `stop` ends as it
    /// ends a search.
    fn answer_none(&mut self, infinite: bool) {
        if !infinite && !self.pondering.load(Ordering::Relaxed) {
            say(&self.out, "bestmove (none)");
            return;
        }
        let answer = self.answer();
        self.thinking = Some(std::thread::spawn(move || {
            answer.wait(infinite);
            answer.give(None, None);
        }));
    }

    /// How the thread of a search starting now gives its `bestmove` (the stop and answered
    /// flags lowered for it).
    fn answer(&self) -> Answer {
        self.stop.store(false, Ordering::Relaxed);
        self.answered.store(false, Ordering::Release);
        Answer {
            out: self.out.clone(),
            stop: self.stop.clone(),
            pondering: self.pondering.clone(),
            answered: self.answered.clone(),
            name_reply: self.ponder_option.clone(),
        }
    }

    fn go(&mut self, words: &[&str]) {
        if words.first() == Some(&"perft") {
            self.perft(&words[1..]);
            return;
        }
        let mut nums: [Option<u64>; 9] = [None; 9];
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
        let mut infinite = false;
        let mut ponder = false;
        let mut search_words: Vec<&str> = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            if let Some(k) = KEYS.iter().position(|k| *k == key) {
                match words.get(i + 1).and_then(|v| uci_number(v)) {
                    Some(n) => {
                        nums[k] = Some(n.max(0) as u64);
                        i += 2;
                    }
                    None => {
                        self.info(&format!("go: '{key}' needs a number; ignored"));
                        i += 1;
                    }
                }
                continue;
            }
            match key {
                "infinite" => infinite = true,
                "ponder" => ponder = true,
                "searchmoves" => {
                    // The moves up to the next keyword.
                    let mut j = i + 1;
                    while let Some(&w) = words.get(j)
                        && !KEYS.contains(&w)
                        && !["infinite", "ponder", "searchmoves"].contains(&w)
                    {
                        search_words.push(w);
                        j += 1;
                    }
                    i = j;
                    continue;
                }
                other => self.info(&format!("go: unknown word '{other}'; ignored")),
            }
            i += 1;
        }
        let [
            depth,
            nodes,
            movetime,
            wtime,
            btime,
            winc,
            binc,
            movestogo,
            mate,
        ] = nums;
        self.pondering.store(ponder, Ordering::Relaxed);
        let (turn, ended) = match &self.state {
            State::Shatar(g) => (g.position().turn(), Self::no_move(g)),
            State::Hiashatar(g) => (g.position().turn(), Self::no_move(g)),
            State::Refused(why) => {
                self.info(&format!(
                    "go: nothing to search, the position was refused: {why}"
                ));
                self.answer_none(infinite);
                return;
            }
        };
        if let Some(info) = ended {
            say(&self.out, &info);
            self.answer_none(infinite);
            return;
        }
        let root_moves = match &self.state {
            State::Shatar(g) => self.root_moves(g.position(), &search_words),
            State::Hiashatar(g) => self.root_moves(g.position(), &search_words),
            State::Refused(_) => None,
        };
        let (clock, inc) = match turn {
            Color::White => (wtime, winc),
            Color::Black => (btime, binc),
        };
        // A win in N moves or fewer ends the search (with no other limit it goes on until one
        // is found or `stop`, as Fairy-Stockfish's does).
        let mate = mate.map(|n| n.clamp(1, MAX_PLY as u64 / 2) as u32);
        let plan = if infinite {
            Plan::Infinite(mate)
        } else if [depth, nodes, movetime, clock].iter().any(Option::is_some) || mate.is_some() {
            let mut l = Limits {
                depth: depth.map(|d| (d as u32).clamp(1, MAX_PLY as u32 - 8)),
                nodes: nodes.map(|n| n.max(1)),
                mate,
                ..Limits::default()
            };
            if let Some(ms) = movetime {
                let t = Duration::from_millis(ms.max(1));
                l.soft_time = Some(t);
                l.hard_time = Some(t);
            } else if let Some(left) = clock {
                let (soft, hard) = time_for_move(left, inc.unwrap_or(0), movestogo);
                l.soft_time = Some(soft);
                l.hard_time = Some(hard);
            }
            Plan::Limits(l)
        } else {
            Plan::Strength(Strength::Level(self.level))
        };
        let answer = self.answer();
        self.thinking = Some(match &self.state {
            State::Shatar(g) => spawn(
                self.shatar_searcher.get(
                    self.hash_mib,
                    self.threads,
                    self.weights_for(g.position()),
                    self.eval_net.clone(),
                ),
                g.clone(),
                (plan, root_moves),
                answer,
            ),
            State::Hiashatar(g) => spawn(
                self.hia_searcher.get(
                    self.hash_mib,
                    self.threads,
                    self.weights_for(g.position()),
                    None,
                ),
                g.clone(),
                (plan, root_moves),
                answer,
            ),
            State::Refused(_) => unreachable!("answered above"),
        });
    }
}

/// A `go` number: an integer (a negative one counts as 0), one too large for 64 bits as the
/// largest (a clock of ages, not a mistake); `None` for anything else.
fn uci_number(word: &str) -> Option<i64> {
    match word.parse::<i64>() {
        Ok(n) => Some(n),
        Err(_) if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) => Some(i64::MAX),
        Err(_) => None,
    }
}

/// Soft and hard limits from a clock: a share of the time left (of the moves to go, or of
/// about 30) and most of the increment, never more than a third of what is left.
fn time_for_move(left_ms: u64, inc_ms: u64, movestogo: Option<u64>) -> (Duration, Duration) {
    let mtg = movestogo.unwrap_or(30).clamp(1, 60);
    let reserve = (left_ms / 20).min(1000);
    let usable = left_ms.saturating_sub(reserve);
    let base = (usable / mtg).saturating_add(inc_ms.saturating_mul(3) / 4);
    let hard = base.saturating_mul(2).min(usable / 3).max(1);
    let soft = (base.saturating_mul(6) / 10).min(hard).max(1);
    (Duration::from_millis(soft), Duration::from_millis(hard))
}

/// Plays coordinate moves on `game`, past the draws a GUI adjudicates ([`Game::play_on`]).
fn play_moves<P: Variant>(mut game: Game<P>, moves: &[&str]) -> Result<Game<P>, String> {
    for (i, m) in moves.iter().enumerate() {
        let mv = text::parse_uci(game.position(), m)
            .map_err(|e| format!("move {} '{m}': {e}", i + 1))?;
        game.play_on(&mv)
            .map_err(|e| format!("move {} '{m}': {e}", i + 1))?;
    }
    Ok(game)
}

/// A score as UCI writes it: `cp N`, or `mate N` in moves (negative when mated).
pub fn score_text(score: i32) -> String {
    let near = DECIDED;
    if score >= near {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -near {
        format!("mate -{}", (MATE + score) / 2)
    } else {
        format!("cp {score}")
    }
}

fn info_line<P: Variant>(p: &Progress) -> String {
    let pv: Vec<String> = p.pv.iter().map(|m| text::to_uci::<P>(m)).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        p.depth.max(1),
        p.seldepth.max(p.depth),
        score_text(p.score),
        p.nodes,
        p.nps,
        p.elapsed.as_millis(),
        pv.join(" ")
    )
}

fn spawn<P: Evaluate + 'static>(
    searcher: Arc<Mutex<Searcher<P>>>,
    game: Game<P>,
    (plan, root_moves): (Plan, Option<Vec<Move>>),
    answer: Answer,
) -> JoinHandle<()> {
    std::thread::spawn(move || {
        let (best, reply) = match searcher.lock() {
            Ok(mut s) => {
                s.set_stop_flag(answer.stop.clone());
                s.set_ponder_flag(answer.pondering.clone());
                s.set_root_moves(root_moves);
                let mut progress = |p: &Progress| say(&answer.out, &info_line::<P>(p));
                let r = match plan {
                    Plan::Limits(l) => s.search(&game, l, &mut progress),
                    Plan::Infinite(mate) => s.search(
                        &game,
                        Limits {
                            mate,
                            ..Limits::default()
                        },
                        &mut progress,
                    ),
                    Plan::Strength(st) => choose_move(&mut s, &game, st, 1, None, &mut progress),
                };
                // The whole search's count (an iteration stopped part way searched more than
                // the last report said), as GUIs read it from the last `info` line.
                say(
                    &answer.out,
                    &format!(
                        "info nodes {} time {} nps {}",
                        r.nodes,
                        r.elapsed.as_millis(),
                        search_core::nps(r.nodes, r.elapsed)
                    ),
                );
                // The reply expected: the line's second move, where the move played is its
                // first (a weak level may play another).
                let reply = (r.pv.first() == r.best.as_ref())
                    .then(|| r.pv.get(1).copied())
                    .flatten();
                (r.best, reply)
            }
            Err(_) => (game.position().legal_moves().first().copied(), None),
        };
        answer.wait(matches!(plan, Plan::Infinite(_)));
        answer.give(
            best.map(|m| text::to_uci::<P>(&m)),
            reply.map(|m| text::to_uci::<P>(&m)),
        );
    })
}

/// How a search thread gives its `bestmove`: where, the session's flags, and whether to name
/// the reply expected (the `Ponder` option).
struct Answer {
    out: Out,
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
    answered: Arc<AtomicBool>,
    name_reply: Arc<AtomicBool>,
}

impl Answer {
    /// Waits, as UCI says, after `go infinite` until `stop`, after `go ponder` until
    /// `ponderhit` or `stop`.
    fn wait(&self, infinite: bool) {
        while !self.stop.load(Ordering::Relaxed)
            && (infinite || self.pondering.load(Ordering::Relaxed))
        {
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// `bestmove <best> [ponder <reply>]`, or `bestmove (none)`; the search is over for the
    /// GUI.
    fn give(&self, best: Option<String>, reply: Option<String>) {
        self.answered.store(true, Ordering::Release);
        let line = match (best, reply) {
            (Some(m), Some(r)) if self.name_reply.load(Ordering::Relaxed) => {
                format!("bestmove {m} ponder {r}")
            }
            (Some(m), _) => format!("bestmove {m}"),
            (None, _) => "bestmove (none)".to_string(),
        };
        say(&self.out, &line);
    }
}

/// Runs a session on standard input and output until `quit` or the end of the input. Input is
/// read as bytes (Latin-1): no line ends the session but `quit`.
pub fn run_stdio() {
    run_stdio_after(&[]);
}

/// Standard output that says nothing while `0` is set.
struct Muted(Arc<AtomicBool>);

impl Write for Muted {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.0.load(Ordering::Relaxed) {
            Ok(buf.len())
        } else {
            std::io::stdout().write(buf)
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stdout().flush()
    }
}

/// [`run_stdio`] after the session has been given `setup` (lines such as `setoption name
/// UCI_Variant value hiashatar`: a command line's options), whose answers are not written.
pub fn run_stdio_after(setup: &[String]) {
    let muted = Arc::new(AtomicBool::new(true));
    let out: Out = Arc::new(Mutex::new(Box::new(Muted(muted.clone()))));
    let mut session = Session::new(out);
    for line in setup {
        session.handle(line);
    }
    muted.store(false, Ordering::Relaxed);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet_session() -> Session {
        let out: Out = Arc::new(Mutex::new(Box::new(std::io::sink())));
        Session::with_hash(out, 1)
    }

    #[test]
    fn isready_makes_the_played_game_s_searcher_and_a_new_hash_makes_it_again() {
        let mut s = quiet_session();
        assert!(s.shatar_searcher.0.is_none() && s.hia_searcher.0.is_none());
        s.handle("isready");
        assert!(s.shatar_searcher.0.is_some(), "shatar's, before any search");
        assert!(
            s.hia_searcher.0.is_none(),
            "not hiashatar's, which is not played"
        );
        s.handle("setoption name UCI_Variant value hiashatar");
        s.handle("isready");
        assert!(s.hia_searcher.0.is_some());
        s.handle("setoption name Hash value 2");
        assert!(s.shatar_searcher.0.is_none() && s.hia_searcher.0.is_none());
        s.handle("isready");
        let made = s
            .hia_searcher
            .0
            .as_ref()
            .expect("made again at the new size");
        assert_eq!(made.lock().unwrap().hash_mib(), 2);
    }
}
