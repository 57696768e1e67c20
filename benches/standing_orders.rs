//! Benchmark of issue 26's target: one phase of each miniatures game with twice the
//! scenario's units (every unit doubled 5" behind itself), both sides on the standing
//! orders pbem decides, resolves in under 50 ms: deciding both sides' orders, then the
//! phase (Old Trousers: the first player's phase of Maida; Grande Tactique: the French turn
//! 1 of Ligny). Run with `cargo bench --bench standing_orders`; it prints the median and
//! fastest of 11 runs of each and exits 1 if a median misses the target.

use pbem::board::table::measure::{Length, Point};
use pbem::board::table::stand::Stand;
use pbem::data::GameData;
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::grande_tactique::{standing_orders as gt_so, GrandeTactique};
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::{standing_orders as ot_so, OldTrousers};
use pbem::rules::table_game::posture::Posture;
use pbem::rules::table_game::{SideOrders, TableGame};
use pbem::yaml::Source;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

const TARGET: Duration = Duration::from_millis(50);

/// The game's scenario, as the game loads it.
fn scenario<G: TableGame>(name: &str) -> (G::Rules, G::State) {
    let data = GameData::embedded(G::ID).expect("data");
    let src = data
        .source(&format!("scenarios/{name}.yaml"))
        .expect("scenario");
    let st = G::start(&data, &src).expect("scenario loads");
    let rules = G::load_rules(&data, &G::battle(&st).table).expect("charts");
    (rules, st)
}

/// The stand 5" behind `s`, with id `<id>-2`.
fn behind(s: &Stand) -> Stand {
    let (dx, dy) = s.facing.offset(Length::inches(5));
    let mut b = s.clone();
    b.id = format!("{}-2", s.id);
    b.centre = Point::new(s.centre.x - dx, s.centre.y - dy);
    b
}

/// Median and fastest of `runs` timings, printed; whether the median met the target.
fn report(what: &str, mut runs: Vec<Duration>) -> bool {
    runs.sort();
    let (median, fastest) = (runs[runs.len() / 2], runs[0]);
    println!(
        "standing_orders: {what}: median {:.2} ms, fastest {:.2} ms (target {} ms)",
        median.as_secs_f64() * 1e3,
        fastest.as_secs_f64() * 1e3,
        TARGET.as_millis()
    );
    median <= TARGET
}

fn old_trousers() -> bool {
    let (rules, mut st) = scenario::<OldTrousers>("maida");
    let twins: Vec<_> = st
        .units
        .iter()
        .map(|u| {
            let mut t = u.clone();
            t.stand = behind(&u.stand);
            t
        })
        .collect();
    st.units.extend(twins);
    let n = st.units.len();
    let runs = (0..11u8)
        .map(|k| {
            let mut s = st.clone();
            let mut dice = ChaChaDice::new(&Digest([k; 32]));
            let start = Instant::now();
            let phasing = s.phasing_side().to_string();
            let other = s.enemy_of(&phasing).to_string();
            let parse = |side: &str| {
                ot_so::body(&rules, &s, side, Posture::Attack)
                    .map(|t| Source::new("standing", t).parse().expect("parses"))
                    .unwrap_or_default()
            };
            let (a, b) = (parse(&phasing), parse(&other));
            player_phase(
                &rules,
                &mut s,
                PhaseOrders {
                    phasing: &a,
                    other: &b,
                },
                &mut dice,
            );
            start.elapsed()
        })
        .collect();
    report(
        &format!("Old Trousers, Maida with {n} units, a phase"),
        runs,
    )
}

fn grande_tactique() -> bool {
    let (rules, mut st) = scenario::<GrandeTactique>("ligny");
    let twins: Vec<_> = st
        .units
        .iter()
        .map(|u| {
            let mut t = u.clone();
            t.stand = behind(&u.stand);
            t
        })
        .collect();
    st.units.extend(twins);
    let n = st.units.len();
    let runs = (0..11u8)
        .map(|k| {
            let mut s = st.clone();
            let mut dice = ChaChaDice::new(&Digest([k; 32]));
            let start = Instant::now();
            let by_side: BTreeMap<String, _> = s
                .sides
                .keys()
                .map(|side| {
                    let o = gt_so::body(&rules, &s, side, Posture::Attack)
                        .map(|t| Source::new("standing", t).parse().expect("parses"))
                        .unwrap_or_default();
                    (side.clone(), o)
                })
                .collect();
            let orders = SideOrders {
                by_side,
                notes: BTreeMap::new(),
            };
            GrandeTactique::play(&rules, &mut s, orders, &mut dice);
            start.elapsed()
        })
        .collect();
    report(
        &format!("Grande Tactique, Ligny with {n} units, a turn"),
        runs,
    )
}

fn main() {
    let ot = old_trousers();
    let gt = grande_tactique();
    if !(ot && gt) {
        std::process::exit(1);
    }
}
