//! The rules' own worked examples (empires-in-arms-land-phase.txt) as acceptance tests, with
//! the examples' dice injected.

use pbem::data::GameData;
use pbem::engine::OrdersFile;
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::empires_in_arms::combat::battle_report::BattleReport;
use pbem::rules::empires_in_arms::combat::land_combat;
use pbem::rules::empires_in_arms::combat::morale::{method_one, method_two};
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::{Scenario, State};
use pbem::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use pbem::rules::empires_in_arms::tables::charts::Charts;
use pbem::rules::empires_in_arms::EmpiresInArms;
use pbem::rules::Ctx;
use pbem::yaml::Source;
use std::collections::BTreeMap;

fn data() -> GameData {
    GameData::embedded("empires-in-arms").unwrap()
}

fn scenario_state() -> State {
    let s: Scenario = data().parse("scenarios/danube-1810.yaml").unwrap();
    State::from(s)
}

fn players() -> BTreeMap<String, Vec<String>> {
    BTreeMap::from([
        ("russia".into(), vec!["russia".into()]),
        ("turkey".into(), vec!["turkey".into()]),
    ])
}

fn orders(player: &str, yaml_battles: &str) -> OrdersFile<Orders> {
    let text = format!(
        "game: empires-in-arms\ncampaign: t\nentry: 1\nturn: 1\nphase: land-combat-turkey\nplayer: {player}\nbattles:\n{yaml_battles}"
    );
    OrdersFile::parse(&Source::new("orders.yaml", text)).unwrap()
}

fn run(state: &mut State, o: Vec<OrdersFile<Orders>>, dice: &mut dyn Dice) -> Vec<BattleReport> {
    let d = data();
    let opts = BTreeMap::new();
    let pl = players();
    let ctx = Ctx {
        data: &d,
        options: &opts,
        players: &pl,
        engine: pbem::rules::ENGINE,
    };
    let rules = EmpiresInArms::rules(ctx, state).unwrap();
    let by_player = o.into_iter().map(|o| (o.header.player, o.body)).collect();
    land_combat::resolve(&rules, state, &by_player, &pl, dice)
}

fn unit(id: &str, power: &str, area: &str, f: &[(FactorType, u32)]) -> Unit {
    Unit {
        id: id.into(),
        name: id.into(),
        power: power.into(),
        kind: UnitKind::Corps,
        area: area.into(),
        entered_from: None,
        strategic: Some(2),
        factors: f.iter().copied().collect(),
        in_city: false,
        minor: None,
        allowance_in_parentheses: false,
        not_besieging: false,
    }
}

