//! Shatar and hiashatar in the 3D game (RULES-MONGOLIAN.md), headless: each game on its own
//! lined board with its men, clicks through real picking, a whole game against the computer, a
//! promotion with a choice, every end of the game the rules name (the game-over words), undo and
//! redo, the kept game and the settings, and the table back as it was when Shatra returns.

mod common;

use bevy::picking::pointer::{PointerAction, PointerButton};
use bevy::prelude::*;
use clap::Parser;
use game_family::lessons::{Step, lessons};
use game_family::{End, FamilyGame, GameKind, GameOptions, ManKind, Side};
use shatra::board::ShatraTable;
use shatra::board::family::FamilyTable;
use shatra::board::family::cues::CellLight;
use shatra::board::family::men::{FamilyMan, FamilyTrayMan};
use shatra::board::layout::Layout;
use shatra::board::men::PieceVisual;
use shatra::config::{Config, Player};
use shatra::i18n::Catalog;
use shatra::play::{CurrentGame, GameCommand, GameStatus, Notice, Selection, SquareClicked};

/// The flags given, two humans unless a player is given.
fn config(args: &[&str]) -> Config {
    let mut all = vec!["shatra"];
    for side in ["--white", "--black"] {
        if !args.contains(&side) {
            all.extend([side, "human"]);
        }
    }
    all.extend_from_slice(args);
    Config::try_parse_from(all).expect("flags")
}

fn game(app: &App) -> &CurrentGame {
    app.world().resource::<CurrentGame>()
}

fn settle(app: &mut App) {
    for _ in 0..80 {
        app.update();
    }
}

/// The men on the lined board, with their cells, sorted.
fn men_on_board(app: &mut App) -> Vec<(game_family::Cell, game_family::Man)> {
    let mut q = app.world_mut().query::<&FamilyMan>();
    let mut v: Vec<_> = q.iter(app.world()).map(|m| (m.cell, m.man)).collect();
    v.sort_by_key(|(c, _)| *c);
    v
}

fn men_in_game(app: &App) -> Vec<(game_family::Cell, game_family::Man)> {
    let mut v = game(app).game.men();
    v.sort_by_key(|(c, _)| *c);
    v
}

fn count<T: Component>(app: &mut App) -> usize {
    let mut q = app.world_mut().query_filtered::<(), With<T>>();
    q.iter(app.world()).count()
}

/// The entities in the world (resources, which are entities too, left out).
fn entities(app: &mut App) -> usize {
    let mut q = app
        .world_mut()
        .query_filtered::<Entity, Without<bevy::ecs::resource::IsResource>>();
    q.iter(app.world()).count()
}

/// A click on a cell, as the picking observers report it.
fn click(app: &mut App, cell: game_family::Cell) {
    app.world_mut().write_message(SquareClicked(cell));
    app.update();
}

/// Plays the legal move written `text` (SAN or coordinates) by clicking its man and its target.
fn click_move(app: &mut App, text: &str) {
    settle(app);
    let m = game(app)
        .game
        .legal_moves()
        .into_iter()
        .find(|m| {
            let bare = |t: &str| t.trim_end_matches(['+', '#']).to_string();
            bare(&m.text) == bare(text) || m.coordinates == text
        })
        .unwrap_or_else(|| panic!("{text} is legal"));
    click(app, m.from);
    click(app, m.to);
}

#[test]
fn each_game_stands_on_its_own_board_and_shatra_comes_back_as_it_was() {
    let mut app = common::headless(config(&[]), 5);
    let baseline = entities(&mut app);
    let shatra_men = count::<PieceVisual>(&mut app);
    for (kind, cells, men) in [(GameKind::Shatar, 64, 32), (GameKind::Hiashatar, 100, 40)] {
        common::send(
            &mut app,
            GameCommand::NewGame {
                options: GameOptions::default_for(kind),
                players: [Player::Human, Player::Human],
                clock: None,
            },
        );
        settle(&mut app);
        assert_eq!(app.world().resource::<Layout>().shape.kind, kind);
        assert_eq!(count::<FamilyTable>(&mut app), 1);
        assert_eq!(
            count::<CellLight>(&mut app),
            cells,
            "a light under every cell"
        );
        // The men are the game's, each on its cell; none of Shatra's stand there.
        assert_eq!(men_on_board(&mut app).len(), men, "{kind}");
        assert_eq!(men_on_board(&mut app), men_in_game(&app));
        assert_eq!(count::<PieceVisual>(&mut app), 0);
        let layout = app.world().resource::<Layout>().clone();
        let mut q = app.world_mut().query::<(&FamilyMan, &Transform)>();
        for (m, t) in q.iter(app.world()) {
            assert!(t.translation.distance(layout.center(m.cell)) < 1e-4);
        }
        let mut v = app
            .world_mut()
            .query_filtered::<&Visibility, With<ShatraTable>>();
        assert_eq!(v.single(app.world()).unwrap(), &Visibility::Hidden);
    }
    common::new_game(&mut app, Default::default(), [Player::Human, Player::Human]);
    settle(&mut app);
    assert_eq!(count::<FamilyMan>(&mut app), 0);
    assert_eq!(count::<FamilyTable>(&mut app), 0);
    assert_eq!(count::<PieceVisual>(&mut app), shatra_men);
    assert_eq!(
        entities(&mut app),
        baseline,
        "the table is back to its entities"
    );
}

