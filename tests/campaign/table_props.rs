//! The table board (src/board/table): properties that must hold on any table — moving the
//! whole table (translation, quarter turns) changes no outcome; range is symmetric; a unit
//! out of arc cannot be a target; a blocked line of sight blocks; a move over the allowance
//! is refused — plus the sample table's loading and the picture's pixels.

use pbem::board::table::costs::{LinearCost, MoveCosts};
use pbem::board::table::fire_lane::{bounce_through, charge};
use pbem::board::table::geometry::{polygon, polyline};
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::moves::{make_move, Move, MoveError, MoveRules, Pivot};
use pbem::board::table::picture::{Picture, PX_PER_INCH};
use pbem::board::table::range::{facing_edge, in_arc, range_centre, range_edge};
use pbem::board::table::sight::{Field, NoTarget, Sight};
use pbem::board::table::stand::{Formation, Markers, Stand};
use pbem::board::table::terrain::{Area, AreaKind, LinearKind, Table};
use pbem::yaml::Source;
use proptest::prelude::*;
use std::path::Path;

fn sample() -> Table {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/table/sample.yaml");
    Table::from_source(&Source::read(&path).expect("sample table")).expect("sample parses")
}

fn costs() -> MoveCosts {
    let mut c = MoveCosts::default();
    c.areas.insert(AreaKind::LightWoods, Some(1500));
    c.areas.insert(AreaKind::MediumWoods, Some(2000));
    c.areas.insert(AreaKind::HeavyWoods, None);
    c.areas.insert(AreaKind::BuiltUp, Some(2000));
    c.linears.insert(
        LinearKind::Stream,
        Some(LinearCost {
            multiplier: 1000,
            extra: Length::inches(1),
        }),
    );
    c.linears.insert(
        LinearKind::StoneWall,
        Some(LinearCost {
            multiplier: 2000,
            extra: Length::ZERO,
        }),
    );
    c.linears.insert(LinearKind::River, None);
    c
}

/// A whole-table transformation: a quarter turn clockwise about the origin corner (the
/// table's width and depth swap), or a translation.
#[derive(Debug, Clone, Copy)]
enum Shift {
    Quarter,
    By(i64, i64),
}

impl Shift {
    fn point(self, t: &Table, p: Point) -> Point {
        match self {
            Shift::Quarter => Point::new(
                p.y - t.origin.y + t.origin.x,
                t.origin.y + t.width.0 - (p.x - t.origin.x),
            ),
            Shift::By(dx, dy) => Point::new(p.x + dx, p.y + dy),
        }
    }
    fn facing(self, f: Angle) -> Angle {
        match self {
            Shift::Quarter => f.turned(90),
            Shift::By(..) => f,
        }
    }
    fn stand(self, t: &Table, s: &Stand) -> Stand {
        s.placed(self.point(t, s.centre), self.facing(s.facing))
    }
    fn table(self, t: &Table) -> Table {
        let mut n = t.clone();
        if let Shift::Quarter = self {
            (n.width, n.depth) = (t.depth, t.width);
        } else {
            n.origin = self.point(t, t.origin);
        }
        for a in &mut n.areas {
            a.outline = a.outline.iter().map(|p| self.point(t, *p)).collect();
            a.poly = polygon(&a.outline);
        }
        for l in &mut n.linears {
            l.points = l.points.iter().map(|p| self.point(t, *p)).collect();
            l.line = polyline(&l.points);
        }
        n
    }
    fn mv(self, t: &Table, m: Move) -> Move {
        match m {
            Move::MoveTo(p) => Move::MoveTo(self.point(t, p)),
            Move::ChangeFacing(f) => Move::ChangeFacing(self.facing(f)),
            other => other,
        }
    }
}

