//! Matches between two strengths: seeded random openings, each played with both colours,
//! adjudicated by the draw rules; wins, losses, draws, Elo with a 95 % interval, and the
//! likelihood of superiority.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::player::{Strength, choose_move};
use super::{Pruning, Searcher, Weights};
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
    /// The index of the first game played (0: all of them): a later part of a match plays the
    /// same games as the whole match would.
    pub first: usize,
    pub seed: u64,
    pub threads: usize,
    pub rules: RuleSet,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
    pub tt_mib: usize,
    /// Evaluation weights of each side (for testing tuned weights against the defaults).
    pub weights_a: Weights,
    pub weights_b: Weights,
    /// Search threads of each side (lazy SMP).
    pub search_threads_a: usize,
    pub search_threads_b: usize,
    /// Forward pruning of each side (to measure what each part is worth).
    pub pruning_a: Pruning,
    pub pruning_b: Pruning,
    /// A side played by another build of this program instead: the program and its extra
    /// arguments, run once a move as `PROGRAM go <start> --moves … <budget> ARGS…` (see
    /// [`external_move`]).
    pub command_a: Option<Vec<String>>,
    pub command_b: Option<Vec<String>>,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            a: Strength::Level(1),
            b: Strength::Level(2),
            games: 2,
            first: 0,
            seed: 1,
            threads: 1,
            rules: RuleSet::default(),
            max_plies: 600,
            tt_mib: 8,
            weights_a: Weights::default(),
            weights_b: Weights::default(),
            search_threads_a: 1,
            search_threads_b: 1,
            pruning_a: Pruning::default(),
            pruning_b: Pruning::default(),
            command_a: None,
            command_b: None,
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
        if super::is_mate_score(r.score) {
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
    let sides = [
        (
            cfg.weights_a,
            cfg.search_threads_a,
            &cfg.command_a,
            cfg.pruning_a,
        ),
        (
            cfg.weights_b,
            cfg.search_threads_b,
            &cfg.command_b,
            cfg.pruning_b,
        ),
    ];
    let (ws, bs) = if a_is_white {
        (sides[0], sides[1])
    } else {
        (sides[1], sides[0])
    };
    for (searcher, side) in searchers.iter_mut().zip([ws, bs]) {
        searcher.weights = side.0;
        searcher.set_threads(side.1);
        searcher.pruning = side.3;
    }
    let commands = [ws.2, bs.2];
    let mut seed = cfg.seed ^ (index as u64).wrapping_mul(0xA24B_AED4_963E_E407);
    let mut forfeit = None;
    while game.outcome().is_none() && game.moves().len() < cfg.max_plies {
        let pos = *game.position();
        let side = pos.turn();
        let strength = if side == Color::White { white } else { black };
        if let Some(command) = commands[side.index()] {
            match external_move(command, &game, strength) {
                Ok(m) => game.play(&m).expect("checked legal"),
                Err(e) => {
                    eprintln!("game {}: {} forfeits: {e}", index + 1, side);
                    forfeit = Some(side);
                    break;
                }
            }
            continue;
        }
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
    let winner = forfeit.map(Color::other).or(outcome.and_then(|o| o.winner));
    let a_score = match winner {
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

/// A move from another build of this program (the baseline of a strength comparison): runs
/// `PROGRAM go <start position> --moves <moves so far> <budget> ARGS…` and reads its last
/// `bestmove` line. The budget is the strength's own flag (`--level`, `--depth`, `--nodes`,
/// `--movetime`). Only the default rules: the position string carries no rule options.
pub fn external_move(command: &[String], game: &Game, strength: Strength) -> Result<Move, String> {
    let (program, args) = command.split_first().ok_or("no program given")?;
    if *game.position().rules() != RuleSet::default() {
        return Err("an external program plays the default rules only".into());
    }
    let budget = match strength {
        Strength::Level(n) => ["--level".to_string(), n.to_string()],
        Strength::Depth(d) => ["--depth".to_string(), d.to_string()],
        Strength::Nodes(n) => ["--nodes".to_string(), n.to_string()],
        Strength::MoveTime(t) => ["--movetime".to_string(), t.as_millis().to_string()],
        Strength::Material(_) => return Err("material:D is not a budget of `go`".into()),
    };
    let mut cmd = std::process::Command::new(program);
    cmd.arg("go").arg(game.start().to_fen());
    if !game.moves().is_empty() {
        cmd.arg("--moves");
        cmd.args(game.moves().iter().map(|m| m.to_string()));
    }
    cmd.args(budget).args(args);
    let out = cmd
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let answer = text
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("bestmove "))
        .ok_or_else(|| format!("{program} gave no bestmove ({})", out.status))?;
    game.position()
        .parse_move(answer.trim())
        .map_err(|e| format!("{program} answered '{answer}': {e}"))
}

/// Plays the match on `cfg.threads` threads, calling `on_game` as each game ends.
pub fn run_match(cfg: &MatchConfig, on_game: &(dyn Fn(&GameReport) + Sync)) -> Tally {
    let games = cfg.games.div_ceil(2) * 2;
    let next_game = AtomicUsize::new(cfg.first);
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
