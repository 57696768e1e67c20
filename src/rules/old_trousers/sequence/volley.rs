//! One unit's fire, shared by the Stationary and Moving Fire Subsegments: the target (the
//! player's `fire:` choice, else the nearest enemy it may fire at), the reach by the table
//! engine's fire check (arc, range edge to edge, line of sight), the modifiers that hold,
//! and the hits, applied together after every unit of the subsegment has fired.

use super::super::fire::artillery::{artillery, artillery_reach, bounce_through, ArtilleryFire};
use super::super::fire::musketry::{musketry, musketry_reach, MusketryFire};
use super::super::log::Log;
use super::super::state::{Arm, Nation, Quality, State, Unit};
use super::super::tables::flags::{FireFirer, FireTarget};
use super::super::tables::{GunSize, Musketeers};
use super::super::Rules;
use crate::board::table::measure::{Length, Point};
use crate::board::table::range::facing_edge;
use crate::board::table::sight::{Field, NoTarget};
use crate::board::table::stand::Formation;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use std::collections::{BTreeMap, BTreeSet};

/// Line of sight is the table engine's default (PROVISIONAL: v2.4 has no visibility rules).
pub const SIGHT: &str = "line of sight by the table engine's default: woods, towns, crests and units block (PROVISIONAL: not in our text)";

/// A shot taken: who, at whom, the hits, and the lines for the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    /// Hits by unit index (the target, and any bounce-through).
    pub hits: Vec<(usize, u32)>,
    /// Report lines.
    pub lines: Vec<String>,
    /// Firer's front centre and the target's centre (the picture).
    pub line: (Point, Point),
    /// The target was under canister (the morale table's Canister).
    pub canister: Option<usize>,
}

/// Whether the unit may fire at all: not routed; infantry, cavalry in skirmish order, or
/// unlimbered artillery.
pub fn can_fire(u: &Unit) -> bool {
    if u.stand.markers.routed {
        return false;
    }
    match u.troop.arm() {
        Arm::Infantry => true,
        Arm::Cavalry => u.stand.formation == Formation::Skirmish,
        Arm::Artillery => u.stand.formation == Formation::Unlimbered,
    }
}

/// The reach of unit `i` at unit `j`: the edge range, or why not.
pub fn reach(
    rules: &Rules,
    field: &Field,
    st: &State,
    i: usize,
    j: usize,
) -> Result<Length, NoTarget> {
    let (f, t) = (&st.units[i].stand, &st.units[j].stand);
    if st.units[i].troop.arm() == Arm::Artillery {
        artillery_reach(&rules.charts, field, f, t)
    } else {
        musketry_reach(&rules.charts, field, f, t, false)
    }
}

/// The target of unit `i`: `choice` (an enemy id, or `none`) or the nearest it may reach.
pub fn target(
    rules: &Rules,
    field: &Field,
    st: &State,
    i: usize,
    choice: Option<&str>,
) -> Result<Option<(usize, Length)>, String> {
    let side = st.units[i].side();
    match choice {
        Some("none") => Ok(None),
        Some(id) => {
            let j = st
                .units
                .iter()
                .position(|u| u.id() == id && u.side() != side)
                .ok_or(format!("'{id}' is no enemy"))?;
            reach(rules, field, st, i, j)
                .map(|r| Some((j, r)))
                .map_err(|e| format!("cannot fire at {id}: {e:?}"))
        }
        None => Ok(st
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| u.side() != side)
            .filter_map(|(j, _)| reach(rules, field, st, i, j).ok().map(|r| (r, j)))
            .min()
            .map(|(r, j)| (j, r))),
    }
}

fn target_flags(rules: &Rules, t: &Unit) -> Vec<FireTarget> {
    let mut v = vec![];
    for a in rules.table.areas.iter().filter(|a| a.has(t.stand.centre)) {
        v.push(match a.kind {
            AreaKind::LightWoods => FireTarget::CoverLight,
            AreaKind::MediumWoods => FireTarget::CoverMedium,
            AreaKind::HeavyWoods => FireTarget::CoverHeavy,
            AreaKind::BuiltUp => FireTarget::Town,
            _ => continue,
        });
    }
    match t.stand.formation {
        Formation::AttackColumn | Formation::CompanyColumn => v.push(FireTarget::Column),
        Formation::Square => v.push(FireTarget::Square),
        Formation::Unlimbered => v.push(FireTarget::UnlimberedArtillery),
        Formation::Skirmish if matches!(t.nation, Nation::British | Nation::French) => {
            v.push(FireTarget::FrenchBritishSkirmishers)
        }
        Formation::Skirmish => v.push(FireTarget::Skirmishers),
        _ => {}
    }
    v.sort();
    v.dedup();
    v
}

