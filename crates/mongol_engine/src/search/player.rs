//! Playing strengths: the Mongolian games' levels 1–8 (search budgets, like the Shatra engine's),
//! over the strengths every game of the family shares ([`search_core::player`]: levels, fixed
//! depth, nodes, time, and a material-only baseline).

use std::time::Duration;

use search_core::Limits;
use search_core::player::Player;
pub use search_core::player::{Level, Strength};

use super::{Evaluate, Progress, SearchResult, Searcher, Weights};
use crate::game::Game;
use crate::moves::Move;

/// Levels 1–8, weakest first: depths 1–4 with noise, then node budgets (reproducible matches);
/// the game adds a time cap, and level 8 thinks 3–5 s a move there.
pub const LEVELS: [Level; 8] = [
    Level::depth(1, "Novice", 1, 150),
    Level::depth(2, "Beginner", 2, 80),
    Level::depth(3, "Casual", 3, 50),
    Level::depth(4, "Club", 4, 30),
    Level::nodes(5, "Strong", 20_000),
    Level::nodes(6, "Expert", 60_000),
    Level::nodes(7, "Master", 180_000),
    Level {
        game_time: Some((Duration::from_secs(3), Duration::from_secs(5))),
        ..Level::nodes(8, "Grandmaster", 540_000)
    },
];

/// The level a strength asks for, in these games' table.
pub fn level_of(strength: &Strength) -> Option<&'static Level> {
    strength.level_in(&LEVELS)
}

/// Chooses a move for the current position of `game` at a strength. `seed` makes the weak
/// levels' choices reproducible; `cap` bounds the time whatever the strength, and means the move
/// is for the game: a level with a [`Level::game_time`] thinks for that time, and a level with
/// one legal move plays it at once. The move is always one of the position's legal moves (`None`
/// only when there is none). The shape is every engine's ([`search_core::player::choose_move`]).
pub fn choose_move<P: Evaluate>(
    searcher: &mut Searcher<P>,
    game: &Game<P>,
    strength: Strength,
    seed: u64,
    cap: Option<Duration>,
    progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let mut player = Mover {
        saved: None,
        searcher,
        game,
        progress,
    };
    search_core::player::choose_move(&mut player, &LEVELS, strength, seed, cap)
}

/// A searcher and the game it moves in, for [`search_core::player::choose_move`].
struct Mover<'a, P: Evaluate> {
    searcher: &'a mut Searcher<P>,
    game: &'a Game<P>,
    progress: &'a mut dyn FnMut(&Progress),
    /// The searcher's weights before the material-only baseline.
    saved: Option<Weights>,
}

impl<P: Evaluate> Player for Mover<'_, P> {
    type Move = Move;

    fn legal_moves(&self) -> Vec<Move> {
        self.game.position().legal_moves()
    }

    fn hash(&self) -> u64 {
        self.game.position().hash()
    }

    fn material_only(&mut self, on: bool) {
        if on {
            // The searcher's own men's values, nothing else.
            self.saved = self.searcher.weights().copied();
            let base = self.saved.unwrap_or_else(|| self.game.position().weights());
            self.searcher.set_weights(Some(base.material_only()));
        } else {
            self.searcher.set_weights(self.saved);
        }
    }

    fn search(&mut self, limits: Limits) -> SearchResult {
        self.searcher.search(self.game, limits, self.progress)
    }

    fn score_root_moves(&mut self, depth: u32) -> Vec<(Move, i32)> {
        self.searcher.score_root_moves(self.game, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shatar;

    #[test]
    fn the_material_baseline_takes_what_is_free_and_gives_the_weights_back() {
        // White's rook takes the undefended black bers on a8 (a pawn stays with Black's king: no
        // robado); everything else is quieter.
        let pos =
            shatar::Position::from_fen("j5k1/7p/8/8/8/8/6PP/R5K1 w - - 0 1", Default::default())
                .unwrap();
        let game = Game::new(pos);
        let mut s = Searcher::new(1);
        let r = choose_move(&mut s, &game, Strength::Material(2), 1, None, &mut |_| {});
        assert_eq!(
            r.best
                .map(|m| crate::text::to_uci::<shatar::Position>(&m))
                .as_deref(),
            Some("a1a8")
        );
        assert_eq!(s.weights(), None, "the built-in weights again");
        assert_eq!(
            level_of(&Strength::Level(8)).map(|l| l.name),
            Some("Grandmaster")
        );
        assert_eq!(level_of(&Strength::Material(2)), None);
    }
}
