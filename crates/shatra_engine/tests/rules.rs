//! Hand-built positions for each rule of RULES.md (sections 3–7) and each option of
//! section 9, each with its full expected set of legal moves.

mod common;

use common::*;
use shatra_engine::{Color, Game, MoveKind, Outcome, Position, Reason, RuleSet};

// ---------------------------------------------------------------- section 2 and 4: the start

/// Section 2/4: from the start, 7 Shatras step one or two squares, the Yalkyn on 54 (first in
/// the drop order) and the reserve Biy drop onto the 14 empty squares of ranks 6–7.
#[test]
fn start_position() {
    let start = RuleSet::default().start_fen();
    let mut expected = moves(&[], &[(54, &range(32, 45, &[])), (53, &range(32, 45, &[]))]);
    for s in 46..=52u8 {
        expected.insert(format!("{s}-{}", s - 7));
        expected.insert(format!("{s}-{}", s - 14));
    }
    assert_eq!(legal(start, default()), expected);
}

// ---------------------------------------------------------------- section 3: quiet moves

/// Section 3: a Shatra on rank 5 steps 1 or 2, on rank 6 one, on the ditch rank forward or
/// diagonally forward, past the ditch also sideways; never backwards. The Biy steps one square.
const ZONES: &str = "3/3/3/k/7/4P2/7/4P2/2P4/1P4K/1/3/3/3 w - - - - 0 1";

#[test]
fn shatra_moves_by_zone() {
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", // Biy
            "47-40", "47-33", // rank 5: one or two
            "41-34", // rank 6: one
            "36-28", "36-29", "36-30", // ditch rank
            "22-14", "22-15", "22-16", "22-21", "22-23", // past the ditch
        ],
        &[],
    );
    assert_eq!(legal(ZONES, default()), expected);
}

/// Section 9, "Shatra retreats past the ditch": only the Shatra past the ditch gains the
/// backward steps.
#[test]
fn option_shatra_retreat() {
    let mut expected = legal(ZONES, default());
    expected.extend(["22-28", "22-29", "22-30"].map(String::from));
    let rules = RuleSet {
        shatra_retreat: true,
        ..default()
    };
    assert_eq!(legal(ZONES, rules), expected);
    // A White Shatra on rank 8 may step back to rank 7.
    let rank8 = "3/3/3/k/7/7/4P2/7/7/6K/1/3/3/3 w - - - - 0 1";
    let got = legal(rank8, rules);
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", "29-21", "29-22", "29-23", "29-28", "29-30", "29-35",
            "29-36", "29-37",
        ],
        &[],
    );
    assert_eq!(got, expected);
}

/// Section 9, Original game: Shatras move forward, diagonally forward or sideways everywhere,
/// with no double step.
#[test]
fn option_original_shatra_moves() {
    let rules = RuleSet::original();
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", //
            "47-39", "47-40", "47-46", "47-48", // b5: no double step, sideways too
            "41-33", "41-34", "41-35", "41-40", "41-42", //
            "36-28", "36-29", "36-30", "36-35", "36-37", //
            "22-14", "22-15", "22-16", "22-21", "22-23",
        ],
        &[],
    );
    assert_eq!(legal(ZONES, rules), expected);
    // Original start: 19 Shatra moves from rank 6, the drop of 54 and of the Biy onto rank 7.
    assert_eq!(Position::start(rules).legal_moves().len(), 19 + 7 + 7);
}

/// Section 3, sideways rule: the Shatra that stepped d9-e9 may not step back to d9 on its
/// side's next turn; one turn later it may.
#[test]
fn sideways_rule() {
    let restricted = "3/3/3/k/7/4P2/7/7/7/6K/1/3/3/3 w - - - 22> 0 1";
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", "22-14", "22-15", "22-16", "22-23",
        ],
        &[],
    );
    assert_eq!(legal(restricted, default()), expected);

    let mut game = Game::from_position(pos(
        "3/3/3/k/7/3P3/7/7/7/6K/1/3/3/3 w - - - - 0 1",
        default(),
    ));
    game.play_text("21-22").unwrap();
    assert_eq!(
        game.position().to_fen(),
        "3/3/3/k/7/4P2/7/7/7/6K/1/3/3/3 b - - - 22> 0 1"
    );
    game.play_text("10-14").unwrap();
    assert!(game.position().parse_move("22-21").is_err());
    game.play_text("22-23").unwrap(); // sideways again, the same way: allowed
    game.play_text("14-10").unwrap();
    assert!(game.position().parse_move("23-22").is_err());
    game.play_text("52-51").unwrap();
    game.play_text("10-14").unwrap();
    // A turn has passed without a sideways step: the restriction has lapsed.
    assert!(game.position().parse_move("23-22").is_ok());
}

