//! The game trait both positions implement (like shakmaty's `Position`), and the FEN reading
//! they share.

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::core::Setup;
use crate::error::FenError;
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::piece::PieceKind;
use crate::square::{BoardSize, SquareSet, parse_square_prefix};

/// A position of one of the games: legal moves, play, checks, the end as far as the position
/// alone shows it, hashes and text. [`Game`](crate::Game) adds the history (repetition).
pub trait Variant: Clone + std::fmt::Debug {
    /// The game's name, as PGN's `Variant` tag writes it (RULES-MONGOLIAN.md §0).
    const NAME: &'static str;

    /// The men.
    fn board(&self) -> &Board;

    /// The side to move.
    fn turn(&self) -> Color;

    /// Every legal move, into `out` (cleared first).
    fn legal_moves_into(&self, out: &mut Vec<Move>);

    /// Every legal move.
    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        self.legal_moves_into(&mut v);
        v
    }

    /// The legal captures and promotions only, into `out` (cleared first): what a quiescence
    /// search tries. The default filters [`Variant::legal_moves_into`].
    fn legal_captures_into(&self, out: &mut Vec<Move>) {
        self.legal_moves_into(out);
        out.retain(|m| m.is_capture() || m.promotion().is_some());
    }

    /// Plays `mv`, which must be one of [`Variant::legal_moves`] (else the position is garbage,
    /// though nothing panics).
    fn play_unchecked(&mut self, mv: &Move);

    /// The men giving check to the side to move.
    fn checkers(&self) -> SquareSet;

    /// Whether the other side could take back on `mv`'s square once `mv` is played (a man of
    /// theirs attacks it then, zones included): the search's test of a losing capture.
    fn is_recapturable(&self, mv: &Move) -> bool;

    /// The static exchange on `mv`'s square: the material the mover wins (negative: loses) if
    /// both sides then take back there with their least valuable man while it pays, men valued
    /// by `values` (by [`PieceKind::index`]); for a quiet move, what it risks. The search's
    /// test of a losing capture or a man put en prise.
    fn see(&self, mv: &Move, values: &[i32; 7]) -> i32;

    /// Whether `mv` (legal here) checks the other side's king, found without playing it.
    fn gives_check(&self, mv: &Move) -> bool;

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// The end of the game as this position shows it (mate, stalemate, material), without the
    /// history's rules (repetition, 100 plies: see [`Game::outcome`](crate::Game::outcome)).
    fn outcome(&self) -> Option<Outcome>;

    /// The moves the men could make that the rules' options alone forbid, each with the rule
    /// that does (shatar's "Knight mate is illegal", RULES-MONGOLIAN.md §1.4): a move's text
    /// errors name that rule instead of a bare "cannot go there". None by default.
    fn forbidden_by_options(&self) -> Vec<(Move, &'static str)> {
        Vec::new()
    }

    /// The Zobrist hash of the whole position (placement, side, en passant, shatar's flags).
    fn hash(&self) -> u64;

    /// The Zobrist hash of the placement and the side to move only: what repetition compares
    /// (RULES-MONGOLIAN.md §0: "the same placement with the same side to move").
    fn placement_key(&self) -> u64;

    /// Plies since the last capture or pawn move.
    fn halfmoves(&self) -> u32;

    /// The move number.
    fn fullmoves(&self) -> u32;

    /// The position as FEN (RULES-MONGOLIAN.md §0).
    fn fen(&self) -> String;

    /// The plain data of the position.
    fn to_setup(&self) -> Setup;

    /// The upper-case SAN / FEN letter of `kind` (RULES-MONGOLIAN.md §0's table).
    fn piece_letter(kind: PieceKind) -> char;

    /// The kind an upper-case SAN letter names in this game, if any.
    fn letter_kind(letter: char) -> Option<PieceKind>;
}

/// Reads a FEN's fields into a [`Setup`], letters read by `kind_of` (either case).
pub(crate) fn read_fen(
    text: &str,
    size: BoardSize,
    kind_of: impl Fn(char) -> Option<PieceKind>,
) -> Result<Setup, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 6 && fields.len() != 4 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let board = Board::read_fen(size, fields[0], kind_of).map_err(FenError::Placement)?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        s => return Err(FenError::Turn(s.to_string())),
    };
    if fields[2] != "-" {
        return Err(FenError::Castling(fields[2].to_string()));
    }
    let mut en_passant = Vec::new();
    if fields[3] != "-" {
        let mut rest = fields[3];
        while !rest.is_empty() {
            let Some((sq, len)) = parse_square_prefix(rest) else {
                return Err(FenError::EnPassantText(fields[3].to_string()));
            };
            if !size.contains(sq) {
                return Err(FenError::EnPassantText(fields[3].to_string()));
            }
            en_passant.push(sq);
            rest = &rest[len..];
        }
    }
    let (halfmoves, fullmoves) = if fields.len() == 6 {
        let h = fields[4]
            .parse::<u32>()
            .map_err(|_| FenError::Halfmoves(fields[4].to_string()))?;
        let f = fields[5]
            .parse::<u32>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| FenError::Fullmoves(fields[5].to_string()))?;
        (h, f)
    } else {
        (0, 1)
    };
    Ok(Setup {
        board,
        turn,
        en_passant,
        halfmoves,
        fullmoves,
        shak_series: ByColor::default(),
    })
}
