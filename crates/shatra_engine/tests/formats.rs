//! RULES.md section 8: the position string and move notation, printing, reading, and the
//! errors that name what is wrong. Also the game record's RON form (section 7).

mod common;

use common::*;
use shatra_engine::{Game, GameError, MoveError, Position, RuleSet};

const START: &str = "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - - - 0 1";

#[test]
fn start_position_string() {
    assert_eq!(Position::start(default()).to_fen(), START);
    assert_eq!(pos("startpos", default()).to_fen(), START);
    let original = Position::start(RuleSet::original()).to_fen();
    assert_eq!(
        original,
        "ppp/ppp/ppp/k/ppppppp/ppppppp/7/7/PPPPPPP/PPPPPPP/K/PPP/PPP/PPP w 1-10,53-62 - - - 0 1"
    );
}

/// Every field round-trips, ranges of two included (`56-57`).
#[test]
fn all_fields_round_trip() {
    let fen = "3/3/3/k/7/7/7/7/7/5pK/1/B2/2P/3 w 54,59 - 59 - 0 1";
    assert_eq!(pos(fen, default()).to_fen(), fen);
    let fen = "3/3/3/k/7/6P/4Pp1/7/7/6K/1/3/3/3 w - 23 - - 0 2";
    assert_eq!(pos(fen, default()).to_fen(), fen);
    let fen = "3/3/3/k/7/4P2/7/7/7/6K/1/2B/B2/3 b 56-57 - - 22> 3 17";
    assert_eq!(pos(fen, default()).to_fen(), fen);
    // Reserve squares may be written in any order on input; they print ascending, with ranges.
    let p = pos(
        "3/3/3/k/7/7/7/7/7/6K/1/BBB/3/3 w 56,54,55 - - - 0 1",
        default(),
    );
    assert!(p.to_fen().contains(" 54-56 "));
}

/// Bad position strings give an error that names the field and the problem; none panics.
#[test]
fn position_errors_name_the_field() {
    let cases = [
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 63 - - - 0 1",
            "field 3 (reserve): square 63 is not on the board",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 20 - - - 0 1",
            "field 3 (reserve): square 20 is empty",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 x - - - - 0 1",
            "field 2 (side to move): 'x' is not w or b",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3 w - - - - 0 1",
            "field 1 (men): expected 14 ranks",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K1/1/3/3/3 w - - - - 0 1",
            "field 1 (men): rank 5 has 7 playable squares, the text describes 8",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6X/1/3/3/3 w - - - - 0 1",
            "field 1 (men): rank 5: 'X' is not a man",
        ),
        (
            "3/3/3/k/7/7/7/7/7/5KK/1/3/3/3 w - - - - 0 1",
            "field 1 (men): White has more than one Biy",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1",
            "field 4 (en passant): square 30 was not just passed over",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - 52 - 0 1",
            "field 5 (drop obligations): square 52 does not hold an initial-reserve man",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 52< 0 1",
            "field 6 (sideways restrictions): no Shatra stands on 52",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - x 1",
            "field 7 (counters): 'x' is not a number of plies",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 0",
            "field 7 (counters): '0' is not a move number",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/P2 w - - - - 0 1",
            "the White Shatra on 60 stands at home but is not initial reserve",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0",
            "expected 7 fields",
        ),
        (
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3  w - - - - 0 1",
            "single spaces",
        ),
        ("", "it is empty"),
    ];
    for (fen, want) in cases {
        let err = Position::from_fen(fen, default())
            .expect_err(fen)
            .to_string();
        assert!(err.contains(want), "{fen}\n  got:  {err}\n  want: {want}");
    }
}

