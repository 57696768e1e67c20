//! Each phase of the sequence of play from its rule, with injected dice.

use super::common::{ligny, orders, place, text, unit};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::revision::Revision;
use pbem::rules::grande_tactique::sequence::morale::{need, unit_factors};
use pbem::rules::grande_tactique::sequence::{
    charge, deshaking, end_of_turn, firing, pip_dice, pip_phase,
};
use pbem::rules::old_trousers::log::Log;

#[test]
fn de_shaking_uses_every_modifier_as_the_rules_example() {
    // 1.: "a normal unit of cavalry will require 5+ ... a veteran infantry unit in a BUA
    // will require 3+".
    let (rules, mut st) = ligny();
    for id in ["strolz-1", "borcke-1"] {
        let i = unit(&st, id);
        st.units[i].markers.shaken = true;
    }
    let cav = &st.units[unit(&st, "strolz-1")];
    assert_eq!(need(&rules, &unit_factors(&rules, &st, cav)), 5);
    let vet = &st.units[unit(&st, "borcke-1")];
    assert_eq!(need(&rules, &unit_factors(&rules, &st, vet)), 3);
    // The French move: strolz-1 rolls 4 (fails, needs 5); then a 5 passes.
    let mut log = Log::default();
    deshaking::run(&rules, &mut st, &mut ScriptedDice::new([4]), &mut log);
    assert!(st.units[unit(&st, "strolz-1")].markers.shaken);
    assert!(
        text(&log).contains(
            "MORALE CHECK, strolz-1: 4+: d6 4 + shaken -1 = 3: fails (needs 5+); stays shaken"
        ),
        "{}",
        text(&log)
    );
    deshaking::run(
        &rules,
        &mut st,
        &mut ScriptedDice::new([5]),
        &mut Log::default(),
    );
    assert!(!st.units[unit(&st, "strolz-1")].markers.shaken);
    assert!(
        st.units[unit(&st, "borcke-1")].markers.shaken,
        "not the moving side's"
    );
}

/// The French corps' dice: vandamme, gerard, drouot, grouchy, three each.
const FRENCH_DICE: [u32; 12] = [2, 5, 3, 6, 6, 6, 1, 1, 4, 3, 3, 3];

#[test]
fn pip_dice_average_plan_changed_plan_great_general_and_plus_one() {
    let (rules, mut st) = ligny();
    let (o, _) = orders("plans: {gerard: [hulot, pecheux, vichery]}\nplus_one: {napoleon: pecheux, grouchy: delort}\n");
    let mut log = Log::default();
    // Gérard's corps changed its Plan: it rolls nothing.
    let dice = [2, 5, 3, 1, 1, 4, 3, 3, 3];
    let pips = pip_dice::run(&rules, &mut st, &o, &mut ScriptedDice::new(dice), &mut log);
    // No Plan: the average of 2, 5, 3 rounded down.
    assert_eq!(
        (pips["lefol"], pips["berthezene"], pips["habert"]),
        (3, 3, 3)
    );
    // Gérard changed his Plan: the corps' PIPs are lost, the +1 too.
    assert_eq!((pips["pecheux"], pips["vichery"], pips["hulot"]), (0, 0, 0));
    // Average 2; Friant is great (+1).
    assert_eq!((pips["friant"], pips["duhesme"], pips["guyot"]), (3, 2, 2));
    // Grouchy's +1 to Delort, within 9".
    assert_eq!((pips["delort"], pips["strolz"], pips["pajol"]), (4, 3, 3));
    assert_eq!(st.plans["gerard"], ["hulot", "pecheux", "vichery"]);
    // Next turn the Plan stands: the dice go highest first in its order.
    let (o, _) = orders("");
    let pips = pip_dice::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new(FRENCH_DICE),
        &mut Log::default(),
    );
    assert_eq!((pips["hulot"], pips["pecheux"], pips["vichery"]), (6, 6, 6));
    let t = text(&log);
    assert!(
        t.contains("gerard changes the Plan to hulot, pecheux, vichery"),
        "{t}"
    );
    assert!(
        t.contains("PIP DICE, delort: average of 3, 3, 3: average 3 + Corps/Army commander within 9\" (grouchy) +1 = 4: 4 PIPs"),
        "{t}"
    );
}

