//! Shatra 3D: the game. One resource ([`state::ShatraGame`]) holds the engine's game; the board
//! and the men only mirror it; picking turns clicks into moves; animations play what the engine
//! decided; the computer thinks on `AsyncComputeTaskPool`. One plugin per concern.

pub mod ai;
pub mod animation;
pub mod board;
pub mod camera;
pub mod capture;
pub mod config;
pub mod geometry;
pub mod input;
pub mod pieces;
pub mod state;
pub mod ui;

use bevy::prelude::*;
use bevy::window::WindowResolution;

use config::Config;
use state::{Display, ShatraGame};

/// The game's own plugins (no window, renderer or UI: those come with [`build_app`]).
pub struct ShatraPlugins {
    pub config: Config,
}

impl Plugin for ShatraPlugins {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            board::BoardPlugin,
            pieces::PiecesPlugin,
            animation::AnimationPlugin,
            input::InputPlugin,
            ai::AiPlugin,
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
pub fn build_app(config: Config, mode: Mode) -> Result<App, String> {
    let game = ShatraGame::from_config(&config)?;
    let clicks = match &config.select {
        Some(text) => capture::clicks_from(text)?,
        None => Vec::new(),
    };
    let mut app = App::new();
    let (w, h) = config.window;
    let window = Window {
        title: "Shatra".into(),
        resolution: WindowResolution::new(w, h),
        ..default()
    };
    match mode {
        Mode::Windowed => {
            app.add_plugins(DefaultPlugins.set(WindowPlugin {
                primary_window: Some(window),
                ..default()
            }));
            app.add_plugins(bevy_egui::EguiPlugin::default());
            app.add_plugins(ui::UiPlugin);
        }
        Mode::Headless => {
            use bevy::render::RenderPlugin;
            use bevy::render::settings::{RenderCreation, WgpuSettings};
            app.add_plugins(
                DefaultPlugins
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
                    .disable::<bevy::log::LogPlugin>(),
            );
        }
    }
    app.add_plugins(MeshPickingPlugin);
    app.insert_resource(Display::from_config(&config));
    app.insert_resource(game);
    app.add_plugins(capture::CapturePlugin {
        screenshot: config
            .screenshot
            .clone()
            .map(|p| (p, config.after_frames.max(1))),
        frame_stats: config.frame_stats,
        clicks,
    });
    app.add_plugins(ShatraPlugins {
        config: config.clone(),
    });
    app.insert_resource(config);
    Ok(app)
}
