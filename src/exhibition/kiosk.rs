//! What a kiosk needs from the window: the cursor hides after a few seconds without movement,
//! and the show ends only on Ctrl+Alt+Q (or a signal).

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::window::{CursorMoved, CursorOptions, PrimaryWindow};

pub(crate) struct KioskPlugin;

impl Plugin for KioskPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (hide_idle_cursor, quit_on_chord));
    }
}

/// Seconds without movement before the cursor hides.
const CURSOR_HIDES_AFTER: f32 = 3.0;

fn hide_idle_cursor(
    time: Res<Time<Real>>,
    mut moved: MessageReader<CursorMoved>,
    mut still: Local<f32>,
    mut cursor: Query<&mut CursorOptions, With<PrimaryWindow>>,
) {
    if moved.read().count() > 0 {
        *still = 0.0;
    } else {
        *still += time.delta_secs();
    }
    let visible = *still < CURSOR_HIDES_AFTER;
    for mut c in &mut cursor {
        if c.visible != visible {
            c.visible = visible;
        }
    }
}

/// Ctrl+Alt+Q, the one way out from the keyboard.
pub(crate) fn quit_chord(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        && keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight])
        && keys.just_pressed(KeyCode::KeyQ)
}

fn quit_on_chord(keys: Res<ButtonInput<KeyCode>>, mut exit: MessageWriter<AppExit>) {
    if quit_chord(&keys) {
        info!("exhibition: Ctrl+Alt+Q, leaving");
        exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_ctrl_alt_q_leaves() {
        let chord = |keys: &[KeyCode]| {
            let mut input = ButtonInput::<KeyCode>::default();
            for k in keys {
                input.press(*k);
            }
            quit_chord(&input)
        };
        assert!(chord(&[
            KeyCode::ControlLeft,
            KeyCode::AltLeft,
            KeyCode::KeyQ
        ]));
        assert!(chord(&[
            KeyCode::ControlRight,
            KeyCode::AltRight,
            KeyCode::KeyQ
        ]));
        assert!(
            !chord(&[KeyCode::ControlLeft, KeyCode::KeyQ]),
            "Ctrl+Q is not enough"
        );
        assert!(!chord(&[KeyCode::AltLeft, KeyCode::KeyQ]));
        assert!(!chord(&[KeyCode::Escape]));
        assert!(!chord(&[KeyCode::ControlLeft, KeyCode::AltLeft]));
    }
}
