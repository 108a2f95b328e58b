//! `shatra-cli --game shatar|hiashatar tune` and `match --a-weights/--b-weights`: the tuned
//! weights printed as a weights file, a match reading it, and bad arguments refused with a
//! one-line error (exit status 2, never a panic).

mod common;
use common::{cli, stderr, stdout};

/// A refused command line: status 2, one line naming `what`, no panic; its output.
fn refused(args: &[&str], what: &str) -> std::process::Output {
    let o = cli(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
    let err = stderr(&o);
    assert!(err.contains(what), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    o
}

/// A test's own temporary folder, removed when dropped: when the test ends, passed or failed.
fn temp_folder(prefix: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(prefix)
        .tempdir()
        .expect("a temporary folder")
}

fn temp_file(dir: &tempfile::TempDir, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

#[test]
fn tune_prints_a_weights_file_that_a_match_reads() {
    let tmp = temp_folder("shatra-cli-tune-");
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
    let file = temp_file(&tmp, "shatar.txt", &out);
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
    assert!(out.contains("value_hia=1129\n"), "{out}");
}

#[test]
fn bad_tune_and_weights_arguments_are_refused() {
    let tmp = temp_folder("shatra-cli-tune-");
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
    let bad = temp_file(&tmp, "bad.txt", "tempo=12\nspeed=3\n");
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
    let bad = temp_file(&tmp, "half.txt", "tempo=1.5\n");
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

/// The samples file `text` with each line's target replaced by `target` of the line's number
/// (from 0) and its FEN, as a judge would write it.
fn judged(text: &str, target: impl Fn(usize, &str) -> &'static str) -> String {
    text.lines()
        .enumerate()
        .map(|(i, l)| {
            let fen = l.split_once(' ').expect("TARGET FEN").1;
            format!("{} {fen}\n", target(i, fen))
        })
        .collect()
}

/// `tune --write-samples` of `games` shatar self-play games at depth 1 (seed 5) into `path`,
/// nothing tuned; its output, checked to have succeeded.
fn write_self_play_samples(path: &std::path::Path, games: &str) -> std::process::Output {
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--games",
        games,
        "--seed",
        "5",
        "--strength",
        "depth:1",
        "--rounds",
        "0",
        "--write-samples",
        path.to_str().expect("a path"),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    o
}

#[test]
fn samples_written_by_self_play_are_read_back_and_tuned_on() {
    let tmp = temp_folder("shatra-cli-tune-");
    let samples = temp_folder("shatra-cli-samples-");
    let dir = samples.path();
    let written = dir.join("samples.txt");
    let o = write_self_play_samples(&written, "2");
    let first = stdout(&o).lines().next().expect("a first line").to_string();
    let count: usize = first
        .trim_start_matches("# ")
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a count of positions");
    let text = std::fs::read_to_string(&written).expect("the samples file");
    assert_eq!(text.lines().count(), count, "{first}");
    // Written through a temporary file and a rename: nothing else is left in the folder.
    let left: Vec<_> = std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(left, ["samples.txt"], "{left:?}");
    for line in text.lines() {
        let (target, fen) = line.split_once(' ').expect("TARGET FEN");
        assert!(["0", "0.5", "1"].contains(&target), "{line}");
        assert_eq!(fen.split(' ').count(), 6, "{line}");
    }
    // Read back (a judge's fractional targets too), from weights given as a file.
    let judged = judged(&text, |i, _| if i % 2 == 0 { "0.25" } else { "0.7" });
    let judged = temp_file(&tmp, "judged.txt", &format!("# judged\n{judged}\n"));
    let start = temp_file(&tmp, "start.txt", "tempo=40\n");
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--samples",
        judged.to_str().expect("a path"),
        "--weights",
        start.to_str().expect("a path"),
        "--rounds",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains(&format!("# {count} positions from")), "{out}");
    assert!(
        out.contains("weights shown by enough positions to be tuned"),
        "{out}"
    );
    let tempo = out
        .lines()
        .find(|l| l.starts_with("tempo="))
        .expect("the tempo");
    assert!(
        tempo == "tempo=40" || tempo.ends_with("# was 40"),
        "{tempo}"
    );
}

#[test]
fn bad_samples_files_are_refused_with_their_line() {
    let tmp = temp_folder("shatra-cli-tune-");
    let no_fen = temp_file(&tmp, "no-fen.txt", "0.5\n");
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--samples",
            no_fen.to_str().expect("a path"),
        ],
        "line 1: expected 'TARGET FEN'",
    );
    let far = temp_file(
        &tmp,
        "far.txt",
        "1 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n1.5 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
    );
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--samples",
            far.to_str().expect("a path"),
        ],
        "line 2: '1.5' is not a number from 0 to 1",
    );
    let bad_fen = temp_file(&tmp, "bad-fen.txt", "0 4k3/8/8/8/8/8/8/4K3 x - - 0 1\n");
    refused(
        &[
            "--game",
            "hiashatar",
            "tune",
            "--samples",
            bad_fen.to_str().expect("a path"),
        ],
        "line 1:",
    );
    let missing = std::env::temp_dir().join("shatra-cli-no-such-samples.txt");
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--samples",
            missing.to_str().expect("a path"),
        ],
        "--samples",
    );
    refused(
        &["tune", "--samples", missing.to_str().expect("a path")],
        "for shatar and hiashatar",
    );
    refused(&["tune", "--psq"], "for shatar and hiashatar");
    refused(&["tune", "--only", "value_"], "for shatar and hiashatar");
    // A beginning that names no weight tuned here (the hia's are 10 × 10's only).
    for only in ["valeu_", "value_hia", "value_,"] {
        refused(
            &["--game", "shatar", "tune", "--games", "0", "--only", only],
            "--only: no weight tuned here begins with",
        );
    }
    // Refused before a single self-play game is played (they may take minutes), and so is a
    // samples file that could not be written (its folder is not there).
    let nowhere = std::env::temp_dir()
        .join("shatra-cli-no-such-folder")
        .join("s.txt");
    let nowhere = nowhere.to_str().expect("a path");
    for (flag, value, what) in [
        (
            "--only",
            "valeu_",
            "--only: no weight tuned here begins with",
        ),
        ("--write-samples", nowhere, "--write-samples"),
    ] {
        let args = [
            "--game",
            "shatar",
            "tune",
            "--games",
            "2",
            "--strength",
            "depth:1",
            flag,
            value,
        ];
        let o = refused(&args, what);
        assert_eq!(stdout(&o), "", "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn only_the_weights_named_are_tuned() {
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--games",
        "4",
        "--seed",
        "7",
        "--strength",
        "depth:1",
        "--rounds",
        "2",
        "--only",
        "value_,tempo",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let moved: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains("# was"))
        .collect();
    assert!(
        moved
            .iter()
            .all(|l| l.starts_with("value_") || l.starts_with("tempo=")),
        "{moved:?}"
    );
    // The officers' middle-game and endgame values, the pawn's endgame value and the tempo
    // (the pawn's middle-game value is the unit; the king's and the hia's are not tuned in
    // shatar): 4 + 5 + 1.
    assert!(out.contains(" of 10 weights shown"), "{out}");
}

