//! What stands on the table, mirroring `crate::play`: the carved board (62 checkered squares,
//! raised fortress walls with crenellations, the two gates, the ditch, the inlaid great road and
//! the marked promotion squares), the table and the room, the men, the trays, the highlights,
//! picking and the animations. Nothing here changes the game: clicks become
//! `crate::play::SquareClicked`, and everything else is drawn from the game and what the board
//! shows.

pub mod animation;
pub mod family;
pub mod geometry;
pub mod highlights;
pub mod layout;
pub mod men;
pub mod picking;
pub mod setting;
pub mod trays;

use bevy::prelude::*;
use shatra_engine::{Color as Side, Square};

use crate::board::geometry::{DITCH_GAP, SQUARE, cell_center, square_center};
use crate::play::{Advice, CurrentGame, GameSet, Shown};

pub(crate) struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            setting::SettingPlugin,
            men::PiecesPlugin,
            trays::TraysPlugin,
            animation::AnimationPlugin,
            highlights::HighlightsPlugin,
            picking::PickingPlugin,
            family::FamilyBoardPlugin,
        ))
        .add_systems(Startup, (spawn_board, spawn_lights, arrow_style))
        .add_systems(Update, draw_hint_arrows.in_set(GameSet::Animate));
    }
}

/// Width of the frame round the 7 × 14 grid.
pub(crate) const FRAME_MARGIN: f32 = 0.75;
/// Height of the frame's top surface.
pub(crate) const FRAME_TOP: f32 = -0.08;

/// Where the coordinates stand on the frame: files a–g along both ends, ranks 1–14 along both
/// sides (as on a real board).
pub(crate) fn frame_coordinates() -> Vec<(String, Vec3)> {
    let mut out = Vec::new();
    let at = |x: f32, z: f32| Vec3::new(x, FRAME_TOP + 0.01, z);
    let edge = FRAME_MARGIN * 0.5;
    for file in 0..7u8 {
        let name = ((b'a' + file) as char).to_string();
        let x = crate::board::geometry::file_x(file);
        out.push((
            name.clone(),
            at(x, crate::board::geometry::rank_z(1) + 0.5 + edge),
        ));
        out.push((name, at(x, crate::board::geometry::rank_z(14) - 0.5 - edge)));
    }
    for rank in 1..=14u8 {
        let z = crate::board::geometry::rank_z(rank);
        for x in [
            crate::board::geometry::file_x(0) - 0.5 - edge,
            crate::board::geometry::file_x(6) + 0.5 + edge,
        ] {
            out.push((rank.to_string(), at(x, z)));
        }
    }
    out
}

/// The root of Shatra's board (its tiles, walls, ditch, gates and frame).
#[derive(Component, Clone, Copy, Debug)]
pub struct ShatraTable;

/// A playable square of the board (its tile).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct BoardSquare(pub Square);

/// The highlight disc of a square (hidden unless lit).
#[derive(Component, Clone, Copy, Debug)]
pub struct Highlight(pub Square);

/// Materials of the highlights, by meaning.
#[derive(Resource)]
pub struct HighlightMaterials {
    pub selected: Handle<StandardMaterial>,
    /// Where a quiet step or slide may go.
    pub target: Handle<StandardMaterial>,
    /// Where a drop may land.
    pub drop_target: Handle<StandardMaterial>,
    /// Where a capture may land.
    pub capture_target: Handle<StandardMaterial>,
    /// The enemy man that a capture landing would jump.
    pub prey: Handle<StandardMaterial>,
    /// The men jumped so far by a chain being entered (they stay until it ends).
    pub jumped: Handle<StandardMaterial>,
    pub last_move: Handle<StandardMaterial>,
    pub must_capture: Handle<StandardMaterial>,
    /// Under the man the pointer is over.
    pub hover: Handle<StandardMaterial>,
}

pub(crate) fn wood(r: f32, g: f32, b: f32, roughness: f32) -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgb(r, g, b),
        perceptual_roughness: roughness,
        reflectance: 0.35,
        ..default()
    }
}

