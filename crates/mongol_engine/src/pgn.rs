//! PGN records of both games (RULES-MONGOLIAN.md §0, "Text forms": `[Variant "Shatar"]` or
//! `[Variant "Hiashatar"]`, `[SetUp "1"]` + `[FEN]` for set-up starts, SAN moves), read and
//! written as the web site's shatar records are (Fairy-Stockfish's SAN: `Nf3`, `Jd2`, `exd5`,
//! `a8=J`, `Hd3`; lichess-style variant tags).
//!
//! **Reading** ([`read_file`]): every game of a file, each an `Ok` [`PgnGame`] or a
//! [`PgnError`] naming the game (its number, and its players when the tags give them), the line,
//! the move (`12... Jxd5`) and why; an error in one game does not stop the next. Accepted: tag
//! pairs with `\"` and `\\` escapes; the `Variant` tag, required, in any case (`shatar`,
//! `Shatar`, `hiashatar`, …); the start from `FEN` when `SetUp` is `1` or absent (`SetUp "0"`
//! ignores the FEN); move numbers (`12.`, `12...`, `12.Nf3`) whatever their value; SAN or
//! coordinates (`e2e3`) with `+ # ! ?` suffixes; comments `{…}` and `;…`, `%` escape lines,
//! variations `(…)` (their moves are not checked), NAGs `$n` and `!`/`?` marks, `e.p.`, all
//! skipped; the result `1-0 0-1 1/2-1/2 *` in the movetext and in the `Result` tag (they must
//! agree; either may be missing). A tag pair after movetext without a result starts the next
//! game. The moves are replayed through [`Game`], so a move after the end of the game (mate,
//! stalemate, robado, niol, drawn material, threefold repetition, 100 plies: RULES-MONGOLIAN.md
//! §0, §1.3, §2.4) is an error. The record's result is compared with the game's own outcome
//! ([`ResultCheck`]); a difference is reported there, not as an error.
//!
//! **Writing** ([`write_game`], [`write_file`]): the seven-tag roster (Event, Site, Date,
//! Round, White, Black, Result: the caller's values or `?`, `????.??.??`), the caller's other
//! tags in their order, `Variant`, the option tags that differ from the defaults, `SetUp "1"` and
//! `FEN` when the start is not the options' start; then the SAN moves with move numbers (`5...`
//! first when Black starts), wrapped at 80 columns, and the result. The `Result` is the caller's
//! `Result` tag when it is one of the four results, else the game's outcome (`*` while it goes
//! on). Tags whose names are not PGN symbols (letters, digits, `_`) are left out.
//!
//! **Option tags** (ours; the web site plays only the default rules and writes none). Their
//! names are the UCI options' ([`crate::uci`]), each written only when it differs from the
//! default and read in either case:
//! - shatar (RULES-MONGOLIAN.md §1.4): `Shatar_Start` = `queens-pawn` | `kings-pawn` |
//!   `bers-beside-king`; `Shatar_KnightMate` = `loses` | `illegal` | `wins`;
//!   `Shatar_BishopThreeSquares`, `Shatar_StalemateLoses`, `Shatar_Modern` = `true` | `false`;
//! - hiashatar (§2.5): `Hiashatar_Preset` = `none` | `vivanto` | `dagaz` (written when the
//!   options are exactly a preset), then the switches `Hiashatar_QueensToTheRight`,
//!   `Hiashatar_HiaCapturesDiagonallyOnly`, `Hiashatar_ZoneBrakesBothSides`,
//!   `Hiashatar_ZoneBrakesOnlyPassing`, `Hiashatar_EnPassantAnyPassed`,
//!   `Hiashatar_PromotionToAny`, `Hiashatar_HiaChecksAdjacentOnly` = `true` | `false`, which
//!   apply after the preset.
//!
//! A FEN carries no history (§1.3): a set-up start's shak-series flags are read as false.

use crate::color::Color;
use crate::error::FenError;
use crate::game::{Game, GameError};
use crate::outcome::Outcome;
use crate::text;
use crate::variant::Variant;
use crate::{hiashatar, shatar};
use std::fmt;

