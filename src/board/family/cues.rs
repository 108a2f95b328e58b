//! What a lined board tells, cell by cell: the selected man and where it may go (a quiet move,
//! a capture, each in its colour, as on Shatra's board), the squares a hia's zone takes from it
//! (cut across), the king in check (its square glows), the last move, and each side's hia zones
//! (a shade, stronger under an enemy man the zone holds back: RULES-MONGOLIAN.md §2.2–2.3).
//! All of it from the game's data: the selection's moves, `Mark`s, `explain::braked`.

use bevy::prelude::*;
use game_family::{Cell, Mark, Side, explain};

use crate::board::layout::Layout;
use crate::board::{HighlightMaterials, glow};
use crate::play::{Change, CurrentGame, Selection, Shown};

/// The light of a cell (hidden unless lit).
#[derive(Component, Clone, Copy, Debug)]
pub struct CellLight(pub Cell);

/// The shade of a cell inside a hia's zone.
#[derive(Component, Clone, Copy, Debug)]
pub struct ZoneShade(pub Cell);

/// The cut across a target a zone takes from the selected man.
#[derive(Component, Clone, Copy, Debug)]
pub struct BrakedCut(pub Cell);

/// The zones' and cuts' materials.
#[derive(Resource)]
pub(crate) struct CueMaterials {
    /// By the zone's side: light, and stronger under a man it holds back.
    zone: [[Handle<StandardMaterial>; 2]; 2],
    check: Handle<StandardMaterial>,
    cut: Handle<StandardMaterial>,
    hidden: Handle<StandardMaterial>,
    disc: Handle<Mesh>,
    shade: Handle<Mesh>,
    bar: Handle<Mesh>,
}

/// The cues' meshes and materials, made once at the start (a board is built from them each time
/// a lined game comes to the table).
pub(crate) fn build_cue_materials(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.insert_resource(CueMaterials {
        zone: [
            [
                materials.add(glow(0.95, 0.30, 0.20, 0.22)),
                materials.add(glow(0.95, 0.20, 0.10, 0.45)),
            ],
            [
                materials.add(glow(0.35, 0.55, 1.0, 0.22)),
                materials.add(glow(0.20, 0.40, 1.0, 0.45)),
            ],
        ],
        check: materials.add(glow(1.0, 0.12, 0.08, 0.75)),
        cut: materials.add(glow(0.55, 0.05, 0.05, 0.85)),
        hidden: materials.add(glow(1.0, 1.0, 1.0, 0.0)),
        disc: meshes.add(Cylinder::new(0.43, 0.012)),
        shade: meshes.add(Cuboid::new(0.96, 0.004, 0.96)),
        bar: meshes.add(Cuboid::new(0.75, 0.02, 0.09)),
    });
}

/// Under each cell: its light, its zone shade and its cut, all hidden.
pub(crate) fn spawn_cell_cues(
    commands: &mut Commands,
    root: Entity,
    layout: &Layout,
    cue: &CueMaterials,
) {
    let (disc, shade, bar) = (&cue.disc, &cue.shade, &cue.bar);
    let (cut, hidden) = (&cue.cut, &cue.hidden);
    for info in &layout.shape.cells {
        let c = layout.center(info.cell);
        commands.spawn((
            ChildOf(root),
            CellLight(info.cell),
            Mesh3d(disc.clone()),
            MeshMaterial3d(hidden.clone()),
            Transform::from_translation(c + Vec3::Y * 0.012),
            Visibility::Hidden,
            Pickable::IGNORE,
        ));
        commands.spawn((
            ChildOf(root),
            ZoneShade(info.cell),
            Mesh3d(shade.clone()),
            MeshMaterial3d(hidden.clone()),
            Transform::from_translation(c + Vec3::Y * 0.004),
            Visibility::Hidden,
            Pickable::IGNORE,
        ));
        commands
            .spawn((
                ChildOf(root),
                BrakedCut(info.cell),
                Transform::from_translation(c + Vec3::Y * 0.03),
                Visibility::Hidden,
                Pickable::IGNORE,
            ))
            .with_children(|p| {
                for a in [0.8f32, -0.8] {
                    p.spawn((
                        Mesh3d(bar.clone()),
                        MeshMaterial3d(cut.clone()),
                        Transform::from_rotation(Quat::from_rotation_y(a)),
                        Pickable::IGNORE,
                    ));
                }
            });
    }
}

