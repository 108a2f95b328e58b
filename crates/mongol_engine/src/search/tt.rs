//! The transposition table is `search_core::tt` (Shatra's engine's too), keyed by
//! [`Variant::hash`](crate::Variant::hash), shatar's shak-series flags included; what is this
//! engine's is the fingerprint of a move it keeps.

pub(crate) use search_core::tt::{Bound, Table};

use crate::moves::Move;

/// A compact, non-zero fingerprint of a move (start, end, promotion), below 2³⁰: what the
/// table, the killers and the ordering compare.
pub(crate) fn move_key(m: &Move) -> u32 {
    let promo = m.promotion().map_or(0, |k| k.index() as u32 + 1);
    1 + (m.from().index() as u32 | (m.to().index() as u32) << 7 | promo << 14)
}
