//! Tests of the costs paid along a path: the part in the terrain, crossings, bridges.

use super::*;
use crate::board::table::costs::LinearCost;
use crate::board::table::geometry::{polygon, polyline};
use crate::board::table::terrain::{Area, AreaKind, Linear};

fn table() -> Table {
    let mut t = Table::open("t", Length::inches(48), Length::inches(48));
    let wood = vec![
        Point::inches(10, 20),
        Point::inches(30, 20),
        Point::inches(30, 30),
        Point::inches(10, 30),
    ];
    t.areas.push(Area {
        id: "wood".into(),
        kind: AreaKind::LightWoods,
        level: 0,
        poly: polygon(&wood),
        outline: wood,
    });
    for (id, kind, pts) in [
        ("brook", LinearKind::River, [(0, 40), (48, 40)]),
        ("bridge", LinearKind::Bridge, [(20, 39), (20, 41)]),
        ("ditch", LinearKind::Ditch, [(0, 10), (48, 10)]),
    ] {
        let pts: Vec<Point> = pts.iter().map(|&(x, y)| Point::inches(x, y)).collect();
        t.linears.push(Linear {
            id: id.into(),
            kind,
            line: polyline(&pts),
            points: pts,
        });
    }
    t
}

fn costs() -> MoveCosts {
    let mut c = MoveCosts::default();
    c.areas.insert(AreaKind::LightWoods, Some(2000));
    c.linears.insert(LinearKind::River, None);
    c.linears.insert(
        LinearKind::Ditch,
        Some(LinearCost {
            multiplier: 1000,
            extra: Length::inches(1),
        }),
    );
    c
}

fn cost(from: (i64, i64), to: (i64, i64)) -> Result<PathCost, String> {
    let (a, b) = (Point::inches(from.0, from.1), Point::inches(to.0, to.1));
    path_cost(&table(), &costs(), &[a, b], a.distance(b))
}

// TERRAIN TYPE MOVEMENT EFFECT: "Formed units move at ½ speed" in woods, for the part of the
// move inside them.
#[test]
fn only_the_part_in_the_woods_pays_half_speed() {
    let c = cost((20, 14), (20, 23)).unwrap();
    assert_eq!(c.total, Length::inches(12));
    assert_eq!(
        c.to_string(),
        "12.000\" = 6.000\" open + 6.000\" in wood (x2)"
    );
    let c = cost((20, 22), (20, 28)).unwrap();
    assert_eq!(c.to_string(), "12.000\" = 12.000\" in wood (x2)");
}

// "Streams & Ditches Cost infantry 1"": per crossing, on top of the distance.
#[test]
fn a_ditch_crossing_adds_its_extra() {
    let c = cost((5, 8), (5, 12)).unwrap();
    assert_eq!(
        c.to_string(),
        "5.000\" = 4.000\" open + 1.000\" crossing ditch"
    );
    assert_eq!(c.crossed, vec![("ditch".to_string(), LinearKind::Ditch)]);
}

// "Rivers May not be entered"; "Bridges Must be crossed in company column or skirmish".
#[test]
fn a_river_is_crossed_only_by_its_bridge() {
    assert_eq!(cost((5, 38), (5, 42)), Err("brook".to_string()));
    let c = cost((20, 38), (20, 42)).unwrap();
    assert_eq!(c.total, Length::inches(4));
    assert_eq!(c.bridges, vec!["bridge".to_string()]);
}
