//! Checking what will be done (issue 27): random orders built from the orders template (the
//! player's SPs by area and fleet, as `pbem orders new` lists them, on the real map and
//! 1775 set-up) either fail `orders check` with a rule, or, on any dice, every order appears
//! in the report as made or as stopped with its rule: nothing the check accepted is
//! silently dropped.

use pbem::data::GameData;
use pbem::engine::Header;
use pbem::error::Error;
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::american_revolution::check::check;
use pbem::rules::american_revolution::data::Scenario;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Attack, Fortify, LandMove, Orders, SeaMove};
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side, Sps, State};
use pbem::rules::american_revolution::template::orders_template;
use pbem::rules::american_revolution::{player_turn, setup, Revision, Rules};
use pbem::yaml::Source;
use proptest::prelude::*;

const CONDITIONS: [Condition; 3] = [Condition::Open, Condition::Fortified, Condition::Besieging];

fn start() -> (Rules, State) {
    let data = GameData::embedded("american-revolution").unwrap();
    let (sc, map) = Scenario::load(&data, "war-1775").unwrap();
    let mut rules = Rules::load(&data, &map.id, &[]).unwrap();
    rules.revision = Revision::V0_7;
    let st = setup::state(&rules, &sc);
    (rules, st)
}

/// The situation `k` picks from the 1775 set-up: bit 0 the British player turn, bit 1
/// winter, bit 2 the French fleet at sea, bit 3 the French entered long ago (their
/// arrivals due, A.2); `extra` adds SPs of either side in the open.
fn situation(r: &Rules, st: &State, k: u8, extra: &[(usize, u8, u8)]) -> State {
    let mut st = st.clone();
    if k & 1 == 1 {
        st.phasing = Side::British;
    }
    if k & 2 == 2 {
        st.date.season = Season::Winter;
    }
    let areas: Vec<String> = r.geo.board.areas().map(|a| a.to_string()).collect();
    let seas: Vec<String> = r.geo.board.seas().map(|(s, _)| s.to_string()).collect();
    if k & 4 == 4 {
        let sea = seas[usize::from(k) % seas.len()].clone();
        st.fleets.insert(Side::American, sea);
    }
    if k & 8 == 8 {
        st.french_entry = Some(0);
        st.turn = st.turn.max(20);
    }
    let kinds = [Kind::C, Kind::M, Kind::B, Kind::T, Kind::F, Kind::SF];
    for (a, kind, n) in extra {
        let kind = kinds[usize::from(*kind) % kinds.len()];
        let area = &areas[a % areas.len()];
        let h = st.holding_mut(area, kind.side());
        h.open.add(kind, 1 + u32::from(*n % 6));
    }
    st.tidy();
    st
}

/// What the orders template tells the player: the areas it lists the player's SPs in, and
/// the sea its fleet is in.
fn from_template(r: &Rules, st: &State, side: Side, h: &Header) -> (Vec<String>, Option<String>) {
    let text = orders_template(r, st, &[side], h);
    let mut areas = Vec::new();
    let mut fleet = None;
    let mut listing = false;
    for l in text.lines() {
        if l.starts_with("# Your SPs") {
            listing = true;
        } else if let Some(s) = l.strip_prefix("# Your fleet is in ") {
            fleet = Some(s.trim_end_matches('.').to_string());
        } else if listing && l.starts_with("#   ") {
            areas.extend(l.split_whitespace().nth(1).map(str::to_string));
        } else {
            listing = false;
        }
    }
    (areas, fleet)
}

