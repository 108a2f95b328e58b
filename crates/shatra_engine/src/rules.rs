//! The rule options of RULES.md section 9, as one value.

use serde::{Deserialize, Serialize};

/// Which reading of the rules a game plays. `RuleSet::default()` is the default rule set of
/// RULES.md; every field is one option of section 9, off by default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleSet {
    /// The Original game (1979): Biy and 23 Shatras a side, Shatras move forward, diagonally
    /// forward or sideways everywhere (no double step, no en passant), and promote to Batyr
    /// only where the move ends.
    pub original: bool,
    /// No drop may land on file d (Pritchard).
    pub no_great_road_drops: bool,
    /// Past the ditch a Shatra may also step backwards and diagonally backwards (quiet moves).
    pub shatra_retreat: bool,
    /// Only the captures that take the most men are legal.
    pub majority_capture: bool,
    /// A Shatra always promotes to Batyr, so no Shatra ever waits.
    pub always_batyr: bool,
    /// En passant only from the enemy's ditch rank, diagonally forward (Kurin, Derzhanski).
    pub historical_en_passant: bool,
    /// A Shatra whose move starts on the enemy gate has the Biy's privilege (Kurin, Derzhanski).
    pub gate_shatra_may_decline: bool,
    /// A long-range capturer whose chain can continue lands on the nearest such square (Derzhanski).
    pub nearest_landing: bool,
}

impl RuleSet {
    /// The Original game of the 1979 Altai rules (section 9, first row).
    pub fn original() -> RuleSet {
        RuleSet {
            original: true,
            ..RuleSet::default()
        }
    }

    /// Whether Shatras may double-step (and so be taken en passant).
    pub fn double_step(&self) -> bool {
        !self.original
    }

    /// Whether a Shatra that reaches its promotion squares may have to wait there.
    pub fn shatras_wait(&self) -> bool {
        !self.original && !self.always_batyr
    }

    /// The start position of this rule set, in the position format of section 8.
    pub fn start_fen(&self) -> &'static str {
        if self.original {
            "ppp/ppp/ppp/k/ppppppp/ppppppp/7/7/PPPPPPP/PPPPPPP/K/PPP/PPP/PPP w 1-10,53-62 - - - 0 1"
        } else {
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - - - 0 1"
        }
    }

    /// Short human description of the options that are on ("default rules" if none).
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.original {
            parts.push("Original game");
        }
        let flags = [
            (self.no_great_road_drops, "no drops on the great road"),
            (self.shatra_retreat, "Shatra retreats past the ditch"),
            (self.majority_capture, "majority capture"),
            (self.always_batyr, "always promote to Batyr"),
            (self.historical_en_passant, "historical en passant"),
            (
                self.gate_shatra_may_decline,
                "Shatra on the enemy gate may decline",
            ),
            (self.nearest_landing, "nearest landing"),
        ];
        parts.extend(flags.iter().filter(|f| f.0).map(|f| f.1));
        if parts.is_empty() {
            "default rules".to_string()
        } else {
            parts.join(", ")
        }
    }
}

/// The rule options as command-line flags (`--original`, `--majority-capture`, …), shared by
/// `shatra-cli` and the game.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct RuleFlags {
    /// The Original game of 1979 (Biy and 23 Shatras a side)
    #[arg(long, global = true)]
    pub original: bool,
    /// No drop may land on the great road (file d)
    #[arg(long, global = true)]
    pub no_great_road_drops: bool,
    /// Past the ditch a Shatra may also step backwards
    #[arg(long, global = true)]
    pub shatra_retreat: bool,
    /// Only the captures that take the most men are legal
    #[arg(long, global = true)]
    pub majority_capture: bool,
    /// A Shatra always promotes to Batyr
    #[arg(long, global = true)]
    pub always_batyr: bool,
    /// En passant only from the enemy's ditch rank, diagonally forward
    #[arg(long, global = true)]
    pub historical_en_passant: bool,
    /// A Shatra on the enemy gate has the Biy's privilege
    #[arg(long, global = true)]
    pub gate_shatra_may_decline: bool,
    /// A long-range capturer that can continue lands on the nearest such square
    #[arg(long, global = true)]
    pub nearest_landing: bool,
}

impl RuleFlags {
    pub fn rules(&self) -> RuleSet {
        RuleSet {
            original: self.original,
            no_great_road_drops: self.no_great_road_drops,
            shatra_retreat: self.shatra_retreat,
            majority_capture: self.majority_capture,
            always_batyr: self.always_batyr,
            historical_en_passant: self.historical_en_passant,
            gate_shatra_may_decline: self.gate_shatra_may_decline,
            nearest_landing: self.nearest_landing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // RULES.md section 9: defaults are the default rule set; every option round-trips through RON.
    #[test]
    fn ron_round_trip_and_defaults() {
        assert_eq!(RuleSet::default().describe(), "default rules");
        let all = RuleSet {
            original: true,
            no_great_road_drops: true,
            shatra_retreat: true,
            majority_capture: true,
            always_batyr: true,
            historical_en_passant: true,
            gate_shatra_may_decline: true,
            nearest_landing: true,
        };
        let text = ron::to_string(&all).unwrap();
        assert_eq!(ron::from_str::<RuleSet>(&text).unwrap(), all);
        // Missing fields take their defaults, so older settings files still load.
        let partial: RuleSet = ron::from_str("(majority_capture: true)").unwrap();
        assert_eq!(
            partial,
            RuleSet {
                majority_capture: true,
                ..RuleSet::default()
            }
        );
        assert!(ron::from_str::<RuleSet>("(majority_capture: 3)").is_err());
    }
}
