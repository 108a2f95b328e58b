//! The position (RULES.md sections 2, 4, 8): men, side to move, initial reserve, en passant,
//! drop obligations, sideways restrictions and counters; its text format; making moves.

use std::fmt;
use std::str::FromStr;

use crate::moves::{Move, MoveKind};
use crate::piece::{Color, Kind, Piece};
use crate::rules::RuleSet;
use crate::square::{Dir, Square, SquareError, Squares};
use crate::zobrist::KEYS;

/// A sideways restriction (RULES.md section 3): the Shatra on `square` made a quiet sideways step
/// and may not step back the other way on its side's next turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Sideways {
    pub square: Square,
    /// `true` if it stepped towards file g (`>`), `false` towards file a (`<`).
    pub towards_g: bool,
}

impl Sideways {
    /// The direction that is forbidden on the next turn.
    pub fn forbidden(self) -> Dir {
        if self.towards_g { Dir::W } else { Dir::E }
    }
}

/// A position of Shatra under a rule set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) by_color: [u64; 2],
    pub(crate) by_kind: [u64; 5],
    pub(crate) reserve: u64,
    pub(crate) obligations: u64,
    pub(crate) ep: Option<Square>,
    pub(crate) sideways: [Option<Sideways>; 2],
    pub(crate) turn: Color,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
    pub(crate) rules: RuleSet,
}

/// The fields of the position format, for error messages.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Men = 1,
    Side = 2,
    Reserve = 3,
    EnPassant = 4,
    Obligations = 5,
    Sideways = 6,
    Counters = 7,
}

impl Field {
    fn name(self) -> &'static str {
        match self {
            Field::Men => "men",
            Field::Side => "side to move",
            Field::Reserve => "reserve",
            Field::EnPassant => "en passant",
            Field::Obligations => "drop obligations",
            Field::Sideways => "sideways restrictions",
            Field::Counters => "counters",
        }
    }
}

/// Why a position string was refused: the field (none for the line as a whole) and the problem,
/// as data ([`PositionErrorKind`]), so that a program can say it in any language. Displays in
/// English as `field 3 (reserve): square 63 is not on the board`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    field: Option<Field>,
    kind: PositionErrorKind,
}

/// What is wrong with a position string (RULES.md section 8), with the data its message names.
/// Each variant displays as the English message after the field, e.g. `square 20 is empty`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionErrorKind {
    /// The line is empty (or only spaces).
    Empty,
    /// Two spaces in a row, or a space at either end of a field.
    NotSingleSpaces,
    /// Not the seven fields (eight words: the counters are two).
    WrongFieldCount { found: usize },
    /// Field 1 does not have 14 ranks.
    RankCount { found: usize },
    /// A `0` where a count of empty squares is expected.
    ZeroCount { rank: u8 },
    /// A character that is neither a man nor a digit.
    BadMan { rank: u8, ch: char },
    /// A rank describes more or fewer squares than it has playable squares.
    RankLength {
        rank: u8,
        playable: usize,
        described: usize,
    },
    /// A side has more than one Biy.
    TwoBiys { color: Color },
    /// The side to move is not `w` or `b`.
    BadSide { text: String },
    /// A square that cannot be read (in the reserve, en passant, obligations or sideways field).
    BadSquare { error: SquareError },
    /// A range in a field that lists squares one by one (the drop obligations).
    RangeNotAllowed { text: String },
    /// A range whose first square is after its last.
    RangeBackwards { text: String },
    /// A square listed twice.
    ListedTwice { square: Square },
    /// A sideways restriction that is not a square followed by `<` or `>`.
    BadSideways { text: String },
    /// A sideways restriction on a square with no Shatra.
    NoShatraOn { square: Square },
    /// Two sideways restrictions for one side.
    TwoRestrictions { color: Color },
    /// The plies counter is not a number.
    BadPlies { text: String },
    /// The move number is not a number of 1 or more.
    BadMoveNumber { text: String },
    /// A reserve square with no man on it.
    ReserveEmpty { square: Square },
    /// A reserve man outside its own fortress and gate.
    ReserveNotAtHome {
        color: Color,
        kind: Kind,
        square: Square,
    },
    /// A Shatra at home that is not initial reserve (section 4: a Shatra never comes home).
    ShatraAtHome { color: Color, square: Square },
    /// A drop obligation on a square that holds no initial-reserve man.
    ObligationNotReserve { square: Square },
    /// An en passant square in the Original game, which has no double step (section 9).
    NoDoubleStep,
    /// An en passant square that the mover's Shatra did not just pass over.
    NotPassedOver { square: Square, mover: Color },
}

impl PositionError {
    fn new(field: Field, kind: PositionErrorKind) -> PositionError {
        PositionError {
            field: Some(field),
            kind,
        }
    }

    fn bad_square(field: Field, error: SquareError) -> PositionError {
        PositionError::new(field, PositionErrorKind::BadSquare { error })
    }

    /// An error of the line as a whole (no one field).
    fn whole(kind: PositionErrorKind) -> PositionError {
        PositionError { field: None, kind }
    }

    /// The field at fault, or `None` when the line as a whole is (empty, wrongly spaced, the
    /// wrong number of fields).
    pub fn field(&self) -> Option<Field> {
        self.field
    }

    /// What is wrong.
    pub fn kind(&self) -> &PositionErrorKind {
        &self.kind
    }

