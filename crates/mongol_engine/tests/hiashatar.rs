//! Hiashatar's moves, the hia's zone and the end of game, case by case (RULES-MONGOLIAN.md §2).

use mongol_engine::hiashatar::{Options, Position};
use mongol_engine::{
    Board, BoardSize, ByColor, Color, EndReason, Game, Outcome, Piece, PieceKind, Setup, Variant,
    text,
};

/// A position from men written `Ka1 kj10 Ra4 he5` (upper case White), `turn` to move.
fn hpos(men: &str, turn: Color, options: Options) -> Position {
    let mut board = Board::empty(BoardSize::Ten);
    for m in men.split_whitespace() {
        let c = m.chars().next().unwrap();
        let kind = mongol_engine::hiashatar::kind_of_letter(c).unwrap();
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        board
            .set(m[1..].parse().unwrap(), Some(Piece::new(color, kind)))
            .unwrap();
    }
    let setup = Setup {
        board,
        turn,
        en_passant: Vec::new(),
        halfmoves: 0,
        fullmoves: 1,
        shak_series: ByColor::default(),
    };
    Position::from_setup(&setup, options).unwrap()
}

fn default() -> Options {
    Options::default()
}

fn passing_only() -> Options {
    Options {
        zone_brakes_only_passing: true,
        ..Options::default()
    }
}

fn targets(p: &Position, from: &str) -> Vec<String> {
    let sq = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == sq)
        .map(|m| m.to().to_string())
        .collect();
    v.sort();
    v
}

fn legal(p: &Position, uci: &str) -> bool {
    text::parse_uci(p, uci).is_ok()
}

/// §2.3 braking: a rook stops on the first square of an enemy zone it enters.
#[test]
fn zone_brakes_a_passing_rook() {
    for options in [default(), passing_only(), Options::vivanto()] {
        let p = hpos("Kj1 kj10 Ra4 he5", Color::White, options);
        let t = targets(&p, "a4");
        assert!(t.contains(&"d4".to_string()), "{t:?}");
        assert!(!t.contains(&"e4".to_string()) && !t.contains(&"g4".to_string()));
        // a1–a3 and a5–a10 on the file, b4–d4 on the rank.
        assert_eq!(t.len(), 12, "{options:?}: {t:?}");
    }
    // Without the hia the rank is open.
    let p = hpos("Kj1 kj10 Ra4 ba9", Color::White, default());
    assert_eq!(targets(&p, "a4").len(), 3 + 5 + 9);
}

/// §2.3 inside the zone: a man starting on an enemy zone square moves one square only
/// (default); §2.5 "Zone brakes only passing men": it moves normally, braked by zone squares.
#[test]
fn zone_restricts_a_man_inside_it() {
    let men = "Kj1 kj10 Rd4 he5";
    let p = hpos(men, Color::White, default());
    assert_eq!(targets(&p, "d4"), ["c4", "d3", "d5", "e4"]);
    let p = hpos(men, Color::White, passing_only());
    assert_eq!(
        targets(&p, "d4"),
        ["a4", "b4", "c4", "d1", "d2", "d3", "d5", "e4"]
    );
}

/// §2.2, §2.3: the knight is never slowed by a hia.
#[test]
fn knight_is_exempt() {
    for options in [default(), passing_only()] {
        let p = hpos("Kj1 kj10 Nd4 he5", Color::White, options);
        assert_eq!(targets(&p, "d4").len(), 8);
    }
}

/// §2.2, §2.3: the hia moves one or two squares; for two the first must be empty and not an
/// enemy zone square; it captures at distance 1 or 2 (default).
#[test]
fn hia_moves_and_braking() {
    let p = hpos("Kj1 kj10 Hc3 re5", Color::White, default());
    assert!(legal(&p, "c3e5"), "a capture at distance two");
    assert_eq!(targets(&p, "c3").len(), 16);
    // An enemy hia on e4: d4 is in its zone, so c3–e5 is braked at d4.
    let p = hpos("Kj1 kj10 Hc3 re5 he4", Color::White, default());
    assert!(legal(&p, "c3d4"));
    assert!(!legal(&p, "c3e5"));
    // Blocked by a man on the first square.
    let p = hpos("Kj1 kj10 Hc3 Pd4 re5", Color::White, default());
    assert!(!legal(&p, "c3e5"));
}

