//! Weights injected into a search: the built-in weights given explicitly search exactly as the
//! default, other weights change what the search sees, and the text form reads back.

use mongol_engine::search::{Evaluate, Limits, Searcher, Weights};
use mongol_engine::{Game, hiashatar, shatar};

fn search<P: Evaluate>(start: P, weights: Option<Weights>, depth: u32) -> (u64, i32) {
    let game = Game::new(start);
    let mut s = Searcher::<P>::new(4);
    s.set_weights(weights);
    let r = s.search(&game, Limits::depth(depth), &mut |_| {});
    (r.nodes, r.score)
}

#[test]
fn the_built_in_weights_given_search_as_the_default() {
    let s = shatar::Position::default();
    assert_eq!(
        search(s.clone(), None, 6),
        search(s.clone(), Some(s.weights()), 6)
    );
    let h = hiashatar::Position::default();
    assert_eq!(
        search(h.clone(), None, 4),
        search(h.clone(), Some(h.weights()), 4)
    );
}

#[test]
fn other_weights_change_the_search() {
    let s = shatar::Position::default();
    let mut w = s.weights();
    w.tempo += 40;
    // The search itself changes (its nodes, its score or both: two different trees can end on
    // the same score).
    let base = search(s.clone(), None, 5);
    let more = search(s.clone(), Some(w), 5);
    assert_ne!(base, more, "tempo +40 left the search as it was");
    // Setting weights clears what the table learnt: the same search again finds the same.
    let game = Game::new(s.clone());
    let mut searcher = Searcher::<shatar::Position>::new(4);
    searcher.search(&game, Limits::depth(5), &mut |_| {});
    searcher.set_weights(Some(w));
    assert_eq!(searcher.weights(), Some(&w));
    let r = searcher.search(&game, Limits::depth(5), &mut |_| {});
    assert_eq!((r.nodes, r.score), search(s, Some(w), 5));
}

#[test]
fn the_search_s_numbers_in_the_weights_change_the_search() {
    // RULES-MONGOLIAN.md §1 (shatar's start): the same evaluation, other margins.
    let s = shatar::Position::default();
    let base = search(s.clone(), None, 7);
    for text in [
        "search_lmr_divisor=100",
        "search_rfp_margin=30\nsearch_futility_base=0",
        "search_late_prune_depth=0\nsearch_see_depth=0",
        "search_correction=0",
        "search_correction_pieces=16",
        "search_correction_cont=16",
    ] {
        let w = Weights::from_text(text, &s.weights()).expect("search weights");
        assert_ne!(w.search, s.weights().search, "{text}");
        assert_ne!(search(s.clone(), Some(w), 7).0, base.0, "{text}");
    }
    // Unknown names are refused with their line.
    assert_eq!(
        Weights::from_text("search_lmr=1", &s.weights()),
        Err("line 1: no weight is named 'search_lmr'".into())
    );
}

/// Shatar's built-in weights are those of the last SPSA run kept in docs/tuning (its `#` notes
/// aside; the search's numbers it does not name keep their defaults).
#[test]
fn shatar_built_in_weights_are_the_tuned_file() {
    let text = include_str!("../../../docs/tuning/shatar-spsa-seed93.txt");
    let tuned = Weights::from_text(
        text,
        &Weights::material_only(&shatar::Position::default().weights()),
    );
    assert_eq!(tuned, Ok(shatar::Position::default().weights()));
}

#[test]
fn weights_as_text_read_back() {
    let w = shatar::Position::default().weights();
    let text = w.to_text();
    assert_eq!(text.lines().count(), Weights::LEN);
    assert!(text.contains("value_queen=741\n"), "{text}");
    assert!(text.contains("value_endgame_queen=773\n"), "{text}");
    let base = hiashatar::Position::default().weights();
    assert_eq!(Weights::from_text(&text, &base), Ok(w));
}

/// The middle game of `bench`'s second position (RULES-MONGOLIAN.md §1), exchanges in the air.
fn middle_game() -> shatar::Position {
    shatar::Position::from_fen(
        "r1bjkb1r/pp2pppp/2n2n2/2pp4/3P4/2N1PN2/PPP2PPP/R1BJKB1R w - - 0 5",
        shatar::Options::default(),
    )
    .expect("a shatar position (RULES-MONGOLIAN.md §1)")
}

