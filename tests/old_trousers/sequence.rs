//! A test per step of the sequence of play (I, II, III.A, III.B.1, V), with scripted dice.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::Point;
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::check::check;
use pbem::rules::old_trousers::command::{activation, command_points, new_orders, out_of_command};
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::orders::NewOrder;
use pbem::rules::old_trousers::sequence::{end_of_turn, initiative, leaders, random_events};
use pbem::rules::old_trousers::state::{OrderKind, PendingOrder};

// I. Initiative: 1D10 + leader rating + staff rating (+ situation); the higher moves first.
#[test]
fn initiative_adds_leader_and_staff_and_the_higher_moves_first() {
    let (rules, mut st) = maida();
    // Stuart fair (-1), competent (+0): 8 - 1 = 7. Reynier average (0), professional (+1): 3 + 1 = 4.
    let mut d = ScriptedDice::new([8, 3]);
    let mut log = Log::default();
    initiative::roll(&rules, &mut st, &mut d, &mut log);
    assert_eq!(st.order, vec!["british".to_string(), "french".to_string()]);
    let t = text(&log);
    assert!(
        t.contains("british: die 8 + leader fair (-1) + staff competent (+0) = 7"),
        "{t}"
    );
    assert!(
        t.contains("french: die 3 + leader average (+0) + staff professional (+1) = 4"),
        "{t}"
    );
}

// I. Equal totals: the chart's provisional `ties: reroll`.
#[test]
fn equal_initiative_totals_roll_again() {
    let (rules, mut st) = maida();
    // 5 - 1 = 4 and 3 + 1 = 4: equal; then 2 - 1 = 1 and 1 + 1 = 2: the French.
    let mut d = ScriptedDice::new([5, 3, 2, 1]);
    let mut log = Log::default();
    initiative::roll(&rules, &mut st, &mut d, &mut log);
    assert_eq!(st.order[0], "french");
    assert_eq!(d.remaining(), 0);
    assert!(
        text(&log).contains("PROVISIONAL, charts/initiative.yaml ties"),
        "{}",
        text(&log)
    );
}

// I. Situation: Momentum +1.
#[test]
fn momentum_adds_one_and_is_spent() {
    let (rules, mut st) = maida();
    st.sides.get_mut("french").unwrap().momentum = true;
    // British 6 - 1 = 5; French 3 + 1 + 1 = 5 would tie without it... 4 + 1 + 1 = 6 wins.
    let mut d = ScriptedDice::new([6, 4]);
    let mut log = Log::default();
    initiative::roll(&rules, &mut st, &mut d, &mut log);
    assert_eq!(st.order[0], "french");
    assert!(text(&log).contains("+ momentum (+1) = 6"), "{}", text(&log));
    assert!(!st.sides["french"].momentum);
}

// II. Random events (provisional table): 1 delay, 10 momentum.
#[test]
fn random_events_set_delay_and_momentum() {
    let (rules, mut st) = maida();
    let mut d = ScriptedDice::new([1, 10]);
    let mut log = Log::default();
    random_events::roll(&rules, &mut st, &mut d, &mut log);
    assert!(st.sides["british"].delay && !st.sides["british"].momentum);
    assert!(st.sides["french"].momentum && !st.sides["french"].delay);
    assert!(text(&log).contains("PROVISIONAL table"), "{}", text(&log));
}

// III.A Out of command: beyond COMMAND RANGE (division 10") of the commander.
#[test]
fn units_beyond_command_range_are_out_of_command() {
    let (rules, mut st) = maida();
    let i = st.leaders.iter().position(|l| l.id == "acland").unwrap();
    st.leaders[i].at = Point::inches(44, 2); // 78th at (47, 16): sqrt(9 + 196) > 10
    let mut log = Log::default();
    out_of_command::mark(&rules, &mut st, "british", &mut log);
    assert!(st.units[unit(&st, "78th")].stand.markers.out_of_command);
    assert!(st.units[unit(&st, "81st")].stand.markers.out_of_command);
    assert!(!st.units[unit(&st, "27th")].stand.markers.out_of_command);
    st.leaders[i].at = Point::inches(47, 6); // exactly 10" from the 78th: in range
    out_of_command::mark(&rules, &mut st, "british", &mut log);
    assert!(!st.units[unit(&st, "78th")].stand.markers.out_of_command);
    assert!(
        text(&log).contains("whose range is 10.000\""),
        "{}",
        text(&log)
    );
}

