//! Shatar, Mongolian chess on 8 × 8 (RULES-MONGOLIAN.md §1), on Fairy-Stockfish's rules by
//! default, with every option of §1.4.
//!
//! The men: noyon (king, K), bers (J, read Q as well: a rook plus one diagonal step), tereg (rook,
//! R), temee (bishop, B), mori (knight, N), khüü (pawn, P: one step, promotes to a bers only).
//! The end (§1.3): the checks are shak (a bers, rook or knight among the checkers), tuk (bishops
//! only), tsod (pawns only); a mate wins only after an unbroken series of checks holding a shak,
//! is lost by the mater if given by knights alone, and is niol (a draw) otherwise; robado (a bare
//! king) draws at once.

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::core::{Core, EpRule, FULL, Rules, Setup};
use crate::error::{FenError, SetupError};
use crate::moves::Move;
use crate::outcome::{EndReason, Outcome};
use crate::piece::PieceKind;
use crate::square::{BoardSize, SquareSet};
use crate::variant::{Variant, read_fen};
use crate::zobrist::KEYS;

/// The start (RULES-MONGOLIAN.md §1.1): the chess array after the compulsory d2–d4, d7–d5.
pub const START_FEN: &str = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1";
/// The chess array before the two compulsory moves (for the opening animation, §1.1).
pub const CHESS_ARRAY_FEN: &str = "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1";
/// The king's-pawn opening's start (§1.4).
pub const KINGS_PAWN_FEN: &str = "rnbjkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBJKBNR w - - 0 1";
/// The start with each bers to the right of its king (§1.4).
pub const BERS_BESIDE_KING_FEN: &str = "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w - - 0 1";

/// Which start (RULES-MONGOLIAN.md §1.1, §1.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Start {
    /// After the compulsory d2–d4 and d7–d5 (the default).
    #[default]
    QueensPawn,
    /// After the compulsory e2–e4 and e7–e5 (option "King's-pawn opening").
    KingsPawn,
    /// Each side's bers to the right of its king, no compulsory moves (option "Bers beside the
    /// king").
    BersBesideKing,
}

impl Start {
    /// The start's FEN.
    pub const fn fen(self) -> &'static str {
        match self {
            Start::QueensPawn => START_FEN,
            Start::KingsPawn => KINGS_PAWN_FEN,
            Start::BersBesideKing => BERS_BESIDE_KING_FEN,
        }
    }
}

/// What a mate given by knights alone does (RULES-MONGOLIAN.md §1.3 rule 1, §1.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum KnightMate {
    /// The mating side loses (the default; FS, the seed).
    #[default]
    Loses,
    /// A move that would mate with knights only is not a legal move (option, the seed read
    /// literally). Whether a move mates is judged on the opponent's replies without this filter.
    Illegal,
    /// It wins like any shak (option "Knight mate wins").
    Wins,
}

/// The options of RULES-MONGOLIAN.md §1.4 (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The start position.
    pub start: Start,
    /// The knight's mate.
    pub knight_mate: KnightMate,
    /// "Bishop moves 1–3 squares".
    pub bishop_three_squares: bool,
    /// "Stalemate loses": the stalemated side loses.
    pub stalemate_loses: bool,
    /// "Modern shatar": the bers moves as a chess queen, every mate wins (a knight's included).
    pub modern: bool,
}

impl Options {
    fn rules(&self) -> Rules {
        Rules {
            size: BoardSize::Eight,
            has_hia: false,
            queen_diagonal_range: if self.modern { FULL } else { 1 },
            bishop_range: if self.bishop_three_squares { 3 } else { FULL },
            pawn_advance: 1,
            en_passant: EpRule::None,
            promotions: 1 << PieceKind::Queen.index(),
            hia_captures_diagonally_only: false,
            hia_checks_adjacent_only: false,
            zone_both_sides: false,
            zone_inside_restricts: false,
        }
    }
}

/// The kind of a check (RULES-MONGOLIAN.md §1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckKind {
    /// A bers, rook or knight among the checkers.
    Shak,
    /// Bishops only.
    Tuk,
    /// Pawns only.
    Tsod,
    /// Bishops and pawns only (no shak).
    TukAndTsod,
}

