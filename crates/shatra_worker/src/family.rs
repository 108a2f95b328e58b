//! Shatar's and hiashatar's searches in the worker: the game travels as its record (the PGN
//! `game_family` writes: its options, its start and every move, so that the worker's game has
//! the same history: repetitions, shatar's series of checks) and its position (FEN), to check
//! that it arrived as it was sent. Moves come back as their index in the game's
//! `legal_moves()`, a line as the indices of its moves, each in the game its predecessors lead
//! to (the family's crates on both sides, the same order).

use std::time::Duration;

use game_family::{AnyGame, FamilyGame, MoveView, Side};
use serde::{Deserialize, Serialize};

use crate::{Answer, Ask, Reply, StrengthSpec, What};

/// A search of a game of shatar or hiashatar asked of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FamilyRequest {
    pub id: u64,
    /// The search, as for Shatra; the computer's strength is a level (1–8) and there is no
    /// exhibition opening for these games.
    pub what: What,
    /// The game's record (PGN, with its options' tags).
    pub record: String,
    /// The game's position (FEN) as the page sees it.
    pub position: String,
}

impl FamilyRequest {
    /// The request for a search of `game` (shatar or hiashatar).
    pub fn new(id: u64, what: What, game: &AnyGame) -> FamilyRequest {
        FamilyRequest {
            id,
            what,
            record: game.record(),
            position: game.position_text(),
        }
    }

    pub fn to_line(&self) -> String {
        Ask::Family(self.clone()).to_line()
    }

    /// The game, as sent: read back from its record, at the position sent.
    pub fn game(&self) -> Result<AnyGame, String> {
        let game = game_family::records::read_file(&self.record)
            .into_iter()
            .next()
            .ok_or("the request's record holds no game")??
            .game;
        if game.kind() == game_family::GameKind::Shatra {
            return Err("the family's worker searches shatar and hiashatar only".into());
        }
        if game.position_text() != self.position {
            return Err(format!(
                "the game arrived at {}, not at {}",
                game.position_text(),
                self.position
            ));
        }
        Ok(game)
    }
}

/// A move's index among `game`'s legal moves.
pub fn index_of(game: &AnyGame, m: &MoveView) -> Option<u16> {
    game.legal_moves()
        .iter()
        .position(|x| x == m)
        .map(|i| i as u16)
}

/// A line (from `game`) as indices, each among the legal moves of the game the moves before it
/// lead to.
pub fn line_to_indices(game: &AnyGame, line: &[MoveView]) -> Vec<u16> {
    let mut g = game.clone();
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        let Some(i) = index_of(&g, m) else { break };
        if g.play(i as usize).is_err() {
            break;
        }
        out.push(i);
    }
    out
}

/// The line back from its indices, as the board draws its moves.
pub fn indices_to_line(game: &AnyGame, indices: &[u16]) -> Vec<MoveView> {
    let mut g = game.clone();
    let mut out = Vec::with_capacity(indices.len());
    for &i in indices {
        let Ok(m) = g.play(i as usize) else { break };
        out.push(m);
    }
    out
}

