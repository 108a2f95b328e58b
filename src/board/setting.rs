//! The setting: the board rests on a table of walnut planks in a softly lit room. The table and
//! the room are unlit and flat-coloured, drawn with a few large triangles: the lamp's pool is in
//! the planks' tones and the contact shadows of the board and the trays are two darker steps
//! beneath them. That is what a software renderer draws fastest (see the README's frame time).

use std::f32::consts::TAU;

use bevy::asset::RenderAssetUsages;
use bevy::light::{NotShadowCaster, NotShadowReceiver};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use shatra_engine::Color as Side;

use crate::board::geometry::{BOARD_HALF, TABLE_TOP, tray_center, tray_half};

pub(crate) struct SettingPlugin;

impl Plugin for SettingPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, spawn_setting);
    }
}

/// Half the table's size (x, z).
pub(crate) const TABLE_HALF: Vec2 = Vec2::new(22.0, 17.0);
/// Where the light comes from, seen from above (the shadow falls the other way).
const LIGHT_FROM: Vec2 = Vec2::new(-0.45, 0.6);

/// How much of the light reaches a point of the table (x, z): a soft pool round the board, and
/// the contact shadows of the board and the trays, thrown a little away from the light.
pub(crate) fn table_light(p: Vec2) -> f32 {
    let pool = {
        let d = (p / Vec2::new(15.0, 13.0)).length();
        0.35 + 0.65 * (-d * d * 1.6).exp()
    };
    let shadow_of = |centre: Vec2, half: Vec2, reach: f32| {
        let q = p - centre + LIGHT_FROM * 0.25;
        let out = (q.abs() - half).max(Vec2::ZERO).length();
        let inside = (q.abs() - half).max_element() < 0.0;
        if inside {
            0.35
        } else {
            1.0 - 0.65 * (-out / reach).exp()
        }
    };
    let board = shadow_of(Vec2::ZERO, BOARD_HALF, 0.35);
    let trays = Side::BOTH
        .iter()
        .map(|&s| {
            let c = tray_center(s);
            shadow_of(Vec2::new(c.x, c.z), tray_half(), 0.2)
        })
        .fold(1.0f32, f32::min);
    pool * board.min(trays)
}

/// A rectangle from its corners (counter-clockwise seen from the front), with UVs.
fn quad(corners: [Vec3; 4]) -> Mesh {
    // Counter-clockwise seen from the front: the front faces (c3 - c0) × (c1 - c0).
    let n = (corners[3] - corners[0])
        .cross(corners[1] - corners[0])
        .normalize();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_POSITION,
        corners.iter().map(|c| c.to_array()).collect::<Vec<_>>(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![n.to_array(); 4])
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_UV_0,
        vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]],
    )
    .with_inserted_indices(Indices::U32(vec![0, 3, 1, 1, 3, 2]))
}

/// A rectangle of the table's surface from `min` to `max` (x, z), `lift` above it.
fn patch(min: Vec2, max: Vec2, lift: f32) -> Mesh {
    let y = TABLE_TOP + lift;
    quad([
        Vec3::new(min.x, y, min.y),
        Vec3::new(max.x, y, min.y),
        Vec3::new(max.x, y, max.y),
        Vec3::new(min.x, y, max.y),
    ])
}

/// Width of a plank of the table top.
const PLANK: f32 = 2.0;

/// The tone of the `k`-th plank: each plank its own piece of walnut.
fn plank_tone(k: i32) -> f32 {
    0.88 + 0.12 * ((k as f32 * 12.9898).sin() * 43758.547).fract().abs()
}