/// What is lit now on a lined board.
#[derive(Default)]
struct Lit {
    chosen: Vec<Cell>,
    quiet: Vec<Cell>,
    capture: Vec<Cell>,
    braked: Vec<Cell>,
    check: Vec<Cell>,
    last: Vec<Cell>,
    /// Each cell in a zone: the zone's side, and whether an enemy man stands there.
    zones: Vec<(Cell, Side, bool)>,
}

fn lit(game: &CurrentGame, shown: &Shown, selection: &Selection, last: &[Cell]) -> Lit {
    let mut lit = Lit {
        last: last.to_vec(),
        ..Lit::default()
    };
    if let Some(from) = selection.cell_from {
        lit.chosen.push(from);
        for m in &selection.views {
            if m.captures.is_empty() {
                lit.quiet.push(m.to);
            } else {
                lit.capture.push(m.to);
            }
        }
        // The cuts: cells the zones take from the man that it cannot reach now.
        lit.braked = explain::braked(&game.game, from)
            .into_iter()
            .filter(|c| !lit.quiet.contains(c) && !lit.capture.contains(c))
            .collect();
    }
    for mark in &shown.marks {
        match mark {
            Mark::Check { cell, .. } => lit.check.push(*cell),
            Mark::Zone { side, cells } => {
                for &c in cells {
                    let held = shown
                        .men
                        .iter()
                        .any(|(at, man)| *at == c && man.side != *side);
                    lit.zones.push((c, *side, held));
                }
            }
            _ => {}
        }
    }
    lit
}

/// Lights the cells of a lined board from the selection, the marks and the last move.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub(crate) fn light_cells(
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    selection: Res<Selection>,
    time: Res<Time>,
    materials: Option<Res<HighlightMaterials>>,
    cue_materials: Option<Res<CueMaterials>>,
    mut last: Local<(u64, Vec<Cell>)>,
    mut lights: Query<
        (
            &CellLight,
            &mut Visibility,
            &mut MeshMaterial3d<StandardMaterial>,
            &mut Transform,
        ),
        (Without<ZoneShade>, Without<BrakedCut>),
    >,
    mut shades: Query<
        (
            &ZoneShade,
            &mut Visibility,
            &mut MeshMaterial3d<StandardMaterial>,
        ),
        (Without<CellLight>, Without<BrakedCut>),
    >,
    mut cuts: Query<(&BrakedCut, &mut Visibility), (Without<CellLight>, Without<ZoneShade>)>,
) {
    let (Some(materials), Some(cue)) = (materials, cue_materials) else {
        return;
    };
    if shown.position.is_some() {
        return;
    }
    if last.0 != shown.version {
        last.0 = shown.version;
        last.1 = match &shown.change {
            Change::Played(m) => std::iter::once(m.from).chain(m.landings()).collect(),
            _ => Vec::new(),
        };
    }
    let lit = lit(&game, &shown, &selection, &last.1);
    let wave = 1.0 + 0.1 * (time.elapsed_secs() * 6.0).sin();
    for (l, mut vis, mut mat, mut t) in &mut lights {
        let c = l.0;
        let (m, scale) = if lit.check.contains(&c) {
            (Some(&cue.check), wave)
        } else if lit.capture.contains(&c) {
            (Some(&materials.capture_target), 1.0)
        } else if lit.quiet.contains(&c) {
            (Some(&materials.target), 1.0)
        } else if lit.chosen.contains(&c) {
            (Some(&materials.selected), 1.0)
        } else if lit.last.contains(&c) {
            (Some(&materials.last_move), 1.0)
        } else {
            (None, 1.0)
        };
        set(&mut vis, &mut mat, m);
        t.scale = Vec3::new(scale, 1.0, scale);
    }
    for (s, mut vis, mut mat) in &mut shades {
        let zone = lit
            .zones
            .iter()
            .filter(|(c, _, _)| *c == s.0)
            .max_by_key(|(_, _, held)| *held);
        set(
            &mut vis,
            &mut mat,
            zone.map(|(_, side, held)| &cue.zone[side.index()][usize::from(*held)]),
        );
    }
    for (cut, mut vis) in &mut cuts {
        let want = if lit.braked.contains(&cut.0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != want {
            *vis = want;
        }
    }
}

fn set(
    vis: &mut Visibility,
    mat: &mut MeshMaterial3d<StandardMaterial>,
    m: Option<&Handle<StandardMaterial>>,
) {
    match m {
        Some(m) => {
            if *vis != Visibility::Inherited {
                *vis = Visibility::Inherited;
            }
            if mat.0 != *m {
                mat.0 = m.clone();
            }
        }
        None => {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
        }
    }
}