fn stand_strategy(i: usize) -> impl Strategy<Value = Stand> {
    (
        3_000i64..69_000,
        3_000i64..45_000,
        0i32..360,
        500i64..4_000,
        500i64..2_000,
    )
        .prop_map(move |(x, y, f, w, d)| Stand {
            id: format!("u{i}"),
            side: ["blue", "red"][i % 2].into(),
            frontage: Length(w),
            depth: Length(d),
            centre: Point::new(x, y),
            facing: Angle::facing(f),
            formation: Formation::Line,
            markers: Markers::default(),
            commander: None,
        })
}

fn stands_strategy() -> impl Strategy<Value = Vec<Stand>> {
    (2usize..6).prop_flat_map(|n| (0..n).map(stand_strategy).collect::<Vec<_>>())
}

fn move_strategy() -> impl Strategy<Value = Move> {
    prop_oneof![
        (0i64..12_000).prop_map(|d| Move::Advance(Length(d))),
        (0i64..6_000).prop_map(|d| Move::Retire(Length(d))),
        (-45i32..=45, 0i64..8_000).prop_map(|(angle, d)| Move::Oblique {
            angle,
            distance: Length(d)
        }),
        (prop::bool::ANY, 1i32..=180).prop_map(|(l, degrees)| Move::Wheel {
            pivot: if l { Pivot::Left } else { Pivot::Right },
            degrees
        }),
        Just(Move::AboutFace),
        (0i32..360).prop_map(|f| Move::ChangeFacing(Angle(f))),
        (0i64..72_000, 0i64..48_000).prop_map(|(x, y)| Move::MoveTo(Point::new(x, y))),
    ]
}