/// The correction histories (`search_correction` by the pawns, on by default;
/// `search_correction_pieces` by the other men, `search_correction_cont` by the last two moves)
/// are learnt within a searcher and forgotten by `clear`: with any one alone on, a cleared
/// searcher searches a middle game exactly as a fresh one, and each differs from a search with
/// none.
#[test]
fn the_correction_history_is_forgotten_by_clear() {
    let pos = middle_game();
    let game = Game::new(pos.clone());
    let weights = |text| Weights::from_text(text, &pos.weights()).expect("weights");
    let run = |w: Option<Weights>, s: &mut Searcher<shatar::Position>| {
        s.set_weights(w);
        let r = s.search(&game, Limits::depth(9), &mut |_| {});
        (r.best, r.score, r.nodes)
    };
    let neither = run(Some(weights("search_correction=0")), &mut Searcher::new(4));
    let mut firsts = Vec::new();
    for text in [
        "search_correction=16",
        "search_correction=0\nsearch_correction_pieces=16",
        "search_correction=0\nsearch_correction_cont=16",
    ] {
        let w = Some(weights(text));
        let mut a = Searcher::new(4);
        let first = run(w, &mut a);
        let again = run(w, &mut a);
        a.clear();
        assert_eq!(run(w, &mut a), first, "{text}");
        // What the first search learnt (the table, the histories, the corrections) changes
        // the second.
        assert_ne!(again, first, "{text}");
        assert_ne!(first, neither, "{text}");
        firsts.push(first);
    }
    // The three tables are not one: each learns its own corrections.
    assert_ne!(firsts[0], firsts[1]);
    assert_ne!(firsts[0], firsts[2]);
    assert_ne!(firsts[1], firsts[2]);
    // The pawns' correction is the default.
    assert_eq!(run(None, &mut Searcher::new(4)), firsts[0]);
}

/// The middle game's searches to `depth` with the search number `name` (0 by default: off) at
/// 0, 1 and 2 (plies, or a divisor), after the default's: at 0 it searches as the default, and
/// 1 and 2 each change the search. Returns the searches at 0, 1 and 2.
fn plies_of(name: &str, depth: u32) -> [(u64, i32); 3] {
    let pos = middle_game();
    let at = |n: u32| {
        let text = format!("{name}={n}");
        let w = Weights::from_text(&text, &pos.weights()).expect("weights");
        search(pos.clone(), Some(w), depth)
    };
    let default = search(pos.clone(), None, depth);
    let searches = [at(0), at(1), at(2)];
    assert_eq!(searches[0], default, "{name}=0");
    assert_ne!(searches[1], searches[0], "{name}=1");
    assert_ne!(searches[2], searches[1], "{name}=2");
    searches
}

/// Late-move reduction can reduce a quiet move more where the hash move is a capture
/// (`search_lmr_tt_capture`, plies, 0 by default): in a middle game with exchanges in the air
/// (RULES-MONGOLIAN.md §1) the search differs with it at 1 and at 2, and searches fewer nodes.
#[test]
fn a_capture_for_hash_move_can_reduce_the_quiet_moves_more() {
    let [default, _, two] = plies_of("search_lmr_tt_capture", 9);
    // Reducing more searches fewer nodes here.
    assert!(two.0 < default.0, "{two:?} against {default:?}");
}

/// The singular search's negative extension (`search_singular_negative`, plies, 0 by default):
/// a hash move whose score is above beta, where another move also holds the singular margin,
/// is searched that much shallower. In a middle game with exchanges in the air
/// (RULES-MONGOLIAN.md §1), deep enough for the singular search (depth 7 and more), the search
/// at 0 is the default's, and differs at 1 and at 2, searching fewer nodes at 1.
#[test]
fn a_hash_move_that_is_not_singular_can_be_searched_shallower() {
    let [default, one, _] = plies_of("search_singular_negative", 12);
    assert!(one.0 < default.0, "{one:?} against {default:?}");
}

/// The captures' history (`search_capture_history`, a divisor, 0 by default: off): in a middle
/// game with exchanges in the air (RULES-MONGOLIAN.md §1) the search at 0 is the default's and
/// differs at 1 and at 2; what it learns is forgotten by `clear` (a cleared searcher repeats a
/// fresh one's search, which it would not if the captures' history outlived the clearing).
#[test]
fn the_captures_history_orders_the_captures_and_is_forgotten_by_clear() {
    plies_of("search_capture_history", 9);
    let pos = middle_game();
    let game = Game::new(pos.clone());
    let w = Weights::from_text("search_capture_history=2", &pos.weights()).expect("weights");
    let run = |s: &mut Searcher<shatar::Position>| {
        let r = s.search(&game, Limits::depth(9), &mut |_| {});
        (r.best, r.score, r.nodes)
    };
    let mut s = Searcher::new(4);
    s.set_weights(Some(w));
    let first = run(&mut s);
    let again = run(&mut s);
    assert_ne!(again, first, "the second search learnt from the first");
    s.clear();
    assert_eq!(run(&mut s), first);
}

