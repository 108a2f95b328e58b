//! PGN records (RULES-MONGOLIAN.md §0, "Text forms": `[Variant "Shatar"]` / `[Variant
//! "Hiashatar"]`, `[SetUp "1"]` + `[FEN]` for set-up starts, SAN moves, read and written like the
//! web site's shatar records): round trips, a record as the web site writes it, every error kind,
//! the result against the game's own outcome, and random playouts (proptest).

use mongol_engine::pgn::{
    AnyGame, GameResult, PgnErrorKind, PgnGame, ResultCheck, Tags, read_file, write_file,
    write_game,
};
use mongol_engine::shatar::{KnightMate, Start};
use mongol_engine::{Color, EndReason, Game, GameError, Variant, hiashatar, shatar};
use proptest::prelude::*;

/// A shatar game as the web site where it is played online exports it (RULES-MONGOLIAN.md §0
/// "Text forms": Fairy-Stockfish's rules and SAN; the seed `004_*` says nothing of records, only
/// of the start, §1.1). The layout is modelled on pychess.org's variant export: the seven-tag
/// roster with `Round "-"`, the time control and ratings, `[Variant "Shatar"]`, and the start —
/// the chess array after the compulsory d2–d4, d7–d5, which the seed says to take as the real
/// start (§1.1) — given as `FEN` + `SetUp "1"`; the moves in Fairy-Stockfish's SAN on one line
/// (the bers is `J`, a pawn becomes `=J`), the result last. The game itself was played by this
/// engine (depth 4 against level 2); it ends in a shak mate by the bers after an unbroken series
/// of checks (§1.3 rule 2).
const WEB_RECORD: &str = r#"[Event "Casual game"]
[Site "https://www.pychess.org/Qm7vTb2x"]
[Date "2024.05.11"]
[Round "-"]
[White "Temuujin"]
[Black "Bat-Erdene"]
[Result "1-0"]
[TimeControl "300+3"]
[WhiteElo "1612"]
[BlackElo "1547"]
[Variant "Shatar"]
[FEN "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"]
[SetUp "1"]

1. Nf3 a6 2. Nc3 Ra7 3. Bf4 e6 4. e3 Nd7 5. Bd3 Ne7 6. h3 Nc6 7. e4 dxe4 8. Nxe4 Bb4+ 9. c3 Be7 10. h4 Nb6 11. g3 Na5 12. h5 Bd7 13. b3 Ba3 14. h6 g6 15. Be5 Rf8 16. Nf6+ Ke7 17. Nxh7 Jb8 18. Nxf8 Kxf8 19. h7 Ke8 20. h8=J+ Bf8 21. Jxf8+ Kxf8 22. Rh8+ Ke7 23. Rxb8 Ra8 24. Bxc7 Rxb8 25. Bxb8 Nd5 26. Jd2 Nc6 27. Bf4 Na5 28. Ke2 Kd8 29. Rh1 Ke8 30. Rh8+ Ke7 31. Ne5 Nxf4+ 32. gxf4 Bb5 33. Bxb5 axb5 34. Rh7 Kf8 35. Rxf7+ Ke8 36. Rh7 Kd8 37. Nxg6 Kc8 38. Nf8 Nc6 39. Nxe6 Na5 40. d5 b6 41. Nd4 Nb7 42. Rh8+ Kd7 43. Je3 Nc5 44. Rh7+ Kd8 45. Je7+ Kc8 46. Je8# 1-0
"#;

fn one(text: &str) -> PgnGame {
    let mut games = read_file(text);
    assert_eq!(games.len(), 1, "{text}");
    match games.remove(0) {
        Ok(g) => g,
        Err(e) => panic!("{e}\n{text}"),
    }
}

fn error(text: &str) -> PgnErrorKind {
    let mut games = read_file(text);
    assert_eq!(games.len(), 1, "{text}");
    match games.remove(0) {
        Ok(g) => panic!("read without error: {:?}", g.game.san_moves()),
        Err(e) => e.kind,
    }
}

fn shatar_game(g: &AnyGame) -> &Game<shatar::Position> {
    match g {
        AnyGame::Shatar(g) => g,
        AnyGame::Hiashatar(_) => panic!("a hiashatar game"),
    }
}

fn hia_game(g: &AnyGame) -> &Game<hiashatar::Position> {
    match g {
        AnyGame::Hiashatar(g) => g,
        AnyGame::Shatar(_) => panic!("a shatar game"),
    }
}

