//! A new campaign's state from the scenario (`games/american-revolution/scenarios/`): the
//! forces by area and condition, the fleets, the TD markers, the overseas arrivals (the
//! British by turn, the French counted from their entry) and the partial withdrawal.

use super::data::{self, Scenario};
use super::rules_data::Rules;
use super::state::{Arrival, Condition, Date, Kind, Season, Side, Sps, State, Withdrawal};
use super::turn_record::control;
use crate::rules::american_revolution::revision::Change;
use std::collections::BTreeMap;

fn side(s: data::Side) -> Side {
    match s {
        data::Side::American => Side::American,
        data::Side::British => Side::British,
    }
}

fn kind(k: data::SpType) -> Kind {
    match k {
        data::SpType::B => Kind::B,
        data::SpType::T => Kind::T,
        data::SpType::M => Kind::M,
        data::SpType::C => Kind::C,
        data::SpType::F => Kind::F,
        data::SpType::SF => Kind::SF,
    }
}

fn condition(c: data::Condition) -> Condition {
    match c {
        data::Condition::Open => Condition::Open,
        data::Condition::Fortified => Condition::Fortified,
        data::Condition::Besieging => Condition::Besieging,
    }
}

/// The date of a scenario turn.
pub fn date(t: data::Turn) -> Date {
    let season = match t.season {
        data::Season::Spring => Season::Spring,
        data::Season::Summer => Season::Summer,
        data::Season::Fall => Season::Fall,
        data::Season::Winter => Season::Winter,
    };
    Date {
        year: t.year,
        season,
    }
}

fn one(k: Kind, n: u32) -> Sps {
    let mut s = Sps::default();
    s.add(k, n);
    s
}

/// The state at the start of scenario `sc`; British control as the rules assess it then.
pub fn state(rules: &Rules, sc: &Scenario) -> State {
    let mut st = State {
        map: sc.map.clone(),
        turn: 1,
        date: date(sc.first_turn),
        last: date(sc.last_turn),
        phasing: Side::American,
        areas: BTreeMap::new(),
        fleets: BTreeMap::new(),
        british_regions: Default::default(),
        td_markers: sc.entered.iter().cloned().collect(),
        major_successes: 0,
        b_lost_to_de: 0,
        withdrawn: false,
        french_entry: None,
        arrivals: BTreeMap::new(),
        withdrawal: Withdrawal {
            b_sps: sc.partial_withdrawal.b_sps,
            reinforcements_stop: sc.partial_withdrawal.reinforcements_stop,
        },
        standing: BTreeMap::new(),
        ending: None,
    };
    for f in &sc.forces {
        let h = st.holding_mut(&f.area, side(f.side));
        h.get_mut(condition(f.condition))
            .add(kind(f.sp_type), f.sps);
    }
    if let Some(s) = &sc.fleets.british {
        st.fleets.insert(Side::British, s.clone());
    }
    if let Some(s) = &sc.fleets.french {
        st.fleets.insert(Side::American, s.clone());
    }
    // Item 8 of issue 27 (campaigns made by pbem 0.6.0 on): garrisons in the open.
    if rules.revision.has(Change::GarrisonsInTheOpen) {
        for a in &sc.in_the_open {
            for side in [Side::American, Side::British] {
                let h = st.holding_mut(a, side);
                let fort = std::mem::take(&mut h.fortified);
                h.open.add_all(&fort);
            }
        }
        st.tidy();
    }
    st.arrivals = arrivals(sc);
    let regions: Vec<String> = rules.geo.regions.keys().cloned().collect();
    for r in regions {
        if control::assess(rules, &st, &r) == Side::British {
            st.british_regions.insert(r);
        }
    }
    st
}

/// The scenario's reinforcements: the British by turn, and the French (American side)
/// the entries after French entry, beginning with the fleet.
fn arrivals(sc: &Scenario) -> BTreeMap<Side, Vec<Arrival>> {
    let british = sc
        .british_reinforcements
        .iter()
        .map(|r| Arrival {
            date: Some(date(r.turn)),
            after_entry: None,
            sps: one(Kind::B, r.sps),
            fleet: false,
        })
        .collect();
    let fr = &sc.french;
    let mut french = vec![Arrival {
        date: None,
        after_entry: Some(fr.delay_turns),
        sps: one(Kind::SF, fr.fleet_sf_sps),
        fleet: true,
    }];
    french.extend(fr.arrivals.iter().map(|a| Arrival {
        date: None,
        after_entry: Some(fr.delay_turns.saturating_add(a.after_entry_turns)),
        sps: one(kind(a.sp_type), a.sps),
        fleet: false,
    }));
    BTreeMap::from([(Side::British, british), (Side::American, french)])
}
