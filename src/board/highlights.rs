//! The squares lit on the board: the selected man and where it may go (steps, drops, capture
//! landings and the men they would jump, each in its colour), the men that must capture, the
//! hinted man, the last move, the square under the pointer; and the chain being entered, the
//! man moving to each landing as it is clicked.

use bevy::prelude::*;

use crate::board::animation::{BoardCue, MoveAnim};
use crate::board::men::PieceVisual;
use crate::board::{Highlight, HighlightMaterials};
use crate::play::selection::Targets;
use crate::play::{Advice, CurrentGame, GameSet, GameStatus, Hints, Selection, Shown};

pub(crate) struct HighlightsPlugin;

impl Plugin for HighlightsPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (update_highlights, preview_chain)
                .chain()
                .in_set(GameSet::Animate),
        );
    }
}

/// The squares lit now, by meaning.
struct Lit {
    pulsing: u64,
    jumped: u64,
    targets: Targets,
    chosen: u64,
    last: u64,
}

/// What is lit: the men that must capture (pulsing after a refused click, or as a cue before
/// anything is selected), the selection and its targets, the hinted man, the last move.
fn lit(view: &View, pulse: u64) -> Lit {
    let View {
        game,
        shown,
        status,
        selection,
        advice,
        hints,
    } = view;
    // Shatra's squares only (the other games' cells are lit by `crate::board::family`).
    let (Some(pos), Some(moves)) = (&shown.position, game.shatra().map(|g| g.moves())) else {
        return Lit {
            pulsing: 0,
            jumped: 0,
            targets: Targets::default(),
            chosen: 0,
            last: 0,
        };
    };
    let pulsing = if pulse != 0 {
        pulse
    } else if hints.compulsory && game.human_to_move() && selection.from.is_none() && shown.live() {
        status.must_capture
    } else {
        0
    };
    // The man a hint is about is lit as if selected.
    let hinted = advice
        .hint_for(game, shown)
        .filter(|_| selection.from.is_none())
        .map_or(0, |m| m.from().bit());
    let last = shown
        .ply
        .checked_sub(1)
        .filter(|_| shown.setup.is_none())
        .and_then(|i| moves.get(i).copied())
        .map_or(0, |m| {
            m.landings()
                .iter()
                .fold(m.from().bit() | m.to().bit(), |a, s| a | s.bit())
        });
    Lit {
        pulsing,
        jumped: selection.jumped(pos),
        targets: selection.targets_by_kind(pos),
        chosen: hinted
            | selection.from.map_or(0, |s| s.bit())
            | selection.path.iter().fold(0, |a, s| a | s.bit()),
        last,
    }
}

/// What the highlights are drawn from.
#[derive(bevy::ecs::system::SystemParam)]
struct View<'w> {
    game: Res<'w, CurrentGame>,
    shown: Res<'w, Shown>,
    status: Res<'w, GameStatus>,
    selection: Res<'w, Selection>,
    advice: Res<'w, Advice>,
    hints: Res<'w, Hints>,
}

fn update_highlights(
    view: View,
    time: Res<Time>,
    hovered: Res<crate::board::men::Hovered>,
    mut pulse: Local<(u32, f32)>,
    materials: Option<Res<HighlightMaterials>>,
    mut q: Query<(
        &Highlight,
        &mut Visibility,
        &mut MeshMaterial3d<StandardMaterial>,
        &mut Transform,
    )>,
) {
    let Some(materials) = materials else { return };
    // A refused click makes the men that must capture pulse for a moment.
    if view.selection.pulse_count != pulse.0 {
        *pulse = (view.selection.pulse_count, 1.6);
    }
    pulse.1 = (pulse.1 - time.delta_secs()).max(0.0);
    let lit = lit(
        &view,
        if pulse.1 > 0.0 {
            view.selection.pulse
        } else {
            0
        },
    );
    let (pulsing, jumped, targets, chosen, last) =
        (lit.pulsing, lit.jumped, lit.targets, lit.chosen, lit.last);
    let wave = 1.0 + 0.12 * (time.elapsed_secs() * 9.0).sin();
    for (h, mut vis, mut mat, mut t) in &mut q {
        let b = h.0.bit();
        let (m, scale) = if pulsing & b != 0 {
            (Some(&materials.must_capture), wave)
        } else if jumped & b != 0 {
            (Some(&materials.jumped), 1.0)
        } else if targets.prey & b != 0 {
            (Some(&materials.prey), 1.0)
        } else if targets.capture & b != 0 {
            (Some(&materials.capture_target), 1.0)
        } else if targets.drop & b != 0 {
            (Some(&materials.drop_target), 1.0)
        } else if targets.step & b != 0 {
            (Some(&materials.target), 1.0)
        } else if chosen & b != 0 {
            (Some(&materials.selected), 1.0)
        } else if hovered.0 == Some(h.0) {
            (Some(&materials.hover), 1.0)
        } else if last & b != 0 {
            (Some(&materials.last_move), 1.0)
        } else {
            (None, 1.0)
        };
        match m {
            Some(m) => {
                *vis = Visibility::Inherited;
                if mat.0 != *m {
                    mat.0 = m.clone();
                }
                t.scale = Vec3::new(scale, 1.0, scale);
            }
            None => *vis = Visibility::Hidden,
        }
    }
}

/// A chain being entered: the man moves to each landing as it is clicked (and back to its square
/// if the selection is cancelled); the animation of the finished move goes on from there.
pub(crate) fn preview_chain(
    time: Res<Time>,
    selection: Res<Selection>,
    mut previewed: Local<Option<Entity>>,
    mut cues: MessageWriter<BoardCue>,
    mut pieces: Query<(Entity, &PieceVisual, &mut Transform), Without<MoveAnim>>,
) {
    let target = match (selection.from, selection.path.last()) {
        (Some(from), Some(&at)) => Some((from, at)),
        _ => None,
    };
    let k = 1.0 - (-time.delta_secs() * 12.0).exp();
    for (e, v, mut t) in &mut pieces {
        let rest = crate::board::men::rest_transform(v.square, v.piece);
        let goal = match target {
            Some((from, at)) if v.square == from => {
                *previewed = Some(e);
                crate::board::geometry::square_center(at)
            }
            _ if *previewed == Some(e) => rest.translation,
            _ => continue,
        };
        let d = goal - t.translation;
        if d.length() < 0.01 {
            if d != Vec3::ZERO && target.is_some() {
                // The man lands on a chosen landing: the knock of a jump.
                cues.write(BoardCue::Jumped);
            }
            t.translation = goal;
            if target.is_none() {
                *previewed = None;
            }
        } else {
            // A little hop on the way.
            let flat = Vec3::new(d.x, 0.0, d.z).length();
            t.translation += d * k;
            t.translation.y = goal.y + (flat * 0.35).min(0.6);
        }
    }
}
