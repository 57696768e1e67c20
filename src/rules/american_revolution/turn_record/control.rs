//! E.b area control assessment: Canada by C+F+SF against B in it; another region is
//! American with no B or T in the open, British with no M anywhere in it (forts included)
//! and B+T in the open at least its VP plus the American C+F+SF in the open; else it keeps
//! its controller. A region the British lose gets its militia back.

use super::super::british::first_entry::pick;
use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, Sps, State};
use super::super::words::{interphase::Said, say};

/// Every SP of `side` in `region`: (in the open, everywhere).
pub fn totals(rules: &Rules, st: &State, region: &str, side: Side) -> (Sps, Sps) {
    let (mut open, mut all) = (Sps::default(), Sps::default());
    for a in rules.geo.board.areas_in(region) {
        let h = st.at(a.as_str());
        open.add_all(&h.of(side).open);
        all.add_all(&h.of(side).all());
    }
    (open, all)
}

/// The controller `region` has after the test, given its controller before.
pub fn assess(rules: &Rules, st: &State, region: &str) -> Side {
    let before = if st.british_controls(region) {
        Side::British
    } else {
        Side::American
    };
    let (b_open, b_all) = totals(rules, st, region, Side::British);
    let (a_open, a_all) = totals(rules, st, region, Side::American);
    let r = rules.geo.region(region);
    if r.canada {
        // E.b.1 Canada is American controlled if C+F+SF > B in Canada.
        return if a_all.regulars() > b_all.get(Kind::B) {
            Side::American
        } else {
            Side::British
        };
    }
    // E.b.2 American controlled if there are no B or T SPs in open.
    if b_open.of(&[Kind::B, Kind::T]) == 0 {
        return Side::American;
    }
    // E.b.3 British controlled if no M in any area and B+T in open >= VP + C+F+SF in open.
    if a_all.get(Kind::M) == 0
        && b_open.of(&[Kind::B, Kind::T]) >= r.vp.saturating_add(a_open.regulars())
    {
        return Side::British;
    }
    before
}

/// E.b: assesses every region; militia reappear where the British lose control.
pub fn assessment(rules: &Rules, st: &mut State, log: &mut Log) {
    let regions: Vec<String> = rules.geo.regions.keys().cloned().collect();
    for region in regions {
        let was = st.british_controls(&region);
        let now = assess(rules, st, &region) == Side::British;
        if was == now {
            continue;
        }
        let notes = rules.region_note(&region);
        if now {
            st.british_regions.insert(region.clone());
            let region = rules.geo.name(&region);
            log.add_provisional("E.b", say(&Said::BritishControlled { region }), notes);
        } else {
            st.british_regions.remove(&region);
            // E.b.4 if British lose control of a region, militia reappears.
            let m = rules.geo.region(&region).militia;
            let fallback = rules.geo.first_area(&region);
            let at = pick(
                rules,
                &region,
                st.standing_of(Side::American).militia.get(&region),
                &fallback,
            );
            if m > 0 && !at.is_empty() {
                st.holding_mut(&at, Side::American).open.add(Kind::M, m);
            }
            let said = Said::AmericanControlled {
                region: rules.geo.name(&region),
                militia: m,
                area: rules.geo.name(&at),
            };
            log.add_provisional("E.b", say(&said), notes);
        }
    }
}