/// Section 8: canonical notation in, canonical notation out; algebraic squares and `:` are
/// accepted on input; errors say what is wrong.
#[test]
fn move_notation() {
    let p = Position::start(default());
    assert_eq!(p.parse_move("46-32").unwrap().to_string(), "46-32");
    assert_eq!(p.parse_move("a5-a7").unwrap().to_string(), "46-32");
    assert_eq!(p.parse_move(" 54-38 ").unwrap().to_string(), "54-38");
    let cases: [(&str, &str); 9] = [
        ("", "is not a move: it is empty"),
        ("46", "is not a move: a move needs a destination"),
        ("46-", "a square is missing"),
        ("46-99", "square 99 is not on the board"),
        ("c4-c5", "fortress wall"),
        ("46-32=K", "is not a promotion"),
        ("32-25", "square 32 is empty"),
        ("14-28", "the man on 14 is Black's and it is White's turn"),
        ("46x32", "has no capture"),
    ];
    for (text, want) in cases {
        let err = p.parse_move(text).expect_err(text).to_string();
        assert!(
            err.contains(want),
            "{text:?}\n  got:  {err}\n  want: {want}"
        );
    }
    assert!(matches!(
        p.parse_move("55-42"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(
        p.parse_move("55-42")
            .unwrap_err()
            .to_string()
            .contains("not next in the drop order")
    );
}

/// Section 8: different spellings of one capture are one move; any of them is accepted and the
/// move list holds it once.
#[test]
fn capture_spellings() {
    // The White Biy on c5 can run round the four Black Shatras on b6, d6, b8 and d8 either
    // way: two spellings that take the same men and end on the same square.
    let fen = "3/3/3/1/7/k6/1p1p3/7/1p1p3/2K4/1/3/3/3 w - - - - 0 1";
    let p = pos(fen, default());
    let legal = p.legal_moves();
    // 48 → 34 over 41? Build the set and check that no two legal moves are the same move.
    for (i, a) in legal.iter().enumerate() {
        for b in &legal[i + 1..] {
            assert!(!a.same_as(b), "{a} and {b} are the same move");
        }
    }
    // Every spelling of every capture parses back to the canonical one.
    for m in &legal {
        assert_eq!(p.parse_move(&m.to_string()).unwrap(), *m);
    }
    let long = legal.iter().max_by_key(|m| m.capture_count()).unwrap();
    assert_eq!(long.capture_count(), 4, "{legal:?}");
    // The square loop can be run either way round: both spellings are this one move.
    let other_way: Vec<String> = {
        let mut l: Vec<String> = long.landings().iter().map(|s| s.to_string()).collect();
        let last = l.pop().unwrap();
        l.reverse();
        l.push(last);
        l
    };
    let text = format!("{}x{}", long.from(), other_way.join("x"));
    assert_eq!(p.parse_move(&text).unwrap(), *long, "{text}");
}

#[test]
fn game_record_ron_round_trip() {
    let mut game = Game::new(default());
    game.tags.insert("White".into(), "Aruna".into());
    game.tags.insert("Event".into(), "Festival".into());
    for m in ["49-35", "14-28", "35x21", "13x29", "54-40"] {
        game.play_text(m).unwrap();
    }
    let text = game.to_ron();
    let back = Game::from_ron(&text).unwrap();
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.position(), game.position());
    assert_eq!(back.tags, game.tags);
    assert_eq!(back.move_text(), "1. 49-35 14-28 2. 35x21 13x29 3. 54-40");

    // Undo and redo walk the history.
    let mut g = back.clone();
    let last = g.undo().unwrap();
    assert_eq!(g.position(), &game.positions()[4]);
    assert_eq!(g.redo(), Some(last));
    assert_eq!(g.position(), game.position());

    // A damaged record names the problem.
    let bad = text.replace("\"54-40\"", "\"54-99\"");
    let err = Game::from_ron(&bad).unwrap_err();
    assert!(matches!(err, GameError::Move { ply: 5, .. }), "{err}");
    assert!(
        err.to_string().contains("square 99 is not on the board"),
        "{err}"
    );
    assert!(matches!(
        Game::from_ron("(rules: ())"),
        Err(GameError::Format(_))
    ));
    assert!(Game::from_ron("not ron at all").is_err());
    let bad_start = text.replace(START, "junk");
    assert!(
        Game::from_ron(&bad_start)
            .unwrap_err()
            .to_string()
            .starts_with("start position:")
    );
}

/// Saving never destroys the old file: it is replaced whole by a rename.
#[test]
fn save_and_load() {
    // Removed when dropped, even when an assertion fails.
    let tmp = tempfile::Builder::new()
        .prefix("shatra-test-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    let path = dir.join("game.ron");
    let mut game = Game::new(default());
    game.play_text("46-32").unwrap();
    game.save(&path).unwrap();
    let loaded = Game::load(&path).unwrap();
    assert_eq!(loaded.moves(), game.moves());
    // A save into a folder that does not exist fails and leaves nothing behind.
    assert!(game.save(&dir.join("missing/game.ron")).is_err());
    let leftovers: Vec<_> = std::fs::read_dir(dir).unwrap().collect();
    assert_eq!(leftovers.len(), 1);
    tmp.close().unwrap();
}

/// Match clocks: a move adds the mover's increment; the clock is saved with the game and comes
/// back as it was (the replayed moves do not add their increments twice); a flag that falls
/// loses, except against a bare Biy, which is a draw.
#[test]
fn clock_is_saved_with_the_game_and_a_flag_fall_ends_it() {
    use shatra_engine::{Clock, Color, Game, Reason, RuleSet, TimeControl};
    let mut g = Game::new(RuleSet::default());
    g.clock = Some(Clock::new(TimeControl::minutes(5, 3)));
    g.clock.as_mut().unwrap().run(Color::White, 7_000);
    g.play_text("49-35").unwrap();
    assert_eq!(g.clock.as_ref().unwrap().remaining(Color::White), 296_000);
    g.clock.as_mut().unwrap().run(Color::Black, 1_500);
    g.play_text("14-28").unwrap();
    let back = Game::from_ron(&g.to_ron()).unwrap();
    assert_eq!(back.clock, g.clock);
    assert_eq!(
        back.clock.as_ref().unwrap().remaining(Color::Black),
        301_500
    );
    // A game saved before clocks existed (no `clock` field) still loads, without one.
    let mut plain = Game::new(RuleSet::default());
    plain.play_text("49-35").unwrap();
    let text = plain.to_ron();
    let old: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("clock:"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(old, text, "the clock field was there to take out");
    let loaded = Game::from_ron(&old).unwrap();
    assert_eq!(loaded.clock, None);
    assert_eq!(loaded.moves(), plain.moves());

    g.flag(Color::White);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::Time));
    let back = Game::from_ron(&g.to_ron()).unwrap();
    assert_eq!(back.outcome(), Some(o), "a loss on time is saved");

    // Black has only its Biy: White's flag falling is a draw.
    let bare = shatra_engine::Position::from_fen(
        "3/3/3/k/7/7/7/7/7/PP5/K/3/3/3 w - - - - 0 1",
        RuleSet::default(),
    )
    .unwrap();
    let mut g = Game::from_position(bare);
    g.flag(Color::White);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::TimeAgainstBareBiy));
}

