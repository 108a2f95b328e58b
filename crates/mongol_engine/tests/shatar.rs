//! Shatar's moves and end of game, case by case (RULES-MONGOLIAN.md §1).

use mongol_engine::shatar::{CheckKind, KnightMate, Options, Position, Start};
use mongol_engine::{Color, EndReason, Game, Outcome, PieceKind, SquareSet, Variant, text};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Options::default()).unwrap()
}

fn game(fen: &str, options: Options) -> Game<Position> {
    Game::new(Position::from_fen(fen, options).unwrap())
}

fn play(g: &mut Game<Position>, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn count_from(p: &Position, sq: &str) -> usize {
    let sq = sq.parse().unwrap();
    p.legal_moves().iter().filter(|m| m.from() == sq).count()
}

/// §1.2: the bers moves along ranks and files, and exactly one square diagonally.
#[test]
fn bers_moves_as_rook_plus_one_diagonal_step() {
    let p = pos("6k1/8/8/8/3J4/8/8/K7 w - - 0 1");
    // 14 rook moves + 4 diagonal steps.
    assert_eq!(count_from(&p, "d4"), 18);
    // §1.4 modern shatar: a full queen (14 + 12, the king on a1 blocking one square).
    let modern = Position::from_fen(
        "6k1/8/8/8/3J4/8/8/K7 w - - 0 1",
        Options {
            modern: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(count_from(&modern, "d4"), 26);
}

/// §1.4 "Bishop moves 1–3 squares".
#[test]
fn bishop_range_option() {
    let fen = "6k1/8/8/8/8/8/8/B6K w - - 0 1";
    assert_eq!(count_from(&pos(fen), "a1"), 7);
    let short = Position::from_fen(
        fen,
        Options {
            bishop_three_squares: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(count_from(&short, "a1"), 3);
}

/// §1.2: the pawn steps one square (no double step, so no en passant) and promotes to a bers
/// only.
#[test]
fn pawn_single_step_and_bers_promotion() {
    let p = pos("7k/P7/8/8/8/8/4P3/K7 w - - 0 1");
    assert_eq!(count_from(&p, "e2"), 1);
    let promos: Vec<_> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from().to_string() == "a7")
        .collect();
    assert_eq!(promos.len(), 1);
    assert_eq!(promos[0].promotion(), Some(PieceKind::Queen));
    assert_eq!(text::to_uci::<Position>(&promos[0]), "a7a8j");
    assert_eq!(text::to_san(&p, &promos[0]), "a8=J+");
}

/// §1.3: a rook mate (a shak) wins.
#[test]
fn shak_mate_wins() {
    let mut g = game("k7/8/1K6/8/8/4p3/4P3/7R w - - 0 1", Options::default());
    play(&mut g, &["Rh8#"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Shak));
    assert!(g.position().shak_series(Color::White));
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

/// §1.3 rule 1: a mate given by a knight alone loses for the mating side (FS, the seed).
#[test]
fn knight_mate_loses() {
    let fen = "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1";
    let mut g = game(fen, Options::default());
    play(&mut g, &["Nf7"]);
    assert!(g.position().legal_moves().is_empty());
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::KnightMate))
    );
    // §1.4 "Knight mate wins".
    let mut g = game(
        fen,
        Options {
            knight_mate: KnightMate::Wins,
            ..Default::default()
        },
    );
    play(&mut g, &["Nf7"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
    // §1.4 modern shatar: every mate wins.
    let mut g = game(
        fen,
        Options {
            modern: true,
            ..Default::default()
        },
    );
    play(&mut g, &["Nf7"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

/// §1.4 "Knight mate is illegal": the mating knight move is not a legal move.
#[test]
fn knight_mate_illegal_option() {
    let options = Options {
        knight_mate: KnightMate::Illegal,
        ..Default::default()
    };
    let p = Position::from_fen("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", options).unwrap();
    assert!(text::parse_san(&p, "Nf7").is_err());
    // A knight check that does not mate stays legal.
    assert!(text::parse_san(&p, "Nh3").is_ok());
    let default = pos("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
    assert_eq!(default.legal_moves().len(), p.legal_moves().len() + 1);
}

/// §1.3: a double check by knight and bishop that mates wins (not every checker is a knight).
#[test]
fn knight_and_bishop_double_check_mate_wins() {
    let mut g = game("6bk/7p/8/4N3/8/8/1B6/K7 w - - 0 1", Options::default());
    play(&mut g, &["Ng6#"]);
    assert_eq!(g.position().checkers().count(), 2);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

/// §1.3: the checking men after a move are all found, a line the move opened as well as the
/// man that moved, and a man made on the last rank: the set decides shak or not.
#[test]
fn a_discovered_double_check_and_a_promotion_s_check_are_found() {
    let mut g = game("4k3/7p/8/8/4N3/8/8/K3R3 w - - 0 1", Options::default());
    play(&mut g, &["Nd6+"]);
    let checkers = g.position().checkers();
    assert_eq!(checkers.count(), 2);
    assert!(checkers.contains("d6".parse().unwrap()) && checkers.contains("e1".parse().unwrap()));
    assert_eq!(g.position().check_kind(), Some(CheckKind::Shak));
    let mut g = game("k7/4P2p/8/8/8/8/8/4K3 w - - 0 1", Options::default());
    play(&mut g, &["e8=J+"]);
    assert_eq!(
        g.position().checkers(),
        SquareSet::from_square("e8".parse().unwrap())
    );
}

/// §1.3 rule 3: a mate by a bishop with no shak in the series is niol, a draw.
#[test]
fn bishop_mate_without_shak_is_niol() {
    let mut g = game("6bk/7p/8/8/8/8/8/K3B3 w - - 0 1", Options::default());
    play(&mut g, &["Bc3"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Tuk));
    assert!(!g.position().shak_series(Color::White));
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Niol)));
}

/// §1.3 rule 2: a series of checks holding a shak, then a bishop's mate (a tuk), wins.
#[test]
fn series_with_shak_then_bishop_mate_wins() {
    let mut g = game("6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1", Options::default());
    play(&mut g, &["Ra7+", "Kh8", "Bc3#"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Tuk));
    assert!(g.position().shak_series(Color::White));
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

/// §1.3: a move that gives no check breaks the series (flag := false).
#[test]
fn quiet_move_breaks_the_series() {
    let mut g = game("6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1", Options::default());
    play(&mut g, &["Ra7+"]);
    assert!(g.position().shak_series(Color::White));
    play(&mut g, &["Kh8", "Kg1"]);
    assert!(!g.position().shak_series(Color::White));
    // The flag is in the hash.
    let a = g.position().clone();
    let b = Position::from_fen(&a.fen(), Options::default()).unwrap();
    assert_eq!(a.hash(), b.hash());
}

/// §1.3: the seed's series, knight check → pawn check → bishop mate, is a win.
#[test]
fn seed_series_knight_pawn_bishop_wins() {
    let mut g = game("5kb1/7p/1N6/7P/8/8/8/K3B3 w - - 0 1", Options::default());
    play(&mut g, &["Nd7+"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Shak));
    play(&mut g, &["Kg7", "h6+"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Tsod));
    assert!(g.position().shak_series(Color::White));
    play(&mut g, &["Kh8", "Bc3#"]);
    assert_eq!(g.position().check_kind(), Some(CheckKind::Tuk));
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
    assert_eq!(g.san_moves(), ["Nd7+", "Kg7", "h6+", "Kh8", "Bc3#"]);
}

/// §1.3: robado — a side with nothing but its king draws at once.
#[test]
fn robado() {
    let mut g = game("7k/8/8/8/8/8/1R5r/K7 w - - 0 1", Options::default());
    play(&mut g, &["Rxh2"]);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Robado)));
    // Looked at first: a capture that bares the king and mates is a draw (FS).
    let mut g = game("r6k/8/6K1/8/8/8/8/R7 w - - 0 1", Options::default());
    play(&mut g, &["Rxa8"]);
    assert!(g.position().is_check() && g.position().legal_moves().is_empty());
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Robado)));
    // The game is over: no more moves.
    assert!(g.play_text("Kh7").is_err());
}

/// §1.3: stalemate is a draw; §1.4 "Stalemate loses": the stalemated side loses.
#[test]
fn stalemate() {
    let fen = "7k/5J2/6K1/8/8/4p3/4P3/8 b - - 0 1";
    let g = game(fen, Options::default());
    assert!(!g.position().is_check());
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
    let g = game(
        fen,
        Options {
            stalemate_loses: true,
            ..Default::default()
        },
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Stalemate))
    );
}

