//! The core's layers (issue 14 item 4): each top-level module of `src/` uses only the
//! modules below it, so no import circle can form between them. A `crate::X` path in a
//! module's code (comments aside) is a use of `X`.

use std::collections::BTreeSet;
use std::path::Path;

/// Bottom first: storage and YAML, the bounds of game data, fairness, game data, the
/// battle odds' walk shared by the games, the engine and the rules (each game's odds in its
/// own folder), reports, the campaign, mail, the demo, the web site, the command line, the
/// commands.
const LAYERS: &[&[&str]] = &[
    &["error"],
    &["ids"],
    &["store"],
    &["yaml"],
    &["limits"],
    &["fairness"],
    &["data"],
    &["chart"],
    &["board"],
    &["odds"],
    &["engine"],
    &["rules"],
    &["report"],
    &["campaign"],
    &["mail"],
    &["demo"],
    &["site"],
    &["publish"],
    &["judge"],
    &["cli"],
    &["commands"],
];

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// Every `crate::X` used in the Rust files under `path`, outside comments.
fn uses(path: &Path, out: &mut BTreeSet<String>) {
    if path.is_dir() {
        for e in std::fs::read_dir(path).unwrap() {
            uses(&e.unwrap().path(), out);
        }
        return;
    }
    if path.extension() != Some(std::ffi::OsStr::new("rs")) {
        return;
    }
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let code = line.split("//").next().unwrap_or("");
        for (i, _) in code.match_indices("crate::") {
            let name: String = code[i + 7..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        }
    }
}

#[test]
fn each_core_module_uses_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut upward = Vec::new();
    let mut seen = 0;
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        let module = p.file_stem().unwrap().to_string_lossy().into_owned();
        if ["lib", "main"].contains(&module.as_str()) {
            continue;
        }
        let own = layer(&module)
            .unwrap_or_else(|| panic!("src/{module} is in no layer of tests/campaign/layers.rs"));
        seen += 1;
        let mut used = BTreeSet::new();
        uses(&p, &mut used);
        for u in used {
            // `crate::Error` and `crate::Result` are the error module's re-exports.
            let target = if u == "Error" || u == "Result" {
                "error"
            } else {
                u.as_str()
            };
            match layer(target) {
                Some(l) if l < own => {}
                Some(l) if l == own && target == module => {}
                _ => upward.push(format!("{module} uses crate::{u}")),
            }
        }
    }
    assert!(seen >= LAYERS.len(), "only {seen} modules found in src/");
    assert!(upward.is_empty(), "uses of a layer not below: {upward:?}");
}
