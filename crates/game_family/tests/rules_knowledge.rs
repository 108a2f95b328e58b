//! The captions and demonstrations of shatar and hiashatar show what they say
//! (RULES-MONGOLIAN.md's sections named in each).

use game_family::explain::{braked, caption};
use game_family::lessons::{Step, lessons};
use game_family::{AnyGame, Cell, End, FamilyGame, GameKind, GameOptions, Side};

fn cell(name: &str) -> Cell {
    let file = name.as_bytes()[0] - b'a';
    let rank: u8 = name[1..].parse().unwrap();
    Cell::new(file, rank - 1)
}

/// Plays a lesson, returning each move's caption key and the game at its end.
fn play(lesson: &game_family::lessons::Lesson) -> (Vec<Option<&'static str>>, AnyGame) {
    let mut g = AnyGame::from_position(&lesson.options, lesson.start)
        .unwrap_or_else(|e| panic!("{}: {e}", lesson.key));
    let mut captions = Vec::new();
    for step in lesson.steps {
        match step {
            Step::Play(text) => {
                let before = g.clone();
                let mv = g
                    .play_text(text)
                    .unwrap_or_else(|e| panic!("{}: {text}: {e}", lesson.key));
                captions.push(caption(&before, &mv, &g).map(|c| c.key));
            }
            Step::Show(fen) => {
                g = AnyGame::from_position(&lesson.options, fen)
                    .unwrap_or_else(|e| panic!("{}: {fen}: {e}", lesson.key));
            }
        }
    }
    (captions, g)
}

fn lesson(key: &str) -> game_family::lessons::Lesson {
    [GameKind::Shatar, GameKind::Hiashatar]
        .into_iter()
        .flat_map(lessons)
        .find(|l| l.key == key)
        .unwrap()
}

#[test]
fn each_game_has_six_demonstrations_and_they_all_play() {
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        let all = lessons(kind);
        assert!(all.len() >= 6, "{kind}: {} demonstrations", all.len());
        for l in &all {
            assert_eq!(l.options.kind(), kind, "{}", l.key);
            play(l);
        }
    }
    assert!(lessons(GameKind::Shatra).is_empty());
}

#[test]
fn shatar_lessons_show_their_rules() {
    // §1.2: the bers slides as a rook and steps one square diagonally.
    let (_, g) = play(&lesson("lesson-shatar-bers"));
    assert_eq!(g.ply(), 3);
    // §1.1: the compulsory opening ends at the game's start.
    let (_, g) = play(&lesson("lesson-shatar-opening"));
    assert_eq!(g.position_text(), mongol_engine::shatar::START_FEN);
    // §1.3 rule 2: a shak, then a mate by the camel, wins.
    let (c, g) = play(&lesson("lesson-shatar-shak-mate"));
    assert_eq!(c[0], Some("caption-shatar-shak"));
    assert_eq!(c[2], Some("caption-shatar-shak-mate"));
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((Some(Side::White), End::Mate))
    );
    // §1.3 rule 3: niol.
    let (c, g) = play(&lesson("lesson-shatar-niol"));
    assert_eq!(c, [Some("caption-shatar-niol")]);
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((None, End::Niol))
    );
    // §1.3 rule 1: the knight may not mate.
    let (c, g) = play(&lesson("lesson-shatar-knight-mate"));
    assert_eq!(c, [Some("caption-shatar-knight-mate")]);
    assert_eq!(g.ending().map(|e| e.winner), Some(Some(Side::Black)));
    // §1.3: robado.
    let (c, g) = play(&lesson("lesson-shatar-robado"));
    assert_eq!(c, [Some("caption-shatar-robado")]);
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((None, End::Robado))
    );
}

#[test]
fn shatar_checks_are_named_by_their_men() {
    // §1.3: a check by the tereg is a shak; by the camel alone a tuk; by a pawn alone a tsod.
    let opts = GameOptions::default_for(GameKind::Shatar);
    let cases = [
        (
            "6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1",
            "Ra7+",
            "caption-shatar-shak",
            "tereg",
        ),
        (
            "7k/p7/8/8/8/8/8/K3B3 w - - 0 1",
            "Bc3+",
            "caption-shatar-tuk",
            "temee",
        ),
        (
            "7k/p7/6P1/8/8/8/8/K7 w - - 0 1",
            "g7+",
            "caption-shatar-tsod",
            "khuu",
        ),
    ];
    for (fen, mv, key, man) in cases {
        let before = AnyGame::from_position(&opts, fen).unwrap();
        let mut after = before.clone();
        let v = after.play_text(mv).unwrap();
        let c = caption(&before, &v, &after).unwrap();
        assert_eq!((c.key, c.arg("man")), (key, Some(man)), "{fen} {mv}");
    }
}

