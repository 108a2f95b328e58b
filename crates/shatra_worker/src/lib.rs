//! The engine's searches in a Web Worker: the game in the browser (`scripts/build-web.sh`) posts
//! a [`Request`] (one line of RON) to `worker.js`, which calls [`answer`] here; progress and the
//! result come back as [`Reply`] lines. The page's main thread never searches, so it keeps
//! drawing and taking clicks while the computer thinks; cancelling a search terminates its
//! worker.
//!
//! A position travels as its position string (FEN) and rule set; moves come back as their index
//! in the position's `legal_moves()` (the same engine on both sides, the same order), a line as
//! the indices of its moves, each in the position its predecessors lead to. Shatar and
//! hiashatar travel as their record instead ([`family`]). Natively this crate is only this
//! format and its tests.

pub mod family;

use std::time::Duration;

pub use family::FamilyRequest;
use serde::{Deserialize, Serialize};
use shatra_engine::search::player::{Strength, accepts_draw, choose_move, hint};
use shatra_engine::search::{Progress, Searcher};
use shatra_engine::{Color, Move, Position, RuleSet};

/// What a line posted to the worker asks: a search of Shatra (its own engine) or of another
/// game of the family.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    Shatra(Request),
    Family(FamilyRequest),
}

impl Ask {
    pub fn to_line(&self) -> String {
        ron::to_string(self).unwrap_or_default()
    }

    pub fn from_line(line: &str) -> Result<Ask, String> {
        ron::from_str(line).map_err(|e| e.to_string())
    }
}

/// A search of Shatra asked of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u64,
    pub what: What,
    /// The position (FEN) and its rules.
    pub fen: String,
    pub rules: RuleSet,
    /// Its hash, to check that the position arrived as it was sent.
    pub hash: u64,
    /// The game's positions so far (repetitions).
    pub hashes: Vec<u64>,
}

/// Which search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum What {
    /// The computer's move (`choose_move`), with progress.
    Move {
        strength: StrengthSpec,
        seed: u64,
        cap_ms: Option<u64>,
        tt_mib: usize,
    },
    /// A hint for the side to move.
    Hint,
    /// Whether the computer playing `white` (or Black) accepts a draw.
    AcceptsDraw { white: bool },
    /// An analysis to a depth and time, with progress.
    Analyse { depth: u32, ms: u64, tt_mib: usize },
    /// The exhibition's seeded opening for the request's rules (`matches::opening`), from the
    /// request's position (the start).
    Opening { seed: u64 },
}

/// [`Strength`] as it travels.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum StrengthSpec {
    Level(u8),
    Depth(u32),
    Nodes(u64),
    MoveMs(u64),
    Material(u32),
}

impl From<Strength> for StrengthSpec {
    fn from(s: Strength) -> Self {
        match s {
            Strength::Level(n) => StrengthSpec::Level(n),
            Strength::Depth(d) => StrengthSpec::Depth(d),
            Strength::Nodes(n) => StrengthSpec::Nodes(n),
            Strength::MoveTime(t) => StrengthSpec::MoveMs(t.as_millis() as u64),
            Strength::Material(d) => StrengthSpec::Material(d),
        }
    }
}

impl From<StrengthSpec> for Strength {
    fn from(s: StrengthSpec) -> Self {
        match s {
            StrengthSpec::Level(n) => Strength::Level(n),
            StrengthSpec::Depth(d) => Strength::Depth(d),
            StrengthSpec::Nodes(n) => Strength::Nodes(n),
            StrengthSpec::MoveMs(ms) => Strength::MoveTime(Duration::from_millis(ms)),
            StrengthSpec::Material(d) => Strength::Material(d),
        }
    }
}

/// What the worker sends back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// A depth completed: the line as move indices (see the crate's docs).
    Progress {
        id: u64,
        depth: u32,
        score: i32,
        pv: Vec<u16>,
        nodes: u64,
        nps: u64,
        elapsed_ms: u64,
    },
    /// Shatar's or hiashatar's analysis reached a depth: the score from White's side and the
    /// line as move indices ([`family`]).
    Analysed {
        id: u64,
        depth: u32,
        white_score: i32,
        line: Vec<u16>,
    },
    /// The search's answer.
    Done { id: u64, answer: Answer },
    /// The request could not be read.
    Error { id: u64, message: String },
}

