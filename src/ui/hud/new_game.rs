//! The new-game dialog: the game (Shatra, shatar or hiashatar), who plays each side, the rules
//! (Shatra: the default reading or options of RULES.md section 9; shatar and hiashatar: the
//! options and presets of RULES-MONGOLIAN.md §1.4 and §2.5, each explained), the match clock,
//! the men; "Start" sends the new game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::clock::PRESETS;
use shatra_engine::{Color as Side, RuleSet, TimeControl};

use game_family::{GameKind, GameOptions};

use crate::display::Display;
use crate::i18n::{Arg, Catalog, side_id};
use crate::play::GameCommand;
use crate::play::Player;
use crate::ui::{UiState, piece_set_choice, player_name, rule_options};

pub(crate) fn new_game_ui(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    mut display: ResMut<Display>,
    catalog: Res<Catalog>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if !ui_state.new_game_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut start = false;
    egui::Window::new(catalog.get("new-game-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            game_choice(ui, &catalog, &mut ui_state.kind);
            ui.separator();
            players(ui, &catalog, &mut ui_state.players);
            ui.separator();
            match ui_state.kind {
                GameKind::Shatra => rules(ui, &catalog, &mut ui_state.rules),
                GameKind::Shatar => family_options(ui, &catalog, &mut ui_state.shatar),
                GameKind::Hiashatar => family_options(ui, &catalog, &mut ui_state.hiashatar),
            }
            ui.separator();
            clock(ui, &catalog, &mut ui_state);
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(catalog.get("new-game-men"));
                piece_set_choice(ui, &catalog, &mut display.piece_set, ui_state.kind);
            });
            ui.separator();
            start = ui.button(catalog.get("new-game-start")).clicked();
        });
    if start {
        let options = match ui_state.kind {
            GameKind::Shatra => GameOptions::Shatra(ui_state.rules),
            GameKind::Shatar => ui_state.shatar.clone(),
            GameKind::Hiashatar => ui_state.hiashatar.clone(),
        };
        commands.write(GameCommand::NewGame {
            options,
            players: ui_state.players,
            clock: ui_state.clock,
        });
        ui_state.new_game_open = false;
    }
    if !open {
        ui_state.new_game_open = false;
    }
    Ok(())
}

/// Which of the three games, each with a line on what it is.
fn game_choice(ui: &mut egui::Ui, catalog: &Catalog, kind: &mut GameKind) {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(catalog.get("new-game-game")).strong());
        for k in GameKind::ALL {
            let key = format!("game-{}", k.code());
            ui.selectable_value(kind, k, catalog.get(&key))
                .on_hover_text(catalog.get(&format!("{key}-tip")));
        }
    });
    let tip = format!("game-{}-tip", kind.code());
    ui.label(egui::RichText::new(catalog.get(&tip)).italics());
}

/// Shatar's or hiashatar's options: the default rules, the presets, and each option (a toggle
/// or one of its choices) with its tooltip.
fn family_options(ui: &mut egui::Ui, catalog: &Catalog, o: &mut GameOptions) {
    ui.label(egui::RichText::new(catalog.get("new-game-rules")).strong());
    let default = GameOptions::default_for(o.kind());
    if ui
        .selectable_label(*o == default, catalog.get("new-game-default-rules"))
        .clicked()
    {
        *o = default.clone();
    }
    for (key, preset) in game_family::options::presets(o.kind()) {
        if ui
            .selectable_label(*o == preset, catalog.get(key))
            .on_hover_text(catalog.get(&format!("{key}-tip")))
            .clicked()
        {
            *o = preset;
        }
    }
    egui::CollapsingHeader::new(catalog.get("new-game-options"))
        .default_open(*o != default)
        .show(ui, |ui| {
            for spec in o.specs() {
                let tip = catalog.get(&format!("{}-tip", spec.key));
                let Ok(mut value) = o.get(spec.key) else {
                    continue;
                };
                if spec.choices.is_empty() {
                    let mut on = value == 1;
                    if ui
                        .checkbox(&mut on, catalog.get(spec.key))
                        .on_hover_text(tip)
                        .changed()
                    {
                        value = usize::from(on);
                    }
                } else {
                    ui.horizontal(|ui| {
                        ui.label(catalog.get(spec.key)).on_hover_text(tip);
                        for (i, choice) in spec.choices.iter().enumerate() {
                            let words = catalog.get(&format!("{}-{choice}", spec.key));
                            ui.selectable_value(&mut value, i, words);
                        }
                    });
                }
                let _ = o.set(spec.key, value);
            }
        });
}

