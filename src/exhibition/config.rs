//! The exhibition's settings: a RON file in which every field is optional. A bad file or a bad
//! value never stops the show: what is bad takes its default, and each bad field is named once
//! in the log.

use std::path::Path;

use bevy::prelude::Resource;
use game_family::{GameKind, GameOptions};
use serde::de::DeserializeOwned;
use shatra_engine::RuleSet;

use crate::display::PieceSet;

/// What a curator can set. The defaults are those of the README's table.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ExhibitionConfig {
    /// Level (1–8) of the computer playing White in the attract loop.
    pub white_level: u8,
    /// Level (1–8) of the computer playing Black in the attract loop.
    pub black_level: u8,
    /// Seconds between the end of one move and the next in the attract loop.
    pub pause: f32,
    /// Animation speed factor (1 = normal).
    pub animation_speed: f32,
    /// Seconds without input before a visitor's game asks "Still playing?".
    pub idle_timeout: f32,
    /// Seconds of the "Still playing?" countdown.
    pub countdown: f32,
    /// Seconds the result of a visitor's game stays before the show goes on.
    pub result_time: f32,
    /// Seconds of the title card between two attract games.
    pub interlude: f32,
    /// The rule set of every game of Shatra.
    pub rules: RuleSet,
    /// The games the show plays, in turn (Shatra under `rules`; shatar and hiashatar with their
    /// options, written as the new-game dialog keeps them: `"hiashatar preset=…"`).
    pub games: Vec<GameOptions>,
    /// Height of the captions' letters, in points.
    pub caption_size: f32,
    /// The languages to cycle, one per attract game (codes: en, ru, pt, fr, mn); empty: the game's
    /// language (`--language`, or the system's).
    pub languages: Vec<String>,
    /// Whether visitors may start a game for two players.
    pub two_players: bool,
    /// Levels of the three strengths offered to visitors: gentle, fair, strong.
    pub visitor_levels: [u8; 3],
    /// The men: souvenir or tournament.
    pub pieces: PieceSet,
    /// Sound volume, 0 (silent) to 1.
    pub volume: f32,
}

impl ExhibitionConfig {
    /// The options of the `n`-th game of the show (in turn; Shatra's are `rules`).
    pub fn game(&self, n: u64) -> GameOptions {
        match self.games.get(n as usize % self.games.len().max(1)) {
            Some(GameOptions::Shatra(_)) | None => GameOptions::Shatra(self.rules),
            Some(o) => o.clone(),
        }
    }

    /// The options of a visitor's game of `kind`: the show's for that game, else its defaults.
    pub fn visitor_game(&self, kind: GameKind) -> GameOptions {
        if kind == GameKind::Shatra {
            return GameOptions::Shatra(self.rules);
        }
        self.games
            .iter()
            .find(|o| o.kind() == kind)
            .cloned()
            .unwrap_or_else(|| GameOptions::default_for(kind))
    }
}

impl Default for ExhibitionConfig {
    fn default() -> Self {
        ExhibitionConfig {
            white_level: 5,
            black_level: 6,
            pause: 1.5,
            animation_speed: 1.0,
            idle_timeout: 90.0,
            countdown: 10.0,
            result_time: 20.0,
            interlude: 8.0,
            rules: RuleSet::default(),
            games: GameKind::ALL.map(GameOptions::default_for).to_vec(),
            caption_size: 30.0,
            languages: Vec::new(),
            two_players: true,
            visitor_levels: [2, 4, 7],
            pieces: PieceSet::Souvenir,
            volume: 0.5,
        }
    }
}

/// The language codes the exhibition accepts.
pub(crate) const LANGUAGE_CODES: &[&str] = &["en", "ru", "pt", "fr", "mn"];

/// One problem with the settings file, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The field, or "file" for the file as a whole.
    pub field: String,
    pub why: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exhibition config: {}: {}; using the default",
            self.field, self.why
        )
    }
}

fn value<T: DeserializeOwned>(v: ron::Value) -> Result<T, String> {
    v.into_rust::<T>().map_err(|e| e.to_string())
}

fn in_range<T: PartialOrd + std::fmt::Display + Copy>(v: T, lo: T, hi: T) -> Result<T, String> {
    if v >= lo && v <= hi {
        Ok(v)
    } else {
        Err(format!("{v} is out of range {lo}..{hi}"))
    }
}

fn finite(v: f32, lo: f32, hi: f32) -> Result<f32, String> {
    if v.is_finite() {
        in_range(v, lo, hi)
    } else {
        Err(format!("{v} is not a number"))
    }
}

