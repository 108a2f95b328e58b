//! The player's settings, kept between runs in a RON file: the language, the men, the square
//! labels, the animation speed, following the side to move, the beginner's guide, sound, the
//! camera preset, the last game's players and rules; every field optional. The file is read
//! field by field: a field that is badly typed or out of range takes its default and is named in
//! one line, and the rest is kept. A file that is not RON at all is moved aside (`<name>.bad`),
//! never overwritten in place. Every write is atomic.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use ron::value::RawValue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::display::PieceSet;
use crate::display::{Display, Labels};
use crate::i18n::Catalog;
use crate::play::{AppMode, CurrentGame, Notice, Say, Shown};

/// What is kept.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `en`, `ru`, `pt` or `fr`; none: the system's.
    pub language: Option<String>,
    pub pieces: PieceSet,
    pub labels: Labels,
    pub animation_speed: f32,
    pub follow_side: bool,
    pub guide: bool,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    pub muted: bool,
    /// The camera preset last chosen.
    pub view: crate::display::View,
    /// Who played the last game (`human`, `computer:N`) and under which rules: the next run
    /// starts a new game so, and the new-game dialog offers them.
    pub white: String,
    pub black: String,
    pub rules: shatra_engine::RuleSet,
    /// The last game's game and, for shatar and hiashatar, its options, in
    /// `game_family::GameOptions::to_text`'s form (`shatar`, `hiashatar preset=…`); Shatra's
    /// rules are `rules`.
    pub game: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            pieces: PieceSet::Souvenir,
            labels: Labels::Numbers,
            animation_speed: 1.0,
            follow_side: false,
            guide: true,
            volume: crate::display::Loudness::default().volume,
            muted: false,
            view: crate::display::View::White,
            white: "human".into(),
            black: "computer:3".into(),
            rules: shatra_engine::RuleSet::default(),
            game: "shatra".into(),
        }
    }
}

/// Where the settings live: `<config dir>/settings.ron`.
pub(crate) fn default_path() -> Option<PathBuf> {
    super::config_dir().map(|d| d.join("settings.ron"))
}

/// One field of the file as written, read later on its own.
#[derive(Debug, Default)]
struct Raw(Option<Box<RawValue>>);

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Box::<RawValue>::deserialize(d).map(|r| Raw(Some(r)))
    }
}

/// The file's fields, each kept as written.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RawSettings {
    language: Raw,
    pieces: Raw,
    labels: Raw,
    animation_speed: Raw,
    follow_side: Raw,
    guide: Raw,
    volume: Raw,
    muted: Raw,
    view: Raw,
    white: Raw,
    black: Raw,
    rules: Raw,
    game: Raw,
}

/// Reads one field into `to`, or names it and says why it took its default.
fn field<T: DeserializeOwned>(
    name: &str,
    raw: Raw,
    to: &mut T,
    ok: impl Fn(&T) -> bool,
    bad: &mut Vec<String>,
) {
    let Some(raw) = raw.0 else { return };
    match raw.into_rust::<T>() {
        Ok(v) if ok(&v) => *to = v,
        _ => bad.push(name.to_string()),
    }
}

impl Settings {
    /// Reads the file: the settings (the defaults when there is none), and a notice when it was
    /// damaged: a file that is not RON is moved aside to `<name>.bad` and the defaults are used;
    /// a bad field takes its default and the others are kept.
    pub fn load_or_set_aside(path: &Path) -> (Settings, Option<Notice>) {
        let text = match super::read_text(path) {
            Ok(Some(Ok(t))) => t,
            Ok(None) => return (Settings::default(), None),
            Ok(Some(Err(error))) => {
                return (
                    Settings::default(),
                    Some(Notice::SettingsDamaged {
                        path: path.display().to_string(),
                        aside: super::set_aside(path),
                        error,
                    }),
                );
            }
            Err(e) => {
                return (
                    Settings::default(),
                    Some(Notice::SettingsUnreadable {
                        path: path.display().to_string(),
                        error: e.to_string(),
                    }),
                );
            }
        };
        match Settings::parse(&text) {
            Ok((s, bad)) if bad.is_empty() => (s, None),
            Ok((s, bad)) => (
                s,
                Some(Notice::SettingsFieldsReset {
                    path: path.display().to_string(),
                    fields: bad.join(", "),
                }),
            ),
            Err(error) => (
                Settings::default(),
                Some(Notice::SettingsDamaged {
                    path: path.display().to_string(),
                    aside: super::set_aside(path),
                    error,
                }),
            ),
        }
    }

