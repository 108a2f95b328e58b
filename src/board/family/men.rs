//! The men of shatar and hiashatar on the board and in the trays, mirrored from the family's
//! data: each man an entity with its cell; after a move the mover keeps its entity and travels
//! its legs (a mori arcs over the men, a slider glides, a pawn steps), the man it takes flies
//! to its owner's tray, a promoted pawn gives way to its new man. Anything else (undo, a new
//! game, the set changed) rebuilds what differs at once.
//!
//! Two sets (`PieceSet`): the carved Mongolian figurines of `carving` (pale boxwood on green
//! plinths, dark walnut on red ones: look.md), or a Staunton-style set of Shatra's turned men
//! with `carving`'s knight and hia.

use std::collections::HashMap;
use std::f32::consts::PI;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use carving::{Figure, MeshData};
use game_family::{FamilyGame, Man, ManKind, Motion, MoveView, Side};

use crate::board::animation::{Grow, Leg, MoveAnim, Sinking, ToTray};
use crate::board::layout::Layout;
use crate::board::men::{PieceAssets, mirror_due};
use crate::board::{trays, wood};
use crate::display::{Display, PieceSet};
use crate::play::{Change, CurrentGame, Shown};

/// A man on a lined board, on its cell.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FamilyMan {
    pub cell: game_family::Cell,
    pub man: Man,
}

/// A captured man of shatar or hiashatar in its owner's tray: the `index`-th man `side` lost.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FamilyTrayMan {
    pub side: Side,
    pub index: usize,
    pub man: Man,
}

/// The carved figurines' meshes and the materials of both sets.
#[derive(Resource)]
pub struct FamilyMenAssets {
    /// Body and plinth of each figure.
    carved: HashMap<Figure, (Handle<Mesh>, Handle<Mesh>)>,
    /// Pale boxwood and dark walnut, by side.
    body: [Handle<StandardMaterial>; 2],
    /// Green and red plinths, by side.
    plinth: [Handle<StandardMaterial>; 2],
}

/// `carving`'s plain mesh data as a Bevy mesh.
pub fn to_mesh(m: &MeshData) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, m.positions.clone())
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, m.normals.clone())
    .with_inserted_indices(Indices::U32(m.indices.clone()))
}

pub(crate) fn build_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let carved = Figure::ALL
        .iter()
        .map(|&f| {
            let c = f.carve();
            (
                f,
                (meshes.add(to_mesh(&c.body)), meshes.add(to_mesh(&c.plinth))),
            )
        })
        .collect();
    let lacquer = |r: f32, g: f32, b: f32, rough: f32| StandardMaterial {
        clearcoat: 0.4,
        clearcoat_perceptual_roughness: 0.3,
        ..wood(r, g, b, rough)
    };
    commands.insert_resource(FamilyMenAssets {
        carved,
        body: [
            materials.add(lacquer(0.91, 0.81, 0.60, 0.55)),
            materials.add(lacquer(0.30, 0.18, 0.10, 0.5)),
        ],
        plinth: [
            materials.add(lacquer(0.18, 0.43, 0.25, 0.45)),
            materials.add(lacquer(0.63, 0.17, 0.13, 0.45)),
        ],
    });
}

/// The carved figure of a Mongolian man (none for Shatra's men, which never stand here).
fn carved_figure(kind: ManKind) -> Option<Figure> {
    Some(match kind {
        ManKind::Noyon => Figure::Noyon,
        ManKind::Bers => Figure::Bers,
        ManKind::Mori => Figure::Mori,
        ManKind::Tereg => Figure::Tereg,
        ManKind::Temee => Figure::Temee,
        ManKind::Khuu => Figure::Khuu,
        ManKind::Hia => Figure::Hia,
        _ => return None,
    })
}

/// The Staunton-style man: Shatra's turned man of the same moves, or the knight and hia.
enum Staunton {
    Turned(shatra_engine::Kind),
    Figure(Figure),
}

fn staunton(kind: ManKind) -> Staunton {
    use shatra_engine::Kind as K;
    match kind {
        ManKind::Noyon => Staunton::Turned(K::Biy),
        ManKind::Bers => Staunton::Turned(K::Batyr),
        ManKind::Tereg => Staunton::Turned(K::Tura),
        ManKind::Temee => Staunton::Turned(K::Yalkyn),
        ManKind::Mori => Staunton::Figure(Figure::StauntonKnight),
        ManKind::Hia => Staunton::Figure(Figure::StauntonHia),
        _ => Staunton::Turned(K::Shatra),
    }
}

