//! SGN: shatrabase's game records (github.com/franzm/shatrabase), a PGN-like text, written as
//! its `Output` class writes them with `data/templates/sgn-default.template` (tags, a blank line,
//! the moves wrapped at 80 characters, two spaces, the result; games separated by a blank line:
//! `src/database/output.cpp`), and read as its `SgnDatabase` reads them
//! (`src/database/sgndatabase.cpp`).
//!
//! Moves are written in shatrabase's numeric notation (`SBoard::moveToLann`, `sboard.cpp`) with
//! its default of squares numbered as here (`g_numRev`): a step or drop `46-32`; each jump of a
//! chain is a move of its own there, written `46:32` then `:18`, without a move number; a
//! promotion letter (`Q`, `R`, `B`) follows the landing where it happens, and `x` follows the jump
//! that takes a Biy. On reading, as shatrabase does, a record whose first move starts on a square
//! of 31 or below is taken to be numbered from the other end (its `g_inRev`).
//!
//! The rule version is not in shatrabase's files (it is chosen for a whole session); we write a
//! `Variant` tag, `"Original"` or `"Extended"` (our default rules), which shatrabase keeps as an
//! ordinary tag, and read it back. A game that starts from a set-up position carries
//! `[SPN "…"]` and `[Setup "1"]`, as shatrabase writes them (`Game::setStartingBoard`).

use std::fmt;

use crate::game::{Game, GameError};
use crate::moves::{Move, MoveKind};
use crate::piece::{Color, Kind};
use crate::position::Position;
use crate::rules::RuleSet;
use crate::spn::{from_spn, to_spn};
use crate::square::Square;

/// One game of an SGN file: its tags in file order, and the game.
#[derive(Clone, Debug)]
pub struct SgnGame {
    pub tags: Vec<(String, String)>,
    pub game: Game,
}

impl SgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a game of an SGN file cannot be read: which game (1-based), on which line, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgnError {
    pub game: usize,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}: {}",
            self.game, self.line, self.message
        )
    }
}

impl std::error::Error for SgnError {}

/// shatrabase's seven standard tags, written first and always.
const STANDARD_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

fn kind_letter(k: Kind) -> char {
    match k {
        Kind::Batyr => 'Q',
        Kind::Tura => 'R',
        Kind::Yalkyn => 'B',
        Kind::Biy => 'K',
        Kind::Shatra => 'S',
    }
}

/// Whether `s` lies strictly between `a` and `b` on a straight line of the board.
fn between(a: Square, b: Square, s: Square) -> bool {
    let (af, ar) = (a.file() as i32, a.rank() as i32);
    let (bf, br) = (b.file() as i32, b.rank() as i32);
    let (sf, sr) = (s.file() as i32, s.rank() as i32);
    let (df, dr) = (bf - af, br - ar);
    let cross = df * (sr - ar) - dr * (sf - af);
    cross == 0 && (sf - af) * (sf - bf) <= 0 && (sr - ar) * (sr - br) <= 0 && s != a && s != b
}

/// A move as shatrabase writes it: one token, or one per jump of a chain.
pub fn move_tokens(mv: &Move, before: &Position) -> Vec<String> {
    let promo = mv.promotion().map(kind_letter);
    match mv.kind() {
        MoveKind::Capture => {
            let enemy_biy = before.biy(before.turn().other());
            let mut tokens = Vec::new();
            let mut at = mv.from();
            let mut promoted = false;
            for (i, &to) in mv.landings().iter().enumerate() {
                let mut t = if i == 0 {
                    format!("{}:{}", at.number(), to.number())
                } else {
                    format!(":{}", to.number())
                };
                if let Some(p) = promo
                    && !promoted
                    && mv.promotion_square() == Some(to)
                {
                    t.push(p);
                    promoted = true;
                }
                if let Some(biy) = enemy_biy
                    && mv.captured() & biy.bit() != 0
                    && between(at, to, biy)
                {
                    t.push('x');
                }
                tokens.push(t);
                at = to;
            }
            // A Biy that stops its chain while it could jump on says so (shatrabase's `pass`).
            if before
                .piece_at(mv.from())
                .is_some_and(|p| p.kind == Kind::Biy)
            {
                let mut base = Some(*before);
                let mut at = mv.from();
                for &to in mv.landings() {
                    base = base.and_then(|b| crate::ushi::chain::leg(&b, at, to, None));
                    at = to;
                }
                if base.is_some_and(|b| crate::ushi::chain::can_jump(&b, at)) {
                    tokens.push("pass".into());
                }
            }
            tokens
        }
        _ => {
            let mut t = format!("{}-{}", mv.from().number(), mv.to().number());
            if let Some(p) = promo {
                t.push(p);
            }
            vec![t]
        }
    }
}