/// Section 3: initial-reserve men do not move inside their fortress; the reserve Biy on its
/// gate steps, and its steps onto its half are its drops (section 8: one move, a drop).
#[test]
fn reserve_biy_steps_are_drops() {
    let fen = "3/3/3/k/7/7/7/7/7/7/K/3/3/3 w 53 - - - 0 1";
    let expected = moves(&[], &[(53, &range(32, 52, &[]))]);
    let p = pos(fen, default());
    assert_eq!(legal(fen, default()), expected);
    assert!(p.legal_moves().iter().all(|m| m.kind() == MoveKind::Drop));
    // Section 9, no drops on the great road: 53-49 is then a step, 53-35 and 53-42 are gone.
    let rules = RuleSet {
        no_great_road_drops: true,
        ..default()
    };
    let expected = moves(&["53-49"], &[(53, &range(32, 52, &[35, 42, 49]))]);
    assert_eq!(legal(fen, rules), expected);
    let p = pos(fen, rules);
    let step = p.parse_move("53-49").unwrap();
    assert_eq!(step.kind(), MoveKind::Quiet);
}

// ---------------------------------------------------------------- section 4: reserve and drops

/// Section 4: the drop order skips squares without reserve men; the great road takes the
/// reserve Tura along file d through its (empty) gate; a great-road move onto its own half is
/// the same move as its drop, and counts as a drop.
#[test]
fn drop_order_and_great_road() {
    let fen = "3/3/3/1/k6/7/7/7/7/6K/1/1RB/PRP/PQP w 55-62 - - - 0 1";
    let great_road = ["55-28", "55-21", "55-14", "55-10", "55-8", "55-5", "55-2"];
    let expected = moves(
        &[&["52-44", "52-45", "52-51"][..], &great_road].concat(),
        &[(55, &range(32, 51, &[]))],
    );
    assert_eq!(legal(fen, default()), expected);
    let p = pos(fen, default());
    assert_eq!(p.parse_move("55-42").unwrap().kind(), MoveKind::Drop);
    assert_eq!(p.parse_move("55-28").unwrap().kind(), MoveKind::Quiet);
    // A drop resets the ply counter; a great-road move beyond the half does not.
    assert_eq!(p.after(&p.parse_move("55-42").unwrap()).halfmoves(), 0);
    let q = pos(&fen.replace(" 0 1", " 7 1"), default());
    assert_eq!(q.after(&q.parse_move("55-28").unwrap()).halfmoves(), 8);
}

/// Section 4: the next man in the drop order is the first square of the order that still holds
/// an initial-reserve man of that side (the game marks it on the board).
#[test]
fn next_drop_follows_the_order() {
    use shatra_engine::{Color, Square};
    let sq = |n| Square::from_number(n).unwrap();
    let start = pos("startpos", default());
    assert_eq!(start.next_drop(Color::White), Some(sq(54)));
    assert_eq!(start.next_drop(Color::Black), Some(sq(9)));
    // 54 is empty: 55 is next. White's reserve is 55-62 only.
    let fen = "3/3/3/1/k6/7/7/7/7/6K/1/1RB/PRP/PQP w 55-62 - - - 0 1";
    assert_eq!(pos(fen, default()).next_drop(Color::White), Some(sq(55)));
    // No reserve left: none.
    let none = "3/3/3/1/k6/7/7/7/7/6K/1/1RB/1R1/1Q1 w - - - - 0 1";
    assert_eq!(pos(none, default()).next_drop(Color::White), None);
}

/// Section 4: a waiting Shatra moves only sideways; the great road stops at the men in its
/// way; a great-road move that is not the first drop stays a quiet move.
#[test]
fn waiting_shatra_and_great_road_not_next_in_order() {
    let fen = "1P1/3/3/1/k6/7/7/7/7/6K/1/BRB/1R1/1Q1 w 54-56,58,61 - - - 0 1";
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", "2-1", "2-3", "55-49", "55-42", "55-35", "55-28", "55-21",
            "55-14", "55-10", "55-8", "55-5",
        ],
        &[(54, &range(32, 51, &[]))],
    );
    assert_eq!(legal(fen, default()), expected);
}

