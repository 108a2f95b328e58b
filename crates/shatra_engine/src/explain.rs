//! What the rules say about a position or a move, as data: the captions of a move (what it did,
//! in the rules' terms), the beginner's guide for a selected man, why a man may not move, the men
//! that must capture, the men each side has lost, and how a Biy stands. Pure functions of the
//! position (or the game record), so that a front end only has to put them into words; the
//! terms are those of RULES.md sections 3–7.

use crate::game::{Game, Outcome, Reason};
use crate::moves::{Move, MoveKind};
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::square::{Square, Squares};

/// What a move did, or how a game ended, in the rules' terms ([`captions_for_move`],
/// [`caption_for_outcome`]). `mv` is the move's canonical text (RULES.md section 8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// Section 5: a capture that the rules forced (a man other than the Biy could capture, so
    /// nothing else was legal).
    CompulsoryCapture { mv: String, men: u32 },
    /// Section 5: the Biy captured although it was not obliged to.
    BiyCaptures { mv: String, men: u32 },
    /// Section 5: the Biy stopped its chain although it could have gone on.
    BiyStopsChain { mv: String },
    /// Section 5: a Batyr, Tura or Yalkyn captured from afar along its line.
    LongRangeCapture { kind: Kind, mv: String, men: u32 },
    /// Section 5: en passant, right after an enemy Shatra's double step.
    EnPassant { mv: String },
    /// Section 4: an initial-reserve man dropped from its fortress onto its own half.
    DropOwnHalf { kind: Kind, to: Square },
    /// Section 4: a man in the enemy fortress or gate dropped onto the enemy's half.
    DropEnemyHalf { kind: Kind, to: Square },
    /// Section 4: the reserve Biy leaves its gate.
    BiyLeavesGate { to: Square },
    /// Section 4: the great road, file d.
    GreatRoad { kind: Kind },
    /// Section 3: a Shatra's double step from the first rank of its half.
    DoubleStep { mv: String },
    /// Section 6: a Shatra reached the last rank and became one of the lost officers.
    Promotion { kind: Kind },
    /// Section 6: a Shatra reached the last rank with no officer lost: it waits.
    ShatraWaits,
    /// Section 6: a waiting Shatra promoted in place.
    PromotionInPlace { kind: Kind },
    /// Section 7: how the game ended.
    GameOver {
        winner: Option<Color>,
        reason: Reason,
    },
}

/// What the selected man may do here and why (the beginner's guide, RULES.md sections 3–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Guide {
    /// Section 5: it can capture and, not being the Biy, must; a chain goes on while it can.
    MustCapture,
    /// Section 5: the Biy can capture but need not, and may stop after any jump.
    BiyMayCapture,
    /// Section 4: an initial-reserve man, dropped onto any empty square of its own half.
    ReserveDrop,
    /// Section 4: the Biy on its gate steps, or is dropped anywhere on its own half.
    BiyOnGate,
    /// Section 4: in the enemy fortress or gate: it moves, or is dropped onto the enemy's half.
    InEnemyHome,
    /// Section 3: a Shatra on its own half, before its ditch rank: straight forward (two
    /// squares from its first rank).
    ShatraOwnHalf,
    /// Section 3: on its ditch rank: forward or diagonally forward.
    ShatraDitchRank,
    /// Section 3: past the ditch: forward, diagonally forward or sideways.
    ShatraPastDitch,
    /// Section 6: waiting on the last rank: sideways only.
    ShatraWaiting,
    /// Section 3: the Biy: one square in any direction.
    Biy,
    /// Section 3: Batyr, Tura, Yalkyn: along their lines; they capture from afar.
    LongRange(Kind),
}

