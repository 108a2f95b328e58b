//! Playing strengths, the same for every game: levels 1–8 (each engine has its own table of
//! [`Level`]s: the budgets that make its ladder), and the other ways a caller asks for a move
//! (a fixed depth, nodes, a time, or the material-only baseline). One type for both engines, so
//! that the command line, the game and the worker read and write strengths in one way.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::{Limits, SearchResult};

/// One level: a budget, and for the weak levels a margin within which it picks a move at random
/// among those its search scores nearly as well as the best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    pub limits: Limits,
    /// Centipawns: moves scored within this of the best may be played (0 = always the best).
    pub noise: i32,
    /// In the game (when a move is chosen with a time cap) this level thinks for a time instead
    /// of its budget: no new depth is begun after the first figure, none goes on past the second.
    /// Matches keep the budget, which makes them reproducible.
    pub game_time: Option<(Duration, Duration)>,
}

impl Level {
    /// A level searching to `depth`, choosing among moves within `noise` of the best.
    pub const fn depth(number: u8, name: &'static str, depth: u32, noise: i32) -> Level {
        Level {
            number,
            name,
            limits: Limits {
                depth: Some(depth),
                nodes: None,
                soft_time: None,
                hard_time: None,
                mate: None,
            },
            noise,
            game_time: None,
        }
    }

    /// A level searching `nodes` nodes, always playing its best move.
    pub const fn nodes(number: u8, name: &'static str, nodes: u64) -> Level {
        Level {
            number,
            name,
            limits: Limits {
                depth: None,
                nodes: Some(nodes),
                soft_time: None,
                hard_time: None,
                mate: None,
            },
            noise: 0,
            game_time: None,
        }
    }
}

/// The deepest fixed depth a strength asks for.
pub const MAX_DEPTH: u32 = 60;

/// How strongly to play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strength {
    /// A level, 1–8 (of the engine's table).
    Level(u8),
    /// Full strength to a fixed depth.
    Depth(u32),
    /// Full strength for a number of nodes.
    Nodes(u64),
    /// Full strength for a time.
    MoveTime(Duration),
    /// A baseline: a fixed-depth search that counts material only (Shatra's leaves out the
    /// quiescence search too: how the other Shatra programs play).
    Material(u32),
}