/// Two quick SPSA pairs at once (seed 5, depth 1, a large gain): the weights to tune follow.
const SPSA_QUICK: &[&str] = &[
    "--game",
    "shatar",
    "tune",
    "--spsa",
    "--games",
    "4",
    "--seed",
    "5",
    "--strength",
    "depth:1",
    "--threads",
    "2",
    "--rate",
    "2",
    "--only",
];

#[test]
fn spsa_tunes_on_game_pairs_and_prints_a_weights_file() {
    let o = cli(&[SPSA_QUICK, &["value_knight,tempo,search_rfp_margin"]].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("# SPSA: 2 game pairs at depth:1 (seed 5), 3 weights, gain 2"),
        "{out}"
    );
    // The tuned weights after each batch of two pairs: one batch.
    assert!(out.contains("# 2 pairs ("), "{out}");
    assert!(out.contains(" value_knight="), "{out}");
    let weights: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(weights.len(), mongol_engine::search::Weights::LEN, "{out}");
    assert!(
        weights.iter().filter(|l| l.contains("# was")).all(|l| [
            "value_knight=",
            "tempo=",
            "search_rfp_margin="
        ]
        .iter()
        .any(|w| l.starts_with(w))),
        "{out}"
    );
}

#[test]
fn bad_spsa_arguments_are_refused_before_any_game() {
    let tmp = temp_folder("shatra-cli-spsa-");
    let samples = temp_file(&tmp, "s.txt", "1 8/8/8/8/8/8/8/K6k w - - 0 1\n");
    let samples = samples.to_str().expect("a path");
    for (args, what) in [
        (
            &["--rate", "0.1"][..],
            "--rate is the gain of --spsa: give both",
        ),
        (&["--spsa", "--rate", "0"], "--rate 0: the gain must be"),
        (&["--spsa", "--rate=-1"], "--rate -1: the gain must be"),
        (&["--spsa", "--rate", "NaN"], "--rate NaN: the gain must be"),
        (&["--spsa", "--samples", samples], "it takes no --samples"),
        (&["--spsa", "--only", "valeu_"], "--only: no weight tuned"),
        // The search's numbers change no evaluation: only games tune them.
        (
            &["--only", "search_"],
            "the search's margins are tuned by games only",
        ),
    ] {
        let mut all = vec!["--game", "shatar", "tune", "--games", "2000"];
        all.extend_from_slice(args);
        let o = refused(&all, what);
        assert_eq!(stdout(&o), "", "{all:?}: {}", stderr(&o));
    }
    refused(&["tune", "--spsa"], "for shatar and hiashatar");
    refused(&["tune", "--rate", "1"], "for shatar and hiashatar");
}