/// Why a man may not move now ([`refusal`]), and so what the player must do instead
/// (RULES.md sections 4 and 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// An empty square was chosen: choose one of your own men.
    ChooseOwnMan,
    /// A man of the side not to move was chosen; `side` is the side to move.
    NotYourTurn { side: Color },
    /// Section 5: a man other than the Biy can capture, so only captures are legal.
    CaptureCompulsory,
    /// Section 5: only the Biy can capture; it alone may move (or capture).
    OnlyBiyMayMove,
    /// Section 4: a reserve man captured at home and must be dropped now (from `square`).
    ObligatedDrop { square: Square },
    /// Section 4: the initial reserve is dropped in a fixed order.
    DropOrder,
    /// This man has no legal move.
    NoMoveForThisMan,
}

/// How a Biy stands ([`biy_danger`]; section 5: a Biy may stand attacked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Danger {
    None,
    /// The side to move can take it now.
    Threatened,
    /// It is its own side's turn, and the other side could take it if it were its turn.
    WouldBe,
}

/// The guide line for the man on `sq`, if it belongs to the side to move (`None` for an empty
/// square or a man of the other side).
pub fn guide_for(pos: &Position, sq: Square) -> Option<Guide> {
    let us = pos.turn();
    let man = pos.piece_at(sq).filter(|p| p.color == us)?;
    let legal = pos.legal_moves();
    if legal.iter().any(|m| m.from() == sq && m.is_capture()) {
        return Some(if man.kind == Kind::Biy {
            Guide::BiyMayCapture
        } else {
            Guide::MustCapture
        });
    }
    if man.kind == Kind::Shatra && pos.is_waiting(us, sq) {
        return Some(Guide::ShatraWaiting);
    }
    if man.kind == Kind::Biy && sq == Square::gate(us) && pos.reserve() & sq.bit() != 0 {
        return Some(Guide::BiyOnGate);
    }
    if pos.reserve() & sq.bit() != 0 {
        return Some(Guide::ReserveDrop);
    }
    if us.other().home() & sq.bit() != 0 {
        return Some(Guide::InEnemyHome);
    }
    Some(match man.kind {
        Kind::Biy => Guide::Biy,
        Kind::Shatra => match us.relative_rank(sq) {
            r if r >= 8 => Guide::ShatraPastDitch,
            7 => Guide::ShatraDitchRank,
            _ => Guide::ShatraOwnHalf,
        },
        k => Guide::LongRange(k),
    })
}

/// What a move did, in the rules' terms, most telling first (empty for an ordinary step).
/// `before` is the position the move was played from; `mv` one of its legal moves.
pub fn captions_for_move(before: &Position, mv: &Move) -> Vec<Caption> {
    let mut out = Vec::new();
    let us = before.turn();
    let Some(mover) = before.piece_at(mv.from()) else {
        return out;
    };
    let text = mv.to_string();
    let men = mv.capture_count();
    match mv.kind() {
        MoveKind::Capture => {
            let legal = before.legal_moves();
            if mover.kind == Kind::Biy && biy_could_go_on(&legal, mv) {
                out.push(Caption::BiyStopsChain { mv: text.clone() });
            }
            if is_en_passant(before, mv) {
                out.push(Caption::EnPassant { mv: text.clone() });
            } else if is_long_range(mover.kind, mv) {
                out.push(Caption::LongRangeCapture {
                    kind: mover.kind,
                    mv: text.clone(),
                    men,
                });
            }
            let forced = legal.iter().all(Move::is_capture)
                && legal.iter().any(|m| {
                    before
                        .piece_at(m.from())
                        .is_some_and(|p| p.kind != Kind::Biy)
                });
            if mover.kind == Kind::Biy && !forced {
                if out.is_empty() {
                    out.push(Caption::BiyCaptures { mv: text, men });
                }
            } else if !matches!(out.first(), Some(Caption::EnPassant { .. })) {
                out.insert(0, Caption::CompulsoryCapture { mv: text, men });
            }
        }
        MoveKind::Drop => {
            if mover.kind == Kind::Biy && mv.from() == Square::gate(us) {
                out.push(Caption::BiyLeavesGate { to: mv.to() });
            } else if us.other().home() & mv.from().bit() != 0 {
                out.push(Caption::DropEnemyHalf {
                    kind: mover.kind,
                    to: mv.to(),
                });
            } else {
                out.push(Caption::DropOwnHalf {
                    kind: mover.kind,
                    to: mv.to(),
                });
            }
        }
        MoveKind::Promote => {
            if let Some(kind) = mv.promotion() {
                out.push(Caption::PromotionInPlace { kind });
            }
        }
        MoveKind::Quiet => {
            let home = us.home() & mv.from().bit() != 0;
            if home
                && matches!(mover.kind, Kind::Batyr | Kind::Tura)
                && mv.from().file() == 3
                && mv.to().file() == 3
                && us.home() & mv.to().bit() == 0
            {
                out.push(Caption::GreatRoad { kind: mover.kind });
            } else if mover.kind == Kind::Biy && mv.from() == Square::gate(us) && home {
                out.push(Caption::BiyLeavesGate { to: mv.to() });
            } else if mover.kind == Kind::Shatra && mv.from().rank().abs_diff(mv.to().rank()) == 2 {
                out.push(Caption::DoubleStep { mv: text });
            }
        }
    }
    if mover.kind == Kind::Shatra && mv.kind() != MoveKind::Promote {
        match mv.promotion() {
            Some(kind) => out.push(Caption::Promotion { kind }),
            None => {
                let after = before.after(mv);
                let last = us.promotion_squares() & mv.to().bit() != 0;
                if last
                    && after
                        .piece_at(mv.to())
                        .is_some_and(|p| p.kind == Kind::Shatra && p.color == us)
                {
                    out.push(Caption::ShatraWaits);
                }
            }
        }
    }
    out
}

