//! The exhibition's screens (bevy_egui): captions that keep clear of the action, the title card,
//! the visitor's start screen with large touch targets, the visitor's big buttons, the idle
//! countdown and the result of a visitor's game. Every word comes from the catalogue.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use game_family::FamilyGame;
use shatra_engine::Color as Side;

use crate::ai::Computer;
use crate::exhibition::{
    ExhibitionConfig, Screen, Show, ShowCaption, VisitorChoice, countdown_left,
};
use crate::i18n::{Arg, Catalog, side_id};
use crate::play::{Advice, CurrentGame, GameStatus, Notice, Shown};
use crate::ui::palette;
use shatra_engine::explain::{caption_for_outcome, guide_for};

pub(crate) struct ExhibitionUiPlugin;

impl Plugin for ExhibitionUiPlugin {
    fn build(&self, app: &mut App) {
        // The square numbers and the coordinates: the captions cite squares by number.
        app.init_resource::<crate::ui::UiState>()
            .add_systems(OnEnter(Screen::Attract), close_rules)
            .add_systems(OnEnter(Screen::Interlude), close_rules)
            .add_systems(
                EguiPrimaryContextPass,
                (
                    crate::i18n::install_ui_font,
                    crate::ui::labels::labels_ui,
                    exhibition_ui,
                    crate::ui::rules::rules_ui,
                )
                    .chain(),
            );
    }
}

/// The show takes the board back: the rules panel a visitor opened closes.
fn close_rules(mut ui_state: ResMut<crate::ui::UiState>) {
    ui_state.rules_open = false;
}

const PANEL: egui::Color32 = palette::SHOW_PANEL;
const GOLD: egui::Color32 = palette::SHOW_GOLD;
const TEXT: egui::Color32 = palette::SHOW_TEXT;

fn panel() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .corner_radius(14)
        .inner_margin(egui::Margin::symmetric(26, 16))
}

/// A panel of a fixed width with its content centred (an unbounded centred layout inside an
/// auto-sized area never settles on a size, and egui keeps it hidden).
fn centred(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    panel().show(ui, |ui| {
        ui.set_width(width);
        ui.vertical_centered(add);
    });
}

fn big_button(ui: &mut egui::Ui, text: String, size: f32, width: f32) -> bool {
    ui.add_sized(
        [width, size * 2.3],
        egui::Button::new(egui::RichText::new(text).size(size).color(TEXT))
            .fill(palette::SHOW_BUTTON)
            .corner_radius(12),
    )
    .clicked()
}

/// What the show's screens read.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct ShowView<'w, 's> {
    screen: Res<'w, State<Screen>>,
    show: Res<'w, Show>,
    caption: Res<'w, ShowCaption>,
    config: Res<'w, ExhibitionConfig>,
    catalog: Res<'w, Catalog>,
    game: Res<'w, CurrentGame>,
    computer: Res<'w, Computer>,
    time: Res<'w, Time<Real>>,
    cams: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<Camera3d>>,
    selection: Res<'w, crate::play::selection::Selection>,
    status: Res<'w, GameStatus>,
    advice: Res<'w, Advice>,
    shown: Res<'w, Shown>,
}

fn exhibition_ui(
    mut contexts: EguiContexts,
    v: ShowView,
    mut choices: MessageWriter<VisitorChoice>,
    mut ui_state: ResMut<crate::ui::UiState>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen_rect = ctx.content_rect();
    let size = v.config.caption_size;
    let mut out = Vec::new();
    let mut rules = ui_state.rules_open;
    caption_area(ctx, &v, size, screen_rect);
    match v.screen.get() {
        Screen::Attract => {
            invitation(ctx, &v, size);
            attract_players(ctx, &v, size, screen_rect);
        }
        Screen::Interlude => {
            invitation(ctx, &v, size);
            title_card(ctx, &v, size, screen_rect);
        }
        Screen::Welcome => welcome(ctx, &v, size, screen_rect, &mut out, &mut rules),
        Screen::Visiting => visiting(ctx, &v, size, screen_rect, &mut out, &mut rules),
    }
    countdown(ctx, &v, size, screen_rect);
    if rules != ui_state.rules_open {
        ui_state.rules_open = rules;
    }
    choices.write_batch(out);
    Ok(())
}