/// SPSA_QUICK's run at `games` games, tuning the knight, the tempo and the pawn's advance,
/// with `more` arguments after it: its output.
fn spsa_quick(games: &str, more: &[&str]) -> String {
    let mut args = SPSA_QUICK.to_vec();
    let at = args.iter().position(|&a| a == "--games").expect("--games") + 1;
    args[at] = games;
    args.push("value_knight,tempo,pawn_advance_");
    args.extend_from_slice(more);
    let o = cli(&args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// The weights lines of `tune`'s output (what is not a `#` comment).
fn weights_lines(out: &str) -> Vec<&str> {
    out.lines().filter(|l| !l.starts_with('#')).collect()
}

#[test]
fn an_spsa_run_resumed_from_its_output_ends_as_the_run_through() {
    let tmp = temp_folder("shatra-cli-resume-");
    // Four pairs, two at once: a report and a state after the second and the fourth.
    let whole = spsa_quick("8", &[]);
    let states: Vec<&str> = whole
        .lines()
        .filter(|l| l.starts_with("# state:"))
        .collect();
    assert_eq!(states.len(), 2, "{whole}");
    assert!(
        states[0].starts_with("# state: pairs=2 value_knight="),
        "{whole}"
    );
    assert!(states[1].starts_with("# state: pairs=4 "), "{whole}");
    // The run stopped after its first report: its output so far.
    let cut = whole.find(states[0]).expect("the state") + states[0].len() + 1;
    let part = temp_file(&tmp, "part.txt", &whole[..cut]);
    let resumed = spsa_quick("8", &["--resume", part.to_str().expect("a path")]);
    assert!(resumed.contains(", resumed after 2 pairs"), "{resumed}");
    assert!(!resumed.contains("# 2 pairs ("), "{resumed}");
    assert!(resumed.contains(states[1]), "{resumed}");
    assert_eq!(weights_lines(&resumed), weights_lines(&whole));
    // A finished run resumed plays nothing more and gives the same weights.
    let done = temp_file(&tmp, "done.txt", &whole);
    let again = spsa_quick("8", &["--resume", done.to_str().expect("a path")]);
    assert!(!again.contains("# state:"), "{again}");
    assert_eq!(weights_lines(&again), weights_lines(&whole));
}

#[test]
fn a_resume_file_that_does_not_fit_the_run_is_refused_with_what_is_wrong() {
    let tmp = temp_folder("shatra-cli-resume-bad-");
    // The run: SPSA_QUICK (2 pairs) tuning the knight and the tempo.
    let state = "# state: pairs=2 value_knight=290.5 tempo=11.25";
    for (file, text, what) in [
        (
            "none.txt",
            "value_knight=290\n".to_string(),
            "no '# state:' line",
        ),
        (
            "empty.txt",
            String::new(),
            "the file is empty (written over by this run's `>`? append with `>>`)",
        ),
        (
            "word.txt",
            format!("{state} oops\n"),
            "line 1: 'oops' is not NAME=VALUE",
        ),
        (
            "number.txt",
            "# x\n# state: pairs=2 value_knight=abc\n".to_string(),
            "line 2: 'value_knight=abc': 'abc' is not a number here",
        ),
        (
            "nan.txt",
            state.replace("290.5", "NaN") + "\n",
            "'value_knight=NaN': 'NaN' is not a number here",
        ),
        (
            "pairs.txt",
            "# state: tempo=1\n".to_string(),
            "line 1: no pairs=N",
        ),
        (
            "more.txt",
            state.replace("pairs=2", "pairs=9") + "\n",
            "9 pairs were played, more than this run's 2 (--games 4)",
        ),
        (
            "only.txt",
            format!("{state} value_rook=3.0\n"),
            "its run tuned value_knight,tempo,value_rook, this one value_knight,tempo: give the \
             same --only",
        ),
        (
            "against.txt",
            state.replace("pairs=2", "pairs=2 against=3/8") + "\n",
            "its run played against an engine, this one itself: give the same --against",
        ),
        (
            "score.txt",
            state.replace("pairs=2", "pairs=2 against=9/8") + "\n",
            "'against=9/8': '9/8' is not a number here",
        ),
    ] {
        let path = temp_file(&tmp, file, &text);
        let mut args = SPSA_QUICK.to_vec();
        args.extend([
            "value_knight,tempo",
            "--resume",
            path.to_str().expect("a path"),
        ]);
        let o = refused(&args, what);
        assert!(
            stderr(&o).contains(&format!("--resume {}", path.display())),
            "{file}"
        );
        assert_eq!(stdout(&o), "", "{file}");
    }
    let missing = tmp.path().join("missing.txt");
    let mut args = SPSA_QUICK.to_vec();
    args.extend(["tempo", "--resume", missing.to_str().expect("a path")]);
    refused(&args, "missing.txt");
    refused(
        &["--game", "shatar", "tune", "--resume", "x.txt"],
        "--resume goes on with an --spsa run: give both",
    );
    refused(&["tune", "--resume", "x.txt"], "for shatar and hiashatar");
}

#[test]
fn spsa_against_a_uci_engine_plays_it_and_says_how_it_scored() {
    // The opponent: this very program's UCI session (any UCI engine of the game would do).
    let opponent = format!("{} --game shatar uci", env!("CARGO_BIN_EXE_shatra-cli"));
    let against = [
        "value_knight,tempo",
        "--against",
        &opponent,
        "--against-strength",
        "depth:1",
        "--against-option",
        "Hash=1",
    ];
    let o = cli(&[SPSA_QUICK, &against].concat());
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains(&format!(
            "# SPSA against Mongol engine (shatar, hiashatar) ({opponent})"
        )),
        "{out}"
    );
    assert!(
        out.contains("2 game pairs, each side at depth:1 against its `go depth 1` (seed 5), 2 weights, gain 2"),
        "{out}"
    );
    // Two pairs at once: one report, with the score of both sides' eight games against it.
    let report = out
        .lines()
        .find(|l| l.starts_with("# 2 pairs ("))
        .unwrap_or_else(|| panic!("{out}"));
    let score: f64 = report
        .split(" s, ")
        .nth(1)
        .and_then(|r| r.split(" % against it").next())
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("{report}"));
    // Eight games: a multiple of 6.25 % (a draw is half a point of the eight).
    assert!((0.0..=100.0).contains(&score), "{report}");
    assert_eq!((score / 6.25).fract(), 0.0, "{report}");
    let weights: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(weights.len(), mongol_engine::search::Weights::LEN, "{out}");
}