/// Plays `choices` (each picks a legal move) from `start`.
fn playout<P: Variant>(start: P, choices: &[u16]) -> Game<P> {
    let mut game = Game::new(start);
    for &c in choices {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        game.play(&moves[c as usize % moves.len()]).unwrap();
    }
    game
}

/// Writes `game`, reads it back, and checks the variant, the start, the options and the moves.
fn round_trip(game: AnyGame, tags: Tags) -> PgnGame {
    let text = write_game(&game, &tags);
    // The movetext is wrapped at 80 columns (a tag pair is one line, however long).
    for line in text.lines().filter(|l| !l.starts_with('[')) {
        assert!(line.chars().count() <= 80, "line over 80 columns: {line}");
    }
    let back = one(&text);
    assert_eq!(back.game.variant_name(), game.variant_name());
    assert_eq!(back.game.start_fen(), game.start_fen(), "{text}");
    assert_eq!(back.game.uci_moves(), game.uci_moves(), "{text}");
    assert_eq!(back.game.fen(), game.fen());
    match (&back.game, &game) {
        (AnyGame::Shatar(a), AnyGame::Shatar(b)) => {
            assert_eq!(a.start().options(), b.start().options(), "{text}")
        }
        (AnyGame::Hiashatar(a), AnyGame::Hiashatar(b)) => {
            assert_eq!(a.start().options(), b.start().options(), "{text}")
        }
        _ => unreachable!(),
    }
    // The caller's Result when it is one, else the outcome's.
    let expected = tags
        .iter()
        .find(|(n, _)| n == "Result")
        .and_then(|(_, v)| GameResult::parse(v))
        .unwrap_or_else(|| GameResult::of_outcome(game.outcome()));
    assert_eq!(back.result, expected);
    back
}

fn tags(pairs: &[(&str, &str)]) -> Tags {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

#[test]
fn the_web_sites_record_reads() {
    let g = one(WEB_RECORD);
    assert_eq!(g.game.variant_name(), "Shatar");
    assert_eq!(g.tag("white"), Some("Temuujin"));
    assert_eq!(g.tag("TimeControl"), Some("300+3"));
    assert_eq!(g.line, 1);
    // The FEN is the default start (§1.1): not a set-up start when written back.
    assert_eq!(g.game.start_fen(), shatar::START_FEN);
    assert!(!g.game.is_set_up());
    assert_eq!(g.game.len(), 91);
    let sans = g.game.san_moves();
    assert_eq!(sans[38], "h8=J+");
    assert_eq!(sans.last().map(String::as_str), Some("Je8#"));
    // A shak mate after an unbroken series of checks: White wins (§1.3 rule 2).
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, EndReason::Mate);
    assert_eq!(g.result, GameResult::WhiteWins);
    assert_eq!(g.result_check, ResultCheck::Agrees);
    assert!(shatar_game(&g.game).start().options() == shatar::Options::default());
    // Written back and read again: the same moves and start, the tags kept.
    let text = g.to_pgn();
    assert!(text.starts_with(
        "[Event \"Casual game\"]\n[Site \"https://www.pychess.org/Qm7vTb2x\"]\n\
         [Date \"2024.05.11\"]\n[Round \"-\"]\n[White \"Temuujin\"]\n[Black \"Bat-Erdene\"]\n\
         [Result \"1-0\"]\n[TimeControl \"300+3\"]\n[WhiteElo \"1612\"]\n[BlackElo \"1547\"]\n\
         [Variant \"Shatar\"]\n\n1. Nf3 a6 2. Nc3 Ra7 "
    ));
    assert!(text.ends_with("46. Je8# 1-0\n"));
    let back = one(&text);
    assert_eq!(back.game.uci_moves(), g.game.uci_moves());
    assert_eq!(back.tags.len(), g.tags.len() - 2); // no FEN, SetUp for the default start
}

#[test]
fn comments_variations_and_nags_are_skipped() {
    // The same game's start as a lichess-style export: clock comments, NAGs, marks, a
    // variation (with a nested one and moves that are not checked), `;` and `%` comments,
    // move numbers stuck to their moves, `Q` for the bers, coordinates.
    let text = "% exported by hand\n\
        [Variant \"shatar\"]\n[Result \"*\"]\n\
        1. Nf3 { [%clk 0:05:00] } 1... a6 {[%clk 0:05:00]}\n\
        2.Nc3 $1 Ra7?! (2... Nf6 3. Bf4 (3. e3 Zz9) Nc6) 3. Bf4!! ; a line comment ( not a variation\n\
        3...e6 4. e3 Nd7 5. Qd2 e6e5 *\n";
    let g = one(text);
    assert_eq!(
        g.game.san_moves(),
        [
            "Nf3", "a6", "Nc3", "Ra7", "Bf4", "e6", "e3", "Nd7", "Jd2", "e5"
        ]
    );
    assert_eq!(g.result_check, ResultCheck::Unfinished);
}

