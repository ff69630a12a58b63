//! The README and the book (docs/src) hold together: every chapter is in
//! SUMMARY.md, every internal link and anchor resolves, the README stays a
//! front door (at most 250 lines, no dates), and the book's technique
//! table is the code's (ids, names, base scores, which ones ratings use).
//! `scripts/readme.sh` runs their code; `mdbook build docs` renders them.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use sudoku::logic::Technique;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every chapter of the book.
fn documents() -> Vec<PathBuf> {
    let mut docs = vec![repo().join("README.md")];
    let mut chapters: Vec<PathBuf> = fs::read_dir(repo().join("docs/src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    chapters.sort();
    docs.extend(chapters);
    docs
}

/// The anchor mdbook (and GitHub) gives a heading.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a markdown file's headings (outside code blocks).
fn anchors(path: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(path).unwrap();
    let mut in_code = false;
    let mut found = BTreeSet::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.insert(slug(line.trim_start_matches('#')));
        }
    }
    found
}

/// The links `[text](target)` of a markdown file, outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            found.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_internal_link_and_anchor_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for doc in documents() {
        let text = fs::read_to_string(&doc).unwrap();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                doc.clone()
            } else {
                doc.parent().unwrap().join(file)
            };
            checked += 1;
            if !target.exists() {
                broken.push(format!("{}: {link}: no such file", doc.display()));
            } else if !anchor.is_empty()
                && target.extension().is_some_and(|e| e == "md")
                && !anchors(&target).contains(anchor)
            {
                broken.push(format!("{}: {link}: no such heading", doc.display()));
            }
        }
    }
    assert!(checked > 40, "only {checked} links");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_chapter_is_in_the_summary() {
    let summary = fs::read_to_string(repo().join("docs/src/SUMMARY.md")).unwrap();
    let listed: BTreeSet<String> = links(&summary).into_iter().collect();
    for doc in documents().into_iter().skip(1) {
        let name = doc.file_name().unwrap().to_str().unwrap().to_owned();
        if name != "SUMMARY.md" {
            assert!(listed.contains(&name), "{name} is not in SUMMARY.md");
        }
    }
    for chapter in [
        "getting-started.md",
        "c-api.md",
        "game.md",
        "techniques.md",
        "generation.md",
        "variants.md",
        "platforms.md",
        "cli.md",
        "reliability.md",
        "faq.md",
    ] {
        assert!(listed.contains(chapter), "the book lacks {chapter}");
    }
}

#[test]
fn the_readme_is_a_front_door() {
    let readme = fs::read_to_string(repo().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(lines <= 250, "README.md has {lines} lines");
    // No dated measurements or history: those live in BENCHMARKS.md and
    // git.
    let dated: Vec<&str> = readme
        .lines()
        .filter(|l| {
            l.as_bytes().windows(10).any(|w| {
                w[..4].iter().all(u8::is_ascii_digit)
                    && w[4] == b'-'
                    && w[5..7].iter().all(u8::is_ascii_digit)
                    && w[7] == b'-'
                    && w[8..].iter().all(u8::is_ascii_digit)
            })
        })
        .collect();
    assert!(dated.is_empty(), "dates in README.md: {dated:?}");
    for language in [
        "## C\n",
        "## C++",
        "## C# and Unity",
        "## JavaScript",
        "## Lua",
        "## Rust",
        "## Command line",
    ] {
        assert!(readme.contains(language), "README.md lacks {language:?}");
    }
}

#[test]
fn the_technique_table_is_the_codes() {
    let text = fs::read_to_string(repo().join("docs/src/techniques.md")).unwrap();
    let table: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "<!-- table: techniques -->")
        .skip(3)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let mut seen = BTreeSet::new();
    for row in &table {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let id: usize = cells[1].parse().unwrap_or_else(|_| panic!("{row}"));
        let technique = Technique::BY_ID[id];
        assert_eq!(cells[2], technique.name(), "{row}");
        let base: f32 = cells[3].split(' ').next().unwrap().parse().unwrap();
        assert_eq!(base, technique.rating(), "{row}");
        let rated = match cells[5] {
            "yes" => technique.rates() && !technique.is_variant_only(),
            "no" => !technique.rates() && !technique.is_variant_only(),
            "variants" => technique.is_variant_only(),
            other => panic!("{row}: rated is {other}"),
        };
        assert!(rated, "{row}");
        assert!(!cells[4].is_empty(), "{row}: no Sudoku Explainer name");
        assert!(seen.insert(id), "{row}: id listed twice");
    }
    assert_eq!(seen.len(), Technique::BY_ID.len(), "every technique once");
    // In the order the solver tries them.
    let order: Vec<Technique> = table
        .iter()
        .map(|r| {
            Technique::BY_ID[r
                .split('|')
                .nth(1)
                .unwrap()
                .trim()
                .parse::<usize>()
                .unwrap()]
        })
        .collect();
    assert_eq!(order, Technique::ALL.to_vec());
}
