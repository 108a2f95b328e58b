//! Moves and their notation (RULES.md section 8).

use std::fmt;

use crate::piece::{Color, Kind};
use crate::square::{Square, SquareError};

/// The most jumps one chain can make (one per enemy man; the Original game has 24 a side).
pub const MAX_JUMPS: usize = 24;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A step or slide (great-road moves included).
    Quiet,
    /// A man put from a fortress or gate onto a half of the battlefield.
    Drop,
    /// A jump or a chain of jumps.
    Capture,
    /// A waiting Shatra promoted where it stands.
    Promote,
}

/// A move. Equality is by spelling; [`Move::same_as`] is the sameness rule of section 8.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    kind: MoveKind,
    len: u8,
    /// Index into `path` of the landing where the promotion happens (0 for quiet and in place).
    promo_at: u8,
    promo: Option<Kind>,
    captured: u64,
    path: [Square; MAX_JUMPS],
}

const NO_SQ: Square = Square::new_unchecked(0);

impl Move {
    pub(crate) fn quiet(from: Square, to: Square, promo: Option<Kind>) -> Move {
        let mut path = [NO_SQ; MAX_JUMPS];
        path[0] = to;
        Move {
            from,
            kind: MoveKind::Quiet,
            len: 1,
            promo_at: 0,
            promo,
            captured: 0,
            path,
        }
    }

    pub(crate) fn drop(from: Square, to: Square) -> Move {
        Move {
            kind: MoveKind::Drop,
            ..Move::quiet(from, to, None)
        }
    }

    pub(crate) fn promote_in_place(sq: Square, kind: Kind) -> Move {
        Move {
            from: sq,
            kind: MoveKind::Promote,
            len: 0,
            promo_at: 0,
            promo: Some(kind),
            captured: 0,
            path: [NO_SQ; MAX_JUMPS],
        }
    }

    pub(crate) fn capture(
        from: Square,
        path: &[Square],
        captured: u64,
        promo: Option<(usize, Kind)>,
    ) -> Move {
        let mut p = [NO_SQ; MAX_JUMPS];
        p[..path.len()].copy_from_slice(path);
        Move {
            from,
            kind: MoveKind::Capture,
            len: path.len() as u8,
            promo_at: promo.map_or(0, |(i, _)| i as u8),
            promo: promo.map(|(_, k)| k),
            captured,
            path: p,
        }
    }

    pub fn from(&self) -> Square {
        self.from
    }

    /// Where the man ends (its own square for an in-place promotion).
    pub fn to(&self) -> Square {
        if self.len == 0 {
            self.from
        } else {
            self.path[self.len as usize - 1]
        }
    }

    pub fn kind(&self) -> MoveKind {
        self.kind
    }

    pub fn is_capture(&self) -> bool {
        self.kind == MoveKind::Capture
    }

    pub fn is_drop(&self) -> bool {
        self.kind == MoveKind::Drop
    }

