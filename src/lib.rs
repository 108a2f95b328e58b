//! Shatra 3D: the game. One resource ([`state::ShatraGame`]) holds the engine's game; the board
//! and the men only mirror it; picking turns clicks into moves; animations play what the engine
//! decided; the computer thinks on `AsyncComputeTaskPool`. One plugin per concern.

pub mod ai;
pub mod analysis;
pub mod animation;
pub mod audio;
pub mod board;
pub mod camera;
pub mod capture;
pub mod clipboard;
pub mod clock;
pub mod config;
pub mod editor;
pub mod exhibition;
pub mod geometry;
pub mod help;
pub mod i18n;
pub mod input;
pub mod library;
pub mod library_ui;
pub mod notice;
pub mod persistence;
pub mod pieces;
pub mod setting;
pub mod state;
pub mod study;
pub mod trays;
pub mod ui;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, WindowMode, WindowResolution};

use config::Config;
use exhibition::ExhibitionConfig;
use state::{Display, ShatraGame};

/// The game's own plugins (no window, renderer or UI: those come with [`build_app`]).
pub struct ShatraPlugins {
    pub config: Config,
}

impl Plugin for ShatraPlugins {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            board::BoardPlugin,
            setting::SettingPlugin,
            pieces::PiecesPlugin,
            trays::TraysPlugin,
            study::StudyPlugin,
            editor::EditorPlugin,
            animation::AnimationPlugin,
            input::InputPlugin,
            ai::AiPlugin,
            clock::ClockPlugin,
            help::HelpPlugin,
            camera::CameraPlugin {
                view: self.config.view,
            },
        ));
    }
}

/// How the app is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A window and the renderer: the game.
    Windowed,
    /// No window system and no GPU (tests): everything but drawing, picking included.
    Headless,
}

