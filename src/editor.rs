//! The position editor: men of either side placed and removed with clicks on the board (the
//! fortresses included), the side to move, the initial reserve and the counters set, the
//! position string typed or read; the engine's own validation says what is wrong as the player
//! places or types; "Play from here" starts a game from it (against the computer or a person).
//! While the editor is open the board shows the position being set up and nothing else moves.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::{Color as Side, Game, Kind, Piece, Position, Square};

use crate::config::Player;
use crate::i18n::{Arg, Catalog};
use crate::input::SquareClicked;
use crate::state::ShatraGame;

/// What a click on the board does in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    Man(Piece),
    Erase,
    /// Marks a man at home as initial reserve, or takes the mark off.
    Reserve,
}

/// The position being set up.
#[derive(Resource, Clone, Debug)]
pub struct Editor {
    pub open: bool,
    /// By square index (0 = square 1).
    pub men: [Option<Piece>; 62],
    pub turn: Side,
    /// The initial-reserve men (RULES.md section 4): a bitboard of squares; only men standing
    /// in their own fortress or gate count.
    pub reserve: u64,
    pub halfmoves: u32,
    pub fullmoves: u32,
    pub brush: Brush,
    /// The position string as typed in the editor's field.
    pub text: String,
    /// The players of the game started from here.
    pub players: [Player; 2],
    /// What the engine says is wrong, if anything.
    pub error: Option<String>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            open: false,
            men: [None; 62],
            turn: Side::White,
            reserve: 0,
            halfmoves: 0,
            fullmoves: 1,
            brush: Brush::Man(Piece {
                color: Side::White,
                kind: Kind::Shatra,
            }),
            text: String::new(),
            players: [Player::Human, Player::Computer(3)],
            error: None,
        }
    }
}

impl Editor {
    /// The editor holding a position.
    pub fn load(&mut self, pos: &Position) {
        for sq in Square::all() {
            self.men[sq.index()] = pos.piece_at(sq);
        }
        self.turn = pos.turn();
        self.reserve = pos.reserve();
        self.halfmoves = pos.halfmoves();
        self.fullmoves = pos.fullmoves();
        self.text = pos.to_fen();
    }

    /// The position string of what is set up (RULES.md section 8).
    pub fn fen(&self) -> String {
        let men = shatra_engine::position::format_men(|sq| self.men[sq.index()]);
        // Only men at home count as reserve.
        let reserve = Square::all()
            .filter(|s| self.men[s.index()].is_some_and(|p| p.color.home() & s.bit() != 0))
            .fold(0u64, |a, s| a | s.bit())
            & self.reserve;
        let reserve = shatra_engine::position::format_square_set(reserve, true);
        format!(
            "{} {} {reserve} - - - {} {}",
            men,
            if self.turn == Side::White { 'w' } else { 'b' },
            self.halfmoves,
            self.fullmoves.max(1)
        )
    }

    /// The position, or the engine's reason it is not one.
    pub fn position(&self, rules: shatra_engine::RuleSet) -> Result<Position, String> {
        Position::from_fen(&self.fen(), rules).map_err(|e| e.to_string())
    }

    /// A click on a square: the brush's man goes there (a second click with the same man takes
    /// it off), or the square is cleared.
    pub fn click(&mut self, sq: Square) {
        if self.brush == Brush::Reserve {
            if self.men[sq.index()].is_some_and(|p| p.color.home() & sq.bit() != 0) {
                self.reserve ^= sq.bit();
            }
            return;
        }
        let here = &mut self.men[sq.index()];
        *here = match self.brush {
            Brush::Man(p) if *here == Some(p) => None,
            Brush::Man(p) => Some(p),
            Brush::Erase | Brush::Reserve => None,
        };
        // A man put at home starts as reserve, as at the start of a game.
        match *here {
            Some(p) if p.color.home() & sq.bit() != 0 => self.reserve |= sq.bit(),
            _ => self.reserve &= !sq.bit(),
        }
    }