/// The caption keeps clear of the action: at the bottom, unless the action is down there.
fn caption_area(ctx: &egui::Context, v: &ShowView, size: f32, screen_rect: egui::Rect) {
    let t = &*v.catalog;
    // The caption keeps clear of the action: at the bottom, unless the action is down there.
    if v.caption.visible() && matches!(v.screen.get(), Screen::Attract | Screen::Visiting) {
        // The landings and the men taken matter most: the caption goes to the band (bottom or
        // top) with fewer of them, the bottom when it is a tie.
        let (mut top, mut bottom) = (0, 0);
        if let Ok((camera, cam_t)) = v.cams.single() {
            for &p in v.caption.key_points() {
                if let Ok(v) = camera.world_to_viewport(cam_t, p) {
                    if v.y < screen_rect.height() * 0.35 {
                        top += 1;
                    } else if v.y > screen_rect.height() * 0.6 {
                        bottom += 1;
                    }
                }
            }
        }
        let (anchor, offset) = if bottom > top {
            (egui::Align2::CENTER_TOP, [0.0, 84.0])
        } else {
            (egui::Align2::CENTER_BOTTOM, [0.0, -30.0])
        };
        let fade = (v.caption.stay + 2.0 - v.caption.age).clamp(0.0, 1.0);
        egui::Area::new(egui::Id::new("caption"))
            .anchor(anchor, offset)
            .interactable(false)
            .show(ctx, |ui| {
                ui.set_opacity(fade);
                ui.set_max_width(screen_rect.width() * 0.8);
                panel().show(ui, |ui| {
                    for (i, n) in v.caption.lines.iter().enumerate() {
                        let s = if i == 0 { size } else { size * 0.8 };
                        ui.label(egui::RichText::new(t.notice(n)).size(s).color(TEXT));
                    }
                });
            });
    }
}

/// The invitation, gently pulsing.
fn invitation(ctx: &egui::Context, v: &ShowView, size: f32) {
    let t = &*v.catalog;
    // The invitation, gently pulsing.
    let a = 0.65 + 0.35 * (v.time.elapsed_secs() * 2.0).sin().abs();
    egui::Area::new(egui::Id::new("invite"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 14.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(a);
            panel().show(ui, |ui| {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(t.get("exhibition-invite"))
                            .size(size * 0.8)
                            .color(GOLD),
                    )
                    .wrap_mode(egui::TextWrapMode::Extend),
                );
            });
        });
}

/// Which game of the show this is, and who plays.
fn attract_players(ctx: &egui::Context, v: &ShowView, size: f32, screen_rect: egui::Rect) {
    let t = &*v.catalog;
    let (w, b) = v.show.levels;
    egui::Area::new(egui::Id::new("players"))
        .anchor(egui::Align2::LEFT_TOP, [16.0, 16.0])
        .interactable(false)
        .show(ctx, |ui| {
            // Clear of the invitation in the middle of the top edge: it wraps instead.
            ui.set_max_width(screen_rect.width() * 0.5 - size * 8.0);
            panel().show(ui, |ui| {
                let game = t.with(
                    "exhibition-game-number",
                    &[("number", Arg::Number(v.show.games_started as i64))],
                );
                let players = t.notice(&Notice::Players { white: w, black: b });
                for line in [game, players] {
                    ui.label(egui::RichText::new(line).size(size * 0.45).color(TEXT));
                }
            });
        });
}