/// A shatar position: the board, the side to move, the clocks, and each side's shak-series flag
/// (RULES-MONGOLIAN.md §1.3; part of the position and of its hash).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    core: Core,
    shak_series: ByColor<bool>,
    options: Options,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Options::default())
    }
}

/// The kind a FEN or SAN letter (either case) names in shatar: `J` and `Q` for the bers.
pub fn kind_of_letter(c: char) -> Option<PieceKind> {
    Some(match c.to_ascii_uppercase() {
        'K' => PieceKind::King,
        'J' | 'Q' => PieceKind::Queen,
        'R' => PieceKind::Rook,
        'B' => PieceKind::Bishop,
        'N' => PieceKind::Knight,
        'P' => PieceKind::Pawn,
        _ => return None,
    })
}

/// Shatar's upper-case letter of `kind` (the bers is `J`; there is no hia).
pub fn letter_of_kind(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => 'K',
        PieceKind::Queen => 'J',
        PieceKind::Rook => 'R',
        PieceKind::Bishop => 'B',
        PieceKind::Knight => 'N',
        PieceKind::Pawn => 'P',
        PieceKind::Hia => 'H',
    }
}

impl Position {
    /// The start of `options` (§1.1, §1.4).
    pub fn new(options: Options) -> Position {
        Position::from_fen(options.start.fen(), options).expect("the start positions are valid")
    }

    /// Checks a set-up (RULES-MONGOLIAN.md §0) and makes it a position under `options`.
    pub fn from_setup(setup: &Setup, options: Options) -> Result<Position, SetupError> {
        let core = Core::from_setup(setup, options.rules())?;
        Ok(Position {
            core,
            shak_series: setup.shak_series,
            options,
        })
    }

    /// Reads a FEN (six fields; castling `-`, en passant `-`, §0); the flags start false.
    pub fn from_fen(fen: &str, options: Options) -> Result<Position, FenError> {
        let setup = read_fen(fen, BoardSize::Eight, kind_of_letter)?;
        Ok(Position::from_setup(&setup, options)?)
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// `color`'s flag: its checks since its last non-checking move include a shak (§1.3).
    pub fn shak_series(&self, color: Color) -> bool {
        self.shak_series[color]
    }

    /// The kind of the check the side to move is in, if any (§1.3).
    pub fn check_kind(&self) -> Option<CheckKind> {
        classify(&self.core.board, self.core.checkers())
    }

    /// The legal moves found by trying every pseudo-legal move for the king's safety: the
    /// reference the faster generator is tested against (`tests/properties.rs`).
    #[doc(hidden)]
    pub fn legal_moves_by_trial(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.core.legal_moves_by_trial(&mut out);
        self.knight_mate_filter(&mut out);
        out
    }

    fn knight_mate_filter(&self, moves: &mut Vec<Move>) {
        if self.options.modern || self.options.knight_mate != KnightMate::Illegal {
            return;
        }
        moves.retain(|mv| {
            let mut next = self.core.clone();
            next.play(mv);
            let checkers = next.checkers();
            let knights_only =
                checkers.any() && checkers.is_subset(next.board.by_kind(PieceKind::Knight));
            !knights_only || next.has_legal_move()
        });
    }
}

/// Classifies a set of checkers by the kinds on `board`.
fn classify(board: &Board, checkers: SquareSet) -> Option<CheckKind> {
    if checkers.is_empty() {
        return None;
    }
    let shak = board.by_kind(PieceKind::Queen)
        | board.by_kind(PieceKind::Rook)
        | board.by_kind(PieceKind::Knight);
    if checkers.intersects(shak) {
        return Some(CheckKind::Shak);
    }
    let bishops = checkers.intersects(board.by_kind(PieceKind::Bishop));
    let pawns = checkers.intersects(board.by_kind(PieceKind::Pawn));
    Some(match (bishops, pawns) {
        (true, false) => CheckKind::Tuk,
        (false, true) => CheckKind::Tsod,
        _ => CheckKind::TukAndTsod,
    })
}

impl Variant for Position {
    const NAME: &'static str = "Shatar";

