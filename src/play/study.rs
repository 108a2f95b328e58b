//! Study: looking back through the game. ← and → step a move back and forth (forward is
//! animated as the move), Home goes to the start, End back to the game as it stands; the move
//! list's moves can be clicked (`crate::ui`). While studying, the board, the trays and the
//! status show the position at that ply, clicks on the board are refused with a line saying
//! how to return, and the computer does not move. "Play from here" (asked first) takes the
//! later moves back and plays on. Each step is a [`GameCommand::Browse`].

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::{CurrentGame, GameCommand, Shown};

/// Whether the study keys are taken (not in the exhibition, whose visitors have no keyboard).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StudyKeys(pub bool);

impl Default for StudyKeys {
    fn default() -> Self {
        StudyKeys(true)
    }
}

/// The ply a study key asks for, if one was pressed.
pub(crate) fn ply_for_keys(keys: &ButtonInput<KeyCode>, now: usize, last: usize) -> Option<usize> {
    if keys.just_pressed(KeyCode::ArrowLeft) {
        now.checked_sub(1)
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        (now < last).then_some(now + 1)
    } else if keys.just_pressed(KeyCode::Home) {
        Some(0)
    } else if keys.just_pressed(KeyCode::End) {
        Some(last)
    } else {
        None
    }
}

pub(crate) fn study_keys(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    taken: Res<StudyKeys>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut commands: MessageWriter<GameCommand>,
) {
    if !taken.0 || wants.is_some_and(|w| w.wants_keyboard_input()) {
        return;
    }
    if let Some(ply) = ply_for_keys(&keys, shown.ply, game.ply())
        && ply != shown.ply
    {
        commands.write(GameCommand::Browse(ply));
    }
}