impl ExhibitionConfig {
    /// Reads a settings file: the settings, with defaults for what is bad, and the problems.
    pub fn load(path: &Path) -> (ExhibitionConfig, Vec<Problem>) {
        match std::fs::read_to_string(path) {
            Ok(text) => ExhibitionConfig::parse(&text),
            Err(e) => (
                ExhibitionConfig::default(),
                vec![Problem {
                    field: "file".into(),
                    why: format!("cannot read {}: {e}", path.display()),
                }],
            ),
        }
    }

    /// Reads the settings from RON text, field by field.
    pub fn parse(text: &str) -> (ExhibitionConfig, Vec<Problem>) {
        let mut c = ExhibitionConfig::default();
        let mut problems = Vec::new();
        if text.trim().is_empty() {
            return (c, problems);
        }
        let map = match ron::from_str::<ron::Value>(text) {
            Ok(ron::Value::Map(m)) => m,
            Ok(ron::Value::Unit) => return (c, problems),
            Ok(other) => {
                problems.push(Problem {
                    field: "file".into(),
                    why: format!(
                        "expected a list of fields like (white_level: 5), found {}",
                        kind_of(&other)
                    ),
                });
                return (c, problems);
            }
            Err(e) => {
                problems.push(Problem {
                    field: "file".into(),
                    why: format!("not RON: {e}"),
                });
                return (c, problems);
            }
        };
        for (key, v) in map.into_iter() {
            let ron::Value::String(name) = key else {
                problems.push(Problem {
                    field: format!("{key:?}"),
                    why: "a field name must be a word".into(),
                });
                continue;
            };
            let result = c.set(&name, v);
            if let Err(why) = result {
                problems.push(Problem { field: name, why });
            }
        }
        (c, problems)
    }

    /// Sets one field from its value, or says what is wrong with it.
    fn set(&mut self, name: &str, v: ron::Value) -> Result<(), String> {
        match name {
            "white_level" => self.white_level = in_range(value::<u8>(v)?, 1, 8)?,
            "black_level" => self.black_level = in_range(value::<u8>(v)?, 1, 8)?,
            "pause" => self.pause = finite(value(v)?, 0.0, 60.0)?,
            "animation_speed" => self.animation_speed = finite(value(v)?, 0.25, 4.0)?,
            "idle_timeout" => self.idle_timeout = finite(value(v)?, 10.0, 3600.0)?,
            "countdown" => self.countdown = finite(value(v)?, 3.0, 60.0)?,
            "result_time" => self.result_time = finite(value(v)?, 3.0, 600.0)?,
            "interlude" => self.interlude = finite(value(v)?, 2.0, 120.0)?,
            // `()` (no option set) reads as a unit value, not as an empty struct.
            "rules" if v == ron::Value::Unit => self.rules = RuleSet::default(),
            "rules" => self.rules = value(v)?,
            "games" => {
                let list: Vec<String> = value(v)?;
                if list.is_empty() {
                    return Err("name at least one game: shatra, shatar, hiashatar".into());
                }
                self.games = list
                    .iter()
                    .map(|g| GameOptions::from_text(g).map_err(|e| format!("'{g}': {e}")))
                    .collect::<Result<_, _>>()?;
            }
            "caption_size" => self.caption_size = finite(value(v)?, 12.0, 96.0)?,
            "languages" => {
                let list: Vec<String> = value(v)?;
                if let Some(bad) = list.iter().find(|l| !LANGUAGE_CODES.contains(&l.as_str())) {
                    return Err(format!(
                        "'{bad}' is not one of {}",
                        LANGUAGE_CODES.join(", ")
                    ));
                }
                self.languages = list;
            }
            "two_players" => self.two_players = value(v)?,
            "visitor_levels" => {
                let levels: [u8; 3] = value(v)?;
                for l in levels {
                    in_range(l, 1, 8)?;
                }
                self.visitor_levels = levels;
            }
            "pieces" => {
                let name: String = value(v)?;
                self.pieces = match name.as_str() {
                    "souvenir" => PieceSet::Souvenir,
                    "tournament" => PieceSet::Tournament,
                    _ => return Err(format!("'{name}' is not souvenir or tournament")),
                }
            }
            "volume" => self.volume = finite(value(v)?, 0.0, 1.0)?,
            _ => return Err("no such field".into()),
        }
        Ok(())
    }
}

