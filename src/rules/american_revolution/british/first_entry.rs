//! B.1.b.4 a region entered by the British for the first time: the American player places
//! its militia in any area of it (standing order), the British player its Tories in any
//! area (standing order) as a new group for movement, and a TD marker goes on the region.

use super::super::log::Log;
use super::super::orders::LandMove;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, Sps, State};
use super::super::words::{land::Said, say};
use crate::rules::american_revolution::revision::Change;

/// The area of `region` a standing order names, if it is in the region; else `fallback`.
pub fn pick(rules: &Rules, region: &str, named: Option<&String>, fallback: &str) -> String {
    named
        .filter(|a| rules.geo.region_of(a) == region)
        .cloned()
        .unwrap_or_else(|| fallback.to_string())
}

/// Item 9 (pbem 0.6.0 on), the American default: the area of `region` farthest by land
/// from `entered`, where the British landed or marched in, preferring areas without British
/// SPs (ties by id).
pub fn away(rules: &Rules, st: &State, region: &str, entered: &str) -> String {
    let dist = rules.geo.board.distances(entered, |_| true);
    rules
        .geo
        .board
        .areas_in(region)
        .iter()
        .map(|a| {
            let clear = st.at(a.as_str()).british.is_empty();
            let d = dist.get(a.as_str()).copied().unwrap_or(u32::MAX);
            ((clear, d), std::cmp::Reverse(a.to_string()))
        })
        .max()
        .map(|(_, std::cmp::Reverse(a))| a)
        .unwrap_or_else(|| entered.to_string())
}

/// The first entry into `region` at `area`; returns the new Tory group, if it moves.
pub fn enter(
    rules: &Rules,
    st: &mut State,
    region: &str,
    area: &str,
    log: &mut Log,
) -> Option<LandMove> {
    let r = rules.geo.region(region);
    let notes = rules.region_note(region);
    st.td_markers.insert(region.to_string());
    let am = st.standing_of(Side::American);
    let br = st.standing_of(Side::British);
    // B.1.b.4.a American places M SPs in any area.
    let named = am
        .militia
        .get(region)
        .filter(|a| rules.geo.region_of(a) == region);
    let away = (rules.revision.has(Change::MilitiaAwayFromEntry) && named.is_none())
        .then(|| away(rules, st, region, area));
    let m_at = pick(rules, region, named, away.as_deref().unwrap_or(area));
    st.holding_mut(&m_at, Side::American)
        .open
        .add(Kind::M, r.militia);
    // B.1.b.4.b British places T SPs in any area, a new group for movement.
    let t_at = pick(rules, region, br.tories.get(region), area);
    st.holding_mut(&t_at, Side::British)
        .open
        .add(Kind::T, r.tories);
    let said = Said::FirstEntry {
        region: rules.geo.name(region),
        militia: r.militia,
        militia_at: rules.geo.name(&m_at),
        away: away.is_some(),
        tories: r.tories,
        tories_at: rules.geo.name(&t_at),
    };
    log.add_provisional("B.1.b.4", say(&said), notes);
    let path = br.tory_moves.get(region).cloned().unwrap_or_default();
    let mut sps = Sps::default();
    sps.add(Kind::T, r.tories);
    (!path.is_empty() && r.tories > 0).then_some(LandMove {
        from: t_at,
        sps,
        path,
        condition: None,
    })
}
