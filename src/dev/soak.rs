//! Soak figures: once a minute of wall time, one line appended to a report file with the wall
//! time, the game time, games and moves played, the entity count, the asset counts and the
//! resident memory; and a clean exit after a given wall time.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::app::AppExit;
use bevy::ecs::entity::Entities;
use bevy::prelude::*;

use crate::exhibition::Show;

pub(crate) struct SoakPlugin {
    pub report: Option<PathBuf>,
    pub every: Duration,
    pub quit_after: Option<Duration>,
}

impl Plugin for SoakPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Soak {
            report: self.report.clone(),
            every: self.every,
            quit_after: self.quit_after,
            start: Instant::now(),
            lines: 0,
        })
        .add_systems(Last, soak);
    }
}

#[derive(Resource)]
struct Soak {
    report: Option<PathBuf>,
    every: Duration,
    quit_after: Option<Duration>,
    start: Instant,
    lines: u32,
}

/// The columns of the report.
pub(crate) const HEADER: &str = "wall_s\tgame_s\tgames_started\tgames_finished\tmoves\tentities\tmeshes\tmaterials\timages\trss_kib";

/// Resident memory of this process in KiB (Linux's VmRSS), or 0 where it cannot be read.
pub(crate) fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

#[allow(clippy::too_many_arguments)]
fn soak(
    mut soak: ResMut<Soak>,
    // Outside the exhibition there are no show counters: they read 0.
    show: Option<Res<Show>>,
    virt: Res<Time<Virtual>>,
    entities: &Entities,
    meshes: Res<Assets<Mesh>>,
    materials: Res<Assets<StandardMaterial>>,
    images: Res<Assets<Image>>,
    mut exit: MessageWriter<AppExit>,
) {
    let wall = soak.start.elapsed();
    let quitting = soak.quit_after.is_some_and(|q| wall >= q);
    // A line once a minute, and a last one on the way out.
    if let Some(path) = soak.report.clone()
        && (wall >= soak.every * soak.lines || quitting)
    {
        let line = format!(
            "{:.0}\t{:.0}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            wall.as_secs_f64(),
            virt.elapsed_secs_f64(),
            show.as_ref().map_or(0, |s| s.games_started),
            show.as_ref().map_or(0, |s| s.games_finished),
            show.as_ref().map_or(0, |s| s.moves_played),
            entities.count_spawned(),
            meshes.len(),
            materials.len(),
            images.len(),
            resident_kib(),
        );
        let fresh = !path.exists();
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .and_then(|mut f| {
                if fresh {
                    writeln!(f, "{HEADER}")?;
                }
                writeln!(f, "{line}")
            });
        if let Err(e) = written {
            error!("soak report {}: {e}", path.display());
            soak.report = None;
        }
        soak.lines += 1;
    }
    if quitting {
        exit.write(AppExit::Success);
        soak.quit_after = None;
    }
}