fn spawn_setting(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // Everything here is unlit, flat-coloured and drawn with few large triangles: that is what a
    // software renderer draws fastest (lavapipe drew a vertex-coloured or textured table at
    // twice the frame time).
    let mut flat = |c: Vec3| {
        materials.add(StandardMaterial {
            base_color: Color::linear_rgb(c.x, c.y, c.z),
            unlit: true,
            ..default()
        })
    };
    let walnut = Vec3::new(0.16, 0.075, 0.035);
    let (hx, hz) = (TABLE_HALF.x, TABLE_HALF.y);
    // The planks run across the table; the lamp over the board lights the middle ones most.
    let planks = (2.0 * hz / PLANK).ceil() as i32;
    for k in 0..planks {
        let z0 = -hz + k as f32 * PLANK;
        let z1 = (z0 + PLANK).min(hz);
        let light = table_light(Vec2::new(BOARD_HALF.x + 3.0, (z0 + z1) / 2.0));
        commands.spawn((
            Name::new("table"),
            Mesh3d(meshes.add(patch(Vec2::new(-hx, z0), Vec2::new(hx, z1), 0.0))),
            MeshMaterial3d(flat(walnut * plank_tone(k) * light)),
            Pickable::IGNORE,
            NotShadowCaster,
            NotShadowReceiver,
        ));
    }
    // Contact shadows: two steps of shade round the board and each tray, thrown a little away
    // from the light.
    let shift = -LIGHT_FROM * 0.25;
    let mut rects = vec![(shift, BOARD_HALF)];
    for side in Side::BOTH {
        let c = tray_center(side);
        rects.push((Vec2::new(c.x, c.z) + shift * 0.6, tray_half()));
    }
    for (centre, half) in rects {
        for (grow, shade, lift) in [(0.45, 0.72, 0.002), (0.2, 0.5, 0.004)] {
            let h = half + Vec2::splat(grow);
            commands.spawn((
                Mesh3d(meshes.add(patch(centre - h, centre + h, lift))),
                MeshMaterial3d(flat(walnut * shade * table_light(centre + h))),
                Pickable::IGNORE,
                NotShadowCaster,
                NotShadowReceiver,
            ));
        }
    }
    // The table's edge, and the room's dim walls beyond it.
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(2.0 * hx, 0.8, 2.0 * hz))),
        MeshMaterial3d(flat(Vec3::new(0.05, 0.022, 0.01))),
        Transform::from_xyz(0.0, TABLE_TOP - 0.41, 0.0),
        Pickable::IGNORE,
        NotShadowCaster,
        NotShadowReceiver,
    ));
    let room = 60.0;
    let (low, high) = (TABLE_TOP - 30.0, TABLE_TOP + 30.0);
    let wall = flat(Vec3::new(0.075, 0.055, 0.04));
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0;
        let out = Vec3::new(a.sin(), 0.0, a.cos());
        let side = Vec3::new(out.z, 0.0, -out.x);
        let base = out * room;
        let corners = [
            base - side * room + Vec3::Y * low,
            base + side * room + Vec3::Y * low,
            base + side * room + Vec3::Y * high,
            base - side * room + Vec3::Y * high,
        ];
        commands.spawn((
            Mesh3d(meshes.add(quad(corners))),
            MeshMaterial3d(wall.clone()),
            Pickable::IGNORE,
            NotShadowCaster,
            NotShadowReceiver,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_casts_a_soft_shadow_and_the_lamp_lights_the_middle() {
        let under = table_light(Vec2::ZERO);
        // On the side the light comes from (the shadow falls the other way).
        let edge = table_light(Vec2::new(-(BOARD_HALF.x + 0.3), 0.0));
        let beyond = table_light(Vec2::new(-(BOARD_HALF.x + 2.0), 0.0));
        let shadow_side = table_light(Vec2::new(BOARD_HALF.x + 0.1, 0.0));
        assert!(shadow_side < edge, "the shadow falls away from the light");
        let far = table_light(Vec2::new(20.0, 15.0));
        assert!(under < edge && edge < beyond, "{under} {edge} {beyond}");
        assert!(far < beyond, "the light falls off away from the board");
    }

    #[test]
    fn the_mens_grain_is_visible() {
        let men: Vec<f32> = (0..96)
            .map(|i| crate::board::men::grain_tone(i as f32 * 0.13, 0.5))
            .collect();
        let spread =
            men.iter().cloned().fold(0.0f32, f32::max) - men.iter().cloned().fold(1.0f32, f32::min);
        assert!(spread > 0.08, "the men's grain is visible");
    }
}
