//! FIRE COMBAT: ARTILLERY: points per gun by gun size and range band (canister 8",
//! effective 20", long 35") in the 30° arc, read on the fire combat table; and the
//! bounce-through, a strip 1" wide centre to centre to 5" past the target, at ½ casualties.

use super::fire_combat_table::{fire_combat, FireResult};
use super::modifiers::reading_notes;
use crate::board::table::fire_lane;
use crate::board::table::measure::Length;
use crate::board::table::sight::{Field, NoTarget};
use crate::board::table::stand::Stand;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::flags::{FireFirer, FireTarget};
use crate::rules::old_trousers::tables::{Charts, GunSize, Term};

/// One battery's fire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArtilleryFire {
    /// Gun size.
    pub gun: GunSize,
    /// Guns firing.
    pub guns: u32,
    /// Edge range to the target (the table engine's fire check gives it).
    pub range: Length,
    /// "Target is:" modifiers that hold (cover by its artillery figure).
    pub target: Vec<FireTarget>,
    /// "Firer is:" modifiers that hold.
    pub firer: Vec<FireFirer>,
}

/// The result of artillery fire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArtilleryResult {
    /// The range band's name (canister, effective, long).
    pub band: String,
    /// Points per gun in that band.
    pub per_gun: u32,
    /// Whether the band is canister (the morale table's Canister modifier).
    pub canister: bool,
    /// The table's result.
    pub fire: FireResult,
}

/// Resolves artillery fire: points = guns × points per gun of the size in the band of the
/// range, read on the fire combat table with the modifiers that hold (cover by its
/// artillery figure). A gun of 0 points in the band rolls nothing.
///
/// # Errors
/// [`NoTarget::OutOfRange`] beyond the longest band.
// Fire Combat: Artillery
pub fn artillery(
    charts: &Charts,
    fire: &ArtilleryFire,
    dice: &mut dyn Dice,
) -> Result<ArtilleryResult, NoTarget> {
    let a = &charts.artillery;
    let (i, band) = a.band(fire.range).ok_or(NoTarget::OutOfRange(fire.range))?;
    let per_gun = a.per_gun(fire.gun, i);
    let m = &charts.musketry;
    let mut terms = Vec::new();
    for k in FireTarget::ALL.iter().filter(|k| fire.target.contains(k)) {
        let t = &m.target[k];
        terms.push(Term {
            name: t.label.clone(),
            value: t.artillery,
        });
    }
    for k in FireFirer::ALL.iter().filter(|k| fire.firer.contains(k)) {
        let (label, value) = &m.firer[k];
        terms.push(Term {
            name: label.clone(),
            value: *value,
        });
    }
    let mut notes = Vec::new();
    notes.extend(reading_notes(charts, &fire.target, &fire.firer));
    let points = per_gun.saturating_mul(fire.guns);
    Ok(ArtilleryResult {
        band: band.to_string(),
        per_gun,
        canister: i == 0,
        fire: fire_combat(charts, points, &terms, &notes, dice, "artillery fire"),
    })
}

/// Whether `gun` can fire at `target`: some of it in the 30° arc, within the longest band
/// edge to edge, seen; the edge range, or why not (the table engine's fire check).
///
/// # Errors
/// [`NoTarget`]: out of arc, out of range, or blocked.
pub fn artillery_reach(
    charts: &Charts,
    field: &Field,
    gun: &Stand,
    target: &Stand,
) -> Result<Length, NoTarget> {
    let a = &charts.artillery;
    let reach = a.bands.last().map_or(Length::ZERO, |b| b.to.0);
    field.fire_check(gun, target, a.arc.value, reach)
}

/// A stand struck by the bounce-through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bounce {
    /// The stand's id.
    pub id: String,
    /// Its hits: the target's hits × ½, rounded down (provisional rounding).
    pub hits: u32,
    /// The provisional note of the rounding, if provisional.
    pub provisional: Option<String>,
}

