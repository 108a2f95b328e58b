//! Tuning the evaluation by self-play (the "Texel" method, after the Shatra engine's
//! `shatra_engine::search::tune`): play many fast games from seeded random openings, keep the
//! quiet positions (not in check, no capture to make) after the opening with the game's result,
//! find the logistic scale that best maps the evaluation to the result, then move the weights
//! one at a time, in shrinking steps, while that lowers the mean squared error between the
//! result and the prediction.
//!
//! The weights are [`Weights`]' named numbers ([`Weights::to_vec`], [`WEIGHT_NAMES`]); the
//! pawn's value stays 100 (the unit), the king's terms that the evaluation does not read and
//! the hia's in shatar stay as they are ([`tunable`]), and every tuned weight is kept within
//! bounds ([`bounds`]) so that the fit cannot trade sense for error.

use super::player::{Strength, choose_move};
use super::{Evaluate, Searcher, WEIGHT_NAMES, Weights};
use crate::color::Color;
use crate::game::Game;
use crate::square::BoardSize;

/// A quiet position and the result of its game for White (1, ½ or 0).
pub type Sample<P> = (P, f64);

/// The random plies that open each self-play game (then the search plays both sides).
pub const OPENING_PLIES: usize = 4;
/// A self-play game still going after this many plies counts as a draw.
pub const MAX_PLIES: usize = 400;

/// Plays `games` self-play games from `start` at `strength`, each opened by
/// [`OPENING_PLIES`] random plies from `seed` and the game's number, on `threads` threads, and
/// keeps the quiet positions after the opening (the side to move not in check and without a
/// capture) with the game's result. The samples come in the games' order whatever the threads.
pub fn self_play_samples<P: Evaluate + Clone + 'static>(
    start: &P,
    games: usize,
    seed: u64,
    strength: Strength,
    threads: usize,
) -> Vec<Sample<P>> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let out = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, games.max(1)) {
            s.spawn(|| {
                loop {
                    let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let samples = self_play_game(start, g, seed, strength);
                    out.lock().expect("samples lock").push((g, samples));
                }
            });
        }
    });
    let mut all = out.into_inner().expect("samples lock");
    all.sort_by_key(|(g, _)| *g);
    all.into_iter().flat_map(|(_, s)| s).collect()
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One self-play game's quiet positions after the opening, with its result.
fn self_play_game<P: Evaluate + Clone + 'static>(
    start: &P,
    g: usize,
    seed: u64,
    strength: Strength,
) -> Vec<Sample<P>> {
    let mut game = Game::new(start.clone());
    let mut x = splitmix(seed ^ (g as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    for _ in 0..OPENING_PLIES {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        x = splitmix(x);
        let m = moves[(x % moves.len() as u64) as usize];
        game.play(&m).expect("a legal opening move");
    }
    let mut searchers = [Searcher::<P>::new(4), Searcher::<P>::new(4)];
    let mut positions = Vec::new();
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let p = game.position().clone();
        if !p.is_check() && {
            let mut caps = Vec::new();
            p.legal_captures_into(&mut caps);
            caps.is_empty()
        } {
            positions.push(p.clone());
        }
        x = splitmix(x);
        let r = choose_move(
            &mut searchers[p.turn().index()],
            &game,
            strength,
            x,
            None,
            &mut |_| {},
        );
        let Some(m) = r.best else { break };
        game.play(&m).expect("a legal move");
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    positions.into_iter().map(|p| (p, result)).collect()
}

/// Which of [`Weights::to_vec`]'s numbers the tuner moves on a board of `size`: the officers'
/// values in the middle game and the endgame, the pawn's in the endgame (its middle game value
/// is the unit; the king's is none), their mobility and centralisation, the
/// pawn's advance on the ranks a pawn stands on before it promotes (relative ranks 2–6 on 8×8,
/// 2–8 on 10×10; rank 1 is every pawn's start, the same as its value), and the single terms;
/// the hia's only on the 10×10 board.
pub fn tunable(size: BoardSize) -> Vec<usize> {
    let last_advance = match size {
        BoardSize::Eight => 6,
        BoardSize::Ten => 8,
    };
    WEIGHT_NAMES
        .iter()
        .enumerate()
        .filter(|(_, name)| {
            // The pawn's middle-game value is the unit; its mobility and centralisation are
            // not read (its advance is); the king's terms are not read either.
            if name.ends_with("_king")
                || ["value_pawn", "mobility_pawn", "centre_pawn"].contains(name)
            {
                return false;
            }
            if name.ends_with("_hia") {
                return size == BoardSize::Ten;
            }
            if let Some(rank) = name.strip_prefix("pawn_advance_") {
                let r: usize = rank.parse().expect("a rank");
                return (2..=last_advance).contains(&r);
            }
            true
        })
        .map(|(i, _)| i)
        .collect()
}

/// The range a tuned weight is kept in, given its name and its value at the start: a man's
/// value between half and twice the start, the others within fixed ranges.
pub fn bounds(name: &str, start: i32) -> (i32, i32) {
    if name.starts_with("value_") {
        return (start / 2, start.saturating_mul(2).max(start / 2));
    }
    let (lo, hi) = if name.starts_with("mobility_") {
        (0, 20)
    } else if name.starts_with("centre_") {
        (-10, 40)
    } else if name.starts_with("pawn_advance_") {
        (-50, 300)
    } else {
        match name {
            "rook_seventh" => (-20, 100),
            "pawn_centre" => (-20, 60),
            "king_attack" | "tempo" => (0, 60),
            _ => (-10, 60),
        }
    };
    // A start outside the range widens it (never moves a weight by being tuned).
    (lo.min(start), hi.max(start))
}

/// Mean squared error between the results and the prediction `1 / (1 + e^(-k·eval))` (the
/// evaluation from White's view, in centipawns), over `threads` threads; 0 with no samples.
pub fn error<P: Evaluate>(samples: &[Sample<P>], w: &Weights, k: f64, threads: usize) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let part = |chunk: &[Sample<P>]| -> f64 {
        chunk
            .iter()
            .map(|(p, r)| {
                let e = p.evaluate_with(w) as f64;
                let white = if p.turn() == Color::White { e } else { -e };
                let predicted = 1.0 / (1.0 + (-k * white).exp());
                (r - predicted).powi(2)
            })
            .sum()
    };
    let threads = threads.clamp(1, 64);
    let sum: f64 = if threads == 1 || samples.len() < 4096 {
        part(samples)
    } else {
        let size = samples.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = samples
                .chunks(size)
                .map(|c| s.spawn(move || part(c)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("an error thread"))
                .sum()
        })
    };
    sum / samples.len() as f64
}

