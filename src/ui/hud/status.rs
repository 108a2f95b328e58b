//! The status window: who is to move (or how the game ended), the computer's thinking, what the
//! player is in the middle of or must do, the beginner's guide, the last notice, the last move.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use game_family::FamilyGame;
use shatra_engine::Color as Side;
use shatra_engine::explain::guide_for;
use shatra_engine::search::format_score;

use super::HudRects;
use crate::ai::Computer;
use crate::display::Display;
use crate::i18n::{Arg, Catalog, side_id};
use crate::play::{Advice, CurrentGame, GameStatus, Notice, Selection, Shown, StatusLine};
use crate::ui::{palette, player_name};

/// What the status window reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct StatusView<'w> {
    game: Res<'w, CurrentGame>,
    shown: Res<'w, Shown>,
    status: Res<'w, GameStatus>,
    line: Res<'w, StatusLine>,
    selection: Res<'w, Selection>,
    advice: Res<'w, Advice>,
    computer: Res<'w, Computer>,
    display: Res<'w, Display>,
    catalog: Res<'w, Catalog>,
}

pub(crate) fn status_ui(
    mut contexts: EguiContexts,
    v: StatusView,
    mut rects: ResMut<HudRects>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let shown = egui::Window::new("status")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [10.0, 10.0])
        .show(ctx, |ui| {
            heading(ui, &v);
            thinking(ui, &v);
            cues(ui, &v);
            if let Some(m) = v.game.game.move_texts().last() {
                let t = v
                    .catalog
                    .with("hud-last-move", &[("move", Arg::Text(m.clone()))]);
                ui.label(t);
            }
        });
    rects.status = shown.map(|r| super::rect(r.response.rect));
    Ok(())
}

/// Who is to move, or how the game ended.
fn heading(ui: &mut egui::Ui, v: &StatusView) {
    let c = &v.catalog;
    match (v.status.outcome, v.status.ending) {
        (Some(o), _) => ui.heading(c.notice(&Notice::Caption(
            shatra_engine::explain::caption_for_outcome(&o),
        ))),
        (None, Some(e)) => ui.heading(c.notice(&Notice::Ending(e))),
        (None, None) => {
            let side: Side = v.game.turn().into();
            ui.heading(c.with(
                "hud-to-move",
                &[
                    ("side", Arg::Id(side_id(side))),
                    (
                        "player",
                        Arg::Text(player_name(c, v.game.players[side.index()])),
                    ),
                ],
            ))
        }
    };
}

/// The computer's thinking: for how long, how deep, how it sees the position.
fn thinking(ui: &mut egui::Ui, v: &StatusView) {
    let Some(since) = v.computer.since else {
        return;
    };
    let p = v.computer.progress.lock().ok().and_then(|p| p.clone());
    let seconds = Arg::Text(format!("{:.1}", since.elapsed().as_secs_f32()));
    let line = match p {
        Some(p) => v.catalog.with(
            "hud-thinking-depth",
            &[
                ("depth", Arg::Number(p.depth as i64)),
                ("score", Arg::Text(format_score(p.score))),
                ("seconds", seconds),
            ],
        ),
        None => v.catalog.with("hud-thinking", &[("seconds", seconds)]),
    };
    ui.label(egui::RichText::new(line).italics());
}

/// What the player is in the middle of or must do, the guide line, and the last notice.
fn cues(ui: &mut egui::Ui, v: &StatusView) {
    let (c, sel) = (&v.catalog, &v.selection);
    let cue = if sel.chain_in_progress() {
        Some(if sel.stops().is_empty() {
            "hud-chain-in-progress"
        } else {
            "hud-chain-or-stop"
        })
    } else if v.game.human_to_move() && v.status.must_capture != 0 && v.shown.live() {
        Some("hud-must-capture")
    } else {
        None
    };
    // The beginner's guide: what the selected man may do here and why.
    if v.display.guide
        && !sel.chain_in_progress()
        && let Some(g) = sel
            .from
            .zip(v.shown.position)
            .and_then(|(sq, pos)| guide_for(&pos, sq))
    {
        ui.label(egui::RichText::new(c.notice(&Notice::Guide(g))).color(palette::GUIDE));
    }
    // Shatar and hiashatar: how the selected man moves by the rules and what holds it here,
    // then how far it may go and what a zone takes.
    if v.display.guide
        && let Some(from) = sel.cell_from
        && let Some(man) = v.shown.men.iter().find(|(c, _)| *c == from).map(|(_, m)| m)
    {
        for line in game_family::explain::guide(&v.game.game, from) {
            ui.label(egui::RichText::new(c.caption(&line)).color(palette::GUIDE));
        }
        let count = sel.cell_targets().len() as i64;
        let braked = game_family::explain::braked(&v.game.game, from).len() as i64;
        let line = c.with(
            "guide-family",
            &[
                ("man", Arg::Text(c.get(&format!("man-{}", man.kind.code())))),
                ("count", Arg::Number(count)),
                ("braked", Arg::Number(braked)),
            ],
        );
        ui.label(egui::RichText::new(line).color(palette::GUIDE));
    }
    if let Some(key) = cue {
        ui.label(egui::RichText::new(c.get(key)).color(palette::CUE).strong());
    }
    // Shatar: the kind of the check on the board, and whether the series holds a shak (a mate
    // then wins; without one it is a niol).
    for mark in &v.shown.marks {
        let key = match mark {
            game_family::Mark::CheckKind(k) => k.key(),
            game_family::Mark::ShakSeries(_) => "mark-shak-series",
            _ => continue,
        };
        ui.label(egui::RichText::new(c.get(key)).color(palette::CUE).strong());
    }
    let pending = if v.computer.weighing_draw() {
        Some(c.get("hud-draw-weighing"))
    } else if v.computer.hinting() {
        Some(c.get("hud-hint-thinking"))
    } else if let Some(m) = v.advice.hint_for(&v.game, &v.shown) {
        Some(c.with("hud-hint", &[("move", Arg::Text(m.to_string()))]))
    } else if let Some(m) = v.advice.family_hint_for(&v.game, &v.shown) {
        Some(c.with("hud-hint", &[("move", Arg::Text(m.text.clone()))]))
    } else {
        v.line.0.as_ref().map(|n| c.notice(n))
    };
    if let Some(line) = pending {
        ui.label(egui::RichText::new(line).color(palette::NOTICE));
    }
}