/// Tag pairs, in their order.
pub type Tags = Vec<(String, String)>;

/// A game of either kind, as a record holds it.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A shatar game.
    Shatar(Game<shatar::Position>),
    /// A hiashatar game.
    Hiashatar(Game<hiashatar::Position>),
}

impl From<Game<shatar::Position>> for AnyGame {
    fn from(g: Game<shatar::Position>) -> AnyGame {
        AnyGame::Shatar(g)
    }
}

impl From<Game<hiashatar::Position>> for AnyGame {
    fn from(g: Game<hiashatar::Position>) -> AnyGame {
        AnyGame::Hiashatar(g)
    }
}

/// A game whose records [`read_file`] reads: its own games out of an [`AnyGame`] (a tuner's
/// samples from recorded games, [`crate::search::tune::recorded_samples`]).
pub trait Recorded: Variant + Sized {
    /// The game, if `game` is one of this kind; else `game` back.
    #[allow(clippy::result_large_err)]
    fn recorded(game: AnyGame) -> Result<Game<Self>, AnyGame>;
}

impl Recorded for shatar::Position {
    fn recorded(game: AnyGame) -> Result<Game<Self>, AnyGame> {
        match game {
            AnyGame::Shatar(g) => Ok(g),
            other => Err(other),
        }
    }
}

impl Recorded for hiashatar::Position {
    fn recorded(game: AnyGame) -> Result<Game<Self>, AnyGame> {
        match game {
            AnyGame::Hiashatar(g) => Ok(g),
            other => Err(other),
        }
    }
}

macro_rules! each {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            AnyGame::Shatar($g) => $e,
            AnyGame::Hiashatar($g) => $e,
        }
    };
}

impl AnyGame {
    /// The `Variant` tag's value: `Shatar` or `Hiashatar`.
    pub fn variant_name(&self) -> &'static str {
        match self {
            AnyGame::Shatar(_) => shatar::Position::NAME,
            AnyGame::Hiashatar(_) => hiashatar::Position::NAME,
        }
    }

    /// The start position's FEN.
    pub fn start_fen(&self) -> String {
        each!(self, g => g.start().fen())
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        each!(self, g => g.position().fen())
    }

    /// The moves in SAN.
    pub fn san_moves(&self) -> Vec<String> {
        each!(self, g => g.san_moves())
    }

    /// The moves in coordinates.
    pub fn uci_moves(&self) -> Vec<String> {
        match self {
            AnyGame::Shatar(g) => g
                .moves()
                .iter()
                .map(text::to_uci::<shatar::Position>)
                .collect(),
            AnyGame::Hiashatar(g) => g
                .moves()
                .iter()
                .map(text::to_uci::<hiashatar::Position>)
                .collect(),
        }
    }

    /// How many plies were played.
    pub fn len(&self) -> usize {
        each!(self, g => g.moves().len())
    }

    /// Whether no move was played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The end of the game by the rules, if it has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, g => g.outcome())
    }

    /// Whether the start is not the options' own start (a `SetUp "1"` record).
    pub fn is_set_up(&self) -> bool {
        match self {
            AnyGame::Shatar(g) => {
                g.start().fen() != shatar::Position::new(g.start().options()).fen()
            }
            AnyGame::Hiashatar(g) => {
                g.start().fen() != hiashatar::Position::new(g.start().options()).fen()
            }
        }
    }
}

/// A game's result as PGN writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished or unknown.
    Unknown,
}

