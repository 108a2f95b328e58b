//! The position editor's window: the palette of men and the eraser, the side to move, the
//! initial reserve, the counters, the position string with the engine's verdict, the players and
//! "Play from here". It only shows `crate::editor::Editor` and sends
//! [`EditorAction`]s; the editor applies them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::{Color as Side, Kind, Piece};

use crate::editor::family::{FamilyEditor, FamilyEditorAction, palette};
use crate::editor::{Brush, Editor, EditorAction};
use crate::i18n::{Arg, Catalog, kind_id, side_id};
use crate::play::Player;
use crate::play::{AppMode, Shown};
use crate::ui::{palette, player_name};

/// The window, while the editor is open; the camera frames the board beside it.
#[allow(clippy::too_many_arguments)]
pub(crate) fn editor_ui(
    mut contexts: EguiContexts,
    editor: Res<Editor>,
    family: Res<FamilyEditor>,
    mut family_out: MessageWriter<FamilyEditorAction>,
    shown: Res<Shown>,
    catalog: Res<Catalog>,
    mut hud: ResMut<crate::camera::HudArea>,
    mut actions: MessageWriter<EditorAction>,
) -> Result {
    if shown.mode != AppMode::Editing {
        if hud.side.is_some() {
            hud.side = None;
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut out = Vec::new();
    let window = egui::Window::new(catalog.get("editor-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [10.0, 60.0])
        .max_width(320.0)
        .show(ctx, |ui| {
            if shown.family_setup.is_some() {
                let mut asked = Vec::new();
                family_window(ui, &family, &catalog, &mut asked);
                family_out.write_batch(asked);
                return;
            }
            men_palette(ui, &editor, &catalog, &mut out);
            ui.separator();
            position_fields(ui, &editor, &catalog, &mut out);
            ui.separator();
            let rows = players_and_play(
                ui,
                &catalog,
                Side::BOTH,
                &editor.players,
                editor.error.is_none(),
            );
            out.extend(rows.into_iter().map(|row| match row {
                PlayRow::Player(side, p) => EditorAction::Player(side, p),
                PlayRow::Play => EditorAction::Play,
                PlayRow::Cancel => EditorAction::Cancel,
            }));
        });
    actions.write_batch(out);
    if let Some(r) = window.map(|r| r.response.rect) {
        let r = Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
        if hud
            .side
            .is_none_or(|s| (s.max - r.max).abs().max_element() > 2.0)
        {
            hud.side = Some(r);
        }
    }
    Ok(())
}

/// The editor of shatar and hiashatar: each side's men by their names and the eraser, clear,
/// the start, the side to move, the engine's verdict, the players, play and cancel.
fn family_window(
    ui: &mut egui::Ui,
    e: &FamilyEditor,
    catalog: &Catalog,
    out: &mut Vec<FamilyEditorAction>,
) {
    use game_family::{Man, Side as S};
    for side in S::BOTH {
        ui.label(catalog.with("editor-side", &[("side", Arg::Id(side_id(side.into())))]));
        ui.horizontal_wrapped(|ui| {
            for kind in palette(e.options.kind()) {
                let man = Man { kind, side };
                let name = catalog.get(&format!("man-{}", kind.code()));
                if ui.selectable_label(e.brush == Some(man), name).clicked() {
                    out.push(FamilyEditorAction::Brush(Some(man)));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        if ui
            .selectable_label(e.brush.is_none(), catalog.get("editor-erase"))
            .clicked()
        {
            out.push(FamilyEditorAction::Brush(None));
        }
        if ui.button(catalog.get("editor-clear")).clicked() {
            out.push(FamilyEditorAction::Clear);
        }
        if ui.button(catalog.get("editor-start")).clicked() {
            out.push(FamilyEditorAction::Start);
        }
    });
    ui.label(catalog.get("editor-hint"));
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(catalog.get("editor-to-move"));
        for side in S::BOTH {
            let name = catalog.with("editor-side", &[("side", Arg::Id(side_id(side.into())))]);
            if ui.radio(e.turn == side, name).clicked() && e.turn != side {
                out.push(FamilyEditorAction::Turn(side));
            }
        }
    });
    match &e.error {
        // The reason names the side or the square.
        Some(err) => {
            let words = Arg::Text(catalog.setup_problem(err));
            ui.colored_label(
                palette::ERROR,
                catalog.with("editor-invalid", &[("error", words)]),
            );
        }
        None => {
            ui.label(catalog.get("editor-valid"));
        }
    }
    ui.separator();
    let rows = players_and_play(ui, catalog, S::BOTH, &e.players, e.error.is_none());
    out.extend(rows.into_iter().map(|row| match row {
        PlayRow::Player(side, p) => FamilyEditorAction::Player(side, p),
        PlayRow::Play => FamilyEditorAction::Play,
        PlayRow::Cancel => FamilyEditorAction::Cancel,
    }));
}

/// The men of each side and the eraser; clear, the start position.
fn men_palette(ui: &mut egui::Ui, e: &Editor, catalog: &Catalog, out: &mut Vec<EditorAction>) {
    for side in Side::BOTH {
        ui.horizontal(|ui| {
            ui.label(catalog.with("editor-side", &[("side", Arg::Id(side_id(side)))]));
            for kind in Kind::ALL {
                let p = Piece { color: side, kind };
                let name = catalog.with("editor-man", &[("kind", Arg::Id(kind_id(kind)))]);
                if ui
                    .selectable_label(e.brush == Brush::Man(p), name)
                    .clicked()
                {
                    out.push(EditorAction::Brush(Brush::Man(p)));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        if ui
            .selectable_label(e.brush == Brush::Erase, catalog.get("editor-erase"))
            .clicked()
        {
            out.push(EditorAction::Brush(Brush::Erase));
        }
        if ui.button(catalog.get("editor-clear")).clicked() {
            out.push(EditorAction::Clear);
        }
        if ui.button(catalog.get("editor-start")).clicked() {
            out.push(EditorAction::Start);
        }
    });
    ui.label(catalog.get("editor-hint"));
}

/// The side to move, the initial reserve, the counters and the position string.
fn position_fields(ui: &mut egui::Ui, e: &Editor, catalog: &Catalog, out: &mut Vec<EditorAction>) {
    ui.horizontal(|ui| {
        ui.label(catalog.get("editor-to-move"));
        for side in Side::BOTH {
            let name = catalog.with("editor-side", &[("side", Arg::Id(side_id(side)))]);
            if ui.radio(e.turn == side, name).clicked() && e.turn != side {
                out.push(EditorAction::Turn(side));
            }
        }
    });
    // The initial reserve: men at home, marked one by one or all at once.
    ui.horizontal(|ui| {
        if ui
            .selectable_label(e.brush == Brush::Reserve, catalog.get("editor-reserve"))
            .on_hover_text(catalog.get("editor-reserve-tip"))
            .clicked()
        {
            out.push(EditorAction::Brush(Brush::Reserve));
        }
        if ui.button(catalog.get("editor-reserve-all")).clicked() {
            out.push(EditorAction::ReserveAll);
        }
        if ui.button(catalog.get("editor-reserve-none")).clicked() {
            out.push(EditorAction::ReserveNone);
        }
    });
    ui.horizontal(|ui| {
        ui.label(catalog.get("editor-plies"));
        let mut h = e.halfmoves;
        if ui
            .add(egui::DragValue::new(&mut h).range(0..=119))
            .changed()
        {
            out.push(EditorAction::Halfmoves(h));
        }
        ui.label(catalog.get("editor-move-number"));
        let mut f = e.fullmoves;
        if ui
            .add(egui::DragValue::new(&mut f).range(1..=999))
            .changed()
        {
            out.push(EditorAction::Fullmoves(f));
        }
    });
    ui.separator();
    ui.label(catalog.get("editor-string"));
    let mut text = e.text.clone();
    if ui
        .add(egui::TextEdit::singleline(&mut text).desired_width(300.0))
        .changed()
    {
        out.push(EditorAction::Typed(text));
    }
    match &e.error {
        Some(err) => {
            ui.colored_label(
                palette::ERROR,
                catalog.with(
                    "editor-invalid",
                    &[("error", Arg::Text(catalog.position_error(err)))],
                ),
            );
        }
        None => {
            ui.label(catalog.get("editor-valid"));
        }
    }
}

/// Who plays a side of the game started from the editor: the player chosen, if one was.
fn player_choice(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    side: usize,
    current: Player,
) -> Option<Player> {
    let mut chosen = None;
    egui::ComboBox::from_id_salt(("editor_player", side))
        .selected_text(player_name(catalog, current))
        .show_ui(ui, |ui| {
            for p in std::iter::once(Player::Human).chain((1..=8).map(Player::Computer)) {
                if ui
                    .selectable_label(current == p, player_name(catalog, p))
                    .clicked()
                {
                    chosen = Some(p);
                }
            }
        });
    chosen
}

/// What the players-and-play rows were asked: a side's player, play from here, or cancel.
enum PlayRow<S> {
    Player(S, Player),
    Play,
    Cancel,
}

/// Who plays each side of the game started from here; play (while the position is sound),
/// cancel. The same rows for Shatra's editor and the other games' (`S`: the game's colour).
fn players_and_play<S: Copy + Into<Side>>(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    sides: [S; 2],
    players: &[Player; 2],
    can_play: bool,
) -> Vec<PlayRow<S>> {
    let mut out = Vec::new();
    for (i, side) in sides.into_iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(catalog.with("editor-side", &[("side", Arg::Id(side_id(side.into())))]));
            if let Some(p) = player_choice(ui, catalog, i, players[i]) {
                out.push(PlayRow::Player(side, p));
            }
        });
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(can_play, egui::Button::new(catalog.get("editor-play")))
            .clicked()
        {
            out.push(PlayRow::Play);
        }
        if ui.button(catalog.get("editor-cancel")).clicked() {
            out.push(PlayRow::Cancel);
        }
    });
    out
}
