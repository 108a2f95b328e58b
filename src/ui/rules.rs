//! The rules help: a page per topic (RULES.md sections 1–9), the rules in force, and "Show me"
//! for the pages with a demonstration (`crate::help`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::RuleSet;

use game_family::GameKind;

use crate::help::Page;
use crate::i18n::Catalog;
use crate::play::{AppMode, CurrentGame, Shown};
use crate::ui::{UiState, rule_options};

/// The rules help: a page per topic, and "Show me" for the pages with a demonstration.
#[allow(clippy::too_many_arguments)]
pub(crate) fn rules_ui(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    catalog: Res<Catalog>,
    demo: Res<crate::help::Demonstration>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut show: MessageWriter<crate::help::ShowMe>,
    mut kind: Local<GameKind>,
) -> Result {
    if shown.mode != AppMode::Demonstrating {
        *kind = game.kind();
    }
    let kind = *kind;
    if !ui_state.rules_open {
        return Ok(());
    }
    // The pages of the game on the table (or of the one a demonstration set aside).
    let pages = crate::help::pages(kind);
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
                    for (i, p) in pages.iter().enumerate() {
                        if ui
                            .selectable_label(ui_state.rules_page == i, catalog.get(&p.title_key()))
                            .clicked()
                        {
                            ui_state.rules_page = i;
                        }
                    }
                });
                ui.separator();
                ui.vertical(|ui| {
                    ui.set_width(330.0);
                    let i = ui_state.rules_page.min(pages.len() - 1);
                    let page = &pages[i];
                    ui.heading(catalog.get(&page.title_key()));
                    match page {
                        Page::Shatra(t) => ui.label(catalog.get(&format!("rules-{}-text", t.key))),
                        Page::Terms(kind) => terms(ui, &catalog, *kind),
                        Page::Lesson(l) => ui.label(catalog.get(&format!("{}-text", l.key))),
                    };
                    if matches!(page, Page::Shatra(t) if t.key == "options") {
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
                    if page.shows() {
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

/// The game's own terms: what it is, its men by their names, and for shatar its kinds of check
/// and the endings they make (RULES-MONGOLIAN.md §0, §1.3).
fn terms(ui: &mut egui::Ui, catalog: &Catalog, kind: GameKind) -> egui::Response {
    use game_family::ManKind as M;
    let r = ui.label(catalog.get(&format!("game-{}-tip", kind.code())));
    let mut men = vec![M::Noyon, M::Bers, M::Tereg, M::Temee, M::Mori, M::Khuu];
    if kind == GameKind::Hiashatar {
        men.push(M::Hia);
    }
    for m in men {
        ui.label(format!("• {}", catalog.get(&format!("man-{}", m.code()))));
    }
    if kind == GameKind::Shatar {
        ui.add_space(4.0);
        ui.label(catalog.get("rules-terms-checks"));
        for e in [
            game_family::End::Mate,
            game_family::End::Niol,
            game_family::End::KnightMate,
            game_family::End::Robado,
        ] {
            ui.label(format!("• {}", catalog.get(e.key())));
        }
    }
    r
}
