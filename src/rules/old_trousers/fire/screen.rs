//! Artillery Screened (FIRE COMBAT modifiers, -1) and the charge test's Skirm Screen (+1):
//! friendly skirmishers screening a unit's front. The text gives the modifiers and no
//! definition; the measure is provisional (charts/artillery.yaml `screened`).

use crate::board::table::geometry::convex_overlap;
use crate::board::table::measure::Length;
use crate::board::table::stand::{Footprint, Formation, Stand};

/// The stands screening `unit`: every other stand of its side in skirmish order whose
/// footprint overlaps (by some area) the strip of `unit`'s frontage running `depth` ahead
/// of its front edge; ids in the order of `stands`. Empty when `depth` is zero. Integer
/// geometry: the strip's corners are rounded as a stand's are (docs/table.md).
// Fire Combat modifiers: Artillery Screened; Charge Test: Skirm Screen
pub fn screened(unit: &Stand, stands: &[Stand], depth: Length) -> Vec<String> {
    if depth <= Length::ZERO {
        return vec![];
    }
    let centre = unit.front_centre().step(unit.facing, depth.scale(1, 2));
    let strip = Footprint::new(centre, unit.facing, unit.frontage, depth).corners();
    stands
        .iter()
        .filter(|s| s.id != unit.id && s.side == unit.side)
        .filter(|s| s.formation == Formation::Skirmish)
        .filter(|s| convex_overlap(&strip, &s.footprint().corners()))
        .map(|s| s.id.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::table::measure::{Angle, Point};
    use crate::board::table::stand::Markers;

    fn stand(id: &str, side: &str, x: i64, y: i64, facing: i32, f: Formation) -> Stand {
        Stand {
            id: id.into(),
            side: side.into(),
            frontage: Length::inches(2),
            depth: Length::inches(1),
            centre: Point::new(x, y),
            facing: Angle::facing(facing),
            formation: f,
            markers: Markers::default(),
            commander: None,
        }
    }

    #[test]
    fn friendly_skirmishers_ahead_screen_and_nothing_else_does() {
        // Gun facing +y at (10", 10"): front edge at y 10.5"; the strip runs to 12.5".
        let gun = stand("g", "a", 10_000, 10_000, 0, Formation::Unlimbered);
        let two = Length::inches(2);
        let at = |id: &str, side: &str, y: i64, f: Formation| stand(id, side, 10_000, y, 0, f);
        let cases = [
            (at("s", "a", 12_000, Formation::Skirmish), true),
            // Its rear edge on the strip's far edge: touching, not overlapping.
            (at("s", "a", 13_000, Formation::Skirmish), false),
            (at("s", "b", 12_000, Formation::Skirmish), false),
            (at("s", "a", 12_000, Formation::Line), false),
            (at("s", "a", 8_000, Formation::Skirmish), false),
            (
                stand("s", "a", 11_500, 12_000, 0, Formation::Skirmish),
                true,
            ),
            (
                stand("s", "a", 12_000, 12_000, 0, Formation::Skirmish),
                false,
            ),
        ];
        for (s, want) in cases {
            let got = screened(&gun, &[gun.clone(), s.clone()], two);
            assert_eq!(got.len() == 1, want, "{s:?}");
        }
        let s = at("s", "a", 12_000, Formation::Skirmish);
        assert!(screened(&gun, std::slice::from_ref(&s), Length::ZERO).is_empty());
        // Turned a quarter: the same answer.
        let g90 = stand("g", "a", 10_000, 10_000, 90, Formation::Unlimbered);
        let s90 = stand("s", "a", 12_000, 10_000, 90, Formation::Skirmish);
        assert_eq!(screened(&g90, &[s90], two), vec!["s".to_string()]);
    }
}
