//! Game records of every kind: Shatra's SGN (shatrabase's format) and shatar's and hiashatar's
//! PGN (the `Variant` tag), read into the dispatch enum and written from it.

use crate::any::AnyGame;
use crate::kind::GameKind;

/// A game read from a record, with its tag pairs.
#[derive(Clone, Debug)]
pub struct RecordGame {
    pub game: AnyGame,
    pub tags: Vec<(String, String)>,
}

/// Which game a file's records are of: a `Variant` tag naming shatar or hiashatar makes it a
/// PGN of those games; anything else is Shatra's SGN.
pub fn kind_of_file(text: &str) -> GameKind {
    for line in text.lines() {
        let l = line.trim();
        let Some(rest) = l.strip_prefix('[') else {
            continue;
        };
        let mut parts = rest.splitn(2, char::is_whitespace);
        if !parts
            .next()
            .is_some_and(|n| n.eq_ignore_ascii_case("variant"))
        {
            continue;
        }
        let value = parts.next().unwrap_or("").trim().trim_end_matches(']');
        let value = value.trim().trim_matches('"');
        if let Ok(k) = value.parse::<GameKind>()
            && k != GameKind::Shatra
        {
            return k;
        }
    }
    GameKind::Shatra
}

/// Reads every game of a file: each game, or what is wrong with it (its number, players, line
/// and reason, as each reader words it). Shatra's games are read under its default rules
/// unless a `Variant` tag names others.
pub fn read_file(text: &str) -> Vec<Result<RecordGame, String>> {
    match kind_of_file(text) {
        GameKind::Shatra => shatra_engine::sgn::read_file(text, shatra_engine::RuleSet::default())
            .into_iter()
            .map(|r| {
                r.map(|g| RecordGame {
                    game: g.game.into(),
                    tags: g.tags,
                })
                .map_err(|e| e.to_string())
            })
            .collect(),
        _ => mongol_engine::pgn::read_file(text)
            .into_iter()
            .map(|r| {
                r.map(|g| {
                    let mut game: AnyGame = g.game.into();
                    declare_from_tags(&mut game, &g.tags);
                    RecordGame { game, tags: g.tags }
                })
                .map_err(|e| e.to_string())
            })
            .collect(),
    }
}

/// A result the record gives that the moves do not reach by the rules was declared: a
/// resignation (or, with the `Termination` tag `time forfeit`, a flag) for a win, an agreement
/// for a draw.
fn declare_from_tags(game: &mut AnyGame, tags: &[(String, String)]) {
    use crate::{FamilyGame, Side};
    if game.ending().is_some() {
        return;
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
    };
    let on_time = tag("Termination").is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
    let loser = match tag("Result") {
        Some("1-0") => Side::Black,
        Some("0-1") => Side::White,
        Some("1/2-1/2") => {
            game.agree_draw();
            return;
        }
        _ => return,
    };
    if on_time {
        game.flag(loser);
    } else {
        game.resign(loser);
    }
}

/// The tags that keep a declared ending in a PGN record (its result and, for time, the
/// `Termination`).
pub(crate) fn declared_tags(ending: Option<crate::Ending>) -> Vec<(String, String)> {
    let Some(e) = ending else {
        return Vec::new();
    };
    let result = match e.winner {
        Some(crate::Side::White) => "1-0",
        Some(crate::Side::Black) => "0-1",
        None => "1/2-1/2",
    };
    let mut tags = vec![("Result".to_string(), result.to_string())];
    if e.end == crate::End::Time {
        tags.push(("Termination".to_string(), "time forfeit".to_string()));
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FamilyGame, GameOptions};

    #[test]
    fn each_kind_of_record_reads_back_as_its_game() {
        for kind in GameKind::ALL {
            let mut g = AnyGame::new(&GameOptions::default_for(kind));
            for i in [0, 3, 1, 2] {
                g.play(i.min(g.legal_moves().len() - 1)).unwrap();
            }
            let text = g.record();
            assert_eq!(kind_of_file(&text), kind, "{text}");
            let read = read_file(&text);
            assert_eq!(read.len(), 1);
            let r = read.into_iter().next().unwrap().unwrap();
            assert_eq!(r.game.kind(), kind);
            assert_eq!(r.game.move_texts(), g.move_texts());
        }
    }

    #[test]
    fn a_declared_result_is_kept_in_the_record_and_read_back() {
        use crate::{End, Side};
        for kind in [GameKind::Shatar, GameKind::Hiashatar] {
            for (declare, end, winner) in [
                (0, End::Resignation, Some(Side::Black)),
                (1, End::Agreement, None),
                (2, End::Time, Some(Side::White)),
            ] {
                let mut g = AnyGame::new(&GameOptions::default_for(kind));
                g.play(0).unwrap();
                match declare {
                    0 => g.resign(Side::White),
                    1 => g.agree_draw(),
                    _ => g.flag(Side::Black),
                }
                let text = g.record();
                let back = read_file(&text).remove(0).unwrap().game;
                let e = back.ending().map(|e| (e.end, e.winner));
                assert_eq!(e, Some((end, winner)), "{kind}: {text}");
                assert_eq!(back.move_texts(), g.move_texts());
            }
        }
    }

    #[test]
    fn tags_given_are_written_and_read_back() {
        for kind in GameKind::ALL {
            let mut g = AnyGame::new(&GameOptions::default_for(kind));
            g.play(0).unwrap();
            let tags = vec![
                ("White".to_string(), "Ana".to_string()),
                ("Name".to_string(), "A short one".to_string()),
            ];
            let text = g.record_with_tags(&tags);
            let r = read_file(&text).remove(0).unwrap();
            for (k, v) in &tags {
                assert!(
                    r.tags.iter().any(|(a, b)| a == k && b == v),
                    "{kind}: {k} in {text}"
                );
            }
            assert_eq!(r.game.move_texts(), g.move_texts());
        }
    }

    #[test]
    fn a_damaged_record_says_what_is_wrong() {
        let bad = "[Variant \"Shatar\"]\n\n1. Zz9 *\n";
        let read = read_file(bad);
        let e = read[0].as_ref().unwrap_err();
        assert!(e.contains("Zz9"), "{e}");
        assert_eq!(kind_of_file("[variant shatar]"), GameKind::Shatar);
        assert_eq!(kind_of_file("[Variant \"Extended\"]"), GameKind::Shatra);
        assert!(
            read_file("").iter().all(|r| r.is_err()),
            "an empty file holds no game"
        );
    }
}