    /// The settings in a file's text and the fields that took their defaults (badly typed or
    /// out of range), or why the text is not a settings file at all.
    pub fn parse(text: &str) -> Result<(Settings, Vec<String>), String> {
        let raw: RawSettings = if text.trim().is_empty() {
            RawSettings::default()
        } else {
            ron::from_str(text).map_err(|e| e.to_string())?
        };
        let mut s = Settings::default();
        let mut bad = Vec::new();
        let known = |l: &Option<String>| {
            l.as_deref()
                .is_none_or(|l| Catalog::for_language(l).is_some())
        };
        let player = |p: &String| p.parse::<crate::play::Player>().is_ok();
        field("language", raw.language, &mut s.language, known, &mut bad);
        field("pieces", raw.pieces, &mut s.pieces, |_| true, &mut bad);
        field("labels", raw.labels, &mut s.labels, |_| true, &mut bad);
        let speed = |v: &f32| (0.25..=4.0).contains(v);
        field(
            "animation_speed",
            raw.animation_speed,
            &mut s.animation_speed,
            speed,
            &mut bad,
        );
        field(
            "follow_side",
            raw.follow_side,
            &mut s.follow_side,
            |_| true,
            &mut bad,
        );
        field("guide", raw.guide, &mut s.guide, |_| true, &mut bad);
        let unit = |v: &f32| (0.0..=1.0).contains(v);
        field("volume", raw.volume, &mut s.volume, unit, &mut bad);
        field("muted", raw.muted, &mut s.muted, |_| true, &mut bad);
        field("view", raw.view, &mut s.view, |_| true, &mut bad);
        field("white", raw.white, &mut s.white, player, &mut bad);
        field("black", raw.black, &mut s.black, player, &mut bad);
        field("rules", raw.rules, &mut s.rules, |_| true, &mut bad);
        let game = |t: &String| game_family::GameOptions::from_text(t).is_ok();
        field("game", raw.game, &mut s.game, game, &mut bad);
        Ok((s, bad))
    }

    /// Writes the file atomically (a temporary file, then a rename): an interrupted write
    /// leaves the previous file whole.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        super::write_file(path, text.as_bytes())
    }

    /// The options of the next game: the last game's (Shatra under the rules kept).
    pub fn options(&self) -> game_family::GameOptions {
        match game_family::GameOptions::from_text(&self.game) {
            Ok(o) if o.kind() != game_family::GameKind::Shatra => o,
            _ => game_family::GameOptions::Shatra(self.rules),
        }
    }

    /// The players kept, as players.
    pub fn players(&self) -> [crate::play::Player; 2] {
        let d = Settings::default();
        [(&self.white, &d.white), (&self.black, &d.black)].map(|(p, d)| {
            p.parse()
                .unwrap_or_else(|_| d.parse().expect("a default player"))
        })
    }

    /// The settings as the game shows them now.
    pub fn of(
        display: &Display,
        catalog: &Catalog,
        game: &CurrentGame,
        view: crate::display::View,
    ) -> Settings {
        Settings {
            view,
            white: game.players[0].id(),
            black: game.players[1].id(),
            rules: game.shatra_rules(),
            game: match game.kind() {
                game_family::GameKind::Shatra => "shatra".into(),
                _ => game.game.options().to_text(),
            },
            language: Some(catalog.code().to_string()),
            pieces: display.piece_set,
            labels: display.labels,
            animation_speed: display.speed,
            follow_side: display.follow_side,
            guide: display.guide,
            volume: display.loudness.volume,
            muted: display.loudness.muted,
        }
    }

    /// Puts the settings into the display.
    pub(crate) fn apply(&self, display: &mut Display) {
        display.piece_set = self.pieces;
        display.labels = self.labels;
        display.speed = self.animation_speed;
        display.follow_side = self.follow_side;
        display.guide = self.guide;
        display.loudness = crate::display::Loudness {
            volume: self.volume,
            muted: self.muted,
        };
    }
}

/// The settings file of this run (none in tests and the exhibition), what was last written, and
/// a notice from loading it to show once.
#[derive(Resource)]
pub struct SettingsFile {
    pub path: Option<PathBuf>,
    last: Option<Settings>,
    pub load_notice: Option<Notice>,
}

impl SettingsFile {
    pub fn new(
        path: Option<PathBuf>,
        loaded: Option<Settings>,
        load_notice: Option<Notice>,
    ) -> Self {
        SettingsFile {
            path,
            last: loaded,
            load_notice,
        }
    }
}

/// A damaged settings file is said once, in the status line.
pub(crate) fn report_load(mut file: ResMut<SettingsFile>, mut say: MessageWriter<Say>) {
    if let Some(n) = file.load_notice.take() {
        say.write(Say(n));
    }
}

