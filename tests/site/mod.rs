//! `pbem site` and its checker: the pages (no browser), and the checker in a real browser
//! agreeing with `pbem verify` on every fixture, on each game's demo and on tampered
//! copies (docs/site.md).

mod bench;
mod browser;
mod checks;
mod pages;
mod zip;

use std::path::{Path, PathBuf};

/// Every campaign fixture of every version: tests/fixtures/v0.*/<campaign>.
pub fn fixtures() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut out = Vec::new();
    for v in std::fs::read_dir(&root).unwrap() {
        let v = v.unwrap().path();
        let name = v.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("v0.") {
            continue;
        }
        for c in std::fs::read_dir(&v).unwrap() {
            let c = c.unwrap().path();
            if c.join("campaign.yaml").is_file() {
                out.push(c);
            }
        }
    }
    out.sort();
    out
}

/// Writes the site of `campaign` to `out` (`record`: with the campaign's record).
pub fn site(campaign: &Path, out: &Path, record: bool) {
    let s = pbem::site::build(campaign, record)
        .unwrap_or_else(|e| panic!("site of {}: {e}", campaign.display()));
    pbem::site::write(&s, out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}

/// Every file under `dir`: relative path with `/` -> bytes, sorted.
pub fn copy_list(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    crate::support::snapshot(dir)
        .into_iter()
        .map(|(p, bytes)| (p.to_string_lossy().replace('\\', "/"), bytes))
        .collect()
}