/// The carved figures are a little enlarged to stand as tall on the board as turned men read;
/// the Staunton knight and hia to match the turned men beside them.
const CARVED_SCALE: f32 = 1.25;
const STAUNTON_FIGURE_SCALE: f32 = 1.45;

/// Which way a side's men face: turned from facing the other side towards the right of their
/// own player, so that the animals show their profile to both players.
fn yaw(side: Side) -> f32 {
    match side {
        Side::White => PI * 0.62,
        Side::Black => -PI * 0.38,
    }
}

/// Where a man stands at rest on a cell.
fn rest(layout: &Layout, cell: game_family::Cell, man: Man) -> Transform {
    Transform::from_translation(layout.center(cell))
        .with_rotation(Quat::from_rotation_y(yaw(man.side)))
}

/// Where a captured man rests in its owner's tray.
fn tray_rest(layout: &Layout, side: Side, index: usize) -> Transform {
    let mut t = trays::tray_transform(side.into(), index);
    t.translation += layout.tray_offset(side);
    t.rotation = Quat::from_rotation_y(yaw(side));
    t
}

/// Spawns a man of `set` at `at` (its parts as children).
fn spawn_man(
    commands: &mut Commands,
    assets: &FamilyMenAssets,
    turned: &PieceAssets,
    set: PieceSet,
    man: Man,
    at: Transform,
) -> Entity {
    let side = man.side.index();
    let mut e = commands.spawn((at, Visibility::default()));
    e.with_children(|c| {
        let figure = |c: &mut ChildSpawnerCommands, f: Figure, scale: f32, base| {
            if let Some((body, plinth)) = assets.carved.get(&f) {
                let t = Transform::from_scale(Vec3::splat(scale));
                c.spawn((
                    Mesh3d(body.clone()),
                    MeshMaterial3d(assets.body[side].clone()),
                    t,
                ));
                c.spawn((Mesh3d(plinth.clone()), MeshMaterial3d(base), t));
            }
        };
        match (set, carved_figure(man.kind)) {
            (PieceSet::Souvenir, Some(f)) => {
                figure(c, f, CARVED_SCALE, assets.plinth[side].clone());
            }
            _ => match staunton(man.kind) {
                Staunton::Figure(f) => {
                    let wood = turned.wood(man.side.into()).clone();
                    figure(c, f, STAUNTON_FIGURE_SCALE, wood);
                }
                Staunton::Turned(kind) => {
                    let (parts, cut) = turned.turned(kind);
                    let wood = turned.wood(man.side.into());
                    for (i, (mesh, t)) in parts.iter().enumerate() {
                        // The bishop's last part is the cut of its mitre.
                        let m = if kind == shatra_engine::Kind::Yalkyn && i + 1 == parts.len() {
                            cut
                        } else {
                            wood
                        };
                        c.spawn((Mesh3d(mesh.clone()), MeshMaterial3d(m.clone()), *t));
                    }
                }
            },
        }
    });
    e.id()
}

/// The mover's path, leg by leg: a leap arcs, a step or slide glides.
fn path(layout: &Layout, mv: &MoveView) -> MoveAnim {
    let mut points = vec![layout.center(mv.from)];
    points.extend(mv.legs.iter().map(|l| layout.center(l.to)));
    let leg = if mv.legs.iter().any(|l| l.motion == Motion::Leap) {
        Leg::Leap
    } else {
        Leg::Glide
    };
    MoveAnim::along(points, leg)
}

