//! No import circle among the modules of `src/`: every `use crate::…`, `use super::…` and
//! `crate::…`/`super::…` path in `src/**/*.rs` is read by a small parser, resolved to the
//! file of the module it names, and the file graph is searched for circles (files of one
//! folder included). A folder's `mod.rs` (or `lib.rs`) naming its own descendants is
//! containment, not an import, and is not an edge; a child naming its parent is.
//!
//! Any circle fails the test, naming the files that tie it.

use petgraph::algo::tarjan_scc;
use petgraph::graphmap::DiGraphMap;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// A source file and the module path it defines (`src/rules/mod.rs` is `["rules"]`).
struct SourceFile {
    /// Path relative to `src/`, with `/`.
    name: String,
    /// Module path from the crate root.
    module: Vec<String>,
    /// The text.
    text: String,
}

/// Every `.rs` file of the library under `dir` (`main.rs`, the binary's root, excluded).
fn source_files(dir: &Path) -> Vec<SourceFile> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                let name = p
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                if name == "main.rs" {
                    continue;
                }
                let module = module_of(&name);
                let text = std::fs::read_to_string(&p).unwrap();
                out.push(SourceFile { name, module, text });
            }
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// `rules/empires_in_arms/mod.rs` -> `["rules", "empires_in_arms"]`; `lib.rs` -> `[]`.
fn module_of(name: &str) -> Vec<String> {
    let mut parts: Vec<String> = name.split('/').map(str::to_string).collect();
    let last = parts.pop().unwrap_or_default();
    match last.as_str() {
        "mod.rs" | "lib.rs" => {}
        other => parts.push(other.trim_end_matches(".rs").to_string()),
    }
    parts
}

/// The tokens the parser needs: identifiers, `::`, and single punctuation characters.
/// Comments, string and character literals are dropped.
fn tokens(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == 'r' && matches!(c.get(i + 1), Some('"') | Some('#')) {
            // Raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push("r".to_string());
                i += 1;
                continue;
            }
            j += 1;
            while j < c.len() {
                if c[j] == '"' && (0..hashes).all(|k| c.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
        } else if ch == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else if ch == '\'' {
            // A character literal ('a', '\n', '\u{1F}') or a lifetime ('a).
            if c.get(i + 1) == Some(&'\\') {
                i += 3;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
        } else if ch.is_whitespace() {
            i += 1;
        } else {
            out.push(ch.to_string());
            i += 1;
        }
    }
    out
}

/// The token at `i`, if any.
fn tok(toks: &[String], i: usize) -> Option<&str> {
    toks.get(i).map(String::as_str)
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Reads a use tree at `toks[*i]` with `prefix`, appending every full path to `out`.
fn use_tree(toks: &[String], i: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut path = prefix;
    loop {
        match toks.get(*i).map(String::as_str) {
            Some("{") => {
                *i += 1;
                loop {
                    match toks.get(*i).map(String::as_str) {
                        Some("}") => {
                            *i += 1;
                            return;
                        }
                        Some(",") => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, path.clone(), out),
                    }
                }
            }
            Some("*") => {
                *i += 1;
                out.push(path);
                return;
            }
            Some(t) if is_ident(t) => {
                path.push(t.to_string());
                *i += 1;
                if toks.get(*i).map(String::as_str) == Some("::") {
                    *i += 1;
                    continue;
                }
                if toks.get(*i).map(String::as_str) == Some("as") {
                    *i += 2;
                }
                out.push(path);
                return;
            }
            _ => {
                out.push(path);
                return;
            }
        }
    }
}

/// Every path in `text` (`crate::…`, `super::…`, `self::…`, or bare: `view::report`, which
/// names a child module when there is one), each with the inline modules
/// (`mod tests { … }`) it appears in.
fn crate_paths(text: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let toks = tokens(text);
    let mut out = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    let here = |inline: &[(String, usize)]| inline.iter().map(|(m, _)| m.clone()).collect();
    while i < toks.len() {
        let t = toks[i].as_str();
        if t == "mod" && tok(&toks, i + 1).is_some_and(is_ident) && tok(&toks, i + 2) == Some("{") {
            depth += 1;
            inline.push((toks[i + 1].clone(), depth));
            i += 3;
        } else if t == "{" {
            depth += 1;
            i += 1;
        } else if t == "}" {
            if inline.last().is_some_and(|(_, d)| *d == depth) {
                inline.pop();
            }
            depth = depth.saturating_sub(1);
            i += 1;
        } else if t == "use" {
            i += 1;
            if tok(&toks, i) == Some("::") {
                i += 1;
            }
            let mut paths = Vec::new();
            use_tree(&toks, &mut i, Vec::new(), &mut paths);
            // A bare path (`use view::report;`) names a child module when there is one
            // (else an outside crate, which resolves to the module itself).
            for p in paths {
                out.push((here(&inline), p));
            }
        } else if is_ident(t) && tok(&toks, i + 1) == Some("::") && (i == 0 || toks[i - 1] != "::")
        {
            let mut p = vec![t.to_string()];
            i += 1;
            while tok(&toks, i) == Some("::") && tok(&toks, i + 1).is_some_and(is_ident) {
                p.push(toks[i + 1].clone());
                i += 2;
            }
            out.push((here(&inline), p));
        } else {
            i += 1;
        }
    }
    out
}

/// The file module that `path`, written in module `at`, names: the longest prefix of the
/// absolute path that is a module in `modules`.
fn resolve(at: &[String], path: &[String], modules: &BTreeSet<Vec<String>>) -> Option<Vec<String>> {
    let mut abs: Vec<String> = at.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            abs.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        abs.pop()?;
        rest = &rest[1..];
    }
    abs.extend(rest.iter().cloned());
    (0..=abs.len())
        .rev()
        .map(|n| abs[..n].to_vec())
        .find(|m| modules.contains(m))
}

