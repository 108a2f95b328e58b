//! Where things are: squares to world positions and back.

use bevy::prelude::*;
use shatra_engine::Square;

/// Side of a square in world units.
pub const SQUARE: f32 = 1.0;
/// Height of the playing surface.
pub const SURFACE: f32 = 0.0;
/// Extra gap at the ditch, between ranks 7 and 8.
pub const DITCH_GAP: f32 = 0.22;

/// World x of a file (0 = a), z of a rank (1..=14). White sits at +z.
pub fn file_x(file: u8) -> f32 {
    (file as f32 - 3.0) * SQUARE
}

pub fn rank_z(rank: u8) -> f32 {
    let gap = if rank >= 8 {
        -DITCH_GAP / 2.0
    } else {
        DITCH_GAP / 2.0
    };
    -(rank as f32 - 7.5) * SQUARE + gap
}

/// Centre of a cell of the 7 × 14 grid on the playing surface.
pub fn cell_center(file: u8, rank: u8) -> Vec3 {
    Vec3::new(file_x(file), SURFACE, rank_z(rank))
}

pub fn square_center(sq: Square) -> Vec3 {
    cell_center(sq.file(), sq.rank())
}

/// The square under a point of the surface, if any.
pub fn square_at(p: Vec3) -> Option<Square> {
    let file = (p.x / SQUARE + 3.0).round();
    if !(0.0..=6.0).contains(&file) {
        return None;
    }
    (1..=14u8).find_map(|r| {
        let z = rank_z(r);
        ((p.z - z).abs() <= SQUARE / 2.0)
            .then(|| Square::from_coords(file as u8, r))
            .flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip() {
        for s in Square::all() {
            assert_eq!(square_at(square_center(s)), Some(s));
        }
        // White's gate is nearer White (+z) than Black's.
        let w = square_center(Square::from_number(53).unwrap());
        let b = square_center(Square::from_number(10).unwrap());
        assert!(w.z > b.z);
    }
}
