//! Zobrist keys (built at compile time from a fixed seed, the same in every run).

use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::{SQUARE_COUNT, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

pub(crate) struct Keys {
    piece: [[[u64; SQUARE_COUNT]; 7]; 2],
    en_passant: [u64; SQUARE_COUNT],
    pub black_to_move: u64,
    shak_series: [u64; 2],
}

const fn build() -> Keys {
    let mut k = Keys {
        piece: [[[0; SQUARE_COUNT]; 7]; 2],
        en_passant: [0; SQUARE_COUNT],
        black_to_move: 0,
        shak_series: [0; 2],
    };
    let mut state = 0x005A_A7A8_u64 ^ 0x4D4F_4E47_4F4C; // "MONGOL"
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < 7 {
            let mut s = 0;
            while s < SQUARE_COUNT {
                let (ns, v) = splitmix(state);
                state = ns;
                k.piece[c][p][s] = v;
                s += 1;
            }
            p += 1;
        }
        c += 1;
    }
    let mut s = 0;
    while s < SQUARE_COUNT {
        let (ns, v) = splitmix(state);
        state = ns;
        k.en_passant[s] = v;
        s += 1;
    }
    let (ns, v) = splitmix(state);
    state = ns;
    k.black_to_move = v;
    let (ns, v) = splitmix(state);
    state = ns;
    k.shak_series[0] = v;
    let (_, v) = splitmix(state);
    k.shak_series[1] = v;
    k
}

pub(crate) static KEYS: Keys = build();

impl Keys {
    #[inline(always)]
    pub fn piece(&self, color: Color, kind: PieceKind, sq: Square) -> u64 {
        self.piece[color.index()][kind.index()][sq.index()]
    }
    #[inline(always)]
    pub fn en_passant(&self, sq: Square) -> u64 {
        self.en_passant[sq.index()]
    }
    #[inline(always)]
    pub fn shak_series(&self, color: Color) -> u64 {
        self.shak_series[color.index()]
    }
}