/// Section 6: once an officer is lost, a waiting Shatra steps sideways onto another promotion
/// square and promotes there, or promotes in place as a whole turn.
#[test]
fn waiting_shatra_promotes_when_an_officer_is_lost() {
    let fen = "1P1/3/3/1/k6/7/7/7/7/6K/1/BR1/1R1/1Q1 w 54-55,58,61 - - - 0 1";
    let expected = moves(
        &[
            "52-44", "52-45", "52-51", "2-1=B", "2-3=B", "2=B", "55-49", "55-42", "55-35", "55-28",
            "55-21", "55-14", "55-10", "55-8", "55-5",
        ],
        &[(54, &range(32, 51, &[]))],
    );
    assert_eq!(legal(fen, default()), expected);
    let p = pos(fen, default());
    let after = p.after(&p.parse_move("2=B").unwrap());
    assert_eq!(
        after
            .piece_at(shatra_engine::Square::from_number(2).unwrap())
            .unwrap()
            .kind,
        shatra_engine::Kind::Yalkyn
    );
    // Section 9, always Batyr: promotion is to Batyr though the Batyr is on the board.
    let rules = RuleSet {
        always_batyr: true,
        ..default()
    };
    let fen = "3/1P1/3/1/k6/7/7/7/7/6K/1/BRB/1R1/1Q1 w 54-56,58,61 - - - 0 1";
    let got = legal(fen, rules);
    for m in ["5-1=Q", "5-2=Q", "5-3=Q", "5-4", "5-6"] {
        assert!(got.contains(m), "{m} missing from {got:?}");
    }
    let default_got = legal(fen, default());
    for m in ["5-1", "5-2", "5-3", "5-4", "5-6"] {
        assert!(default_got.contains(m), "{m} missing from {default_got:?}");
    }
}

/// Section 4: a man may come home only as the Biy to its gate while the reserve remains; once
/// it is gone, officers and the Biy enter the fortress (and may be dropped from it).
#[test]
fn own_home_entry() {
    // Biy on d5 may step back into its gate; the reserve Shatra 62 is next in order.
    let fen = "3/3/3/1/k6/7/7/7/3R3/3K3/1/3/3/2P w 62 - - - 0 1";
    let expected = moves(
        &[
            "49-41", "49-43", "49-48", "49-50", "49-53", //
            "42-35", "42-28", "42-21", "42-14", "42-10", "42-8", "42-5", "42-2", "42-41", "42-40",
            "42-39", "42-43", "42-44", "42-45",
        ],
        &[(62, &range(32, 52, &[42, 49]))],
    );
    assert_eq!(legal(fen, default()), expected);
    // A Tura may not enter its gate while the reserve remains...
    let fen = "3/3/3/1/k6/7/7/7/7/K2R3/1/3/3/2P w 62 - - - 0 1";
    let got = legal(fen, default());
    assert!(!got.contains("49-53"));
    assert!(got.contains("49-42"));
    // ...and may once it is gone, into the fortress too.
    let fen = "3/3/3/1/k6/7/7/7/7/K2R3/1/3/3/3 w - - - - 0 1";
    let expected = moves(
        &[
            "46-39", "46-40", "46-47", //
            "49-53", "49-55", "49-58", "49-61", "49-42", "49-35", "49-28", "49-21", "49-14",
            "49-10", "49-8", "49-5", "49-2", "49-48", "49-47", "49-50", "49-51", "49-52",
        ],
        &[],
    );
    assert_eq!(legal(fen, default()), expected);
}

/// Section 4 and 5 (Kurin: "White: Biy 58, Yalkyn 32, Shatra 60; Black: Biy 10, Yalkyn 25,
/// Shatra 48. 1. 60-46, not 1. 32x53(56)"): no capture may land at home while the reserve
/// remains, so the Yalkyn has no capture, and the non-reserve Biy in the fortress cannot move.
#[test]
fn kurin_no_capture_into_own_home() {
    let fen = "3/3/3/k/7/7/b6/B6/7/2p4/1/3/1K1/P2 w 60 - - - 0 1";
    let expected = moves(
        &["32-14", "32-20", "32-26", "32-40"],
        &[(60, &range(33, 52, &[48]))],
    );
    assert_eq!(legal(fen, default()), expected);
}

