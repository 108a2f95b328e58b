//! The match clocks, large, beside the board: Black's above, White's below (as the board is seen
//! from White's end), the running one lit; a pause button between them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::Color as Side;

use crate::i18n::{Arg, Catalog, side_id};
use crate::play::clock::{format_time, running};
use crate::play::{CurrentGame, GameCommand};
use crate::ui::palette;

pub(crate) fn clocks_ui(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    catalog: Res<Catalog>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let Some(clock) = game.clock().cloned() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    for side in [Side::Black, Side::White] {
        let y = if side == Side::Black { -70.0 } else { 70.0 };
        let on = running(&game, side);
        egui::Area::new(egui::Id::new(("clock", side.index())))
            .anchor(egui::Align2::LEFT_CENTER, [14.0, y])
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(if on {
                        palette::CLOCK_RUNNING
                    } else {
                        palette::CLOCK_STOPPED
                    })
                    .corner_radius(10)
                    .inner_margin(egui::Margin::symmetric(16, 8))
                    .show(ui, |ui| {
                        let name = catalog.with("side", &[("side", Arg::Id(side_id(side)))]);
                        ui.label(
                            egui::RichText::new(name)
                                .size(16.0)
                                .color(palette::COORDINATE),
                        );
                        ui.label(
                            egui::RichText::new(format_time(clock.remaining(side)))
                                .size(40.0)
                                .monospace()
                                .color(egui::Color32::WHITE),
                        );
                    });
            });
    }
    if game.shatra().and_then(|g| g.outcome()).is_none() {
        egui::Area::new(egui::Id::new("clock-pause"))
            .anchor(egui::Align2::LEFT_CENTER, [14.0, 0.0])
            .show(ctx, |ui| {
                let key = if clock.paused {
                    "clock-resume"
                } else {
                    "clock-pause"
                };
                if ui.button(catalog.get(key)).clicked() {
                    commands.write(GameCommand::PauseClock(!clock.paused));
                }
            });
    }
    Ok(())
}
