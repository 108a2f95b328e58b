//! Each game's options as data, for the new-game dialog and the settings: what can be chosen
//! (a toggle or one of several), under which catalogue key, and a text form that reads back.
//! Shatra's keys are the app's (`rule-…`, RULES.md §9); shatar's and hiashatar's follow
//! RULES-MONGOLIAN.md §1.4 and §2.5.

use mongol_engine::{hiashatar, shatar};
use shatra_engine::RuleSet;

use crate::any::GameOptions;
use crate::kind::GameKind;

/// One option of a game: its catalogue key (its tooltip is `<key>-tip`), and the keys of its
/// choices (`<key>-<choice>`), or none for an on/off toggle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub choices: &'static [&'static str],
}

impl OptionSpec {
    const fn toggle(key: &'static str) -> OptionSpec {
        OptionSpec { key, choices: &[] }
    }

    /// How many values it takes (2 for a toggle).
    pub fn values(&self) -> usize {
        if self.choices.is_empty() {
            2
        } else {
            self.choices.len()
        }
    }
}

const SHATRA: [OptionSpec; 8] = [
    OptionSpec::toggle("rule-original"),
    OptionSpec::toggle("rule-no-great-road-drops"),
    OptionSpec::toggle("rule-shatra-retreat"),
    OptionSpec::toggle("rule-majority-capture"),
    OptionSpec::toggle("rule-always-batyr"),
    OptionSpec::toggle("rule-historical-en-passant"),
    OptionSpec::toggle("rule-gate-shatra-may-decline"),
    OptionSpec::toggle("rule-nearest-landing"),
];

const SHATAR: [OptionSpec; 5] = [
    OptionSpec {
        key: "option-shatar-start",
        choices: &["queens-pawn", "kings-pawn", "bers-beside-king"],
    },
    OptionSpec {
        key: "option-shatar-knight-mate",
        choices: &["loses", "illegal", "wins"],
    },
    OptionSpec::toggle("option-shatar-bishop-three-squares"),
    OptionSpec::toggle("option-shatar-stalemate-loses"),
    OptionSpec::toggle("option-shatar-modern"),
];

const HIASHATAR: [OptionSpec; 7] = [
    OptionSpec::toggle("option-hia-queens-to-the-right"),
    OptionSpec::toggle("option-hia-captures-diagonally-only"),
    OptionSpec::toggle("option-hia-zone-brakes-both-sides"),
    OptionSpec::toggle("option-hia-zone-brakes-only-passing"),
    OptionSpec::toggle("option-hia-en-passant-any-passed"),
    OptionSpec::toggle("option-hia-promotion-to-any"),
    OptionSpec::toggle("option-hia-checks-adjacent-only"),
];

/// A preset of a game: its catalogue key and its options.
pub fn presets(kind: GameKind) -> Vec<(&'static str, GameOptions)> {
    match kind {
        GameKind::Shatra => vec![
            (
                "rules-shatrabase",
                GameOptions::Shatra(RuleSet::shatrabase()),
            ),
            (
                "rules-shatrabase-original",
                GameOptions::Shatra(RuleSet::shatrabase_original()),
            ),
        ],
        GameKind::Shatar => Vec::new(),
        GameKind::Hiashatar => vec![
            (
                "preset-hia-vivanto",
                GameOptions::Hiashatar(hiashatar::Options::vivanto()),
            ),
            (
                "preset-hia-dagaz",
                GameOptions::Hiashatar(hiashatar::Options::dagaz()),
            ),
        ],
    }
}

/// What went wrong reading options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option of this game has the key.
    Unknown { game: GameKind, key: String },
    /// The value is out of the option's range.
    Value {
        key: &'static str,
        value: usize,
        values: usize,
    },
    /// A word of the text form that is not `key` or `key=choice`.
    Word(String),
}

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionError::Unknown { game, key } => write!(f, "{game} has no option '{key}'"),
            OptionError::Value { key, value, values } => {
                write!(f, "option '{key}' takes 0 to {}, not {value}", values - 1)
            }
            OptionError::Word(w) => write!(f, "'{w}' is not an option: use key or key=choice"),
        }
    }
}

impl std::error::Error for OptionError {}

