//! The setting: the board rests on a walnut table in a softly lit room. The table and the room are
//! unlit, their light and the board's soft contact shadow baked into a generated texture, so that
//! filling the window with them costs a software renderer almost nothing. Also the wood grain
//! that the board and the men are finished with.

use std::f32::consts::TAU;

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use shatra_engine::Color as Side;

use crate::geometry::{BOARD_HALF, TABLE_TOP, tray_center, tray_half};

pub struct SettingPlugin;

impl Plugin for SettingPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, spawn_setting);
    }
}

/// Half the table's size (x, z).
pub const TABLE_HALF: Vec2 = Vec2::new(22.0, 17.0);
/// Where the light comes from, seen from above (the shadow falls the other way).
const LIGHT_FROM: Vec2 = Vec2::new(-0.45, 0.6);

/// A small deterministic hash noise in [0, 1).
fn hash(mut x: u32) -> f32 {
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^= x >> 16;
    (x >> 8) as f32 / (1u32 << 24) as f32
}

/// Periodic value noise over `period` cells, smoothly interpolated.
fn noise1(t: f32, period: u32, seed: u32) -> f32 {
    let i = t.floor();
    let f = t - i;
    let i = i as i64;
    let p = period as i64;
    let a = hash((i.rem_euclid(p)) as u32 ^ seed.wrapping_mul(0x9e37_79b9));
    let b = hash(((i + 1).rem_euclid(p)) as u32 ^ seed.wrapping_mul(0x9e37_79b9));
    let s = f * f * (3.0 - 2.0 * f);
    a + (b - a) * s
}

/// Wood grain as a multiplier of a material's colour (values about 0.72 to 1): growth rings that
/// wander across the width, and fine fibres along the length. Tileable in both directions; the
/// fibres run along v.
pub fn grain_values(size: usize, seed: u32) -> Vec<f32> {
    // How far each row's rings are pushed sideways, and a slow change of tone along the length.
    let warp: Vec<f32> = (0..size)
        .map(|y| {
            let t = y as f32 / size as f32;
            0.06 * (TAU * t).sin()
                + 0.03 * (TAU * 3.0 * t + 1.3).sin()
                + 0.08 * noise1(t * 5.0, 5, seed)
        })
        .collect();
    let fibres: Vec<f32> = (0..size)
        .map(|x| noise1(x as f32 * 0.9, (size as f32 * 0.9) as u32, seed ^ 77))
        .collect();
    let mut out = Vec::with_capacity(size * size);
    for (y, w) in warp.iter().enumerate() {
        for (x, fib) in fibres.iter().enumerate() {
            let t = x as f32 / size as f32 + w + 0.02 * (y as f32 / 37.0).sin();
            let ring = 0.5 + 0.5 * (TAU * 9.0 * t + 2.0 * (TAU * 2.0 * t).sin()).sin();
            let v = 0.80 + 0.13 * ring.powi(3) - 0.08 * fib + 0.05 * hash((x * 7919 + y) as u32);
            out.push(v.clamp(0.6, 1.0));
        }
    }
    out
}

fn rgba_image(size: usize, pixels: impl Iterator<Item = [f32; 3]>, repeat: bool) -> Image {
    let mut data = Vec::with_capacity(size * size * 4);
    for [r, g, b] in pixels {
        for c in [r, g, b] {
            // The values are linear; the texture is sRGB.
            let s = Color::linear_rgb(c, 0.0, 0.0).to_srgba().red;
            data.push((s.clamp(0.0, 1.0) * 255.0).round() as u8);
        }
        data.push(255);
    }
    let mut image = Image::new(
        Extent3d {
            width: size as u32,
            height: size as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    if repeat {
        image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
            address_mode_u: ImageAddressMode::Repeat,
            address_mode_v: ImageAddressMode::Repeat,
            ..ImageSamplerDescriptor::linear()
        });
    }
    image
}

/// The grain as a texture (grey, to multiply a material's colour).
pub fn grain_image(size: usize, seed: u32) -> Image {
    let v = grain_values(size, seed);
    rgba_image(size, v.into_iter().map(|g| [g, g, g]), true)
}

