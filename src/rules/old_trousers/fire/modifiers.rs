//! The FIRE COMBAT TABLE's DIE ROLL MODIFIERS that hold, read from the state: "Target is:"
//! (cover by woods class, town, unlimbered artillery, column, square, organic skirmishers,
//! skirmishers, Fr/Br skirmishers, firefight) and "Firer is:" (quality, skirmishers,
//! Rus/Turk, shaken, moving, disordered, point blank, artillery screened, 1 DOB, 2nd round);
//! and the provisional readings each used flag rests on, for the report.

use super::screen::screened;
use crate::board::table::measure::Length;
use crate::board::table::stand::{Formation, Stand};
use crate::board::table::terrain::{AreaKind, Table};
use crate::rules::old_trousers::state::{Arm, Nation, Quality, Unit};
use crate::rules::old_trousers::tables::flags::{FireFirer, FireTarget};
use crate::rules::old_trousers::tables::Charts;
use crate::rules::old_trousers::words::{breakdown::Said, say};

/// The "Target is:" modifiers that hold for target `t` on `table`; `firefight` when `t`
/// fires at the firer in the same subsegment. Sorted, each once.
// Fire Combat Table: Musketry, Die Roll Modifiers, Target is
pub fn target_flags(table: &Table, t: &Unit, firefight: bool) -> Vec<FireTarget> {
    let mut v = vec![];
    for a in table.areas.iter().filter(|a| a.has(t.stand.centre)) {
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
    if t.organic_skirmishers && t.stand.formation != Formation::Skirmish {
        v.push(FireTarget::OrganicSkirmishers);
    }
    if firefight {
        v.push(FireTarget::Firefight);
    }
    v.sort();
    v.dedup();
    v
}

/// The "Firer is:" modifiers that hold for firer `f` at edge `range` among `stands`;
/// `moving` in the Moving Fire Subsegment for a unit that moved. Artillery Screened,
/// 1 DOB (first round of the battle) and 2nd Round hold for artillery only.
// Fire Combat Table: Musketry, Die Roll Modifiers, Firer is
pub fn firer_flags(
    charts: &Charts,
    f: &Unit,
    stands: &[Stand],
    range: Length,
    moving: bool,
) -> Vec<FireFirer> {
    let mut v = vec![];
    match f.quality {
        Quality::Og | Quality::Superior | Quality::Excellent => {
            v.push(FireFirer::OgSuperiorExcellent)
        }
        Quality::Fair | Quality::Poor => v.push(FireFirer::FairPoor),
        Quality::Good => {}
    }
    let m = f.stand.markers;
    let artillery = f.troop.arm() == Arm::Artillery;
    for (on, flag) in [
        (
            f.stand.formation == Formation::Skirmish,
            FireFirer::Skirmishers,
        ),
        (
            matches!(f.nation, Nation::Russian | Nation::Turkish),
            FireFirer::RussianTurkish,
        ),
        (m.shaken, FireFirer::Shaken),
        (moving, FireFirer::Moving),
        (m.disordered, FireFirer::Disordered),
        (
            range <= charts.engagement.point_blank.value,
            FireFirer::PointBlank,
        ),
        (
            artillery && !screened(&f.stand, stands, charts.artillery.screened.value).is_empty(),
            FireFirer::ArtilleryScreened,
        ),
        (artillery && f.rounds == 0, FireFirer::ArtilleryFirstFire),
        (artillery && f.rounds == 1, FireFirer::ArtillerySecondRound),
    ] {
        if on {
            v.push(flag);
        }
    }
    v
}

/// The provisional readings behind the flags used, each naming its chart and key: the
/// cover figures (musketry or artillery), Firefight, Artillery Screened, 1 DOB / 2nd Round.
pub fn reading_notes(charts: &Charts, target: &[FireTarget], firer: &[FireFirer]) -> Vec<String> {
    let m = &charts.musketry;
    let a = &charts.artillery;
    let mut notes = vec![];
    let mut add = |on: bool, key: &str, note: &Option<String>| {
        if let (true, Some(n)) = (on, note) {
            notes.push(say(&Said::KeyNote { key, note: n }));
        }
    };
    add(
        target.iter().any(|t| m.target[t].split),
        "charts/musketry.yaml cover-columns",
        &m.cover_columns.provisional,
    );
    add(
        target.contains(&FireTarget::Firefight),
        "charts/musketry.yaml firefight",
        &m.firefight.provisional,
    );
    add(
        firer.contains(&FireFirer::ArtilleryScreened),
        "charts/artillery.yaml screened",
        &a.screened.provisional,
    );
    add(
        firer.contains(&FireFirer::ArtilleryFirstFire)
            || firer.contains(&FireFirer::ArtillerySecondRound),
        "charts/artillery.yaml rounds",
        &a.rounds.provisional,
    );
    notes
}
