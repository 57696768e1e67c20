//! Standing orders that fight (issue 26): Maida played to its end with both sides on the
//! standing orders pbem decides (each phase's orders file for the phasing and the other
//! side, checked as a player's would be), counting from the report's sections that fire,
//! charges, melees, routs and rallies happened and that the battle ended by a rule.

use super::common::{maida, text, unit};
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::old_trousers::orders::{Orders, Reaction};
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::standing_orders::{body, decide};
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;
use pbem::rules::table_game::log::Log;
use pbem::rules::table_game::posture::Posture;
use pbem::yaml::Source;

/// `side`'s standing orders as the orders file parses them, after the orders check.
fn standing(rules: &Rules, st: &State, side: &str, p: Posture) -> Orders {
    let Some(text) = body(rules, st, side, p) else {
        return Orders::default();
    };
    let src = Source::new(format!("standing orders of {side}"), text.clone());
    let o: Orders = src.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    pbem::rules::old_trousers::check::check(rules, st, side, &o, &src)
        .unwrap_or_else(|e| panic!("standing orders refused: {e}\n{text}"));
    o
}

/// What happened in a battle: lines per kind, counted from the report's sections.
#[derive(Debug, Default)]
struct Counts {
    fire: usize,
    charges: usize,
    melees: usize,
    routs: usize,
    rallies: usize,
}

fn count(log: &Log, c: &mut Counts) {
    for s in &log.sections {
        for l in &s.lines {
            match s.rule.as_str() {
                "III.B.3" | "III.B.5" if l.contains(" fires at ") || l.contains(" hits") => {
                    c.fire += 1
                }
                "III.B.2" if l.contains("declares a charge") => c.charges += 1,
                "III.B.6" if l.contains(" against ") => c.melees += 1,
                "III.B.1" if l.contains(" rallies: ") => c.rallies += 1,
                _ => {}
            }
            if l.contains(" routs") {
                c.routs += 1;
            }
        }
    }
}

/// Maida with both sides on standing orders of `posture`, from `seed`.
fn battle(seed: u8, posture: Posture) -> (State, Counts, String) {
    let (rules, mut st) = maida();
    let mut dice = ChaChaDice::new(&Digest([seed; 32]));
    let mut c = Counts::default();
    let mut all = String::new();
    let mut phases = 0;
    while st.ending.is_none() {
        phases += 1;
        assert!(phases <= 40, "the battle must end");
        let phasing = st.phasing_side().to_string();
        let other = st.enemy_of(&phasing).to_string();
        let (a, b) = (
            standing(&rules, &st, &phasing, posture),
            standing(&rules, &st, &other, posture),
        );
        let log = player_phase(
            &rules,
            &mut st,
            PhaseOrders {
                phasing: &a,
                other: &b,
            },
            &mut dice,
        );
        count(&log, &mut c);
        all.push_str(&text(&log));
        all.push('\n');
    }
    (st, c, all)
}

#[test]
fn maida_on_standing_orders_fights_to_an_end_by_a_rule_iii_b() {
    let (st, c, log) = battle(11, Posture::Attack);
    eprintln!("Maida on standing orders: {c:?}, {:?}", st.ending);
    let end = st.ending.as_ref().expect("an ending");
    assert!(
        end.reason.contains("after the last turn") || end.reason.contains("broke"),
        "{end:?}"
    );
    assert!(c.fire > 0, "fire: {c:?}\n{log}");
    assert!(c.charges > 0, "charges: {c:?}\n{log}");
    assert!(c.melees > 0, "melees: {c:?}\n{log}");
    assert!(c.routs > 0, "routs: {c:?}\n{log}");
    assert!(c.rallies > 0, "rallies: {c:?}\n{log}");
    let (again, _, _) = battle(11, Posture::Attack);
    assert_eq!(st, again, "the same dice give the same battle");
}