/// Runs a family request; `progress` gets each analysed depth (as a [`Reply::Analysed`] line).
pub(crate) fn answer(req: FamilyRequest, progress: &mut dyn FnMut(String)) -> String {
    let id = req.id;
    let game = match req.game() {
        Ok(g) => g,
        Err(message) => return Reply::Error { id, message }.to_line(),
    };
    let answer = match req.what {
        What::Move {
            strength: StrengthSpec::Level(level),
            seed,
            cap_ms,
            tt_mib,
        } => {
            let mut c = game_family::Computer::new(tt_mib);
            let best = c.choose(&game, level, seed, cap_ms.map(Duration::from_millis));
            Answer::Move(best.map(|i| i as u16))
        }
        What::Move { strength, .. } => {
            let message =
                format!("shatar's and hiashatar's computer plays by level, not {strength:?}");
            return Reply::Error { id, message }.to_line();
        }
        What::Opening { .. } => {
            let message = "the exhibition's openings are Shatra's only".to_string();
            return Reply::Error { id, message }.to_line();
        }
        What::Hint => {
            let mut c = game_family::Computer::new(4);
            Answer::Move(c.hint(&game).map(|i| i as u16))
        }
        What::AcceptsDraw { white } => {
            let mut c = game_family::Computer::new(4);
            let me = if white { Side::White } else { Side::Black };
            Answer::Accepts(c.accepts_draw(&game, me))
        }
        What::Analyse { depth, ms, tt_mib } => {
            let mut c = game_family::Computer::new(tt_mib);
            c.analyse(&game, depth, Duration::from_millis(ms), &mut |a| {
                progress(
                    Reply::Analysed {
                        id,
                        depth: a.depth,
                        white_score: a.white_score,
                        line: line_to_indices(&game, &a.line),
                    }
                    .to_line(),
                )
            });
            Answer::Analysed
        }
    };
    Reply::Done { id, answer }.to_line()
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_family::GameOptions;

    /// A game of hiashatar (Vivanto's reading) a few moves in, and shatar's start.
    fn games() -> Vec<AnyGame> {
        let opts = GameOptions::from_text("hiashatar preset=preset-hia-vivanto").unwrap();
        let mut hia = AnyGame::new(&opts);
        for _ in 0..6 {
            let n = hia.legal_moves().len();
            hia.play(n / 3).unwrap();
        }
        let shatar = AnyGame::new(&GameOptions::default_for(game_family::GameKind::Shatar));
        vec![hia, shatar]
    }

    #[test]
    fn a_game_travels_with_its_options_and_history() {
        for g in games() {
            let req = FamilyRequest::new(9, What::Hint, &g);
            let Ask::Family(back) = Ask::from_line(&req.to_line()).unwrap() else {
                panic!("not a family request");
            };
            assert_eq!(back, req);
            let there = back.game().unwrap();
            assert_eq!(there.options(), g.options());
            assert_eq!(there.move_texts(), g.move_texts());
            assert_eq!(there.legal_moves(), g.legal_moves());
        }
    }

    #[test]
    fn a_changed_game_is_refused_with_its_reason() {
        let g = &games()[0];
        let mut req = FamilyRequest::new(4, What::Hint, g);
        req.position = AnyGame::new(&g.options()).position_text();
        let out = crate::answer(&req.to_line(), &mut |_| {});
        let Reply::Error { id: 4, message } = Reply::from_line(&out).unwrap() else {
            panic!("{out}");
        };
        assert!(message.contains("arrived at"), "{message}");
        // Only a level plays these games, and the exhibition's openings are Shatra's.
        for what in [
            What::Move {
                strength: StrengthSpec::Depth(3),
                seed: 0,
                cap_ms: None,
                tt_mib: 4,
            },
            What::Opening { seed: 1 },
        ] {
            let out = crate::answer(&FamilyRequest::new(5, what, g).to_line(), &mut |_| {});
            assert!(
                matches!(Reply::from_line(&out).unwrap(), Reply::Error { id: 5, .. }),
                "{out}"
            );
        }
        req.record = "[Variant \"hiashatar\"]\n\n1. zz9 *\n".into();
        let out = crate::answer(&req.to_line(), &mut |_| {});
        assert!(matches!(
            Reply::from_line(&out).unwrap(),
            Reply::Error { id: 4, .. }
        ));
    }

    #[test]
    fn the_worker_plays_hints_and_weighs_draws_in_both_games() {
        for g in games() {
            let what = What::Move {
                strength: StrengthSpec::Level(2),
                seed: 5,
                cap_ms: Some(2000),
                tt_mib: 4,
            };
            for what in [what.clone(), What::Hint] {
                let out = crate::answer(&FamilyRequest::new(1, what, &g).to_line(), &mut |_| {});
                let Reply::Done {
                    id: 1,
                    answer: Answer::Move(Some(i)),
                } = Reply::from_line(&out).unwrap()
                else {
                    panic!("{out}");
                };
                assert!((i as usize) < g.legal_moves().len());
            }
            // The same level and seed choose as the page's own computer would.
            let mut c = game_family::Computer::new(4);
            let mine = c.choose(&g, 2, 5, Some(Duration::from_millis(2000)));
            let out = crate::answer(&FamilyRequest::new(2, what, &g).to_line(), &mut |_| {});
            assert_eq!(
                Reply::from_line(&out).unwrap(),
                Reply::Done {
                    id: 2,
                    answer: Answer::Move(mine.map(|i| i as u16))
                }
            );
            let draw = What::AcceptsDraw { white: true };
            let out = crate::answer(&FamilyRequest::new(3, draw, &g).to_line(), &mut |_| {});
            let want = game_family::Computer::new(4).accepts_draw(&g, Side::White);
            assert_eq!(
                Reply::from_line(&out).unwrap(),
                Reply::Done {
                    id: 3,
                    answer: Answer::Accepts(want)
                }
            );
        }
    }

    #[test]
    fn the_analysis_reports_each_depth_with_its_line() {
        for g in games() {
            let what = What::Analyse {
                depth: 4,
                ms: 10_000,
                tt_mib: 4,
            };
            let mut reports = Vec::new();
            let out = crate::answer(&FamilyRequest::new(6, what, &g).to_line(), &mut |p| {
                reports.push(p)
            });
            assert_eq!(
                Reply::from_line(&out).unwrap(),
                Reply::Done {
                    id: 6,
                    answer: Answer::Analysed
                }
            );
            let last = reports.last().expect("a report per depth");
            let Reply::Analysed {
                id: 6, depth, line, ..
            } = Reply::from_line(last).unwrap()
            else {
                panic!("{last}");
            };
            assert_eq!(depth, 4);
            let moves = indices_to_line(&g, &line);
            assert!(!moves.is_empty());
            assert_eq!(moves.len(), line.len());
            assert_eq!(line_to_indices(&g, &moves), line);
            assert!(g.legal_moves().contains(&moves[0]));
        }
    }
}
