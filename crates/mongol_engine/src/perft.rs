//! Perft: the number of leaf nodes of the legal-move tree (RULES-MONGOLIAN.md §1.4, §2.5 give the
//! check values). It counts moves only: no game is ended by its rules on the way (the check
//! values' programs count the same way to the depths given).

use crate::moves::Move;
use crate::variant::Variant;

/// The number of move sequences of `depth` plies from `pos` (1 for depth 0).
pub fn perft<P: Variant>(pos: &P, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_inner(pos, depth, &mut buffers)
}

fn perft_inner<P: Variant>(pos: &P, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in moves.iter() {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        total += perft_inner(&next, depth - 1, rest);
    }
    total
}

/// Perft split by first move: each legal move with the count below it.
pub fn divide<P: Variant>(pos: &P, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(&mv);
            (mv, perft(&next, depth - 1))
        })
        .collect()
}
