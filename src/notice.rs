//! Typed notices: what the game has to tell a person, as data. Game logic and the exhibition
//! emit these; only the UI turns them into words, through the language catalogue
//! ([`crate::i18n`]). The captions of the exhibition are worked out here from the move and the
//! position, in the rules' own terms (RULES.md sections 3–7).

use shatra_engine::{Color as Side, Kind, Move, MoveKind, Outcome, Position, Reason, Square};

/// A notice for a person. Each variant has a message in every language catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Section 5: a capture that the rules forced (a man other than a privileged one could
    /// capture, so nothing else was legal).
    CompulsoryCapture {
        mv: String,
        men: u32,
    },
    /// Section 5: the Biy captured although it was not obliged to.
    BiyCaptures {
        mv: String,
        men: u32,
    },
    /// Section 5: the Biy stopped its chain although it could have gone on.
    BiyStopsChain {
        mv: String,
    },
    /// Section 5: a Batyr, Tura or Yalkyn captured from afar along its line.
    LongRangeCapture {
        kind: Kind,
        mv: String,
        men: u32,
    },
    /// Section 5: en passant, right after an enemy Shatra's double step.
    EnPassant {
        mv: String,
    },
    /// Section 4: an initial-reserve man dropped from its fortress onto its own half.
    DropOwnHalf {
        kind: Kind,
        to: Square,
    },
    /// Section 4: a man in the enemy fortress or gate dropped onto the enemy's half.
    DropEnemyHalf {
        kind: Kind,
        to: Square,
    },
    /// Section 4: the reserve Biy leaves its gate.
    BiyLeavesGate {
        to: Square,
    },
    /// Section 4: the great road, file d.
    GreatRoad {
        kind: Kind,
    },
    /// Section 3: a Shatra's double step from the first rank of its half.
    DoubleStep {
        mv: String,
    },
    /// Section 6: a Shatra reached the last rank and became one of the lost officers.
    Promotion {
        kind: Kind,
    },
    /// Section 6: a Shatra reached the last rank with no officer lost: it waits.
    ShatraWaits,
    /// Section 6: a waiting Shatra promoted in place.
    PromotionInPlace {
        kind: Kind,
    },
    /// Section 7: how the game ended.
    GameOver {
        winner: Option<Side>,
        reason: Reason,
    },
    /// Between exhibition games: the title card.
    TitleCard,
    /// Between exhibition games: who played.
    Players {
        white: u8,
        black: u8,
    },
    /// The computer declined a draw offer.
    DrawDeclined,
    /// The human opponent declined a draw offer.
    DrawDeclinedByOpponent,
    // Why a click or a typed move was refused (section 5 and 4), and what the player must do.
    /// A click on an empty square with no man selected.
    ChooseOwnMan,
    /// A click on a man of the side not to move.
    NotYourTurn {
        side: Side,
    },
    /// Section 5: a man other than the Biy can capture, so only captures are legal.
    CaptureCompulsory,
    /// Section 5: only the Biy can capture; it alone may move (or capture).
    OnlyBiyMayMove,
    /// Section 4: a reserve man captured at home and must be dropped now.
    ObligatedDrop {
        square: Square,
    },
    /// Section 4: the initial reserve is dropped in a fixed order.
    DropOrder,
    /// This man has no legal move.
    NoMoveForThisMan,
    /// The game has ended.
    GameIsOver,
    /// The computer is to move.
    WaitForComputer,
    /// A chain has been started and must be finished (or cancelled).
    ChainMustGoOn,
    /// A typed move that the rules forbid here: the text and the engine's reason.
    MoveRefused {
        text: String,
        why: shatra_engine::Illegal,
    },
    /// A typed text that is not a move at all.
    NotAMove {
        text: String,
    },
    /// The beginner's guide for the selected man.
    Guide(Guide),
    /// The settings file could not be read as settings: moved aside (to `aside`, empty if the
    /// move failed), the defaults used.
    SettingsDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// The settings file exists but cannot be read.
    SettingsUnreadable {
        path: String,
        error: String,
    },
    /// The settings could not be written.
    SettingsNotSaved {
        error: String,
    },
    /// The unfinished game of the last run was resumed.
    Resumed,
    /// The kept game could not be read: moved aside (to `aside`, empty if that failed).
    KeptGameDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// The game in progress could not be written.
    AutosaveFailed {
        error: String,
    },
    /// Save and load: the file, or what went wrong.
    Saved {
        path: String,
    },
    NotSaved {
        error: String,
    },
    Loaded {
        path: String,
    },
    NotLoaded {
        error: String,
    },
    /// A finished game could not be kept in the library.
    LibraryNotKept {
        error: String,
    },
    /// A library entry could not be read: moved aside (to `aside`, empty if that failed).
    LibraryDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// Study: the board shows the position after `ply` of the game's `of` moves.
    Studying {
        ply: u32,
        of: u32,
    },
    /// A click on the board while studying an earlier position.
    StudyingNotPlaying,
    /// A library game was opened, exported (to `path`), or an action on it failed.
    LibraryOpened,
    LibraryExported {
        path: String,
    },
    LibraryFailed {
        error: String,
    },
    /// The clipboard: the position or the moves copied, a pasted game on the board, or why not.
    CopiedPosition,
    CopiedMoves,
    PastedGame,
    ClipboardFailed {
        error: String,
    },
    /// Games imported from an SGN file: how many, and how many could not be read (the first
    /// reason).
    LibraryImported {
        path: String,
        count: u32,
        bad: u32,
        first: String,
    },
}

