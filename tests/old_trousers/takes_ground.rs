//! Issue 26, items 4 and 6: MELEE: COMBAT RESULTS "takes ground" moves the winner into the
//! ground the loser left; breakthroughs and counter-charges pay terrain along their path
//! (TERRAIN TYPE MOVEMENT EFFECT) and a river is crossed at a ford. Injected dice.

use super::common::{maida, orders, text, unit};
use pbem::board::table::geometry::polyline;
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::in_contact;
use pbem::board::table::stand::Formation;
use pbem::board::table::terrain::{Linear, LinearKind};
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::{State, Troop};
use pbem::rules::old_trousers::Rules;

/// Only the units `keep`.
pub fn only(keep: &[&str]) -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units.retain(|u| keep.contains(&u.id()));
    (rules, st)
}

/// Puts unit `id` at (x, y) (thou), facing `facing`.
pub fn put(st: &mut State, id: &str, x: i64, y: i64, facing: i32) {
    let i = unit(st, id);
    let s = &st.units[i].stand;
    st.units[i].stand = s.placed(Point::new(x, y), Angle::facing(facing));
}

/// Adds a linear feature through `pts` (thou) to the table.
pub fn linear(rules: &mut Rules, id: &str, kind: LinearKind, pts: &[(i64, i64)]) {
    let points: Vec<Point> = pts.iter().map(|(x, y)| Point::new(*x, *y)).collect();
    rules.table.linears.push(Linear {
        id: id.into(),
        kind,
        line: polyline(&points),
        points,
    });
}

/// Makes unit `id` other cavalry in line (footprint 3" x 1").
pub fn cavalry(st: &mut State, id: &str) {
    let i = unit(st, id);
    let u = &mut st.units[i];
    u.troop = Troop::OtherCavalry;
    u.stand.formation = Formation::Line;
    u.stand.frontage = Length::inches(3);
    u.stand.depth = Length::inches(1);
}

pub fn phase(
    rules: &Rules,
    st: &mut State,
    mine: &Orders,
    theirs: &Orders,
    dice: &[u32],
) -> String {
    let mut d = ScriptedDice::new(dice.iter().copied());
    let log = player_phase(
        rules,
        st,
        PhaseOrders {
            phasing: mine,
            other: theirs,
        },
        &mut d,
    );
    text(&log)
}

/// The 78th (line, 3" x 0.5", front edge y = 16.25) charges the 1er Léger's 1st Bn
/// (attack column 1.5" x 1.5", front edge y = 18.75), which holds its fire.
fn duel(extra: &[&str]) -> (Rules, State, Orders, Orders) {
    let mut keep = vec!["78th", "1-leger-1"];
    keep.extend_from_slice(extra);
    let (rules, mut st) = only(&keep);
    put(&mut st, "1-leger-1", 47_000, 19_500, 180);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let (r, _) = orders("fire:\n  1-leger-1: none\n  1-leger-2: none\n");
    (rules, st, o, r)
}

// MELEE: COMBAT RESULTS 3 - 5: the loser "falls back 4\"", the winner "takes ground & is
// disordered". Charge test d10 9 (Good needs 5), bonus d6 3; melee 13 + 6 + Charging 2 =
// 21 against 15 + 1 = 16: difference 5. The loser's morale check after melee d10 10. The
// 78th, home at its front edge y = 18.75, moves into the column's ground: 1.5" to its far
// edge (y = 20.25).
#[test]
fn melee_combat_results_the_winner_takes_the_ground_the_loser_left() {
    let (rules, mut st, o, r) = duel(&[]);
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 6, 1, 10]);
    assert!(t.contains("difference 5 (3 - 5)"), "{t}");
    assert!(
        t.contains("takes ground 1.500\" of 1.500\" (PROVISIONAL: the text does not say how far"),
        "{t}"
    );
    let (b, f) = (st.unit("78th").unwrap(), st.unit("1-leger-1").unwrap());
    assert_eq!(b.stand.front_centre(), Point::new(47_000, 20_250), "{t}");
    assert_eq!(
        f.stand.centre.y,
        19_500 + 4_000,
        "the loser fell back 4\": {t}"
    );
    assert!(!in_contact(&b.stand, &f.stand), "{t}");
    // 0.6.0 entries replay with the winner where it won.
    let (mut rules, mut st, o, r) = duel(&[]);
    rules.revision = Revision::V0_6;
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 6, 1, 10]);
    assert!(!t.contains("takes ground 1"), "{t}");
    let b = st.unit("78th").unwrap();
    assert_eq!(b.stand.front_centre(), Point::new(47_000, 18_750), "{t}");
}

