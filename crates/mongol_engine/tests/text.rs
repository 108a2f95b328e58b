//! Position and move text both ways, and errors that name the problem (RULES-MONGOLIAN.md §0,
//! "Text forms").

use mongol_engine::{
    BoardFenError, Color, FenError, MoveTextError, SetupError, Square, Variant, hiashatar, shatar,
    text,
};

fn shatar_err(fen: &str) -> FenError {
    shatar::Position::from_fen(fen, shatar::Options::default()).unwrap_err()
}

fn hia_err(fen: &str) -> FenError {
    hiashatar::Position::from_fen(fen, hiashatar::Options::default()).unwrap_err()
}

#[test]
fn start_fens_round_trip() {
    for fen in [
        shatar::START_FEN,
        shatar::KINGS_PAWN_FEN,
        shatar::BERS_BESIDE_KING_FEN,
        shatar::CHESS_ARRAY_FEN,
    ] {
        let p = shatar::Position::from_fen(fen, shatar::Options::default()).unwrap();
        assert_eq!(p.fen(), fen);
    }
    for fen in [hiashatar::START_FEN, hiashatar::QUEENS_RIGHT_FEN] {
        let p = hiashatar::Position::from_fen(fen, hiashatar::Options::default()).unwrap();
        assert_eq!(p.fen(), fen);
    }
    // Shatar reads Q for the bers and writes J.
    let q = shatar::START_FEN.replace('J', "Q").replace('j', "q");
    let p = shatar::Position::from_fen(&q, shatar::Options::default()).unwrap();
    assert_eq!(p.fen(), shatar::START_FEN);
}

