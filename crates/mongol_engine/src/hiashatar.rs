//! Hiashatar, shatar on 10 × 10 with two bodyguards each (RULES-MONGOLIAN.md §2), with every
//! option of §2.5 and the two programs' readings as presets ([`Options::vivanto`],
//! [`Options::dagaz`]).
//!
//! The men: king (K), queen (Q, a full chess queen), rook (R), bishop (B), knight (N), pawn (P:
//! one step, from its start rank up to three, en passant, promotes to a queen) and the hia (H:
//! one or two squares in 8 directions). The eight squares round a hia are its zone (§2.3): a
//! queen, rook, bishop, a hia going two squares or a pawn advancing two or three stops on the
//! first enemy zone square it enters, and (by default) a man starting its move in an enemy zone
//! moves one square only; attacks obey the same rules. Every mate wins (§2.4).

use crate::board::Board;
use crate::color::Color;
use crate::core::{Core, EpRule, FULL, Rules, Setup};
use crate::error::{FenError, SetupError};
use crate::moves::Move;
use crate::outcome::{EndReason, Outcome};
use crate::piece::PieceKind;
use crate::square::{BoardSize, SquareSet};
use crate::variant::{Variant, read_fen};

/// The start (RULES-MONGOLIAN.md §2.1): the kings face each other on file e.
pub const START_FEN: &str =
    "rnbhkqhbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKQHBNR w - - 0 1";
/// The start with each queen to the right of its king (option "Queens to the right", §2.5).
pub const QUEENS_RIGHT_FEN: &str =
    "rnbhqkhbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKQHBNR w - - 0 1";

/// The options of RULES-MONGOLIAN.md §2.5 (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// "Queens to the right": the start [`QUEENS_RIGHT_FEN`].
    pub queens_to_the_right: bool,
    /// "Hia captures diagonally only": one square diagonally (and checks only there).
    pub hia_captures_diagonally_only: bool,
    /// "Zone brakes both sides": every hia's zone brakes and restricts every man but the knight,
    /// friend or foe; a hia is not braked by its own zone.
    pub zone_brakes_both_sides: bool,
    /// "Zone brakes only passing men": a man starting inside an enemy zone moves normally.
    pub zone_brakes_only_passing: bool,
    /// "En passant on any passed square".
    pub en_passant_any_passed: bool,
    /// "Promotion to any piece": queen, rook, bishop, knight or hia.
    pub promotion_to_any: bool,
    /// Dagaz's own switch: an enemy hia on any of the 8 neighbouring squares gives check, a hia
    /// at distance two never does.
    pub hia_checks_adjacent_only: bool,
}

impl Options {
    /// Vivanto's reading (§2.5): queens to the right, hia captures diagonally only, zone brakes
    /// only passing men.
    pub const fn vivanto() -> Options {
        Options {
            queens_to_the_right: true,
            hia_captures_diagonally_only: true,
            zone_brakes_both_sides: false,
            zone_brakes_only_passing: true,
            en_passant_any_passed: false,
            promotion_to_any: false,
            hia_checks_adjacent_only: false,
        }
    }

    /// Dagaz's reading (§2.5): queens to the right, zone brakes only passing men, en passant on
    /// any passed square, promotion to any piece, hias check only from a neighbouring square.
    pub const fn dagaz() -> Options {
        Options {
            queens_to_the_right: true,
            hia_captures_diagonally_only: false,
            zone_brakes_both_sides: false,
            zone_brakes_only_passing: true,
            en_passant_any_passed: true,
            promotion_to_any: true,
            hia_checks_adjacent_only: true,
        }
    }

    /// The start's FEN.
    pub const fn start_fen(&self) -> &'static str {
        if self.queens_to_the_right {
            QUEENS_RIGHT_FEN
        } else {
            START_FEN
        }
    }

    fn rules(&self) -> Rules {
        let promotions = if self.promotion_to_any {
            [
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Hia,
            ]
            .iter()
            .fold(0u8, |m, k| m | 1 << k.index())
        } else {
            1 << PieceKind::Queen.index()
        };
        Rules {
            size: BoardSize::Ten,
            has_hia: true,
            queen_diagonal_range: FULL,
            bishop_range: FULL,
            pawn_advance: 3,
            en_passant: if self.en_passant_any_passed {
                EpRule::AnyPassed
            } else {
                EpRule::LastPassed
            },
            promotions,
            hia_captures_diagonally_only: self.hia_captures_diagonally_only,
            hia_checks_adjacent_only: self.hia_checks_adjacent_only,
            zone_both_sides: self.zone_brakes_both_sides,
            zone_inside_restricts: !self.zone_brakes_only_passing,
        }
    }
}