    /// Landing squares, in order (one for a quiet move or drop, none for an in-place promotion).
    pub fn landings(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// Squares of the men this move captures (for an en-passant jump, the double-stepped Shatra).
    pub fn captured(&self) -> u64 {
        self.captured
    }

    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// The kind the Shatra becomes, if it promotes.
    pub fn promotion(&self) -> Option<Kind> {
        self.promo
    }

    /// The square where the promotion happens.
    pub fn promotion_square(&self) -> Option<Square> {
        self.promo?;
        Some(if self.len == 0 {
            self.from
        } else {
            self.path[self.promo_at as usize]
        })
    }

    /// RULES.md section 8: two moves are the same when they have the same start, end,
    /// set of captured men and promotion.
    pub fn same_as(&self, other: &Move) -> bool {
        self.from == other.from
            && self.to() == other.to()
            && self.captured == other.captured
            && self.promo == other.promo
    }

    /// Canonical order among spellings of one move: fewer landings, then lower square numbers.
    pub(crate) fn spelling_key(&self) -> (u8, &[Square]) {
        (self.len, self.landings())
    }
}

fn promo_letter(k: Kind) -> char {
    match k {
        Kind::Batyr => 'Q',
        Kind::Tura => 'R',
        Kind::Yalkyn => 'B',
        // Shatras never promote to Biy or Shatra.
        Kind::Biy | Kind::Shatra => '?',
    }
}

impl fmt::Display for Move {
    /// Canonical notation: `46-32`, `29x17`, `9x3=Qx7x31x17`, `3=Q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        if self.len == 0 {
            if let Some(k) = self.promo {
                write!(f, "={}", promo_letter(k))?;
            }
            return Ok(());
        }
        let sep = if self.kind == MoveKind::Capture {
            'x'
        } else {
            '-'
        };
        for (i, s) in self.landings().iter().enumerate() {
            write!(f, "{sep}{s}")?;
            if let Some(k) = self.promo.filter(|_| i == self.promo_at as usize) {
                write!(f, "={}", promo_letter(k))?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// A move as written, before it is checked against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub from: Square,
    /// `true` for `x` (or `:`), `false` for `-`.
    pub capture: bool,
    /// Landings, each with the promotion written right after it.
    pub landings: Vec<(Square, Option<Kind>)>,
    /// In-place promotion (`3=Q`).
    pub in_place: Option<Kind>,
}

/// Why a move could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move.
    Syntax { text: String, problem: String },
    /// A well-formed move that the rules forbid here.
    Illegal { text: String, why: Illegal },
}

/// Why a well-formed move is not legal in a position: data, so that a program can say it in
/// its own words (the `Display` is the CLI's English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A Biy has been captured (section 7).
    GameOver,
    /// The side to move has no legal move (section 7).
    NoLegalMove { side: Color },
    /// There is no man on the start square.
    EmptySquare { square: Square },
    /// The man on the start square belongs to the side not to move.
    NotYourMan {
        square: Square,
        owner: Color,
        turn: Color,
    },
    /// Section 5: a man other than the Biy can capture.
    CaptureCompulsory,
    /// Section 4: an obligated reserve man may only be dropped onto its own half.
    ObligatedDropTarget { square: Square },
    /// Section 4: another reserve man has a drop obligation.
    DropObligation { square: Square },
    /// Section 5: only the Biy can capture, so only it may move instead.
    OnlyBiyMay,
    /// Section 4: the initial reserve is dropped in a fixed order.
    NotNextInDropOrder { square: Square },
    /// The man cannot make that quiet move or drop.
    CannotGoThere { kind: Kind, square: Square },
    /// The man has no capture.
    NoCapture { kind: Kind, square: Square },
    /// Section 5: the chain stops where the man can capture again.
    ChainMustGoOn,
    /// The man has captures, but not that one.
    NoSuchCapture { kind: Kind, square: Square },
    /// Not among the legal moves (no finer reason).
    NotLegalHere,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the game is over: a Biy has been captured"),
            Illegal::NoLegalMove { side } => {
                write!(f, "{side} has no legal move: the game is over")
            }
            Illegal::EmptySquare { square } => write!(f, "square {square} is empty"),
            Illegal::NotYourMan {
                square,
                owner,
                turn,
            } => write!(
                f,
                "the man on {square} is {owner}'s and it is {turn}'s turn"
            ),
            Illegal::CaptureCompulsory => write!(f, "a capture is compulsory"),
            Illegal::ObligatedDropTarget { square } => write!(
                f,
                "the reserve man on {square} may only be dropped onto an empty square of its own half"
            ),
            Illegal::DropObligation { square } => write!(
                f,
                "the reserve man on {square} captured and must now be dropped (drop obligation)"
            ),
            Illegal::OnlyBiyMay => {
                write!(
                    f,
                    "a capture is possible: only the Biy may capture or move instead"
                )
            }
            Illegal::NotNextInDropOrder { square } => {
                write!(
                    f,
                    "the reserve man on {square} is not next in the drop order"
                )
            }
            Illegal::CannotGoThere { kind, square } => {
                write!(f, "the {kind} on {square} cannot go there")
            }
            Illegal::NoCapture { kind, square } => {
                write!(f, "the {kind} on {square} has no capture")
            }
            Illegal::ChainMustGoOn => {
                write!(
                    f,
                    "the chain must go on: the capturing man can capture again"
                )
            }
            Illegal::NoSuchCapture { kind, square } => {
                write!(f, "the {kind} on {square} has no such capture")
            }
            Illegal::NotLegalHere => write!(f, "it is not a legal move here"),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax { text, problem } => write!(f, "'{text}' is not a move: {problem}"),
            MoveError::Illegal { text, why } => write!(f, "{text} is illegal: {why}"),
        }
    }
}

impl std::error::Error for MoveError {}

