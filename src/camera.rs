//! The camera orbits, zooms and pans (mouse and touch), with White's, Black's and the top
//! view as presets, and can turn to the side to move in a two-player game. A preset frames the
//! board and the trays to fill the part of the window the HUD leaves free, at any aspect ratio
//! (it frames again when the window or the HUD changes size, until the player moves the camera).

use std::f32::consts::{FRAC_PI_2, PI};

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use shatra_engine::Color as Side;

use crate::display::Display;
use crate::display::View;
use crate::play::CurrentGame;
use crate::play::Player;

pub(crate) struct CameraPlugin {
    pub view: View,
}

impl Plugin for CameraPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Orbit::preset(self.view))
            .init_resource::<HudArea>()
            .add_systems(Startup, spawn_camera)
            .add_systems(
                Update,
                (
                    orbit_controls.run_if(pointer_free),
                    follow_side,
                    frame_board,
                    apply_orbit,
                )
                    .chain()
                    .in_set(crate::play::GameSet::Animate),
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
    /// Where the camera is heading (presets glide there): yaw, pitch, distance, and the focus.
    pub target: Option<(f32, f32, f32)>,
    pub target_focus: Vec3,
    /// The preset whose framing follows the window's size (none once the player moves the
    /// camera, or while the exhibition tours).
    pub framing: Option<View>,
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
            target_focus: Vec3::ZERO,
            framing: Some(view),
        }
    }

    pub fn go_to(&mut self, view: View) {
        self.target = Some(preset_angles(view));
        self.target_focus = Vec3::ZERO;
        self.framing = Some(view);
    }

    pub(crate) fn transform(&self) -> Transform {
        let offset = Vec3::new(
            self.distance * self.pitch.cos() * self.yaw.sin(),
            self.distance * self.pitch.sin(),
            self.distance * self.pitch.cos() * self.yaw.cos(),
        );
        Transform::from_translation(self.focus + offset).looking_at(self.focus, Vec3::Y)
    }
}

/// A preset's yaw, pitch and a first distance (framing then sets the distance and focus). The
/// players' views look down at about 56°, as a seated player does: the men show their
/// silhouettes and the whole board stays in view.
fn preset_angles(view: View) -> (f32, f32, f32) {
    match view {
        View::White => (0.0, 0.98, 20.0),
        View::Black => (PI, 0.98, 20.0),
        View::Top => (0.0, 1.52, 19.5),
    }
}

/// The parts of the window the HUD covers, in logical pixels (the UI keeps it up to date).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct HudArea {
    /// The game panel.
    pub panel: Option<Rect>,
    /// The status line.
    pub status: Option<Rect>,
    /// A window standing at the left side while it is open (the position editor).
    pub side: Option<Rect>,
}

/// How much of the free region the framed scene spans (in its tighter direction).
pub(crate) const FILL: f32 = 0.95;
/// The camera's vertical field of view (Bevy's default).
pub(crate) const FOV_Y: f32 = PI / 4.0;

/// Where the framed points fall on the window (logical pixels) seen from an orbit.
pub(crate) fn projected_bounds(orbit: &Orbit, window: Vec2, points: &[Vec3]) -> Rect {
    let view = orbit.transform().to_matrix().inverse();
    let t = (FOV_Y / 2.0).tan();
    let aspect = window.x / window.y;
    let mut r = Rect {
        min: Vec2::splat(f32::MAX),
        max: Vec2::splat(f32::MIN),
    };
    for p in points {
        let q = view.transform_point3(*p);
        let depth = (-q.z).max(0.01);
        let ndc = Vec2::new(q.x / depth / (t * aspect), q.y / depth / t);
        let px = Vec2::new(
            (ndc.x + 1.0) / 2.0 * window.x,
            (1.0 - ndc.y) / 2.0 * window.y,
        );
        r = r.union_point(px);
    }
    r
}

/// The focus and distance at which `points`, seen at `yaw` and `pitch`, fill `free` (a region
/// of a window of size `window`) as much as they can.
pub(crate) fn fit_view(
    yaw: f32,
    pitch: f32,
    window: Vec2,
    free: Rect,
    points: &[Vec3],
) -> (Vec3, f32) {
    let mut orbit = Orbit::preset(View::White);
    orbit.yaw = yaw;
    orbit.pitch = pitch;
    orbit.distance = 20.0;
    let t = (FOV_Y / 2.0).tan();
    let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
    let back = Vec3::new(yaw.sin(), 0.0, yaw.cos());
    for _ in 0..60 {
        let b = projected_bounds(&orbit, window, points);
        let want = free.size() * FILL;
        let s = (b.width() / want.x).max(b.height() / want.y);
        orbit.distance = (orbit.distance * s.clamp(0.5, 2.0)).clamp(4.0, 120.0);
        let d = b.center() - free.center();
        let per_px = 2.0 * orbit.distance * t / window.y;
        orbit.focus += (right * d.x + back * d.y / pitch.sin().max(0.2)) * per_px * 0.7;
        orbit.focus.y = 0.0;
    }
    (orbit.focus, orbit.distance)
}

