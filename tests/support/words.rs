//! The kinds of a game's line template (issue 30, item 5), for the tests that check every
//! kind of every procedure's `Said` has its branch and no branch is dead.

use std::collections::BTreeSet;
use std::path::Path;

/// `CounterCharge` -> `counter_charge`, as serde's snake_case names a kind.
fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The kinds of every `pub enum Said` in the files of `folder` (under the crate), by their
/// variants (a variant sits at four spaces: `    Name {`, `    Name,`).
pub fn kinds_in_source(folder: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut kinds = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        let Some(start) = text.find("pub enum Said") else {
            continue;
        };
        for l in text[start..].lines().skip(1) {
            if l == "}" {
                break;
            }
            let Some(rest) = l.strip_prefix("    ") else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                kinds.insert(snake(&name));
            }
        }
    }
    kinds
}

/// The kinds the template `text` has a branch for (`line == "kind"`).
pub fn kinds_in_template(text: &str) -> BTreeSet<String> {
    text.split("line == \"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect()
}
