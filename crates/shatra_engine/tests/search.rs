//! The computer player (issue 3): forced wins found, only legal moves, time budgets kept, the
//! stop flag obeyed, levels and strengths parsed.

mod common;

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use common::*;
use shatra_engine::search::player::{LEVELS, Strength, accepts_draw, choose_move, hint};
use shatra_engine::search::{Limits, MATE, Searcher};
use shatra_engine::{Color, Game, Position};

/// How soon a search must end once its time is up or its stop flag is raised: one without a limit
/// runs on for minutes, so ending within this shows that the limit or the flag ended it. It is no
/// speed figure (those are the benchmarks), so a loaded machine does not fail it.
const PROMPTLY: Duration = Duration::from_secs(10);

/// Independent check: can the side to move force a win (the enemy Biy captured or the enemy
/// left without a move) within `plies` plies? Plain AND-OR search, no pruning heuristics.
fn forced_win(p: &Position, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    p.legal_moves().iter().any(|m| {
        let q = p.after(m);
        let replies = q.legal_moves();
        replies.is_empty()
            || (plies >= 3 && replies.iter().all(|r| forced_win(&q.after(r), plies - 2)))
    })
}

fn best(fen: &str, limits: Limits) -> (String, i32) {
    let p = pos(fen, default());
    let mut s = Searcher::new(16);
    let r = s.search(&p, &[], limits, &mut |_| {});
    (r.best.unwrap().to_string(), r.score)
}

/// RULES.md section 7: capturing the Biy wins; the Kurin chain 9x3=Qx7x31x17 is the only one of
/// the six captures that takes it (a winning promotion).
#[test]
fn finds_biy_capture_in_one_and_the_winning_promotion() {
    let (m, score) = best(
        "3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1",
        Limits::depth(2),
    );
    assert_eq!(m, "9x3=Qx7x31x17");
    assert_eq!(score, MATE - 1);
}

/// Derzhanski's "White wins by 1. c9-b9!": a win in 3 plies.
#[test]
fn finds_biy_capture_in_three() {
    let fen = "3/3/3/1/7/k1P4/p6/7/7/R6/K/3/3/3 w - - - - 0 1";
    assert!(forced_win(&pos(fen, default()), 3));
    let (m, score) = best(fen, Limits::depth(5));
    assert_eq!((m.as_str(), score), ("20-19", MATE - 3));
}

/// A win in 5 plies (found in a random game, checked by the plain AND-OR search above).
#[test]
fn finds_win_in_five() {
    let fen = "3/3/3/1/6R/7/5k1/3P3/1P5/1KP2PP/1/3/3/P1P w 60,62 - - - 5 28";
    let p = pos(fen, default());
    assert!(!forced_win(&p, 3));
    assert!(forced_win(&p, 5));
    let (m, score) = best(fen, Limits::depth(7));
    assert_eq!(score, MATE - 5);
    let after = p.after(&p.parse_move(&m).unwrap());
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|r| forced_win(&after.after(r), 3)),
        "{m} does not force the win"
    );
}

/// Section 7: leaving the opponent without a legal move wins: 20-13 closes the last square
/// the Black Biy could jump to.
#[test]
fn finds_stalemate_win() {
    let fen = "3/3/3/1/kP5/PPP4/P1P4/7/7/6K/1/3/3/3 w - - - - 0 1";
    let (m, score) = best(fen, Limits::depth(3));
    assert_eq!((m.as_str(), score), ("20-13", MATE - 1));
}

/// The search only ever returns legal moves, at every strength, in random positions.
#[test]
fn returns_only_legal_moves() {
    let strengths = [
        Strength::Level(1),
        Strength::Level(3),
        Strength::Nodes(3000),
        Strength::Material(2),
    ];
    let mut x = 0x1234_5678_9abc_def1u64;
    for g in 0..6 {
        let mut game = Game::new(default());
        let mut searchers = [Searcher::new(4), Searcher::new(4)];
        while game.outcome().is_none() && game.moves().len() < 80 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let strength = strengths[(g + game.moves().len()) % strengths.len()];
            let p = *game.position();
            let hashes = game.repetition_hashes();
            let r = choose_move(
                &mut searchers[p.turn().index()],
                &p,
                &hashes,
                strength,
                x,
                None,
                &mut |_| {},
            );
            let m = r.best.expect("a move when the game is not over");
            assert!(p.legal_moves().contains(&m), "{m} is not legal in {p}");
            game.play(&m).unwrap();
        }
    }
}

/// A search with a time budget returns soon after it (a generous margin: CI machines are busy).
#[test]
fn keeps_its_time_budget() {
    let p = Position::start(default());
    let mut s = Searcher::new(16);
    let t = Instant::now();
    let r = s.search(
        &p,
        &[],
        Limits::movetime(Duration::from_millis(150)),
        &mut |_| {},
    );
    assert!(t.elapsed() < PROMPTLY, "took {:?}", t.elapsed());
    assert!(r.best.is_some());
    assert!(r.depth >= 1);
}