fn pending(st: &mut pbem::rules::old_trousers::state::State, issued: u32) {
    st.pending.push(PendingOrder {
        from: "stuart".into(),
        to: "oswald".into(),
        order: OrderKind::Advance,
        issued,
        points: 0,
    });
}

// III.A Order activation: die + leader rating (+ attached -1), accumulated, against the staff number.
#[test]
fn orders_gather_points_until_the_staff_number() {
    let (rules, mut st) = maida();
    st.battle.turn = 2;
    pending(&mut st, 1);
    let mut log = Log::default();
    // Stuart's staff is competent: 10. Oswald average (+0): 6, then 6 + 4 = 10.
    activation::roll(
        &rules,
        &mut st,
        "british",
        &mut ScriptedDice::new([6]),
        &mut log,
    );
    assert_eq!(st.pending[0].points, 6);
    assert!(st.active.is_empty());
    activation::roll(
        &rules,
        &mut st,
        "british",
        &mut ScriptedDice::new([4]),
        &mut log,
    );
    assert!(st.pending.is_empty());
    assert_eq!(st.active.get("oswald"), Some(&OrderKind::Advance));
    assert!(text(&log).contains("total 10 against 10"), "{}", text(&log));
}

#[test]
fn an_attached_leader_takes_minus_one_and_a_new_order_waits_a_turn() {
    let (rules, mut st) = maida();
    st.battle.turn = 2;
    pending(&mut st, 2); // issued this turn: not rolled for
    let mut log = Log::default();
    activation::roll(
        &rules,
        &mut st,
        "british",
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert_eq!(st.pending[0].points, 0);
    st.pending[0].issued = 1;
    let o = st.leaders.iter().position(|l| l.id == "oswald").unwrap();
    st.leaders[o].attached = Some("58th".into());
    activation::roll(
        &rules,
        &mut st,
        "british",
        &mut ScriptedDice::new([10]),
        &mut log,
    );
    assert_eq!(st.pending[0].points, 9, "10 + 0 - 1");
    assert!(
        text(&log).contains("leader attached (-1)"),
        "{}",
        text(&log)
    );
}

#[test]
fn couriers_astray_delay_every_pending_order() {
    let (rules, mut st) = maida();
    st.battle.turn = 2;
    pending(&mut st, 1);
    st.sides.get_mut("british").unwrap().delay = true;
    let mut log = Log::default();
    activation::roll(
        &rules,
        &mut st,
        "british",
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert_eq!(st.pending[0].points, 0);
    assert!(!st.sides["british"].delay, "the delay lasts one segment");
}

// III.A New orders: one per army or corps commander, to a leader under him.
#[test]
fn new_orders_come_from_army_or_corps_commanders_one_each() {
    let (_, st) = maida();
    let o = |from: &str, to: &str| NewOrder {
        from: from.into(),
        to: to.into(),
        order: OrderKind::Hold,
    };
    assert_eq!(
        new_orders::refusal(&st, "british", &o("stuart", "cole"), &[]),
        None
    );
    let r = new_orders::refusal(&st, "british", &o("kempt", "cole"), &[]).unwrap();
    assert!(r.contains("no army or corps commander (III.A)"), "{r}");
    let r = new_orders::refusal(
        &st,
        "british",
        &o("stuart", "cole"),
        &[o("stuart", "kempt")],
    )
    .unwrap();
    assert!(r.contains("one new order a turn"), "{r}");
    assert!(new_orders::refusal(&st, "british", &o("stuart", "peyri"), &[]).is_some());
}

// III.A Command points by the COMMAND POINTS chart.
#[test]
fn command_points_follow_the_chart() {
    let (rules, st) = maida();
    assert_eq!(
        command_points::points(&rules, &st, "stuart"),
        Some(1),
        "army, fair"
    );
    assert_eq!(
        command_points::points(&rules, &st, "reynier"),
        Some(2),
        "army, average"
    );
    assert_eq!(
        command_points::points(&rules, &st, "kempt"),
        Some(3),
        "division, good"
    );
    assert_eq!(
        command_points::points(&rules, &st, "acland"),
        Some(2),
        "division, average"
    );
    let two = vec!["78th".to_string(), "81st".to_string()];
    assert!(command_points::refusal(&rules, &st, "british", "stuart", &two).is_some());
    assert_eq!(
        command_points::refusal(&rules, &st, "british", "acland", &two),
        None
    );
    let r =
        command_points::refusal(&rules, &st, "british", "acland", &["27th".to_string()]).unwrap();
    assert!(r.contains("no unit under"), "{r}");
}

// III.B.1 Leaders move (provisional 18") and attach.
#[test]
fn leaders_move_and_attach() {
    let (rules, mut st) = maida();
    let (o, _) = orders("leaders:\n  cole: {attach: 27th}\n  kempt: {to: [56, 40]}\n");
    let mut log = Log::default();
    leaders::run(&rules, &mut st, &o.leaders, &mut log);
    let cole = st.leader("cole").unwrap();
    assert_eq!(cole.attached.as_deref(), Some("27th"));
    assert_eq!(cole.at, st.unit("27th").unwrap().stand.centre);
    assert_eq!(
        st.leader("kempt").unwrap().at,
        Point::inches(56, 13),
        "27\" is too far"
    );
    assert!(
        text(&log).contains("more than a leader's move of 18.000\""),
        "{}",
        text(&log)
    );
}

// V. End of turn: an army at its break share loses; after the last turn the lower share wins.
#[test]
fn victory_at_the_break_share_and_after_the_last_turn() {
    let (rules, mut st) = maida();
    let mut log = Log::default();
    end_of_turn::run(&rules, &mut st, &mut log);
    assert!(st.ending.is_none());
    for u in st.units.iter_mut().filter(|u| u.side() == "french") {
        u.hits = rules.strength(u);
    }
    end_of_turn::run(&rules, &mut st, &mut log);
    assert_eq!(
        st.ending.as_ref().unwrap().victor.as_deref(),
        Some("british")
    );
    let (rules, mut st) = maida();
    st.battle.turn = st.battle.last_turn;
    let i = unit(&st, "78th");
    st.units[i].hits = 1;
    end_of_turn::run(&rules, &mut st, &mut log);
    assert_eq!(
        st.ending.as_ref().unwrap().victor.as_deref(),
        Some("french")
    );
}

// III: only the phasing player moves; every id and word is checked with its path.
#[test]
fn the_check_refuses_with_the_path_and_the_rule() {
    let (rules, st) = maida();
    let (o, src) = orders("moves:\n  1-leger-1: [advance 2]\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("only the phasing player (british) gives moves (III)"),
        "{e}"
    );
    let (o, src) = orders("moves:\n  1-leger-1: [advance 2]\n");
    let e = check(&rules, &st, "british", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("moves.1-leger-1") && e.contains("no unit of yours"),
        "{e}"
    );
    let (o, src) = orders("moves:\n  78th: [advance 2, jump 3]\n");
    let e = check(&rules, &st, "british", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("moves.78th[1]") && e.contains("'jump 3' is not a step"),
        "{e}"
    );
    let (o, src) = orders("moves:\n  78th: [advance 5]\n");
    let e = check(&rules, &st, "british", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("MOVEMENT TABLE"), "{e}");
    let (o, src) = orders("reactions:\n  light-bn: square\n");
    assert!(check(&rules, &st, "british", &o, &src).is_err());
    check(
        &rules,
        &st,
        "french",
        &orders("reactions:\n  1-leger-1: square\nfire:\n  fr-guns: 78th\n").0,
        &src,
    )
    .unwrap();
}
