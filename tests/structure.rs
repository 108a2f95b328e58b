//! The shape the app promises, checked on its source: the command system is the only writer of
//! the game and of what the board shows, and nothing outside `ui/` imports `ui`.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn app_sources() -> Vec<(String, String)> {
    // Read when the test runs: a build cached from another checkout carries that one's path.
    let root = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    );
    let root = root.as_path();
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(root).unwrap().display().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn only_the_command_system_writes_the_game_and_what_the_board_shows() {
    let mut writers = Vec::new();
    for (name, text) in app_sources() {
        for resource in [
            "CurrentGame",
            "Shown",
            "Selection",
            "StatusLine",
            "DrawOffer",
        ] {
            for pattern in [
                format!("ResMut<{resource}>"),
                format!("ResMut<'w, {resource}>"),
                format!("resource_mut::<{resource}>"),
            ] {
                if text.contains(&pattern) && name != "src/play/command.rs" {
                    writers.push(format!("{name}: {pattern}"));
                }
            }
        }
    }
    assert!(writers.is_empty(), "other writers: {writers:#?}");
}

#[test]
fn nothing_outside_the_ui_imports_it() {
    let importers: Vec<String> = app_sources()
        .into_iter()
        .filter(|(name, text)| {
            !name.starts_with("src/ui/")
                && name != "src/lib.rs"
                && name != "src/launch/mod.rs"
                && text.contains("crate::ui::")
        })
        .map(|(name, _)| name)
        .collect();
    assert!(importers.is_empty(), "{importers:?} import crate::ui");
}

/// No two top-level modules of the app import each other, directly or around a loop (what
/// `../shared/tools/structure.py` reports as a cycle): read from the `crate::name` paths outside
/// the tests and comments.
#[test]
fn the_modules_form_no_cycle() {
    use std::collections::{BTreeMap, BTreeSet};
    let mut deps: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (name, text) in app_sources() {
        let module = name
            .trim_start_matches("src/")
            .split('/')
            .next()
            .unwrap()
            .trim_end_matches(".rs")
            .to_string();
        if module == "lib" || module == "main" {
            continue;
        }
        let code = text.split("#[cfg(test)]").next().unwrap();
        let entry = deps.entry(module.clone()).or_default();
        for line in code.lines() {
            let line = line.split("//").next().unwrap();
            for part in line.split("crate::").skip(1) {
                let dep: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !dep.is_empty() && dep != module {
                    entry.insert(dep);
                }
            }
        }
    }
    let modules: BTreeSet<String> = deps.keys().cloned().collect();
    // Depth-first search for a path from each module back to itself.
    for start in &modules {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for next in deps.get(&at).into_iter().flatten() {
                if !modules.contains(next) {
                    continue;
                }
                if next == start {
                    panic!("a cycle: {} -> {start}", path.join(" -> "));
                }
                if seen.insert(next.clone()) {
                    let mut p = path.clone();
                    p.push(next.clone());
                    stack.push((next.clone(), p));
                }
            }
        }
    }
}