impl Strength {
    /// The level asked for, in the engine's table `levels`.
    pub fn level_in(&self, levels: &'static [Level]) -> Option<&'static Level> {
        match self {
            Strength::Level(n) => levels.get((*n as usize).wrapping_sub(1)),
            _ => None,
        }
    }

    /// The strength's own budget (a level's from `levels`).
    pub fn limits_in(&self, levels: &'static [Level]) -> Limits {
        match *self {
            Strength::Level(_) => self.level_in(levels).map_or(Limits::depth(1), |l| l.limits),
            Strength::Depth(d) | Strength::Material(d) => Limits::depth(d.max(1)),
            Strength::Nodes(n) => Limits::nodes(n.max(1)),
            Strength::MoveTime(t) => Limits::movetime(t),
        }
    }

    /// The limits a move is searched with: the strength's own budget, or with a `cap` (a move
    /// for the game) a level's [`Level::game_time`] instead, and no more than the cap (hard)
    /// and half of it (soft).
    pub fn limits_with_cap(&self, levels: &'static [Level], cap: Option<Duration>) -> Limits {
        self.limits_in(levels)
            .capped(self.level_in(levels).and_then(|l| l.game_time), cap)
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
            "depth" => Strength::Depth(small(MAX_DEPTH as u64)?),
            "material" => Strength::Material(small(MAX_DEPTH as u64)?),
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

/// What [`choose_move`] asks of an engine about the position to move: its legal moves, its
/// searches, and a switch to the material-only evaluation of the baseline. Each engine has a
/// small adapter (its searcher, the position and the game's earlier positions, a progress
/// callback) that implements it.
pub trait Player {
    type Move: Copy;

    /// The legal moves of the position to move.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The position's hash (it varies the weak levels' random picks between positions).
    fn hash(&self) -> u64;

    /// Counts material only from now on (`true`), or again the weights in force before (`false`).
    fn material_only(&mut self, on: bool);

    /// A search within `limits`.
    fn search(&mut self, limits: Limits) -> SearchResult<Self::Move>;

    /// Every root move's score at `depth`, each with a full window.
    fn score_root_moves(&mut self, depth: u32) -> Vec<(Self::Move, i32)>;
}

/// Chooses a move at a strength, the same way for every engine (`levels`: its table). `seed`
/// makes the weak levels' choices reproducible; `cap` bounds the time whatever the strength,
/// and means the move is for the game: a level with a [`Level::game_time`] thinks for that
/// time, and a level with one legal move plays it at once. The baseline
/// ([`Strength::Material`]) searches with the material-only evaluation; a level with noise
/// picks among the moves scored within its margin of the best.
pub fn choose_move<P: Player>(
    player: &mut P,
    levels: &'static [Level],
    strength: Strength,
    seed: u64,
    cap: Option<Duration>,
) -> SearchResult<P::Move> {
    let level = strength.level_in(levels);
    if cap.is_some()
        && level.is_some()
        && let [only] = player.legal_moves()[..]
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
    if material {
        player.material_only(true);
    }
    let mut result = player.search(strength.limits_with_cap(levels, cap));
    if material {
        player.material_only(false);
    }
    if let Some(level) = level.filter(|l| l.noise > 0)
        && let Some(depth) = level.limits.depth
    {
        let scored = player.score_root_moves(depth);
        if let Some(m) = pick_with_noise(&scored, level.noise, seed ^ player.hash()) {
            result.best = Some(m);
            result.pv = vec![m];
        }
    }
    result
}

/// A random move among those within `margin` of the best score, the better ones likelier;
/// the same `seed` picks the same move.
pub fn pick_with_noise<M: Copy>(scored: &[(M, i32)], margin: i32, seed: u64) -> Option<M> {
    let best = scored.iter().map(|s| s.1).max()?;
    let good: Vec<(M, u64)> = scored
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

#[cfg(test)]
mod tests {
    use super::*;

    static LEVELS: [Level; 2] = [
        Level::depth(1, "One", 1, 100),
        Level {
            game_time: Some((Duration::from_secs(3), Duration::from_secs(5))),
            ..Level::nodes(2, "Two", 5000)
        },
    ];

    #[test]
    fn strengths_read_back_and_bad_ones_say_why() {
        for s in [
            "level:3",
            "depth:7",
            "nodes:1000",
            "movetime:250",
            "material:4",
        ] {
            assert_eq!(s.parse::<Strength>().unwrap().to_string(), s);
        }
        assert_eq!("5".parse::<Strength>(), Ok(Strength::Level(5)));
        for (bad, says) in [
            ("level:9", "between 1 and 8"),
            ("depth:0", "between 1 and 60"),
            ("material:61", "between 1 and 60"),
            ("nodes:0", "at least 1"),
            ("speed:3", "use level:N"),
            ("depth:x", "'x' is not a number"),
            ("", "is not a number"),
        ] {
            let e = bad.parse::<Strength>().unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn a_level_takes_its_budget_and_in_the_game_its_time_within_the_cap() {
        let two = Strength::Level(2);
        assert_eq!(two.level_in(&LEVELS).map(|l| l.name), Some("Two"));
        assert_eq!(Strength::Level(3).level_in(&LEVELS), None);
        assert_eq!(two.limits_with_cap(&LEVELS, None), Limits::nodes(5000));
        let cap = Some(Duration::from_secs(4));
        let game = two.limits_with_cap(&LEVELS, cap);
        assert_eq!(
            (game.nodes, game.soft_time),
            (None, Some(Duration::from_secs(2)))
        );
        assert_eq!(game.hard_time, Some(Duration::from_secs(4)));
        let one = Strength::Level(1).limits_with_cap(&LEVELS, cap);
        assert_eq!(one.depth, Some(1));
        assert_eq!(Strength::Material(3).limits_in(&LEVELS), Limits::depth(3));
    }

    #[test]
    fn noise_picks_only_moves_within_the_margin_and_the_seed_repeats_the_pick() {
        let scored = [('a', 100), ('b', 90), ('c', 40), ('d', 99)];
        let picks: Vec<char> = (0..200)
            .map(|seed| pick_with_noise(&scored, 10, seed).unwrap())
            .collect();
        assert!(picks.iter().all(|m| "abd".contains(*m)), "{picks:?}");
        assert!(picks.contains(&'a') && picks.contains(&'b') && picks.contains(&'d'));
        assert_eq!(pick_with_noise(&scored, 0, 7), Some('a'));
        assert_eq!(
            pick_with_noise(&scored, 10, 5),
            pick_with_noise(&scored, 10, 5)
        );
        assert_eq!(pick_with_noise::<char>(&[], 10, 5), None);
    }

    /// A fake engine: the moves 'a', 'b', 'c' scored 100, 95, -10 (or 'a' alone), and a log of
    /// what it was asked.
    struct Fake {
        moves: Vec<char>,
        material: bool,
        log: Vec<String>,
    }

    impl Player for Fake {
        type Move = char;
        fn legal_moves(&self) -> Vec<char> {
            self.moves.clone()
        }
        fn hash(&self) -> u64 {
            7
        }
        fn material_only(&mut self, on: bool) {
            self.material = on;
            self.log.push(format!("material {on}"));
        }
        fn search(&mut self, limits: Limits) -> SearchResult<char> {
            self.log
                .push(format!("search {limits:?} material {}", self.material));
            SearchResult {
                best: self.moves.first().copied(),
                score: 100,
                depth: 1,
                pv: self.moves.first().copied().into_iter().collect(),
                nodes: 1,
                elapsed: Duration::ZERO,
            }
        }
        fn score_root_moves(&mut self, depth: u32) -> Vec<(char, i32)> {
            self.log.push(format!("score {depth}"));
            self.moves.iter().copied().zip([100, 95, -10]).collect()
        }
    }

    fn fake(moves: &str) -> Fake {
        Fake {
            moves: moves.chars().collect(),
            material: false,
            log: Vec::new(),
        }
    }

    #[test]
    fn choosing_a_move_takes_the_same_steps_for_every_engine() {
        // In the game, a level with one legal move plays it without a search.
        let mut one = fake("a");
        let r = choose_move(
            &mut one,
            &LEVELS,
            Strength::Level(2),
            1,
            Some(Duration::from_secs(4)),
        );
        assert_eq!((r.best, r.nodes), (Some('a'), 0));
        assert!(one.log.is_empty(), "{:?}", one.log);
        // Outside the game (a match) it searches its budget.
        let r = choose_move(&mut one, &LEVELS, Strength::Level(2), 1, None);
        assert_eq!((r.best, r.nodes), (Some('a'), 1));
        // The baseline searches with material only, then the weights come back.
        let mut base = fake("abc");
        choose_move(&mut base, &LEVELS, Strength::Material(3), 1, None);
        assert_eq!(base.log.len(), 3, "{:?}", base.log);
        assert!(base.log[1].ends_with("material true"), "{:?}", base.log);
        assert!(!base.material);
        // A level with noise picks among the root moves within its margin (100 of 'a').
        let picks: Vec<char> = (0..50)
            .map(|seed| {
                let mut noisy = fake("abc");
                let r = choose_move(&mut noisy, &LEVELS, Strength::Level(1), seed, None);
                assert_eq!(noisy.log.last().map(String::as_str), Some("score 1"));
                r.best.unwrap()
            })
            .collect();
        assert!(picks.contains(&'a') && picks.contains(&'b'), "{picks:?}");
        assert!(!picks.contains(&'c'), "{picks:?}");
    }
}
