//! Every catalogue key the family's data can name, with the arguments its message reads: the
//! app's catalogues must hold each in every language (its i18n tests read this list).

use crate::explain::{CAPTIONS, GUIDE_LINES};
use crate::kind::GameKind;
use crate::lessons::lessons;
use crate::man::ManKind;
use crate::options::presets;
use crate::setup::SETUP_WORDS;
use crate::{End, GameOptions};

/// A key and the names of its message's arguments.
pub type Word = (String, Vec<&'static str>);

const ENDS: [End; 16] = [
    End::BiyCaptured,
    End::NoLegalMove,
    End::BareBiys,
    End::PlyLimit,
    End::TimeAgainstBareBiy,
    End::Mate,
    End::KnightMate,
    End::Niol,
    End::Robado,
    End::Stalemate,
    End::DeadPosition,
    End::HundredPlies,
    End::Repetition,
    End::Agreement,
    End::Resignation,
    End::Time,
];

/// Every key: the games' names (`game-<code>`, `game-<code>-tip`), the men (`man-<code>`),
/// the endings (`end-…`), the kinds of check (`check-…`) and the shak series mark, the
/// captions and the editor's set-up problems with their arguments, the Mongolian games' options with their tooltips and choices
/// and their presets, and each demonstration's title and text.
pub fn all() -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    let mut push = |k: String, args: &[&'static str]| out.push((k, args.to_vec()));
    for g in GameKind::ALL {
        push(format!("game-{}", g.code()), &[]);
        push(format!("game-{}-tip", g.code()), &[]);
    }
    for m in ManKind::ALL {
        push(format!("man-{}", m.code()), &[]);
    }
    for e in ENDS {
        push(e.key().to_string(), &[]);
    }
    for k in [
        "check-shak",
        "check-tuk",
        "check-tsod",
        "check-tuk-tsod",
        "mark-shak-series",
    ] {
        push(k.to_string(), &[]);
    }
    for (key, args) in CAPTIONS.into_iter().chain(SETUP_WORDS) {
        push(key.to_string(), args);
    }
    for key in GUIDE_LINES {
        push(key.to_string(), &[]);
    }
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        for spec in GameOptions::default_for(kind).specs() {
            push(spec.key.to_string(), &[]);
            push(format!("{}-tip", spec.key), &[]);
            for c in spec.choices {
                push(format!("{}-{c}", spec.key), &[]);
            }
        }
        for (key, _) in presets(kind) {
            push(key.to_string(), &[]);
            push(format!("{key}-tip"), &[]);
        }
        for l in lessons(kind) {
            push(l.key.to_string(), &[]);
            push(format!("{}-text", l.key), &[]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_kebab_case() {
        let all = all();
        let mut keys: Vec<&str> = all.iter().map(|(k, _)| k.as_str()).collect();
        keys.sort();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key is listed twice");
        for k in keys {
            assert!(
                k.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !k.ends_with('-'),
                "{k}"
            );
        }
    }
}
