//! A.3 one attack: the odds (at least 1-1), the die on the CRT, losses in basic SPs, the
//! fort whose besiegers are all removed, and whether it is a major success.

use super::super::log::Log;
use super::super::orders::Attack;
use super::super::rules_data::Rules;
use super::super::state::{Condition, Kind, Side, Sps, State};
use super::super::words::{combat::Said, dice, say};
use super::crt::{self, CrtResult};
use super::{losses, major_success, strength};
use crate::fairness::Dice;

/// Why an attack cannot be made as ordered.
pub fn refusal(st: &State, attacker: Side, a: &Attack) -> Option<String> {
    let f = st.at(&a.area);
    let (own, enemy) = (f.of(attacker), f.of(attacker.other()));
    if a.with.is_empty() || a.against.is_empty() {
        return Some(say(&Said::AttackNamesConditions));
    }
    if strength::attack(own, &a.with) == 0 {
        return Some(say(&Said::NoOwnSps { with: &a.with }));
    }
    if strength::defence(enemy, &a.against, &a.with) == 0 {
        return Some(say(&Said::NoEnemySps {
            against: &a.against,
        }));
    }
    // A.3 if Fortified SPs attack, they must at least attack besieging SPs.
    if a.with.contains(&Condition::Fortified)
        && !enemy.besieging.is_empty()
        && !a.against.contains(&Condition::Besieging)
    {
        return Some(say(&Said::MustAttackBesiegers));
    }
    None
}

/// Resolves attack `a` by `attacker` (already checked: [`refusal`]); `None` when it falls
/// below 1-1 and cannot be made.
pub fn resolve(
    rules: &Rules,
    st: &mut State,
    attacker: Side,
    a: &Attack,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Option<CrtResult> {
    let defender = attacker.other();
    let f = st.at(&a.area);
    let att = strength::attack(f.of(attacker), &a.with);
    let def = strength::defence(f.of(defender), &a.against, &a.with);
    let name = rules.geo.name(&a.area).to_string();
    // B.3 British combat: as American Combat Phase.
    let rule = if attacker == Side::American {
        "A.3"
    } else {
        "B.3"
    };
    // A.3 an attack must be at least 1-1 odds or it cannot be made.
    let Some(odds) = crt::column(&rules.tables.crt, att, def) else {
        let area = name.as_str();
        log.add(rule, say(&Said::BelowOneToOne { area, att, def }));
        return None;
    };
    let purpose = say(&dice::Said::CombatDie {
        area: &name,
        odds_attack: odds.attack,
        odds_defence: odds.defence,
    });
    let die = dice.roll(6, &purpose).value;
    let result = crt::lookup(&rules.tables.crt, odds, die).unwrap_or(CrtResult::NE);
    let basic_def: u32 = a.against.iter().fold(0u32, |s, c| {
        s.saturating_add(f.of(defender).get(*c).total())
    });
    let (att_loss, def_loss) = result_losses(result, att, basic_def);
    let (lost_a, lost_d) = take_losses(st, attacker, a, att_loss, def_loss);
    let said = Said::Battle {
        area: &name,
        side: attacker,
        att,
        def,
        odds_attack: odds.attack,
        odds_defence: odds.defence,
        die,
        result: result.code(),
        attacker_lost: &lost_a,
        defender_lost: &lost_d,
    };
    log.add_provisional(rule, say(&said), rules.tables.crt_note());
    lift_siege(st, attacker, a, &name, rule, log);
    if result.defender_eliminated() && defender == Side::British {
        major_success::british_losses(rules, st, lost_d.get(Kind::B), &name, log);
    }
    Some(result)
}

/// A.3: the basic SPs each side loses on a CRT `result`, `att` SPs attacking
/// `basic_def` basic defending SPs (halves rounded up; an exchange costs the attacker
/// as many as the defender loses, at most its own).
fn result_losses(result: CrtResult, att: u32, basic_def: u32) -> (u32, u32) {
    match result {
        CrtResult::AE => (att, 0),
        CrtResult::HalfAE => (att.div_ceil(2), 0),
        CrtResult::NE => (0, 0),
        CrtResult::EX => (basic_def.min(att), basic_def),
        CrtResult::HalfDE => (0, basic_def.div_ceil(2)),
        CrtResult::DE => (0, basic_def),
    }
}

/// A.3: each side takes its losses from the conditions in the attack, in its standing
/// loss order; what each lost.
fn take_losses(
    st: &mut State,
    attacker: Side,
    a: &Attack,
    att_loss: u32,
    def_loss: u32,
) -> (Sps, Sps) {
    let defender = attacker.other();
    let a_order = losses::choice(attacker, &st.standing_of(attacker).losses);
    let d_order = losses::choice(defender, &st.standing_of(defender).losses);
    let lost_a = losses::take(
        st.holding_mut(&a.area, attacker),
        &a.with,
        attacker,
        att_loss,
        &a_order,
    );
    let lost_d = losses::take(
        st.holding_mut(&a.area, defender),
        &a.against,
        defender,
        def_loss,
        &d_order,
    );
    (lost_a, lost_d)
}

/// A.3 if fortified SPs attack non-besieging SPs and all besieging SPs are removed, the fort
/// is removed; a fort whose defenders are gone leaves its besiegers in the open.
fn lift_siege(st: &mut State, attacker: Side, a: &Attack, name: &str, rule: &str, log: &mut Log) {
    let defender = attacker.other();
    let f = st.at(&a.area);
    if a.with.contains(&Condition::Fortified)
        && a.against.iter().any(|c| *c != Condition::Besieging)
        && f.of(defender).besieging.is_empty()
        && !f.of(attacker).fortified.is_empty()
    {
        let h = st.holding_mut(&a.area, attacker);
        let fort = std::mem::take(&mut h.fortified);
        h.open.add_all(&fort);
        let said = Said::FortRemoved {
            area: name,
            side: attacker,
        };
        log.add(rule, say(&said));
    }
    unbesiege(st, &a.area);
}

/// Besiegers of a side whose enemy has no fort left in `area` stand in the open.
pub fn unbesiege(st: &mut State, area: &str) {
    for side in [Side::American, Side::British] {
        let f = st.at(area);
        if f.of(side.other()).fortified.is_empty() && !f.of(side).besieging.is_empty() {
            let h = st.holding_mut(area, side);
            let b = std::mem::take(&mut h.besieging);
            h.open.add_all(&b);
        }
    }
}
