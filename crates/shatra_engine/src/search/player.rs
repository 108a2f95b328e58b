//! Playing strengths: levels 1–8 defined by search budgets, and the other ways a caller can
//! ask for a move (fixed depth, nodes, time, or the material-only search of simpler programs).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::{Limits, Progress, SearchResult, Searcher, Weights};
use crate::moves::Move;
use crate::position::Position;

/// One level: a budget, and for the weak levels a margin within which it picks a move at random
/// among those its search scores nearly as well as the best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    pub limits: Limits,
    /// Centi-Shatras: moves scored within this of the best may be played (0 = always the best).
    pub noise: i32,
    /// In the game (when [`choose_move`] is given a cap) this level thinks for a time instead
    /// of its budget: no new depth is begun after the first figure, none goes on past the
    /// second. Matches keep the budget, which makes them reproducible.
    pub game_time: Option<(Duration, Duration)>,
}

/// Levels 1–8, weakest first. Budgets are depths or node counts so that matches between levels
/// are fast and reproducible; the game adds a time cap.
pub const LEVELS: [Level; 8] = [
    Level {
        number: 1,
        name: "Novice",
        limits: Limits {
            depth: Some(1),
            nodes: None,
            soft_time: None,
            hard_time: None,
        },
        noise: 150,
        game_time: None,
    },
    Level {
        number: 2,
        name: "Beginner",
        limits: Limits {
            depth: Some(2),
            nodes: None,
            soft_time: None,
            hard_time: None,
        },
        noise: 80,
        game_time: None,
    },
    Level {
        number: 3,
        name: "Casual",
        limits: Limits {
            depth: Some(3),
            nodes: None,
            soft_time: None,
            hard_time: None,
        },
        noise: 50,
        game_time: None,
    },
    Level {
        number: 4,
        name: "Club",
        limits: Limits {
            depth: Some(4),
            nodes: None,
            soft_time: None,
            hard_time: None,
        },
        noise: 40,
        game_time: None,
    },
    Level {
        number: 5,
        name: "Strong",
        limits: Limits {
            depth: None,
            nodes: Some(40_000),
            soft_time: None,
            hard_time: None,
        },
        noise: 0,
        game_time: None,
    },
    Level {
        number: 6,
        name: "Expert",
        limits: Limits {
            depth: None,
            nodes: Some(120_000),
            soft_time: None,
            hard_time: None,
        },
        noise: 0,
        game_time: None,
    },
    Level {
        number: 7,
        name: "Master",
        limits: Limits {
            depth: None,
            nodes: Some(360_000),
            soft_time: None,
            hard_time: None,
        },
        noise: 0,
        game_time: None,
    },
    Level {
        number: 8,
        name: "Grandmaster",
        limits: Limits {
            depth: None,
            nodes: Some(1_100_000),
            soft_time: None,
            hard_time: None,
        },
        noise: 0,
        game_time: Some((Duration::from_secs(3), Duration::from_secs(5))),
    },
];

/// How strongly to play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strength {
    /// A level, 1–8.
    Level(u8),
    /// Full strength to a fixed depth.
    Depth(u32),
    /// Full strength for a number of nodes.
    Nodes(u64),
    /// Full strength for a time.
    MoveTime(Duration),
    /// A plain fixed-depth alpha-beta with a material-only evaluation and no quiescence: how
    /// the other Shatra programs play.
    Material(u32),
}

impl Strength {
    pub fn level(&self) -> Option<&'static Level> {
        match self {
            Strength::Level(n) => LEVELS.get((*n as usize).wrapping_sub(1)),
            _ => None,
        }
    }

    fn limits(&self) -> Limits {
        match *self {
            Strength::Level(_) => self.level().map_or(Limits::depth(1), |l| l.limits),
            Strength::Depth(d) | Strength::Material(d) => Limits::depth(d.max(1)),
            Strength::Nodes(n) => Limits::nodes(n.max(1)),
            Strength::MoveTime(t) => Limits::movetime(t),
        }
    }

    /// The search limits [`choose_move`] uses: the strength's own budget, or with a `cap` (a
    /// move for the game) a level's [`Level::game_time`] instead, and no more than the cap
    /// (hard) and half of it (soft).
    pub fn limits_with_cap(&self, cap: Option<Duration>) -> Limits {
        self.limits()
            .capped(self.level().and_then(|l| l.game_time), cap)
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strength::Level(n) => write!(f, "level:{n}"),
            Strength::Depth(d) => write!(f, "depth:{d}"),
            Strength::Nodes(n) => write!(f, "nodes:{n}"),
            Strength::MoveTime(t) => write!(f, "movetime:{}", t.as_millis()),
            Strength::Material(d) => write!(f, "material:{d}"),
        }
    }
}

