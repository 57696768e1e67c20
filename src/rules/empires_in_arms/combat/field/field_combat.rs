//! 7.5.2 Field combat procedure, steps one to fourteen, day after day; trivial combat
//! (7.5.3) runs the same loop without chits, outflanks, withdrawals or reinforcements.

use super::combat_round::{self, DaySetup};
use super::outcome::{self, End};
use super::outflank;
use super::reinforcement;
use super::withdrawal;
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle::{Battle, BattleResult, Kind};
use crate::rules::empires_in_arms::combat::battle_report::{DayReport, RoundReport};
use crate::rules::empires_in_arms::combat::morale;
use crate::rules::empires_in_arms::combat::sieges::sally;
use crate::rules::empires_in_arms::model::force::Role;
use crate::rules::empires_in_arms::model::order_parts::Reinforce;
use crate::rules::empires_in_arms::model::orders::{EndOfDay, SideOrders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::words::{field::Said, say};
use std::collections::BTreeSet;

/// A combat day's result.
enum DayEnd {
    /// Both sides chose to fight on (7.5.2.13.2).
    Continue,
    /// The battle is over.
    Over(End),
}

/// Fights the battle in `area` to its end and returns what it changes.
pub fn fight(
    rules: &Rules,
    state: &State,
    area: &str,
    kind: Kind,
    att_o: &SideOrders,
    def_o: &SideOrders,
    dice: &mut dyn Dice,
) -> BattleResult {
    let relief = sally::is_relief(state, area);
    // 7.5.4.2.3: the besieged named to sally fight beside the relieving force.
    let sallied = if relief {
        sally::sallying(state, area, &att_o.sally)
    } else {
        BTreeSet::new()
    };
    let view = sally::marched_out(state, &sallied);
    let state: &State = &view;
    let mut b = Battle::new(rules, state, area, kind);
    b.relief = relief;
    let mut att_reinf = att_o.reinforce.clone();
    let mut def_reinf = def_o.reinforce.clone();
    for (side, o) in [(&b.att.label, att_o), (&b.def.label, def_o)] {
        if o.no_orders {
            b.report.decisions.push(say(&Said::NoBattleOrders {
                side,
                chit: o.default_chit.key(),
            }));
        }
    }
    let end = loop {
        match day(
            &mut b,
            state,
            att_o,
            def_o,
            (&mut att_reinf, &mut def_reinf),
            dice,
        ) {
            // 7.5.4.2.3: a limited field combat never exceeds one day.
            DayEnd::Continue if b.relief => break End::Undecided,
            DayEnd::Continue => b.day += 1,
            DayEnd::Over(end) => break end,
        }
    };
    let back = sally::back_into_city(&mut b, &sallied);
    if let Some(d) = b.report.days.last_mut().filter(|_| !sallied.is_empty()) {
        d.notes.push(say(&Said::SalliedBack { units: &back }));
    }
    outcome::finish(&mut b, state, end, att_o, def_o, dice);
    b.into_result()
}

fn day(
    b: &mut Battle,
    state: &State,
    att_o: &SideOrders,
    def_o: &SideOrders,
    reinf: (&mut Vec<Reinforce>, &mut Vec<Reinforce>),
    dice: &mut dyn Dice,
) -> DayEnd {
    let n = b.day;
    let mut rep = DayReport {
        number: n,
        ..Default::default()
    };
    final_morale(b, &mut rep);
    let setup = match day_setup(b, state, (att_o, def_o), &mut rep, dice) {
        Some(setup) => setup,
        None => {
            b.report.days.push(rep);
            return DayEnd::Over(End::Avoided);
        }
    };
    for round in 1..=3 {
        let mut rr = combat_round::fight(
            b,
            setup,
            round,
            (&att_o.loss_priority, &def_o.loss_priority),
            dice,
        );
        // Step ten.
        let end = match outcome::check(b) {
            Some(end) => Some(end),
            None if b.kind == Kind::Field => {
                let reinf = (&mut *reinf.0, &mut *reinf.1);
                after_round(b, state, (setup, round), def_o, reinf, &mut rr, dice)
            }
            None => None,
        };
        rep.rounds.push(rr);
        if let Some(end) = end {
            b.report.days.push(rep);
            return DayEnd::Over(end);
        }
    }
    end_of_day(b, (att_o, def_o), rep)
}

/// 7.5.2.6.2 / 7.5.2.13.2.1 final morale of the day; 7.5.2.13.2.2 outflanking forces
/// rejoin overnight.
fn final_morale(b: &mut Battle, rep: &mut DayReport) {
    let n = b.day;
    let charts = b.charts();
    for role in [Role::Attacker, Role::Defender] {
        let f = b.side(role);
        f.final_morale = morale::final_level(&charts.morale, f.base_morale, n);
        f.outflanking.clear();
        f.arrived = false;
    }
    rep.attacker_final_morale = fmt_tenths(b.att.final_morale);
    rep.defender_final_morale = fmt_tenths(b.def.final_morale);
}

/// Steps one to five of the day: the chits, the division into tables, a river crossed,
/// and the defender's withdrawal; `None` when the entire force withdraws (7.5.2.5.1).
fn day_setup(
    b: &mut Battle,
    state: &State,
    (att_o, def_o): (&SideOrders, &SideOrders),
    rep: &mut DayReport,
    dice: &mut dyn Dice,
) -> Option<DaySetup> {
    let n = b.day;
    let charts = b.charts();
    if b.kind == Kind::Trivial {
        rep.notes.push(say(&Said::TrivialTable {
            table: &charts.combat.trivial_table.to_string(),
        }));
        return Some(DaySetup {
            attacker: None,
            defender: None,
            river: false,
        });
    }
    // Steps one to four.
    let ac = chit(b, Role::Attacker, att_o, rep);
    let dc = chit(b, Role::Defender, def_o, rep);
    rep.attacker_chit = Some(ac.key().into());
    rep.defender_chit = Some(dc.key().into());
    divide(b, ac, dc, att_o, def_o, rep);
    let river = n == 1 && attacker_crossed(b);
    if river
        && charts.op.tables(ac, dc, 1, true, false) != charts.op.tables(ac, dc, 1, false, false)
    {
        rep.notes.push(say(&Said::RiverSection));
    }
    // Step five.
    if dc == Chit::Withdraw {
        let purpose = format!("field combat at {}, day {n}", b.area_name());
        let w = withdrawal::resolve(&mut b.def, ac, dice, (&purpose, true));
        rep.notes.extend(leave_field(b, state, w, def_o));
        if b.def.units.is_empty() {
            rep.notes.push(say(&Said::EntireForceWithdraws));
            return None;
        }
    }
    Some(DaySetup {
        attacker: Some(ac),
        defender: Some(dc),
        river,
    })
}

/// Steps eleven and twelve after round `round` of a field combat: reinforcements and
/// outflanking arrivals, and a withdrawing defender outflanked leaving the field; the end
/// when the entire force withdrew.
fn after_round(
    b: &mut Battle,
    state: &State,
    (setup, round): (DaySetup, u32),
    def_o: &SideOrders,
    reinf: (&mut Vec<Reinforce>, &mut Vec<Reinforce>),
    rr: &mut RoundReport,
    dice: &mut dyn Dice,
) -> Option<End> {
    let (n, charts) = (b.day, b.charts());
    // Step eleven.
    let purpose = format!(
        "field combat at {}, day {n} after round {round}",
        b.area_name()
    );
    let (map, area) = (b.map(), b.area.clone());
    rr.events.extend(reinforcement::attempt(
        charts, map, state, &area, &mut b.att, reinf.0, dice, &purpose,
    ));
    rr.events.extend(reinforcement::attempt(
        charts, map, state, &area, &mut b.def, reinf.1, dice, &purpose,
    ));
    b.touch();
    // Step twelve.
    let terrain = map.terrain(&area).to_string();
    for role in [Role::Attacker, Role::Defender] {
        let p = format!(
            "field combat at {}, day {n} after round {round}: outflank arrival",
            b.area_name()
        );
        let lines = Some(&mut rr.events);
        outflank::arrival(charts, &terrain, b.side(role), round, dice, (&p, lines));
    }
    if round == 1 && setup.defender == Some(Chit::Withdraw) && b.att.outflank_pending() {
        let w = withdrawal::all_corps(&mut b.def, true);
        rr.events.extend(leave_field(b, state, w, def_o));
        if b.def.units.is_empty() {
            return Some(End::Avoided);
        }
    }
    None
}

/// Step thirteen: each side's end-of-day choice ends the battle or brings another day.
fn end_of_day(
    b: &mut Battle,
    (att_o, def_o): (&SideOrders, &SideOrders),
    mut rep: DayReport,
) -> DayEnd {
    let n = b.day;
    let (a, d) = (att_o.day(n).end_of_day, def_o.day(n).end_of_day);
    rep.end_of_day = Some(say(&Said::EndOfDay {
        attacker: &b.att.label,
        attacker_choice: a.key(),
        defender: &b.def.label,
        defender_choice: d.key(),
    }));
    b.report.days.push(rep);
    match (a, d) {
        (EndOfDay::Fight, EndOfDay::Fight) => DayEnd::Continue,
        (EndOfDay::Withdraw, EndOfDay::Withdraw) => DayEnd::Over(End::Withdrew(None)),
        (EndOfDay::Withdraw, EndOfDay::Fight) => DayEnd::Over(End::Withdrew(Some(Role::Attacker))),
        (EndOfDay::Fight, EndOfDay::Withdraw) => DayEnd::Over(End::Withdrew(Some(Role::Defender))),
    }
}

/// 7.5.2.5.2.3: withdrawn defenders retreat as after a lost combat, conducted by their own
/// player. Returns the withdrawal's report lines.
fn leave_field(
    b: &mut Battle,
    state: &State,
    w: withdrawal::Withdrawn,
    def_o: &SideOrders,
) -> Vec<String> {
    let label = b.def.label.clone();
    b.retreat_units(
        state,
        &label,
        w.units,
        w.leaders,
        &def_o.retreat_preference,
        &label,
    );
    w.lines
}

/// Steps one and four: the day's chit from the orders, or the default; an outflank chit the
/// force may no longer choose (7.5.2.1) falls back to the default chit.
fn chit(b: &mut Battle, role: Role, o: &SideOrders, rep: &mut DayReport) -> Chit {
    let choice = o.day(b.day);
    let f = b.side(role);
    if choice.chit == Chit::Outflank {
        let units: Vec<_> = f.units.iter().collect();
        let leaders: Vec<_> = f.leaders.iter().collect();
        if let Err(why) = outflank::may_outflank(&units, &leaders) {
            let fallback = o.default_chit;
            rep.notes.push(say(&Said::ChitFallback {
                side: &f.label,
                why: &why,
                chit: fallback.key(),
            }));
            return fallback;
        }
    }
    choice.chit
}

/// Steps two and three: if one side outflanks and the other's chit lets it (7.5.2.2), that
/// side divides into pinning and outflanking forces as its orders say.
fn divide(
    b: &mut Battle,
    ac: Chit,
    dc: Chit,
    att_o: &SideOrders,
    def_o: &SideOrders,
    rep: &mut DayReport,
) {
    let charts = b.charts();
    let who = match (ac == Chit::Outflank, dc == Chit::Outflank) {
        (true, false) if charts.op.has_second(ac, dc) => Some((Role::Attacker, att_o)),
        (false, true) if charts.op.has_second(ac, dc) => Some((Role::Defender, def_o)),
        (true, true) => {
            rep.notes.push(say(&Said::BothOutflank));
            None
        }
        (true, false) => {
            rep.notes.push(say(&Said::OutflankAgainstCordon));
            None
        }
        _ => None,
    };
    let Some((role, o)) = who else { return };
    let day = b.day;
    let f = b.side(role);
    let wanted: Vec<String> = o
        .day(day)
        .outflanking
        .iter()
        .filter(|id| f.units.iter().any(|u| &&u.id == id))
        .cloned()
        .collect();
    let units: Vec<_> = f.units.iter().collect();
    match outflank::check_division(&units, &wanted) {
        Ok(()) => {
            let names: Vec<String> = f
                .units
                .iter()
                .filter(|u| wanted.contains(&u.id))
                .map(|u| u.name.clone())
                .collect();
            rep.notes.push(say(&Said::SendsAroundFlank {
                side: &f.label,
                units: &names,
            }));
            f.outflanking = wanted.into_iter().collect();
        }
        Err(why) => rep.notes.push(say(&Said::WholeForcePins {
            side: &f.label,
            why: &why,
        })),
    }
}

/// 7.5.2.7.1: an attacking unit entered the area across a river or crossing arrow, or
/// disembarked from the sea (7.3.5).
pub fn attacker_crossed(b: &Battle) -> bool {
    b.att.units.iter().any(|u| {
        u.entered_from.as_ref().is_some_and(|from| {
            b.map().seas.contains_key(from)
                || b.map()
                    .border(from, &b.area)
                    .is_some_and(|x| x.river || x.crossing)
        })
    })
}
