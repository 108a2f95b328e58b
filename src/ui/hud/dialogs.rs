//! The dialogs: a human's draw offer to a human, "Resign this game?", and the end of the game
//! (once the last move has been seen, beside the board; it can be closed to look at the final
//! position).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::board::animation::GameOverCard;
use crate::i18n::{Arg, Catalog, side_id};
use crate::play::Player;
use crate::play::{AppMode, CurrentGame, DrawOffer, GameCommand, GameStatus, Notice, Shown};
use crate::ui::UiState;

/// What the dialogs read.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct DialogView<'w> {
    game: Res<'w, CurrentGame>,
    shown: Res<'w, Shown>,
    status: Res<'w, GameStatus>,
    offer: Res<'w, DrawOffer>,
    card: Res<'w, GameOverCard>,
    catalog: Res<'w, Catalog>,
}

pub(crate) fn dialogs_ui(
    mut contexts: EguiContexts,
    v: DialogView,
    mut ui_state: ResMut<UiState>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut out = Vec::new();
    draw_offer(ctx, &v, &mut out);
    resign(ctx, &v, &mut ui_state, &mut out);
    game_over(ctx, &v, &mut ui_state);
    commands.write_batch(out);
    Ok(())
}

/// A human's draw offer to a human: the other side is asked.
fn draw_offer(ctx: &egui::Context, v: &DialogView, out: &mut Vec<GameCommand>) {
    let Some(to) = v.offer.0 else { return };
    if v.game.players[to.index()] != Player::Human {
        return;
    }
    let c = &v.catalog;
    egui::Window::new(c.get("hud-draw-offered"))
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(c.with("hud-draw-offer", &[("side", Arg::Id(side_id(to)))]));
            ui.horizontal(|ui| {
                if ui.button(c.get("hud-accept")).clicked() {
                    out.push(GameCommand::AnswerDraw(true));
                }
                if ui.button(c.get("hud-decline")).clicked() {
                    out.push(GameCommand::AnswerDraw(false));
                }
            });
        });
}

/// Resigning asks first.
fn resign(ctx: &egui::Context, v: &DialogView, ui_state: &mut UiState, out: &mut Vec<GameCommand>) {
    let Some(side) = ui_state.confirm_resign else {
        return;
    };
    if !v.game.human_to_move() || v.shown.mode != AppMode::Playing {
        ui_state.confirm_resign = None;
        return;
    }
    let c = &v.catalog;
    egui::Window::new(c.get("hud-resign-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_BOTTOM, [10.0, -10.0])
        .show(ctx, |ui| {
            ui.label(c.get("hud-resign-question"));
            ui.horizontal(|ui| {
                if ui.button(c.get("hud-resign-yes")).clicked() {
                    out.push(GameCommand::Resign(side));
                    ui_state.confirm_resign = None;
                }
                if ui.button(c.get("hud-resign-no")).clicked() {
                    ui_state.confirm_resign = None;
                }
            });
        });
}

/// Game over: once the last move has been seen, beside the board.
fn game_over(ctx: &egui::Context, v: &DialogView, ui_state: &mut UiState) {
    let Some(ending) = v.status.ending else {
        return;
    };
    if v.card.ready != Some(v.game.version)
        || ui_state.game_over_seen == Some(v.game.version)
        || ui_state.new_game_open
    {
        return;
    }
    let c = &v.catalog;
    egui::Window::new(c.get("hud-game-over"))
        .collapsible(false)
        .anchor(egui::Align2::LEFT_BOTTOM, [10.0, -10.0])
        .show(ctx, |ui| {
            let winner = Arg::Id(ending.winner.map_or("none", |s| side_id(s.into())));
            ui.heading(c.with("exhibition-game-result", &[("winner", winner)]));
            // Shatra's outcome in its own words; the other games' ending by its reason (a
            // mate that wins, a niol, a knight's mate that loses …).
            let why = match v.status.outcome {
                Some(o) => c.notice(&Notice::Caption(
                    shatra_engine::explain::caption_for_outcome(&o),
                )),
                None => c.get(ending.end.key()),
            };
            let score = match ending.winner {
                Some(game_family::Side::White) => "1-0",
                Some(game_family::Side::Black) => "0-1",
                None => "1/2-1/2",
            };
            ui.label(format!("{why} ({score})"));
            ui.horizontal(|ui| {
                if ui.button(c.get("hud-new-game")).clicked() {
                    ui_state.new_game_open = true;
                    ui_state.players = v.game.players;
                    ui_state.rules = v.game.shatra_rules();
                    ui_state.kind = v.game.kind();
                }
                if ui.button(c.get("hud-look-at-board")).clicked() {
                    ui_state.game_over_seen = Some(v.game.version);
                }
            });
        });
}
