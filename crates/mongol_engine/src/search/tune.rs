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
use super::{
    Evaluate, PSQ_LEN, SCALAR_WEIGHTS, SEARCH_WEIGHTS, Searcher, WEIGHT_NAMES, Weights, weight_name,
};
use crate::color::Color;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::square::BoardSize;
use crate::variant::Variant;

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

pub(super) fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A game from `start` opened by [`OPENING_PLIES`] random plies (fewer where it ends), drawn
/// from the generator `x`, which moves on.
pub fn random_opening<P: Evaluate + Clone + 'static>(start: &P, x: &mut u64) -> Game<P> {
    let mut game = Game::new(start.clone());
    for _ in 0..OPENING_PLIES {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        *x = splitmix(*x);
        let m = moves[(*x % moves.len() as u64) as usize];
        game.play(&m).expect("a legal opening move");
    }
    game
}

/// One self-play game's quiet positions after the opening, with its result.
fn self_play_game<P: Evaluate + Clone + 'static>(
    start: &P,
    g: usize,
    seed: u64,
    strength: Strength,
) -> Vec<Sample<P>> {
    let mut x = splitmix(seed ^ (g as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = random_opening(start, &mut x);
    let mut searchers = [Searcher::<P>::new(4), Searcher::<P>::new(4)];
    let mut positions = Vec::new();
    let result = play_out(&mut game, &mut searchers, strength, &mut x, &mut |p| {
        if is_quiet(p) {
            positions.push(p.clone());
        }
    });
    positions.into_iter().map(|p| (p, result)).collect()
}

/// Whether a sample may be taken of `p`: the side to move is not in check and has no capture
/// to make (so that the static evaluation is what a search would settle on).
fn is_quiet<P: Variant>(p: &P) -> bool {
    if p.is_check() {
        return false;
    }
    let mut caps = Vec::new();
    p.legal_captures_into(&mut caps);
    caps.is_empty()
}

/// The samples of a recorded game (a match's, read from its PGN): its quiet positions before
/// each move from ply [`OPENING_PLIES`] on, as [`self_play_samples`] keeps them, each with
/// `white_points`, the game's result for White (1, ½ or 0).
pub fn recorded_samples<P: Evaluate + Clone>(game: &Game<P>, white_points: f64) -> Vec<Sample<P>> {
    let before_each_move = &game.positions()[..game.moves().len()];
    before_each_move
        .iter()
        .skip(OPENING_PLIES)
        .filter(|p| is_quiet(*p))
        .map(|p| (p.clone(), white_points))
        .collect()
}

/// Plays `game` out at `strength`, `searchers[0]` for White and `searchers[1]` for Black, each
/// move's seed drawn from the generator `x` (which moves on), showing `visit` each position
/// before its move; stops at the end of the game or after [`MAX_PLIES`] plies (a draw). White's
/// points: 1, ½ or 0.
fn play_out<P: Evaluate + Clone + 'static>(
    game: &mut Game<P>,
    searchers: &mut [Searcher<P>; 2],
    strength: Strength,
    x: &mut u64,
    visit: &mut dyn FnMut(&P),
) -> f64 {
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let p = game.position();
        visit(p);
        let side = p.turn().index();
        *x = splitmix(*x);
        let r = choose_move(&mut searchers[side], game, strength, *x, None, &mut |_| {});
        let Some(m) = r.best else { break };
        game.play(&m).expect("a legal move");
    }
    white_points(game)
}

/// White's points in `game` as it stands: 1, ½ or 0 (a game not over counts as a draw).
fn white_points<P: Variant>(game: &Game<P>) -> f64 {
    match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    }
}