    /// What the board shows: the men as placed, whether or not the position is valid yet.
    pub fn shown(&self, rules: shatra_engine::RuleSet) -> Position {
        self.position(rules).unwrap_or_else(|_| {
            Position::placement_only(
                rules,
                Square::all().filter_map(|s| self.men[s.index()].map(|p| (s, p))),
                self.turn,
            )
        })
    }
}

pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Editor>()
            .add_systems(Update, editor_clicks.before(crate::pieces::PieceSync));
    }
}

/// Opens the editor on the position the board shows.
pub fn open_editor(editor: &mut Editor, game: &mut ShatraGame) {
    let pos = *game.shown();
    editor.load(&pos);
    editor.players = game.players;
    editor.open = true;
    refresh(editor, game);
}

/// Shows the set-up position on the board and says what is wrong with it.
pub fn refresh(editor: &mut Editor, game: &mut ShatraGame) {
    let rules = *game.game.rules();
    editor.error = editor.position(rules).err();
    editor.text = editor.fen();
    game.show_setup(Some(editor.shown(rules)));
}

fn editor_clicks(
    mut clicks: MessageReader<SquareClicked>,
    mut editor: ResMut<Editor>,
    mut game: ResMut<ShatraGame>,
) {
    if !editor.open {
        clicks.clear();
        return;
    }
    let mut any = false;
    for &SquareClicked(sq) in clicks.read() {
        editor.click(sq);
        any = true;
    }
    if any {
        refresh(&mut editor, &mut game);
    }
}