/// One order from the picks `(kind, a, b, c, d)`.
fn order(r: &Rules, st: &State, own: &[String], fleet: Option<&str>, o: &mut Orders, p: Pick) {
    let (kind, a, b, c, d) = p;
    let all: Vec<String> = r.geo.board.areas().map(|x| x.to_string()).collect();
    let coastal: Vec<String> = all
        .iter()
        .filter(|x| r.geo.board.is_coastal(x))
        .cloned()
        .collect();
    let seas: Vec<String> = r.geo.board.seas().map(|(s, _)| s.to_string()).collect();
    let side = st.phasing;
    let here = own.get(a % own.len().max(1)).cloned().unwrap_or_default();
    let cond = CONDITIONS[usize::from(d) % 3];
    let sps = sps_of(st, side, &here, cond, d);
    let condition = (cond != Condition::Open).then_some(cond);
    match kind % 8 {
        0..=2 => {
            let mut path = Vec::new();
            let mut at = here.clone();
            for i in 0..1 + b % 3 {
                let ns: Vec<String> = r
                    .geo
                    .board
                    .neighbours(&at)
                    .iter()
                    .map(|(x, _)| x.to_string())
                    .collect();
                let next = if (c + i) % 11 == 10 || ns.is_empty() {
                    all[(c + i) % all.len()].clone()
                } else {
                    ns[(c + i) % ns.len()].clone()
                };
                path.push(next.clone());
                at = next;
            }
            o.moves.push(LandMove {
                from: here,
                sps,
                path,
                condition,
            });
        }
        3 => o.sea.push(SeaMove {
            from: here,
            sps,
            to: coastal[b % coastal.len()].clone(),
            condition,
        }),
        4 => o.attacks.push(Attack {
            area: here,
            with: bits(b),
            against: bits(c),
        }),
        5 => o.fortify.push(Fortify {
            area: here,
            sps: sps_of(st, side, &own[a % own.len().max(1)], Condition::Open, d),
        }),
        6 => o.besiege.push(here),
        _ => {
            if d % 2 == 0 || fleet.is_none() {
                o.landing = Some(coastal[b % coastal.len()].clone());
            } else {
                o.fleet_to = Some(seas[b % seas.len()].clone());
            }
        }
    }
}

type Pick = (u8, usize, usize, usize, u8);

/// The SPs of `side` in `cond` at `area` (all, or one of the first kind), else one of the
/// side's first kind.
fn sps_of(st: &State, side: Side, area: &str, cond: Condition, d: u8) -> Sps {
    let h = st.at(area).of(side).get(cond).clone();
    let mut s = Sps::default();
    match h.0.iter().next() {
        Some((k, n)) if d.is_multiple_of(3) => s.add(*k, (*n).min(1)),
        Some(_) => s = h,
        None => s.add(Kind::of(side)[0], 1),
    }
    s
}

fn bits(n: usize) -> Vec<Condition> {
    CONDITIONS
        .iter()
        .enumerate()
        .filter(|(i, _)| n & (1 << i) != 0)
        .map(|(_, c)| *c)
        .collect()
}

/// Drops the order at the YAML `path` a check refused; false if it names none.
fn drop_refused(o: &mut Orders, path: &str) -> bool {
    let (key, rest) = path.split_once('[').unwrap_or((path, ""));
    let i: Option<usize> = rest.split(']').next().and_then(|n| n.parse().ok());
    match (key, i) {
        ("moves", Some(i)) => drop(o.moves.remove(i)),
        ("sea", Some(i)) => drop(o.sea.remove(i)),
        ("attacks", Some(i)) => drop(o.attacks.remove(i)),
        ("fortify", Some(i)) => drop(o.fortify.remove(i)),
        ("besiege", Some(i)) => drop(o.besiege.remove(i)),
        ("moves", None) => {
            (o.moves, o.sea, o.fleet_to) = (Vec::new(), Vec::new(), None);
        }
        ("attacks", None) => o.attacks.clear(),
        ("fortify", None) => (o.fortify, o.besiege) = (Vec::new(), Vec::new()),
        ("landing", None) => o.landing = None,
        ("fleet_to", None) => o.fleet_to = None,
        _ => return false,
    }
    true
}

/// A refusal names the rule that forbids the order.
fn cites_rule(message: &str) -> bool {
    ["A.", "B.", "E:", "item "]
        .iter()
        .any(|r| message.starts_with(r))
}

/// The report lines of `rules` that contain any of `words`.
fn count(log: &Log, rules: &[&str], words: &[String]) -> usize {
    log.lines
        .iter()
        .filter(|l| rules.contains(&l.rule.as_str()))
        .filter(|l| words.iter().any(|w| l.text.contains(w.as_str())))
        .count()
}