/// 7.5.2.15 EXAMPLE OF FIELD COMBAT, figure by figure.
#[test]
fn example_of_field_combat_7_5_2_15() {
    let mut st = scenario_state();
    // Only the battle of the example: the Silistria forces.
    st.units.retain(|u| u.area == "silistria");
    let mut dice = ScriptedDice::new([4, 3, 4, 4, 5]);
    let reports = run(
        &mut st,
        vec![
            orders("turkey", "  silistria:\n    days: [{chit: assault}]\n"),
            orders("russia", "  silistria:\n    days: [{chit: cordon}]\n"),
        ],
        &mut dice,
    );
    assert_eq!(dice.remaining(), 0, "the example uses exactly five dice");
    assert_eq!(reports.len(), 1);
    let b = &reports[0];
    assert_eq!(b.kind, "field");
    // Step six: morale 2.3 and 3.0.
    assert_eq!(b.attacker.base_morale, "2.3");
    assert_eq!(b.defender.base_morale, "3.0");
    assert!(
        b.attacker
            .morale_working
            .contains("114.0 / 50 = 2.28 → 2.3"),
        "{}",
        b.attacker.morale_working
    );
    assert_eq!((b.attacker.total, b.defender.total), (50, 37));
    let day = &b.days[0];
    assert_eq!(day.attacker_chit.as_deref(), Some("assault"));
    assert_eq!(day.defender_chit.as_deref(), Some("cordon"));
    assert_eq!(day.rounds.len(), 2, "Russia breaks after round 2");
    let (r1, r2) = (&day.rounds[0], &day.rounds[1]);
    // Round 1: Turkey 4-1 rolls 4: 10% of 50 = 5, morale 1.0; Russia 2-1 rolls 3: 5% of 37 = 2, 0.2.
    assert_eq!(r1.attacker.table.as_deref(), Some("4-1"));
    assert_eq!(r1.defender.table.as_deref(), Some("2-1"));
    assert_eq!(
        (
            r1.attacker.percent,
            r1.attacker.factors_counted,
            r1.attacker.losses_inflicted
        ),
        (10, 50, 5)
    );
    assert_eq!(r1.attacker.morale_inflicted, "1.0");
    assert_eq!(
        (
            r1.defender.percent,
            r1.defender.factors_counted,
            r1.defender.losses_inflicted
        ),
        (5, 37, 2)
    );
    assert_eq!(r1.defender.morale_inflicted, "0.2");
    // The Russians take all 5 in militia; the Turks take feudal infantry.
    assert!(r1
        .defender
        .losses_taken
        .iter()
        .all(|l| l.factor == FactorType::Militia));
    assert_eq!(
        r1.defender
            .losses_taken
            .iter()
            .map(|l| l.count)
            .sum::<u32>(),
        5
    );
    assert!(r1
        .attacker
        .losses_taken
        .iter()
        .all(|l| l.factor == FactorType::FeudalInfantry));
    // Round 2: Turkey 4-3 rolls 4: 15% of 48 = 7, morale 2.0; Russia 2-1 rolls 4: 5% of 32 = 2, 0.5.
    assert_eq!(r2.attacker.table.as_deref(), Some("4-3"));
    assert_eq!(r2.defender.table.as_deref(), Some("2-1"));
    assert_eq!(
        (
            r2.attacker.percent,
            r2.attacker.factors_counted,
            r2.attacker.losses_inflicted
        ),
        (15, 48, 7)
    );
    assert_eq!(r2.attacker.morale_inflicted, "2.0");
    assert_eq!(
        (
            r2.defender.percent,
            r2.defender.factors_counted,
            r2.defender.losses_inflicted
        ),
        (5, 32, 2)
    );
    assert_eq!(r2.defender.morale_inflicted, "0.5");
    assert!(r2.defender.broke && !r2.attacker.broke);
    assert_eq!(r2.defender.morale_loss_total, "3.0");
    assert_eq!(r2.attacker.morale_loss_total, "0.7");
    // Breaking round: one cavalry, no militia: 1 cavalry + 6 regular infantry.
    let took = |t: FactorType| {
        r2.defender
            .losses_taken
            .iter()
            .filter(|l| l.factor == t)
            .map(|l| l.count)
            .sum::<u32>()
    };
    assert_eq!(
        (
            took(FactorType::Cavalry),
            took(FactorType::Infantry),
            took(FactorType::Militia)
        ),
        (1, 6, 0)
    );
    assert!(r2
        .attacker
        .losses_taken
        .iter()
        .all(|l| l.factor == FactorType::FeudalInfantry));
    // Step ten: pursuit class 5, roll 5: 60% of 18 = 11; the Russians are wiped out.
    let p = b.pursuit.as_ref().expect("Turkey pursues");
    let text = p.lines.join("\n");
    assert!(
        text.contains("victor's morale loss 0.7 after 2 rounds: pursuit class 5"),
        "{text}"
    );
    assert!(
        text.contains("60% of 18 cavalry factors = 11 pursuit losses"),
        "{text}"
    );
    assert_eq!(b.winner.as_deref(), Some("attacker"));
    assert!(
        !st.units.iter().any(|u| u.power == "russia"),
        "Russian force wiped out"
    );
    assert!(
        b.captured.iter().any(|c| c.contains("Kamensky")),
        "{:?}",
        b.captured
    );
    assert!(st
        .prisoners
        .iter()
        .any(|p| p.name == "Nikolay Kamensky" && p.held_by == "turkey"));
    // Political points: 4 corps on the losing side, +2 / -2.
    assert_eq!(st.powers["turkey"].political_points, 2);
    assert_eq!(st.powers["russia"].political_points, -2);
    // Turkey: 18 feudal infantry - 4 = 14, 18 feudal cavalry, 14 Janissaries.
    let tur = |t: FactorType| {
        st.units
            .iter()
            .filter(|u| u.power == "turkey" && u.area == "silistria")
            .map(|u| u.factors.get(&t).copied().unwrap_or(0))
            .sum::<u32>()
    };
    assert_eq!(
        (
            tur(FactorType::FeudalInfantry),
            tur(FactorType::FeudalCavalry),
            tur(FactorType::Infantry)
        ),
        (14, 18, 14)
    );
}