#[test]
fn fen_errors_name_the_problem() {
    assert_eq!(shatar_err(""), FenError::FieldCount(0));
    assert_eq!(shatar_err("8/8 w - - 0"), FenError::FieldCount(5));
    assert!(matches!(
        shatar_err("8/8/8 w - - 0 1"),
        FenError::Placement(BoardFenError::RankCount {
            expected: 8,
            found: 3
        })
    ));
    assert!(matches!(
        shatar_err("rnbjkbnr/ppp1pppp/9/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"),
        FenError::Placement(BoardFenError::RankLength { rank: 6, .. })
    ));
    assert!(matches!(
        shatar_err("rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNH w - - 0 1"),
        FenError::Placement(BoardFenError::BadLetter { letter: 'H', .. })
    ));
    let start = shatar::START_FEN;
    assert!(matches!(
        shatar_err(&start.replace(" w ", " x ")),
        FenError::Turn(_)
    ));
    assert!(matches!(
        shatar_err(&start.replace(" w - - ", " w KQkq - ")),
        FenError::Castling(_)
    ));
    assert!(matches!(
        shatar_err(&start.replace(" w - - ", " w - e3 ")),
        FenError::Setup(SetupError::EnPassant(_))
    ));
    assert!(matches!(
        shatar_err(&start.replace(" 0 1", " x 1")),
        FenError::Halfmoves(_)
    ));
    assert!(matches!(
        shatar_err(&start.replace(" 0 1", " 0 0")),
        FenError::Fullmoves(_)
    ));
    assert_eq!(
        shatar_err("8/8/8/8/8/8/8/K7 w - - 0 1"),
        FenError::Setup(SetupError::MissingKing(Color::Black))
    );
    assert!(matches!(
        shatar_err("kk6/8/8/8/8/8/8/K7 w - - 0 1"),
        FenError::Setup(SetupError::ExtraKings { count: 2, .. })
    ));
    assert!(matches!(
        shatar_err("k6P/8/8/8/8/8/8/K7 w - - 0 1"),
        FenError::Setup(SetupError::PawnOnEdgeRank { .. })
    ));
    assert_eq!(
        shatar_err("7k/8/8/8/8/8/8/K6R w - - 0 1"),
        FenError::Setup(SetupError::OppositeCheck(Color::Black))
    );
    // Hiashatar: en passant squares must be a pawn's path.
    let ok = "rnbhkqhbnr/p1pppppppp/10/10/1p8/P9/10/10/1PPPPPPPPP/RNBHKQHBNR w - b8b7 0 2";
    assert!(hiashatar::Position::from_fen(ok, hiashatar::Options::default()).is_ok());
    assert!(matches!(
        hia_err(&ok.replace("b8b7", "b7b8")),
        FenError::Setup(SetupError::EnPassant(_))
    ));
    assert!(matches!(
        hia_err(&ok.replace("b8b7", "c8c7")),
        FenError::Setup(SetupError::EnPassant(_))
    ));
    assert!(matches!(
        hia_err(&ok.replace("b8b7", "b8z")),
        FenError::EnPassantText(_)
    ));
    // Every error reads as a sentence.
    for e in [shatar_err(""), shatar_err("8/8/8 w - - 0 1"), hia_err("x")] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn moves_both_ways() {
    let p = shatar::Position::default();
    for (san, uci) in [
        ("Nf3", "g1f3"),
        ("Jd2", "d1d2"),
        ("e3", "e2e3"),
        ("Kd2", "e1d2"),
    ] {
        let m = text::parse_san(&p, san).unwrap();
        assert_eq!(text::to_uci::<shatar::Position>(&m), uci);
        assert_eq!(text::parse_uci(&p, uci).unwrap(), m);
        assert_eq!(text::to_san(&p, &m), san);
    }
    // Q is read for the bers.
    assert_eq!(
        text::parse_san(&p, "Qd3").unwrap(),
        text::parse_san(&p, "Jd3").unwrap()
    );
    // Disambiguation: two rooks reach d1.
    let p =
        shatar::Position::from_fen("1k6/8/8/8/8/8/4K3/R6R w - - 0 1", Default::default()).unwrap();
    let m = text::parse_san(&p, "Rad1").unwrap();
    assert_eq!(text::to_san(&p, &m), "Rad1");
    assert!(matches!(
        text::parse_san(&p, "Rd1"),
        Err(MoveTextError::Ambiguous { .. })
    ));
    // Hiashatar: the hia, rank 10.
    let p = hiashatar::Position::default();
    let m = text::parse_uci(&p, "e2e5").unwrap();
    assert_eq!(text::to_san(&p, &m), "e5");
    let p = hiashatar::Position::from_fen(
        "4k5/10/10/10/10/10/10/10/10/3HK5 w - - 0 1",
        Default::default(),
    )
    .unwrap();
    let m = text::parse_san(&p, "Hd3").unwrap();
    assert_eq!(text::to_uci::<hiashatar::Position>(&m), "d1d3");
}

#[test]
fn move_errors_name_the_problem() {
    let p = shatar::Position::default();
    assert!(matches!(
        text::parse_uci(&p, "e2"),
        Err(MoveTextError::Syntax { .. })
    ));
    assert!(matches!(
        text::parse_uci(&p, "e2e9"),
        Err(MoveTextError::Syntax { .. }) | Err(MoveTextError::OffBoard { .. })
    ));
    assert!(matches!(
        text::parse_uci(&p, "i2i3"),
        Err(MoveTextError::OffBoard { .. })
    ));
    let e = text::parse_uci(&p, "e2e4").unwrap_err();
    assert!(matches!(e, MoveTextError::Illegal { .. }));
    assert!(e.to_string().contains("e2e4"));
    let e = text::parse_uci(&p, "e4e5").unwrap_err();
    assert!(e.to_string().contains("no man on e4"), "{e}");
    let e = text::parse_uci(&p, "e7e6").unwrap_err();
    assert!(e.to_string().contains("black"), "{e}");
    assert!(matches!(
        text::parse_san(&p, "Hd3"),
        Err(MoveTextError::BadPiece { letter: 'H', .. })
    ));
    assert!(matches!(
        text::parse_san(&p, "O-O"),
        Err(MoveTextError::Illegal { .. })
    ));
    assert!(matches!(
        text::parse_san(&p, "Ne5"),
        Err(MoveTextError::Illegal { .. })
    ));
    assert!("k11".parse::<Square>().is_err());
    assert_eq!("j10".parse::<Square>().unwrap().to_string(), "j10");
}

/// A SAN move that names its man or its promotion wrongly says so: before, both read "no knight
/// of white can go to f3" though one could (review of issue 20).
#[test]
fn san_errors_name_the_wrong_man_or_promotion() {
    let mut g = mongol_engine::Game::new(shatar::Position::default());
    for m in ["e3", "e6", "Nd2", "Nd7"] {
        g.play_text(m).unwrap();
    }
    // Two knights reach f3; the one on b1 does not.
    let e = text::parse_san(g.position(), "Nb1f3").unwrap_err();
    assert!(
        e.to_string()
            .contains("no knight of white on b1 can go to f3"),
        "{e}"
    );
    assert!(
        e.to_string().contains("d2f3") && e.to_string().contains("g1f3"),
        "{e}"
    );
    let e = text::parse_san(g.position(), "Nhf3").unwrap_err();
    assert!(e.to_string().contains("on file h"), "{e}");
    // Shatar's pawn becomes a bers only (RULES-MONGOLIAN.md §1.2).
    let p =
        shatar::Position::from_fen("4k3/P7/8/8/8/8/7p/4K3 w - - 0 1", Default::default()).unwrap();
    let e = text::parse_san(&p, "a8=R").unwrap_err();
    assert!(e.to_string().contains("may not become a rook here"), "{e}");
    // Nothing of the kind reaches the square: as before.
    let e = text::parse_san(&p, "Nf3").unwrap_err();
    assert!(
        e.to_string().contains("no knight of white can go to f3"),
        "{e}"
    );
}

/// Kings side by side are refused for what they are, not as a check (a king gives no check,
/// RULES-MONGOLIAN.md §0); a real check of the side not to move still reads as before.
#[test]
fn kings_side_by_side_are_named_as_such() {
    let e = shatar::Position::from_fen("8/8/8/3kK3/8/8/7p/8 w - - 0 1", Default::default())
        .unwrap_err();
    assert!(e.to_string().contains("side by side"), "{e}");
    assert!(!e.to_string().contains("in check"), "{e}");
    let e = shatar::Position::from_fen("4k3/8/8/8/8/8/7p/R3K3 w - - 0 1", Default::default());
    assert!(e.is_ok(), "{e:?}");
    let e = shatar::Position::from_fen("R3k3/8/8/8/8/8/7p/4K3 w - - 0 1", Default::default())
        .unwrap_err();
    assert!(e.to_string().contains("black is in check"), "{e}");
}

/// Under "Knight mate is illegal" (RULES-MONGOLIAN.md §1.4) a knight's mating move is refused
/// for that rule, in SAN and in coordinates; before, it read "no knight of white can go to f7",
/// which a player cannot make sense of with the knight standing on g5 (review of issue 20).
#[test]
fn a_knight_s_mate_refused_by_the_option_names_the_rule() {
    let options = shatar::Options {
        knight_mate: shatar::KnightMate::Illegal,
        ..Default::default()
    };
    let p = shatar::Position::from_fen("6rk/6pp/8/6N1/8/8/8/R3K3 w - - 0 1", options).unwrap();
    for (e, form) in [
        (text::parse_san(&p, "Nf7").unwrap_err(), "SAN"),
        (text::parse_uci(&p, "g5f7").unwrap_err(), "coordinates"),
    ] {
        let words = e.to_string();
        assert!(words.contains("knights alone"), "{form}: {words}");
        assert!(words.contains("illegal"), "{form}: {words}");
    }
    // Under the default rules the move is legal (and loses).
    let p = shatar::Position::from_fen("6rk/6pp/8/6N1/8/8/8/R3K3 w - - 0 1", Default::default())
        .unwrap();
    assert!(text::parse_san(&p, "Nf7").is_ok());
}