/// Improving judged everywhere (`search_improving_everywhere`, 0 by default: off): with it the
/// principal variation's nodes have a static evaluation too, and a middle game's search
/// (RULES-MONGOLIAN.md §1) differs from the default's; at 0 it is the default's.
#[test]
fn improving_can_be_judged_at_every_node() {
    let pos = middle_game();
    let at = |n: u32| {
        let text = format!("search_improving_everywhere={n}");
        let w = Weights::from_text(&text, &pos.weights()).expect("weights");
        search(pos.clone(), Some(w), 9)
    };
    let default = search(pos.clone(), None, 9);
    assert_eq!(at(0), default);
    assert_ne!(at(1), default);
}

/// The quiet moves' histories carried from one search to the next (`search_history_decay`:
/// divided by it when a search begins): in a shatar middle game (RULES-MONGOLIAN.md §1) two
/// searches in a row, the first the same whatever the divisor, the second not.
#[test]
fn the_histories_are_carried_to_the_next_search_in_part() {
    let pos = middle_game();
    let twice = |text: &str| {
        let mut s = Searcher::<shatar::Position>::new(4);
        s.set_weights(Some(
            Weights::from_text(text, &pos.weights()).expect("weights"),
        ));
        let game = Game::new(pos.clone());
        let first = s.search(&game, Limits::depth(8), &mut |_| {});
        let second = s.search(&game, Limits::depth(9), &mut |_| {});
        ((first.nodes, first.score), (second.nodes, second.score))
    };
    let (kept_first, kept_second) = twice("search_history_decay=1");
    let (halved_first, halved_second) = twice("search_history_decay=2");
    let (eighth_first, eighth_second) = twice("search_history_decay=8");
    let (default_first, default_second) = twice("");
    assert_eq!(kept_first, halved_first);
    assert_eq!(kept_first, eighth_first);
    assert_eq!(kept_first, default_first);
    assert_ne!(kept_second, halved_second);
    assert_ne!(halved_second, eighth_second);
    // Halved by default.
    assert_eq!(default_second, halved_second);
}

