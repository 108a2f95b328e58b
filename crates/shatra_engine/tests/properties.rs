//! Property tests over random playouts (proptest), under random rule sets: every position met
//! prints and parses back, keeps its incremental hash equal to a fresh one, never has two men
//! on a square, lists each legal move once, reads every move's notation back, and has the same
//! perft as its colour-flipped mirror. No input string makes the parsers panic.

use proptest::prelude::*;
use shatra_engine::{Color, Game, Kind, Position, RuleSet, perft};

fn rules_from(bits: u8) -> RuleSet {
    RuleSet {
        original: bits & 1 != 0,
        no_great_road_drops: bits & 2 != 0,
        shatra_retreat: bits & 4 != 0,
        majority_capture: bits & 8 != 0,
        always_batyr: bits & 16 != 0,
        historical_en_passant: bits & 32 != 0,
        gate_shatra_may_decline: bits & 64 != 0,
        nearest_landing: bits & 128 != 0,
        ..RuleSet::default()
    }
}

/// A random game: `plies` moves chosen by a seeded generator.
fn playout(rules: RuleSet, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(rules);
    let mut x = seed | 1;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Avoid taking a Biy while another move exists, so that games run long and reach busy,
        // late positions (promotions, empty fortresses, waiting Shatras).
        let p = game.position();
        let safe = |m: &&shatra_engine::Move| {
            let q = p.after(m);
            m.captured() & p.kind_bb(Kind::Biy) == 0
                && q.legal_moves()
                    .iter()
                    .all(|r| r.captured() & q.kind_bb(Kind::Biy) == 0)
        };
        let keep: Vec<_> = moves.iter().filter(safe).collect();
        let m = if keep.is_empty() {
            moves[(x % moves.len() as u64) as usize]
        } else {
            *keep[(x % keep.len() as u64) as usize]
        };
        game.play(&m).unwrap();
    }
    game
}

fn check_position(p: &Position) {
    // Print / parse round trip.
    let back = Position::from_fen(&p.to_fen(), *p.rules()).unwrap_or_else(|e| panic!("{p}: {e}"));
    assert_eq!(&back, p);
    // Incremental hash = hash from scratch.
    assert_eq!(p.hash(), p.compute_hash(), "{p}");
    // No two men on a square; every man has exactly one kind.
    assert_eq!(p.men(Color::White) & p.men(Color::Black), 0);
    let mut kinds = 0u64;
    for k in Kind::ALL {
        assert_eq!(kinds & p.kind_bb(k), 0, "{p}");
        kinds |= p.kind_bb(k);
    }
    assert_eq!(kinds, p.occupied());
    // Each legal move once, and its notation reads back as itself.
    let moves = p.legal_moves();
    // The capture-only generator agrees with the full one.
    let mut caps = Vec::new();
    if let Some(forced) = p.legal_captures_into(&mut caps) {
        let full: Vec<_> = moves.iter().filter(|m| m.is_capture()).copied().collect();
        assert_eq!(caps, full, "{p}");
        if forced {
            // A man without the Biy's privilege can capture: nothing but captures is legal
            // (but the quiet moves of a lone capturer on a gate, under that option).
            assert!(!caps.is_empty(), "{p}");
            assert!(
                moves.iter().all(|m| m.is_capture())
                    || (p.rules().lone_gate_capturer_may_decline
                        && moves
                            .iter()
                            .filter(|m| !m.is_capture())
                            .all(|m| m.from() == caps[0].from())),
                "{p}"
            );
        } else {
            // Only privileged men capture (the Biy, or a Shatra on the enemy gate by option).
            for m in &caps {
                let k = p.piece_at(m.from()).unwrap().kind;
                assert!(k == Kind::Biy || k == Kind::Shatra, "{p}: {m}");
            }
        }
    }
    for (i, a) in moves.iter().enumerate() {
        for b in &moves[i + 1..] {
            assert!(!a.same_as(b), "{p}: {a} and {b}");
        }
        assert_eq!(p.parse_move(&a.to_string()).as_ref(), Ok(a), "{p}");
        // Copy-make: the position after the move is consistent too.
        let q = p.after(a);
        assert_eq!(q.hash(), q.compute_hash(), "{p} then {a}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    #[test]
    fn playouts_keep_positions_consistent(bits in any::<u8>(), seed in any::<u64>(), plies in 0usize..300) {
        let game = playout(rules_from(bits), seed, plies);
        prop_assert!(game.moves().len() == plies || game.outcome().is_some());
        for p in game.positions() {
            check_position(p);
        }
        // Undo all the way back restores every position exactly; redo replays them.
        let mut g = game.clone();
        for i in (0..game.moves().len()).rev() {
            g.undo();
            prop_assert_eq!(g.position(), &game.positions()[i]);
        }
        while g.redo().is_some() {}
        prop_assert_eq!(g.position(), game.position());
    }

    /// The same under shatrabase's two presets (README, "shatrabase's rules").
    #[test]
    fn playouts_under_shatrabase_s_rules_keep_positions_consistent(original in any::<bool>(), seed in any::<u64>(), plies in 0usize..300) {
        let rules = if original { RuleSet::shatrabase_original() } else { RuleSet::shatrabase() };
        let game = playout(rules, seed, plies);
        for p in game.positions() {
            check_position(p);
        }
    }

    #[test]
    fn perft_equals_mirror_perft(bits in any::<u8>(), seed in any::<u64>(), plies in 0usize..120) {
        let game = playout(rules_from(bits), seed, plies);
        let p = game.position();
        let m = p.mirrored();
        prop_assert_eq!(m.mirrored(), *p);
        prop_assert_eq!(perft(p, 2), perft(&m, 2), "{} vs {}", p, m);
    }

    #[test]
    fn position_parser_never_panics(s in "\\PC{0,80}") {
        let _ = Position::from_fen(&s, RuleSet::default());
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(s in "[kqrbpKQRBP0-9/]{10,60} [wb-] [0-9,-]{1,8} [0-9-]{1,3} [0-9,-]{1,5} [0-9<>,-]{1,5} [0-9]{1,3} [0-9]{1,3}") {
        let _ = Position::from_fen(&s, RuleSet::default());
    }

    #[test]
    fn move_parser_never_panics(s in "[0-9a-hx:=QRBK -]{0,30}", seed in any::<u64>(), plies in 0usize..60) {
        let game = playout(RuleSet::default(), seed, plies);
        let _ = game.position().parse_move(&s);
    }
}
