//! What the Grande Tactique tests share: the embedded charts, data with one file replaced,
//! factor sets.

use pbem::data::GameData;
use pbem::rules::grande_tactique::tables::{Charts, MoraleFactor};
use std::collections::BTreeSet;
use std::sync::Arc;

/// The embedded charts.
pub fn charts() -> Arc<Charts> {
    Charts::load(&GameData::embedded("grande-tactique").unwrap()).unwrap()
}

/// The embedded text of `rel`.
pub fn embedded(rel: &str) -> String {
    GameData::embedded("grande-tactique")
        .unwrap()
        .source(rel)
        .unwrap()
        .text
}

/// The error of loading the charts with `from` replaced by `to` in `rel`.
pub fn error(rel: &str, from: &str, to: &str) -> String {
    let text = embedded(rel);
    assert!(text.contains(from), "{from}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    let data = GameData::with_overrides("grande-tactique", Some(dir.path())).unwrap();
    Charts::parse(&data).unwrap_err().to_string()
}

/// A set of morale factors.
pub fn factors(f: &[MoraleFactor]) -> BTreeSet<MoraleFactor> {
    f.iter().copied().collect()
}
