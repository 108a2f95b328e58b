//! Property tests over random playouts under random options (proptest): mirror symmetry of the
//! legal-move counts, hash consistency through play and undo, FEN and move-text round trips,
//! and parsers that never panic.

use mongol_engine::shatar::{KnightMate, Start};
use mongol_engine::{Game, Setup, Variant, hiashatar, shatar, text};
use proptest::prelude::*;

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

/// Plays `choices` from `start` (each picks a legal move), checking `check` at every position.
fn playout<P: Variant>(start: P, choices: &[u16], mut check: impl FnMut(&P)) -> Game<P> {
    let mut game = Game::new(start);
    check(game.position());
    for &c in choices {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[c as usize % moves.len()];
        let before = game.position().hash();
        game.play(&mv).unwrap();
        check(game.position());
        // Undo restores the position exactly.
        game.undo();
        assert_eq!(game.position().hash(), before);
        game.play(&mv).unwrap();
    }
    game
}

fn common_checks<P: Variant>(
    pos: &P,
    from_setup: impl Fn(&Setup) -> Option<P>,
    from_fen: impl Fn(&str) -> Option<P>,
) {
    let n = pos.legal_moves().len();
    let setup = pos.to_setup();
    // Hash: recomputed from scratch equals the incremental one.
    let fresh = from_setup(&setup).expect("a played position is a valid set-up");
    assert_eq!(fresh.hash(), pos.hash());
    assert_eq!(fresh.placement_key(), pos.placement_key());
    // The men giving check, found after the move along the lines it changed, are those found
    // afresh (§1.3 reads the whole set: a shak or not).
    assert_eq!(
        fresh.checkers(),
        pos.checkers(),
        "checkers in {}",
        pos.fen()
    );
    // Mirror symmetry: the rules are the same on both wings and for both sides.
    let mirrored = from_setup(&setup.mirrored_files()).expect("mirror is valid");
    assert_eq!(mirrored.legal_moves().len(), n, "mirror of {}", pos.fen());
    let flipped = from_setup(&setup.flipped_colors()).expect("colour flip is valid");
    assert_eq!(
        flipped.legal_moves().len(),
        n,
        "colour flip of {}",
        pos.fen()
    );
    assert_eq!(flipped.is_check(), pos.is_check());
    // FEN round trip (the FEN carries no shatar flags, so compare the text and the moves).
    let fen = pos.fen();
    let back = from_fen(&fen).expect("own FEN reads");
    assert_eq!(back.fen(), fen);
    assert_eq!(back.legal_moves(), pos.legal_moves());
    // A move's check, told without playing it, is the check the played move gives (§0).
    for mv in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(&mv);
        assert_eq!(
            pos.gives_check(&mv),
            after.is_check(),
            "{mv:?} in {}",
            pos.fen()
        );
    }
    // Move text round trips.
    for mv in pos.legal_moves() {
        let san = text::to_san(pos, &mv);
        assert_eq!(text::parse_san(pos, &san), Ok(mv), "{san} in {fen}");
        let uci = text::to_uci::<P>(&mv);
        assert_eq!(text::parse_uci(pos, &uci), Ok(mv), "{uci} in {fen}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn shatar_playouts(options in shatar_options(), choices in proptest::collection::vec(any::<u16>(), 0..80)) {
        playout(shatar::Position::new(options), &choices, |p| {
            common_checks(
                p,
                |s| shatar::Position::from_setup(s, options).ok(),
                |f| shatar::Position::from_fen(f, options).ok(),
            )
        });
    }

    /// Shatar's generator tries only the king's moves and those of a man that may be pinned
    /// for the king's safety: it finds the same moves as trying every one (§0).
    #[test]
    fn shatar_legal_moves_equal_trying_every_move(options in shatar_options(), choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        playout(shatar::Position::new(options), &choices, |p| {
            let mut fast = p.legal_moves();
            let mut slow = p.legal_moves_by_trial();
            fast.sort_by_key(text::to_uci::<shatar::Position>);
            slow.sort_by_key(text::to_uci::<shatar::Position>);
            assert_eq!(fast, slow, "{}", p.fen());
            let mut caps = Vec::new();
            p.legal_captures_into(&mut caps);
            slow.retain(|m| m.is_capture() || m.promotion().is_some());
            caps.sort_by_key(text::to_uci::<shatar::Position>);
            assert_eq!(caps, slow, "{}", p.fen());
        });
    }

    /// Hiashatar's generator skips the trial of moves that cannot expose the king (no hia, no
    /// en passant, no pin): it finds the same moves as trying every one (§0, §2.3).
    #[test]
    fn hiashatar_legal_moves_equal_trying_every_move(options in hia_options(), choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        playout(hiashatar::Position::new(options), &choices, |p| {
            let mut fast = p.legal_moves();
            let mut slow = p.legal_moves_by_trial();
            fast.sort_by_key(text::to_uci::<hiashatar::Position>);
            slow.sort_by_key(text::to_uci::<hiashatar::Position>);
            assert_eq!(fast, slow, "{}", p.fen());
            let mut caps = Vec::new();
            p.legal_captures_into(&mut caps);
            slow.retain(|m| m.is_capture() || m.promotion().is_some());
            caps.sort_by_key(text::to_uci::<hiashatar::Position>);
            assert_eq!(caps, slow, "{}", p.fen());
        });
    }

    #[test]
    fn hiashatar_playouts(options in hia_options(), choices in proptest::collection::vec(any::<u16>(), 0..60)) {
        playout(hiashatar::Position::new(options), &choices, |p| {
            common_checks(
                p,
                |s| hiashatar::Position::from_setup(s, options).ok(),
                |f| hiashatar::Position::from_fen(f, options).ok(),
            )
        });
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn parsers_never_panic(s in "\\PC{0,60}") {
        let _ = shatar::Position::from_fen(&s, shatar::Options::default());
        let _ = hiashatar::Position::from_fen(&s, hiashatar::Options::default());
        let _ = s.parse::<mongol_engine::Square>();
        let p = shatar::Position::default();
        let _ = text::parse_san(&p, &s);
        let _ = text::parse_uci(&p, &s);
        let _ = text::parse_move(&p, &s);
        let h = hiashatar::Position::default();
        let _ = text::parse_san(&h, &s);
        let _ = text::parse_uci(&h, &s);
    }

    #[test]
    fn fen_like_text_never_panics(s in "[1-9a-kA-Z/pPnNbBrRqQkKhHjJ0 wb-]{0,90}") {
        let _ = shatar::Position::from_fen(&s, shatar::Options::default());
        let _ = hiashatar::Position::from_fen(&s, hiashatar::Options::vivanto());
    }

    #[test]
    fn move_like_text_never_panics(s in "[a-kKQJRBNHPx=+#0-9O-]{0,12}") {
        let p = shatar::Position::default();
        let _ = text::parse_move(&p, &s);
        let h = hiashatar::Position::new(hiashatar::Options::dagaz());
        let _ = text::parse_move(&h, &s);
    }
}
