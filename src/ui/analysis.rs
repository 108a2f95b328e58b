//! The analysis panel: the toggle, an evaluation bar (White's share), the depth and the line
//! (the search is `crate::ai::analysis`'s).

use bevy::prelude::*;
use shatra_engine::Color as Side;

use crate::ai::analysis::Analysis;
use crate::i18n::{Arg, Catalog, side_id};
use crate::play::Shown;
use crate::ui::palette;

/// The analysis panel: the toggle, an evaluation bar (White's share), the depth and the line.
pub(crate) fn analysis_ui(
    mut contexts: bevy_egui::EguiContexts,
    mut analysis: ResMut<Analysis>,
    shown: Res<Shown>,
    catalog: Res<Catalog>,
) -> Result {
    use bevy_egui::egui;
    use shatra_engine::search::{MATE, is_mate_score};
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("analysis")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-10.0, -10.0])
        .default_width(250.0)
        .show(ctx, |ui| {
            ui.checkbox(&mut analysis.on, catalog.get("analysis-toggle"));
            if !analysis.on {
                return;
            }
            let Some(f) = analysis.finding(shown.version) else {
                ui.label(catalog.get("analysis-waiting"));
                return;
            };
            // The bar: White's share, from the score through a logistic curve.
            let share = 1.0 / (1.0 + (-(f.white_score as f32) / 400.0).exp());
            let near_mate = is_mate_score(f.white_score);
            let text = if near_mate {
                let winner = if f.white_score > 0 {
                    Side::White
                } else {
                    Side::Black
                };
                catalog.with(
                    "analysis-win",
                    &[
                        ("side", Arg::Id(side_id(winner))),
                        ("plies", Arg::Number((MATE - f.white_score.abs()) as i64)),
                    ],
                )
            } else {
                format!("{:+.2}", f.white_score as f64 / 100.0)
            };
            ui.add(
                egui::ProgressBar::new(share)
                    .text(egui::RichText::new(text).color(palette::INK))
                    .fill(palette::PARCHMENT),
            );
            let line = &f.line;
            ui.label(catalog.with(
                "analysis-line",
                &[
                    ("depth", Arg::Number(f.depth as i64)),
                    ("line", Arg::Text(line.join(" "))),
                ],
            ));
        });
    Ok(())
}