/// The rules a `Variant` tag names, if it names one.
fn variant_rules(v: &str) -> Option<RuleSet> {
    match v.to_ascii_lowercase().as_str() {
        "original" | "1" => Some(RuleSet::original()),
        "extended" | "2" => Some(RuleSet::default()),
        "original (shatrabase)" | "shatrabase original" => Some(RuleSet::shatrabase_original()),
        "extended (shatrabase)" | "shatrabase extended" | "shatrabase" => {
            Some(RuleSet::shatrabase())
        }
        _ => None,
    }
}

/// The `Variant` tag that names a rule set, for the four that have one: `Extended` and
/// `Original` (RULES.md's default rules and Original game), `Extended (shatrabase)` and
/// `Original (shatrabase)` (shatrabase's two versions, [`RuleSet::shatrabase`]).
pub fn variant_name(rules: &RuleSet) -> Option<&'static str> {
    if *rules == RuleSet::original() {
        Some("Original")
    } else if *rules == RuleSet::default() {
        Some("Extended")
    } else if *rules == RuleSet::shatrabase() {
        Some("Extended (shatrabase)")
    } else if *rules == RuleSet::shatrabase_original() {
        Some("Original (shatrabase)")
    } else {
        None
    }
}

/// How a game is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Add a `Variant` tag naming the rules (when the game has none). Off, a game read from
    /// shatrabase's file is written back byte for byte.
    pub variant_tag: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions { variant_tag: true }
    }
}

/// The SGN of one game, as shatrabase writes it. `tags` adds to or replaces the tags worked out
/// from the game (Result from its outcome; Variant; SPN and Setup when it starts from a set-up
/// position); missing standard tags are `?` (`????.??.??` for the date).
pub fn write_game(game: &Game, tags: &[(String, String)]) -> String {
    write_game_with(game, tags, WriteOptions::default())
}

/// [`write_game`] with options: without the `Variant` tag, a game of shatrabase's file is
/// written back as it was.
pub fn write_game_with(game: &Game, tags: &[(String, String)], options: WriteOptions) -> String {
    let mut all: Vec<(String, String)> = Vec::new();
    let mut set = |name: &str, value: String| {
        if let Some(t) = all.iter_mut().find(|(n, _)| n == name) {
            t.1 = value;
        } else {
            all.push((name.to_string(), value));
        }
    };
    for t in STANDARD_TAGS {
        set(t, if t == "Date" { "????.??.??" } else { "?" }.into());
    }
    let result = game.outcome().map_or("*", |o| o.score());
    set("Result", result.into());
    let rules = *game.rules();
    if options.variant_tag
        && let Some(v) = variant_name(&rules)
    {
        set("Variant", v.into());
    }
    if *game.start() != Position::start(rules) {
        set("SPN", to_spn(game.start()));
        set("Setup", "1".into());
    }
    for (n, v) in tags {
        set(n, v.clone());
    }
    let mut out = String::new();
    let tag_line = |out: &mut String, n: &str, v: &str| {
        out.push_str(&format!("[{n} \"{v}\"]\n"));
    };
    for t in STANDARD_TAGS {
        let v = all.iter().find(|(n, _)| n == t).map_or("?", |(_, v)| v);
        tag_line(&mut out, t, v);
    }
    let mut others: Vec<&(String, String)> = all
        .iter()
        .filter(|(n, v)| {
            !STANDARD_TAGS.contains(&n.as_str()) && !v.is_empty() && v != "?" && n != "Length"
        })
        .collect();
    others.sort_by(|a, b| a.0.cmp(&b.0));
    for (n, v) in others {
        tag_line(&mut out, n, v);
    }
    out.push('\n');
    // The moves: a number before White's moves (and before Black's first, when it starts).
    let start = out.len();
    let mut dirty_black = game.start().turn() == Color::Black;
    for (mv, before) in game.moves().iter().zip(game.positions()) {
        let number = before.fullmoves();
        if before.turn() == Color::White {
            out.push_str(&format!("{number}. "));
        } else if dirty_black {
            out.push_str(&format!("{number}... "));
        }
        dirty_black = false;
        for t in move_tokens(mv, before) {
            out.push_str(&t);
            out.push(' ');
        }
    }
    out.push(' ');
    out.push_str(result);
    // Wrapped at 80 characters as shatrabase does (`Output::output`, TextWidth=80): the last
    // space within 80 characters of the line's start becomes a line break.
    let mut bytes = out.into_bytes();
    let mut start = start;
    while bytes.len() - start > 80 {
        match bytes[..=start + 80].iter().rposition(|&b| b == b' ') {
            Some(i) if i > start || (i == start && bytes[i] == b' ') => {
                bytes[i] = b'\n';
                start = i;
            }
            // A word longer than a line: left as it is.
            _ => break,
        }
    }
    String::from_utf8(bytes).expect("ASCII and the tags' own text")
}