#[test]
fn bad_against_arguments_are_refused_before_any_game() {
    for (args, what) in [
        (
            &["--against", "x"][..],
            "--against is the opponent of --spsa: give both",
        ),
        (
            &["--against-strength", "nodes:5"],
            "--against-strength and --against-option are for --against's opponent",
        ),
        (
            &["--spsa", "--against", "x", "--against-strength", "level:3"],
            "--against-strength level:3: the opponent is asked by `go`",
        ),
        (
            &["--spsa", "--against", "x", "--against-option", "Hash"],
            "--against-option 'Hash': expected NAME=VALUE",
        ),
        (
            &["--spsa", "--against", " "],
            "the opponent's command is empty",
        ),
        (
            &["--spsa", "--against", "/no/such/engine"],
            "--against /no/such/engine: cannot start it",
        ),
        // A program that ends at once does not speak UCI.
        (
            &["--spsa", "--against", "true"],
            "true: it ended before `uciok`",
        ),
    ] {
        let mut all = vec!["--game", "shatar", "tune", "--games", "2000"];
        all.extend_from_slice(args);
        let o = refused(&all, what);
        assert_eq!(stdout(&o), "", "{all:?}: {}", stderr(&o));
    }
    refused(&["tune", "--against", "x"], "for shatar and hiashatar");
}

