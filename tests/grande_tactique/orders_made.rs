//! Orders a player can write (issues 26 and 27): random orders built from the template's
//! words either fail `orders check` citing a rule, or every use of PIPs appears in the
//! report, made or stopped with its rule, and every charge made is resolved.

use super::common::{ligny, orders, place, text};
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::sequence::turn;
use proptest::prelude::*;

/// The actions drawn: (words before, takes a distance, takes an angle, takes an enemy).
const ACTIONS: [&str; 16] = [
    "advance D",
    "retire D",
    "oblique A D",
    "sidestep left D",
    "sidestep right D",
    "wheel right A",
    "pivot A",
    "about face",
    "start firing",
    "stop firing",
    "charge E",
    "rally",
    "limber",
    "unlimber",
    "form square",
    "form line",
];

/// The rules a refusal may cite.
const RULES: [&str; 6] = [
    "De-shaking Phase",
    "PIP Phase",
    "Charge Phase",
    "(movement",
    "General Description",
    "Firing Phase",
];

fn line(unit: &str, action: &str, d: u32, a: i32, enemy: &str) -> String {
    let words = action
        .replace('D', &format!("{}.{}", d / 2, (d % 2) * 5))
        .replace('A', &a.to_string())
        .replace('E', enemy);
    format!("{unit} {words}")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_orders_are_refused_with_a_rule_or_each_use_is_reported(
        uses in proptest::collection::vec((0usize..64, 0usize..16, 0u32..10, -45i32..46, 0usize..64), 1..5),
        order in proptest::collection::vec(0usize..64, 0..3),
        seed in any::<u8>(),
    ) {
        let (rules, mut st) = ligny();
        // Enemies in reach: Delort's cuirassiers face stulpnagel-2, Strolz's dragoons hobe-1.
        place(&mut st, "stulpnagel-2", 64, 18, 180);
        place(&mut st, "delort-1", 64, 13, 0);
        place(&mut st, "pajol-1", 5, 5, 0);
        place(&mut st, "hobe-1", 60, 18, 180);
        place(&mut st, "strolz-1", 60, 14, 0);
        let own: Vec<String> = st.units.iter().filter(|u| u.side() == "french").map(|u| u.id().to_string()).collect();
        let enemy: Vec<String> = st.units.iter().filter(|u| u.side() != "french").map(|u| u.id().to_string()).collect();
        let mut by_div: Vec<(String, Vec<String>)> = Vec::new();
        for (u, a, d, ang, e) in &uses {
            let unit = &own[u % own.len()];
            let div = st.unit(unit).unwrap().division().to_string();
            let l = line(unit, ACTIONS[*a], *d, *ang, &enemy[e % enemy.len()]);
            match by_div.iter_mut().find(|(g, _)| *g == div) {
                Some((_, v)) => v.push(l),
                None => by_div.push((div, vec![l])),
            }
        }
        let mut body = String::from("pips:\n");
        for (g, v) in &by_div {
            body.push_str(&format!("  {g}: [{}]\n", v.join(", ")));
        }
        if !order.is_empty() {
            let names: Vec<String> = order.iter().map(|k| if k % 2 == 0 { own[k % own.len()].clone() } else { enemy[k % enemy.len()].clone() }).collect();
            body.push_str(&format!("charge_order: [{}]\n", names.join(", ")));
        }
        let (o, src) = orders(&body);
        if let Err(e) = check(&rules, &st, "french", &o, &src) {
            let e = e.to_string();
            prop_assert!(RULES.iter().any(|r| e.contains(r)), "no rule cited: {e}\n{body}");
            return Ok(());
        }
        let log = turn(&rules, &mut st, &o, &mut ChaChaDice::new(&Digest([seed; 32])));
        let t = text(&log);
        let pip_phase: Vec<&str> = t
            .split("## 3.")
            .next()
            .unwrap_or("")
            .lines()
            .collect();
        for (g, v) in &by_div {
            let head = format!("{g}: ");
            let reported: Vec<&&str> = pip_phase
                .iter()
                .filter(|l| l.starts_with(&head) && !l.ends_with(" unspent"))
                .collect();
            prop_assert_eq!(reported.len(), v.len(), "each use of {} reported once:\n{}\n{}", g, body, t);
            for l in reported.iter().filter(|l| l.contains("refused") || l.contains("not made")) {
                prop_assert!(RULES.iter().any(|r| l.contains(r)), "no rule cited: {}", l);
            }
            // Every charge made is resolved in the Charge Phase.
            for l in &reported {
                let words = &l[head.len()..];
                let Some((unit, rest)) = words.split_once(" charges ") else { continue };
                let target = rest.split([':', ' ']).next().unwrap_or("");
                let resolved = t.contains(&format!("{unit} charges {target}: attacker's check"))
                    || t.contains(&format!("{target} is gone: the charges on it lapse"));
                prop_assert!(resolved, "the charge of {} on {} is not in the report:\n{}", unit, target, t);
            }
        }
    }
}
