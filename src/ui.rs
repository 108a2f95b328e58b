//! The HUD (bevy_egui): side to move and thinking display, move list, captured men and reserve,
//! undo/redo, resign, draw offers, hint, a new-game dialog, a game-over dialog, the promotion
//! picker and "stop here", typed moves, piece set, labels and camera presets.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shatra_engine::search::format_score;
use shatra_engine::{Color as Side, Kind, RuleSet, Square, Squares, TimeControl};

use crate::ai::Computer;
use crate::animation::GameOverCard;
use crate::camera::Orbit;
use crate::config::{PieceSet, Player, View};
use crate::geometry::square_center;
use crate::i18n::{Arg, Catalog};
use crate::input::{MoveChosen, MustCapture, Selection};
use crate::notice::Notice;
use crate::state::{Display, Labels, ShatraGame};

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiState>()
            .add_systems(Startup, open_rules_page)
            .add_systems(
                EguiPrimaryContextPass,
                (
                    crate::i18n::install_ui_font,
                    labels_ui,
                    hud_ui,
                    rules_ui,
                    crate::library_ui::library_ui,
                    crate::analysis::analysis_ui,
                    crate::editor::editor_ui,
                )
                    .chain(),
            );
    }
}

/// State of the dialogs.
#[derive(Resource)]
pub struct UiState {
    pub new_game_open: bool,
    pub players: [Player; 2],
    pub rules: RuleSet,
    pub typed: String,
    pub game_over_seen: Option<u64>,
    /// The side asked "Resign this game?".
    pub confirm_resign: Option<Side>,
    /// The time control of the next game (none: no clock), and the custom one being set.
    pub clock: Option<TimeControl>,
    pub custom_clock: (u64, u64),
    /// The rules help: open, and the page shown.
    pub rules_open: bool,
    pub rules_page: usize,
    /// Study: "Play from here" asked, waiting for the answer.
    pub confirm_play_from_here: bool,
}

impl Default for UiState {
    fn default() -> Self {
        UiState {
            new_game_open: false,
            players: [Player::Human, Player::Computer(3)],
            rules: RuleSet::default(),
            typed: String::new(),
            game_over_seen: None,
            confirm_resign: None,
            clock: None,
            custom_clock: (20, 10),
            rules_open: false,
            confirm_play_from_here: false,
            rules_page: 0,
        }
    }
}

/// A player in words: "Human" or "Computer: Club player (4)".
pub fn player_name(catalog: &Catalog, p: Player) -> String {
    match p {
        Player::Human => catalog.get("new-game-human"),
        Player::Computer(n) => {
            catalog.with("new-game-computer", &[("level", Arg::Number(n as i64))])
        }
    }
}

/// The two sets of men, to choose from.
fn piece_set_choice(ui: &mut egui::Ui, catalog: &Catalog, set: &mut PieceSet) {
    ui.selectable_value(set, PieceSet::Souvenir, catalog.get("hud-souvenir"));
    ui.selectable_value(set, PieceSet::Tournament, catalog.get("hud-tournament"));
}

/// A typed move the engine refused, as a notice.
fn move_refused(text: &str, e: shatra_engine::MoveError) -> Notice {
    match e {
        shatra_engine::MoveError::Syntax { .. } => Notice::NotAMove {
            text: text.to_string(),
        },
        shatra_engine::MoveError::Illegal { why, .. } => Notice::MoveRefused {
            text: text.to_string(),
            why,
        },
    }
}

/// Where Save and Load keep the game: `$XDG_DATA_HOME/shatra` or `~/.local/share/shatra`.
pub fn saved_game_path() -> std::path::PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".local/share")))
        .unwrap_or_else(|| ".".into());
    base.join("shatra").join("saved-game.ron")
}

/// Text with a dark halo, readable on light and dark squares alike.
fn halo_text(painter: &egui::Painter, at: egui::Pos2, text: &str, size: f32, color: egui::Color32) {
    let font = egui::FontId::proportional(size);
    let shadow = egui::Color32::from_rgba_unmultiplied(20, 10, 4, 210);
    for (dx, dy) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0), (1.0, 1.0)] {
        painter.text(
            at + egui::vec2(dx, dy),
            egui::Align2::CENTER_CENTER,
            text,
            font.clone(),
            shadow,
        );
    }
    painter.text(at, egui::Align2::CENTER_CENTER, text, font, color);
}