/// Which of [`Weights::to_vec`]'s numbers the tuner moves on a board of `size`: the officers'
/// values in the middle game and the endgame, the pawn's in the endgame (its middle game value
/// is the unit; the king's is none), their mobility and centralisation, the
/// pawn's advance on the ranks a pawn stands on before it promotes (relative ranks 2–6 on 8×8,
/// 2–8 on 10×10; rank 1 is every pawn's start, the same as its value), the single terms, and
/// the piece-square entries of the board's squares (a pawn's on the ranks it stands on; the
/// hia's only on the 10×10 board), and the search's margins and reductions (which only games
/// judge: [`spsa`]).
pub fn tunable(size: BoardSize) -> Vec<usize> {
    let (last_advance, ranks, files) = match size {
        BoardSize::Eight => (6, 8, 4),
        BoardSize::Ten => (8, 10, 5),
    };
    (0..Weights::LEN)
        .filter(|&i| {
            if i >= SEARCH_WEIGHTS {
                return true;
            }
            if i >= SCALAR_WEIGHTS {
                // A piece-square entry (`psq_index`'s order): the squares of this board; a
                // pawn's between its start and the rank before promotion; the hia's on 10 × 10
                // only.
                let j = i - SCALAR_WEIGHTS;
                let (kind, rank, file) = (j / PSQ_LEN, j % PSQ_LEN / 5, j % 5);
                return rank < ranks
                    && file < files
                    && (kind != PieceKind::Pawn.index() || (1..=last_advance).contains(&rank))
                    && (kind != PieceKind::Hia.index() || size == BoardSize::Ten);
            }
            let name = WEIGHT_NAMES[i];
            // The pawn's middle-game value is the unit; its mobility and centralisation are
            // not read (its advance is); the king's terms are not read either.
            if name.ends_with("_king")
                || [
                    "value_pawn",
                    "mobility_pawn",
                    "centre_pawn",
                    "safe_check_pawn",
                    "trapped_pawn",
                ]
                .contains(&name)
            {
                return false;
            }
            if name.ends_with("_hia") {
                return size == BoardSize::Ten;
            }
            if name.starts_with("robado_") || name == "cannot_win" {
                // Robado and the niol are shatar's (§1.3).
                return size == BoardSize::Eight;
            }
            if let Some(rank) = name.strip_prefix("pawn_advance_") {
                let r: usize = rank.parse().expect("a rank");
                return (2..=last_advance).contains(&r);
            }
            true
        })
        .collect()
}

