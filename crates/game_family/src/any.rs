//! The dispatch enum at the boundary: one value for a game of any kind, with the trait's
//! methods, and the options a new game of each kind is made from.

use mongol_engine::{hiashatar, shatar};
use shatra_engine::RuleSet;

use crate::FamilyGame;
use crate::ending::Ending;
use crate::kind::GameKind;
use crate::man::{Man, Side};
use crate::mongol::MongolPlay;
use crate::setup::SetupProblem;
use crate::shape::{BoardShape, Cell};
use crate::shatra::ShatraPlay;
use crate::view::{Mark, MoveView, PlayError};

/// The rules a new game is played by: one of each game's option sets.
#[derive(Clone, Debug, PartialEq)]
pub enum GameOptions {
    Shatra(RuleSet),
    Shatar(shatar::Options),
    Hiashatar(hiashatar::Options),
}

impl GameOptions {
    /// Each game's default rules (RULES.md; RULES-MONGOLIAN.md §1.4, §2.5: every option off).
    pub fn default_for(kind: GameKind) -> GameOptions {
        match kind {
            GameKind::Shatra => GameOptions::Shatra(RuleSet::default()),
            GameKind::Shatar => GameOptions::Shatar(shatar::Options::default()),
            GameKind::Hiashatar => GameOptions::Hiashatar(hiashatar::Options::default()),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            GameOptions::Shatra(_) => GameKind::Shatra,
            GameOptions::Shatar(_) => GameKind::Shatar,
            GameOptions::Hiashatar(_) => GameKind::Hiashatar,
        }
    }
}

/// A game of any of the three kinds.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Shatra(ShatraPlay),
    Shatar(MongolPlay<shatar::Position>),
    Hiashatar(MongolPlay<hiashatar::Position>),
}

macro_rules! each {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            AnyGame::Shatra($g) => $e,
            AnyGame::Shatar($g) => $e,
            AnyGame::Hiashatar($g) => $e,
        }
    };
}

impl AnyGame {
    /// A new game from its start under `options`.
    pub fn new(options: &GameOptions) -> AnyGame {
        match options {
            GameOptions::Shatra(r) => {
                AnyGame::Shatra(ShatraPlay::new(shatra_engine::Game::new(*r)))
            }
            GameOptions::Shatar(o) => AnyGame::Shatar(MongolPlay::new(mongol_engine::Game::new(
                shatar::Position::new(*o),
            ))),
            GameOptions::Hiashatar(o) => AnyGame::Hiashatar(MongolPlay::new(
                mongol_engine::Game::new(hiashatar::Position::new(*o)),
            )),
        }
    }

    /// A game from a position in the kind's own text (Shatra's position string, a FEN; or
    /// `startpos` for the start under `options`), or what is wrong with the text.
    pub fn from_position(options: &GameOptions, text: &str) -> Result<AnyGame, String> {
        if text.trim() == "startpos" {
            return Ok(AnyGame::new(options));
        }
        Ok(match options {
            GameOptions::Shatra(r) => {
                let pos = shatra_engine::Position::from_fen(text, *r).map_err(|e| e.to_string())?;
                AnyGame::Shatra(ShatraPlay::new(shatra_engine::Game::from_position(pos)))
            }
            GameOptions::Shatar(o) => {
                let pos = shatar::Position::from_fen(text, *o).map_err(|e| e.to_string())?;
                AnyGame::Shatar(MongolPlay::new(mongol_engine::Game::new(pos)))
            }
            GameOptions::Hiashatar(o) => {
                let pos = hiashatar::Position::from_fen(text, *o).map_err(|e| e.to_string())?;
                AnyGame::Hiashatar(MongolPlay::new(mongol_engine::Game::new(pos)))
            }
        })
    }