#[test]
fn round_trip_shatar_from_each_start_and_options() {
    let choices: Vec<u16> = (0..70).map(|i| (i * 7919 % 65521) as u16).collect();
    for options in [
        shatar::Options::default(),
        shatar::Options {
            start: Start::KingsPawn,
            knight_mate: KnightMate::Wins,
            ..Default::default()
        },
        shatar::Options {
            start: Start::BersBesideKing,
            bishop_three_squares: true,
            stalemate_loses: true,
            modern: true,
            knight_mate: KnightMate::Illegal,
        },
    ] {
        let game = playout(shatar::Position::new(options), &choices);
        let back = round_trip(game.into(), tags(&[("White", "A \"quoted\" \\ name")]));
        assert_eq!(back.tag("White"), Some("A \"quoted\" \\ name"));
        assert_eq!(back.tag("SetUp"), None);
    }
}

#[test]
fn round_trip_hiashatar_and_presets() {
    let choices: Vec<u16> = (0..60).map(|i| (i * 104729 % 65521) as u16).collect();
    let only_switches = hiashatar::Options {
        zone_brakes_both_sides: true,
        promotion_to_any: true,
        ..Default::default()
    };
    for (options, tag) in [
        (hiashatar::Options::default(), None),
        (
            hiashatar::Options::vivanto(),
            Some(("Hiashatar_Preset", "vivanto")),
        ),
        (
            hiashatar::Options::dagaz(),
            Some(("Hiashatar_Preset", "dagaz")),
        ),
        (
            only_switches,
            Some(("Hiashatar_ZoneBrakesBothSides", "true")),
        ),
    ] {
        let game = playout(hiashatar::Position::new(options), &choices);
        let back = round_trip(game.into(), Tags::new());
        assert_eq!(back.game.variant_name(), "Hiashatar");
        if let Some((n, v)) = tag {
            assert_eq!(back.tag(n), Some(v));
        }
        assert_eq!(hia_game(&back.game).start().options(), options);
    }
    // A preset, then a switch that overrides it.
    let text = "[Variant \"Hiashatar\"]\n[Hiashatar_EnPassantAnyPassed \"TRUE\"]\n\
                [hiashatar_preset \"Vivanto\"]\n\n1. e2e4 *";
    let g = one(text);
    let o = hia_game(&g.game).start().options();
    assert_eq!(
        o,
        hiashatar::Options {
            en_passant_any_passed: true,
            ..hiashatar::Options::vivanto()
        }
    );
}

#[test]
fn round_trip_set_up_start() {
    // Black to move at move 30 (RULES-MONGOLIAN.md §0: SetUp + FEN): the moves start `30...`.
    let fen = "4k3/7p/8/8/8/8/4P3/R3K3 b - - 3 30";
    let start = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
    let mut game = Game::new(start);
    for m in ["Kd7", "Ra7+", "Kc6", "e3"] {
        game.play_text(m).unwrap();
    }
    let text = write_game(&game.clone().into(), &Tags::new());
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/7p/8/8/8/8/4P3/R3K3 b - - 3 30\"]\n"));
    assert!(
        text.contains("\n30... Kd7 31. Ra7+ Kc6 32. e3 *\n"),
        "{text}"
    );
    round_trip(
        game.into(),
        tags(&[("Result", "1/2-1/2"), ("Annotator", "x")]),
    );
    // Hiashatar, a set-up start with en-passant squares.
    let fen = "rnbhkqhbnr/p1pppppppp/10/10/10/1p8/10/10/PPPPPPPPPP/RNBHKQHBNR w - - 0 4";
    let start = hiashatar::Position::from_fen(fen, hiashatar::Options::default()).unwrap();
    let mut game = Game::new(start);
    game.play_text("c2c5").unwrap();
    let after = game.position().fen();
    assert!(!after.contains(" - 0 4"), "en-passant squares in {after}");
    let set_up = Game::new(hiashatar::Position::from_fen(&after, Default::default()).unwrap());
    let back = round_trip(set_up.into(), Tags::new());
    assert_eq!(back.game.start_fen(), after);
    // A FEN without SetUp is read too; SetUp "0" ignores it.
    let g = one(&format!(
        "[Variant \"Shatar\"]\n[FEN \"{}\"]\n*",
        "4k3/7p/8/8/8/8/4P3/R3K3 b - - 3 30"
    ));
    assert!(g.game.is_set_up());
    let g = one("[Variant \"Shatar\"]\n[SetUp \"0\"]\n[FEN \"garbage\"]\n*");
    assert!(!g.game.is_set_up());
}

