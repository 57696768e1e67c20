//! `orders check` refuses what the rules forbid before any die (pbem 0.6.0 on): a path that
//! is not adjacent, too long for the MPs, into a sea-only region or taking militia out of
//! their region (A.1.a, B.1); militia by sea out of their region (A.1.a); British movement,
//! combat or sea transport in winter (B.1, B.3); forts in winter (A.4, B.4); a landing that
//! is not coastal (A.2, B.2), or (0.7.0 on) a French landing the British have closed (A.2).
//! What depends on dice or on the order of resolution (a group stopped by its die, SPs lost
//! in an earlier attack) is named in the report with its rule.

use super::american::overseas::{closed, landings};
use super::orders::{LandMove, Orders};
use super::rules_data::Rules;
use super::state::{Kind, Side, State};
use crate::error::Result;
use crate::rules::american_revolution::revision::Change;
use crate::yaml::Source;

/// Checks `o` of the phasing side `side` against the rules that need no die.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the YAML path of the first order the rules forbid,
/// naming the rule.
pub fn check(rules: &Rules, st: &State, side: Side, o: &Orders, src: &Source) -> Result<()> {
    if !rules.revision.has(Change::OrdersCheckedOnArrival) {
        return Ok(());
    }
    let winter = st.date.winter();
    let british = side == Side::British;
    if british && winter && (!o.moves.is_empty() || !o.sea.is_empty() || o.fleet_to.is_some()) {
        return Err(src.invalid("moves", "B.1: no British movement in winter"));
    }
    if british && winter && !o.attacks.is_empty() {
        return Err(src.invalid("attacks", "B.3: no British combat in winter"));
    }
    if winter && (!o.fortify.is_empty() || !o.besiege.is_empty()) {
        return Err(src.invalid("fortify", "A.4 / B.4: no fortification in winter"));
    }
    for (i, m) in o.moves.iter().enumerate() {
        if let Some(why) = path(rules, st, side, m) {
            return Err(src.invalid(&format!("moves[{i}]"), why));
        }
    }
    for (i, m) in o.sea.iter().enumerate() {
        let geo = &rules.geo;
        if m.sps.get(Kind::M) > 0 && geo.region_of(&m.from) != geo.region_of(&m.to) {
            return Err(src.invalid(
                &format!("sea[{i}]"),
                format!(
                    "A.1.a: militia may not leave {}, by sea neither",
                    geo.name(geo.region_of(&m.from))
                ),
            ));
        }
        for (p, a) in [("from", &m.from), ("to", &m.to)] {
            if !geo.board.is_coastal(a) {
                return Err(src.invalid(
                    &format!("sea[{i}].{p}"),
                    format!("A.1.b / B.1.c: {} is not a coastal area", geo.name(a)),
                ));
            }
        }
    }
    landing(rules, st, side, o, src)
}

/// A.2 / B.2: the landing named is a coastal area and, for the French (pbem 0.7.0 on), one
/// they may land in: the region not British controlled, the British fleet not offshore
/// (neither changes in the American player turn).
fn landing(rules: &Rules, st: &State, side: Side, o: &Orders, src: &Source) -> Result<()> {
    if let Some(a) = &o.landing {
        if !rules.geo.board.is_coastal(a) {
            return Err(src.invalid(
                "landing",
                format!(
                    "A.2 / B.2: overseas arrivals land in a coastal area; {} is not one",
                    rules.geo.name(a)
                ),
            ));
        }
    }
    if let Some(a) = o.landing.as_ref() {
        let french = side == Side::American && rules.revision.has(Change::FrenchLandingChecked);
        if french && !landings(rules, st).contains(a) {
            return Err(src.invalid("landing", format!("A.2: {}", closed(rules, st, a))));
        }
    }
    Ok(())
}

/// Why the path of `m` is forbidden whatever the dice: empty, longer than the MPs, not
/// adjacent, into a sea-only region, or militia leaving their region.
fn path(rules: &Rules, st: &State, side: Side, m: &LandMove) -> Option<String> {
    let geo = &rules.geo;
    if m.sps.is_empty() || m.path.is_empty() {
        return Some("A.1.a / B.1.b: a move names its SPs and at least one area".into());
    }
    let mv = &rules.tables.movement;
    let (season, winter) = if side == Side::American {
        mv.american()
    } else {
        mv.british()
    };
    let mps = if st.date.winter() { winter } else { season };
    if m.path.len() > mv.areas(mps) {
        return Some(format!(
            "A.1 / B.1: {} areas is more than {mps} MPs",
            m.path.len()
        ));
    }
    let region = geo.region_of(&m.from);
    let mut at = m.from.as_str();
    for next in &m.path {
        if !geo.board.adjacent(at, next) {
            return Some(format!(
                "A.1.a / B.1.b: {} is not adjacent to {}",
                geo.name(next),
                geo.name(at)
            ));
        }
        if geo.region(geo.region_of(next)).sea_only {
            return Some(format!(
                "A.1.a / B.1.b: {} is reached by sea only",
                geo.name(next)
            ));
        }
        if m.sps.get(Kind::M) > 0 && geo.region_of(next) != region {
            return Some(format!(
                "A.1.a: M SPs may not leave region ({})",
                geo.name(region)
            ));
        }
        at = next;
    }
    None
}
