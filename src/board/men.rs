//! The men: a souvenir set of turned-wood chess pieces and a tournament set of marked discs.
//! Piece entities carry only what identifies them (square and man); `sync_pieces` brings them
//! in line with the game resource after every change.

use std::collections::HashMap;
use std::f32::consts::{PI, TAU};

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use shatra_engine::{Color as Side, Kind, Piece, Square, Squares};

use crate::board::animation::{Grow, MoveAnim, Sinking, ToTray};
use crate::board::geometry::square_center;
use crate::display::Display;
use crate::display::PieceSet;
use crate::play::{Change, GameSet, GameStatus, Shown};
use shatra_engine::explain::Danger;

pub(crate) struct PiecesPlugin;

impl Plugin for PiecesPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Hovered>()
            .add_systems(Startup, build_piece_assets)
            .add_observer(hover_over)
            .add_observer(hover_out)
            .add_systems(
                Update,
                (sync_pieces, glow_biy_in_danger)
                    .chain()
                    .in_set(GameSet::Mirror),
            )
            .add_systems(Update, lift_hovered.in_set(GameSet::Animate));
    }
}

/// A man on the board, as the game has it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceVisual {
    pub square: Square,
    pub piece: Piece,
}

/// The part of a man that lifts when it is hovered (the man's own entity keeps its square's
/// transform, which the animations own).
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceBody;

/// The man under the pointer (or the finger), if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Square>);

/// How high a hovered man lifts.
pub const HOVER_LIFT: f32 = 0.18;

fn hover_over(
    ev: On<bevy::picking::events::Pointer<bevy::picking::events::Over>>,
    pieces: Query<&PieceVisual>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(p) = pieces.get(ev.entity) {
        hovered.0 = Some(p.square);
    }
}

fn hover_out(
    ev: On<bevy::picking::events::Pointer<bevy::picking::events::Out>>,
    pieces: Query<&PieceVisual>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(p) = pieces.get(ev.entity)
        && hovered.0 == Some(p.square)
    {
        hovered.0 = None;
    }
}

/// The hovered man rises a little; the others settle (never while a man is moving).
fn lift_hovered(
    time: Res<Time>,
    hovered: Res<Hovered>,
    pieces: Query<(&PieceVisual, &Children, Has<MoveAnim>)>,
    mut bodies: Query<&mut Transform, With<PieceBody>>,
) {
    let k = 1.0 - (-time.delta_secs() * 14.0).exp();
    for (v, children, moving) in &pieces {
        let goal = if hovered.0 == Some(v.square) && !moving {
            HOVER_LIFT
        } else {
            0.0
        };
        for c in children {
            if let Ok(mut t) = bodies.get_mut(*c) {
                let y = t.translation.y;
                if (y - goal).abs() > 1e-3 {
                    t.translation.y = y + (goal - y) * k;
                } else if y != goal {
                    t.translation.y = goal;
                }
            }
        }
    }
}

/// Meshes and materials of both sets.
#[derive(Resource)]
pub struct PieceAssets {
    /// [set][kind] → parts (mesh, transform); colour from the man.
    souvenir: Vec<Vec<(Handle<Mesh>, Transform)>>,
    disc: Handle<Mesh>,
    marks: Vec<Option<(Handle<Mesh>, Transform)>>,
    /// [side]
    wood: [Handle<StandardMaterial>; 2],
    /// The Biy's own material per side, so that it can glow when in danger.
    biy_wood: [Handle<StandardMaterial>; 2],
    mark: [Handle<StandardMaterial>; 2],
    /// The dark cut of the Yalkyn's mitre.
    cut: Handle<StandardMaterial>,
}

impl PieceAssets {
    /// The turned parts of a Shatra man (the Staunton-style set of the other games is made of
    /// them), and the material of a side's men.
    pub(crate) fn turned(
        &self,
        kind: Kind,
    ) -> (&[(Handle<Mesh>, Transform)], &Handle<StandardMaterial>) {
        (&self.souvenir[kind.index()], &self.cut)
    }