    fn board(&self) -> &Board {
        &self.core.board
    }

    fn turn(&self) -> Color {
        self.core.turn
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.core.legal_moves(out);
        self.knight_mate_filter(out);
    }

    fn legal_captures_into(&self, out: &mut Vec<Move>) {
        self.core.legal_captures(out);
        self.knight_mate_filter(out);
    }

    fn forbidden_by_options(&self) -> Vec<(Move, &'static str)> {
        let mut all = Vec::new();
        self.core.legal_moves(&mut all);
        let mut allowed = all.clone();
        self.knight_mate_filter(&mut allowed);
        all.retain(|m| !allowed.contains(m));
        all.into_iter()
            .map(|m| {
                (
                    m,
                    "it would mate with knights alone, which these rules make illegal \
                     (\"Knight mate is illegal\")",
                )
            })
            .collect()
    }

    /// Plays `mv` and updates the mover's shak-series flag (§1.3): after a checking move,
    /// flag := flag OR (the check is a shak); after a move that gives no check, flag := false.
    fn play_unchecked(&mut self, mv: &Move) {
        let mover = self.core.turn;
        self.core.play(mv);
        let checkers = self.core.checkers();
        let flag = &mut self.shak_series[mover];
        *flag = match classify(&self.core.board, checkers) {
            None => false,
            Some(kind) => *flag || kind == CheckKind::Shak,
        };
    }

    fn checkers(&self) -> SquareSet {
        self.core.checkers()
    }

    fn is_recapturable(&self, mv: &Move) -> bool {
        self.core.is_recapturable(mv)
    }

    fn gives_check(&self, mv: &Move) -> bool {
        self.core.gives_check(mv)
    }

    fn see(&self, mv: &Move, values: &[i32; 7]) -> i32 {
        self.core.see(mv, values)
    }

    /// Robado first (a bare king draws, even when the capture that bared it mates), then mate by
    /// §1.3's rules (knights alone: the mater loses; a shak in the series: the mater wins;
    /// otherwise niol), then stalemate (a draw, or a loss with "stalemate loses").
    fn outcome(&self) -> Option<Outcome> {
        if self.core.bare_king(Color::White) || self.core.bare_king(Color::Black) {
            return Some(Outcome::draw(EndReason::Robado));
        }
        if !self.legal_moves().is_empty() {
            return None;
        }
        let mated = self.core.turn;
        let mater = !mated;
        let checkers = self.core.checkers();
        if checkers.is_empty() {
            return Some(if self.options.stalemate_loses {
                Outcome::win(mater, EndReason::Stalemate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if self.options.modern {
            return Some(Outcome::win(mater, EndReason::Mate));
        }
        if checkers.is_subset(self.core.board.by_kind(PieceKind::Knight)) {
            return Some(match self.options.knight_mate {
                KnightMate::Wins => Outcome::win(mater, EndReason::Mate),
                KnightMate::Loses | KnightMate::Illegal => {
                    Outcome::win(mated, EndReason::KnightMate)
                }
            });
        }
        Some(if self.shak_series[mater] {
            Outcome::win(mater, EndReason::Mate)
        } else {
            Outcome::draw(EndReason::Niol)
        })
    }

    fn hash(&self) -> u64 {
        let mut h = self.core.key ^ self.core.ep_key();
        for c in Color::ALL {
            if self.shak_series[c] {
                h ^= KEYS.shak_series(c);
            }
        }
        h
    }

    fn placement_key(&self) -> u64 {
        self.core.key
    }

    fn halfmoves(&self) -> u32 {
        self.core.halfmoves
    }

    fn fullmoves(&self) -> u32 {
        self.core.fullmoves
    }

    fn fen(&self) -> String {
        self.core.fen(letter_of_kind)
    }

    fn to_setup(&self) -> Setup {
        Setup {
            shak_series: self.shak_series,
            ..self.core.to_setup()
        }
    }

    fn piece_letter(kind: PieceKind) -> char {
        letter_of_kind(kind)
    }

    fn letter_kind(letter: char) -> Option<PieceKind> {
        if letter.is_ascii_uppercase() {
            kind_of_letter(letter)
        } else {
            None
        }
    }
}
