//! Scripted runs: a screenshot N frames after the scene is really drawn, frame-time statistics
//! idle and while the computer thinks, and scripted clicks and moves (a chain shown under way).
//! Frames are counted from the moment the renderer has every pipeline it was asked for compiled
//! (none queued or being built, and no new one for a while), not from the start: under load a
//! software renderer can take seconds before it draws the board at all.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use bevy::app::AppExit;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use game_family::Cell;
use shatra_engine::MoveText;
use shatra_engine::search::player::Strength;

use crate::ai::Computer;
use crate::display::ScreenshotGate;
use crate::play::{CurrentGame, GameCommand, SquareClicked};

pub(crate) struct CapturePlugin {
    pub screenshot: Option<(PathBuf, u32)>,
    pub frame_stats: Option<u32>,
    pub clicks: Vec<Cell>,
    /// A move to play at [`PLAY_AT`] (`--play`), already checked to be legal.
    pub play: Option<shatra_engine::Move>,
}

/// The frame (counted from when the scene is drawn) at which `--play` plays its move.
pub(crate) const PLAY_AT: u32 = 60;

impl Plugin for CapturePlugin {
    fn build(&self, app: &mut App) {
        let scripted = self.screenshot.is_some()
            || self.frame_stats.is_some()
            || self.play.is_some()
            || !self.clicks.is_empty();
        if scripted {
            let watch = PipelineWatch::default();
            app.insert_resource(SceneReady {
                frames: 0,
                stable: 0,
                last_total: 0,
                watch: watch.clone(),
                renderer: app.get_sub_app(bevy::render::RenderApp).is_some(),
            })
            .add_systems(First, count_ready_frames);
            if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
                render.insert_resource(watch).add_systems(
                    bevy::render::Render,
                    watch_pipelines.in_set(bevy::render::RenderSystems::Cleanup),
                );
            }
        }
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

/// The cells a scripted selection clicks: Shatra's `46x32x11` clicks 46, then 32, then 11; on a
/// lined board, cells by name: `b2 e5`.
pub(crate) fn clicks_from(
    text: &str,
    shape: &game_family::BoardShape,
) -> Result<Vec<Cell>, String> {
    if shape.kind != game_family::GameKind::Shatra {
        return text
            .split([' ', ',', 'x', '-'])
            .filter(|w| !w.is_empty())
            .map(|w| {
                shape
                    .cells
                    .iter()
                    .find(|c| c.name == w)
                    .map(|c| c.cell)
                    .ok_or_else(|| format!("--select: '{w}' is not a square of this board"))
            })
            .collect();
    }
    let t = MoveText::parse(text).map_err(|e| format!("--select: {e}"))?;
    let mut v = vec![crate::play::shatra_cell(t.from)];
    v.extend(t.landings.iter().map(|l| crate::play::shatra_cell(l.0)));
    Ok(v)
}

#[derive(Resource)]
struct ScreenshotPlan {
    path: PathBuf,
    after: u32,
    frame: u32,
    saved: Arc<AtomicBool>,
}

/// The renderer's pipelines, as the render world last saw them: how many, and how many are not
/// built yet.
#[derive(Resource, Clone, Default)]
struct PipelineWatch(Arc<(AtomicU32, AtomicU32)>);

fn watch_pipelines(
    cache: Res<bevy::render::render_resource::PipelineCache>,
    watch: Res<PipelineWatch>,
) {
    use bevy::render::render_resource::CachedPipelineState;
    let total = cache.pipelines().count() as u32;
    let pending = cache
        .pipelines()
        .filter(|p| {
            matches!(
                p.state,
                CachedPipelineState::Queued | CachedPipelineState::Creating(_)
            )
        })
        .count()
        + cache.waiting_pipelines().count();
    watch.0.0.store(total, Ordering::Relaxed);
    watch.0.1.store(pending as u32, Ordering::Relaxed);
}

/// Frames since the scene became ready to draw (every pipeline built, none new for
/// [`STABLE_FRAMES`]); without a renderer (the tests) every frame counts.
#[derive(Resource)]
pub(crate) struct SceneReady {
    pub frames: u32,
    stable: u32,
    last_total: u32,
    watch: PipelineWatch,
    renderer: bool,
}

/// Frames with no pipeline pending and none added before the scene counts as drawn.
const STABLE_FRAMES: u32 = 10;

impl SceneReady {
    pub fn ready(&self) -> bool {
        !self.renderer || self.stable >= STABLE_FRAMES
    }
}

fn count_ready_frames(mut ready: ResMut<SceneReady>) {
    let total = ready.watch.0.0.load(Ordering::Relaxed);
    let pending = ready.watch.0.1.load(Ordering::Relaxed);
    if total > 0 && pending == 0 && total == ready.last_total {
        ready.stable += 1;
    } else {
        ready.stable = 0;
    }
    ready.last_total = total;
    if ready.ready() {
        ready.frames += 1;
    }
}

fn take_screenshot(
    mut commands: Commands,
    mut plan: ResMut<ScreenshotPlan>,
    gate: Option<Res<ScreenshotGate>>,
    ready: Res<SceneReady>,
    mut exit: MessageWriter<AppExit>,
) {
    if !ready.ready() || (gate.is_some_and(|g| !g.0) && plan.frame < plan.after) {
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
pub(crate) fn mean_p99(samples: &[f32]) -> (f32, f32) {
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
    game: Res<CurrentGame>,
    ready: Res<SceneReady>,
    mut exit: MessageWriter<AppExit>,
) {
    computer.analysis_only = true;
    if ready.ready() {
        stats.frame += 1;
    }
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
        } else {
            // A search that ended before the frames were counted (shatar's and hiashatar's
            // computer thinks at its level's pace) starts again.
            computer.start(&game, Strength::MoveTime(Duration::from_secs(600)));
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

fn scripted_move(
    mut script: ResMut<ScriptedMove>,
    ready: Res<SceneReady>,
    mut commands: MessageWriter<GameCommand>,
) {
    if !ready.ready() {
        return;
    }
    script.frame += 1;
    if script.frame == PLAY_AT {
        commands.write(GameCommand::Play(script.mv));
    }
}

#[derive(Resource)]
struct ScriptedClicks {
    squares: Vec<Cell>,
    frame: u32,
}

fn scripted_clicks(
    mut clicks: ResMut<ScriptedClicks>,
    ready: Res<SceneReady>,
    mut out: MessageWriter<SquareClicked>,
) {
    if !ready.ready() {
        return;
    }
    clicks.frame += 1;
    if clicks.frame >= 10 && clicks.frame.is_multiple_of(5) && !clicks.squares.is_empty() {
        let s = clicks.squares.remove(0);
        out.write(SquareClicked(s));
    }
}
