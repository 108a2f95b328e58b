//! The rules, taught in the game: one short page per topic (the words are in the language
//! catalogues, `rules-<topic>-title` and `rules-<topic>-text`), and for most pages a **Show me**
//! demonstration: a small position is set up on the 3D board and the example is played with the
//! game's own animations, then the game in progress comes back untouched.

use std::collections::VecDeque;

use bevy::prelude::*;
use shatra_engine::{Game, Move, Position, RuleSet};

use crate::board::animation::Animating;
use crate::play::{AppMode, CurrentGame, GameCommand, GameSet, Shown};

/// A demonstration: where it starts, the moves it plays, and a move the rules forbid there (the
/// page's "cannot"), all in notation, checked by the engine in the tests.
#[derive(Clone, Copy, Debug)]
pub struct Demo {
    /// A position string, or `startpos`.
    pub position: &'static str,
    pub moves: &'static [&'static str],
    /// What the page says cannot be done there, checked against the engine by the tests.
    pub cannot: Option<&'static str>,
}

/// One page of the rules.
#[derive(Clone, Copy, Debug)]
pub struct Topic {
    /// The catalogue keys are `rules-{key}-title` and `rules-{key}-text`.
    pub key: &'static str,
    pub demo: Option<Demo>,
}

/// The pages, in reading order (RULES.md sections 1–9).
pub const TOPICS: &[Topic] = &[
    Topic {
        key: "board",
        demo: Some(Demo {
            position: "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1",
            moves: &["55-42"],
            cannot: None,
        }),
    },
    Topic {
        key: "men",
        demo: Some(Demo {
            position: "startpos",
            moves: &["47-40", "16-23", "40-33"],
            cannot: Some("47-32"),
        }),
    },
    Topic {
        key: "fortress",
        demo: Some(Demo {
            position: "startpos",
            moves: &["54-40", "9-26", "55-41"],
            cannot: Some("56-41"),
        }),
    },
    Topic {
        key: "capture",
        demo: Some(Demo {
            position: "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1",
            moves: &["46x16x11x32x46"],
            cannot: Some("53-49"),
        }),
    },
    Topic {
        key: "long-range",
        demo: Some(Demo {
            position: "3/3/3/k/7/7/Kr1P3/7/7/7/1/3/3/3 b - - - - 0 1",
            moves: &["26x30"],
            cannot: Some("26-27"),
        }),
    },
    Topic {
        key: "en-passant",
        demo: Some(Demo {
            position: "3/3/3/k/5p1/7/4P1p/7/7/7/K/3/3/3 b - - - - 0 1",
            moves: &["16-30", "29x17"],
            cannot: None,
        }),
    },
    Topic {
        key: "privilege",
        demo: Some(Demo {
            position: "3/3/3/k/7/7/p6/7/p6/K6/1/3/3/3 w - - - - 0 1",
            moves: &["46x32"],
            cannot: None,
        }),
    },
    Topic {
        key: "promotion",
        demo: Some(Demo {
            position: "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1",
            moves: &["6-3=Q"],
            cannot: Some("6-3=R"),
        }),
    },
    Topic {
        key: "end",
        demo: Some(Demo {
            position: "3/3/3/k/7/7/1r1P3/6K/7/7/1/3/3/3 b - - - - 0 1",
            moves: &["26x31x45"],
            cannot: None,
        }),
    },
    Topic {
        key: "options",
        demo: None,
    },
];

impl Demo {
    /// The demonstration as a game and its moves under `rules`, or what is wrong with it.
    pub(crate) fn build(&self, rules: RuleSet) -> Result<(Game, Vec<Move>), String> {
        let start = if self.position == "startpos" {
            Position::start(rules)
        } else {
            Position::from_fen(self.position, rules).map_err(|e| e.to_string())?
        };
        let mut game = Game::from_position(start);
        let mut moves = Vec::new();
        for text in self.moves {
            moves.push(game.play_text(text).map_err(|e| e.to_string())?);
        }
        Ok((Game::from_position(start), moves))
    }
}

/// Asks for a topic's demonstration (its index in [`TOPICS`]).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowMe(pub usize);

