//! Precomputed geometry of each board size: steps along the 8 directions, king, ferz, knight and
//! pawn-capture patterns (built at compile time).

use crate::color::Color;
use crate::square::{BoardSize, MAX_SIDE, SQUARE_COUNT, Square, SquareSet};

/// The 8 directions as (file, rank) steps: even indices are orthogonal, odd ones diagonal.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// No square (off the board) in [`Tables::next`].
pub(crate) const NONE: u8 = u8::MAX;

pub(crate) struct Tables {
    /// `next[dir][sq]`: the square one step from `sq` along `DIRS[dir]`, or [`NONE`].
    pub next: [[u8; SQUARE_COUNT]; 8],
    /// The (up to) 8 neighbours: a king's moves, a hia's zone (RULES-MONGOLIAN.md §2.3).
    pub king: [SquareSet; SQUARE_COUNT],
    /// The (up to) 4 diagonal neighbours.
    pub ferz: [SquareSet; SQUARE_COUNT],
    /// The knight's leaps.
    pub knight: [SquareSet; SQUARE_COUNT],
    /// `pawn_attacks[color][sq]`: where a pawn of `color` on `sq` captures.
    pub pawn_attacks: [[SquareSet; SQUARE_COUNT]; 2],
    /// `ray[dir][sq]`: every square from `sq` (not itself) to the board's edge along
    /// `DIRS[dir]`, for [`Tables::slide`].
    pub ray: [[SquareSet; SQUARE_COUNT]; 8],
    /// `pawn_span[color][sq]`: the squares ahead of `sq` (towards `color`'s last rank) on its
    /// file and the files beside it: where an enemy pawn stops a pawn on `sq` being passed.
    pub pawn_span: [[SquareSet; SQUARE_COUNT]; 2],
    /// Every square of the board but those of its first file (a), and but those of its last.
    pub not_first_file: SquareSet,
    pub not_last_file: SquareSet,
    /// Every square of the board.
    pub board: SquareSet,
    /// `direction[from][to]`: the direction (index of [`DIRS`]) along which `to` lies from
    /// `from` on a line, or [`NONE`].
    pub direction: [[u8; SQUARE_COUNT]; SQUARE_COUNT],
}

/// Whether a step along `DIRS[dir]` raises a square's index (then the nearest square of a ray
/// is its lowest bit, else its highest).
#[inline(always)]
const fn rising(dir: usize) -> bool {
    matches!(dir, 0 | 1 | 2 | 7)
}

/// The index of the square of `bits` (not empty) that a walk meets first: the lowest bit when
/// the walk's index rises, else the highest.
#[inline(always)]
const fn nearest(bits: u128, rising: bool) -> u32 {
    if rising {
        bits.trailing_zeros()
    } else {
        127 - bits.leading_zeros()
    }
}