pub(crate) fn save_when_changed(
    mut file: ResMut<SettingsFile>,
    display: Res<Display>,
    catalog: Res<Catalog>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    orbit: Option<Res<crate::camera::Orbit>>,
    mut say: MessageWriter<Say>,
) {
    let Some(path) = file.path.clone() else {
        return;
    };
    // A demonstration's game on the board is not the player's.
    if shown.mode == AppMode::Demonstrating {
        return;
    }
    let orbit_changed = orbit.as_ref().is_some_and(|o| o.is_changed());
    if !display.is_changed() && !catalog.is_changed() && !game.is_changed() && !orbit_changed {
        return;
    }
    // The preset in use; a camera the player has moved keeps the last preset.
    let last_view = file.last.as_ref().map_or(Default::default(), |s| s.view);
    let view = orbit.and_then(|o| o.framing).unwrap_or(last_view);
    let now = Settings::of(&display, &catalog, &game, view);
    if file.last.as_ref() == Some(&now) {
        return;
    }
    match now.save(&path) {
        Ok(()) => file.last = Some(now),
        Err(e) => {
            say.write(Say(Notice::SettingsNotSaved {
                error: e.to_string(),
            }));
            // Not again every frame: the next change tries again.
            file.last = Some(now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test's own folder, removed when dropped: when the test ends, passed or failed.
    fn dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("shatra-settings-{name}-"))
            .tempdir()
            .unwrap()
    }

    #[test]
    fn settings_round_trip_and_missing_fields_take_defaults() {
        let d = dir("round");
        let path = d.path().join("settings.ron");
        assert_eq!(
            Settings::load_or_set_aside(&path),
            (Settings::default(), None)
        );
        let s = Settings {
            language: Some("ru".into()),
            pieces: PieceSet::Tournament,
            labels: Labels::Algebraic,
            animation_speed: 2.0,
            follow_side: true,
            guide: false,
            volume: 0.4,
            muted: true,
            view: crate::display::View::Black,
            white: "computer:5".into(),
            black: "human".into(),
            rules: shatra_engine::RuleSet::original(),
            game: "hiashatar preset=preset-hia-dagaz".into(),
        };
        s.save(&path).unwrap();
        assert_eq!(Settings::load_or_set_aside(&path), (s, None));
        std::fs::write(&path, "(language: Some(\"fr\"))").unwrap();
        let (loaded, notice) = Settings::load_or_set_aside(&path);
        assert_eq!(notice, None);
        assert_eq!(loaded.language.as_deref(), Some("fr"));
        assert_eq!(loaded.pieces, PieceSet::Souvenir);
        // Out of range or unknown values take their defaults.
        std::fs::write(
            &path,
            "(animation_speed: 50.0, language: Some(\"de\"), volume: 7.0, white: \"robot\")",
        )
        .unwrap();
        assert_eq!(Settings::load_or_set_aside(&path).0, Settings::default());
    }

    /// One badly typed or out-of-range field takes its default and is named; the others are
    /// kept (the exhibition's file is read the same way).
    #[test]
    fn a_bad_field_is_named_and_the_rest_is_kept() {
        let d = dir("one-bad");
        let path = d.path().join("settings.ron");
        std::fs::write(
            &path,
            "(language: Some(\"ru\"), pieces: Wooden, labels: Algebraic, volume: \"loud\", \
             animation_speed: 9.0, white: \"computer:5\", view: Black)",
        )
        .unwrap();
        let (s, notice) = Settings::load_or_set_aside(&path);
        assert_eq!(s.language.as_deref(), Some("ru"));
        assert_eq!(s.labels, Labels::Algebraic);
        assert_eq!(s.white, "computer:5");
        assert_eq!(s.view, crate::display::View::Black);
        assert_eq!(
            s.pieces,
            PieceSet::Souvenir,
            "the bad field took its default"
        );
        assert_eq!(s.volume, Settings::default().volume);
        assert_eq!(s.animation_speed, 1.0);
        match notice {
            Some(Notice::SettingsFieldsReset { fields, .. }) => {
                assert_eq!(fields, "pieces, animation_speed, volume")
            }
            other => panic!("a notice naming the fields: {other:?}"),
        }
        assert!(path.exists(), "a file with bad fields is not moved aside");
    }

    /// Every language the game speaks, Mongolian the last added, is kept as the player chose it.
    #[test]
    fn every_language_the_game_speaks_is_a_valid_setting() {
        for lang in crate::i18n::LANGUAGES {
            let (s, bad) =
                Settings::parse(&format!("(language: Some(\"{}\"))", lang.code)).unwrap();
            assert_eq!((s.language.as_deref(), bad.len()), (Some(lang.code), 0));
        }
        let (s, bad) = Settings::parse("(language: Some(\"mn\"))").unwrap();
        assert_eq!((s.language.as_deref(), bad.len()), (Some("mn"), 0));
    }

    #[test]
    fn a_damaged_file_is_moved_aside_not_overwritten() {
        let d = dir("damaged");
        let path = d.path().join("settings.ron");
        std::fs::write(&path, "(language: Some(\"ru\"), pieces: Wooden").unwrap();
        let (s, notice) = Settings::load_or_set_aside(&path);
        assert_eq!(s, Settings::default());
        let Some(Notice::SettingsDamaged { aside, .. }) = notice else {
            panic!("a notice: {notice:?}");
        };
        assert!(aside.ends_with("settings.ron.bad"), "{aside}");
        assert_eq!(
            std::fs::read_to_string(d.path().join("settings.ron.bad")).unwrap(),
            "(language: Some(\"ru\"), pieces: Wooden",
            "the damaged file is kept as it was"
        );
        assert!(!path.exists());
    }
}
