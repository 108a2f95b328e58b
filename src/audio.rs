//! Sound: one plugin listens to what the men do on the board ([`BoardCue`]) and to the game (a
//! Biy coming into danger, the end) and plays the project's own sounds. Nothing else touches
//! audio. The sounds are made by `scripts/make-sounds.py` into `assets/sounds/` and built into
//! the binary, so the game needs no asset folder at run time.
//!
//! With no audio device (CI, Xvfb), under `--screenshot` and `--frame-stats`, and in the tests,
//! Bevy's audio output is not started: the sounds are still chosen and counted
//! ([`SoundsPlayed`]) but nothing is played, and nothing is logged as an error.

use std::collections::HashMap;
#[cfg(not(target_arch = "wasm32"))]
use std::path::Path;
use std::sync::Arc;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use shatra_engine::Color as Side;

use crate::board::animation::{Animating, BoardCue, GameOverCard};
use crate::display::Display;
use crate::play::{Change, GameSet, GameStatus, Shown};
use shatra_engine::explain::Danger;

/// The game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A man set down on a square after a quiet move.
    Place,
    /// A man sliding a long way.
    Slide,
    /// One jump of a chain landing.
    Knock,
    /// A knight's (mori's) leap landing.
    Leap,
    /// The jumped men gathered off the board.
    Clatter,
    /// A man dropped from the fortress.
    Drop,
    /// A promotion.
    Chime,
    /// A Biy comes into danger.
    Danger,
    /// The end of the game.
    Motif,
}

impl Sound {
    pub(crate) const ALL: [Sound; 9] = [
        Sound::Place,
        Sound::Slide,
        Sound::Knock,
        Sound::Leap,
        Sound::Clatter,
        Sound::Drop,
        Sound::Chime,
        Sound::Danger,
        Sound::Motif,
    ];

    /// The WAV file (from `assets/sounds/`).
    pub fn bytes(self) -> &'static [u8] {
        match self {
            Sound::Place => include_bytes!("../assets/sounds/place.wav"),
            Sound::Slide => include_bytes!("../assets/sounds/slide.wav"),
            Sound::Knock => include_bytes!("../assets/sounds/knock.wav"),
            Sound::Leap => include_bytes!("../assets/sounds/leap.wav"),
            Sound::Clatter => include_bytes!("../assets/sounds/clatter.wav"),
            Sound::Drop => include_bytes!("../assets/sounds/drop.wav"),
            Sound::Chime => include_bytes!("../assets/sounds/chime.wav"),
            Sound::Danger => include_bytes!("../assets/sounds/danger.wav"),
            Sound::Motif => include_bytes!("../assets/sounds/motif.wav"),
        }
    }
}

/// The sound a board cue makes.
pub(crate) fn sound_of(cue: BoardCue) -> Sound {
    match cue {
        BoardCue::Slide => Sound::Slide,
        BoardCue::Placed => Sound::Place,
        BoardCue::Jumped => Sound::Knock,
        BoardCue::Leapt => Sound::Leap,
        BoardCue::Dropped => Sound::Drop,
        BoardCue::Gathered(_) => Sound::Clatter,
        BoardCue::Promoted => Sound::Chime,
    }
}

/// Every sound asked for so far, by kind (played or not: tests and soak runs read it).
#[derive(Resource, Default, Debug)]
pub struct SoundsPlayed {
    pub counts: HashMap<Sound, u32>,
}

impl SoundsPlayed {
    pub fn count(&self, s: Sound) -> u32 {
        self.counts.get(&s).copied().unwrap_or(0)
    }
}

/// The sounds to start this frame.
#[derive(Resource, Default)]
struct Queue(Vec<Sound>);

/// The decoded-on-demand sources, when there is an audio output.
#[derive(Resource)]
struct SoundHandles(HashMap<Sound, Handle<AudioSource>>);

pub(crate) struct SoundPlugin {
    /// Whether Bevy's audio output runs (see [`audio_device_present`]).
    pub output: bool,
}

impl Plugin for SoundPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<SoundsPlayed>()
            .init_resource::<Queue>()
            .add_systems(
                Update,
                (sounds_of_cues, danger_sound, end_sound, start_sounds)
                    .chain()
                    .in_set(GameSet::Audio),
            );
        if self.output {
            app.add_systems(Startup, load_sounds);
        }
    }
}