impl GameResult {
    /// The PGN text.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Reads `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn parse(text: &str) -> Option<GameResult> {
        Some(match text {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" => GameResult::Draw,
            "*" => GameResult::Unknown,
            _ => return None,
        })
    }

    /// The result of an outcome (`*` for none).
    pub fn of_outcome(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            None => GameResult::Unknown,
            Some(o) => match o.winner {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            },
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a record's result compares with the game's own outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultCheck {
    /// The rules ended the game, and the record gives that result.
    Agrees,
    /// The rules have not ended the game and the record says `*`.
    Unfinished,
    /// The rules have not ended the game but the record gives a result: a resignation, an
    /// agreed draw, a loss on time, an adjudication.
    DecidedOffBoard,
    /// The rules ended the game but the record says `*`.
    Unmarked,
    /// The rules ended the game with another result than the record's.
    Contradicts,
}

impl ResultCheck {
    fn of(record: GameResult, outcome: Option<Outcome>) -> ResultCheck {
        match (outcome, record) {
            (None, GameResult::Unknown) => ResultCheck::Unfinished,
            (None, _) => ResultCheck::DecidedOffBoard,
            (Some(_), GameResult::Unknown) => ResultCheck::Unmarked,
            (o, r) if GameResult::of_outcome(o) == r => ResultCheck::Agrees,
            _ => ResultCheck::Contradicts,
        }
    }
}

/// One game read from a record.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs, in the record's order.
    pub tags: Tags,
    /// The game: its start, options and moves.
    pub game: AnyGame,
    /// The record's result (the movetext's, else the `Result` tag's, else `*`).
    pub result: GameResult,
    /// How the record's result compares with the game's outcome by the rules.
    pub result_check: ResultCheck,
    /// The line the game's record starts on (from 1).
    pub line: usize,
}

impl PgnGame {
    /// The first value of tag `name` (compared in any case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        find_tag(&self.tags, name)
    }

    /// The game's outcome by the rules.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The record written back ([`write_game`] with its tags, the result [`PgnGame::result`]).
    pub fn to_pgn(&self) -> String {
        let mut tags = self.tags.clone();
        tags.retain(|(n, _)| !n.eq_ignore_ascii_case("Result"));
        tags.push(("Result".to_string(), self.result.as_str().to_string()));
        write_game(&self.game, &tags)
    }
}

fn find_tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// Why a game of a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A tag pair that is not `[Name "value"]` (the reason given).
    BadTag(String),
    /// A tag this module reads given twice.
    DuplicateTag(String),
    /// No `Variant` tag: the record does not say which game it is.
    MissingVariant,
    /// A `Variant` that is neither shatar nor hiashatar.
    UnknownVariant(String),
    /// An option tag with a value it does not take.
    BadOption {
        /// The tag.
        tag: String,
        /// Its value.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// A `SetUp` that is not `0` or `1`.
    BadSetUp(String),
    /// `SetUp "1"` without a `FEN` tag.
    MissingFen,
    /// The `FEN` tag is not a position of the game.
    Fen {
        /// The tag's value.
        fen: String,
        /// Why.
        error: FenError,
    },
    /// A `Result` tag that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    BadResult(String),
    /// The `Result` tag and the movetext's result differ.
    ResultMismatch {
        /// The tag's.
        tag: GameResult,
        /// The movetext's.
        movetext: GameResult,
    },
    /// A move that could not be played.
    Move {
        /// Its number, `12.` for White's move, `12...` for Black's.
        number: String,
        /// Its text.
        text: String,
        /// Why: unreadable, illegal, or the game is over.
        error: GameError,
    },
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A `(` variation that is never closed.
    UnclosedVariation,
    /// Text that has no place in a record (a stray `)` or `]`).
    Unexpected(String),
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::BadTag(why) => write!(f, "bad tag pair: {why}"),
            PgnErrorKind::DuplicateTag(t) => write!(f, "the tag {t} is given twice"),
            PgnErrorKind::MissingVariant => write!(
                f,
                "no Variant tag: write [Variant \"Shatar\"] or [Variant \"Hiashatar\"]"
            ),
            PgnErrorKind::UnknownVariant(v) => write!(
                f,
                "Variant \"{v}\": this program reads Shatar and Hiashatar records only"
            ),
            PgnErrorKind::BadOption {
                tag,
                value,
                expected,
            } => write!(f, "{tag} \"{value}\": expected {expected}"),
            PgnErrorKind::BadSetUp(v) => write!(f, "SetUp \"{v}\": expected \"0\" or \"1\""),
            PgnErrorKind::MissingFen => {
                write!(f, "SetUp \"1\" but no FEN tag gives the start")
            }
            PgnErrorKind::Fen { fen, error } => write!(f, "FEN \"{fen}\": {error}"),
            PgnErrorKind::BadResult(v) => {
                write!(f, "Result \"{v}\": expected 1-0, 0-1, 1/2-1/2 or *")
            }
            PgnErrorKind::ResultMismatch { tag, movetext } => write!(
                f,
                "the Result tag says {tag} but the moves end with {movetext}"
            ),
            PgnErrorKind::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} {text}: {error}"),
            PgnErrorKind::UnclosedComment => write!(f, "a {{ comment is never closed by }}"),
            PgnErrorKind::UnclosedVariation => {
                write!(f, "a ( variation is never closed by )")
            }
            PgnErrorKind::Unexpected(t) => write!(f, "unexpected `{t}`"),
        }
    }
}