/// Several games as one file: each followed by a blank line, as shatrabase writes a database.
pub fn write_file(games: &[(Game, Vec<(String, String)>)]) -> String {
    write_file_with(games, WriteOptions::default())
}

/// [`write_file`] with options.
pub fn write_file_with(games: &[(Game, Vec<(String, String)>)], options: WriteOptions) -> String {
    games
        .iter()
        .map(|(g, t)| write_game_with(g, t, options) + "\n\n")
        .collect()
}

/// A token of the movetext, with its line.
struct Token {
    text: String,
    line: usize,
}

/// The movetext's tokens: comments `{…}` and `;…`, variations `(…)` and NAGs are skipped.
fn tokens(text: &str, first_line: usize) -> Vec<Token> {
    let mut out = Vec::new();
    let mut line = first_line;
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut word = String::new();
    let mut word_line = line;
    let mut chars = text.chars().peekable();
    let flush = |word: &mut String, out: &mut Vec<Token>, depth: usize, at: usize| {
        if !word.is_empty() && depth == 0 && !word.starts_with('$') {
            out.push(Token {
                text: std::mem::take(word),
                line: at,
            });
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        if in_comment {
            if c == '}' {
                in_comment = false;
            }
            if c == '\n' {
                line += 1;
            }
            continue;
        }
        match c {
            '{' => {
                flush(&mut word, &mut out, depth, word_line);
                in_comment = true;
            }
            ';' => {
                flush(&mut word, &mut out, depth, word_line);
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, &mut out, depth, word_line);
                depth += 1;
            }
            ')' => {
                flush(&mut word, &mut out, depth, word_line);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => {
                flush(&mut word, &mut out, depth, word_line);
                if c == '\n' {
                    line += 1;
                }
            }
            c => {
                if word.is_empty() {
                    word_line = line;
                }
                word.push(c);
            }
        }
    }
    flush(&mut word, &mut out, depth, word_line);
    out
}

/// One move token of shatrabase's notation, taken apart.
struct Lann {
    /// None for the continuation of a chain (`:18`).
    from: Option<u8>,
    to: u8,
    capture: bool,
    promotion: Option<char>,
}

fn parse_lann(t: &str) -> Option<Lann> {
    let b = t.as_bytes();
    let mut i = 0;
    let number = |i: &mut usize| -> Option<u8> {
        let s = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        t.get(s..*i)?.parse().ok()
    };
    let from = if b.first() == Some(&b':') {
        None
    } else {
        Some(number(&mut i)?)
    };
    let capture = match b.get(i) {
        Some(b':') => true,
        Some(b'-') => false,
        _ => return None,
    };
    i += 1;
    let to = number(&mut i)?;
    let mut rest = &t[i..];
    rest = rest.trim_start_matches(['=', '(']);
    let promotion = match rest.chars().next().map(|c| c.to_ascii_uppercase()) {
        Some(c @ ('Q' | 'R' | 'B')) => {
            rest = &rest[1..];
            Some(c)
        }
        _ => None,
    };
    let rest = rest.trim_start_matches(')');
    if !rest.is_empty() && !rest.eq_ignore_ascii_case("x") {
        return None;
    }
    Some(Lann {
        from,
        to,
        capture,
        promotion,
    })
}

fn is_result(t: &str) -> bool {
    matches!(t, "1-0" | "0-1" | "1/2-1/2" | "1/2" | "*")
}

/// Reads every game of an SGN file; each game is read on its own, so a broken game does not
/// keep the others from being read. `rules` is the first rule set tried for a game without a
/// `Variant` tag (see [`rule_sets_to_try`]); the game keeps the first that reads all its moves.
pub fn read_file(text: &str, rules: RuleSet) -> Vec<Result<SgnGame, SgnError>> {
    // Split into games: a run of tag lines starts a game.
    let lines: Vec<&str> = text.lines().collect();
    let mut games: Vec<(usize, usize)> = Vec::new(); // (first line, end line exclusive)
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim().is_empty() {
            i += 1;
            continue;
        }
        let first = i;
        while i < lines.len() && lines[i].trim_start().starts_with('[') {
            i += 1;
        }
        while i < lines.len() && !lines[i].trim_start().starts_with('[') {
            i += 1;
        }
        games.push((first, i));
    }
    games
        .iter()
        .enumerate()
        .map(|(n, &(a, b))| read_one(&lines[a..b], a + 1, n + 1, rules))
        .collect()
}

