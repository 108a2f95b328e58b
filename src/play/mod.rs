//! The game model and the only system that changes it. Everything that wants to change the game
//! (clicks, the HUD, the keys, the computer, the exhibition, the rules help, the editor, the
//! records, scripted runs) sends a [`GameCommand`]; [`command::apply_commands`] enforces the
//! mode's gates, changes the game, clears the selection and says what happened. What the board
//! shows ([`Shown`]), the mode ([`AppMode`]), the status line, a draw offer and the advice asked
//! for live beside the game, written by the same system; [`GameStatus`] is derived from them once
//! per version.

pub mod clock;
pub mod command;
pub mod model;
pub mod notice;
pub mod player;
pub mod selection;
pub mod status;
pub mod study;

use bevy::prelude::*;
use game_family::{Cell, FamilyGame, Man, Mark};
use shatra_engine::{Color as Side, Move, Position, Square};

pub use command::GameCommand;
pub use model::{Change, CurrentGame};
pub use notice::Notice;
pub use player::Player;
pub use selection::Selection;
pub use status::GameStatus;

/// What the app is doing with the board. Set by the command system only; systems that belong to
/// one mode run with `run_if(in_state(..))`.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AppMode {
    /// The game as it stands, played.
    #[default]
    Playing,
    /// Looking back through the game: the board shows an earlier ply.
    Studying,
    /// The position editor is open: the board shows the position being set up.
    Editing,
    /// A rules demonstration plays on the board; the game waits, set aside.
    Demonstrating,
}

/// What the board shows, and its own version (the game's changes and the study's steps): the
/// mirror follows this. Written by the command system only.
#[derive(Resource, Clone, Debug)]
pub struct Shown {
    pub mode: AppMode,
    /// Study: the ply looked at.
    pub study: Option<usize>,
    /// The editor's position, while it is open.
    pub setup: Option<Position>,
    /// The men set up in the editor of shatar or hiashatar, while it is open.
    pub family_setup: Option<Vec<(Cell, Man)>>,
    /// Shatra's position on the board (none while another game is on the table).
    pub position: Option<Position>,
    /// The men on the board, of any game, and the marks beside them (check, zones).
    pub men: Vec<(Cell, Man)>,
    pub marks: Vec<Mark>,
    /// The ply on the board (0 while editing).
    pub ply: usize,
    /// Grows with every change of what the board shows.
    pub version: u64,
    /// What changed last, for the mirror to animate.
    pub change: Change,
    /// What the last move of shatar or hiashatar did, in the rules' terms (the status line's
    /// and the exhibition's caption).
    pub said: Option<game_family::explain::Caption>,
}

impl Shown {
    pub fn of(game: &CurrentGame) -> Shown {
        Shown {
            mode: AppMode::Playing,
            study: None,
            setup: None,
            family_setup: None,
            position: game.position().copied(),
            men: game.game.men(),
            marks: game.game.marks(),
            ply: game.ply(),
            version: 0,
            change: Change::Reset,
            said: None,
        }
    }

    /// Whether the board shows the game as it stands (not an earlier ply, not the editor's).
    pub fn live(&self) -> bool {
        self.study.is_none() && self.setup.is_none() && self.family_setup.is_none()
    }
}

/// The one line the status shows ("A capture is compulsory"), as a typed notice.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct StatusLine(pub Option<Notice>);

/// Something to tell the player, from a system that does not change the game (files, the
/// clipboard, the computer's answers): the command system puts it on the status line.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Say(pub Notice);

/// A human has offered a draw: the side asked, and whether that side is the computer (which is
/// then weighing it, `crate::ai`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawOffer(pub Option<Side>);