/// The title card between games, with the last result.
fn title_card(ctx: &egui::Context, v: &ShowView, size: f32, screen_rect: egui::Rect) {
    let t = &*v.catalog;
    egui::Area::new(egui::Id::new("title"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .interactable(false)
        .show(ctx, |ui| {
            centred(ui, (screen_rect.width() * 0.6).min(900.0), |ui| {
                ui.label(
                    egui::RichText::new(t.notice(&Notice::TitleCard))
                        .size(size * 1.5)
                        .color(GOLD),
                );
                if let Some(said) = &v.show.last_result {
                    ui.add_space(size * 0.5);
                    ui.label(egui::RichText::new(t.notice(said)).size(size).color(TEXT));
                }
                ui.add_space(size * 0.5);
                ui.label(
                    egui::RichText::new(t.with(
                        "exhibition-game-number",
                        &[("number", Arg::Number(v.show.games_started as i64 + 1))],
                    ))
                    .size(size * 0.7)
                    .color(TEXT),
                );
            });
        });
}

/// The start screen: what would the visitor like to do?
fn welcome(
    ctx: &egui::Context,
    v: &ShowView,
    size: f32,
    screen_rect: egui::Rect,
    out: &mut Vec<VisitorChoice>,
    rules: &mut bool,
) {
    let t = &*v.catalog;
    let width = (screen_rect.width() * 0.28).clamp(220.0, 420.0);
    egui::Area::new(egui::Id::new("welcome"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            centred(ui, width * 1.9 + 24.0, |ui| {
                ui.label(
                    egui::RichText::new(t.get("exhibition-welcome"))
                        .size(size * 1.4)
                        .color(GOLD),
                );
                ui.add_space(size * 0.6);
                // The show's games, when it plays more than one: the visitor picks one.
                let mut kinds: Vec<game_family::GameKind> =
                    v.config.games.iter().map(|o| o.kind()).collect();
                kinds.dedup();
                if kinds.len() > 1 {
                    ui.label(
                        egui::RichText::new(t.get("exhibition-choose-game"))
                            .size(size)
                            .color(TEXT),
                    );
                    let chosen = v.show.visitor_kind.unwrap_or(v.game.kind());
                    ui.horizontal(|ui| {
                        for k in kinds {
                            let name = t.get(&format!("game-{}", k.code()));
                            let label = if k == chosen {
                                format!("● {name}")
                            } else {
                                name
                            };
                            if big_button(ui, label, size, width * 0.6) {
                                out.push(VisitorChoice::Game(k));
                            }
                        }
                    });
                    ui.add_space(size * 0.5);
                }
                ui.label(
                    egui::RichText::new(t.get("exhibition-play-computer"))
                        .size(size)
                        .color(TEXT),
                );
                ui.horizontal(|ui| {
                    for (i, key) in ["exhibition-gentle", "exhibition-fair", "exhibition-strong"]
                        .into_iter()
                        .enumerate()
                    {
                        if big_button(ui, t.get(key), size, width * 0.6) {
                            out.push(VisitorChoice::PlayComputer(i));
                        }
                    }
                });
                ui.add_space(size * 0.5);
                if v.config.two_players
                    && big_button(ui, t.get("exhibition-two-players"), size, width)
                {
                    out.push(VisitorChoice::TwoPlayers);
                }
                ui.add_space(size * 0.3);
                if big_button(ui, t.get("exhibition-watch"), size, width) {
                    out.push(VisitorChoice::Watch);
                }
                ui.add_space(size * 0.3);
                if big_button(ui, t.get("hud-rules"), size, width) {
                    *rules = !*rules;
                }
            });
        });
}

/// A visitor's game: what is going on, the big buttons, and when the show takes the board back.
fn visiting(
    ctx: &egui::Context,
    v: &ShowView,
    size: f32,
    screen_rect: egui::Rect,
    out: &mut Vec<VisitorChoice>,
    rules: &mut bool,
) {
    let t = &*v.catalog;
    // What is going on, in one line.
    let you = v.game.players[Side::White.index()] == crate::play::Player::Human
        && v.show.visitor_vs_computer;
    let line = if let Some(e) = v.game.game.ending() {
        match (e.winner, you, v.game.shatra().and_then(|g| g.outcome())) {
            (Some(game_family::Side::White), true, _) => t.get("exhibition-you-win"),
            (Some(game_family::Side::Black), true, _) => t.get("exhibition-computer-wins"),
            (_, _, Some(o)) => t.notice(&Notice::Caption(caption_for_outcome(&o))),
            (_, _, None) => t.notice(&Notice::Ending(e)),
        }
    } else if v.computer.thinking() || v.computer.ready.is_some() {
        t.get("exhibition-computer-thinking")
    } else if let Some(g) = v
        .selection
        .from
        .filter(|_| v.selection.path.is_empty())
        .and_then(|sq| guide_for(v.game.position()?, sq))
    {
        t.notice(&Notice::Guide(g))
    } else if v.advice.hint_for(&v.game, &v.shown).is_some() {
        t.get("exhibition-hint-shown")
    } else if v.status.must_capture != 0 {
        t.get("exhibition-must-capture")
    } else {
        t.with(
            "exhibition-your-turn",
            &[("side", Arg::Id(side_id(v.game.turn().into())))],
        )
    };
    egui::Area::new(egui::Id::new("status"))
        .anchor(egui::Align2::LEFT_TOP, [16.0, 16.0])
        .interactable(false)
        .show(ctx, |ui| {
            // Clear of the invitation in the middle of the top edge: it wraps instead.
            ui.set_max_width(screen_rect.width() * 0.5 - size * 8.0);
            panel().show(ui, |ui| {
                ui.label(egui::RichText::new(line).size(size * 0.8).color(TEXT));
            });
        });
    let width = (screen_rect.width() * 0.18).clamp(180.0, 320.0);
    egui::Area::new(egui::Id::new("buttons"))
        .anchor(egui::Align2::RIGHT_CENTER, [-16.0, 0.0])
        .show(ctx, |ui| {
            panel().show(ui, |ui| {
                ui.vertical(|ui| {
                    let s = size * 0.8;
                    for (key, choice) in [
                        ("exhibition-undo", VisitorChoice::Undo),
                        ("exhibition-hint", VisitorChoice::Hint),
                        ("exhibition-new-game", VisitorChoice::NewGame),
                        ("exhibition-back-to-watching", VisitorChoice::Watch),
                    ] {
                        if big_button(ui, t.get(key), s, width) {
                            out.push(choice);
                        }
                        ui.add_space(s * 0.3);
                    }
                    if big_button(ui, t.get("hud-rules"), s, width) {
                        *rules = !*rules;
                    }
                });
            });
        });
    if let Some(end) = v.show.since_end {
        let left = (v.config.result_time - end).max(0.0).ceil() as i64;
        egui::Area::new(egui::Id::new("back-soon"))
            .anchor(egui::Align2::CENTER_TOP, [0.0, 16.0])
            .interactable(false)
            .show(ctx, |ui| {
                panel().show(ui, |ui| {
                    ui.label(
                        egui::RichText::new(
                            t.with("exhibition-back-soon", &[("seconds", Arg::Number(left))]),
                        )
                        .size(size * 0.7)
                        .color(GOLD),
                    );
                });
            });
    }
}

/// The idle countdown, over everything.
fn countdown(ctx: &egui::Context, v: &ShowView, size: f32, screen_rect: egui::Rect) {
    let t = &*v.catalog;
    if matches!(v.screen.get(), Screen::Welcome | Screen::Visiting)
        && let Some(left) = countdown_left(&v.show, &v.config)
    {
        egui::Area::new(egui::Id::new("countdown"))
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                centred(ui, (screen_rect.width() * 0.6).min(900.0), |ui| {
                    ui.label(
                        egui::RichText::new(t.get("exhibition-still-playing"))
                            .size(size * 1.3)
                            .color(GOLD),
                    );
                    ui.label(
                        egui::RichText::new(t.with(
                            "exhibition-countdown",
                            &[("seconds", Arg::Number(left.ceil() as i64))],
                        ))
                        .size(size * 2.0)
                        .color(TEXT),
                    );
                });
            });
    }
}