/// The bounce-through of a shot from `gun` at `target` that scored `hits`: every stand
/// other than the gun and the target in the strip (the chart's width, centre to centre, to
/// its distance past the target's rear), nearest first, each taking the chart's share of
/// the hits. Measured by the table engine's `bounce_through`.
// Fire Combat: Artillery, Bounce Through
pub fn bounce_through(
    charts: &Charts,
    gun: &Stand,
    target: &Stand,
    stands: &[Stand],
    hits: u32,
) -> Vec<Bounce> {
    let b = &charts.artillery.bounce;
    let (num, den) = (b.share.numerator, b.share.denominator);
    let share =
        u32::try_from(u64::from(hits) * u64::from(num) / u64::from(den.max(1))).unwrap_or(u32::MAX);
    fire_lane::bounce_through(gun, target, stands, b.width, b.past)
        .into_iter()
        .filter(|id| *id != target.id)
        .map(|id| Bounce {
            id,
            hits: share,
            provisional: b.rounding.provisional.clone(),
        })
        .collect()
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

    fn shot(gun: GunSize, range: Length) -> ArtilleryFire {
        ArtilleryFire {
            gun,
            guns: 1,
            range,
            target: vec![],
            firer: vec![],
        }
    }

    #[test]
    fn every_cell_of_points_per_gun() {
        let c = charts();
        let want = [
            (GunSize::Over12, [5, 3, 2]),
            (GunSize::Twelve, [5, 2, 1]),
            (GunSize::EightNine, [4, 2, 1]),
            (GunSize::Six, [4, 1, 0]),
            (GunSize::Under6, [3, 1, 0]),
        ];
        for (gun, per) in want {
            // Each band's near and far edge.
            for (i, r) in [
                (0, 0),
                (0, 8000),
                (1, 8001),
                (1, 20_000),
                (2, 20_001),
                (2, 35_000),
            ] {
                let res =
                    artillery(&c, &shot(gun, Length(r)), &mut ScriptedDice::new([5])).unwrap();
                assert_eq!(res.per_gun, per[i], "{gun} at {r}");
                assert_eq!(res.canister, i == 0);
            }
        }
        let far = artillery(
            &c,
            &shot(GunSize::Over12, Length(35_001)),
            &mut ScriptedDice::new([]),
        );
        assert_eq!(far, Err(NoTarget::OutOfRange(Length(35_001))));
    }

    #[test]
    fn a_battery_at_canister_with_artillery_cover() {
        // 6 x 12 pdr at canister: 30 points (26 - 30); die 8, heavy cover vs artillery -2,
        // 1st fire +2 = 8: 3 hits.
        let c = charts();
        let mut f = shot(GunSize::Twelve, Length::inches(6));
        f.guns = 6;
        f.target = vec![FireTarget::CoverHeavy];
        f.firer = vec![FireFirer::ArtilleryFirstFire];
        let r = artillery(&c, &f, &mut ScriptedDice::new([8])).unwrap();
        assert_eq!(
            (r.fire.points, r.fire.hits, r.band.as_str()),
            (30, 3, "canister")
        );
        // 6 pdr at long range: no points, no roll.
        let r = artillery(
            &c,
            &shot(GunSize::Six, Length::inches(30)),
            &mut ScriptedDice::new([]),
        )
        .unwrap();
        assert_eq!((r.fire.points, r.fire.hits, r.fire.rolls.len()), (0, 0, 0));
    }

    #[test]
    fn bounce_through_at_half_casualties_rounded_down() {
        use crate::board::table::stand::tests::stand;
        let c = charts();
        let gun = stand("g", 10, 10, 0, 1, 1);
        let t = stand("t", 10, 20, 180, 4, 2);
        let all = vec![
            gun.clone(),
            t.clone(),
            stand("near", 10, 25, 0, 4, 2),
            stand("far", 10, 28, 0, 4, 2),
            stand("side", 13, 24, 0, 4, 1),
        ];
        let b = bounce_through(&c, &gun, &t, &all, 3);
        assert_eq!(b.len(), 1);
        assert_eq!((b[0].id.as_str(), b[0].hits), ("near", 1));
        assert!(b[0].provisional.is_some());
    }
}