/// What the player asked the computer for, and what it said (written by the command system and
/// by `crate::ai`, read by the board's arrows and the HUD).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Advice {
    /// A hint asked for this game version.
    pub wanted: Option<u64>,
    /// The hint found for a game version.
    pub hint: Option<(u64, Move)>,
    /// The analysis's best move for a version of what the board shows (while analysis is on).
    pub analysed: Option<(u64, Move)>,
    /// The hint found in a game of shatar or hiashatar, for a game version.
    pub family_hint: Option<(u64, game_family::MoveView)>,
    /// The analysis's best move in shatar or hiashatar, for a version of what the board shows.
    pub family_analysed: Option<(u64, game_family::MoveView)>,
}

impl Advice {
    /// The hint for the game as it stands, if the board shows it.
    pub fn hint_for(&self, game: &CurrentGame, shown: &Shown) -> Option<Move> {
        self.hint
            .filter(|(v, _)| *v == game.version && shown.live())
            .map(|(_, m)| m)
    }

    /// The hint in a game of shatar or hiashatar as it stands, if the board shows it.
    pub fn family_hint_for(
        &self,
        game: &CurrentGame,
        shown: &Shown,
    ) -> Option<&game_family::MoveView> {
        self.family_hint
            .as_ref()
            .filter(|(v, _)| *v == game.version && shown.live())
            .map(|(_, m)| m)
    }
}

/// Whether clicks on the board are taken as moves (the exhibition turns it off while the
/// computer plays itself or a visitor is choosing what to do).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInput(pub bool);

impl Default for BoardInput {
    fn default() -> Self {
        BoardInput(true)
    }
}

/// Cues shown before anything is clicked.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hints {
    /// When a capture is compulsory for a human to move, the men that must capture pulse.
    pub compulsory: bool,
}

impl Default for Hints {
    fn default() -> Self {
        Hints { compulsory: true }
    }
}

/// A square was clicked (on its tile or on the man standing there): a cell of the board on the
/// table, whichever game it is.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareClicked(pub Cell);

impl SquareClicked {
    /// A click on a Shatra square.
    pub fn shatra(sq: Square) -> SquareClicked {
        SquareClicked(shatra_cell(sq))
    }
}

/// The family's cell of a Shatra square (ranks from 0).
pub fn shatra_cell(sq: Square) -> Cell {
    Cell::new(sq.file(), sq.rank() - 1)
}

/// The Shatra square of a cell, if it is one.
pub fn shatra_square(cell: Cell) -> Option<Square> {
    Square::from_coords(cell.file, cell.rank + 1)
}

/// A game played on the board has just ended (not a rules demonstration): the library keeps it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GameEnded;

/// The frame's stages, configured once in `crate::lib`: what is asked, the one writer, what the
/// board mirrors, the animations, the computer (after the mirror, so that a reply never comes
/// before the move it answers has started to move), sound, files.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum GameSet {
    Input,
    Commands,
    Mirror,
    Animate,
    Computer,
    Audio,
    Records,
}

pub(crate) struct PlayPlugin;

impl Plugin for PlayPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<AppMode>()
            .init_resource::<Selection>()
            .init_resource::<StatusLine>()
            .init_resource::<DrawOffer>()
            .init_resource::<Advice>()
            .init_resource::<BoardInput>()
            .init_resource::<Hints>()
            .init_resource::<GameStatus>()
            .init_resource::<BoardMoving>()
            .init_resource::<study::StudyKeys>()
            .add_message::<SkipAnimations>()
            .init_resource::<command::SetAside>()
            .add_message::<GameCommand>()
            .add_message::<SquareClicked>()
            .add_message::<Say>()
            .add_message::<GameEnded>()
            .add_systems(
                Update,
                (
                    (study::study_keys, selection::cancel_with_escape).in_set(GameSet::Input),
                    (command::apply_commands, status::refresh_status)
                        .chain()
                        .in_set(GameSet::Commands),
                ),
            );
    }
}

/// Whether a man on the board is still moving (set by `crate::board::animation` each frame): a
/// click then skips the animations instead of selecting.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct BoardMoving(pub bool);

/// Ask for every running animation to finish at once (a click skips).
#[derive(Message, Clone, Copy, Debug, Default)]
pub(crate) struct SkipAnimations;
