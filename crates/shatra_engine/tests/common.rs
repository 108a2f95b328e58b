#![allow(dead_code)]
//! Helpers shared by the integration tests.

use std::collections::BTreeSet;

use shatra_engine::{Position, RuleSet};

pub fn pos(fen: &str, rules: RuleSet) -> Position {
    Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves of a position, in canonical notation.
pub fn legal(fen: &str, rules: RuleSet) -> BTreeSet<String> {
    let p = pos(fen, rules);
    let moves = p.legal_moves();
    let set: BTreeSet<String> = moves.iter().map(|m| m.to_string()).collect();
    assert_eq!(set.len(), moves.len(), "duplicate spellings in {moves:?}");
    set
}

/// Moves written out, plus drops of `from` onto every square of `to`.
pub fn moves(list: &[&str], drops: &[(u8, &[u8])]) -> BTreeSet<String> {
    let mut s: BTreeSet<String> = list.iter().map(|m| m.to_string()).collect();
    for (from, to) in drops {
        for t in *to {
            s.insert(format!("{from}-{t}"));
        }
    }
    s
}

/// Squares `a..=b` except those in `but`.
pub fn range(a: u8, b: u8, but: &[u8]) -> Vec<u8> {
    (a..=b).filter(|s| !but.contains(s)).collect()
}

pub fn default() -> RuleSet {
    RuleSet::default()
}