    /// A game of shatar or hiashatar from a set-up board: the men on their cells and the side to
    /// move (the position editor's). What is wrong with the set-up is named (no king, a pawn on
    /// the last rank, a man off the board …); Shatra sets up through its own editor.
    pub fn from_men(
        options: &GameOptions,
        men: &[(Cell, Man)],
        turn: Side,
    ) -> Result<AnyGame, SetupProblem> {
        let (size, letter): (u8, fn(mongol_engine::PieceKind) -> char) = match options {
            GameOptions::Shatra(_) => return Err(SetupProblem::NotThisEditor),
            GameOptions::Shatar(_) => (8, shatar::letter_of_kind),
            GameOptions::Hiashatar(_) => (10, hiashatar::letter_of_kind),
        };
        if let Some((c, _)) = men.iter().find(|(c, _)| c.file >= size || c.rank >= size) {
            return Err(SetupProblem::OffBoard(*c));
        }
        let mut rows = Vec::new();
        for rank in (0..size).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..size {
                match men.iter().find(|(c, _)| *c == Cell::new(file, rank)) {
                    Some((cell, m)) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let kind = crate::man::mongol_kind(m.kind)
                            .filter(|k| size == 10 || *k != mongol_engine::PieceKind::Hia)
                            .ok_or(SetupProblem::NotInGame {
                                cell: *cell,
                                kind: m.kind,
                            })?;
                        let c = letter(kind);
                        row.push(match m.side {
                            Side::White => c.to_ascii_uppercase(),
                            Side::Black => c.to_ascii_lowercase(),
                        });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        let turn = match turn {
            Side::White => 'w',
            Side::Black => 'b',
        };
        let fen = format!("{} {turn} - - 0 1", rows.join("/"));
        Ok(match options {
            GameOptions::Shatra(_) => return Err(SetupProblem::NotThisEditor),
            GameOptions::Shatar(o) => {
                let pos = shatar::Position::from_fen(&fen, *o).map_err(SetupProblem::of_engine)?;
                AnyGame::Shatar(MongolPlay::new(mongol_engine::Game::new(pos)))
            }
            GameOptions::Hiashatar(o) => {
                let pos =
                    hiashatar::Position::from_fen(&fen, *o).map_err(SetupProblem::of_engine)?;
                AnyGame::Hiashatar(MongolPlay::new(mongol_engine::Game::new(pos)))
            }
        })
    }

    /// The rules this game is played by (its position's options; Shatra's rule set).
    pub fn options(&self) -> GameOptions {
        match self {
            AnyGame::Shatra(g) => GameOptions::Shatra(*g.game.rules()),
            AnyGame::Shatar(g) => GameOptions::Shatar(g.game.position().options()),
            AnyGame::Hiashatar(g) => GameOptions::Hiashatar(g.game.position().options()),
        }
    }

    /// The game after its first `ply` moves (from the same start, under the same rules; a
    /// declared ending and the moves after are left out): what study shows of an earlier ply.
    pub fn upto(&self, ply: usize) -> AnyGame {
        match self {
            AnyGame::Shatra(g) => {
                let mut back = shatra_engine::Game::from_position(*g.game.start());
                for m in g.game.moves().iter().take(ply) {
                    let _ = back.play(m);
                }
                AnyGame::Shatra(ShatraPlay::new(back))
            }
            AnyGame::Shatar(g) => AnyGame::Shatar(g.upto(ply)),
            AnyGame::Hiashatar(g) => AnyGame::Hiashatar(g.upto(ply)),
        }
    }

    /// The game as a record in its own format with these tag pairs (White, Black, Event, Date
    /// and any other): Shatra's SGN, shatar's and hiashatar's PGN. A declared ending is kept.
    pub fn record_with_tags(&self, tags: &[(String, String)]) -> String {
        match self {
            AnyGame::Shatra(g) => {
                shatra_engine::sgn::write_file(&[(g.game.clone(), tags.to_vec())])
            }
            AnyGame::Shatar(g) => g.record_with_tags(tags),
            AnyGame::Hiashatar(g) => g.record_with_tags(tags),
        }
    }

    /// The result in the engine's own words (`1-0 White wins: the Biy was captured`, `0-1 mate`
    /// …), for text output; the app names an [`Ending`] from its catalogues instead.
    pub fn result_text(&self) -> Option<String> {
        match self {
            AnyGame::Shatra(g) => g.game.outcome().map(|o| o.to_string()),
            AnyGame::Shatar(g) => g.game.outcome().map(|o| o.to_string()),
            AnyGame::Hiashatar(g) => g.game.outcome().map(|o| o.to_string()),
        }
    }

    /// The game as the trait sees it.
    pub fn as_dyn(&self) -> &dyn FamilyGame {
        each!(self, g => g)
    }

    pub fn as_dyn_mut(&mut self) -> &mut dyn FamilyGame {
        each!(self, g => g)
    }
}

impl From<shatra_engine::Game> for AnyGame {
    fn from(g: shatra_engine::Game) -> AnyGame {
        AnyGame::Shatra(ShatraPlay::new(g))
    }
}

impl From<mongol_engine::pgn::AnyGame> for AnyGame {
    fn from(g: mongol_engine::pgn::AnyGame) -> AnyGame {
        match g {
            mongol_engine::pgn::AnyGame::Shatar(g) => AnyGame::Shatar(MongolPlay::new(g)),
            mongol_engine::pgn::AnyGame::Hiashatar(g) => AnyGame::Hiashatar(MongolPlay::new(g)),
        }
    }
}

impl FamilyGame for AnyGame {
    fn kind(&self) -> GameKind {
        each!(self, g => g.kind())
    }
    fn shape(&self) -> BoardShape {
        each!(self, g => g.shape())
    }
    fn men(&self) -> Vec<(Cell, Man)> {
        each!(self, g => g.men())
    }
    fn turn(&self) -> Side {
        each!(self, g => g.turn())
    }
    fn ply(&self) -> usize {
        each!(self, g => g.ply())
    }
    fn legal_moves(&self) -> Vec<MoveView> {
        each!(self, g => g.legal_moves())
    }
    fn play(&mut self, index: usize) -> Result<MoveView, PlayError> {
        each!(self, g => g.play(index))
    }
    fn play_text(&mut self, text: &str) -> Result<MoveView, PlayError> {
        each!(self, g => g.play_text(text))
    }
    fn undo(&mut self) -> bool {
        each!(self, g => g.undo())
    }
    fn redo(&mut self) -> bool {
        each!(self, g => g.redo())
    }
    fn lost(&self) -> [Vec<Man>; 2] {
        each!(self, g => g.lost())
    }
    fn can_redo(&self) -> bool {
        each!(self, g => g.can_redo())
    }
    fn ending(&self) -> Option<Ending> {
        each!(self, g => g.ending())
    }
    fn resign(&mut self, side: Side) {
        each!(self, g => g.resign(side))
    }
    fn agree_draw(&mut self) {
        each!(self, g => g.agree_draw())
    }
    fn flag(&mut self, side: Side) {
        each!(self, g => g.flag(side))
    }
    fn marks(&self) -> Vec<Mark> {
        each!(self, g => g.marks())
    }
    fn position_text(&self) -> String {
        each!(self, g => g.position_text())
    }
    fn move_texts(&self) -> Vec<String> {
        each!(self, g => g.move_texts())
    }
    fn record(&self) -> String {
        each!(self, g => g.record())
    }
}
