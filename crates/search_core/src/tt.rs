//! Transposition table keyed by a position's Zobrist hash, shared by every search thread of
//! either engine (Shatra's and the Mongolian games'); the move it keeps is the engine's own
//! compact fingerprint of it (a non-zero `u32` below 2³⁰, 0 for none).
//!
//! Buckets of two entries; an entry is two atomic words, the packed data and the key XOR the
//! data, so a reader that meets a half-written entry (another thread storing at the same time)
//! sees a key that does not match and ignores it: no locks, no torn entries used. Each search
//! starts a new generation; when a bucket is full the entry replaced is the one worth least,
//! by its depth less four plies per generation of age.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering::Relaxed};

/// What a stored score says of the position's true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The score itself (a principal-variation node).
    Exact = 0,
    /// At least the score (it failed high).
    Lower = 1,
    /// At most the score (it failed low).
    Upper = 2,
}

impl Bound {
    /// Whether a stored score `score` with this bound settles a search of the window
    /// (`alpha`, `beta`): it is exact, or it fails high or low there.
    #[inline]
    pub fn settles(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }

    /// The bound of a node's `best` score, searched with the window (`alpha`, `beta`).
    #[inline]
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One entry, unpacked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry {
    /// The best move's fingerprint (0: none).
    pub mv: u32,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    /// Whether the position was on a principal variation when stored, or had been
    /// ([`Table::store_pv`]; Stockfish's `ttPv`).
    pub pv: bool,
    generation: u8,
}

/// Entries a bucket holds.
const WAYS: usize = 2;
const GENERATIONS: u8 = 64;
/// Set in every stored word, so that a zero word means an empty entry.
const USED: u64 = 1 << 62;
/// The entry's [`Entry::pv`] flag.
const PV: u64 = 1 << 63;

impl Entry {
    fn pack(&self) -> u64 {
        debug_assert!(self.mv < 1 << 30);
        self.mv as u64
            | (self.score as u16 as u64) << 30
            | (self.depth as u8 as u64) << 46
            | (self.bound as u64) << 54
            | ((self.generation % GENERATIONS) as u64) << 56
            | USED
            | if self.pv { PV } else { 0 }
    }

