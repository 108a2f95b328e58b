//! Files under damage: each kind of file the game keeps (the settings, the game in progress, a
//! library entry, an SGN file to import) is truncated, has bytes flipped, or is replaced by
//! garbage; the game still starts (its launch plan is made), says what it set aside, keeps the
//! damaged bytes in the `.bad` file, and loses nothing that was sound.
//!
//! One test: the launch reads `XDG_DATA_HOME`, which is the process's, so nothing else in this
//! binary may run beside it.

use std::path::{Path, PathBuf};

use shatra::config::{Config, Player};
use shatra::play::Notice;
use shatra::records::library::Library;
use shatra::records::settings::Settings;
use shatra::{Mode, launch::Plan};
use shatra_engine::{Game, RuleSet};

/// The three ways a file is damaged here.
fn damaged(sound: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut flipped = sound.to_vec();
    for i in (3..flipped.len()).step_by(17) {
        flipped[i] ^= 0x5a;
    }
    let mut garbage = Vec::new();
    let mut x = 0x9e37_79b9u32;
    for _ in 0..sound.len().max(64) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        garbage.push(x as u8);
    }
    vec![
        ("truncated", sound[..sound.len() / 2].to_vec()),
        ("flipped", flipped),
        ("garbage", garbage),
    ]
}

/// A folder `name` in the test's own temporary folder `tmp` (removed with it when dropped).
fn dir(tmp: &tempfile::TempDir, name: &str) -> PathBuf {
    let d = tmp.path().join(name);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn bad_copy(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".bad");
    PathBuf::from(name)
}

/// The game as a window of it would start: the flags of a plain run, the settings file given.
fn plan(settings: &Path) -> Plan {
    let config = Config {
        settings: Some(settings.to_path_buf()),
        ..Config::default()
    };
    Plan::new(config, Mode::Windowed).expect("the game starts")
}

fn a_game() -> Game {
    let mut g = Game::new(RuleSet::default());
    for m in ["49-35", "14-28", "35x21", "13x29"] {
        g.play_text(m).unwrap();
    }
    g
}

#[test]
fn damaged_files_are_set_aside_said_and_nothing_sound_is_lost() {
    // Removed when dropped: when the test ends, passed or failed.
    let tmp = tempfile::Builder::new()
        .prefix("shatra-damage-")
        .tempdir()
        .unwrap();
    let data = dir(&tmp, "data");
    // SAFETY (of the test, not unsafe code): the only test of this binary; the launch reads it.
    unsafe { std::env::set_var("XDG_DATA_HOME", &data) };
    let kept = data.join("shatra").join("current-game.ron");

    // The settings.
    let sound = Settings {
        language: Some("ru".into()),
        white: "computer:5".into(),
        ..Settings::default()
    };
    let settings_dir = dir(&tmp, "settings");
    let path = settings_dir.join("settings.ron");
    sound.save(&path).unwrap();
    let text = std::fs::read(&path).unwrap();
    assert_eq!(plan(&path).notice, None, "a sound file says nothing");
    for (how, bytes) in damaged(&text) {
        std::fs::write(&path, &bytes).unwrap();
        let _ = std::fs::remove_file(bad_copy(&path));
        let p = plan(&path);
        match &p.notice {
            Some(Notice::SettingsDamaged { aside, .. }) => {
                assert_eq!(
                    std::fs::read(aside).unwrap(),
                    bytes,
                    "{how}: kept as it was"
                );
                assert!(!path.exists(), "{how}: moved, not overwritten");
            }
            Some(Notice::SettingsFieldsReset { .. }) => {
                assert_eq!(std::fs::read(&path).unwrap(), bytes, "{how}: left in place");
            }
            Some(Notice::SettingsUnreadable { .. }) => {}
            other => panic!("{how}: the damage is said: {other:?}"),
        }
        sound.save(&path).unwrap();
    }

    // The game in progress.
    let game = a_game();
    let mut tagged = game.clone();
    shatra::records::kept::tag_players(&mut tagged, [Player::Human, Player::Computer(4)]);
    let text = tagged.to_ron().into_bytes();
    std::fs::create_dir_all(kept.parent().unwrap()).unwrap();
    std::fs::write(&kept, &text).unwrap();
    let p = plan(&path);
    assert_eq!(p.notice, Some(Notice::Resumed));
    assert_eq!(p.game.shatra().unwrap().moves(), game.moves());
    assert_eq!(p.game.players, [Player::Human, Player::Computer(4)]);
    for (how, bytes) in damaged(&text) {
        std::fs::write(&kept, &bytes).unwrap();
        let p = plan(&path);
        match &p.notice {
            Some(Notice::KeptGameDamaged { aside, .. }) => {
                assert_eq!(
                    std::fs::read(aside).unwrap(),
                    bytes,
                    "{how}: kept as it was"
                );
                assert!(
                    p.game.shatra().unwrap().moves().is_empty(),
                    "{how}: a new game instead"
                );
            }
            // A flip that still reads (in a tag, say) gives the game back.
            Some(Notice::Resumed) => assert!(!p.game.shatra().unwrap().moves().is_empty()),
            other => panic!("{how}: the damage is said: {other:?}"),
        }
    }

    // A library entry: the damaged one set aside, the sound one still listed.
    let lib = dir(&tmp, "library");
    let mut library = Library::new(Some(lib.clone()));
    let players = [Player::Human, Player::Human];
    let mut done = a_game();
    done.resign(shatra_engine::Color::White);
    let shown = shatra::play::CurrentGame::new(done.clone(), players);
    let a = library.add(&shown, "2026-12-01 10:00:00").unwrap();
    let b = library.add(&shown, "2026-12-01 11:00:00").unwrap();
    let text = std::fs::read(&b).unwrap();
    for (how, bytes) in damaged(&text) {
        std::fs::write(&b, &bytes).unwrap();
        let notices = library.list();
        assert!(
            library.entries.iter().any(|e| e.file == a),
            "{how}: the sound entry is listed"
        );
        if let [Notice::LibraryDamaged { aside, .. }] = &notices[..] {
            assert_eq!(std::fs::read(aside).unwrap(), bytes, "{how}");
        } else {
            assert!(
                library.entries.iter().any(|e| e.file == b),
                "{how}: read, or said: {notices:?}"
            );
        }
        std::fs::write(&b, &text).unwrap();
    }

    // An SGN file to import: never a panic; the readable games are kept, the rest counted.
    let sgn = "[Event \"one\"]\n\n1. 49-35 14-28 2. 35:21 *\n\n[Event \"two\"]\n\n1. 49-35 0-1\n";
    for (how, bytes) in damaged(sgn.as_bytes()) {
        let file = lib.join(format!("import-{how}.sgn"));
        std::fs::write(&file, &bytes).unwrap();
        let mut fresh = Library::new(Some(dir(&tmp, &format!("import-{how}"))));
        match fresh.import_sgn(&file, RuleSet::default()) {
            Ok((kept, bad, first)) => {
                assert!(kept + bad <= 2 || bad > 0, "{how}");
                if bad > 0 {
                    assert!(first.is_some_and(|f| !f.is_empty()), "{how}: the reason");
                }
            }
            Err(e) => assert!(!e.is_empty(), "{how}: said"),
        }
    }
}