/// Section 4, drop obligation: a reserve man that captures and ends at home stays reserve and
/// must be dropped on its side's next turn without a capture.
#[test]
fn drop_obligation() {
    let fen = "3/3/3/k/7/7/7/7/7/6K/1/B2/Pp1/3 w 54,57 - - - 0 1";
    // Both reserve men can capture the Black Shatra on 58; both captures end at home.
    assert_eq!(legal(fen, default()), moves(&["57x59", "54x62"], &[]));
    let mut game = Game::from_position(pos(fen, default()));
    game.play_text("57x59").unwrap();
    assert_eq!(
        game.position().to_fen(),
        "3/3/3/k/7/7/7/7/7/6K/1/B2/2P/3 b 54,59 - 59 - 0 1"
    );
    game.play_text("10-14").unwrap();
    // Only the obligated drop, out of order (54 would be next), and nothing else.
    let expected = moves(&[], &[(59, &range(32, 51, &[]))]);
    assert_eq!(
        game.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<std::collections::BTreeSet<_>>(),
        expected
    );
    let why = game.position().parse_move("52-51").unwrap_err().to_string();
    assert!(why.contains("drop obligation"), "{why}");
}

/// Section 4: with an obligation pending and only the Biy able to capture, the legal moves are
/// the Biy's captures and the obligated drop.
#[test]
fn drop_obligation_with_biy_capture() {
    let fen = "3/3/3/k/7/7/7/7/7/5pK/1/B2/2P/3 w 54,59 - 59 - 0 1";
    let expected = moves(&["52x50"], &[(59, &range(32, 50, &[]))]);
    assert_eq!(legal(fen, default()), expected);
}

// ---------------------------------------------------------------- section 5: captures

/// Section 5 (Kurin: "White: Biy 52, Shatra 28; Black: Biy 10, Shatras 35, 49 → 28x42, not
/// 28x53"): a Shatra's chain may not enter its own gate.
#[test]
fn kurin_shatra_never_comes_home() {
    assert_eq!(
        legal(
            "3/3/3/k/7/7/3P3/3p3/7/3p2K/1/3/3/3 w - - - - 0 1",
            default()
        ),
        moves(&["28x42"], &[])
    );
}

/// Section 5 and 6 (Kurin/Derzhanski: "9x3Q x7 x13 x17++", in our numbering the rules' own
/// `9x3=Qx7x31x17`): a Shatra promoted mid-chain goes on as the new man; each lost officer is a
/// choice, and each choice chains differently.
#[test]
fn kurin_promotion_mid_chain() {
    let fen = "3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1";
    let expected = moves(
        &[
            "9x3=Qx7x31x17",
            "9x3=R",
            "9x3=Bx7x31",
            "9x1=Q",
            "9x1=R",
            "9x1=B",
        ],
        &[],
    );
    assert_eq!(legal(fen, default()), expected);
    let mut game = Game::from_position(pos(fen, default()));
    game.play_text("9x3=Qx7x31x17").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            reason: Reason::BiyCaptured
        })
    );
    assert!(game.legal_moves().is_empty());
}

/// Section 9, Original: the Shatra stays a Shatra mid-chain (so it jumps on from 3 as a
/// Shatra, over the Tura) and promotes to Batyr only where its move ends.
#[test]
fn original_promotes_only_at_the_end() {
    let fen = "3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1";
    assert_eq!(
        legal(fen, RuleSet::original()),
        moves(&["9x3x7", "9x1=Q"], &[])
    );
}

/// Section 5, the Biy's privilege (Kurin: "White: Biy 40, Shatra 36; Black: Biy 10, Shatras
/// 20, 34: 1. 40x28 or 1. 40-47"): when only the Biy can capture, it may capture, stop after
/// any jump, or make a quiet move; the other men may not move.
#[test]
fn kurin_biy_privilege() {
    let fen = "3/3/3/k/7/2p4/7/2p1P2/1K5/7/1/3/3/3 w - - - - 0 1";
    let expected = moves(
        &[
            "40x28", "40x28x12", "40-32", "40-33", "40-39", "40-41", "40-46", "40-47", "40-48",
        ],
        &[],
    );
    assert_eq!(legal(fen, default()), expected);
    // Section 9, majority capture: the quiet Biy moves stay; only the longest capture stays.
    let rules = RuleSet {
        majority_capture: true,
        ..default()
    };
    let expected = moves(
        &[
            "40x28x12", "40-32", "40-33", "40-39", "40-41", "40-46", "40-47", "40-48",
        ],
        &[],
    );
    assert_eq!(legal(fen, rules), expected);
}

