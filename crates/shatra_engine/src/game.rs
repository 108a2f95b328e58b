//! A game record (RULES.md section 7): start position, rule set, moves, result and reason, tags;
//! undo and redo; the draw rules over the whole history; saving and loading as RON.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::clock::Clock;
use crate::moves::{Move, MoveError};
use crate::piece::{Color, Kind};
use crate::position::{Position, PositionError};
use crate::rules::RuleSet;

/// Plies without a capture, Shatra move, drop or promotion after which the game is drawn.
pub const PLY_LIMIT: u32 = 120;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Reason {
    /// A Biy was captured.
    BiyCaptured,
    /// The side to move had no legal move.
    NoLegalMove,
    /// The same position for the third time.
    Threefold,
    /// 120 plies without a capture, Shatra move, drop or promotion.
    PlyLimit,
    /// Only the two Biys are left.
    BareBiys,
    /// The players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player's time ran out (a match clock).
    Time,
    /// A player's time ran out while the opponent had only the bare Biy left: a draw.
    TimeAgainstBareBiy,
}

impl Reason {
    pub fn describe(self) -> &'static str {
        match self {
            Reason::BiyCaptured => "the Biy was captured",
            Reason::NoLegalMove => "no legal move was left",
            Reason::Threefold => "the same position occurred three times",
            Reason::PlyLimit => {
                "120 plies passed without a capture, Shatra move, drop or promotion"
            }
            Reason::BareBiys => "only the two Biys are left",
            Reason::Agreement => "the players agreed to a draw",
            Reason::Resignation => "a player resigned",
            Reason::Time => "a player ran out of time",
            Reason::TimeAgainstBareBiy => "time ran out against a bare Biy",
        }
    }
}

/// The result of a game: the winner (none for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{} {c} wins: {}", self.score(), self.reason.describe()),
            None => write!(f, "{} draw: {}", self.score(), self.reason.describe()),
        }
    }
}

impl Position {
    /// The end of the game that this position alone decides (everything but threefold
    /// repetition, which needs the history): a captured Biy, no legal move, bare Biys or the
    /// ply limit. A position both won and drawn is won (section 7).
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_given(&self.legal_moves())
    }

    /// [`Position::outcome`] for a caller that has generated the legal moves already.
    fn outcome_given(&self, legal: &[Move]) -> Option<Outcome> {
        for c in Color::BOTH {
            if self.pieces(c, Kind::Biy) == 0 {
                return Some(Outcome {
                    winner: Some(c.other()),
                    reason: Reason::BiyCaptured,
                });
            }
        }
        if legal.is_empty() {
            return Some(Outcome {
                winner: Some(self.turn().other()),
                reason: Reason::NoLegalMove,
            });
        }
        // Section 9, "no automatic draws": the game goes on.
        if self.rules().no_automatic_draws {
            return None;
        }
        if self.occupied() == self.kind_bb(Kind::Biy) {
            return Some(Outcome {
                winner: None,
                reason: Reason::BareBiys,
            });
        }
        if self.halfmoves() >= PLY_LIMIT {
            return Some(Outcome {
                winner: None,
                reason: Reason::PlyLimit,
            });
        }
        None
    }
}

