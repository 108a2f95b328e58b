//! Playing strengths: Shatra's levels 1–8 (search budgets), over the strengths every game of
//! the family shares ([`search_core::player`]: levels, fixed depth, nodes, time, and the
//! material-only search of simpler programs).

use std::time::Duration;

use search_core::Limits;
use search_core::player::Player;
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
/// The shape is every engine's ([`search_core::player::choose_move`]).
pub fn choose_move(
    searcher: &mut Searcher,
    pos: &Position,
    game_hashes: &[u64],
    strength: Strength,
    seed: u64,
    cap: Option<Duration>,
    progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let saved = (searcher.weights, searcher.plain);
    let mut player = Mover {
        searcher,
        pos,
        game_hashes,
        progress,
        saved,
    };
    search_core::player::choose_move(&mut player, &LEVELS, strength, seed, cap)
}

/// A searcher, the position and the game's earlier positions, for
/// [`search_core::player::choose_move`].
struct Mover<'a> {
    searcher: &'a mut Searcher,
    pos: &'a Position,
    game_hashes: &'a [u64],
    progress: &'a mut dyn FnMut(&Progress),
    /// The searcher's weights and quiescence switch before the material-only baseline.
    saved: (Weights, bool),
}

impl Player for Mover<'_> {
    type Move = Move;

    fn legal_moves(&self) -> Vec<Move> {
        self.pos.legal_moves()
    }

    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    /// The baseline counts material only and leaves out the quiescence search (how the other
    /// Shatra programs play).
    fn material_only(&mut self, on: bool) {
        if on {
            self.saved = (self.searcher.weights, self.searcher.plain);
            self.searcher.weights = Weights::material_only();
            self.searcher.plain = true;
        } else {
            (self.searcher.weights, self.searcher.plain) = self.saved;
        }
    }

    fn search(&mut self, limits: Limits) -> SearchResult {
        self.searcher
            .search(self.pos, self.game_hashes, limits, self.progress)
    }

    fn score_root_moves(&mut self, depth: u32) -> Vec<(Move, i32)> {
        self.searcher
            .score_root_moves(self.pos, self.game_hashes, depth)
    }
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