#[cfg(unix)]
#[test]
fn an_opponent_that_moves_wrongly_stops_the_tuning_with_the_move_and_the_position() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = temp_folder("shatra-cli-against-");
    // An engine that speaks UCI but always answers the same move, not a legal one.
    let script = temp_file(
        &tmp,
        "wrong.sh",
        "#!/bin/sh\nwhile read -r line; do case \"$line\" in\n\
         uci) echo 'id name Wrong'; echo uciok;;\nisready) echo readyok;;\n\
         go*) echo 'bestmove a1a5';;\nquit) exit 0;;\nesac; done\n",
    );
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
        .expect("an executable script");
    let o = refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--spsa",
            "--games",
            "2",
            "--strength",
            "depth:1",
            "--against",
            script.to_str().expect("a path"),
        ],
        "Wrong: its move 'a1a5' in ",
    );
    let err = stderr(&o);
    assert!(err.contains("is not one of ours"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_network_fitted_to_samples_is_written_for_eval_net() {
    let tmp = temp_folder("shatra-cli-net-");
    let written = tmp.path().join("samples.txt");
    write_self_play_samples(&written, "4");
    // A judge that always favours the side to move: a network can learn that (its output's
    // bias), and the held-out positions show it.
    let text = std::fs::read_to_string(&written).expect("the samples file");
    let judged = judged(&text, |_, fen| {
        if fen.split(' ').nth(1) == Some("w") {
            "0.8"
        } else {
            "0.2"
        }
    });
    let judged = temp_file(&tmp, "judged.txt", &judged);
    let net = tmp.path().join("net.txt");
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--samples",
        judged.to_str().expect("a path"),
        "--net",
        net.to_str().expect("a path"),
        "--epochs",
        "200",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("# pass 200: error"), "{out}");
    let (before, after) = out
        .lines()
        .find_map(|l| l.strip_prefix("# held out "))
        .and_then(|l| l.split_once(" -> "))
        .expect("the held-out errors");
    let after: f64 = after.split(';').next().unwrap().parse().expect("a number");
    assert!(after < before.parse::<f64>().expect("a number"), "{out}");
    let net = std::fs::read_to_string(&net).expect("the network");
    let net = mongol_engine::search::Net::from_text(&net).expect("a network");
    let start = mongol_engine::shatar::Position::new(Default::default());
    use mongol_engine::Variant;
    let said = net.evaluate(start.board(), start.turn());
    assert!(said > 50, "{said}");
}

#[test]
fn a_network_is_refused_where_it_cannot_serve() {
    let tmp = temp_folder("shatra-cli-net-");
    let out = tmp.path().join("net.txt");
    let out = out.to_str().expect("a path");
    refused(
        &["--game", "hiashatar", "tune", "--net", out],
        "the network is shatar's (8 × 8) only",
    );
    refused(
        &["--game", "shatar", "tune", "--spsa", "--net", out],
        "--net fits positions: it takes no --spsa",
    );
    refused(&["tune", "--net", out], "are for shatar and hiashatar");
}

#[test]
fn tune_takes_its_samples_from_a_pgn_file_and_refuses_a_bad_one() {
    let tmp = temp_folder("shatra-cli-tune-pgn-");
    // Two finished games and one without a result: the first gives its quiet positions
    // before plies 4 and 5 (before ply 6 the bishop can take), the second none (too short).
    let record = "[Variant \"Shatar\"]\n[Result \"0-1\"]\n\n\
                  1. e3 e6 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6+ 0-1\n\n\
                  [Variant \"Shatar\"]\n[Result \"1-0\"]\n\n1. e3 e6 1-0\n\n\
                  [Variant \"Shatar\"]\n\n1. e3 e6 2. Nf3 Nc6 3. Bb5 a6 *\n";
    let games = temp_file(&tmp, "games.pgn", record);
    let samples = tmp.path().join("samples.txt");
    let o = cli(&[
        "--game",
        "shatar",
        "tune",
        "--pgn",
        games.to_str().expect("a path"),
        "--write-samples",
        samples.to_str().expect("a path"),
        "--rounds",
        "0",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("# 2 quiet positions from 2 recorded games in")
            && out.contains("(1 without a result left out)"),
        "{out}"
    );
    let written = std::fs::read_to_string(&samples).expect("the samples file");
    let targets: Vec<&str> = written
        .lines()
        .map(|l| l.split(' ').next().expect("a target"))
        .collect();
    assert_eq!(targets, ["0", "0"], "{written}");
    // A hiashatar tuner refuses shatar's games, naming the game's line; a record that does
    // not read is refused with the reader's message; and --pgn goes with neither --samples
    // nor --spsa.
    refused(
        &[
            "--game",
            "hiashatar",
            "tune",
            "--pgn",
            games.to_str().expect("a path"),
        ],
        "the game on line 1 is Shatar, not Hiashatar",
    );
    let bad = temp_file(&tmp, "bad.pgn", "[Variant \"Shatar\"]\n\n1. e4 *\n");
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--pgn",
            bad.to_str().expect("a path"),
        ],
        "game 1, line 3:",
    );
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--pgn",
            games.to_str().expect("a path"),
            "--samples",
            samples.to_str().expect("a path"),
        ],
        "--samples and --pgn",
    );
    refused(
        &[
            "--game",
            "shatar",
            "tune",
            "--pgn",
            games.to_str().expect("a path"),
            "--spsa",
        ],
        "--spsa tunes on games it plays",
    );
    refused(
        &["tune", "--pgn", games.to_str().expect("a path")],
        "for shatar and hiashatar",
    );
}
