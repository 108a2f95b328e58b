//! Picking turns clicks on the board into [`SquareClicked`]: a click on a square's tile or on
//! the man standing there. What a click means is the command system's business
//! (`crate::play::command`); the editor reads the same clicks while it is open.

use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use crate::board::BoardSquare;
use crate::board::men::PieceVisual;
use crate::play::SquareClicked;

pub(crate) struct PickingPlugin;

impl Plugin for PickingPlugin {
    fn build(&self, app: &mut App) {
        app.add_observer(on_pointer_click);
    }
}

fn on_pointer_click(
    ev: On<Pointer<Click>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&PieceVisual>,
    mut out: MessageWriter<SquareClicked>,
) {
    if ev.event.button != PointerButton::Primary {
        return;
    }
    let target = ev.entity;
    if let Ok(s) = squares.get(target) {
        out.write(SquareClicked::shatra(s.0));
    } else if let Ok(p) = pieces.get(target) {
        out.write(SquareClicked::shatra(p.square));
    }
}
