//! Board geometry (RULES.md section 1): the 62 playable squares of the 7 × 14 grid,
//! their traditional numbers and algebraic names, regions, and the neighbour table
//! from which every line of movement is walked (a line stops at a wall square).

use std::fmt;
use std::str::FromStr;

use crate::piece::Color;

/// Number of playable squares.
pub const NUM_SQUARES: usize = 62;

/// A playable square. Internally `0..62`; its traditional number is `index + 1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

/// One of the eight directions of the grid. White's "forward" is [`Dir::N`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Dir {
    N = 0,
    NE = 1,
    E = 2,
    SE = 3,
    S = 4,
    SW = 5,
    W = 6,
    NW = 7,
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    pub const DIAGONAL: [Dir; 4] = [Dir::NE, Dir::SE, Dir::SW, Dir::NW];

    /// (file step, rank step).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::NE => (1, 1),
            Dir::E => (1, 0),
            Dir::SE => (1, -1),
            Dir::S => (0, -1),
            Dir::SW => (-1, -1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, 1),
        }
    }

    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 4) % 8]
    }

    /// Whether square indices grow along this direction (the traditional order runs from
    /// rank 14 down to rank 1 and from file a to g within a rank), so that the first square of
    /// a set along a line is its lowest or its highest bit.
    pub const fn increasing(self) -> bool {
        matches!(self, Dir::E | Dir::SE | Dir::S | Dir::SW)
    }
}

/// Squares per rank, rank 1 first.
const fn playable(file: i8, rank: i8) -> bool {
    if file < 0 || file > 6 || rank < 1 || rank > 14 {
        return false;
    }
    match rank {
        1..=3 | 12..=14 => file >= 2 && file <= 4,
        4 | 11 => file == 3,
        _ => true,
    }
}

/// Index of the square at (file, rank), or 255.
const fn index_of(file: i8, rank: i8) -> u8 {
    if !playable(file, rank) {
        return 255;
    }
    // Count playable squares that come before it in traditional order:
    // rank 14 first, files a..g within a rank.
    let mut idx = 0u8;
    let mut r = 14;
    while r > rank {
        let mut f = 0;
        while f < 7 {
            if playable(f, r) {
                idx += 1;
            }
            f += 1;
        }
        r -= 1;
    }
    let mut f = 0;
    while f < file {
        if playable(f, rank) {
            idx += 1;
        }
        f += 1;
    }
    idx
}

const fn build_coords() -> [(u8, u8); NUM_SQUARES] {
    let mut out = [(0u8, 0u8); NUM_SQUARES];
    let mut r = 14;
    while r >= 1 {
        let mut f = 0;
        while f < 7 {
            let i = index_of(f, r);
            if i != 255 {
                out[i as usize] = (f as u8, r as u8);
            }
            f += 1;
        }
        r -= 1;
    }
    out
}

const fn build_index() -> [[u8; 7]; 15] {
    let mut out = [[255u8; 7]; 15];
    let mut r = 1;
    while r <= 14 {
        let mut f = 0;
        while f < 7 {
            out[r as usize][f as usize] = index_of(f, r);
            f += 1;
        }
        r += 1;
    }
    out
}

/// The index of each (rank, file), or 255 where no square is: [`index_of`] tabulated, for
/// parsing (counting the squares before one at run time was a sixth of the SGN fuzz target's
/// time).
const INDEX: [[u8; 7]; 15] = build_index();

/// (file 0..7, rank 1..=14) of each square.
static COORDS: [(u8, u8); NUM_SQUARES] = build_coords();

const fn build_neighbours() -> [[u8; 8]; NUM_SQUARES] {
    let coords = build_coords();
    let mut out = [[255u8; 8]; NUM_SQUARES];
    let mut s = 0;
    while s < NUM_SQUARES {
        let (f, r) = coords[s];
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Dir::ALL[d].delta();
            out[s][d] = index_of(f as i8 + df, r as i8 + dr);
            d += 1;
        }
        s += 1;
    }
    out
}

/// The neighbour of each square in each direction, or 255 at a wall or the edge.
static NEIGHBOURS: [[u8; 8]; NUM_SQUARES] = build_neighbours();

const fn build_rays() -> [[u64; 8]; NUM_SQUARES] {
    let nb = build_neighbours();
    let mut out = [[0u64; 8]; NUM_SQUARES];
    let mut s = 0;
    while s < NUM_SQUARES {
        let mut d = 0;
        while d < 8 {
            let mut t = nb[s][d];
            while t != 255 {
                out[s][d] |= 1u64 << t;
                t = nb[t as usize][d];
            }
            d += 1;
        }
        s += 1;
    }
    out
}