pub(crate) fn glow(r: f32, g: f32, b: f32, a: f32) -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgba(r, g, b, a),
        emissive: LinearRgba::rgb(r * 0.6, g * 0.6, b * 0.6),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    }
}

/// The board's woods and fittings.
struct BoardMaterials {
    /// Maple and walnut, a few tones of each.
    light: Vec<Handle<StandardMaterial>>,
    dark: Vec<Handle<StandardMaterial>>,
    wall: Handle<StandardMaterial>,
    wall_top: Handle<StandardMaterial>,
    frame: Handle<StandardMaterial>,
    ditch: Handle<StandardMaterial>,
    inlay: Handle<StandardMaterial>,
    gold: Handle<StandardMaterial>,
    gate: Handle<StandardMaterial>,
}

fn board_materials(materials: &mut Assets<StandardMaterial>) -> BoardMaterials {
    // Maple and walnut squares, each cut from its own piece of wood: a few tones of each, so
    // that the board reads as inlaid wood rather than paint. (Tones, not textures: a software
    // renderer pays dearly for every texture sample.)
    let tones = [1.0, 0.94, 1.05, 0.97];
    let light: Vec<_> = tones
        .iter()
        .map(|k| materials.add(wood(0.84 * k, 0.68 * k, 0.46 * k, 0.45)))
        .collect();
    let dark: Vec<_> = tones
        .iter()
        .map(|k| materials.add(wood(0.47 * k, 0.28 * k, 0.15 * k, 0.5)))
        .collect();
    let wall = materials.add(wood(0.33, 0.21, 0.13, 0.7));
    let wall_top = materials.add(wood(0.40, 0.26, 0.16, 0.65));
    let frame = materials.add(StandardMaterial {
        clearcoat: 0.5,
        clearcoat_perceptual_roughness: 0.3,
        ..wood(0.22, 0.12, 0.065, 0.35)
    });
    let ditch = materials.add(StandardMaterial {
        base_color: Color::srgb(0.10, 0.16, 0.22),
        perceptual_roughness: 0.15,
        reflectance: 0.6,
        ..default()
    });
    let inlay = materials.add(wood(0.96, 0.90, 0.74, 0.3));
    let gold = materials.add(StandardMaterial {
        base_color: Color::srgb(0.83, 0.64, 0.22),
        metallic: 0.8,
        perceptual_roughness: 0.3,
        ..default()
    });
    let gate = materials.add(wood(0.52, 0.20, 0.12, 0.5));

    BoardMaterials {
        light,
        dark,
        wall,
        wall_top,
        frame,
        ditch,
        inlay,
        gold,
        gate,
    }
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let m = board_materials(&mut materials);
    // Everything of Shatra's board under one root, hidden while another game is on the table.
    let root = commands
        .spawn((ShatraTable, Transform::default(), Visibility::default()))
        .id();
    // The frame under everything, wide enough to carry the coordinates.
    let length = 14.0 * SQUARE + DITCH_GAP + 2.0 * FRAME_MARGIN;
    commands.spawn((
        ChildOf(root),
        Mesh3d(meshes.add(Cuboid::new(7.0 * SQUARE + 2.0 * FRAME_MARGIN, 0.36, length))),
        MeshMaterial3d(m.frame.clone()),
        Transform::from_xyz(0.0, -0.26, 0.0),
    ));
    // The ditch: a dark groove across the board between ranks 7 and 8.
    commands.spawn((
        ChildOf(root),
        Mesh3d(meshes.add(Cuboid::new(
            7.0 * SQUARE + 2.0 * FRAME_MARGIN,
            0.04,
            DITCH_GAP,
        ))),
        MeshMaterial3d(m.ditch),
        Transform::from_xyz(0.0, -0.07, 0.0),
    ));

    let tile = meshes.add(Cuboid::new(SQUARE * 0.97, 0.1, SQUARE * 0.97));
    let block = meshes.add(Cuboid::new(SQUARE, 0.42, SQUARE));
    let merlon = meshes.add(Cuboid::new(0.3, 0.22, 0.3));
    let disc = meshes.add(Cylinder::new(0.43, 0.012));
    let ring = meshes.add(Torus::new(0.36, 0.40));
    let road = meshes.add(Cuboid::new(0.07, 0.006, SQUARE * 0.97));
    let finial = meshes.add(Sphere::new(0.12));

    let hidden = materials.add(glow(1.0, 1.0, 1.0, 0.0));
    for rank in 1..=14u8 {
        for file in 0..7u8 {
            let c = cell_center(file, rank);
            match Square::from_coords(file, rank) {
                Some(sq) => {
                    let tone = (sq.number() as usize * 7 + 3) % m.light.len();
                    let mat = if (file + rank) % 2 == 0 {
                        m.dark[tone].clone()
                    } else {
                        m.light[tone].clone()
                    };
                    let is_gate =
                        sq == Square::gate(Side::White) || sq == Square::gate(Side::Black);
                    commands.spawn((
                        ChildOf(root),
                        BoardSquare(sq),
                        Mesh3d(tile.clone()),
                        MeshMaterial3d(if is_gate { m.gate.clone() } else { mat }),
                        Transform::from_translation(c - Vec3::Y * 0.05),
                    ));
                    if file == 3 {
                        commands.spawn((
                            ChildOf(root),
                            Mesh3d(road.clone()),
                            MeshMaterial3d(m.inlay.clone()),
                            Transform::from_translation(c + Vec3::Y * 0.002),
                            Pickable::IGNORE,
                        ));
                    }
                    let promo = (Side::White.promotion_squares() | Side::Black.promotion_squares())
                        & sq.bit()
                        != 0;
                    if promo {
                        commands.spawn((
                            ChildOf(root),
                            Mesh3d(ring.clone()),
                            MeshMaterial3d(m.gold.clone()),
                            Transform::from_translation(c + Vec3::Y * 0.004)
                                .with_scale(Vec3::new(1.0, 0.15, 1.0)),
                            Pickable::IGNORE,
                        ));
                    }
                    commands.spawn((
                        ChildOf(root),
                        Highlight(sq),
                        Mesh3d(disc.clone()),
                        MeshMaterial3d(hidden.clone()),
                        Transform::from_translation(square_center(sq) + Vec3::Y * 0.012),
                        Visibility::Hidden,
                        Pickable::IGNORE,
                    ));
                }
                None => {
                    // Fortress wall: a raised block with two merlons.
                    commands.spawn((
                        ChildOf(root),
                        Mesh3d(block.clone()),
                        MeshMaterial3d(m.wall.clone()),
                        Transform::from_translation(c + Vec3::Y * 0.11),
                    ));
                    let along = if rank == 4 || rank == 11 {
                        Vec3::X
                    } else {
                        Vec3::Z
                    };
                    for k in [-1.0, 1.0] {
                        commands.spawn((
                            ChildOf(root),
                            Mesh3d(merlon.clone()),
                            MeshMaterial3d(m.wall_top.clone()),
                            Transform::from_translation(c + Vec3::Y * 0.43 + along * 0.25 * k),
                        ));
                    }
                }
            }
        }
    }
    spawn_gate_pillars(
        &mut commands,
        root,
        &meshes.add(Cylinder::new(0.09, 0.75)),
        &finial,
        &m.gate,
        &m.gold,
    );
    commands.insert_resource(highlight_materials(&mut materials));
}

