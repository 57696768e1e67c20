//! Standing orders that fight (issue 26): Ligny played to its end with both sides on the
//! standing orders pbem decides (each turn's orders file for the moving and the other
//! side, checked as a player's would be, played as the campaign plays them), counting from
//! the report's sections that fire, charges and their resolutions, flights, routs and
//! rallies happened and that the battle ended by a rule.

use super::common::{ligny, place, unit};
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::grande_tactique::orders::Orders;
use pbem::rules::grande_tactique::standing_orders::{body, decide};
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::{GrandeTactique, Rules};
use pbem::rules::table_game::log::Section;
use pbem::rules::table_game::posture::Posture;
use pbem::rules::table_game::{SideOrders, TableGame};
use pbem::yaml::Source;
use std::collections::BTreeMap;

/// `side`'s standing orders as the orders file parses them, after the orders check.
fn standing(rules: &Rules, st: &State, side: &str, p: Posture) -> Orders {
    let Some(text) = body(rules, st, side, p) else {
        return Orders::default();
    };
    let src = Source::new(format!("standing orders of {side}"), text.clone());
    let o: Orders = src.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    pbem::rules::grande_tactique::check::check(rules, st, side, &o, &src)
        .unwrap_or_else(|e| panic!("standing orders refused: {e}\n{text}"));
    o
}

/// What happened in a battle: lines per kind, counted from the report's sections.
#[derive(Debug, Default)]
struct Counts {
    fire: usize,
    charges: usize,
    resolutions: usize,
    flights: usize,
    routs: usize,
    rallies: usize,
}

fn count(sections: &[Section], c: &mut Counts) {
    for s in sections {
        for l in &s.lines {
            match s.rule.as_str() {
                "3." if l.contains(" fires on ") => c.fire += 1,
                "2." if l.contains(" rallies: ") => c.rallies += 1,
                "2." if l.contains(" charge") && !l.contains("refused") => c.charges += 1,
                "4." if l.contains("MORALE CHECK") => c.resolutions += 1,
                _ => {}
            }
            if l.contains(" flees ") {
                c.flights += 1;
            }
            if l.contains(" routs") || l.contains(" routed") && !l.contains("routed or lost") {
                c.routs += 1;
            }
        }
    }
}

/// Ligny with both sides on standing orders of `posture`, from `seed`.
fn battle(seed: u8, posture: Posture) -> (State, Counts, String) {
    let (rules, mut st) = ligny();
    let mut dice = ChaChaDice::new(&Digest([seed; 32]));
    let mut c = Counts::default();
    let mut all = String::new();
    let mut turns = 0;
    while st.ending.is_none() {
        turns += 1;
        assert!(turns <= 60, "the battle must end");
        let by_side: BTreeMap<String, Orders> = st
            .sides
            .keys()
            .map(|s| (s.clone(), standing(&rules, &st, s, posture)))
            .collect();
        let notes = by_side
            .iter()
            .filter_map(|(s, o)| o.note.clone().map(|n| (s.clone(), n)))
            .collect();
        let r = GrandeTactique::play(&rules, &mut st, SideOrders { by_side, notes }, &mut dice);
        count(&r.sections, &mut c);
        for s in &r.sections {
            all.push_str(&format!(
                "## {} {}\n{}\n",
                s.rule,
                s.title,
                s.lines.join("\n")
            ));
        }
    }
    (st, c, all)
}

#[test]
fn ligny_on_standing_orders_fights_to_an_end_by_a_rule_4_charge_phase() {
    let (st, c, log) = battle(5, Posture::Attack);
    eprintln!("Ligny on standing orders: {c:?}, {:?}", st.ending);
    let end = st.ending.as_ref().expect("an ending");
    assert!(
        end.reason.contains("after the last turn") || end.reason.contains("broke"),
        "{end:?}"
    );
    assert!(c.fire > 0, "fire: {c:?}\n{log}");
    assert!(c.charges > 0, "charges: {c:?}\n{log}");
    assert!(c.resolutions > 0, "charge resolutions: {c:?}\n{log}");
    assert!(c.flights > 0, "flights: {c:?}\n{log}");
    assert!(c.routs > 0, "routs: {c:?}\n{log}");
    assert!(c.rallies > 0, "rallies: {c:?}\n{log}");
    let (again, _, _) = battle(5, Posture::Attack);
    assert_eq!(st, again, "the same dice give the same battle");
}