/// Section 5: when another man can capture, the Biy's quiet moves go, its partial captures stay.
#[test]
fn biy_privilege_with_forced_capture() {
    let fen = "3/3/3/k/7/2p4/4p2/2p1P2/1K5/7/1/3/3/3 w - - - - 0 1";
    assert_eq!(
        legal(fen, default()),
        moves(&["36x22", "40x28", "40x28x12", "40x28x30"], &[])
    );
    let rules = RuleSet {
        majority_capture: true,
        ..default()
    };
    assert_eq!(legal(fen, rules), moves(&["40x28x12", "40x28x30"], &[]));
}

/// Derzhanski ("White: Kd4, Ra5, p. c9; Black: Ka9, p. a8. White wins by 1. c9-b9!"): after the
/// sacrifice both Black men can capture and Black must.
#[test]
fn derzhanski_biy_must_capture_or_move() {
    let fen = "3/3/3/1/7/kP5/p6/7/7/R6/K/3/3/3 b - - - - 0 1";
    assert_eq!(legal(fen, default()), moves(&["25x13", "18x20"], &[]));
}

/// Section 5: a long-range capture must land where the chain continues; jumped men stay on the
/// board until the chain ends and are never jumped twice.
#[test]
fn long_range_landing_restriction() {
    // Tura a5 jumps a7: from a8 it could take c8, from a9 it could take c9, from a10 nothing.
    let fen = "k2/3/3/1/7/2p4/2p4/p6/7/R5K/1/3/3/3 w - - - - 0 1";
    let expected = moves(
        &[
            "46x25x28", "46x25x29", "46x25x30", "46x25x31", "46x18x21", "46x18x22", "46x18x23",
            "46x18x24",
        ],
        &[],
    );
    assert_eq!(legal(fen, default()), expected);
    // Section 9, nearest landing: only the nearest of the landings that continue.
    let rules = RuleSet {
        nearest_landing: true,
        ..default()
    };
    let expected = moves(&["46x25x28", "46x25x29", "46x25x30", "46x25x31"], &[]);
    assert_eq!(legal(fen, rules), expected);
}

/// Derzhanski ("White: Kd4, Qa5; Black: Kg10, pp. a6, a8, c10, e9, f9 … 1. Qa5:f10:a10:a5, the
/// turn ends there because e9 has been leapt over"): the chain that returns to its start square
/// (which counts as empty) is among the legal moves and stops because e9 blocks.
#[test]
fn derzhanski_batyr_returns_to_start() {
    let fen = "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1";
    let got = legal(fen, default());
    assert!(got.contains("46x16x11x32x46"), "{got:?}");
    assert_eq!(got.len(), 15, "{got:?}");
}

/// Section 5, en passant (Kurin: "White: Biy 53, Shatra 29; Black: Biy 10, Shatras 16, 31.
/// 1... 16-30 2. 29x17"), and the default reading that lets any adjacent Shatra take it.
#[test]
fn en_passant() {
    let mut game = Game::from_position(pos(
        "3/3/3/k/5p1/7/4P1p/7/7/7/K/3/3/3 b - - - - 0 1",
        default(),
    ));
    game.play_text("16-30").unwrap();
    assert_eq!(game.position().en_passant().map(|s| s.number()), Some(23));
    assert_eq!(
        game.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        vec!["29x17"]
    );

    // White Shatras on e8 and g9 after Black's 16-30.
    let fen = "3/3/3/k/7/6P/4Pp1/7/7/6K/1/3/3/3 w - 23 - - 0 2";
    assert_eq!(
        legal(fen, default()),
        moves(&["29x17", "29x31", "24x22", "24x36"], &[])
    );
    // Section 9, historical en passant: only from rank 8, diagonally forward.
    let rules = RuleSet {
        historical_en_passant: true,
        ..default()
    };
    assert_eq!(legal(fen, rules), moves(&["29x17", "29x31", "24x36"], &[]));
    // The right lasts one turn only.
    let p = pos(fen, default());
    assert!(
        p.after(&p.parse_move("29x17").unwrap())
            .en_passant()
            .is_none()
    );
}

