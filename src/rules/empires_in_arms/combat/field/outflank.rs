//! Outflanking: who may choose the chit (7.5.2.1), dividing the force (7.5.2.3), and the
//! arrival of the outflanking force (7.5.2.12).

use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::units::{FactorType, Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::charts::Charts;
pub use crate::rules::empires_in_arms::words::reasons::Unfit;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// 7.5.2.1: an outflank chit needs at least two non-artillery corps and a leader.
/// Err holds the reason.
pub fn may_outflank(units: &[&Unit], leaders: &[&Leader]) -> Result<(), Unfit> {
    let corps = units.iter().filter(|u| u.is_non_artillery_corps()).count();
    if corps >= 2 && !leaders.is_empty() {
        return Ok(());
    }
    Err(Unfit::TooFewForOutflank {
        corps,
        leaders: leaders.len(),
    })
}

/// 7.5.2.3.1-2: checks a division. The pinning force keeps at least one non-artillery corps,
/// every garrison, artillery and guerilla (leaders always pin); the outflanking force holds at
/// least one corps and every cossack and freikorps. Err holds the reason.
pub fn check_division(units: &[&Unit], outflanking: &[String]) -> Result<(), Unfit> {
    let out: Vec<&&Unit> = units
        .iter()
        .filter(|u| outflanking.contains(&u.id))
        .collect();
    let pin: Vec<&&Unit> = units
        .iter()
        .filter(|u| !outflanking.contains(&u.id))
        .collect();
    if !out.iter().any(|u| u.kind == UnitKind::Corps) {
        return Err(Unfit::OutflankingWithoutCorps);
    }
    if !pin.iter().any(|u| u.is_non_artillery_corps()) {
        return Err(Unfit::PinningWithoutCorps);
    }
    if let Some(u) = out
        .iter()
        .find(|u| matches!(u.kind, UnitKind::Garrison | UnitKind::Guerilla))
    {
        return Err(Unfit::GarrisonMustPin {
            unit: u.name.clone(),
        });
    }
    if let Some(u) = out
        .iter()
        .find(|u| u.factors.get(&FactorType::Artillery).copied().unwrap_or(0) > 0)
    {
        return Err(Unfit::ArtilleryMustPin {
            unit: u.name.clone(),
        });
    }
    if let Some(u) = pin
        .iter()
        .find(|u| matches!(u.kind, UnitKind::Cossacks | UnitKind::Freikorps))
    {
        return Err(Unfit::MustOutflank {
            unit: u.name.clone(),
        });
    }
    Ok(())
}

/// 7.5.2.12.1: after round 1 or 2, the outflanking side rolls against its commander's
/// strategic rating, -1 in forest, mountain or marsh (7.5.2.12.1.2), +2 after round 2
/// (7.5.2.12.1.3). The report line goes to `lines` when given (`pbem odds` reads none);
/// nothing when nothing is pending.
pub fn arrival(
    charts: &Charts,
    terrain: &str,
    force: &mut Force,
    round: u32,
    dice: &mut dyn Dice,
    (purpose, lines): (&str, Option<&mut Vec<String>>),
) {
    if !force.outflank_pending() || round > 2 {
        return;
    }
    let Some(c) = force.commander().cloned() else {
        return;
    };
    let terrain_mod = charts.terrain.effect(terrain).strategic;
    let late = if round == 2 { 2 } else { 0 };
    let rating = i32::from(c.strategic) + terrain_mod + late;
    let r = dice.roll(6, purpose);
    let ok = r.value as i32 <= rating;
    if ok {
        force.arrived = true;
    }
    if let Some(lines) = lines {
        lines.push(say(&Said::OutflankArrival {
            side: &force.label,
            commander: &c.name,
            die: r.value,
            index: r.index,
            rating,
            strategic: c.strategic,
            terrain_modifier: terrain_mod,
            terrain,
            late: late > 0,
            arrives: ok,
            round,
        }));
    }
}
