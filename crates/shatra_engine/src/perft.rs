//! Perft: counting the leaves of the legal-move tree, the standard check of a move generator.

use crate::moves::Move;
use crate::position::Position;

/// Leaves of the move tree at `depth` (bulk counting at the last ply).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut bufs: Vec<Vec<Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect();
    perft_rec(pos, depth, &mut bufs)
}

fn perft_rec(pos: &Position, depth: u32, bufs: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (buf, rest) = bufs.split_first_mut().expect("one buffer per ply");
    pos.legal_moves_into(buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let mut n = 0;
    for m in buf.iter() {
        n += perft_rec(&pos.after(m), depth - 1, rest);
    }
    n
}

/// Leaves below each legal move, in move-list order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| (m, perft(&pos.after(&m), depth - 1)))
        .collect()
}
