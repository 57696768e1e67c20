// III.B.2 Movement Subsegment: "change facing or formation" (provisional formation change costs).
//! `form F`: a formation change on the same front centre at its provisional share of the
//! move, and the TERRAIN TYPE MOVEMENT EFFECT "Any unit that changes formation while in
//! poor ground or in any form of woods becomes disordered."

use super::super::footprints::formation_key;
use super::super::model::Rules;
use super::super::state::{Arm, Unit};
use super::budget::{self, Budget};
use super::one;
use crate::board::table::measure::Length;
use crate::board::table::moves::Move;
use crate::board::table::stand::{Formation, Stand};
use crate::rules::old_trousers::words::{movement::Said, say};

/// `form F`: the new footprint on the same front centre, at its provisional cost.
pub(super) fn form(
    rules: &Rules,
    unit: &Unit,
    s: &mut Stand,
    stands: &[Stand],
    f: Formation,
    budget: &mut Budget,
) -> Result<String, (&'static str, String)> {
    let arm = unit.troop.arm();
    let (frontage, depth) = rules.footprints.size(arm, f).ok_or_else(|| {
        (
            "MOVEMENT TABLE",
            say(&Said::MayNotForm {
                troop: unit.troop.name(),
                formation: formation_key(f),
            }),
        )
    })?;
    let artillery = arm == Arm::Artillery;
    let share = if artillery {
        rules.charts.formation_changes.limber_unlimber
    } else {
        rules.charts.formation_changes.formation_change
    };
    if let Err(short) = budget.take(share) {
        let allowance = rules.charts.movement.allowance(unit.troop, s.formation);
        let why = budget::short_words(rules.revision, short, allowance);
        return Err(("formation changes (provisional)", why));
    }
    let front = s.front_centre();
    let mut n = s.clone();
    n.formation = f;
    n.frontage = frontage;
    n.depth = depth;
    n.centre = front.step(s.facing.turned(180), Length(depth.0 / 2));
    let m = one(
        rules,
        unit,
        &n,
        stands,
        Move::ChangeFacing(s.facing),
        Length::ZERO,
    )
    .map_err(|(_, y)| ("III.B.2: the new formation must fit (provisional)", y))?;
    *s = m.stand;
    let disordered_in = disordered_by_terrain(rules, s);
    Ok(say(&Said::Forms {
        formation: formation_key(f),
        share: &budget::show(share),
        disordered_in: disordered_in.as_deref(),
    }))
}

/// TERRAIN TYPE MOVEMENT EFFECT: a formation change in terrain that disorders it; the
/// area's id, with the stand marked disordered (`None`: no such terrain here).
fn disordered_by_terrain(rules: &Rules, s: &mut Stand) -> Option<String> {
    let disorders = &rules.charts.terrain.formation_change_disorders_in;
    let a = rules
        .table
        .areas
        .iter()
        .find(|a| disorders.contains(&a.kind) && a.has(s.centre))?;
    s.markers.disordered = true;
    Some(a.id.clone())
}
