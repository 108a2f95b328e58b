//! Tuning the evaluation by self-play (the "Texel" method): play many fast games, keep the quiet
//! positions with the game's result, then adjust the weights one at a time while that lowers
//! the squared error between the result and a logistic function of the evaluation.

use super::Searcher;
use super::eval::{Weights, evaluate};
use super::player::{Strength, choose_move};
use crate::game::Game;
use crate::moves::Move;
use crate::piece::Color;
use crate::position::Position;
use crate::rules::RuleSet;

/// A quiet position and the result of its game for White (1, ½ or 0).
pub type Sample = (Position, f64);

/// Plays `games` self-play games at `strength` from seeded random openings, on `threads`
/// threads, and keeps the quiet positions (no capture for the side to move) after the opening.
pub fn self_play_samples(
    rules: RuleSet,
    games: usize,
    seed: u64,
    strength: Strength,
    threads: usize,
) -> Vec<Sample> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let out = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                loop {
                    let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let samples = self_play_game(rules, g, seed, strength);
                    out.lock().expect("samples lock").push((g, samples));
                }
            });
        }
    });
    let mut all = out.into_inner().expect("samples lock");
    all.sort_by_key(|(g, _)| *g);
    all.into_iter().flat_map(|(_, s)| s).collect()
}

fn self_play_game(rules: RuleSet, g: usize, seed: u64, strength: Strength) -> Vec<Sample> {
    let mut out = Vec::new();
    {
        let mut game = Game::new(rules);
        for m in super::matches::opening(rules, seed.wrapping_add(g as u64)) {
            game.play(&m).expect("legal opening");
        }
        let mut searchers = [Searcher::new(2), Searcher::new(2)];
        let mut x = seed ^ (g as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut positions = Vec::new();
        while game.outcome().is_none() && game.moves().len() < 400 {
            let p = *game.position();
            if !p.legal_moves().iter().any(Move::is_capture) {
                positions.push(p);
            }
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let hashes = game.repetition_hashes();
            let r = choose_move(
                &mut searchers[p.turn().index()],
                &p,
                &hashes,
                strength,
                x,
                None,
                &mut |_| {},
            );
            let Some(m) = r.best else { break };
            game.play(&m).expect("legal move");
        }
        let result = match game.outcome().and_then(|o| o.winner) {
            Some(Color::White) => 1.0,
            Some(Color::Black) => 0.0,
            None => 0.5,
        };
        out.extend(positions.into_iter().map(|p| (p, result)));
    }
    out
}

/// The range each tuned weight is kept in, so that the fit cannot trade sense for error.
const BOUNDS: [(i32, i32); 19] = [
    (500, 1500), // batyr
    (250, 900),  // tura
    (150, 700),  // yalkyn
    (-60, 60),   // reserve
    (-50, 300),
    (-50, 300),
    (-50, 300),
    (-50, 300),
    (-50, 300), // advance, relative ranks 5-9
    (-50, 300),
    (-50, 300),
    (-50, 300),
    (-50, 300),
    (-50, 300), // ranks 10-14
    (0, 200),   // promotion chance
    (0, 20),    // mobility
    (0, 400),   // biy danger
    (0, 40),    // biy shelter
    (0, 100),   // tempo
];

fn to_vec(w: &Weights) -> Vec<i32> {
    let mut v = vec![w.batyr, w.tura, w.yalkyn, w.reserve];
    v.extend_from_slice(&w.advance);
    v.extend_from_slice(&[
        w.promotion_chance,
        w.mobility,
        w.biy_danger,
        w.biy_shelter,
        w.tempo,
    ]);
    v
}

fn from_vec(v: &[i32], base: &Weights) -> Weights {
    let mut w = *base;
    w.batyr = v[0];
    w.tura = v[1];
    w.yalkyn = v[2];
    w.reserve = v[3];
    w.advance.copy_from_slice(&v[4..14]);
    w.promotion_chance = v[14];
    w.mobility = v[15];
    w.biy_danger = v[16];
    w.biy_shelter = v[17];
    w.tempo = v[18];
    w
}

/// Mean squared error of the predicted result, with evaluation scale `k` (per centi-Shatra).
pub fn error(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|(p, r)| {
            let e = evaluate(p, w) as f64;
            let white = if p.turn() == Color::White { e } else { -e };
            let predicted = 1.0 / (1.0 + (-k * white).exp());
            (r - predicted).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale that best fits the current weights (a coarse search).
pub fn best_scale(samples: &[Sample], w: &Weights) -> f64 {
    let mut best = (f64::MAX, 0.004);
    for i in 1..=40 {
        let k = i as f64 * 0.0005;
        let e = error(samples, w, k);
        if e < best.0 {
            best = (e, k);
        }
    }
    best.1
}

/// Coordinate descent: each weight up and down by `step` (halved each round) while the error
/// falls. The Shatra's value stays 100 (the unit). Reports each round's error.
pub fn tune(
    samples: &[Sample],
    start: Weights,
    rounds: usize,
    report: &mut dyn FnMut(usize, f64),
) -> Weights {
    let k = best_scale(samples, &start);
    let mut v = to_vec(&start);
    let mut best = error(samples, &start, k);
    let mut step = 16;
    for round in 0..rounds {
        for i in 0..v.len() {
            for dir in [1, -1] {
                loop {
                    v[i] += dir * step;
                    if v[i] < BOUNDS[i].0 || v[i] > BOUNDS[i].1 {
                        v[i] -= dir * step;
                        break;
                    }
                    let e = error(samples, &from_vec(&v, &start), k);
                    if e < best {
                        best = e;
                    } else {
                        v[i] -= dir * step;
                        break;
                    }
                }
            }
        }
        report(round, best);
        step = (step / 2).max(1);
    }
    from_vec(&v, &start)
}
