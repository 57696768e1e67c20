//! One unit's fire, shared by the Stationary and Moving Fire Subsegments: the target (the
//! player's `fire:` choice, else the nearest enemy it may fire at), the reach by the table
//! engine's fire check (arc, range edge to edge, line of sight), the modifiers that hold,
//! and the hits, applied together after every unit of the subsegment has fired.

use super::super::fire::artillery::{artillery, artillery_reach, bounce_through, ArtilleryFire};
use super::super::fire::fire_combat_table::FireRoll;
use super::super::fire::guns::guns_left;
use super::super::fire::modifiers::{firer_flags, target_flags};
use super::super::fire::musketry::{musketry, musketry_reach, MusketryFire};
use super::super::model::Rules;
use super::super::state::{Arm, Nation, State, Trait, Unit};
use super::super::tables::flags::{FireFirer, FireTarget};
use super::super::tables::{GunSize, Musketeers};
use crate::board::table::measure::{Length, Point};
use crate::board::table::range::{facing_edge, range_edge};
use crate::board::table::sight::{Field, NoTarget};
use crate::board::table::stand::{Formation, Stand};
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{fire::Said, name, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

/// Why a unit cannot fire at a target, in words; a blocked line names the visibility chart.
fn why_not(e: &NoTarget) -> String {
    match e {
        NoTarget::Blocked(_) => say(&Said::Blocked {
            why: &e.to_string(),
        }),
        _ => e.to_string(),
    }
}

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
    /// The battery that fired a round (its rounds count up: Artillery 1 DOB, 2nd Round).
    pub battery: Option<usize>,
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
        // FIRE COMBAT - MUSKETRY "Rifle Range - 8 inches" for rifle-armed units (0.6.0).
        let rifles = rules.revision.has(Change::RifleRange) && st.units[i].has(Trait::Rifles);
        musketry_reach(&rules.charts, field, f, t, rifles)
    }
}

/// A unit's target as chosen: the target's index and edge range, if any, and the lines
/// saying where line of sight decided the choice.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Aimed {
    /// The target and the edge range.
    pub pick: Option<(usize, Length)>,
    /// Report lines where sight decided (enemies nearer than the pick, out of sight).
    pub sight: Vec<String>,
}

/// The target of unit `i`: `choice` (an enemy id, or `none`) or the nearest it may reach;
/// an enemy in arc and range but out of sight and nearer than the pick is named.
///
/// # Errors
/// The words of the report when the chosen target is no enemy or cannot be fired at.
pub fn target(
    rules: &Rules,
    field: &Field,
    st: &State,
    i: usize,
    choice: Option<&str>,
) -> Result<Aimed, String> {
    let side = st.units[i].side();
    match choice {
        Some("none") => Ok(Aimed::default()),
        Some(id) => {
            let j = st
                .units
                .iter()
                .position(|u| u.id() == id && u.side() != side)
                .ok_or_else(|| say(&Said::NoEnemy { id }))?;
            reach(rules, field, st, i, j)
                .map(|r| Aimed {
                    pick: Some((j, r)),
                    sight: vec![],
                })
                .map_err(|e| {
                    say(&Said::CannotFireAtId {
                        id,
                        why: &why_not(&e),
                    })
                })
        }
        None => {
            let mut reached = vec![];
            let mut unseen = vec![];
            for (j, u) in st
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.side() != side)
            {
                match reach(rules, field, st, i, j) {
                    Ok(r) => reached.push((r, j)),
                    Err(e @ NoTarget::Blocked(_)) => {
                        let r = range_edge(&st.units[i].stand, &u.stand);
                        unseen.push((r, j, e));
                    }
                    Err(_) => {}
                }
            }
            let pick = reached.into_iter().min().map(|(r, j)| (j, r));
            let sight = unseen
                .into_iter()
                .filter(|(r, _, _)| pick.is_none_or(|(_, p)| *r < p))
                .map(|(_, j, e)| {
                    say(&Said::DoesNotSee {
                        unit: &st.units[i].name,
                        target: &st.units[j].name,
                        why: &why_not(&e),
                    })
                })
                .collect();
            Ok(Aimed { pick, sight })
        }
    }
}

/// One unit's fire as aimed: firer and target indices, edge range, whether the firer
/// moved (Moving), and whether the two fire at each other in the subsegment (Firefight).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aim {
    /// The firer's index.
    pub firer: usize,
    /// The target's index.
    pub target: usize,
    /// Edge range.
    pub range: Length,
    /// The firer moved this phase.
    pub moving: bool,
    /// The target fires at the firer in the same subsegment.
    pub firefight: bool,
}

/// Unit `i`'s aim at `choice` or the nearest target, logging where sight decided and why
/// it holds its fire; `moving` when it moved this phase. Firefight is set by [`firefights`].
pub fn aim(
    rules: &Rules,
    field: &Field,
    st: &State,
    (i, choice, moving): (usize, Option<&str>, bool),
    log: &mut Log,
) -> Option<Aim> {
    match target(rules, field, st, i, choice) {
        Ok(aimed) => {
            for l in aimed.sight {
                log.line(l);
            }
            aimed.pick.map(|(j, range)| Aim {
                firer: i,
                target: j,
                range,
                moving,
                firefight: false,
            })
        }
        Err(why) => {
            log.line(say(&Said::HoldsFire {
                unit: &st.units[i].name,
                why: &why,
            }));
            None
        }
    }
}