/// The caption for the end of a game (section 7).
pub fn caption_for_outcome(o: &Outcome) -> Caption {
    Caption::GameOver {
        winner: o.winner,
        reason: o.reason,
    }
}

/// Section 5: the Biy may stop after any jump; it did, where a longer chain along the same
/// landings was legal.
fn biy_could_go_on(legal: &[Move], mv: &Move) -> bool {
    let path = mv.landings();
    legal.iter().any(|m| {
        m.from() == mv.from() && m.landings().len() > path.len() && m.landings().starts_with(path)
    })
}

/// Section 5: a Shatra's jump over the square that an enemy double step passed over.
fn is_en_passant(before: &Position, mv: &Move) -> bool {
    let Some(ep) = before.en_passant() else {
        return false;
    };
    if before.piece_at(mv.from()).map(|p| p.kind) != Some(Kind::Shatra) {
        return false;
    }
    let mut at = mv.from();
    mv.landings().iter().any(|&to| {
        let mid = Square::from_coords((at.file() + to.file()) / 2, (at.rank() + to.rank()) / 2);
        at = to;
        mid == Some(ep)
    })
}

/// Section 5: a leg of more than one square on either side of its prey: a capture from afar.
fn is_long_range(kind: Kind, mv: &Move) -> bool {
    if !matches!(kind, Kind::Batyr | Kind::Tura | Kind::Yalkyn) {
        return false;
    }
    let mut at = mv.from();
    mv.landings().iter().any(|&to| {
        let d = at
            .file()
            .abs_diff(to.file())
            .max(at.rank().abs_diff(to.rank()));
        at = to;
        d > 2
    })
}

/// The men that must capture now (section 5: a man other than the Biy can capture, so only
/// captures are legal), as a set of squares, or 0 — also when this position has ended the game
/// ([`Position::outcome`]). A game ended by its history or by the players (threefold repetition,
/// agreement, resignation, time) is not seen here: a caller with the [`Game`] checks
/// [`Game::outcome`] itself.
pub fn compulsory_capturers(pos: &Position) -> u64 {
    let legal = pos.legal_moves();
    if !legal.is_empty() && legal.iter().all(Move::is_capture) && pos.outcome().is_none() {
        legal.iter().fold(0, |a, m| a | m.from().bit())
    } else {
        0
    }
}

