//! The game panel: new game, undo and redo, resign, a draw offer, a hint; save, load, the rules,
//! the library and the editor; a typed move; the clipboard; the move list (each move opens the
//! board at that ply) with "Play from here"; the men each side has lost; and how the game is
//! shown (men, labels, camera, language, guide, speed, sound).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use game_family::{FamilyGame, GameKind};
use shatra_engine::{Color as Side, Kind, Squares};

use super::HudRects;
use crate::camera::Orbit;
use crate::display::View;
use crate::display::{Display, Labels};
use crate::i18n::{Arg, Catalog, kind_id, side_id};
use crate::play::{AppMode, CurrentGame, GameCommand, Shown};
use crate::records::RecordRequest;
use crate::ui::{UiState, language_name, piece_set_choice};

/// What the panel reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PanelView<'w> {
    game: Res<'w, CurrentGame>,
    shown: Res<'w, Shown>,
    computer: Res<'w, crate::ai::Computer>,
    catalog: Res<'w, Catalog>,
    library: Option<Res<'w, crate::records::library::Library>>,
}

/// What the panel's buttons ask for.
#[derive(Default)]
struct Asked {
    commands: Vec<GameCommand>,
    records: Vec<RecordRequest>,
    open_library: bool,
    language: Option<&'static str>,
    view: Option<View>,
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn panel_ui(
    mut contexts: EguiContexts,
    v: PanelView,
    mut ui_state: ResMut<UiState>,
    mut display: ResMut<Display>,
    mut rects: ResMut<HudRects>,
    mut orbit: ResMut<Orbit>,
    mut window: ResMut<crate::ui::library::LibraryWindow>,
    mut out: (
        MessageWriter<GameCommand>,
        MessageWriter<RecordRequest>,
        Commands,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = Asked::default();
    let title = v.catalog.get(&format!("game-{}", v.game.kind().code()));
    let shown = egui::Window::new(title)
        .id(egui::Id::new("panel"))
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .default_width(250.0)
        .show(ctx, |ui| {
            game_buttons(ui, &v, &mut ui_state, &mut asked);
            ui.separator();
            typed_move(ui, &v.catalog, v.game.kind(), &mut ui_state, &mut asked);
            clipboard_row(ui, &v.catalog, &mut asked);
            ui.separator();
            move_list(ui, &v, &mut ui_state, &mut asked);
            ui.separator();
            lost_men(ui, &v);
            ui.separator();
            display_settings(ui, &v.catalog, v.game.kind(), &mut display, &mut asked);
        });
    rects.panel = shown.map(|r| super::rect(r.response.rect));
    if asked.open_library {
        window.open = true;
        window.renaming = None;
        window.deleting = None;
        asked.records.push(RecordRequest::ListLibrary);
    }
    if let Some(view) = asked.view {
        orbit.go_to(view);
    }
    if let Some(c) = asked.language.and_then(Catalog::for_language) {
        out.2.insert_resource(c);
    }
    out.0.write_batch(asked.commands);
    out.1.write_batch(asked.records);
    Ok(())
}

/// New game, undo, redo; resign, draw, hint; save, rules, library, editor, load.
fn game_buttons(ui: &mut egui::Ui, v: &PanelView, ui_state: &mut UiState, asked: &mut Asked) {
    let (c, g) = (&v.catalog, &v.game.game);
    let in_play = matches!(v.shown.mode, AppMode::Playing | AppMode::Studying);
    ui.horizontal(|ui| {
        if ui.button(c.get("hud-new-game")).clicked() {
            ui_state.new_game_open = true;
            ui_state.players = v.game.players;
            ui_state.kind = v.game.kind();
            if let Some(s) = v.game.shatra() {
                ui_state.rules = *s.rules();
            }
            ui_state.clock = v.game.clock().map(|c| c.control);
        }
        let undo = in_play && g.ply() > 0;
        if ui
            .add_enabled(undo, egui::Button::new(c.get("hud-undo")))
            .clicked()
        {
            asked.commands.push(GameCommand::Undo);
        }
        if ui
            .add_enabled(
                in_play && g.can_redo(),
                egui::Button::new(c.get("hud-redo")),
            )
            .clicked()
        {
            asked.commands.push(GameCommand::Redo);
        }
    });
    // Resign, a draw and a hint are for the game as it stands, a human to move.
    let playing = v.shown.mode == AppMode::Playing && v.game.human_to_move();
    ui.horizontal(|ui| {
        if ui
            .add_enabled(playing, egui::Button::new(c.get("hud-resign")))
            .clicked()
        {
            ui_state.confirm_resign = Some(v.game.turn().into());
        }
        if ui
            .add_enabled(playing, egui::Button::new(c.get("hud-offer-draw")))
            .clicked()
        {
            asked.commands.push(GameCommand::OfferDraw);
        }
        let hint = playing && !v.computer.hinting();
        if ui
            .add_enabled(hint, egui::Button::new(c.get("hud-hint-button")))
            .clicked()
        {
            asked.commands.push(GameCommand::Hint);
        }
    });
    ui.horizontal(|ui| {
        if ui.button(c.get("hud-save")).clicked() {
            asked.records.push(RecordRequest::Save);
        }
        if ui.button(c.get("hud-rules")).clicked() {
            ui_state.rules_open = !ui_state.rules_open;
        }
        if v.library.is_some() {
            let library = ui.button(c.get("library-button"));
            crate::ui::mark_spot(ui, "library", &library);
            if library.clicked() {
                asked.open_library = true;
            }
        }
        if ui
            .add_enabled(in_play, egui::Button::new(c.get("editor-button")))
            .clicked()
        {
            asked.commands.push(GameCommand::Edit(None));
        }
        if ui.button(c.get("hud-load")).clicked() {
            asked.records.push(RecordRequest::Load);
        }
    });
}

/// A move typed in notation (read against the game as it stands, by the command system).
fn typed_move(
    ui: &mut egui::Ui,
    c: &Catalog,
    kind: GameKind,
    ui_state: &mut UiState,
    asked: &mut Asked,
) {
    ui.horizontal(|ui| {
        ui.label(c.get("hud-type-move"));
        let edit = ui.add(
            egui::TextEdit::singleline(&mut ui_state.typed)
                .desired_width(110.0)
                .hint_text(match kind {
                    GameKind::Shatra => "46-32, 29x17",
                    _ => "e2e4, Nf3",
                }),
        );
        if edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            let text = std::mem::take(&mut ui_state.typed);
            asked.commands.push(GameCommand::TypedMove(text));
        }
    });
}

/// The clipboard: the position shown and the moves out, a position or moves in.
fn clipboard_row(ui: &mut egui::Ui, c: &Catalog, asked: &mut Asked) {
    ui.horizontal(|ui| {
        for (key, r) in [
            ("clipboard-copy-position", RecordRequest::CopyPosition),
            ("clipboard-copy-moves", RecordRequest::CopyMoves),
            ("clipboard-paste", RecordRequest::Paste),
        ] {
            if ui.button(c.get(key)).clicked() {
                asked.records.push(r);
            }
        }
    });
}

/// The moves, each of which can be clicked to see the board as it was then (study), and "Play
/// from here" (asked first) while studying.
fn move_list(ui: &mut egui::Ui, v: &PanelView, ui_state: &mut UiState, asked: &mut Asked) {
    let c = &v.catalog;
    ui.label(egui::RichText::new(c.get("hud-moves")).strong());
    let Some(g) = v.game.shatra() else {
        // Shatar and hiashatar: the moves in their notation.
        family_move_list(ui, v, asked);
        study_line(ui, v, ui_state, asked);
        return;
    };
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if g.moves().is_empty() {
                ui.label("—");
                return;
            }
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                let positions = g.positions();
                for (i, m) in g.moves().iter().enumerate() {
                    let before = &positions[i];
                    if before.turn() == Side::White || i == 0 {
                        let dots = if before.turn() == Side::White {
                            "."
                        } else {
                            "..."
                        };
                        ui.label(format!("{}{dots}", before.fullmoves()));
                    }
                    let here =
                        v.shown.live() && v.shown.ply == i + 1 || v.shown.study == Some(i + 1);
                    if ui.selectable_label(here, m.to_string()).clicked() {
                        asked.commands.push(GameCommand::Browse(i + 1));
                    }
                }
            });
        });
    study_line(ui, v, ui_state, asked);
}

