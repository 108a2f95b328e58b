//! The board on the table, whichever game it is: where each cell of its grid lies, how large it
//! is with its frame, where its coordinates stand, where the trays go and what the camera keeps
//! in the picture. Read from the game's [`BoardShape`] alone (the app does not know the rules):
//! Shatra's 7 × 14 board with its ditch keeps the geometry of [`crate::board::geometry`]; a lined
//! board (shatar's 8 × 8, hiashatar's 10 × 10) is a plain grid centred on the table.

use bevy::prelude::*;
use game_family::{BoardShape, BoardStyle, Cell, GameKind, Side};

use crate::board::geometry::{self, BOARD_HALF, SQUARE, SURFACE, TABLE_TOP};
use crate::board::{FRAME_MARGIN, FRAME_TOP};

/// The board on the table now (changed by `crate::board::family` when the game changes).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Layout {
    pub shape: BoardShape,
}

impl Default for Layout {
    fn default() -> Self {
        Layout::of(GameKind::Shatra)
    }
}

impl Layout {
    pub fn of(kind: GameKind) -> Layout {
        Layout {
            shape: BoardShape::of(kind),
        }
    }

    fn lined(&self) -> bool {
        self.shape.style == BoardStyle::Lined
    }

    /// The centre of a cell on the playing surface (White sits at +z).
    pub fn center(&self, c: Cell) -> Vec3 {
        if !self.lined() {
            return geometry::cell_center(c.file, c.rank + 1);
        }
        let (f, r) = (self.shape.files as f32, self.shape.ranks as f32);
        Vec3::new(
            (c.file as f32 - (f - 1.0) / 2.0) * SQUARE,
            SURFACE,
            -(c.rank as f32 - (r - 1.0) / 2.0) * SQUARE,
        )
    }

    /// The playable cell under a point of the surface, if any.
    pub fn cell_at(&self, p: Vec3) -> Option<Cell> {
        self.shape.cells.iter().map(|c| c.cell).find(|&c| {
            let d = self.center(c) - p;
            d.x.abs() <= SQUARE / 2.0 && d.z.abs() <= SQUARE / 2.0
        })
    }

    /// Half the board's outer size, frame included: x, z.
    pub fn half(&self) -> Vec2 {
        if !self.lined() {
            return BOARD_HALF;
        }
        Vec2::new(
            self.shape.files as f32 * SQUARE / 2.0 + FRAME_MARGIN,
            self.shape.ranks as f32 * SQUARE / 2.0 + FRAME_MARGIN,
        )
    }

    /// How far each side's tray moves out from where it stands beside Shatra's board, so that
    /// it stays clear of a wider board.
    pub fn tray_offset(&self, side: Side) -> Vec3 {
        let dx = (self.half().x - BOARD_HALF.x).max(0.0);
        match side {
            Side::White => Vec3::X * dx,
            Side::Black => -Vec3::X * dx,
        }
    }

    /// The board with its men alone.
    pub fn board_points(&self) -> Vec<Vec3> {
        if !self.lined() {
            return geometry::board_points();
        }
        let h = self.half();
        let mut out = Vec::new();
        for sx in [-1.0, 1.0] {
            for sz in [-1.0, 1.0] {
                out.push(Vec3::new(sx * h.x, TABLE_TOP, sz * h.y));
                out.push(Vec3::new(sx * (h.x - 0.5), 1.3, sz * (h.y - 0.5)));
            }
        }
        out
    }

    /// The board with its men and the trays: what the default views keep in the picture.
    pub fn framed_points(&self) -> Vec<Vec3> {
        let mut out = self.board_points();
        for side in game_family::Side::BOTH {
            let c = geometry::tray_center(side.into()) + self.tray_offset(side);
            let h = geometry::tray_half();
            for sx in [-1.0, 1.0] {
                for sz in [-1.0, 1.0] {
                    out.push(Vec3::new(c.x + sx * h.x, TABLE_TOP, c.z + sz * h.y));
                    out.push(Vec3::new(
                        c.x + sx * h.x,
                        geometry::TRAY_FLOOR + 0.9,
                        c.z + sz * h.y,
                    ));
                }
            }
        }
        out
    }

    /// Where the coordinates stand on the frame: Shatra's files and ranks, or the lined board's
    /// labels (a–h or a–j along both ends, 1–8 or 1–10 along both sides).
    pub fn frame_labels(&self) -> Vec<(String, Vec3)> {
        if !self.lined() {
            return crate::board::frame_coordinates();
        }
        let at = |x: f32, z: f32| Vec3::new(x, FRAME_TOP + 0.01, z);
        let edge = FRAME_MARGIN * 0.5;
        let h = self.half();
        let mut out = Vec::new();
        for (file, name) in self.shape.file_labels.iter().enumerate() {
            let x = self.center(Cell::new(file as u8, 0)).x;
            out.push((name.clone(), at(x, h.y - edge)));
            out.push((name.clone(), at(x, -h.y + edge)));
        }
        for (rank, name) in self.shape.rank_labels.iter().enumerate() {
            let z = self.center(Cell::new(0, rank as u8)).z;
            out.push((name.clone(), at(-h.x + edge, z)));
            out.push((name.clone(), at(h.x - edge, z)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shatra_keeps_its_geometry_and_a_lined_board_is_a_centred_grid() {
        let shatra = Layout::of(GameKind::Shatra);
        let sq = shatra_engine::Square::from_number(40).unwrap();
        let cell = crate::play::shatra_cell(sq);
        assert_eq!(shatra.center(cell), geometry::square_center(sq));
        assert_eq!(shatra.half(), BOARD_HALF);
        assert_eq!(shatra.tray_offset(Side::White), Vec3::ZERO);
        for (kind, n) in [(GameKind::Shatar, 8u8), (GameKind::Hiashatar, 10)] {
            let l = Layout::of(kind);
            // a1 is White's left corner (-x, +z), the last cell Black's (+x, -z); the middle is
            // the table's centre.
            let a1 = l.center(Cell::new(0, 0));
            let last = l.center(Cell::new(n - 1, n - 1));
            assert!(a1.x < 0.0 && a1.z > 0.0 && last.x > 0.0 && last.z < 0.0);
            assert!((a1 + last).length() < 1e-5);
            // Every cell is found again under its centre and a little off it.
            for c in &l.shape.cells {
                let p = l.center(c.cell);
                assert_eq!(l.cell_at(p), Some(c.cell));
                assert_eq!(l.cell_at(p + Vec3::new(0.4, 0.0, -0.4)), Some(c.cell));
            }
            assert_eq!(
                l.cell_at(a1 + Vec3::new(-0.7, 0.0, 0.0)),
                None,
                "off the board"
            );
            // The trays stand clear of the board and its frame.
            for side in Side::BOTH {
                let c = geometry::tray_center(side.into()) + l.tray_offset(side);
                assert!(c.x.abs() - geometry::tray_half().x >= l.half().x);
            }
            // A label per file at each end and per rank at each side, on the frame.
            let labels = l.frame_labels();
            assert_eq!(labels.len(), 4 * n as usize);
            assert!(
                labels
                    .iter()
                    .all(|(_, p)| { p.x.abs() > n as f32 / 2.0 || p.z.abs() > n as f32 / 2.0 })
            );
        }
    }
}