/// §2.5 "Hia captures diagonally only" (Vivanto): one square diagonally, and checks only there.
#[test]
fn hia_captures_diagonally_only() {
    let men = "Kj1 kj10 He5 re6 rf6 rc7";
    let p = hpos(men, Color::White, default());
    assert!(legal(&p, "e5e6") && legal(&p, "e5f6") && legal(&p, "e5c7"));
    let p = hpos(men, Color::White, Options::vivanto());
    assert!(!legal(&p, "e5e6") && legal(&p, "e5f6") && !legal(&p, "e5c7"));
    // Checks: orthogonally adjacent checks by default, not with the option.
    assert!(hpos("Kj1 ke6 He5", Color::Black, default()).is_check());
    assert!(!hpos("Kj1 ke6 He5", Color::Black, Options::vivanto()).is_check());
    assert!(hpos("Kj1 kf6 He5", Color::Black, Options::vivanto()).is_check());
}

/// §2.5 Dagaz's switch: a hia checks from its 8 neighbours, never from distance two.
#[test]
fn dagaz_hia_checks_adjacent_only() {
    assert!(hpos("Kj1 ke7 He5", Color::Black, default()).is_check());
    assert!(!hpos("Kj1 ke7 He5", Color::Black, Options::dagaz()).is_check());
    assert!(hpos("Kj1 ke6 He5", Color::Black, Options::dagaz()).is_check());
}

/// §2.3: a king beside its own hia cannot be checked from afar along a line through the zone.
#[test]
fn zone_shields_the_king() {
    for options in [default(), Options::vivanto()] {
        let p = hpos("Kj1 ke10 hd10 Re1", Color::Black, options);
        assert!(!p.is_check(), "e9 is in the zone: the rook stops there");
        let p = hpos("Kj1 ke10 ha10 Re1", Color::Black, options);
        assert!(p.is_check());
        // From inside the zone, next to the king, it checks.
        let p = hpos("Kj1 ke10 hd10 Re9", Color::Black, options);
        assert!(p.is_check());
    }
}

/// §2.2, §2.3: pawns advance up to three squares from their start rank, braked by zones; a pawn
/// inside an enemy zone moves one square (default).
#[test]
fn pawn_advances() {
    let p = hpos("Kj1 kj10 Pc2", Color::White, default());
    assert_eq!(targets(&p, "c2"), ["c3", "c4", "c5"]);
    let p = hpos("Kj1 kj10 Pc2 hd5", Color::White, default());
    assert_eq!(targets(&p, "c2"), ["c3", "c4"], "c4 is in d5's zone");
    let p = hpos("Kj1 kj10 Pc2 hb1", Color::White, default());
    assert_eq!(targets(&p, "c2"), ["c3"], "c2 is in b1's zone");
    let p = hpos("Kj1 kj10 Pc2 hb1", Color::White, passing_only());
    assert_eq!(targets(&p, "c2"), ["c3", "c4", "c5"]);
    // Blocked.
    let p = hpos("Kj1 kj10 Pc2 nc4", Color::White, default());
    assert_eq!(targets(&p, "c2"), ["c3"]);
}

/// §2.2 en passant: right after a long advance, a pawn beside the landing square takes onto the
/// square passed just before landing, for one ply; §2.5 "on any passed square".
#[test]
fn en_passant() {
    let mut g = Game::new(hpos("Kj1 kj10 Pa6 Pc7 pb9", Color::Black, default()));
    g.play_text("b9b6").unwrap();
    let fen = g.position().fen();
    assert!(fen.contains(" w - b8b7 0 2"), "{fen}");
    let p = g.position();
    let ep = text::parse_uci(p, "a6b7").unwrap();
    assert!(ep.is_en_passant());
    assert_eq!(ep.capture().unwrap().0.to_string(), "b6");
    assert!(!legal(p, "c7b8"), "b8 is not the last passed square");
    // The FEN reads back with the same moves.
    let back = Position::from_fen(&fen, default()).unwrap();
    assert_eq!(back.legal_moves(), p.legal_moves());
    assert_eq!(back.hash(), p.hash());
    g.play(&ep).unwrap();
    assert!(
        g.position()
            .board()
            .piece_at("b6".parse().unwrap())
            .is_none()
    );
    // One ply only.
    let mut g = Game::new(hpos("Kj1 kj10 Pa6 pb9", Color::Black, default()));
    g.play_text("b9b6").unwrap();
    g.play_text("Ki1").unwrap();
    g.play_text("Kj9").unwrap();
    assert!(!legal(g.position(), "a6b7"));
    // Any passed square (Dagaz, Winther).
    let any = Options {
        en_passant_any_passed: true,
        ..default()
    };
    let mut g = Game::new(hpos("Kj1 kj10 Pa6 Pc7 pb9", Color::Black, any));
    g.play_text("b9b6").unwrap();
    assert!(legal(g.position(), "a6b7") && legal(g.position(), "c7b8"));
}