fn parse_promo(c: char) -> Option<Kind> {
    match c.to_ascii_uppercase() {
        'Q' => Some(Kind::Batyr),
        'R' => Some(Kind::Tura),
        'B' => Some(Kind::Yalkyn),
        _ => None,
    }
}

impl MoveText {
    /// Reads notation: `46-32`, `29x17`, `29:17`, `9x3=Qx7`, `3=Q`; squares by number or
    /// algebraic name (`e12xe14=Q`). Never panics.
    pub fn parse(text: &str) -> Result<MoveText, MoveError> {
        let t = text.trim();
        let syntax = |problem: String| MoveError::Syntax {
            text: t.to_string(),
            problem,
        };
        if t.is_empty() {
            return Err(syntax("it is empty".into()));
        }
        if !t.is_ascii() {
            return Err(syntax(
                "only digits, a-g, '-', 'x', ':' and '=Q/R/B' may appear".into(),
            ));
        }
        // Split into square tokens and separators.
        let mut tokens: Vec<(char, &str)> = Vec::new(); // (separator before, token)
        let mut sep = ' ';
        let mut start = 0;
        let bytes = t.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            let c = b as char;
            if matches!(c, '-' | 'x' | 'X' | ':') {
                tokens.push((sep, &t[start..i]));
                sep = if c == '-' { '-' } else { 'x' };
                start = i + 1;
            }
        }
        tokens.push((sep, &t[start..]));
        let mut from = None;
        let mut landings = Vec::new();
        let mut in_place = None;
        let mut capture = None;
        for (i, (sep, tok)) in tokens.iter().enumerate() {
            let (sq_text, promo) = match tok.split_once('=') {
                Some((s, p)) => {
                    let mut chars = p.chars();
                    let (Some(c), None) = (chars.next(), chars.next()) else {
                        return Err(syntax(format!("'={p}' is not a promotion (=Q, =R or =B)")));
                    };
                    let k = parse_promo(c).ok_or_else(|| {
                        syntax(format!("'={p}' is not a promotion (=Q, =R or =B)"))
                    })?;
                    (s, Some(k))
                }
                None => (*tok, None),
            };
            if sq_text.is_empty() {
                return Err(syntax("a square is missing".into()));
            }
            let sq = Square::parse(sq_text).map_err(|e: SquareError| syntax(e.to_string()))?;
            if i == 0 {
                from = Some(sq);
                in_place = promo;
            } else {
                let is_cap = *sep == 'x';
                match capture {
                    None => capture = Some(is_cap),
                    Some(c) if c != is_cap => return Err(syntax("it mixes '-' and 'x'".into())),
                    _ => {}
                }
                landings.push((sq, promo));
            }
        }
        let from = from.ok_or_else(|| syntax("the start square is missing".into()))?;
        if in_place.is_some() && !landings.is_empty() {
            return Err(syntax(
                "a promotion comes after the square where it happens".into(),
            ));
        }
        if landings.is_empty() && in_place.is_none() {
            return Err(syntax("a move needs a destination ('46-32'), jumps ('29x17') or an in-place promotion ('3=Q')".into()));
        }
        let capture = capture.unwrap_or(false);
        if !capture && landings.len() > 1 {
            return Err(syntax("a quiet move has one destination".into()));
        }
        if landings.len() > MAX_JUMPS {
            return Err(syntax(format!("more than {MAX_JUMPS} jumps")));
        }
        if landings.iter().filter(|l| l.1.is_some()).count() > 1 {
            return Err(syntax("a man promotes at most once".into()));
        }
        Ok(MoveText {
            from,
            capture,
            landings,
            in_place,
        })
    }

    /// Whether a move is spelt this way (landing by landing, promotion included).
    pub fn matches(&self, m: &Move) -> bool {
        if m.from() != self.from {
            return false;
        }
        if let Some(k) = self.in_place {
            return m.kind() == MoveKind::Promote && m.promotion() == Some(k);
        }
        if self.capture != m.is_capture() || m.landings().len() != self.landings.len() {
            return false;
        }
        let promo_sq = m.promotion().map(|_| m.promo_at as usize);
        self.landings.iter().enumerate().all(|(i, (s, p))| {
            m.landings()[i] == *s
                && *p
                    == (if promo_sq == Some(i) {
                        m.promotion()
                    } else {
                        None
                    })
        })
    }
}
