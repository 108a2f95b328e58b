//! The library window: the finished games kept (date, players, rules, result, moves, name), each
//! to open, export as SGN, rename or delete (asked first). Files are the library's business
//! (`crate::library`); this only shows them and turns clicks into its calls.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::RuleSet;

use crate::ai::Computer;
use crate::i18n::Catalog;
use crate::input::Selection;
use crate::library::{Entry, Library};
use crate::notice::Notice;
use crate::state::ShatraGame;
use crate::ui::player_name;

/// What the library window is doing.
#[derive(Resource, Default)]
pub struct LibraryWindow {
    pub open: bool,
    /// The entry being renamed, and the name typed so far.
    pub renaming: Option<(PathBuf, String)>,
    /// The entry whose deletion is being asked.
    pub deleting: Option<PathBuf>,
    /// The SGN file to import, as typed.
    pub import_path: String,
}

/// The rule set in words: the options in force, or "Default rules".
pub fn rules_words(catalog: &Catalog, r: &RuleSet) -> String {
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

/// Opens the window with a fresh listing (damaged entries are set aside and said).
pub fn open_library(window: &mut LibraryWindow, library: &mut Library, game: &mut ShatraGame) {
    window.open = true;
    window.renaming = None;
    window.deleting = None;
    if let Some(n) = library.list().into_iter().next() {
        game.notice = Some(n);
    }
}

enum Action {
    Import(String),
    Open(Entry),
    Export(Entry),
    Rename(Entry, String),
    Delete(Entry),
}

#[allow(clippy::too_many_arguments)]
pub fn library_ui(
    mut contexts: EguiContexts,
    mut window: ResMut<LibraryWindow>,
    mut library: ResMut<Library>,
    mut game: ResMut<ShatraGame>,
    mut computer: ResMut<Computer>,
    mut selection: ResMut<Selection>,
    catalog: Res<Catalog>,
) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut action = None;
    let mut open = true;
    egui::Window::new(catalog.get("library-title"))
        .open(&mut open)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_width(760.0)
        .show(ctx, |ui| {
            // Games from an SGN file (shatrabase's records) join the library.
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
            ui.separator();
            if library.entries.is_empty() {
                ui.label(catalog.get("library-empty"));
                return;
            }
            egui::ScrollArea::vertical()
                .max_height(480.0)
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
                                ui.label(rules_words(&catalog, &e.rules));
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
    match action {
        Some(Action::Import(path)) => {
            let rules = *game.game.rules();
            game.notice = Some(
                match library.import_sgn(std::path::Path::new(&path), rules) {
                    Ok((count, bad, first)) => Notice::LibraryImported {
                        path,
                        count: count as u32,
                        bad: bad as u32,
                        first: first.unwrap_or_default(),
                    },
                    Err(error) => Notice::LibraryFailed { error },
                },
            );
            if let Some(n) = library.list().into_iter().next() {
                game.notice = Some(n);
            }
        }
        Some(Action::Open(e)) => match library.open(&e) {
            Ok((g, players)) => {
                computer.cancel();
                selection.clear();
                game.replace(g);
                game.players = players;
                game.notice = Some(Notice::LibraryOpened);
                window.open = false;
            }
            Err(error) => game.notice = Some(Notice::LibraryFailed { error }),
        },
        Some(Action::Export(e)) => {
            game.notice = Some(match library.export(&e) {
                Ok(path) => Notice::LibraryExported {
                    path: path.display().to_string(),
                },
                Err(error) => Notice::LibraryFailed { error },
            });
        }
        Some(Action::Rename(e, name)) => {
            window.renaming = None;
            if let Err(error) = library.rename(&e, &name) {
                game.notice = Some(Notice::LibraryFailed { error });
            }
        }
        Some(Action::Delete(e)) => {
            window.deleting = None;
            if let Err(error) = library.delete(&e) {
                game.notice = Some(Notice::LibraryFailed { error });
            }
        }
        None => {}
    }
    Ok(())
}

/// `--show-library`: the window open from the start.
pub fn show_library_at_start(
    mut window: ResMut<LibraryWindow>,
    mut library: ResMut<Library>,
    mut game: ResMut<ShatraGame>,
) {
    open_library(&mut window, &mut library, &mut game);
}