/// The regions the HUD leaves free: beside the panel, and below it (the better one is used).
pub(crate) fn free_regions(window: Vec2, hud: &HudArea) -> Vec<Rect> {
    let gap = 8.0;
    let top = hud.status.map_or(0.0, |r| r.max.y + gap);
    let left = hud.side.map_or(0.0, |r| r.max.x + gap);
    let whole = Rect::new(left, top, window.x, window.y);
    match hud.panel {
        None => vec![whole],
        Some(p) => vec![
            Rect::new(left, top, (p.min.x - gap).max(left + 1.0), window.y),
            Rect::new(left, top.max(p.max.y + gap), window.x, window.y),
        ],
    }
    .into_iter()
    .filter(|r| r.width() > 50.0 && r.height() > 50.0)
    .collect()
}

/// The best framing of a preset in a window with this HUD: the focus and distance.
pub(crate) fn frame_preset(
    view: View,
    window: Vec2,
    hud: &HudArea,
    layout: &crate::board::layout::Layout,
) -> (Vec3, f32) {
    let (yaw, pitch, _) = preset_angles(view);
    // Beside a side window (the position editor) the board alone is framed, as large as it goes.
    let points = if hud.side.is_some() {
        layout.board_points()
    } else {
        layout.framed_points()
    };
    let mut regions = free_regions(window, hud);
    if regions.is_empty() {
        regions.push(Rect::new(0.0, 0.0, window.x, window.y));
    }
    regions
        .into_iter()
        .map(|r| fit_view(yaw, pitch, window, r, &points))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .expect("a region")
}

/// Frames the preset again when the window, the HUD or the preset changes.
fn frame_board(
    mut orbit: ResMut<Orbit>,
    hud: Res<HudArea>,
    windows: Query<&Window, With<PrimaryWindow>>,
    layout: Res<crate::board::layout::Layout>,
    mut last: Local<Option<(View, Vec2, HudArea, game_family::GameKind)>>,
) {
    let Some(view) = orbit.framing else {
        *last = None;
        return;
    };
    let Ok(window) = windows.single() else { return };
    let size = Vec2::new(window.width(), window.height());
    if size.x < 10.0 || size.y < 10.0 {
        return;
    }
    let key = (view, size, *hud, layout.shape.kind);
    if *last == Some(key) {
        return;
    }
    let first = last.is_none() && orbit.target.is_none();
    *last = Some(key);
    let (focus, distance) = frame_preset(view, size, &hud, &layout);
    let (yaw, pitch, _) = preset_angles(view);
    if first {
        // At the start, straight there.
        orbit.focus = focus;
        orbit.distance = distance;
        orbit.yaw = yaw;
        orbit.pitch = pitch;
    } else {
        orbit.target = Some((yaw, pitch, distance));
        orbit.target_focus = focus;
    }
}

fn spawn_camera(mut commands: Commands, orbit: Res<Orbit>) {
    // FXAA rather than MSAA: with 4× MSAA a software renderer (lavapipe) took twice as long
    // for every frame once the table filled the window; FXAA is one cheap pass.
    commands.spawn((
        Camera3d::default(),
        Msaa::Off,
        bevy::anti_alias::fxaa::Fxaa::default(),
        orbit.transform(),
    ));
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
        orbit.framing = None;
    } else if buttons.pressed(MouseButton::Right) && d != Vec2::ZERO {
        orbit.yaw -= d.x * 0.006;
        orbit.pitch = (orbit.pitch + d.y * 0.005).clamp(0.15, FRAC_PI_2 - 0.02);
        orbit.target = None;
        orbit.framing = None;
    }
    if scroll.delta.y != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - scroll.delta.y * 0.08)).clamp(5.0, 40.0);
        orbit.framing = None;
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
        orbit.framing = None;
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
fn follow_side(
    game: Res<CurrentGame>,
    display: Res<Display>,
    mut seen: Local<Option<u64>>,
    mut orbit: ResMut<Orbit>,
) {
    // Only when the game has changed (a move, undo, a new game), not on a selection or a notice.
    if *seen == Some(game.version) {
        return;
    }
    *seen = Some(game.version);
    if !display.follow_side || game.players != [Player::Human, Player::Human] {
        return;
    }
    let view = if Side::from(game.turn()) == Side::White {
        View::White
    } else {
        View::Black
    };
    orbit.go_to(view);
}