impl GameOptions {
    /// The options of this game, in the dialog's order.
    pub fn specs(&self) -> &'static [OptionSpec] {
        match self.kind() {
            GameKind::Shatra => &SHATRA,
            GameKind::Shatar => &SHATAR,
            GameKind::Hiashatar => &HIASHATAR,
        }
    }

    fn spec(&self, key: &str) -> Result<&'static OptionSpec, OptionError> {
        self.specs()
            .iter()
            .find(|s| s.key == key)
            .ok_or_else(|| OptionError::Unknown {
                game: self.kind(),
                key: key.to_string(),
            })
    }

    /// The field of the on/off option `key`, if it is one.
    fn toggle(&mut self, key: &str) -> Option<&mut bool> {
        Some(match self {
            GameOptions::Shatra(r) => match key {
                "rule-original" => &mut r.original,
                "rule-no-great-road-drops" => &mut r.no_great_road_drops,
                "rule-shatra-retreat" => &mut r.shatra_retreat,
                "rule-majority-capture" => &mut r.majority_capture,
                "rule-always-batyr" => &mut r.always_batyr,
                "rule-historical-en-passant" => &mut r.historical_en_passant,
                "rule-gate-shatra-may-decline" => &mut r.gate_shatra_may_decline,
                "rule-nearest-landing" => &mut r.nearest_landing,
                _ => return None,
            },
            GameOptions::Shatar(o) => match key {
                "option-shatar-bishop-three-squares" => &mut o.bishop_three_squares,
                "option-shatar-stalemate-loses" => &mut o.stalemate_loses,
                "option-shatar-modern" => &mut o.modern,
                _ => return None,
            },
            GameOptions::Hiashatar(o) => match key {
                "option-hia-queens-to-the-right" => &mut o.queens_to_the_right,
                "option-hia-captures-diagonally-only" => &mut o.hia_captures_diagonally_only,
                "option-hia-zone-brakes-both-sides" => &mut o.zone_brakes_both_sides,
                "option-hia-zone-brakes-only-passing" => &mut o.zone_brakes_only_passing,
                "option-hia-en-passant-any-passed" => &mut o.en_passant_any_passed,
                "option-hia-promotion-to-any" => &mut o.promotion_to_any,
                "option-hia-checks-adjacent-only" => &mut o.hia_checks_adjacent_only,
                _ => return None,
            },
        })
    }

    /// The value of option `key`: 0 or 1 for a toggle, the choice's index otherwise.
    pub fn get(&self, key: &str) -> Result<usize, OptionError> {
        self.spec(key)?;
        if let GameOptions::Shatar(o) = self {
            match key {
                "option-shatar-start" => return Ok(o.start as usize),
                "option-shatar-knight-mate" => return Ok(o.knight_mate as usize),
                _ => {}
            }
        }
        // The options are small `Copy` values: read the toggle through a copy.
        let mut copy = self.clone();
        Ok(copy.toggle(key).map_or(0, |b| *b as usize))
    }

    /// Sets option `key` to `value` (see [`GameOptions::get`]).
    pub fn set(&mut self, key: &str, value: usize) -> Result<(), OptionError> {
        let spec = self.spec(key)?;
        if value >= spec.values() {
            return Err(OptionError::Value {
                key: spec.key,
                value,
                values: spec.values(),
            });
        }
        if let GameOptions::Shatar(o) = self {
            match key {
                "option-shatar-start" => {
                    o.start = [
                        shatar::Start::QueensPawn,
                        shatar::Start::KingsPawn,
                        shatar::Start::BersBesideKing,
                    ][value];
                    return Ok(());
                }
                "option-shatar-knight-mate" => {
                    o.knight_mate = [
                        shatar::KnightMate::Loses,
                        shatar::KnightMate::Illegal,
                        shatar::KnightMate::Wins,
                    ][value];
                    return Ok(());
                }
                _ => {}
            }
        }
        if let Some(field) = self.toggle(key) {
            *field = value == 1;
        }
        Ok(())
    }

    /// The text form the settings keep: the game's code, the preset it is built on if any
    /// (`preset=<key>`: Shatra's shatrabase presets hold rules the dialog does not list), then
    /// each option that is not at that base's value, as `key` (a toggle on), `key=off` or
    /// `key=choice`.
    pub fn to_text(&self) -> String {
        let mut default = GameOptions::default_for(self.kind());
        let mut words = vec![self.kind().code().to_string()];
        if !self.is_dialog_of(&default)
            && let Some((name, p)) = presets(self.kind())
                .into_iter()
                .find(|(_, p)| self.is_dialog_of(p))
        {
            words.push(format!("preset={name}"));
            default = p;
        }
        for spec in self.specs() {
            let v = self.get(spec.key).expect("its own key");
            if v == default.get(spec.key).expect("its own key") {
                continue;
            }
            words.push(match spec.choices {
                [] if v == 1 => spec.key.to_string(),
                [] => format!("{}=off", spec.key),
                choices => format!("{}={}", spec.key, choices[v]),
            });
        }
        words.join(" ")
    }

    /// Whether `self` is `base` with only the dialog's options changed.
    fn is_dialog_of(&self, base: &GameOptions) -> bool {
        let mut t = base.clone();
        for spec in self.specs() {
            if t.set(spec.key, self.get(spec.key).expect("its own key"))
                .is_err()
            {
                return false;
            }
        }
        t == *self
    }

    /// Reads [`GameOptions::to_text`]'s form; what is wrong is named.
    pub fn from_text(text: &str) -> Result<GameOptions, Box<dyn std::error::Error>> {
        let mut words = text.split_whitespace();
        let kind: GameKind = words.next().unwrap_or("").parse()?;
        let mut options = GameOptions::default_for(kind);
        for w in words {
            let (key, value) = w.split_once('=').unwrap_or((w, "on"));
            if key == "preset" {
                options = presets(kind)
                    .into_iter()
                    .find(|(name, _)| *name == value)
                    .map(|(_, p)| p)
                    .ok_or_else(|| OptionError::Word(w.to_string()))?;
                continue;
            }
            let spec = options.spec(key)?;
            let v = match (spec.choices, value) {
                ([], "on") => 1,
                ([], "off") => 0,
                (choices, c) => choices
                    .iter()
                    .position(|x| *x == c)
                    .ok_or_else(|| OptionError::Word(w.to_string()))?,
            };
            options.set(spec.key, v)?;
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AnyGame, FamilyGame};

    fn all_variants(kind: GameKind) -> Vec<GameOptions> {
        // Each option at each value, one at a time, and every preset.
        let mut out = vec![GameOptions::default_for(kind)];
        let base = GameOptions::default_for(kind);
        for spec in base.specs() {
            for v in 0..spec.values() {
                let mut o = base.clone();
                o.set(spec.key, v).unwrap();
                assert_eq!(o.get(spec.key).unwrap(), v, "{}", spec.key);
                out.push(o);
            }
        }
        out.extend(presets(kind).into_iter().map(|(_, o)| o));
        out
    }

    #[test]
    fn every_option_reads_back_through_its_text() {
        for kind in GameKind::ALL {
            for o in all_variants(kind) {
                let text = o.to_text();
                let back = GameOptions::from_text(&text).unwrap();
                assert_eq!(back, o, "{text}");
            }
        }
        assert_eq!(
            GameOptions::default_for(GameKind::Shatar).to_text(),
            "shatar"
        );
    }

    #[test]
    fn every_option_changes_its_game() {
        // RULES-MONGOLIAN.md §1.4, §2.5 (and RULES.md §9): each option at a value off its
        // default plays differently from the default somewhere within a few random games, or
        // starts elsewhere. Checked by the legal-move lists of seeded random games.
        for kind in [GameKind::Shatar, GameKind::Hiashatar] {
            let base = GameOptions::default_for(kind);
            for spec in base.specs() {
                for v in (0..spec.values()).filter(|&v| v != base.get(spec.key).unwrap()) {
                    let mut o = base.clone();
                    o.set(spec.key, v).unwrap();
                    assert!(
                        differs(&base, &o),
                        "{} = {v} changed nothing in 40 random games",
                        spec.key
                    );
                }
            }
        }
    }

    /// Positions where the options random games seldom reach show: a knight's mate (§1.3,
    /// §1.4) and a stalemate (§1.4).
    const PROBES: [&str; 2] = [
        "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1",
        "7k/5J2/6K1/8/8/p7/P7/8 b - - 0 1",
    ];

    fn differs(a: &GameOptions, b: &GameOptions) -> bool {
        if a.kind() == GameKind::Shatar {
            for fen in PROBES {
                let (ga, gb) = (
                    AnyGame::from_position(a, fen).unwrap(),
                    AnyGame::from_position(b, fen).unwrap(),
                );
                let (ma, mb) = (ga.legal_moves(), gb.legal_moves());
                if ma != mb || ga.ending() != gb.ending() {
                    return true;
                }
                for i in 0..ma.len() {
                    let (mut xa, mut xb) = (ga.clone(), gb.clone());
                    xa.play(i).unwrap();
                    xb.play(i).unwrap();
                    if xa.ending() != xb.ending() {
                        return true;
                    }
                }
            }
        }
        let mut seed = 1u64;
        for _ in 0..40 {
            let mut ga = AnyGame::new(a);
            let mut gb = AnyGame::new(b);
            for _ in 0..200 {
                let (ma, mb) = (ga.legal_moves(), gb.legal_moves());
                if ma != mb
                    || ga.ending() != gb.ending()
                    || ga.position_text() != gb.position_text()
                {
                    return true;
                }
                if ma.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let i = (seed >> 33) as usize % ma.len();
                ga.play(i).unwrap();
                gb.play(i).unwrap();
            }
        }
        false
    }

    #[test]
    fn bad_options_are_named() {
        let mut o = GameOptions::default_for(GameKind::Shatar);
        let e = o.set("rule-original", 1).unwrap_err().to_string();
        assert!(e.contains("shatar") && e.contains("rule-original"), "{e}");
        let e = o.set("option-shatar-start", 3).unwrap_err().to_string();
        assert!(e.contains("0 to 2") && e.contains('3'), "{e}");
        for bad in [
            "",
            "chess",
            "shatar option-shatar-start=sideways",
            "hiashatar nope",
        ] {
            assert!(GameOptions::from_text(bad).is_err(), "{bad}");
        }
        let e = GameOptions::from_text("shatar option-shatar-start=sideways").unwrap_err();
        assert!(e.to_string().contains("sideways"), "{e}");
    }
}
