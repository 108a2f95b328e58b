//! The HUD's colours, named by what they mean (one place, so that the windows agree).

use bevy_egui::egui::Color32;

/// The frame's coordinates, and the clock's side name: pale gold on the dark wood.
pub(crate) const COORDINATE: Color32 = Color32::from_rgb(236, 208, 150);
/// Square labels: warm white.
pub(crate) const LABEL: Color32 = Color32::from_rgb(255, 247, 230);
/// The dark halo behind painted text.
pub(crate) const HALO: Color32 = Color32::from_rgba_premultiplied(16, 8, 3, 210);
/// The beginner's guide line.
pub(crate) const GUIDE: Color32 = Color32::from_rgb(190, 220, 255);
/// What the player must do now (a chain under way, a compulsory capture).
pub(crate) const CUE: Color32 = Color32::from_rgb(255, 215, 140);
/// The status line's notice.
pub(crate) const NOTICE: Color32 = Color32::from_rgb(255, 190, 120);
/// The running clock's panel, and a stopped one's.
pub(crate) const CLOCK_RUNNING: Color32 = Color32::from_rgb(120, 82, 30);
pub(crate) const CLOCK_STOPPED: Color32 = Color32::from_rgba_premultiplied(20, 14, 8, 210);
/// An error the editor shows.
pub(crate) const ERROR: Color32 = Color32::from_rgb(240, 120, 100);
/// Dark text on the analysis bar, and the bar itself.
pub(crate) const INK: Color32 = Color32::from_rgb(40, 25, 10);
pub(crate) const PARCHMENT: Color32 = Color32::from_rgb(230, 215, 180);
/// The exhibition's panels, its gold titles and its text.
pub(crate) const SHOW_PANEL: Color32 = Color32::from_rgba_premultiplied(12, 9, 6, 200);
pub(crate) const SHOW_GOLD: Color32 = Color32::from_rgb(240, 205, 140);
pub(crate) const SHOW_TEXT: Color32 = Color32::from_rgb(250, 244, 232);
/// The exhibition's big buttons.
pub(crate) const SHOW_BUTTON: Color32 = Color32::from_rgb(92, 58, 32);