pub(crate) fn apply_orbit(
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
        let to = orbit.target_focus;
        let focus = orbit.focus;
        orbit.focus = focus + (to - focus) * k;
        if dy.abs() < 1e-3
            && (pitch - orbit.pitch).abs() < 1e-3
            && (dist - orbit.distance).abs() < 1e-2
            && orbit.focus.distance(to) < 1e-2
        {
            orbit.yaw = yaw;
            orbit.focus = to;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The HUD as it stands at 1280 × 800 (the panel top right, the status line top left).
    fn hud(window: Vec2) -> HudArea {
        HudArea {
            panel: Some(Rect::new(window.x - 300.0, 10.0, window.x - 10.0, 420.0)),
            status: Some(Rect::new(10.0, 10.0, 260.0, 48.0)),
            side: None,
        }
    }

    #[test]
    fn the_players_view_fills_the_free_window_at_any_aspect_ratio() {
        // Every game's board: Shatra's long one, the square boards of shatar and hiashatar.
        for kind in game_family::GameKind::ALL {
            frames_every_window(&crate::board::layout::Layout::of(kind));
        }
    }

    fn frames_every_window(layout: &crate::board::layout::Layout) {
        let points = layout.framed_points();
        for (w, h) in [
            (1280.0, 800.0),
            (1920.0, 1080.0),
            (800.0, 1280.0),
            (1024.0, 768.0),
        ] {
            let window = Vec2::new(w, h);
            let hud = hud(window);
            for view in [View::White, View::Black] {
                let (focus, distance) = frame_preset(view, window, &hud, layout);
                let (yaw, pitch, _) = preset_angles(view);
                let mut o = Orbit::preset(view);
                (o.focus, o.distance, o.yaw, o.pitch) = (focus, distance, yaw, pitch);
                let b = projected_bounds(&o, window, &points);
                // Inside the window, clear of the panel and the status line.
                assert!(
                    b.min.x >= -0.5 && b.max.x <= w + 0.5 && b.max.y <= h + 0.5,
                    "{w}x{h}: {b:?}"
                );
                assert!(b.min.y >= 48.0, "{w}x{h}: under the status line: {b:?}");
                let p = hud.panel.unwrap();
                assert!(
                    b.max.x <= p.min.x || b.min.y >= p.max.y,
                    "{w}x{h}: under the panel: {b:?}"
                );
                // Most of the window: nearly all its height, or its whole free width.
                assert!(
                    b.height() > 0.85 * (h - 56.0) || b.width() > 0.85 * (p.min.x - 8.0),
                    "{w}x{h}: the board is small: {b:?}"
                );
            }
        }
    }

    #[test]
    fn without_a_hud_the_whole_window_is_used() {
        let window = Vec2::new(1920.0, 1080.0);
        let (focus, distance) = frame_preset(
            View::White,
            window,
            &HudArea::default(),
            &crate::board::layout::Layout::default(),
        );
        let mut o = Orbit::preset(View::White);
        (o.focus, o.distance) = (focus, distance);
        o.pitch = preset_angles(View::White).1;
        let b = projected_bounds(
            &o,
            window,
            &crate::board::layout::Layout::default().framed_points(),
        );
        assert!(
            b.height() > 0.9 * 1080.0 || b.width() > 0.9 * 1920.0,
            "{b:?}"
        );
        assert!(
            (b.center() - window / 2.0).length() < 20.0,
            "centred: {b:?}"
        );
    }

    #[test]
    fn a_window_at_the_left_side_is_kept_clear_too() {
        let window = Vec2::new(1280.0, 800.0);
        let mut hud = hud(window);
        hud.side = Some(Rect::new(10.0, 60.0, 340.0, 420.0));
        let layout = crate::board::layout::Layout::default();
        let (focus, distance) = frame_preset(View::White, window, &hud, &layout);
        let mut o = Orbit::preset(View::White);
        (o.focus, o.distance) = (focus, distance);
        o.pitch = preset_angles(View::White).1;
        let b = projected_bounds(&o, window, &crate::board::geometry::board_points());
        assert!(b.min.x >= 340.0 || b.min.y >= 420.0, "{b:?}");
    }
}
