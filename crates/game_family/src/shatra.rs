//! Shatra behind the family's trait: `shatra_engine`'s game, its types kept inside.

use shatra_engine::{Game, Move, MoveKind, Square};

use crate::FamilyGame;
use crate::ending::Ending;
use crate::kind::GameKind;
use crate::man::{Man, Side};
use crate::shape::{BoardShape, Cell};
use crate::view::{Leg, Mark, Motion, MoveView, PlayError, glide};

/// A game of Shatra (RULES.md).
#[derive(Clone, Debug)]
pub struct ShatraPlay {
    pub game: Game,
}

impl ShatraPlay {
    pub fn new(game: Game) -> ShatraPlay {
        ShatraPlay { game }
    }
}

fn squares(bits: u64) -> impl Iterator<Item = Square> {
    Square::all().filter(move |s| bits & s.bit() != 0)
}

/// Whether `c` lies strictly between `a` and `b` on one line (rank, file or diagonal).
fn between(a: Cell, b: Cell, c: Cell) -> bool {
    let (df, dr) = (b.file as i32 - a.file as i32, b.rank as i32 - a.rank as i32);
    let (cf, cr) = (c.file as i32 - a.file as i32, c.rank as i32 - a.rank as i32);
    if cf * dr != cr * df {
        return false;
    }
    let (t, len) = if df != 0 { (cf, df) } else { (cr, dr) };
    len != 0 && t.signum() == len.signum() && t.abs() < len.abs() && t != 0
}

/// A Shatra move as the board shows it, in the position it is played from.
pub(crate) fn view(pos: &shatra_engine::Position, mv: &Move) -> MoveView {
    let from = Cell::of_shatra(mv.from());
    let man = pos
        .piece_at(mv.from())
        .map_or(crate::ManKind::Shatra, |p| p.kind.into());
    let captures: Vec<Cell> = squares(mv.captured()).map(Cell::of_shatra).collect();
    let mut legs = Vec::new();
    let mut at = from;
    let mut taken = vec![false; captures.len()];
    for &sq in mv.landings() {
        let to = Cell::of_shatra(sq);
        let (motion, takes) = if mv.kind() == MoveKind::Capture {
            let i = captures
                .iter()
                .enumerate()
                .position(|(i, &c)| !taken[i] && between(at, to, c));
            if let Some(i) = i {
                taken[i] = true;
            }
            (Motion::Jump, i.map(|i| captures[i]))
        } else {
            (glide(at, to), None)
        };
        legs.push(Leg {
            from: at,
            to,
            motion,
            takes,
        });
        at = to;
    }
    // A man taken off the line of any jump (en passant's double-stepped Shatra) goes with the
    // last leg.
    if let Some(last) = legs.last_mut()
        && last.takes.is_none()
        && let Some(i) = taken.iter().position(|t| !t)
    {
        last.takes = Some(captures[i]);
    }
    MoveView {
        text: mv.to_string(),
        coordinates: mv.to_string(),
        from,
        to: Cell::of_shatra(mv.to()),
        man,
        legs,
        captures,
        promotion: mv.promotion().map(Into::into),
        drop: mv.is_drop(),
    }
}

impl FamilyGame for ShatraPlay {
    fn kind(&self) -> GameKind {
        GameKind::Shatra
    }

    fn shape(&self) -> BoardShape {
        BoardShape::of(GameKind::Shatra)
    }

    fn men(&self) -> Vec<(Cell, Man)> {
        let pos = self.game.position();
        Square::all()
            .filter_map(|sq| pos.piece_at(sq).map(|p| (Cell::of_shatra(sq), p.into())))
            .collect()
    }

    fn turn(&self) -> Side {
        self.game.position().turn().into()
    }

    fn ply(&self) -> usize {
        self.game.moves().len()
    }

    fn legal_moves(&self) -> Vec<MoveView> {
        if self.game.outcome().is_some() {
            return Vec::new();
        }
        let pos = self.game.position();
        self.game
            .legal_moves()
            .iter()
            .map(|m| view(pos, m))
            .collect()
    }

    fn play(&mut self, index: usize) -> Result<MoveView, PlayError> {
        if let Some(o) = self.game.outcome() {
            return Err(PlayError::Over(o.into()));
        }
        let moves = self.game.legal_moves();
        let mv = *moves.get(index).ok_or(PlayError::NoSuchMove {
            index,
            count: moves.len(),
        })?;
        let v = view(self.game.position(), &mv);
        self.game.play(&mv).map_err(|e| PlayError::Text {
            text: v.text.clone(),
            reason: e.to_string(),
        })?;
        Ok(v)
    }

    fn play_text(&mut self, text: &str) -> Result<MoveView, PlayError> {
        let before = *self.game.position();
        let mv = self
            .game
            .play_text(text)
            .map_err(|e| match self.game.outcome() {
                Some(o) => PlayError::Over(o.into()),
                None => PlayError::Text {
                    text: text.to_string(),
                    reason: e.to_string(),
                },
            })?;
        Ok(view(&before, &mv))
    }

    fn undo(&mut self) -> bool {
        let had = self.game.outcome().is_some() || !self.game.moves().is_empty();
        self.game.undo();
        had
    }

    fn redo(&mut self) -> bool {
        self.game.redo().is_some()
    }

    fn lost(&self) -> [Vec<Man>; 2] {
        shatra_engine::explain::captured_men_upto(&self.game, self.game.moves().len())
            .map(|men| men.into_iter().map(Man::from).collect())
    }

    fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    fn ending(&self) -> Option<Ending> {
        self.game.outcome().map(Into::into)
    }

    fn resign(&mut self, side: Side) {
        self.game.resign(side.into());
    }

    fn agree_draw(&mut self) {
        self.game.agree_draw();
    }

    fn flag(&mut self, side: Side) {
        self.game.flag(side.into());
    }

    fn marks(&self) -> Vec<Mark> {
        let pos = self.game.position();
        let side = pos.turn();
        match pos.biy(side) {
            Some(sq) if self.game.outcome().is_none() && pos.biy_in_danger(side) => {
                vec![Mark::Check {
                    side: side.into(),
                    cell: Cell::of_shatra(sq),
                }]
            }
            _ => Vec::new(),
        }
    }

    fn position_text(&self) -> String {
        self.game.position().to_fen()
    }

    fn move_texts(&self) -> Vec<String> {
        self.game.moves().iter().map(|m| m.to_string()).collect()
    }

    fn record(&self) -> String {
        shatra_engine::sgn::write_file(&[(self.game.clone(), Vec::new())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn between_is_strict_and_on_a_line() {
        let (a, b) = (Cell::new(0, 0), Cell::new(4, 4));
        assert!(between(a, b, Cell::new(2, 2)));
        assert!(!between(a, b, a) && !between(a, b, b));
        assert!(!between(a, b, Cell::new(2, 1)));
        assert!(!between(a, b, Cell::new(5, 5)));
        assert!(between(Cell::new(3, 6), Cell::new(3, 2), Cell::new(3, 4)));
    }
}
