//! The library window: the finished games kept (date, players, rules, result, moves, name), each
//! to open, export as SGN, rename or delete (asked first), and SGN files to import. Files are the
//! records' business (`crate::records::library`); this only shows them and turns clicks into
//! [`RecordRequest`]s.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::RuleSet;

use crate::i18n::Catalog;
use crate::records::RecordRequest;
use crate::records::library::{Entry, Library};
use crate::ui::player_name;

/// What the library window is doing.
#[derive(Resource, Default)]
pub(crate) struct LibraryWindow {
    pub open: bool,
    /// The entry being renamed, and the name typed so far.
    pub renaming: Option<(PathBuf, String)>,
    /// The entry whose deletion is being asked.
    pub deleting: Option<PathBuf>,
    /// The SGN file to import, as typed.
    pub import_path: String,
}

/// A game of shatar or hiashatar and its rules in words: "Hiashatar: Vivanto's rules".
fn family_rules_words(
    catalog: &Catalog,
    kind: game_family::GameKind,
    options: &game_family::GameOptions,
) -> String {
    let game = catalog.get(&format!("game-{}", kind.code()));
    let rules = if *options == game_family::GameOptions::default_for(kind) {
        catalog.get("new-game-default-rules")
    } else {
        game_family::options::presets(kind)
            .into_iter()
            .find(|(_, p)| p == options)
            .map_or_else(
                || catalog.get("library-own-options"),
                |(k, _)| catalog.get(k),
            )
    };
    format!("{game}: {rules}")
}

/// The rule set in words: the options in force, or "Default rules".
pub(crate) fn rules_words(catalog: &Catalog, r: &RuleSet) -> String {
    if let Some(key) = crate::i18n::preset_key(r) {
        return catalog.get(key);
    }
    // The same list of options as the new-game dialog's.
    let mut copy = *r;
    let on: Vec<String> = crate::ui::rule_options(&mut copy)
        .into_iter()
        .filter(|(_, on)| **on)
        .map(|(key, _)| catalog.get(key))
        .collect();
    if on.is_empty() {
        catalog.get("new-game-default-rules")
    } else {
        on.join(", ")
    }
}

enum Action {
    Import(String),
    Open(Entry),
    Export(Entry),
    Rename(Entry, String),
    Delete(Entry),
}

/// Games from an SGN file (shatrabase's records) join the library: in the browser a file chosen
/// with the page's picker, natively a path typed.
fn import_row(ui: &mut egui::Ui, catalog: &Catalog, window: &mut LibraryWindow) -> Option<Action> {
    if cfg!(target_arch = "wasm32") {
        let pick = ui.button(catalog.get("library-import-file"));
        crate::ui::mark_spot(ui, "import-file", &pick);
        // The browser opens a file picker only within a few seconds of the click (its "user
        // activation"), so at once, not through a request answered next frame: the file comes
        // back as `RecordRequest::ImportFile`.
        #[cfg(target_arch = "wasm32")]
        if pick.clicked() {
            crate::records::web_storage::pick_file();
        }
        return None;
    }
    let mut action = None;
    ui.horizontal(|ui| {
        ui.label(catalog.get("library-import-path"));
        ui.add(egui::TextEdit::singleline(&mut window.import_path).desired_width(360.0));
        if ui
            .add_enabled(
                !window.import_path.trim().is_empty(),
                egui::Button::new(catalog.get("library-import")),
            )
            .clicked()
        {
            action = Some(Action::Import(window.import_path.trim().to_string()));
        }
    });
    action
}