/// The kind a FEN or SAN letter (either case) names in hiashatar.
pub fn kind_of_letter(c: char) -> Option<PieceKind> {
    Some(match c.to_ascii_uppercase() {
        'K' => PieceKind::King,
        'Q' => PieceKind::Queen,
        'R' => PieceKind::Rook,
        'B' => PieceKind::Bishop,
        'N' => PieceKind::Knight,
        'P' => PieceKind::Pawn,
        'H' => PieceKind::Hia,
        _ => return None,
    })
}

/// Hiashatar's upper-case letter of `kind`.
pub fn letter_of_kind(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => 'K',
        PieceKind::Queen => 'Q',
        PieceKind::Rook => 'R',
        PieceKind::Bishop => 'B',
        PieceKind::Knight => 'N',
        PieceKind::Pawn => 'P',
        PieceKind::Hia => 'H',
    }
}

/// A hiashatar position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    core: Core,
    options: Options,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Options::default())
    }
}

impl Position {
    /// The start of `options` (§2.1, §2.5).
    pub fn new(options: Options) -> Position {
        Position::from_fen(options.start_fen(), options).expect("the start positions are valid")
    }

    /// Checks a set-up (RULES-MONGOLIAN.md §0) and makes it a position under `options`.
    pub fn from_setup(setup: &Setup, options: Options) -> Result<Position, SetupError> {
        Ok(Position {
            core: Core::from_setup(setup, options.rules())?,
            options,
        })
    }

    /// Reads a FEN (§0: digit runs up to `10`, castling `-`, en passant `-` or the squares the
    /// last pawn passed over in travel order, e.g. `b8b7`).
    pub fn from_fen(fen: &str, options: Options) -> Result<Position, FenError> {
        let setup = read_fen(fen, BoardSize::Ten, kind_of_letter)?;
        Ok(Position::from_setup(&setup, options)?)
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The legal moves found by trying every pseudo-legal move for the king's safety: the
    /// reference the faster generator is tested against (`tests/properties.rs`).
    #[doc(hidden)]
    pub fn legal_moves_by_trial(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.core.legal_moves_by_trial(&mut out);
        out
    }

    /// The zones of `color`'s hias (§2.3): the squares round them.
    pub fn zones(&self, color: Color) -> SquareSet {
        let t = self.core.rules.tables();
        self.core
            .board
            .pieces(color, PieceKind::Hia)
            .iter()
            .fold(SquareSet::EMPTY, |z, h| z | t.king[h.index()])
    }

    /// Whether the material is a draw at once (§2.4): king + hia against king + hia, king
    /// against king, king against king with one bishop or one knight.
    pub fn is_dead_material(&self) -> bool {
        let b = &self.core.board;
        let (w, bl) = (b.men(Color::White), b.men(Color::Black));
        let lone_minor = |s: SquareSet| {
            s.is_empty()
                || (s.count() == 1
                    && s.intersects(b.by_kind(PieceKind::Bishop) | b.by_kind(PieceKind::Knight)))
        };
        let one_hia = |s: SquareSet| s.count() == 1 && s.intersects(b.by_kind(PieceKind::Hia));
        (one_hia(w) && one_hia(bl))
            || (w.is_empty() && lone_minor(bl))
            || (bl.is_empty() && lone_minor(w))
    }
}

impl Variant for Position {
    const NAME: &'static str = "Hiashatar";

    fn board(&self) -> &Board {
        &self.core.board
    }

    fn turn(&self) -> Color {
        self.core.turn
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.core.legal_moves(out);
    }

    fn legal_captures_into(&self, out: &mut Vec<Move>) {
        self.core.legal_captures(out);
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.core.play(mv);
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

    /// Drawn material first (§2.4), then mate (a win, every mate) or stalemate (a draw).
    fn outcome(&self) -> Option<Outcome> {
        if self.is_dead_material() {
            return Some(Outcome::draw(EndReason::DeadPosition));
        }
        if self.core.has_legal_move() {
            return None;
        }
        Some(if self.core.checkers().any() {
            Outcome::win(!self.core.turn, EndReason::Mate)
        } else {
            Outcome::draw(EndReason::Stalemate)
        })
    }

    fn hash(&self) -> u64 {
        self.core.key ^ self.core.ep_key()
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
        self.core.to_setup()
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