/// Setting the stop flag from another thread ends an unlimited search promptly, with a move.
#[test]
fn stops_when_the_flag_is_set() {
    let p = Position::start(default());
    let mut s = Searcher::new(16);
    let flag = s.stop_flag();
    let handle = std::thread::spawn(move || {
        let t = Instant::now();
        let r = s.search(&p, &[], Limits::default(), &mut |_| {});
        (r, t.elapsed())
    });
    std::thread::sleep(Duration::from_millis(100));
    let set_at = Instant::now();
    flag.store(true, Ordering::Relaxed);
    let (r, _) = handle.join().unwrap();
    assert!(
        set_at.elapsed() < PROMPTLY,
        "stopped after {:?}",
        set_at.elapsed()
    );
    assert!(r.best.is_some());
}

/// Progress reports come after each depth, with growing depth and a principal variation that
/// starts with a legal move.
#[test]
fn reports_progress() {
    let p = Position::start(default());
    let mut s = Searcher::new(16);
    let mut depths = Vec::new();
    let r = s.search(&p, &[], Limits::depth(4), &mut |pr| {
        assert!(p.legal_moves().contains(&pr.pv[0]));
        assert!(pr.nodes > 0);
        depths.push(pr.depth);
    });
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(r.depth, 4);
}

/// Repetition against the game history counts as a draw inside the search: Black, a Tura
/// down, steers back into a position the game has already had.
#[test]
fn repetition_against_the_game_history_is_a_draw() {
    let mut game = Game::from_position(pos(
        "3/3/3/1/k6/7/7/7/7/5RK/1/3/3/3 b - - - - 0 1",
        default(),
    ));
    for m in ["11-12", "51-44", "12-11", "44-51"] {
        game.play_text(m).unwrap();
    }
    let mut s = Searcher::new(8);
    let r = s.search(
        game.position(),
        &game.repetition_hashes(),
        Limits::depth(3),
        &mut |_| {},
    );
    assert_eq!(r.best.unwrap().to_string(), "11-12");
    assert_eq!(r.score, 0);
    // Without the history the same position is simply lost for Black.
    let r = s.search(game.position(), &[], Limits::depth(3), &mut |_| {});
    assert!(r.score < -300, "{}", r.score);
}

#[test]
fn levels_and_strengths() {
    assert_eq!(LEVELS.len(), 8);
    assert!(LEVELS.windows(2).all(|w| w[0].noise >= w[1].noise));
    assert_eq!("level:3".parse::<Strength>(), Ok(Strength::Level(3)));
    assert_eq!("5".parse::<Strength>(), Ok(Strength::Level(5)));
    assert_eq!("depth:4".parse::<Strength>(), Ok(Strength::Depth(4)));
    assert_eq!("material:3".parse::<Strength>(), Ok(Strength::Material(3)));
    assert_eq!(
        "movetime:250".parse::<Strength>(),
        Ok(Strength::MoveTime(Duration::from_millis(250)))
    );
    assert!("level:9".parse::<Strength>().is_err());
    assert!("speed:3".parse::<Strength>().is_err());
    assert!("nodes:x".parse::<Strength>().is_err());
}

/// The hint is a legal move; the draw answer follows the evaluation.
#[test]
fn hint_and_draw_offer() {
    let p = Position::start(default());
    let mut s = Searcher::new(8);
    let m = hint(&mut s, &p, &[]).unwrap();
    assert!(p.legal_moves().contains(&m));
    // Black has only a Biy against a Tura and a Biy: Black (the computer) accepts, White declines.
    let lost = pos("3/3/3/1/k6/7/7/7/7/5RK/1/3/3/3 b - - - - 0 1", default());
    assert!(accepts_draw(&mut s, &lost, &[], Color::Black));
    assert!(!accepts_draw(&mut s, &lost, &[], Color::White));
}

/// Matches with different seeds play different openings; the same seed, the same ones.
#[test]
fn match_openings_depend_on_the_seed() {
    use shatra_engine::search::matches::{opening, opening_seed};
    let a: Vec<_> = (0..20)
        .map(|p| opening(default(), opening_seed(42, p)))
        .collect();
    let b: Vec<_> = (0..20)
        .map(|p| opening(default(), opening_seed(43, p)))
        .collect();
    let again: Vec<_> = (0..20)
        .map(|p| opening(default(), opening_seed(42, p)))
        .collect();
    assert_eq!(a, again);
    assert!(a.iter().filter(|o| b.contains(o)).count() <= 1);
    for o in &a {
        assert!((4..=8).contains(&o.len()));
        let mut g = Game::new(default());
        for m in o {
            g.play(m).unwrap();
        }
        assert!(g.outcome().is_none());
    }
}

