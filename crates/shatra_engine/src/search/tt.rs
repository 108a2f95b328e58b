//! The transposition table is `search_core::tt` (the Mongolian engine's too); what is Shatra's
//! is the fingerprint of a move it keeps.

pub(crate) use search_core::tt::{Bound, Table};

use crate::moves::Move;

/// A compact, non-zero fingerprint of a move (start, end, promotion, captured men), below 2³⁰.
pub(crate) fn move_key(m: &Move) -> u32 {
    let promo = m.promotion().map_or(0, |k| k as u32 + 1);
    let caps = (m.captured().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 49) as u32;
    1 + (m.from().index() as u32 | (m.to().index() as u32) << 6 | promo << 12 | caps << 15)
}