/// Every outcome the table board gives for these stands, as text to compare.
fn outcomes(t: &Table, stands: &[Stand], mv: Move, back: &dyn Fn(&Stand) -> Stand) -> Vec<String> {
    let sight = Sight::default();
    let field = Field::new(t, &sight, stands);
    let c = costs();
    let mut out = vec![];
    for a in stands {
        for b in stands.iter().filter(|b| b.id != a.id) {
            let ch = charge(a, b, stands);
            out.push(format!(
                "{}>{}: {:?} {:?} {} {} {:?} {:?} {:?} {} {:?} {:?}",
                a.id,
                b.id,
                range_edge(a, b),
                range_centre(a, b),
                in_arc(a, b, 45, Length::inches(100)),
                in_arc(a, b, 30, Length::inches(35)),
                field.stand_sight(a, b),
                field.fire_check(a, b, 45, Length::inches(8)),
                facing_edge(b, a.front_centre()),
                ch.distance.0,
                (ch.edge, ch.in_the_way),
                bounce_through(a, b, stands, Length::inches(1), Length::inches(5)),
            ));
        }
        let rules = MoveRules {
            table: t,
            stands,
            interpenetrate: false,
            allowance: Length::inches(9),
            costs: &c,
        };
        let r = make_move(a, mv, &rules).map(|m| (back(&m.stand), m.distance, m.cost));
        out.push(format!("{} moves: {r:?}", a.id));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn moving_the_table_changes_no_outcome(stands in stands_strategy(), mv in move_strategy(), dx in -50_000i64..50_000, dy in -50_000i64..50_000, turns in 1usize..4) {
        let t = sample();
        let base = outcomes(&t, &stands, mv, &|s| s.clone());
        // Translation.
        let sh = Shift::By(dx, dy);
        let moved: Vec<Stand> = stands.iter().map(|s| sh.stand(&t, s)).collect();
        let back = |s: &Stand| Shift::By(-dx, -dy).stand(&t, s);
        prop_assert_eq!(&base, &outcomes(&sh.table(&t), &moved, sh.mv(&t, mv), &back));
        // Quarter turns: the base's end poses are turned the same way before comparing.
        let (mut tt, mut ss, mut mm) = (t.clone(), stands.clone(), mv);
        let mut frames = vec![];
        for _ in 0..turns {
            frames.push(tt.clone());
            ss = ss.iter().map(|s| Shift::Quarter.stand(&tt, s)).collect();
            mm = Shift::Quarter.mv(&tt, mm);
            tt = Shift::Quarter.table(&tt);
        }
        let fwd = |s: &Stand| frames.iter().fold(s.clone(), |s, f| Shift::Quarter.stand(f, &s));
        prop_assert_eq!(outcomes(&t, &stands, mv, &fwd), outcomes(&tt, &ss, mm, &|s| s.clone()));
    }

    #[test]
    fn range_is_symmetric(stands in stands_strategy()) {
        let (a, b) = (&stands[0], &stands[1]);
        prop_assert_eq!(range_edge(a, b), range_edge(b, a));
        prop_assert_eq!(range_centre(a, b), range_centre(b, a));
    }

    #[test]
    fn out_of_arc_is_never_a_target(stands in stands_strategy(), half in 10i32..80, reach in 1_000i64..40_000) {
        let t = sample();
        let sight = Sight::default();
        let field = Field::new(&t, &sight, &stands);
        let (a, b) = (&stands[0], &stands[1]);
        if !in_arc(a, b, half, Length::inches(200)) {
            prop_assert_eq!(field.fire_check(a, b, half, Length(reach)), Err(NoTarget::OutOfArc));
        }
        if let Ok(r) = field.fire_check(a, b, half, Length(reach)) {
            prop_assert!(in_arc(a, b, half, Length::inches(200)) && r <= Length(reach));
            prop_assert!(field.stand_sight(a, b).is_ok());
        }
    }

    #[test]
    fn a_blocked_line_of_sight_blocks(x in 10_000i64..60_000, y in 3_000i64..10_000, gap in 6_000i64..20_000, w in 500i64..4_000, kind in 0usize..4) {
        // A wood band across the whole table between a firer facing the target head on.
        let kinds = [AreaKind::LightWoods, AreaKind::MediumWoods, AreaKind::HeavyWoods, AreaKind::BuiltUp];
        let mut t = Table::open("t", Length::inches(72), Length::inches(48));
        let (y0, y1) = (y + 2_000, y + 2_000 + gap / 3);
        let outline = vec![Point::new(0, y0), Point::new(72_000, y0), Point::new(72_000, y1), Point::new(0, y1)];
        t.areas.push(Area { id: "band".into(), kind: kinds[kind], level: 0, poly: polygon(&outline), outline });
        let firer = Stand { id: "f".into(), side: "a".into(), frontage: Length(w), depth: Length(1_000), centre: Point::new(x, y), facing: Angle(0), formation: Formation::Line, markers: Markers::default(), commander: None };
        let target = Stand { id: "t".into(), centre: Point::new(x, y + gap), facing: Angle(180), ..firer.clone() };
        let sight = Sight::default();
        let field = Field::new(&t, &sight, &[firer.clone(), target.clone()]);
        prop_assert!(matches!(field.fire_check(&firer, &target, 45, Length::inches(40)), Err(NoTarget::Blocked(_))));
        let open = Table::open("t", Length::inches(72), Length::inches(48));
        let clear = Field::new(&open, &sight, &[firer.clone(), target.clone()]);
        prop_assert!(clear.fire_check(&firer, &target, 45, Length::inches(40)).is_ok());
    }

    #[test]
    fn a_move_over_the_allowance_is_refused(d in 0i64..20_000, allowance in 0i64..20_000, f in 0i32..360) {
        let t = Table::open("t", Length::inches(72), Length::inches(48));
        let s = Stand { id: "s".into(), side: "a".into(), frontage: Length(2_000), depth: Length(1_000), centre: Point::inches(36, 24), facing: Angle(f), formation: Formation::Line, markers: Markers::default(), commander: None };
        let c = MoveCosts::default();
        let rules = MoveRules { table: &t, stands: &[], interpenetrate: false, allowance: Length(allowance), costs: &c };
        let r = make_move(&s, Move::Advance(Length(d)), &rules);
        if d > allowance {
            prop_assert_eq!(r, Err(MoveError::OverAllowance { cost: Length(d), allowance: Length(allowance) }));
        } else {
            prop_assert_eq!(r.map(|m| m.distance), Ok(Length(d)));
        }
    }
}

#[test]
fn the_sample_table_loads_every_kind() {
    let t = sample();
    assert_eq!((t.width, t.depth), (Length::inches(72), Length::inches(48)));
    assert_eq!(t.areas.len(), 7);
    assert_eq!(t.linears.len(), 9);
    assert_eq!(t.level_at(Point::inches(36, 17)), 2);
    assert_eq!(t.level_at(Point::inches(22, 17)), 1);
    assert_eq!(t.linears[0].points[2], Point::new(48_000, 28_500));
}

#[test]
fn the_picture_shows_every_stand_where_it_stands() {
    let t = sample();
    let mk = |id: &str, side: &str, x: i64, y: i64, f: i32, formation| Stand {
        id: id.into(),
        side: side.into(),
        frontage: Length::inches(4),
        depth: Length::inches(2),
        centre: Point::inches(x, y),
        facing: Angle(f),
        formation,
        markers: Markers::default(),
        commander: None,
    };
    let stands = vec![
        mk("b1", "blue", 12, 6, 0, Formation::Line),
        mk("b2", "blue", 30, 36, 135, Formation::AttackColumn),
        mk("r1", "red", 50, 40, 180, Formation::Square),
        mk("r2", "red", 64, 20, 270, Formation::Limbered),
    ];
    let mut pic = Picture::new(&t, &stands, &["blue", "red"]);
    pic.leaders.push(("b1".into(), Length::inches(10)));
    pic.moves
        .push(vec![Point::inches(12, 2), Point::inches(12, 6)]);
    pic.fire
        .push((Point::inches(50, 39), Point::inches(44, 44)));
    pic.charges
        .push((Point::inches(64, 19), Point::inches(50, 20)));
    let svg = pic.render();
    assert!(svg.contains("stand-r2") && svg.contains("legend"), "{svg}");
    let pixmap = pbem::board::raster::rasterize(&svg).expect("svg rasterizes");
    let px = |p: Point| {
        let (x, y) = (
            p.x * PX_PER_INCH / 1000,
            (t.depth.0 - p.y) * PX_PER_INCH / 1000,
        );
        let c = pixmap.pixel(x as u32, y as u32).expect("on the picture");
        format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
    };
    for s in &stands {
        // Halfway between the centre and each rear corner: inside, clear of the front bar.
        let f = s.footprint();
        for corner in [f.rear_left, f.rear_right] {
            let p = s.centre.midpoint(corner);
            assert_eq!(px(p), pic.colour(&s.side), "{} at {:?}", s.id, p);
        }
    }
    // Where no stand is, no side's colour.
    for p in [
        Point::inches(2, 2),
        Point::inches(70, 46),
        Point::inches(40, 6),
    ] {
        assert!(
            px(p) != pic.colour("blue") && px(p) != pic.colour("red"),
            "{p:?}"
        );
    }
}

/// Stands of any side and of formations that matter to sight (seen through, firing over).
fn sight_stands() -> impl Strategy<Value = Vec<Stand>> {
    let forms = [
        Formation::Line,
        Formation::Skirmish,
        Formation::Unlimbered,
        Formation::AttackColumn,
    ];
    (
        stands_strategy(),
        prop::collection::vec((0usize..4, 0usize..2), 6),
    )
        .prop_map(move |(mut stands, picks)| {
            for (s, (f, side)) in stands.iter_mut().zip(picks) {
                s.formation = forms[f];
                s.side = ["blue", "red"][side].into();
            }
            stands
        })
}

/// What blocks sight as a game's chart might say it.
fn sight_strategy() -> impl Strategy<Value = Sight> {
    let kinds = [
        AreaKind::LightWoods,
        AreaKind::MediumWoods,
        AreaKind::HeavyWoods,
        AreaKind::BuiltUp,
        AreaKind::PoorGround,
    ];
    let forms = [Formation::Skirmish, Formation::Unlimbered, Formation::Line];
    (
        prop::collection::vec(prop::bool::ANY, 5),
        prop::bool::ANY,
        prop::bool::ANY,
        prop::collection::vec(prop::bool::ANY, 3),
        prop::collection::vec(prop::bool::ANY, 3),
    )
        .prop_map(move |(blocking, crests, stands, through, over)| Sight {
            blocking: kinds
                .iter()
                .zip(blocking)
                .filter(|(_, b)| *b)
                .map(|(k, _)| *k)
                .collect(),
            crests,
            stands,
            see_through: forms
                .iter()
                .zip(through)
                .filter(|(_, b)| *b)
                .map(|(f, _)| *f)
                .collect(),
            over_friends: forms
                .iter()
                .zip(over)
                .filter(|(_, b)| *b)
                .map(|(f, _)| *f)
                .collect(),
        })
}

/// Every sight outcome between these stands under `sight`, as text to compare.
fn sight_outcomes(t: &Table, stands: &[Stand], sight: &Sight) -> Vec<String> {
    let field = Field::new(t, sight, stands);
    let mut out = vec![];
    for a in stands {
        for b in stands.iter().filter(|b| b.id != a.id) {
            out.push(format!(
                "{}>{}: {:?} {:?} {:?} {:?}",
                a.id,
                b.id,
                field.stand_sight(a, b),
                field.waived_on_line(a, b),
                field.fire_check(a, b, 45, Length::inches(8)),
                field.fire_check(a, b, 30, Length::inches(35)),
            ));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn sight_by_a_chart_survives_moving_the_table(stands in sight_stands(), sight in sight_strategy(), dx in -50_000i64..50_000, dy in -50_000i64..50_000, turns in 1usize..4) {
        let t = sample();
        let base = sight_outcomes(&t, &stands, &sight);
        let sh = Shift::By(dx, dy);
        let moved: Vec<Stand> = stands.iter().map(|s| sh.stand(&t, s)).collect();
        prop_assert_eq!(&base, &sight_outcomes(&sh.table(&t), &moved, &sight));
        let (mut tt, mut ss) = (t.clone(), stands.clone());
        for _ in 0..turns {
            ss = ss.iter().map(|s| Shift::Quarter.stand(&tt, s)).collect();
            tt = Shift::Quarter.table(&tt);
        }
        prop_assert_eq!(&base, &sight_outcomes(&tt, &ss, &sight));
    }

    #[test]
    fn a_unit_in_the_way_blocks_fire_unless_the_chart_sees_through_it(x in 10_000i64..60_000, y in 3_000i64..10_000, gap in 6_000i64..20_000, w in 500i64..4_000, f in 0usize..3) {
        let forms = [Formation::Line, Formation::Skirmish, Formation::AttackColumn];
        let t = Table::open("t", Length::inches(72), Length::inches(48));
        let firer = Stand { id: "f".into(), side: "a".into(), frontage: Length(w), depth: Length(1_000), centre: Point::new(x, y), facing: Angle(0), formation: Formation::Line, markers: Markers::default(), commander: None };
        let target = Stand { id: "t".into(), side: "b".into(), centre: Point::new(x, y + gap), facing: Angle(180), ..firer.clone() };
        // Wider than the firer and the target: every line between them crosses it.
        let mid = Stand { id: "m".into(), frontage: Length(w + 2_000), depth: Length(500), centre: Point::new(x, y + gap / 2), formation: forms[f], ..firer.clone() };
        let all = [firer.clone(), target.clone(), mid];
        let mut sight = Sight::default();
        let blocked = Field::new(&t, &sight, &all).fire_check(&firer, &target, 45, Length::inches(40));
        prop_assert_eq!(blocked, Err(NoTarget::Blocked(pbem::board::table::sight::Blocker::Stand("m".into()))));
        sight.see_through.insert(forms[f]);
        let field = Field::new(&t, &sight, &all);
        prop_assert!(field.fire_check(&firer, &target, 45, Length::inches(40)).is_ok());
        prop_assert_eq!(field.waived_on_line(&firer, &target), vec!["m".to_string()]);
    }
}