/// The scale `k` that best fits the weights: a coarse search over 0.0002 … 0.0100, then a fine
/// one around the best.
pub fn best_scale<P: Evaluate>(samples: &[Sample<P>], w: &Weights, threads: usize) -> f64 {
    let mut best = (f64::MAX, 0.004);
    for i in 1..=50 {
        let k = i as f64 * 0.0002;
        let e = error(samples, w, k, threads);
        if e < best.0 {
            best = (e, k);
        }
    }
    let centre = best.1;
    for i in -10..=10 {
        let k = centre + i as f64 * 0.00002;
        if k <= 0.0 {
            continue;
        }
        let e = error(samples, w, k, threads);
        if e < best.0 {
            best = (e, k);
        }
    }
    best.1
}

/// Coordinate descent from `start` on `params` (indices into [`Weights::to_vec`], e.g.
/// [`tunable`]): each weight up by `step` while the error falls, else down while it falls, the
/// step halving each round from 16 (never below 1), all at the scale `k` that best fits
/// `start`. Reports each round's number (from 1) and error; with no samples returns `start`.
pub fn tune<P: Evaluate>(
    samples: &[Sample<P>],
    start: Weights,
    params: &[usize],
    rounds: usize,
    threads: usize,
    report: &mut dyn FnMut(usize, f64),
) -> Weights {
    if samples.is_empty() {
        return start;
    }
    let k = best_scale(samples, &start, threads);
    let first = start.to_vec();
    let mut v = first.clone();
    let limits: Vec<(i32, i32)> = (0..v.len())
        .map(|i| bounds(WEIGHT_NAMES[i], first[i]))
        .collect();
    let weights = |v: &[i32]| Weights::from_slice(v).expect("every weight");
    let mut best = error(samples, &start, k, threads);
    let mut step = 16;
    for round in 0..rounds {
        for &i in params.iter().filter(|&&i| i < Weights::LEN) {
            let mut moved = false;
            for dir in [1, -1] {
                loop {
                    let was = v[i];
                    v[i] = (was + dir * step).clamp(limits[i].0, limits[i].1);
                    if v[i] == was {
                        break;
                    }
                    let e = error(samples, &weights(&v), k, threads);
                    if e < best {
                        best = e;
                        moved = true;
                    } else {
                        v[i] = was;
                        break;
                    }
                }
                if moved {
                    break; // it went up: no need to try down
                }
            }
        }
        report(round + 1, best);
        step = (step / 2).max(1);
    }
    weights(&v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;
    use crate::{hiashatar, shatar};

    #[test]
    fn no_samples_no_panic() {
        let w = shatar::Position::default().weights();
        let none: Vec<Sample<shatar::Position>> = Vec::new();
        assert_eq!(error(&none, &w, 0.004, 2), 0.0);
        assert!(best_scale(&none, &w, 2) > 0.0);
        let params = tunable(BoardSize::Eight);
        assert_eq!(tune(&none, w, &params, 3, 2, &mut |_, _| {}), w);
        let s = self_play_samples(&shatar::Position::default(), 0, 1, Strength::Depth(1), 3);
        assert!(s.is_empty());
    }

    #[test]
    fn the_tunable_weights_fit_the_board() {
        let eight: Vec<&str> = tunable(BoardSize::Eight)
            .iter()
            .map(|&i| WEIGHT_NAMES[i])
            .collect();
        assert!(eight.contains(&"value_queen") && eight.contains(&"pawn_advance_6"));
        assert!(
            !eight
                .iter()
                .any(|n| n.ends_with("_hia") || n.ends_with("_king"))
        );
        assert!(!eight.contains(&"value_pawn") && eight.contains(&"value_endgame_pawn"));
        assert!(eight.contains(&"pawn_isolated") && eight.contains(&"value_endgame_knight"));
        assert!(!eight.contains(&"pawn_advance_7") && !eight.contains(&"pawn_advance_1"));
        let ten: Vec<&str> = tunable(BoardSize::Ten)
            .iter()
            .map(|&i| WEIGHT_NAMES[i])
            .collect();
        assert!(ten.contains(&"value_hia") && ten.contains(&"pawn_advance_8"));
        assert_eq!(bounds("value_rook", 500), (250, 1000));
        assert_eq!(bounds("tempo", 80), (0, 80));
    }

    #[test]
    fn self_play_is_reproducible_and_quiet() {
        let start = hiashatar::Position::default();
        let a = self_play_samples(&start, 2, 7, Strength::Depth(1), 2);
        let b = self_play_samples(&start, 2, 7, Strength::Depth(1), 1);
        assert!(!a.is_empty());
        assert_eq!(a.len(), b.len());
        for ((p, r), (q, s)) in a.iter().zip(&b) {
            assert_eq!((p.fen(), r), (q.fen(), s));
            assert!(!p.is_check());
            assert!([0.0, 0.5, 1.0].contains(r));
        }
    }

    #[test]
    fn tuning_lowers_the_error_on_a_small_sample() {
        let start = shatar::Position::default();
        let samples = self_play_samples(&start, 4, 3, Strength::Depth(1), 2);
        assert!(samples.len() > 20, "{}", samples.len());
        // A start far off (a tempo worth a pawn, a cheap rook) leaves room to improve.
        let mut w = start.weights();
        w.tempo = 60;
        w.values[crate::PieceKind::Rook.index()] = 300;
        let k = best_scale(&samples, &w, 2);
        let before = error(&samples, &w, k, 2);
        let mut reported = Vec::new();
        let tuned = tune(
            &samples,
            w,
            &tunable(BoardSize::Eight),
            2,
            2,
            &mut |r, e| reported.push((r, e)),
        );
        let after = error(&samples, &tuned, k, 2);
        assert!(after < before, "{after} !< {before}");
        assert_eq!(reported.len(), 2);
        assert!(reported.windows(2).all(|p| p[1].1 <= p[0].1));
        assert_eq!(tuned.values[crate::PieceKind::Pawn.index()], 100);
    }
}