/// Why the man on `sq` (or the empty square `sq`) cannot be moved now, and the squares to point
/// at: the men that can capture (sections 5), or the man that must be dropped (section 4); 0 if
/// none. Meant for a square from which no legal move starts; the game being over is the caller's
/// to say.
pub fn refusal(pos: &Position, sq: Square) -> (Refusal, u64) {
    let legal = pos.legal_moves();
    let us = pos.turn();
    match pos.piece_at(sq) {
        None => (Refusal::ChooseOwnMan, 0),
        Some(p) if p.color != us => (Refusal::NotYourTurn { side: us }, 0),
        Some(_) => {
            let capturers = legal
                .iter()
                .filter(|m| m.is_capture())
                .fold(0, |a, m| a | m.from().bit());
            let obligated = pos.obligations() & pos.men(us);
            if capturers != 0 && legal.iter().all(Move::is_capture) {
                (Refusal::CaptureCompulsory, capturers)
            } else if capturers != 0 {
                (Refusal::OnlyBiyMayMove, capturers)
            } else if let Some(o) = Squares(obligated).next() {
                (Refusal::ObligatedDrop { square: o }, o.bit())
            } else if pos.reserve() & sq.bit() != 0 {
                (Refusal::DropOrder, 0)
            } else {
                (Refusal::NoMoveForThisMan, 0)
            }
        }
    }
}

/// The men each side has lost (section 5: the jumped men, removed when the chain ends), indexed
/// by [`Color::index`], each man as it was when taken (a promoted officer counts as that
/// officer); move by move, and within a move in ascending order of square.
pub fn captured_men(game: &Game) -> [Vec<Piece>; 2] {
    captured_men_upto(game, game.moves().len())
}

/// [`captured_men`] in the first `plies` moves of the game (all of them if it has fewer).
pub fn captured_men_upto(game: &Game, plies: usize) -> [Vec<Piece>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    for (mv, before) in game.moves().iter().zip(game.positions()).take(plies) {
        for s in Squares(mv.captured()) {
            if let Some(p) = before.piece_at(s) {
                out[p.color.index()].push(p);
            }
        }
    }
    out
}