/// The squares of each line: from each square in each direction up to the wall, the square
/// itself excluded.
static RAYS: [[u64; 8]; NUM_SQUARES] = build_rays();

impl Square {
    /// All squares in traditional order.
    pub fn all() -> impl Iterator<Item = Square> + Clone {
        (0..NUM_SQUARES as u8).map(Square)
    }

    /// The square with this traditional number (1..=62).
    pub const fn from_number(n: u8) -> Option<Square> {
        if n >= 1 && n <= NUM_SQUARES as u8 {
            Some(Square(n - 1))
        } else {
            None
        }
    }

    /// The square with this internal index (0..62).
    pub const fn from_index(i: u8) -> Option<Square> {
        if (i as usize) < NUM_SQUARES {
            Some(Square(i))
        } else {
            None
        }
    }

    pub(crate) const fn new_unchecked(i: u8) -> Square {
        Square(i)
    }

    /// The square at file (0 = a .. 6 = g) and rank (1..=14), if it is playable.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file >= 7 || rank >= 15 {
            return None;
        }
        let i = INDEX[rank as usize][file as usize];
        if i == 255 { None } else { Some(Square(i)) }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Traditional number, 1..=62.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// File, 0 = a .. 6 = g.
    pub fn file(self) -> u8 {
        COORDS[self.index()].0
    }

    /// Rank, 1..=14.
    pub fn rank(self) -> u8 {
        COORDS[self.index()].1
    }

    /// The next square in a direction, or `None` at a wall or the edge of the grid.
    #[inline]
    pub fn step(self, d: Dir) -> Option<Square> {
        let n = NEIGHBOURS[self.index()][d as usize];
        if n == 255 { None } else { Some(Square(n)) }
    }

    /// The squares along direction `d` from this square up to the wall, itself excluded.
    #[inline]
    pub fn ray(self, d: Dir) -> u64 {
        RAYS[self.index()][d as usize]
    }

    /// The first square of `set` met walking from this square in direction `d`.
    #[inline]
    pub fn first_on_ray(self, d: Dir, set: u64) -> Option<Square> {
        let on = self.ray(d) & set;
        if on == 0 {
            None
        } else if d.increasing() {
            Some(Square(on.trailing_zeros() as u8))
        } else {
            Some(Square(63 - on.leading_zeros() as u8))
        }
    }

    /// The same square seen from the other side: a half-turn of the board (n ↦ 63 − n).
    /// It maps each side's start position, drop order and regions onto the other's.
    pub const fn rotated(self) -> Square {
        Square(NUM_SQUARES as u8 - 1 - self.0)
    }

    /// Algebraic name, e.g. `d4`.
    pub fn algebraic(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank())
    }

    /// Parses a traditional number (`53`) or an algebraic name (`d4`).
    pub fn parse(s: &str) -> Result<Square, SquareError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(SquareError::Empty);
        }
        if t.bytes().all(|b| b.is_ascii_digit()) {
            return match t.parse::<u32>() {
                Ok(n) if (1..=62).contains(&n) => Ok(Square((n - 1) as u8)),
                _ => Err(SquareError::NotOnBoard(t.to_string())),
            };
        }
        let bytes = t.as_bytes();
        let file = bytes[0].to_ascii_lowercase();
        if (b'a'..=b'g').contains(&file)
            && bytes.len() > 1
            && bytes[1..].iter().all(u8::is_ascii_digit)
        {
            let rank: u32 = t[1..]
                .parse()
                .map_err(|_| SquareError::NotOnBoard(t.to_string()))?;
            if rank > 14 {
                return Err(SquareError::NotOnBoard(t.to_string()));
            }
            return Square::from_coords(file - b'a', rank as u8)
                .ok_or_else(|| SquareError::Wall(t.to_string()));
        }
        Err(SquareError::Malformed(t.to_string()))
    }

    // ---- regions (RULES.md section 1) ----

    /// The gate of `c`: 53 (d4) for White, 10 (d11) for Black.
    pub const fn gate(c: Color) -> Square {
        match c {
            Color::White => Square(52),
            Color::Black => Square(9),
        }
    }
}

