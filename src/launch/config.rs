//! Command-line flags of the game (scripted runs and exhibition setups use them too).

use std::path::PathBuf;

use bevy::prelude::Resource;
use clap::Parser;
use shatra_engine::rules::RuleFlags;

pub use crate::display::{PieceSet, View};
pub use crate::exhibition::DemoScreen;
pub use crate::play::Player;

fn parse_window(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once('x')
        .ok_or_else(|| format!("'{s}': use WIDTHxHEIGHT, e.g. 1280x800"))?;
    let w: u32 = w
        .parse()
        .map_err(|_| format!("'{s}': '{w}' is not a width"))?;
    let h: u32 = h
        .parse()
        .map_err(|_| format!("'{s}': '{h}' is not a height"))?;
    if !(200..=10000).contains(&w) || !(200..=10000).contains(&h) {
        return Err(format!("'{s}': width and height must be 200..10000"));
    }
    Ok((w, h))
}

/// Shatra 3D: the Altai chess-draughts game.
#[derive(Parser, Clone, Debug, Resource)]
#[command(name = "shatra", version, about)]
pub struct Config {
    /// Start from this position (RULES.md section 8, quoted; a FEN for shatar and hiashatar,
    /// RULES-MONGOLIAN.md) instead of the start position
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play from the start, separated by spaces ("49-35 14-28"; SAN or coordinates for
    /// shatar and hiashatar)
    #[arg(long, allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// human, computer or computer:N (level 1..8)
    #[arg(long, default_value = "human")]
    pub white: Player,
    #[arg(long, default_value = "computer:3")]
    pub black: Player,
    #[arg(long, value_enum, default_value_t = View::White)]
    pub view: View,
    /// The men (default: as last chosen, else souvenir)
    #[arg(long, value_enum)]
    pub pieces: Option<PieceSet>,
    /// Window size, WIDTHxHEIGHT (default 1280x800; the exhibition is fullscreen unless given)
    #[arg(long, value_parser = parse_window)]
    pub window: Option<(u32, u32)>,
    /// Save a screenshot to this PNG file and exit
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Frames to wait before the screenshot
    #[arg(long, default_value_t = 90)]
    pub after_frames: u32,
    /// Print the frame time (mean and 99th percentile) over N frames idle and N frames while the
    /// computer thinks, then exit
    #[arg(long)]
    pub frame_stats: Option<u32>,
    /// Start a capture chain click by click for the screenshot: the man and landings to select
    /// ("46x32x11")
    #[arg(long, hide = true)]
    pub select: Option<String>,
    /// For screenshots of a move under way: play this move at frame 60 (after the set-up moves)
    #[arg(long, hide = true, value_name = "MOVE")]
    pub play: Option<String>,
    /// For screenshots of a moment of an animation: every frame advances the game's clock by
    /// this many milliseconds, however long it took to draw
    #[arg(long, hide = true, value_name = "MS")]
    pub frame_time: Option<u64>,
    /// The game library's folder (default: beside the settings; none in scripted runs)
    #[arg(long, value_name = "DIR")]
    pub library: Option<PathBuf>,
    /// Start with the analysis on (evaluation bar, best line and arrow)
    #[arg(long)]
    pub analysis: bool,
    /// Search threads of the computer player and the analysis (1-64; more than the machine's
    /// cores less one slows the animations on machines that draw with the CPU)
    #[arg(long, default_value_t = 1, value_parser = parse_threads)]
    pub threads: usize,
    /// Open the position editor at the start (screenshots)
    #[arg(long, hide = true)]
    pub show_editor: bool,
    /// Open the library window at the start (screenshots)
    #[arg(long, hide = true)]
    pub show_library: bool,
    /// The language: en, ru, pt, fr or mn (default: the system's, when it is one of them)
    #[arg(long, value_parser = ["en", "ru", "pt", "fr", "mn"])]
    pub language: Option<String>,
    /// Play with match clocks: minutes+seconds of increment, e.g. 10+5
    #[arg(long, value_name = "M+S")]
    pub clock: Option<shatra_engine::TimeControl>,
    /// Exhibition mode: fullscreen, the computer plays itself with captions, visitors take over
    #[arg(long)]
    pub exhibition: bool,
    /// The exhibition's settings (RON; every field optional; implies --exhibition)
    #[arg(long, value_name = "FILE")]
    pub exhibition_config: Option<PathBuf>,
    /// Moves and animations N times faster (exhibition soak runs)
    #[arg(long, value_parser = parse_speed, default_value_t = 1.0, value_name = "N")]
    pub speed: f32,
    /// Append a line of figures (time, games, moves, entities, assets, memory) once a minute
    #[arg(long, value_name = "FILE")]
    pub soak_report: Option<PathBuf>,
    /// For screenshots of the exhibition: drive it to a screen (attract: a caption up; welcome:
    /// the visitor's start screen; countdown: a visitor's idle countdown) before the screenshot
    #[arg(long, hide = true, value_enum)]
    pub exhibition_demo: Option<DemoScreen>,
    /// Open the rules help at this page (screenshots)
    #[arg(long, hide = true, value_name = "PAGE")]
    pub rules_page: Option<usize>,
    /// The settings file (default: ~/.config/shatra/settings.ron)
    #[arg(long, value_name = "FILE")]
    pub settings: Option<PathBuf>,
    /// Run without a window or renderer (soak runs of the exhibition)
    #[arg(long, hide = true)]
    pub no_render: bool,
    /// Quit after this many seconds of wall time (soak runs)
    #[arg(long, hide = true, value_name = "SECONDS")]
    pub quit_after: Option<f64>,
    /// The game: shatra, shatar or hiashatar, with options for the last two
    /// ("hiashatar preset=preset-hia-vivanto", "shatar option-shatar-modern"; default: as last
    /// played, else shatra). Shatra's own options are the rule flags
    #[arg(long, value_parser = parse_game, value_name = "GAME")]
    pub game: Option<game_family::GameOptions>,
    #[command(flatten)]
    pub rules: RuleFlags,
}

fn parse_game(s: &str) -> Result<game_family::GameOptions, String> {
    game_family::GameOptions::from_text(s).map_err(|e| format!("'{s}': {e}"))
}

impl Config {
    /// The options of the game asked for: `--game`'s, with Shatra's from the rule flags.
    pub(crate) fn game_options(&self) -> Option<game_family::GameOptions> {
        self.game.as_ref().map(|g| match g {
            game_family::GameOptions::Shatra(_) => {
                game_family::GameOptions::Shatra(self.rules.rules())
            }
            other => other.clone(),
        })
    }

    /// The window size asked for, or the default.
    pub(crate) fn window_size(&self) -> (u32, u32) {
        self.window.unwrap_or((1280, 800))
    }

    pub(crate) fn exhibition_mode(&self) -> bool {
        self.exhibition || self.exhibition_config.is_some()
    }
}

fn parse_threads(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n @ 1..=shatra_engine::search::MAX_THREADS) => Ok(n),
        _ => Err(format!(
            "'{s}': the number of threads is 1 to {}",
            shatra_engine::search::MAX_THREADS
        )),
    }
}

fn parse_speed(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.1..=1000.0).contains(&v) => Ok(v),
        Ok(_) => Err(format!("'{s}': the speed must be 0.1..1000")),
        Err(_) => Err(format!("'{s}' is not a number")),
    }
}

impl Default for Config {
    fn default() -> Self {
        Config::parse_from(["shatra"])
    }
}
