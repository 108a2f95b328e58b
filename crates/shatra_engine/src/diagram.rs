//! A text diagram of the irregular board with both numberings.

use crate::position::Position;
use crate::square::Square;

/// The board as text: files and ranks around it, each square with its traditional number and
/// its man (`.` when empty), walls as `###`, and the ditch between ranks 8 and 7.
pub fn diagram(pos: &Position) -> String {
    let mut out = String::from("       a    b    c    d    e    f    g\n");
    for rank in (1..=14u8).rev() {
        out.push_str(&format!("  {rank:>2} "));
        for f in 0..7u8 {
            match Square::from_coords(f, rank) {
                Some(sq) => {
                    let man = pos.piece_at(sq).map_or('.', |p| p.char());
                    out.push_str(&format!(" {:>2}{man} ", sq.number()));
                }
                None => out.push_str("  ## "),
            }
        }
        out.push_str(&format!(" {rank}\n"));
        if rank == 8 {
            out.push_str("      ~~~~~~~~~~~~~~~ ditch ~~~~~~~~~~~~~~~\n");
        }
    }
    out.push_str("       a    b    c    d    e    f    g\n");
    out
}
