//! Line of sight tests: terrain, crests, stands, and the waivers (seen through, over friends).
use super::super::stand::tests::stand;
use super::*;
use crate::board::table::geometry::polygon as poly;
use crate::board::table::terrain::Area;

fn wood(id: &str, pts: &[Point]) -> Area {
    Area {
        id: id.into(),
        kind: AreaKind::MediumWoods,
        level: 0,
        outline: pts.to_vec(),
        poly: poly(pts),
    }
}

#[test]
fn sight_blocked_by_wood_crest_and_stands() {
    let mut table = Table::open("t", Length::inches(48), Length::inches(48));
    table.areas.push(wood(
        "w",
        &[
            Point::inches(8, 14),
            Point::inches(12, 14),
            Point::inches(12, 16),
            Point::inches(8, 16),
        ],
    ));
    let a = stand("a", 10, 10, 0, 4, 2);
    let b = stand("b", 10, 20, 180, 4, 2);
    let sight = Sight::default();
    let err = Field::new(&table, &sight, &[])
        .stand_sight(&a, &b)
        .unwrap_err();
    assert_eq!(err, Blocker::Area("w".into()));
    // Corners of b at x=8 and x=12 are behind the wood too (lines from (10, 11)).
    let wide = stand("b", 10, 20, 180, 12, 2);
    assert!(
        Field::new(&table, &sight, &[])
            .stand_sight(&a, &wide)
            .is_ok(),
        "corner seen past the wood"
    );
    let open = Table::open("t", Length::inches(48), Length::inches(48));
    let c = stand("c", 10, 15, 0, 10, 1);
    let stands = vec![a.clone(), b.clone(), c];
    let field = Field::new(&open, &sight, &stands);
    assert_eq!(field.stand_sight(&a, &b), Err(Blocker::Stand("c".into())));
    let r = field.fire_check(&a, &b, 45, Length::inches(20));
    assert_eq!(r, Err(NoTarget::Blocked(Blocker::Stand("c".into()))));
    let r = Field::new(&open, &sight, &stands[..2]).fire_check(&a, &b, 45, Length::inches(4));
    assert_eq!(r, Err(NoTarget::OutOfRange(Length::inches(8))));
}

fn hill(id: &str, level: u8, pts: &[Point]) -> Area {
    Area {
        id: id.into(),
        kind: AreaKind::Hill,
        level,
        outline: pts.to_vec(),
        poly: poly(pts),
    }
}

#[test]
fn waivers_see_through_a_formation_and_over_lower_friends() {
    let mut table = Table::open("t", Length::inches(48), Length::inches(48));
    // The gun stands on a level-1 hill covering y 0..=12; the friend below it at y 15.
    let h = [
        Point::inches(0, 0),
        Point::inches(48, 0),
        Point::inches(48, 12),
        Point::inches(0, 12),
    ];
    table.areas.push(hill("h", 1, &h));
    let mut gun = stand("g", 10, 10, 0, 2, 1);
    gun.formation = Formation::Unlimbered;
    let friend = stand("f", 10, 15, 0, 4, 1);
    let mut enemy = stand("e", 10, 25, 180, 4, 2);
    enemy.side = "b".into();
    let all = [gun.clone(), friend.clone(), enemy.clone()];
    let mut sight = Sight::default();
    let f = Field::new(&table, &sight, &all);
    assert_eq!(f.stand_sight(&gun, &enemy), Err(Blocker::Stand("f".into())));
    assert!(f.waived_on_line(&gun, &enemy).is_empty());
    // Guns on the hill fire over the friend on lower ground.
    sight.over_friends.insert(Formation::Unlimbered);
    let f = Field::new(&table, &sight, &all);
    assert_eq!(f.stand_sight(&gun, &enemy), Ok(()));
    assert_eq!(f.waived_on_line(&gun, &enemy), vec!["f".to_string()]);
    // Not over an enemy, nor from level ground.
    let mut foe = friend.clone();
    foe.side = "b".into();
    let f2 = Field::new(&table, &sight, &[gun.clone(), foe, enemy.clone()]);
    assert_eq!(
        f2.stand_sight(&gun, &enemy),
        Err(Blocker::Stand("f".into()))
    );
    let flat = Table::open("t", Length::inches(48), Length::inches(48));
    let f3 = Field::new(&flat, &sight, &all);
    assert_eq!(
        f3.stand_sight(&gun, &enemy),
        Err(Blocker::Stand("f".into()))
    );
    // Skirmishers seen through by anyone.
    let mut skirm = friend.clone();
    skirm.formation = Formation::Skirmish;
    let mut line = gun.clone();
    line.formation = Formation::Line;
    let all = [line.clone(), skirm, enemy.clone()];
    let f4 = Field::new(&flat, &sight, &all);
    assert_eq!(
        f4.stand_sight(&line, &enemy),
        Err(Blocker::Stand("f".into()))
    );
    sight.see_through.insert(Formation::Skirmish);
    let f5 = Field::new(&flat, &sight, &all);
    assert_eq!(f5.stand_sight(&line, &enemy), Ok(()));
    assert_eq!(f5.waived_on_line(&line, &enemy), vec!["f".to_string()]);
}