#[test]
fn a_click_on_the_lined_board_selects_and_moves_through_picking() {
    let mut app = common::headless(config(&["--game", "hiashatar"]), 5);
    let m = game(&app).game.legal_moves()[0].clone();
    let layout = app.world().resource::<Layout>().clone();
    let screen = |app: &mut App, c: game_family::Cell| {
        let mut q = app.world_mut().query::<(&Camera, &GlobalTransform)>();
        let (camera, cam_t) = q.single(app.world()).expect("one camera");
        camera
            .world_to_viewport(cam_t, layout.center(c))
            .expect("on screen")
    };
    for cell in [m.from, m.to] {
        let at = screen(&mut app, cell);
        common::pointer(
            &mut app,
            at,
            &[
                PointerAction::Move { delta: Vec2::ZERO },
                PointerAction::Press(PointerButton::Primary),
                PointerAction::Release(PointerButton::Primary),
            ],
        );
        app.update();
        if cell == m.from {
            let sel = app.world().resource::<Selection>();
            assert_eq!(sel.cell_from, Some(m.from), "the man is selected");
            assert!(sel.cell_targets().contains(&m.to));
        }
    }
    assert_eq!(game(&app).ply(), 1, "the move is played");
    settle(&mut app);
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
}

#[test]
fn a_whole_game_of_shatar_against_the_computer_ends_by_the_rules() {
    whole_game_against_the_computer("shatar");
}

#[test]
fn a_whole_game_of_hiashatar_against_the_computer_ends_by_the_rules() {
    whole_game_against_the_computer("hiashatar");
}

