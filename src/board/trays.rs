//! The captured men on show: each side's lost men stand in a felt-lined tray beside the board on
//! that player's side, in the order they were taken (so a lost officer, which matters for
//! promotion, is seen at a glance). Captured men fly there at the end of the chain that took
//! them; any other change rebuilds the trays from the game. The reserve's next man to be dropped
//! is marked on the board when its side is to move.

use bevy::prelude::*;
use shatra_engine::{Color as Side, Piece};

use crate::board::geometry::{
    TABLE_TOP, TRAY_FLOOR, TRAY_SCALE, square_center, tray_center, tray_half, tray_slot,
};
use crate::board::men::{PieceAssets, mirror_due, spawn_man};
use crate::display::Display;
use crate::display::PieceSet;
use crate::play::{GameSet, GameStatus, Shown};

pub(crate) struct TraysPlugin;

impl Plugin for TraysPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, spawn_trays).add_systems(
            Update,
            (
                sync_trays
                    .in_set(GameSet::Mirror)
                    .after(crate::board::men::sync_pieces),
                mark_next_drop.in_set(GameSet::Animate),
            ),
        );
    }
}

/// A captured man in its owner's tray: the `index`-th man `side` lost.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrayMan {
    pub side: Side,
    pub index: usize,
    pub piece: Piece,
}

/// A side's tray, where it stands beside Shatra's board (`crate::board::family` moves it out
/// beside a wider board).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct Tray {
    pub side: Side,
    pub home: Vec3,
}

/// The ring that marks the reserve man next in the drop order.
#[derive(Component)]
pub struct NextDropMarker;

/// Where a man rests in a tray (the men of Black face Black, as on the board).
pub(crate) fn tray_transform(side: Side, index: usize) -> Transform {
    let yaw = if side == Side::Black {
        std::f32::consts::PI
    } else {
        0.0
    };
    Transform::from_translation(tray_slot(side, index))
        .with_rotation(Quat::from_rotation_y(yaw))
        .with_scale(Vec3::splat(TRAY_SCALE))
}

fn spawn_trays(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let felt = materials.add(StandardMaterial {
        base_color: Color::srgb(0.10, 0.22, 0.16),
        perceptual_roughness: 0.95,
        reflectance: 0.1,
        ..default()
    });
    let rim = materials.add(StandardMaterial {
        base_color: Color::srgb(0.22, 0.12, 0.06),
        perceptual_roughness: 0.35,
        reflectance: 0.4,
        clearcoat: 0.4,
        ..default()
    });
    let h = tray_half();
    let floor_h = TRAY_FLOOR - TABLE_TOP;
    let floor = meshes.add(Cuboid::new(2.0 * h.x, floor_h, 2.0 * h.y));
    let rim_h = 0.24;
    let long = meshes.add(Cuboid::new(0.1, rim_h, 2.0 * h.y + 0.1));
    let short = meshes.add(Cuboid::new(2.0 * h.x + 0.1, rim_h, 0.1));
    let ring = meshes.add(Torus::new(0.36, 0.47));
    for side in Side::BOTH {
        let c = tray_center(side);
        let base = Vec3::new(c.x, TABLE_TOP, c.z);
        commands
            .spawn((
                Name::new("tray"),
                Tray { side, home: base },
                Transform::from_translation(base),
                Visibility::default(),
            ))
            .with_children(|t| {
                t.spawn((
                    Mesh3d(floor.clone()),
                    MeshMaterial3d(felt.clone()),
                    Transform::from_xyz(0.0, floor_h / 2.0, 0.0),
                ));
                for k in [-1.0, 1.0] {
                    t.spawn((
                        Mesh3d(long.clone()),
                        MeshMaterial3d(rim.clone()),
                        Transform::from_xyz(k * h.x, rim_h / 2.0, 0.0),
                    ));
                    t.spawn((
                        Mesh3d(short.clone()),
                        MeshMaterial3d(rim.clone()),
                        Transform::from_xyz(0.0, rim_h / 2.0, k * h.y),
                    ));
                }
            });
    }
    // Violet, as the squares a drop may land on are lit.
    let violet = materials.add(StandardMaterial {
        base_color: Color::srgb(0.42, 0.28, 0.95),
        unlit: true,
        ..default()
    });
    commands.spawn((
        NextDropMarker,
        Mesh3d(ring),
        MeshMaterial3d(violet),
        Transform::from_scale(Vec3::new(1.0, 0.25, 1.0)),
        Visibility::Hidden,
        Pickable::IGNORE,
    ));
}

/// Brings the trays in line with the game: men that match stay (and those flying in keep
/// flying), the rest are replaced at their slots.
pub(crate) fn sync_trays(
    mut commands: Commands,
    shown: Res<Shown>,
    status: Res<GameStatus>,
    display: Res<Display>,
    assets: Option<Res<PieceAssets>>,
    mut seen: Local<Option<(u64, PieceSet)>>,
    men: Query<(Entity, &TrayMan)>,
) {
    let Some(assets) = assets else { return };
    let Some(set_changed) = mirror_due(&mut seen, shown.version, display.piece_set) else {
        return;
    };
    let want = &status.lost;
    let mut have = [vec![false; want[0].len()], vec![false; want[1].len()]];
    for (e, m) in &men {
        let fits = want[m.side.index()].get(m.index) == Some(&m.piece) && !set_changed;
        if fits && !have[m.side.index()][m.index] {
            have[m.side.index()][m.index] = true;
        } else {
            commands.entity(e).despawn();
        }
    }
    for side in Side::BOTH {
        for (i, &piece) in want[side.index()].iter().enumerate() {
            if !have[side.index()][i] {
                let e = spawn_man(
                    &mut commands,
                    &assets,
                    display.piece_set,
                    piece,
                    tray_transform(side, i),
                );
                commands.entity(e).insert(TrayMan {
                    side,
                    index: i,
                    piece,
                });
            }
        }
    }
}

/// The ring round the reserve man next in the drop order, when its side is to move.
fn mark_next_drop(
    time: Res<Time>,
    status: Res<GameStatus>,
    mut marker: Query<(&mut Transform, &mut Visibility), With<NextDropMarker>>,
) {
    let next = status.next_drop;
    for (mut t, mut vis) in &mut marker {
        match next {
            Some(sq) => {
                *vis = Visibility::Inherited;
                let k = 1.0 + 0.06 * (time.elapsed_secs() * 3.0).sin();
                t.translation = square_center(sq) + Vec3::Y * 0.02;
                t.scale = Vec3::new(k, 0.25, k);
            }
            None => *vis = Visibility::Hidden,
        }
    }
}
