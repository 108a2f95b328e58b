//! Shatar and hiashatar behind the family's trait: `mongol_engine`'s game generic over the
//! variant, with the redo list and declared results the app needs.

use mongol_engine::search::Evaluate;
use mongol_engine::{Game, Move, Variant, hiashatar, pgn, shatar, text};

use crate::FamilyGame;
use crate::ending::{End, Ending};
use crate::kind::GameKind;
use crate::man::{Man, Side};
use crate::shape::{BoardShape, Cell};
use crate::view::{CheckKind, Leg, Mark, Motion, MoveView, PlayError, glide};

/// What each Mongolian game adds to the shared code: its kind, its own marks, its record.
pub trait MongolRules: Evaluate + 'static {
    const KIND: GameKind;
    /// Marks only this game has (shatar's check kinds and shak series, hiashatar's zones).
    fn own_marks(&self) -> Vec<Mark>;
    /// The game as `mongol_engine`'s record type.
    fn record_game(game: &Game<Self>) -> pgn::AnyGame;
}

impl MongolRules for shatar::Position {
    const KIND: GameKind = GameKind::Shatar;

    fn own_marks(&self) -> Vec<Mark> {
        let mut out = Vec::new();
        if let Some(k) = self.check_kind() {
            out.push(Mark::CheckKind(match k {
                shatar::CheckKind::Shak => CheckKind::Shak,
                shatar::CheckKind::Tuk => CheckKind::Tuk,
                shatar::CheckKind::Tsod => CheckKind::Tsod,
                shatar::CheckKind::TukAndTsod => CheckKind::TukAndTsod,
            }));
        }
        for side in Side::BOTH {
            if self.shak_series(side.into()) {
                out.push(Mark::ShakSeries(side));
            }
        }
        out
    }

    fn record_game(game: &Game<Self>) -> pgn::AnyGame {
        pgn::AnyGame::Shatar(game.clone())
    }
}

impl MongolRules for hiashatar::Position {
    const KIND: GameKind = GameKind::Hiashatar;

    fn own_marks(&self) -> Vec<Mark> {
        Side::BOTH
            .into_iter()
            .map(|side| Mark::Zone {
                side,
                cells: self
                    .zones(side.into())
                    .iter()
                    .map(Cell::of_mongol)
                    .collect(),
            })
            .filter(|m| matches!(m, Mark::Zone { cells, .. } if !cells.is_empty()))
            .collect()
    }

    fn record_game(game: &Game<Self>) -> pgn::AnyGame {
        pgn::AnyGame::Hiashatar(game.clone())
    }
}

/// A game of shatar or hiashatar.
#[derive(Clone, Debug)]
pub struct MongolPlay<P: MongolRules> {
    pub game: Game<P>,
    /// Moves taken back, the next to replay last.
    redo: Vec<Move>,
    /// A result the players declared (resignation, agreement, time).
    declared: Option<Ending>,
}

impl<P: MongolRules> MongolPlay<P> {
    pub fn new(game: Game<P>) -> MongolPlay<P> {
        MongolPlay {
            game,
            redo: Vec::new(),
            declared: None,
        }
    }

    /// The game after its first `ply` moves.
    pub fn upto(&self, ply: usize) -> MongolPlay<P> {
        let mut back = Game::new(self.game.start().clone());
        for m in self.game.moves().iter().take(ply) {
            let _ = back.play(m);
        }
        MongolPlay::new(back)
    }

    /// The game's PGN with these tags besides its own (a declared ending's result wins).
    pub fn record_with_tags(&self, tags: &[(String, String)]) -> String {
        let declared = crate::records::declared_tags(self.declared);
        let given = tags
            .iter()
            .filter(|(k, _)| declared.iter().all(|(d, _)| d != k))
            .cloned();
        let all: Vec<(String, String)> = declared.iter().cloned().chain(given).collect();
        pgn::write_game(&P::record_game(&self.game), &all)
    }

    fn declare(&mut self, ending: Ending) {
        if self.ending().is_none() {
            self.declared = Some(ending);
        }
    }

    fn played(&mut self, mv: &Move, before: &P) -> MoveView {
        self.redo.clear();
        view(before, mv)
    }
}