/// An error in one game of a record: which game, where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The players, `White – Black`, when the tags name them.
    pub players: Option<String>,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(p) = &self.players {
            write!(f, " ({p})")?;
        }
        write!(f, ", line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for PgnError {}

// ---------------------------------------------------------------------------------------------
// Tokens.

#[derive(Clone, Debug)]
enum Tok<'a> {
    Tag(String, String),
    BadTag(String),
    Open,
    Close,
    Result(GameResult),
    /// Move numbers, NAGs, `!`/`?` marks, `e.p.`: skipped.
    Skip,
    Move(&'a str),
    UnclosedComment,
    Stray(char),
}

#[derive(Clone, Debug)]
struct Token<'a> {
    tok: Tok<'a>,
    line: usize,
}

fn is_delimiter(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';')
}

/// Reads `[Name "value"]` from `s` (which starts with `[`); returns the tag or why not, and the
/// bytes taken (never past the end of the line).
fn read_tag(s: &str) -> (Result<(String, String), String>, usize) {
    let b = s.as_bytes();
    let line_end = s.find('\n').unwrap_or(s.len());
    let skip_ws = |mut i: usize| {
        while i < line_end && (b[i] == b' ' || b[i] == b'\t' || b[i] == b'\r') {
            i += 1;
        }
        i
    };
    let fail = |why: &str| (Err(why.to_string()), line_end);
    let mut i = skip_ws(1);
    let name_start = i;
    while i < line_end && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
        i += 1;
    }
    if i == name_start {
        return fail("a tag's name (letters, digits, `_`) follows `[`");
    }
    let name = s[name_start..i].to_string();
    i = skip_ws(i);
    if i >= line_end || b[i] != b'"' {
        return fail(&format!("the value of {name} is a string in double quotes"));
    }
    i += 1;
    let mut value = String::new();
    let mut run = i;
    loop {
        if i >= line_end {
            return fail(&format!("the value of {name} has no closing `\"`"));
        }
        match b[i] {
            b'"' => break,
            b'\\' if i + 1 < line_end && matches!(b[i + 1], b'"' | b'\\') => {
                value.push_str(&s[run..i]);
                value.push(b[i + 1] as char);
                i += 2;
                run = i;
            }
            _ => i += 1,
        }
    }
    value.push_str(&s[run..i]);
    i = skip_ws(i + 1);
    if i >= line_end || b[i] != b']' {
        return fail(&format!("the tag {name} is not closed by `]`"));
    }
    (Ok((name, value)), i + 1)
}

fn classify_symbol(sym: &str) -> Vec<Tok<'_>> {
    if let Some(r) = GameResult::parse(sym) {
        return vec![Tok::Result(r)];
    }
    let b = sym.as_bytes();
    if b[0] == b'$' && b.len() > 1 && b[1..].iter().all(u8::is_ascii_digit) {
        return vec![Tok::Skip];
    }
    if b.iter().all(|c| matches!(c, b'!' | b'?')) || sym == "e.p." || sym == "ep" {
        return vec![Tok::Skip];
    }
    if b.iter().all(|&c| c == b'.') {
        return vec![Tok::Skip];
    }
    if b[0].is_ascii_digit() {
        let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
        let dots = b[digits..].iter().take_while(|&&c| c == b'.').count();
        let rest = &sym[digits + dots..];
        if rest.is_empty() {
            return vec![Tok::Skip];
        }
        if dots > 0 {
            let mut v = vec![Tok::Skip];
            v.extend(classify_symbol(rest));
            return v;
        }
    }
    vec![Tok::Move(sym)]
}

