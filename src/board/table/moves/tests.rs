//! Tests of the moves: each kind of move checked against the table edge, other stands,
//! terrain and the allowance.

use super::super::stand::tests::stand;
use super::*;
use crate::board::table::costs::LinearCost;
use crate::board::table::geometry::polyline;
use crate::board::table::terrain::{Linear, LinearKind};

fn rules<'a>(
    table: &'a Table,
    stands: &'a [Stand],
    costs: &'a MoveCosts,
    allowance: i64,
) -> MoveRules<'a> {
    MoveRules {
        table,
        stands,
        interpenetrate: false,
        allowance: Length::inches(allowance),
        costs,
    }
}

#[test]
fn straight_moves() {
    let t = Table::open("t", Length::inches(48), Length::inches(48));
    let c = MoveCosts::default();
    let s = stand("a", 10, 10, 90, 4, 2);
    let m = make_move(&s, Move::Advance(Length::inches(6)), &rules(&t, &[], &c, 6)).unwrap();
    assert_eq!(
        (m.stand.centre, m.distance),
        (Point::inches(16, 10), Length::inches(6))
    );
    let m = make_move(&s, Move::Retire(Length::inches(3)), &rules(&t, &[], &c, 6)).unwrap();
    assert_eq!(
        (m.stand.centre, m.stand.facing),
        (Point::inches(7, 10), Angle(90))
    );
    let m = make_move(
        &s,
        Move::Oblique {
            angle: -45,
            distance: Length::inches(2),
        },
        &rules(&t, &[], &c, 6),
    )
    .unwrap();
    assert_eq!(m.stand.centre, Point::new(11_414, 11_414));
    assert_eq!(
        make_move(
            &s,
            Move::Oblique {
                angle: 50,
                distance: Length(1)
            },
            &rules(&t, &[], &c, 6)
        ),
        Err(MoveError::ObliqueTooWide(50))
    );
    assert_eq!(
        make_move(&s, Move::Advance(Length::inches(7)), &rules(&t, &[], &c, 6)),
        Err(MoveError::OverAllowance {
            cost: Length::inches(7),
            allowance: Length::inches(6)
        })
    );
}

#[test]
fn moves_to_a_point_and_off_the_table() {
    let t = Table::open("t", Length::inches(48), Length::inches(48));
    let c = MoveCosts::default();
    let s = stand("a", 10, 10, 90, 4, 2);
    assert_eq!(
        make_move(
            &s,
            Move::Retire(Length::inches(10)),
            &rules(&t, &[], &c, 10)
        ),
        Err(MoveError::OffTable)
    );
    let m = make_move(
        &s,
        Move::MoveTo(Point::inches(13, 14)),
        &rules(&t, &[], &c, 6),
    )
    .unwrap();
    assert_eq!(m.distance, Length::inches(5));
    let far = Move::MoveTo(Point::new(i64::MAX, 0));
    assert_eq!(
        make_move(&s, far, &rules(&t, &[], &c, 6)),
        Err(MoveError::OffTable)
    );
    let far = Move::Advance(Length(i64::MAX));
    assert_eq!(
        make_move(&s, far, &rules(&t, &[], &c, 6)),
        Err(MoveError::OffTable)
    );
}

#[test]
fn wheels_by_the_outer_corner() {
    let t = Table::open("t", Length::inches(48), Length::inches(48));
    let c = MoveCosts::default();
    let s = stand("a", 10, 10, 0, 4, 2); // front corners (8, 11) and (12, 11)
    let m = make_move(
        &s,
        Move::Wheel {
            pivot: Pivot::Left,
            degrees: 90,
        },
        &rules(&t, &[], &c, 7),
    )
    .unwrap();
    // Pivot (8, 11) stays; facing 270; the unit now lies from y = 11 to 15, x 8 to 10.
    assert_eq!(m.stand.facing, Angle(270));
    assert_eq!(m.stand.centre, Point::inches(9, 13));
    assert_eq!(m.stand.footprint().front_left, Point::inches(8, 11));
    assert_eq!(m.distance, Length(6283)); // 4" × π/2 = 6.2832
    assert_eq!(wheel_arc(Length::inches(4), 45), Length(3142));
    let blocker = stand("b", 11, 15, 0, 2, 2); // (10, 14) is 3.6" from the pivot
    let all = [s.clone(), blocker];
    assert_eq!(
        make_move(
            &s,
            Move::Wheel {
                pivot: Pivot::Left,
                degrees: 90
            },
            &rules(&t, &all, &c, 7)
        ),
        Err(MoveError::Overlap("b".into()))
    );
    assert_eq!(
        make_move(
            &s,
            Move::Wheel {
                pivot: Pivot::Right,
                degrees: 0
            },
            &rules(&t, &all, &c, 7)
        ),
        Err(MoveError::BadWheel(0))
    );
}