/// Brings the men on a lined board in line with what the board shows (see the module's
/// comment); with Shatra on the table there are none.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sync_men(
    mut commands: Commands,
    shown: Res<Shown>,
    layout: Res<Layout>,
    display: Res<Display>,
    assets: Option<Res<FamilyMenAssets>>,
    turned: Option<Res<PieceAssets>>,
    mut seen: Local<Option<(u64, PieceSet)>>,
    mut men: Query<(Entity, &mut FamilyMan, &mut Transform, Option<&MoveAnim>)>,
) {
    let (Some(assets), Some(turned)) = (assets, turned) else {
        return;
    };
    let Some(set_changed) = mirror_due(&mut seen, shown.version, display.piece_set) else {
        return;
    };
    let lined = shown.position.is_none();
    let mut by_cell: HashMap<game_family::Cell, Entity> = HashMap::new();
    for (e, m, _, _) in &men {
        if lined {
            by_cell.insert(m.cell, e);
        } else {
            commands.entity(e).despawn();
        }
    }
    if !lined {
        return;
    }
    let mut animated = 0.0;
    let moved = matches!(shown.change, Change::Played(_)) && !set_changed;
    if let (Change::Played(mv), false) = (&shown.change, set_changed)
        && let Some(&mover) = by_cell.get(&mv.from)
    {
        let anim = path(&layout, mv);
        animated = anim.total();
        by_cell.remove(&mv.from);
        // The men it takes fly to their owner's tray once it has landed.
        for c in &mv.captures {
            if let Some(e) = by_cell.remove(c)
                && let Ok((_, m, _, _)) = men.get(e)
            {
                let man = m.man;
                commands
                    .entity(e)
                    .remove::<FamilyMan>()
                    .insert(FamilyTrayMan {
                        side: man.side,
                        index: usize::MAX,
                        man,
                    });
                commands
                    .entity(e)
                    .insert(ToTray::after(animated, Transform::IDENTITY));
            }
        }
        if let Ok((_, mut m, _, _)) = men.get_mut(mover) {
            m.cell = mv.to;
        }
        commands.entity(mover).insert(anim);
        by_cell.insert(mv.to, mover);
    }
    let want: HashMap<game_family::Cell, Man> = shown.men.iter().copied().collect();
    let mut keep = HashMap::new();
    for (cell, e) in by_cell {
        let Ok((_, m, mut t, anim)) = men.get_mut(e) else {
            continue;
        };
        match want.get(&cell) {
            Some(&man) if man == m.man && !set_changed => {
                if anim.is_none() && !moved {
                    *t = rest(&layout, cell, man);
                }
                keep.insert(cell, e);
            }
            Some(&man) if man.side == m.man.side && moved => {
                // A promotion: the pawn gives way to its new man when its move ends.
                commands
                    .entity(e)
                    .remove::<FamilyMan>()
                    .insert(Sinking::promoted(animated));
            }
            _ => {
                commands.entity(e).despawn();
            }
        }
    }
    for (&cell, &man) in &want {
        if keep.contains_key(&cell) {
            continue;
        }
        let e = spawn_man(
            &mut commands,
            &assets,
            &turned,
            display.piece_set,
            man,
            rest(&layout, cell, man),
        );
        commands.entity(e).insert(FamilyMan { cell, man });
        if moved {
            commands.entity(e).insert(Grow::after(animated));
        }
    }
}

/// Brings the trays of a lined board in line with the men each side has lost: the men that fit
/// stay (a captured man still flying keeps flying, now to its slot), the rest are replaced.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sync_trays(
    mut commands: Commands,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    layout: Res<Layout>,
    display: Res<Display>,
    assets: Option<Res<FamilyMenAssets>>,
    turned: Option<Res<PieceAssets>>,
    mut seen: Local<Option<(u64, PieceSet)>>,
    mut tray_men: Query<(Entity, &mut FamilyTrayMan, Option<&mut ToTray>)>,
) {
    let (Some(assets), Some(turned)) = (assets, turned) else {
        return;
    };
    let Some(set_changed) = mirror_due(&mut seen, shown.version, display.piece_set) else {
        return;
    };
    let want = match (shown.position.is_none(), shown.study) {
        (false, _) => [Vec::new(), Vec::new()],
        (true, None) => game.game.lost(),
        (true, Some(k)) => game.game.upto(k).lost(),
    };
    let mut have = [vec![false; want[0].len()], vec![false; want[1].len()]];
    // Those just taken (flying, not yet given a slot) take the last free slots of their side.
    let mut flying: Vec<(Entity, Side, Man)> = Vec::new();
    for (e, m, to_tray) in &mut tray_men {
        let s = m.side.index();
        if m.index == usize::MAX && to_tray.is_some() && !set_changed {
            flying.push((e, m.side, m.man));
            continue;
        }
        let fits = want[s].get(m.index) == Some(&m.man) && !set_changed;
        if fits && !have[s][m.index] {
            have[s][m.index] = true;
        } else {
            commands.entity(e).despawn();
        }
    }
    for (e, side, man) in flying {
        let s = side.index();
        let slot = (0..want[s].len())
            .rev()
            .find(|&i| !have[s][i] && want[s][i] == man);
        match (slot, tray_men.get_mut(e)) {
            (Some(i), Ok((_, mut m, Some(mut to_tray)))) => {
                have[s][i] = true;
                m.index = i;
                to_tray.to = tray_rest(&layout, side, i);
            }
            _ => commands.entity(e).despawn(),
        }
    }
    for side in Side::BOTH {
        for (i, &man) in want[side.index()].iter().enumerate() {
            if !have[side.index()][i] {
                let e = spawn_man(
                    &mut commands,
                    &assets,
                    &turned,
                    display.piece_set,
                    man,
                    tray_rest(&layout, side, i),
                );
                commands.entity(e).insert(FamilyTrayMan {
                    side,
                    index: i,
                    man,
                });
            }
        }
    }
}
