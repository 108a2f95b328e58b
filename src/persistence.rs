//! The one owner of the player's files. The settings, kept between runs in a RON file: the
//! language, the men, the square labels, the animation speed, following the side to move, the
//! beginner's guide; every field optional. And the game in progress, written after every change
//! and resumed at the next start. Every write is atomic; a damaged file is moved aside
//! (`<name>.bad`), never overwritten in place, reported in one line, and the game starts with
//! what is sound.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::config::PieceSet;
use crate::i18n::Catalog;
use crate::notice::Notice;
use crate::state::{Display, Labels, ShatraGame};

/// Moves a damaged file aside to `<name>.bad` (never overwriting it in place); where it went,
/// or an empty string if it could not be moved.
pub fn set_aside(path: &Path) -> String {
    let aside = path.with_extension("ron.bad");
    match std::fs::rename(path, &aside) {
        Ok(()) => aside.display().to_string(),
        Err(_) => String::new(),
    }
}

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
    pub view: crate::config::View,
    /// Who played the last game (`human`, `computer:N`) and under which rules: the next run
    /// starts a new game so, and the new-game dialog offers them.
    pub white: String,
    pub black: String,
    pub rules: shatra_engine::RuleSet,
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
            volume: crate::audio::Loudness::default().volume,
            muted: false,
            view: crate::config::View::White,
            white: "human".into(),
            black: "computer:3".into(),
            rules: shatra_engine::RuleSet::default(),
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
            Err(e) => (
                Settings::default(),
                Some(Notice::SettingsDamaged {
                    path: path.display().to_string(),
                    aside: set_aside(path),
                    error: e.to_string(),
                }),
            ),
        }
    }

    /// Values out of range take their defaults.
    fn sanitised(mut self) -> Settings {
        let d = Settings::default();
        if !(0.25..=4.0).contains(&self.animation_speed) {
            self.animation_speed = d.animation_speed;
        }
        if !(0.0..=1.0).contains(&self.volume) {
            self.volume = d.volume;
        }
        if self.white.parse::<crate::config::Player>().is_err() {
            self.white = d.white;
        }
        if self.black.parse::<crate::config::Player>().is_err() {
            self.black = d.black;
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

    /// The players kept, as players.
    pub fn players(&self) -> [crate::config::Player; 2] {
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
        game: &ShatraGame,
        view: crate::config::View,
    ) -> Settings {
        Settings {
            view,
            white: game.players[0].id(),
            black: game.players[1].id(),
            rules: *game.game.rules(),
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
    pub fn apply(&self, display: &mut Display) {
        display.piece_set = self.pieces;
        display.labels = self.labels;
        display.speed = self.animation_speed;
        display.follow_side = self.follow_side;
        display.guide = self.guide;
        display.loudness = crate::audio::Loudness {
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

pub struct SettingsPlugin;

impl Plugin for SettingsPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (report_load, save_when_changed, autosave));
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
    orbit: Option<Res<crate::camera::Orbit>>,
    demo: Option<Res<crate::help::Demonstration>>,
) {
    let Some(path) = file.path.clone() else {
        return;
    };
    // A demonstration's game on the board is not the player's.
    if demo.is_some_and(|d| d.running()) {
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
            volume: 0.4,
            muted: true,
            view: crate::config::View::Black,
            white: "computer:5".into(),
            black: "human".into(),
            rules: shatra_engine::RuleSet::original(),
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

// ---- the game in progress ----------------------------------------------------------------

/// Where the game in progress is kept: `$XDG_DATA_HOME/shatra/current-game.ron`, or
/// `~/.local/share/shatra/current-game.ron`.
pub fn autosave_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".local/share")))?;
    Some(base.join("shatra").join("current-game.ron"))
}

/// The tags that keep who plays each side (`human`, `computer:N`).
const PLAYER_TAGS: [&str; 2] = ["WhitePlayer", "BlackPlayer"];

/// Writes who plays each side into a kept game's tags.
pub fn tag_players(g: &mut shatra_engine::Game, players: [crate::config::Player; 2]) {
    for (tag, p) in PLAYER_TAGS.iter().zip(players) {
        g.tags.insert((*tag).to_string(), p.id());
    }
}

/// Who plays each side, from a kept game's tags (a human where a tag is missing or bad).
pub fn players_of(g: &shatra_engine::Game) -> [crate::config::Player; 2] {
    PLAYER_TAGS.map(|t| {
        g.tags
            .get(t)
            .and_then(|p| p.parse().ok())
            .unwrap_or(crate::config::Player::Human)
    })
}

/// The game as it is kept: the engine's record, with who plays in its tags.
pub fn kept_text(game: &ShatraGame) -> String {
    let mut g = game.game.clone();
    tag_players(&mut g, game.players);
    g.to_ron()
}

/// The kept game, if there is one still going on (a finished one is not resumed). A damaged
/// file is moved aside (`<name>.bad`) and said in a notice.
pub fn resume(
    path: &Path,
) -> (
    Option<(shatra_engine::Game, [crate::config::Player; 2])>,
    Option<Notice>,
) {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (None, None),
        Err(e) => {
            return (
                None,
                Some(Notice::KeptGameDamaged {
                    path: path.display().to_string(),
                    aside: String::new(),
                    error: e.to_string(),
                }),
            );
        }
    };
    match shatra_engine::Game::from_ron(&text) {
        Ok(g) if g.outcome().is_none() => {
            let players = players_of(&g);
            (Some((g, players)), Some(Notice::Resumed))
        }
        Ok(_) => (None, None),
        Err(e) => (
            None,
            Some(Notice::KeptGameDamaged {
                path: path.display().to_string(),
                aside: set_aside(path),
                error: e.to_string(),
            }),
        ),
    }
}

/// The autosave: where, and the game version last written.
#[derive(Resource)]
pub struct Autosave {
    pub path: Option<PathBuf>,
    written: Option<u64>,
}

impl Autosave {
    pub fn new(path: Option<PathBuf>) -> Autosave {
        Autosave {
            path,
            written: None,
        }
    }
}

/// After every change of the game (a move, undo, a new or loaded game) the game is written,
/// atomically; never the position of a rules demonstration.
fn autosave(
    mut auto: ResMut<Autosave>,
    mut game: ResMut<ShatraGame>,
    demo: Res<crate::help::Demonstration>,
) {
    let Some(path) = auto.path.clone() else {
        return;
    };
    if demo.running() || auto.written == Some(game.version) {
        return;
    }
    auto.written = Some(game.version);
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|_| shatra_engine::game::write_atomically(&path, kept_text(&game).as_bytes()));
    if let Err(e) = written {
        game.notice = Some(Notice::AutosaveFailed {
            error: e.to_string(),
        });
    }
}