fn morale_chart() -> Charts {
    Charts::load(&data(), "first-source").unwrap()
}

/// 7.5.2.6.1.1: 21 factors at 3.0, 20 at 4.0, 10 at 5.0 = 193 / 51 = 3.784 -> 3.8.
#[test]
fn morale_method_one_example() {
    let c = morale_chart();
    let u = vec![unit(
        "a",
        "russia",
        "x",
        &[
            (FactorType::Infantry, 21),
            (FactorType::Cavalry, 20),
            (FactorType::Guard, 10),
        ],
    )];
    let m = method_one(&c.morale, &u);
    assert_eq!(m.tenths, 38);
    assert!(
        m.working_words().contains("193.0 / 51 = 3.78 → 3.8"),
        "{}",
        m.working_words()
    );
}

/// 7.5.2.6.1.2: Austria, 3 guard, 28 regular infantry, 6 militia: 3.5 + 0.3 - 0.6 = 3.2.
#[test]
fn morale_method_two_example() {
    let c = morale_chart();
    let u = vec![
        unit(
            "a",
            "austria",
            "x",
            &[(FactorType::Guard, 3), (FactorType::Infantry, 14)],
        ),
        unit(
            "b",
            "austria",
            "x",
            &[(FactorType::Infantry, 14), (FactorType::Militia, 6)],
        ),
    ];
    assert_eq!(method_two(&c.morale, &u).tenths, 32);
    // The net change is capped at +0.5 and -1.0.
    let many = vec![unit("c", "austria", "x", &[(FactorType::Guard, 9)])];
    assert_eq!(method_two(&c.morale, &many).tenths, 40);
}

