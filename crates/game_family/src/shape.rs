//! The board a game is played on, as data: its grid, playable cells, zones and the style it is
//! drawn in. The app builds the board and places men from this alone.

use crate::kind::GameKind;
use crate::man::Side;

/// A cell of the board's grid: `file` from 0 (the a-file, White's left), `rank` from 0 (White's
/// nearest row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub file: u8,
    pub rank: u8,
}

impl Cell {
    pub const fn new(file: u8, rank: u8) -> Cell {
        Cell { file, rank }
    }

    pub(crate) fn of_shatra(sq: shatra_engine::Square) -> Cell {
        Cell::new(sq.file(), sq.rank() - 1)
    }

    pub(crate) fn of_mongol(sq: mongol_engine::Square) -> Cell {
        Cell::new(sq.file(), sq.rank())
    }

    /// Chebyshev distance (the most of the file and rank steps).
    pub fn distance(self, other: Cell) -> u8 {
        self.file
            .abs_diff(other.file)
            .max(self.rank.abs_diff(other.rank))
    }
}

/// What part of the board a cell belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The open field (every cell of shatar and hiashatar; Shatra's two halves).
    Field,
    /// A Shatra fortress (RULES.md §1).
    Fortress(Side),
    /// A Shatra fortress's gate.
    Gate(Side),
}

/// How the board is drawn (`../shared/notes/look.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardStyle {
    /// Shatra's checkered board with its fortress walls and the ditch.
    CheckeredWithFortresses,
    /// One light colour, the squares drawn by lines (a felt cloth or a pale wooden board): shatar
    /// and hiashatar.
    Lined,
}

/// One playable cell: where it is, its name in the game's notation, its zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellInfo {
    pub cell: Cell,
    pub name: String,
    pub zone: Zone,
    /// A square of the checkered board's dark colour (unused by a lined board).
    pub dark: bool,
}

/// The board of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardShape {
    pub kind: GameKind,
    /// Grid size: files across, ranks along.
    pub files: u8,
    pub ranks: u8,
    /// The playable cells; the grid's other cells are walls (Shatra's fortresses' corners).
    pub cells: Vec<CellInfo>,
    /// Ranks after which the board has a gap across it (Shatra's ditch, between ranks 7 and 8).
    pub gaps_after: Vec<u8>,
    pub style: BoardStyle,
    /// The labels on the frame: one per file (a, b, …) and one per rank (1, 2, …), or none
    /// where the game numbers its squares instead (Shatra writes square numbers on the cells).
    pub file_labels: Vec<String>,
    pub rank_labels: Vec<String>,
}

impl BoardShape {
    /// The board of `kind`.
    pub fn of(kind: GameKind) -> BoardShape {
        match kind {
            GameKind::Shatra => shatra_board(),
            GameKind::Shatar => lined_board(kind, 8),
            GameKind::Hiashatar => lined_board(kind, 10),
        }
    }

    /// The playable cell at `cell`, if it is one.
    pub fn info(&self, cell: Cell) -> Option<&CellInfo> {
        self.cells.iter().find(|c| c.cell == cell)
    }

    /// Whether `cell` is a playable cell.
    pub fn contains(&self, cell: Cell) -> bool {
        self.info(cell).is_some()
    }

    /// The grid cells that are not playable (walls), in rank then file order.
    pub fn walls(&self) -> Vec<Cell> {
        let mut out = Vec::new();
        for rank in 0..self.ranks {
            for file in 0..self.files {
                let c = Cell::new(file, rank);
                if !self.contains(c) {
                    out.push(c);
                }
            }
        }
        out
    }
}

fn shatra_board() -> BoardShape {
    use shatra_engine::{Color, Square};
    let zone = |sq: Square| {
        for c in Color::BOTH {
            if Square::gate(c) == sq {
                return Zone::Gate(c.into());
            }
            if c.fortress() & sq.bit() != 0 {
                return Zone::Fortress(c.into());
            }
        }
        Zone::Field
    };
    let cells = Square::all()
        .map(|sq| {
            let cell = Cell::of_shatra(sq);
            CellInfo {
                cell,
                name: sq.to_string(),
                zone: zone(sq),
                dark: (cell.file + cell.rank).is_multiple_of(2),
            }
        })
        .collect();
    BoardShape {
        kind: GameKind::Shatra,
        files: 7,
        ranks: 14,
        cells,
        gaps_after: vec![6],
        style: BoardStyle::CheckeredWithFortresses,
        file_labels: Vec::new(),
        rank_labels: Vec::new(),
    }
}

fn lined_board(kind: GameKind, side: u8) -> BoardShape {
    let mut cells = Vec::new();
    for rank in 0..side {
        for file in 0..side {
            let sq = mongol_engine::Square::new(file, rank).expect("on the board");
            cells.push(CellInfo {
                cell: Cell::new(file, rank),
                name: sq.to_string(),
                zone: Zone::Field,
                dark: (file + rank) % 2 == 0,
            });
        }
    }
    BoardShape {
        kind,
        files: side,
        ranks: side,
        cells,
        gaps_after: Vec::new(),
        style: BoardStyle::Lined,
        file_labels: (0..side)
            .map(|f| ((b'a' + f) as char).to_string())
            .collect(),
        rank_labels: (1..=side).map(|r| r.to_string()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shatra_has_62_cells_two_fortresses_and_the_ditch() {
        // RULES.md §1: 62 playable squares of a 7 × 14 grid, a fortress of 9 and a gate a side.
        let b = BoardShape::of(GameKind::Shatra);
        assert_eq!((b.files, b.ranks, b.cells.len()), (7, 14, 62));
        assert_eq!(b.walls().len(), 7 * 14 - 62);
        for side in Side::BOTH {
            let fortress = b.cells.iter().filter(|c| c.zone == Zone::Fortress(side));
            assert_eq!(fortress.count(), 9, "{side}'s fortress");
            let gates: Vec<_> = b
                .cells
                .iter()
                .filter(|c| c.zone == Zone::Gate(side))
                .collect();
            assert_eq!(gates.len(), 1);
            assert_eq!(
                gates[0].cell.file, 3,
                "the gate is on the great road, file d"
            );
        }
        // White's fortress is at White's end (rank 0 side).
        let white = b
            .cells
            .iter()
            .find(|c| c.zone == Zone::Gate(Side::White))
            .unwrap();
        let black = b
            .cells
            .iter()
            .find(|c| c.zone == Zone::Gate(Side::Black))
            .unwrap();
        assert!(white.cell.rank < black.cell.rank);
        assert_eq!(b.gaps_after, [6]);
        let mut names: Vec<_> = b.cells.iter().map(|c| c.name.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 62);
    }

    #[test]
    fn mongolian_boards_are_whole_lined_grids_with_coordinates() {
        // RULES-MONGOLIAN.md §1 (8 × 8) and §2 (10 × 10).
        for (kind, side) in [(GameKind::Shatar, 8u8), (GameKind::Hiashatar, 10)] {
            let b = BoardShape::of(kind);
            assert_eq!(b.cells.len(), side as usize * side as usize);
            assert!(b.walls().is_empty() && b.gaps_after.is_empty());
            assert_eq!(b.style, BoardStyle::Lined);
            assert_eq!(b.file_labels.len(), side as usize);
            assert_eq!(b.rank_labels.last().unwrap(), &side.to_string());
            assert_eq!(b.info(Cell::new(0, 0)).unwrap().name, "a1");
            let last = b.info(Cell::new(side - 1, side - 1)).unwrap();
            assert_eq!(last.name, format!("{}{}", (b'a' + side - 1) as char, side));
        }
    }
}
