//! Checking what will be done (issue 27, for Old Trousers; issue 26 "Orders a player can
//! write"): random orders built from the template's words (moves, charges, fire targets,
//! breakthroughs) either fail `orders check` citing a rule, or every order appears in the
//! report: each move's steps made, or the unit staying where it was with the rule; each
//! charge declared and tested, or refused with its rule; each fire order fired or held
//! with the reason. About half the cases (30 of 64 when measured) get past the check.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::{Angle, Point};
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::old_trousers::check::check;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use proptest::prelude::*;

/// The step forms of the template (`orders::WORDS`): D inches, A and W degrees, G a
/// facing, F a formation, X Y a point near the unit; mostly moves a unit can make.
const STEPS: [&str; 16] = [
    "advance D",
    "advance D",
    "retire D",
    "oblique A D",
    "wheel left W",
    "wheel right W",
    "about face",
    "face G",
    "form F",
    "to X Y",
    "advance D",
    "form F",
    "advance D",
    "to X Y",
    "remove disorder",
    "rally",
];

/// Formations, those of infantry first (most units are infantry); now and then one the
/// unit may not take.
const FORMATIONS: [&str; 8] = [
    "line",
    "company-column",
    "attack-column",
    "skirmish",
    "square",
    "limbered",
    "unlimbered",
    "prolonge",
];

/// What a refusal or a stopped order may cite: the sequence's sections and the charts.
const RULES: [&str; 8] = [
    "III",
    "TABLE",
    "TERRAIN TYPE MOVEMENT EFFECT",
    "table edge",
    "(provisional)",
    "formation changes",
    "PROVISIONAL",
    "MOVEMENT",
];

/// Maida, turn 1, the British phasing, with French battalions brought within charge reach
/// of the British line.
fn close() -> State {
    let (_, mut st) = maida();
    for (id, x, y) in [
        ("42-ligne-1", 47_000, 21_000),
        ("1-leger-2", 56_000, 22_000),
    ] {
        let i = unit(&st, id);
        let s = &st.units[i].stand;
        st.units[i].stand = s.placed(Point::new(x, y), Angle::facing(180));
    }
    st
}

/// One step's words for a unit whose centre is at `at` (inches).
fn step(form: &str, (d, a, k): (u32, i32, usize), at: (i64, i64)) -> String {
    let f = if k % 8 == 7 {
        FORMATIONS[k % 3 + 5]
    } else {
        FORMATIONS[k % 5]
    };
    form.replace('D', &format!("{}.{}", d / 2, (d % 2) * 5))
        .replace('A', &a.to_string())
        .replace('W', &(a.abs() + 1).to_string())
        .replace('G', &((k * 45) % 360).to_string())
        .replace('F', f)
        .replace('X', &(at.0 + (k % 5) as i64 - 2).to_string())
        .replace('Y', &(at.1 + (k / 5 % 5) as i64 - 2).to_string())
}