const fn offset(sq: usize, df: i8, dr: i8, side: u8) -> u8 {
    let f = (sq % MAX_SIDE as usize) as i8 + df;
    let r = (sq / MAX_SIDE as usize) as i8 + dr;
    if f < 0 || r < 0 || f >= side as i8 || r >= side as i8 {
        NONE
    } else {
        (r as u8) * MAX_SIDE + f as u8
    }
}

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl Tables {
    const fn build(size: BoardSize) -> Tables {
        let side = size.side();
        let mut t = Tables {
            next: [[NONE; SQUARE_COUNT]; 8],
            king: [SquareSet::EMPTY; SQUARE_COUNT],
            ferz: [SquareSet::EMPTY; SQUARE_COUNT],
            knight: [SquareSet::EMPTY; SQUARE_COUNT],
            pawn_attacks: [[SquareSet::EMPTY; SQUARE_COUNT]; 2],
            ray: [[SquareSet::EMPTY; SQUARE_COUNT]; 8],
            pawn_span: [[SquareSet::EMPTY; SQUARE_COUNT]; 2],
            not_first_file: SquareSet::EMPTY,
            not_last_file: SquareSet::EMPTY,
            board: SquareSet::EMPTY,
            direction: [[NONE; SQUARE_COUNT]; SQUARE_COUNT],
        };
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            let on_board = (sq % 10) < side as usize && (sq / 10) < side as usize;
            if on_board {
                let mut d = 0;
                while d < 8 {
                    let n = offset(sq, DIRS[d].0, DIRS[d].1, side);
                    t.next[d][sq] = n;
                    if n != NONE {
                        t.king[sq].0 |= 1u128 << n;
                        if d % 2 == 1 {
                            t.ferz[sq].0 |= 1u128 << n;
                        }
                    }
                    let mut at = n;
                    while at != NONE {
                        t.ray[d][sq].0 |= 1u128 << at;
                        t.direction[sq][at as usize] = d as u8;
                        at = offset(at as usize, DIRS[d].0, DIRS[d].1, side);
                    }
                    let k = offset(sq, KNIGHT_STEPS[d].0, KNIGHT_STEPS[d].1, side);
                    if k != NONE {
                        t.knight[sq].0 |= 1u128 << k;
                    }
                    d += 1;
                }
                t.board.0 |= 1u128 << sq;
                if sq % 10 != 0 {
                    t.not_first_file.0 |= 1u128 << sq;
                }
                if sq % 10 != side as usize - 1 {
                    t.not_last_file.0 |= 1u128 << sq;
                }
                let mut c = 0;
                while c < 2 {
                    let dr = if c == 0 { 1 } else { -1 };
                    // Ahead on the file and the files beside it, to the edge.
                    let mut df = -1;
                    while df <= 1 {
                        let mut at = offset(sq, df, dr, side);
                        while at != NONE {
                            t.pawn_span[c][sq].0 |= 1u128 << at;
                            at = offset(at as usize, 0, dr, side);
                        }
                        df += 1;
                    }
                    let a = offset(sq, -1, dr, side);
                    let b = offset(sq, 1, dr, side);
                    if a != NONE {
                        t.pawn_attacks[c][sq].0 |= 1u128 << a;
                    }
                    if b != NONE {
                        t.pawn_attacks[c][sq].0 |= 1u128 << b;
                    }
                    c += 1;
                }
            }
            sq += 1;
        }
        t
    }

    /// Every square of the file of `sq`.
    #[inline(always)]
    pub fn file_of(&self, sq: Square) -> SquareSet {
        self.ray[0][sq.index()] | self.ray[4][sq.index()] | SquareSet::from_square(sq)
    }

    /// One step from `sq` along direction `dir`.
    #[inline(always)]
    pub fn step(&self, dir: usize, sq: Square) -> Option<Square> {
        let n = self.next[dir][sq.index()];
        if n == NONE {
            None
        } else {
            Square::from_index(n as usize)
        }
    }

    /// The squares a long man on `from` reaches along `dir` without a limit of range: up to and
    /// including the first square of `stops` (men, or squares of a zone that brakes it), or to
    /// the edge. The same squares as stepping along the direction and stopping there.
    #[inline(always)]
    pub fn slide(&self, dir: usize, from: Square, stops: SquareSet) -> SquareSet {
        let ray = self.ray[dir][from.index()];
        let hit = ray.0 & stops.0;
        if hit == 0 {
            return ray;
        }
        SquareSet(ray.0 ^ self.ray[dir][nearest(hit, rising(dir)) as usize].0)
    }

    /// The squares of `set` (on one line) in the order a walk along `dir` meets them.
    #[inline(always)]
    pub fn along(dir: usize, set: SquareSet) -> Along {
        Along {
            bits: set.0,
            rising: rising(dir),
        }
    }

    /// Where a pawn of `color` on `sq` captures.
    #[inline(always)]
    pub fn pawn_attacks(&self, color: Color, sq: Square) -> SquareSet {
        self.pawn_attacks[color.index()][sq.index()]
    }

    /// Where the pawns `pawns` of `color` capture, towards the first file and towards the
    /// last: the union of their [`Tables::pawn_attacks`] in two shifts (squares are numbered
    /// ten a rank on both boards, [`Square::index`]). A square in both sets is attacked by
    /// two pawns.
    #[inline(always)]
    pub fn pawn_attack_sides(&self, color: Color, pawns: SquareSet) -> [SquareSet; 2] {
        let (west, east) = (
            pawns.0 & self.not_first_file.0,
            pawns.0 & self.not_last_file.0,
        );
        let (w, e) = match color {
            Color::White => (west << 9, east << 11),
            Color::Black => (west >> 11, east >> 9),
        };
        [SquareSet(w & self.board.0), SquareSet(e & self.board.0)]
    }
}