/// How the Biy of `side` stands, from the engine's own capture generation
/// ([`Position::biy_in_danger`]): the Biy of the side that has just moved is
/// [`Danger::Threatened`] when the side to move can take it; the Biy of the side to move is
/// [`Danger::WouldBe`] when the other side could take it if it were its turn.
pub fn biy_danger(pos: &Position, side: Color) -> Danger {
    if !pos.biy_in_danger(side) {
        Danger::None
    } else if pos.turn() == side {
        Danger::WouldBe
    } else {
        Danger::Threatened
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, RuleSet::default()).unwrap()
    }

    fn sq(n: u8) -> Square {
        Square::from_number(n).unwrap()
    }

    fn captions(fen: &str, mv: &str) -> Vec<Caption> {
        let p = pos(fen);
        let m = p.parse_move(mv).unwrap();
        captions_for_move(&p, &m)
    }

    fn start_after(moves: &[&str]) -> Position {
        let mut p = Position::start(RuleSet::default());
        for m in moves {
            let mv = p.parse_move(m).unwrap();
            p.play(&mv);
        }
        p
    }

    fn game_of(fen: &str, moves: &[&str]) -> Game {
        let mut g = Game::from_position(pos(fen));
        for m in moves {
            g.play_text(m).unwrap();
        }
        g
    }

    /// White's Biy on 46 may jump 39 and go on over 25 (46x32x18), or stop after one jump, or
    /// not capture at all (section 5).
    const BIY_MAY_CAPTURE: &str = "3/3/3/k/7/7/p6/7/p6/K6/1/3/3/3 w - - - - 0 1";
    /// White has lost its Batyr; its Shatra on 6 stands in Black's fortress (sections 4, 6).
    const BATYR_LOST: &str = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1";
    /// Derzhanski's Batyr on 46, with several chains (section 5).
    const DERZHANSKI: &str = "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1";

    /// Section 3: an ordinary step says nothing; the double step from the first rank is named.
    #[test]
    fn an_ordinary_step_says_nothing_and_a_double_step_is_named() {
        let p = Position::start(RuleSet::default());
        let m = p.parse_move("47-40").unwrap();
        assert_eq!(captions_for_move(&p, &m), vec![]);
        let m = p.parse_move("49-35").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Caption::DoubleStep { mv: "49-35".into() }]
        );
    }

    /// Section 5: capturing is compulsory; the caption counts the men.
    #[test]
    fn a_forced_capture_is_compulsory_and_counts_the_men() {
        // After 49-35 14-28, White's Shatra on 35 must take 28.
        let p = start_after(&["49-35", "14-28"]);
        let m = p.parse_move("35x21").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Caption::CompulsoryCapture {
                mv: "35x21".into(),
                men: 1
            }]
        );
    }

    /// Section 5, the Biy's privilege: it may stop its chain after any jump, and need not
    /// capture at all.
    #[test]
    fn the_biy_stopping_early_is_its_privilege() {
        assert_eq!(
            captions(BIY_MAY_CAPTURE, "46x32"),
            vec![Caption::BiyStopsChain { mv: "46x32".into() }]
        );
        // The whole chain: the Biy was not obliged to capture at all.
        assert_eq!(
            captions(BIY_MAY_CAPTURE, "46x32x18"),
            vec![Caption::BiyCaptures {
                mv: "46x32x18".into(),
                men: 2
            }]
        );
    }

    /// Section 5: a Batyr, Tura or Yalkyn captures from afar along its line; the chain was
    /// forced, so the compulsory capture comes first.
    #[test]
    fn a_capture_from_afar_is_named() {
        let p = pos(DERZHANSKI);
        let far = p
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == "46x16x11x32x46")
            .expect("Derzhanski's chain");
        assert_eq!(
            captions_for_move(&p, &far),
            vec![
                Caption::CompulsoryCapture {
                    mv: "46x16x11x32x46".into(),
                    men: far.capture_count()
                },
                Caption::LongRangeCapture {
                    kind: Kind::Batyr,
                    mv: "46x16x11x32x46".into(),
                    men: far.capture_count()
                },
            ]
        );
        // A jump to the square right behind its prey is no capture from afar: the Tura on 46
        // takes 39 and can land only on 32 (25 blocks the line, 18 the landing behind 25).
        let p = pos("3/3/3/k/7/p6/p6/7/p6/R5K/1/3/3/3 w - - - - 0 1");
        let near = p.parse_move("46x32").unwrap();
        assert_eq!(
            captions_for_move(&p, &near),
            vec![Caption::CompulsoryCapture {
                mv: "46x32".into(),
                men: 1
            }]
        );
        assert!(
            !captions_for_move(&p, &near)
                .iter()
                .any(|c| matches!(c, Caption::LongRangeCapture { .. })),
            "{near}"
        );
    }

    /// Section 4: drops onto one's own half and onto the enemy's, the great road, and the Biy
    /// leaving its gate.
    #[test]
    fn drops_great_road_and_the_biy_leaving_its_gate() {
        let p = Position::start(RuleSet::default());
        // The first reserve drop is 54, onto White's half.
        let m = p.parse_move("54-40").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Caption::DropOwnHalf {
                kind: Kind::Yalkyn,
                to: m.to()
            }]
        );
        // The reserve Biy's step from its gate is a drop too.
        let m = p.parse_move("53-40").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Caption::BiyLeavesGate { to: m.to() }]
        );
        // The great road: with the gate empty, the Tura on 55 runs up file d.
        assert_eq!(
            captions(BATYR_LOST, "55-42"),
            vec![Caption::GreatRoad { kind: Kind::Tura }]
        );
        // A White man in Black's fortress is dropped onto Black's half.
        assert_eq!(
            captions(BATYR_LOST, "6-20"),
            vec![Caption::DropEnemyHalf {
                kind: Kind::Shatra,
                to: sq(20)
            }]
        );
    }

    /// Section 6: promotion to a lost officer, the waiting Shatra, and promotion in place.
    #[test]
    fn promotion_and_the_waiting_shatra() {
        // White has lost its Batyr; the Shatra on 6 steps to 3 and becomes one.
        assert_eq!(
            captions(BATYR_LOST, "6-3=Q"),
            vec![Caption::Promotion { kind: Kind::Batyr }]
        );
        // No officer lost: the Shatra waits on the last rank.
        let fen = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/PQP w 54-62 - - - 0 1";
        assert_eq!(captions(fen, "6-3"), vec![Caption::ShatraWaits]);
        // A waiting Shatra, its Batyr lost, promotes in place on a turn without captures.
        let fen = "2P/3/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1";
        assert_eq!(
            captions(fen, "3=Q"),
            vec![Caption::PromotionInPlace { kind: Kind::Batyr }]
        );
    }

    /// Section 5: en passant, right after the enemy's double step.
    #[test]
    fn en_passant_is_named() {
        // After Black's double step 16-30, White's 29x17 takes it en passant.
        let fen = "3/3/3/k/7/6P/4Pp1/7/7/6K/1/3/3/3 w - 23 - - 0 2";
        assert_eq!(
            captions(fen, "29x17"),
            vec![Caption::EnPassant { mv: "29x17".into() }]
        );
        // The ordinary capture of the same Shatra is not en passant.
        assert_eq!(
            captions(fen, "29x31"),
            vec![Caption::CompulsoryCapture {
                mv: "29x31".into(),
                men: 1
            }]
        );
    }

    /// Sections 3–6: the guide says what the selected man may do.
    #[test]
    fn the_guide_says_what_the_selected_man_may_do() {
        let start = Position::start(RuleSet::default());
        let at = |p: &Position, n: u8| guide_for(p, sq(n));
        assert_eq!(at(&start, 49), Some(Guide::ShatraOwnHalf));
        assert_eq!(at(&start, 54), Some(Guide::ReserveDrop));
        assert_eq!(at(&start, 53), Some(Guide::BiyOnGate));
        assert_eq!(at(&start, 14), None, "not the side to move");
        assert_eq!(at(&start, 30), None, "an empty square");
        // After 49-35 14-28, the Shatra on 35 must take.
        let p = start_after(&["49-35", "14-28"]);
        assert_eq!(at(&p, 35), Some(Guide::MustCapture));
        let p = start_after(&["49-35", "17-31", "35-28", "31-38"]);
        assert_eq!(at(&p, 28), Some(Guide::ShatraPastDitch));
        // The ditch rank (White's rank 7): forward or diagonally forward.
        let p = start_after(&["49-35", "17-31"]);
        assert_eq!(at(&p, 35), Some(Guide::ShatraDitchRank));
        // The Biy that can capture may decline (section 5).
        assert_eq!(at(&pos(BIY_MAY_CAPTURE), 46), Some(Guide::BiyMayCapture));
        // A Shatra waiting on the last rank (section 6), and a man in the enemy fortress.
        let fen = "2P/3/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/PQP w 54-62 - - - 0 1";
        assert_eq!(at(&pos(fen), 3), Some(Guide::ShatraWaiting));
        assert_eq!(at(&pos(BATYR_LOST), 6), Some(Guide::InEnemyHome));
        assert_eq!(at(&pos(BATYR_LOST), 52), Some(Guide::Biy));
        // Section 3: the long-range men.
        let p = start_after(&["54-40", "9-20"]);
        assert_eq!(at(&p, 40), Some(Guide::LongRange(Kind::Yalkyn)));
    }

    /// Section 7: the end of the game names its winner and reason.
    #[test]
    fn the_end_of_the_game_names_its_reason() {
        let o = Outcome {
            winner: Some(Color::White),
            reason: Reason::BiyCaptured,
        };
        assert_eq!(
            caption_for_outcome(&o),
            Caption::GameOver {
                winner: Some(Color::White),
                reason: Reason::BiyCaptured
            }
        );
        let o = Outcome {
            winner: None,
            reason: Reason::Threefold,
        };
        assert_eq!(
            caption_for_outcome(&o),
            Caption::GameOver {
                winner: None,
                reason: Reason::Threefold
            }
        );
    }

    /// Section 5: when a man other than the Biy can capture, only captures are legal, and the
    /// men that can are the ones that must; the Biy's privilege alone forces nothing.
    #[test]
    fn the_men_that_must_capture() {
        let start = Position::start(RuleSet::default());
        assert_eq!(compulsory_capturers(&start), 0);
        let p = start_after(&["49-35", "14-28"]);
        let from = p
            .legal_moves()
            .iter()
            .fold(0, |a, m: &Move| a | m.from().bit());
        assert!(p.legal_moves().iter().all(Move::is_capture));
        assert_eq!(compulsory_capturers(&p), from);
        assert_ne!(compulsory_capturers(&p) & sq(35).bit(), 0);
        // Only the Biy can capture: nothing is compulsory.
        assert_eq!(compulsory_capturers(&pos(BIY_MAY_CAPTURE)), 0);
        // Derzhanski's Batyr must capture.
        assert_eq!(compulsory_capturers(&pos(DERZHANSKI)), sq(46).bit());
        // Section 7: with Black's Biy gone the game is over; nothing must be done.
        let over = pos("3/3/3/1/7/7/p6/7/p6/K6/1/3/3/3 w - - - - 0 1");
        assert!(over.outcome().is_some());
        assert_eq!(compulsory_capturers(&over), 0);
    }

    /// Sections 4 and 5: why a man cannot move, and which squares to point at.
    #[test]
    fn a_refused_man_says_why() {
        let start = Position::start(RuleSet::default());
        assert_eq!(refusal(&start, sq(30)), (Refusal::ChooseOwnMan, 0));
        assert_eq!(
            refusal(&start, sq(14)),
            (Refusal::NotYourTurn { side: Color::White }, 0)
        );
        // Section 4: the reserve goes in order, 54 first.
        assert_eq!(refusal(&start, sq(55)), (Refusal::DropOrder, 0));
        // Section 5: a capture is compulsory; the men that can capture are pointed at.
        let p = start_after(&["49-35", "14-28"]);
        assert_eq!(
            refusal(&p, sq(47)),
            (Refusal::CaptureCompulsory, compulsory_capturers(&p))
        );
        // Section 5: only the Biy can capture, so it alone may move.
        let p = pos("3/3/3/k/7/7/p6/7/p6/K3P2/1/3/3/3 w - - - - 0 1");
        assert!(p.legal_moves().iter().all(|m| m.from() == sq(46)));
        assert_eq!(refusal(&p, sq(50)), (Refusal::OnlyBiyMayMove, sq(46).bit()));
        // Section 4: a drop obligation replaces every other non-capturing move.
        let p = pos("pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - 56 - 0 1");
        assert!(p.legal_moves().iter().all(|m| m.from() == sq(56)));
        assert_eq!(
            refusal(&p, sq(47)),
            (Refusal::ObligatedDrop { square: sq(56) }, sq(56).bit())
        );
        // A Shatra blocked in front, its capture blocked behind its prey.
        let p = pos("3/3/3/k/7/7/7/p6/p6/P6/K/3/3/3 w - - - - 0 1");
        assert!(p.legal_moves().iter().all(|m| m.from() != sq(46)));
        assert_eq!(refusal(&p, sq(46)), (Refusal::NoMoveForThisMan, 0));
    }

    /// Section 5: the jumped men are removed when the chain ends; each side's lost men, in the
    /// order taken, as they were when taken (section 6: a promoted Shatra is lost as its officer).
    #[test]
    fn the_men_each_side_has_lost() {
        let g = game_of(
            Position::start(RuleSet::default()).to_fen().as_str(),
            &["49-35", "14-28", "35x21"],
        );
        let lost = captured_men(&g);
        assert_eq!(lost[Color::White.index()], vec![]);
        assert_eq!(
            lost[Color::Black.index()],
            vec![Piece::new(Color::Black, Kind::Shatra)]
        );
        assert_eq!(captured_men_upto(&g, 2), [vec![], vec![]]);
        assert_eq!(captured_men_upto(&g, 3), lost);
        assert_eq!(captured_men_upto(&g, 99), lost, "more plies than moves");
        // A Shatra promotes on 2 (White has no officer on the board) and is taken as a Batyr.
        let g = game_of(
            "r2/1P1/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1",
            &["5-2=Q", "1x3"],
        );
        assert_eq!(
            captured_men(&g),
            [vec![Piece::new(Color::White, Kind::Batyr)], vec![]]
        );
        // A chain takes several men at once, listed by square.
        let p = pos(DERZHANSKI);
        let chain = p
            .legal_moves()
            .into_iter()
            .max_by_key(Move::capture_count)
            .unwrap();
        let mut g = Game::from_position(p);
        g.play(&chain).unwrap();
        let lost = captured_men(&g);
        assert_eq!(
            lost[Color::Black.index()].len(),
            chain.capture_count() as usize
        );
        let expected: Vec<Piece> = Squares(chain.captured())
            .map(|s| p.piece_at(s).unwrap())
            .collect();
        assert_eq!(lost[Color::Black.index()], expected);
    }

    /// A longer game: each side's losses are the men gone from the board, and the losses up to a
    /// ply grow ply by ply (section 5).
    #[test]
    fn losses_match_the_men_gone_from_the_board() {
        let mut game = Game::new(RuleSet::default());
        let mut seed = 3u64;
        while game.moves().len() < 120 && game.outcome().is_none() {
            let legal = game.legal_moves();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let caps: Vec<_> = legal.iter().filter(|m| m.is_capture()).copied().collect();
            let pool = if caps.is_empty() { legal } else { caps };
            let mv = pool[(seed >> 33) as usize % pool.len()];
            game.play(&mv).unwrap();
        }
        let start = game.start();
        let now = game.position();
        let lost = captured_men(&game);
        for c in Color::BOTH {
            let gone = start.men(c).count_ones() - now.men(c).count_ones();
            assert_eq!(lost[c.index()].len(), gone as usize, "{c}");
            assert!(lost[c.index()].iter().all(|p| p.color == c));
        }
        assert!(
            lost[0].len() + lost[1].len() > 2,
            "the game captures: {lost:?}"
        );
        for k in 0..game.moves().len() {
            let (a, b) = (captured_men_upto(&game, k), captured_men_upto(&game, k + 1));
            for c in 0..2 {
                assert!(b[c].starts_with(&a[c]), "ply {k}");
            }
        }
    }

    /// Section 5: a Biy may stand attacked; for the side that has just moved it is threatened,
    /// for the side to move it would be if the other side were to move.
    #[test]
    fn how_a_biy_stands() {
        let start = Position::start(RuleSet::default());
        for c in Color::BOTH {
            assert_eq!(biy_danger(&start, c), Danger::None);
        }
        // White's Shatra on 14 can jump Black's Biy on 10 onto 8.
        let fen = "3/3/3/k/3P3/7/7/7/7/6K/1/3/3/3 w - - - - 0 1";
        let p = pos(fen);
        assert_eq!(biy_danger(&p, Color::Black), Danger::Threatened);
        assert_eq!(biy_danger(&p, Color::White), Danger::None);
        // The same men with Black to move: the danger is one it would be in.
        let p = pos(&fen.replace(" w ", " b "));
        assert_eq!(biy_danger(&p, Color::Black), Danger::WouldBe);
        assert_eq!(biy_danger(&p, Color::White), Danger::None);
    }
}