/// The file graph: file -> files it imports (containment edges left out).
fn import_graph(files: &[SourceFile]) -> BTreeMap<String, BTreeSet<String>> {
    graph_of(files, false)
}

/// The file graph; with `facades`, a folder's `mod.rs` naming an item of its own
/// descendants (`use view::report;`, `pub use cell::Band;`, `view::report(..)`) is an edge
/// too: only the `mod` declarations themselves are containment.
fn graph_of(files: &[SourceFile], facades: bool) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeMap<Vec<String>, &str> = files
        .iter()
        .map(|f| (f.module.clone(), f.name.as_str()))
        .collect();
    let known: BTreeSet<Vec<String>> = modules.keys().cloned().collect();
    let mut graph = BTreeMap::new();
    for f in files {
        let edges: &mut BTreeSet<String> = graph.entry(f.name.clone()).or_default();
        for (inline, path) in crate_paths(&f.text) {
            let mut at = f.module.clone();
            at.extend(inline);
            let Some(target) = resolve(&at, &path, &known) else {
                continue;
            };
            // A module naming itself, or (unless a folder's mod.rs counts as a facade)
            // one of its own descendants: containment. The crate root is never a facade.
            let facade = facades && f.name.ends_with("/mod.rs");
            if target == f.module || (!facade && target.starts_with(&f.module)) {
                continue;
            }
            edges.insert(modules[&target].to_string());
        }
    }
    graph
}