#[test]
fn several_games_and_wrapping() {
    let long = playout(
        shatar::Position::default(),
        &(0..200).map(|i| (i * 31 + 7) as u16).collect::<Vec<_>>(),
    );
    let hia = playout(hiashatar::Position::default(), &[1, 2, 3, 4, 5]);
    let file = write_file(&[
        (long.clone().into(), tags(&[("Event", "One")])),
        (hia.into(), tags(&[("Event", "Two")])),
        (Game::new(shatar::Position::default()).into(), Tags::new()),
    ]);
    for line in file.lines().filter(|l| !l.starts_with('[')) {
        assert!(line.len() <= 80, "{line}");
    }
    let games = read_file(&file);
    assert_eq!(games.len(), 3);
    let g: Vec<PgnGame> = games.into_iter().map(Result::unwrap).collect();
    assert_eq!(g[0].tag("Event"), Some("One"));
    assert_eq!(g[0].game.len(), long.moves().len());
    assert_eq!(g[1].game.variant_name(), "Hiashatar");
    assert!(g[2].game.is_empty());
    // Games without tags between them split at each result; a tag pair after movetext without
    // a result starts the next game.
    let games = read_file(
        "[Variant \"Shatar\"]\n1. Nf3 1-0 [Variant \"Shatar\"] 1. Nc3\n[Variant \"Hiashatar\"]\n1. e4",
    );
    assert_eq!(games.len(), 3);
    assert!(games.iter().all(Result::is_ok));
}

#[test]
fn the_result_against_the_games_outcome() {
    let body = WEB_RECORD.split("\n\n").nth(1).unwrap();
    let moves = body.trim_end().strip_suffix("1-0").unwrap();
    let with = |tag: &str, end: &str| {
        one(&format!(
            "[Variant \"Shatar\"]\n[Result \"{tag}\"]\n\n{moves}{end}"
        ))
    };
    assert_eq!(with("1-0", "1-0").result_check, ResultCheck::Agrees);
    assert_eq!(with("*", "*").result_check, ResultCheck::Unmarked);
    assert_eq!(with("0-1", "0-1").result_check, ResultCheck::Contradicts);
    // The tag alone, or the movetext alone.
    let g = one(&format!(
        "[Variant \"Shatar\"]\n[Result \"1-0\"]\n\n{moves}"
    ));
    assert_eq!(
        (g.result, g.result_check),
        (GameResult::WhiteWins, ResultCheck::Agrees)
    );
    // A resignation: the rules have not ended the game.
    let g = one("[Variant \"Shatar\"]\n\n1. Nf3 Nf6 0-1");
    assert_eq!(
        (g.result, g.result_check),
        (GameResult::BlackWins, ResultCheck::DecidedOffBoard)
    );
    let g = one("[Variant \"Shatar\"]\n\n1. Nf3 Nf6");
    assert_eq!(
        (g.result, g.result_check),
        (GameResult::Unknown, ResultCheck::Unfinished)
    );
    // Written without a Result tag: the outcome's.
    let text = write_game(&with("*", "*").game, &Tags::new());
    assert!(text.contains("[Result \"1-0\"]") && text.ends_with("Je8# 1-0\n"));
}

