//! The computer player of every game: levels 1–8 of each engine, each game searched by its own
//! engine (Shatra's search; the Mongolian search generic over shatar and hiashatar).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use mongol_engine::search::Searcher as MongolSearcher;
use mongol_engine::{hiashatar, shatar};

use crate::FamilyGame;
use crate::any::AnyGame;
use crate::mongol::MongolPlay;

/// Searchers for the three games, made when first needed, sharing one stop flag.
pub struct Computer {
    tt_mib: usize,
    stop: Arc<AtomicBool>,
    shatra: Option<shatra_engine::search::Searcher>,
    shatar: Option<MongolSearcher<shatar::Position>>,
    hiashatar: Option<MongolSearcher<hiashatar::Position>>,
}

impl Computer {
    /// A player whose searchers each get a table of `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Computer {
        Computer {
            tt_mib,
            stop: Arc::new(AtomicBool::new(false)),
            shatra: None,
            shatar: None,
            hiashatar: None,
        }
    }

    /// The flag that stops a search in progress (set it from another thread).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Watches `stop` instead (the searchers made so far and those made later): the app gives
    /// each search a flag of its own, which dropping the search sets.
    pub fn set_stop_flag(&mut self, stop: Arc<AtomicBool>) {
        if let Some(s) = self.shatra.as_mut() {
            s.set_stop_flag(stop.clone());
        }
        if let Some(s) = self.shatar.as_mut() {
            s.set_stop_flag(stop.clone());
        }
        if let Some(s) = self.hiashatar.as_mut() {
            s.set_stop_flag(stop.clone());
        }
        self.stop = stop;
    }

    /// The move to play at `level` (1–8): its index in `game.legal_moves()`, or `None` when the
    /// game is over or has no move. `seed` makes the weak levels' choices reproducible; `cap`
    /// bounds the time and means the move is for a game being played (see each engine's
    /// `choose_move`).
    pub fn choose(
        &mut self,
        game: &AnyGame,
        level: u8,
        seed: u64,
        cap: Option<Duration>,
    ) -> Option<usize> {
        if game.ending().is_some() {
            return None;
        }
        let level = level.clamp(1, 8);
        match game {
            AnyGame::Shatra(g) => {
                use shatra_engine::search::{Searcher, player};
                let (tt, stop) = (self.tt_mib, self.stop.clone());
                let s = self.shatra.get_or_insert_with(|| {
                    let mut s = Searcher::new(tt);
                    s.set_stop_flag(stop);
                    s
                });
                let g = &g.game;
                let best = player::choose_move(
                    s,
                    g.position(),
                    &g.repetition_hashes(),
                    player::Strength::Level(level),
                    seed,
                    cap,
                    &mut |_| {},
                )
                .best?;
                g.legal_moves().iter().position(|m| *m == best)
            }
            AnyGame::Shatar(g) => {
                let s = searcher(&mut self.shatar, self.tt_mib, &self.stop);
                mongol_choice(s, g, level, seed, cap)
            }
            AnyGame::Hiashatar(g) => {
                let s = searcher(&mut self.hiashatar, self.tt_mib, &self.stop);
                mongol_choice(s, g, level, seed, cap)
            }
        }
    }
}

impl Computer {
    /// The hint for the side to move: the move the strongest level finds in a second and a
    /// half (the same on the pool and in the browser's worker).
    pub fn hint(&mut self, game: &AnyGame) -> Option<usize> {
        self.choose(game, 8, 0, Some(HINT_TIME))
    }
}

/// How long a hint of shatar or hiashatar thinks.
pub const HINT_TIME: Duration = Duration::from_millis(1500);

/// One report of an analysis: how deep, the score from White's side (centipawns, or a mate
/// score as the engines write it), and the best line as the board plays it.
#[derive(Clone, Debug)]
pub struct Analysed {
    pub depth: u32,
    pub white_score: i32,
    pub line: Vec<crate::MoveView>,
}