/// Section 9, a Shatra on the enemy gate may decline: it gains the Biy's privilege, so the
/// side may move the Biy or the Shatra instead of capturing.
#[test]
fn option_gate_shatra_may_decline() {
    // White's Shatra on Black's gate (10) can take 8; White's Biy on 52 cannot capture.
    let fen = "3/3/1p1/P/7/6k/7/7/7/6K/1/3/3/3 w 8 - - - 0 1";
    assert_eq!(legal(fen, default()), moves(&["10x5"], &[]));
    let rules = RuleSet {
        gate_shatra_may_decline: true,
        ..default()
    };
    // The gate Shatra declines by moving itself: its quiet moves and drops are added, and the
    // Biy, which cannot capture, gets none (section 9: privileged men *that can capture*).
    let expected = moves(&["10x5", "10-7", "10-9"], &[(10, &range(11, 31, &[24]))]);
    assert_eq!(legal(fen, rules), expected);

    // Only the Biy can capture (52x38); the gate Shatra stands idle: the Biy's quiet moves only,
    // nothing of the Shatra's (as section 5 gives a Biy that cannot capture nothing).
    let biy_only = "3/3/3/P/7/6k/7/7/6p/6K/1/3/3/3 w - - - - 0 1";
    let expected = moves(&["52x38", "52-44", "52-51"], &[]);
    assert_eq!(legal(biy_only, rules), expected);
    assert_eq!(legal(biy_only, default()), expected);

    // Both can capture: each may decline, by its own quiet moves and drops.
    let both = "3/3/1p1/P/7/6k/7/7/6p/6K/1/3/3/3 w 8 - - - 0 1";
    let expected = moves(
        &["10x5", "52x38", "10-7", "10-9", "52-44", "52-51"],
        &[(10, &range(11, 31, &[24]))],
    );
    assert_eq!(legal(both, rules), expected);
    // Without the option the gate Shatra must capture, and so nothing but captures is legal.
    assert_eq!(legal(both, default()), moves(&["10x5", "52x38"], &[]));
}

// ---------------------------------------------------------------- section 7: the end

/// Section 7: no legal move loses; a position both won and drawn is won.
#[test]
fn no_legal_move_loses() {
    // White's Biy on a10 is hemmed in by men it cannot jump.
    let fen = "3/3/3/1/Kpp4/pp5/p1p4/7/7/6k/1/3/3/3 w - - - - 0 1";
    let p = pos(fen, default());
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::NoLegalMove
        })
    );
    let drawn_too = pos(&fen.replace(" 0 1", " 130 1"), default());
    assert_eq!(drawn_too.outcome().unwrap().reason, Reason::NoLegalMove);
}

/// Section 7: bare Biys, 120 plies, threefold repetition, agreement and resignation.
#[test]
fn draws_and_resignation() {
    let bare = pos("3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1", default());
    assert_eq!(
        bare.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::BareBiys
        })
    );

    let fen = "3/3/3/k/7/7/7/7/7/5RK/1/3/3/3 w - - - - 119 60";
    let p = pos(fen, default());
    assert_eq!(p.outcome(), None);
    let q = p.after(&p.parse_move("51-44").unwrap());
    assert_eq!(q.halfmoves(), 120);
    assert_eq!(
        q.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::PlyLimit
        })
    );

    let mut game = Game::from_position(pos(
        "3/3/3/k/7/7/7/7/7/5RK/1/3/3/3 w - - - - 0 1",
        default(),
    ));
    for m in [
        "51-44", "10-14", "44-51", "14-10", "51-44", "10-14", "44-51",
    ] {
        assert_eq!(game.outcome(), None);
        game.play_text(m).unwrap();
    }
    assert_eq!(
        game.outcome(),
        None,
        "the start position has occurred twice"
    );
    game.play_text("14-10").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::Threefold
        })
    );
    assert!(game.play_text("51-44").is_err());
    game.undo();
    assert_eq!(game.outcome(), None);

    game.resign(Color::White);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Resignation
        })
    );
    game.undo(); // takes back the resignation
    game.agree_draw();
    assert_eq!(game.outcome().unwrap().reason, Reason::Agreement);
}

/// Section 6: a Shatra that reaches its promotion rank mid-chain with no officer lost waits and
/// goes on with sideways jumps only (not diagonally over the Tura on 5).
#[test]
fn waiting_shatra_mid_chain_jumps_sideways_only() {
    let fen = "1q1/1rp/2P/1/k6/7/7/7/7/6K/1/BRB/1R1/1Q1 w 2,5-6,54-56,58,61 - - - 0 1";
    assert_eq!(legal(fen, default()), moves(&["9x3x1", "9x1x3"], &[]));
}