#[test]
fn a_bad_corps_commander_turns_ones_into_zeros() {
    let (rules, mut st) = ligny();
    st.moving = 1;
    st.plans.insert(
        "pirch-i".into(),
        vec![
            "tippelskirch".into(),
            "krafft".into(),
            "brause".into(),
            "langen".into(),
            "jurgass".into(),
        ],
    );
    // zieten 5 dice, pirch-i 5 dice (by the Plan: 6 to tippelskirch, the 1s to the rest),
    // thielmann 5 dice.
    let dice = [3, 3, 3, 3, 3, 1, 6, 1, 2, 1, 4, 4, 4, 4, 4];
    let (o, _) = orders("");
    let pips = pip_dice::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new(dice),
        &mut Log::default(),
    );
    assert_eq!(
        (
            pips["tippelskirch"],
            pips["krafft"],
            pips["brause"],
            pips["langen"],
            pips["jurgass"]
        ),
        (6, 2, 0, 0, 0)
    );
    assert_eq!(pips["steinmetz"], 3);
}

#[test]
fn pips_before_0_6_were_paid_in_order_ending_at_the_first_use_not_paid() {
    // Campaigns of pbem 0.5 replay so: a use not paid ended the general's spending.
    let (rules, mut st) = ligny();
    let rules = rules.at(Revision::V0_5);
    let (o, _) = orders("pips:\n  lefol: [lefol-1 advance 3, lefol-2 advance 3]\n  berthezene: [iii-artillery start firing, berthezene-1 advance 2]\n");
    let mut log = Log::default();
    // Vandamme's dice 1, 1, 2: average 1 each.
    let dice = [1, 1, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6];
    pip_phase::run(&rules, &mut st, &o, &mut ScriptedDice::new(dice), &mut log);
    let t = text(&log);
    assert!(
        t.contains("lefol: lefol-1 advance 3.000\": moves 3.000\" (full move 3.000\") (1 PIP)"),
        "{t}"
    );
    assert!(t.contains("lefol: `lefol-2 advance 3` needs 1 PIPs, 0 left: not made, nor any later use of lefol (no take-backs)"), "{t}");
    assert!(st.units[unit(&st, "iii-artillery")].markers.firing);
    assert_eq!(st.units[unit(&st, "lefol-1")].stand.centre.y, 16_000);
    assert_eq!(st.units[unit(&st, "lefol-2")].stand.centre.y, 13_000);
    assert_eq!(st.units[unit(&st, "berthezene-1")].stand.centre.y, 13_000);
}

#[test]
fn firing_in_the_moving_players_order_and_the_target_returns_fire() {
    let (rules, mut st) = ligny();
    for id in ["iii-artillery", "iv-artillery"] {
        let i = unit(&st, id);
        st.units[i].markers.firing = true;
    }
    let i = unit(&st, "henckel-2");
    st.units[i].markers.firing = true; // no valid target: loses the marker
    let (o, _) = orders("fire_order: [iv-artillery, iii-artillery]\n");
    let mut log = Log::default();
    // iv-artillery 6 against henckel-1 1 (+1 built-up area); iii-artillery 1 against 6.
    firing::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([6, 1, 1, 6]),
        &mut log,
    );
    let t = text(&log);
    let iv = t.find("iv-artillery fires on henckel-1").expect(&t);
    let iii = t.find("iii-artillery fires on steinmetz-1").expect(&t);
    assert!(iv < iii, "{t}");
    assert!(
        t.contains("henckel-2: no valid target; Firing marker removed"),
        "{t}"
    );
    let h = &st.units[unit(&st, "henckel-1")];
    assert!(
        h.markers.shaken && h.markers.firing,
        "lost the contest and returns fire"
    );
    let s = &st.units[unit(&st, "steinmetz-1")];
    assert!(!s.markers.shaken && s.markers.firing);
    assert!(!st.units[unit(&st, "henckel-2")].markers.firing);
}

