//! The position editor of shatar and hiashatar: men of either side placed and removed with
//! clicks on the lined board, the side to move; the engine says what is wrong as the player
//! places (`AnyGame::from_men`: no king, a pawn on the last rank …); "Play from here" starts a
//! game from it under the game's options. The board shows the men as placed, valid or not.

use bevy::prelude::*;
use game_family::{
    AnyGame, Cell, FamilyGame, GameKind, GameOptions, Man, ManKind, SetupProblem, Side,
};

use crate::play::{AppMode, CurrentGame, GameCommand, GameSet, Player, Shown, SquareClicked};

/// The position being set up.
#[derive(Resource, Clone, Debug)]
pub struct FamilyEditor {
    pub options: GameOptions,
    pub men: Vec<(Cell, Man)>,
    pub turn: Side,
    /// The man a click puts down (a second click with the same man takes it off); none: the
    /// eraser.
    pub brush: Option<Man>,
    pub players: [Player; 2],
    /// What is wrong with the men as placed, if anything (worded by the catalogues).
    pub error: Option<SetupProblem>,
}

impl Default for FamilyEditor {
    fn default() -> Self {
        FamilyEditor {
            options: GameOptions::default_for(GameKind::Shatar),
            men: Vec::new(),
            turn: Side::White,
            brush: Some(Man {
                kind: ManKind::Khuu,
                side: Side::White,
            }),
            players: [Player::Human, Player::Computer(3)],
            error: None,
        }
    }
}

/// The men a game's palette offers.
pub fn palette(kind: GameKind) -> Vec<ManKind> {
    use ManKind::*;
    let mut men = vec![Noyon, Bers, Tereg, Temee, Mori, Khuu];
    if kind == GameKind::Hiashatar {
        men.push(Hia);
    }
    men
}

/// What the editor's window (or a test) asks of it.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum FamilyEditorAction {
    Brush(Option<Man>),
    Clear,
    /// The game's start position.
    Start,
    Turn(Side),
    Player(Side, Player),
    Play,
    Cancel,
}

impl FamilyEditor {
    /// The game of what is set up, or the engine's reason it is not one.
    pub fn game(&self) -> Result<AnyGame, SetupProblem> {
        AnyGame::from_men(&self.options, &self.men, self.turn)
    }

    /// A click on a cell: the brush's man goes there, or the cell is cleared.
    pub fn click(&mut self, cell: Cell) {
        let here = self.men.iter().position(|(c, _)| *c == cell);
        let same = here.is_some_and(|i| Some(self.men[i].1) == self.brush);
        if let Some(i) = here {
            self.men.remove(i);
        }
        if let (Some(man), false) = (self.brush, same) {
            self.men.push((cell, man));
        }
    }

    /// Applies an action; whether the set-up changed.
    pub fn act(&mut self, action: &FamilyEditorAction) -> bool {
        match action {
            FamilyEditorAction::Brush(b) => {
                self.brush = *b;
                return false;
            }
            FamilyEditorAction::Clear => self.men.clear(),
            FamilyEditorAction::Start => {
                let start = AnyGame::new(&self.options);
                self.men = start.men();
                self.turn = start.turn();
            }
            FamilyEditorAction::Turn(side) => self.turn = *side,
            FamilyEditorAction::Player(side, p) => {
                self.players[side.index()] = *p;
                return false;
            }
            FamilyEditorAction::Play | FamilyEditorAction::Cancel => return false,
        }
        true
    }

    fn refresh(&mut self) {
        self.error = self.game().err();
    }
}

pub(crate) struct FamilyEditorPlugin;

impl Plugin for FamilyEditorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<FamilyEditor>()
            .add_message::<FamilyEditorAction>()
            .add_systems(OnEnter(AppMode::Editing), load_shown)
            .add_systems(
                Update,
                edit.in_set(GameSet::Input)
                    .run_if(in_state(AppMode::Editing)),
            );
    }
}

/// The editor opens on the men the board was given, under the game's options, with its players.
fn load_shown(mut editor: ResMut<FamilyEditor>, shown: Res<Shown>, game: Res<CurrentGame>) {
    let Some(men) = &shown.family_setup else {
        return;
    };
    editor.options = game.game.options();
    editor.men = men.clone();
    editor.turn = game.turn();
    editor.players = game.players;
    editor.refresh();
}

/// Clicks and the window's actions change the set-up; the board shows it as it goes; "Play from
/// here" and "Cancel" go to the command system.
fn edit(
    mut clicks: MessageReader<SquareClicked>,
    mut actions: MessageReader<FamilyEditorAction>,
    mut editor: ResMut<FamilyEditor>,
    shown: Res<Shown>,
    mut commands: MessageWriter<GameCommand>,
) {
    if shown.family_setup.is_none() {
        clicks.clear();
        actions.clear();
        return;
    }
    let mut changed = false;
    for &SquareClicked(cell) in clicks.read() {
        editor.click(cell);
        changed = true;
    }
    for a in actions.read() {
        match a {
            FamilyEditorAction::Play => {
                if let Ok(game) = editor.game() {
                    commands.write(GameCommand::PlayFromFamilySetup {
                        game: Box::new(game),
                        players: editor.players,
                    });
                }
            }
            FamilyEditorAction::Cancel => {
                commands.write(GameCommand::CloseEditor);
            }
            _ => changed |= editor.act(a),
        }
    }
    if changed {
        editor.refresh();
        commands.write(GameCommand::ShowFamilySetup(editor.men.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_place_and_take_men_and_the_engine_judges_the_set_up() {
        let mut e = FamilyEditor {
            options: GameOptions::default_for(GameKind::Hiashatar),
            ..FamilyEditor::default()
        };
        let king = |side| Man {
            kind: ManKind::Noyon,
            side,
        };
        e.act(&FamilyEditorAction::Brush(Some(king(Side::White))));
        e.click(Cell::new(0, 0));
        e.act(&FamilyEditorAction::Brush(Some(king(Side::Black))));
        e.click(Cell::new(9, 9));
        e.refresh();
        assert_eq!(e.error, None, "two kings make a position");
        // A second click with the same man takes it off; the eraser clears.
        e.click(Cell::new(9, 9));
        e.refresh();
        assert_eq!(
            e.error,
            Some(SetupProblem::NoKing(Side::Black)),
            "a king is missing"
        );
        e.act(&FamilyEditorAction::Brush(None));
        e.click(Cell::new(0, 0));
        assert!(e.men.is_empty());
        // The start: the game's own array, and it is a game.
        assert!(e.act(&FamilyEditorAction::Start));
        assert_eq!(e.men.len(), 40);
        assert_eq!(
            e.game().unwrap().legal_moves().len(),
            AnyGame::new(&e.options).legal_moves().len()
        );
        assert_eq!(palette(GameKind::Hiashatar).len(), 7);
        assert_eq!(palette(GameKind::Shatar).len(), 6);
    }
}
