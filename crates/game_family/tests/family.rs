//! The three games through the family's boundary: the dispatch enum agrees with each engine,
//! moves read as data are consistent, every kind of ending reaches the app typed.

use game_family::{
    AnyGame, Computer, End, Ending, FamilyGame, GameKind, GameOptions, ManKind, Mark, Motion,
    MoveView, Side,
};
use mongol_engine::{Variant, hiashatar, shatar};

fn splitmix(z: &mut u64) -> u64 {
    *z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut x = *z;
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

fn native_legal_count(g: &AnyGame) -> usize {
    match g {
        AnyGame::Shatra(p) => p.game.legal_moves().len(),
        AnyGame::Shatar(p) => p.game.position().legal_moves().len(),
        AnyGame::Hiashatar(p) => p.game.position().legal_moves().len(),
    }
}

/// A move read as data is consistent with the board before and after it.
fn check_move(before: &AnyGame, mv: &MoveView, after: &AnyGame) {
    let men_before = before.men();
    let at = |men: &[(game_family::Cell, game_family::Man)], c| {
        men.iter().find(|(cell, _)| *cell == c).map(|(_, m)| *m)
    };
    let mover = at(&men_before, mv.from).expect("a man stands where the move starts");
    assert_eq!(mover.side, before.turn(), "{}", mv.text);
    assert_eq!(mover.kind, mv.man, "{}", mv.text);
    // The legs join up from the start to the end.
    let mut cur = mv.from;
    for leg in &mv.legs {
        assert_eq!(leg.from, cur, "{}", mv.text);
        assert_ne!(leg.from, leg.to, "{}", mv.text);
        if leg.motion == Motion::Step {
            assert_eq!(leg.from.distance(leg.to), 1, "{}", mv.text);
        }
        cur = leg.to;
    }
    assert_eq!(cur, mv.to, "{}", mv.text);
    if mv.legs.is_empty() {
        assert_eq!(
            mv.from, mv.to,
            "only a promotion in place has no leg: {}",
            mv.text
        );
        assert!(mv.promotion.is_some());
    }
    // Every man taken was the other side's, every leg's take is one of them, and they are gone.
    let men_after = after.men();
    for &c in &mv.captures {
        let taken = at(&men_before, c).expect("a man stood on a captured cell");
        assert_ne!(taken.side, mover.side, "{}", mv.text);
        if c != mv.to {
            assert_eq!(at(&men_after, c), None, "{} leaves {c:?} empty", mv.text);
        }
    }
    for leg in &mv.legs {
        if let Some(t) = leg.takes {
            assert!(mv.captures.contains(&t), "{}", mv.text);
        }
    }
    let landed = at(&men_after, mv.to).expect("the man stands where it ends");
    assert_eq!(landed.side, mover.side, "{}", mv.text);
    assert_eq!(landed.kind, mv.promotion.unwrap_or(mv.man), "{}", mv.text);
    if mv.man == ManKind::Mori {
        assert!(
            mv.legs.iter().all(|l| l.motion == Motion::Leap),
            "the mori leaps"
        );
    }
    if mv.man == ManKind::Shatra || mv.man == ManKind::Batyr {
        for leg in mv.legs.iter().filter(|l| l.takes.is_some()) {
            assert_eq!(leg.motion, Motion::Jump, "{}", mv.text);
        }
    }
}

fn random_games(options: GameOptions, games: usize, plies: usize) {
    let mut seed = 7u64;
    for _ in 0..games {
        let mut g = AnyGame::new(&options);
        let start_text = g.position_text();
        for _ in 0..plies {
            let moves = g.legal_moves();
            assert_eq!(moves.len(), native_legal_count(&g), "{}", g.position_text());
            if moves.is_empty() {
                assert!(
                    g.ending().is_some(),
                    "no move and no ending: {}",
                    g.position_text()
                );
                break;
            }
            let i = (splitmix(&mut seed) % moves.len() as u64) as usize;
            let before = g.clone();
            let played = g.play(i).unwrap();
            assert_eq!(played, moves[i]);
            assert_eq!(g.ply(), before.ply() + 1);
            check_move(&before, &played, &g);
            // The move's text plays the same move.
            let mut again = before.clone();
            again.play_text(&played.text).unwrap();
            assert_eq!(again.position_text(), g.position_text(), "{}", played.text);
        }
        // Undo to the start and redo to the end.
        let end_text = g.position_text();
        let n = g.ply();
        let moves = g.move_texts();
        assert_eq!(moves.len(), n);
        for _ in 0..n {
            assert!(g.undo());
        }
        assert_eq!(g.position_text(), start_text);
        for _ in 0..n {
            assert!(g.redo());
        }
        assert!(!g.redo());
        assert_eq!(g.position_text(), end_text);
    }
}

#[test]
fn shatra_through_the_boundary_agrees_with_its_engine() {
    random_games(GameOptions::default_for(GameKind::Shatra), 12, 120);
}

#[test]
fn shatar_through_the_boundary_agrees_with_its_engine() {
    random_games(GameOptions::default_for(GameKind::Shatar), 12, 150);
    random_games(
        GameOptions::Shatar(shatar::Options {
            modern: true,
            ..Default::default()
        }),
        4,
        100,
    );
}

#[test]
fn hiashatar_through_the_boundary_agrees_with_its_engine() {
    random_games(GameOptions::default_for(GameKind::Hiashatar), 8, 150);
    random_games(GameOptions::Hiashatar(hiashatar::Options::dagaz()), 4, 120);
}

#[test]
fn the_starts_stand_on_their_boards() {
    for kind in GameKind::ALL {
        let g = AnyGame::new(&GameOptions::default_for(kind));
        assert_eq!(g.kind(), kind);
        let shape = g.shape();
        let men = g.men();
        for (cell, _) in &men {
            assert!(shape.contains(*cell), "{kind}: {cell:?} is on the board");
        }
        let kings = |side| {
            men.iter()
                .filter(|(_, m)| m.side == side && m.kind.is_king())
                .count()
        };
        assert_eq!((kings(Side::White), kings(Side::Black)), (1, 1), "{kind}");
        assert_eq!(g.turn(), Side::White);
        let count = match kind {
            GameKind::Shatra => 2 * 17, // RULES.md §2: Biy, Batyr, 2 Turas, 2 Yalkyns, 11 Shatras
            GameKind::Shatar => 2 * 16, // RULES-MONGOLIAN.md §1.1
            GameKind::Hiashatar => 2 * 20, // §2.1: ten men and ten pawns a side
        };
        assert_eq!(men.len(), count, "{kind}");
    }
}

#[test]
fn a_knight_leaps_a_slider_glides_a_pawn_steps() {
    let g = AnyGame::new(&GameOptions::default_for(GameKind::Shatar));
    let moves = g.legal_moves();
    let knight = moves
        .iter()
        .find(|m| m.text == "Nf3")
        .expect("Nf3 from the start");
    assert_eq!(knight.legs[0].motion, Motion::Leap);
    assert_eq!(knight.coordinates, "g1f3");
    let pawn = moves.iter().find(|m| m.text == "e3").unwrap();
    assert_eq!(pawn.legs[0].motion, Motion::Step);
    // The bers on d1 glides up the open d-file? (d2 is empty after the compulsory d4.)
    let bers = moves
        .iter()
        .find(|m| m.text == "Qd3" || m.text == "Jd3")
        .unwrap();
    assert_eq!(bers.man, ManKind::Bers);
    assert_eq!(bers.legs[0].motion, Motion::Slide);
}

#[test]
fn a_shatra_chain_shows_each_jump_and_the_man_it_takes() {
    // RULES.md §5: a Batyr takes two men in one chain (the same position the app's tests use
    // for its chains is not needed: any chain will do, found by playing random games).
    let mut seed = 11u64;
    let options = GameOptions::default_for(GameKind::Shatra);
    for _ in 0..200 {
        let mut g = AnyGame::new(&options);
        for _ in 0..200 {
            let moves = g.legal_moves();
            if let Some(chain) = moves
                .iter()
                .find(|m| m.legs.len() >= 2 && m.captures.len() >= 2)
            {
                assert!(chain.legs.iter().all(|l| l.motion == Motion::Jump));
                let taken: Vec<_> = chain.legs.iter().filter_map(|l| l.takes).collect();
                assert_eq!(taken.len(), chain.captures.len(), "{}", chain.text);
                return;
            }
            if moves.is_empty() {
                break;
            }
            let i = (splitmix(&mut seed) % moves.len() as u64) as usize;
            g.play(i).unwrap();
        }
    }
    panic!("no chain of two jumps in 200 random games");
}

#[test]
fn shatar_endings_and_the_marks_that_explain_them() {
    let opts = GameOptions::default_for(GameKind::Shatar);
    // §1.3 rule 3: a bishop's mate with no shak in the series is niol, a draw.
    let mut g = AnyGame::from_position(&opts, "6bk/7p/8/8/8/8/8/K3B3 w - - 0 1").unwrap();
    g.play_text("Bc3").unwrap();
    assert_eq!(
        g.ending(),
        Some(Ending {
            winner: None,
            end: End::Niol
        })
    );
    assert!(
        g.marks()
            .contains(&Mark::CheckKind(game_family::CheckKind::Tuk))
    );
    // §1.3 rule 2: a shak, then a bishop's mate, wins; the series is marked on the way.
    let mut g = AnyGame::from_position(&opts, "6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1").unwrap();
    g.play_text("Ra7+").unwrap();
    let marks = g.marks();
    assert!(marks.contains(&Mark::ShakSeries(Side::White)), "{marks:?}");
    assert!(marks.contains(&Mark::CheckKind(game_family::CheckKind::Shak)));
    assert!(marks.iter().any(|m| matches!(
        m,
        Mark::Check {
            side: Side::Black,
            ..
        }
    )));
    g.play_text("Kh8").unwrap();
    g.play_text("Bc3").unwrap();
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((Some(Side::White), End::Mate))
    );
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play(0), Err(game_family::PlayError::Over(_))));
    // §1.3 rule 1: a mate by a knight alone loses for the mating side.
    let mut g = AnyGame::from_position(&opts, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1").unwrap();
    g.play_text("Nf7").unwrap();
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((Some(Side::Black), End::KnightMate))
    );
}

