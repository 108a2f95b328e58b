//! The placement of the men, by square and as sets (RULES-MONGOLIAN.md §0).

use crate::color::Color;
use crate::piece::{Piece, PieceKind};
use crate::square::{BoardSize, SQUARE_COUNT, Square, SquareSet};
use std::fmt;

/// Where the men stand on a board of one size: a square-indexed array and the same as sets
/// (by colour, by kind).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    by_color: [SquareSet; 2],
    by_kind: [SquareSet; 7],
    squares: [Option<Piece>; SQUARE_COUNT],
}

/// The placement as sets only (what attack tests read), cheap to copy and change for a trial move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sets {
    pub by_color: [SquareSet; 2],
    pub by_kind: [SquareSet; 7],
}

impl Sets {
    #[inline(always)]
    pub fn color(&self, c: Color) -> SquareSet {
        self.by_color[c.index()]
    }
    #[inline(always)]
    pub fn kind(&self, k: PieceKind) -> SquareSet {
        self.by_kind[k.index()]
    }
    #[inline(always)]
    pub fn pieces(&self, c: Color, k: PieceKind) -> SquareSet {
        self.by_color[c.index()] & self.by_kind[k.index()]
    }
    #[inline(always)]
    pub fn occupied(&self) -> SquareSet {
        self.by_color[0] | self.by_color[1]
    }
    #[inline(always)]
    pub fn remove(&mut self, sq: Square, c: Color, k: PieceKind) {
        self.by_color[c.index()].remove(sq);
        self.by_kind[k.index()].remove(sq);
    }
    #[inline(always)]
    pub fn insert(&mut self, sq: Square, c: Color, k: PieceKind) {
        self.by_color[c.index()].insert(sq);
        self.by_kind[k.index()].insert(sq);
    }
}

/// A square that is not on the board it was used with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffBoard {
    /// The square.
    pub square: Square,
    /// The board.
    pub size: BoardSize,
}

impl fmt::Display for OffBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "square {} is off the {s} × {s} board",
            self.square,
            s = self.size.side()
        )
    }
}

impl std::error::Error for OffBoard {}

impl Board {
    /// An empty board of `size`.
    pub const fn empty(size: BoardSize) -> Board {
        Board {
            size,
            by_color: [SquareSet::EMPTY; 2],
            by_kind: [SquareSet::EMPTY; 7],
            squares: [None; SQUARE_COUNT],
        }
    }

    /// The placement as sets.
    #[inline(always)]
    pub(crate) fn sets(&self) -> Sets {
        Sets {
            by_color: self.by_color,
            by_kind: self.by_kind,
        }
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The man on `sq` (none off the board).
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// Puts `piece` (or nothing) on `sq`; a square off this board is refused.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) -> Result<(), OffBoard> {
        if !self.size.contains(sq) {
            return Err(OffBoard {
                square: sq,
                size: self.size,
            });
        }
        self.take(sq);
        if let Some(p) = piece {
            self.put(sq, p);
        }
        Ok(())
    }

