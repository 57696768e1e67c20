// FIRE COMBAT: ARTILLERY "Range (points per gun)": a battery weakens as it loses guns.
//! The guns a battery still fires with.

use super::super::model::Rules;
use super::super::state::{Arm, Unit};
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{fire::Said, say};

/// FIRE COMBAT: ARTILLERY "Range (points per gun)": the guns battery `f` still fires and,
/// when hits have cost it guns (0.6.0), the report's words. Its guns fall with its stands
/// lost (charts/stands.yaml): guns x stands left / stands, rounded down (PROVISIONAL: the
/// text counts points per gun and not how a battery loses guns).
pub fn guns_left(rules: &Rules, f: &Unit) -> (u32, Option<String>) {
    let guns = f.guns.unwrap_or(0);
    if !rules.revision.has(Change::GunsFallWithStands) {
        return (guns, None);
    }
    let s = &rules.charts.stands;
    let all = s.units.get(&Arm::Artillery).map_or(1, |u| u.stands.max(1));
    let left = guns.saturating_mul(s.stands_left(Arm::Artillery, f.hits)) / all;
    let words = (left < guns).then(|| {
        say(&Said::GunsLeft {
            unit: &f.name,
            left,
            guns,
            hits: f.hits,
        })
    });
    (left, words)
}
