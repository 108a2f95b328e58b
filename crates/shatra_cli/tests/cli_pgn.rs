//! `shatra-cli pgn FILE [--write]`: shatar and hiashatar records (RULES-MONGOLIAN.md §0, "Text
//! forms": the `Variant` tag, `SetUp` and `FEN` for a set-up start) read from a file, each game's
//! moves and result listed or the games written back as PGN; a game that cannot be read is named
//! with its line (exit status 2, the others still read). Before, the CLI had no way to a PGN.

mod common;
use common::{cli, stderr, stdout};

const RECORDS: &str = r#"[Event "Casual"]
[White "A"]
[Black "B"]
[Result "*"]
[Variant "Shatar"]

1. e3 e6 2. Nf3 Nf6 3. Bc4 Nc6 *

[Event "Set up"]
[Result "*"]
[Variant "Hiashatar"]
[SetUp "1"]
[FEN "4k5/4h5/10/10/10/10/10/10/4H5/4K5 w - - 0 1"]

*
"#;

fn temp_file(text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix("shatra-cli-pgn-")
        .tempdir()
        .expect("a temporary folder");
    let path = dir.path().join("games.pgn");
    std::fs::write(&path, text).expect("a temporary file");
    (dir, path)
}

#[test]
fn pgn_lists_each_game_and_writes_them_back() {
    let (_dir, path) = temp_file(RECORDS);
    let file = path.to_str().unwrap();
    let o = cli(&["pgn", file]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("game 1 (Shatar"), "{out}");
    assert!(lines[0].contains("e3 e6 Nf3 Nf6 Bc4 Nc6"), "{out}");
    assert!(lines[0].ends_with(" *"), "{out}");
    assert!(
        lines[1].starts_with("game 2 (Hiashatar, from 4k5/4h5/"),
        "{out}"
    );
    // Written back, the records read again as the same games.
    let o = cli(&["pgn", file, "--write"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let written = stdout(&o);
    assert!(written.contains("[Variant \"Shatar\"]"), "{written}");
    assert!(written.contains("[SetUp \"1\"]"), "{written}");
    let (_dir2, again) = temp_file(&written);
    let o = cli(&["pgn", again.to_str().unwrap()]);
    assert_eq!(stdout(&o), out);
}

#[test]
fn a_game_that_cannot_be_read_is_named_and_the_others_are_read() {
    let bad = RECORDS.replace("2. Nf3", "2. Nf4");
    let (_dir, path) = temp_file(&bad);
    let o = cli(&["pgn", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains("Nf4") && err.contains("line 7"), "{err}");
    assert!(err.contains("1 of 2 games could not be read"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        stdout(&o).starts_with("game 2 (Hiashatar"),
        "{}",
        stdout(&o)
    );
    // A file that is not there.
    let o = cli(&["pgn", "/nonexistent/games.pgn"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read /nonexistent/games.pgn"));
}
