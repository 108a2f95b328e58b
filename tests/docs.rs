//! The README and the guide in docs/: the README stays short (a newcomer reads it in two
//! minutes), and every relative link in it and in docs/ points at a file that is there (with the
//! heading it names, for a link into a page).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    // Read when the test runs: a build cached from another checkout carries that one's path.
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| env!("CARGO_MANIFEST_DIR").into(), PathBuf::from)
}

fn pages() -> Vec<PathBuf> {
    let mut v = vec![root().join("README.md")];
    for e in std::fs::read_dir(root().join("docs")).unwrap().flatten() {
        if e.path().extension().is_some_and(|x| x == "md") {
            v.push(e.path());
        }
    }
    v
}

/// A heading's anchor as GitHub makes it: lower case, spaces to dashes, punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// The targets of the `[text](target)` links of a page, outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            code = !code;
            continue;
        }
        if code {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            if let Some(j) = rest.find(')') {
                out.push(rest[..j].to_string());
                rest = &rest[j..];
            }
        }
    }
    out
}

#[test]
fn the_readme_is_short() {
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let n = text.lines().count();
    assert!(n < 150, "README.md has {n} lines");
}

#[test]
fn every_link_resolves() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let dir = page.parent().unwrap();
        for link in links(&text) {
            if link.starts_with("http://")
                || link.starts_with("https://")
                || link.starts_with("mailto:")
            {
                continue;
            }
            let (file, frag) = match link.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (link.as_str(), None),
            };
            let target: PathBuf = if file.is_empty() {
                page.clone()
            } else {
                dir.join(file)
            };
            if !Path::new(&target).exists() {
                broken.push(format!("{}: {link}", page.display()));
                continue;
            }
            if let Some(a) = frag
                && target.extension().is_some_and(|x| x == "md")
            {
                let t = std::fs::read_to_string(&target).unwrap();
                if !anchors(&t).contains(&a.to_string()) {
                    broken.push(format!("{}: {link} (no such heading)", page.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links: {broken:#?}");
}