    /// The English message after the field, e.g. `square 20 is empty`.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for PositionErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionErrorKind as K;
        match self {
            K::Empty => write!(f, "it is empty (expected 7 fields, or startpos)"),
            K::NotSingleSpaces => write!(f, "fields must be separated by single spaces"),
            K::WrongFieldCount { found } => write!(
                f,
                "expected 7 fields (men, side, reserve, en passant, obligations, sideways, plies and move number), found {found} words"
            ),
            K::RankCount { found } => {
                write!(f, "expected 14 ranks separated by '/', found {found}")
            }
            K::ZeroCount { rank } => {
                write!(f, "rank {rank}: 0 is not a count of empty squares")
            }
            K::BadMan { rank, ch } => {
                write!(
                    f,
                    "rank {rank}: '{ch}' is not a man (KQRBP, kqrbp) or a digit"
                )
            }
            K::RankLength {
                rank,
                playable,
                described,
            } => write!(
                f,
                "rank {rank} has {playable} playable squares, the text describes {described}"
            ),
            K::TwoBiys { color } => write!(f, "{color} has more than one Biy"),
            K::BadSide { text } => write!(f, "'{text}' is not w or b"),
            K::BadSquare { error } => write!(f, "{error}"),
            K::RangeNotAllowed { text } => {
                write!(f, "'{text}': list squares one by one, separated by commas")
            }
            K::RangeBackwards { text } => write!(f, "range '{text}' runs backwards"),
            K::ListedTwice { square } => write!(f, "square {square} is listed twice"),
            K::BadSideways { text } => write!(f, "'{text}' must be a square followed by < or >"),
            K::NoShatraOn { square } => write!(f, "no Shatra stands on {square}"),
            K::TwoRestrictions { color } => write!(f, "two restrictions for {color}"),
            K::BadPlies { text } => write!(f, "'{text}' is not a number of plies"),
            K::BadMoveNumber { text } => write!(f, "'{text}' is not a move number (1 or more)"),
            K::ReserveEmpty { square } => write!(f, "square {square} is empty"),
            K::ReserveNotAtHome {
                color,
                kind,
                square,
            } => write!(
                f,
                "the {color} {kind} on {square} is not in its own fortress or gate"
            ),
            K::ShatraAtHome { color, square } => write!(
                f,
                "the {color} Shatra on {square} stands at home but is not initial reserve (a Shatra never comes home)"
            ),
            K::ObligationNotReserve { square } => {
                write!(f, "square {square} does not hold an initial-reserve man")
            }
            K::NoDoubleStep => write!(f, "the Original game has no double step"),
            K::NotPassedOver { square, mover } => write!(
                f,
                "square {square} was not just passed over by a {mover} Shatra's double step"
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.field {
            Some(field) => write!(f, "field {} ({}): {}", field as u8, field.name(), self.kind),
            None => write!(f, "position: {}", self.kind),
        }
    }
}

impl std::error::Error for PositionError {}

/// Number of playable squares on each rank, rank 14 first.
const RANK_SIZES: [usize; 14] = [3, 3, 3, 1, 7, 7, 7, 7, 7, 7, 1, 3, 3, 3];

impl Position {
    /// An empty board, White to move.
    pub fn empty(rules: RuleSet) -> Position {
        let mut p = Position {
            by_color: [0; 2],
            by_kind: [0; 5],
            reserve: 0,
            obligations: 0,
            ep: None,
            sideways: [None; 2],
            turn: Color::White,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
            rules,
        };
        p.hash = p.compute_hash();
        p
    }

    /// Men on squares and nothing else checked: for showing a position that is being set up
    /// (a position editor) before it is valid. Not for play: [`Position::from_fen`] is the way
    /// to a position the rules allow.
    pub fn placement_only(
        rules: RuleSet,
        men: impl IntoIterator<Item = (Square, Piece)>,
        turn: Color,
    ) -> Position {
        let mut p = Position::empty(rules);
        for (sq, piece) in men {
            if p.occupied() & sq.bit() == 0 {
                p.put(sq, piece);
            }
        }
        p.turn = turn;
        p.hash = p.compute_hash();
        p
    }

    /// The start position of the rule set (RULES.md section 2, or section 9 for the Original game).
    pub fn start(rules: RuleSet) -> Position {
        Position::from_fen(rules.start_fen(), rules).expect("start position is valid")
    }