/// A person (random legal moves, captures first, clicked) against the computer at level 1, to
/// the end.
fn whole_game_against_the_computer(kind: &str) {
    let mut app = common::headless(config(&["--game", kind, "--black", "computer:1"]), 5);
    let mut seed = 7u64;
    let until = std::time::Instant::now() + std::time::Duration::from_secs(600);
    while std::time::Instant::now() < until {
        if game(&app).is_over() {
            break;
        }
        if game(&app).human_to_move() && count::<shatra::board::animation::MoveAnim>(&mut app) == 0
        {
            let moves = game(&app).game.legal_moves();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // A capture when there is one (the game ends sooner), else any move.
            let takes: Vec<_> = moves.iter().filter(|m| !m.captures.is_empty()).collect();
            let m = match takes.len() {
                0 => moves[(seed >> 33) as usize % moves.len()].clone(),
                n => takes[(seed >> 33) as usize % n].clone(),
            };
            click(&mut app, m.from);
            click(&mut app, m.to);
            // A promotion with a choice: the first man offered.
            if let Some(&k) = app.world().resource::<Selection>().family_promotion.first() {
                common::send(&mut app, GameCommand::PromoteTo(k));
            }
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    let ending = game(&app).game.ending().expect("the game has ended");
    assert_ne!(ending.end, End::Resignation);
    settle(&mut app);
    // What the board shows is the game's last position, the lost men in the trays.
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
    let lost = game(&app).game.lost();
    assert_eq!(
        count::<FamilyTrayMan>(&mut app),
        lost[0].len() + lost[1].len()
    );
    assert_eq!(app.world().resource::<GameStatus>().ending, Some(ending));
    assert!(game(&app).ply() > 4, "{} plies", game(&app).ply());
}

#[test]
fn a_promotion_with_a_choice_waits_for_the_players_pick() {
    // RULES-MONGOLIAN.md §2.5: with "promotion to any", a pawn on the last rank becomes any man.
    let mut app = common::headless(
        config(&[
            "--game",
            "hiashatar option-hia-promotion-to-any",
            "--position",
            "k9/4P5/10/10/10/10/10/10/10/9K w - - 0 1",
        ]),
        5,
    );
    let e9 = game_family::Cell::new(4, 8);
    let e10 = game_family::Cell::new(4, 9);
    click(&mut app, e9);
    click(&mut app, e10);
    let choice = app.world().resource::<Selection>().family_promotion.clone();
    assert!(choice.len() >= 2, "{choice:?}");
    assert!(choice.contains(&ManKind::Mori));
    assert_eq!(game(&app).ply(), 0, "nothing is played before the choice");
    common::send(&mut app, GameCommand::PromoteTo(ManKind::Mori));
    assert_eq!(game(&app).ply(), 1, "{:?}", common::status(&app));
    settle(&mut app);
    let on_e10 = men_on_board(&mut app)
        .into_iter()
        .find(|(c, _)| *c == e10)
        .map(|(_, m)| m);
    assert_eq!(
        on_e10.map(|m| (m.side, m.kind)),
        Some((Side::White, ManKind::Mori))
    );
    // Without the option, shatar's pawn has one man to become: no choice is asked.
    let mut app = common::headless(
        config(&[
            "--game",
            "shatar",
            "--position",
            "k7/4P3/8/8/8/8/p7/7K w - - 0 1",
        ]),
        5,
    );
    click(&mut app, game_family::Cell::new(4, 6));
    click(&mut app, game_family::Cell::new(4, 7));
    assert_eq!(game(&app).ply(), 1);
    assert!(
        app.world()
            .resource::<Selection>()
            .family_promotion
            .is_empty()
    );
}

#[test]
fn every_ending_of_the_rules_is_reached_on_the_board_and_said() {
    // RULES-MONGOLIAN.md §1.3 and §2.4, through the rules help's demonstrations' positions.
    let cases = [
        ("lesson-shatar-shak-mate", End::Mate, Some(Side::White)),
        ("lesson-shatar-niol", End::Niol, None),
        (
            "lesson-shatar-knight-mate",
            End::KnightMate,
            Some(Side::Black),
        ),
        ("lesson-shatar-robado", End::Robado, None),
        ("lesson-hia-hias-draw", End::DeadPosition, None),
        ("lesson-hia-mate", End::Mate, Some(Side::White)),
    ];
    let catalog = Catalog::for_language("en").unwrap();
    for (key, end, winner) in cases {
        let lesson = [GameKind::Shatar, GameKind::Hiashatar]
            .into_iter()
            .flat_map(lessons)
            .find(|l| l.key == key)
            .unwrap();
        let options = lesson.options.to_text();
        let mut app =
            common::headless(config(&["--game", &options, "--position", lesson.start]), 3);
        for step in lesson.steps {
            if let Step::Play(text) = step {
                click_move(&mut app, text);
            }
        }
        settle(&mut app);
        let ending = app.world().resource::<GameStatus>().ending;
        assert_eq!(
            ending.map(|e| (e.end, e.winner)),
            Some((end, winner)),
            "{key}"
        );
        // The words the status line and the game-over card show: the result and its reason.
        let said = catalog.notice(&Notice::Ending(ending.unwrap()));
        assert!(said.contains(&catalog.get(end.key())), "{key}: {said}");
        assert!(!said.contains("end-"), "{key}: {said}");
    }
}

#[test]
fn undo_redo_resign_and_the_kept_game_in_hiashatar() {
    let dir = common::temp_folder("shatra-family-kept-");
    let path = dir.path().join("current-game.ron");
    let mut app = common::headless(config(&["--game", "hiashatar"]), 3);
    app.insert_resource(shatra::records::kept::Autosave::new(Some(path.clone())));
    for _ in 0..3 {
        let m = game(&app).game.legal_moves()[1].clone();
        click(&mut app, m.from);
        click(&mut app, m.to);
        settle(&mut app);
    }
    let moves = game(&app).game.move_texts();
    common::send(&mut app, GameCommand::Undo);
    assert_eq!(game(&app).ply(), 2);
    common::send(&mut app, GameCommand::Redo);
    assert_eq!(game(&app).game.move_texts(), moves);
    settle(&mut app);
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
    // The game in progress is kept as a PGN of its game, and comes back with its players.
    let (kept, notice) = shatra::records::kept::resume(&path);
    let kept = kept.expect("kept");
    assert_eq!(
        (kept.game.kind(), kept.game.move_texts()),
        (GameKind::Hiashatar, moves.clone())
    );
    assert_eq!(kept.players, [Player::Human, Player::Human]);
    assert_eq!(kept.clock, None, "a game without a clock");
    assert_eq!(notice, Some(Notice::Resumed));
    // Resigning ends it; a finished game is not resumed.
    common::send(&mut app, GameCommand::Resign(shatra_engine::Color::White));
    assert_eq!(
        game(&app).game.ending().map(|e| (e.end, e.winner)),
        Some((End::Resignation, Some(Side::Black)))
    );
    app.update();
    assert!(shatra::records::kept::resume(&path).0.is_none());
}

#[test]
fn the_settings_keep_the_last_game_and_its_options() {
    use shatra::records::settings::Settings;
    let app = common::headless(
        config(&["--game", "hiashatar preset=preset-hia-vivanto"]),
        2,
    );
    let display = app.world().resource::<shatra::display::Display>();
    let catalog = app.world().resource::<Catalog>();
    let s = Settings::of(display, catalog, game(&app), shatra::display::View::White);
    assert!(s.game.starts_with("hiashatar"), "{}", s.game);
    let vivanto = game_family::options::presets(GameKind::Hiashatar)
        .into_iter()
        .find(|(k, _)| *k == "preset-hia-vivanto")
        .unwrap()
        .1;
    assert_eq!(s.options(), vivanto);
    // A damaged game field takes its default and is named; Shatra is played then.
    let dir = common::temp_folder("shatra-family-settings-");
    let path = dir.path().join("settings.ron");
    std::fs::write(&path, "(game: \"hiashatar zone=purple\")").unwrap();
    let (loaded, notice) = Settings::load_or_set_aside(&path);
    assert_eq!(loaded.options().kind(), GameKind::Shatra);
    assert!(
        matches!(&notice, Some(Notice::SettingsFieldsReset { fields, .. }) if fields.contains("game")),
        "{notice:?}"
    );
}

#[test]
fn bad_game_flags_name_the_problem() {
    for (flags, says) in [
        (vec!["--game", "chess"], "chess"),
        (
            vec!["--game", "shatar option-shatar-start=sideways"],
            "sideways",
        ),
    ] {
        let mut all = vec!["shatra"];
        all.extend(flags);
        let e = Config::try_parse_from(all).unwrap_err().to_string();
        assert!(e.contains(says), "{e}");
    }
    let Err(e) = shatra::build_app(
        config(&["--game", "shatar", "--position", "8/8/8 w"]),
        shatra::Mode::Headless,
    ) else {
        panic!("a bad position is refused")
    };
    assert!(e.starts_with("--position:"), "{e}");
    let Err(e) = shatra::build_app(
        config(&["--game", "shatar", "--moves", "e2e3 Zz9"]),
        shatra::Mode::Headless,
    ) else {
        panic!("a bad move is refused")
    };
    assert!(e.starts_with("--moves:") && e.contains("Zz9"), "{e}");
}

#[test]
fn the_rules_help_shows_each_mongolian_demonstration_and_gives_the_game_back() {
    use shatra::help::{Demonstration, Page, ShowMe, pages};
    let mut app = common::headless(config(&["--game", "shatar", "--moves", "Nc3"]), 3);
    settle(&mut app);
    let before = game(&app).game.move_texts();
    let p = pages(GameKind::Shatar);
    let i = p
        .iter()
        .position(|p| matches!(p, Page::Lesson(l) if l.key == "lesson-shatar-shak-mate"))
        .unwrap();
    app.world_mut().write_message(ShowMe(i));
    app.update();
    app.update();
    assert!(app.world().resource::<Demonstration>().running());
    // The demonstration's position, then its moves with what each does said on the status line.
    let mut said = Vec::new();
    for _ in 0..600 {
        app.update();
        if let Some(n) = common::status(&app)
            && !said.contains(&n)
        {
            said.push(n);
        }
        if !app.world().resource::<Demonstration>().running() {
            break;
        }
    }
    assert!(
        !app.world().resource::<Demonstration>().running(),
        "it ends"
    );
    assert!(
        said.iter()
            .any(|n| matches!(n, Notice::FamilyCaption(c) if c.key == "caption-shatar-shak")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|n| matches!(n, Notice::FamilyCaption(c) if c.key == "caption-shatar-shak-mate")),
        "{said:?}"
    );
    // The game comes back as it was, its men on the board.
    assert_eq!(game(&app).game.move_texts(), before);
    settle(&mut app);
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
}

#[test]
fn the_library_keeps_opens_renames_exports_and_imports_games_of_each_kind() {
    use shatra::records::RecordRequest;
    use shatra::records::library::Library;
    let dir = common::temp_folder("shatra-family-library-");
    let lib = dir.path().join("library");
    let lib_flag = lib.display().to_string();
    let mut app = common::headless(config(&["--game", "hiashatar", "--library", &lib_flag]), 3);
    for i in [0, 2, 1] {
        let m = game(&app).game.legal_moves()[i].clone();
        click(&mut app, m.from);
        click(&mut app, m.to);
        settle(&mut app);
    }
    let moves = game(&app).game.move_texts();
    // A finished game goes into the library, as a PGN of its game.
    common::send(&mut app, GameCommand::Resign(shatra_engine::Color::Black));
    app.update();
    common::send(
        &mut app,
        GameCommand::NewGame {
            options: GameOptions::default_for(GameKind::Shatar),
            players: [Player::Human, Player::Human],
            clock: None,
        },
    );
    let send = |app: &mut App, r: RecordRequest| {
        app.world_mut().write_message(r);
        app.update();
    };
    send(&mut app, RecordRequest::ListLibrary);
    let entries = app.world().resource::<Library>().entries.clone();
    assert_eq!(entries.len(), 1);
    let e = entries[0].clone();
    assert_eq!(
        (e.kind, e.result.as_str(), e.moves),
        (GameKind::Hiashatar, "1-0", 3)
    );
    assert!(
        e.file.extension().is_some_and(|x| x == "pgn"),
        "{:?}",
        e.file
    );
    // Opened: the game, its moves and its end back on its own board.
    send(&mut app, RecordRequest::OpenEntry(e.clone()));
    settle(&mut app);
    assert_eq!(game(&app).kind(), GameKind::Hiashatar);
    assert_eq!(game(&app).game.move_texts(), moves);
    assert!(game(&app).is_over());
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
    // Renamed, exported as PGN beside the library, and that PGN imported again.
    send(
        &mut app,
        RecordRequest::Rename(e.clone(), "The first".into()),
    );
    send(&mut app, RecordRequest::ListLibrary);
    let e = app.world().resource::<Library>().entries[0].clone();
    assert_eq!(e.name, "The first");
    send(&mut app, RecordRequest::Export(e.clone()));
    let exported = dir
        .path()
        .join("exports")
        .join(e.file.with_extension("pgn").file_name().unwrap());
    let text = std::fs::read_to_string(&exported).expect("exported");
    assert!(
        text.contains("[Variant \"Hiashatar\"]") || text.contains("Variant"),
        "{text}"
    );
    let back = game_family::records::read_file(&text).remove(0).unwrap();
    assert_eq!(back.game.move_texts(), moves);
    send(&mut app, RecordRequest::Import(exported.clone()));
    let entries = app.world().resource::<Library>().entries.clone();
    assert_eq!(entries.len(), 2, "{:?}", common::status(&app));
    assert!(
        entries
            .iter()
            .all(|e| e.kind == GameKind::Hiashatar && e.moves == 3)
    );
    assert!(entries.iter().any(|e| e.name == "The first"));
}

#[test]
fn pasting_a_fen_moves_or_a_pgn_puts_the_game_on_the_board() {
    use shatra::records::RecordRequest;
    let mut app = common::headless(config(&["--game", "shatar"]), 3);
    let paste = |app: &mut App, text: &str| {
        app.world_mut()
            .write_message(RecordRequest::PasteText(text.to_string()));
        app.update();
        app.update();
    };
    // Moves from the start, as "Copy moves" writes them (numbers and a result are allowed).
    paste(&mut app, "1. Nc3 Nc6 2. e3 *");
    assert_eq!(game(&app).game.move_texts(), ["Nc3", "Nc6", "e3"]);
    assert_eq!(common::status(&app), Some(Notice::PastedGame));
    // A position: a game from it.
    paste(&mut app, "7k/7p/8/8/3J4/8/8/4K3 w - - 0 1");
    assert_eq!(
        game(&app).game.position_text(),
        "7k/7p/8/8/3J4/8/8/4K3 w - - 0 1"
    );
    // A PGN of the other game: that game, on its board.
    let mut hia = game_family::AnyGame::new(&GameOptions::default_for(GameKind::Hiashatar));
    hia.play(0).unwrap();
    paste(&mut app, &hia.record());
    settle(&mut app);
    assert_eq!(game(&app).kind(), GameKind::Hiashatar);
    assert_eq!(
        app.world().resource::<Layout>().shape.kind,
        GameKind::Hiashatar
    );
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
    // A move that is not legal is named; the game stays.
    paste(&mut app, "e2e3 Zz9");
    assert_eq!(
        common::status(&app),
        Some(Notice::NotALegalMove { text: "Zz9".into() })
    );
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn study_steps_through_a_game_and_plays_on_from_an_earlier_ply() {
    let mut app = common::headless(
        config(&["--game", "shatar", "--moves", "Nc3 Nc6 Nxd5 Nxd4"]),
        3,
    );
    settle(&mut app);
    let full = game(&app).game.clone();
    for k in [1, 3, 2, 4, 0] {
        common::send(&mut app, GameCommand::Browse(k));
        settle(&mut app);
        let mut want = full.upto(k).men();
        want.sort_by_key(|(c, _)| *c);
        assert_eq!(men_on_board(&mut app), want, "ply {k}");
        let lost = full.upto(k).lost();
        assert_eq!(
            count::<FamilyTrayMan>(&mut app),
            lost[0].len() + lost[1].len(),
            "ply {k}"
        );
    }
    // A click on the board while studying is refused with the reason; the game is untouched.
    common::send(&mut app, GameCommand::Browse(2));
    click(&mut app, game_family::Cell::new(2, 0));
    assert_eq!(common::status(&app), Some(Notice::StudyingNotPlaying));
    assert_eq!(game(&app).ply(), 4);
    common::send(&mut app, GameCommand::PlayFromHere);
    assert_eq!(game(&app).game.move_texts(), ["Nc3", "Nc6"]);
    settle(&mut app);
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
}

#[test]
fn the_editor_sets_up_a_position_and_plays_from_it() {
    use shatra::editor::family::{FamilyEditor, FamilyEditorAction};
    let mut app = common::headless(config(&["--game", "shatar"]), 3);
    common::send(&mut app, GameCommand::Edit(None));
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<shatra::play::AppMode>>().get(),
        shatra::play::AppMode::Editing
    );
    let act = |app: &mut App, a: FamilyEditorAction| {
        app.world_mut().write_message(a);
        app.update();
        app.update();
    };
    let man = |kind, side| game_family::Man { kind, side };
    act(&mut app, FamilyEditorAction::Clear);
    assert_eq!(
        men_on_board(&mut app),
        vec![],
        "the board shows the empty set-up"
    );
    assert_eq!(
        app.world().resource::<FamilyEditor>().error,
        Some(game_family::SetupProblem::NoKing(Side::White))
    );
    // What is wrong is said in the player's language, naming the side or the square.
    let edge = game_family::SetupProblem::PawnOnEdgeRank(game_family::Cell::new(4, 0));
    let english = Catalog::for_language("en").unwrap().setup_problem(&edge);
    assert!(
        english.contains("e1") && english.contains("rank"),
        "{english}"
    );
    for code in ["ru", "pt", "fr", "mn"] {
        let c = Catalog::for_language(code).unwrap();
        let said = c.setup_problem(&edge);
        assert!(said.contains("e1") && said != english, "{code}: {said}");
        let no_king = c.setup_problem(&game_family::SetupProblem::NoKing(Side::Black));
        assert!(
            !no_king.contains("setup-") && !no_king.contains('{'),
            "{code}: {no_king}"
        );
    }
    let mn = Catalog::for_language("mn").unwrap();
    assert_eq!(
        mn.setup_problem(&game_family::SetupProblem::NoKing(Side::Black)),
        "хар талд ноён алга"
    );
    // A king each and a white tereg, placed by clicks on the board.
    for (kind, side, cell) in [
        (ManKind::Noyon, Side::White, game_family::Cell::new(4, 0)),
        (ManKind::Noyon, Side::Black, game_family::Cell::new(4, 7)),
        (ManKind::Tereg, Side::White, game_family::Cell::new(0, 0)),
        (ManKind::Khuu, Side::Black, game_family::Cell::new(7, 6)),
    ] {
        act(&mut app, FamilyEditorAction::Brush(Some(man(kind, side))));
        click(&mut app, cell);
        app.update();
    }
    settle(&mut app);
    assert_eq!(men_on_board(&mut app).len(), 4);
    assert_eq!(app.world().resource::<FamilyEditor>().error, None);
    act(&mut app, FamilyEditorAction::Turn(Side::Black));
    act(&mut app, FamilyEditorAction::Play);
    settle(&mut app);
    // The game from here: Black to move, four men, on the board.
    assert_eq!(
        *app.world().resource::<State<shatra::play::AppMode>>().get(),
        shatra::play::AppMode::Playing
    );
    assert_eq!(game(&app).kind(), GameKind::Shatar);
    assert_eq!(game(&app).turn(), Side::Black);
    assert_eq!(men_in_game(&app).len(), 4);
    assert_eq!(men_on_board(&mut app), men_in_game(&app));
    click_move(&mut app, "e8d8");
    assert_eq!(game(&app).ply(), 1);
}

#[test]
fn the_match_clock_runs_for_the_side_to_move_and_a_fallen_flag_ends_the_game() {
    let dir = common::temp_folder("shatra-family-clock-");
    let path = dir.path().join("current-game.ron");
    let mut app = common::headless(config(&["--game", "hiashatar", "--clock", "1+2"]), 3);
    app.insert_resource(shatra::records::kept::Autosave::new(Some(path.clone())));
    let left = |app: &App| {
        let c = game(app).clock().expect("a clock");
        (c.remaining_ms[0], c.remaining_ms[1])
    };
    for _ in 0..20 {
        app.update();
    }
    let (w, b) = left(&app);
    assert!(w < 60_000 && b == 60_000, "White's runs: {w} {b}");
    let m = game(&app).game.legal_moves()[0].clone();
    click(&mut app, m.from);
    click(&mut app, m.to);
    let (w2, b2) = left(&app);
    assert!(w2 > w, "the increment: {w} then {w2}");
    app.update();
    // The kept game (PGN) keeps the clock as it stood after the move: its control and the time
    // each side has left, and the game resumed from it plays on with that clock.
    let kept = shatra::records::kept::resume(&path).0.expect("kept");
    let clock = kept.clock.clone().expect("the clock kept");
    assert_eq!(clock.control, "1+2".parse().unwrap());
    assert!(
        clock.remaining_ms[0] == w2,
        "{:?} after {w2}",
        clock.remaining_ms
    );
    assert!(clock.remaining_ms[1] <= b2 && clock.remaining_ms[1] > b2 - 5_000);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("[TimeControl \"60+2\"]"), "{text}");
    let mut resumed = CurrentGame::new(kept.game.clone(), kept.players);
    resumed.keep_clock(kept.clock.clone());
    assert_eq!(resumed.clock(), Some(&clock));
    settle(&mut app);
    assert!(left(&app).1 < b2, "then Black's runs");
    // Black's flag falls: White wins on time.
    app.world_mut()
        .resource_mut::<CurrentGame>()
        .clock_mut()
        .unwrap()
        .remaining_ms[1] = 120;
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        game(&app).game.ending().map(|e| (e.end, e.winner)),
        Some((End::Time, Some(Side::White)))
    );
}

