//! What the game's headless tests share: the primary window, and pointer input on it.

#![allow(dead_code)]

use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::pointer::{Location, PointerAction, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowRef};

/// A test's own temporary folder, its name starting `prefix`: removed when dropped, that is when
/// the test ends, passed or failed (a panic unwinds through it).
pub fn temp_folder(prefix: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(prefix)
        .tempdir()
        .expect("a temporary folder")
}

pub fn primary_window(app: &mut App) -> Entity {
    let mut q = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>();
    q.single(app.world()).expect("a primary window")
}

/// The mouse pointer does each of `actions` at `at` (window pixels), an update after each, as
/// bevy_picking receives it from the window.
pub fn pointer(app: &mut App, at: Vec2, actions: &[PointerAction]) {
    let window = primary_window(app);
    let location = Location {
        target: NormalizedRenderTarget::Window(
            WindowRef::Entity(window).normalize(Some(window)).unwrap(),
        ),
        position: at,
    };
    for action in actions {
        app.world_mut().write_message(PointerInput::new(
            PointerId::Mouse,
            location.clone(),
            *action,
        ));
        app.update();
    }
}

/// The game without a window or GPU, built from `config`, time stepping 50 ms a frame, after
/// `updates` frames.
pub fn headless(config: shatra::config::Config, updates: usize) -> App {
    let mut app = shatra::build_app(config, shatra::Mode::Headless).expect("app builds");
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.finish();
    app.cleanup();
    for _ in 0..updates {
        app.update();
    }
    app
}

/// Sends a command as the buttons, keys and clicks do, and runs a frame.
pub fn send(app: &mut App, c: shatra::play::GameCommand) {
    app.world_mut().write_message(c);
    app.update();
}

/// A move in notation for the side to move, as if typed (the same gates as a click).
pub fn play(app: &mut App, text: &str) {
    send(app, shatra::play::GameCommand::TypedMove(text.into()));
}

/// A new game, as the new-game dialog's Start sends it.
pub fn new_game(
    app: &mut App,
    rules: shatra_engine::RuleSet,
    players: [shatra::config::Player; 2],
) {
    send(
        app,
        shatra::play::GameCommand::NewGame {
            options: game_family::GameOptions::Shatra(rules),
            players,
            clock: None,
        },
    );
}

/// What the status line says.
pub fn status(app: &App) -> Option<shatra::play::Notice> {
    app.world().resource::<shatra::play::StatusLine>().0.clone()
}
