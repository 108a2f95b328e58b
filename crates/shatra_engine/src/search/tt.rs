//! Transposition table keyed by the position's Zobrist hash.

use crate::moves::Move;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Exact = 0,
    Lower = 1,
    Upper = 2,
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: u32,
    pub score: i16,
    pub depth: i8,
    bound: u8,
}

impl Entry {
    pub fn bound(&self) -> Bound {
        match self.bound {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

pub(crate) struct Table {
    entries: Vec<Entry>,
}

/// A compact, non-zero fingerprint of a move (start, end, promotion, captured men).
pub(crate) fn move_key(m: &Move) -> u32 {
    let promo = m.promotion().map_or(0, |k| k as u32 + 1);
    let caps = (m.captured().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 49) as u32;
    1 + (m.from().index() as u32 | (m.to().index() as u32) << 6 | promo << 12 | caps << 15)
}

impl Table {
    /// A table of about `mib` MiB (at least one entry).
    pub fn new(mib: usize) -> Table {
        let n = (mib.max(1) << 20) / std::mem::size_of::<Entry>();
        Table {
            entries: vec![Entry::default(); n.max(1)],
        }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
    }

    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.entries.len() as u128) >> 64) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.index(key)];
        (e.key == key && e.mv | e.depth as u32 != 0).then_some(e)
    }

    pub fn store(&mut self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        let i = self.index(key);
        let e = &mut self.entries[i];
        if e.key != key || depth >= e.depth as i32 || bound == Bound::Exact {
            *e = Entry {
                key,
                mv: if mv == 0 && e.key == key { e.mv } else { mv },
                score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
                depth: depth.clamp(0, i8::MAX as i32) as i8,
                bound: bound as u8,
            };
        }
    }
}