#[test]
fn hiashatar_shows_the_zones_of_both_hias() {
    // RULES-MONGOLIAN.md §2.2: a hia's zone is the squares around it.
    let g = AnyGame::new(&GameOptions::default_for(GameKind::Hiashatar));
    let zones: Vec<_> = g
        .marks()
        .into_iter()
        .filter_map(|m| match m {
            Mark::Zone { side, cells } => Some((side, cells)),
            _ => None,
        })
        .collect();
    assert_eq!(zones.len(), 2, "{zones:?}");
    let men = g.men();
    for (side, cells) in zones {
        let hias: Vec<_> = men
            .iter()
            .filter(|(_, m)| m.side == side && m.kind == ManKind::Hia)
            .map(|(c, _)| *c)
            .collect();
        assert_eq!(hias.len(), 2);
        for cell in &cells {
            assert!(
                hias.iter().any(|h| h.distance(*cell) <= 1),
                "{side}'s zone cell {cell:?} is next to one of its hias"
            );
        }
    }
}

#[test]
fn declared_results_end_every_game_and_undo_takes_them_back() {
    for kind in GameKind::ALL {
        let mut g = AnyGame::new(&GameOptions::default_for(kind));
        g.play(0).unwrap();
        g.resign(Side::Black);
        assert_eq!(
            g.ending(),
            Some(Ending {
                winner: Some(Side::White),
                end: End::Resignation
            }),
            "{kind}"
        );
        assert!(g.legal_moves().is_empty());
        assert!(g.undo(), "{kind}: the resignation is taken back");
        assert_eq!(g.ending(), None, "{kind}");
        assert_eq!(g.ply(), 1, "{kind}: the move stays");
        g.agree_draw();
        assert_eq!(g.ending().map(|e| e.end), Some(End::Agreement), "{kind}");
        g.undo();
        g.flag(Side::White);
        assert_eq!(
            g.ending().map(|e| (e.winner, e.end)),
            Some((Some(Side::Black), End::Time)),
            "{kind}"
        );
    }
}

