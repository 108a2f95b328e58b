//! Zobrist keys, generated at compile time from a fixed seed (splitmix64).

use crate::square::NUM_SQUARES;

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub(crate) struct Keys {
    /// [color][kind][square]
    pub piece: [[[u64; NUM_SQUARES]; 5]; 2],
    pub black_to_move: u64,
    pub reserve: [u64; NUM_SQUARES],
    pub obligation: [u64; NUM_SQUARES],
    pub en_passant: [u64; NUM_SQUARES],
    /// [direction: 0 towards file a, 1 towards file g][square]
    pub sideways: [[u64; NUM_SQUARES]; 2],
}

const fn build() -> Keys {
    let mut s = 0x5A7_12A_u64;
    let mut k = Keys {
        piece: [[[0; NUM_SQUARES]; 5]; 2],
        black_to_move: 0,
        reserve: [0; NUM_SQUARES],
        obligation: [0; NUM_SQUARES],
        en_passant: [0; NUM_SQUARES],
        sideways: [[0; NUM_SQUARES]; 2],
    };
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < 5 {
            let mut q = 0;
            while q < NUM_SQUARES {
                k.piece[c][p][q] = splitmix(&mut s);
                q += 1;
            }
            p += 1;
        }
        c += 1;
    }
    k.black_to_move = splitmix(&mut s);
    let mut q = 0;
    while q < NUM_SQUARES {
        k.reserve[q] = splitmix(&mut s);
        k.obligation[q] = splitmix(&mut s);
        k.en_passant[q] = splitmix(&mut s);
        k.sideways[0][q] = splitmix(&mut s);
        k.sideways[1][q] = splitmix(&mut s);
        q += 1;
    }
    k
}

pub(crate) static KEYS: Keys = build();