/// Lazy SMP (issue 13): with two threads the search still returns only legal moves, at each
/// depth asked for, and stops at once on the flag.
#[test]
fn two_threads_return_legal_moves_and_stop_on_the_flag() {
    let mut game = Game::new(default());
    let mut s = Searcher::new(8);
    s.set_threads(2);
    assert_eq!(s.threads(), 2);
    for _ in 0..12 {
        // The two threads' moves vary from run to run: the game may end by repetition.
        if game.outcome().is_some() {
            break;
        }
        let p = *game.position();
        let r = s.search(&p, &game.repetition_hashes(), Limits::depth(6), &mut |_| {});
        let m = r.best.expect("a move");
        assert!(p.legal_moves().contains(&m), "{m} is not legal in {p}");
        assert_eq!(r.depth, 6);
        game.play(&m).unwrap();
    }
    let p = Position::start(default());
    let mut two = Searcher::new(8);
    two.set_threads(2);
    // Unlimited, stopped by the flag: both threads end.
    let flag = two.stop_flag();
    let handle = std::thread::spawn(move || two.search(&p, &[], Limits::default(), &mut |_| {}));
    std::thread::sleep(Duration::from_millis(150));
    let set_at = Instant::now();
    flag.store(true, Ordering::Relaxed);
    let r = handle.join().unwrap();
    assert!(set_at.elapsed() < PROMPTLY);
    assert!(p.legal_moves().contains(&r.best.unwrap()));
}

/// The pruning switches read as documented, and a bad word is named.
#[test]
fn pruning_switches_parse() {
    use shatra_engine::search::Pruning;
    let p: Pruning = "null,no-rfp".parse().unwrap();
    assert!(p.null_move && !p.reverse_futility && p.log_reductions);
    let none: Pruning = "none".parse().unwrap();
    assert!(!none.null_move && !none.iir && !none.log_reductions);
    let every: Pruning = "none,null,rfp,razor,futility,lmp,loglmr,iir"
        .parse()
        .unwrap();
    assert!(every.null_move && every.razoring && every.late_moves && every.iir);
    assert_eq!(
        "null,default".parse::<Pruning>().unwrap(),
        Pruning::default()
    );
    let e = "no-null,fast".parse::<Pruning>().unwrap_err();
    assert!(e.contains("'fast'"), "{e}");
    // Every setting still finds the forced win of `finds_win_in_five`'s kind: a Biy capture.
    let fen = "3/1rp/2P/1/7/5pk/7/7/7/6K/1/3/3/3 w 5-6 - - - 0 1";
    for p in [Pruning::default(), none, every] {
        let mut s = Searcher::new(4);
        s.pruning = p;
        let r = s.search(&pos(fen, default()), &[], Limits::depth(4), &mut |_| {});
        assert!(r.score >= MATE - 10, "{p:?}: {}", r.score);
    }
}

/// Issue 13: in the game (a cap given) the Grandmaster thinks 3–5 s instead of its node budget,
/// the other levels keep theirs under the cap, matches (no cap) keep every budget, and a level
/// with a single legal move answers at once in the game.
#[test]
fn the_grandmaster_thinks_for_a_time_in_the_game() {
    let cap = Some(Duration::from_secs(8));
    let l8 = Strength::Level(8).limits_with_cap(&LEVELS, cap);
    assert_eq!(l8.nodes, None);
    assert_eq!(l8.soft_time, Some(Duration::from_secs(3)));
    assert_eq!(l8.hard_time, Some(Duration::from_secs(5)));
    let short = Strength::Level(8).limits_with_cap(&LEVELS, Some(Duration::from_secs(2)));
    assert_eq!(
        short.hard_time,
        Some(Duration::from_secs(2)),
        "the cap still bounds it"
    );
    assert_eq!(
        Strength::Level(8).limits_with_cap(&LEVELS, None).nodes,
        LEVELS[7].limits.nodes
    );
    let l7 = Strength::Level(7).limits_with_cap(&LEVELS, cap);
    assert_eq!(l7.nodes, LEVELS[6].limits.nodes);
    assert_eq!(l7.hard_time, cap);
    // One legal move (the bench's fourth position: White must capture): played at once in
    // the game, searched in a match.
    let p = pos(
        "3/3/3/k/ppppbp1/p6/2p4/7/6Q/1rPPB2/K/3/3/3 w 10,53 - - - 0 21",
        default(),
    );
    assert_eq!(p.legal_moves().len(), 1);
    let mut s = Searcher::new(4);
    let game = choose_move(&mut s, &p, &[], Strength::Level(8), 1, cap, &mut |_| {});
    assert_eq!(game.best, Some(p.legal_moves()[0]));
    assert_eq!((game.depth, game.nodes), (0, 0));
    let in_match = choose_move(&mut s, &p, &[], Strength::Level(5), 1, None, &mut |_| {});
    assert_eq!(in_match.best, Some(p.legal_moves()[0]));
    assert!(in_match.depth > 0 && in_match.nodes > 0);
}
