//! What the Grande Tactique tests share: the Ligny scenario loaded as the game loads it,
//! the embedded charts, data with one file replaced, factor sets, and small helpers.

use super::support::table::{self, scenario};
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::stand::{Formation, Stand};
use pbem::data::GameData;
use pbem::rules::grande_tactique::orders::Orders;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::tables::{Charts, MoraleFactor};
use pbem::rules::grande_tactique::{GrandeTactique, Rules};
use pbem::rules::old_trousers::log::Log;
use pbem::yaml::Source;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The rules and the starting state of Ligny.
pub fn ligny() -> (Rules, State) {
    scenario::<GrandeTactique>("ligny")
}

/// Orders parsed from a YAML body (a header is prepended).
pub fn orders(body: &str) -> (Orders, Source) {
    table::orders::<GrandeTactique>("turn-1-french", body)
}

/// The index of unit `id`.
pub fn unit(st: &State, id: &str) -> usize {
    st.unit_index(id).expect("unit")
}

/// Puts unit `id` at (x, y) inches facing `f`.
pub fn place(st: &mut State, id: &str, x: i64, y: i64, f: i32) {
    let i = unit(st, id);
    st.units[i].stand = st.units[i]
        .stand
        .placed(Point::inches(x, y), Angle::facing(f));
}

/// Every line of a log, joined.
pub fn text(log: &Log) -> String {
    log.sections
        .iter()
        .flat_map(|s| {
            std::iter::once(format!("## {} {}", s.rule, s.title)).chain(s.lines.iter().cloned())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

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

/// A stand `id` of `side` with its centre at (`x`, `y`) thou, facing `facing`°, `w` × `d`
/// thou, in line.
pub fn stand(id: &str, side: &str, (x, y): (i64, i64), facing: i32, (w, d): (i64, i64)) -> Stand {
    Stand {
        id: id.into(),
        side: side.into(),
        frontage: Length(w),
        depth: Length(d),
        centre: Point::new(x, y),
        facing: Angle::facing(facing),
        formation: Formation::Line,
        markers: Default::default(),
        commander: None,
    }
}

/// An infantry unit's base, 2.5" × 1", in thou.
pub const INFANTRY: (i64, i64) = (2500, 1000);
/// A cavalry unit's base, 1.5" × 1".
pub const CAVALRY: (i64, i64) = (1500, 1000);
/// A foot battery's base, 1" × 1".
pub const FOOT_ARTILLERY: (i64, i64) = (1000, 1000);
/// A general's base, 0.5" × 0.5".
pub const GENERAL: (i64, i64) = (500, 500);