/// Traditional numbers or algebraic names painted over the squares (sized to the square as the
/// camera sees it, with a halo), and the coordinates on the frame.
pub fn labels_ui(
    mut contexts: EguiContexts,
    display: Res<Display>,
    cams: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let Ok((camera, cam_t)) = cams.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let project = |p: Vec3| camera.world_to_viewport(cam_t, p).ok();
    // Font size from how large half a square looks there.
    let size_at = |p: Vec3, k: f32| {
        let (Some(a), Some(b)) = (project(p), project(p + Vec3::X * 0.5)) else {
            return None;
        };
        // Whole pixels: egui rasterizes glyphs for each size it meets.
        Some((a, (a.distance(b) * k).clamp(9.0, 22.0).round()))
    };
    for (text, p) in crate::board::frame_coordinates() {
        if let Some((v, size)) = size_at(p, 0.55) {
            halo_text(
                &painter,
                egui::pos2(v.x, v.y),
                &text,
                size,
                egui::Color32::from_rgb(236, 208, 150),
            );
        }
    }
    if display.labels == Labels::Off {
        return Ok(());
    }
    // The corner of each square nearest the viewer, on the left: in front of the man.
    let flat = |v: Vec3| Vec3::new(v.x, 0.0, v.z).normalize_or(Vec3::Z);
    let corner = -0.3 * flat(*cam_t.right()) + 0.3 * flat(*cam_t.back()) + Vec3::Y * 0.02;
    for sq in Square::all() {
        let p = square_center(sq) + corner;
        let Some((v, size)) = size_at(p, 0.42) else {
            continue;
        };
        let text = match display.labels {
            Labels::Numbers => sq.number().to_string(),
            _ => sq.algebraic(),
        };
        halo_text(
            &painter,
            egui::pos2(v.x, v.y),
            &text,
            size,
            egui::Color32::from_rgb(255, 247, 230),
        );
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn hud_ui(
    mut contexts: EguiContexts,
    mut game: ResMut<ShatraGame>,
    mut display: ResMut<Display>,
    mut selection: ResMut<Selection>,
    mut ui_state: ResMut<UiState>,
    mut orbit: ResMut<Orbit>,
    mut computer: ResMut<Computer>,
    mut chosen: MessageWriter<MoveChosen>,
    catalog: Res<Catalog>,
    card: Res<GameOverCard>,
    mut commands: Commands,
    must_capture: Res<MustCapture>,
    mut hud_area: ResMut<crate::camera::HudArea>,
    mut library: (
        Option<ResMut<crate::library_ui::LibraryWindow>>,
        Option<ResMut<crate::library::Library>>,
        Option<ResMut<crate::editor::Editor>>,
    ),
) -> Result {
    let library_window = library.0.as_deref();
    let mut open_library_now = false;
    let mut open_editor_now = false;
    let mut paste_now = false;
    let ctx = contexts.ctx_mut()?;
    let pos = *game.shown();
    let outcome = game.game.outcome();
    let mut switch_to = None;

    // Status: who is to move, the computer's thinking, the last message.
    let status_rect = egui::Window::new("status")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [10.0, 10.0])
        .show(ctx, |ui| {
            let side = pos.turn();
            match outcome {
                Some(o) => ui.heading(catalog.notice(&crate::notice::caption_for_outcome(&o))),
                None => ui.heading(catalog.with(
                    "hud-to-move",
                    &[
                        ("side", Arg::Id(crate::i18n::side_id(side))),
                        (
                            "player",
                            Arg::Text(player_name(&catalog, game.players[side.index()])),
                        ),
                    ],
                )),
            };
            if let Some(since) = computer.since {
                let p = computer.progress.lock().ok().and_then(|p| p.clone());
                let seconds = Arg::Text(format!("{:.1}", since.elapsed().as_secs_f32()));
                let line = match p {
                    Some(p) => catalog.with(
                        "hud-thinking-depth",
                        &[
                            ("depth", Arg::Number(p.depth as i64)),
                            ("score", Arg::Text(format_score(p.score))),
                            ("seconds", seconds),
                        ],
                    ),
                    None => catalog.with("hud-thinking", &[("seconds", seconds)]),
                };
                ui.label(egui::RichText::new(line).italics());
            }
            // What the player is in the middle of, or must do.
            let cue = if selection.chain_in_progress() {
                Some(if selection.stops().is_empty() {
                    "hud-chain-in-progress"
                } else {
                    "hud-chain-or-stop"
                })
            } else if outcome.is_none()
                && game.human_to_move()
                && must_capture.men != 0
                && game.setup.is_none()
                && game.view.is_none()
            {
                Some("hud-must-capture")
            } else {
                None
            };
            // The beginner's guide: what the selected man may do here and why.
            if display.guide
                && !selection.chain_in_progress()
                && let Some(g) = selection
                    .from
                    .and_then(|sq| crate::notice::guide_for(&pos, sq))
            {
                ui.label(
                    egui::RichText::new(catalog.notice(&Notice::Guide(g)))
                        .color(egui::Color32::from_rgb(190, 220, 255)),
                );
            }
            if let Some(key) = cue {
                ui.label(
                    egui::RichText::new(catalog.get(key))
                        .color(egui::Color32::from_rgb(255, 215, 140))
                        .strong(),
                );
            }
            let pending = if computer.weighing_draw() {
                Some(catalog.get("hud-draw-weighing"))
            } else if computer.hinting() {
                Some(catalog.get("hud-hint-thinking"))
            } else if let Some((_, m)) = computer.hint {
                Some(catalog.with("hud-hint", &[("move", Arg::Text(m.to_string()))]))
            } else {
                game.notice.as_ref().map(|n| catalog.notice(n))
            };
            if let Some(line) = pending {
                ui.label(egui::RichText::new(line).color(egui::Color32::from_rgb(255, 190, 120)));
            }
            if let Some(m) = game.game.moves().last() {
                ui.label(catalog.with("hud-last-move", &[("move", Arg::Text(m.to_string()))]));
            }
        })
        .map(|r| r.response.rect);

    // The match clocks, large, beside the board: Black's above, White's below (as the board
    // is seen from White's end), the running one lit.
    if let Some(clock) = game.game.clock.clone() {
        for (side, anchor) in [
            (Side::Black, egui::Align2::LEFT_CENTER),
            (Side::White, egui::Align2::LEFT_CENTER),
        ] {
            let y = if side == Side::Black { -70.0 } else { 70.0 };
            let on = crate::clock::running(&game, side);
            egui::Area::new(egui::Id::new(("clock", side.index())))
                .anchor(anchor, [14.0, y])
                .interactable(false)
                .show(ctx, |ui| {
                    egui::Frame::new()
                        .fill(if on {
                            egui::Color32::from_rgb(120, 82, 30)
                        } else {
                            egui::Color32::from_rgba_premultiplied(20, 14, 8, 210)
                        })
                        .corner_radius(10)
                        .inner_margin(egui::Margin::symmetric(16, 8))
                        .show(ui, |ui| {
                            ui.label(
                                egui::RichText::new(catalog.with(
                                    "side",
                                    &[("side", Arg::Id(crate::i18n::side_id(side)))],
                                ))
                                .size(16.0)
                                .color(egui::Color32::from_rgb(236, 208, 150)),
                            );
                            ui.label(
                                egui::RichText::new(crate::clock::format_time(
                                    clock.remaining(side),
                                ))
                                .size(40.0)
                                .monospace()
                                .color(egui::Color32::WHITE),
                            );
                        });
                });
        }
        if outcome.is_none() {
            egui::Area::new(egui::Id::new("clock-pause"))
                .anchor(egui::Align2::LEFT_CENTER, [14.0, 0.0])
                .show(ctx, |ui| {
                    let key = if clock.paused {
                        "clock-resume"
                    } else {
                        "clock-pause"
                    };
                    if ui.button(catalog.get(key)).clicked()
                        && let Some(c) = game.game.clock.as_mut()
                    {
                        c.paused = !c.paused;
                    }
                });
        }
    }

    // Choices in the middle of a move: the promotion picker, "stop here".
    if !selection.promotion_choice.is_empty() || !selection.stops().is_empty() {
        egui::Window::new(catalog.get("hud-your-move"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -20.0])
            .show(ctx, |ui| {
                if !selection.promotion_choice.is_empty() {
                    ui.label(catalog.get("hud-promote-to"));
                    ui.horizontal(|ui| {
                        for k in selection.promotion_choice.clone() {
                            if ui
                                .button(
                                    catalog
                                        .with("man", &[("kind", Arg::Id(crate::i18n::kind_id(k)))]),
                                )
                                .clicked()
                                && let Some(m) = selection.choose_promotion(k)
                            {
                                chosen.write(MoveChosen(m));
                                selection.clear();
                            }
                        }
                    });
                }
                for m in selection.stops() {
                    let label = if m.kind() == shatra_engine::MoveKind::Promote {
                        catalog.with("hud-promote-here", &[("move", Arg::Text(m.to_string()))])
                    } else {
                        catalog.with("hud-stop-here", &[("move", Arg::Text(m.to_string()))])
                    };
                    if ui.button(label).clicked() {
                        chosen.write(MoveChosen(m));
                        selection.clear();
                    }
                }
                if ui.button(catalog.get("hud-cancel")).clicked() {
                    selection.clear();
                }
            });
    }

    // The game panel.
    let panel_rect = egui::Window::new("Shatra")
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 10.0])
        .default_width(250.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button(catalog.get("hud-new-game")).clicked() {
                    ui_state.new_game_open = true;
                    ui_state.players = game.players;
                    ui_state.rules = *game.game.rules();
                    ui_state.clock = game.game.clock.as_ref().map(|c| c.control);
                }
                if ui
                    .add_enabled(
                        !game.game.moves().is_empty(),
                        egui::Button::new(catalog.get("hud-undo")),
                    )
                    .clicked()
                {
                    computer.cancel();
                    game.undo();
                    selection.clear();
                }
                if ui
                    .add_enabled(
                        game.game.can_redo(),
                        egui::Button::new(catalog.get("hud-redo")),
                    )
                    .clicked()
                {
                    computer.cancel();
                    game.redo();
                    selection.clear();
                }
            });
            ui.horizontal(|ui| {
                let playing = outcome.is_none() && game.human_to_move();
                if ui
                    .add_enabled(playing, egui::Button::new(catalog.get("hud-resign")))
                    .clicked()
                {
                    ui_state.confirm_resign = Some(pos.turn());
                }
                if ui
                    .add_enabled(playing, egui::Button::new(catalog.get("hud-offer-draw")))
                    .clicked()
                {
                    let me = pos.turn();
                    let other = me.other();
                    match game.players[other.index()] {
                        Player::Human => game.draw_offer = Some(other),
                        Player::Computer(_) => computer.offer_draw(&game, other),
                    }
                }
                if ui
                    .add_enabled(
                        playing && !computer.hinting(),
                        egui::Button::new(catalog.get("hud-hint-button")),
                    )
                    .clicked()
                {
                    computer.request_hint(&game);
                }
            });
            ui.horizontal(|ui| {
                if ui.button(catalog.get("hud-save")).clicked() {
                    let path = saved_game_path();
                    let result = path
                        .parent()
                        .map_or(Ok(()), std::fs::create_dir_all)
                        .map_err(|e| e.to_string());
                    game.notice = Some(
                        match result.and_then(|_| game.game.save(&path).map_err(|e| e.to_string()))
                        {
                            Ok(()) => Notice::Saved {
                                path: path.display().to_string(),
                            },
                            Err(error) => Notice::NotSaved { error },
                        },
                    );
                }
                if ui.button(catalog.get("hud-rules")).clicked() {
                    ui_state.rules_open = !ui_state.rules_open;
                }
                if library_window.is_some() && ui.button(catalog.get("library-button")).clicked() {
                    open_library_now = true;
                }
                if library.2.is_some() && ui.button(catalog.get("editor-button")).clicked() {
                    open_editor_now = true;
                }
                if ui.button(catalog.get("hud-load")).clicked() {
                    let path = saved_game_path();
                    match shatra_engine::Game::load(&path) {
                        Ok(g) => {
                            computer.cancel();
                            selection.clear();
                            game.replace(g);
                            game.notice = Some(Notice::Loaded {
                                path: path.display().to_string(),
                            });
                        }
                        Err(e) => {
                            game.notice = Some(Notice::NotLoaded {
                                error: e.to_string(),
                            })
                        }
                    }
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(catalog.get("hud-type-move"));
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut ui_state.typed)
                        .desired_width(110.0)
                        .hint_text("46-32, 29x17"),
                );
                if edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    let text = std::mem::take(&mut ui_state.typed);
                    if game.human_to_move() {
                        match pos.parse_move(&text) {
                            Ok(m) => {
                                chosen.write(MoveChosen(m));
                                selection.clear();
                            }
                            Err(e) => game.notice = Some(move_refused(&text, e)),
                        }
                    } else {
                        game.notice = Some(Notice::WaitForComputer);
                    }
                }
            });
            // The clipboard: the position shown and the moves out, a position or moves in.
            ui.horizontal(|ui| {
                if ui.button(catalog.get("clipboard-copy-position")).clicked() {
                    game.notice = Some(match crate::clipboard::copy(&game.shown().to_fen()) {
                        Ok(()) => Notice::CopiedPosition,
                        Err(error) => Notice::ClipboardFailed { error },
                    });
                }
                if ui.button(catalog.get("clipboard-copy-moves")).clicked() {
                    game.notice = Some(match crate::clipboard::copy(&game.game.move_text()) {
                        Ok(()) => Notice::CopiedMoves,
                        Err(error) => Notice::ClipboardFailed { error },
                    });
                }
                if ui.button(catalog.get("clipboard-paste")).clicked() {
                    paste_now = true;
                }
            });
            ui.separator();
            ui.label(egui::RichText::new(catalog.get("hud-moves")).strong());
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    if game.game.moves().is_empty() {
                        ui.label("—");
                        return;
                    }
                    // Each move can be clicked to see the board as it was then (study).
                    let shown = game.shown_ply();
                    let mut go = None;
                    ui.horizontal_wrapped(|ui| {
                        ui.spacing_mut().item_spacing.x = 4.0;
                        let positions = game.game.positions();
                        for (i, m) in game.game.moves().iter().enumerate() {
                            let before = &positions[i];
                            if before.turn() == Side::White || i == 0 {
                                let dots = if before.turn() == Side::White {
                                    "."
                                } else {
                                    "..."
                                };
                                ui.label(format!("{}{dots}", before.fullmoves()));
                            }
                            if ui.selectable_label(shown == i + 1, m.to_string()).clicked() {
                                go = Some(i + 1);
                            }
                        }
                    });
                    if let Some(ply) = go {
                        crate::study::go_to_ply(&mut game, &mut computer, &mut selection, ply);
                    }
                });
            if let Some(k) = game.view {
                let later = game.game.moves().len() - k;
                if ui_state.confirm_play_from_here {
                    ui.label(
                        catalog.with("study-confirm", &[("count", Arg::Number(later as i64))]),
                    );
                    ui.horizontal(|ui| {
                        if ui.button(catalog.get("study-yes")).clicked() {
                            game.play_from_here();
                            ui_state.confirm_play_from_here = false;
                        }
                        if ui.button(catalog.get("study-no")).clicked() {
                            ui_state.confirm_play_from_here = false;
                        }
                    });
                } else if ui
                    .button(catalog.get("study-play-from-here"))
                    .on_hover_text(catalog.get("study-play-from-here-tip"))
                    .clicked()
                {
                    ui_state.confirm_play_from_here = true;
                }
            } else {
                ui_state.confirm_play_from_here = false;
            }
            ui.separator();
            for side in Side::BOTH {
                let mut lost = Vec::new();
                for k in Kind::ALL {
                    let start = game.game.start().pieces(side, k).count_ones() as i64;
                    let now = pos.pieces(side, k).count_ones() as i64;
                    if start > now {
                        lost.push(catalog.with(
                            "hud-lost-men",
                            &[
                                ("count", Arg::Number(start - now)),
                                ("kind", Arg::Id(crate::i18n::kind_id(k))),
                            ],
                        ));
                    }
                }
                let reserve = Squares(pos.reserve() & pos.men(side)).count() as i64;
                ui.label(catalog.with(
                    "hud-side-men",
                    &[
                        ("side", Arg::Id(crate::i18n::side_id(side))),
                        ("lost", Arg::Text(lost.join(", "))),
                        ("any", Arg::Number(lost.len() as i64)),
                        ("reserve", Arg::Number(reserve)),
                    ],
                ));
            }
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(catalog.get("new-game-men"));
                piece_set_choice(ui, &catalog, &mut display.piece_set);
            });
            ui.horizontal(|ui| {
                ui.label(catalog.get("hud-labels"));
                ui.selectable_value(
                    &mut display.labels,
                    Labels::Off,
                    catalog.get("hud-labels-off"),
                );
                ui.selectable_value(&mut display.labels, Labels::Numbers, "1–62");
                ui.selectable_value(&mut display.labels, Labels::Algebraic, "a1");
            });
            ui.horizontal(|ui| {
                ui.label(catalog.get("hud-view"));
                for (v, key) in [
                    (View::White, "hud-view-white"),
                    (View::Black, "hud-view-black"),
                    (View::Top, "hud-view-top"),
                ] {
                    if ui.button(catalog.get(key)).clicked() {
                        orbit.go_to(v);
                    }
                }
            });
            // The language, switched live.
            ui.horizontal(|ui| {
                for lang in crate::i18n::LANGUAGES {
                    if ui
                        .selectable_label(catalog.code() == lang.code, language_name(lang.code))
                        .clicked()
                        && catalog.code() != lang.code
                        && let Some(c) = Catalog::for_language(lang.code)
                    {
                        switch_to = Some(c);
                    }
                }
            });
            ui.checkbox(&mut display.follow_side, catalog.get("hud-follow-side"));
            ui.checkbox(&mut display.guide, catalog.get("hud-guide"));
            ui.add(
                egui::Slider::new(&mut display.speed, 0.25..=4.0)
                    .text(catalog.get("hud-animation-speed")),
            );
            // Sound: volume and mute.
            ui.horizontal(|ui| {
                let muted = display.loudness.muted;
                ui.add_enabled(
                    !muted,
                    egui::Slider::new(&mut display.loudness.volume, 0.0..=1.0)
                        .show_value(false)
                        .text(catalog.get("hud-volume")),
                );
                ui.checkbox(&mut display.loudness.muted, catalog.get("hud-mute"));
            });
        })
        .map(|r| r.response.rect);

    if open_library_now && let (Some(w), Some(l)) = (library.0.as_mut(), library.1.as_mut()) {
        crate::library_ui::open_library(w, l, &mut game);
    }
    if paste_now {
        let rules = *game.game.rules();
        match crate::clipboard::paste().and_then(|t| crate::clipboard::read_pasted(&t, rules)) {
            Ok(crate::clipboard::Pasted::Game(g)) => {
                computer.cancel();
                selection.clear();
                game.replace(*g);
                game.notice = Some(Notice::PastedGame);
            }
            Ok(crate::clipboard::Pasted::Position(p)) => {
                if let Some(e) = library.2.as_mut() {
                    computer.cancel();
                    selection.clear();
                    crate::editor::open_editor(e, &mut game);
                    e.load(&p);
                    crate::editor::refresh(e, &mut game);
                }
            }
            Err(error) => game.notice = Some(Notice::ClipboardFailed { error }),
        }
    }
    if open_editor_now && let Some(e) = library.2.as_mut() {
        computer.cancel();
        selection.clear();
        crate::editor::open_editor(e, &mut game);
    }
    // The camera keeps the board clear of the panel and the status line.
    let rect = |r: egui::Rect| Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
    let area = crate::camera::HudArea {
        panel: panel_rect.map(rect),
        status: status_rect.map(rect),
        side: hud_area.side,
    };
    let near = |a: Option<Rect>, b: Option<Rect>| match (a, b) {
        (Some(a), Some(b)) => {
            (a.min - b.min).abs().max_element() < 2.0 && (a.max - b.max).abs().max_element() < 2.0
        }
        (None, None) => true,
        _ => false,
    };
    if !near(hud_area.panel, area.panel) || !near(hud_area.status, area.status) {
        *hud_area = area;
    }

    // A human's draw offer to a human.
    if let Some(to) = game.draw_offer {
        egui::Window::new(catalog.get("hud-draw-offered"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.label(catalog.with(
                    "hud-draw-offer",
                    &[("side", Arg::Id(crate::i18n::side_id(to)))],
                ));
                ui.horizontal(|ui| {
                    if ui.button(catalog.get("hud-accept")).clicked() {
                        game.agree_draw();
                    }
                    if ui.button(catalog.get("hud-decline")).clicked() {
                        game.draw_offer = None;
                        game.notice = Some(Notice::DrawDeclinedByOpponent);
                    }
                });
            });
    }

    // Resigning asks first.
    if let Some(side) = ui_state.confirm_resign {
        if outcome.is_some() || !game.human_to_move() {
            ui_state.confirm_resign = None;
        }
        egui::Window::new(catalog.get("hud-resign-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [10.0, -10.0])
            .show(ctx, |ui| {
                ui.label(catalog.get("hud-resign-question"));
                ui.horizontal(|ui| {
                    if ui.button(catalog.get("hud-resign-yes")).clicked() {
                        game.resign(side);
                        ui_state.confirm_resign = None;
                    }
                    if ui.button(catalog.get("hud-resign-no")).clicked() {
                        ui_state.confirm_resign = None;
                    }
                });
            });
    }

    // Game over: once the last move has been seen, beside the board, and it can be closed to
    // look at the final position.
    if let Some(o) = outcome
        && card.ready == Some(game.version)
        && ui_state.game_over_seen != Some(game.version)
        && !ui_state.new_game_open
    {
        egui::Window::new(catalog.get("hud-game-over"))
            .collapsible(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [10.0, -10.0])
            .show(ctx, |ui| {
                ui.heading(catalog.with(
                    "exhibition-game-result",
                    &[(
                        "winner",
                        Arg::Id(o.winner.map_or("none", crate::i18n::side_id)),
                    )],
                ));
                ui.label(format!(
                    "{} ({})",
                    catalog.notice(&crate::notice::caption_for_outcome(&o)),
                    o.score()
                ));
                ui.horizontal(|ui| {
                    if ui.button(catalog.get("hud-new-game")).clicked() {
                        ui_state.new_game_open = true;
                        ui_state.players = game.players;
                        ui_state.rules = *game.game.rules();
                    }
                    if ui.button(catalog.get("hud-look-at-board")).clicked() {
                        ui_state.game_over_seen = Some(game.version);
                    }
                });
            });
    }

    // New game.
    if ui_state.new_game_open {
        let mut open = true;
        egui::Window::new(catalog.get("new-game-title"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                let player_name = |p: Player| player_name(&catalog, p);
                for side in Side::BOTH {
                    ui.horizontal(|ui| {
                        ui.label(
                            catalog.with("side", &[("side", Arg::Id(crate::i18n::side_id(side)))]),
                        );
                        let p = &mut ui_state.players[side.index()];
                        egui::ComboBox::from_id_salt(side.name())
                            .selected_text(player_name(*p))
                            .width(220.0)
                            .show_ui(ui, |ui| {
                                ui.selectable_value(p, Player::Human, player_name(Player::Human));
                                for n in 1..=8 {
                                    let c = Player::Computer(n);
                                    ui.selectable_value(p, c, player_name(c));
                                }
                            });
                    });
                }
                ui.separator();
                ui.label(egui::RichText::new(catalog.get("new-game-rules")).strong());
                let r = &mut ui_state.rules;
                if ui
                    .selectable_label(
                        *r == RuleSet::default(),
                        catalog.get("new-game-default-rules"),
                    )
                    .clicked()
                {
                    *r = RuleSet::default();
                }
                egui::CollapsingHeader::new(catalog.get("new-game-options"))
                    .default_open(*r != RuleSet::default())
                    .show(ui, |ui| {
                        for (key, on) in rule_options(r) {
                            ui.checkbox(on, catalog.get(key))
                                .on_hover_text(catalog.get(&format!("{key}-tip")));
                        }
                    });
                // What the chosen rules change, one line per option.
                ui.add_space(4.0);
                if *r == RuleSet::default() {
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
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label(catalog.get("new-game-clock"));
                    let c = &mut ui_state.clock;
                    ui.selectable_value(c, None, catalog.get("clock-none"));
                    for t in shatra_engine::clock::PRESETS {
                        ui.selectable_value(c, Some(t), t.to_string());
                    }
                    let (m, inc) = ui_state.custom_clock;
                    let custom = Some(TimeControl::minutes(m, inc));
                    let is_custom = ui_state
                        .clock
                        .is_some_and(|t| !shatra_engine::clock::PRESETS.contains(&t));
                    if ui
                        .selectable_label(is_custom, catalog.get("clock-custom"))
                        .clicked()
                    {
                        ui_state.clock = custom;
                    }
                });
                if ui_state
                    .clock
                    .is_some_and(|t| !shatra_engine::clock::PRESETS.contains(&t))
                {
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
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label(catalog.get("new-game-men"));
                    piece_set_choice(ui, &catalog, &mut display.piece_set);
                });
                ui.separator();
                if ui.button(catalog.get("new-game-start")).clicked() {
                    computer.cancel();
                    let (rules, players) = (ui_state.rules, ui_state.players);
                    game.new_game(rules, players);
                    game.set_clock(ui_state.clock);
                    selection.clear();
                    ui_state.new_game_open = false;
                }
            });
        if !open {
            ui_state.new_game_open = false;
        }
    }
    if let Some(c) = switch_to {
        commands.insert_resource(c);
    }
    Ok(())
}

