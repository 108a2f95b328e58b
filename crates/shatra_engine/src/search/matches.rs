//! Matches between two strengths: seeded random openings, each played with both colours,
//! adjudicated by the draw rules; wins, losses, draws, Elo with a 95 % interval, and the
//! likelihood of superiority.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::player::{Strength, choose_move};
use super::{Searcher, Weights};
use crate::game::{Game, Outcome};
use crate::moves::Move;
use crate::piece::{Color, Kind};
use crate::rules::RuleSet;

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub a: Strength,
    pub b: Strength,
    /// Games in all (rounded up to pairs: each opening is played with both colours).
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    pub rules: RuleSet,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
    pub tt_mib: usize,
    /// Evaluation weights of each side (for testing tuned weights against the defaults).
    pub weights_a: Weights,
    pub weights_b: Weights,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            a: Strength::Level(1),
            b: Strength::Level(2),
            games: 2,
            seed: 1,
            threads: 1,
            rules: RuleSet::default(),
            max_plies: 600,
            tt_mib: 8,
            weights_a: Weights::default(),
            weights_b: Weights::default(),
        }
    }
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub index: usize,
    pub a_is_white: bool,
    /// `None`: drawn at the ply limit of the match.
    pub outcome: Option<Outcome>,
    pub plies: usize,
    /// From A's point of view: 1, 0.5 or 0.
    pub a_score: f64,
}

/// The tally, from A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// A's score, 0..1.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// Elo difference of A over B, and its 95 % interval.
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        let var = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let se = (var / n).sqrt();
        (elo_of(p), elo_of(p - 1.96 * se), elo_of(p + 1.96 * se))
    }

    /// Likelihood that A is stronger than B.
    pub fn los(&self) -> f64 {
        let (w, l) = (self.wins as f64, self.losses as f64);
        if w + l == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt()))
    }
}

fn elo_of(p: f64) -> f64 {
    let p = p.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / p - 1.0).log10()
}

/// erf by Abramowitz and Stegun 7.1.26 (error below 1.5e-7).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let y = 1.0
        - (((((1.061_405_429 * t - 1.453_152_027) * t) + 1.421_413_741) * t - 0.284_496_736) * t
            + 0.254_829_592)
            * t
            * (-x * x).exp();
    if x >= 0.0 { y } else { -y }
}

fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// A seeded random opening of 4 to 8 plies after which neither side has a forced win that a
/// depth-5 search can see (so the opening does not decide the game by itself).
pub fn opening(rules: RuleSet, seed: u64) -> Vec<Move> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let plies = 4 + (next(&mut x) % 5) as usize;
    'retry: for _ in 0..100 {
        let mut game = Game::new(rules);
        for _ in 0..plies {
            let p = *game.position();
            let moves: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    let q = p.after(m);
                    q.outcome().is_none()
                        && q.legal_moves()
                            .iter()
                            .all(|r| r.captured() & q.kind_bb(Kind::Biy) == 0)
                })
                .collect();
            if moves.is_empty() {
                continue 'retry;
            }
            let m = moves[(next(&mut x) % moves.len() as u64) as usize];
            game.play(&m).expect("a legal move");
        }
        let mut s = Searcher::new(1);
        let r = s.search(
            game.position(),
            &game.repetition_hashes(),
            super::Limits::depth(5),
            &mut |_| {},
        );
        if r.score.abs() >= super::MATE - super::MAX_PLY as i32 {
            continue 'retry;
        }
        return game.moves().to_vec();
    }
    Vec::new()
}

/// The seed of a pair's opening: the match seed and the pair mixed, so that matches with
/// different seeds share no openings by construction.
pub fn opening_seed(seed: u64, pair: usize) -> u64 {
    let mut z = seed ^ (pair as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one game from an opening.
pub fn play_game(cfg: &MatchConfig, index: usize) -> GameReport {
    let pair = index / 2;
    let a_is_white = index.is_multiple_of(2);
    let mut game = Game::new(cfg.rules);
    for m in opening(cfg.rules, opening_seed(cfg.seed, pair)) {
        game.play(&m).expect("opening moves are legal");
    }
    let (white, black) = if a_is_white {
        (cfg.a, cfg.b)
    } else {
        (cfg.b, cfg.a)
    };
    let mut searchers = [Searcher::new(cfg.tt_mib), Searcher::new(cfg.tt_mib)];
    let (ww, wb) = if a_is_white {
        (cfg.weights_a, cfg.weights_b)
    } else {
        (cfg.weights_b, cfg.weights_a)
    };
    searchers[0].weights = ww;
    searchers[1].weights = wb;
    let mut seed = cfg.seed ^ (index as u64).wrapping_mul(0xA24B_AED4_963E_E407);
    while game.outcome().is_none() && game.moves().len() < cfg.max_plies {
        let pos = *game.position();
        let side = pos.turn();
        let strength = if side == Color::White { white } else { black };
        let hashes: Vec<u64> = game.repetition_hashes();
        let r = choose_move(
            &mut searchers[side.index()],
            &pos,
            &hashes,
            strength,
            next(&mut seed),
            None,
            &mut |_| {},
        );
        let Some(m) = r.best else { break };
        game.play(&m).expect("the search returns legal moves");
    }
    let outcome = game.outcome();
    let a = if a_is_white {
        Color::White
    } else {
        Color::Black
    };
    let a_score = match outcome.and_then(|o| o.winner) {
        Some(w) if w == a => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    GameReport {
        index,
        a_is_white,
        outcome,
        plies: game.moves().len(),
        a_score,
    }
}

/// Plays the match on `cfg.threads` threads, calling `on_game` as each game ends.
pub fn run_match(cfg: &MatchConfig, on_game: &(dyn Fn(&GameReport) + Sync)) -> Tally {
    let games = cfg.games.div_ceil(2) * 2;
    let next_game = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for _ in 0..cfg.threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = next_game.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let r = play_game(cfg, i);
                    {
                        let mut t = tally.lock().expect("tally lock");
                        match r.a_score {
                            1.0 => t.wins += 1,
                            0.0 => t.losses += 1,
                            _ => t.draws += 1,
                        }
                    }
                    on_game(&r);
                }
            });
        }
    });
    tally.into_inner().expect("tally lock")
}