/// §0: the same placement with the same side to move for the third time draws at once.
#[test]
fn threefold_repetition() {
    let mut g = Game::new(Position::default());
    play(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &["Ng8"]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert!(g.play_text("Nf3").is_err());
    // Undo reopens the game.
    g.undo();
    assert_eq!(g.outcome(), None);
}

/// §0: 100 plies without a capture or a pawn move draw at once — but a mate on that ply counts.
#[test]
fn hundred_plies() {
    let mut g = game("6k1/8/8/8/8/4p3/4P3/K6R w - - 99 80", Options::default());
    play(&mut g, &["Kb1"]);
    assert_eq!(g.position().halfmoves(), 100);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::HundredPlies)));
    let mut g = game("k7/8/1K6/8/8/4p3/4P3/7R w - - 99 80", Options::default());
    play(&mut g, &["Rh8#"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
    // A pawn move resets the count.
    let mut g = game("6k1/8/8/8/8/4p3/P3P3/K6R w - - 99 80", Options::default());
    play(&mut g, &["a3"]);
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.outcome(), None);
}

/// §1.3: the kinds of check.
#[test]
fn check_kinds() {
    assert_eq!(
        pos("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1").check_kind(),
        Some(CheckKind::Tsod)
    );
    assert_eq!(
        pos("4k3/8/8/1B6/8/8/8/4K3 b - - 0 1").check_kind(),
        Some(CheckKind::Tuk)
    );
    assert_eq!(
        pos("4k3/3P4/8/7B/8/8/8/4K3 b - - 0 1").check_kind(),
        Some(CheckKind::TukAndTsod)
    );
    assert_eq!(
        pos("4k3/8/3N4/8/8/8/8/4K3 b - - 0 1").check_kind(),
        Some(CheckKind::Shak)
    );
    assert_eq!(pos(mongol_engine::shatar::START_FEN).check_kind(), None);
}

