//! The square labels (traditional numbers or algebraic names) and the frame's coordinates,
//! painted over the 3D board where the camera sees each square.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use shatra_engine::Square;

use game_family::GameKind;

use crate::board::geometry::square_center;
use crate::board::layout::Layout;
use crate::display::{Display, Labels};
use crate::ui::palette;

/// Text with a dark halo, readable on light and dark squares alike.
fn halo_text(painter: &egui::Painter, at: egui::Pos2, text: &str, size: f32, color: egui::Color32) {
    let font = egui::FontId::proportional(size);
    let shadow = palette::HALO;
    for (dx, dy) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0), (1.0, 1.0)] {
        painter.text(
            at + egui::vec2(dx, dy),
            egui::Align2::CENTER_CENTER,
            text,
            font.clone(),
            shadow,
        );
    }
    painter.text(at, egui::Align2::CENTER_CENTER, text, font, color);
}

/// Traditional numbers or algebraic names painted over the squares (sized to the square as the
/// camera sees it, with a halo), and the coordinates on the frame.
pub(crate) fn labels_ui(
    mut contexts: EguiContexts,
    display: Res<Display>,
    layout: Res<Layout>,
    cams: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let Ok((camera, cam_t)) = cams.single() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let project = |p: Vec3| camera.world_to_viewport(cam_t, p).ok();
    // Font size from how large half a square looks there.
    let size_at = |p: Vec3, k: f32| {
        let (Some(a), Some(b)) = (project(p), project(p + Vec3::X * 0.5)) else {
            return None;
        };
        // Whole pixels: egui rasterizes glyphs for each size it meets.
        Some((a, (a.distance(b) * k).clamp(9.0, 22.0).round()))
    };
    let lined = layout.shape.kind != GameKind::Shatra;
    let eye = cam_t.translation();
    for (text, p) in layout.frame_labels() {
        // On a lined board the labels along the far end would stand over the men: those along
        // the near end are shown (from either side's seat), and the ranks along both sides.
        let along_an_end = p.z.abs() > layout.shape.ranks as f32 / 2.0;
        if lined && along_an_end && p.z * eye.z < 0.0 {
            continue;
        }
        if let Some((v, size)) = size_at(p, 0.55) {
            halo_text(
                &painter,
                egui::pos2(v.x, v.y),
                &text,
                size,
                palette::COORDINATE,
            );
        }
    }
    if display.labels == Labels::Off {
        return Ok(());
    }
    // The corner of each square nearest the viewer, on the left: in front of the man.
    let flat = |v: Vec3| Vec3::new(v.x, 0.0, v.z).normalize_or(Vec3::Z);
    let corner = -0.3 * flat(*cam_t.right()) + 0.3 * flat(*cam_t.back()) + Vec3::Y * 0.02;
    if layout.shape.kind != GameKind::Shatra {
        // A lined board has its coordinates on the frame; the names go on the cells only when
        // asked for (algebraic).
        if display.labels == Labels::Algebraic {
            for info in &layout.shape.cells {
                let p = layout.center(info.cell) + corner;
                if let Some((v, size)) = size_at(p, 0.42) {
                    halo_text(
                        &painter,
                        egui::pos2(v.x, v.y),
                        &info.name,
                        size,
                        palette::LABEL,
                    );
                }
            }
        }
        return Ok(());
    }
    for sq in Square::all() {
        let p = square_center(sq) + corner;
        let Some((v, size)) = size_at(p, 0.42) else {
            continue;
        };
        let text = match display.labels {
            Labels::Numbers => sq.number().to_string(),
            _ => sq.algebraic(),
        };
        halo_text(&painter, egui::pos2(v.x, v.y), &text, size, palette::LABEL);
    }
    Ok(())
}