fn tokenize(text: &str) -> Vec<Token<'_>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let at_line_start = line_start;
        line_start = false;
        match c {
            b'%' if at_line_start => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'{' => {
                let start_line = line;
                match text[i..].find('}') {
                    Some(n) => {
                        line += text[i..i + n].matches('\n').count();
                        i += n + 1;
                    }
                    None => {
                        out.push(Token {
                            tok: Tok::UnclosedComment,
                            line: start_line,
                        });
                        i = b.len();
                    }
                }
            }
            b'[' => {
                let (tag, n) = read_tag(&text[i..]);
                out.push(Token {
                    tok: match tag {
                        Ok((name, value)) => Tok::Tag(name, value),
                        Err(why) => Tok::BadTag(why),
                    },
                    line,
                });
                i += n;
            }
            b'(' | b')' | b'}' | b']' => {
                out.push(Token {
                    tok: match c {
                        b'(' => Tok::Open,
                        b')' => Tok::Close,
                        _ => Tok::Stray(c as char),
                    },
                    line,
                });
                i += 1;
            }
            _ => {
                let start = i;
                while i < b.len() && !is_delimiter(b[i]) {
                    i += 1;
                }
                for tok in classify_symbol(&text[start..i]) {
                    out.push(Token { tok, line });
                }
            }
        }
    }
    out
}

/// Splits the tokens into games: tag pairs, then movetext up to a result outside variations, or
/// up to the next tag pair.
fn split_games<'a>(tokens: Vec<Token<'a>>) -> Vec<Vec<Token<'a>>> {
    let mut games = Vec::new();
    let mut cur: Vec<Token<'a>> = Vec::new();
    let mut in_movetext = false;
    let mut depth = 0usize;
    for t in tokens {
        match &t.tok {
            Tok::Tag(..) | Tok::BadTag(_) => {
                if in_movetext {
                    games.push(std::mem::take(&mut cur));
                    in_movetext = false;
                    depth = 0;
                }
                cur.push(t);
            }
            Tok::Result(_) if depth == 0 => {
                cur.push(t);
                games.push(std::mem::take(&mut cur));
                in_movetext = false;
            }
            tok => {
                match tok {
                    Tok::Open => depth += 1,
                    Tok::Close => depth = depth.saturating_sub(1),
                    _ => {}
                }
                in_movetext = true;
                cur.push(t);
            }
        }
    }
    if !cur.is_empty() {
        games.push(cur);
    }
    games
}

// ---------------------------------------------------------------------------------------------
// Reading.

// The option tags are named as the UCI options: one table serves both.
use crate::uci::{HIA_FLAGS, KNIGHT_MATE_NAMES, SHATAR_FLAGS, START_NAMES};

const PRESET_NAMES: [&str; 3] = ["none", "vivanto", "dagaz"];

/// The tags this module reads itself (a second one is an error).
fn is_read_tag(name: &str) -> bool {
    [
        "Variant",
        "SetUp",
        "FEN",
        "Result",
        "Shatar_Start",
        "Shatar_KnightMate",
        "Hiashatar_Preset",
    ]
    .iter()
    .chain(SHATAR_FLAGS.iter().map(|(n, _)| n))
    .chain(HIA_FLAGS.iter().map(|(n, _)| n))
    .any(|n| n.eq_ignore_ascii_case(name))
}

struct TagAt<'t> {
    tags: &'t [(String, String)],
    lines: &'t [usize],
}

impl TagAt<'_> {
    fn get(&self, name: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .zip(self.lines)
            .find(|((n, _), _)| n.eq_ignore_ascii_case(name))
            .map(|((_, v), &l)| (v.as_str(), l))
    }
}

/// An error's line and kind, before the game's number and players are added. Errors are few (one
/// per bad game) and their size does not matter, so they are not boxed.
type Failure = (usize, PgnErrorKind);

/// The movetext's result and its line.
type End = Option<(GameResult, usize)>;