/// What the selected man may do here and why (the beginner's guide, RULES.md sections 3–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// The guide line for the man on `sq`, if it belongs to the side to move.
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
/// `before` is the position the move was played from.
pub fn captions_for_move(before: &Position, mv: &Move) -> Vec<Notice> {
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
                out.push(Notice::BiyStopsChain { mv: text.clone() });
            }
            if is_en_passant(before, mv) {
                out.push(Notice::EnPassant { mv: text.clone() });
            } else if is_long_range(mover.kind, mv) {
                out.push(Notice::LongRangeCapture {
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
                    out.push(Notice::BiyCaptures { mv: text, men });
                }
            } else if !matches!(out.first(), Some(Notice::EnPassant { .. })) {
                out.insert(0, Notice::CompulsoryCapture { mv: text, men });
            }
        }
        MoveKind::Drop => {
            if mover.kind == Kind::Biy && mv.from() == Square::gate(us) {
                out.push(Notice::BiyLeavesGate { to: mv.to() });
            } else if us.other().home() & mv.from().bit() != 0 {
                out.push(Notice::DropEnemyHalf {
                    kind: mover.kind,
                    to: mv.to(),
                });
            } else {
                out.push(Notice::DropOwnHalf {
                    kind: mover.kind,
                    to: mv.to(),
                });
            }
        }
        MoveKind::Promote => {
            if let Some(kind) = mv.promotion() {
                out.push(Notice::PromotionInPlace { kind });
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
                out.push(Notice::GreatRoad { kind: mover.kind });
            } else if mover.kind == Kind::Biy && mv.from() == Square::gate(us) && home {
                out.push(Notice::BiyLeavesGate { to: mv.to() });
            } else if mover.kind == Kind::Shatra && mv.from().rank().abs_diff(mv.to().rank()) == 2 {
                out.push(Notice::DoubleStep { mv: text });
            }
        }
    }
    if mover.kind == Kind::Shatra && mv.kind() != MoveKind::Promote {
        match mv.promotion() {
            Some(kind) => out.push(Notice::Promotion { kind }),
            None => {
                let after = before.after(mv);
                let last = us.promotion_squares() & mv.to().bit() != 0;
                if last
                    && after
                        .piece_at(mv.to())
                        .is_some_and(|p| p.kind == Kind::Shatra && p.color == us)
                {
                    out.push(Notice::ShatraWaits);
                }
            }
        }
    }
    out
}

