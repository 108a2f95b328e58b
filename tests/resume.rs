//! The game in progress comes back at the next start, unless the flags ask for another one: a
//! position, moves, or another game (`--game`). The launch reads `XDG_DATA_HOME`, the process's,
//! so this binary holds one test.

use clap::Parser;
use game_family::GameKind;
use shatra::config::Config;
use shatra::play::Notice;
use shatra::records::settings::Settings;
use shatra::{Mode, launch::Plan};
use shatra_engine::{Game, RuleSet};

fn plan(settings: &std::path::Path, flags: &[&str]) -> Plan {
    let mut args = vec!["shatra", "--settings", settings.to_str().unwrap()];
    args.extend_from_slice(flags);
    Plan::new(Config::try_parse_from(args).expect("flags"), Mode::Windowed).expect("starts")
}

#[test]
fn the_kept_game_comes_back_unless_the_flags_ask_for_another_game() {
    // Removed when dropped: when the test ends, passed or failed.
    let tmp = tempfile::Builder::new()
        .prefix("shatra-resume-")
        .tempdir()
        .unwrap();
    let base = tmp.path();
    let (data, settings_dir) = (base.join("data"), base.join("settings"));
    std::fs::create_dir_all(data.join("shatra")).unwrap();
    std::fs::create_dir_all(&settings_dir).unwrap();
    // SAFETY (of the test, not unsafe code): the only test of this binary; the launch reads it.
    unsafe { std::env::set_var("XDG_DATA_HOME", &data) };
    let settings = settings_dir.join("settings.ron");
    Settings::default().save(&settings).unwrap();
    let kept = data.join("shatra").join("current-game.ron");
    let mut g = Game::new(RuleSet::default());
    g.play_text("49-35").unwrap();
    std::fs::write(&kept, g.to_ron()).unwrap();

    // A plain start, and one that names the kept game's own game: it comes back.
    for flags in [&[][..], &["--game", "shatra"]] {
        let p = plan(&settings, flags);
        assert_eq!(p.notice, Some(Notice::Resumed), "{flags:?}");
        assert_eq!(p.game.ply(), 1, "{flags:?}");
    }
    // Another game asked for: that game, from its start, and the kept one is not said resumed.
    for (flag, kind) in [
        ("shatar", GameKind::Shatar),
        ("hiashatar preset=preset-hia-vivanto", GameKind::Hiashatar),
    ] {
        let p = plan(&settings, &["--game", flag]);
        assert_eq!((p.game.kind(), p.game.ply()), (kind, 0), "{flag}");
        assert_ne!(p.notice, Some(Notice::Resumed), "{flag}");
    }
    // So is a position or moves.
    let p = plan(&settings, &["--moves", "49-35 14-28"]);
    assert_eq!((p.game.ply(), p.notice.clone()), (2, None));
}