/// Section 5: the passed-over square may be jumped at any jump of a Shatra's chain on that turn.
#[test]
fn en_passant_mid_chain() {
    let fen = "3/3/3/1/k6/2Pp3/5p1/7/7/6K/1/3/3/3 w - 23 - - 0 2";
    assert_eq!(legal(fen, default()), moves(&["20x22x24", "20x22x38"], &[]));
    let rules = RuleSet {
        historical_en_passant: true,
        ..default()
    };
    assert_eq!(legal(fen, rules), moves(&["20x22x38"], &[]));
}

// ---------------------------------------------------------------- the Biy in danger

/// Section 5 ("a Biy may stand attacked; the game shows it"): the danger comes from the engine's
/// own capture generation. The Biy of the side that has just moved is in danger when the side to
/// move has a legal capture that takes it; the Biy of the side to move, when the other side would
/// have one if it were its turn.
#[test]
fn biy_in_danger_is_exact() {
    // Black's Shatra on 15 may jump White's Biy on 14 onto 13.
    let attacked = pos("3/3/3/1/3Kp2/6k/7/7/7/7/1/3/3/3 b - - - - 0 1", default());
    assert!(attacked.biy_in_danger(Color::White));
    assert!(!attacked.biy_in_danger(Color::Black));
    // The same with White to move: White's own Biy, were it Black's turn.
    let own = pos("3/3/3/1/3Kp2/6k/7/7/7/7/1/3/3/3 w - - - - 0 1", default());
    assert!(own.biy_in_danger(Color::White));
    assert!(!own.biy_in_danger(Color::Black));

    // Section 4: the Shatra on 21 would land on its own gate (10) behind the Biy: forbidden.
    let home = pos("3/3/3/1/3K3/3p2k/7/7/7/7/1/3/3/3 b - - - - 0 1", default());
    assert!(home.legal_moves().iter().all(|m| !m.is_capture()));
    assert!(!home.biy_in_danger(Color::White));

    // A jumped man stays until the chain ends and blocks the line: the Tura on 26 takes 28 and
    // lands on 29–31, but the way back to the Biy on 25 goes through 28.
    let blocked = pos("3/3/3/k/7/7/Kr1P3/7/7/7/1/3/3/3 b - - - - 0 1", default());
    assert_eq!(
        legal("3/3/3/k/7/7/Kr1P3/7/7/7/1/3/3/3 b - - - - 0 1", default()),
        moves(&["26x29", "26x30", "26x31"], &[])
    );
    assert!(!blocked.biy_in_danger(Color::White));
    // With the Biy on 38 instead, the chain's second jump takes it (26x31x45): in danger.
    let second = pos("3/3/3/k/7/7/1r1P3/6K/7/7/1/3/3/3 b - - - - 0 1", default());
    assert!(second.biy_in_danger(Color::White));
    // No Biy on the board: nothing to glow.
    let none = pos("3/3/3/k/7/7/1r1P3/7/7/7/1/3/3/3 b - - - - 0 1", default());
    assert!(!none.biy_in_danger(Color::White));
}

/// Section 5: which man each leg of a capture jumps (the game marks them as the chain is
/// entered): a long-range chain leg by leg, and en passant's prey, the double-stepped Shatra.
#[test]
fn jumps_of_a_capture_leg_by_leg() {
    let nums = |v: Vec<shatra_engine::Square>| v.iter().map(|s| s.number()).collect::<Vec<_>>();
    let p = pos(
        "3/3/3/1/2p3k/4pp1/p6/7/p6/Q6/K/3/3/3 w - - - - 0 1",
        default(),
    );
    let m = p.parse_move("46x16x11x32x46").unwrap();
    assert_eq!(nums(p.jumps_of(&m)), vec![22, 13, 25, 39]);
    let ep = pos("3/3/3/k/7/6P/4Pp1/7/7/6K/1/3/3/3 w - 23 - - 0 2", default());
    assert_eq!(
        nums(ep.jumps_of(&ep.parse_move("29x17").unwrap())),
        vec![30]
    );
    assert_eq!(
        nums(ep.jumps_of(&ep.parse_move("29x31").unwrap())),
        vec![30]
    );
    let quiet = Position::start(default());
    assert!(
        quiet
            .jumps_of(&quiet.parse_move("49-35").unwrap())
            .is_empty()
    );
}