/// Bitboards of the regions.
pub mod bb {
    /// Black's fortress, squares 1–9.
    pub const BLACK_FORTRESS: u64 = 0x1FF;
    /// Black's gate, 10.
    pub const BLACK_GATE: u64 = 1 << 9;
    /// Black's half of the battlefield, 11–31.
    pub const BLACK_HALF: u64 = ((1u64 << 21) - 1) << 10;
    /// White's half of the battlefield, 32–52.
    pub const WHITE_HALF: u64 = ((1u64 << 21) - 1) << 31;
    /// White's gate, 53.
    pub const WHITE_GATE: u64 = 1 << 52;
    /// White's fortress, 54–62.
    pub const WHITE_FORTRESS: u64 = 0x1FF << 53;
    /// The great road, file d.
    pub const GREAT_ROAD: u64 = {
        let nums = [2u8, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61];
        let mut b = 0u64;
        let mut i = 0;
        while i < nums.len() {
            b |= 1 << (nums[i] - 1);
            i += 1;
        }
        b
    };
    pub const ALL: u64 = (1u64 << 62) - 1;
}

impl Color {
    /// Fortress and gate of this side ("home").
    pub const fn home(self) -> u64 {
        match self {
            Color::White => bb::WHITE_FORTRESS | bb::WHITE_GATE,
            Color::Black => bb::BLACK_FORTRESS | bb::BLACK_GATE,
        }
    }

    pub const fn fortress(self) -> u64 {
        match self {
            Color::White => bb::WHITE_FORTRESS,
            Color::Black => bb::BLACK_FORTRESS,
        }
    }

    /// This side's half of the battlefield.
    pub const fn half(self) -> u64 {
        match self {
            Color::White => bb::WHITE_HALF,
            Color::Black => bb::BLACK_HALF,
        }
    }

    /// The squares where this side's Shatras promote: rank 14 for White, rank 1 for Black.
    pub const fn promotion_squares(self) -> u64 {
        match self {
            Color::White => 0b111,
            Color::Black => 0b111 << 59,
        }
    }

    /// The direction in which this side's Shatras move forward.
    pub const fn forward(self) -> Dir {
        match self {
            Color::White => Dir::N,
            Color::Black => Dir::S,
        }
    }

    /// Rank as counted from this side's end (White's rank 5 is Black's rank 10, both give 5).
    pub fn relative_rank(self, sq: Square) -> u8 {
        match self {
            Color::White => sq.rank(),
            Color::Black => 15 - sq.rank(),
        }
    }

    /// The fixed order in which the initial reserve is dropped (RULES.md section 4).
    pub fn drop_order(self) -> impl Iterator<Item = Square> {
        let white = self == Color::White;
        (0..9u8).map(move |i| if white { Square(53 + i) } else { Square(8 - i) })
    }
}

/// Iterates the squares of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square(i))
    }
}

impl fmt::Display for Square {
    /// The traditional number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl FromStr for Square {
    type Err = SquareError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Square::parse(s)
    }
}

/// Why a square could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareError {
    Empty,
    NotOnBoard(String),
    Wall(String),
    Malformed(String),
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareError::Empty => write!(f, "empty square name"),
            SquareError::NotOnBoard(s) => write!(f, "square {s} is not on the board"),
            SquareError::Wall(s) => {
                write!(f, "square {s} is a fortress wall, not a playable square")
            }
            SquareError::Malformed(s) => write!(f, "'{s}' is not a square (use 1-62 or a1-g14)"),
        }
    }
}