fn flag_value(tag: &str, value: &str, line: usize) -> Result<bool, Failure> {
    if value.eq_ignore_ascii_case("true") {
        Ok(true)
    } else if value.eq_ignore_ascii_case("false") {
        Ok(false)
    } else {
        Err((
            line,
            PgnErrorKind::BadOption {
                tag: tag.to_string(),
                value: value.to_string(),
                expected: "true or false",
            },
        ))
    }
}

fn named<T: Copy>(
    names: &[(&str, T)],
    tag: &str,
    value: &str,
    line: usize,
    expected: &'static str,
) -> Result<T, Failure> {
    names
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(value))
        .map(|&(_, v)| v)
        .ok_or_else(|| {
            (
                line,
                PgnErrorKind::BadOption {
                    tag: tag.to_string(),
                    value: value.to_string(),
                    expected,
                },
            )
        })
}

fn shatar_options(tags: &TagAt) -> Result<shatar::Options, Failure> {
    let mut o = shatar::Options::default();
    if let Some((v, l)) = tags.get("Shatar_Start") {
        o.start = named(
            &START_NAMES,
            "Shatar_Start",
            v,
            l,
            "queens-pawn, kings-pawn or bers-beside-king",
        )?;
    }
    if let Some((v, l)) = tags.get("Shatar_KnightMate") {
        o.knight_mate = named(
            &KNIGHT_MATE_NAMES,
            "Shatar_KnightMate",
            v,
            l,
            "loses, illegal or wins",
        )?;
    }
    for (name, flag) in SHATAR_FLAGS {
        if let Some((v, l)) = tags.get(name) {
            *flag(&mut o) = flag_value(name, v, l)?;
        }
    }
    Ok(o)
}

fn hia_options(tags: &TagAt) -> Result<hiashatar::Options, Failure> {
    let mut o = hiashatar::Options::default();
    if let Some((v, l)) = tags.get("Hiashatar_Preset") {
        let presets = [
            ("none", hiashatar::Options::default()),
            ("vivanto", hiashatar::Options::vivanto()),
            ("dagaz", hiashatar::Options::dagaz()),
        ];
        o = named(&presets, "Hiashatar_Preset", v, l, "none, vivanto or dagaz")?;
    }
    for (name, flag) in HIA_FLAGS {
        if let Some((v, l)) = tags.get(name) {
            *flag(&mut o) = flag_value(name, v, l)?;
        }
    }
    Ok(o)
}

/// The start's FEN from `SetUp` and `FEN`, if the record gives one.
fn start_fen<'t>(tags: &'t TagAt) -> Result<Option<(&'t str, usize)>, Failure> {
    let fen = tags.get("FEN");
    match tags.get("SetUp") {
        Some(("0", _)) => Ok(None),
        Some(("1", l)) => fen.map(Some).ok_or((l, PgnErrorKind::MissingFen)),
        Some((v, l)) => Err((l, PgnErrorKind::BadSetUp(v.to_string()))),
        None => Ok(fen),
    }
}

/// Plays the movetext on `game`; returns the movetext's result and its line, if any.
fn play_moves<P: Variant>(game: &mut Game<P>, tokens: &[Token]) -> Result<End, Failure> {
    let mut depth = 0usize;
    let mut open_line = 0;
    for t in tokens {
        match &t.tok {
            Tok::UnclosedComment => return Err((t.line, PgnErrorKind::UnclosedComment)),
            Tok::Open => {
                if depth == 0 {
                    open_line = t.line;
                }
                depth += 1;
            }
            Tok::Close if depth == 0 => {
                return Err((t.line, PgnErrorKind::Unexpected(")".to_string())));
            }
            Tok::Close => depth -= 1,
            _ if depth > 0 => {}
            Tok::Stray(c) => return Err((t.line, PgnErrorKind::Unexpected(c.to_string()))),
            Tok::Result(r) => return Ok(Some((*r, t.line))),
            Tok::Move(m) => {
                let pos = game.position();
                let number = format!(
                    "{}{}",
                    pos.fullmoves(),
                    if pos.turn() == Color::White {
                        "."
                    } else {
                        "..."
                    }
                );
                if let Err(error) = game.play_text(m) {
                    return Err((
                        t.line,
                        PgnErrorKind::Move {
                            number,
                            text: m.to_string(),
                            error,
                        },
                    ));
                }
            }
            Tok::Skip | Tok::Tag(..) | Tok::BadTag(_) => {}
        }
    }
    if depth > 0 {
        return Err((open_line, PgnErrorKind::UnclosedVariation));
    }
    Ok(None)
}

