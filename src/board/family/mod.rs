//! The lined boards of shatar (8 × 8) and hiashatar (10 × 10), the men on them and what the
//! board tells (check, the hias' zones, braked targets, the selection), mirrored from the game
//! through the family's data (`game_family`): the board from its [`BoardShape`], the men from
//! `men()`, each move's animation from its legs. Nothing here knows a rule; the systems stand
//! aside while Shatra, whose board `crate::board` builds with its fortresses, is on the table.
//!
//! The board follows `../shared/notes/look.md`: one light colour (a pale wooden board) with the
//! squares drawn by lines and the coordinates on the frame (painted by the UI's labels), on the same
//! table as Shatra's, framed by the same camera presets ([`Layout`]).

pub mod cues;
pub mod men;

use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use game_family::{BoardStyle, FamilyGame, GameKind};

use crate::board::layout::Layout;
use crate::board::trays::Tray;
use crate::board::{FRAME_MARGIN, ShatraTable, wood};
use crate::play::{CurrentGame, GameSet, SquareClicked};

pub(crate) struct FamilyBoardPlugin;

impl Plugin for FamilyBoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Layout>()
            .add_systems(Startup, (men::build_assets, cues::build_cue_materials))
            .add_systems(
                Update,
                (
                    (follow_game, men::sync_men, men::sync_trays)
                        .chain()
                        .in_set(GameSet::Mirror),
                    cues::light_cells.in_set(GameSet::Animate),
                ),
            )
            .add_observer(on_click);
    }
}

/// The root of a lined board (despawned with everything on it when the game changes).
#[derive(Component)]
pub struct FamilyTable;

/// The playing surface of a lined board: a click on it is a click on the cell under the
/// pointer.
#[derive(Component)]
pub struct FamilySurface;

/// The board follows the game on the table: a new kind of game puts its board there (and
/// Shatra's away, or back), moves the trays out beside a wider board, and says where the cells
/// are ([`Layout`]).
#[allow(clippy::too_many_arguments)]
fn follow_game(
    mut commands: Commands,
    game: Res<CurrentGame>,
    mut layout: ResMut<Layout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut seen: Local<Option<GameKind>>,
    tables: Query<Entity, With<FamilyTable>>,
    mut shatra: Query<&mut Visibility, With<ShatraTable>>,
    mut trays: Query<(&Tray, &mut Transform)>,
    cue: Option<Res<cues::CueMaterials>>,
) {
    let kind = game.kind();
    if *seen == Some(kind) {
        return;
    }
    *seen = Some(kind);
    let next = Layout::of(kind);
    if *layout != next {
        *layout = next;
    }
    let lined = layout.shape.style == BoardStyle::Lined;
    for mut v in &mut shatra {
        *v = if lined {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    for (tray, mut t) in &mut trays {
        t.translation = tray.home + layout.tray_offset(tray.side.into());
    }
    for e in &tables {
        commands.entity(e).despawn();
    }
    if lined {
        spawn_lined_board(
            &mut commands,
            &layout,
            &mut meshes,
            &mut materials,
            cue.as_deref(),
        );
        debug_assert_eq!(game.game.shape(), layout.shape);
    }
}

/// Width of the drawn lines.
const LINE: f32 = 0.03;

/// A pale wooden board in a dark frame, its squares drawn by lines; under each cell a hidden
/// light, a zone's shade and a braked cut (`cues`).
fn spawn_lined_board(
    commands: &mut Commands,
    layout: &Layout,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    cue: Option<&cues::CueMaterials>,
) {
    let (files, ranks) = (layout.shape.files as f32, layout.shape.ranks as f32);
    let half = layout.half();
    let frame = materials.add(StandardMaterial {
        clearcoat: 0.5,
        clearcoat_perceptual_roughness: 0.3,
        ..wood(0.22, 0.12, 0.065, 0.35)
    });
    let pale = materials.add(wood(0.90, 0.81, 0.62, 0.8));
    let ink = materials.add(wood(0.23, 0.15, 0.09, 0.9));
    let root = commands
        .spawn((
            FamilyTable,
            Name::new("lined board"),
            Transform::default(),
            Visibility::default(),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        Mesh3d(meshes.add(Cuboid::new(2.0 * half.x, 0.36, 2.0 * half.y))),
        MeshMaterial3d(frame),
        Transform::from_xyz(0.0, -0.26, 0.0),
        Pickable::IGNORE,
    ));
    // The board itself, a little inside the frame's edge, carrying the lines.
    let inset = FRAME_MARGIN * 0.35;
    commands.spawn((
        ChildOf(root),
        FamilySurface,
        Mesh3d(meshes.add(Cuboid::new(files + 2.0 * inset, 0.1, ranks + 2.0 * inset))),
        MeshMaterial3d(pale),
        Transform::from_xyz(0.0, -0.05, 0.0),
    ));
    let along = meshes.add(Cuboid::new(files + LINE, 0.004, LINE));
    let across = meshes.add(Cuboid::new(LINE, 0.004, ranks + LINE));
    for i in 0..=layout.shape.ranks {
        let z = i as f32 - ranks / 2.0;
        commands.spawn((
            ChildOf(root),
            Mesh3d(along.clone()),
            MeshMaterial3d(ink.clone()),
            Transform::from_xyz(0.0, 0.002, z),
            Pickable::IGNORE,
        ));
    }
    for i in 0..=layout.shape.files {
        let x = i as f32 - files / 2.0;
        commands.spawn((
            ChildOf(root),
            Mesh3d(across.clone()),
            MeshMaterial3d(ink.clone()),
            Transform::from_xyz(x, 0.002, 0.0),
            Pickable::IGNORE,
        ));
    }
    // A second, outer line round the field, as on a drawn board.
    let outer = 0.12;
    for (w, d, x, z) in [
        (files + 2.0 * outer, LINE, 0.0, ranks / 2.0 + outer),
        (files + 2.0 * outer, LINE, 0.0, -ranks / 2.0 - outer),
        (LINE, ranks + 2.0 * outer, files / 2.0 + outer, 0.0),
        (LINE, ranks + 2.0 * outer, -files / 2.0 - outer, 0.0),
    ] {
        commands.spawn((
            ChildOf(root),
            Mesh3d(meshes.add(Cuboid::new(w + LINE, 0.004, d + LINE))),
            MeshMaterial3d(ink.clone()),
            Transform::from_xyz(x, 0.002, z),
            Pickable::IGNORE,
        ));
    }
    if let Some(cue) = cue {
        cues::spawn_cell_cues(commands, root, layout, cue);
    }
}

/// A click on a lined board or on a man standing on it becomes a click on that cell.
fn on_click(
    ev: On<Pointer<Click>>,
    layout: Res<Layout>,
    surfaces: Query<(), With<FamilySurface>>,
    men: Query<&men::FamilyMan>,
    mut out: MessageWriter<SquareClicked>,
) {
    if ev.event.button != PointerButton::Primary {
        return;
    }
    if let Ok(m) = men.get(ev.entity) {
        out.write(SquareClicked(m.cell));
    } else if surfaces.get(ev.entity).is_ok()
        && let Some(cell) = ev.event.hit.position.and_then(|p| layout.cell_at(p))
    {
        out.write(SquareClicked(cell));
    }
}