/// Why a game operation or a saved game was refused.
#[derive(Debug)]
pub enum GameError {
    Position(PositionError),
    /// A move of the record (1-based ply) could not be played.
    Move {
        ply: usize,
        error: MoveError,
    },
    GameOver(Outcome),
    Format(String),
    Io(std::io::Error),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Position(e) => write!(f, "start position: {e}"),
            GameError::Move { ply, error } => write!(f, "move {ply}: {error}"),
            GameError::GameOver(o) => write!(f, "the game is over ({o})"),
            GameError::Format(e) => write!(f, "not a saved game: {e}"),
            GameError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameError {}

/// A game: everything needed to replay, show, save and continue it.
#[derive(Clone, Debug)]
pub struct Game {
    rules: RuleSet,
    /// positions[0] is the start; positions[i] follows moves[i - 1].
    positions: Vec<Position>,
    moves: Vec<Move>,
    redo: Vec<Move>,
    /// An end the board does not decide: resignation or agreement.
    declared: Option<Outcome>,
    /// Players, date, event, site, round, … (`White`, `Black`, `Date`, `Event`).
    pub tags: BTreeMap<String, String>,
    /// The match clock, if the game is played with one (saved with the game).
    pub clock: Option<Clock>,
}

/// What a saved game holds (RON).
#[derive(Serialize, Deserialize)]
struct GameFile {
    rules: RuleSet,
    start: String,
    moves: Vec<String>,
    #[serde(default)]
    result: Option<Outcome>,
    #[serde(default)]
    tags: BTreeMap<String, String>,
    #[serde(default)]
    clock: Option<Clock>,
}

impl Game {
    /// A new game from the rule set's start position.
    pub fn new(rules: RuleSet) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A new game from any position (its rule set is the position's).
    pub fn from_position(start: Position) -> Game {
        Game {
            rules: *start.rules(),
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
            tags: BTreeMap::new(),
            clock: None,
        }
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// Moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Hashes of the positions since the last irreversible move (for the search's repetition check).
    pub fn repetition_hashes(&self) -> Vec<u64> {
        let n = self.position().halfmoves() as usize;
        let from = self.positions.len().saturating_sub(n + 1);
        self.positions[from..].iter().map(Position::hash).collect()
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let legal = self.position().legal_moves();
        if self.outcome_given(&legal).is_some() {
            Vec::new()
        } else {
            legal
        }
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_given(&self.position().legal_moves())
    }

    /// [`Game::outcome`] given the current position's legal moves.
    fn outcome_given(&self, legal: &[Move]) -> Option<Outcome> {
        if let Some(o) = self.declared {
            return Some(o);
        }
        let p = self.position();
        if let Some(o) = p.outcome_given(legal) {
            return Some(o);
        }
        if p.rules().no_automatic_draws {
            return None;
        }
        let same = self
            .positions
            .iter()
            .filter(|q| q.hash() == p.hash() && q.same_placement(p))
            .count();
        if same >= 3 {
            return Some(Outcome {
                winner: None,
                reason: Reason::Threefold,
            });
        }
        None
    }

    /// Plays a legal move. Clears the redo list.
    pub fn play(&mut self, m: &Move) -> Result<(), GameError> {
        let legal = self.position().legal_moves();
        if let Some(o) = self.outcome_given(&legal) {
            return Err(GameError::GameOver(o));
        }
        let Some(m) = legal.iter().find(|l| l.same_as(m)) else {
            let error = MoveError::Illegal {
                text: m.to_string(),
                why: crate::moves::Illegal::NotLegalHere,
            };
            return Err(GameError::Move {
                ply: self.moves.len() + 1,
                error,
            });
        };
        self.make(*m);
        Ok(())
    }

    /// Plays a move written in notation.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        let m = self
            .position()
            .parse_move(text)
            .map_err(|error| GameError::Move {
                ply: self.moves.len() + 1,
                error,
            })?;
        self.make(m);
        Ok(m)
    }

    /// Like [`Game::play_text`], but the move is kept as `text` spells it (a chain's landings in
    /// its order; see [`Position::parse_move_as_written`]), as a record read and written back
    /// must keep it.
    pub fn play_text_as_written(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(o) = self.outcome() {
            return Err(GameError::GameOver(o));
        }
        let m = self
            .position()
            .parse_move_as_written(text)
            .map_err(|error| GameError::Move {
                ply: self.moves.len() + 1,
                error,
            })?;
        self.make(m);
        Ok(m)
    }

    /// A new move (not a redo): the redo list goes, and the mover's clock gets its increment.
    fn make(&mut self, m: Move) {
        let mover = self.position().turn();
        self.push(m);
        self.redo.clear();
        if let Some(clock) = &mut self.clock {
            clock.moved(mover);
        }
    }

    fn push(&mut self, m: Move) {
        let next = self.position().after(&m);
        self.moves.push(m);
        self.positions.push(next);
    }

    /// Takes back the last move (and any resignation or agreement); it can be redone.
    pub fn undo(&mut self) -> Option<Move> {
        if self.declared.take().is_some() {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.redo.push(m);
        Some(m)
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<Move> {
        let m = self.redo.pop()?;
        self.push(m);
        Some(m)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// `c` resigns.
    pub fn resign(&mut self, c: Color) {
        if self.outcome().is_none() {
            self.declared = Some(Outcome {
                winner: Some(c.other()),
                reason: Reason::Resignation,
            });
        }
    }

    /// `c`'s flag has fallen: `c` loses on time, unless the opponent has only the bare Biy left,
    /// which cannot win: then it is a draw.
    pub fn flag(&mut self, c: Color) {
        if self.outcome().is_none() {
            let p = self.position();
            let bare = p.men(c.other()) == p.pieces(c.other(), Kind::Biy);
            self.declared = Some(if bare {
                Outcome {
                    winner: None,
                    reason: Reason::TimeAgainstBareBiy,
                }
            } else {
                Outcome {
                    winner: Some(c.other()),
                    reason: Reason::Time,
                }
            });
        }
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) {
        if self.outcome().is_none() {
            self.declared = Some(Outcome {
                winner: None,
                reason: Reason::Agreement,
            });
        }
    }

    /// The moves in notation, numbered: `1. 49-35 14-28 2. …`.
    pub fn move_text(&self) -> String {
        let mut s = String::new();
        let mut ply_turn = self.start().turn();
        let mut number = self.start().fullmoves();
        for (i, m) in self.moves.iter().enumerate() {
            if ply_turn == Color::White {
                s.push_str(&format!("{number}. "));
            } else if i == 0 {
                s.push_str(&format!("{number}... "));
            }
            s.push_str(&m.to_string());
            s.push(' ');
            if ply_turn == Color::Black {
                number += 1;
            }
            ply_turn = ply_turn.other();
        }
        s.trim_end().to_string()
    }

    /// The game as RON text.
    pub fn to_ron(&self) -> String {
        let file = GameFile {
            rules: self.rules,
            start: self.start().to_fen(),
            moves: self.moves.iter().map(Move::to_string).collect(),
            result: self.outcome(),
            tags: self.tags.clone(),
            clock: self.clock.clone(),
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .expect("a game always serialises")
    }

    /// Reads a game saved by [`Game::to_ron`], replaying and checking every move.
    pub fn from_ron(text: &str) -> Result<Game, GameError> {
        let file: GameFile = ron::from_str(text).map_err(|e| GameError::Format(e.to_string()))?;
        let start = Position::from_fen(&file.start, file.rules).map_err(GameError::Position)?;
        let mut game = Game::from_position(start);
        game.tags = file.tags;
        for (i, m) in file.moves.iter().enumerate() {
            game.play_text(m).map_err(|e| match e {
                GameError::Move { error, .. } => GameError::Move { ply: i + 1, error },
                GameError::GameOver(o) => GameError::Format(format!(
                    "move {} comes after the end of the game ({o})",
                    i + 1
                )),
                other => other,
            })?;
        }
        // The saved clock already holds the increments of the moves just replayed.
        game.clock = file.clock;
        if let Some(o) = file.result
            && matches!(
                o.reason,
                Reason::Resignation | Reason::Agreement | Reason::Time | Reason::TimeAgainstBareBiy
            )
        {
            game.declared = Some(o);
        }
        Ok(game)
    }

    /// Saves to a file without ever leaving a half-written one: writes a temporary file beside
    /// it, then renames it into place.
    pub fn save(&self, path: &Path) -> Result<(), GameError> {
        write_atomically(path, self.to_ron().as_bytes()).map_err(GameError::Io)
    }

    pub fn load(path: &Path) -> Result<Game, GameError> {
        let text = std::fs::read_to_string(path).map_err(GameError::Io)?;
        Game::from_ron(&text)
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// crash never leaves a damaged file behind.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_by(path, |f| f.write_all(bytes))
}

/// [`write_atomically`] with the content written by `write`: if it fails part-way (or the
/// program stops before the rename), the file at `path` is still the previous one, whole.
pub fn write_atomically_by(
    path: &Path,
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        write(&mut f)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
