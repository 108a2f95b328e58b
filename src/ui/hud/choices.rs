//! Choices in the middle of a move: the promotion picker, "stop here" for a Biy's chain (or
//! "promote here" for a waiting Shatra), cancel.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::MoveKind;

use crate::i18n::{Arg, Catalog, kind_id};
use crate::play::{GameCommand, Selection};

pub(crate) fn choices_ui(
    mut contexts: EguiContexts,
    selection: Res<Selection>,
    catalog: Res<Catalog>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let stops = selection.stops();
    let family = &selection.family_promotion;
    if selection.promotion_choice.is_empty() && stops.is_empty() && family.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut out = Vec::new();
    egui::Window::new(catalog.get("hud-your-move"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -20.0])
        .show(ctx, |ui| {
            if !selection.promotion_choice.is_empty() {
                ui.label(catalog.get("hud-promote-to"));
                ui.horizontal(|ui| {
                    for &k in &selection.promotion_choice {
                        let name = catalog.with("man", &[("kind", Arg::Id(kind_id(k)))]);
                        if ui.button(name).clicked() {
                            out.push(GameCommand::Promote(k));
                        }
                    }
                });
            }
            // Shatar and hiashatar: the man a pawn on the last rank becomes.
            if !family.is_empty() {
                ui.label(catalog.get("hud-promote-to"));
                ui.horizontal(|ui| {
                    for &k in family {
                        if ui
                            .button(catalog.get(&format!("man-{}", k.code())))
                            .clicked()
                        {
                            out.push(GameCommand::PromoteTo(k));
                        }
                    }
                });
            }
            for m in &stops {
                let key = if m.kind() == MoveKind::Promote {
                    "hud-promote-here"
                } else {
                    "hud-stop-here"
                };
                let label = catalog.with(key, &[("move", Arg::Text(m.to_string()))]);
                if ui.button(label).clicked() {
                    out.push(GameCommand::Play(*m));
                }
            }
            if ui.button(catalog.get("hud-cancel")).clicked() {
                out.push(GameCommand::Deselect);
            }
        });
    commands.write_batch(out);
    Ok(())
}
