//! Study: looking back through the game. ← and → step a move back and forth (forward is
//! animated as the move), Home goes to the start, End back to the game as it stands; the move
//! list's moves can be clicked (`crate::ui`). While studying, the board, the trays and the
//! status show the position at that ply, clicks on the board are refused with a line saying
//! how to return, and the computer does not move. "Play from here" (asked first) takes the
//! later moves back and plays on.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::ai::Computer;
use crate::input::Selection;
use crate::state::ShatraGame;

pub struct StudyPlugin;

impl Plugin for StudyPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            study_keys
                .run_if(not(resource_exists::<crate::exhibition::ExhibitionConfig>))
                .before(crate::pieces::PieceSync),
        );
    }
}

/// Goes to a ply, leaving any selection and stopping a search for the game as it stands.
pub fn go_to_ply(
    game: &mut ShatraGame,
    computer: &mut Computer,
    selection: &mut Selection,
    ply: usize,
) {
    if ply == game.shown_ply() {
        return;
    }
    selection.clear();
    if computer.thinking() {
        computer.cancel();
    }
    game.browse(ply);
}

fn study_keys(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    mut game: ResMut<ShatraGame>,
    mut computer: ResMut<Computer>,
    mut selection: ResMut<Selection>,
) {
    if wants.is_some_and(|w| w.wants_keyboard_input()) {
        return;
    }
    let now = game.shown_ply();
    let last = game.game.moves().len();
    let to = if keys.just_pressed(KeyCode::ArrowLeft) {
        now.checked_sub(1)
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        (now < last).then_some(now + 1)
    } else if keys.just_pressed(KeyCode::Home) {
        Some(0)
    } else if keys.just_pressed(KeyCode::End) {
        Some(last)
    } else {
        None
    };
    if let Some(ply) = to {
        go_to_ply(&mut game, &mut computer, &mut selection, ply);
    }
}