#[test]
fn a_hint_is_a_legal_move_for_the_side_to_move() {
    let mut app = common::headless(config(&["--game", "shatar", "--black", "computer:1"]), 3);
    common::send(&mut app, GameCommand::Hint);
    let mut hint = None;
    let until = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while std::time::Instant::now() < until {
        app.update();
        let advice = app.world().resource::<shatra::play::Advice>();
        if let Some(m) =
            advice.family_hint_for(game(&app), app.world().resource::<shatra::play::Shown>())
        {
            hint = Some(m.clone());
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let m = hint.expect("a hint comes");
    assert!(game(&app).game.legal_moves().contains(&m), "{m:?}");
    // It goes when the game moves on.
    click(&mut app, m.from);
    click(&mut app, m.to);
    app.update();
    let advice = app.world().resource::<shatra::play::Advice>();
    assert!(
        advice
            .family_hint_for(game(&app), app.world().resource::<shatra::play::Shown>())
            .is_none()
    );
}

#[test]
fn the_guide_says_how_far_the_selected_man_goes_and_what_a_zone_takes() {
    // RULES-MONGOLIAN.md §2.3: the temee on b2 stops on e5, the first square of the hia's zone.
    let mut app = common::headless(
        config(&[
            "--game",
            "hiashatar",
            "--position",
            "k9/10/10/10/4h5/10/10/10/1B8/9K w - - 0 1",
        ]),
        3,
    );
    click(&mut app, game_family::Cell::new(1, 1));
    let sel = app.world().resource::<Selection>();
    let count = sel.cell_targets().len();
    let braked = game_family::explain::braked(&game(&app).game, game_family::Cell::new(1, 1)).len();
    assert!(count > 0 && braked > 0, "{count} {braked}");
    let c = Catalog::for_language("en").unwrap();
    use shatra::i18n::Arg;
    let line = c.with(
        "guide-family",
        &[
            ("man", Arg::Text(c.get("man-temee"))),
            ("count", Arg::Number(count as i64)),
            ("braked", Arg::Number(braked as i64)),
        ],
    );
    assert_eq!(
        line,
        format!(
            "Temee (bishop): {count} squares to go to here; a hia's zone takes {braked} more from it"
        )
    );
    for lang in ["ru", "pt", "fr", "mn"] {
        let c = Catalog::for_language(lang).unwrap();
        let line = c.with(
            "guide-family",
            &[
                ("man", Arg::Text(c.get("man-temee"))),
                ("count", Arg::Number(1)),
                ("braked", Arg::Number(0)),
            ],
        );
        assert!(
            !line.contains('{') && !line.contains("guide-family"),
            "{lang}: {line}"
        );
    }
}

#[test]
fn the_computer_weighs_a_draw_offer() {
    let run = |fen: &str| {
        let mut app = common::headless(
            config(&[
                "--game",
                "shatar",
                "--black",
                "computer:5",
                "--position",
                fen,
            ]),
            3,
        );
        common::send(&mut app, GameCommand::OfferDraw);
        let until = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while std::time::Instant::now() < until {
            app.update();
            if game(&app).is_over() || common::status(&app) == Some(Notice::DrawDeclined) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        (
            game(&app).game.ending().map(|e| e.end),
            common::status(&app),
        )
    };
    // A tereg down, the computer takes the draw; a tereg up, it declines.
    assert_eq!(
        run("K7/P7/8/8/8/8/R6p/7k w - - 0 1").0,
        Some(End::Agreement)
    );
    let (end, said) = run("k7/p7/8/8/8/8/r6P/7K w - - 0 1");
    assert_eq!((end, said), (None, Some(Notice::DrawDeclined)));
}

#[test]
fn the_analysis_follows_the_position_on_the_board() {
    use shatra::ai::analysis::Analysis;
    let mut app = common::headless(config(&["--game", "hiashatar", "--moves", "e2e4 e9e7"]), 3);
    app.world_mut().resource_mut::<Analysis>().on = true;
    let wait = |app: &mut App| {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while std::time::Instant::now() < until {
            app.update();
            let v = app.world().resource::<shatra::play::Shown>().version;
            if let Some(f) = app.world().resource::<Analysis>().finding(v)
                && f.depth >= 3
            {
                return f;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        panic!("no finding");
    };
    let f = wait(&mut app);
    let best = f.family_best.clone().expect("a best move");
    assert!(game(&app).game.legal_moves().contains(&best), "{best:?}");
    assert_eq!(f.line.first(), Some(&best.text));
    // The arrow is the best move of the analysis's newest finding (the search goes on deeper
    // meanwhile, and a deeper finding may name another move: a frame may show the newer one).
    let arrow_and_best = |app: &App| {
        let v = app.world().resource::<shatra::play::Shown>().version;
        let best = app
            .world()
            .resource::<Analysis>()
            .finding(v)
            .and_then(|f| f.family_best.clone());
        let arrow = app
            .world()
            .resource::<shatra::play::Advice>()
            .family_analysed
            .as_ref()
            .map(|(_, m)| m.clone());
        (arrow, best)
    };
    let mut seen = arrow_and_best(&app);
    for _ in 0..10 {
        app.update();
        seen = arrow_and_best(&app);
        if seen.0 == seen.1 {
            break;
        }
    }
    assert_eq!(seen.0, seen.1, "the arrow");
    assert!(seen.0.is_some(), "an arrow");
    // Studying the start: the finding is for that position.
    common::send(&mut app, GameCommand::Browse(0));
    let f = wait(&mut app);
    let start = game(&app).game.upto(0);
    assert!(start.legal_moves().contains(&f.family_best.unwrap()));
}

/// A mori's (knight's) move leaps over the men and lands with a sound of its own, not the Shatra
/// capture's knock; a pawn's step is set down as a Shatra man is (RULES-MONGOLIAN.md §1.2).
#[test]
fn a_moris_leap_is_heard_as_a_leap() {
    use shatra::audio::{Sound, SoundsPlayed};
    let sounds = |app: &App, s: Sound| app.world().resource::<SoundsPlayed>().count(s);
    let mut app = common::headless(config(&["--game", "shatar"]), 5);
    click_move(&mut app, "g1f3");
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Leap), 1, "the mori lands once");
    assert_eq!(sounds(&app, Sound::Knock), 0, "no Shatra jump was made");
    assert_eq!(sounds(&app, Sound::Place), 0);
    click_move(&mut app, "e7e6");
    settle(&mut app);
    assert_eq!(sounds(&app, Sound::Place), 1, "the pawn is set down");
    assert_eq!(sounds(&app, Sound::Leap), 1);
}