/// The aims of a subsegment with Firefight set where two units fire at each other.
// Fire Combat Table: Musketry, Die Roll Modifiers: Firefight
pub fn firefights(mut aims: Vec<Aim>) -> Vec<Aim> {
    let pairs: BTreeSet<(usize, usize)> = aims.iter().map(|a| (a.firer, a.target)).collect();
    for a in &mut aims {
        a.firefight = pairs.contains(&(a.target, a.firer));
    }
    aims
}

/// The firer of `aim` fires at its target: the modifiers that hold, the roll, the hits;
/// lines naming the provisional charts that decided (point blank, sight past stands).
pub fn shoot(rules: &Rules, st: &State, field: &Field, aim: Aim, dice: &mut dyn Dice) -> Shot {
    let (f, t) = (&st.units[aim.firer], &st.units[aim.target]);
    let stands = st.stands();
    let flags = (
        target_flags(&rules.table, t, aim.firefight),
        firer_flags(&rules.charts, f, &stands, aim.range, aim.moving),
    );
    let mut shot = Shot {
        hits: vec![],
        lines: vec![],
        line: (f.stand.front_centre(), t.stand.centre),
        canister: None,
        battery: None,
    };
    let past: Vec<&str> = field
        .waived_on_line(&f.stand, &t.stand)
        .iter()
        .filter_map(|id| st.unit(id).map(|u| u.name.as_str()))
        .collect();
    if !past.is_empty() {
        shot.lines.push(say(&Said::SeesPast {
            unit: &f.name,
            target: &t.name,
            past: &past,
        }));
    }
    if flags.1.contains(&FireFirer::PointBlank) {
        if let Some(n) = &rules.charts.engagement.point_blank.provisional {
            shot.lines.push(say(&Said::PointBlank {
                range: &aim.range.to_string(),
                note: n,
            }));
        }
    }
    if f.troop.arm() == Arm::Artillery {
        battery_fire(rules, st, (aim, &stands), flags, &mut shot, dice);
    } else {
        musket_fire(rules, st, aim, flags, &mut shot, dice);
    }
    shot
}

/// Each fire roll's breakdown, a line under its fire line.
fn rolls(rolls: &[FireRoll]) -> Vec<String> {
    rolls
        .iter()
        .map(|x| {
            say(&Said::Roll {
                breakdown: &x.breakdown.to_string(),
            })
        })
        .collect()
}

/// The modifiers that hold: "Target is:" and "Firer is:".
type Flags = (Vec<FireTarget>, Vec<FireFirer>);

/// A battery's round at its target, with the bounce-through, into `shot`.
fn battery_fire(
    rules: &Rules,
    st: &State,
    (aim, stands): (Aim, &[Stand]),
    (target, firer): Flags,
    shot: &mut Shot,
    dice: &mut dyn Dice,
) {
    let (i, j, range) = (aim.firer, aim.target, aim.range);
    let (f, t) = (&st.units[i], &st.units[j]);
    let gun = f
        .gun
        .as_deref()
        .and_then(|g| GunSize::ALL.iter().copied().find(|x| x.name() == g))
        .unwrap_or(GunSize::Under6);
    let (guns, weakened) = guns_left(rules, f);
    let fire = ArtilleryFire {
        gun,
        guns,
        range,
        target,
        firer,
    };
    let r = match artillery(&rules.charts, &fire, dice) {
        Ok(r) => r,
        Err(e) => {
            shot.lines.push(say(&Said::BatteryCannotFire {
                unit: &f.name,
                target: &t.name,
                why: &name(&e),
            }));
            return;
        }
    };
    shot.lines.push(say(&Said::BatteryFires {
        unit: &f.name,
        target: &t.name,
        range: &range.to_string(),
        band: &r.band,
        per_gun: r.per_gun,
        guns: fire.guns,
        hits: r.fire.hits,
    }));
    if let Some(w) = weakened {
        shot.lines.push(w);
    }
    shot.lines.extend(rolls(&r.fire.rolls));
    shot.hits.push((j, r.fire.hits));
    shot.canister = r.canister.then_some(j);
    shot.battery = Some(i);
    for b in bounce_through(&rules.charts, &f.stand, &t.stand, stands, r.fire.hits) {
        if let Some(k) = st.units.iter().position(|u| u.id() == b.id) {
            shot.lines.push(say(&Said::BounceThrough {
                unit: &st.units[k].name,
                hits: b.hits,
                note: b.provisional.as_deref(),
            }));
            shot.hits.push((k, b.hits));
        }
    }
}

/// A unit's musketry at its target (front rank, enfilade from a flank) into `shot`.
fn musket_fire(
    rules: &Rules,
    st: &State,
    aim: Aim,
    (target, firer): Flags,
    shot: &mut Shot,
    dice: &mut dyn Dice,
) {
    let (f, t) = (&st.units[aim.firer], &st.units[aim.target]);
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
    shot.lines.push(say(&Said::MusketFires {
        unit: &f.name,
        target: &t.name,
        range: &aim.range.to_string(),
        enfilade: flank,
        front_rank,
        per_stand: r.per_stand,
        hits: r.fire.hits,
    }));
    shot.lines.extend(rolls(&r.fire.rolls));
    shot.hits.push((aim.target, r.fire.hits));
}
