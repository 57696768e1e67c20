//! B.2 British overseas reinforcement: everything due arrives in one coastal area; it may
//! not move further or build forts this turn (it stands as employed), may join forts and
//! sieges later, and may fight if not winter.

use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Side, State};
use super::super::words::{say, sea::Said};
use crate::rules::american_revolution::revision::Change;

/// The coastal area the arrivals take: `choice` if coastal, else the first coastal area of
/// a British-controlled region, else the first coastal area.
pub fn landing(rules: &Rules, st: &State, choice: Option<&str>) -> Option<String> {
    let board = &rules.geo.board;
    let coastal: Vec<String> = board
        .areas()
        .filter(|a| board.is_coastal(a.as_str()))
        .map(|a| a.to_string())
        .collect();
    choice
        .filter(|c| coastal.iter().any(|a| a == c))
        .map(str::to_string)
        .or_else(|| {
            coastal
                .iter()
                .find(|a| st.british_controls(rules.geo.region_of(a)))
                .cloned()
        })
        .or_else(|| coastal.first().cloned())
}

/// Item 9 (pbem 0.6.0 on), the default landing: with the main army (the area with the most
/// British SPs, ties by id) if it is coastal, else at the coastal area nearest it by land
/// (ties by id); `None` with no British SPs on the map.
pub fn main_army_landing(rules: &Rules, st: &State) -> Option<(String, String)> {
    let board = &rules.geo.board;
    let (_, army) = st
        .areas
        .iter()
        .map(|(a, f)| (f.british.all().total(), a))
        .filter(|(n, _)| *n > 0)
        .max_by(|x, y| x.0.cmp(&y.0).then(y.1.cmp(x.1)))?;
    let dist = board.distances(army, |_| true);
    let (_, at) = dist
        .iter()
        .filter(|(a, _)| board.is_coastal(a) && !rules.geo.region(rules.geo.region_of(a)).sea_only)
        .map(|(a, d)| (*d, *a))
        .min()?;
    Some((at.to_string(), army.clone()))
}

/// B.2: lands the British arrivals due this season.
pub fn british(rules: &Rules, st: &mut State, choice: Option<&str>, log: &mut Log) {
    let all = st.arrivals.remove(&Side::British).unwrap_or_default();
    let (due, later): (Vec<_>, Vec<_>) = all
        .into_iter()
        .partition(|a| a.date.is_some_and(|d| d <= st.date));
    st.arrivals.insert(Side::British, later);
    if due.is_empty() {
        return;
    }
    let chosen = choice
        .and_then(|c| landing(rules, st, Some(c)))
        .filter(|a| Some(a.as_str()) == choice);
    let main = main_army_landing(rules, st)
        .filter(|_| rules.revision.has(Change::MainArmyLanding) && chosen.is_none());
    let Some(at) = chosen
        .or_else(|| main.as_ref().map(|m| m.0.clone()))
        .or_else(|| landing(rules, st, choice))
    else {
        return;
    };
    if let Some((_, army)) = &main {
        let said = Said::MainArmyLanding {
            with: *army == at,
            army: rules.geo.name(army),
        };
        log.add("B.2", say(&said));
    }
    for a in due {
        let first_sea = rules.geo.board.seas_of(&at).first().map(|s| s.to_string());
        if let Some(sea) = first_sea.filter(|_| a.fleet) {
            st.fleets.entry(Side::British).or_insert(sea);
        }
        let h = st.holding_mut(&at, Side::British);
        h.open.add_all(&a.sps);
        h.employed.add_all(&a.sps);
        if rules.revision.has(Change::LandedArrive) {
            h.arrived.add_all(&a.sps);
        }
        let area = rules.geo.name(&at);
        log.add_provisional(
            "B.2",
            say(&Said::BritishArrive { sps: &a.sps, area }),
            vec![say(&Said::BritishScheduleNote)],
        );
    }
}
