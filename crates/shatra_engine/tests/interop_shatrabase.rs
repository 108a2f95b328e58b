//! Acceptance check of issue 19: every game that shatrabase's own code wrote
//! (`../shared/interop/shatrabase/`, github.com/franzm/shatrabase at b4fb943: its move generator
//! played them and its `Output` class wrote them) reads under the shatrabase preset of its
//! version, ends at the final position shatrabase gave (`SBoard::toSPN`, in the `.tsv` beside
//! each file: game number, plies, SPN), and is written back byte for byte (without our
//! `Variant` tag).
//!
//! The data lives outside the repository (`SHATRA_INTEROP` names another folder); where it is
//! missing the test says so and checks nothing.

use std::path::PathBuf;

use shatra_engine::RuleSet;
use shatra_engine::sgn::{WriteOptions, move_tokens, read_file, write_file_with};
use shatra_engine::spn::to_spn;

fn interop_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("SHATRA_INTEROP")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            std::env::var_os("CARGO_MANIFEST_DIR")
                .map_or_else(|| env!("CARGO_MANIFEST_DIR").into(), PathBuf::from)
                .join("../../../shared/interop/shatrabase")
        });
    dir.is_dir().then_some(dir)
}

/// The text of one game of a file, as shatrabase's `Output` wrote it (the games are separated
/// by a blank line and the file ends with one).
fn game_texts(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in text.split_inclusive('\n') {
        if line.starts_with("[Event ") || out.is_empty() {
            out.push(String::new());
        }
        out.last_mut().unwrap().push_str(line);
    }
    out
}

#[test]
fn shatrabase_s_own_games_read_end_at_its_positions_and_write_back_byte_for_byte() {
    let Some(dir) = interop_dir() else {
        eprintln!("no ../shared/interop/shatrabase here: nothing checked");
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgn"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let original = name.contains("_v1") || text.contains("Original");
        let preset = if original {
            RuleSet::shatrabase_original()
        } else {
            RuleSet::shatrabase()
        };
        let finals: Vec<(usize, String)> = std::fs::read_to_string(file.with_extension("tsv"))
            .map(|t| {
                t.lines()
                    .map(|l| {
                        let f: Vec<&str> = l.split('\t').collect();
                        (f[1].parse().unwrap(), f[2].to_string())
                    })
                    .collect()
            })
            .unwrap_or_default();
        let texts = game_texts(&text);
        let games = read_file(&text, preset);
        assert_eq!(games.len(), texts.len(), "{name}");
        for (i, (g, written)) in games.iter().zip(&texts).enumerate() {
            let g = match g {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            if *g.game.rules() != preset {
                failures.push(format!(
                    "{name} game {}: read under {}, not shatrabase's",
                    i + 1,
                    g.game.rules().describe()
                ));
            }
            if let Some((plies, spn)) = finals.get(i) {
                let tokens: usize = g
                    .game
                    .moves()
                    .iter()
                    .zip(g.game.positions())
                    .map(|(m, p)| move_tokens(m, p).len())
                    .sum();
                let ours = to_spn(g.game.position());
                if tokens != *plies || ours != *spn {
                    failures.push(format!(
                        "{name} game {}: {tokens} plies, {ours}; shatrabase: {plies}, {spn}",
                        i + 1
                    ));
                }
            }
            // Our notation of each move (what `shatra-cli sgn` lists) reads back as that move.
            for (m, p) in g.game.moves().iter().zip(g.game.positions()) {
                match p.parse_move_as_written(&m.to_string()) {
                    Ok(back) if back == *m => {}
                    other => failures.push(format!(
                        "{name} game {}: {m} reads back as {other:?}",
                        i + 1
                    )),
                }
            }
            let back = write_file_with(
                &[(g.game.clone(), g.tags.clone())],
                WriteOptions { variant_tag: false },
            );
            if back != *written {
                failures.push(format!(
                    "{name} game {}: written back as\n{back}\nnot\n{written}",
                    i + 1
                ));
            }
            checked += 1;
        }
    }
    // The import as the library and `shatra-cli sgn` do it (RULES.md's rules first): every
    // game reads, under RULES.md's rules where they read it, else under shatrabase's preset.
    let mut by_rules = std::collections::BTreeMap::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for g in read_file(&text, RuleSet::default()) {
            match g {
                Ok(g) => *by_rules.entry(g.game.rules().describe()).or_insert(0) += 1,
                Err(e) => failures.push(format!("{}: {e}", file.display())),
            }
        }
    }
    eprintln!(
        "{checked} games of shatrabase checked, {} failures; imported as {by_rules:?}",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 160, "{checked}");
}