/// Stockfish's shapes of the search, each a number off by default (measured against
/// Fairy-Stockfish in docs/engine.md): more reduction at expected cut nodes
/// (`search_lmr_cut`), futility and exchange pruning by the reduced search's depth
/// (`search_prune_reduced`), the check extension only from a depth
/// (`search_check_extension_depth`), a few captures a quiescence node (`search_q_moves`),
/// only recaptures deep in it (`search_q_recapture_plies`), the late moves of
/// principal-variation nodes pruned too (`search_prune_pv`) and quiet checks at the
/// quiescence search's first ply (`search_q_checks`), Stockfish 14's history bonus
/// (`search_history_linear`), the continuation history after the moves four and six plies
/// before (`search_cont_far`), the double singular extension (`search_singular_double`) and
/// less reduction where the table says the position was on a principal variation
/// (`search_tt_pv`), the history taught by what a quiet move did to the static evaluation
/// (`search_eval_history`), the null move only well above beta (`search_null_margin`) and
/// the histories taught by the table's cut-offs (`search_tt_history`) and by the nodes that
/// fail low (`search_fail_low_history`), the continuation-history pruning
/// (`search_cont_prune`), the larger bonus of a cut-off far above beta
/// (`search_cut_bonus_margin`), the penalty of a refuted early move (`search_refuted_early`),
/// late moves searched a ply deeper for their history (`search_lmr_extend`), the killers
/// kept within a node's subtree (`search_killers_local`) and the countermove
/// (`search_countermove`).
/// In a shatar middle game
/// (RULES-MONGOLIAN.md §1) each at 0 searches as the default, and on changes the search;
/// every one on, a mate in two is still found.
#[test]
fn the_search_s_optional_shapes_are_off_by_default_and_each_changes_the_search() {
    let pos = middle_game();
    let default = search(pos.clone(), None, 9);
    let with = |text: &str| Weights::from_text(text, &pos.weights()).expect("weights");
    for (name, on) in [
        ("search_lmr_cut", 2),
        ("search_prune_reduced", 1),
        ("search_check_extension_depth", 7),
        ("search_q_moves", 2),
        ("search_q_recapture_plies", 3),
        ("search_prune_pv", 1),
        ("search_q_checks", 1),
        ("search_history_linear", 2400),
        ("search_cont_far", 1),
        ("search_singular_double", 75),
        ("search_tt_pv", 2),
        ("search_eval_history", 4),
        ("search_null_margin", 150),
        ("search_tt_history", 1),
        ("search_fail_low_history", 1),
        ("search_cont_prune", 5),
        ("search_cut_bonus_margin", 100),
        ("search_refuted_early", 1),
        ("search_lmr_extend", 1),
        ("search_killers_local", 1),
        ("search_countermove", 1),
        ("search_correction_cont", 16),
    ] {
        let off = search(pos.clone(), Some(with(&format!("{name}=0"))), 9);
        assert_eq!(off, default, "{name}=0");
        let changed = search(pos.clone(), Some(with(&format!("{name}={on}"))), 9);
        assert_ne!(changed, default, "{name}={on} left the search as it was");
    }
    // Every one on: the mate in two of `search.rs` (a shak by the rooks, RULES-MONGOLIAN.md
    // §1.4) is still found, with its score.
    let all = with(
        "search_lmr_cut=2\nsearch_prune_reduced=1\nsearch_check_extension_depth=7\n\
         search_q_moves=2\nsearch_q_recapture_plies=3\nsearch_prune_pv=1\nsearch_q_checks=1\n\
         search_history_linear=2400\nsearch_cont_far=1\nsearch_singular_double=75\nsearch_tt_pv=2\n\
         search_eval_history=4\nsearch_null_margin=150\nsearch_null_margin_depth=15\n\
         search_tt_history=1\nsearch_fail_low_history=1\nsearch_cont_prune=5\n\
         search_cut_bonus_margin=100\nsearch_refuted_early=1\nsearch_lmr_extend=1\n\
         search_killers_local=1\nsearch_countermove=1\nsearch_correction_cont=16",
    );
    let mate = shatar::Position::from_fen(
        "k7/7p/8/8/8/1RR5/8/4K3 w - - 0 1",
        shatar::Options::default(),
    )
    .expect("a shatar position");
    let (_, score) = search(mate, Some(all), 5);
    assert_eq!(score, mongol_engine::search::MATE - 3);
}

/// Quiet checks at the quiescence search's first ply (`search_q_checks`): Black to move, boxed
/// in on h8 (g8 held by the bishop, g7 and h7 by the pawns), and whatever the knight does, Re8
/// mates (RULES-MONGOLIAN.md §1.3: the rook's check is a shak). A one-ply search sees that
/// quiet mate at its horizon only with the checks.
#[test]
fn the_quiescence_search_can_see_a_quiet_mating_check() {
    let pos = shatar::Position::from_fen(
        "7k/8/K5PP/8/2B5/8/8/n3R3 b - - 0 1",
        shatar::Options::default(),
    )
    .expect("a shatar position");
    let mate = mongol_engine::search::MATE;
    let (_, without) = search(pos.clone(), None, 1);
    assert!(without > -mate + 100, "captures only: {without}");
    let w = Weights::from_text("search_q_checks=1", &pos.weights()).expect("weights");
    let (_, with) = search(pos, Some(w), 1);
    assert_eq!(with, -(mate - 2), "mated after any reply");
}

/// `search_draw_value`: a draw is worth that much to the side the engine plays (the root's side
/// to move), whichever colour it is. Here that side is a rook and three pawns up and can take the
/// other side's last man, which bares its king: robado, a draw at once (RULES-MONGOLIAN.md §1.3).
/// By default the engine plays on for the win; with a draw worth more than its lead it takes it.
#[test]
fn a_draw_can_be_worth_something_to_the_side_the_engine_plays() {
    for fen in [
        "r3k3/8/8/8/8/8/PPP5/R3K2R w - - 0 1",
        "r3k2r/ppp5/8/8/8/8/8/R3K3 b - - 0 1",
    ] {
        let pos = shatar::Position::from_fen(fen, shatar::Options::default()).expect(fen);
        let (_, plays_on) = search(pos.clone(), None, 6);
        assert!(plays_on > 100 && plays_on < 1000, "{fen}: {plays_on}");
        let draw = Weights::from_text("search_draw_value=1000", &pos.weights()).expect("weights");
        let (_, takes_the_draw) = search(pos, Some(draw), 6);
        assert_eq!(takes_the_draw, 1000, "{fen}");
    }
}