#[test]
fn bad_positions_and_moves_are_named() {
    for kind in GameKind::ALL {
        let opts = GameOptions::default_for(kind);
        let e = AnyGame::from_position(&opts, "not a position").unwrap_err();
        assert!(!e.is_empty(), "{kind}");
        let mut g = AnyGame::new(&opts);
        let err = g.play_text("zz9").unwrap_err().to_string();
        assert!(err.contains("zz9"), "{kind}: {err}");
        let err = g.play(9999).unwrap_err().to_string();
        assert!(err.contains("9999"), "{kind}: {err}");
    }
}

#[test]
fn records_are_each_games_own_format_and_read_back() {
    let mut seed = 3u64;
    for kind in GameKind::ALL {
        let mut g = AnyGame::new(&GameOptions::default_for(kind));
        for _ in 0..30 {
            let n = g.legal_moves().len();
            if n == 0 {
                break;
            }
            g.play((splitmix(&mut seed) % n as u64) as usize).unwrap();
        }
        let record = g.record();
        match kind {
            GameKind::Shatra => {
                let games =
                    shatra_engine::sgn::read_file(&record, shatra_engine::RuleSet::default());
                let read = games.into_iter().next().unwrap().unwrap();
                assert_eq!(read.game.position().to_fen(), g.position_text());
            }
            _ => {
                let games = mongol_engine::pgn::read_file(&record);
                let read: AnyGame = games.into_iter().next().unwrap().unwrap().game.into();
                assert_eq!(read.kind(), kind);
                assert_eq!(read.position_text(), g.position_text());
                assert_eq!(read.move_texts(), g.move_texts());
            }
        }
    }
}

