//! III.B.2 charges declared and reactions, III.B.4 the charge test, III.B.6 melee.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::Point;
use pbem::board::table::range::in_contact;
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::check::check;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;

fn duel() -> (pbem::rules::old_trousers::Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 19_500);
    (rules, st)
}

#[test]
fn a_charge_out_of_reach_or_blocked_is_refused() {
    let (rules, st) = maida();
    let (o, src) = orders("charges:\n  78th: 42-ligne-1\n");
    let e = check(&rules, &st, "british", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("charges.78th") && e.contains("the most a charge can reach is 10.000\""),
        "{e}"
    );
    let (o, src) = orders("charges:\n  ra-guns: 42-ligne-1\n");
    assert!(check(&rules, &st, "british", &o, &src).is_err());
}

#[test]
fn a_charge_that_passes_goes_home_and_is_fought() {
    let (rules, mut st) = duel();
    let (o, src) = orders("charges:\n  78th: 1-leger-1\n");
    check(&rules, &st, "british", &o, &src).unwrap();
    let none = Orders::default();
    // Order segment: no dice. Stationary fire: the French d10 1 (no hit). Charge test:
    // Good needs 5, d10 9 passes; bonus d6 3. Melee: d 6 and 1. The loser's morale
    // check after melee: 10.
    let mut d = ScriptedDice::new([1, 9, 3, 6, 1, 10]);
    let log = player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &o,
            other: &none,
        },
        &mut d,
    );
    let t = text(&log);
    assert!(t.contains("declares a charge on 1er Léger, 1st Bn"), "{t}");
    assert!(t.contains("CHARGE TEST TABLE"), "{t}");
    assert!(t.contains("charges home"), "{t}");
    assert!(t.contains("## III.B.6 Melee Subsegment"), "{t}");
    assert!(t.contains(" wins; "), "{t}");
    assert!(
        t.contains("1er Léger, 1st Bn checks morale after melee and holds"),
        "{t}"
    );
    assert!(
        t.contains("## III.B.7 Breakthrough Subsegment\nno unit may break through"),
        "{t}"
    );
    let f = st.unit("1-leger-1").unwrap();
    assert!(f.hits > 0, "{t}");
    let b = st.unit("78th").unwrap();
    assert!(
        b.stand.markers.disordered || f.stand.markers.disordered,
        "{t}"
    );
    // 13 + 6 + Charging 2 = 21 against 15 + 1 = 16: difference 5 (3 - 5): the loser takes
    // 2 casualties, is shaken and disordered and falls back 4"; the winner is disordered.
    assert_eq!(f.hits, 2, "{t}");
    assert!(
        f.stand.markers.shaken && f.stand.markers.disordered && b.stand.markers.disordered,
        "{t}"
    );
    assert!(!in_contact(&b.stand, &f.stand), "it fell back: {t}");
    assert_eq!(f.stand.centre.y, 19_500 + 4_000, "{t}");
}

#[test]
fn a_failed_charge_test_halts_the_charger() {
    let (rules, mut st) = duel();
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let none = Orders::default();
    let before = st.unit("78th").unwrap().stand.centre;
    // Stationary fire d10 1; charge test d10 1 fails (Good needs 5); moving fire: the 78th
    // failed to close and may fire: d10 1.
    let mut d = ScriptedDice::new([1, 1, 1]);
    let log = player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &o,
            other: &none,
        },
        &mut d,
    );
    let t = text(&log);
    assert!(t.contains("fails its charge test and halts"), "{t}");
    // 0.6.0: it halts where its move in the Movement Subsegment left it, short of contact.
    let after = st.unit("78th").unwrap().stand.clone();
    assert!(after.centre.y >= before.y, "{t}");
    assert!(
        !in_contact(&after, &st.unit("1-leger-1").unwrap().stand),
        "{t}"
    );
    assert!(t.contains("\nno melee"), "{t}");
}

#[test]
fn a_defender_may_form_square_on_its_reaction_test() {
    let (rules, mut st) = duel();
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let (r, _) = orders("reactions:\n  1-leger-1: square\n");
    // Reaction: Excellent needs 4, d10 10 passes.
    let mut d = ScriptedDice::new([10, 1, 1, 1]);
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
    assert!(t.contains("reacts (Square): forms square"), "{t}");
    assert_eq!(
        st.unit("1-leger-1").unwrap().stand.formation,
        pbem::board::table::stand::Formation::Square
    );
}

#[test]
fn the_charge_test_reads_organic_skirmishers_and_the_national_bonus_from_the_state() {
    let (rules, mut st) = duel();
    let i = unit(&st, "78th");
    st.units[i].organic_skirmishers = true;
    st.units[i]
        .traits
        .insert(pbem::rules::old_trousers::state::Trait::NationalBonus);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let none = Orders::default();
    // Stationary fire d10 1; charge test d10 1 + Org Skirm 1 + National bonus 1 = 3 fails
    // (Good needs 5); moving fire d10 1.
    let mut d = ScriptedDice::new([1, 1, 1]);
    let log = player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &o,
            other: &none,
        },
        &mut d,
    );
    let t = text(&log);
    let line = t
        .lines()
        .find(|l| l.contains("fails its charge test"))
        .unwrap_or_else(|| panic!("{t}"));
    assert!(line.contains("Org Skirm +1"), "{line}");
    assert!(line.contains("National bonus +1"), "{line}");
    assert!(!line.contains("Skirm Screen"), "{line}");
}

// CHARGE TEST TABLE "Inf column +1": a company column is an infantry column as an attack
// column is (MOVEMENT TABLE's formations: Line, Company Column, Attack Column, Skirmish,
// Square); a line is none.
#[test]
fn charge_test_table_a_company_column_counts_as_an_infantry_column() {
    use pbem::board::table::measure::Length;
    use pbem::board::table::stand::Formation;
    let line_of = |formation: Formation| {
        let (rules, mut st) = duel();
        let i = unit(&st, "78th");
        st.units[i].stand.formation = formation;
        if formation == Formation::CompanyColumn {
            // The company column's footprint, 1" x 3", on the same front edge.
            st.units[i].stand.frontage = Length::inches(1);
            st.units[i].stand.depth = Length::inches(3);
            st.units[i].stand.centre = Point::new(47_000, 16_250 - 1_500);
        }
        let (o, src) = orders("charges:\n  78th: 1-leger-1\n");
        check(&rules, &st, "british", &o, &src).expect("the charge is in reach");
        let none = Orders::default();
        // Every die 1: the charge test fails (Good needs 5) and shows its modifiers.
        let mut d = super::common::ByPurpose::new(&[], 1);
        let log = player_phase(
            &rules,
            &mut st,
            PhaseOrders {
                phasing: &o,
                other: &none,
            },
            &mut d,
        );
        let t = text(&log);
        t.lines()
            .find(|l| l.contains("fails its charge test"))
            .unwrap_or_else(|| panic!("{t}"))
            .to_string()
    };
    let company = line_of(Formation::CompanyColumn);
    assert!(company.contains("Inf column +1"), "{company}");
    let attack = line_of(Formation::AttackColumn);
    assert!(attack.contains("Inf column +1"), "{attack}");
    let line = line_of(Formation::Line);
    assert!(!line.contains("Inf column"), "{line}");
}