/// The section of the report from `from` to the next heading.
fn section<'a>(t: &'a str, from: &str) -> &'a str {
    t.split(from)
        .nth(1)
        .map_or("", |s| s.split("\n## ").next().unwrap_or(""))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_orders_are_refused_with_a_rule_or_each_order_is_reported(
        moves in proptest::collection::vec((0usize..64, proptest::collection::vec((0usize..16, 0u32..7, -45i32..46, 0usize..64), 1..3)), 0..4),
        charges in proptest::collection::vec((0usize..64, 0usize..64), 0..3),
        fire in proptest::collection::vec((0usize..64, 0usize..64), 0..3),
        halts in proptest::collection::vec(0usize..64, 0..2),
        seed in any::<u8>(),
    ) {
        let (rules, _) = maida();
        let mut st = close();
        let own: Vec<String> = st.units.iter().filter(|u| u.side() == "british").map(|u| u.id().to_string()).collect();
        let enemy: Vec<String> = st.units.iter().filter(|u| u.side() != "british").map(|u| u.id().to_string()).collect();
        let mut body = String::new();
        let mut m = std::collections::BTreeMap::new();
        for (u, steps) in &moves {
            let id = own[u % own.len()].clone();
            let c = st.unit(&id).unwrap().stand.centre;
            let at = (c.x / 1000, c.y / 1000);
            let words: Vec<String> = steps.iter().map(|(f, d, a, k)| step(STEPS[*f], (*d, *a, *k), at)).collect();
            m.insert(id, words);
        }
        if !m.is_empty() {
            body.push_str("moves:\n");
            for (id, w) in &m {
                body.push_str(&format!("  {id}: [{}]\n", w.join(", ")));
            }
        }
        // Mostly by the British line at the two battalions brought close to it; now and
        // then by any unit at any enemy.
        let near = ["42-ligne-1", "1-leger-2"];
        let line = ["78th", "81st", "light-bn", "grenadiers"];
        let c: std::collections::BTreeMap<String, String> = charges
            .iter()
            .map(|(u, e)| {
                let by = if u % 4 == 3 { own[u % own.len()].clone() } else { line[u % 4].to_string() };
                let at = if e % 4 == 3 { enemy[e % enemy.len()].clone() } else { near[e % 2].to_string() };
                (by, at)
            })
            .collect();
        if !c.is_empty() {
            body.push_str("charges:\n");
            for (id, e) in &c {
                body.push_str(&format!("  {id}: {e}\n"));
            }
        }
        let f: std::collections::BTreeMap<String, String> = fire.iter().map(|(u, e)| (own[u % own.len()].clone(), if e % 5 == 4 { "none".to_string() } else { enemy[e % enemy.len()].clone() })).collect();
        if !f.is_empty() {
            body.push_str("fire:\n");
            for (id, e) in &f {
                body.push_str(&format!("  {id}: {e}\n"));
            }
        }
        if !halts.is_empty() {
            body.push_str("breakthroughs:\n");
            for h in &halts {
                body.push_str(&format!("  {}: halt\n", own[h % own.len()]));
            }
        }
        let (o, src) = orders(&body);
        if let Err(e) = check(&rules, &st, "british", &o, &src) {
            let e = e.to_string();
            prop_assert!(RULES.iter().any(|r| e.contains(r)), "no rule cited: {e}\n{body}");
            return Ok(());
        }
        let none = Orders::default();
        let log = player_phase(&rules, &mut st, PhaseOrders { phasing: &o, other: &none }, &mut ChaChaDice::new(&Digest([seed; 32])));
        let t = text(&log);
        let movement = section(&t, "## III.B.2 Movement Subsegment\n");
        for (id, words) in &o.moves {
            let name = &st.unit(id).unwrap().name;
            let stayed = format!("{name} stays where it was: ");
            match movement.lines().find(|l| l.starts_with(&stayed)) {
                Some(l) => prop_assert!(RULES.iter().any(|r| l.contains(r)), "no rule cited: {}\n{}", l, body),
                None => {
                    let made = movement.lines().filter(|l| l.starts_with(&format!("{name}: "))).count();
                    prop_assert_eq!(made, words.len(), "each step of {} reported:\n{}\n{}", id, body, t);
                }
            }
        }
        let declared = section(&t, "## III.B.2 Movement Subsegment: charges declared");
        let tested = section(&t, "## III.B.4 ");
        for (id, target) in &o.charges {
            let name = &st.unit(id).unwrap().name;
            let tname = &st.unit(target).unwrap().name;
            let refused = declared.lines().find(|l| l.starts_with(&format!("{id} may not charge")) || l.starts_with(&format!("{name} may not charge")));
            match refused {
                Some(l) => prop_assert!(RULES.iter().any(|r| l.contains(r)), "no rule cited: {}\n{}", l, body),
                None => {
                    prop_assert!(declared.contains(&format!("{name} declares a charge on {tname}")), "the charge of {} is not declared:\n{}\n{}", id, body, t);
                    prop_assert!(tested.lines().any(|l| l.starts_with(name.as_str())), "the charge of {} is not tested:\n{}\n{}", id, body, t);
                }
            }
        }
        let fired = format!("{}\n{}", section(&t, "## III.B.3 "), section(&t, "## III.B.5 "));
        for (id, target) in &o.fire {
            if target == "none" || o.charges.contains_key(id) {
                continue;
            }
            let name = &st.unit(id).unwrap().name;
            prop_assert!(fired.contains(name.as_str()), "the fire of {} at {} is not reported:\n{}\n{}", id, target, body, t);
        }
    }
}