fn read_one<P: Variant>(
    start: Result<P, FenError>,
    fen: Option<(&str, usize)>,
    first_line: usize,
    movetext: &[Token],
) -> Result<(Game<P>, End), Failure> {
    let start = start.map_err(|error| {
        let (fen, line) = fen.unwrap_or(("", first_line));
        (
            line,
            PgnErrorKind::Fen {
                fen: fen.to_string(),
                error,
            },
        )
    })?;
    let mut game = Game::new(start);
    let end = play_moves(&mut game, movetext)?;
    Ok((game, end))
}

#[allow(clippy::result_large_err)]
fn read_game(tokens: &[Token]) -> Result<PgnGame, (Option<String>, Failure)> {
    let first_line = tokens.first().map_or(1, |t| t.line);
    let mut tags = Vec::new();
    let mut lines = Vec::new();
    let mut bad_tag = None;
    let mut n_tags = 0;
    for t in tokens {
        match &t.tok {
            Tok::Tag(name, value) => {
                if bad_tag.is_none() && is_read_tag(name) && find_tag(&tags, name).is_some() {
                    bad_tag = Some((t.line, PgnErrorKind::DuplicateTag(name.clone())));
                }
                tags.push((name.clone(), value.clone()));
                lines.push(t.line);
            }
            Tok::BadTag(why) => {
                if bad_tag.is_none() {
                    bad_tag = Some((t.line, PgnErrorKind::BadTag(why.clone())));
                }
            }
            _ => break,
        }
        n_tags += 1;
    }
    let players = match (find_tag(&tags, "White"), find_tag(&tags, "Black")) {
        (None, None) => None,
        (w, b) => Some(format!("{} – {}", w.unwrap_or("?"), b.unwrap_or("?"))),
    };
    let fail = |f: Failure| (players.clone(), f);
    if let Some(f) = bad_tag {
        return Err(fail(f));
    }
    let movetext = &tokens[n_tags..];
    let at = TagAt {
        tags: &tags,
        lines: &lines,
    };
    let tag_result = match at.get("Result") {
        None => None,
        Some((v, l)) => Some((
            GameResult::parse(v)
                .ok_or_else(|| fail((l, PgnErrorKind::BadResult(v.to_string()))))?,
            l,
        )),
    };
    let (variant, vline) = at
        .get("Variant")
        .ok_or_else(|| fail((first_line, PgnErrorKind::MissingVariant)))?;
    let fen = start_fen(&at).map_err(fail)?;
    let (game, end) = if variant.eq_ignore_ascii_case("shatar") {
        let o = shatar_options(&at).map_err(fail)?;
        let start = match fen {
            Some((f, _)) => shatar::Position::from_fen(f, o),
            None => Ok(shatar::Position::new(o)),
        };
        let (g, end) = read_one(start, fen, first_line, movetext).map_err(fail)?;
        (AnyGame::Shatar(g), end)
    } else if variant.eq_ignore_ascii_case("hiashatar") {
        let o = hia_options(&at).map_err(fail)?;
        let start = match fen {
            Some((f, _)) => hiashatar::Position::from_fen(f, o),
            None => Ok(hiashatar::Position::new(o)),
        };
        let (g, end) = read_one(start, fen, first_line, movetext).map_err(fail)?;
        (AnyGame::Hiashatar(g), end)
    } else {
        return Err(fail((
            vline,
            PgnErrorKind::UnknownVariant(variant.to_string()),
        )));
    };
    let result = match (tag_result, end) {
        (Some((tag, _)), Some((movetext, line))) if tag != movetext => {
            return Err(fail((line, PgnErrorKind::ResultMismatch { tag, movetext })));
        }
        (_, Some((r, _))) | (Some((r, _)), None) => r,
        (None, None) => GameResult::Unknown,
    };
    let result_check = ResultCheck::of(result, game.outcome());
    Ok(PgnGame {
        tags,
        game,
        result,
        result_check,
        line: first_line,
    })
}

