//! Playing strengths: Shatra's levels 1–8 (search budgets), over the strengths every game of
//! the family shares ([`search_core::player`]: levels, fixed depth, nodes, time, and the
//! material-only search of simpler programs).

use std::time::Duration;

use search_core::player::pick_with_noise;
pub use search_core::player::{Level, Strength};

use super::{Progress, SearchResult, Searcher, Weights};
use crate::moves::Move;
use crate::position::Position;

/// Levels 1–8, weakest first. Budgets are depths or node counts so that matches between levels
/// are fast and reproducible; the game adds a time cap.
pub const LEVELS: [Level; 8] = [
    Level::depth(1, "Novice", 1, 150),
    Level::depth(2, "Beginner", 2, 80),
    Level::depth(3, "Casual", 3, 50),
    Level::depth(4, "Club", 4, 40),
    Level::nodes(5, "Strong", 40_000),
    Level::nodes(6, "Expert", 120_000),
    Level::nodes(7, "Master", 360_000),
    Level {
        game_time: Some((Duration::from_secs(3), Duration::from_secs(5))),
        ..Level::nodes(8, "Grandmaster", 1_100_000)
    },
];

/// The level a strength asks for, in Shatra's table.
pub fn level_of(strength: &Strength) -> Option<&'static Level> {
    strength.level_in(&LEVELS)
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
        && level_of(&strength).is_some()
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
    let limits = strength.limits_with_cap(&LEVELS, cap);
    let mut result = searcher.search(pos, game_hashes, limits, progress);
    if let Some(level) = level_of(&strength).filter(|l| l.noise > 0)
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