impl std::error::Error for SquareError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u8) -> Square {
        Square::from_number(n).unwrap()
    }

    // RULES.md section 1: 62 squares, numbered from rank 14 down and file a to g; every
    // (file, rank) a byte can hold finds its square or none, and back.
    #[test]
    fn coordinates_find_each_square_and_nothing_off_the_board() {
        let mut found = 0;
        for file in 0..=u8::MAX {
            for rank in 0..=u8::MAX {
                let Some(s) = Square::from_coords(file, rank) else {
                    assert!(file >= 7 || rank >= 15 || !playable(file as i8, rank as i8));
                    continue;
                };
                assert!(playable(file as i8, rank as i8), "{file} {rank}");
                assert_eq!(s.index(), index_of(file as i8, rank as i8) as usize);
                assert_eq!((s.file(), s.rank()), (file, rank));
                found += 1;
            }
        }
        assert_eq!(found, NUM_SQUARES);
        assert_eq!(Square::from_coords(2, 14), Some(sq(1)));
        assert_eq!(Square::from_coords(4, 1), Some(sq(62)));
    }

    // Section 1: a line stops at a wall; the ray tables agree with walking the neighbours.
    #[test]
    fn rays_agree_with_walking_and_first_on_ray_finds_the_nearest() {
        for s in Square::all() {
            for d in Dir::ALL {
                let mut walked = Vec::new();
                let mut t = s;
                while let Some(n) = t.step(d) {
                    walked.push(n);
                    t = n;
                }
                let bits = walked.iter().fold(0, |a, q| a | q.bit());
                assert_eq!(s.ray(d), bits, "{s} {d:?}");
                for (i, q) in walked.iter().enumerate() {
                    let set = walked[i..].iter().fold(0, |a, q| a | q.bit()) | s.bit();
                    assert_eq!(s.first_on_ray(d, set), Some(*q), "{s} {d:?}");
                }
                assert_eq!(s.first_on_ray(d, !bits), None);
            }
        }
    }

    // RULES.md section 1: the table of regions and algebraic names.
    #[test]
    fn numbering_matches_the_table() {
        let table = [
            (1, "c14"),
            (2, "d14"),
            (3, "e14"),
            (4, "c13"),
            (6, "e13"),
            (7, "c12"),
            (9, "e12"),
            (10, "d11"),
            (11, "a10"),
            (17, "g10"),
            (18, "a9"),
            (24, "g9"),
            (25, "a8"),
            (31, "g8"),
            (32, "a7"),
            (38, "g7"),
            (39, "a6"),
            (45, "g6"),
            (46, "a5"),
            (52, "g5"),
            (53, "d4"),
            (54, "c3"),
            (55, "d3"),
            (56, "e3"),
            (57, "c2"),
            (59, "e2"),
            (60, "c1"),
            (61, "d1"),
            (62, "e1"),
        ];
        for (n, name) in table {
            assert_eq!(sq(n).algebraic(), name, "square {n}");
            assert_eq!(Square::parse(name).unwrap(), sq(n));
        }
    }

    // RULES.md section 1: "d4 touches c5, d5, e5, c3, d3, e3; ... c5–c4 is not (c4 is wall)".
    #[test]
    fn adjacency_stops_at_walls() {
        let d4 = sq(53);
        let mut n: Vec<u8> = Dir::ALL
            .iter()
            .filter_map(|&d| d4.step(d))
            .map(|s| s.number())
            .collect();
        n.sort();
        assert_eq!(n, vec![48, 49, 50, 54, 55, 56]);
        assert_eq!(sq(48).step(Dir::S), None); // c5-c4: wall
        // the diagonal b6-c5-d4-e3 is one line
        assert_eq!(sq(40).step(Dir::SE), Some(sq(48)));
        assert_eq!(sq(48).step(Dir::SE), Some(sq(53)));
        assert_eq!(sq(53).step(Dir::SE), Some(sq(56)));
        assert_eq!(sq(56).step(Dir::SE), None);
    }

    #[test]
    fn regions() {
        assert_eq!(bb::BLACK_HALF.count_ones(), 21);
        assert_eq!(bb::WHITE_HALF.count_ones(), 21);
        assert!(bb::WHITE_HALF & sq(32).bit() != 0 && bb::WHITE_HALF & sq(52).bit() != 0);
        assert!(bb::BLACK_HALF & sq(11).bit() != 0 && bb::BLACK_HALF & sq(31).bit() != 0);
        let road: Vec<u8> = Squares(bb::GREAT_ROAD).map(|s| s.number()).collect();
        assert_eq!(
            road,
            vec![2, 5, 8, 10, 14, 21, 28, 35, 42, 49, 53, 55, 58, 61]
        );
        for s in Square::all() {
            assert_eq!(s.rotated().rotated(), s);
            assert_eq!(s.rotated().file(), 6 - s.file());
            assert_eq!(s.rotated().rank(), 15 - s.rank());
        }
        let order: Vec<u8> = Color::Black.drop_order().map(|s| s.number()).collect();
        assert_eq!(order, vec![9, 8, 7, 6, 5, 4, 3, 2, 1]);
        let order: Vec<u8> = Color::White.drop_order().map(|s| s.number()).collect();
        assert_eq!(order, (54..=62).collect::<Vec<_>>());
    }

    #[test]
    fn bad_squares_are_errors() {
        assert!(matches!(
            Square::parse("63"),
            Err(SquareError::NotOnBoard(_))
        ));
        assert!(matches!(
            Square::parse("0"),
            Err(SquareError::NotOnBoard(_))
        ));
        assert!(matches!(Square::parse("c4"), Err(SquareError::Wall(_))));
        assert!(matches!(
            Square::parse("h1"),
            Err(SquareError::Malformed(_))
        ));
        assert!(matches!(
            Square::parse("a15"),
            Err(SquareError::NotOnBoard(_))
        ));
        assert!(matches!(
            Square::parse("99999999999999999999"),
            Err(SquareError::NotOnBoard(_))
        ));
        assert!(Square::parse("").is_err());
        assert!(Square::parse("é").is_err());
    }
}
