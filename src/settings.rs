//! The player's settings, kept between runs in a RON file: the language, the men, the square
//! labels, the animation speed, following the side to move, the beginner's guide. Every field is
//! optional. The file is written atomically whenever a setting changes; a damaged one is moved
//! aside (`settings.ron.bad`), never overwritten in place, reported in one line, and the game
//! starts with the defaults.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::config::PieceSet;
use crate::i18n::Catalog;
use crate::notice::Notice;
use crate::state::{Display, Labels, ShatraGame};

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
        }
    }
}

/// Where the settings live: `$XDG_CONFIG_HOME/shatra/settings.ron`, or
/// `~/.config/shatra/settings.ron`.
pub fn default_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".config")))?;
    Some(base.join("shatra").join("settings.ron"))
}

impl Settings {
    /// Reads the file: the settings (the defaults when there is none), and a notice when it was
    /// damaged (it is then moved aside to `<name>.bad`, and the defaults are used).
    pub fn load_or_set_aside(path: &Path) -> (Settings, Option<Notice>) {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
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
        match ron::from_str::<Settings>(&text) {
            Ok(s) => (s.sanitised(), None),
            Err(e) => {
                let aside = path.with_extension("ron.bad");
                let moved = std::fs::rename(path, &aside).is_ok();
                (
                    Settings::default(),
                    Some(Notice::SettingsDamaged {
                        path: path.display().to_string(),
                        aside: if moved {
                            aside.display().to_string()
                        } else {
                            String::new()
                        },
                        error: e.to_string(),
                    }),
                )
            }
        }
    }

    /// Values out of range take their defaults.
    fn sanitised(mut self) -> Settings {
        let d = Settings::default();
        if !(0.25..=4.0).contains(&self.animation_speed) {
            self.animation_speed = d.animation_speed;
        }
        if self
            .language
            .as_deref()
            .is_some_and(|l| Catalog::for_language(l).is_none())
        {
            self.language = None;
        }
        self
    }

    /// Writes the file atomically (a temporary file, then a rename): an interrupted write
    /// leaves the previous file whole.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        shatra_engine::game::write_atomically(path, text.as_bytes())
    }

    /// The settings as the game shows them now.
    pub fn of(display: &Display, catalog: &Catalog) -> Settings {
        Settings {
            language: Some(catalog.code().to_string()),
            pieces: display.piece_set,
            labels: display.labels,
            animation_speed: display.speed,
            follow_side: display.follow_side,
            guide: display.guide,
        }
    }

    /// Puts the settings into the display.
    pub fn apply(&self, display: &mut Display) {
        display.piece_set = self.pieces;
        display.labels = self.labels;
        display.speed = self.animation_speed;
        display.follow_side = self.follow_side;
        display.guide = self.guide;
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

pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (report_load, save_when_changed));
    }
}

/// A damaged settings file is said once, in the status line.
fn report_load(mut file: ResMut<SettingsFile>, mut game: ResMut<ShatraGame>) {
    if let Some(n) = file.load_notice.take() {
        game.notice = Some(n);
    }
}

fn save_when_changed(
    mut file: ResMut<SettingsFile>,
    display: Res<Display>,
    catalog: Res<Catalog>,
    mut game: ResMut<ShatraGame>,
) {
    let Some(path) = file.path.clone() else {
        return;
    };
    if !display.is_changed() && !catalog.is_changed() {
        return;
    }
    let now = Settings::of(&display, &catalog);
    if file.last.as_ref() == Some(&now) {
        return;
    }
    match now.save(&path) {
        Ok(()) => file.last = Some(now),
        Err(e) => {
            game.notice = Some(Notice::SettingsNotSaved {
                error: e.to_string(),
            });
            // Not again every frame: the next change tries again.
            file.last = Some(now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("shatra-settings-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn settings_round_trip_and_missing_fields_take_defaults() {
        let path = dir("round").join("settings.ron");
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
        };
        s.save(&path).unwrap();
        assert_eq!(Settings::load_or_set_aside(&path), (s, None));
        std::fs::write(&path, "(language: Some(\"fr\"))").unwrap();
        let (loaded, notice) = Settings::load_or_set_aside(&path);
        assert_eq!(notice, None);
        assert_eq!(loaded.language.as_deref(), Some("fr"));
        assert_eq!(loaded.pieces, PieceSet::Souvenir);
        // Out of range or unknown values take their defaults.
        std::fs::write(&path, "(animation_speed: 50.0, language: Some(\"de\"))").unwrap();
        assert_eq!(Settings::load_or_set_aside(&path).0, Settings::default());
    }

    #[test]
    fn a_damaged_file_is_moved_aside_not_overwritten() {
        let d = dir("damaged");
        let path = d.join("settings.ron");
        std::fs::write(&path, "(language: Some(\"ru\"), pieces: Wooden").unwrap();
        let (s, notice) = Settings::load_or_set_aside(&path);
        assert_eq!(s, Settings::default());
        let Some(Notice::SettingsDamaged { aside, .. }) = notice else {
            panic!("a notice: {notice:?}");
        };
        assert!(aside.ends_with("settings.ron.bad"), "{aside}");
        assert_eq!(
            std::fs::read_to_string(d.join("settings.ron.bad")).unwrap(),
            "(language: Some(\"ru\"), pieces: Wooden",
            "the damaged file is kept as it was"
        );
        assert!(!path.exists());
    }
}