/// A finished search's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// The move chosen (hint or computer's move), as an index; `None` with no legal move.
    Move(Option<u16>),
    Accepts(bool),
    /// An analysis reached its limits.
    Analysed,
    /// A line of moves (the opening), as indices from the request's position.
    Line(Vec<u16>),
}

impl Request {
    /// The request for a search of `pos`.
    pub fn new(id: u64, what: What, pos: &Position, hashes: &[u64]) -> Request {
        Request {
            id,
            what,
            fen: pos.to_fen(),
            rules: *pos.rules(),
            hash: pos.hash(),
            hashes: hashes.to_vec(),
        }
    }

    pub fn to_line(&self) -> String {
        Ask::Shatra(self.clone()).to_line()
    }

    pub fn from_line(line: &str) -> Result<Request, String> {
        match Ask::from_line(line)? {
            Ask::Shatra(r) => Ok(r),
            Ask::Family(_) => Err("a search of another game, not of Shatra".into()),
        }
    }

    /// The position, as sent.
    pub fn position(&self) -> Result<Position, String> {
        let pos = Position::from_fen(&self.fen, self.rules).map_err(|e| e.to_string())?;
        if pos.hash() != self.hash {
            return Err(format!("the position {} arrived changed", self.fen));
        }
        Ok(pos)
    }
}

impl Reply {
    pub fn to_line(&self) -> String {
        ron::to_string(self).unwrap_or_default()
    }

    pub fn from_line(line: &str) -> Result<Reply, String> {
        ron::from_str(line).map_err(|e| e.to_string())
    }
}

/// A move's index among `pos`'s legal moves.
pub fn index_of(pos: &Position, m: &Move) -> Option<u16> {
    pos.legal_moves()
        .iter()
        .position(|x| x == m)
        .map(|i| i as u16)
}

/// The move at an index among `pos`'s legal moves.
pub fn move_at(pos: &Position, i: u16) -> Option<Move> {
    pos.legal_moves().get(i as usize).copied()
}

/// A line as indices, each in the position the moves before it lead to.
pub fn line_to_indices(pos: &Position, line: &[Move]) -> Vec<u16> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        let Some(i) = index_of(&p, m) else { break };
        out.push(i);
        p.play(m);
    }
    out
}

/// The line back from its indices.
pub fn indices_to_line(pos: &Position, indices: &[u16]) -> Vec<Move> {
    let mut p = *pos;
    let mut out = Vec::with_capacity(indices.len());
    for &i in indices {
        let Some(m) = move_at(&p, i) else { break };
        out.push(m);
        p.play(&m);
    }
    out
}