/// Every order of `o` has its line in `log`: made, or stopped with its rule.
fn every_order_reported(r: &Rules, side: Side, o: &Orders, log: &Log) -> Result<(), String> {
    let n = |a: &str| r.geo.name(a).to_string();
    let am = side == Side::American;
    let missing = |what: String| Err(format!("{what} is not in the report: {:#?}", log.lines));
    for m in &o.moves {
        let (rules, words): (&[&str], Vec<String>) = if am {
            (&["A.1.a"], vec![format!("from {}", n(&m.from))])
        } else {
            let (f, p0) = (n(&m.from), n(&m.path[0]));
            (
                &["B.1.a", "B.1.b"],
                vec![
                    format!("from {f}"),
                    format!("in {f}: "),
                    format!("enter {p0} (die"),
                ],
            )
        };
        let given = o
            .moves
            .iter()
            .filter(|x| x.from == m.from && x.path.first() == m.path.first())
            .count();
        if count(log, rules, &words) < given {
            return missing(format!("the move {m:?}"));
        }
    }
    let sea_rule: &[&str] = if am { &["A.1.b"] } else { &["B.1.c"] };
    for m in &o.sea {
        let words = [format!("from {}", n(&m.from)), format!("to {}", n(&m.to))];
        let given = o
            .sea
            .iter()
            .filter(|x| x.from == m.from && x.to == m.to)
            .count();
        if count(log, sea_rule, &words) < given {
            return missing(format!("the sea move {m:?}"));
        }
    }
    if o.fleet_to.is_some() {
        let words = ["fleet sails to", "fleet cannot sail", "fleet stays"].map(String::from);
        if count(log, sea_rule, &words) == 0 {
            return missing(format!("fleet_to {:?}", o.fleet_to));
        }
    }
    let combat: &[&str] = if am { &["A.3"] } else { &["B.3"] };
    for a in &o.attacks {
        let given = o.attacks.iter().filter(|x| x.area == a.area).count();
        if count(log, combat, &[n(&a.area)]) < given {
            return missing(format!("the attack {a:?}"));
        }
    }
    let fort: &[&str] = if am { &["A.4"] } else { &["B.4"] };
    let areas = o.fortify.iter().map(|f| &f.area).chain(&o.besiege);
    for a in areas.clone() {
        if count(log, fort, &[n(a)]) < areas.clone().filter(|x| *x == a).count() {
            return missing(format!("the fort or siege in {a}"));
        }
    }
    if let Some(l) = &o.landing {
        let arrive: &[&str] = if am { &["A.2"] } else { &["B.2"] };
        let landed = count(log, arrive, &[" land in ".into(), " arrive in ".into()]) > 0;
        let words = [
            format!("in {}", n(l)),
            format!("landing in {} refused", n(l)),
        ];
        if landed && count(log, arrive, &words) == 0 {
            return missing(format!("the landing in {l}"));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn checking_what_will_be_done_random_orders_are_refused_with_a_rule_or_all_reported(
        k in any::<u8>(),
        extra in proptest::collection::vec((0usize..200, any::<u8>(), any::<u8>()), 0..6),
        picks in proptest::collection::vec((any::<u8>(), 0usize..200, 0usize..200, 0usize..200, any::<u8>()), 0..10),
        seed in any::<[u8; 32]>(),
    ) {
        let (r, st0) = start();
        let mut st = situation(&r, &st0, k, &extra);
        let side = st.phasing;
        let h = Header {
            game: "american-revolution".into(),
            campaign: "t".into(),
            entry: 1,
            turn: st.turn,
            phase: st.phase(),
            player: side.key().into(),
        };
        let (own, fleet) = from_template(&r, &st, side, &h);
        prop_assert!(!own.is_empty(), "the template lists the player's SPs");
        let mut o = Orders::default();
        for p in &picks {
            order(&r, &st, &own, fleet.as_deref(), &mut o, *p);
        }
        // Refused orders name their rule; the refused order is dropped and the rest tried
        // again, so most cases go on to resolution with what the check let through.
        let o = loop {
            let body = serde_yaml::to_string(&o).unwrap();
            let body = if body.trim() == "{}" { String::new() } else { body };
            let text = format!("{}{body}", h.yaml_lines());
            let src = Source::new("o.yaml", text);
            let parsed: Orders = src.parse().unwrap();
            match check(&r, &st, &[side], &parsed, &src) {
                Ok(()) => break parsed,
                Err(Error::Invalid { location, message }) => {
                    prop_assert!(cites_rule(&message), "{} at {}", message, location.path);
                    if !drop_refused(&mut o, &location.path) {
                        return Err(TestCaseError::fail(format!("no order at {}", location.path)));
                    }
                }
                Err(e) => return Err(TestCaseError::fail(format!("not an orders error: {e}"))),
            }
        };
        let mut dice = ChaChaDice::new(&Digest(seed));
        let log = player_turn::resolve(&r, &mut st, &o, &mut dice);
        prop_assert_eq!(every_order_reported(&r, side, &o, &log), Ok(()));
    }
}