/// The rule sets an import tries, in order, for a game without a `Variant` tag: the version
/// its tags suggest (a tag value that says "Original" or "Extended", as shatrabase's own
/// `Event`s do), else that of `rules`; in that version `rules` (or RULES.md's rules of that
/// version) then shatrabase's preset; with no hint, the other version's two after them.
pub fn rule_sets_to_try(tags: &[(String, String)], rules: RuleSet) -> Vec<RuleSet> {
    let says = |w: &str| tags.iter().any(|(_, v)| v.to_ascii_lowercase().contains(w));
    let hint = match (says("original"), says("extended")) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    };
    let version = |original: bool| {
        let ours = if rules.original == original {
            rules
        } else if original {
            RuleSet::original()
        } else {
            RuleSet::default()
        };
        let theirs = if original {
            RuleSet::shatrabase_original()
        } else {
            RuleSet::shatrabase()
        };
        [ours, theirs]
    };
    let first = hint.unwrap_or(rules.original);
    let mut out: Vec<RuleSet> = version(first).to_vec();
    if hint.is_none() {
        out.extend(version(!first));
    }
    out.dedup();
    out
}

/// One game: every rule set to try (or the `Variant` tag's), each numbering shatrabase's guess
/// allows; the first that reads the game wins. If none does, the error is that of the attempt
/// that read the most moves (the real fault, not the first attempt's), naming the rules.
fn read_one(
    lines: &[&str],
    first_line: usize,
    number: usize,
    rules: RuleSet,
) -> Result<SgnGame, SgnError> {
    let tags = read_tags(lines, first_line, number)?;
    let tag = |n: &str| tags.iter().find(|(t, _)| t == n).map(|(_, v)| v.as_str());
    let candidates = match tag("Variant") {
        Some(v) => vec![variant_rules(v).ok_or_else(|| SgnError {
            game: number,
            line: first_line,
            message: format!(
                "Variant \"{v}\" is not Original, Extended, Original (shatrabase) or Extended \
                 (shatrabase)"
            ),
        })?],
        None => rule_sets_to_try(&tags, rules),
    };
    let mut best: Option<(usize, SgnError)> = None;
    for r in &candidates {
        // shatrabase's guess at the numbering (the first move's square) can be wrong for a
        // set-up position: the other numbering is tried before the record is refused.
        for numbering in [None, Some(true), Some(false)] {
            match read_game(lines, first_line, number, &tags, *r, numbering) {
                Ok(g) => return Ok(g),
                Err((plies, mut e)) => {
                    if candidates.len() > 1 {
                        e.message = format!("under {}: {}", r.describe(), e.message);
                    }
                    if best.as_ref().is_none_or(|(p, _)| plies > *p) {
                        best = Some((plies, e));
                    }
                }
            }
        }
    }
    Err(best
        .map(|(_, e)| e)
        .expect("at least one rule set is tried"))
}

fn read_tags(
    lines: &[&str],
    first_line: usize,
    number: usize,
) -> Result<Vec<(String, String)>, SgnError> {
    let err = |line: usize, message: String| SgnError {
        game: number,
        line,
        message,
    };
    let mut tags = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        if !l.trim_start().starts_with('[') {
            break;
        }
        let l = l.trim();
        let line = first_line + k;
        let inner = l
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .ok_or_else(|| err(line, format!("a tag line must end with ']': {l}")))?;
        let (name, value) = inner
            .split_once(' ')
            .ok_or_else(|| err(line, format!("a tag needs a name and a \"value\": {l}")))?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| err(line, format!("the tag {name}'s value must be in quotes")))?;
        tags.push((name.to_string(), value.to_string()));
    }
    Ok(tags)
}

