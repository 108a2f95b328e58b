//! The game library as a player uses it: a game that ends is kept once; the list shows it with
//! its players, result and length; it opens, renames, exports as SGN and deletes; a damaged
//! entry is moved aside and said, and the others are still listed.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use game_family::FamilyGame;
use shatra::config::{Config, Player};
use shatra::play::notice::Notice;
use shatra::play::{CurrentGame, GameCommand};
use shatra::records::library::Library;
use shatra::{Mode, build_app};
use shatra_engine::{Color as Side, RuleSet};

/// A folder `name`, not yet made, in a test's own temporary folder (removed when dropped: when
/// the test ends, passed or failed), which also takes what is written beside it (exports).
fn dir(tmp: &tempfile::TempDir, name: &str) -> std::path::PathBuf {
    tmp.path().join(name)
}

fn app_with_library(lib: &std::path::Path) -> App {
    let c = Config {
        white: Player::Human,
        black: Player::Computer(2),
        ..Config::default()
    };
    let mut app = build_app(c, Mode::Headless).expect("app builds");
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.insert_resource(Library::new(Some(lib.to_path_buf())));
    app.finish();
    app.cleanup();
    app.update();
    app
}

#[test]
fn a_finished_game_is_kept_once_and_can_be_opened_renamed_exported_and_deleted() {
    let tmp = common::temp_folder("shatra-library-");
    let lib = dir(&tmp, "flow");
    let mut app = app_with_library(&lib);
    common::play(&mut app, "49-35");
    // The computer answers; then White resigns, as the button does.
    for _ in 0..2000 {
        app.update();
        if app.world().resource::<CurrentGame>().ply() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    common::send(&mut app, GameCommand::Resign(Side::White));
    for _ in 0..5 {
        app.update();
    }
    let files: Vec<_> = std::fs::read_dir(&lib).unwrap().flatten().collect();
    assert_eq!(files.len(), 1, "kept once");
    // Listed at once, before the window lists the library anew (the browser's check found it
    // missing until then).
    let listed = &app.world().resource::<Library>().entries;
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].result, "0-1");
    let mut library = app.world().resource::<Library>().clone();
    assert!(library.list().is_empty());
    let e = library.entries[0].clone();
    assert_eq!(e.players, [Player::Human, Player::Computer(2)]);
    assert_eq!(e.result, "0-1");
    assert_eq!(e.moves, 2);
    assert_eq!(e.rules, RuleSet::default());
    assert_eq!(e.date.len(), 19, "{}", e.date);
    // Open: the same game and players.
    let (g, players) = library.open(&e).unwrap();
    assert_eq!(g.ply(), 2);
    assert_eq!(players, e.players);
    // Rename, written to the file.
    library.rename(&e, "  Museum day  ").unwrap();
    library.list();
    assert_eq!(library.entries[0].name, "Museum day");
    assert!(
        library.rename(&e, "   ").is_err(),
        "an empty name is refused"
    );
    // Export as SGN beside the library, readable again.
    let path = library.export(&library.entries[0].clone()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("[Event \"Museum day\"]"), "{text}");
    assert!(
        text.contains("1. 49-35 ") && text.contains(" 0-1"),
        "{text}"
    );
    let back = shatra_engine::sgn::read_file(&text, RuleSet::default());
    assert_eq!(back[0].as_ref().unwrap().game.moves().len(), 2);
    // Delete.
    let e = library.entries[0].clone();
    library.delete(&e).unwrap();
    library.list();
    assert!(library.entries.is_empty());
}

#[test]
fn a_damaged_entry_is_moved_aside_and_the_others_are_listed() {
    let tmp = common::temp_folder("shatra-library-");
    let lib = dir(&tmp, "damaged");
    let mut app = app_with_library(&lib);
    common::send(&mut app, GameCommand::Resign(Side::Black));
    app.update();
    std::fs::write(lib.join("0000-broken.ron"), "(rules: oops").unwrap();
    let mut library = app.world().resource::<Library>().clone();
    let notices = library.list();
    assert_eq!(library.entries.len(), 1);
    assert_eq!(library.entries[0].result, "1-0");
    match &notices[..] {
        [Notice::LibraryDamaged { path, aside, .. }] => {
            assert!(path.ends_with("0000-broken.ron"), "{path}");
            assert!(aside.ends_with("0000-broken.ron.bad"), "{aside}");
        }
        other => panic!("one notice: {other:?}"),
    }
    assert_eq!(
        std::fs::read_to_string(lib.join("0000-broken.ron.bad")).unwrap(),
        "(rules: oops",
        "kept as it was"
    );
}

/// shatrabase's records join the library: each readable game becomes an entry named after its
/// Event, dated by its Date; a broken one is counted and its reason given.
#[test]
fn an_sgn_file_is_imported_into_the_library() {
    let tmp = common::temp_folder("shatra-library-");
    let lib = dir(&tmp, "import");
    let mut library = Library::new(Some(lib.clone()));
    let file = lib.with_extension("sgn");
    std::fs::write(
        &file,
        "[Event \"Altai cup\"]\n[Date \"2014.05.01\"]\n[White \"A\"]\n[Black \"B\"]\n\n\
         1. 49-35 14-28 2. 35:21  *\n\n\
         [Event \"?\"]\n[White \"C\"]\n[Black \"D\"]\n\n1. 49-35 0-1\n\n\
         [Event \"broken\"]\n\n1. 49-35 14-28 2. 35-20 *\n",
    )
    .unwrap();
    let (kept, bad, first) = library.import_sgn(&file, RuleSet::default()).unwrap();
    assert_eq!((kept, bad), (2, 1));
    assert!(first.unwrap().contains("game 3"));
    library.list();
    let names: Vec<&str> = library.entries.iter().map(|e| e.name.as_str()).collect();
    assert!(names.contains(&"Altai cup"), "{names:?}");
    assert!(names.contains(&"C – D"), "{names:?}");
    let cup = library
        .entries
        .iter()
        .find(|e| e.name == "Altai cup")
        .unwrap();
    assert_eq!(cup.date, "2014-05-01 00:00:00");
    assert_eq!(cup.moves, 3);
    let other = library.entries.iter().find(|e| e.name == "C – D").unwrap();
    assert_eq!(other.result, "0-1", "the record's result: a resignation");
    assert!(
        library
            .import_sgn(&lib.join("nope.sgn"), RuleSet::default())
            .is_err()
    );
}

/// The browser's file picker hands the game a file's bytes by name (`RecordRequest::ImportFile`):
/// its games join the library and the notice names the file; Latin-1 bytes (shatrabase's) read.
#[test]
fn a_chosen_file_is_imported_by_its_bytes() {
    let tmp = common::temp_folder("shatra-library-");
    let lib = dir(&tmp, "import-bytes");
    let mut app = app_with_library(&lib);
    let mut bytes =
        b"[Event \"Caf\xe9 match\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. 49-35 14-28 *\n\n".to_vec();
    bytes.extend_from_slice(b"[Event \"broken\"]\n\n1. 49-35 14-28 2. 35-20 *\n");
    app.world_mut()
        .write_message(shatra::records::RecordRequest::ImportFile {
            name: "games.sgn".into(),
            bytes,
        });
    app.update();
    app.update();
    let library = app.world().resource::<Library>();
    let names: Vec<&str> = library.entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Café match"], "{names:?}");
    match common::status(&app) {
        Some(Notice::LibraryImported {
            path, count, bad, ..
        }) => assert_eq!((path.as_str(), count, bad), ("games.sgn", 1, 1)),
        other => panic!("{other:?}"),
    }
}