/// While studying: "Play from here" (asked first).
fn study_line(ui: &mut egui::Ui, v: &PanelView, ui_state: &mut UiState, asked: &mut Asked) {
    let c = &v.catalog;
    let Some(k) = v.shown.study else {
        ui_state.confirm_play_from_here = false;
        return;
    };
    let later = v.game.ply().saturating_sub(k);
    if ui_state.confirm_play_from_here {
        ui.label(c.with("study-confirm", &[("count", Arg::Number(later as i64))]));
        ui.horizontal(|ui| {
            if ui.button(c.get("study-yes")).clicked() {
                asked.commands.push(GameCommand::PlayFromHere);
                ui_state.confirm_play_from_here = false;
            }
            if ui.button(c.get("study-no")).clicked() {
                ui_state.confirm_play_from_here = false;
            }
        });
    } else if ui
        .button(c.get("study-play-from-here"))
        .on_hover_text(c.get("study-play-from-here-tip"))
        .clicked()
    {
        ui_state.confirm_play_from_here = true;
    }
}

/// The moves of a game read through the family, numbered by the full move.
fn family_move_list(ui: &mut egui::Ui, v: &PanelView, asked: &mut Asked) {
    let moves = v.game.game.move_texts();
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if moves.is_empty() {
                ui.label("—");
                return;
            }
            // The side that moved first: the one to move now, or the other, by the count.
            let first_black = (v.game.turn() == game_family::Side::White) == (moves.len() % 2 == 1);
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                for (i, m) in moves.iter().enumerate() {
                    let k = i + usize::from(first_black);
                    if k % 2 == 0 || i == 0 {
                        let dots = if k % 2 == 0 { "." } else { "..." };
                        ui.label(format!("{}{dots}", k / 2 + 1));
                    }
                    let here =
                        v.shown.live() && v.shown.ply == i + 1 || v.shown.study == Some(i + 1);
                    if ui.selectable_label(here, m).clicked() {
                        asked.commands.push(GameCommand::Browse(i + 1));
                    }
                }
            });
        });
}