    pub(crate) fn wood(&self, side: Side) -> &Handle<StandardMaterial> {
        &self.wood[side.index()]
    }
}

/// Turns a profile of (radius, height) points around the vertical axis. Each segment of the
/// profile is its own band, with normals smoothed across gentle bends and kept sharp at corners.
pub(crate) fn lathe(profile: &[(f32, f32)], segments: usize) -> Mesh {
    let n = profile.len();
    let seg_normal = |i: usize| -> Vec2 {
        let (r0, y0) = profile[i];
        let (r1, y1) = profile[i + 1];
        Vec2::new(y1 - y0, -(r1 - r0)).normalize_or(Vec2::Y)
    };
    let normals: Vec<Vec2> = (0..n - 1).map(seg_normal).collect();
    let smooth = |a: Vec2, b: Vec2| {
        if a.dot(b) > 0.6 {
            (a + b).normalize()
        } else {
            b
        }
    };
    let mut positions = Vec::new();
    let mut vnormals = Vec::new();
    let mut uvs = Vec::new();
    let mut colors = Vec::new();
    let mut indices = Vec::new();
    let height = profile.iter().map(|p| p.1).fold(0.0f32, f32::max).max(1e-3);
    for i in 0..n - 1 {
        let n0 = if i > 0 {
            smooth(normals[i - 1], normals[i])
        } else {
            normals[i]
        };
        let n1 = if i + 2 < n {
            smooth(normals[i + 1], normals[i])
        } else {
            normals[i]
        };
        let base = positions.len() as u32;
        for (p, nn) in [(profile[i], n0), (profile[i + 1], n1)] {
            for s in 0..=segments {
                let a = s as f32 / segments as f32 * TAU;
                let (sin, cos) = a.sin_cos();
                positions.push([p.0 * cos, p.1, p.0 * sin]);
                vnormals.push([nn.x * cos, nn.y, nn.x * sin]);
                uvs.push([s as f32 / segments as f32, p.1 / height]);
                let g = grain_tone(a, p.1);
                colors.push([g, g, g, 1.0]);
            }
        }
        let row = segments as u32 + 1;
        for s in 0..segments as u32 {
            let (a, b, c, d) = (base + s, base + s + 1, base + row + s, base + row + s + 1);
            indices.extend_from_slice(&[a, c, b, b, c, d]);
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vnormals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colors)
    .with_inserted_indices(Indices::U32(indices))
}

/// The turned wood's grain as a tone (a multiplier of the wood's colour) at angle `a` round
/// the man and height `y`: streaks along the length where the lathe cut through the growth
/// rings, wandering a little with height. Vertex colours, not a texture: a software renderer
/// pays dearly for every texture sample.
pub(crate) fn grain_tone(a: f32, y: f32) -> f32 {
    let t = a + 0.35 * (y * 2.3).sin();
    let rings = 0.5 + 0.5 * (t * 7.0).sin() * (t * 3.0 + 1.0).cos();
    (0.84 + 0.16 * rings.powi(2)).clamp(0.8, 1.0)
}

/// Points of a ball of radius `r` centred at height `y`, from `from` (radians below the
/// equator, negative) to the top.
fn ball(r: f32, y: f32, from: f32) -> Vec<(f32, f32)> {
    (0..=8)
        .map(|i| {
            let a = from + (PI / 2.0 - from) * i as f32 / 8.0;
            (r * a.cos(), y + r * a.sin())
        })
        .collect()
}

/// The common foot of every piece: a base with a bead and a cove (Staunton style).
fn foot(r: f32) -> Vec<(f32, f32)> {
    vec![
        (0.0, 0.0),
        (r, 0.0),
        (r, 0.05),
        (r * 0.96, 0.08),
        (r * 0.86, 0.10),
        (r * 0.88, 0.13),
        (r * 0.74, 0.16),
    ]
}

/// The turned profiles. Heights follow tournament chess sets scaled to the square (Biy 1.75,
/// Batyr 1.5, Yalkyn 1.4, Tura 0.95, Shatra 0.8), and each man has a silhouette of its own: the
/// Tura squat and flat-topped, the Yalkyn slim with a pointed mitre, the Batyr with a wide
/// crown, the Biy tallest with a cross, the Shatra small with a ball head.
fn profile(kind: Kind) -> Vec<(f32, f32)> {
    match kind {
        Kind::Shatra => {
            let mut p = foot(0.30);
            p.extend([
                (0.17, 0.22),
                (0.12, 0.38),
                (0.10, 0.46),
                (0.19, 0.48),
                (0.19, 0.515),
                (0.09, 0.54),
            ]);
            p.extend(ball(0.15, 0.66, -1.1));
            p
        }
        Kind::Tura => {
            let mut p = foot(0.36);
            p.extend([
                (0.27, 0.24),
                (0.24, 0.58),
                (0.26, 0.64),
                (0.34, 0.68),
                (0.34, 0.86),
                (0.24, 0.86),
                (0.24, 0.80),
                (0.0, 0.80),
            ]);
            p
        }
        Kind::Yalkyn => {
            let mut p = foot(0.32);
            p.extend([
                (0.17, 0.26),
                (0.10, 0.60),
                (0.09, 0.66),
                (0.19, 0.68),
                (0.19, 0.715),
                (0.10, 0.74),
            ]);
            // The mitre: a tall spire drawn up to a sharp point, well above a Shatra's round
            // head, so the two never look alike, even in a tray.
            p.extend([
                (0.165, 0.82),
                (0.175, 0.92),
                (0.145, 1.04),
                (0.095, 1.16),
                (0.045, 1.28),
                (0.0, 1.40),
            ]);
            p
        }
        Kind::Batyr => {
            let mut p = foot(0.37);
            p.extend([
                (0.20, 0.28),
                (0.12, 0.84),
                (0.11, 0.94),
                (0.22, 0.97),
                (0.22, 1.005),
                (0.12, 1.03),
            ]);
            // A crown that flares wide.
            p.extend([(0.18, 1.18), (0.27, 1.32), (0.25, 1.35), (0.13, 1.37)]);
            p.extend(ball(0.08, 1.42, -1.0));
            p
        }
        Kind::Biy => {
            let mut p = foot(0.39);
            p.extend([
                (0.21, 0.30),
                (0.13, 0.92),
                (0.12, 1.02),
                (0.24, 1.05),
                (0.24, 1.085),
                (0.13, 1.11),
            ]);
            p.extend([
                (0.19, 1.27),
                (0.23, 1.38),
                (0.18, 1.43),
                (0.08, 1.46),
                (0.0, 1.46),
            ]);
            p
        }
    }
}

fn build_piece_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut souvenir = Vec::new();
    for kind in Kind::ALL {
        let mut parts = vec![(meshes.add(lathe(&profile(kind), 48)), Transform::IDENTITY)];
        match kind {
            Kind::Biy => {
                // The cross.
                let bar = meshes.add(Cuboid::new(0.09, 0.34, 0.09));
                let arm = meshes.add(Cuboid::new(0.28, 0.09, 0.09));
                parts.push((bar, Transform::from_xyz(0.0, 1.62, 0.0)));
                parts.push((arm, Transform::from_xyz(0.0, 1.66, 0.0)));
            }
            Kind::Batyr => {
                // The coronet: a ring of small points around the crown.
                let point = meshes.add(Sphere::new(0.05));
                for i in 0..8 {
                    let a = i as f32 / 8.0 * TAU;
                    parts.push((
                        point.clone(),
                        Transform::from_xyz(0.26 * a.cos(), 1.37, 0.26 * a.sin()),
                    ));
                }
            }
            Kind::Tura => {
                // Crenellations on the rim.
                let merlon = meshes.add(Cuboid::new(0.12, 0.14, 0.10));
                for i in 0..6 {
                    let a = i as f32 / 6.0 * TAU;
                    parts.push((
                        merlon.clone(),
                        Transform::from_xyz(0.29 * a.cos(), 0.92, 0.29 * a.sin())
                            .with_rotation(Quat::from_rotation_y(-a)),
                    ));
                }
            }
            Kind::Yalkyn => {
                // The slanted slot of the mitre, as a dark cut.
                // (drawn in the cut material, see `spawn_man`)
                let cut = meshes.add(Cuboid::new(0.44, 0.06, 0.12));
                parts.push((
                    cut,
                    Transform::from_xyz(0.0, 1.02, 0.0).with_rotation(Quat::from_rotation_z(0.6)),
                ));
            }
            Kind::Shatra => {}
        }
        souvenir.push(parts);
    }
    let marks = Kind::ALL
        .iter()
        .map(|k| match k {
            Kind::Biy => Some((
                meshes.add(Cylinder::new(0.13, 0.012)),
                Transform::from_xyz(0.0, 0.166, 0.0),
            )),
            Kind::Batyr => Some((
                meshes.add(Extrusion::new(RegularPolygon::new(0.34, 3), 0.012)),
                Transform::from_xyz(0.0, 0.166, 0.0)
                    .with_rotation(Quat::from_rotation_x(-PI / 2.0)),
            )),
            Kind::Tura => Some((
                meshes.add(Cuboid::new(0.40, 0.012, 0.40)),
                Transform::from_xyz(0.0, 0.166, 0.0),
            )),
            Kind::Yalkyn => Some((
                meshes.add(Cuboid::new(0.66, 0.012, 0.07)),
                Transform::from_xyz(0.0, 0.166, 0.0),
            )),
            Kind::Shatra => None,
        })
        .collect();
    let lacquer = |r: f32, g: f32, b: f32| StandardMaterial {
        base_color: Color::srgb(r, g, b),
        perceptual_roughness: 0.3,
        reflectance: 0.45,
        clearcoat: 0.7,
        clearcoat_perceptual_roughness: 0.2,
        ..default()
    };
    // Pale boxwood and ebonised walnut: each reads on both square colours.
    let boxwood = lacquer(1.0, 0.9, 0.68);
    let walnut = lacquer(0.11, 0.055, 0.03);
    commands.insert_resource(PieceAssets {
        souvenir,
        disc: meshes.add(Cylinder::new(0.42, 0.16)),
        marks,
        wood: [
            materials.add(boxwood.clone()),
            materials.add(walnut.clone()),
        ],
        biy_wood: [materials.add(boxwood), materials.add(walnut)],
        mark: [
            materials.add(lacquer(0.15, 0.08, 0.05)),
            materials.add(lacquer(0.95, 0.86, 0.64)),
        ],
        cut: materials.add(StandardMaterial {
            base_color: Color::srgb(0.05, 0.03, 0.02),
            perceptual_roughness: 0.8,
            ..default()
        }),
    });
}