#[cfg(test)]
mod autosave_tests {
    use super::*;
    use crate::config::Player;

    #[test]
    fn an_unfinished_game_is_resumed_with_its_players_and_a_damaged_one_set_aside() {
        let d = std::env::temp_dir().join(format!("shatra-autosave-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("current-game.ron");
        assert_eq!(resume(&path).0.map(|(g, _)| g.moves().len()), None);
        let mut game = ShatraGame::new(
            shatra_engine::Game::new(shatra_engine::RuleSet::default()),
            [Player::Human, Player::Computer(6)],
        );
        let mv = game.position().parse_move("49-35").unwrap();
        game.play(mv);
        std::fs::write(&path, kept_text(&game)).unwrap();
        let (kept, notice) = resume(&path);
        let (g, players) = kept.expect("resumed");
        assert_eq!(g.moves(), game.game.moves());
        assert_eq!(players, [Player::Human, Player::Computer(6)]);
        assert_eq!(notice, Some(Notice::Resumed));
        // A finished game is not resumed.
        game.resign(shatra_engine::Color::White);
        std::fs::write(&path, kept_text(&game)).unwrap();
        assert!(resume(&path).0.is_none());
        // A damaged file is moved aside, untouched.
        std::fs::write(&path, "(rules: (), start: \"nonsense\"").unwrap();
        let (kept, notice) = resume(&path);
        assert!(kept.is_none());
        assert!(
            matches!(notice, Some(Notice::KeptGameDamaged { .. })),
            "{notice:?}"
        );
        assert_eq!(
            std::fs::read_to_string(d.join("current-game.ron.bad")).unwrap(),
            "(rules: (), start: \"nonsense\""
        );
        let _ = std::fs::remove_dir_all(&d);
    }
}