#[test]
fn standing_orders_name_every_line_and_use_no_dice_2_pip_phase() {
    let (rules, st) = ligny();
    let side = st.moving_side().to_string();
    let a = body(&rules, &st, &side, Posture::Attack).expect("orders");
    assert_eq!(Some(a.clone()), body(&rules, &st, &side, Posture::Attack));
    assert!(
        a.starts_with("note: \"Standing orders decided by pbem (posture attack): "),
        "{a}"
    );
    // Data the rules text lacks is provisional, and the note says where it is written.
    assert!(
        a.lines().next().unwrap().contains(
            "(PROVISIONAL: pbem's reading of a prudent commander, docs/grande-tactique.md \\\"Standing orders\\\"; the rules text gives none)"
        ),
        "{a}"
    );
    for l in a.lines().skip(1) {
        assert!(l.ends_with(':') || l.contains("# standing: "), "{l}\n{a}");
    }
    let d = decide(&rules, &st, &side, Posture::Hold);
    assert!(
        d.orders
            .pips
            .values()
            .flatten()
            .all(|l| !l.contains(" advance ") && !l.contains(" oblique ")),
        "hold moves nothing: {:?}",
        d.orders.pips
    );
}

#[test]
fn infantry_forms_square_when_cavalry_threatens_2_pip_phase() {
    let (rules, mut st) = ligny();
    let side = st.moving_side().to_string();
    let inf = st
        .units
        .iter()
        .find(|u| u.side() == side && u.arm == pbem::rules::grande_tactique::state::Arm::Infantry)
        .expect("infantry")
        .id()
        .to_string();
    let cav = st
        .units
        .iter()
        .find(|u| u.side() != side && u.arm.is_cavalry())
        .expect("cavalry")
        .id()
        .to_string();
    let at = st.units[unit(&st, &inf)].stand.centre;
    let f = st.units[unit(&st, &inf)].stand.facing.0;
    place(&mut st, &cav, at.x / 1000, at.y / 1000 + 3, (f + 180) % 360);
    let d = decide(&rules, &st, &side, Posture::Hold);
    let lines: Vec<&String> = d.orders.pips.values().flatten().collect();
    assert!(
        lines.iter().any(|l| *l == &format!("{inf} form square")),
        "{lines:?}"
    );
}

/// A campaign where the French player sends nothing and the Prussians are unplayed: the
/// NMR orders file and the unplayed side's orders are pbem's standing orders, the report
/// names them, and `pbem verify` replays them.
#[test]
fn ligny_campaign_on_nmr_and_unplayed_standing_orders_verifies() {
    use super::support::{entry_dir, resolve_nmr, run};
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "grande-tactique",
        "--scenario",
        "ligny",
        "--id",
        "ligny",
        "--player",
        "napoleon:french",
        "--unplayed-rest",
        "--moderator",
        "mod",
    ]);
    for k in 1..=2 {
        resolve_nmr(d);
        let e = entry_dir(&dir, k);
        if k == 1 {
            // Entry 2 is the Prussian turn: the French decide nothing, and their standing
            // fire priorities are not written out (pbem 0.5.0 on).
            let nmr = std::fs::read_to_string(e.join("nmr/napoleon.yaml")).unwrap();
            assert!(nmr.contains("# standing: "), "{nmr}");
        }
        let report = std::fs::read_to_string(e.join("report.md")).unwrap();
        assert!(
            report.contains("**napoleon**: Standing orders decided by pbem (posture attack)"),
            "{report}"
        );
        assert!(
            report.contains("**prussian**: Standing orders decided by pbem (posture attack)"),
            "{report}"
        );
    }
    let out = run(&["verify", d]);
    assert!(out.contains("2 entries replayed byte for byte"), "{out}");
}

