//! Errors of set-ups, positions' text and moves' text: each says what is wrong.

use crate::board::BoardFenError;
use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::{BoardSize, Square};
use std::fmt;

/// Why a [`Setup`](crate::Setup) is not a position of the game (RULES-MONGOLIAN.md §0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The board is of the other game's size.
    WrongBoardSize {
        /// This game's board.
        expected: BoardSize,
        /// The set-up's board.
        found: BoardSize,
    },
    /// A man this game does not have (a hia in shatar).
    PieceNotInGame {
        /// Where it stands.
        square: Square,
        /// What it is.
        kind: PieceKind,
    },
    /// A pawn on the first or last rank (it would have promoted, or never started there).
    PawnOnEdgeRank {
        /// Where it stands.
        square: Square,
    },
    /// A side without a king.
    MissingKing(Color),
    /// A side with more than one king.
    ExtraKings {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: u32,
    },
    /// The side not to move is in check (its opponent could take the king).
    OppositeCheck(Color),
    /// The two kings on neighbouring squares.
    KingsSideBySide,
    /// The en-passant squares do not fit the board (the reason given).
    EnPassant(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::WrongBoardSize { expected, found } => write!(
                f,
                "the board is {0} × {0}, this game is played on {1} × {1}",
                found.side(),
                expected.side()
            ),
            SetupError::PieceNotInGame { square, kind } => {
                write!(f, "a {kind} on {square}: this game has no {kind}")
            }
            SetupError::PawnOnEdgeRank { square } => {
                write!(
                    f,
                    "a pawn on {square}: no pawn stands on the first or last rank"
                )
            }
            SetupError::MissingKing(c) => write!(f, "{c} has no king"),
            SetupError::ExtraKings { color, count } => {
                write!(f, "{color} has {count} kings, a side has exactly one")
            }
            SetupError::OppositeCheck(c) => write!(
                f,
                "{c} is in check but it is {}'s turn (the king could be taken)",
                !*c
            ),
            SetupError::KingsSideBySide => {
                write!(f, "the kings stand side by side, as they never may")
            }
            SetupError::EnPassant(why) => write!(f, "bad en-passant squares: {why}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a FEN could not be read (RULES-MONGOLIAN.md §0, "Text forms").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not 6 fields (4 are accepted too, the clocks then 0 and 1).
    FieldCount(usize),
    /// The placement field is wrong.
    Placement(BoardFenError),
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The castling field is not `-` (there is no castling, §0).
    Castling(String),
    /// The en-passant field is not `-` or a run of squares.
    EnPassantText(String),
    /// The half-move clock is not a number.
    Halfmoves(String),
    /// The move number is not a number from 1.
    Fullmoves(String),
    /// The fields read, but they are not a position of the game.
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "a FEN has 6 fields separated by spaces (placement, side, castling `-`, \
                 en passant, half-moves, move number); this one has {n}"
            ),
            FenError::Placement(e) => write!(f, "placement: {e}"),
            FenError::Turn(s) => write!(f, "side to move `{s}`: expected `w` or `b`"),
            FenError::Castling(s) => {
                write!(
                    f,
                    "castling field `{s}`: these games have no castling, write `-`"
                )
            }
            FenError::EnPassantText(s) => write!(
                f,
                "en-passant field `{s}`: expected `-` or the squares passed over (e.g. `b8b7`)"
            ),
            FenError::Halfmoves(s) => write!(f, "half-move clock `{s}` is not a number"),
            FenError::Fullmoves(s) => write!(f, "move number `{s}` is not a number from 1"),
            FenError::Setup(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<SetupError> for FenError {
    fn from(e: SetupError) -> FenError {
        FenError::Setup(e)
    }
}

/// Why a move's text (coordinates or SAN) names no legal move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// The text is not a move's form at all.
    Syntax {
        /// The text.
        text: String,
        /// What was expected.
        expected: &'static str,
    },
    /// A square off this board.
    OffBoard {
        /// The text.
        text: String,
        /// The square.
        square: Square,
    },
    /// A letter that names no man (or no promotion) of this game.
    BadPiece {
        /// The text.
        text: String,
        /// The letter.
        letter: char,
    },
    /// A well-formed move that is not legal in this position.
    Illegal {
        /// The text.
        text: String,
        /// Why, in words.
        why: String,
    },
    /// SAN that fits several legal moves.
    Ambiguous {
        /// The text.
        text: String,
        /// The moves it fits, as coordinates.
        candidates: Vec<String>,
    },
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTextError::Syntax { text, expected } => {
                write!(f, "`{text}` is not a move: expected {expected}")
            }
            MoveTextError::OffBoard { text, square } => {
                write!(f, "`{text}`: {square} is off this board")
            }
            MoveTextError::BadPiece { text, letter } => {
                write!(f, "`{text}`: `{letter}` names no man of this game")
            }
            MoveTextError::Illegal { text, why } => write!(f, "`{text}` is not legal here: {why}"),
            MoveTextError::Ambiguous { text, candidates } => write!(
                f,
                "`{text}` fits several moves ({}); add the file or rank it starts from",
                candidates.join(", ")
            ),
        }
    }
}

impl std::error::Error for MoveTextError {}