/// Whether this machine has somewhere to send sound: an ALSA playback device, or a PulseAudio
/// or PipeWire server. Without one, Bevy's audio output is not started (ALSA would print its
/// complaints on every start).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn audio_device_present() -> bool {
    if std::env::var_os("SHATRA_AUDIO").is_some_and(|v| v == "1") {
        return true;
    }
    let alsa = std::fs::read_dir("/dev/snd").is_ok_and(|dir| {
        dir.flatten().any(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            name.starts_with("pcmC") && name.ends_with('p')
        })
    });
    let server = std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|d| {
        let d = Path::new(&d);
        d.join("pulse/native").exists() || d.join("pipewire-0").exists()
    });
    alsa || server
}

/// In the browser there is always an output; the page resumes it on the first click or key
/// (web/index.html), as browsers require.
#[cfg(target_arch = "wasm32")]
pub(crate) fn audio_device_present() -> bool {
    true
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let handles = Sound::ALL
        .into_iter()
        .map(|s| {
            let bytes: Arc<[u8]> = Arc::from(s.bytes());
            (s, sources.add(AudioSource { bytes }))
        })
        .collect();
    commands.insert_resource(SoundHandles(handles));
}

fn sounds_of_cues(mut cues: MessageReader<BoardCue>, mut queue: ResMut<Queue>) {
    queue.0.extend(cues.read().map(|&c| sound_of(c)));
}

/// A low warning when, after a move has been seen to its end, the mover's Biy can be taken.
fn danger_sound(
    shown: Res<Shown>,
    status: Res<GameStatus>,
    moving: Query<(), Animating>,
    mut heard: Local<u64>,
    mut queue: ResMut<Queue>,
) {
    if *heard == shown.version || !moving.is_empty() {
        return;
    }
    *heard = shown.version;
    if !matches!(shown.change, Change::Moved { .. }) {
        return;
    }
    if Side::BOTH
        .iter()
        .any(|&side| status.danger[side.index()] == Danger::Threatened)
    {
        queue.0.push(Sound::Danger);
    }
}

/// The motif when the game-over card shows.
fn end_sound(card: Res<GameOverCard>, mut heard: Local<Option<u64>>, mut queue: ResMut<Queue>) {
    if card.ready.is_some() && card.ready != *heard {
        queue.0.push(Sound::Motif);
    }
    *heard = card.ready;
}

/// Starts this frame's sounds, each kind once (a skipped animation lands every leg at once).
fn start_sounds(
    mut commands: Commands,
    mut queue: ResMut<Queue>,
    mut played: ResMut<SoundsPlayed>,
    display: Res<Display>,
    handles: Option<Res<SoundHandles>>,
) {
    if queue.0.is_empty() {
        return;
    }
    let mut sounds = std::mem::take(&mut queue.0);
    sounds.sort_by_key(|s| *s as u8);
    sounds.dedup();
    let gain = display.loudness.gain();
    for s in sounds {
        *played.counts.entry(s).or_default() += 1;
        if let Some(handles) = &handles
            && gain > 0.0
            && let Some(h) = handles.0.get(&s)
        {
            commands.spawn((
                AudioPlayer(h.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(gain)),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::display::Loudness;

    #[test]
    fn every_sound_is_a_wav_file() {
        for s in Sound::ALL {
            let b = s.bytes();
            assert!(b.len() > 1000, "{s:?} is too short");
            assert_eq!(&b[..4], b"RIFF", "{s:?}");
            assert_eq!(&b[8..12], b"WAVE", "{s:?}");
        }
    }

    #[test]
    fn muted_or_silent_is_no_gain_and_the_slider_is_even() {
        assert_eq!(
            Loudness {
                volume: 1.0,
                muted: true
            }
            .gain(),
            0.0
        );
        let half = Loudness {
            volume: 0.5,
            muted: false,
        };
        assert!((half.gain() - 0.25).abs() < 1e-6);
        let over = Loudness {
            volume: 3.0,
            muted: false,
        };
        assert_eq!(over.gain(), 1.0);
    }
}
