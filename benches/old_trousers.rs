//! Benchmark of issue 15's target for Old Trousers: one player's phase of the Maida
//! scenario resolves in under 50 ms. The phase is the French phase of turn 1 after the
//! British advance (every unit in range: movement, fire of both lines, morale), with the
//! demo's orders. Run with `cargo bench --bench old_trousers`; it prints the median and
//! fastest of 21 runs and exits 1 if the median misses the target.

use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::engine::OrdersFile;
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::old_trousers::footprints::Footprints;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::{scenario, Rules};
use std::time::{Duration, Instant};

const TARGET: Duration = Duration::from_millis(50);

fn orders(data: &GameData, file: &str) -> Orders {
    let src = data.source(file).expect("demo orders");
    OrdersFile::<Orders>::parse(&src)
        .expect("orders parse")
        .body
}

fn main() {
    let data = GameData::embedded("old-trousers").expect("data");
    let fp = Footprints::load(&data).expect("footprints");
    let src = data.source("scenarios/maida.yaml").expect("scenario");
    let mut st = scenario::load(&src, |t| Table::load(&data, t), &fp).expect("maida");
    let rules = Rules::load(&data, &st.battle.table).expect("charts");
    let (b1, f1) = (
        orders(&data, "demo/maida/entry-1-british.yaml"),
        orders(&data, "demo/maida/entry-1-french.yaml"),
    );
    let (f2, b2) = (
        orders(&data, "demo/maida/entry-2-french.yaml"),
        orders(&data, "demo/maida/entry-2-british.yaml"),
    );
    let mut dice = ChaChaDice::new(&Digest([1; 32]));
    player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &b1,
            other: &f1,
        },
        &mut dice,
    );
    let mut runs = vec![];
    let mut lines = 0;
    for k in 0..21u8 {
        let mut s = st.clone();
        let mut dice = ChaChaDice::new(&Digest([k; 32]));
        let start = Instant::now();
        let log = player_phase(
            &rules,
            &mut s,
            PhaseOrders {
                phasing: &f2,
                other: &b2,
            },
            &mut dice,
        );
        runs.push(start.elapsed());
        lines = log.sections.iter().map(|x| x.lines.len()).sum();
    }
    runs.sort();
    let (median, fastest) = (runs[runs.len() / 2], runs[0]);
    println!(
        "old_trousers: one player's phase of Maida (turn 1, French, {lines} report lines): median {:.2} ms, fastest {:.2} ms (target {} ms)",
        median.as_secs_f64() * 1e3,
        fastest.as_secs_f64() * 1e3,
        TARGET.as_millis()
    );
    if median > TARGET {
        std::process::exit(1);
    }
}