/// The range a tuned weight is kept in, given its name and its value at the start: a man's
/// value or one of the search's numbers between half and twice the start (so that a knob that
/// starts off, at 0, stays off), the others within fixed ranges.
pub fn bounds(name: &str, start: i32) -> (i32, i32) {
    if name.starts_with("value_") {
        return (start / 2, start.saturating_mul(2).max(start / 2));
    }
    if name.starts_with("search_") {
        return (start / 2, start.saturating_mul(2));
    }
    let (lo, hi) = if name.starts_with("psq_") {
        (-100, 100)
    } else if name.starts_with("mobility_") {
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
            "robado_lone_long" | "robado_two_long" | "cannot_win" => (0, 100),
            _ => (-60, 120),
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

/// Those of `params` that enough samples show: moving the weight by one changes the
/// evaluation of at least `min` of them. A weight few positions show (a knight's table entry in
/// a corner, say) would be fitted to those few alone; it keeps its value instead.
pub fn shown<P: Evaluate>(
    samples: &[Sample<P>],
    w: &Weights,
    params: &[usize],
    min: usize,
) -> Vec<usize> {
    let base: Vec<i32> = samples.iter().map(|(p, _)| p.evaluate_with(w)).collect();
    let start = w.to_vec();
    params
        .iter()
        .copied()
        .filter(|&i| {
            if i >= Weights::LEN {
                return false;
            }
            let mut v = start.clone();
            v[i] += 1;
            let moved = Weights::from_slice(&v).expect("every weight");
            samples
                .iter()
                .zip(&base)
                .filter(|((p, _), e)| p.evaluate_with(&moved) != **e)
                .take(min)
                .count()
                >= min
        })
        .collect()
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
        .map(|i| bounds(&weight_name(i).expect("a weight"), first[i]))
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

/// How [`spsa`] tunes: how many game pairs, from which seed, at what strength, how many pairs
/// at once, and the gain (how far a weight moves, in its perturbations, per pair won outright).
#[derive(Clone, Copy, Debug)]
pub struct Spsa {
    /// Game pairs to play (each the same random opening, colours swapped).
    pub pairs: usize,
    pub seed: u64,
    /// The strength both sides play at.
    pub strength: Strength,
    /// Pairs played at once (each with its own perturbation of the same weights).
    pub threads: usize,
    /// The gain at the start, falling as SPSA's usual schedule has it.
    pub rate: f64,
}

/// Where an SPSA run stands ([`spsa_by`]'s reports, and where a run resumes from): the pairs
/// played so far and each tuned weight's value before it is rounded (in the order of the
/// tuned weights), so that a run stopped and resumed from its last report plays the same pairs
/// and ends with the same weights as one run through.
#[derive(Clone, Debug, PartialEq)]
pub struct SpsaState {
    pub played: usize,
    pub theta: Vec<f64>,
}

/// How far [`spsa`] moves a weight either way to compare the two sides of a pair: a man's value
/// by a sixteenth (at least 5), a piece-square entry or a pawn's advance by 5 (or an eighth), a
/// per-square term by 2, one of the search's numbers by an eighth (at least 1), any other by a
/// fifth (at least 4).
pub fn perturbation(name: &str, start: i32) -> f64 {
    let a = f64::from(start).abs();
    if name.starts_with("value_") {
        (a / 16.0).max(5.0)
    } else if name.starts_with("search_") {
        (a / 8.0).max(1.0)
    } else if name.starts_with("psq_") || name.starts_with("pawn_advance_") {
        (a / 8.0).max(5.0)
    } else if name.starts_with("mobility_") || name.starts_with("centre_") {
        2.0
    } else {
        (a / 5.0).max(4.0)
    }
}

/// Tunes `params` of `base` (indices into [`Weights::to_vec`]) by SPSA on self-play results
/// (simultaneous perturbation stochastic approximation, as Stockfish's testing framework does):
/// each pair draws a sign for every weight, plays the weights moved one way against the weights
/// moved the other way (two games from the same random opening, colours swapped), and moves
/// every weight its way by the gain × its [`perturbation`] × the pair's margin (from −1 to 1).
/// The gain falls as `rate / (1 + k / (pairs / 10))^0.602` after pair `k`; each weight stays
/// within [`bounds`]. Reports the pairs played and the weights after each batch of `threads`
/// pairs. Reproducible for a seed and thread count. `from`: where a stopped run resumes, as
/// [`spsa_by`] takes it.
pub fn spsa<P: Evaluate + Clone + 'static>(
    start: &P,
    base: Weights,
    params: &[usize],
    cfg: &Spsa,
    from: Option<&SpsaState>,
    report: &mut dyn FnMut(&SpsaState, &Weights),
) -> Weights {
    let strength = cfg.strength;
    let pair = |plus: &Weights, minus: &Weights, seed: u64| {
        Ok::<_, std::convert::Infallible>(game_pair(start, plus, minus, seed, strength))
    };
    match spsa_by(base, params, cfg, from, &pair, report) {
        Ok(w) => w,
        Err(never) => match never {},
    }
}

/// [`spsa`] with the pairs played by `pair` (the weights moved the signs' way, the weights
/// moved the other way, the pair's seed): its margin for the first from −1 to 1, as
/// [`game_pair`] or [`pair_against`] give it. The first error stops the tuning and is returned.
/// `from`: a state an earlier run of the same `base`, `params` and `cfg` reported (the pairs
/// after its `played` are played); its values are kept within the weights' limits, and it is
/// ignored unless it has one value for each tuned weight. `base` still sets each weight's
/// perturbation and limits, so a resumed run is the run it continues.
pub fn spsa_by<E: Send>(
    base: Weights,
    params: &[usize],
    cfg: &Spsa,
    from: Option<&SpsaState>,
    pair: &(dyn Fn(&Weights, &Weights, u64) -> Result<f64, E> + Sync),
    report: &mut dyn FnMut(&SpsaState, &Weights),
) -> Result<Weights, E> {
    let first = base.to_vec();
    let params: Vec<usize> = params
        .iter()
        .copied()
        .filter(|&i| i < first.len())
        .collect();
    let names: Vec<String> = params
        .iter()
        .map(|&i| weight_name(i).expect("a weight"))
        .collect();
    let limits: Vec<(i32, i32)> = params
        .iter()
        .zip(&names)
        .map(|(&i, n)| bounds(n, first[i]))
        .collect();
    let c: Vec<f64> = params
        .iter()
        .zip(&names)
        .map(|(&i, n)| perturbation(n, first[i]))
        .collect();
    let mut theta: Vec<f64> = params.iter().map(|&i| f64::from(first[i])).collect();
    let mut played = 0;
    if let Some(state) = from.filter(|s| s.theta.len() == theta.len()) {
        played = state.played.min(cfg.pairs);
        for ((t, &v), &(lo, hi)) in theta.iter_mut().zip(&state.theta).zip(&limits) {
            if v.is_finite() {
                *t = v.clamp(f64::from(lo), f64::from(hi));
            }
        }
    }
    let weights_at = |t: &[f64]| {
        let mut v = first.clone();
        for (k, &i) in params.iter().enumerate() {
            v[i] = (t[k].round() as i32).clamp(limits[k].0, limits[k].1);
        }
        Weights::from_slice(&v).expect("every weight")
    };
    let big_a = (cfg.pairs as f64 / 10.0).max(1.0);
    let threads = cfg.threads.max(1);
    while played < cfg.pairs {
        let batch = threads.min(cfg.pairs - played);
        // Each pair of the batch: its signs, and the two sides' weights.
        let plans: Vec<(Vec<f64>, Weights, Weights)> = (0..batch)
            .map(|b| {
                let mut x = splitmix(
                    cfg.seed ^ ((played + b) as u64 + 1).wrapping_mul(0xA24B_AED4_963E_E407),
                );
                let signs: Vec<f64> = (0..params.len())
                    .map(|_| {
                        x = splitmix(x);
                        if x & 1 == 0 { 1.0 } else { -1.0 }
                    })
                    .collect();
                // The weights moved by their perturbations the signs' way (`way` 1) or the
                // other (-1).
                let moved = |way: f64| -> Weights {
                    let t: Vec<f64> = (0..theta.len())
                        .map(|j| theta[j] + way * signs[j] * c[j])
                        .collect();
                    weights_at(&t)
                };
                let (plus, minus) = (moved(1.0), moved(-1.0));
                (signs, plus, minus)
            })
            .collect();
        let margins: Vec<Result<f64, E>> = std::thread::scope(|s| {
            let handles: Vec<_> = plans
                .iter()
                .enumerate()
                .map(|(b, (_, plus, minus))| {
                    let opening = splitmix(cfg.seed.wrapping_add((played + b) as u64));
                    s.spawn(move || pair(plus, minus, opening))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a game pair"))
                .collect()
        });
        for (b, ((signs, _, _), margin)) in plans.iter().zip(margins).enumerate() {
            let margin = margin?;
            let k = (played + b) as f64;
            let gain = cfg.rate / (1.0 + k / big_a).powf(0.602);
            nudge(&mut theta, &c, signs, gain * margin, &limits);
        }
        played += batch;
        let state = SpsaState {
            played,
            theta: theta.clone(),
        };
        report(&state, &weights_at(&theta));
    }
    Ok(weights_at(&theta))
}

/// One SPSA step: each weight moved by `step` × its perturbation `c` the way its sign
/// points (a pair won by the side whose weights the signs moved up: `step` above 0), kept
/// within its limits.
fn nudge(theta: &mut [f64], c: &[f64], signs: &[f64], step: f64, limits: &[(i32, i32)]) {
    for (j, t) in theta.iter_mut().enumerate() {
        *t = (*t + step * c[j] * signs[j]).clamp(f64::from(limits[j].0), f64::from(limits[j].1));
    }
}

/// Two games between weights `a` and `b` at `strength` from the same [`OPENING_PLIES`] random
/// plies (from `seed`), A White in the first: A's points less B's, halved (from −1 to 1). A game
/// still going after [`MAX_PLIES`] counts as a draw.
pub fn game_pair<P: Evaluate + Clone + 'static>(
    start: &P,
    a: &Weights,
    b: &Weights,
    seed: u64,
    strength: Strength,
) -> f64 {
    let mut x = seed;
    let opening = random_opening(start, &mut x);
    let mut margin = 0.0;
    for a_white in [true, false] {
        let mut game = opening.clone();
        let mut searchers = [Searcher::<P>::new(4), Searcher::<P>::new(4)];
        // searchers[0] plays White.
        let (white, black) = if a_white { (a, b) } else { (b, a) };
        searchers[0].set_weights(Some(*white));
        searchers[1].set_weights(Some(*black));
        let white_points = play_out(&mut game, &mut searchers, strength, &mut x, &mut |_| {});
        let a_points = if a_white {
            white_points
        } else {
            1.0 - white_points
        };
        margin += a_points - 0.5;
    }
    margin
}

/// A player from outside this engine that SPSA tunes against ([`pair_against`]): another
/// program spoken to over UCI (`shatra-cli tune --against`), or in tests a searcher.
pub trait Opponent<P: Variant> {
    /// What went wrong with it (a process that died, a move that is not legal, …).
    type Error;

    /// A new game starts (the opponent forgets the last one).
    fn new_game(&mut self) -> Result<(), Self::Error>;

    /// Its move in the game's position (the game not over); a move that is not legal there is
    /// the opponent's error.
    fn best_move(&mut self, game: &Game<P>) -> Result<Move, Self::Error>;
}

/// A game of the weights `w` at `strength` against `opponent` from `opening`, `w` White or
/// not: the weights' points (1, ½ or 0); a game still going after [`MAX_PLIES`] plies counts
/// as a draw.
pub fn game_against<P: Evaluate + Clone + 'static, O: Opponent<P>>(
    opening: &Game<P>,
    w: &Weights,
    white: bool,
    strength: Strength,
    opponent: &mut O,
    x: &mut u64,
) -> Result<f64, O::Error> {
    let mut game = opening.clone();
    let mut searcher = Searcher::<P>::new(16);
    searcher.set_weights(Some(*w));
    opponent.new_game()?;
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let ours = (game.position().turn() == Color::White) == white;
        let m = if ours {
            *x = splitmix(*x);
            match choose_move(&mut searcher, &game, strength, *x, None, &mut |_| {}).best {
                Some(m) => m,
                None => break,
            }
        } else {
            opponent.best_move(&game)?
        };
        if game.play(&m).is_err() {
            break;
        }
    }
    let points = white_points(&game);
    Ok(if white { points } else { 1.0 - points })
}

/// What a pair against an opponent came to ([`pair_against`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairAgainst {
    /// The first weights' points less the second's, halved (from −1 to 1), as [`game_pair`]'s.
    pub margin: f64,
    /// The points of each game against the opponent: the first weights White, then Black,
    /// then the second weights White, then Black.
    pub points: [f64; 4],
}

