//! The launch: the flags ([`config`]), and the plan they make with the player's settings, the
//! game in progress and the exhibition's file ([`Plan`]): which game starts, how it is shown,
//! which files are kept where. Then the app is built from the plan.

pub mod config;
#[cfg(any(test, target_arch = "wasm32"))]
pub mod web;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, WindowMode, WindowResolution};

use game_family::{AnyGame, FamilyGame, GameKind, GameOptions};

use crate::display::Display;
use crate::exhibition::ExhibitionConfig;
use crate::i18n::Catalog;
use crate::play::{CurrentGame, Notice};
use crate::records::settings::{Settings, SettingsFile};
use config::Config;

/// How the app is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A window and the renderer: the game.
    Windowed,
    /// No window system and no GPU (tests): everything but drawing, picking included.
    Headless,
}

/// What a run starts with, worked out from the flags, the settings, the game in progress and the
/// exhibition's file before anything is built. Errors name the bad flag.
pub struct Plan {
    pub config: Config,
    pub mode: Mode,
    pub game: CurrentGame,
    /// What to say first (a resumed game, a damaged file).
    pub notice: Option<Notice>,
    pub exhibition: Option<(ExhibitionConfig, Vec<crate::exhibition::config::Problem>)>,
    /// A screenshot or a measurement: no settings, no sound.
    pub scripted: bool,
    pub sound_output: bool,
    pub settings: SettingsFile,
    pub autosave: Option<std::path::PathBuf>,
    pub display: Display,
    pub catalog: Catalog,
    pub library_dir: Option<std::path::PathBuf>,
    pub clicks: Vec<game_family::Cell>,
    pub scripted_move: Option<shatra_engine::Move>,
}

impl Plan {
    pub fn new(mut config: Config, mode: Mode) -> Result<Plan, String> {
        let mut game = game_from_flags(&config)?;
        let clicks = match &config.select {
            Some(text) => crate::dev::capture::clicks_from(text, &game.game.shape())?,
            None => Vec::new(),
        };
        let scripted_move = match (&config.play, game.position()) {
            (Some(text), Some(pos)) => {
                Some(pos.parse_move(text).map_err(|e| format!("--play: {e}"))?)
            }
            (Some(_), None) => return Err("--play: scripted moves are Shatra's only".into()),
            (None, _) => None,
        };
        // The exhibition's settings: a bad file or field takes its default and is named.
        let exhibition = config
            .exhibition_mode()
            .then(|| match &config.exhibition_config {
                Some(path) => ExhibitionConfig::load(path),
                None => (ExhibitionConfig::default(), Vec::new()),
            });
        let mode = if config.no_render {
            Mode::Headless
        } else {
            mode
        };
        let scripted = config.screenshot.is_some() || config.frame_stats.is_some();
        // Sound only in a window of the game, where there is a device to play it.
        let sound_output =
            mode == Mode::Windowed && !scripted && crate::audio::audio_device_present();
        // The player's settings: a window of the game (not the tests, not the exhibition, which
        // has its own, not a scripted run), from --settings or the usual place.
        let settings_path = (mode == Mode::Windowed && exhibition.is_none() && !scripted)
            .then(|| {
                config
                    .settings
                    .clone()
                    .or_else(crate::records::settings::default_path)
            })
            .flatten();
        let (settings, mut notice) = match &settings_path {
            Some(p) => Settings::load_or_set_aside(p),
            None => (Settings::default(), None),
        };
        let kept = settings_path.is_some();
        if kept {
            apply_settings(&mut config, &settings, &mut game);
        }
        // The game in progress is kept where the settings are kept; the unfinished game of the
        // last run comes back unless a position or moves were asked for, or another game
        // (`--game` with other rules than the kept game's).
        let autosave = kept.then(crate::records::kept::autosave_path).flatten();
        if let Some(path) = &autosave
            && config.position.is_none()
            && config.moves.is_none()
        {
            let (resumed, said) = crate::records::kept::resume(path);
            let asked_other = |k: &crate::records::kept::Kept| {
                config.game.as_ref().is_some_and(|o| *o != k.game.options())
            };
            match resumed {
                Some(k) if asked_other(&k) => {}
                Some(k) => {
                    game = CurrentGame::new(k.game, k.players);
                    game.keep_clock(k.clock);
                    notice = notice.or(said);
                }
                None => notice = notice.or(said),
            }
        }
        let mut display = Display::new(config.pieces);
        if kept {
            settings.apply(&mut display);
            if let Some(p) = config.pieces {
                display.piece_set = p;
            }
        }
        if let Some((c, _)) = &exhibition {
            display.piece_set = c.pieces;
            display.loudness = crate::display::Loudness {
                volume: c.volume,
                muted: c.volume <= 0.0,
            };
        }
        let language = config
            .language
            .clone()
            .or_else(|| kept.then(|| settings.language.clone()).flatten())
            .unwrap_or_else(|| Catalog::system_language().to_string());
        let catalog = Catalog::for_language(&language).unwrap_or_else(Catalog::english);
        // What this run starts with counts as written: flags given for one run are kept only if
        // the player then changes a setting.
        let as_started = Settings::of(&display, &catalog, &game, config.view);
        // Finished games are kept where the settings are kept (not in tests or the exhibition).
        let library_dir = config
            .library
            .clone()
            .or_else(|| kept.then(crate::records::library::default_dir).flatten());
        Ok(Plan {
            mode,
            game,
            notice,
            exhibition,
            scripted,
            sound_output,
            settings: SettingsFile::new(settings_path, Some(as_started), None),
            autosave,
            display,
            catalog,
            library_dir,
            clicks,
            scripted_move,
            config,
        })
    }
}