/// A shatar or hiashatar move as the board shows it, in the position it is played from.
pub(crate) fn view<P: Variant>(pos: &P, mv: &Move) -> MoveView {
    let legs = mv
        .legs()
        .iter()
        .map(|l| {
            let (from, to) = (Cell::of_mongol(l.from), Cell::of_mongol(l.to));
            Leg {
                from,
                to,
                motion: if l.leap {
                    Motion::Leap
                } else {
                    glide(from, to)
                },
                takes: mv.capture().map(|(sq, _)| Cell::of_mongol(sq)),
            }
        })
        .collect();
    MoveView {
        text: text::to_san(pos, mv),
        coordinates: text::to_uci::<P>(mv),
        from: Cell::of_mongol(mv.from()),
        to: Cell::of_mongol(mv.to()),
        man: mv.piece().into(),
        legs,
        captures: mv.captured_squares().map(Cell::of_mongol).collect(),
        promotion: mv.promotion().map(Into::into),
        drop: false,
    }
}

impl<P: MongolRules> FamilyGame for MongolPlay<P> {
    fn kind(&self) -> GameKind {
        P::KIND
    }

    fn shape(&self) -> BoardShape {
        BoardShape::of(P::KIND)
    }

    fn men(&self) -> Vec<(Cell, Man)> {
        self.game
            .position()
            .board()
            .iter()
            .map(|(sq, p)| (Cell::of_mongol(sq), p.into()))
            .collect()
    }

    fn turn(&self) -> Side {
        self.game.position().turn().into()
    }

    fn ply(&self) -> usize {
        self.game.moves().len()
    }

    fn legal_moves(&self) -> Vec<MoveView> {
        if self.ending().is_some() {
            return Vec::new();
        }
        let pos = self.game.position();
        pos.legal_moves().iter().map(|m| view(pos, m)).collect()
    }

    fn play(&mut self, index: usize) -> Result<MoveView, PlayError> {
        if let Some(e) = self.ending() {
            return Err(PlayError::Over(e));
        }
        let before = self.game.position().clone();
        let moves = before.legal_moves();
        let mv = *moves.get(index).ok_or(PlayError::NoSuchMove {
            index,
            count: moves.len(),
        })?;
        self.game.play(&mv).map_err(|e| PlayError::Text {
            text: text::to_uci::<P>(&mv),
            reason: e.to_string(),
        })?;
        Ok(self.played(&mv, &before))
    }

    fn play_text(&mut self, text: &str) -> Result<MoveView, PlayError> {
        if let Some(e) = self.ending() {
            return Err(PlayError::Over(e));
        }
        let before = self.game.position().clone();
        let mv = self.game.play_text(text).map_err(|e| PlayError::Text {
            text: text.to_string(),
            reason: e.to_string(),
        })?;
        Ok(self.played(&mv, &before))
    }

    fn undo(&mut self) -> bool {
        if self.declared.take().is_some() {
            return true;
        }
        match self.game.undo() {
            Some(mv) => {
                self.redo.push(mv);
                true
            }
            None => false,
        }
    }

    fn redo(&mut self) -> bool {
        let Some(mv) = self.redo.pop() else {
            return false;
        };
        if self.game.play(&mv).is_err() {
            self.redo.clear();
            return false;
        }
        true
    }

    fn lost(&self) -> [Vec<Man>; 2] {
        let mut out = [Vec::new(), Vec::new()];
        for (mv, before) in self.game.moves().iter().zip(self.game.positions()) {
            if let Some((_, kind)) = mv.capture() {
                let side = Side::from(before.turn()).other();
                out[side.index()].push(Man {
                    side,
                    kind: kind.into(),
                });
            }
        }
        out
    }

    fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn ending(&self) -> Option<Ending> {
        self.declared
            .or_else(|| self.game.outcome().map(Into::into))
    }

    fn resign(&mut self, side: Side) {
        self.declare(Ending {
            winner: Some(side.other()),
            end: End::Resignation,
        });
    }

    fn agree_draw(&mut self) {
        self.declare(Ending {
            winner: None,
            end: End::Agreement,
        });
    }

    fn flag(&mut self, side: Side) {
        self.declare(Ending {
            winner: Some(side.other()),
            end: End::Time,
        });
    }

    fn marks(&self) -> Vec<Mark> {
        let pos = self.game.position();
        let mut out = Vec::new();
        if pos.is_check()
            && let Some(sq) = pos.board().king_of(pos.turn())
        {
            out.push(Mark::Check {
                side: pos.turn().into(),
                cell: Cell::of_mongol(sq),
            });
        }
        out.extend(pos.own_marks());
        out
    }

    fn position_text(&self) -> String {
        self.game.position().fen()
    }

    fn move_texts(&self) -> Vec<String> {
        self.game.san_moves()
    }

    fn record(&self) -> String {
        self.record_with_tags(&[])
    }
}