#[test]
fn the_computer_plays_legal_moves_of_every_game_to_an_end() {
    let mut computer = Computer::new(4);
    // Shatra: White's lone Biy against four Batyrs (the browser check's end game).
    let shatra = AnyGame::from_position(
        &GameOptions::default_for(GameKind::Shatra),
        "1k1/3/3/1/q5q/7/7/3K3/7/q5q/1/3/3/3 w - - - - 0 1",
    )
    .unwrap();
    let shatar = AnyGame::new(&GameOptions::default_for(GameKind::Shatar));
    let hia = AnyGame::new(&GameOptions::default_for(GameKind::Hiashatar));
    for (mut g, plies) in [(shatra, 40), (shatar, 12), (hia, 8)] {
        for ply in 0..plies {
            let Some(i) = computer.choose(&g, 2, ply as u64, None) else {
                assert!(g.ending().is_some());
                break;
            };
            assert!(i < g.legal_moves().len());
            g.play(i).unwrap();
        }
        if g.kind() == GameKind::Shatra {
            assert_eq!(g.ending().map(|e| e.end), Some(End::BiyCaptured));
            assert_eq!(computer.choose(&g, 8, 0, None), None);
        }
    }
}

#[test]
fn a_set_up_board_becomes_a_game_and_a_bad_one_is_named() {
    use game_family::{Cell, Man, ManKind, SetupProblem, Side};
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        let options = GameOptions::default_for(kind);
        // Every start reads back from its own men.
        let start = AnyGame::new(&options);
        let again = AnyGame::from_men(&options, &start.men(), start.turn()).unwrap();
        assert_eq!(again.legal_moves(), start.legal_moves(), "{kind}");
        let mut men = again.men();
        men.sort_by_key(|(c, _)| *c);
        let mut want = start.men();
        want.sort_by_key(|(c, _)| *c);
        assert_eq!(men, want);
        // Two kings and a rook, Black to move.
        let men = [
            (
                Cell::new(0, 0),
                Man {
                    kind: ManKind::Noyon,
                    side: Side::White,
                },
            ),
            (
                Cell::new(7, 7),
                Man {
                    kind: ManKind::Noyon,
                    side: Side::Black,
                },
            ),
            (
                Cell::new(3, 3),
                Man {
                    kind: ManKind::Tereg,
                    side: Side::White,
                },
            ),
        ];
        let g = AnyGame::from_men(&options, &men, Side::Black).unwrap();
        assert_eq!(g.turn(), Side::Black);
        assert_eq!(g.men().len(), 3);
        // What is wrong is typed (the app words it in the player's language), RULES-MONGOLIAN.md
        // §0: one king each, no pawn on the first or last rank, the side not to move not in
        // check, only the game's own men, on the board.
        let with = |extra: &[(Cell, Man)]| {
            let mut v = men.to_vec();
            v.extend_from_slice(extra);
            v
        };
        let man = |kind, side| Man { kind, side };
        assert_eq!(
            AnyGame::from_men(&options, &men[..1], Side::White).unwrap_err(),
            SetupProblem::NoKing(Side::Black)
        );
        let kings = with(&[(Cell::new(5, 7), man(ManKind::Noyon, Side::Black))]);
        assert_eq!(
            AnyGame::from_men(&options, &kings, Side::White).unwrap_err(),
            SetupProblem::ExtraKings {
                side: Side::Black,
                count: 2
            }
        );
        let pawn = with(&[(Cell::new(4, 0), man(ManKind::Khuu, Side::Black))]);
        assert_eq!(
            AnyGame::from_men(&options, &pawn, Side::White).unwrap_err(),
            SetupProblem::PawnOnEdgeRank(Cell::new(4, 0))
        );
        // The tereg on d4 checks nothing; one on h1 checks the black king on h8.
        let check = with(&[(Cell::new(7, 1), man(ManKind::Tereg, Side::White))]);
        assert_eq!(
            AnyGame::from_men(&options, &check, Side::White).unwrap_err(),
            SetupProblem::OppositeCheck(Side::Black)
        );
        // The two kings side by side: named as such (a king gives no check), worded by the app.
        let side_by_side = [
            (Cell::new(3, 4), man(ManKind::Noyon, Side::White)),
            (Cell::new(4, 4), man(ManKind::Noyon, Side::Black)),
        ];
        let problem = AnyGame::from_men(&options, &side_by_side, Side::White).unwrap_err();
        assert_eq!(problem, SetupProblem::KingsSideBySide);
        assert_eq!(problem.words().key, "setup-kings-side-by-side");
        let shatra = with(&[(Cell::new(1, 1), man(ManKind::Batyr, Side::White))]);
        assert_eq!(
            AnyGame::from_men(&options, &shatra, Side::White).unwrap_err(),
            SetupProblem::NotInGame {
                cell: Cell::new(1, 1),
                kind: ManKind::Batyr
            }
        );
        let far = with(&[(Cell::new(12, 1), man(ManKind::Tereg, Side::White))]);
        assert_eq!(
            AnyGame::from_men(&options, &far, Side::White).unwrap_err(),
            SetupProblem::OffBoard(Cell::new(12, 1))
        );
        if kind == GameKind::Shatar {
            let hia = with(&[(Cell::new(2, 4), man(ManKind::Hia, Side::White))]);
            assert_eq!(
                AnyGame::from_men(&options, &hia, Side::White).unwrap_err(),
                SetupProblem::NotInGame {
                    cell: Cell::new(2, 4),
                    kind: ManKind::Hia
                }
            );
        }
        // Each problem says itself in English too.
        let e = AnyGame::from_men(&options, &men[..1], Side::White).unwrap_err();
        assert!(e.to_string().contains("king"), "{e}");
    }
    assert_eq!(
        AnyGame::from_men(
            &GameOptions::default_for(GameKind::Shatra),
            &[],
            Side::White
        )
        .unwrap_err(),
        SetupProblem::NotThisEditor
    );
}

