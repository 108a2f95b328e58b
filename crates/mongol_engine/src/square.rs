//! Squares, the two board sizes and sets of squares (RULES-MONGOLIAN.md §0).
//!
//! Both boards share one numbering: square index = `rank * 10 + file` (files and ranks from 0),
//! so a [`Square`] and a [`SquareSet`] (a `u128`, 100 squares used) mean the same on either board;
//! shatar's 8 × 8 board uses the squares with file and rank below 8.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};
use std::str::FromStr;

/// The most files (and ranks) a board has: hiashatar's 10.
pub const MAX_SIDE: u8 = 10;
/// The number of square indices: 100.
pub const SQUARE_COUNT: usize = 100;

/// A square: file (0 = a) and rank (0 = rank 1) below 10 (RULES-MONGOLIAN.md §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank` (both from 0), if both are below 10.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE {
            Some(Square(rank * MAX_SIDE + file))
        } else {
            None
        }
    }

    /// The square with index `index` (`rank * 10 + file`), if below 100.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// `rank * 10 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 = a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % MAX_SIDE
    }

    /// The rank, 0 = rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / MAX_SIDE
    }

    /// The square seen in a mirror between the files (a ↔ h on 8 files, a ↔ j on 10).
    pub const fn mirror_file(self, size: BoardSize) -> Square {
        Square(self.rank() * MAX_SIDE + (size.side() - 1 - self.file()))
    }

    /// The square seen in a mirror between the ranks (1 ↔ 8, or 1 ↔ 10).
    pub const fn mirror_rank(self, size: BoardSize) -> Square {
        Square((size.side() - 1 - self.rank()) * MAX_SIDE + self.file())
    }

    /// The file's letter, `a`–`j`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank() + 1)
    }
}

/// Why a square's name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError(pub String);

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a square (a file a–j then a rank 1–10, e.g. `e4`, `j10`)",
            self.0
        )
    }
}

impl std::error::Error for SquareError {}

impl FromStr for Square {
    type Err = SquareError;
    fn from_str(s: &str) -> Result<Square, SquareError> {
        match parse_square_prefix(s) {
            Some((sq, len)) if len == s.len() => Ok(sq),
            _ => Err(SquareError(s.to_string())),
        }
    }
}

/// Reads a square at the start of `s` (a file letter, then a rank of one or two digits, `10`
/// read whole); returns it and the number of bytes read.
pub(crate) fn parse_square_prefix(s: &str) -> Option<(Square, usize)> {
    let b = s.as_bytes();
    let file = *b.first()?;
    if !(b'a'..b'a' + MAX_SIDE).contains(&file) {
        return None;
    }
    let d1 = *b.get(1)?;
    if !d1.is_ascii_digit() || d1 == b'0' {
        return None;
    }
    let (rank, len) = if d1 == b'1' && b.get(2) == Some(&b'0') {
        (10, 3)
    } else {
        (d1 - b'0', 2)
    };
    Some((Square::new(file - b'a', rank - 1)?, len))
}

/// The two boards: shatar's 8 × 8 and hiashatar's 10 × 10 (RULES-MONGOLIAN.md §1, §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardSize {
    /// 8 × 8, files a–h (shatar).
    Eight,
    /// 10 × 10, files a–j (hiashatar).
    Ten,
}

impl BoardSize {
    /// Files (= ranks) on this board.
    #[inline]
    pub const fn side(self) -> u8 {
        match self {
            BoardSize::Eight => 8,
            BoardSize::Ten => 10,
        }
    }

    /// Whether `sq` is on this board.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        sq.file() < self.side() && sq.rank() < self.side()
    }

    /// Every square of this board.
    pub const fn all(self) -> SquareSet {
        let mut bits = 0u128;
        let mut r = 0;
        while r < self.side() {
            let mut f = 0;
            while f < self.side() {
                bits |= 1u128 << (r * MAX_SIDE + f);
                f += 1;
            }
            r += 1;
        }
        SquareSet(bits)
    }

    /// The last rank's index (7 or 9).
    #[inline]
    pub const fn last_rank(self) -> u8 {
        self.side() - 1
    }
}

/// A set of squares: bit `i` is the square of index `i` (see [`Square::index`]); 100 bits used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub u128);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// The set of one square.
    #[inline]
    pub const fn from_square(sq: Square) -> SquareSet {
        SquareSet(1u128 << sq.0)
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u128 << sq.0) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has squares.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1u128 << sq.0;
    }

    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1u128 << sq.0);
    }

    /// Adds `sq` if `on`, removes it otherwise.
    #[inline]
    pub fn set(&mut self, sq: Square, on: bool) {
        if on { self.insert(sq) } else { self.remove(sq) }
    }

    /// The lowest-numbered square.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }

    /// The single square, if the set has exactly one.
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    /// Whether the two sets share a square.
    #[inline]
    pub const fn intersects(self, other: SquareSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: SquareSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The squares, lowest index first.
    #[inline]
    pub fn iter(self) -> SquareIter {
        SquareIter(self.0)
    }
}

/// The squares of a [`SquareSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct SquareIter(u128);

impl Iterator for SquareIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square(self.0.trailing_zeros() as u8);
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareIter;
    fn into_iter(self) -> SquareIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl From<Square> for SquareSet {
    fn from(sq: Square) -> SquareSet {
        SquareSet::from_square(sq)
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for SquareSet {
            type Output = SquareSet;
            #[inline]
            fn $f(self, rhs: SquareSet) -> SquareSet {
                SquareSet(self.0 $op rhs.0)
            }
        }
        impl $atr for SquareSet {
            #[inline]
            fn $af(&mut self, rhs: SquareSet) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for SquareSet {
    type Output = SquareSet;
    /// The squares of `self` not in `rhs`.
    #[inline]
    fn sub(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 & !rhs.0)
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    /// Every square index below 100 not in the set (intersect with [`BoardSize::all`] for one
    /// board's squares).
    #[inline]
    fn not(self) -> SquareSet {
        SquareSet(!self.0 & ((1u128 << SQUARE_COUNT) - 1))
    }
}