/// §2.2: promotion to a queen only; §2.5 "Promotion to any piece".
#[test]
fn promotion() {
    let p = hpos("Kj1 kj9 Pa9", Color::White, default());
    let moves = targets(&p, "a9");
    assert_eq!(moves, ["a10"]);
    assert_eq!(
        text::parse_san(&p, "a10=Q").unwrap().promotion(),
        Some(PieceKind::Queen)
    );
    assert_eq!(
        text::parse_uci(&p, "a9a10q").unwrap().promotion(),
        Some(PieceKind::Queen)
    );
    let any = Options {
        promotion_to_any: true,
        ..default()
    };
    let p = hpos("Kj1 kj9 Pa9", Color::White, any);
    assert_eq!(targets(&p, "a9").len(), 5);
    assert_eq!(
        text::parse_uci(&p, "a9a10h").unwrap().promotion(),
        Some(PieceKind::Hia)
    );
    assert!(
        text::parse_uci(&p, "a9a10").is_err(),
        "five choices: the letter is needed"
    );
}

/// §2.5 "Zone brakes both sides": a friendly zone brakes too; a hia is not braked by its own.
#[test]
fn zone_brakes_both_sides() {
    let both = Options {
        zone_brakes_both_sides: true,
        ..default()
    };
    let p = hpos("Kj1 kj10 Ra4 He5", Color::White, default());
    assert_eq!(targets(&p, "a4").len(), 9 + 9);
    let p = hpos("Kj1 kj10 Ra4 He5", Color::White, both);
    assert_eq!(targets(&p, "a4").len(), 9 + 3);
    // The hia itself still goes two squares.
    assert!(legal(&p, "e5e7"));
}

/// §2.4: every mate wins.
#[test]
fn mate_wins() {
    let mut g = Game::new(hpos("Kb8 ka10 Rj1 Pe2 pe3", Color::White, default()));
    g.play_text("Rj10#").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

/// §2.4: stalemate is a draw.
#[test]
fn stalemate_draws() {
    let g = Game::new(hpos("Kj1 ka10 Qb8", Color::Black, default()));
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
}

/// §2.4: king + hia against king + hia, king against king, king against king with one bishop or
/// one knight are drawn at once; other material plays on.
#[test]
fn drawn_material() {
    let dead = Some(Outcome::draw(EndReason::DeadPosition));
    let mut g = Game::new(hpos("Ka1 He5 kj10 hf7 rf6", Color::White, default()));
    assert_eq!(g.outcome(), None);
    g.play_text("Hxf6").unwrap();
    assert_eq!(g.outcome(), dead, "king + hia against king + hia");
    for men in ["Ka1 kj10", "Ka1 Bc4 kj10", "Ka1 kj10 nc3"] {
        assert_eq!(
            Game::new(hpos(men, Color::White, default())).outcome(),
            dead,
            "{men}"
        );
    }
    for men in [
        "Ka1 Rc3 kj10",
        "Ka1 Hc3 kj10",
        "Ka1 Hc3 Hd3 kj10 hh8",
        "Ka1 Bc4 kj10 nh8",
    ] {
        assert_eq!(
            Game::new(hpos(men, Color::White, default())).outcome(),
            None,
            "{men}"
        );
    }
}

/// §0: threefold repetition and 100 plies, in hiashatar too.
#[test]
fn repetition_and_hundred_plies() {
    let mut g = Game::new(Position::new(Options::vivanto()));
    for m in ["Nc3", "Nc8", "Nb1", "Nb10", "Nc3", "Nc8", "Nb1", "Nb10"] {
        assert_eq!(g.outcome(), None);
        g.play_text(m).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    let p = Position::from_fen("8k1/10/10/10/10/10/4p5/4P5/10/K8R w - - 99 70", default()).unwrap();
    let mut g = Game::new(p);
    g.play_text("Kb1").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::HundredPlies)));
}

