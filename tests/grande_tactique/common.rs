//! The Ligny scenario loaded as the game loads it, and small helpers.

use pbem::board::table::measure::{Angle, Point};
use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::grande_tactique::orders::Orders;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::units::Units;
use pbem::rules::grande_tactique::{scenario, Rules};
use pbem::rules::old_trousers::log::Log;
use pbem::yaml::Source;

/// The rules and the starting state of Ligny.
pub fn ligny() -> (Rules, State) {
    let data = GameData::embedded("grande-tactique").expect("data");
    let u = Units::load(&data).expect("units");
    let src = data.source("scenarios/ligny.yaml").expect("scenario");
    let st = scenario::load(&src, |t| Table::load(&data, t), &u).expect("ligny loads");
    let rules = Rules::load(&data, &st.table).expect("data loads");
    (rules, st)
}

/// Orders parsed from a YAML body (a header is prepended).
pub fn orders(body: &str) -> (Orders, Source) {
    let text = format!(
        "game: grande-tactique\ncampaign: c\nentry: 1\nturn: 1\nphase: turn-1-french\nplayer: p\n{body}"
    );
    let src = Source::new("orders.yaml", text);
    let o: pbem::engine::OrdersFile<Orders> =
        pbem::engine::OrdersFile::parse(&src).expect("orders parse");
    (o.body, src)
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
