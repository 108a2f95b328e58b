//! The HUD and the windows (bevy_egui). Everything here only reads the game and what the board
//! shows, and asks for changes: `crate::play::GameCommand`s for the game,
//! `crate::records::RecordRequest`s for files and the clipboard, `crate::editor::EditorAction`s
//! for the editor. Nothing outside `ui` imports it.

pub mod analysis;
pub mod editor;
pub mod exhibition;
pub mod hud;
pub mod labels;
pub mod library;
pub mod palette;
pub mod rules;

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use game_family::{GameKind, GameOptions};
use shatra_engine::{Color as Side, RuleSet, TimeControl};

use crate::display::PieceSet;
pub use crate::i18n::rule_options;
use crate::i18n::{Arg, Catalog};
use crate::play::Player;

pub(crate) struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<UiState>()
            .init_resource::<library::LibraryWindow>()
            .init_resource::<hud::HudRects>()
            .add_systems(
                EguiPrimaryContextPass,
                (
                    crate::i18n::install_ui_font,
                    labels::labels_ui,
                    hud::status::status_ui,
                    hud::clocks::clocks_ui,
                    hud::choices::choices_ui,
                    hud::panel::panel_ui,
                    hud::dialogs::dialogs_ui,
                    hud::new_game::new_game_ui,
                    hud::frame_board_beside_hud,
                    rules::rules_ui,
                    library::library_ui,
                    analysis::analysis_ui,
                    editor::editor_ui,
                )
                    .chain(),
            );
    }
}

/// State of the dialogs.
#[derive(Resource)]
pub(crate) struct UiState {
    pub new_game_open: bool,
    pub players: [Player; 2],
    /// The game of the next game, and the options of each Mongolian game (Shatra's are
    /// `rules`).
    pub kind: GameKind,
    pub rules: RuleSet,
    pub shatar: GameOptions,
    pub hiashatar: GameOptions,
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
            kind: GameKind::Shatra,
            rules: RuleSet::default(),
            shatar: GameOptions::default_for(GameKind::Shatar),
            hiashatar: GameOptions::default_for(GameKind::Hiashatar),
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
/// Keeps where a button was drawn, by name, in egui's memory (`spot:<name>`, its centre in
/// points): the page tells scripts (the browser check) where to click.
pub(crate) fn mark_spot(ui: &egui::Ui, name: &str, response: &egui::Response) {
    let at = response.rect.center();
    ui.ctx()
        .data_mut(|d| d.insert_temp(egui::Id::new(("spot", name)), at));
}

pub(crate) fn player_name(catalog: &Catalog, p: Player) -> String {
    match p {
        Player::Human => catalog.get("new-game-human"),
        Player::Computer(n) => {
            catalog.with("new-game-computer", &[("level", Arg::Number(n as i64))])
        }
    }
}

/// The two sets of men, to choose from: Shatra's turned men or discs; for shatar and hiashatar
/// the carved figurines or the Staunton-style set.
fn piece_set_choice(ui: &mut egui::Ui, catalog: &Catalog, set: &mut PieceSet, kind: GameKind) {
    let (souvenir, tournament) = match kind {
        GameKind::Shatra => ("hud-souvenir", "hud-tournament"),
        _ => ("hud-carved", "hud-staunton"),
    };
    ui.selectable_value(set, PieceSet::Souvenir, catalog.get(souvenir));
    ui.selectable_value(set, PieceSet::Tournament, catalog.get(tournament));
}

/// Each language's name in itself (what a speaker looks for in a list).
pub(crate) fn language_name(code: &str) -> &'static str {
    crate::i18n::LANGUAGES
        .iter()
        .find(|l| l.code == code)
        .map_or("English", |l| l.name)
}