/// How much of the light reaches a point of the table (x, z): a soft pool round the board, and
/// the contact shadows of the board and the trays, thrown a little away from the light.
pub fn table_light(p: Vec2) -> f32 {
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

/// The table top: walnut grain with the light and the shadows baked in.
pub fn table_image(size: usize) -> Image {
    let grain = grain_values(size, 11);
    let walnut = Vec3::new(0.16, 0.075, 0.035);
    let pixels = (0..size * size).map(move |i| {
        let (x, y) = (i % size, i / size);
        // u across the table (x), v along it (z).
        let p = Vec2::new(
            (x as f32 + 0.5) / size as f32 * 2.0 - 1.0,
            (y as f32 + 0.5) / size as f32 * 2.0 - 1.0,
        ) * TABLE_HALF;
        // The planks' grain runs across the table, at half the texture's scale.
        let g = grain[((y * 2) % size) * size + (x * 2) % size];
        let c = walnut * g * table_light(p);
        [c.x, c.y, c.z]
    });
    rgba_image(size, pixels, false)
}

/// A flat rectangle facing up, with UVs from its corners, optionally coloured per corner.
fn quad(corners: [Vec3; 4], colors: Option<[[f32; 4]; 4]>) -> Mesh {
    // Counter-clockwise seen from the front: the front faces (c3 - c0) × (c1 - c0).
    let n = (corners[3] - corners[0])
        .cross(corners[1] - corners[0])
        .normalize();
    let mut m = Mesh::new(
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
    .with_inserted_indices(Indices::U32(vec![0, 3, 1, 1, 3, 2]));
    if let Some(c) = colors {
        m.insert_attribute(Mesh::ATTRIBUTE_COLOR, c.to_vec());
    }
    m
}

fn spawn_setting(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    images: Option<ResMut<Assets<Image>>>,
) {
    let Some(mut images) = images else { return };
    let (hx, hz) = (TABLE_HALF.x, TABLE_HALF.y);
    let y = TABLE_TOP;
    // The top: u runs with x, v with z, as `table_image` expects.
    let top = quad(
        [
            Vec3::new(-hx, y, -hz),
            Vec3::new(hx, y, -hz),
            Vec3::new(hx, y, hz),
            Vec3::new(-hx, y, hz),
        ],
        None,
    );
    commands.spawn((
        Name::new("table"),
        Mesh3d(meshes.add(top)),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(images.add(table_image(768))),
            unlit: true,
            ..default()
        })),
        Pickable::IGNORE,
    ));
    // The table's edge and the room: unlit, darker away from the lamp.
    let plain = |c: Color| StandardMaterial {
        base_color: c,
        unlit: true,
        ..default()
    };
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(2.0 * hx, 0.8, 2.0 * hz))),
        MeshMaterial3d(materials.add(plain(Color::srgb(0.06, 0.03, 0.015)))),
        Transform::from_xyz(0.0, y - 0.41, 0.0),
        Pickable::IGNORE,
    ));
    let room = 60.0;
    let floor_y = y - 9.0;
    let top_y = y + 30.0;
    let vertex = |c: Vec3| [c.x, c.y, c.z, 1.0];
    let wall_low = vertex(Vec3::new(0.20, 0.15, 0.11));
    let wall_high = vertex(Vec3::new(0.05, 0.04, 0.035));
    let shaded = materials.add(StandardMaterial {
        base_color: Color::WHITE,
        unlit: true,
        ..default()
    });
    // Floor.
    commands.spawn((
        Mesh3d(meshes.add(quad(
            [
                Vec3::new(-room, floor_y, -room),
                Vec3::new(room, floor_y, -room),
                Vec3::new(room, floor_y, room),
                Vec3::new(-room, floor_y, room),
            ],
            Some([vertex(Vec3::new(0.07, 0.04, 0.025)); 4]),
        ))),
        MeshMaterial3d(shaded.clone()),
        Pickable::IGNORE,
    ));
    // Four walls, each facing the table.
    for k in 0..4 {
        let a = k as f32 * TAU / 4.0;
        let out = Vec3::new(a.sin(), 0.0, a.cos());
        let side = Vec3::new(out.z, 0.0, -out.x);
        let base = out * room;
        let corners = [
            base - side * room + Vec3::Y * floor_y,
            base + side * room + Vec3::Y * floor_y,
            base + side * room + Vec3::Y * top_y,
            base - side * room + Vec3::Y * top_y,
        ];
        commands.spawn((
            Mesh3d(meshes.add(quad(
                corners,
                Some([wall_low, wall_low, wall_high, wall_high]),
            ))),
            MeshMaterial3d(shaded.clone()),
            Pickable::IGNORE,
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
    fn grain_varies_but_stays_a_gentle_multiplier() {
        let g = grain_values(64, 3);
        let (lo, hi) = g
            .iter()
            .fold((1.0f32, 0.0f32), |(a, b), &v| (a.min(v), b.max(v)));
        assert!(lo >= 0.6 && hi <= 1.0);
        assert!(hi - lo > 0.15, "the grain is visible: {lo}..{hi}");
    }
}
