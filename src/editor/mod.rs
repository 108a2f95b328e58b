//! The position editor: men of either side placed and removed with clicks on the board (the
//! fortresses included), the side to move, the initial reserve and the counters set, the
//! position string typed or read; the engine's own validation says what is wrong as the player
//! places or types; "Play from here" starts a game from it (against the computer or a person).
//! While the editor is open the board shows the position being set up and nothing else moves.

pub mod family;

use bevy::prelude::*;
use shatra_engine::{Color as Side, Kind, Piece, Position, PositionError, RuleSet, Square};

use crate::play::Player;
use crate::play::{AppMode, CurrentGame, GameCommand, GameSet, Shown, SquareClicked};

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
    pub error: Option<PositionError>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
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
    pub fn position(&self, rules: RuleSet) -> Result<Position, PositionError> {
        Position::from_fen(&self.fen(), rules)
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
    pub fn shown(&self, rules: RuleSet) -> Position {
        self.position(rules).unwrap_or_else(|_| {
            Position::placement_only(
                rules,
                Square::all().filter_map(|s| self.men[s.index()].map(|p| (s, p))),
                self.turn,
            )
        })
    }
}

/// What the editor's window (or a test) asks of the editor.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum EditorAction {
    Brush(Brush),
    /// Every man off the board.
    Clear,
    /// The start position.
    Start,
    Turn(Side),
    /// Every man at home marked as initial reserve, or none.
    ReserveAll,
    ReserveNone,
    Halfmoves(u32),
    Fullmoves(u32),
    /// A position string as typed.
    Typed(String),
    Player(Side, Player),
    /// "Play from here": a game from the position set up.
    Play,
    Cancel,
}

impl Editor {
    /// Applies an action; whether the position set up changed.
    pub fn act(&mut self, action: &EditorAction, rules: RuleSet) -> bool {
        match action {
            EditorAction::Brush(b) => self.brush = *b,
            EditorAction::Clear => self.men = [None; 62],
            EditorAction::Start => self.load(&Position::start(rules)),
            EditorAction::Turn(side) => self.turn = *side,
            EditorAction::ReserveAll => {
                self.reserve = Square::all()
                    .filter(|s| self.men[s.index()].is_some_and(|p| p.color.home() & s.bit() != 0))
                    .fold(0, |a, s| a | s.bit());
            }
            EditorAction::ReserveNone => self.reserve = 0,
            EditorAction::Halfmoves(n) => self.halfmoves = (*n).min(119),
            EditorAction::Fullmoves(n) => self.fullmoves = (*n).clamp(1, 999),
            EditorAction::Typed(text) => {
                // Read as the engine reads it, or kept as typed with the engine's reason.
                match Position::from_fen(text, rules) {
                    Ok(p) => self.load(&p),
                    Err(e) => {
                        self.error = Some(e);
                        self.text = text.clone();
                        return false;
                    }
                }
            }
            EditorAction::Player(side, p) => self.players[side.index()] = *p,
            EditorAction::Play | EditorAction::Cancel => return false,
        }
        !matches!(action, EditorAction::Brush(_) | EditorAction::Player(..))
    }

    /// After a change: the engine's verdict and the position string follow.
    fn refresh(&mut self, rules: RuleSet) {
        self.error = self.position(rules).err();
        self.text = self.fen();
    }
}

pub(crate) struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(family::FamilyEditorPlugin)
            .init_resource::<Editor>()
            .add_message::<EditorAction>()
            .add_systems(OnEnter(AppMode::Editing), load_shown)
            .add_systems(
                Update,
                edit.in_set(GameSet::Input)
                    .run_if(in_state(AppMode::Editing)),
            );
    }
}

/// The editor opens on the position the board was given (the one shown, or a pasted one), with
/// the game's players.
fn load_shown(mut editor: ResMut<Editor>, shown: Res<Shown>, game: Res<CurrentGame>) {
    let Some(p) = shown.setup else { return };
    editor.load(&p);
    editor.players = game.players;
    editor.refresh(game.shatra_rules());
}

/// Clicks on the board and the window's actions change the position set up; the board is shown
/// it as it goes; "Play from here" and "Cancel" go to the command system.
fn edit(
    mut clicks: MessageReader<SquareClicked>,
    mut actions: MessageReader<EditorAction>,
    mut editor: ResMut<Editor>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut commands: MessageWriter<GameCommand>,
) {
    // Shatra's editor, while it is the one open (`family` edits the other games).
    if shown.setup.is_none() {
        return;
    }
    let rules = game.shatra_rules();
    let mut changed = false;
    for &SquareClicked(cell) in clicks.read() {
        if let Some(sq) = crate::play::shatra_square(cell) {
            editor.click(sq);
            changed = true;
        }
    }
    for a in actions.read() {
        match a {
            EditorAction::Play => {
                if let Ok(position) = editor.position(rules) {
                    commands.write(GameCommand::PlayFromSetup {
                        position,
                        players: editor.players,
                    });
                }
            }
            EditorAction::Cancel => {
                commands.write(GameCommand::CloseEditor);
            }
            _ => changed |= editor.act(a, rules),
        }
    }
    if changed {
        editor.refresh(rules);
        commands.write(GameCommand::ShowSetup(editor.shown(rules)));
    }
}
