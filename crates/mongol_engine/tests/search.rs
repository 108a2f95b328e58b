//! The search of both games (issue 20): mates found and scored by the rules (shatar's shak mate,
//! niol avoided, the knight's mate that loses avoided, RULES-MONGOLIAN.md §1.3; hiashatar's every
//! mate, §2.4), legal moves at every level, the stop flag and the time limits, a short ladder
//! check (level 8 beats level 1), and a deep search that repeats exactly.

use mongol_engine::search::player::{LEVELS, Strength, choose_move};
use mongol_engine::search::{Evaluate, Limits, MATE, Searcher};
use mongol_engine::{Color, EndReason, Game, Outcome, Variant, hiashatar, shatar, text};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How soon a search must end once its time is up or its stop flag is raised: one without a limit
/// runs on for minutes, so ending within this shows that the limit or the flag ended it. It is no
/// speed figure (those are the benchmarks), so a loaded machine does not fail it.
const PROMPTLY: Duration = Duration::from_secs(10);

fn shatar_pos(fen: &str) -> shatar::Position {
    shatar::Position::from_fen(fen, shatar::Options::default()).unwrap()
}

fn hia_pos(fen: &str) -> hiashatar::Position {
    hiashatar::Position::from_fen(fen, hiashatar::Options::default()).unwrap()
}

/// Whether the side to move can force a win by mate (the rules' `Outcome`, with
/// `EndReason::Mate`) within `plies` of its own and its opponent's moves, by brute force.
fn forced_mate<P: Variant>(game: &Game<P>, plies: u32) -> bool {
    let me = game.position().turn();
    win_within(game, plies, me)
}

fn win_within<P: Variant>(game: &Game<P>, plies: u32, me: Color) -> bool {
    if let Some(o) = game.outcome() {
        return o == Outcome::win(me, EndReason::Mate);
    }
    if plies == 0 {
        return false;
    }
    let moves = game.position().legal_moves();
    let mut g = game.clone();
    let mine = game.position().turn() == me;
    let mut results = moves.iter().map(|m| {
        g.play(m).unwrap();
        let r = win_within(&g, plies - 1, me);
        g.undo();
        r
    });
    if mine {
        results.any(|r| r)
    } else {
        results.all(|r| r)
    }
}

/// The engine's move and score at `depth`, with the game after the move.
fn best<P: Evaluate>(pos: P, depth: u32) -> (String, i32, Game<P>) {
    let mut s = Searcher::<P>::new(8);
    let mut game = Game::new(pos);
    let r = s.search(&game, Limits::depth(depth), &mut |_| {});
    let m = r.best.expect("a move");
    let uci = text::to_uci::<P>(&m);
    game.play(&m).unwrap();
    (uci, r.score, game)
}

#[test]
fn shatar_mate_in_one_by_a_rook_is_a_shak_mate() {
    // §1.3 rule 2: the rook's check is a shak, so the mating check itself sets the flag.
    let (mv, score, game) = best(shatar_pos("7k/6pp/8/8/8/8/8/R3K3 w - - 0 1"), 3);
    assert_eq!(mv, "a1a8");
    assert_eq!(score, MATE - 1);
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
}

#[test]
fn shatar_bishop_mate_is_niol_and_avoided_when_ahead() {
    // Bd4 mates with the bishop alone and no shak in the series: niol, a draw (§1.3 rule 3).
    let fen = "6bk/7p/8/2B5/8/8/R7/4K3 w - - 0 1";
    let mut g = Game::new(shatar_pos(fen));
    g.play_text("Bd4").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Niol)));
    let (mv, score, _) = best(shatar_pos(fen), 4);
    assert_ne!(
        mv, "c5d4",
        "the engine, a rook up, gave away the win by a niol"
    );
    assert!(score > 300, "score {score}");
}

#[test]
fn shatar_knight_mate_loses_and_is_avoided() {
    // Nf7 is a smothered mate by the knight alone: the mater loses (§1.3 rule 1).
    let fen = "6rk/6pp/8/6N1/8/8/8/R3K3 w - - 0 1";
    let mut g = Game::new(shatar_pos(fen));
    g.play_text("Nf7").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, EndReason::KnightMate))
    );
    let (mv, _, _) = best(shatar_pos(fen), 4);
    assert_ne!(mv, "g5f7");
    // Under "knight mate wins" (§1.4) it is the mate in one.
    let o = shatar::Options {
        knight_mate: shatar::KnightMate::Wins,
        ..shatar::Options::default()
    };
    let (mv, score, _) = best(shatar::Position::from_fen(fen, o).unwrap(), 3);
    assert_eq!((mv.as_str(), score), ("g5f7", MATE - 1));
}

fn assert_mate_in_two<P: Evaluate>(pos: P) {
    let g = Game::new(pos.clone());
    assert!(
        !forced_mate(&g, 1),
        "a mate in one: not the test's position"
    );
    assert!(forced_mate(&g, 3), "no mate in two");
    let (mv, score, after) = best(pos, 5);
    assert_eq!(score, MATE - 3, "{mv}");
    // The move played keeps a forced mate in one more move.
    assert!(
        win_within(&after, 2, g.position().turn()),
        "{mv} does not mate in two"
    );
}