/// One SPSA pair played against `opponent` instead of between the two sides: the weights
/// `plus` and `minus` each play it from the same [`OPENING_PLIES`] random plies (from `seed`)
/// with both colours, at `strength`. What the tuning then rewards is what scores against that
/// opponent, not against the engine's own play.
pub fn pair_against<P: Evaluate + Clone + 'static, O: Opponent<P>>(
    start: &P,
    plus: &Weights,
    minus: &Weights,
    seed: u64,
    strength: Strength,
    opponent: &mut O,
) -> Result<PairAgainst, O::Error> {
    let mut x = seed;
    let opening = random_opening(start, &mut x);
    let mut points = [0.0; 4];
    for (k, w) in [plus, minus].into_iter().enumerate() {
        // Each side's games from the same generator: the same choices where they play alike.
        let mut y = x;
        for (j, white) in [true, false].into_iter().enumerate() {
            points[2 * k + j] = game_against(&opening, w, white, strength, opponent, &mut y)?;
        }
    }
    Ok(PairAgainst {
        margin: (points[0] + points[1] - points[2] - points[3]) / 2.0,
        points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;
    use crate::{hiashatar, shatar};

    #[test]
    fn a_recorded_game_gives_its_quiet_positions_after_the_opening() {
        use crate::pgn::{self, Recorded};
        let record = "[Variant \"Shatar\"]\n[Result \"1/2-1/2\"]\n\n\
                      1. e3 e6 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6+ 1/2-1/2\n";
        let read = pgn::read_file(record).remove(0).expect("the record reads");
        let any = read.game.clone();
        assert!(hiashatar::Position::recorded(any.clone()).is_err());
        let game = shatar::Position::recorded(any).expect("a shatar game");
        let samples = recorded_samples(&game, 0.5);
        // Plies 0–3 are the opening's; before ply 4 (Bb5) and ply 5 (…a6) nothing can be
        // taken; before ply 6 the bishop can take on a6 and c6; the last position is no
        // move's.
        let fens: Vec<String> = samples.iter().map(|(p, _)| p.fen()).collect();
        let expected: Vec<String> = game.positions()[4..6].iter().map(|p| p.fen()).collect();
        assert_eq!(fens, expected);
        assert!(samples.iter().all(|&(_, r)| r == 0.5));
        // A game shorter than the opening gives none.
        let short = pgn::read_file("[Variant \"Shatar\"]\n\n1. e3 e6 *\n").remove(0);
        let short = shatar::Position::recorded(short.expect("reads").game).expect("shatar");
        assert!(recorded_samples(&short, 1.0).is_empty());
    }

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
        let names = |size| -> Vec<String> {
            tunable(size)
                .iter()
                .map(|&i| weight_name(i).expect("a weight"))
                .collect()
        };
        let (eight, ten) = (names(BoardSize::Eight), names(BoardSize::Ten));
        let has = |list: &[String], n: &str| list.iter().any(|e| e == n);
        for n in [
            "value_queen",
            "pawn_advance_6",
            "value_endgame_pawn",
            "pawn_isolated",
            "value_endgame_knight",
            "psq_knight_r7_f3",
            "psq_king_r0_f0",
            "psq_pawn_r6_f0",
        ] {
            assert!(has(&eight, n), "{n}");
        }
        for n in [
            "value_pawn",
            "value_king",
            "value_hia",
            "pawn_advance_7",
            "pawn_advance_1",
            "psq_knight_r8_f0",
            "psq_knight_r0_f4",
            "psq_pawn_r0_f1",
            "psq_pawn_r7_f1",
            "psq_hia_r1_f1",
        ] {
            assert!(!has(&eight, n), "{n}");
        }
        for n in [
            "value_hia",
            "pawn_advance_8",
            "psq_hia_r9_f4",
            "psq_pawn_r8_f4",
        ] {
            assert!(has(&ten, n), "{n}");
        }
        // The search's numbers, on both boards.
        for list in [&eight, &ten] {
            assert!(has(list, "search_rfp_margin") && has(list, "search_aspiration"));
        }
        assert_eq!(bounds("search_lmp_base", 3), (1, 6));
        assert_eq!(bounds("search_rfp_margin", 90), (45, 180));
        assert_eq!(bounds("search_probcut_depth", 0), (0, 0));
        assert_eq!(bounds("value_rook", 500), (250, 1000));
        assert_eq!(bounds("tempo", 80), (0, 80));
        assert_eq!(bounds("psq_rook_r6_f2", 0), (-100, 100));
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
    fn only_weights_that_enough_positions_show_are_tuned() {
        // White a tereg up in each, both sides' knights at home (their table entries cancel),
        // no knight in a far corner.
        let fens = [
            "1n2k1n1/pppp1ppp/8/8/8/8/PPPP1PPP/RN2K1N1 w - - 0 1",
            "1n2k1n1/ppp2ppp/8/8/8/8/PPPP1PPP/RN2K1N1 b - - 0 1",
            "1n2k1n1/pppp1ppp/8/8/8/8/PPPP1PP1/1N2KRN1 w - - 0 1",
        ];
        let samples: Vec<Sample<shatar::Position>> = fens
            .iter()
            .map(|f| {
                (
                    shatar::Position::from_fen(f, Default::default()).unwrap(),
                    1.0,
                )
            })
            .collect();
        // Untapered (the endgame values the middle game's), so that a rook's value counts
        // whole in these endgames.
        let mut w = samples[0].0.weights();
        w.values_endgame = w.values;
        let params = tunable(BoardSize::Eight);
        let index = |n: &str| {
            params
                .iter()
                .copied()
                .find(|&i| weight_name(i).unwrap() == n)
        };
        let rook = index("value_rook").unwrap();
        let knight_home = index("psq_knight_r0_f1").unwrap();
        let knight_far = index("psq_knight_r7_f0").unwrap();
        let kept = shown(&samples, &w, &[knight_home, knight_far, rook], 3);
        assert_eq!(kept, vec![rook]);
        assert!(shown(&samples, &w, &params, samples.len() + 1).is_empty());
    }

    #[test]
    fn spsa_perturbs_each_kind_of_weight_by_its_scale() {
        assert_eq!(perturbation("value_queen", 640), 40.0);
        assert_eq!(perturbation("value_endgame_pawn", 40), 5.0);
        assert_eq!(perturbation("pawn_advance_6", 75), 9.375);
        assert_eq!(perturbation("psq_knight_r3_f2", -4), 5.0);
        assert_eq!(perturbation("mobility_rook", 2), 2.0);
        assert_eq!(perturbation("threat_by_pawn", 60), 12.0);
        assert_eq!(perturbation("tempo", 12), 4.0);
        assert_eq!(perturbation("search_rfp_depth", 5), 1.0);
        assert_eq!(perturbation("search_lmr_history_quiet", 12_000), 1500.0);
    }

    #[test]
    fn an_spsa_step_moves_each_weight_the_winner_s_way_within_its_limits() {
        let mut theta = vec![100.0, 10.0, 50.0];
        let c = [8.0, 2.0, 4.0];
        // The side moved up won: up where its sign is +1, down where it is -1; the third
        // stops at its upper limit.
        nudge(
            &mut theta,
            &c,
            &[1.0, -1.0, 1.0],
            0.5,
            &[(0, 200), (0, 20), (0, 51)],
        );
        assert_eq!(theta, vec![104.0, 9.0, 51.0]);
        // A lost pair moves them back; a drawn one leaves them.
        nudge(
            &mut theta,
            &c,
            &[1.0, -1.0, 1.0],
            -0.5,
            &[(0, 200), (0, 20), (0, 60)],
        );
        assert_eq!(theta, vec![100.0, 10.0, 49.0]);
        nudge(
            &mut theta,
            &c,
            &[1.0, 1.0, -1.0],
            0.0,
            &[(0, 200), (0, 20), (0, 60)],
        );
        assert_eq!(theta, vec![100.0, 10.0, 49.0]);
    }

    #[test]
    fn the_side_that_knows_what_its_men_are_worth_wins_the_pair() {
        let start = shatar::Position::default();
        let good = start.weights();
        // Every officer worth a tenth of a pawn: it gives them away for pawns.
        let mut bad = good;
        for k in [
            crate::PieceKind::Queen,
            crate::PieceKind::Rook,
            crate::PieceKind::Bishop,
            crate::PieceKind::Knight,
        ] {
            bad.values[k.index()] = 10;
            bad.values_endgame[k.index()] = 10;
        }
        let margin = game_pair(&start, &good, &bad, 5, Strength::Depth(2));
        assert!(margin > 0.0, "{margin}");
        assert!((-1.0..=1.0).contains(&margin));
    }

    #[test]
    fn spsa_is_reproducible_and_moves_only_the_tuned_weights_within_bounds() {
        let start = shatar::Position::default();
        let base = start.weights();
        let names = ["value_knight", "tempo"];
        let params: Vec<usize> = tunable(BoardSize::Eight)
            .into_iter()
            .filter(|&i| names.contains(&weight_name(i).unwrap().as_str()))
            .collect();
        assert_eq!(params.len(), 2);
        let cfg = Spsa {
            pairs: 3,
            seed: 9,
            strength: Strength::Depth(1),
            threads: 2,
            rate: 1.0,
        };
        let mut reports = Vec::new();
        let a = spsa(&start, base, &params, &cfg, None, &mut |s, _| {
            reports.push(s.played)
        });
        // Batches of two pairs: reported after 2 and after 3.
        assert_eq!(reports, vec![2, 3]);
        let b = spsa(&start, base, &params, &cfg, None, &mut |_, _| {});
        assert_eq!(a, b);
        let (va, vb) = (a.to_vec(), base.to_vec());
        for i in 0..Weights::LEN {
            if params.contains(&i) {
                let (lo, hi) = bounds(&weight_name(i).unwrap(), vb[i]);
                assert!((lo..=hi).contains(&va[i]), "{}", weight_name(i).unwrap());
            } else {
                assert_eq!(va[i], vb[i], "{}", weight_name(i).unwrap());
            }
        }
        let none = Spsa { pairs: 0, ..cfg };
        assert_eq!(
            spsa(&start, base, &params, &none, None, &mut |_, _| panic!()),
            base
        );
    }

    #[test]
    fn an_spsa_run_resumed_from_a_report_plays_the_rest_and_ends_as_one_run_through() {
        let base = shatar::Position::default().weights();
        let params: Vec<usize> = tunable(BoardSize::Eight).into_iter().take(5).collect();
        let cfg = Spsa {
            pairs: 7,
            seed: 3,
            strength: Strength::Depth(1),
            threads: 2,
            rate: 0.5,
        };
        // A made-up pair: its margin from its seed and the sides' weights, and the seeds seen.
        let seen = std::sync::Mutex::new(Vec::new());
        let pair = |plus: &Weights, minus: &Weights, seed: u64| {
            seen.lock().unwrap().push(seed);
            let lean: i32 = plus
                .to_vec()
                .iter()
                .zip(minus.to_vec())
                .map(|(a, b)| a - b)
                .sum();
            let m = ((seed % 5) as f64 - 2.0) / 2.0 + f64::from(lean.signum()) / 4.0;
            Ok::<_, std::convert::Infallible>(m.clamp(-1.0, 1.0))
        };
        let mut states = Vec::new();
        let whole = spsa_by(base, &params, &cfg, None, &pair, &mut |s, _| {
            states.push(s.clone())
        })
        .unwrap();
        let all_seeds = std::mem::take(&mut *seen.lock().unwrap());
        assert_eq!(all_seeds.len(), 7);
        assert_eq!(
            states.iter().map(|s| s.played).collect::<Vec<_>>(),
            vec![2, 4, 6, 7]
        );
        for stop in &states[..3] {
            let mut last = None;
            let resumed = spsa_by(base, &params, &cfg, Some(stop), &pair, &mut |s, _| {
                last = Some(s.clone())
            })
            .unwrap();
            assert_eq!(resumed, whole, "resumed after {}", stop.played);
            assert_eq!(last.as_ref(), states.last());
            // Only the pairs after the report were played again.
            let mut again = std::mem::take(&mut *seen.lock().unwrap());
            let mut rest = all_seeds.clone();
            again.sort_unstable();
            rest.retain(|s| !again.contains(s));
            assert_eq!(again.len() + stop.played, 7);
            assert_eq!(rest.len(), stop.played);
        }
        // A finished run resumed plays nothing and gives its weights back; a state for other
        // weights is not taken.
        let done = spsa_by(base, &params, &cfg, states.last(), &pair, &mut |_, _| {
            panic!("nothing to report")
        });
        assert_eq!(done.unwrap(), whole);
        let other = SpsaState {
            played: 2,
            theta: vec![1.0; 4],
        };
        let fresh = spsa_by(base, &params, &cfg, Some(&other), &pair, &mut |_, _| {}).unwrap();
        assert_eq!(fresh, whole);
    }

    /// An opponent for the tests: this engine at a fixed depth, counting its games and moves,
    /// or failing at its `fail_at`-th move.
    struct Searching {
        searcher: Searcher<shatar::Position>,
        depth: u32,
        games: usize,
        moves: usize,
        fail_at: Option<usize>,
    }

    impl Searching {
        fn new(depth: u32) -> Searching {
            Searching {
                searcher: Searcher::new(1),
                depth,
                games: 0,
                moves: 0,
                fail_at: None,
            }
        }
    }

    impl Opponent<shatar::Position> for Searching {
        type Error = String;

        fn new_game(&mut self) -> Result<(), String> {
            // As `ucinewgame`: nothing kept from the last game.
            self.searcher = Searcher::new(1);
            self.games += 1;
            Ok(())
        }

        fn best_move(&mut self, game: &Game<shatar::Position>) -> Result<Move, String> {
            self.moves += 1;
            if self.fail_at == Some(self.moves) {
                return Err(format!("no answer at move {}", self.moves));
            }
            let strength = Strength::Depth(self.depth);
            choose_move(&mut self.searcher, game, strength, 1, None, &mut |_| {})
                .best
                .ok_or_else(|| "no move".to_string())
        }
    }

    #[test]
    fn a_pair_against_an_opponent_plays_four_games_and_scores_the_difference() {
        let start = shatar::Position::default();
        let base = start.weights();
        // The same weights on both sides: the same four games twice over, so no margin.
        let mut opponent = Searching::new(1);
        let p = pair_against(&start, &base, &base, 5, Strength::Depth(1), &mut opponent).unwrap();
        assert_eq!(p.margin, 0.0);
        assert_eq!(p.points[..2], p.points[2..]);
        assert_eq!(opponent.games, 4);
        assert!(opponent.moves > 4);
        // Weights that value every officer at a pawn's worth lose men for nothing: the
        // built-in weights score more against the same opponent from the same opening.
        let mut v = base.to_vec();
        for (i, name) in WEIGHT_NAMES.iter().enumerate() {
            if name.starts_with("value_") && *name != "value_king" {
                v[i] = 100;
            }
        }
        let blind = Weights::from_slice(&v).unwrap();
        let mut opponent = Searching::new(2);
        let p = pair_against(&start, &base, &blind, 5, Strength::Depth(2), &mut opponent).unwrap();
        assert!(p.margin > 0.0, "{p:?}");
        assert_eq!(
            p.margin,
            (p.points[0] + p.points[1] - p.points[2] - p.points[3]) / 2.0
        );
        let mut opponent = Searching::new(2);
        let back = pair_against(&start, &blind, &base, 5, Strength::Depth(2), &mut opponent);
        assert_eq!(back.unwrap().margin, -p.margin);
    }

    #[test]
    fn an_opponent_that_fails_stops_the_tuning_with_its_error() {
        let start = shatar::Position::default();
        let base = start.weights();
        let mut opponent = Searching::new(1);
        opponent.fail_at = Some(3);
        let got = pair_against(&start, &base, &base, 5, Strength::Depth(1), &mut opponent);
        assert_eq!(got, Err("no answer at move 3".to_string()));
        // In SPSA: no step is taken and nothing is reported after the failing batch.
        let params: Vec<usize> = tunable(BoardSize::Eight).into_iter().take(3).collect();
        let cfg = Spsa {
            pairs: 4,
            seed: 9,
            strength: Strength::Depth(1),
            threads: 2,
            rate: 1.0,
        };
        let played = std::sync::atomic::AtomicUsize::new(0);
        let pair = |plus: &Weights, minus: &Weights, seed: u64| {
            let n = played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let mut opponent = Searching::new(1);
            if n >= 2 {
                opponent.fail_at = Some(1);
            }
            pair_against(&start, plus, minus, seed, Strength::Depth(1), &mut opponent)
                .map(|p| p.margin)
        };
        let mut reports = Vec::new();
        let got = spsa_by(base, &params, &cfg, None, &pair, &mut |s, _| {
            reports.push(s.played)
        });
        assert_eq!(got, Err("no answer at move 1".to_string()));
        assert_eq!(reports, vec![2]);
    }

    #[test]
    fn tuning_lowers_the_error_on_a_small_sample() {
        let start = shatar::Position::default();
        let samples = self_play_samples(&start, 8, 3, Strength::Depth(1), 2);
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
