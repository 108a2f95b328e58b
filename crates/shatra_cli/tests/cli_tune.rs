//! `shatra-cli --game shatar|hiashatar tune` and `match --a-weights/--b-weights`: the tuned
//! weights printed as a weights file, a match reading it, and bad arguments refused with a
//! one-line error (exit status 2, never a panic).

mod common;
use common::{cli, stderr, stdout};

/// A refused command line: status 2, one line naming `what`, no panic.
fn refused(args: &[&str], what: &str) {
    let o = cli(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains(what), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("shatra-cli-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

#[test]
fn tune_prints_a_weights_file_that_a_match_reads() {
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--games",
        "2",
        "--seed",
        "3",
        "--strength",
        "depth:1",
        "--rounds",
        "1",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("quiet positions from 2 self-play games at depth:1"),
        "{out}"
    );
    assert!(out.contains("# round 1 error"), "{out}");
    let weights: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(weights.len(), mongol_engine::search::Weights::LEN, "{out}");
    assert!(weights.iter().all(|l| l.contains('=')), "{out}");
    let file = temp_file("shatar.txt", &out);
    let file = file.to_str().expect("a path");
    let o = cli(&[
        "--game",
        "shatar",
        "match",
        "--a",
        "depth:1",
        "--b",
        "depth:1",
        "--games",
        "2",
        "--a-weights",
        file,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 games"), "{}", stdout(&o));
}

#[test]
fn hiashatar_tunes_with_no_games() {
    let o = cli(&[
        "--game",
        "hiashatar",
        "tune",
        "--games",
        "0",
        "--rounds",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("# 0 quiet positions from 0 self-play games at depth:4"),
        "{out}"
    );
    assert!(out.contains("value_hia=380\n"), "{out}");
}

#[test]
fn bad_tune_and_weights_arguments_are_refused() {
    refused(&["--game", "shatar", "tune", "--games", "many"], "--games");
    refused(
        &["--game", "shatar", "tune", "--strength", "material:0"],
        "material:0",
    );
    refused(
        &["--game", "hiashatar", "tune", "--strength", "level:9"],
        "level:9",
    );
    refused(&["--game", "shatar", "tune", "--rounds=-1"], "--rounds");
    let missing = std::env::temp_dir().join("shatra-cli-tune-no-such-file.txt");
    let missing = missing.to_str().expect("a path");
    refused(
        &[
            "--game",
            "shatar",
            "match",
            "--a",
            "1",
            "--b",
            "1",
            "--a-weights",
            missing,
        ],
        "--a-weights",
    );
    let bad = temp_file("bad.txt", "tempo=12\nspeed=3\n");
    let bad = bad.to_str().expect("a path");
    refused(
        &[
            "--game",
            "hiashatar",
            "match",
            "--a",
            "1",
            "--b",
            "1",
            "--b-weights",
            bad,
        ],
        "line 2: no weight is named 'speed'",
    );
    let bad = temp_file("half.txt", "tempo=1.5\n");
    let bad = bad.to_str().expect("a path");
    refused(
        &[
            "--game",
            "shatar",
            "match",
            "--a",
            "1",
            "--b",
            "1",
            "--a-weights",
            bad,
        ],
        "'1.5' is not an integer",
    );
}