/// Reads every game of a PGN file (see the module's docs for what is accepted).
#[allow(clippy::result_large_err)]
pub fn read_file(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    split_games(tokenize(text))
        .iter()
        .enumerate()
        .map(|(i, toks)| {
            read_game(toks).map_err(|(players, (line, kind))| PgnError {
                game: i + 1,
                players,
                line,
                kind,
            })
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Writing.

const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The width movetext is wrapped at.
pub const LINE_WIDTH: usize = 80;

fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => s.push_str("\\\\"),
            '"' => s.push_str("\\\""),
            c if c.is_control() => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
}

fn is_symbol(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn option_tags(game: &AnyGame) -> Tags {
    let mut out = Vec::new();
    let t = |n: &str, v: &str| (n.to_string(), v.to_string());
    match game {
        AnyGame::Shatar(g) => {
            let o = g.start().options();
            let d = shatar::Options::default();
            if o.start != d.start {
                let name = START_NAMES.iter().find(|(_, s)| *s == o.start);
                out.push(t("Shatar_Start", name.map_or("", |(n, _)| n)));
            }
            if o.knight_mate != d.knight_mate {
                let name = KNIGHT_MATE_NAMES.iter().find(|(_, k)| *k == o.knight_mate);
                out.push(t("Shatar_KnightMate", name.map_or("", |(n, _)| n)));
            }
            let mut o = o;
            for (name, flag) in SHATAR_FLAGS {
                if *flag(&mut o) {
                    out.push(t(name, "true"));
                }
            }
        }
        AnyGame::Hiashatar(g) => {
            let o = g.start().options();
            let presets = [
                hiashatar::Options::default(),
                hiashatar::Options::vivanto(),
                hiashatar::Options::dagaz(),
            ];
            match presets.iter().position(|p| *p == o) {
                Some(0) => {}
                Some(i) => out.push(t("Hiashatar_Preset", PRESET_NAMES[i])),
                None => {
                    let mut o = o;
                    for (name, flag) in HIA_FLAGS {
                        if *flag(&mut o) {
                            out.push(t(name, "true"));
                        }
                    }
                }
            }
        }
    }
    out
}

/// Writes one game as a PGN record (see the module's docs), ending with a newline.
pub fn write_game(game: &AnyGame, tags: &[(String, String)]) -> String {
    let result = find_tag(tags, "Result")
        .and_then(GameResult::parse)
        .unwrap_or_else(|| GameResult::of_outcome(game.outcome()));
    let mut out = String::new();
    for (name, default) in ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            find_tag(tags, name).unwrap_or(default)
        };
        push_tag(&mut out, name, value);
    }
    let ours = option_tags(game);
    for (name, value) in tags {
        let written = ROSTER.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)) || is_read_tag(name);
        if !written && is_symbol(name) {
            push_tag(&mut out, name, value);
        }
    }
    push_tag(&mut out, "Variant", game.variant_name());
    for (name, value) in &ours {
        push_tag(&mut out, name, value);
    }
    if game.is_set_up() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &game.start_fen());
    }
    out.push('\n');
    let (mut number, mut white) =
        each!(game, g => (g.start().fullmoves(), g.start().turn() == Color::White));
    let mut words = Vec::new();
    for (i, san) in game.san_moves().into_iter().enumerate() {
        if white {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(san);
        if !white {
            number += 1;
        }
        white = !white;
    }
    words.push(result.as_str().to_string());
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > LINE_WIDTH {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&w);
        line_len += w.len();
    }
    out.push('\n');
    out
}

/// Writes games as one PGN file, a blank line between them.
pub fn write_file(games: &[(AnyGame, Tags)]) -> String {
    games
        .iter()
        .map(|(g, t)| write_game(g, t))
        .collect::<Vec<_>>()
        .join("\n")
}