#[test]
fn standing_fire_priorities_choose_the_target() {
    let (rules, mut st) = ligny();
    let i = unit(&st, "iv-artillery");
    st.units[i].markers.firing = true;
    place(&mut st, "henckel-2", 40, 24, 180);
    st.priorities.insert(
        "iv-artillery".into(),
        vec!["i-artillery".into(), "henckel-2".into()],
    );
    let (o, _) = orders("");
    let mut log = Log::default();
    firing::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([6, 1]),
        &mut log,
    );
    let t = text(&log);
    // i-artillery is no valid target (out of the wedge); henckel-2 is, at long range.
    assert!(
        t.contains("iv-artillery fires on henckel-2 (at 7.566\"): FIRING CONTEST, iv-artillery (firer): d6 6 + artillery +1 + long range 7-12\" -1 = 6: wins"),
        "{t}"
    );
}

#[test]
fn a_shaken_infantry_unit_losing_in_contact_checks_and_routs() {
    let (rules, mut st) = ligny();
    place(&mut st, "lefol-1", 6, 15, 0);
    place(&mut st, "pirch-ii-1", 6, 16, 180);
    let i = unit(&st, "lefol-1");
    st.units[i].markers.firing = true;
    let j = unit(&st, "pirch-ii-1");
    st.units[j].markers.shaken = true;
    let (o, _) = orders("");
    let mut log = Log::default();
    // lefol-1 5 against 2; pirch-ii-1's morale check 3 needs 5+ (shaken -1): fails.
    firing::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([5, 2, 3]),
        &mut log,
    );
    let t = text(&log);
    assert!(
        t.contains("lefol-1 fires on pirch-ii-1 (in contact)"),
        "{t}"
    );
    assert!(
        t.contains("pirch-ii-1 loses: MORALE CHECK, pirch-ii-1: 4+: d6 3 + shaken -1 = 2: fails (needs 5+); routed"),
        "{t}"
    );
    assert!(st.units[j].markers.routed);
}

#[test]
fn a_cavalry_charge_routs_the_defender_who_flees() {
    let (rules, mut st) = ligny();
    place(&mut st, "stulpnagel-2", 64, 18, 180);
    place(&mut st, "delort-1", 64, 13, 0);
    let (o, _) = orders("pips:\n  delort: [delort-1 charge stulpnagel-2]\n");
    let mut log = Log::default();
    let mut dice = ScriptedDice::new([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 2, 6]);
    pip_phase::run(&rules, &mut st, &o, &mut dice, &mut log);
    let c = &st.units[unit(&st, "delort-1")];
    assert_eq!(c.markers.charge.as_deref(), Some("stulpnagel-2"));
    assert_eq!(c.stand.front_centre().y, 17_500, "in contact");
    charge::run(&rules, &mut st, &o, &mut dice, &mut log);
    let t = text(&log);
    assert!(
        t.contains("delort-1 charges stulpnagel-2: attacker's check MORALE CHECK, delort-1: 4+: d6 4 = 4: passes"),
        "{t}"
    );
    assert!(t.contains("stulpnagel-2: defender's check MORALE CHECK, stulpnagel-2: 4+: d6 2 + raw -1 = 1: fails (needs 5+)"), "{t}");
    assert!(
        t.contains("stulpnagel-2 routs and flees 7.000\" (infantry flee 7\"): runs 7.000\""),
        "{t}"
    );
    let d = &st.units[unit(&st, "stulpnagel-2")];
    assert!(d.markers.routed);
    assert_eq!(d.stand.facing.0, 0, "turned to face away");
    assert_eq!(d.stand.centre.y, 25_000, "fled 7\"");
    assert_eq!(st.units[unit(&st, "delort-1")].markers.charge, None);
}