/// A demonstration under way: its page and what is left to play (the game it replaced is set
/// aside by the command system and comes back when it ends).
#[derive(Resource, Default)]
pub struct Demonstration {
    pub topic: Option<usize>,
    script: VecDeque<Move>,
    wait: f32,
}

impl Demonstration {
    pub fn running(&self) -> bool {
        self.topic.is_some()
    }
}

/// Seconds before the first move, between moves, and after the last before the game comes back.
const BEFORE: f32 = 1.2;
const BETWEEN: f32 = 1.4;
const AFTER: f32 = 2.5;

pub(crate) struct HelpPlugin;

impl Plugin for HelpPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Demonstration>()
            .add_message::<ShowMe>()
            .add_systems(
                Update,
                (start_demonstration, run_demonstration)
                    .chain()
                    .in_set(GameSet::Input),
            )
            .add_systems(Update, forget_demonstration.in_set(GameSet::Mirror));
    }
}

fn start_demonstration(
    mut asked: MessageReader<ShowMe>,
    mut demo: ResMut<Demonstration>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(&ShowMe(i)) = asked.read().last() else {
        return;
    };
    let Some(d) = TOPICS.get(i).and_then(|t| t.demo) else {
        return;
    };
    if shown.mode == AppMode::Editing {
        return;
    }
    // The rules are the game's (the demonstrations hold under every rule set they are shown in).
    let Ok((start, moves)) = d.build(game.shatra_rules()) else {
        warn!("the demonstration of page {i} does not hold under these rules");
        return;
    };
    commands.write(GameCommand::Demonstrate(Box::new(start.into())));
    demo.topic = Some(i);
    demo.script = moves.into();
    demo.wait = BEFORE;
}

fn run_demonstration(
    time: Res<Time>,
    mut demo: ResMut<Demonstration>,
    shown: Res<Shown>,
    moving: Query<(), Animating>,
    mut commands: MessageWriter<GameCommand>,
) {
    if demo.topic.is_none() || shown.mode != AppMode::Demonstrating || !moving.is_empty() {
        return;
    }
    demo.wait -= time.delta_secs();
    if demo.wait > 0.0 {
        return;
    }
    if let Some(m) = demo.script.pop_front() {
        commands.write(GameCommand::DemoMove(m));
        demo.wait = if demo.script.is_empty() {
            AFTER
        } else {
            BETWEEN
        };
        return;
    }
    // The game in progress comes back as it was.
    commands.write(GameCommand::EndDemonstration);
}

/// However the demonstration ended (its last move, a new game, the exhibition's next screen, or
/// it was refused), its page is no longer shown as running.
fn forget_demonstration(mut demo: ResMut<Demonstration>, shown: Res<Shown>) {
    if demo.topic.is_some() && shown.mode != AppMode::Demonstrating {
        *demo = Demonstration::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every demonstration is legal move by move, under the default rules (the page's claims),
    /// and every "cannot" example is refused by the engine.
    #[test]
    fn the_demonstrations_are_checked_by_the_engine() {
        for t in TOPICS {
            let Some(d) = t.demo else { continue };
            let (start, moves) = d
                .build(RuleSet::default())
                .unwrap_or_else(|e| panic!("{}: {e}", t.key));
            assert_eq!(moves.len(), d.moves.len(), "{}", t.key);
            if let Some(bad) = d.cannot {
                assert!(
                    start.position().parse_move(bad).is_err(),
                    "{}: {bad} should be illegal",
                    t.key
                );
            }
        }
        // The capture page's chain takes four men; the end page's takes the Biy.
        let capture = TOPICS.iter().find(|t| t.key == "capture").unwrap();
        let (_, m) = capture.demo.unwrap().build(RuleSet::default()).unwrap();
        assert_eq!(m[0].capture_count(), 4);
        let end = TOPICS.iter().find(|t| t.key == "end").unwrap();
        let (g, m) = end.demo.unwrap().build(RuleSet::default()).unwrap();
        let mut g = g;
        g.play(&m[0]).unwrap();
        assert!(g.outcome().is_some());
    }
}