/// Where a man stands at rest on its square (the tournament discs are centred; the souvenir
/// men of Black face the other way).
pub(crate) fn rest_transform(sq: Square, piece: Piece) -> Transform {
    let yaw = if piece.color == Side::Black { PI } else { 0.0 };
    Transform::from_translation(square_center(sq)).with_rotation(Quat::from_rotation_y(yaw))
}

/// Spawns one man with its parts at `at` (on the board or in a tray): the entity holds the
/// transform, its one child [`PieceBody`] the parts.
pub(crate) fn spawn_man(
    commands: &mut Commands,
    assets: &PieceAssets,
    set: PieceSet,
    piece: Piece,
    at: Transform,
) -> Entity {
    let side = piece.color.index();
    let material = if piece.kind == Kind::Biy {
        assets.biy_wood[side].clone()
    } else {
        assets.wood[side].clone()
    };
    let mut e = commands.spawn((at, Visibility::default()));
    e.with_children(|c| {
        c.spawn((PieceBody, Transform::IDENTITY, Visibility::default()))
            .with_children(|c| match set {
                PieceSet::Souvenir => {
                    let parts = &assets.souvenir[piece.kind.index()];
                    for (i, (mesh, t)) in parts.iter().enumerate() {
                        // The Yalkyn's last part is the cut of its mitre.
                        let m = if piece.kind == Kind::Yalkyn && i + 1 == parts.len() && i > 0 {
                            assets.cut.clone()
                        } else {
                            material.clone()
                        };
                        c.spawn((Mesh3d(mesh.clone()), MeshMaterial3d(m), *t));
                    }
                }
                PieceSet::Tournament => {
                    c.spawn((
                        Mesh3d(assets.disc.clone()),
                        MeshMaterial3d(material.clone()),
                        Transform::from_xyz(0.0, 0.08, 0.0),
                    ));
                    if let Some((mesh, t)) = &assets.marks[piece.kind.index()] {
                        c.spawn((
                            Mesh3d(mesh.clone()),
                            MeshMaterial3d(assets.mark[side].clone()),
                            *t,
                        ));
                    }
                }
            });
    });
    e.id()
}