/// The game the flags ask for (a position, set-up moves, a clock, the players); errors name the
/// bad flag.
pub(crate) fn game_from_flags(config: &Config) -> Result<CurrentGame, String> {
    use shatra_engine::{Game, Position};
    if let Some(options) = config
        .game_options()
        .filter(|o| o.kind() != GameKind::Shatra)
    {
        return family_game_from_flags(config, &options);
    }
    let rules = config.rules.rules();
    let start = match &config.position {
        Some(text) => Position::from_fen(text, rules).map_err(|e| format!("--position: {e}"))?,
        None => Position::start(rules),
    };
    let mut game = Game::from_position(start);
    if let Some(moves) = &config.moves {
        for text in moves.split_whitespace() {
            game.play_text(text).map_err(|e| format!("--moves: {e}"))?;
        }
    }
    // The clock starts after the set-up moves (they earn no increment).
    game.clock = config.clock.map(shatra_engine::Clock::new);
    Ok(CurrentGame::new(game, [config.white, config.black]))
}

/// Shatar or hiashatar from the flags: `--position` is a FEN, `--moves` SAN or coordinates.
fn family_game_from_flags(config: &Config, options: &GameOptions) -> Result<CurrentGame, String> {
    let mut game = match &config.position {
        Some(text) => {
            AnyGame::from_position(options, text).map_err(|e| format!("--position: {e}"))?
        }
        None => AnyGame::new(options),
    };
    if let Some(moves) = &config.moves {
        for text in moves.split_whitespace() {
            game.play_text(text).map_err(|e| format!("--moves: {e}"))?;
        }
    }
    let mut game = CurrentGame::new(game, [config.white, config.black]);
    // The clock starts after the set-up moves (they earn no increment).
    game.set_clock(config.clock);
    Ok(game)
}

/// A new run plays as the last game did (players, rules) and looks from the last preset, unless
/// flags say otherwise (flags left at their defaults count as not given).
fn apply_settings(config: &mut Config, settings: &Settings, game: &mut CurrentGame) {
    let defaults = Config::default();
    if config.position.is_none()
        && config.moves.is_none()
        && config.white == defaults.white
        && config.black == defaults.black
        && config.rules == defaults.rules
        && config.game.is_none()
    {
        *game = CurrentGame::new(AnyGame::new(&settings.options()), settings.players());
        game.set_clock(config.clock);
    }
    if config.view == defaults.view {
        config.view = settings.view;
    }
}

/// Builds the app the flags ask for. Errors name the bad flag.
pub fn build_app(config: Config, mode: Mode) -> Result<App, String> {
    let plan = Plan::new(config, mode)?;
    let mut app = App::new();
    add_engine(&mut app, &plan);
    crate::add_game(&mut app, plan);
    Ok(app)
}

/// Bevy itself: a window and the renderer, or (headless) neither; egui and the game's windows in
/// a window; picking.
fn add_engine(app: &mut App, plan: &Plan) {
    let config = &plan.config;
    let (w, h) = config.window_size();
    let mut window = Window {
        title: "Shatra".into(),
        resolution: WindowResolution::new(w, h),
        ..default()
    };
    if plan.exhibition.is_some() && config.window.is_none() {
        window.mode = WindowMode::BorderlessFullscreen(MonitorSelection::Primary);
    }
    #[cfg(target_arch = "wasm32")]
    web::fit_canvas(&mut window);
    if plan.mode == Mode::Windowed && !plan.scripted && !plan.sound_output {
        info!("No audio device: the game is silent.");
    }
    match plan.mode {
        Mode::Windowed => {
            let plugins = DefaultPlugins.set(WindowPlugin {
                primary_window: Some(window),
                // The exhibition ends only on Ctrl+Alt+Q or a signal, not on a close request.
                close_when_requested: plan.exhibition.is_none(),
                ..default()
            });
            if plan.sound_output {
                app.add_plugins(plugins);
            } else {
                app.add_plugins(plugins.disable::<bevy::audio::AudioPlugin>());
            }
            app.add_plugins(bevy_egui::EguiPlugin::default());
            #[cfg(target_arch = "wasm32")]
            app.add_plugins(web::WebPagePlugin);
            if plan.exhibition.is_some() {
                app.add_plugins((
                    crate::ui::exhibition::ExhibitionUiPlugin,
                    crate::exhibition::kiosk::KioskPlugin,
                ));
            } else {
                app.add_plugins(crate::ui::UiPlugin);
            }
        }
        Mode::Headless => add_headless(app, window, config.no_render),
    }
    app.add_plugins(MeshPickingPlugin);
}

/// No window system and no GPU: the renderer has no backend, winit and audio are off.
fn add_headless(app: &mut App, window: Window, run_loop: bool) {
    use bevy::render::RenderPlugin;
    use bevy::render::settings::{RenderCreation, WgpuSettings};
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(window),
            exit_condition: bevy::window::ExitCondition::DontExit,
            ..default()
        })
        .set(RenderPlugin {
            render_creation: RenderCreation::from(WgpuSettings {
                backends: None,
                ..default()
            }),
            ..default()
        })
        .disable::<bevy::winit::WinitPlugin>()
        .disable::<bevy::audio::AudioPlugin>();
    if run_loop {
        // A run of its own without a window: sixty updates a second, with a log.
        app.add_plugins((
            plugins,
            bevy::app::ScheduleRunnerPlugin::run_loop(std::time::Duration::from_secs_f64(
                1.0 / 60.0,
            )),
        ));
    } else {
        app.add_plugins(plugins.disable::<bevy::log::LogPlugin>());
    }
}
