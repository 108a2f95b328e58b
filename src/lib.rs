//! Shatra 3D: the game. One resource ([`play::CurrentGame`]) holds the engine's game and only
//! one system changes it ([`play::command::apply_commands`]): everything else sends
//! [`play::GameCommand`]s. The board and the men only mirror the game and what the board shows
//! ([`play::Shown`]); picking turns clicks into squares; animations play what the engine decided;
//! every search runs off the frame on `AsyncComputeTaskPool` ([`ai`]); every file belongs to
//! [`records`]; the windows ([`ui`]) only read and ask. One plugin per folder; the frame's stages
//! ([`play::GameSet`]) are chained once, here.

pub mod ai;
pub mod audio;
pub mod board;
pub mod camera;
pub mod dev;
pub mod display;
pub mod editor;
pub mod exhibition;
pub mod help;
pub mod i18n;
pub mod launch;
pub mod play;
pub mod records;
pub mod ui;

use bevy::prelude::*;

pub use launch::config;
pub use launch::{Mode, build_app};
use play::GameSet;

/// The game's own plugins (no window, renderer or UI: those come with [`build_app`]), and the
/// frame's stages in their order: what is asked, the one writer, the mirror, the animations,
/// the computer (after the mirror: a reply never comes before the move it answers has started
/// to move), sound, files.
pub struct ShatraPlugins {
    pub view: config::View,
}

impl Plugin for ShatraPlugins {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                GameSet::Input,
                GameSet::Commands,
                GameSet::Mirror,
                GameSet::Animate,
                GameSet::Computer,
                GameSet::Audio,
                GameSet::Records,
            )
                .chain(),
        )
        .add_plugins((
            play::PlayPlugin,
            board::BoardPlugin,
            editor::EditorPlugin,
            ai::AiPlugin,
            help::HelpPlugin,
            records::RecordsPlugin,
            camera::CameraPlugin { view: self.view },
        ));
    }
}

/// Everything of the game's own, from the launch plan.
pub(crate) fn add_game(app: &mut App, plan: launch::Plan) {
    let launch::Plan {
        config,
        game,
        notice,
        exhibition,
        sound_output,
        settings,
        autosave,
        display,
        catalog,
        library_dir,
        clicks,
        scripted_move,
        ..
    } = plan;
    app.insert_resource(play::Shown::of(&game))
        .insert_resource(game)
        .insert_resource(play::StatusLine(notice))
        .insert_resource(display)
        .insert_resource(catalog)
        .insert_resource(settings)
        .insert_resource(records::kept::Autosave::new(autosave.clone()))
        .insert_resource(records::Slot(
            autosave
                .is_some()
                .then(records::Slot::default_path)
                .flatten(),
        ))
        .insert_resource(records::library::Library::new(library_dir));
    app.add_plugins(dev::capture::CapturePlugin {
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
    app.add_plugins(ShatraPlugins { view: config.view });
    add_startup_windows(app, &config);
    app.world_mut().resource_mut::<ai::analysis::Analysis>().on = config.analysis;
    app.world_mut()
        .resource_mut::<ai::analysis::Analysis>()
        .threads = config.threads;
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
        app.add_plugins(dev::soak::SoakPlugin {
            report: config.soak_report.clone(),
            every: std::time::Duration::from_secs(60),
            quit_after: config.quit_after.map(std::time::Duration::from_secs_f64),
        });
    }
    app.insert_resource(config);
}

/// `--show-editor`, `--show-library` and `--rules-page`: the window open from the start (as its
/// button opens it).
fn add_startup_windows(app: &mut App, config: &config::Config) {
    if config.show_editor {
        app.add_systems(Startup, |mut c: MessageWriter<play::GameCommand>| {
            c.write(play::GameCommand::Edit(None));
        });
    }
    if let Some(page) = config.rules_page {
        app.add_systems(Startup, move |state: Option<ResMut<ui::UiState>>| {
            if let Some(mut s) = state {
                s.rules_open = true;
                s.rules_page = page.min(help::TOPICS.len() - 1);
            }
        });
    }
    if config.show_library {
        app.add_systems(
            Startup,
            |window: Option<ResMut<ui::library::LibraryWindow>>,
             mut r: MessageWriter<records::RecordRequest>| {
                if let Some(mut w) = window {
                    w.open = true;
                }
                r.write(records::RecordRequest::ListLibrary);
            },
        );
    }
}