#[test]
fn every_error_kind_names_the_game_the_line_and_why() {
    let v = "[Variant \"Shatar\"]\n";
    assert!(matches!(
        error("[Variant Shatar]\n*"),
        PgnErrorKind::BadTag(_)
    ));
    assert!(matches!(
        error("[Variant \"Shatar]\n*"),
        PgnErrorKind::BadTag(_)
    ));
    assert!(matches!(error("[ \"x\"]\n*"), PgnErrorKind::BadTag(_)));
    assert!(matches!(
        error("[Variant \"Shatar\"\n*"),
        PgnErrorKind::BadTag(_)
    ));
    assert_eq!(
        error("[Variant \"Shatar\"]\n[variant \"Shatar\"]\n*"),
        PgnErrorKind::DuplicateTag("variant".into())
    );
    assert_eq!(
        error("[Event \"x\"]\n1. Nf3 *"),
        PgnErrorKind::MissingVariant
    );
    assert_eq!(
        error("[Variant \"Xiangqi\"]\n*"),
        PgnErrorKind::UnknownVariant("Xiangqi".into())
    );
    assert!(matches!(
        error(&format!("{v}[Shatar_Modern \"yes\"]\n*")),
        PgnErrorKind::BadOption { ref tag, .. } if tag == "Shatar_Modern"
    ));
    assert!(matches!(
        error(&format!("{v}[Shatar_Start \"e4\"]\n*")),
        PgnErrorKind::BadOption { .. }
    ));
    assert!(matches!(
        error(&format!("{v}[Shatar_KnightMate \"maybe\"]\n*")),
        PgnErrorKind::BadOption { .. }
    ));
    assert!(matches!(
        error("[Variant \"Hiashatar\"]\n[Hiashatar_Preset \"fs\"]\n*"),
        PgnErrorKind::BadOption { .. }
    ));
    assert_eq!(
        error(&format!("{v}[SetUp \"yes\"]\n*")),
        PgnErrorKind::BadSetUp("yes".into())
    );
    assert_eq!(
        error(&format!("{v}[SetUp \"1\"]\n*")),
        PgnErrorKind::MissingFen
    );
    assert!(matches!(
        error(&format!("{v}[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n*")),
        PgnErrorKind::Fen { .. }
    ));
    // A hiashatar FEN in a shatar record.
    assert!(matches!(
        error(&format!(
            "{v}[SetUp \"1\"]\n[FEN \"{}\"]\n*",
            hiashatar::START_FEN
        )),
        PgnErrorKind::Fen { .. }
    ));
    assert_eq!(
        error(&format!("{v}[Result \"white\"]\n*")),
        PgnErrorKind::BadResult("white".into())
    );
    assert_eq!(
        error(&format!("{v}[Result \"1-0\"]\n1. Nf3 0-1")),
        PgnErrorKind::ResultMismatch {
            tag: GameResult::WhiteWins,
            movetext: GameResult::BlackWins
        }
    );
    // Moves: unreadable, illegal, ambiguous, castling, after the end.
    for (text, number, mv) in [
        ("1. Nf3 Nf6 2. Zz9", "2.", "Zz9"),
        ("1. Nf3 Nf6 2. Nf3", "2.", "Nf3"),
        ("1. Nc3 Nc6 2. Ne4 Nf6 3. Nf3 Nb8 4. Ng5", "4.", "Ng5"),
        ("1. Nf3 O-O", "1...", "O-O"),
        ("1. e4", "1.", "e4"),
    ] {
        match error(&format!("{v}{text} *")) {
            PgnErrorKind::Move {
                number: n,
                text: t,
                error: GameError::Text(_),
            } => assert_eq!((n.as_str(), t.as_str()), (number, mv)),
            e => panic!("{text}: {e:?}"),
        }
    }
    let body = WEB_RECORD.split("\n\n").nth(1).unwrap();
    let after_mate = body.replace("Je8# 1-0", "Je8# Kb7 1-0");
    match error(&format!("{v}\n{after_mate}")) {
        PgnErrorKind::Move {
            number,
            text,
            error: GameError::Over(o),
        } => {
            assert_eq!((number.as_str(), text.as_str()), ("46...", "Kb7"));
            assert_eq!(o.reason, EndReason::Mate);
        }
        e => panic!("{e:?}"),
    }
    assert_eq!(
        error(&format!("{v}1. Nf3 {{ never closed *")),
        PgnErrorKind::UnclosedComment
    );
    assert_eq!(
        error(&format!("{v}1. Nf3 ( Nc3 *")),
        PgnErrorKind::UnclosedVariation
    );
    assert_eq!(
        error(&format!("{v}1. Nf3 ) *")),
        PgnErrorKind::Unexpected(")".into())
    );
    assert_eq!(
        error(&format!("{v}1. Nf3 }} *")),
        PgnErrorKind::Unexpected("}".into())
    );

    // The message names the game, the players, the line and the move; the next game is read.
    let file = format!(
        "{v}[White \"Ganbold\"]\n[Black \"Bat\"]\n\n1. Nf3 Nf6\n2. Nc3 Nc6\n3. Jxh7 *\n\n{v}\n1. Nf3 *\n"
    );
    let games = read_file(&file);
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!((e.game, e.line), (1, 7));
    let msg = e.to_string();
    assert!(
        msg.starts_with("game 1 (Ganbold – Bat), line 7: move 3. Jxh7: "),
        "{msg}"
    );
    assert!(games[1].is_ok());
    let e = read_file(&format!("{v}*\n[Variant \"Chess\"]\n*"))
        .pop()
        .unwrap()
        .unwrap_err();
    assert_eq!((e.game, e.line, e.players.clone()), (2, 3, None));
    assert_eq!(
        e.to_string(),
        "game 2, line 3: Variant \"Chess\": this program reads Shatar and Hiashatar records only"
    );
}