impl Computer {
    /// Analyses a game of shatar or hiashatar (deeper and deeper, to `depth` or for `time`),
    /// reporting each depth reached; nothing for Shatra, which the app analyses with its own
    /// engine (its reports carry Shatra's moves).
    pub fn analyse(
        &mut self,
        game: &AnyGame,
        depth: u32,
        time: Duration,
        report: &mut dyn FnMut(Analysed),
    ) {
        let limits = mongol_engine::search::Limits {
            hard_time: Some(time),
            ..mongol_engine::search::Limits::depth(depth)
        };
        match game {
            AnyGame::Shatra(_) => {}
            AnyGame::Shatar(g) => {
                let s = searcher(&mut self.shatar, self.tt_mib, &self.stop);
                mongol_analyse(s, g, limits, report);
            }
            AnyGame::Hiashatar(g) => {
                let s = searcher(&mut self.hiashatar, self.tt_mib, &self.stop);
                mongol_analyse(s, g, limits, report);
            }
        }
    }

    /// Whether `me` accepts a draw in `game`: after a short search (Shatra's at its level 5's
    /// limits; the Mongolian one to depth 6 within 300 000 nodes), when it sees itself at least
    /// a third of a pawn worse, as Shatra's player does.
    pub fn accepts_draw(&mut self, game: &AnyGame, me: crate::Side) -> bool {
        if game.ending().is_some() {
            return false;
        }
        match game {
            AnyGame::Shatra(g) => {
                let (tt, stop) = (self.tt_mib, self.stop.clone());
                let s = self.shatra.get_or_insert_with(|| {
                    let mut s = shatra_engine::search::Searcher::new(tt);
                    s.set_stop_flag(stop);
                    s
                });
                let g = &g.game;
                shatra_engine::search::player::accepts_draw(
                    s,
                    g.position(),
                    &g.repetition_hashes(),
                    me.into(),
                )
            }
            AnyGame::Shatar(g) => {
                let s = searcher(&mut self.shatar, self.tt_mib, &self.stop);
                mongol_weighs_draw(s, g, me)
            }
            AnyGame::Hiashatar(g) => {
                let s = searcher(&mut self.hiashatar, self.tt_mib, &self.stop);
                mongol_weighs_draw(s, g, me)
            }
        }
    }
}

fn mongol_analyse<P: crate::mongol::MongolRules>(
    s: &mut MongolSearcher<P>,
    g: &MongolPlay<P>,
    limits: mongol_engine::search::Limits,
    report: &mut dyn FnMut(Analysed),
) {
    let white = g.game.position().turn() == mongol_engine::Color::White;
    s.search(&g.game, limits, &mut |p| {
        let mut line = Vec::new();
        let mut after = mongol_engine::Game::new(g.game.position().clone());
        for m in &p.pv {
            line.push(crate::mongol::view(after.position(), m));
            if after.play(m).is_err() {
                break;
            }
        }
        report(Analysed {
            depth: p.depth,
            white_score: if white { p.score } else { -p.score },
            line,
        });
    });
}

fn mongol_weighs_draw<P: crate::mongol::MongolRules>(
    s: &mut MongolSearcher<P>,
    g: &MongolPlay<P>,
    me: crate::Side,
) -> bool {
    // A node budget, not a time: the answer is the same on a loaded machine.
    let limits = mongol_engine::search::Limits {
        nodes: Some(300_000),
        ..mongol_engine::search::Limits::depth(6)
    };
    let r = s.search(&g.game, limits, &mut |_| {});
    let mover: crate::Side = g.game.position().turn().into();
    let mine = if mover == me { r.score } else { -r.score };
    mine <= -30
}

fn searcher<'a, P: mongol_engine::search::Evaluate>(
    slot: &'a mut Option<MongolSearcher<P>>,
    tt_mib: usize,
    stop: &Arc<AtomicBool>,
) -> &'a mut MongolSearcher<P> {
    slot.get_or_insert_with(|| {
        let mut s = MongolSearcher::new(tt_mib);
        s.set_stop_flag(stop.clone());
        s
    })
}

fn mongol_choice<P: crate::mongol::MongolRules>(
    s: &mut MongolSearcher<P>,
    g: &MongolPlay<P>,
    level: u8,
    seed: u64,
    cap: Option<Duration>,
) -> Option<usize> {
    use mongol_engine::search::player;
    let best = player::choose_move(
        s,
        &g.game,
        player::Strength::Level(level),
        seed,
        cap,
        &mut |_| {},
    )
    .best?;
    g.game
        .position()
        .legal_moves()
        .iter()
        .position(|m| *m == best)
}
