//! How the game is shown: the player's choices of men, labels, speed, camera following, the
//! beginner's guide and sound (kept in the settings, `crate::records::settings`).

use bevy::prelude::*;

use crate::launch::config::{Config, PieceSet};

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
    pub loudness: crate::audio::Loudness,
}

/// What is painted over the squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Labels {
    Off,
    Numbers,
    Algebraic,
}

impl Display {
    pub fn from_config(config: &Config) -> Display {
        Display {
            piece_set: config.pieces.unwrap_or_default(),
            labels: Labels::Numbers,
            speed: 1.0,
            follow_side: false,
            guide: true,
            loudness: crate::audio::Loudness::default(),
        }
    }
}