#[test]
fn the_computer_takes_a_draw_only_when_it_stands_worse() {
    use game_family::{Computer, Side};
    let mut c = Computer::new(4);
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        let o = GameOptions::default_for(kind);
        // A pawn each, and Black a tereg more (so that no side is bare: no robado).
        let (up, down) = match kind {
            GameKind::Shatar => (
                "k7/p7/8/8/8/8/r6P/7K w - - 0 1",
                "K7/P7/8/8/8/8/R6p/7k b - - 0 1",
            ),
            _ => (
                "k9/p9/10/10/10/10/10/10/r8P/9K w - - 0 1",
                "K9/P9/10/10/10/10/10/10/R8p/9k b - - 0 1",
            ),
        };
        let worse = AnyGame::from_position(&o, up).unwrap();
        assert!(worse.ending().is_none(), "{kind}");
        assert!(c.accepts_draw(&worse, Side::White), "{kind}: a tereg down");
        assert!(!c.accepts_draw(&worse, Side::Black), "{kind}: a tereg up");
        let better = AnyGame::from_position(&o, down).unwrap();
        assert!(better.ending().is_none(), "{kind}");
        assert!(!c.accepts_draw(&better, Side::White), "{kind}: a tereg up");
        assert!(c.accepts_draw(&better, Side::Black), "{kind}: a tereg down");
        assert!(
            !c.accepts_draw(&AnyGame::new(&o), Side::White),
            "{kind}: the start is even"
        );
    }
}

