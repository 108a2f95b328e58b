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
                    let k = offset(sq, KNIGHT_STEPS[d].0, KNIGHT_STEPS[d].1, side);
                    if k != NONE {
                        t.knight[sq].0 |= 1u128 << k;
                    }
                    d += 1;
                }
                let mut c = 0;
                while c < 2 {
                    let dr = if c == 0 { 1 } else { -1 };
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

    /// Where a pawn of `color` on `sq` captures.
    #[inline(always)]
    pub fn pawn_attacks(&self, color: Color, sq: Square) -> SquareSet {
        self.pawn_attacks[color.index()][sq.index()]
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
