//! The rules help: a page per topic (RULES.md sections 1–9), the rules in force, and "Show me"
//! for the pages with a demonstration (`crate::help`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::RuleSet;

use crate::i18n::Catalog;
use crate::play::{AppMode, CurrentGame, Shown};
use crate::ui::{UiState, rule_options};

/// The rules help: a page per topic, and "Show me" for the pages with a demonstration.
pub(crate) fn rules_ui(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    catalog: Res<Catalog>,
    demo: Res<crate::help::Demonstration>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut show: MessageWriter<crate::help::ShowMe>,
) -> Result {
    if !ui_state.rules_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(catalog.get("hud-rules"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .default_pos([180.0, 300.0])
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(170.0);
                    for (i, t) in crate::help::TOPICS.iter().enumerate() {
                        let title = catalog.get(&format!("rules-{}-title", t.key));
                        if ui
                            .selectable_label(ui_state.rules_page == i, title)
                            .clicked()
                        {
                            ui_state.rules_page = i;
                        }
                    }
                });
                ui.separator();
                ui.vertical(|ui| {
                    ui.set_width(330.0);
                    let i = ui_state.rules_page.min(crate::help::TOPICS.len() - 1);
                    let topic = crate::help::TOPICS[i];
                    ui.heading(catalog.get(&format!("rules-{}-title", topic.key)));
                    ui.label(catalog.get(&format!("rules-{}-text", topic.key)));
                    if topic.key == "options" {
                        // The rules in force now, option by option.
                        let mut r = game.shatra_rules();
                        if let Some(key) = crate::i18n::preset_key(&r) {
                            ui.label(format!("• {}", catalog.get(key)));
                        } else if r == RuleSet::default() {
                            ui.label(
                                egui::RichText::new(catalog.get("new-game-no-change")).italics(),
                            );
                        }
                        for (key, on) in rule_options(&mut r) {
                            if *on {
                                ui.label(format!("• {}", catalog.get(key)));
                            }
                        }
                    }
                    if topic.demo.is_some() {
                        ui.add_space(6.0);
                        let label = if demo.topic == Some(i) {
                            catalog.get("rules-showing")
                        } else {
                            catalog.get("rules-show-me")
                        };
                        if ui
                            .add_enabled(
                                !demo.running() && shown.mode != AppMode::Editing,
                                egui::Button::new(label),
                            )
                            .clicked()
                        {
                            show.write(crate::help::ShowMe(i));
                        }
                    }
                });
            });
        });
    if !open {
        ui_state.rules_open = false;
    }
    Ok(())
}
