//! What the board's cues need to know about the position shown, worked out once per version of
//! what the board shows (never per frame, never in several systems): the outcome, the men that
//! must capture, each Biy's danger, the next drop, the men each side has lost.

use bevy::prelude::*;
use game_family::{Ending, FamilyGame};
use shatra_engine::explain::{self, Danger};
use shatra_engine::{Outcome, Piece, Square};

use super::{CurrentGame, Shown};

/// Derived from the game and what the board shows, by [`refresh_status`] only.
#[derive(Resource, Clone, Debug)]
pub struct GameStatus {
    /// The version of [`Shown`] this is of.
    pub version: Option<u64>,
    /// How a game of Shatra ended, if it has.
    pub outcome: Option<Outcome>,
    /// How the game ended, whichever it is (the family's reasons, for the game-over card).
    pub ending: Option<Ending>,
    /// The men that must capture in the position shown (RULES.md section 5), or 0.
    pub must_capture: u64,
    /// Each Biy's danger in the position shown, by side.
    pub danger: [Danger; 2],
    /// The reserve man next in the drop order of the side to move, while the game goes on and
    /// the board shows it as it stands (RULES.md section 4).
    pub next_drop: Option<Square>,
    /// The men each side has lost up to the ply shown, in the order they were taken.
    pub lost: [Vec<Piece>; 2],
}

impl Default for GameStatus {
    fn default() -> Self {
        GameStatus {
            version: None,
            outcome: None,
            ending: None,
            must_capture: 0,
            danger: [Danger::None; 2],
            next_drop: None,
            lost: [Vec::new(), Vec::new()],
        }
    }
}

impl GameStatus {
    pub fn of(game: &CurrentGame, shown: &Shown) -> GameStatus {
        let ending = game.game.ending();
        let (Some(pos), Some(shatra)) = (&shown.position, game.shatra()) else {
            // Shatar and hiashatar: the ending; their other cues come from the marks.
            return GameStatus {
                version: Some(shown.version),
                ending,
                ..GameStatus::default()
            };
        };
        let outcome: Option<Outcome> = shatra.outcome();
        let next_drop = (outcome.is_none() && shown.live())
            .then(|| pos.next_drop(pos.turn()))
            .flatten();
        GameStatus {
            version: Some(shown.version),
            outcome,
            ending,
            // A game that has ended (by any rule, resignation and time included) has nothing to
            // capture on the board as it stands.
            must_capture: if shown.live() && outcome.is_some() {
                0
            } else {
                explain::compulsory_capturers(pos)
            },
            danger: shatra_engine::Color::BOTH.map(|side| explain::biy_danger(pos, side)),
            next_drop,
            lost: explain::captured_men_upto(shatra, shown.ply),
        }
    }
}

/// Brings the status up to date when what the board shows has changed.
pub(crate) fn refresh_status(
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut status: ResMut<GameStatus>,
) {
    if status.version != Some(shown.version) {
        *status = GameStatus::of(&game, &shown);
    }
}
