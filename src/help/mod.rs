//! The rules, taught in the game: one short page per topic (the words are in the language
//! catalogues, `rules-<topic>-title` and `rules-<topic>-text`), and for most pages a **Show me**
//! demonstration: a small position is set up on the 3D board and the example is played with the
//! game's own animations, then the game in progress comes back untouched.
//!
//! Each game has its pages ([`pages`]): Shatra's [`TOPICS`]; for shatar and hiashatar a page of
//! the game's own terms (its men and, for shatar, its checks and endings) and one page per
//! demonstration of `game_family::lessons`.

use std::collections::VecDeque;

use bevy::prelude::*;
use game_family::lessons::{Lesson, Step};
use game_family::{AnyGame, GameKind};
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

/// A page of the rules help: what it holds.
#[derive(Clone, Debug)]
pub enum Page {
    /// One of Shatra's pages.
    Shatra(Topic),
    /// The game's own terms: its men, and for shatar its checks and the endings they make.
    Terms(GameKind),
    /// A demonstration of shatar's or hiashatar's rules, with its page of text.
    Lesson(Lesson),
}

impl Page {
    /// The catalogue key of its title.
    pub fn title_key(&self) -> String {
        match self {
            Page::Shatra(t) => format!("rules-{}-title", t.key),
            Page::Terms(_) => "rules-terms-title".to_string(),
            Page::Lesson(l) => l.key.to_string(),
        }
    }

    /// Whether it has a "Show me".
    pub fn shows(&self) -> bool {
        match self {
            Page::Shatra(t) => t.demo.is_some(),
            Page::Terms(_) => false,
            Page::Lesson(_) => true,
        }
    }
}

/// The rules help's pages for a game, in reading order.
pub fn pages(kind: GameKind) -> Vec<Page> {
    match kind {
        GameKind::Shatra => TOPICS.iter().copied().map(Page::Shatra).collect(),
        _ => std::iter::once(Page::Terms(kind))
            .chain(
                game_family::lessons::lessons(kind)
                    .into_iter()
                    .map(Page::Lesson),
            )
            .collect(),
    }
}

/// One step of a demonstration under way.
#[derive(Clone, Debug)]
enum DemoStep {
    /// A Shatra move.
    Shatra(Move),
    /// A move of shatar or hiashatar, in its notation.
    Play(String),
    /// The board is set to a position (shatar's compulsory opening, shown as it is made).
    Show(Box<AnyGame>),
}

/// A lesson's start and steps as games and moves, or what is wrong with it.
fn lesson_script(l: &Lesson) -> Result<(AnyGame, Vec<DemoStep>), String> {
    let start = AnyGame::from_position(&l.options, l.start)?;
    let mut steps = Vec::new();
    for s in l.steps {
        steps.push(match *s {
            Step::Play(text) => DemoStep::Play(text.to_string()),
            Step::Show(fen) => DemoStep::Show(Box::new(AnyGame::from_position(&l.options, fen)?)),
        });
    }
    Ok((start, steps))
}

/// Asks for a page's demonstration (its index in [`pages`] of the game on the table; for
/// Shatra, in [`TOPICS`]).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowMe(pub usize);

/// A demonstration under way: its page and what is left to play (the game it replaced is set
/// aside by the command system and comes back when it ends).
#[derive(Resource, Default)]
pub struct Demonstration {
    pub topic: Option<usize>,
    script: VecDeque<DemoStep>,
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
    if shown.mode == AppMode::Editing {
        return;
    }
    // A demonstration shows the game on the table (the one set aside while it runs).
    let kind = match shown.mode {
        AppMode::Demonstrating => return,
        _ => game.kind(),
    };
    let built = match pages(kind).get(i) {
        // Shatra's under the game's rules (the demonstrations hold under every rule set).
        Some(Page::Shatra(Topic { demo: Some(d), .. })) => d
            .build(game.shatra_rules())
            .map(|(g, moves)| (g.into(), moves.into_iter().map(DemoStep::Shatra).collect())),
        Some(Page::Lesson(l)) => lesson_script(l),
        _ => return,
    };
    let Ok((start, steps)) = built else {
        warn!("the demonstration of page {i} does not hold under these rules");
        return;
    };
    commands.write(GameCommand::Demonstrate(Box::new(start)));
    demo.topic = Some(i);
    demo.script = steps.into_iter().collect();
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
    if let Some(step) = demo.script.pop_front() {
        commands.write(match step {
            DemoStep::Shatra(m) => GameCommand::DemoMove(m),
            DemoStep::Play(text) => GameCommand::DemoPlay(text),
            DemoStep::Show(g) => GameCommand::Demonstrate(g),
        });
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

    /// Shatar's and hiashatar's pages: the terms first, then six demonstrations each, every one
    /// built from its lesson with every move legal in turn.
    #[test]
    fn each_mongolian_game_has_its_terms_and_six_demonstrations() {
        use game_family::FamilyGame;
        for kind in [GameKind::Shatar, GameKind::Hiashatar] {
            let p = pages(kind);
            assert!(matches!(p[0], Page::Terms(k) if k == kind));
            assert_eq!(p.iter().filter(|p| p.shows()).count(), 6, "{kind}");
            for page in &p[1..] {
                let Page::Lesson(l) = page else {
                    panic!("{kind}: a lesson")
                };
                let (mut g, steps) = lesson_script(l).unwrap();
                for s in steps {
                    match s {
                        DemoStep::Play(t) => {
                            g.play_text(&t).unwrap_or_else(|e| panic!("{}: {e}", l.key));
                        }
                        DemoStep::Show(next) => g = *next,
                        DemoStep::Shatra(_) => panic!("{}: a Shatra move", l.key),
                    }
                }
            }
        }
        assert_eq!(pages(GameKind::Shatra).len(), TOPICS.len());
    }
}
