//! Scripted runs: a screenshot after N frames, frame-time statistics idle and while the
//! computer thinks, and scripted clicks (a chain shown under way).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use shatra_engine::search::player::Strength;
use shatra_engine::{MoveText, Square};

use crate::ai::Computer;
use crate::play::{GameCommand, ShatraGame, SquareClicked};

pub struct CapturePlugin {
    pub screenshot: Option<(PathBuf, u32)>,
    pub frame_stats: Option<u32>,
    pub clicks: Vec<Square>,
    /// A move to play at [`PLAY_AT`] (`--play`), already checked to be legal.
    pub play: Option<shatra_engine::Move>,
}

/// The frame at which `--play` plays its move (the renderer's pipelines are ready by then).
pub const PLAY_AT: u32 = 60;

impl Plugin for CapturePlugin {
    fn build(&self, app: &mut App) {
        if let Some((path, after)) = &self.screenshot {
            app.insert_resource(ScreenshotPlan {
                path: path.clone(),
                after: *after,
                frame: 0,
                saved: Arc::new(AtomicBool::new(false)),
            })
            .add_systems(Last, take_screenshot);
        }
        if let Some(n) = self.frame_stats {
            app.insert_resource(FrameStats {
                n: n.max(10) as usize,
                frame: 0,
                idle: Vec::new(),
                thinking: Vec::new(),
            })
            .add_systems(Last, frame_stats);
        }
        if let Some(mv) = self.play {
            app.insert_resource(ScriptedMove { mv, frame: 0 })
                .add_systems(PreUpdate, scripted_move);
        }
        if !self.clicks.is_empty() {
            app.insert_resource(ScriptedClicks {
                squares: self.clicks.clone(),
                frame: 0,
            })
            .add_systems(PreUpdate, scripted_clicks);
        }
    }
}

/// The squares a scripted selection clicks: `46x32x11` clicks 46, then 32, then 11.
pub fn clicks_from(text: &str) -> Result<Vec<Square>, String> {
    let t = MoveText::parse(text).map_err(|e| format!("--select: {e}"))?;
    let mut v = vec![t.from];
    v.extend(t.landings.iter().map(|l| l.0));
    Ok(v)
}

#[derive(Resource)]
struct ScreenshotPlan {
    path: PathBuf,
    after: u32,
    frame: u32,
    saved: Arc<AtomicBool>,
}

/// While this is present and false, the screenshot's frame count waits (a scripted run is not
/// yet where the picture should be taken); `--after-frames` counts the frames since it opened.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ScreenshotGate(pub bool);

fn take_screenshot(
    mut commands: Commands,
    mut plan: ResMut<ScreenshotPlan>,
    gate: Option<Res<ScreenshotGate>>,
    mut exit: MessageWriter<AppExit>,
) {
    if gate.is_some_and(|g| !g.0) && plan.frame < plan.after {
        plan.frame = 0;
        return;
    }
    plan.frame += 1;
    if plan.frame == plan.after {
        let path = plan.path.clone();
        let saved = plan.saved.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |shot: On<ScreenshotCaptured>| {
                match shot.image.clone().try_into_dynamic() {
                    Ok(img) => match img.to_rgb8().save(&path) {
                        Ok(()) => info!("screenshot saved to {}", path.display()),
                        Err(e) => error!("cannot save the screenshot to {}: {e}", path.display()),
                    },
                    Err(e) => error!("cannot convert the screenshot: {e}"),
                }
                saved.store(true, Ordering::Relaxed);
            },
        );
    }
    if plan.saved.load(Ordering::Relaxed) {
        exit.write(AppExit::Success);
    } else if plan.frame > plan.after + 600 {
        error!("no screenshot arrived");
        exit.write(AppExit::error());
    }
}

#[derive(Resource)]
struct FrameStats {
    n: usize,
    frame: usize,
    idle: Vec<f32>,
    thinking: Vec<f32>,
}

const WARMUP: usize = 60;

/// Mean and 99th percentile of frame times, in milliseconds.
pub fn mean_p99(samples: &[f32]) -> (f32, f32) {
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    let mut v = samples.to_vec();
    v.sort_by(f32::total_cmp);
    let mean = v.iter().sum::<f32>() / v.len() as f32;
    let idx = ((v.len() as f32 * 0.99).ceil() as usize).clamp(1, v.len()) - 1;
    (mean * 1000.0, v[idx] * 1000.0)
}

fn frame_stats(
    time: Res<Time<Real>>,
    mut stats: ResMut<FrameStats>,
    mut computer: ResMut<Computer>,
    game: Res<ShatraGame>,
    mut exit: MessageWriter<AppExit>,
) {
    computer.analysis_only = true;
    stats.frame += 1;
    let dt = time.delta_secs();
    if stats.frame <= WARMUP {
        if computer.thinking() {
            computer.cancel();
        }
        return;
    }
    if stats.idle.len() < stats.n {
        stats.idle.push(dt);
        return;
    }
    if stats.thinking.is_empty() && !computer.thinking() {
        computer.cap = Duration::from_secs(600);
        computer.start(&game, Strength::MoveTime(Duration::from_secs(600)));
        return;
    }
    if stats.thinking.len() < stats.n {
        if computer.thinking() {
            stats.thinking.push(dt);
        }
        return;
    }
    computer.cancel();
    let (im, ip) = mean_p99(&stats.idle);
    let (tm, tp) = mean_p99(&stats.thinking);
    println!(
        "frame time idle:     mean {im:.2} ms, p99 {ip:.2} ms over {} frames",
        stats.idle.len()
    );
    println!(
        "frame time thinking: mean {tm:.2} ms, p99 {tp:.2} ms over {} frames",
        stats.thinking.len()
    );
    println!(
        "thinking / idle mean: {:+.1} %",
        (tm / im.max(1e-6) - 1.0) * 100.0
    );
    exit.write(AppExit::Success);
}

#[derive(Resource)]
struct ScriptedMove {
    mv: shatra_engine::Move,
    frame: u32,
}

fn scripted_move(mut script: ResMut<ScriptedMove>, mut commands: MessageWriter<GameCommand>) {
    script.frame += 1;
    if script.frame == PLAY_AT {
        commands.write(GameCommand::Play(script.mv));
    }
}

#[derive(Resource)]
struct ScriptedClicks {
    squares: Vec<Square>,
    frame: u32,
}

fn scripted_clicks(mut clicks: ResMut<ScriptedClicks>, mut out: MessageWriter<SquareClicked>) {
    clicks.frame += 1;
    if clicks.frame >= 10 && clicks.frame.is_multiple_of(5) && !clicks.squares.is_empty() {
        let s = clicks.squares.remove(0);
        out.write(SquareClicked(s));
    }
}
