//! Where things are: squares to world positions and back.

use bevy::prelude::*;
use shatra_engine::Square;

/// Side of a square in world units.
pub(crate) const SQUARE: f32 = 1.0;
/// Height of the playing surface.
pub(crate) const SURFACE: f32 = 0.0;
/// Extra gap at the ditch, between ranks 7 and 8.
pub(crate) const DITCH_GAP: f32 = 0.22;

/// World x of a file (0 = a), z of a rank (1..=14). White sits at +z.
pub(crate) fn file_x(file: u8) -> f32 {
    (file as f32 - 3.0) * SQUARE
}

pub(crate) fn rank_z(rank: u8) -> f32 {
    let gap = if rank >= 8 {
        -DITCH_GAP / 2.0
    } else {
        DITCH_GAP / 2.0
    };
    -(rank as f32 - 7.5) * SQUARE + gap
}

/// Centre of a cell of the 7 × 14 grid on the playing surface.
pub(crate) fn cell_center(file: u8, rank: u8) -> Vec3 {
    Vec3::new(file_x(file), SURFACE, rank_z(rank))
}

pub fn square_center(sq: Square) -> Vec3 {
    cell_center(sq.file(), sq.rank())
}

/// The top of the table the board rests on (the board's frame stands on it).
pub(crate) const TABLE_TOP: f32 = -0.44;

/// Half the board's outer size (frame included): x, z.
pub(crate) const BOARD_HALF: Vec2 =
    Vec2::new(3.5 * SQUARE + 0.75, 7.0 * SQUARE + DITCH_GAP / 2.0 + 0.75);

/// The trays of captured men: slots in columns across and rows along the board.
pub(crate) const TRAY_COLUMNS: usize = 3;
pub(crate) const TRAY_ROWS: usize = 6;
/// Distance between slot centres, and the men's scale in the tray.
pub(crate) const TRAY_PITCH: f32 = 0.78;
pub(crate) const TRAY_SCALE: f32 = 0.85;
/// Height of the tray's floor (the felt the men stand on).
pub(crate) const TRAY_FLOOR: f32 = TABLE_TOP + 0.08;

/// Centre of a side's tray: beside the board, on that player's right, in that player's half
/// (White's at +x, +z; Black's turned half round).
pub(crate) fn tray_center(side: shatra_engine::Color) -> Vec3 {
    let x = BOARD_HALF.x + 0.45 + TRAY_PITCH * TRAY_COLUMNS as f32 / 2.0 + 0.15;
    let z = 3.6;
    let c = Vec3::new(x, TRAY_FLOOR, z);
    match side {
        shatra_engine::Color::White => c,
        shatra_engine::Color::Black => Vec3::new(-c.x, c.y, -c.z),
    }
}

/// Outer half size of a tray (x, z).
pub(crate) fn tray_half() -> Vec2 {
    Vec2::new(
        TRAY_PITCH * TRAY_COLUMNS as f32 / 2.0 + 0.15,
        TRAY_PITCH * TRAY_ROWS as f32 / 2.0 + 0.15,
    )
}

/// Where the `i`-th captured man of `side` stands in its tray: filled from the end nearest the
/// player, across first. Past the last slot the men stand a little higher, on the others.
pub fn tray_slot(side: shatra_engine::Color, i: usize) -> Vec3 {
    let per = TRAY_COLUMNS * TRAY_ROWS;
    let layer = (i / per) as f32;
    let j = i % per;
    let col = (j % TRAY_COLUMNS) as f32 - (TRAY_COLUMNS as f32 - 1.0) / 2.0;
    let row = (j / TRAY_COLUMNS) as f32 - (TRAY_ROWS as f32 - 1.0) / 2.0;
    // From White's seat the first row is the nearest (+z).
    let local = Vec3::new(col * TRAY_PITCH, layer * 0.2, -row * TRAY_PITCH);
    match side {
        shatra_engine::Color::White => tray_center(side) + local,
        shatra_engine::Color::Black => tray_center(side) - Vec3::new(local.x, -local.y, local.z),
    }
}

/// The board with its men alone (the trays left out where the window is short of room).
pub(crate) fn board_points() -> Vec<Vec3> {
    let mut out = Vec::new();
    for sx in [-1.0, 1.0] {
        for sz in [-1.0, 1.0] {
            out.push(Vec3::new(sx * BOARD_HALF.x, TABLE_TOP, sz * BOARD_HALF.y));
            out.push(Vec3::new(sx * 3.3, 1.3, sz * 6.8));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_apart_and_white_is_near() {
        // Every square has its own centre, a square's width from its neighbours.
        for a in Square::all() {
            for b in Square::all().filter(|&b| b != a) {
                assert!(square_center(a).distance(square_center(b)) >= SQUARE * 0.99);
            }
        }
        // White's gate is nearer White (+z) than Black's.
        let w = square_center(Square::from_number(53).unwrap());
        let b = square_center(Square::from_number(10).unwrap());
        assert!(w.z > b.z);
    }

    #[test]
    fn trays_stand_beside_the_board_and_slots_do_not_overlap() {
        use shatra_engine::Color;
        for side in Color::BOTH {
            let c = tray_center(side);
            assert!(
                c.x.abs() - tray_half().x > BOARD_HALF.x,
                "the tray is off the board"
            );
            let slots: Vec<Vec3> = (0..TRAY_COLUMNS * TRAY_ROWS)
                .map(|i| tray_slot(side, i))
                .collect();
            for (i, a) in slots.iter().enumerate() {
                assert!((a.x - c.x).abs() < tray_half().x && (a.z - c.z).abs() < tray_half().y);
                for b in &slots[i + 1..] {
                    assert!(a.distance(*b) >= TRAY_PITCH - 1e-4);
                }
            }
        }
        // White's first slot is nearest White's seat (+z), Black's nearest Black's (-z).
        assert!(tray_slot(Color::White, 0).z > tray_slot(Color::White, 17).z);
        assert!(tray_slot(Color::Black, 0).z < tray_slot(Color::Black, 17).z);
    }
}
