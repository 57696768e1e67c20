//! Issue 30, item 5: rule revisions in one table per game. Each game's
//! `src/rules/<game>/revision.rs` names its changes and the fork each came in; the rules ask
//! `revision.has(Change::X)`. This test reads `src/rules/**/*.rs` and fails on a rules file
//! that asks a version instead (`.v0_6()`, `Revision::V0_5`, a `V0_7_0` constant outside a
//! game's table), calls `at_least` on the engine, or compares the engine string; and checks
//! every game's table against its schedule (ordered, each fork in the schedule).

use pbem::engine::revision::{check_changes, SCHEDULE};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, by path.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The version questions in `line` (of a file that is not a game's table when `table` is
/// false): what a rules file must not hold.
fn questions(line: &str, table: bool) -> Vec<&'static str> {
    let mut found = Vec::new();
    for (i, _) in line.match_indices(".v0_") {
        let rest = &line[i + 4..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 && rest[digits..].starts_with("()") {
            found.push("a per-version question (.v0_N())");
        }
    }
    for (pat, what) in [
        ("Revision::V0_", "a revision compared with a version"),
        ("RulesEra::V0_", "a revision compared with a version"),
        ("engine::at_least", "at_least on the engine"),
        ("version::at_least", "at_least on the engine"),
        ("at_least(ctx.engine", "at_least on the engine"),
        ("at_least(engine", "at_least on the engine"),
        ("ctx.engine ==", "the engine string compared"),
        ("== ctx.engine", "the engine string compared"),
        ("ctx.engine.starts_with", "the engine string compared"),
        ("ctx.engine.contains", "the engine string compared"),
    ] {
        if line.contains(pat) {
            found.push(what);
        }
    }
    let has_version_constant = line.match_indices("V0_").any(|(i, _)| {
        let rest = &line[i + 3..];
        let d = rest.chars().take_while(char::is_ascii_digit).count();
        d > 0 && rest[d..].starts_with("_0")
    });
    if has_version_constant && !table {
        found.push("a pbem version constant outside the game's table of changes");
    }
    found
}

#[test]
fn rules_ask_named_changes_never_a_version_or_the_engine_string() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut bad = Vec::new();
    for p in rust_files(&root) {
        let table = p.file_name().is_some_and(|n| n == "revision.rs");
        let text = std::fs::read_to_string(&p).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for what in questions(code, table) {
                bad.push(format!(
                    "{}:{}: {what}: {}",
                    p.display(),
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "rules code asking versions:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_grep_finds_what_it_forbids() {
    assert_eq!(questions("if rules.revision.v0_6() {", false).len(), 1);
    assert_eq!(questions("if rules.revision.v0_10() {", false).len(), 1);
    assert_eq!(questions("Revision::V0_5 => x,", false).len(), 1);
    assert_eq!(
        questions(
            "crate::engine::at_least(ctx.engine, crate::engine::version::V0_7_0)",
            false
        ),
        vec![
            "at_least on the engine",
            "at_least on the engine",
            "a pbem version constant outside the game's table of changes"
        ]
    );
    assert_eq!(questions("FlankHits = V0_6_0,", true), Vec::<&str>::new());
    assert_eq!(
        questions("let n = at_least(side);", false),
        Vec::<&str>::new()
    );
    assert_eq!(
        questions("rules.revision.has(Change::FlankedByFire)", false),
        Vec::<&str>::new()
    );
}

#[test]
fn every_game_has_a_table_of_changes_in_its_schedule() {
    use pbem::rules::{
        american_revolution, empires_in_arms, grande_tactique, old_trousers, spi_1812,
    };
    let tables = [
        (
            "empires-in-arms",
            check_changes::<empires_in_arms::revision::Change>(),
        ),
        ("spi-1812", check_changes::<spi_1812::revision::Change>()),
        (
            "american-revolution",
            check_changes::<american_revolution::revision::Change>(),
        ),
        (
            "old-trousers",
            check_changes::<old_trousers::revision::Change>(),
        ),
        (
            "grande-tactique",
            check_changes::<grande_tactique::revision::Change>(),
        ),
    ];
    for (game, checked) in &tables {
        assert_eq!(checked, &Ok(()), "{game}");
    }
    let mut games: Vec<&str> = SCHEDULE.iter().map(|(g, _)| *g).collect();
    let mut listed: Vec<&str> = tables.iter().map(|(g, _)| *g).collect();
    games.sort();
    listed.sort();
    assert_eq!(games, listed);
}
