//! A.4 / B.4 fortification: not in winter; fresh SPs (not moved or fought this game turn)
//! build or join a fort, or besiege the enemy's fort. At most 5 American SPs in a fort, and
//! C+F+SF >= M in it.

use super::log::Log;
use super::orders::{Fortify, Orders};
use super::rules_data::Rules;
use super::state::{Kind, Side, Sps, State};
use super::words::{interphase::Said, say};

/// A.4 at most 5 US SPs in fort.
pub const AMERICAN_FORT_MAX: u32 = 5;

/// Whether `fort` (the SPs in an American fort) keeps C+F+SF >= M and at most 5 SPs.
pub fn american_fort_ok(fort: &Sps) -> bool {
    fort.total() <= AMERICAN_FORT_MAX && fort.regulars() >= fort.get(Kind::M)
}

/// Why fort order `f` of `side` cannot be carried out now.
pub fn refusal(rules: &Rules, st: &State, side: Side, f: &Fortify) -> Option<String> {
    let h = st.at(&f.area);
    let own = h.of(side);
    if f.sps.is_empty() || f.sps.0.keys().any(|k| k.side() != side) {
        return Some(say(&Said::FortNamesSps));
    }
    // B.2 arrivals may join an existing fort the turn they land (pbem 0.6.0 on).
    let mut ready = own.fresh();
    if !own.fortified.is_empty() {
        ready.add_all(&own.arrived);
    }
    if !ready.covers(&f.sps) {
        return Some(say(&Said::NotFresh {
            area: rules.geo.name(&f.area),
            sps: &f.sps,
        }));
    }
    if side == Side::American {
        let mut fort = own.fortified.clone();
        fort.add_all(&f.sps);
        if !american_fort_ok(&fort) {
            return Some(say(&Said::FortTooBig { fort: &fort }));
        }
    }
    None
}

/// A.4 / B.4: the forts, then the sieges, of the phasing side.
pub fn phase(rules: &Rules, st: &mut State, side: Side, orders: &Orders, log: &mut Log) {
    let rule = if side == Side::American { "A.4" } else { "B.4" };
    if st.date.winter() {
        if !orders.fortify.is_empty() || !orders.besiege.is_empty() {
            log.add(rule, say(&Said::NoFortInWinter));
        }
        return;
    }
    for f in &orders.fortify {
        if let Some(why) = refusal(rules, st, side, f) {
            let (area, why) = (rules.geo.name(&f.area), &why);
            log.add(rule, say(&Said::FortNotBuilt { area, why }));
            continue;
        }
        let h = st.holding_mut(&f.area, side);
        for (k, n) in &f.sps.0 {
            h.take_open(*k, *n);
        }
        h.fortified.add_all(&f.sps);
        let area = rules.geo.name(&f.area);
        log.add(rule, say(&Said::Fortify { sps: &f.sps, area }));
    }
    for area in &orders.besiege {
        let f = st.at(area);
        let mut fresh = f.of(side).fresh();
        // B.2 arrivals may join an existing siege the turn they land (pbem 0.6.0 on).
        if !f.of(side).besieging.is_empty() {
            fresh.add_all(&f.of(side).arrived);
        }
        if f.of(side.other()).fortified.is_empty() || fresh.is_empty() {
            let area = rules.geo.name(area);
            log.add(rule, say(&Said::NoSiege { area }));
            continue;
        }
        let h = st.holding_mut(area, side);
        for (k, n) in &fresh.0 {
            h.take_open(*k, *n);
        }
        h.besieging.add_all(&fresh);
        let area = rules.geo.name(area);
        log.add(rule, say(&Said::Besiege { sps: &fresh, area }));
    }
}

/// D note: M SPs beyond C+F+SF in an American fort go outside it.
pub fn militia_out(st: &mut State, area: &str) -> u32 {
    let h = st.holding_mut(area, Side::American);
    let excess = h
        .fortified
        .get(Kind::M)
        .saturating_sub(h.fortified.regulars());
    h.fortified.take(Kind::M, excess);
    h.open.add(Kind::M, excess);
    excess
}