/// Each side's lost men and the reserve left, in the position shown.
fn lost_men(ui: &mut egui::Ui, v: &PanelView) {
    let (Some(pos), Some(shatra)) = (&v.shown.position, v.game.shatra()) else {
        return;
    };
    let start = shatra.start();
    for side in Side::BOTH {
        let mut lost = Vec::new();
        for k in Kind::ALL {
            let was = start.pieces(side, k).count_ones() as i64;
            let now = pos.pieces(side, k).count_ones() as i64;
            if was > now {
                lost.push(v.catalog.with(
                    "hud-lost-men",
                    &[
                        ("count", Arg::Number(was - now)),
                        ("kind", Arg::Id(kind_id(k))),
                    ],
                ));
            }
        }
        let reserve = Squares(pos.reserve() & pos.men(side)).count() as i64;
        ui.label(v.catalog.with(
            "hud-side-men",
            &[
                ("side", Arg::Id(side_id(side))),
                ("lost", Arg::Text(lost.join(", "))),
                ("any", Arg::Number(lost.len() as i64)),
                ("reserve", Arg::Number(reserve)),
            ],
        ));
    }
}

/// How the game is shown: the men, the labels, the camera presets, the language, following the
/// side to move, the guide, the animation speed, sound.
fn display_settings(
    ui: &mut egui::Ui,
    c: &Catalog,
    kind: GameKind,
    display: &mut Display,
    asked: &mut Asked,
) {
    ui.horizontal(|ui| {
        ui.label(c.get("new-game-men"));
        piece_set_choice(ui, c, &mut display.piece_set, kind);
    });
    ui.horizontal(|ui| {
        ui.label(c.get("hud-labels"));
        ui.selectable_value(&mut display.labels, Labels::Off, c.get("hud-labels-off"));
        // Shatra numbers its squares; a lined board has its coordinates on the frame.
        if kind == GameKind::Shatra {
            ui.selectable_value(&mut display.labels, Labels::Numbers, "1–62");
        }
        ui.selectable_value(&mut display.labels, Labels::Algebraic, "a1");
    });
    ui.horizontal(|ui| {
        ui.label(c.get("hud-view"));
        for (view, key) in [
            (View::White, "hud-view-white"),
            (View::Black, "hud-view-black"),
            (View::Top, "hud-view-top"),
        ] {
            if ui.button(c.get(key)).clicked() {
                asked.view = Some(view);
            }
        }
    });
    // The language, switched live.
    ui.horizontal(|ui| {
        for lang in crate::i18n::LANGUAGES {
            if ui
                .selectable_label(c.code() == lang.code, language_name(lang.code))
                .clicked()
                && c.code() != lang.code
            {
                asked.language = Some(lang.code);
            }
        }
    });
    ui.checkbox(&mut display.follow_side, c.get("hud-follow-side"));
    ui.checkbox(&mut display.guide, c.get("hud-guide"));
    ui.add(egui::Slider::new(&mut display.speed, 0.25..=4.0).text(c.get("hud-animation-speed")));
    // Sound: volume and mute.
    ui.horizontal(|ui| {
        let muted = display.loudness.muted;
        ui.add_enabled(
            !muted,
            egui::Slider::new(&mut display.loudness.volume, 0.0..=1.0)
                .show_value(false)
                .text(c.get("hud-volume")),
        );
        ui.checkbox(&mut display.loudness.muted, c.get("hud-mute"));
    });
}
