//! The checks of one battle's orders (7.5.1.1, 7.5.2, 7.5.4.2.3): the side ordering, its
//! retirements, sallies, days, retreat preferences and reinforcements.

use super::super::combat::field::outflank::{check_division, may_outflank};
use super::super::model::map::Map;
use super::super::model::order_parts::Reinforce;
use super::super::model::orders::{BattleOrders, DayOrders};
use super::super::model::state::{LandPhase, State};
use super::super::model::units::{Leader, Unit, UnitKind};
use super::super::tables::chits::Chit;
use super::{list, mine, Check};
use crate::error::Result;

/// One battle's orders being checked: its area, its YAML path, and the ordering side's
/// units (with strength) and leaders there.
struct Battle<'a> {
    area: &'a str,
    base: String,
    units: Vec<&'a Unit>,
    leaders: Vec<&'a Leader>,
}

impl<'a> Check<'a> {
    /// One battle's orders: the area, the side ordering, then its retirements (7.5.1.1),
    /// sallies (7.5.4.2.3), days (7.5.2.1, 7.5.2.3), retreat preference and reinforcements
    /// (7.5.2.11).
    pub(super) fn battle(&self, area: &'a str, bo: &BattleOrders) -> Result<()> {
        let base = format!("battles.{area}");
        if !self.map.has(area) {
            return Err(self.src.invalid(
                &base,
                format!("unknown area '{area}' (not on map {})", self.map.id),
            ));
        }
        let side = self.side(area, &base)?;
        let b = Battle {
            area,
            units: self
                .state
                .units
                .iter()
                .filter(|u| u.area == area && side.contains(&u.power.as_str()) && u.total() > 0)
                .collect(),
            leaders: self
                .state
                .leaders
                .iter()
                .filter(|l| l.area == area && side.contains(&l.power.as_str()))
                .collect(),
            base,
        };
        self.retire(&b, bo)?;
        self.sally(&b, bo)?;
        for (d, day) in bo.days.iter().enumerate() {
            self.day(&b, d, day)?;
        }
        for (k, a) in bo.retreat_preference.iter().enumerate() {
            if !self.map.has(a) {
                return Err(self.src.invalid(
                    &format!("{}.retreat_preference[{k}]", b.base),
                    format!("unknown area '{a}'"),
                ));
            }
        }
        for (k, r) in bo.reinforce.iter().enumerate() {
            self.reinforce(&b, &format!("{}.reinforce[{k}]", b.base), r)?;
        }
        Ok(())
    }