/// The caption for the end of a game.
pub fn caption_for_outcome(o: &Outcome) -> Notice {
    Notice::GameOver {
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

/// A leg of more than one square on either side of its prey: a capture from afar.
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

#[cfg(test)]
mod tests {
    use super::*;
    use shatra_engine::RuleSet;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, RuleSet::default()).unwrap()
    }

    fn captions(fen: &str, mv: &str) -> Vec<Notice> {
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

    #[test]
    fn an_ordinary_step_says_nothing_and_a_double_step_is_named() {
        let p = Position::start(RuleSet::default());
        let m = p.parse_move("47-40").unwrap();
        assert_eq!(captions_for_move(&p, &m), vec![]);
        // Section 3: from the first rank of its half a Shatra may step two squares.
        let m = p.parse_move("49-35").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Notice::DoubleStep { mv: "49-35".into() }]
        );
    }

    #[test]
    fn a_forced_capture_is_compulsory_and_counts_the_men() {
        // Section 5: after 49-35 14-28, White's Shatra on 35 must take 28.
        let p = start_after(&["49-35", "14-28"]);
        let m = p.parse_move("35x21").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Notice::CompulsoryCapture {
                mv: "35x21".into(),
                men: 1
            }]
        );
    }

    #[test]
    fn the_biy_stopping_early_is_its_privilege() {
        // White's Biy on 46 may jump 39 and go on over 25 (46x32x18), or stop after one jump.
        let fen = "3/3/3/k/7/7/p6/7/p6/K6/1/3/3/3 w - - - - 0 1";
        assert_eq!(
            captions(fen, "46x32"),
            vec![Notice::BiyStopsChain { mv: "46x32".into() }]
        );
        // The whole chain: the Biy was not obliged to capture at all.
        assert_eq!(
            captions(fen, "46x32x18"),
            vec![Notice::BiyCaptures {
                mv: "46x32x18".into(),
                men: 2
            }]
        );
    }

    #[test]
    fn drops_great_road_and_the_biy_leaving_its_gate() {
        let p = Position::start(RuleSet::default());
        // Section 4: the first reserve drop is 54, onto White's half.
        let m = p.parse_move("54-40").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Notice::DropOwnHalf {
                kind: Kind::Yalkyn,
                to: m.to()
            }]
        );
        // The reserve Biy's step from its gate is a drop too.
        let m = p.parse_move("53-40").unwrap();
        assert_eq!(
            captions_for_move(&p, &m),
            vec![Notice::BiyLeavesGate { to: m.to() }]
        );
        // The great road: with the gate empty, the Tura on 55 runs up file d.
        let fen = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1";
        assert_eq!(
            captions(fen, "55-42"),
            vec![Notice::GreatRoad { kind: Kind::Tura }]
        );
        // A White man in Black's fortress is dropped onto Black's half.
        assert_eq!(
            captions(fen, "6-20"),
            vec![Notice::DropEnemyHalf {
                kind: Kind::Shatra,
                to: Square::from_number(20).unwrap()
            }]
        );
    }

    #[test]
    fn promotion_and_the_waiting_shatra() {
        // Section 6: White has lost its Batyr; the Shatra on 6 steps to 3 and becomes one.
        let fen = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1";
        assert_eq!(
            captions(fen, "6-3=Q"),
            vec![Notice::Promotion { kind: Kind::Batyr }]
        );
        // No officer lost: the Shatra waits on the last rank.
        let fen = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/PQP w 54-62 - - - 0 1";
        assert_eq!(captions(fen, "6-3"), vec![Notice::ShatraWaits]);
    }

    #[test]
    fn en_passant_is_named() {
        // Section 5 (Kurin): after Black's double step 16-30, White's 29x17 takes it en passant.
        let fen = "3/3/3/k/7/6P/4Pp1/7/7/6K/1/3/3/3 w - 23 - - 0 2";
        assert_eq!(
            captions(fen, "29x17"),
            vec![Notice::EnPassant { mv: "29x17".into() }]
        );
        // The ordinary capture of the same Shatra is not en passant.
        assert_eq!(
            captions(fen, "29x31"),
            vec![Notice::CompulsoryCapture {
                mv: "29x31".into(),
                men: 1
            }]
        );
    }

    #[test]
    fn the_guide_says_what_the_selected_man_may_do() {
        let start = Position::start(RuleSet::default());
        let at = |p: &Position, n: u8| guide_for(p, Square::from_number(n).unwrap());
        assert_eq!(at(&start, 49), Some(Guide::ShatraOwnHalf));
        assert_eq!(at(&start, 54), Some(Guide::ReserveDrop));
        assert_eq!(at(&start, 53), Some(Guide::BiyOnGate));
        assert_eq!(at(&start, 14), None, "not the side to move");
        // After 49-35 14-28, the Shatra on 35 must take.
        let p = start_after(&["49-35", "14-28"]);
        assert_eq!(at(&p, 35), Some(Guide::MustCapture));
        let p = start_after(&["49-35", "17-31", "35-28", "31-38"]);
        assert_eq!(at(&p, 28), Some(Guide::ShatraPastDitch));
        // The Biy that can capture may decline (section 5).
        let fen = "3/3/3/k/7/7/p6/7/p6/K6/1/3/3/3 w - - - - 0 1";
        assert_eq!(at(&pos(fen), 46), Some(Guide::BiyMayCapture));
        // A Shatra waiting on the last rank (section 6), and a man in the enemy fortress.
        let fen = "2P/3/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/PQP w 54-62 - - - 0 1";
        assert_eq!(at(&pos(fen), 3), Some(Guide::ShatraWaiting));
        let fen = "3/2P/3/1/7/5pk/7/7/7/6K/1/BRB/PRP/P1P w 54-60,62 - - - 0 1";
        assert_eq!(at(&pos(fen), 6), Some(Guide::InEnemyHome));
        assert_eq!(at(&pos(fen), 52), Some(Guide::Biy));
    }

    #[test]
    fn the_end_of_the_game_names_its_reason() {
        let o = Outcome {
            winner: Some(Side::White),
            reason: Reason::BiyCaptured,
        };
        assert_eq!(
            caption_for_outcome(&o),
            Notice::GameOver {
                winner: Some(Side::White),
                reason: Reason::BiyCaptured
            }
        );
    }
}