/// The squares of a set nearest first along a direction ([`Tables::along`]).
pub(crate) struct Along {
    bits: u128,
    rising: bool,
}

impl Iterator for Along {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.bits == 0 {
            return None;
        }
        let i = nearest(self.bits, self.rising);
        self.bits &= !(1u128 << i);
        Square::from_index(i as usize)
    }
}

static EIGHT: Tables = Tables::build(BoardSize::Eight);
static TEN: Tables = Tables::build(BoardSize::Ten);

/// The tables of a board size.
#[inline(always)]
pub(crate) fn tables(size: BoardSize) -> &'static Tables {
    match size {
        BoardSize::Eight => &EIGHT,
        BoardSize::Ten => &TEN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares a walk along `dir` from `from` meets, up to and including the first of
    /// `stops`: what [`Tables::slide`] must give, in [`Tables::along`]'s order.
    fn walk(t: &Tables, dir: usize, from: Square, stops: SquareSet) -> Vec<Square> {
        let mut out = Vec::new();
        let mut sq = from;
        while let Some(n) = t.step(dir, sq) {
            out.push(n);
            if stops.contains(n) {
                break;
            }
            sq = n;
        }
        out
    }

    #[test]
    fn pawn_attacks_by_shifts_are_each_pawn_s_and_the_spans_lie_ahead() {
        let mut x: u128 = 0x2545_F491_4F6C_DD1D_9E37_79B9_7F4A_7C15;
        for size in [BoardSize::Eight, BoardSize::Ten] {
            let t = tables(size);
            for _ in 0..300 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let pawns = SquareSet(x & t.board.0);
                for color in [Color::White, Color::Black] {
                    let [w, e] = t.pawn_attack_sides(color, pawns);
                    let mut each = SquareSet::EMPTY;
                    let mut twice = SquareSet::EMPTY;
                    for sq in pawns.iter() {
                        twice |= each & t.pawn_attacks(color, sq);
                        each |= t.pawn_attacks(color, sq);
                    }
                    assert_eq!(w | e, each, "{size:?} {color:?}");
                    assert_eq!(w & e, twice, "{size:?} {color:?}");
                }
            }
            // The span of a pawn on c2 (White) on 8 × 8: b3…b8, c3…c8, d3…d8.
            let c2 = Square::from_index(12).unwrap();
            let span = t.pawn_span[Color::White.index()][c2.index()];
            if size == BoardSize::Eight {
                assert_eq!(span.count(), 18);
                assert!(
                    span.iter()
                        .all(|s| s.rank() >= 2 && (1..=3).contains(&s.file()))
                );
            }
            assert_eq!(t.pawn_span[Color::Black.index()][c2.index()].count(), 3);
        }
    }

    #[test]
    fn a_slide_meets_the_squares_a_walk_meets_in_its_order() {
        // A fixed pseudo-random sequence of stop sets, some dense, some sparse.
        let mut x: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834;
        for size in [BoardSize::Eight, BoardSize::Ten] {
            let t = tables(size);
            for round in 0..200 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let stops = SquareSet(if round % 3 == 0 { x & (x >> 3) } else { x });
                for i in 0..SQUARE_COUNT {
                    let from = Square::from_index(i).unwrap();
                    if from.file() >= size.side() || from.rank() >= size.side() {
                        continue;
                    }
                    for dir in 0..8 {
                        let want = walk(t, dir, from, stops);
                        let got: Vec<Square> =
                            Tables::along(dir, t.slide(dir, from, stops)).collect();
                        assert_eq!(got, want, "{size:?} from {from:?} dir {dir}");
                    }
                }
            }
        }
    }
}