/// Every circle of `graph`: one per strongly connected component of two or more files, as
/// the number of files it ties and a shortest closed walk through its smallest-named file
/// (`a -> b -> a`).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<(usize, Vec<String>)> {
    let mut g: DiGraphMap<&str, ()> = DiGraphMap::new();
    for (from, tos) in graph {
        g.add_node(from);
        for to in tos {
            g.add_edge(from, to, ());
        }
    }
    let mut out = Vec::new();
    for scc in tarjan_scc(&g) {
        if scc.len() < 2 {
            continue;
        }
        let members: BTreeSet<&str> = scc.iter().copied().collect();
        let start = *members.iter().next().unwrap();
        // Shortest walk from start back to start inside the component.
        let mut prev: BTreeMap<&str, &str> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        let mut last = None;
        'search: while let Some(at) = queue.pop_front() {
            for next in g.neighbors(at) {
                if !members.contains(next) {
                    continue;
                }
                if next == start {
                    last = Some(at);
                    break 'search;
                }
                if !prev.contains_key(next) {
                    prev.insert(next, at);
                    queue.push_back(next);
                }
            }
        }
        let mut walk = vec![start.to_string()];
        let mut at = last.expect("a strongly connected component has a cycle");
        while at != start {
            walk.push(at.to_string());
            at = prev[at];
        }
        walk.push(start.to_string());
        let n = walk.len();
        walk[1..n - 1].reverse();
        out.push((members.len(), walk));
    }
    out.sort();
    out
}

#[test]
fn no_import_circle_in_src() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = source_files(&src);
    assert!(files.len() > 50, "src/ read: {} files", files.len());
    let graph = import_graph(&files);
    let edges: usize = graph.values().map(BTreeSet::len).sum();
    assert!(edges > 100, "imports found: {edges}");
    let failing: Vec<String> = circles(&graph)
        .into_iter()
        .map(|c| format!("{} files tied, for one: {}", c.0, c.1.join(" -> ")))
        .collect();
    assert!(
        failing.is_empty(),
        "import circles in src/:\n{}",
        failing.join("\n")
    );
}

/// The game of a file under `rules/` (`rules/old_trousers/view.rs` -> `old_trousers`);
/// `None` outside a game's folder (`rules/mod.rs`, the shared `rules/table_game`).
fn game_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("rules/")?;
    let (game, _) = rest.split_once('/')?;
    (game != "table_game").then_some(game)
}

/// Every import of a game's file that reaches into another game's folder, as
/// `from -> to`.
fn game_to_game(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut out = Vec::new();
    for (from, tos) in graph {
        let Some(g) = game_of(from) else { continue };
        for to in tos {
            if game_of(to).is_some_and(|h| h != g) {
                out.push(format!("{from} -> {to}"));
            }
        }
    }
    out
}

#[test]
fn no_game_imports_another_game() {
    // Shared code of the miniatures games lives in rules/table_game or board/table; each
    // game's folder names no other game's.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = source_files(&src);
    let found = game_to_game(&graph_of(&files, true));
    assert!(
        found.is_empty(),
        "a game imports another game's module:\n{}",
        found.join("\n")
    );
}

/// Every circle of the facade graph that runs through a game's own `mod.rs`
/// (`rules/<game>/mod.rs`, the shared `rules/table_game/mod.rs` included), named.
fn facade_loops(graph: &BTreeMap<String, BTreeSet<String>>, games: &[&str]) -> Vec<String> {
    let facades: Vec<String> = games.iter().map(|g| format!("rules/{g}/mod.rs")).collect();
    circles(graph)
        .into_iter()
        .filter(|c| c.1.iter().any(|f| facades.contains(f)))
        .map(|c| format!("{} files tied, for one: {}", c.0, c.1.join(" -> ")))
        .collect()
}

/// The games whose facade loops are forbidden: the miniatures games and their shared
/// code (issue 30 item 3). The area games' mod.rs still ties loops with the modules
/// that name the game's type (listed by `facade_loops` for every game).
const FACADES_FREE: [&str; 3] = ["old_trousers", "grande_tactique", "table_game"];

#[test]
fn no_facade_loop_in_a_game() {
    // A game's mod.rs that uses its own modules while they import it (its rules bundle,
    // a re-export) ties a loop the containment rule above does not see.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = source_files(&src);
    let failing = facade_loops(&graph_of(&files, true), &FACADES_FREE);
    assert!(
        failing.is_empty(),
        "facade loops in src/rules:\n{}",
        failing.join("\n")
    );
}