pub(crate) fn library_ui(
    mut contexts: EguiContexts,
    mut window: ResMut<LibraryWindow>,
    library: Res<Library>,
    catalog: Res<Catalog>,
    mut requests: MessageWriter<RecordRequest>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut action = None;
    let mut open = true;
    // Never wider or taller than the window (a small browser window): the list scrolls instead.
    let screen = ctx.content_rect().size();
    egui::Window::new(catalog.get("library-title"))
        .open(&mut open)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(760.0_f32.min(screen.x - 24.0))
        .max_width(screen.x - 24.0)
        .max_height(screen.y - 48.0)
        .show(ctx, |ui| {
            if let Some(a) = import_row(ui, &catalog, &mut window) {
                action = Some(a);
            }
            ui.separator();
            if library.entries.is_empty() {
                ui.label(catalog.get("library-empty"));
                return;
            }
            egui::ScrollArea::both()
                .max_height(480.0_f32.min(screen.y - 160.0).max(80.0))
                .show(ui, |ui| {
                    egui::Grid::new("library")
                        .striped(true)
                        .spacing([12.0, 6.0])
                        .show(ui, |ui| {
                            for key in [
                                "library-date",
                                "library-players",
                                "library-rules",
                                "library-result",
                                "library-moves",
                                "library-name",
                            ] {
                                ui.strong(catalog.get(key));
                            }
                            ui.end_row();
                            for e in &library.entries {
                                ui.label(e.date.get(..16).unwrap_or(&e.date));
                                ui.label(format!(
                                    "{} – {}",
                                    player_name(&catalog, e.players[0]),
                                    player_name(&catalog, e.players[1])
                                ));
                                // The game and its rules: Shatra's options, or the other
                                // game's name and its preset if it is one.
                                ui.label(match e.kind {
                                    game_family::GameKind::Shatra => {
                                        rules_words(&catalog, &e.rules)
                                    }
                                    kind => family_rules_words(&catalog, kind, &e.options),
                                });
                                ui.label(&e.result);
                                ui.label(e.moves.to_string());
                                let renaming =
                                    window.renaming.as_ref().is_some_and(|r| r.0 == e.file);
                                if renaming {
                                    if let Some((_, name)) = window.renaming.as_mut() {
                                        let r = ui.text_edit_singleline(name);
                                        if r.lost_focus()
                                            && ui.input(|i| i.key_pressed(egui::Key::Enter))
                                        {
                                            action = Some(Action::Rename(e.clone(), name.clone()));
                                        }
                                    }
                                } else {
                                    ui.label(&e.name);
                                }
                                ui.horizontal(|ui| {
                                    if ui.button(catalog.get("library-open")).clicked() {
                                        action = Some(Action::Open(e.clone()));
                                    }
                                    if ui.button(catalog.get("library-export")).clicked() {
                                        action = Some(Action::Export(e.clone()));
                                    }
                                    if ui.button(catalog.get("library-rename")).clicked() {
                                        window.renaming = Some((e.file.clone(), e.name.clone()));
                                    }
                                    if window.deleting.as_ref() == Some(&e.file) {
                                        ui.label(catalog.get("library-delete-confirm"));
                                        if ui.button(catalog.get("library-yes")).clicked() {
                                            action = Some(Action::Delete(e.clone()));
                                        }
                                        if ui.button(catalog.get("library-no")).clicked() {
                                            window.deleting = None;
                                        }
                                    } else if ui.button(catalog.get("library-delete")).clicked() {
                                        window.deleting = Some(e.file.clone());
                                    }
                                });
                                ui.end_row();
                            }
                        });
                });
        });
    if !open {
        window.open = false;
    }
    let request = match action {
        Some(Action::Import(path)) => Some(RecordRequest::Import(path.into())),
        Some(Action::Open(e)) => {
            window.open = false;
            Some(RecordRequest::OpenEntry(e))
        }
        Some(Action::Export(e)) => Some(RecordRequest::Export(e)),
        Some(Action::Rename(e, name)) => {
            window.renaming = None;
            Some(RecordRequest::Rename(e, name))
        }
        Some(Action::Delete(e)) => {
            window.deleting = None;
            Some(RecordRequest::Delete(e))
        }
        None => None,
    };
    if let Some(r) = request {
        requests.write(r);
    }
    Ok(())
}