/// Builds the app the flags ask for. Errors name the bad flag.
pub fn build_app(mut config: Config, mode: Mode) -> Result<App, String> {
    let mut game = ShatraGame::from_config(&config)?;
    let clicks = match &config.select {
        Some(text) => capture::clicks_from(text)?,
        None => Vec::new(),
    };
    let scripted_move = match &config.play {
        Some(text) => Some(
            game.position()
                .parse_move(text)
                .map_err(|e| format!("--play: {e}"))?,
        ),
        None => None,
    };
    // The exhibition's settings: a bad file or field takes its default and is named in the log.
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
    let mut app = App::new();
    let (w, h) = config.window_size();
    let mut window = Window {
        title: "Shatra".into(),
        resolution: WindowResolution::new(w, h),
        ..default()
    };
    if exhibition.is_some() && config.window.is_none() {
        window.mode = WindowMode::BorderlessFullscreen(MonitorSelection::Primary);
    }
    let scripted = config.screenshot.is_some() || config.frame_stats.is_some();
    // Sound only in a window of the game, where there is a device to play it.
    let sound_output = mode == Mode::Windowed && !scripted && audio::audio_device_present();
    if mode == Mode::Windowed && !scripted && !sound_output {
        info!("No audio device: the game is silent.");
    }
    match mode {
        Mode::Windowed => {
            let plugins = DefaultPlugins.set(WindowPlugin {
                primary_window: Some(window),
                // The exhibition ends only on Ctrl+Alt+Q or a signal, not on a close request.
                close_when_requested: exhibition.is_none(),
                ..default()
            });
            if sound_output {
                app.add_plugins(plugins);
            } else {
                app.add_plugins(plugins.disable::<bevy::audio::AudioPlugin>());
            }
            app.add_plugins(bevy_egui::EguiPlugin::default());
            if exhibition.is_some() {
                app.add_plugins((
                    exhibition::ui::ExhibitionUiPlugin,
                    exhibition::kiosk::KioskPlugin,
                ));
            } else {
                app.add_plugins(ui::UiPlugin);
            }
        }
        Mode::Headless => {
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
            if config.no_render {
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
    }
    app.add_plugins(MeshPickingPlugin);
    // The player's settings: a window of the game (not the tests, not the exhibition, which has
    // its own, not a scripted screenshot or measurement), from --settings or the usual place.
    let settings_path = (mode == Mode::Windowed && exhibition.is_none() && !scripted)
        .then(|| config.settings.clone().or_else(persistence::default_path))
        .flatten();
    let (settings, settings_notice) = match &settings_path {
        Some(p) => persistence::Settings::load_or_set_aside(p),
        None => (persistence::Settings::default(), None),
    };
    // A new run plays as the last game did (players, rules) and looks from the last preset,
    // unless flags say otherwise (flags left at their defaults count as not given).
    let defaults = Config::default();
    if settings_path.is_some() {
        if config.position.is_none()
            && config.moves.is_none()
            && config.white == defaults.white
            && config.black == defaults.black
            && config.rules == defaults.rules
        {
            let mut g = shatra_engine::Game::new(settings.rules);
            g.clock = config.clock.map(shatra_engine::Clock::new);
            game = ShatraGame::new(g, settings.players());
        }
        if config.view == defaults.view {
            config.view = settings.view;
        }
    }
    let view = config.view;
    // The game in progress is kept where the settings are kept; the unfinished game of the last
    // run comes back unless a position or moves were asked for.
    let autosave = settings_path.as_ref().and(persistence::autosave_path());
    if let Some(path) = &autosave
        && config.position.is_none()
        && config.moves.is_none()
    {
        let (kept, notice) = persistence::resume(path);
        if let Some((g, players)) = kept {
            game = ShatraGame::new(g, players);
        }
        game.notice = notice;
    }
    app.insert_resource(persistence::Autosave::new(autosave));
    let mut display = Display::from_config(&config);
    if settings_path.is_some() {
        settings.apply(&mut display);
        if let Some(p) = config.pieces {
            display.piece_set = p;
        }
    }
    if let Some((c, _)) = &exhibition {
        display.piece_set = c.pieces;
        display.loudness = audio::Loudness {
            volume: c.volume,
            muted: c.volume <= 0.0,
        };
    }
    let language = config
        .language
        .clone()
        .or_else(|| settings_path.as_ref().and(settings.language.clone()))
        .unwrap_or_else(|| i18n::Catalog::system_language().to_string());
    let catalog = i18n::Catalog::for_language(&language).unwrap_or_else(i18n::Catalog::english);
    // What this run starts with counts as written: flags given for one run are kept only if the
    // player then changes a setting.
    let as_started = persistence::Settings::of(&display, &catalog, &game, view);
    // Finished games are kept where the settings are kept (not in tests or the exhibition).
    let library_dir = config
        .library
        .clone()
        .or_else(|| settings_path.as_ref().and(library::default_dir()));
    app.insert_resource(persistence::SettingsFile::new(
        settings_path,
        Some(as_started),
        settings_notice,
    ));
    app.add_plugins(persistence::SettingsPlugin);
    app.insert_resource(library::Library::new(library_dir));
    app.add_plugins(library::LibraryPlugin);
    if config.show_editor {
        app.add_systems(
            Startup,
            |mut editor: ResMut<editor::Editor>, mut game: ResMut<ShatraGame>| {
                editor::open_editor(&mut editor, &mut game);
            },
        );
    }
    if config.show_library {
        app.add_systems(Startup, library_ui::show_library_at_start);
    }
    app.insert_resource(display);
    app.insert_resource(game);
    app.insert_resource(catalog);
    app.add_plugins(capture::CapturePlugin {
        screenshot: config
            .screenshot
            .clone()
            .map(|p| (p, config.after_frames.max(1))),
        frame_stats: config.frame_stats,
        clicks,
        play: scripted_move,
    });
    if let Some(ms) = config.frame_time {
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(ms),
        ));
    }
    app.add_plugins(ShatraPlugins {
        config: config.clone(),
    });
    if config.analysis {
        app.world_mut().resource_mut::<analysis::Analysis>().on = true;
    }
    app.world_mut().resource_mut::<analysis::Analysis>().threads = config.threads;
    app.world_mut()
        .resource_mut::<ai::Computer>()
        .set_threads(config.threads);
    app.add_plugins(audio::SoundPlugin {
        output: sound_output,
    });
    if let Some((c, problems)) = exhibition {
        app.add_plugins(exhibition::ExhibitionPlugin {
            config: c,
            demo: config.exhibition_demo,
            speed: config.speed,
        });
        app.insert_resource(exhibition::ConfigProblems(problems));
        app.add_systems(Startup, exhibition::log_config_problems);
    }
    if config.soak_report.is_some() || config.quit_after.is_some() {
        app.add_plugins(exhibition::soak::SoakPlugin {
            report: config.soak_report.clone(),
            every: std::time::Duration::from_secs(60),
            quit_after: config.quit_after.map(std::time::Duration::from_secs_f64),
        });
    }
    app.insert_resource(config);
    Ok(app)
}