/// 7.5.2.7.2: an outflanking attacker with a 20-factor pinning force and a 10-factor
/// outflanking force against counterattack: round 1 on 2-1 with 20 factors (defender 2-3),
/// loses 4, the outflankers arrive; round 2: 16 + 2 x 10 = 36 factors on 4-4, defender 3-1.
#[test]
fn outflank_example_7_5_2_7_2() {
    let mut st = scenario_state();
    st.units.clear();
    st.leaders
        .retain(|l| l.id == "yusuf-ziya" || l.id == "kamensky");
    st.units.push(unit(
        "t1",
        "turkey",
        "silistria",
        &[(FactorType::Infantry, 10)],
    ));
    st.units.push(unit(
        "t2",
        "turkey",
        "silistria",
        &[(FactorType::Infantry, 10)],
    ));
    st.units.push(unit(
        "t3",
        "turkey",
        "silistria",
        &[(FactorType::Infantry, 10)],
    ));
    st.units.push(unit(
        "r1",
        "russia",
        "silistria",
        &[(FactorType::Infantry, 20)],
    ));
    st.units.push(unit(
        "r2",
        "russia",
        "silistria",
        &[(FactorType::Infantry, 20)],
    ));
    for l in st.leaders.iter_mut().filter(|l| l.id == "yusuf-ziya") {
        l.strategic = 4;
    }
    // Round 1: Turkey rolls 1 (2-1: nothing), Russia rolls 4 (2-3: 10% of 40 = 4).
    // Arrival: 1 against strategic 4: arrives. Round 2: Turkey 1, Russia 1. Round 3: 1, 1.
    // End of day: Turkey withdraws; Russia may pursue (class 1): roll 1.
    let mut dice = ScriptedDice::new([1, 4, 1, 1, 1, 1, 1, 1]);
    let reports = run(
        &mut st,
        vec![
            orders("turkey", "  silistria:\n    days: [{chit: outflank, outflanking: [t3], end_of_day: withdraw}]\n"),
            orders("russia", "  silistria:\n    days: [{chit: counterattack}]\n"),
        ],
        &mut dice,
    );
    let r = &reports[0].days[0].rounds;
    assert_eq!(
        (
            r[0].attacker.table.as_deref(),
            r[0].attacker.factors_counted
        ),
        (Some("2-1"), 20)
    );
    assert_eq!(
        (
            r[0].defender.table.as_deref(),
            r[0].defender.losses_inflicted
        ),
        (Some("2-3"), 4)
    );
    assert!(
        r[0].events.iter().any(|e| e.contains("it arrives")),
        "{:?}",
        r[0].events
    );
    assert!(
        r[0].attacker.losses_taken.iter().all(|l| l.unit != "t3"),
        "losses fall on the pinning force"
    );
    assert_eq!(
        (
            r[1].attacker.table.as_deref(),
            r[1].attacker.factors_counted
        ),
        (Some("4-4"), 36)
    );
    assert_eq!(r[1].defender.table.as_deref(), Some("3-1"));
}

/// 7.5.2.1: the outflank chit needs two non-artillery corps and a leader; a force without
/// them falls back to the default chit at resolution (orders check refuses it earlier).
#[test]
fn outflank_needs_two_corps_and_a_leader() {
    use pbem::rules::empires_in_arms::combat::field::outflank::may_outflank;
    let a = unit("a", "turkey", "x", &[(FactorType::Infantry, 5)]);
    let b = unit("b", "turkey", "x", &[(FactorType::Artillery, 5)]);
    let st = scenario_state();
    let leader = &st.leaders[0];
    assert!(may_outflank(&[&a, &b], &[leader]).is_err());
    let c = unit("c", "turkey", "x", &[(FactorType::Cavalry, 5)]);
    assert!(may_outflank(&[&a, &c], &[]).is_err());
    assert!(may_outflank(&[&a, &c], &[leader]).is_ok());
}

/// 7.5.3: a depot garrison alone makes a trivial combat on the 5-2 tables, no political
/// points, and a broken garrison surrenders (7.5.3.4).
#[test]
fn trivial_combat_against_a_depot_garrison() {
    let mut st = scenario_state();
    st.phasing = "russia".into();
    st.units.retain(|u| u.area == "rustchuk");
    let sites = land_combat::sites(&st);
    assert_eq!(sites.len(), 1);
    // Russia rolls 6 (5-2: 20/2.8), Turkey rolls 1 (5-2: 10/0.8). Garrison morale 3.0 > 2.8.
    // Round 2: Russia 6 again: the garrison (2 factors, 1 left) breaks. Pursuit: roll 1.
    let mut dice = ScriptedDice::new([6, 1, 6, 1, 1]);
    let reports = run(&mut st, vec![], &mut dice);
    let b = &reports[0];
    assert_eq!(b.kind, "trivial");
    assert_eq!(b.days[0].rounds[0].attacker.table.as_deref(), Some("5-2"));
    assert!(b.political_points.iter().any(|p| p.contains("7.5.3.5")));
    assert!(!st
        .units
        .iter()
        .any(|u| u.power == "turkey" && u.area == "rustchuk"));
    assert!(
        b.depots.iter().any(|d| d.contains("destroyed")),
        "{:?}",
        b.depots
    );
    assert!(!st
        .depots
        .iter()
        .any(|d| d.area == "rustchuk" && d.power == "turkey"));
}