/// The rule options of RULES.md section 9, with their catalogue keys (the tooltip is the key
/// with `-tip`).
pub fn rule_options(r: &mut RuleSet) -> [(&'static str, &mut bool); 8] {
    [
        ("rule-original", &mut r.original),
        ("rule-no-great-road-drops", &mut r.no_great_road_drops),
        ("rule-shatra-retreat", &mut r.shatra_retreat),
        ("rule-majority-capture", &mut r.majority_capture),
        ("rule-always-batyr", &mut r.always_batyr),
        ("rule-historical-en-passant", &mut r.historical_en_passant),
        (
            "rule-gate-shatra-may-decline",
            &mut r.gate_shatra_may_decline,
        ),
        ("rule-nearest-landing", &mut r.nearest_landing),
    ]
}

/// Each language's name in itself (what a speaker looks for in a list).
pub fn language_name(code: &str) -> &'static str {
    match code {
        "ru" => "Русский",
        "pt" => "Português",
        "fr" => "Français",
        _ => "English",
    }
}

/// The rules help: a page per topic, and "Show me" for the pages with a demonstration.
pub fn rules_ui(
    mut contexts: EguiContexts,
    mut ui_state: ResMut<UiState>,
    catalog: Res<Catalog>,
    demo: Res<crate::help::Demonstration>,
    game: Res<ShatraGame>,
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
                        let mut r = *game.game.rules();
                        if r == RuleSet::default() {
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
                            .add_enabled(!demo.running(), egui::Button::new(label))
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

/// `--rules-page N` opens the rules help at page N.
fn open_rules_page(config: Option<Res<crate::config::Config>>, mut ui_state: ResMut<UiState>) {
    if let Some(page) = config.and_then(|c| c.rules_page) {
        ui_state.rules_open = true;
        ui_state.rules_page = page.min(crate::help::TOPICS.len() - 1);
    }
}