#[test]
fn standing_orders_are_decided_without_dice_and_each_line_is_named() {
    let (rules, st) = maida();
    let a = body(&rules, &st, "british", Posture::Attack).expect("orders");
    assert_eq!(
        Some(a.clone()),
        body(&rules, &st, "british", Posture::Attack)
    );
    let d = decide(&rules, &st, "british", Posture::Attack);
    for id in d.orders.moves.keys().chain(d.orders.fire.keys()) {
        assert!(a.contains(&format!("\"{id}\": ")), "{id}: {a}");
    }
    assert!(
        a.starts_with("note: \"Standing orders decided by pbem (posture attack): "),
        "{a}"
    );
    // Data the rules text lacks is provisional, and the note says where it is written.
    assert!(
        a.lines().next().unwrap().contains(
            "(PROVISIONAL: pbem's reading of a prudent commander, docs/old-trousers.md \\\"Standing orders\\\"; the rules text gives none)"
        ),
        "{a}"
    );
    assert!(
        a.lines()
            .filter(|l| l.contains(": "))
            .skip(1)
            .all(|l| l.ends_with(':') || l.contains("# standing: ")),
        "{a}"
    );
}

#[test]
fn hold_posture_moves_nothing_across_the_table_iii_b_2() {
    let (rules, st) = maida();
    let d = decide(&rules, &st, "british", Posture::Hold);
    assert!(
        d.orders.moves.values().all(|w| w == &["remove disorder"]),
        "{:?}",
        d.orders.moves
    );
    assert!(d.orders.orders.is_empty());
    let d = decide(&rules, &st, "british", Posture::Attack);
    assert!(!d.orders.moves.is_empty(), "attack advances");
    assert_eq!(d.orders.orders.len(), 1, "one new order of Stuart (III.A)");
}

#[test]
fn infantry_forms_square_when_cavalry_may_charge_it_iii_b_2() {
    let (rules, mut st) = maida();
    // The French phase; the 9e Chasseurs 3" in front of the 27th.
    st.phasing = 1;
    st.order = vec!["british".into(), "french".into()];
    let c = unit(&st, "9-chasseurs");
    let t = unit(&st, "27th");
    let at = st.units[t].stand.centre;
    st.units[c].stand.centre = pbem::board::table::measure::Point::new(at.x, at.y + 5_000);
    let d = decide(&rules, &st, "british", Posture::Hold);
    assert_eq!(
        d.orders.reactions.get("27th"),
        Some(&Reaction::Square),
        "{d:?}"
    );
}

/// A campaign where the British player sends nothing and the French are unplayed: each
/// entry's NMR orders file and the unplayed side's orders are pbem's standing orders, the
/// report names them, and `pbem verify` replays them.
#[test]
fn maida_campaign_on_nmr_and_unplayed_standing_orders_verifies() {
    use super::support::{entry_dir, resolve_nmr, run};
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("maida");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "old-trousers",
        "--scenario",
        "maida",
        "--id",
        "maida",
        "--player",
        "stuart:british",
        "--unplayed-rest",
        "--moderator",
        "mod",
    ]);
    let yaml = dir.join("campaign.yaml");
    let c = std::fs::read_to_string(&yaml).unwrap();
    assert!(c.contains("posture: attack"), "the declared default: {c}");
    let c = c.replace("posture: attack", "posture: british=attack,french=hold");
    std::fs::write(&yaml, c).unwrap();
    for k in 1..=4 {
        resolve_nmr(d);
        let e = entry_dir(&dir, k);
        let nmr = std::fs::read_to_string(e.join("nmr/stuart.yaml")).unwrap();
        assert!(
            nmr.contains("the standing orders pbem decided (posture attack)"),
            "{nmr}"
        );
        let report = std::fs::read_to_string(e.join("report.md")).unwrap();
        assert!(
            report.contains("**stuart**: Standing orders decided by pbem (posture attack)"),
            "{report}"
        );
        assert!(
            report.contains("**french**: Standing orders decided by pbem (posture hold)"),
            "{report}"
        );
    }
    let out = run(&["verify", d]);
    assert!(out.contains("4 entries replayed byte for byte"), "{out}");
    let yaml_c = std::fs::read_to_string(&yaml).unwrap();
    std::fs::write(&yaml, yaml_c.replace("french=hold", "french=charge")).unwrap();
    let out = super::support::pbem().args(["status", d]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("options.posture"), "{err}");
}