/// Runs a request; `progress` gets each depth's report (as a [`Reply::Progress`] line, or for
/// the family's analysis a [`Reply::Analysed`] one).
pub fn answer(line: &str, progress: &mut dyn FnMut(String)) -> String {
    let req = match Ask::from_line(line) {
        Ok(Ask::Shatra(r)) => r,
        Ok(Ask::Family(r)) => return family::answer(r, progress),
        Err(message) => return Reply::Error { id: 0, message }.to_line(),
    };
    let id = req.id;
    let pos = match req.position() {
        Ok(p) => p,
        Err(message) => return Reply::Error { id, message }.to_line(),
    };
    let mut report = |p: &Progress| {
        progress(
            Reply::Progress {
                id,
                depth: p.depth,
                score: p.score,
                pv: line_to_indices(&pos, &p.pv),
                nodes: p.nodes,
                nps: p.nps,
                elapsed_ms: p.elapsed.as_millis() as u64,
            }
            .to_line(),
        )
    };
    let answer = match req.what {
        What::Move {
            strength,
            seed,
            cap_ms,
            tt_mib,
        } => {
            let mut s = Searcher::new(tt_mib);
            let r = choose_move(
                &mut s,
                &pos,
                &req.hashes,
                strength.into(),
                seed,
                cap_ms.map(Duration::from_millis),
                &mut report,
            );
            Answer::Move(r.best.and_then(|m| index_of(&pos, &m)))
        }
        What::Hint => {
            let mut s = Searcher::new(4);
            Answer::Move(hint(&mut s, &pos, &req.hashes).and_then(|m| index_of(&pos, &m)))
        }
        What::AcceptsDraw { white } => {
            let mut s = Searcher::new(4);
            let me = if white { Color::White } else { Color::Black };
            Answer::Accepts(accepts_draw(&mut s, &pos, &req.hashes, me))
        }
        What::Analyse { depth, ms, tt_mib } => {
            let mut s = Searcher::new(tt_mib);
            let limits = shatra_engine::search::Limits {
                depth: Some(depth),
                hard_time: Some(Duration::from_millis(ms)),
                ..Default::default()
            };
            s.search(&pos, &req.hashes, limits, &mut report);
            Answer::Analysed
        }
        What::Opening { seed } => Answer::Line(line_to_indices(
            &pos,
            &shatra_engine::search::matches::opening(req.rules, seed),
        )),
    };
    Reply::Done { id, answer }.to_line()
}

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::*;

    /// Called by `worker.js` for each message: the request line, a function that posts a
    /// progress line; returns the reply line.
    #[wasm_bindgen]
    pub fn answer(line: &str, progress: &js_sys::Function) -> String {
        super::answer(line, &mut |p| {
            let _ = progress.call1(&JsValue::NULL, &JsValue::from_str(&p));
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Position {
        Position::start(RuleSet::default())
    }

    #[test]
    fn a_request_travels_as_a_line() {
        let pos = start();
        let what = What::Move {
            strength: StrengthSpec::Level(3),
            seed: u64::MAX,
            cap_ms: Some(8000),
            tt_mib: 8,
        };
        let req = Request::new(7, what, &pos, &[1, u64::MAX]);
        let back = Request::from_line(&req.to_line()).unwrap();
        assert_eq!(back, req);
        assert_eq!(back.position().unwrap(), pos);
    }

    #[test]
    fn a_line_travels_as_indices() {
        let pos = start();
        let mut p = pos;
        let mut line = Vec::new();
        for _ in 0..6 {
            let m = p.legal_moves()[p.legal_moves().len() / 2];
            line.push(m);
            p.play(&m);
        }
        let idx = line_to_indices(&pos, &line);
        assert_eq!(indices_to_line(&pos, &idx), line);
    }

    #[test]
    fn the_worker_answers_a_move_with_progress() {
        let pos = start();
        let what = What::Move {
            strength: StrengthSpec::Depth(3),
            seed: 1,
            cap_ms: Some(5000),
            tt_mib: 4,
        };
        let mut reports = Vec::new();
        let out = answer(&Request::new(3, what, &pos, &[]).to_line(), &mut |p| {
            reports.push(p)
        });
        let Reply::Done {
            id: 3,
            answer: Answer::Move(Some(i)),
        } = Reply::from_line(&out).unwrap()
        else {
            panic!("{out}");
        };
        assert!(move_at(&pos, i).is_some());
        assert!(!reports.is_empty());
        assert!(matches!(
            Reply::from_line(&reports[0]).unwrap(),
            Reply::Progress { id: 3, .. }
        ));
    }

    #[test]
    fn the_worker_finds_the_exhibitions_opening() {
        let pos = start();
        let rules = RuleSet::default();
        let want = shatra_engine::search::matches::opening(rules, 42);
        assert!(!want.is_empty());
        let what = What::Opening { seed: 42 };
        let out = answer(&Request::new(5, what, &pos, &[]).to_line(), &mut |_| {});
        let Reply::Done {
            id: 5,
            answer: Answer::Line(line),
        } = Reply::from_line(&out).unwrap()
        else {
            panic!("{out}");
        };
        assert_eq!(indices_to_line(&pos, &line), want);
    }

    #[test]
    fn hint_draw_and_errors() {
        let pos = start();
        let out = answer(
            &Request::new(1, What::Hint, &pos, &[]).to_line(),
            &mut |_| {},
        );
        assert!(matches!(
            Reply::from_line(&out).unwrap(),
            Reply::Done {
                answer: Answer::Move(Some(_)),
                ..
            }
        ));
        let what = What::AcceptsDraw { white: true };
        let out = answer(&Request::new(2, what, &pos, &[]).to_line(), &mut |_| {});
        assert_eq!(
            Reply::from_line(&out).unwrap(),
            Reply::Done {
                id: 2,
                answer: Answer::Accepts(false)
            }
        );
        let mut bad = Request::new(4, What::Hint, &pos, &[]);
        bad.hash ^= 1;
        let out = answer(&bad.to_line(), &mut |_| {});
        assert!(matches!(
            Reply::from_line(&out).unwrap(),
            Reply::Error { id: 4, .. }
        ));
        assert!(matches!(
            Reply::from_line(&answer("nonsense", &mut |_| {})).unwrap(),
            Reply::Error { id: 0, .. }
        ));
    }
}