#[test]
fn shatar_mate_in_two() {
    assert_mate_in_two(shatar_pos("k7/7p/8/8/8/1RR5/8/4K3 w - - 0 1"));
}

#[test]
fn hiashatar_mate_in_one_and_two() {
    let (mv, score, game) = best(hia_pos("k9/10/1K8/10/10/10/10/10/10/2Q7 w - - 0 1"), 3);
    assert_eq!((mv.as_str(), score), ("c1c10", MATE - 1));
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
    assert_mate_in_two(hia_pos("k9/9p/10/10/10/10/10/10/10/4K2RR1 w - - 0 1"));
}

/// Plays `plies` moves of a game at `levels` (alternating), checking each move is legal.
fn play_levels<P: Evaluate>(
    start: P,
    levels: [u8; 2],
    plies: usize,
    cap: Option<Duration>,
) -> Game<P> {
    let mut searchers = [Searcher::<P>::new(8), Searcher::<P>::new(8)];
    let mut game = Game::new(start);
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let side = ply % 2;
        let r = choose_move(
            &mut searchers[side],
            &game,
            Strength::Level(levels[side]),
            ply as u64,
            cap,
            &mut |_| {},
        );
        let m = r.best.expect("a move while the game goes on");
        assert!(
            game.position().legal_moves().contains(&m),
            "level {} played an illegal move in {}",
            levels[side],
            game.position().fen()
        );
        game.play(&m).unwrap();
    }
    game
}

#[test]
fn every_level_plays_legal_moves_in_both_games() {
    for level in 1..=LEVELS.len() as u8 {
        // The node levels under a short cap, so that the test stays quick.
        let cap = (level > 4).then(|| Duration::from_millis(40));
        play_levels(shatar::Position::default(), [level, level], 6, cap);
        play_levels(hiashatar::Position::default(), [level, level], 6, cap);
        let dagaz = hiashatar::Position::new(hiashatar::Options::dagaz());
        play_levels(dagaz, [level, level], 4, cap);
    }
}

#[test]
fn a_weak_level_varies_with_the_seed_but_repeats_with_the_same_one() {
    let game = Game::new(shatar::Position::default());
    let mut s = Searcher::<shatar::Position>::new(8);
    let pick = |s: &mut Searcher<shatar::Position>, seed| {
        choose_move(s, &game, Strength::Level(1), seed, None, &mut |_| {}).best
    };
    let a = pick(&mut s, 7);
    assert_eq!(a, pick(&mut s, 7));
    assert!((0..20).any(|seed| pick(&mut s, seed) != a));
}

#[test]
fn the_search_obeys_the_stop_flag_and_the_time() {
    let game = Game::new(hiashatar::Position::default());
    let mut s = Searcher::<hiashatar::Position>::new(8);
    let t = Instant::now();
    let r = s.search(
        &game,
        Limits::movetime(Duration::from_millis(200)),
        &mut |_| {},
    );
    assert!(t.elapsed() < PROMPTLY, "{:?}", t.elapsed());
    assert!(game.position().legal_moves().contains(&r.best.unwrap()));
    // No limit at all: only the flag ends it.
    let stop = s.stop_flag();
    stop.store(false, Ordering::Relaxed);
    let t = Instant::now();
    let r = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(150));
            stop.store(true, Ordering::Relaxed);
        });
        s.search(&game, Limits::default(), &mut |_| {})
    });
    assert!(t.elapsed() < PROMPTLY, "{:?}", t.elapsed());
    assert!(game.position().legal_moves().contains(&r.best.unwrap()));
    // Nodes and depth.
    s.stop_flag().store(false, Ordering::Relaxed);
    let r = s.search(&game, Limits::nodes(5_000), &mut |_| {});
    assert!(r.nodes < 7_000, "{}", r.nodes);
    let mut depths = Vec::new();
    let r = s.search(&game, Limits::depth(3), &mut |p| depths.push(p.depth));
    assert_eq!((r.depth, depths), (3, vec![1, 2, 3]));
}

#[test]
fn two_threads_search_and_agree_on_a_mate() {
    let mut s = Searcher::<shatar::Position>::new(8);
    s.set_threads(2);
    let game = Game::new(shatar_pos("7k/6pp/8/8/8/8/8/R3K3 w - - 0 1"));
    let r = s.search(&game, Limits::depth(4), &mut |_| {});
    assert_eq!(r.score, MATE - 1);
}

#[test]
fn the_hundred_plies_score_a_draw() {
    // A bare rook up, but 99 plies without a capture or pawn move: any quiet move draws, and
    // the engine (Black, a rook down) is content.
    let p = shatar_pos("7k/6pp/8/8/8/8/8/R3K3 b - - 99 60");
    let (_, score, _) = best(p, 3);
    assert_eq!(score, 0);
}

/// Material (the evaluation's own values) from White's side, to adjudicate unfinished games.
fn material<P: Evaluate>(pos: &P) -> i32 {
    pos.board()
        .iter()
        .map(|(_, pc)| {
            let v = pos.value(pc.kind);
            if pc.color == Color::White { v } else { -v }
        })
        .sum()
}

