//! The HUD, one small window per concern: the status line, the match clocks, the choices in the
//! middle of a move, the game panel, the dialogs (a draw offer, resigning, the end of the game)
//! and the new-game dialog. Each reads the game and what the board shows and returns what the
//! player asked for, which is sent as commands.

pub mod choices;
pub mod clocks;
pub mod dialogs;
pub mod new_game;
pub mod panel;
pub mod status;

use bevy::prelude::*;
use bevy_egui::egui;

/// Where the status window and the game panel were drawn this frame (the camera keeps the board
/// clear of them).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub(crate) struct HudRects {
    pub status: Option<Rect>,
    pub panel: Option<Rect>,
}

/// An egui rectangle as Bevy's.
pub(crate) fn rect(r: egui::Rect) -> Rect {
    Rect::new(r.min.x, r.min.y, r.max.x, r.max.y)
}

/// The camera keeps the board clear of the panel and the status line (told only when they have
/// moved, so that the camera does not reframe every frame).
pub(crate) fn frame_board_beside_hud(
    rects: Res<HudRects>,
    mut hud_area: ResMut<crate::camera::HudArea>,
) {
    let near = |a: Option<Rect>, b: Option<Rect>| match (a, b) {
        (Some(a), Some(b)) => {
            (a.min - b.min).abs().max_element() < 2.0 && (a.max - b.max).abs().max_element() < 2.0
        }
        (None, None) => true,
        _ => false,
    };
    if !near(hud_area.panel, rects.panel) || !near(hud_area.status, rects.status) {
        hud_area.panel = rects.panel;
        hud_area.status = rects.status;
    }
}
