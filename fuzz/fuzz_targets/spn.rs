//! shatrabase's SPN: never a panic; a position read writes back to SPN that reads as the same
//! position; a position in the middle of a chain reads or is refused, never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shatra_engine::RuleSet;
use shatra_engine::spn::{from_spn, from_spn_in_chain, to_spn};

fuzz_target!(|text: &str| {
    let rules = RuleSet::default();
    if let Ok(p) = from_spn(text, rules) {
        let again = from_spn(&to_spn(&p), rules).expect("written SPN reads");
        assert_eq!(again, p, "round trip of {text:?}");
    }
    let _ = from_spn_in_chain(text, rules);
});