    /// Places `piece` on an empty square of the board.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.squares[sq.index()] = Some(piece);
        self.by_color[piece.color.index()].insert(sq);
        self.by_kind[piece.kind.index()].insert(sq);
    }

    /// Removes and returns the man on `sq`.
    #[inline]
    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let p = self.squares[sq.index()].take()?;
        self.by_color[p.color.index()].remove(sq);
        self.by_kind[p.kind.index()].remove(sq);
        Some(p)
    }

    /// The squares of `color`'s men.
    #[inline]
    pub fn by_color(&self, color: Color) -> SquareSet {
        self.by_color[color.index()]
    }

    /// The squares of the men of `kind`, both colours.
    #[inline]
    pub fn by_kind(&self, kind: PieceKind) -> SquareSet {
        self.by_kind[kind.index()]
    }

    /// The squares of `color`'s men of `kind`.
    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        self.by_color(color) & self.by_kind(kind)
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> SquareSet {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s men besides its king.
    #[inline]
    pub fn men(&self, color: Color) -> SquareSet {
        self.by_color(color) - self.pieces(color, PieceKind::King)
    }

    /// `color`'s king, if it has exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.pieces(color, PieceKind::King).single()
    }

    /// Every man with its square, lowest square index first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .iter()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// The board seen in a mirror between the files (a ↔ h, or a ↔ j).
    pub fn mirrored_files(&self) -> Board {
        let mut b = Board::empty(self.size);
        for (sq, p) in self.iter() {
            b.put(sq.mirror_file(self.size), p);
        }
        b
    }

    /// The board turned round with the colours exchanged: each man goes to the square mirrored
    /// between the ranks and changes side.
    pub fn flipped_colors(&self) -> Board {
        let mut b = Board::empty(self.size);
        for (sq, p) in self.iter() {
            b.put(sq.mirror_rank(self.size), Piece::new(!p.color, p.kind));
        }
        b
    }

    /// The FEN's first field, with `letter` naming each kind (upper case for White).
    pub(crate) fn write_fen(&self, letter: impl Fn(PieceKind) -> char) -> String {
        let side = self.size.side();
        let mut out = String::new();
        for rank in (0..side).rev() {
            let mut empty = 0;
            for file in 0..side {
                let sq = Square::new(file, rank).expect("on the board");
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(fen_letter(p, &letter));
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    /// Reads a FEN's first field; `kind_of` reads a letter (either case) as a kind.
    pub(crate) fn read_fen(
        size: BoardSize,
        field: &str,
        kind_of: impl Fn(char) -> Option<PieceKind>,
    ) -> Result<Board, BoardFenError> {
        let side = size.side();
        let rows: Vec<&str> = field.split('/').collect();
        if rows.len() != side as usize {
            return Err(BoardFenError::RankCount {
                expected: side,
                found: rows.len(),
            });
        }
        let mut board = Board::empty(size);
        for (i, row) in rows.iter().enumerate() {
            let rank = side - 1 - i as u8;
            let mut file: u32 = 0;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut n = d;
                    if let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        chars.next();
                        n = n * 10 + d2;
                    }
                    if n == 0 {
                        return Err(BoardFenError::ZeroRun { rank: rank + 1 });
                    }
                    file += n;
                } else {
                    let kind = kind_of(c).ok_or(BoardFenError::BadLetter {
                        letter: c,
                        rank: rank + 1,
                    })?;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    if file >= side as u32 {
                        return Err(BoardFenError::RankLength {
                            rank: rank + 1,
                            expected: side,
                            found: file + 1,
                        });
                    }
                    let sq = Square::new(file as u8, rank).expect("checked");
                    board.put(sq, Piece::new(color, kind));
                    file += 1;
                }
                if file > side as u32 {
                    return Err(BoardFenError::RankLength {
                        rank: rank + 1,
                        expected: side,
                        found: file,
                    });
                }
            }
            if file != side as u32 {
                return Err(BoardFenError::RankLength {
                    rank: rank + 1,
                    expected: side,
                    found: file,
                });
            }
        }
        Ok(board)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.write_fen(|k| match k {
            PieceKind::King => 'k',
            PieceKind::Queen => 'q',
            PieceKind::Rook => 'r',
            PieceKind::Bishop => 'b',
            PieceKind::Knight => 'n',
            PieceKind::Pawn => 'p',
            PieceKind::Hia => 'h',
        });
        write!(f, "Board({text})")
    }
}

/// What is wrong with a FEN's placement field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardFenError {
    /// Not as many ranks (separated by `/`) as the board has.
    RankCount {
        /// Ranks on the board.
        expected: u8,
        /// Ranks in the field.
        found: usize,
    },
    /// A rank describes more or fewer squares than the board has files.
    RankLength {
        /// The rank (from 1).
        rank: u8,
        /// Files on the board.
        expected: u8,
        /// Squares described (so far).
        found: u32,
    },
    /// A letter that names no man of this game.
    BadLetter {
        /// The letter.
        letter: char,
        /// The rank (from 1).
        rank: u8,
    },
    /// A run of `0` empty squares.
    ZeroRun {
        /// The rank (from 1).
        rank: u8,
    },
}

impl fmt::Display for BoardFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardFenError::RankCount { expected, found } => write!(
                f,
                "the placement has {found} ranks separated by `/`, the board has {expected}"
            ),
            BoardFenError::RankLength {
                rank,
                expected,
                found,
            } => write!(
                f,
                "rank {rank} describes {found} squares, the board has {expected} files"
            ),
            BoardFenError::BadLetter { letter, rank } => {
                write!(f, "`{letter}` on rank {rank} names no man of this game")
            }
            BoardFenError::ZeroRun { rank } => {
                write!(f, "rank {rank} has a run of 0 empty squares")
            }
        }
    }
}

impl std::error::Error for BoardFenError {}

/// `piece`'s FEN letter: `letter` names its kind, upper case for White, lower for Black.
pub(crate) fn fen_letter(piece: Piece, letter: impl Fn(PieceKind) -> char) -> char {
    let c = letter(piece.kind);
    match piece.color {
        Color::White => c.to_ascii_uppercase(),
        Color::Black => c.to_ascii_lowercase(),
    }
}
