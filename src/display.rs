//! How the game is shown: the player's choices of men, labels, speed, camera following, the
//! beginner's guide and sound (kept in the settings, `crate::records::settings`).

use bevy::prelude::*;

use clap::ValueEnum;

/// How the game is shown.
#[derive(Resource, Clone, Debug)]
pub struct Display {
    pub piece_set: PieceSet,
    pub labels: Labels,
    /// Animation speed factor (1 = normal).
    pub speed: f32,
    /// Turn the camera to the side to move when two humans play.
    pub follow_side: bool,
    /// The beginner's guide: one line on what the selected man may do here.
    pub guide: bool,
    /// Volume and mute.
    pub loudness: Loudness,
}

/// What is painted over the squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Labels {
    Off,
    Numbers,
    Algebraic,
}

impl Display {
    /// The defaults, with the men asked for (if any).
    pub fn new(pieces: Option<PieceSet>) -> Display {
        Display {
            piece_set: pieces.unwrap_or_default(),
            labels: Labels::Numbers,
            speed: 1.0,
            follow_side: false,
            guide: true,
            loudness: Loudness::default(),
        }
    }
}

/// Where the camera looks from: a preset.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default, serde::Serialize, serde::Deserialize,
)]
pub enum View {
    #[default]
    White,
    Black,
    Top,
}

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default, serde::Serialize, serde::Deserialize,
)]
/// The set of men.
pub enum PieceSet {
    /// Turned-wood chess pieces.
    #[default]
    Souvenir,
    /// Flat discs with marks.
    Tournament,
}

/// How loud the game is: kept in the settings, set in the HUD.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loudness {
    /// 0 to 1.
    pub volume: f32,
    pub muted: bool,
}

impl Default for Loudness {
    fn default() -> Self {
        Loudness {
            volume: 0.7,
            muted: false,
        }
    }
}

impl Loudness {
    /// The linear gain sounds are played at (none when muted).
    pub(crate) fn gain(self) -> f32 {
        if self.muted {
            0.0
        } else {
            // Perceived loudness is roughly logarithmic: a square law makes the slider even.
            self.volume.clamp(0.0, 1.0).powi(2)
        }
    }
}

/// While this is present and false, the screenshot's frame count waits (a scripted run is not
/// yet where the picture should be taken); `--after-frames` counts the frames since it opened.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub(crate) struct ScreenshotGate(pub bool);