impl FromStr for Strength {
    type Err = String;
    /// `level:N` (or just `N`), `depth:D`, `nodes:N`, `movetime:MS`, `material:D`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (kind, num) = s.split_once(':').unwrap_or(("level", s));
        let n: u64 = num
            .parse()
            .map_err(|_| format!("'{s}': '{num}' is not a number"))?;
        let small = |max: u64| -> Result<u32, String> {
            if (1..=max).contains(&n) {
                Ok(n as u32)
            } else {
                Err(format!("'{s}': must be between 1 and {max}"))
            }
        };
        Ok(match kind {
            "level" => Strength::Level(small(8)? as u8),
            "depth" => Strength::Depth(small(60)?),
            "material" => Strength::Material(small(60)?),
            "nodes" if n >= 1 => Strength::Nodes(n),
            "movetime" if n >= 1 => Strength::MoveTime(Duration::from_millis(n)),
            "nodes" | "movetime" => return Err(format!("'{s}': must be at least 1")),
            _ => {
                return Err(format!(
                    "'{s}': use level:N, depth:D, nodes:N, movetime:MS or material:D"
                ));
            }
        })
    }
}

/// Chooses a move at a strength. `seed` makes the weak levels' choices reproducible; `cap`
/// bounds the time whatever the strength, and means the move is for the game: a level with a
/// [`Level::game_time`] thinks for that time, and a level with one legal move plays it at once.
pub fn choose_move(
    searcher: &mut Searcher,
    pos: &Position,
    game_hashes: &[u64],
    strength: Strength,
    seed: u64,
    cap: Option<Duration>,
    progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    // In the game, a level with one legal move plays it at once: nothing to think about.
    if cap.is_some()
        && strength.level().is_some()
        && let [only] = pos.legal_moves()[..]
    {
        return SearchResult {
            best: Some(only),
            score: 0,
            depth: 0,
            pv: vec![only],
            nodes: 0,
            elapsed: Duration::ZERO,
        };
    }
    let material = matches!(strength, Strength::Material(_));
    let saved = (searcher.weights, searcher.plain);
    if material {
        searcher.weights = Weights::material_only();
        searcher.plain = true;
    }
    let limits = strength.limits_with_cap(cap);
    let mut result = searcher.search(pos, game_hashes, limits, progress);
    if let Some(level) = strength.level().filter(|l| l.noise > 0)
        && let Some(depth) = level.limits.depth
    {
        let scored = searcher.score_root_moves(pos, game_hashes, depth);
        if let Some(m) = pick_with_noise(&scored, level.noise, seed ^ pos.hash()) {
            result.best = Some(m);
            result.pv = vec![m];
        }
    }
    (searcher.weights, searcher.plain) = saved;
    result
}

/// A random move among those within `margin` of the best score, the better ones likelier.
fn pick_with_noise(scored: &[(Move, i32)], margin: i32, seed: u64) -> Option<Move> {
    let best = scored.iter().map(|s| s.1).max()?;
    let good: Vec<(Move, u64)> = scored
        .iter()
        .filter(|(_, s)| best - s <= margin)
        .map(|(m, s)| (*m, (margin - (best - s) + 1) as u64))
        .collect();
    let total: u64 = good.iter().map(|g| g.1).sum();
    let mut x = splitmix(seed) % total.max(1);
    for (m, w) in &good {
        if x < *w {
            return Some(*m);
        }
        x -= w;
    }
    good.last().map(|g| g.0)
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A hint for the side to move: the best move at a modest budget (level 5).
pub fn hint(searcher: &mut Searcher, pos: &Position, game_hashes: &[u64]) -> Option<Move> {
    searcher
        .search(pos, game_hashes, LEVELS[4].limits, &mut |_| {})
        .best
}

/// Whether the computer playing `me` accepts a draw offered in `pos`: it does when its search
/// sees itself worse by a third of a Shatra or more.
pub fn accepts_draw(
    searcher: &mut Searcher,
    pos: &Position,
    game_hashes: &[u64],
    me: crate::Color,
) -> bool {
    let r = searcher.search(pos, game_hashes, LEVELS[4].limits, &mut |_| {});
    let mine = if pos.turn() == me { r.score } else { -r.score };
    mine <= -30
}