/// Who plays each side: a human or the computer at a level.
fn players(ui: &mut egui::Ui, catalog: &Catalog, players: &mut [Player; 2]) {
    for side in Side::BOTH {
        ui.horizontal(|ui| {
            ui.label(catalog.with("side", &[("side", Arg::Id(side_id(side)))]));
            let p = &mut players[side.index()];
            egui::ComboBox::from_id_salt(side.name())
                .selected_text(player_name(catalog, *p))
                .width(220.0)
                .show_ui(ui, |ui| {
                    for c in std::iter::once(Player::Human).chain((1..=8).map(Player::Computer)) {
                        ui.selectable_value(p, c, player_name(catalog, c));
                    }
                });
        });
    }
}

/// The default rules or the options, and one line per option on what it changes.
fn rules(ui: &mut egui::Ui, catalog: &Catalog, r: &mut RuleSet) {
    ui.label(egui::RichText::new(catalog.get("new-game-rules")).strong());
    if ui
        .selectable_label(
            *r == RuleSet::default(),
            catalog.get("new-game-default-rules"),
        )
        .clicked()
    {
        *r = RuleSet::default();
    }
    // shatrabase's own rules, as its two versions play them (its records read under them).
    for (key, preset) in crate::i18n::presets() {
        if ui
            .selectable_label(*r == preset, catalog.get(key))
            .on_hover_text(catalog.get(&format!("{key}-tip")))
            .clicked()
        {
            *r = preset;
        }
    }
    egui::CollapsingHeader::new(catalog.get("new-game-options"))
        .default_open(*r != RuleSet::default())
        .show(ui, |ui| {
            for (key, on) in rule_options(r) {
                ui.checkbox(on, catalog.get(key))
                    .on_hover_text(catalog.get(&format!("{key}-tip")));
            }
        });
    ui.add_space(4.0);
    if let Some(key) = crate::i18n::preset_key(r) {
        ui.label(egui::RichText::new(catalog.get(&format!("{key}-tip"))).italics());
    } else if *r == RuleSet::default() {
        ui.label(egui::RichText::new(catalog.get("new-game-no-change")).italics());
    } else {
        ui.label(egui::RichText::new(catalog.get("new-game-changes")).italics());
        let mut copy = *r;
        for (key, on) in rule_options(&mut copy) {
            if *on {
                ui.label(format!("• {}", catalog.get(&format!("{key}-tip"))));
            }
        }
    }
}

/// No clock, a preset, or a custom time control.
fn clock(ui: &mut egui::Ui, catalog: &Catalog, ui_state: &mut UiState) {
    ui.horizontal(|ui| {
        ui.label(catalog.get("new-game-clock"));
        let c = &mut ui_state.clock;
        ui.selectable_value(c, None, catalog.get("clock-none"));
        for t in PRESETS {
            ui.selectable_value(c, Some(t), t.to_string());
        }
        let (m, inc) = ui_state.custom_clock;
        let is_custom = ui_state.clock.is_some_and(|t| !PRESETS.contains(&t));
        if ui
            .selectable_label(is_custom, catalog.get("clock-custom"))
            .clicked()
        {
            ui_state.clock = Some(TimeControl::minutes(m, inc));
        }
    });
    if ui_state.clock.is_some_and(|t| !PRESETS.contains(&t)) {
        ui.horizontal(|ui| {
            let (m, inc) = &mut ui_state.custom_clock;
            ui.add(egui::DragValue::new(m).range(1..=240));
            ui.label(catalog.get("clock-minutes"));
            ui.add(egui::DragValue::new(inc).range(0..=120));
            ui.label(catalog.get("clock-increment"));
        });
        let (m, inc) = ui_state.custom_clock;
        ui_state.clock = Some(TimeControl::minutes(m, inc));
    }
}