/// Spawns one man on its square.
pub(crate) fn spawn_piece(
    commands: &mut Commands,
    assets: &PieceAssets,
    set: PieceSet,
    sq: Square,
    piece: Piece,
) -> Entity {
    let e = spawn_man(commands, assets, set, piece, rest_transform(sq, piece));
    commands.entity(e).insert(PieceVisual { square: sq, piece });
    e
}

/// Whether a mirror has work to do: what the board shows (its version) or the set of men has
/// changed since it last looked; then whether the set of men changed (everything is rebuilt).
pub(crate) fn mirror_due(
    seen: &mut Option<(u64, PieceSet)>,
    version: u64,
    set: PieceSet,
) -> Option<bool> {
    if *seen == Some((version, set)) {
        return None;
    }
    let set_changed = seen.is_some_and(|s| s.1 != set);
    *seen = Some((version, set));
    Some(set_changed)
}

/// Brings the piece entities in line with the game. After a move the mover keeps its entity
/// and gets an animation; captured men stay until the chain ends, then fly to their owner's
/// tray (where [`crate::board::trays`] keeps them). Any other change (undo, redo, new game, load,
/// piece set) rebuilds what differs at once.
#[allow(clippy::too_many_arguments)]
pub fn sync_pieces(
    mut commands: Commands,
    shown: Res<Shown>,
    status: Res<GameStatus>,
    display: Res<Display>,
    assets: Option<Res<PieceAssets>>,
    mut seen: Local<Option<(u64, PieceSet)>>,
    mut pieces: Query<(Entity, &mut PieceVisual, &mut Transform, Option<&MoveAnim>)>,
) {
    let Some(assets) = assets else { return };
    let Some(set_changed) = mirror_due(&mut seen, shown.version, display.piece_set) else {
        return;
    };
    // Shatra's men (the other games' men are `crate::board::family`'s): none while another game
    // is on the table.
    let pos = shown.position.as_ref();
    let mut by_square: HashMap<Square, Entity> = HashMap::new();
    for (e, v, _, _) in &pieces {
        by_square.insert(v.square, e);
    }
    let mut animated_total = 0.0;
    if let (Change::Moved { mv, before }, false) = (&shown.change, set_changed)
        && let Some(&mover) = by_square.get(&mv.from())
    {
        // The mover glides, hops or arcs along its path; it owns its new square at once.
        let at = pieces.get(mover).map_or(Vec3::ZERO, |p| p.2.translation);
        let anim = MoveAnim::for_move(mv, before).starting_near(at);
        animated_total = anim.total();
        if let Ok((_, mut v, _, _)) = pieces.get_mut(mover) {
            v.square = mv.to();
        }
        by_square.remove(&mv.from());
        commands.entity(mover).insert(anim);
        // The men taken by this move are the last ones of their side's tray.
        let lost = &status.lost;
        let mut next = [0usize; 2];
        for s in Squares(mv.captured()) {
            if let Some(p) = before.piece_at(s) {
                next[p.color.index()] += 1;
            }
        }
        for side in Side::BOTH {
            next[side.index()] = lost[side.index()].len().saturating_sub(next[side.index()]);
        }
        for s in Squares(mv.captured()) {
            if let (Some(e), Some(piece)) = (by_square.remove(&s), before.piece_at(s)) {
                let (side, index) = (piece.color, next[piece.color.index()]);
                next[side.index()] += 1;
                commands.entity(e).remove::<PieceVisual>().insert((
                    ToTray::after(
                        animated_total,
                        crate::board::trays::tray_transform(side, index),
                    ),
                    crate::board::trays::TrayMan { side, index, piece },
                ));
            }
        }
        by_square.insert(mv.to(), mover);
    } else if let (Change::Unmoved { mv, before }, false) = (&shown.change, set_changed)
        && let Some(&mover) = by_square.get(&mv.to())
    {
        // Study steps back: the man goes back along its path; the men it took reappear (below,
        // as men missing from the board) as it leaves.
        let anim = MoveAnim::for_move(mv, before).reversed();
        if let Ok((_, mut v, _, _)) = pieces.get_mut(mover) {
            v.square = mv.from();
        }
        by_square.remove(&mv.to());
        commands.entity(mover).insert(anim);
        by_square.insert(mv.from(), mover);
    }
    // Everything else: keep what matches, replace what differs.
    let mut keep = HashMap::new();
    for (sq, e) in by_square {
        let Ok((_, v, mut t, anim)) = pieces.get_mut(e) else {
            continue;
        };
        match pos.and_then(|pos| pos.piece_at(sq)) {
            Some(p) if p == v.piece && !set_changed => {
                let moved = matches!(shown.change, Change::Moved { .. } | Change::Unmoved { .. });
                if anim.is_none() && !moved {
                    *t = rest_transform(sq, p);
                }
                keep.insert(sq, e);
            }
            Some(p)
                if v.piece.color == p.color
                    && v.piece.kind == Kind::Shatra
                    && p.kind != Kind::Shatra
                    && !set_changed =>
            {
                // A promotion: the Shatra gives way to the officer when its move ends.
                commands
                    .entity(e)
                    .remove::<PieceVisual>()
                    .insert(Sinking::promoted(animated_total));
            }
            _ => {
                commands.entity(e).despawn();
            }
        }
    }
    for sq in Square::all() {
        if keep.contains_key(&sq) {
            continue;
        }
        if let Some(p) = pos.and_then(|pos| pos.piece_at(sq)) {
            let e = spawn_piece(&mut commands, &assets, display.piece_set, sq, p);
            let moved = matches!(shown.change, Change::Moved { .. } | Change::Unmoved { .. });
            if moved && !set_changed {
                commands.entity(e).insert(Grow::after(animated_total));
            }
        }
    }
}

/// A Biy in danger glows red, from the engine's own capture generation
/// (`shatra_engine::explain::biy_danger`, worked out once per version in [`GameStatus`]): the
/// Biy of the side that has just moved glows when the side to move can take it; the Biy of the
/// side to move glows softer when the other side could take it if it were its turn.
pub(crate) fn glow_biy_in_danger(
    status: Res<GameStatus>,
    assets: Option<Res<PieceAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(assets) = assets else { return };
    if !status.is_changed() {
        return;
    }
    for side in Side::BOTH {
        let glow = match status.danger[side.index()] {
            Danger::None => LinearRgba::BLACK,
            Danger::Threatened => LinearRgba::rgb(2.5, 0.15, 0.05),
            Danger::WouldBe => LinearRgba::rgb(0.9, 0.06, 0.02),
        };
        if let Some(mut m) = materials.get_mut(&assets.biy_wood[side.index()]) {
            m.emissive = glow;
        }
    }
}