    // ---- accessors ----

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    pub fn turn(&self) -> Color {
        self.turn
    }
    pub fn men(&self, c: Color) -> u64 {
        self.by_color[c.index()]
    }
    pub fn occupied(&self) -> u64 {
        self.by_color[0] | self.by_color[1]
    }
    pub fn kind_bb(&self, k: Kind) -> u64 {
        self.by_kind[k.index()]
    }
    pub fn pieces(&self, c: Color, k: Kind) -> u64 {
        self.by_color[c.index()] & self.by_kind[k.index()]
    }
    /// Squares of initial-reserve men (both sides).
    pub fn reserve(&self) -> u64 {
        self.reserve
    }
    /// Squares of men with a pending drop obligation (both sides).
    pub fn obligations(&self) -> u64 {
        self.obligations
    }
    /// The square passed over by the Shatra that just double-stepped.
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }
    pub fn sideways(&self, c: Color) -> Option<Sideways> {
        self.sideways[c.index()]
    }
    /// Plies since the last capture, Shatra move, drop or promotion.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Zobrist hash of everything that makes positions "the same" for repetition
    /// (RULES.md section 7): men, side, reserve, en passant, obligations, sideways restrictions.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = sq.bit();
        let color = if self.by_color[0] & b != 0 {
            Color::White
        } else if self.by_color[1] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let kind = Kind::ALL
            .into_iter()
            .find(|k| self.by_kind[k.index()] & b != 0)?;
        Some(Piece { color, kind })
    }

    pub fn biy(&self, c: Color) -> Option<Square> {
        Squares(self.pieces(c, Kind::Biy)).next()
    }

    /// Whether `c` still has any initial-reserve man.
    pub fn has_reserve(&self, c: Color) -> bool {
        self.reserve & self.men(c) != 0
    }

    /// The initial-reserve man of `c` that is next in the drop order (RULES.md section 4: White
    /// 54, 55, …, 62; Black 9, 8, …, 1; men that left, were captured or stand elsewhere are
    /// skipped). The Biy on its gate is not in that order. None once the order is used up.
    pub fn next_drop(&self, c: Color) -> Option<Square> {
        let reserve = self.reserve & self.men(c);
        c.drop_order().find(|q| reserve & q.bit() != 0)
    }

    /// The officer kinds a Shatra of `c` would promote to now (RULES.md section 6): Batyr if none
    /// is on the board, Tura or Yalkyn if fewer than two. With the Original game or "always Batyr",
    /// always Batyr.
    pub fn lost_officers(&self, c: Color) -> &'static [Kind] {
        if self.rules.original || self.rules.always_batyr {
            return &[Kind::Batyr];
        }
        let q = self.pieces(c, Kind::Batyr) == 0;
        let r = self.pieces(c, Kind::Tura).count_ones() < 2;
        let b = self.pieces(c, Kind::Yalkyn).count_ones() < 2;
        match (q, r, b) {
            (true, true, true) => &[Kind::Batyr, Kind::Tura, Kind::Yalkyn],
            (true, true, false) => &[Kind::Batyr, Kind::Tura],
            (true, false, true) => &[Kind::Batyr, Kind::Yalkyn],
            (true, false, false) => &[Kind::Batyr],
            (false, true, true) => &[Kind::Tura, Kind::Yalkyn],
            (false, true, false) => &[Kind::Tura],
            (false, false, true) => &[Kind::Yalkyn],
            (false, false, false) => &[],
        }
    }

    /// Whether the Shatra of `c` on `sq` is waiting on a promotion square (RULES.md section 6).
    pub fn is_waiting(&self, c: Color, sq: Square) -> bool {
        self.rules.shatras_wait()
            && c.promotion_squares() & sq.bit() != 0
            && self.pieces(c, Kind::Shatra) & sq.bit() != 0
    }

    /// The same position with the other side to move and no en-passant right: a "pass", which
    /// Shatra does not have, for questions such as what the other side could capture if it were
    /// its turn.
    pub fn with_turn_passed(&self) -> Position {
        let mut p = *self;
        p.set_ep(None);
        p.turn = p.turn.other();
        p.hash ^= KEYS.black_to_move;
        p
    }

    // ---- board edits that keep the hash ----

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        let b = sq.bit();
        self.by_color[p.color.index()] |= b;
        self.by_kind[p.kind.index()] |= b;
        self.hash ^= KEYS.piece[p.color.index()][p.kind.index()][sq.index()];
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square, p: Piece) {
        let b = !sq.bit();
        self.by_color[p.color.index()] &= b;
        self.by_kind[p.kind.index()] &= b;
        self.hash ^= KEYS.piece[p.color.index()][p.kind.index()][sq.index()];
    }

    #[inline]
    fn toggle_reserve(&mut self, sq: Square) {
        self.reserve ^= sq.bit();
        self.hash ^= KEYS.reserve[sq.index()];
    }

    #[inline]
    fn toggle_obligation(&mut self, sq: Square) {
        self.obligations ^= sq.bit();
        self.hash ^= KEYS.obligation[sq.index()];
    }

    #[inline]
    fn set_ep(&mut self, ep: Option<Square>) {
        if let Some(e) = self.ep {
            self.hash ^= KEYS.en_passant[e.index()];
        }
        if let Some(e) = ep {
            self.hash ^= KEYS.en_passant[e.index()];
        }
        self.ep = ep;
    }

    #[inline]
    fn set_sideways(&mut self, c: Color, s: Option<Sideways>) {
        if let Some(old) = self.sideways[c.index()] {
            self.hash ^= KEYS.sideways[old.towards_g as usize][old.square.index()];
        }
        if let Some(new) = s {
            self.hash ^= KEYS.sideways[new.towards_g as usize][new.square.index()];
        }
        self.sideways[c.index()] = s;
    }

    /// The hash computed from scratch (tests compare it with the incremental one).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in Color::BOTH {
            for k in Kind::ALL {
                for s in Squares(self.pieces(c, k)) {
                    h ^= KEYS.piece[c.index()][k.index()][s.index()];
                }
            }
        }
        if self.turn == Color::Black {
            h ^= KEYS.black_to_move;
        }
        for s in Squares(self.reserve) {
            h ^= KEYS.reserve[s.index()];
        }
        for s in Squares(self.obligations) {
            h ^= KEYS.obligation[s.index()];
        }
        if let Some(e) = self.ep {
            h ^= KEYS.en_passant[e.index()];
        }
        for s in self.sideways.iter().flatten() {
            h ^= KEYS.sideways[s.towards_g as usize][s.square.index()];
        }
        h
    }

    /// Whether two positions are the same for the repetition rule (everything but the counters).
    pub fn same_placement(&self, other: &Position) -> bool {
        self.by_color == other.by_color
            && self.by_kind == other.by_kind
            && self.reserve == other.reserve
            && self.obligations == other.obligations
            && self.ep == other.ep
            && self.sideways == other.sideways
            && self.turn == other.turn
    }

    // ---- making moves ----

    /// Plays a move that is legal in this position (from [`Position::legal_moves`] or
    /// [`Position::parse_move`]). A move from elsewhere gives a meaningless position.
    pub fn play(&mut self, m: &Move) {
        let us = self.turn;
        let them = us.other();
        let from = m.from();
        let Some(mover) = self.piece_at(from) else {
            debug_assert!(false, "no man on {from}");
            return;
        };
        self.set_ep(None);
        self.set_sideways(us, None);
        // Section 9, "plies counted since a capture or promotion": a Biy that stops its chain
        // where it could jump on makes one move more (shatrabase's `pass`).
        let counts_from_capture = self.rules.plies_since_capture_or_promotion;
        let pass = counts_from_capture
            && mover.kind == Kind::Biy
            && m.kind() == MoveKind::Capture
            && self.chain_could_go_on(m);
        // Section 9, "the Biy's exits use up the reserve": the places each side's reserve loses
        // beyond its men that leave it (shatrabase's `DECTDK`, `DECTDK_sntm`).
        let used_up = if self.rules.biy_exits_use_up_reserve {
            self.reserve_places_used(m, mover)
        } else {
            [0; 2]
        };
        let mut reset = matches!(
            m.kind(),
            MoveKind::Drop | MoveKind::Capture | MoveKind::Promote
        );
        let final_kind = m.promotion().unwrap_or(mover.kind);
        match m.kind() {
            MoveKind::Promote => {
                self.remove(from, mover);
                self.put(from, Piece::new(us, final_kind));
            }
            MoveKind::Quiet | MoveKind::Drop => {
                let to = m.to();
                self.remove(from, mover);
                self.put(to, Piece::new(us, final_kind));
                if self.reserve & from.bit() != 0 {
                    self.toggle_reserve(from);
                }
                if self.obligations & from.bit() != 0 {
                    self.toggle_obligation(from);
                }
                if mover.kind == Kind::Shatra {
                    reset = !counts_from_capture;
                    if m.kind() == MoveKind::Quiet && final_kind == Kind::Shatra {
                        if from.rank() == to.rank() {
                            // Section 9, "no sideways rule": no restriction is kept.
                            if !self.rules.free_sideways {
                                self.set_sideways(
                                    us,
                                    Some(Sideways {
                                        square: to,
                                        towards_g: to.file() > from.file(),
                                    }),
                                );
                            }
                        } else if from.rank().abs_diff(to.rank()) == 2
                            && from.file() == to.file()
                            // Section 9, "no en passant on files a and g".
                            && !(self.rules.no_en_passant_on_edge_files
                                && (to.file() == 0 || to.file() == 6))
                        {
                            self.set_ep(from.step(us.forward()));
                        }
                    }
                }
                reset |= m.promotion().is_some();
            }
            MoveKind::Capture => {
                let to = m.to();
                // Section 9, "a waiting Shatra promotes when an officer is taken": the officers
                // this chain takes, in its order, before the men leave the board.
                let officers: Vec<Kind> = if self.rules.waiting_promotes_on_capture {
                    self.jumps_of(m)
                        .iter()
                        .filter_map(|&s| self.piece_at(s))
                        .filter(|p| matches!(p.kind, Kind::Batyr | Kind::Tura | Kind::Yalkyn))
                        .map(|p| p.kind)
                        .collect()
                } else {
                    Vec::new()
                };
                self.remove(from, mover);
                for s in Squares(m.captured()) {
                    if let Some(p) = self.piece_at(s) {
                        self.remove(s, p);
                    }
                    if self.reserve & s.bit() != 0 {
                        self.toggle_reserve(s);
                    }
                    if self.obligations & s.bit() != 0 {
                        self.toggle_obligation(s);
                    }
                    if self.sideways[them.index()].is_some_and(|w| w.square == s) {
                        self.set_sideways(them, None);
                    }
                }
                self.put(to, Piece::new(us, final_kind));
                for k in officers {
                    // shatrabase's `promoWaiting`: the first waiting Shatra on files c, d, e.
                    let waiting =
                        Squares(them.promotion_squares() & self.pieces(them, Kind::Shatra))
                            .min_by_key(|s| s.file());
                    if let Some(w) = waiting {
                        self.remove(w, Piece::new(them, Kind::Shatra));
                        self.put(w, Piece::new(them, k));
                    }
                }
                if self.reserve & from.bit() != 0 {
                    let was_obliged = self.obligations & from.bit() != 0;
                    self.toggle_reserve(from);
                    if self.obligations & from.bit() != 0 {
                        self.toggle_obligation(from);
                    }
                    // An initial-reserve man that captures and ends at home stays reserve,
                    // with a drop obligation (RULES.md section 4).
                    if us.home() & to.bit() != 0 {
                        self.toggle_reserve(to);
                        if !self.rules.fortress_jumps_toggle_obligation
                            || home_jumps_oblige(us.home(), from, m.landings(), was_obliged)
                        {
                            self.toggle_obligation(to);
                        }
                    }
                }
            }
        }
        // Section 9, "the Biy rejoins the reserve on its gate".
        if self.rules.biy_rejoins_reserve
            && mover.kind == Kind::Biy
            && m.kind() != MoveKind::Drop
            && m.to() == Square::gate(us)
            && from != m.to()
            && self.reserve & us.fortress() & self.men(us) != 0
            && self.reserve & m.to().bit() == 0
        {
            self.toggle_reserve(m.to());
        }
        for c in Color::BOTH {
            for _ in 0..used_up[c.index()] {
                self.use_up_reserve_place(c);
            }
        }
        // Section 9, "the reserve ends without the Biy".
        if self.rules.reserve_ends_without_biy || self.rules.biy_exits_use_up_reserve {
            self.end_biy_only_reserves();
        }
        if counts_from_capture {
            reset = matches!(m.kind(), MoveKind::Capture | MoveKind::Promote)
                || m.promotion().is_some();
        }
        self.halfmoves = if pass {
            1
        } else if reset {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.hash ^= KEYS.black_to_move;
    }

    /// The initial-reserve men of `c` but its Biy.
    fn reserve_but_biy(&self, c: Color) -> u64 {
        self.reserve & self.men(c) & !self.pieces(c, Kind::Biy)
    }

    /// Section 9, "the Biy's exits use up the reserve": the Shatras of `c` at home that are not
    /// reserve while `c` still has reserve men (they stand for places its Biy used up); they
    /// make no quiet move and capture as reserve men, as every man at home does in shatrabase
    /// while `temdekOn`.
    pub(crate) fn held_at_home(&self, c: Color) -> u64 {
        if !self.rules.biy_exits_use_up_reserve || self.reserve_but_biy(c) == 0 {
            return 0;
        }
        self.pieces(c, Kind::Shatra) & c.home() & !self.reserve
    }

    /// How many places of each side's reserve `m` uses up beyond the reserve men that leave it
    /// (`SBoard::doCFlags`, Original: `DECTDK` for a capture from home onto the battlefield,
    /// `DECTDK_sntm` for a man taken at home, both while `temdekOn`; `getDrops`: `DECTDK` for
    /// the Biy's drop from its fortress): the Biy's and the held men's.
    fn reserve_places_used(&self, m: &Move, mover: Piece) -> [u8; 2] {
        let us = mover.color;
        let them = us.other();
        let mut used = [0u8; 2];
        let from = m.from();
        if self.reserve_but_biy(us) != 0 {
            let held = mover.kind == Kind::Biy || self.held_at_home(us) & from.bit() != 0;
            let leaves = match m.kind() {
                MoveKind::Capture => us.home() & from.bit() != 0 && us.home() & m.to().bit() == 0,
                MoveKind::Drop => mover.kind == Kind::Biy && us.fortress() & from.bit() != 0,
                _ => false,
            };
            if held && leaves {
                used[us.index()] += 1;
            }
        }
        if m.kind() == MoveKind::Capture && self.reserve_but_biy(them) != 0 {
            let taken = m.captured() & them.home();
            let held = self.pieces(them, Kind::Biy) | self.held_at_home(them);
            used[them.index()] += (taken & held).count_ones() as u8;
        }
        used
    }

    /// One place of `c`'s reserve used up: its reserve man last in the drop order is no longer
    /// reserve.
    fn use_up_reserve_place(&mut self, c: Color) {
        let r = self.reserve_but_biy(c);
        if let Some(s) = c.drop_order().filter(|q| r & q.bit() != 0).last() {
            self.toggle_reserve(s);
            if self.obligations & s.bit() != 0 {
                self.toggle_obligation(s);
            }
        }
    }

    /// Section 9, "the reserve ends without the Biy": a side whose only initial-reserve man is
    /// its Biy has no reserve.
    fn end_biy_only_reserves(&mut self) {
        for c in Color::BOTH {
            let r = self.reserve & self.men(c);
            if r != 0 && r & !self.pieces(c, Kind::Biy) == 0 {
                for s in Squares(r) {
                    self.toggle_reserve(s);
                    if self.obligations & s.bit() != 0 {
                        self.toggle_obligation(s);
                    }
                }
            }
        }
    }

    /// The position after a move, leaving this one as it is.
    pub fn after(&self, m: &Move) -> Position {
        let mut p = *self;
        p.play(m);
        p
    }

    /// The same position with the colours exchanged and the board given a half-turn
    /// (square n becomes 63 − n): every rule treats it exactly as the original.
    pub fn mirrored(&self) -> Position {
        let rot = |b: u64| -> u64 { Squares(b).fold(0, |acc, s| acc | s.rotated().bit()) };
        let mut p = Position::empty(self.rules);
        for c in Color::BOTH {
            for k in Kind::ALL {
                for s in Squares(self.pieces(c, k)) {
                    p.put(s.rotated(), Piece::new(c.other(), k));
                }
            }
        }
        p.reserve = rot(self.reserve);
        p.obligations = rot(self.obligations);
        p.ep = self.ep.map(Square::rotated);
        for c in Color::BOTH {
            p.sideways[c.other().index()] = self.sideways[c.index()].map(|s| Sideways {
                square: s.square.rotated(),
                towards_g: !s.towards_g,
            });
        }
        p.turn = self.turn.other();
        p.halfmoves = self.halfmoves;
        p.fullmoves = self.fullmoves;
        p.hash = p.compute_hash();
        p
    }

    // ---- the position format (RULES.md section 8) ----

    /// Reads a position string of RULES.md section 8 (or `startpos`) under a rule set.
    /// Never panics; the error names the field and the problem.
    pub fn from_fen(text: &str, rules: RuleSet) -> Result<Position, PositionError> {
        let text = text.trim();
        if text == "startpos" {
            return Position::from_fen(rules.start_fen(), rules);
        }
        if text.is_empty() {
            return Err(PositionError::whole(PositionErrorKind::Empty));
        }
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.iter().any(|f| f.is_empty()) {
            return Err(PositionError::whole(PositionErrorKind::NotSingleSpaces));
        }
        if fields.len() != 8 {
            return Err(PositionError::whole(PositionErrorKind::WrongFieldCount {
                found: fields.len(),
            }));
        }
        let mut p = Position::empty(rules);
        p.parse_men(fields[0])?;
        p.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(PositionError::new(
                    Field::Side,
                    PositionErrorKind::BadSide {
                        text: other.to_string(),
                    },
                ));
            }
        };
        p.reserve = parse_square_set(fields[2], Field::Reserve, true)?;
        p.ep = if fields[3] == "-" {
            None
        } else {
            Some(
                Square::parse(fields[3])
                    .map_err(|error| PositionError::bad_square(Field::EnPassant, error))?,
            )
        };
        p.obligations = parse_square_set(fields[4], Field::Obligations, false)?;
        p.parse_sideways(fields[5])?;
        p.halfmoves = fields[6].parse().map_err(|_| {
            PositionError::new(
                Field::Counters,
                PositionErrorKind::BadPlies {
                    text: fields[6].to_string(),
                },
            )
        })?;
        p.fullmoves = match fields[7].parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(PositionError::new(
                    Field::Counters,
                    PositionErrorKind::BadMoveNumber {
                        text: fields[7].to_string(),
                    },
                ));
            }
        };
        if rules.reserve_ends_without_biy {
            p.end_biy_only_reserves();
        }
        p.validate()?;
        p.hash = p.compute_hash();
        Ok(p)
    }

    fn parse_men(&mut self, text: &str) -> Result<(), PositionError> {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != 14 {
            return Err(PositionError::new(
                Field::Men,
                PositionErrorKind::RankCount { found: ranks.len() },
            ));
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 14 - i as u8;
            let squares: Vec<Square> = (0..7)
                .filter_map(|f| Square::from_coords(f, rank))
                .collect();
            let mut n = 0usize;
            for ch in rank_text.chars() {
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 {
                        return Err(PositionError::new(
                            Field::Men,
                            PositionErrorKind::ZeroCount { rank },
                        ));
                    }
                    n += d as usize;
                } else if let Some(piece) = Piece::from_char(ch) {
                    if let Some(&sq) = squares.get(n) {
                        self.put(sq, piece);
                    }
                    n += 1;
                } else {
                    return Err(PositionError::new(
                        Field::Men,
                        PositionErrorKind::BadMan { rank, ch },
                    ));
                }
                if n > RANK_SIZES[i] {
                    break;
                }
            }
            if n != RANK_SIZES[i] {
                return Err(PositionError::new(
                    Field::Men,
                    PositionErrorKind::RankLength {
                        rank,
                        playable: RANK_SIZES[i],
                        described: n,
                    },
                ));
            }
        }
        for c in Color::BOTH {
            if self.pieces(c, Kind::Biy).count_ones() > 1 {
                return Err(PositionError::new(
                    Field::Men,
                    PositionErrorKind::TwoBiys { color: c },
                ));
            }
        }
        Ok(())
    }

    fn parse_sideways(&mut self, text: &str) -> Result<(), PositionError> {
        if text == "-" {
            return Ok(());
        }
        for tok in text.split(',') {
            let (num, towards_g) = if let Some(n) = tok.strip_suffix('<') {
                (n, false)
            } else if let Some(n) = tok.strip_suffix('>') {
                (n, true)
            } else {
                return Err(PositionError::new(
                    Field::Sideways,
                    PositionErrorKind::BadSideways {
                        text: tok.to_string(),
                    },
                ));
            };
            let sq = Square::parse(num)
                .map_err(|error| PositionError::bad_square(Field::Sideways, error))?;
            let Some(p) = self.piece_at(sq).filter(|p| p.kind == Kind::Shatra) else {
                return Err(PositionError::new(
                    Field::Sideways,
                    PositionErrorKind::NoShatraOn { square: sq },
                ));
            };
            if self.sideways[p.color.index()].is_some() {
                return Err(PositionError::new(
                    Field::Sideways,
                    PositionErrorKind::TwoRestrictions { color: p.color },
                ));
            }
            self.sideways[p.color.index()] = Some(Sideways {
                square: sq,
                towards_g,
            });
        }
        Ok(())
    }

    /// Checks what the fields say against each other.
    fn validate(&self) -> Result<(), PositionError> {
        for s in Squares(self.reserve) {
            let Some(p) = self.piece_at(s) else {
                return Err(PositionError::new(
                    Field::Reserve,
                    PositionErrorKind::ReserveEmpty { square: s },
                ));
            };
            if p.color.home() & s.bit() == 0 {
                return Err(PositionError::new(
                    Field::Reserve,
                    PositionErrorKind::ReserveNotAtHome {
                        color: p.color,
                        kind: p.kind,
                        square: s,
                    },
                ));
            }
        }
        for c in Color::BOTH {
            // Section 9, "a Shatra's capture may end at home once the reserve is gone".
            if self.rules.shatra_captures_home_without_reserve && !self.has_reserve(c) {
                continue;
            }
            // Section 9, "the Biy's exits use up the reserve": a man that was never dropped
            // may stay at home outside the reserve.
            if self.rules.biy_exits_use_up_reserve {
                continue;
            }
            if let Some(s) = Squares(self.pieces(c, Kind::Shatra) & c.home() & !self.reserve).next()
            {
                return Err(PositionError::new(
                    Field::Men,
                    PositionErrorKind::ShatraAtHome {
                        color: c,
                        square: s,
                    },
                ));
            }
        }
        for s in Squares(self.obligations) {
            if self.reserve & s.bit() == 0 {
                return Err(PositionError::new(
                    Field::Obligations,
                    PositionErrorKind::ObligationNotReserve { square: s },
                ));
            }
        }
        if let Some(e) = self.ep {
            if !self.rules.double_step() {
                return Err(PositionError::new(
                    Field::EnPassant,
                    PositionErrorKind::NoDoubleStep,
                ));
            }
            let mover = self.turn.other();
            // The passed-over square is on the mover's relative rank 6.
            let victim = e.step(mover.forward());
            let origin = e.step(mover.forward().opposite());
            let ok = mover.relative_rank(e) == 6
                && self.piece_at(e).is_none()
                && origin.is_some_and(|o| self.piece_at(o).is_none())
                && victim
                    .is_some_and(|v| self.piece_at(v) == Some(Piece::new(mover, Kind::Shatra)));
            if !ok {
                return Err(PositionError::new(
                    Field::EnPassant,
                    PositionErrorKind::NotPassedOver { square: e, mover },
                ));
            }
        }
        Ok(())
    }

    /// The position string of RULES.md section 8.
    pub fn to_fen(&self) -> String {
        let mut out = format_men(|sq| self.piece_at(sq));
        out.push(' ');
        out.push(if self.turn == Color::White { 'w' } else { 'b' });
        out.push(' ');
        out.push_str(&format_square_set(self.reserve, true));
        out.push(' ');
        match self.ep {
            Some(e) => out.push_str(&e.to_string()),
            None => out.push('-'),
        }
        out.push(' ');
        out.push_str(&format_square_set(self.obligations, false));
        out.push(' ');
        let mut sw: Vec<Sideways> = self.sideways.iter().flatten().copied().collect();
        sw.sort_by_key(|s| s.square);
        if sw.is_empty() {
            out.push('-');
        } else {
            let parts: Vec<String> = sw
                .iter()
                .map(|s| format!("{}{}", s.square, if s.towards_g { '>' } else { '<' }))
                .collect();
            out.push_str(&parts.join(","));
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        out
    }
}