/// A move being gathered from shatrabase's tokens: our notation, the line, whether it is a
/// capture, and the tokens as written (for messages).
struct Pending {
    text: String,
    line: usize,
    capture: bool,
    written: String,
}

/// Reads the moves under `rules`; on failure, how many plies were read and why.
fn read_game(
    lines: &[&str],
    first_line: usize,
    number: usize,
    tags: &[(String, String)],
    rules: RuleSet,
    numbering: Option<bool>,
) -> Result<SgnGame, (usize, SgnError)> {
    let err = |line: usize, message: String| SgnError {
        game: number,
        line,
        message,
    };
    let k = tags.len();
    let tag = |n: &str| tags.iter().find(|(t, _)| t == n).map(|(_, v)| v.as_str());
    let start = match tag("SPN") {
        Some(spn) => from_spn(spn, rules).map_err(|e| (0, err(first_line, e.to_string())))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    let movetext = lines[k..].join("\n");
    let mut pending: Option<Pending> = None;
    // Our own records (with a Variant tag) are numbered as here; others as shatrabase guesses.
    let mut reversed: Option<bool> = numbering.or(tag("Variant").map(|_| true));
    let mut result = None;
    let mut move_number = String::new();
    let square = |n: u8, reversed: bool| if reversed { n } else { 63u8.saturating_sub(n) };
    let play = |game: &mut Game, p: &Pending| -> Result<(), (usize, SgnError)> {
        game.play_text_as_written(&p.text).map(|_| ()).map_err(|e| {
            let why = match e {
                GameError::Move { ply, error } => format!("{} (ply {ply}): {error}", p.written),
                e => format!("{}: {e}", p.written),
            };
            (game.moves().len(), err(p.line, why))
        })
    };

    for t in tokens(&movetext, first_line + k) {
        let fail = |game: &Game, message: String| (game.moves().len(), err(t.line, message));
        let mut word = t.text.as_str();
        if is_result(word) {
            result = Some(word.to_string());
            continue;
        }
        if let Some((n, after)) = word.split_once("...") {
            move_number = format!("{n}... ");
            word = after;
        } else if let Some((n, after)) = word.split_once('.')
            && n.chars().all(|c| c.is_ascii_digit())
        {
            move_number = format!("{n}. ");
            word = after;
        }
        let word = word.trim_end_matches(['!', '?']);
        if word.is_empty() {
            continue;
        }
        if word == "pass" {
            // A Biy stops its chain (shatrabase's `pass`): the jumps so far are its move.
            match pending.take() {
                Some(mut p) if p.capture => {
                    p.written.push_str(" pass");
                    play(&mut game, &p)?;
                }
                _ => {
                    return Err(fail(
                        &game,
                        "'pass' (a Biy stopping its chain) comes where no capture is under way"
                            .into(),
                    ));
                }
            }
            continue;
        }
        let lann =
            parse_lann(word).ok_or_else(|| fail(&game, format!("'{}' is not a move", t.text)))?;
        let rev = *reversed.get_or_insert_with(|| lann.from.is_none_or(|f| f > 31));
        let promo = |p: Option<char>| p.map_or(String::new(), |c| format!("={c}"));
        match lann.from {
            None => {
                let Some(p) = pending.as_mut().filter(|p| p.capture) else {
                    return Err(fail(
                        &game,
                        format!(
                            "'{}' continues a capture, but no capture is under way",
                            t.text
                        ),
                    ));
                };
                if !lann.capture {
                    return Err(fail(&game, format!("'{}' is not a jump", t.text)));
                }
                p.text.push_str(&format!(
                    "x{}{}",
                    square(lann.to, rev),
                    promo(lann.promotion)
                ));
                p.written.push(' ');
                p.written.push_str(word);
            }
            Some(from) => {
                if let Some(p) = pending.take() {
                    play(&mut game, &p)?;
                }
                let (f, to) = (square(from, rev), square(lann.to, rev));
                let text = if lann.capture {
                    format!("{f}x{to}{}", promo(lann.promotion))
                } else if f == to {
                    // A waiting Shatra promoting where it stands.
                    format!("{f}{}", promo(lann.promotion))
                } else {
                    format!("{f}-{to}{}", promo(lann.promotion))
                };
                pending = Some(Pending {
                    text,
                    line: t.line,
                    capture: lann.capture,
                    written: format!("{move_number}{word}"),
                });
                move_number.clear();
            }
        }
    }
    if let Some(p) = pending.take() {
        play(&mut game, &p)?;
    }
    // A result the moves do not reach: a resignation or an agreed draw.
    let result = result.or_else(|| tag("Result").map(str::to_string));
    if game.outcome().is_none() {
        match result.as_deref() {
            Some("1-0") => game.resign(Color::Black),
            Some("0-1") => game.resign(Color::White),
            Some("1/2-1/2") | Some("1/2") => game.agree_draw(),
            _ => {}
        }
    }
    Ok(SgnGame {
        tags: tags.to_vec(),
        game,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game_of(rules: RuleSet, moves: &str) -> Game {
        let mut g = Game::new(rules);
        for m in moves.split_whitespace() {
            g.play_text(m).unwrap();
        }
        g
    }

    /// Written exactly as shatrabase's `Output::output` with `sgn-default.template` writes it:
    /// `[Tag "value"]` lines (MarkupHeaderLine, MarkupHeaderTagValue), the seven standard tags
    /// first then the others in ASCII order (`writeAllTags`), a blank line (MarkupHeaderBlock),
    /// `N. ` before White's moves and each move followed by a space (`writeMove`), then one more
    /// space (MarkupNotationBlock) and the result. A jump is `from:to` (`moveToLann`, NUM).
    #[test]
    fn a_game_is_written_as_shatrabase_writes_it() {
        let g = game_of(RuleSet::default(), "49-35 14-28 35x21");
        let text = write_game(&g, &[("White".into(), "Aruna".into())]);
        assert_eq!(
            text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
             [White \"Aruna\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Extended\"]\n\n\
             1. 49-35 14-28 2. 35:21  *"
        );
    }

    /// A chain is one token per jump, the continuations without a number (`moveToFullLann`:
    /// only a move that was not in a sequence gets one); long games wrap at 80 characters.
    #[test]
    fn chains_are_a_token_per_jump_and_lines_wrap_at_80() {
        let moves = "54-35 9-21 55-39 21-27 35x19 13x25 39x18 11x25 56-37 25-33 57-35 8-20 \
                     58-34 20x41 48x34x32 7-13";
        let g = game_of(RuleSet::default(), moves);
        let text = write_game(&g, &[]);
        let body = text.split("\n\n").nth(1).unwrap();
        assert!(body.contains("8. 48:34 :32 7-13"), "{body}");
        for line in body.lines() {
            assert!(line.len() <= 80, "{line}");
        }
        assert!(body.lines().count() > 1);
    }

    fn random_game(rules: RuleSet, seed: u64, plies: usize) -> Game {
        let mut g = Game::new(rules);
        let mut s = seed;
        for _ in 0..plies {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal_moves();
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            g.play(&legal[(s >> 33) as usize % legal.len()]).unwrap();
        }
        g
    }

    /// Ours → SGN → ours, for games under both rule versions (every kind of move turns up:
    /// steps, drops, chains, promotions, the Biy's captures), several games in one file.
    #[test]
    fn games_round_trip_through_sgn() {
        let mut games = Vec::new();
        for rules in [RuleSet::default(), RuleSet::original()] {
            for seed in 1..=10 {
                games.push((random_game(rules, seed, 300), vec![]));
            }
        }
        // Promotions: on a landing, mid-chain-free, and in place (a waiting Shatra).
        let waiting = "1P1/3/3/1/k6/7/7/7/7/6K/1/BR1/1R1/1Q1 w 54-55,58,61 - - - 0 1";
        for m in ["2-1=B", "2=B"] {
            let mut g =
                Game::from_position(Position::from_fen(waiting, RuleSet::default()).unwrap());
            g.play_text(m).unwrap();
            games.push((g, vec![]));
        }
        let text = write_file(&games);
        let back = read_file(&text, RuleSet::default());
        assert_eq!(back.len(), games.len());
        let mut kinds = std::collections::HashSet::new();
        for ((g, _), b) in games.iter().zip(back) {
            let b = b.unwrap();
            assert_eq!(b.game.rules(), g.rules());
            assert_eq!(b.game.moves().len(), g.moves().len());
            for (x, y) in g.moves().iter().zip(b.game.moves()) {
                assert!(x.same_as(y), "{x} / {y}");
                kinds.insert((x.kind(), x.promotion().is_some(), x.landings().len() > 1));
            }
            assert_eq!(
                b.game.outcome().map(|o| o.winner),
                g.outcome().map(|o| o.winner)
            );
        }
        assert!(kinds.len() >= 5, "{kinds:?}");
    }

    /// A set-up position travels as SPN; a record numbered from the other end (first move from
    /// a square of 31 or below) is read as shatrabase reads it.
    #[test]
    fn set_up_positions_and_reversed_numbers() {
        let start = Position::from_fen(
            "3/3/3/1/k6/7/7/7/7/6K/1/1RB/PRP/PQP w 55-62 - - - 0 1",
            RuleSet::default(),
        )
        .unwrap();
        let mut g = Game::from_position(start);
        g.play_text("52-45").unwrap();
        let text = write_game(&g, &[]);
        assert!(text.contains("[SPN \""), "{text}");
        assert!(text.contains("[Setup \"1\"]"), "{text}");
        let back = read_file(&text, RuleSet::default()).remove(0).unwrap();
        assert_eq!(back.game.start(), &start);
        // 49-35 14-28 numbered from White's side: 14-28, 49-35.
        let rev = "[Event \"?\"]\n\n1. 14-28 49-35 *\n";
        let back = read_file(rev, RuleSet::default()).remove(0).unwrap();
        let ours: Vec<String> = back.game.moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(ours, ["49-35", "14-28"]);
    }

    #[test]
    fn broken_records_name_the_game_and_line_and_the_others_are_read() {
        let text = "[Event \"a\"]\n\n1. 49-35 14-28 *\n\n\
                    [Event \"b\"]\n\n1. 49-35 14-28\n2. 35-20 *\n\n\
                    [Event \"c\"]\n\n1. 49-35 :21 *\n\n\
                    [Event \"d\"]\n[Variant \"Chess\"]\n\n1. 49-35 *\n\n\
                    [Event \"e\"]\n\n1. 49-35 {a comment\nover two lines} 14-28 (2. 35-28) \
                    2. 35:21 $1 0-1\n";
        let r = read_file(text, RuleSet::default());
        assert_eq!(r.len(), 5);
        assert!(r[0].is_ok());
        let e = r[1].as_ref().unwrap_err();
        assert_eq!((e.game, e.line), (2, 8), "{e}");
        assert!(e.message.contains("35-20"), "{e}");
        let e = r[2].as_ref().unwrap_err();
        assert!(e.message.contains("no capture is under way"), "{e}");
        let e = r[3].as_ref().unwrap_err();
        assert!(e.message.contains("Chess"), "{e}");
        let g = r[4].as_ref().unwrap();
        assert_eq!(g.game.moves().len(), 3);
        assert_eq!(g.game.outcome().and_then(|o| o.winner), Some(Color::Black));
    }
    /// shatrabase's game with a Biy stopping its chain (`6. 35:37 pass`, written by its
    /// `Output` as `SBoard::moveToLann` spells the pass move) and one whose chain goes
    /// `18:32 :48 :34 :32x`: read in the Original version (the `Event` says "Original"), the
    /// rules kept said by the `Variant` tag, and written back byte for byte without it, the
    /// chain in its order.
    #[test]
    fn shatrabase_s_pass_and_chain_order_are_kept() {
        let text = "[Event \"Random Original\"]\n[Site \"sbref\"]\n[Date \"2014.01.??\"]\n\
                    [Round \"2\"]\n[White \"Engine A\"]\n[Black \"Engine B\"]\n\
                    [Result \"0-1\"]\n[Annotator \"sbref\"]\n\n\
                    1. 53-34 21-28 2. 45-37 19-27 3. 43-35 27:43 :45 :29 4. 50-43 10-26 5. 34-35\n\
                    28-36 6. 35:37 pass 29:45x  0-1\n\n\
                    [Event \"Random Original\"]\n[Site \"sbref\"]\n[Date \"2014.01.??\"]\n\
                    [Round \"1\"]\n[White \"Engine A\"]\n[Black \"Engine B\"]\n\
                    [Result \"0-1\"]\n\n\
                    1. 53-33 24-31 2. 42-35 19-27 3. 35:19 12:26 4. 33-32 22-28 5. 48-42 31-37 6.\n\
                    44:30 23:37 7. 45:29 :27 :25 16-22 8. 52-45 10-28 9. 32-33 18:32 :48 :34 :32x \n\
                    0-1\n\n";
        let games: Vec<SgnGame> = read_file(text, RuleSet::default())
            .into_iter()
            .map(|g| g.unwrap())
            .collect();
        // Both read under RULES.md's Original game, tried first, and keep it; a game that
        // needs shatrabase's Original (a Shatra stepping sideways back at once) gets that.
        assert_eq!(*games[0].game.rules(), RuleSet::original());
        assert_eq!(*games[1].game.rules(), RuleSet::original());
        let sideways = "[Event \"Random Original\"]\n\n1. 53-34 10-27 2. 45-37 20-26 3. 34-33 \
                        23-30 4. 37:23 :10 7:15 5. 43-36 17-23 6. 36-35 27-28 7. 35-36 *\n";
        let g = read_file(sideways, RuleSet::default()).remove(0).unwrap();
        assert_eq!(*g.game.rules(), RuleSet::shatrabase_original());
        let all: Vec<(Game, Vec<(String, String)>)> = games
            .iter()
            .map(|g| (g.game.clone(), g.tags.clone()))
            .collect();
        let back = write_file_with(&all, WriteOptions { variant_tag: false });
        assert_eq!(back, text);
        // With the tag, the rules are said.
        let tagged = write_game(&games[0].game, &games[0].tags);
        assert!(tagged.contains("[Variant \"Original\"]"), "{tagged}");
        assert_eq!(
            read_file(&tagged, RuleSet::default())[0]
                .as_ref()
                .unwrap()
                .game
                .moves(),
            games[0].game.moves()
        );
    }

    /// Under shatrabase's presets the files we write are what shatrabase reads: no jump after
    /// the one that takes the Biy (`x` only on a chain's last token), `pass` after every Biy
    /// chain that stops while it could go on, and they read back to the same game.
    #[test]
    fn games_under_the_presets_are_written_as_shatrabase_reads_them() {
        let mut passes = 0;
        for rules in [RuleSet::shatrabase(), RuleSet::shatrabase_original()] {
            let mut games = Vec::new();
            for seed in 1..=30 {
                games.push((random_game(rules, seed, 300), vec![]));
            }
            let text = write_file(&games);
            for body in text.split("\n\n").skip(1).step_by(2) {
                let tokens: Vec<&str> = body.split_whitespace().collect();
                for (i, t) in tokens.iter().enumerate() {
                    if t.ends_with('x') && t.contains(':') {
                        assert!(
                            tokens.get(i + 1).is_none_or(|n| !n.starts_with(':')),
                            "{body}"
                        );
                    }
                }
                passes += tokens.iter().filter(|t| **t == "pass").count();
            }
            let back = read_file(&text, RuleSet::default());
            for ((g, _), b) in games.iter().zip(back) {
                let b = b.unwrap();
                assert_eq!(*b.game.rules(), rules);
                assert_eq!(b.game.moves(), g.moves());
            }
        }
        assert!(passes > 0);
    }

    /// When no reading works, the error is the attempt that read furthest: the real fault (here
    /// the third move), not the numbering guess's first move or the first rule set's.
    #[test]
    fn a_refused_game_names_the_real_fault() {
        let text = "[Event \"x\"]\n\n1. 49-35 14-28 2. 35:21 20-28 *\n";
        let e = read_file(text, RuleSet::default()).remove(0).unwrap_err();
        assert_eq!((e.game, e.line), (1, 3), "{e}");
        assert!(e.message.contains("20-28"), "{e}");
        assert!(e.message.contains("square 20 is empty"), "{e}");
        assert!(e.message.contains("under "), "{e}");
        // The tokens as written name a chain and a pass.
        let text = "[Event \"x\"]\n\n1. 49-35 14-28 2. 35:21 :7 *\n";
        let e = read_file(text, RuleSet::default()).remove(0).unwrap_err();
        assert!(e.message.contains("2. 35:21 :7"), "{e}");
        let text = "[Event \"x\"]\n\n1. 49-35 pass *\n";
        let e = read_file(text, RuleSet::default()).remove(0).unwrap_err();
        assert!(e.message.contains("'pass'"), "{e}");
    }
}