#[test]
fn empty_and_odd_files() {
    assert!(read_file("").is_empty());
    assert!(read_file("   \n\n  ; only a comment\n").is_empty());
    // Tags only: a game with no moves.
    let g = one("[Variant \"Hiashatar\"]");
    assert!(g.game.is_empty());
    assert_eq!(g.result, GameResult::Unknown);
}

fn shatar_options() -> impl Strategy<Value = shatar::Options> {
    (0..3u8, 0..3u8, any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        |(start, knight, bishop, stalemate, modern)| shatar::Options {
            start: [Start::QueensPawn, Start::KingsPawn, Start::BersBesideKing][start as usize],
            knight_mate: [KnightMate::Loses, KnightMate::Illegal, KnightMate::Wins]
                [knight as usize],
            bishop_three_squares: bishop,
            stalemate_loses: stalemate,
            modern,
        },
    )
}

fn hia_options() -> impl Strategy<Value = hiashatar::Options> {
    proptest::collection::vec(any::<bool>(), 7).prop_map(|b| hiashatar::Options {
        queens_to_the_right: b[0],
        hia_captures_diagonally_only: b[1],
        zone_brakes_both_sides: b[2],
        zone_brakes_only_passing: b[3],
        en_passant_any_passed: b[4],
        promotion_to_any: b[5],
        hia_checks_adjacent_only: b[6],
    })
}

/// A playout, from the options' start or (`set_up` plies in) from the FEN of the position
/// reached: a set-up start.
fn random_game<P: Variant>(
    start: P,
    from_fen: impl Fn(&str) -> P,
    set_up: usize,
    choices: &[u16],
) -> Game<P> {
    let (before, after) = choices.split_at(set_up.min(choices.len()));
    let start = if set_up > 0 {
        let g = playout(start, before);
        if g.outcome().is_some() {
            return g;
        }
        from_fen(&g.position().fen())
    } else {
        start
    };
    playout(start, after)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn shatar_playouts_round_trip(
        options in shatar_options(),
        set_up in 0..20usize,
        choices in proptest::collection::vec(any::<u16>(), 0..120),
        resigned in any::<bool>(),
    ) {
        let game = random_game(
            shatar::Position::new(options),
            |f| shatar::Position::from_fen(f, options).unwrap(),
            set_up,
            &choices,
        );
        let tags = if resigned { tags(&[("Result", "0-1")]) } else { Tags::new() };
        round_trip(game.into(), tags);
    }

    #[test]
    fn hiashatar_playouts_round_trip(
        options in hia_options(),
        set_up in 0..20usize,
        choices in proptest::collection::vec(any::<u16>(), 0..100),
    ) {
        let game = random_game(
            hiashatar::Position::new(options),
            |f| hiashatar::Position::from_fen(f, options).unwrap(),
            set_up,
            &choices,
        );
        round_trip(game.into(), Tags::new());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn reading_never_panics(s in "\\PC{0,200}") {
        let _ = read_file(&s);
    }

    #[test]
    fn record_like_text_never_panics(
        s in "(\\[[A-Za-z_]{0,8} \"[A-Za-z0-9/ -]{0,12}\"\\]\n){0,3}[a-jKQJRBNHx=+#0-9. {}()$*;%\n\\[\\]\"-]{0,80}"
    ) {
        for g in read_file(&format!("[Variant \"Shatar\"]\n{s}")).into_iter().flatten() {
            prop_assert_eq!(one(&g.to_pgn()).game.uci_moves(), g.game.uci_moves());
        }
    }
}