#[test]
fn hiashatar_lessons_show_their_rules() {
    // §2.2: the hia moves one or two squares in a line.
    let (c, _) = play(&lesson("lesson-hia-move"));
    assert_eq!(c[0], Some("caption-hiashatar-hia-move"));
    assert_eq!(c[2], Some("caption-hiashatar-hia-move"));
    // §2.3: the zone brakes the camel on e5.
    let l = lesson("lesson-hia-braking");
    let before = AnyGame::from_position(&l.options, l.start).unwrap();
    let cut = braked(&before, cell("b2"));
    assert_eq!(cut, ["f6", "g7", "h8", "i9", "j10"].map(cell), "{cut:?}");
    let (c, _) = play(&l);
    assert_eq!(c, [Some("caption-hiashatar-braked")]);
    // §2.3: a man that starts inside an enemy zone moves one square.
    let l = lesson("lesson-hia-inside-zone");
    let before = AnyGame::from_position(&l.options, l.start).unwrap();
    let cut = braked(&before, cell("d5"));
    for far in ["d3", "d1", "b5", "a5", "d7", "d10", "f5", "j5"] {
        assert!(cut.contains(&cell(far)), "{far} is cut: {cut:?}");
    }
    for near in ["d4", "c5", "d6", "e5"] {
        assert!(!cut.contains(&cell(near)), "{near} is a legal step");
    }
    let (c, _) = play(&l);
    assert_eq!(c, [Some("caption-hiashatar-inside-zone")]);
    // §2.2: the pawn's triple step, then en passant.
    let (c, g) = play(&lesson("lesson-hia-pawn-steps"));
    assert_eq!(
        c,
        [
            Some("caption-hiashatar-pawn-long-step"),
            Some("caption-hiashatar-en-passant")
        ]
    );
    assert_eq!(g.men().len(), 3, "the pawn taken en passant is gone");
    // §2.4: king + hia against king + hia is drawn at once.
    let (c, g) = play(&lesson("lesson-hia-hias-draw"));
    assert_eq!(c, [Some("caption-hiashatar-hias-draw")]);
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((None, End::DeadPosition))
    );
    // §2.4: every mate wins.
    let (c, g) = play(&lesson("lesson-hia-mate"));
    assert_eq!(c, [Some("caption-hiashatar-mate")]);
    assert_eq!(
        g.ending().map(|e| (e.winner, e.end)),
        Some((Some(Side::White), End::Mate))
    );
}

#[test]
fn nothing_is_braked_outside_hiashatar_or_for_the_knight() {
    let g = AnyGame::new(&GameOptions::default_for(GameKind::Shatar));
    assert!(braked(&g, cell("d1")).is_empty());
    let g = AnyGame::new(&GameOptions::default_for(GameKind::Hiashatar));
    for c in ["b1", "e1", "a1"] {
        assert!(braked(&g, cell(c)).is_empty(), "{c} at the start");
    }
    let opts = GameOptions::default_for(GameKind::Hiashatar);
    let g = AnyGame::from_position(&opts, "k9/10/10/10/4h5/3N6/10/10/10/9K w - - 0 1").unwrap();
    assert!(
        braked(&g, cell("d5")).is_empty(),
        "the knight is never braked"
    );
}

#[test]
fn every_caption_given_is_a_listed_word_with_its_arguments() {
    let words = game_family::words::all();
    for kind in [GameKind::Shatar, GameKind::Hiashatar] {
        for l in lessons(kind) {
            let mut g = AnyGame::from_position(&l.options, l.start).unwrap();
            for step in l.steps {
                match step {
                    Step::Play(text) => {
                        let before = g.clone();
                        let mv = g.play_text(text).unwrap();
                        if let Some(c) = caption(&before, &mv, &g) {
                            let (_, args) = words
                                .iter()
                                .find(|(k, _)| k == c.key)
                                .unwrap_or_else(|| panic!("{} is not listed", c.key));
                            let given: Vec<_> = c.args.iter().map(|(n, _)| *n).collect();
                            assert_eq!(&given, args, "{}", c.key);
                        }
                    }
                    Step::Show(fen) => g = AnyGame::from_position(&l.options, fen).unwrap(),
                }
            }
        }
    }
}
