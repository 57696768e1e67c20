//! FIRE COMBAT - MUSKETRY (Front Rank Only): fire points per front-rank stand by who fires,
//! with enfilade; musket 4" and rifle 8" in the 45° arc; read on the fire combat table.

use super::fire_combat_table::{fire_combat, FireResult};
use super::modifiers::reading_notes;
use crate::board::table::measure::Length;
use crate::board::table::sight::{Field, NoTarget};
use crate::board::table::stand::Stand;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::{FireFirer, FireTarget};
use crate::rules::old_trousers::tables::{Charts, Musketeers, Term};

/// One unit's musketry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MusketryFire {
    /// Who fires (British, other infantry, skirmishers).
    pub musketeers: Musketeers,
    /// Stands in the front rank (the stands chart's front rank of the formation).
    pub front_rank: u32,
    /// Fire from the target's flank (enfilade).
    pub enfilade: bool,
    /// "Target is:" modifiers that hold.
    pub target: Vec<FireTarget>,
    /// "Firer is:" modifiers that hold.
    pub firer: Vec<FireFirer>,
}

/// The result of musketry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MusketryResult {
    /// Fire points per front-rank stand used.
    pub per_stand: u32,
    /// The table's result (points, hits, each roll's breakdown).
    pub fire: FireResult,
}

/// Resolves musketry: fire points = points per front-rank stand (the enfilade figure when
/// enfilading and the chart has one) × front-rank stands, read on the fire combat table
/// with every modifier that holds (each named once, in the chart's order).
// Fire Combat - Musketry (Front Rank Only)
pub fn musketry(charts: &Charts, fire: &MusketryFire, dice: &mut dyn Dice) -> MusketryResult {
    let m = &charts.musketry;
    let fp = m.fire_points[&fire.musketeers];
    let per_stand = match (fire.enfilade, fp.enfilade) {
        (true, Some(e)) => e,
        _ => fp.normal,
    };
    let mut terms = Vec::new();
    for k in FireTarget::ALL.iter().filter(|k| fire.target.contains(k)) {
        let t = &m.target[k];
        terms.push(Term {
            name: t.label.clone(),
            value: t.musketry,
        });
    }
    for k in FireFirer::ALL.iter().filter(|k| fire.firer.contains(k)) {
        let (label, value) = &m.firer[k];
        terms.push(Term {
            name: label.clone(),
            value: *value,
        });
    }
    let mut notes = vec![charts.stands.note.clone()];
    notes.extend(reading_notes(charts, &fire.target, &fire.firer));
    let points = per_stand.saturating_mul(fire.front_rank);
    MusketryResult {
        per_stand,
        fire: fire_combat(charts, points, &terms, &notes, dice, "musketry"),
    }
}

/// Whether `firer` can fire musketry at `target` (rifles to 8", muskets to 4", edge to
/// edge, some of the target in the 45° arc, seen): the edge range, or why not. Measured by
/// the table engine's fire check.
///
/// # Errors
/// [`NoTarget`]: out of arc, out of range, or blocked.
pub fn musketry_reach(
    charts: &Charts,
    field: &Field,
    firer: &Stand,
    target: &Stand,
    rifles: bool,
) -> Result<Length, NoTarget> {
    let m = &charts.musketry;
    let reach = if rifles {
        m.rifle_range
    } else {
        m.musket_range
    };
    field.fire_check(firer, target, m.arc.value, reach)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::GameData;
    use crate::fairness::ScriptedDice;
    use std::sync::Arc;

    fn charts() -> Arc<Charts> {
        Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap()
    }

    fn fire(m: Musketeers, stands: u32, enfilade: bool) -> MusketryFire {
        MusketryFire {
            musketeers: m,
            front_rank: stands,
            enfilade,
            target: vec![],
            firer: vec![],
        }
    }

    #[test]
    fn fire_points_by_troop_and_enfilade() {
        let c = charts();
        let cases = [
            (Musketeers::BritishInfantry, false, 3),
            (Musketeers::BritishInfantry, true, 4),
            (Musketeers::OtherInfantry, false, 2),
            (Musketeers::OtherInfantry, true, 3),
            (Musketeers::InfantrySkirmishers, true, 2),
            (Musketeers::CavalrySkirmishers, false, 1),
        ];
        for (m, enf, per) in cases {
            let r = musketry(&c, &fire(m, 4, enf), &mut ScriptedDice::new([5]));
            assert_eq!((r.per_stand, r.fire.points), (per, per * 4), "{m}");
        }
    }

    #[test]
    fn every_modifier_by_name() {
        let c = charts();
        let target = [
            (FireTarget::CoverLight, -1),
            (FireTarget::CoverMedium, -2),
            (FireTarget::CoverHeavy, -3),
            (FireTarget::UnlimberedArtillery, -2),
            (FireTarget::Column, 1),
            (FireTarget::Square, 2),
            (FireTarget::OrganicSkirmishers, -1),
            (FireTarget::Skirmishers, -3),
            (FireTarget::FrenchBritishSkirmishers, -4),
            (FireTarget::Town, -1),
            (FireTarget::Firefight, 2),
        ];
        for (t, v) in target {
            let mut f = fire(Musketeers::OtherInfantry, 4, false);
            f.target = vec![t];
            let r = musketry(&c, &f, &mut ScriptedDice::new([5]));
            let b = &r.fire.rolls[0].breakdown;
            assert_eq!(
                (b.terms.len(), b.terms[0].value, b.total()),
                (1, v, 5 + v),
                "{t}"
            );
            assert_eq!(b.terms[0].name, c.musketry.target[&t].label);
        }
        let firer = [
            (FireFirer::OgSuperiorExcellent, 1),
            (FireFirer::FairPoor, -1),
            (FireFirer::Skirmishers, -2),
            (FireFirer::RussianTurkish, -1),
            (FireFirer::Shaken, -1),
            (FireFirer::Moving, -1),
            (FireFirer::Disordered, -1),
            (FireFirer::PointBlank, 2),
            (FireFirer::ArtilleryScreened, -1),
            (FireFirer::ArtilleryFirstFire, 2),
            (FireFirer::ArtillerySecondRound, 1),
        ];
        for (t, v) in firer {
            let mut f = fire(Musketeers::OtherInfantry, 4, false);
            f.firer = vec![t];
            let r = musketry(&c, &f, &mut ScriptedDice::new([5]));
            assert_eq!(r.fire.rolls[0].breakdown.total(), 5 + v, "{t}");
        }
    }

    #[test]
    fn a_british_line_in_enfilade_at_point_blank() {
        // 4 stands x 4 = 16 points (16 - 20); die 7, cover -1, Moving -1, Point Blank +2 = 7: 2 hits.
        let c = charts();
        let mut f = fire(Musketeers::BritishInfantry, 4, true);
        f.firer = vec![FireFirer::Moving, FireFirer::PointBlank];
        f.target = vec![FireTarget::CoverLight];
        let r = musketry(&c, &f, &mut ScriptedDice::new([7]));
        let line = r.fire.rolls[0].breakdown.to_string();
        assert_eq!(r.fire.hits, 2, "{line}");
        assert!(line.starts_with("FIRE COMBAT TABLE : MUSKETRY, 16 - 20 fire points: d10 7 + In Cover Light -1 + Moving -1 + Point Blank +2 = 7: 7 - 9 (2 hits) (provisional: "), "{line}");
        assert!(
            line.contains("read as the first against musketry"),
            "{line}"
        );
    }
}