fn firer_flags(rules: &Rules, f: &Unit, range: Length, moving: bool) -> Vec<FireFirer> {
    let mut v = vec![];
    match f.quality {
        Quality::Og | Quality::Superior | Quality::Excellent => {
            v.push(FireFirer::OgSuperiorExcellent)
        }
        Quality::Fair | Quality::Poor => v.push(FireFirer::FairPoor),
        Quality::Good => {}
    }
    if f.stand.formation == Formation::Skirmish {
        v.push(FireFirer::Skirmishers);
    }
    let m = f.stand.markers;
    for (on, flag) in [
        (m.shaken, FireFirer::Shaken),
        (moving, FireFirer::Moving),
        (m.disordered, FireFirer::Disordered),
    ] {
        if on {
            v.push(flag);
        }
    }
    if range <= rules.charts.engagement.point_blank.value {
        v.push(FireFirer::PointBlank);
    }
    v
}

/// Unit `i` fires at unit `j` at `range`.
pub fn shoot(
    rules: &Rules,
    st: &State,
    i: usize,
    j: usize,
    range: Length,
    moving: bool,
    dice: &mut dyn Dice,
) -> Shot {
    let (f, t) = (&st.units[i], &st.units[j]);
    let target = target_flags(rules, t);
    let firer = firer_flags(rules, f, range, moving);
    let mut lines = vec![];
    if firer.contains(&FireFirer::PointBlank) {
        if let Some(n) = &rules.charts.engagement.point_blank.provisional {
            lines.push(format!(
                "point blank at {range} (PROVISIONAL, charts/engagement.yaml point-blank: {n})"
            ));
        }
    }
    let mut hits = vec![];
    let mut canister = None;
    if f.troop.arm() == Arm::Artillery {
        let gun = f
            .gun
            .as_deref()
            .and_then(|g| GunSize::ALL.iter().copied().find(|x| x.name() == g))
            .unwrap_or(GunSize::Under6);
        let fire = ArtilleryFire {
            gun,
            guns: f.guns.unwrap_or(0),
            range,
            target,
            firer,
        };
        match artillery(&rules.charts, &fire, dice) {
            Ok(r) => {
                lines.push(format!(
                    "{} fires at {} ({range}, {}: {} points a gun, {} guns): {} hits",
                    f.name, t.name, r.band, r.per_gun, fire.guns, r.fire.hits
                ));
                lines.extend(r.fire.rolls.iter().map(|x| format!("  {}", x.breakdown)));
                hits.push((j, r.fire.hits));
                canister = r.canister.then_some(j);
                let stands = st.stands();
                for b in bounce_through(&rules.charts, &f.stand, &t.stand, &stands, r.fire.hits) {
                    if let Some(k) = st.units.iter().position(|u| u.id() == b.id) {
                        lines.push(format!(
                            "  bounce-through strikes {}: {} hits{}",
                            st.units[k].name,
                            b.hits,
                            b.provisional
                                .map(|p| format!(" (PROVISIONAL: {p})"))
                                .unwrap_or_default()
                        ));
                        hits.push((k, b.hits));
                    }
                }
            }
            Err(e) => lines.push(format!("{} cannot fire at {}: {e:?}", f.name, t.name)),
        }
    } else {
        let stands_left = rules.charts.stands.stands_left(f.troop.arm(), f.hits);
        let front_rank = rules
            .charts
            .stands
            .front_rank(f.stand.formation, stands_left)
            .unwrap_or(0);
        let musketeers = match (f.troop.arm(), f.stand.formation, f.nation) {
            (Arm::Cavalry, _, _) => Musketeers::CavalrySkirmishers,
            (_, Formation::Skirmish, _) => Musketeers::InfantrySkirmishers,
            (_, _, Nation::British) => Musketeers::BritishInfantry,
            _ => Musketeers::OtherInfantry,
        };
        let flank = rules
            .charts
            .flanks
            .is_flank(facing_edge(&t.stand, f.stand.front_centre()));
        let fire = MusketryFire {
            musketeers,
            front_rank,
            enfilade: flank,
            target,
            firer,
        };
        let r = musketry(&rules.charts, &fire, dice);
        lines.push(format!(
            "{} fires at {} ({range}{}; {} front-rank stands x {} points): {} hits",
            f.name,
            t.name,
            if flank { ", enfilade" } else { "" },
            front_rank,
            r.per_stand,
            r.fire.hits
        ));
        lines.extend(r.fire.rolls.iter().map(|x| format!("  {}", x.breakdown)));
        hits.push((j, r.fire.hits));
    }
    Shot {
        hits,
        lines,
        line: (f.stand.front_centre(), t.stand.centre),
        canister,
    }
}

/// Applies every shot's hits at once (fire in a subsegment is simultaneous); returns the
/// units hit, each with whether canister struck it.
pub fn apply(st: &mut State, shots: Vec<Shot>, log: &mut Log) -> BTreeMap<usize, bool> {
    let mut total: BTreeMap<usize, u32> = BTreeMap::new();
    let mut canister = BTreeSet::new();
    for s in shots {
        canister.extend(s.canister);
        for l in s.lines {
            log.line(l);
        }
        for (k, h) in s.hits {
            *total.entry(k).or_default() += h;
        }
        log.fire.push(s.line);
    }
    let mut hit = BTreeMap::new();
    for (k, h) in total {
        st.units[k].hits = st.units[k].hits.saturating_add(h);
        if h > 0 {
            hit.insert(k, canister.contains(&k));
        }
    }
    hit
}