/// §2.3: a king beside its own hia is shielded from afar through the hia's zone; the hia may
/// not step away and open the line (the generator tries every hia move for the king's safety).
#[test]
fn a_shielding_hia_may_not_step_away() {
    let fen = "9k/10/10/10/10/10/10/10/3H6/r3K5 w - - 0 1";
    let p = Position::from_fen(fen, Options::default()).unwrap();
    assert!(!p.is_check(), "the zone shields the king from the rook");
    let mut fast: Vec<String> = p
        .legal_moves()
        .iter()
        .map(mongol_engine::text::to_uci::<Position>)
        .collect();
    let mut slow: Vec<String> = p
        .legal_moves_by_trial()
        .iter()
        .map(mongol_engine::text::to_uci::<Position>)
        .collect();
    fast.sort();
    slow.sort();
    assert_eq!(fast, slow);
    assert!(!fast.contains(&"d2d4".to_string()), "{fast:?}");
    assert!(fast.contains(&"d2c1".to_string()), "{fast:?}");
}

/// Found by `hiashatar_legal_moves_equal_trying_every_move` (properties.rs): the pawn on h4
/// takes the black hia on g5, whose zone (where zones brake both sides, §2.3) held back the
/// black bers on f9 from the white king on f2: so the capture is no legal move there, although
/// the pawn is pinned by no line. The generator skipped trying it; it must find what trying
/// every move finds, under every option (§0, §2.3).
#[test]
fn taking_a_hia_is_judged_as_trying_the_move_judges_it() {
    let fen = "3hk2br1/2pp1q4/3np1ppp1/rP7p/p1R7/3b2h2P/7Pn1/PP2P1P2R/3P1K1H2/1NB3QBN1 w - - 1 33";
    for bits in 0..128u32 {
        let b = |i: u32| bits >> i & 1 == 1;
        let options = Options {
            queens_to_the_right: b(0),
            hia_captures_diagonally_only: b(1),
            zone_brakes_both_sides: b(2),
            zone_brakes_only_passing: b(3),
            en_passant_any_passed: b(4),
            promotion_to_any: b(5),
            hia_checks_adjacent_only: b(6),
        };
        let Ok(p) = Position::from_fen(fen, options) else {
            continue;
        };
        let key = |m: &mongol_engine::Move| text::to_uci::<Position>(m);
        let mut fast = p.legal_moves();
        let mut slow = p.legal_moves_by_trial();
        fast.sort_by_key(key);
        slow.sort_by_key(key);
        let f: Vec<String> = fast.iter().map(key).collect();
        let s: Vec<String> = slow.iter().map(key).collect();
        assert_eq!(f, s, "{options:?}");
    }
}

/// The search's static exchange (SEE) sees the hia's zone (§2.3): a defender whose line to the
/// square crosses an enemy zone is braked there and defends nothing.
#[test]
fn the_static_exchange_sees_zones_brake_the_defenders() {
    const VALUES: [i32; 7] = [0, 950, 520, 330, 300, 100, 400];
    let see = |men: &str, mv: &str| {
        let p = hpos(men, Color::White, default());
        p.see(&text::parse_move(&p, mv).unwrap(), &VALUES)
    };
    // The black rook on a10 defends a5 along the file: the white rook is lost for a pawn.
    assert_eq!(see("Kj1 kj10 Ra1 pa5 ra10", "a1a5"), 100 - 520);
    // A white hia on b8 puts a9, a8 and a7 in its zone: the black rook stops at a9.
    assert_eq!(see("Kj1 kj10 Ra1 pa5 ra10 Hb8", "a1a5"), 100);
    // A second white rook behind the first wins the exchange back: rook for rook and a pawn.
    assert_eq!(see("Kj1 kj10 Ra1 Ra2 pa5 ra10", "a2a5"), 100);
}