// "takes ground": into the ground the loser left, no farther than a unit lets it. The 2nd
// Bn stands with its front edge at y = 19.75, its left flank over the 78th's right end: the
// 78th advances 1" of the 1.5".
#[test]
fn melee_combat_results_taking_ground_stops_at_a_unit_in_the_way() {
    let (rules, mut st, o, r) = duel(&["1-leger-2"]);
    put(&mut st, "1-leger-2", 49_000, 20_500, 180);
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 6, 1, 10]);
    assert!(t.contains("takes ground 1.000\" of 1.500\""), "{t}");
    let b = st.unit("78th").unwrap();
    assert_eq!(b.stand.front_centre(), Point::new(47_000, 19_750), "{t}");
}

/// Dice that roll, by purpose, the next value of the first queue whose text the purpose
/// contains (then `default`).
struct Queues {
    queues: Vec<(String, Vec<u32>)>,
    default: u32,
    log: Vec<pbem::fairness::DieRecord>,
}

impl pbem::fairness::Dice for Queues {
    fn roll(&mut self, sides: u32, purpose: &str) -> pbem::fairness::DieRecord {
        let v = self
            .queues
            .iter_mut()
            .find(|(p, q)| purpose.contains(p.as_str()) && !q.is_empty())
            .map_or(self.default, |(_, q)| q.remove(0))
            .clamp(1, sides);
        let rec = pbem::fairness::DieRecord {
            index: self.log.len() as u32 + 1,
            sides,
            value: v,
            purpose: purpose.to_string(),
        };
        self.log.push(rec.clone());
        rec
    }

    fn log(&self) -> &[pbem::fairness::DieRecord] {
        &self.log
    }
}

// MOVEMENT TABLE: unlimbered guns do not move, so a battery that beats its charger holds
// its ground. A Poor battalion (8 + d10 1 + Mass 2.0 - 1 +3 + Charging 2 = 14) charges the
// Royal Artillery (13 + d10 10 + Artillery -4 = 19): difference 5, the battery wins and
// "takes ground".
#[test]
fn melee_combat_results_a_battery_that_wins_holds_where_it_stands() {
    let (rules, mut st) = only(&["ra-guns", "1-leger-1"]);
    st.order = vec!["french".into(), "british".into()];
    put(&mut st, "1-leger-1", 37_000, 19_000, 180);
    let i = unit(&st, "1-leger-1");
    st.units[i].quality = pbem::rules::old_trousers::state::Quality::Poor;
    // Its brigadier within command range.
    let l = st.leaders.iter().position(|l| l.id == "compere").unwrap();
    st.leaders[l].at = Point::new(37_000, 23_000);
    let before = st.unit("ra-guns").unwrap().stand.clone();
    let (o, _) = orders("charges:\n  1-leger-1: ra-guns\n");
    let (r, _) = orders("fire:\n  ra-guns: none\n");
    let mut d = Queues {
        queues: vec![
            ("charge test".into(), vec![10]),
            ("melee".into(), vec![1, 10]),
        ],
        default: 10,
        log: vec![],
    };
    let log = player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &o,
            other: &r,
        },
        &mut d,
    );
    let t = text(&log);
    assert!(t.contains("difference 5 (3 - 5)"), "{t}");
    assert!(t.contains("Royal Artillery (6-pdrs) wins"), "{t}");
    assert!(
        t.contains("holds: foot-artillery in unlimbered does not move (MOVEMENT TABLE)"),
        "{t}"
    );
    assert_eq!(
        st.unit("ra-guns").unwrap().stand.centre,
        before.centre,
        "{t}"
    );
}