/// The demo (Ligny) plays its four entries, then the players send pbem's standing orders
/// until a charge has been resolved (4. Charge Phase): whatever the demo's fresh entropy,
/// its events show a charge declared, moved into contact, the attacker's check, and the
/// charge's end (the target's check and its flight or the repulse, or the charge halting),
/// and the demo stops at the first entry that shows it.
#[test]
fn the_ligny_demo_shows_a_charge_and_its_resolution_4_charge_phase() {
    use super::support::table::{demo_played, event_lines};
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let played = demo_played("grande-tactique", &dir, 4, 12);
    let resolved: Vec<usize> = (0..played.len())
        .filter(|n| {
            event_lines(&played[*n], "4.")
                .iter()
                .any(|l| l.contains("MORALE CHECK"))
        })
        .collect();
    let Some(&n) = resolved.first() else {
        panic!("no charge resolved in {} entries", played.len());
    };
    assert_eq!(played.len(), (n + 1).max(4), "{resolved:?}");
    let lines = event_lines(&played[n], "4.");
    let all = lines.join("\n");
    let first = lines
        .iter()
        .find(|l| l.contains(" charges ") && l.contains(": attacker's check MORALE CHECK"))
        .unwrap_or_else(|| panic!("{all}"));
    let (charger, rest) = first.split_once(" charges ").unwrap();
    let target = rest.split_once(':').unwrap().0;
    // The charge moved into contact in the 2. PIP Phase.
    let pips = event_lines(&played[n], "2.").join("\n");
    let moved = format!("{charger} charges {target}: moves ");
    assert!(
        pips.lines()
            .any(|l| l.contains(&moved) && l.contains(" into contact")),
        "{charger} -> {target}: {pips}"
    );
    let ended = all.contains(&format!("{target}: defender's check MORALE CHECK"))
        && (all.contains(&format!("{target} routs and flees"))
            || all.contains(&format!("{target} flees"))
            || all.contains(" is repulsed")
            || all.contains(&format!("{target} is silenced")))
        || all.contains(&format!("The charges on {target} halt."));
    assert!(ended, "{charger} -> {target}: {all}");
}

/// The standing orders' figures are data: charts/standing-orders.yaml, marked provisional
/// (the text gives none), typed and bounded at load, an error naming the file and the
/// YAML path; the figures are those the code had (rally, square, charge, start firing,
/// advance; half the faces to pass, half or two thirds to fail; a cavalry move; 1"; 5
/// and 45 degrees).
#[test]
fn the_standing_orders_figures_are_a_provisional_chart_bounded_at_load() {
    use super::common::{charts, error};
    use pbem::board::table::measure::Length;
    use pbem::rules::grande_tactique::tables::standing_orders::{Need, NEEDS};
    let c = charts().standing_orders.clone();
    assert_eq!(c.pip_priorities, NEEDS.to_vec());
    assert_eq!(c.pip_priorities[2], Need::Charge);
    assert_eq!(c.charge_odds.charger_passes.faces(6), 3);
    assert_eq!(
        (
            c.target_fails(Posture::Attack, 6),
            c.target_fails(Posture::Hold, 6)
        ),
        (3, 4)
    );
    // The code's (die + 1) / 2 and (2 die + 2) / 3, for every die the charts allow.
    for die in 2..=100 {
        assert_eq!(c.target_fails(Posture::Attack, die), (die + 1) / 2);
        assert_eq!(c.target_fails(Posture::Hold, die), (2 * die + 2) / 3);
        assert_eq!(c.charge_odds.charger_passes.faces(die), (die + 1) / 2);
    }
    assert_eq!(c.cavalry_threat.of(Length(9000)), Length(9000));
    assert_eq!(
        (c.stand_off, c.straight_within, c.pivot_beyond),
        (Length(1000), 5, 45)
    );
    let f = "charts/standing-orders.yaml";
    for (from, to, path) in [
        (
            "[rally, square, charge, start-firing, advance]",
            "[rally, square, charge, charge, advance]",
            "pip-priorities",
        ),
        (
            "[rally, square, charge, start-firing, advance]",
            "[rally, square, charge, advance]",
            "pip-priorities",
        ),
        (
            "hold: {numerator: 2, denominator: 3}",
            "hold: {numerator: 1, denominator: 3}",
            "charge-odds.target-fails.hold",
        ),
        (
            "charger-passes: {numerator: 1, denominator: 2}",
            "charger-passes: {numerator: 1, denominator: 0}",
            "charge-odds.charger-passes.denominator",
        ),
        (
            "attack: {numerator: 1, denominator: 2}",
            "attack: {numerator: 3, denominator: 2}",
            "charge-odds.target-fails.attack",
        ),
        (
            "cavalry-threat: {numerator: 1, denominator: 1}",
            "cavalry-threat: {numerator: 0, denominator: 1}",
            "cavalry-threat.numerator",
        ),
        ("stand-off: 1 ", "stand-off: 13 ", "stand-off"),
        ("pivot-beyond: 45 ", "pivot-beyond: 200 ", "pivot-beyond"),
        (
            "straight-within: 5 ",
            "straight-within: 50 ",
            "straight-within",
        ),
        ("provisional: true", "provisional: false", "provisional"),
    ] {
        let e = error(f, from, to);
        assert!(
            e.contains("standing-orders.yaml") && e.contains(path),
            "{to}: {e}"
        );
    }
}