/// Level 8 against level 1, both colours: level 8 must score more (a win, or a game it leads by
/// more than a minor piece when the plies run out).
fn ladder<P: Evaluate>(start: P) {
    let mut strong = 0;
    let mut weak = 0;
    for (white, black) in [(8u8, 1u8), (1, 8)] {
        let game = play_levels(
            start.clone(),
            [white, black],
            120,
            Some(Duration::from_millis(40)),
        );
        let winner = match game.outcome() {
            Some(o) => o.winner,
            None => match material(game.position()) {
                m if m > 250 => Some(Color::White),
                m if m < -250 => Some(Color::Black),
                _ => None,
            },
        };
        let eight = if white == 8 {
            Color::White
        } else {
            Color::Black
        };
        match winner {
            Some(c) if c == eight => strong += 1,
            Some(_) => weak += 1,
            None => {}
        }
    }
    assert!(
        strong > weak && strong >= 1,
        "level 8 {strong}, level 1 {weak}"
    );
}

#[test]
fn level_8_beats_level_1_at_shatar() {
    ladder(shatar::Position::default());
}

#[test]
fn level_8_beats_level_1_at_hiashatar() {
    ladder(hiashatar::Position::default());
}

/// The quiescence search's generator gives exactly the legal captures and promotions, along
/// games of random moves in both games and under options that change captures.
fn captures_match<P: Variant>(start: P) {
    let mut pos = start;
    let mut x = 0x1234_5678_u64;
    for _ in 0..200 {
        let all = pos.legal_moves();
        if all.is_empty() {
            break;
        }
        let want: Vec<_> = all
            .iter()
            .filter(|m| m.is_capture() || m.promotion().is_some())
            .copied()
            .collect();
        let mut got = Vec::new();
        pos.legal_captures_into(&mut got);
        assert_eq!(got, want, "{}", pos.fen());
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = all[(x % all.len() as u64) as usize];
        pos.play_unchecked(&m);
    }
}

#[test]
fn the_capture_generator_gives_the_legal_captures() {
    captures_match(shatar::Position::default());
    let illegal = shatar::Options {
        knight_mate: shatar::KnightMate::Illegal,
        ..shatar::Options::default()
    };
    captures_match(shatar::Position::new(illegal));
    captures_match(hiashatar::Position::default());
    captures_match(hiashatar::Position::new(hiashatar::Options::vivanto()));
    captures_match(hiashatar::Position::new(hiashatar::Options::dagaz()));
}

/// A node budget is kept to the node once the first depth is done (UCI `go nodes N`): the
/// count was polled every 1024 nodes, so `go nodes 2000` searched up to 2047 (issue 23).
#[test]
fn a_node_budget_is_kept_after_the_first_depth() {
    for budget in [300u64, 2_000, 5_000, 20_000] {
        for game in [
            Game::new(shatar::Position::default()),
            Game::new(shatar_pos("6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1")),
        ] {
            let mut s = Searcher::new(1);
            let r = s.search(&game, Limits::nodes(budget), &mut |_| {});
            assert!(r.best.is_some());
            // Depth 1 is always finished (a searched move, not the first legal one).
            assert!(r.depth >= 1, "budget {budget}: depth {}", r.depth);
            let mut d1 = Searcher::new(1);
            let first = d1.search(&game, Limits::depth(1), &mut |_| {}).nodes;
            assert!(
                r.nodes <= budget.max(first),
                "budget {budget}: searched {} nodes (depth 1 takes {first})",
                r.nodes
            );
        }
    }
    let mut s = Searcher::new(1);
    let game = Game::new(hiashatar::Position::default());
    assert!(s.search(&game, Limits::nodes(3_000), &mut |_| {}).nodes <= 3_000);
}

/// A deep search (deep enough for the singular extension's searches without the hash move, at
/// depth 7 and more, and for the continuation history to steer) is the same every time on a
/// fresh searcher, and a searcher cleared after it searches it again exactly: nothing those
/// searches keep per ply (the move left out, the line's moves, the line's evaluations) leaks
/// into the next search.
#[test]
fn a_deep_search_repeats_exactly_and_a_cleared_searcher_forgets_it() {
    fn deep<P: Evaluate>(pos: P, depth: u32) {
        let game = Game::new(pos);
        let run = |s: &mut Searcher<P>| {
            let r = s.search(&game, Limits::depth(depth), &mut |_| {});
            (r.best, r.score, r.nodes, r.depth)
        };
        let mut a = Searcher::<P>::new(8);
        let first = run(&mut a);
        assert_eq!(first.3, depth, "the search stopped before its depth");
        assert!(first.0.is_some());
        assert_eq!(run(&mut Searcher::<P>::new(8)), first);
        a.clear();
        assert_eq!(run(&mut a), first);
    }
    // A middle game of each game, after a few developing moves.
    deep(
        shatar_pos("r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5"),
        10,
    );
    deep(hiashatar::Position::default(), 8);
}