/// A save interrupted after any number of bytes (a crash, a full disk) leaves the previous saved
/// game whole and readable: the new content goes to a temporary file that only a rename puts in
/// place.
#[test]
fn a_write_interrupted_at_any_byte_leaves_the_old_file_readable() {
    use shatra_engine::game::write_atomically_by;
    use shatra_engine::{Game, RuleSet};
    use std::io::Write;
    // Removed when dropped, even when an assertion fails.
    let tmp = tempfile::Builder::new()
        .prefix("shatra-interrupt-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    let path = dir.join("game.ron");
    let mut old = Game::new(RuleSet::default());
    old.play_text("49-35").unwrap();
    old.save(&path).unwrap();
    let mut new = old.clone();
    new.play_text("14-28").unwrap();
    let bytes = new.to_ron().into_bytes();
    for cut in 0..bytes.len() {
        let r = write_atomically_by(&path, |w: &mut dyn Write| {
            w.write_all(&bytes[..cut])?;
            Err(std::io::Error::other("interrupted"))
        });
        assert!(r.is_err());
        let back = Game::load(&path).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        assert_eq!(back.moves(), old.moves(), "cut at {cut}");
    }
    // No temporary file is left behind, and a whole write replaces the file.
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 1);
    new.save(&path).unwrap();
    assert_eq!(Game::load(&path).unwrap().moves(), new.moves());
}