/// §1.1, §1.4: the starts.
#[test]
fn starts() {
    for (start, fen) in [
        (Start::QueensPawn, mongol_engine::shatar::START_FEN),
        (Start::KingsPawn, mongol_engine::shatar::KINGS_PAWN_FEN),
        (
            Start::BersBesideKing,
            mongol_engine::shatar::BERS_BESIDE_KING_FEN,
        ),
    ] {
        let p = Position::new(Options {
            start,
            ..Default::default()
        });
        assert_eq!(p.fen(), fen);
    }
    // The chess array (shown before the compulsory moves) reads; no double step is legal.
    assert!(Position::from_fen(mongol_engine::shatar::CHESS_ARRAY_FEN, Options::default()).is_ok());
    let mut g = Game::new(Position::default());
    assert!(g.play_text("e2e4").is_err());
}

/// §0: a man pinned to its king moves only along the pin; a man shielding the king from a
/// knight or with a second man behind it is free (the generator's pin test).
#[test]
fn pinned_men_keep_the_king_covered() {
    let legal = |fen: &str| -> Vec<String> {
        let p = Position::from_fen(fen, Options::default()).unwrap();
        let mut v: Vec<String> = p
            .legal_moves()
            .iter()
            .map(mongol_engine::text::to_uci::<Position>)
            .collect();
        v.sort();
        let mut slow: Vec<String> = p
            .legal_moves_by_trial()
            .iter()
            .map(mongol_engine::text::to_uci::<Position>)
            .collect();
        slow.sort();
        assert_eq!(v, slow, "{fen}");
        v
    };
    // The tereg on e2 is pinned by the tereg on e8: it moves on the e-file only.
    let moves = legal("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
    let e2: Vec<_> = moves.iter().filter(|m| m.starts_with("e2")).collect();
    assert!(
        !e2.is_empty() && e2.iter().all(|m| m.as_bytes()[2] == b'e'),
        "{e2:?}"
    );
    // The camel on d2 is pinned by the camel on a5: it moves along the pin only.
    let moves = legal("6k1/8/8/b7/8/8/3B4/4K3 w - - 0 1");
    let d2: Vec<_> = moves.iter().filter(|m| m.starts_with("d2")).collect();
    assert_eq!(d2, ["d2a5", "d2b4", "d2c3"], "{moves:?}");
    // Two men on the line: neither is pinned.
    let moves = legal("4r1k1/8/8/8/4N3/8/4R3/4K3 w - - 0 1");
    assert!(moves.iter().any(|m| m.starts_with("e2d2")), "{moves:?}");
    assert!(moves.iter().any(|m| m.starts_with("e4")), "{moves:?}");
    // The bers pins along a file (a rook's line).
    let moves = legal("4j1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(moves.iter().all(|m| !m.starts_with("e2")), "{moves:?}");
}

/// The search's test of a check that gives its man away: a man of the other side attacks the
/// square the move lands on, by its own moves (§1.2: the bers one step diagonally, not two).
#[test]
fn a_move_is_recapturable_where_an_enemy_man_attacks_its_square() {
    let recapturable = |fen: &str, mv: &str| {
        let p = pos(fen);
        p.is_recapturable(&text::parse_move(&p, mv).unwrap())
    };
    // A black pawn on c6 takes on b5 and d5, not on a5.
    let pawn = "4k3/8/2p5/8/8/8/8/R2RK3 w - - 0 1";
    assert!(recapturable(pawn, "d1d5"));
    assert!(!recapturable(pawn, "a1a5"));
    // The bers on d4: c3 is one diagonal step away, b2 two.
    let bers = "4k3/1R6/8/8/3j4/8/8/2R1K3 w - - 0 1";
    assert!(recapturable(bers, "c1c3"));
    assert!(!recapturable(bers, "b7b2"));
    // Along its file, as a rook.
    assert!(recapturable(bers, "c1d1"));
}

/// The search's static exchange (SEE) on shatar's board: each side takes back on the square
/// with its least valuable man while it pays, men behind others on a line join in, the bers
/// defends one diagonal step only (§1.2), and a king never takes into an attack (§0).
#[test]
fn the_static_exchange_counts_what_each_capture_wins() {
    const VALUES: [i32; 7] = [0, 900, 500, 300, 300, 100, 0];
    let see = |fen: &str, mv: &str| {
        let p = pos(fen);
        p.see(&text::parse_move(&p, mv).unwrap(), &VALUES)
    };
    // An undefended pawn is a pawn; one defended by a pawn costs the rook.
    assert_eq!(see("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
    assert_eq!(see("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), -400);
    // Defended by a rook behind it: lost alone, even with a second rook behind the first.
    assert_eq!(see("3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), -400);
    assert_eq!(see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    // The bers on f7 is two diagonal steps from d5: no defender; on e6, one step: it is.
    assert_eq!(see("4k3/5j2/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
    assert_eq!(see("4k3/8/4j3/3p4/8/8/8/3R3K w - - 0 1", "d1d5"), -400);
    // The king on e6 takes back, unless a knight on b4 guards d5.
    assert_eq!(see("8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), -400);
    assert_eq!(see("8/8/4k3/3p4/1N6/8/8/3RK3 w - - 0 1", "d1d5"), 100);
    // A quiet move onto a square a pawn guards risks the man.
    assert_eq!(see("4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "d1d5"), -500);
    assert_eq!(see("4k3/8/2p5/8/8/8/8/3RK3 w - - 0 1", "d1d4"), 0);
}