#[test]
fn end_of_turn_passes_the_turn_and_an_army_breaks() {
    let (rules, mut st) = ligny();
    let mut log = Log::default();
    end_of_turn::run(&rules, &mut st, &mut log);
    assert_eq!((st.battle.turn, st.moving_side()), (1, "prussian"));
    end_of_turn::run(&rules, &mut st, &mut log);
    assert_eq!((st.battle.turn, st.moving_side()), (2, "french"));
    for u in st
        .units
        .iter_mut()
        .filter(|u| u.side() == "prussian")
        .take(15)
    {
        u.markers.routed = true;
    }
    end_of_turn::run(&rules, &mut st, &mut log);
    let e = st.ending.clone().expect("over");
    assert_eq!(e.victor.as_deref(), Some("french"));
    assert!(text(&log).contains("prussian: 15 of 29 units routed or lost"));
}

#[test]
fn after_the_last_turn_the_objectives_decide() {
    let (rules, mut st) = ligny();
    st.battle.turn = st.battle.last_turn;
    st.moving = 1;
    let mut log = Log::default();
    end_of_turn::run(&rules, &mut st, &mut log);
    let e = st.ending.clone().expect("over");
    assert_eq!(e.victor.as_deref(), Some("prussian"));
    assert!(
        e.reason
            .contains("french holds 0 and prussian holds 7 objective villages"),
        "{}",
        e.reason
    );
}

#[test]
fn a_corps_and_the_army_commander_each_give_their_plus_one_in_one_corps() {
    // 2.: "each Corps and Army commander can add +1 to one Divisional general's die roll per
    // turn, if that Divisional general is within 9"": Drouot (33, 6) and Napoléon (36, 5)
    // both reach Friant (29.75, 6) and Duhesme (36.75, 6).
    let (rules, mut st) = ligny();
    let (o, src) = orders("plus_one: {drouot: friant, napoleon: friant}\n");
    pbem::rules::grande_tactique::check::check(&rules, &st, "french", &o, &src)
        .expect("both may name him");
    let mut log = Log::default();
    let pips = pip_dice::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([3; 12]),
        &mut log,
    );
    // Average 3, great +1, two commanders +1 each.
    assert_eq!((pips["friant"], pips["duhesme"], pips["guyot"]), (6, 3, 3));
    let t = text(&log);
    assert!(
        t.contains("PIP DICE, friant: average of 3, 3, 3: average 3 + great general +1 + Corps/Army commander within 9\" (drouot) +1 + Corps/Army commander within 9\" (napoleon) +1 = 6: 6 PIPs"),
        "{t}"
    );
    let (o, _) = orders("plus_one: {drouot: duhesme, napoleon: friant}\n");
    let pips = pip_dice::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([3; 12]),
        &mut Log::default(),
    );
    assert_eq!((pips["friant"], pips["duhesme"], pips["guyot"]), (5, 4, 3));
}

#[test]
fn redirecting_a_firing_battery_costs_3_and_is_its_pivot() {
    // Reference notes: "redirect a firing battery 3 (stop, pivot, start)".
    let (rules, mut st) = ligny();
    let i = unit(&st, "iii-artillery");
    st.units[i].markers.firing = true;
    let (o, src) = orders("pips: {berthezene: [iii-artillery redirect 30]}\n");
    pbem::rules::grande_tactique::check::check(&rules, &st, "french", &o, &src)
        .expect("a firing battery may be redirected");
    let mut log = Log::default();
    pip_phase::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([6; 12]),
        &mut log,
    );
    let t = text(&log);
    assert!(
        t.contains("berthezene: iii-artillery redirects: stops firing, pivots to 30°, starts firing (3 PIPs)"),
        "{t}"
    );
    assert!(t.contains("berthezene: 3 PIPs unspent"), "{t}");
    let u = &st.units[i];
    assert_eq!((u.stand.facing.0, u.markers.firing), (30, true));
    // A second pivot, or a battery not firing, is refused.
    let (o, src) =
        orders("pips: {berthezene: [iii-artillery redirect 30, iii-artillery pivot 0]}\n");
    let e = pbem::rules::grande_tactique::check::check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("pips.berthezene[1]") && e.contains("one move or pivot per unit"),
        "{e}"
    );
    st.units[i].markers.firing = false;
    let (o, src) = orders("pips: {berthezene: [iii-artillery redirect 0]}\n");
    let e = pbem::rules::grande_tactique::check::check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("no firing battery"), "{e}");
}