fn kind_of(v: &ron::Value) -> &'static str {
    match v {
        ron::Value::Bool(_) => "a boolean",
        ron::Value::Char(_) => "a character",
        ron::Value::Map(_) => "a map",
        ron::Value::Number(_) => "a number",
        ron::Value::Option(_) => "an option",
        ron::Value::String(_) => "a string",
        ron::Value::Bytes(_) => "bytes",
        ron::Value::Seq(_) => "a list",
        ron::Value::Unit => "nothing",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_gives_the_defaults() {
        assert_eq!(
            ExhibitionConfig::parse(""),
            (ExhibitionConfig::default(), vec![])
        );
        assert_eq!(
            ExhibitionConfig::parse("()"),
            (ExhibitionConfig::default(), vec![])
        );
    }

    #[test]
    fn the_games_are_played_in_turn_and_a_bad_one_is_named() {
        // Default: all three, Shatra first.
        let d = ExhibitionConfig::default();
        let kinds: Vec<_> = (0..4).map(|n| d.game(n).kind()).collect();
        assert_eq!(
            kinds,
            [
                GameKind::Shatra,
                GameKind::Shatar,
                GameKind::Hiashatar,
                GameKind::Shatra
            ]
        );
        let (c, problems) = ExhibitionConfig::parse(
            "(games: [\"hiashatar preset=preset-hia-dagaz\", \"shatra\"], rules: (original: true))",
        );
        assert_eq!(problems, vec![]);
        assert_eq!(c.game(0).kind(), GameKind::Hiashatar);
        assert_ne!(c.game(0), GameOptions::default_for(GameKind::Hiashatar));
        assert_eq!(
            c.game(1),
            GameOptions::Shatra(c.rules),
            "Shatra under the rules field"
        );
        assert_eq!(c.visitor_game(GameKind::Hiashatar), c.game(0));
        assert_eq!(
            c.visitor_game(GameKind::Shatar),
            GameOptions::default_for(GameKind::Shatar)
        );
        for bad in ["(games: [\"chess\"])", "(games: [])", "(games: 3)"] {
            let (c, problems) = ExhibitionConfig::parse(bad);
            assert_eq!(problems.len(), 1, "{bad}");
            assert_eq!(problems[0].field, "games");
            assert_eq!(
                c.games,
                ExhibitionConfig::default().games,
                "{bad}: the default"
            );
        }
    }

    #[test]
    fn good_fields_are_taken() {
        let (c, problems) = ExhibitionConfig::parse(
            "(white_level: 3, black_level: 8, pause: 2.5, idle_timeout: 60, \
             rules: (original: true), two_players: false, languages: [\"en\", \"fr\"], \
             visitor_levels: (1, 3, 8), pieces: \"tournament\", caption_size: 40)",
        );
        assert_eq!(problems, vec![]);
        assert_eq!(c.white_level, 3);
        assert_eq!(c.black_level, 8);
        assert_eq!(c.pause, 2.5);
        assert_eq!(c.idle_timeout, 60.0);
        assert!(c.rules.original);
        assert!(!c.two_players);
        assert_eq!(c.languages, vec!["en", "fr"]);
        assert_eq!(c.visitor_levels, [1, 3, 8]);
        assert_eq!(c.pieces, PieceSet::Tournament);
        assert_eq!(c.caption_size, 40.0);
    }

    #[test]
    fn each_bad_field_is_named_and_takes_its_default() {
        let (c, problems) = ExhibitionConfig::parse(
            "(white_level: 12, black_level: 7, pause: \"slow\", colour: 3, \
             languages: [\"de\"], rules: (original: 3))",
        );
        let d = ExhibitionConfig::default();
        assert_eq!(c.white_level, d.white_level);
        assert_eq!(c.black_level, 7, "a good field next to bad ones is taken");
        assert_eq!(c.pause, d.pause);
        assert_eq!(c.languages, d.languages);
        assert_eq!(c.rules, d.rules);
        let mut named: Vec<&str> = problems.iter().map(|p| p.field.as_str()).collect();
        named.sort();
        assert_eq!(
            named,
            vec!["colour", "languages", "pause", "rules", "white_level"]
        );
        let line = problems
            .iter()
            .find(|p| p.field == "white_level")
            .unwrap()
            .to_string();
        assert_eq!(
            line,
            "exhibition config: white_level: 12 is out of range 1..8; using the default"
        );
    }

    /// The README's example file sets every field to its default, without a problem.
    #[test]
    fn the_example_file_is_the_defaults() {
        let text = include_str!("../../docs/exhibition.ron");
        assert_eq!(
            ExhibitionConfig::parse(text),
            (ExhibitionConfig::default(), vec![])
        );
    }

    #[test]
    fn a_file_that_is_not_ron_or_missing_still_gives_the_defaults() {
        let (c, problems) = ExhibitionConfig::parse("white_level = 5");
        assert_eq!(c, ExhibitionConfig::default());
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].field, "file");
        let (c, problems) = ExhibitionConfig::load(Path::new("/nonexistent/exhibition.ron"));
        assert_eq!(c, ExhibitionConfig::default());
        assert!(problems[0].why.contains("cannot read"), "{problems:?}");
    }
}