    fn unpack(w: u64) -> Entry {
        Entry {
            mv: (w & ((1 << 30) - 1)) as u32,
            score: (w >> 30) as u16 as i16,
            depth: (w >> 46) as u8 as i8,
            bound: match (w >> 54) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            pv: w & PV != 0,
            generation: ((w >> 56) & 63) as u8,
        }
    }
}

/// The table: buckets of atomic words, shared by the threads of a search (`Arc<Table>`).
pub struct Table {
    /// `[check, data]` per entry, `WAYS` entries per bucket.
    words: Box<[AtomicU64]>,
    buckets: usize,
    generation: AtomicU8,
    /// Whether anything was stored since the table was made or cleared: clearing a clean
    /// table (a GUI's `ucinewgame` before the first search) touches none of its memory.
    dirty: AtomicBool,
}

/// Huge pages' size on Linux (x86-64 and most others).
const HUGE_PAGE: usize = 2 << 20;

/// The whole huge pages within the `len` bytes from address `start`, as a range of addresses
/// (none when the memory covers no whole one).
fn whole_huge_pages(start: usize, len: usize) -> Option<std::ops::Range<usize>> {
    let from = start.checked_next_multiple_of(HUGE_PAGE)?;
    let to = (start + len) / HUGE_PAGE * HUGE_PAGE;
    (from < to).then_some(from..to)
}

/// Asks Linux to back `words` with huge pages where they cover whole ones: the probes land
/// anywhere in the table, and with 4 KiB pages most of them would also miss the processor's
/// cache of page addresses (the TLB). Memory fresh from the system and not yet written (as a
/// large zeroed allocation is) takes them as its pages are first written, so each is written
/// once here (a 0 over a 0: the table stays empty). Finding a huge page can make the kernel
/// compact memory first (Linux's default `defrag` setting does so for these pages), which is
/// slow and cannot be interrupted: left to the search, the first search in a fresh table of
/// 64 MiB lost up to all of its time to it (`go movetime 100`: once 114 nodes in 179 ms, twice
/// half its usual nodes, in six fresh processes). Now the table's making waits instead (about 6
/// ms at 64 MiB), as Stockfish's clearing of its table at start does. Elsewhere, or where the
/// kernel declines, nothing changes.
fn huge_pages(words: &[AtomicU64]) {
    #[cfg(target_os = "linux")]
    if let Some(r) = whole_huge_pages(words.as_ptr() as usize, std::mem::size_of_val(words)) {
        // SAFETY: the range lies within `words`' own allocation; MADV_HUGEPAGE only changes
        // how the kernel backs it, never its contents. Its result is a hint's: ignored.
        unsafe { libc::madvise(r.start as *mut libc::c_void, r.len(), libc::MADV_HUGEPAGE) };
        let base = words.as_ptr() as usize;
        let word = std::mem::size_of::<AtomicU64>();
        for page in r.step_by(HUGE_PAGE) {
            words[(page - base) / word].store(0, Relaxed);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = words;
}

impl Table {
    /// A table of about `mib` MiB (at least one bucket).
    pub fn new(mib: usize) -> Table {
        let bucket_bytes = WAYS * 2 * std::mem::size_of::<u64>();
        let buckets = ((mib.max(1) << 20) / bucket_bytes).max(1);
        // SAFETY: an all-zero `AtomicU64` is a valid `AtomicU64` (0), so the zeroed slice is
        // initialised. Zeroed memory comes from the system untouched: a page costs nothing
        // until an entry on it is stored.
        let words =
            unsafe { Box::<[AtomicU64]>::new_zeroed_slice(buckets * WAYS * 2).assume_init() };
        huge_pages(&words);
        Table {
            words,
            buckets,
            generation: AtomicU8::new(0),
            dirty: AtomicBool::new(false),
        }
    }

    /// Empties the table (nothing to do when nothing was stored since it was made or cleared).
    pub fn clear(&self) {
        if self.dirty.swap(false, Relaxed) {
            self.words.iter().for_each(|w| w.store(0, Relaxed));
        }
    }

    /// Ages every entry by one generation (called as each search starts).
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    fn bucket(&self, key: u64) -> usize {
        ((key as u128 * self.buckets as u128) >> 64) as usize * WAYS * 2
    }

    fn read(&self, i: usize) -> (u64, u64) {
        let check = self.words[i].load(Relaxed);
        let data = self.words[i + 1].load(Relaxed);
        (check ^ data, data)
    }

    /// Asks the processor to bring `key`'s bucket into the cache, so that the probe after
    /// the move generation does not wait for memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.words[self.bucket(key)].as_ptr() as *const i8;
            // SAFETY: a prefetch is only a hint; the address is that of a live element of
            // `words`, and no memory is read or written by it.
            unsafe { std::arch::x86_64::_mm_prefetch(p, std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        (0..WAYS).find_map(|w| {
            let (k, data) = self.read(b + 2 * w);
            (data != 0 && k == key).then(|| Entry::unpack(data))
        })
    }

    pub fn store(&self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound) {
        self.store_pv(key, mv, score, depth, bound, false);
    }

    /// [`Table::store`], marking whether the position is or was on a principal variation.
    pub fn store_pv(&self, key: u64, mv: u32, score: i32, depth: i32, bound: Bound, pv: bool) {
        let b = self.bucket(key);
        let now = self.generation.load(Relaxed) % GENERATIONS;
        let mut slot = b;
        let mut old = None;
        let mut least = i32::MAX;
        for w in 0..WAYS {
            let i = b + 2 * w;
            let (k, data) = self.read(i);
            if data == 0 {
                if least > i32::MIN {
                    slot = i;
                    least = i32::MIN;
                }
                continue;
            }
            let e = Entry::unpack(data);
            if k == key {
                slot = i;
                old = Some(e);
                break;
            }
            let age = (now + GENERATIONS - e.generation) % GENERATIONS;
            let worth = e.depth as i32 - 4 * age as i32;
            if worth < least {
                least = worth;
                slot = i;
            }
        }
        if let Some(e) = old
            && depth + 2 < e.depth as i32
            && bound != Bound::Exact
            && e.generation == now
        {
            return; // a deeper result of this search is worth more
        }
        let entry = Entry {
            mv: match old {
                Some(e) if mv == 0 => e.mv,
                _ => mv,
            },
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            pv,
            generation: now,
        };
        let data = entry.pack();
        // Read first: the flag's cache line stays shared between the search threads.
        if !self.dirty.load(Relaxed) {
            self.dirty.store(true, Relaxed);
        }
        self.words[slot].store(key ^ data, Relaxed);
        self.words[slot + 1].store(data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_settles_the_windows_it_speaks_for() {
        // A node searched with (10, 20): above the window a lower bound, inside exact, below
        // an upper bound.
        assert_eq!(Bound::of(25, 10, 20), Bound::Lower);
        assert_eq!(Bound::of(20, 10, 20), Bound::Lower);
        assert_eq!(Bound::of(15, 10, 20), Bound::Exact);
        assert_eq!(Bound::of(10, 10, 20), Bound::Upper);
        // At least 25 settles a window whose beta it reaches, not one above it.
        assert!(Bound::Lower.settles(25, 0, 25));
        assert!(!Bound::Lower.settles(25, 0, 26));
        // At most 5 settles a window whose alpha it does not pass.
        assert!(Bound::Upper.settles(5, 5, 30));
        assert!(!Bound::Upper.settles(5, 4, 30));
        // An exact score settles any window.
        assert!(Bound::Exact.settles(-1000, 0, 1));
    }

    #[test]
    fn entries_pack_and_unpack_unchanged() {
        for (mv, score, depth, bound, pv) in [
            (1, -30_000, 0, Bound::Exact, false),
            ((1 << 30) - 1, 29_999, 127, Bound::Lower, true),
            (12345, -1, 5, Bound::Upper, true),
        ] {
            let e = Entry {
                mv,
                score,
                depth,
                bound,
                pv,
                generation: 17,
            };
            assert_eq!(Entry::unpack(e.pack()), e);
        }
    }

    #[test]
    fn a_table_made_over_huge_pages_is_empty_and_clean() {
        // Large enough for whole huge pages, whose first words are written as it is made.
        let t = Table::new(8);
        assert!(t.words.iter().all(|w| w.load(Relaxed) == 0));
        assert!(!t.dirty.load(Relaxed), "clearing it still touches nothing");
        for key in [0, 1, u64::MAX, 0x9e37_79b9_7f4a_7c15] {
            assert_eq!(t.probe(key), None);
        }
    }

    #[test]
    fn a_bucket_keeps_two_positions_and_replaces_the_shallowest_or_oldest() {
        let t = Table::new(1);
        // Keys that land in the same bucket: the bucket is the key's top bits.
        let (a, b, c) = (5u64, 6u64, 7u64);
        t.store(a, 11, 100, 9, Bound::Exact);
        t.store(b, 22, 200, 3, Bound::Lower);
        assert_eq!(t.probe(a).map(|e| e.mv), Some(11));
        assert_eq!(
            t.probe(b).map(|e| (e.mv, e.score, e.depth)),
            Some((22, 200, 3))
        );
        t.store(c, 33, 300, 4, Bound::Upper);
        assert_eq!(t.probe(b), None, "the shallower entry goes");
        assert!(t.probe(a).is_some() && t.probe(c).is_some());
        // Three searches later a's depth 9 is worth less than c's fresh depth 4.
        for _ in 0..3 {
            t.new_search();
        }
        t.store(c, 33, 300, 4, Bound::Upper);
        t.store(b, 44, 0, 1, Bound::Upper);
        assert_eq!(t.probe(a), None, "the old entry goes");
        assert_eq!(t.probe(b).map(|e| e.mv), Some(44));
        assert!(t.probe(c).is_some());
    }

    #[test]
    fn a_new_table_is_empty_and_clear_forgets_every_entry_each_time() {
        let t = Table::new(1);
        let keys = [3u64, 1 << 40, u64::MAX - 5, 0x9e37_79b9_7f4a_7c15];
        assert!(keys.iter().all(|&k| t.probe(k).is_none()));
        for round in 0..3 {
            t.clear(); // clean in the first round: nothing to forget, nothing forgotten wrongly
            assert!(keys.iter().all(|&k| t.probe(k).is_none()), "round {round}");
            for (i, &k) in keys.iter().enumerate() {
                t.store(k, i as u32 + 1, 10 * i as i32, 3, Bound::Exact);
            }
            assert!(keys.iter().all(|&k| t.probe(k).is_some()), "round {round}");
        }
        t.clear();
        assert!(keys.iter().all(|&k| t.probe(k).is_none()));
    }

    #[test]
    fn huge_pages_are_asked_for_only_where_the_table_covers_whole_ones() {
        let mib = 1 << 20;
        // Aligned: every huge page of it.
        assert_eq!(
            whole_huge_pages(64 * mib, 8 * mib),
            Some(64 * mib..72 * mib)
        );
        // Unaligned: the whole pages inside, none past either end.
        assert_eq!(
            whole_huge_pages(64 * mib + 16, 8 * mib),
            Some(66 * mib..72 * mib)
        );
        // Too small or too short to hold one.
        assert_eq!(whole_huge_pages(64 * mib + 16, 3 * mib), None);
        assert_eq!(whole_huge_pages(64 * mib, mib), None);
        assert_eq!(whole_huge_pages(usize::MAX - 10, 5), None);
        // A table that asks for them stores and probes as any other.
        let t = Table::new(8);
        t.store(1 << 63, 5, 42, 7, Bound::Exact);
        assert_eq!(t.probe(1 << 63).map(|e| (e.mv, e.score)), Some((5, 42)));
    }

    #[test]
    fn a_shallow_bound_keeps_the_deeper_entry_and_its_move() {
        let t = Table::new(1);
        t.store(9, 7, 50, 10, Bound::Exact);
        t.store(9, 0, 60, 2, Bound::Lower);
        assert_eq!(t.probe(9).map(|e| (e.mv, e.depth)), Some((7, 10)));
        t.store(9, 0, 60, 9, Bound::Lower);
        assert_eq!(t.probe(9).map(|e| (e.mv, e.depth)), Some((7, 9)));
    }
}