/// The editor's window.
pub fn editor_ui(
    mut contexts: EguiContexts,
    mut editor: ResMut<Editor>,
    mut game: ResMut<ShatraGame>,
    mut computer: ResMut<crate::ai::Computer>,
    catalog: Res<Catalog>,
    mut hud: ResMut<crate::camera::HudArea>,
) -> Result {
    if !editor.open {
        if hud.side.is_some() {
            hud.side = None;
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut changed = false;
    let mut typed = None;
    let mut play = false;
    let mut close = false;
    let shown = egui::Window::new(catalog.get("editor-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [10.0, 60.0])
        .max_width(320.0)
        .show(ctx, |ui| {
            // The palette: the men of each side, and the eraser.
            for side in Side::BOTH {
                ui.horizontal(|ui| {
                    ui.label(catalog.with(
                        "editor-side",
                        &[("side", Arg::Id(crate::i18n::side_id(side)))],
                    ));
                    for kind in Kind::ALL {
                        let p = Piece { color: side, kind };
                        let name = catalog.with(
                            "editor-man",
                            &[("kind", Arg::Id(crate::i18n::kind_id(kind)))],
                        );
                        if ui
                            .selectable_label(editor.brush == Brush::Man(p), name)
                            .clicked()
                        {
                            editor.brush = Brush::Man(p);
                        }
                    }
                });
            }
            ui.horizontal(|ui| {
                if ui
                    .selectable_label(editor.brush == Brush::Erase, catalog.get("editor-erase"))
                    .clicked()
                {
                    editor.brush = Brush::Erase;
                }
                if ui.button(catalog.get("editor-clear")).clicked() {
                    editor.men = [None; 62];
                    changed = true;
                }
                if ui.button(catalog.get("editor-start")).clicked() {
                    let start = Position::start(*game.game.rules());
                    editor.load(&start);
                    changed = true;
                }
            });
            ui.label(catalog.get("editor-hint"));
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(catalog.get("editor-to-move"));
                for side in Side::BOTH {
                    let name = catalog.with(
                        "editor-side",
                        &[("side", Arg::Id(crate::i18n::side_id(side)))],
                    );
                    changed |= ui.radio_value(&mut editor.turn, side, name).changed();
                }
            });
            // The initial reserve: men at home, marked one by one or all at once.
            ui.horizontal(|ui| {
                if ui
                    .selectable_label(
                        editor.brush == Brush::Reserve,
                        catalog.get("editor-reserve"),
                    )
                    .on_hover_text(catalog.get("editor-reserve-tip"))
                    .clicked()
                {
                    editor.brush = Brush::Reserve;
                }
                if ui.button(catalog.get("editor-reserve-all")).clicked() {
                    editor.reserve = Square::all()
                        .filter(|s| {
                            editor.men[s.index()].is_some_and(|p| p.color.home() & s.bit() != 0)
                        })
                        .fold(0, |a, s| a | s.bit());
                    changed = true;
                }
                if ui.button(catalog.get("editor-reserve-none")).clicked() {
                    editor.reserve = 0;
                    changed = true;
                }
            });
            ui.horizontal(|ui| {
                ui.label(catalog.get("editor-plies"));
                changed |= ui
                    .add(egui::DragValue::new(&mut editor.halfmoves).range(0..=119))
                    .changed();
                ui.label(catalog.get("editor-move-number"));
                changed |= ui
                    .add(egui::DragValue::new(&mut editor.fullmoves).range(1..=999))
                    .changed();
            });
            ui.separator();
            ui.label(catalog.get("editor-string"));
            let mut text = editor.text.clone();
            if ui
                .add(egui::TextEdit::singleline(&mut text).desired_width(300.0))
                .changed()
            {
                typed = Some(text);
            }
            match &editor.error {
                Some(e) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(240, 120, 100),
                        catalog.with("editor-invalid", &[("error", Arg::Text(e.clone()))]),
                    );
                }
                None => {
                    ui.label(catalog.get("editor-valid"));
                }
            }
            ui.separator();
            for side in Side::BOTH {
                ui.horizontal(|ui| {
                    ui.label(catalog.with(
                        "editor-side",
                        &[("side", Arg::Id(crate::i18n::side_id(side)))],
                    ));
                    let current = editor.players[side.index()];
                    egui::ComboBox::from_id_salt(("editor_player", side.index()))
                        .selected_text(crate::ui::player_name(&catalog, current))
                        .show_ui(ui, |ui| {
                            let p = &mut editor.players[side.index()];
                            ui.selectable_value(p, Player::Human, catalog.get("new-game-human"));
                            for level in 1..=8 {
                                let name =
                                    crate::ui::player_name(&catalog, Player::Computer(level));
                                ui.selectable_value(p, Player::Computer(level), name);
                            }
                        });
                });
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        editor.error.is_none(),
                        egui::Button::new(catalog.get("editor-play")),
                    )
                    .clicked()
                {
                    play = true;
                }
                if ui.button(catalog.get("editor-cancel")).clicked() {
                    close = true;
                }
            });
        });
    // The camera frames the board beside the editor.
    if let Some(r) = shown.map(|r| r.response.rect) {
        let r = Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
        if hud
            .side
            .is_none_or(|s| (s.max - r.max).abs().max_element() > 2.0)
        {
            hud.side = Some(r);
        }
    }
    if let Some(text) = typed {
        // A typed position string: read as the engine reads it, or kept as typed with the
        // engine's reason.
        let rules = *game.game.rules();
        match Position::from_fen(&text, rules) {
            Ok(p) => {
                editor.load(&p);
                editor.error = None;
                game.show_setup(Some(p));
            }
            Err(e) => {
                editor.error = Some(e.to_string());
                editor.text = text;
            }
        }
    } else if changed {
        refresh(&mut editor, &mut game);
    }
    if play && let Ok(p) = editor.position(*game.game.rules()) {
        computer.cancel();
        editor.open = false;
        let players = editor.players;
        game.show_setup(None);
        game.replace(Game::from_position(p));
        game.players = players;
    } else if close {
        editor.open = false;
        game.show_setup(None);
    }
    Ok(())
}