#[test]
fn a_facade_loop_is_found() {
    let text = |name: &str| match name {
        "rules/g/mod.rs" => "pub mod view; pub use view::report;",
        "rules/g/view.rs" => "use super::Rules; pub fn report() {}",
        _ => "",
    };
    let files: Vec<SourceFile> = ["rules/mod.rs", "rules/g/mod.rs", "rules/g/view.rs"]
        .into_iter()
        .map(|name| SourceFile {
            name: name.to_string(),
            module: module_of(name),
            text: text(name).to_string(),
        })
        .collect();
    assert!(facade_loops(&graph_of(&files, false), &["g"]).is_empty());
    let found = facade_loops(&graph_of(&files, true), &["g"]);
    assert_eq!(
        found,
        vec!["2 files tied, for one: rules/g/mod.rs -> rules/g/view.rs -> rules/g/mod.rs"]
    );
}

#[test]
fn a_game_naming_another_game_is_found() {
    let g: BTreeMap<String, BTreeSet<String>> = [
        (
            "rules/b/x.rs",
            vec!["rules/a/y.rs", "rules/table_game/z.rs"],
        ),
        ("rules/table_game/z.rs", vec![]),
        (
            "rules/a/y.rs",
            vec!["rules/table_game/z.rs", "rules/a/mod.rs"],
        ),
        ("rules/mod.rs", vec!["rules/a/mod.rs"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(str::to_string).collect()))
    .collect();
    assert_eq!(game_to_game(&g), vec!["rules/b/x.rs -> rules/a/y.rs"]);
}

#[test]
fn circle_finder_names_a_circle() {
    let g: BTreeMap<String, BTreeSet<String>> = [
        ("a.rs", vec!["b.rs"]),
        ("b.rs", vec!["c.rs", "d.rs"]),
        ("c.rs", vec!["a.rs"]),
        ("d.rs", vec![]),
        ("e.rs", vec!["d.rs"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(str::to_string).collect()))
    .collect();
    let walk: Vec<String> = ["a.rs", "b.rs", "c.rs", "a.rs"].map(String::from).to_vec();
    assert_eq!(circles(&g), vec![(3, walk)]);
    let mut acyclic = g.clone();
    acyclic.get_mut("c.rs").unwrap().clear();
    assert!(circles(&acyclic).is_empty());
}

#[test]
fn parser_resolves_uses_paths_and_inline_modules() {
    let text = r#"
        //! use crate::not::this;
        use super::{alpha::A, beta};
        use crate::gamma::{self, delta::D as E};
        use std::fmt;
        fn f<'a>(x: &'a str) -> char { let _ = "crate::nor::this"; super::zeta::g(); 'c' }
        mod tests { use super::*; use super::super::eta::H; }
    "#;
    let files: Vec<SourceFile> = [
        "lib.rs",
        "gamma/mod.rs",
        "gamma/delta.rs",
        "top/mod.rs",
        "top/alpha.rs",
        "top/beta.rs",
        "top/here.rs",
        "top/zeta.rs",
        "top/eta.rs",
        "eta.rs",
        "not.rs",
    ]
    .into_iter()
    .map(|name| SourceFile {
        name: name.to_string(),
        module: module_of(name),
        text: if name == "top/here.rs" {
            text.to_string()
        } else {
            String::new()
        },
    })
    .collect();
    let graph = import_graph(&files);
    let got: Vec<&str> = graph["top/here.rs"].iter().map(String::as_str).collect();
    assert_eq!(
        got,
        vec![
            "gamma/delta.rs",
            "gamma/mod.rs",
            "top/alpha.rs",
            "top/beta.rs",
            "top/eta.rs",
            "top/zeta.rs"
        ]
    );
}
