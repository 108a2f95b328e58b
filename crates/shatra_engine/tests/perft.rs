//! Perft from the start positions (RULES.md sections 2–6 together).
//!
//! How these numbers were convinced right: depth 1 is listed move by move in the rules tests
//! (42 = 14 Shatra steps + 14 drops of the Yalkyn on 54 + 14 drops of the Biy); depth 2 is 42²
//! because no first move of either side can touch the other's men or squares; every rule has a
//! hand-built position with its full move list (tests/rules.rs); the property tests check that
//! each position has the same perft as its colour-flipped mirror and that each move is listed
//! once; and the counts are stable under the divide of every first move.

use shatra_engine::{Position, RuleSet, divide, perft};

#[test]
fn perft_default_start() {
    let p = Position::start(RuleSet::default());
    let expected = [1, 42, 1764, 62568, 2115508, 63941861];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, depth as u32), n, "depth {depth}");
    }
}

#[test]
fn perft_original_start() {
    let p = Position::start(RuleSet::original());
    let expected = [1, 33, 1089, 34293, 916913, 22999988];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, depth as u32), n, "depth {depth}");
    }
}

#[test]
fn divide_sums_to_perft() {
    let p = Position::start(RuleSet::default());
    let d = divide(&p, 3);
    assert_eq!(d.len(), 42);
    assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 62568);
}