/// The men field of a position string (RULES.md section 8): ranks 14 down to 1, each rank's
/// playable squares from file a to g, digits for runs of empty squares.
pub fn format_men(piece_at: impl Fn(Square) -> Option<Piece>) -> String {
    let mut out = String::new();
    for rank in (1..=14u8).rev() {
        if rank != 14 {
            out.push('/');
        }
        let mut empty = 0;
        for f in 0..7 {
            let Some(sq) = Square::from_coords(f, rank) else {
                continue;
            };
            match piece_at(sq) {
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
    }
    out
}

/// `1-10,53-62`: ascending squares with runs of two or more as ranges (or without ranges), `-`
/// for none, as the position string writes them (RULES.md section 8).
pub fn format_square_set(set: u64, ranges: bool) -> String {
    if set == 0 {
        return "-".into();
    }
    let nums: Vec<u8> = Squares(set).map(|s| s.number()).collect();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < nums.len() {
        let mut j = i;
        while ranges && j + 1 < nums.len() && nums[j + 1] == nums[j] + 1 {
            j += 1;
        }
        if j > i {
            parts.push(format!("{}-{}", nums[i], nums[j]));
        } else {
            parts.push(nums[i].to_string());
        }
        i = j + 1;
    }
    parts.join(",")
}

fn parse_square_set(text: &str, field: Field, ranges: bool) -> Result<u64, PositionError> {
    if text == "-" {
        return Ok(0);
    }
    let mut set = 0u64;
    for tok in text.split(',') {
        let sq =
            |s: &str| Square::parse(s).map_err(|error| PositionError::bad_square(field, error));
        let (a, b) = match tok.split_once('-') {
            Some((a, b)) if ranges => (sq(a)?, sq(b)?),
            Some(_) => {
                return Err(PositionError::new(
                    field,
                    PositionErrorKind::RangeNotAllowed {
                        text: tok.to_string(),
                    },
                ));
            }
            None => {
                let s = sq(tok)?;
                (s, s)
            }
        };
        if a > b {
            return Err(PositionError::new(
                field,
                PositionErrorKind::RangeBackwards {
                    text: tok.to_string(),
                },
            ));
        }
        for i in a.index()..=b.index() {
            let bit = 1u64 << i;
            if set & bit != 0 {
                return Err(PositionError::new(
                    field,
                    PositionErrorKind::ListedTwice {
                        square: Square::new_unchecked(i as u8),
                    },
                ));
            }
            set |= bit;
        }
    }
    Ok(set)
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

impl FromStr for Position {
    type Err = PositionError;
    /// Reads a position under the default rule set.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Position::from_fen(s, RuleSet::default())
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start(RuleSet::default())
    }
}

/// Section 9, "each jump at home turns a drop obligation on or off" (shatrabase's
/// `SBoard::doCFlags`): whether an initial-reserve man's chain from `from` over `landings`
/// leaves it obliged, from whether it was before: a jump from home to home toggles it, a jump
/// that lands outside clears it.
fn home_jumps_oblige(home: u64, from: Square, landings: &[Square], was_obliged: bool) -> bool {
    let mut at = from;
    let mut obliged = was_obliged;
    for &to in landings {
        if home & to.bit() != 0 {
            if home & at.bit() != 0 {
                obliged = !obliged;
            }
        } else {
            obliged = false;
        }
        at = to;
    }
    obliged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u8) -> Square {
        Square::from_number(n).unwrap()
    }

    /// Every kind of error, by name; the match is exhaustive, so a new kind must be added here
    /// (and to the table below).
    fn name(k: &PositionErrorKind) -> &'static str {
        use PositionErrorKind as K;
        match k {
            K::Empty => "Empty",
            K::NotSingleSpaces => "NotSingleSpaces",
            K::WrongFieldCount { .. } => "WrongFieldCount",
            K::RankCount { .. } => "RankCount",
            K::ZeroCount { .. } => "ZeroCount",
            K::BadMan { .. } => "BadMan",
            K::RankLength { .. } => "RankLength",
            K::TwoBiys { .. } => "TwoBiys",
            K::BadSide { .. } => "BadSide",
            K::BadSquare { .. } => "BadSquare",
            K::RangeNotAllowed { .. } => "RangeNotAllowed",
            K::RangeBackwards { .. } => "RangeBackwards",
            K::ListedTwice { .. } => "ListedTwice",
            K::BadSideways { .. } => "BadSideways",
            K::NoShatraOn { .. } => "NoShatraOn",
            K::TwoRestrictions { .. } => "TwoRestrictions",
            K::BadPlies { .. } => "BadPlies",
            K::BadMoveNumber { .. } => "BadMoveNumber",
            K::ReserveEmpty { .. } => "ReserveEmpty",
            K::ReserveNotAtHome { .. } => "ReserveNotAtHome",
            K::ShatraAtHome { .. } => "ShatraAtHome",
            K::ObligationNotReserve { .. } => "ObligationNotReserve",
            K::NoDoubleStep => "NoDoubleStep",
            K::NotPassedOver { .. } => "NotPassedOver",
        }
    }

    const ALL: [&str; 24] = [
        "Empty",
        "NotSingleSpaces",
        "WrongFieldCount",
        "RankCount",
        "ZeroCount",
        "BadMan",
        "RankLength",
        "TwoBiys",
        "BadSide",
        "BadSquare",
        "RangeNotAllowed",
        "RangeBackwards",
        "ListedTwice",
        "BadSideways",
        "NoShatraOn",
        "TwoRestrictions",
        "BadPlies",
        "BadMoveNumber",
        "ReserveEmpty",
        "ReserveNotAtHome",
        "ShatraAtHome",
        "ObligationNotReserve",
        "NoDoubleStep",
        "NotPassedOver",
    ];

    /// RULES.md section 8 (the position format; section 9 for the Original game's en passant):
    /// every kind of error comes from some bad position string, with its field and data, and
    /// displays exactly as the English messages did before the errors were typed (the texts
    /// below were captured from the untyped parser).
    #[test]
    fn every_error_kind_is_reachable_and_displays_as_before() {
        use PositionErrorKind as K;
        let cases: Vec<(bool, &str, Option<Field>, PositionErrorKind, &str)> = vec![
            (
                false,
                "",
                None,
                K::Empty,
                "position: it is empty (expected 7 fields, or startpos)",
            ),
            (
                false,
                "   ",
                None,
                K::Empty,
                "position: it is empty (expected 7 fields, or startpos)",
            ),
            (
                false,
                "a  b",
                None,
                K::NotSingleSpaces,
                "position: fields must be separated by single spaces",
            ),
            (
                false,
                "a b c",
                None,
                K::WrongFieldCount { found: 3 },
                "position: expected 7 fields (men, side, reserve, en passant, obligations, sideways, plies and move number), found 3 words",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::RankCount { found: 13 },
                "field 1 (men): expected 14 ranks separated by '/', found 13",
            ),
            (
                false,
                "0pp/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::ZeroCount { rank: 14 },
                "field 1 (men): rank 14: 0 is not a count of empty squares",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6X/1/3/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::BadMan { rank: 5, ch: 'X' },
                "field 1 (men): rank 5: 'X' is not a man (KQRBP, kqrbp) or a digit",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K1/1/3/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::RankLength {
                    rank: 5,
                    playable: 7,
                    described: 8,
                },
                "field 1 (men): rank 5 has 7 playable squares, the text describes 8",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/5K/1/3/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::RankLength {
                    rank: 5,
                    playable: 7,
                    described: 6,
                },
                "field 1 (men): rank 5 has 7 playable squares, the text describes 6",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/5KK/1/3/3/3 w - - - - 0 1",
                Some(Field::Men),
                K::TwoBiys {
                    color: Color::White,
                },
                "field 1 (men): White has more than one Biy",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 x - - - - 0 1",
                Some(Field::Side),
                K::BadSide { text: "x".into() },
                "field 2 (side to move): 'x' is not w or b",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 63 - - - 0 1",
                Some(Field::Reserve),
                K::BadSquare {
                    error: SquareError::NotOnBoard("63".into()),
                },
                "field 3 (reserve): square 63 is not on the board",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w a1 - - - 0 1",
                Some(Field::Reserve),
                K::BadSquare {
                    error: SquareError::Wall("a1".into()),
                },
                "field 3 (reserve): square a1 is a fortress wall, not a playable square",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w zz - - - 0 1",
                Some(Field::Reserve),
                K::BadSquare {
                    error: SquareError::Malformed("zz".into()),
                },
                "field 3 (reserve): 'zz' is not a square (use 1-62 or a1-g14)",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 1,,2 - - - 0 1",
                Some(Field::Reserve),
                K::BadSquare {
                    error: SquareError::Empty,
                },
                "field 3 (reserve): empty square name",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 10-1 - - - 0 1",
                Some(Field::Reserve),
                K::RangeBackwards {
                    text: "10-1".into(),
                },
                "field 3 (reserve): range '10-1' runs backwards",
            ),
            (
                false,
                "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62,5 - - - 0 1",
                Some(Field::Reserve),
                K::ListedTwice { square: sq(5) },
                "field 3 (reserve): square 5 is listed twice",
            ),
            (
                false,
                "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - 1-3 - 0 1",
                Some(Field::Obligations),
                K::RangeNotAllowed { text: "1-3".into() },
                "field 5 (drop obligations): '1-3': list squares one by one, separated by commas",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 20 - - - 0 1",
                Some(Field::Reserve),
                K::ReserveEmpty { square: sq(20) },
                "field 3 (reserve): square 20 is empty",
            ),
            (
                false,
                "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,46,53-62 - - - 0 1",
                Some(Field::Reserve),
                K::ReserveNotAtHome {
                    color: Color::White,
                    kind: Kind::Shatra,
                    square: sq(46),
                },
                "field 3 (reserve): the White Shatra on 46 is not in its own fortress or gate",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/P2 w - - - - 0 1",
                Some(Field::Men),
                K::ShatraAtHome {
                    color: Color::White,
                    square: sq(60),
                },
                "field 1 (men): the White Shatra on 60 stands at home but is not initial reserve (a Shatra never comes home)",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - 52 - 0 1",
                Some(Field::Obligations),
                K::ObligationNotReserve { square: sq(52) },
                "field 5 (drop obligations): square 52 does not hold an initial-reserve man",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - zz - - 0 1",
                Some(Field::EnPassant),
                K::BadSquare {
                    error: SquareError::Malformed("zz".into()),
                },
                "field 4 (en passant): 'zz' is not a square (use 1-62 or a1-g14)",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1",
                Some(Field::EnPassant),
                K::NotPassedOver {
                    square: sq(30),
                    mover: Color::Black,
                },
                "field 4 (en passant): square 30 was not just passed over by a Black Shatra's double step",
            ),
            (
                true,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1",
                Some(Field::EnPassant),
                K::NoDoubleStep,
                "field 4 (en passant): the Original game has no double step",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 52 0 1",
                Some(Field::Sideways),
                K::BadSideways { text: "52".into() },
                "field 6 (sideways restrictions): '52' must be a square followed by < or >",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 52< 0 1",
                Some(Field::Sideways),
                K::NoShatraOn { square: sq(52) },
                "field 6 (sideways restrictions): no Shatra stands on 52",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 99< 0 1",
                Some(Field::Sideways),
                K::BadSquare {
                    error: SquareError::NotOnBoard("99".into()),
                },
                "field 6 (sideways restrictions): square 99 is not on the board",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/PP5/6K/1/3/3/3 w - - - 39<,40> 0 1",
                Some(Field::Sideways),
                K::TwoRestrictions {
                    color: Color::White,
                },
                "field 6 (sideways restrictions): two restrictions for White",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - x 1",
                Some(Field::Counters),
                K::BadPlies { text: "x".into() },
                "field 7 (counters): 'x' is not a number of plies",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 0",
                Some(Field::Counters),
                K::BadMoveNumber { text: "0".into() },
                "field 7 (counters): '0' is not a move number (1 or more)",
            ),
            (
                false,
                "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 x",
                Some(Field::Counters),
                K::BadMoveNumber { text: "x".into() },
                "field 7 (counters): 'x' is not a move number (1 or more)",
            ),
        ];
        let mut seen = std::collections::BTreeSet::new();
        for (original, text, field, kind, shown) in cases {
            let rules = if original {
                RuleSet::original()
            } else {
                RuleSet::default()
            };
            let e = Position::from_fen(text, rules).unwrap_err();
            assert_eq!(e.field(), field, "{text:?}: {e}");
            assert_eq!(e.kind(), &kind, "{text:?}: {e}");
            assert_eq!(e.to_string(), shown, "{text:?}");
            assert!(shown.ends_with(&e.message()), "{text:?}: {e}");
            seen.insert(name(e.kind()));
        }
        let missing: Vec<_> = ALL.iter().filter(|n| !seen.contains(*n)).collect();
        assert!(missing.is_empty(), "never produced: {missing:?}");
    }
}