#[test]
fn an_analysis_reports_deeper_lines_of_legal_moves() {
    use game_family::Computer;
    let mut c = Computer::new(4);
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        let g = AnyGame::new(&GameOptions::default_for(kind));
        let mut reports = Vec::new();
        c.analyse(&g, 4, std::time::Duration::from_secs(20), &mut |a| {
            reports.push(a)
        });
        assert!(reports.len() >= 3, "{kind}: {} reports", reports.len());
        assert!(reports.windows(2).all(|w| w[0].depth <= w[1].depth));
        let last = reports.last().unwrap();
        assert_eq!(last.depth, 4);
        // The line plays from the position, move by move.
        let mut after = g.clone();
        assert!(!last.line.is_empty());
        for m in &last.line {
            assert!(after.legal_moves().contains(m), "{kind}: {}", m.text);
            after.play_text(&m.coordinates).unwrap();
        }
    }
    let mut none = 0;
    c.analyse(
        &AnyGame::new(&GameOptions::default_for(GameKind::Shatra)),
        3,
        std::time::Duration::from_secs(1),
        &mut |_| none += 1,
    );
    assert_eq!(none, 0, "Shatra is analysed by the app with its own engine");
}

/// The beginner's guide says why a man may go where it may, in the rules' words: how its kind
/// moves in this game under its options (RULES-MONGOLIAN.md §1.2, §1.3, §1.4, §2.2, §2.5), and
/// what holds it here: an enemy hia's zone it starts in (§2.3), a check on its king (§0).
#[test]
fn the_guide_names_each_mans_rule_and_what_holds_it() {
    use game_family::explain::guide;
    use game_family::{Cell, Man, ManKind, Side};
    let keys = |g: &AnyGame, c: Cell| guide(g, c).iter().map(|l| l.key).collect::<Vec<_>>();
    let man = |kind, side| Man { kind, side };
    // Shatar's start: the mori (b1), the bers (d1); the knight's mate under each option.
    let start = AnyGame::new(&GameOptions::default_for(GameKind::Shatar));
    assert_eq!(keys(&start, Cell::new(1, 0)), ["guide-shatar-mori"]);
    assert_eq!(keys(&start, Cell::new(3, 0)), ["guide-shatar-bers"]);
    assert_eq!(
        keys(&start, Cell::new(4, 4)),
        Vec::<&str>::new(),
        "an empty cell"
    );
    for (text, mori, bers) in [
        (
            "shatar option-shatar-knight-mate=wins",
            "guide-shatar-mori-wins",
            "guide-shatar-bers",
        ),
        (
            "shatar option-shatar-knight-mate=illegal",
            "guide-shatar-mori-illegal",
            "guide-shatar-bers",
        ),
        (
            "shatar option-shatar-modern",
            "guide-shatar-mori-wins",
            "guide-shatar-bers-modern",
        ),
    ] {
        let g = AnyGame::new(&GameOptions::from_text(text).expect(text));
        assert_eq!(keys(&g, Cell::new(1, 0)), [mori], "{text}");
        assert_eq!(keys(&g, Cell::new(3, 0)), [bers], "{text}");
    }
    // A check on White's noyon (the black tereg on e5): the noyon's line, then the check.
    let checked = AnyGame::from_men(
        &GameOptions::default_for(GameKind::Shatar),
        &[
            (Cell::new(4, 0), man(ManKind::Noyon, Side::White)),
            (Cell::new(4, 7), man(ManKind::Noyon, Side::Black)),
            (Cell::new(4, 4), man(ManKind::Tereg, Side::Black)),
        ],
        Side::White,
    )
    .unwrap();
    assert_eq!(
        keys(&checked, Cell::new(4, 0)),
        ["guide-shatar-noyon", "guide-in-check"]
    );
    assert_eq!(keys(&checked, Cell::new(4, 4)), ["guide-shatar-tereg"]);
    // Hiashatar: a white tereg on d5 inside the black hia's zone (the hia on d6) moves one
    // square; under Vivanto's reading (the zone brakes only passing men) it is not held.
    let men = [
        (Cell::new(4, 0), man(ManKind::Noyon, Side::White)),
        (Cell::new(4, 9), man(ManKind::Noyon, Side::Black)),
        (Cell::new(3, 5), man(ManKind::Hia, Side::Black)),
        (Cell::new(3, 4), man(ManKind::Tereg, Side::White)),
        (Cell::new(2, 4), man(ManKind::Mori, Side::White)),
    ];
    let hia = AnyGame::from_men(
        &GameOptions::default_for(GameKind::Hiashatar),
        &men,
        Side::White,
    )
    .unwrap();
    assert_eq!(
        keys(&hia, Cell::new(3, 4)),
        ["guide-hiashatar-tereg", "guide-inside-zone"]
    );
    assert_eq!(
        keys(&hia, Cell::new(2, 4)),
        ["guide-hiashatar-mori"],
        "the mori is exempt"
    );
    assert_eq!(keys(&hia, Cell::new(3, 5)), ["guide-hiashatar-hia"]);
    let vivanto = GameOptions::from_text("hiashatar preset=preset-hia-vivanto").unwrap();
    let passing = AnyGame::from_men(&vivanto, &men, Side::White).unwrap();
    assert_eq!(keys(&passing, Cell::new(3, 4)), ["guide-hiashatar-tereg"]);
    assert_eq!(
        keys(&passing, Cell::new(3, 5)),
        ["guide-hiashatar-hia-diagonal"]
    );
    // Shatra's guide is its engine's own.
    let shatra = AnyGame::new(&GameOptions::default_for(GameKind::Shatra));
    assert!(guide(&shatra, Cell::new(0, 1)).is_empty());
}

/// `startpos` reads as each game's start under its options, and the result is given in the
/// engine's own words once the game ends (the command-line tool prints it).
#[test]
fn startpos_and_the_result_in_the_engines_words() {
    for kind in GameKind::ALL {
        let options = GameOptions::default_for(kind);
        let g = AnyGame::from_position(&options, " startpos ").expect("startpos reads");
        assert_eq!(g.position_text(), AnyGame::new(&options).position_text());
        assert_eq!(g.result_text(), None);
    }
    let robado = AnyGame::from_position(
        &GameOptions::default_for(GameKind::Shatar),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    )
    .unwrap();
    assert_eq!(
        robado.result_text().as_deref(),
        Some("draw: robado (a bare king)")
    );
    let shatra = AnyGame::from_position(
        &GameOptions::default_for(GameKind::Shatra),
        "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1",
    )
    .unwrap();
    assert_eq!(
        shatra.result_text().as_deref(),
        Some("1/2-1/2 draw: only the two Biys are left")
    );
}