    /// The powers whose forces the battle orders at `area` command: the phasing power's as
    /// attacker, the defenders' (of a combat, or standing orders) otherwise.
    fn side(&self, area: &str, base: &str) -> Result<Vec<&'a str>> {
        let (state, powers, attacker) = (self.state, self.powers, self.attacker);
        let site = self.all.iter().find(|s| {
            s.area == area && (attacker || s.defenders.iter().any(|d| powers.contains(d)))
        });
        // With movement, a nonphasing power's battle orders are standing orders for any
        // area it holds where the phasing power may yet declare an attack (7.3.7, 7.3.8.2).
        let standing = !attacker
            && state.land_phase == LandPhase::MovementSupplyCombat
            && state
                .units
                .iter()
                .any(|u| u.area == area && powers.contains(&u.power) && u.total() > 0);
        Ok(match (attacker, site) {
            (true, Some(_)) => vec![state.phasing.as_str()],
            (false, Some(site)) => site.defenders.iter().map(String::as_str).collect(),
            (false, None) if standing => powers.iter().map(String::as_str).collect(),
            _ => {
                return Err(self.src.invalid(
                    base,
                    format!(
                        "no combat of yours at {} in this step; yours: {}",
                        self.map.name(area),
                        list(&mine(self.all, attacker, powers))
                    ),
                ))
            }
        })
    }

    /// 7.5.1.1: only defenders retire, units and leaders of theirs outside the city, into
    /// an area that has a city.
    fn retire(&self, b: &Battle, bo: &BattleOrders) -> Result<()> {
        let (map, area) = (self.map, b.area);
        for (k, id) in bo.retire.iter().enumerate() {
            let p = format!("{}.retire[{k}]", b.base);
            if self.attacker {
                return Err(self.src.invalid(
                    &p,
                    "7.5.1.1: only forces upon whom an attack is declared retire into a city",
                ));
            }
            let leader = b.leaders.iter().any(|l| &l.id == id && !l.in_city);
            if !leader && !b.units.iter().any(|u| &u.id == id && !u.in_city) {
                return Err(self.src.invalid(
                    &p,
                    format!(
                        "'{id}' is not a unit of yours in {} outside its city",
                        map.name(area)
                    ),
                ));
            }
            if map.areas.get(area).is_some_and(|a| a.city.is_none()) {
                return Err(self
                    .src
                    .invalid(&p, format!("7.5.1.1: {} has no city", map.name(area))));
            }
        }
        Ok(())
    }

    /// 7.5.4.2.3: only the phasing power sallies, with its units inside the city.
    fn sally(&self, b: &Battle, bo: &BattleOrders) -> Result<()> {
        let area = b.area;
        for (k, id) in bo.sally.iter().enumerate() {
            let p = format!("{}.sally[{k}]", b.base);
            if !self.attacker {
                return Err(self.src.invalid(
                    &p,
                    "7.5.4.2.3: only the phasing power's besieged forces sally with its relieving force",
                ));
            }
            if !self.state.units.iter().any(|u| {
                &u.id == id && u.area == area && u.in_city && self.powers.contains(&u.power)
            }) {
                return Err(self.src.invalid(
                    &p,
                    format!(
                        "7.5.4.2.3: '{id}' is not a unit of yours inside the city of {}",
                        self.map.name(area)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Day `d`'s orders: a chit of the side's set (7.5.2.1); with the outflank chit, an
    /// eligible outflanking force of units present (7.5.2.3).
    fn day(&self, b: &Battle, d: usize, day: &DayOrders) -> Result<()> {
        let src = self.src;
        let p = format!("{}.days[{d}]", b.base);
        let set: &[Chit] = if self.attacker {
            &Chit::ATTACKER
        } else {
            &Chit::DEFENDER
        };
        if !set.contains(&day.chit) {
            let names: Vec<&str> = set.iter().map(|c| c.key()).collect();
            return Err(src.invalid(
                &format!("{p}.chit"),
                format!(
                    "7.5.2.1: '{}' is not one of the {} chits: {}",
                    day.chit.key(),
                    if self.attacker {
                        "attacker's"
                    } else {
                        "defender's"
                    },
                    names.join(", ")
                ),
            ));
        }
        if day.chit != Chit::Outflank {
            if !day.outflanking.is_empty() {
                return Err(src.invalid(
                    &format!("{p}.outflanking"),
                    "7.5.2.3: an outflanking force needs the outflank chit",
                ));
            }
            return Ok(());
        }
        if d == 0 {
            may_outflank(&b.units, &b.leaders)
                .map_err(|why| src.invalid(&format!("{p}.chit"), why.to_string()))?;
        }
        if day.outflanking.is_empty() {
            return Err(src.invalid(
                &format!("{p}.chit"),
                "7.5.2.3: with the outflank chit, list the outflanking force in `outflanking:`",
            ));
        }
        for (k, id) in day.outflanking.iter().enumerate() {
            if !b.units.iter().any(|u| &u.id == id) {
                return Err(src.invalid(
                    &format!("{p}.outflanking[{k}]"),
                    not_here(self.map, self.state, self.powers, id, b.area, &b.units),
                ));
            }
        }
        check_division(&b.units, &day.outflanking)
            .map_err(|why| src.invalid(&format!("{p}.outflanking"), why.to_string()))
    }

    /// 7.5.2.11: a reinforcing attempt at path `p` comes from an adjacent area, not across a
    /// crossing arrow, not from another combat, with units of the player there (non-corps
    /// only with a leader) and, if named, a leader of the player there.
    fn reinforce(&self, b: &Battle, p: &str, r: &Reinforce) -> Result<()> {
        let (map, state, powers, src, area) = (self.map, self.state, self.powers, self.src, b.area);
        let border = map.border(&r.from, area).ok_or_else(|| {
            src.invalid(
                &format!("{p}.from"),
                format!(
                    "7.5.2.11.1: {} is not adjacent to {}",
                    map.name(&r.from),
                    map.name(area)
                ),
            )
        })?;
        if border.crossing {
            return Err(src.invalid(
                &format!("{p}.from"),
                "7.5.2.11.1.1: no reinforcement across a crossing arrow",
            ));
        }
        if self.all.iter().any(|s| s.area == r.from) {
            return Err(src.invalid(
                &format!("{p}.from"),
                format!(
                    "7.5.2.11.1.2: forces at {} take part in another combat this sequence",
                    map.name(&r.from)
                ),
            ));
        }
        let there: Vec<_> = state
            .units
            .iter()
            .filter(|u| u.area == r.from && powers.contains(&u.power))
            .collect();
        for (j, id) in r.units.iter().enumerate() {
            let Some(u) = there.iter().find(|u| &u.id == id) else {
                return Err(src.invalid(
                    &format!("{p}.units[{j}]"),
                    not_here(map, state, powers, id, &r.from, &there),
                ));
            };
            if u.kind != UnitKind::Corps && r.leader.is_none() {
                return Err(src.invalid(
                    &format!("{p}.units[{j}]"),
                    format!("7.5.2.11.2: {} can reinforce only with a leader", u.name),
                ));
            }
        }
        if let Some(l) = &r.leader {
            if !state
                .leaders
                .iter()
                .any(|x| &x.id == l && x.area == r.from && powers.contains(&x.power))
            {
                return Err(src.invalid(
                    &format!("{p}.leader"),
                    format!("no leader '{l}' of yours at {}", map.name(&r.from)),
                ));
            }
        }
        Ok(())
    }
}

/// Why unit `id` is not among `yours` at `area`: another power's unit ("not yours"), one
/// of yours elsewhere, or no unit of that id at all; with the units you have there.
fn not_here(
    map: &Map,
    state: &State,
    powers: &[String],
    id: &str,
    area: &str,
    yours: &[&Unit],
) -> String {
    let here = format!("your units at {} are {}", map.name(area), ids(yours));
    match state.units.iter().find(|u| u.id == id) {
        Some(u) if !powers.contains(&u.power) => {
            format!("{} is not yours (it is {}'s); {here}", u.name, u.power)
        }
        Some(u) if u.area != area => {
            format!(
                "{} is at {}, not at {}; {here}",
                u.name,
                map.name(&u.area),
                map.name(area)
            )
        }
        Some(u) => format!("{} cannot be named here; {here}", u.name),
        None => format!("no unit has the id '{id}'; {here}"),
    }
}

fn ids(units: &[&Unit]) -> String {
    units
        .iter()
        .map(|u| u.id.clone())
        .collect::<Vec<_>>()
        .join(", ")
}
