//! Outflanking: who may choose the chit (7.5.2.1), dividing the force (7.5.2.3), and the
//! arrival of the outflanking force (7.5.2.12).

use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::units::{FactorType, Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::charts::Charts;

/// 7.5.2.1: an outflank chit needs at least two non-artillery corps and a leader.
/// Err holds the reason in words.
pub fn may_outflank(units: &[&Unit], leaders: &[&Leader]) -> Result<(), String> {
    let corps = units.iter().filter(|u| u.is_non_artillery_corps()).count();
    if corps >= 2 && !leaders.is_empty() {
        return Ok(());
    }
    Err(format!(
        "7.5.2.1: an outflank chit needs at least two non-artillery corps and a leader; the force has {corps} non-artillery corps and {}",
        if leaders.is_empty() { "no leader".to_string() } else { format!("{} leader(s)", leaders.len()) }
    ))
}

/// 7.5.2.3.1-2: checks a division. The pinning force keeps at least one non-artillery corps,
/// every garrison, artillery and guerilla (leaders always pin); the outflanking force holds at
/// least one corps and every cossack and freikorps. Err holds the reason.
pub fn check_division(units: &[&Unit], outflanking: &[String]) -> Result<(), String> {
    let out: Vec<&&Unit> = units
        .iter()
        .filter(|u| outflanking.contains(&u.id))
        .collect();
    let pin: Vec<&&Unit> = units
        .iter()
        .filter(|u| !outflanking.contains(&u.id))
        .collect();
    if !out.iter().any(|u| u.kind == UnitKind::Corps) {
        return Err("7.5.2.3.2: the outflanking force must hold at least one corps".into());
    }
    if !pin.iter().any(|u| u.is_non_artillery_corps()) {
        return Err(
            "7.5.2.3.1: the pinning force must keep at least one non-artillery corps".into(),
        );
    }
    if let Some(u) = out
        .iter()
        .find(|u| matches!(u.kind, UnitKind::Garrison | UnitKind::Guerilla))
    {
        return Err(format!(
            "7.5.2.3.1: {} must stay in the pinning force (garrisons and guerillas pin)",
            u.name
        ));
    }
    if let Some(u) = out
        .iter()
        .find(|u| u.factors.get(&FactorType::Artillery).copied().unwrap_or(0) > 0)
    {
        return Err(format!(
            "7.5.2.3.1: {} holds artillery factors, which stay in the pinning force",
            u.name
        ));
    }
    if let Some(u) = pin
        .iter()
        .find(|u| matches!(u.kind, UnitKind::Cossacks | UnitKind::Freikorps))
    {
        return Err(format!(
            "7.5.2.3.2: {} must move with the outflanking force (all cossacks and freikorps)",
            u.name
        ));
    }
    Ok(())
}

/// 7.5.2.12.1: after round 1 or 2, the outflanking side rolls against its commander's
/// strategic rating, -1 in forest, mountain or marsh (7.5.2.12.1.2), +2 after round 2
/// (7.5.2.12.1.3). Returns the report line, or None when nothing is pending.
pub fn arrival(
    charts: &Charts,
    terrain: &str,
    force: &mut Force,
    round: u32,
    dice: &mut dyn Dice,
    purpose: &str,
) -> Option<String> {
    if !force.outflank_pending() || round > 2 {
        return None;
    }
    let c = force.commander()?.clone();
    let terrain_mod = charts.terrain.effect(terrain).strategic;
    let late = if round == 2 { 2 } else { 0 };
    let rating = i32::from(c.strategic) + terrain_mod + late;
    let r = dice.roll(6, purpose);
    let ok = r.value as i32 <= rating;
    if ok {
        force.arrived = true;
    }
    Some(format!(
        "7.5.2.12: {}'s outflanking force: {} rolls {} (#{}) against {} (strategic {}{}{}): {}",
        force.label,
        c.name,
        r.value,
        r.index,
        rating,
        c.strategic,
        if terrain_mod != 0 {
            format!(", {terrain_mod} {terrain}")
        } else {
            String::new()
        },
        if late > 0 { ", +2 after round 2" } else { "" },
        if ok {
            "it arrives"
        } else if round == 1 {
            "not yet"
        } else {
            "it does not arrive today"
        }
    ))
}