/// Each gate is flanked by two pillars with finials.
fn spawn_gate_pillars(
    commands: &mut Commands,
    root: Entity,
    pillar: &Handle<Mesh>,
    finial: &Handle<Mesh>,
    gate: &Handle<StandardMaterial>,
    gold: &Handle<StandardMaterial>,
) {
    for side in Side::BOTH {
        let g = square_center(Square::gate(side));
        for k in [-1.0, 1.0] {
            let p = g + Vec3::X * 0.5 * k;
            commands.spawn((
                ChildOf(root),
                Mesh3d(pillar.clone()),
                MeshMaterial3d(gate.clone()),
                Transform::from_translation(p + Vec3::Y * 0.5),
            ));
            commands.spawn((
                ChildOf(root),
                Mesh3d(finial.clone()),
                MeshMaterial3d(gold.clone()),
                Transform::from_translation(p + Vec3::Y * 0.95),
            ));
        }
    }
}

/// The highlight colours, by meaning.
fn highlight_materials(materials: &mut Assets<StandardMaterial>) -> HighlightMaterials {
    HighlightMaterials {
        selected: materials.add(glow(1.0, 0.85, 0.25, 0.55)),
        target: materials.add(glow(0.30, 0.95, 0.45, 0.55)),
        drop_target: materials.add(glow(0.50, 0.45, 1.0, 0.55)),
        capture_target: materials.add(glow(1.0, 0.55, 0.12, 0.65)),
        prey: materials.add(glow(0.95, 0.10, 0.10, 0.70)),
        jumped: materials.add(glow(0.35, 0.05, 0.30, 0.80)),
        last_move: materials.add(glow(0.35, 0.60, 1.0, 0.40)),
        must_capture: materials.add(glow(1.0, 0.25, 0.20, 0.60)),
        hover: materials.add(glow(1.0, 0.97, 0.85, 0.45)),
    }
}

