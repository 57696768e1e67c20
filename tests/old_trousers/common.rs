//! The Maida scenario loaded as the game loads it, and small helpers.

use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::old_trousers::footprints::Footprints;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::{scenario, Rules};
use pbem::yaml::Source;

/// The rules and the starting state of Maida.
pub fn maida() -> (Rules, State) {
    let data = GameData::embedded("old-trousers").expect("data");
    let fp = Footprints::load(&data).expect("footprints");
    let src = data.source("scenarios/maida.yaml").expect("scenario");
    let st = scenario::load(&src, |t| Table::load(&data, t), &fp).expect("maida loads");
    let rules = Rules::load(&data, &st.table).expect("charts load");
    (rules, st)
}

/// Orders parsed from a YAML body (a header is prepended).
pub fn orders(body: &str) -> (Orders, Source) {
    let text = format!("game: old-trousers\ncampaign: c\nentry: 1\nturn: 1\nphase: turn-1-first\nplayer: p\n{body}");
    let src = Source::new("orders.yaml", text);
    let o: pbem::engine::OrdersFile<Orders> =
        pbem::engine::OrdersFile::parse(&src).expect("orders parse");
    (o.body, src)
}

/// The index of unit `id`.
pub fn unit(st: &State, id: &str) -> usize {
    st.units.iter().position(|u| u.id() == id).expect("unit")
}

/// Every line of a log, joined.
pub fn text(log: &pbem::rules::old_trousers::log::Log) -> String {
    log.sections
        .iter()
        .flat_map(|s| {
            std::iter::once(format!("## {} {}", s.rule, s.title)).chain(s.lines.iter().cloned())
        })
        .collect::<Vec<_>>()
        .join("\n")
}
