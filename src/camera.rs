//! The camera orbits, zooms and pans (mouse and touch), with White's, Black's and the top
//! view as presets, and can turn to the side to move in a two-player game.

use std::f32::consts::{FRAC_PI_2, PI};

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use shatra_engine::Color as Side;

use crate::config::{Player, View};
use crate::state::{Display, ShatraGame};

pub struct CameraPlugin {
    pub view: View,
}

impl Plugin for CameraPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Orbit::preset(self.view))
            .add_systems(Startup, spawn_camera)
            .add_systems(
                Update,
                (
                    orbit_controls.run_if(pointer_free),
                    follow_side,
                    apply_orbit,
                )
                    .chain(),
            );
    }
}

/// Where the camera looks from.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    pub focus: Vec3,
    /// Around the vertical axis; 0 = from White's end.
    pub yaw: f32,
    /// Above the board, radians.
    pub pitch: f32,
    pub distance: f32,
    /// Where the camera is heading (presets glide there).
    pub target: Option<(f32, f32, f32)>,
}

impl Orbit {
    pub fn preset(view: View) -> Orbit {
        let (yaw, pitch, distance) = preset_angles(view);
        Orbit {
            focus: Vec3::ZERO,
            yaw,
            pitch,
            distance,
            target: None,
        }
    }

    pub fn go_to(&mut self, view: View) {
        self.target = Some(preset_angles(view));
        self.focus = Vec3::ZERO;
    }

    pub fn transform(&self) -> Transform {
        let offset = Vec3::new(
            self.distance * self.pitch.cos() * self.yaw.sin(),
            self.distance * self.pitch.sin(),
            self.distance * self.pitch.cos() * self.yaw.cos(),
        );
        Transform::from_translation(self.focus + offset).looking_at(self.focus, Vec3::Y)
    }
}

fn preset_angles(view: View) -> (f32, f32, f32) {
    match view {
        View::White => (0.0, 1.32, 21.0),
        View::Black => (PI, 1.32, 21.0),
        View::Top => (0.0, 1.52, 19.5),
    }
}

fn spawn_camera(mut commands: Commands, orbit: Res<Orbit>) {
    commands.spawn((Camera3d::default(), Msaa::Sample4, orbit.transform()));
}

fn orbit_controls(
    mut orbit: ResMut<Orbit>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
) {
    let d = motion.delta;
    let pan = buttons.pressed(MouseButton::Middle)
        || (buttons.pressed(MouseButton::Right) && keys.pressed(KeyCode::ShiftLeft));
    if pan && d != Vec2::ZERO {
        let right = Vec3::new(orbit.yaw.cos(), 0.0, -orbit.yaw.sin());
        let forward = Vec3::new(-orbit.yaw.sin(), 0.0, -orbit.yaw.cos());
        let k = orbit.distance * 0.0015;
        orbit.focus += (-right * d.x + forward * d.y) * k;
        orbit.focus = orbit
            .focus
            .clamp(Vec3::new(-6.0, 0.0, -9.0), Vec3::new(6.0, 0.0, 9.0));
        orbit.target = None;
    } else if buttons.pressed(MouseButton::Right) && d != Vec2::ZERO {
        orbit.yaw -= d.x * 0.006;
        orbit.pitch = (orbit.pitch + d.y * 0.005).clamp(0.15, FRAC_PI_2 - 0.02);
        orbit.target = None;
    }
    if scroll.delta.y != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - scroll.delta.y * 0.08)).clamp(5.0, 40.0);
    }
    // Two fingers: drag to orbit, pinch to zoom.
    let fingers: Vec<_> = touches.iter().collect();
    if fingers.len() == 2 {
        let (a, b) = (fingers[0], fingers[1]);
        let mid = (a.delta() + b.delta()) / 2.0;
        orbit.yaw -= mid.x * 0.006;
        orbit.pitch = (orbit.pitch + mid.y * 0.005).clamp(0.15, FRAC_PI_2 - 0.02);
        let now = a.position().distance(b.position());
        let before = (a.position() - a.delta()).distance(b.position() - b.delta());
        if before > 1.0 {
            orbit.distance = (orbit.distance * before / now.max(1.0)).clamp(5.0, 40.0);
        }
        orbit.target = None;
    }
    for (key, view) in [
        (KeyCode::Digit1, View::White),
        (KeyCode::Digit2, View::Black),
        (KeyCode::Digit3, View::Top),
    ] {
        if keys.just_pressed(key) {
            orbit.go_to(view);
        }
    }
}

/// In a game between two people, the camera turns to whoever is to move (if asked to).
fn follow_side(game: Res<ShatraGame>, display: Res<Display>, mut orbit: ResMut<Orbit>) {
    if !display.follow_side || !game.is_changed() || game.players != [Player::Human, Player::Human]
    {
        return;
    }
    let view = if game.position().turn() == Side::White {
        View::White
    } else {
        View::Black
    };
    orbit.go_to(view);
}

pub fn apply_orbit(
    time: Res<Time>,
    mut orbit: ResMut<Orbit>,
    mut cams: Query<&mut Transform, With<Camera3d>>,
) {
    if let Some((yaw, pitch, dist)) = orbit.target {
        let k = (time.delta_secs() * 4.0).min(1.0);
        // The short way round.
        let mut dy = (yaw - orbit.yaw) % (2.0 * PI);
        if dy > PI {
            dy -= 2.0 * PI;
        } else if dy < -PI {
            dy += 2.0 * PI;
        }
        orbit.yaw += dy * k;
        orbit.pitch += (pitch - orbit.pitch) * k;
        orbit.distance += (dist - orbit.distance) * k;
        if dy.abs() < 1e-3
            && (pitch - orbit.pitch).abs() < 1e-3
            && (dist - orbit.distance).abs() < 1e-2
        {
            orbit.yaw = yaw;
            orbit.target = None;
        }
    }
    for mut t in &mut cams {
        *t = orbit.transform();
    }
}

/// The pointer is not over the HUD (always, when there is no HUD).
fn pointer_free(wants: Option<Res<EguiWantsInput>>) -> bool {
    wants.is_none_or(|w| !(w.wants_pointer_input() || w.is_pointer_over_area()))
}