fn spawn_lights(mut commands: Commands) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.95, 0.88),
        brightness: 350.0,
        ..default()
    });
    // Behind the room's walls, should the camera ever look past them.
    commands.insert_resource(ClearColor(Color::srgb(0.05, 0.035, 0.03)));
    commands.spawn((
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            color: Color::srgb(1.0, 0.96, 0.9),
            ..default()
        },
        Transform::from_xyz(-6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
        // Two cascades are enough for a board seen whole (each is a pass over every caster).
        bevy::light::CascadeShadowConfigBuilder {
            num_cascades: 2,
            maximum_distance: 40.0,
            first_cascade_far_bound: 22.0,
            ..default()
        }
        .build(),
    ));
    commands.spawn((
        PointLight {
            intensity: 400_000.0,
            range: 40.0,
            color: Color::srgb(1.0, 0.85, 0.7),
            ..default()
        },
        Transform::from_xyz(6.0, 8.0, -6.0),
    ));
}

/// Arrows are thick and drawn over the men.
fn arrow_style(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<DefaultGizmoConfigGroup>();
    config.line.width = 7.0;
    config.depth_bias = -1.0;
}

/// The hint, or the analysis's best move, as arrows on the board, one per leg (gizmos: drawn
/// each frame, no entities); only over the position they are about.
fn draw_hint_arrows(
    mut gizmos: Gizmos,
    advice: Res<Advice>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    layout: Res<layout::Layout>,
) {
    let analysed = advice
        .analysed
        .filter(|(v, _)| *v == shown.version)
        .map(|(_, m)| m);
    let lift = Vec3::Y * 0.35;
    // A hint in shatar or hiashatar, or the analysis's best move: along its legs, on the board
    // on the table.
    let family_analysed = advice
        .family_analysed
        .as_ref()
        .filter(|(v, _)| *v == shown.version)
        .map(|(_, m)| m);
    if let Some(m) = advice.family_hint_for(&game, &shown).or(family_analysed) {
        let mut at = layout.center(m.from);
        for leg in &m.legs {
            let end = layout.center(leg.to);
            gizmos
                .arrow(at + lift, end + lift, Color::srgb(1.0, 0.78, 0.15))
                .with_tip_length(0.35);
            at = end;
        }
        return;
    }
    let Some(m) = advice.hint_for(&game, &shown).or(analysed) else {
        return;
    };
    let mut at = square_center(m.from());
    for &to in m.landings() {
        let end = square_center(to);
        gizmos
            .arrow(at + lift, end + lift, Color::srgb(1.0, 0.78, 0.15))
            .with_tip_length(0.35);
        at = end;
    }
}