/// The demo declares charges (the 42e Ligne on the 78th and the 81st); its events show
/// each declared, tested (III.B.4 Charge Test Subsegment) and, when it charges home,
/// fought (III.B.6 Melee). Then the players send pbem's standing orders until a charge
/// has reached contact and its melee been fought, as the events of that entry show.
#[test]
fn the_maida_demo_declares_charges_and_shows_their_test_and_melee_iii_b_4() {
    use super::support::table::{demo_played, event_lines};
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("maida");
    let played = demo_played("old-trousers", &dir, 4, 12);
    let events = std::fs::read_to_string(played[1].join("events.yaml")).unwrap();
    for (c, t) in [
        ("42e Ligne, 1st Bn", "2/78th Highlanders"),
        ("42e Ligne, 2nd Bn", "1/81st Foot"),
    ] {
        assert!(
            events.contains(&format!("{c} declares a charge on {t}")),
            "{c}: {events}"
        );
        let tested = [
            " fails its charge test",
            " passes ",
            " routed before it could charge",
        ]
        .iter()
        .any(|w| events.contains(&format!("{c}{w}")));
        assert!(tested, "{c} tested: {events}");
        if events.contains(&format!("{c} passes and charges home")) {
            assert!(
                events.contains(&format!("{c} against "))
                    || events.contains(&format!("against {c}")),
                "{c} fights its melee: {events}"
            );
        }
    }
    // Whatever the demo's fresh entropy, a charge reaches contact (III.B.4) and its melee is
    // fought (III.B.6) in the same phase; the demo plays on until one has, and no further.
    let fought: Vec<(usize, String)> = played
        .iter()
        .enumerate()
        .flat_map(|(n, e)| {
            let melee = event_lines(e, "III.B.6");
            event_lines(e, "III.B.4")
                .into_iter()
                .filter_map(|l| {
                    l.split_once(" passes and charges home")
                        .map(|(c, _)| c.to_string())
                })
                .filter(|c| {
                    melee.iter().any(|m| {
                        m.starts_with(&format!("{c} against "))
                            || m.ends_with(&format!(" against {c}"))
                    })
                })
                .map(move |c| (n, c))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        !fought.is_empty(),
        "no charge reached its melee in {} entries",
        played.len()
    );
    // It plays its four entries, then on until the first entry with a melee.
    let melees: Vec<usize> = (0..played.len())
        .filter(|n| {
            event_lines(&played[*n], "III.B.6")
                .iter()
                .any(|l| l.contains(" against "))
        })
        .collect();
    let stop = melees.first().map_or(0, |n| n + 1).max(4);
    assert_eq!(played.len(), stop, "{melees:?}");
}

/// Entries resolved by pbem 0.5.0 replay with the old standing orders (the header alone);
/// 0.6.0 entries get the orders pbem decides.
#[test]
fn nmr_orders_of_0_5_0_entries_stay_the_header_alone() {
    use pbem::engine::{Ctx, Game, Header};
    use pbem::rules::old_trousers::OldTrousers;
    use std::collections::BTreeMap;
    let (rules, st) = maida();
    let data = pbem::data::GameData::embedded("old-trousers").unwrap();
    let options = BTreeMap::new();
    let players = BTreeMap::from([("stuart".to_string(), vec!["british".to_string()])]);
    let h = Header {
        game: "old-trousers".into(),
        campaign: "c".into(),
        entry: 1,
        turn: 1,
        phase: "turn-1-first".into(),
        player: "stuart".into(),
    };
    let ctx = |engine| Ctx {
        data: &data,
        options: &options,
        players: &players,
        engine,
    };
    // The rules bundle carries the revision of the entry's engine, as `Game::rules` makes it.
    let mut old_rules = rules.clone();
    old_rules.revision = pbem::rules::old_trousers::revision::Revision::of("pbem 0.5.0");
    let old = <OldTrousers as Game>::nmr_orders(ctx("pbem 0.5.0"), &old_rules, &st, &h).unwrap();
    assert_eq!(
        old,
        pbem::engine::orders::standing_orders("old-trousers", &h)
    );
    let new = <OldTrousers as Game>::nmr_orders(ctx("pbem 0.6.0"), &rules, &st, &h).unwrap();
    assert!(
        new.contains("# standing: ") && new.contains("player: stuart"),
        "{new}"
    );
}

/// The standing orders' figures are data: charts/standing-orders.yaml, marked provisional
/// (the text gives none), typed and bounded at load, an error naming the file and the
/// YAML path; the figures are those the code had (attack 1, hold 3, 2", 5 degrees).
#[test]
fn the_standing_orders_figures_are_a_provisional_chart_bounded_at_load() {
    use pbem::board::table::measure::Length;
    use pbem::data::GameData;
    use pbem::rules::old_trousers::tables::Charts;
    let data = GameData::embedded("old-trousers").unwrap();
    let c = Charts::parse(&data).unwrap().standing_orders;
    let m = c.charge_margin;
    assert_eq!(
        (m.attack, m.hold, c.stand_off, c.face_beyond),
        (1, 3, Length(2000), 5)
    );
    assert!(c.note.contains("prudent commander"), "{}", c.note);
    let text = data.source("charts/standing-orders.yaml").unwrap().text;
    for (from, to, path) in [
        ("hold: 3", "hold: 0", "charge-margin.hold"),
        ("attack: 1", "attack: 31", "charge-margin.attack"),
        ("stand-off: 2 ", "stand-off: 12.5 ", "stand-off"),
        ("stand-off: 2 ", "stand-off: -1 ", "stand-off"),
        ("face-beyond: 5 ", "face-beyond: 181 ", "face-beyond"),
        ("provisional: true", "provisional: false", "provisional"),
        ("face-beyond: 5 ", "face-beyond: five ", "face-beyond"),
    ] {
        assert!(text.contains(from), "{from}");
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("charts/standing-orders.yaml");
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(&f, text.replacen(from, to, 1)).unwrap();
        let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
        let e = pbem::rules::old_trousers::tables::Charts::parse(&data)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("standing-orders.yaml") && e.contains(path),
            "{to}: {e}"
        );
    }
}

/// The charge margin is read from the chart: a British battalion 2.5" from a French one
/// charges it when the MELEE: COMBAT RESOLUTION margin reaches the chart's `attack`
/// margin, and not when the chart asks one more (III.B.2).
#[test]
fn a_standing_charge_needs_the_charts_margin_iii_b_2() {
    use pbem::rules::old_trousers::standing_orders::odds::margin;
    use std::sync::Arc;
    let (mut rules, mut st) = maida();
    let j = unit(&st, "1-leger-1");
    st.units[j].stand.centre = pbem::board::table::measure::Point::new(56_000, 19_500);
    let i = unit(&st, "light-bn");
    let m = margin(&rules, &st, i, j);
    for (need, charges) in [(m, true), (m + 1, false)] {
        let mut c = (*rules.charts).clone();
        c.standing_orders.body.charge_margin.attack = need;
        rules.charts = Arc::new(c);
        let d = decide(&rules, &st, "british", Posture::Attack);
        assert_eq!(
            d.orders.charges.get("light-bn").map(String::as_str) == Some("1-leger-1"),
            charges,
            "margin {m}, chart {need}: {:?}",
            d.orders.charges
        );
    }
}