#[test]
fn others_and_terrain() {
    let mut t = Table::open("t", Length::inches(48), Length::inches(48));
    let pts = vec![Point::inches(0, 13), Point::inches(48, 13)];
    t.linears.push(Linear {
        id: "wall".into(),
        kind: LinearKind::StoneWall,
        line: polyline(&pts),
        points: pts,
    });
    let s = stand("a", 10, 10, 0, 4, 2);
    let front = stand("b", 10, 16, 180, 4, 2);
    let all = [s.clone(), front];
    let mut c = MoveCosts::default();
    let go = Move::Advance(Length::inches(4));
    assert!(
        make_move(&s, go, &rules(&t, &all, &c, 9)).is_ok(),
        "to contact"
    );
    let through = Move::Advance(Length::inches(8));
    assert_eq!(
        make_move(&s, through, &rules(&t, &all, &c, 9)),
        Err(MoveError::Overlap("b".into()))
    );
    let mut r = rules(&t, &all, &c, 9);
    r.interpenetrate = true;
    assert!(make_move(&s, through, &r).is_ok(), "interpenetration");
    let onto = Move::Advance(Length::inches(5));
    assert_eq!(
        make_move(&s, onto, &r),
        Err(MoveError::Overlap("b".into())),
        "cannot end on it"
    );
    c.linears.insert(
        LinearKind::StoneWall,
        Some(LinearCost {
            multiplier: 2000,
            extra: Length::inches(1),
        }),
    );
    let m = make_move(&s, go, &rules(&t, &[], &c, 9)).unwrap();
    assert_eq!(m.cost, Length::inches(9)); // 4 × 2 + 1
    assert!(matches!(
        make_move(&s, go, &rules(&t, &[], &c, 8)),
        Err(MoveError::OverAllowance { .. })
    ));
    c.linears.insert(LinearKind::StoneWall, None);
    assert_eq!(
        make_move(&s, go, &rules(&t, &[], &c, 9)),
        Err(MoveError::Impassable("wall".into()))
    );
}

/// A move through given poses: the hulls of each two in turn are swept, the distance is
/// the one given, the path runs through the poses' centres.
#[test]
fn swept_moves_check_every_pair_of_poses() {
    let t = Table::open("t", Length::inches(48), Length::inches(48));
    let c = MoveCosts::default();
    let s = stand("a", 10, 10, 0, 2, 1);
    let mid = s.placed(Point::inches(10, 14), Angle(0));
    let end = s.placed(Point::inches(14, 14), Angle(90));
    let poses = [s.clone(), mid, end.clone()];
    let m = make_swept_move(&s, &poses, Length::inches(5), &rules(&t, &[], &c, 6)).unwrap();
    assert_eq!((m.stand, m.distance), (end, Length::inches(5)));
    assert_eq!(m.path.len(), 3);
    // A stand in the first leg's way (x 9..11 from y 9.5 to 14.5).
    let by = [stand("b", 10, 12, 0, 1, 1)];
    let e = make_swept_move(&s, &poses, Length::inches(5), &rules(&t, &by, &c, 6)).unwrap_err();
    assert_eq!(e, MoveError::Overlap("b".into()));
    let e = make_swept_move(&s, &poses, Length::inches(7), &rules(&t, &[], &c, 6)).unwrap_err();
    assert!(matches!(e, MoveError::OverAllowance { .. }), "{e}");
}
