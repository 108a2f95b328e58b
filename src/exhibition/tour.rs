//! The camera of the show: a slow tour round the board that moves in on the action (a capture,
//! a drop, a promotion) while its caption is up. It stays high enough above the board that it
//! never passes through the board or the men. A visitor gets White's view.

use std::f32::consts::TAU;

use bevy::prelude::*;

use super::{Screen, ShowCaption};
use crate::camera::Orbit;
use crate::display::View;

pub(crate) struct TourPlugin;

impl Plugin for TourPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            tour.run_if(in_state(Screen::Attract).or_else(in_state(Screen::Interlude)))
                .before(crate::camera::apply_orbit),
        )
        .add_systems(OnEnter(Screen::Welcome), |mut o: ResMut<Orbit>| {
            o.go_to(View::White)
        });
    }
}

/// One turn round the board, in seconds of game time.
const TURN: f32 = 150.0;
/// The camera's lowest angle above the board, and its nearest distance: at these the eye is
/// more than 6 units above the surface, far above the tallest man (about 1.3).
pub(crate) const MIN_PITCH: f32 = 0.6;
pub(crate) const MIN_DISTANCE: f32 = 11.0;

/// The eye position is never below this height (the tests check the tour against it).
pub fn eye_height(orbit: &Orbit) -> f32 {
    orbit.focus.y + orbit.distance * orbit.pitch.sin()
}

fn tour(
    time: Res<Time>,
    caption: Res<ShowCaption>,
    mut orbit: ResMut<Orbit>,
    mut phase: Local<f32>,
) {
    let dt = time.delta_secs();
    *phase += dt;
    orbit.target = None;
    orbit.framing = None;
    orbit.yaw = (orbit.yaw + dt * TAU / TURN).rem_euclid(TAU);
    let squares: Vec<Vec3> = caption.action_points().to_vec();
    let (focus, distance, pitch) = if squares.is_empty() {
        let p = *phase;
        (
            Vec3::ZERO,
            18.5 + 1.0 * (p * 0.05).sin(),
            0.95 + 0.1 * (p * 0.037).sin(),
        )
    } else {
        let centre = squares.iter().copied().sum::<Vec3>() / squares.len() as f32;
        // Near enough to see the men, far enough to keep the whole action in view.
        let spread = squares
            .iter()
            .map(|s| s.distance(centre))
            .fold(0.0f32, f32::max);
        (centre * 0.8, (12.0 + spread * 1.2).min(18.0), 0.9)
    };
    let k = 1.0 - (-dt * 1.2).exp();
    orbit.focus = orbit.focus.lerp(focus, k);
    orbit.distance = (orbit.distance + (distance - orbit.distance) * k).max(MIN_DISTANCE);
    orbit.pitch = (orbit.pitch + (pitch - orbit.pitch) * k).clamp(MIN_PITCH, 1.35);
}
