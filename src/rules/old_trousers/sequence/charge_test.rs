// III.B.4 Charge Test Subsegment: "Charging units must roll on the Charge Test Table. If they are successful then move them adjacent to their target. If they are not then they remain halted."
//! Each declared charge rolls the CHARGE TEST TABLE with every modifier that holds (hits
//! taken this phase as "each new hit"); its reach is the MOVEMENT TABLE allowance plus the
//! charge bonus die; a charger that passes and reaches moves into contact with the face of
//! the target its front faces (the table engine's charge), squared to it from pbem 0.12.0
//! (contact.rs).

use super::super::charge::charge_test::{charge_test, ChargeTestInput};
use super::super::charge::TestResult;
use super::super::fire::screen::screened;
use super::super::model::Rules;
use super::super::movement::formed;
use super::super::movement::path::{explain, paid};
use super::super::revision::Change;
use super::super::state::{Arm, State, Trait, Unit};
use super::super::tables::flags::ChargeFlag;
use super::charges::Declared;
use super::contact::{strike_at, Strike};
use super::morale::leader_of;
use crate::board::table::measure::Length;
use crate::board::table::stand::Edge;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{charge::Said, name, say};
use crate::rules::table_game::log::Log;

/// Runs the tests; returns the charges that made contact. `hits_before`: each unit's hits
/// at the start of the phase.
pub fn run(
    rules: &Rules,
    st: &mut State,
    declared: &[Declared],
    hits_before: &[u32],
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Vec<Declared> {
    log.open("III.B.4", &say(&Said::ChargeTestSection));
    let mut contact = vec![];
    for d in declared {
        let c = &st.units[d.charger];
        if c.stand.markers.routed {
            log.line(say(&Said::RoutedBeforeCharge { unit: &c.name }));
            continue;
        }
        let sk = strike_at(rules, st, d.charger, d.target);
        let ch = &sk.charge;
        let res = roll_test(rules, st, d, (ch.edge, hits_before), dice);
        let name = c.name.clone();
        if !res.passed {
            log.line(say(&Said::FailsChargeTest {
                unit: &name,
                breakdown: &res.breakdown.to_string(),
            }));
            continue;
        }
        let (allow, bonus) = charge_reach(rules, c, dice);
        if let Some(left) = d.left {
            if let Some(why) = closes(rules, st, d.charger, &sk, left + Length::inches(bonus)) {
                log.line(say(&Said::FallsShortHalted {
                    unit: &name,
                    breakdown: &res.breakdown.to_string(),
                    why: &why,
                    left: &left.to_string(),
                    bonus,
                }));
                continue;
            }
            sk.home(st, d.charger, log);
            log.line(charges_home(rules, &name, &sk, &res));
            contact.push(d.clone());
            continue;
        }
        let reach = allow + Length::inches(bonus);
        if ch.distance > reach || sk.blocked(rules).is_some() {
            log.line(say(&Said::FallsShort {
                unit: &name,
                breakdown: &res.breakdown.to_string(),
                distance: &ch.distance.to_string(),
                allowance: &allow.to_string(),
                bonus,
            }));
            continue;
        }
        sk.home(st, d.charger, log);
        log.line(charges_home(rules, &name, &sk, &res));
        contact.push(d.clone());
    }
    if declared.is_empty() {
        log.line(say(&Said::NoChargeToTest));
    }
    contact
}

/// The line of a charger that passes and charges home (squared from 0.12.0).
fn charges_home(rules: &Rules, unit: &str, sk: &Strike, res: &TestResult) -> String {
    say(&Said::ChargesHome {
        unit,
        distance: &sk.charge.distance.to_string(),
        edge: &name(&sk.charge.edge),
        breakdown: &res.breakdown.to_string(),
        squares: sk.squares(rules),
    })
}

/// Rolls the CHARGE TEST TABLE for the charge `d` striking the target's `edge`, with the
/// charger's hits since `hits_before` as new hits.
fn roll_test(
    rules: &Rules,
    st: &State,
    d: &Declared,
    (edge, hits_before): (Edge, &[u32]),
    dice: &mut dyn Dice,
) -> TestResult {
    let c = &st.units[d.charger];
    let (flags, screen) = flags(rules, st, d, edge);
    let new_hits = c
        .hits
        .saturating_sub(hits_before.get(d.charger).copied().unwrap_or(0));
    let input = ChargeTestInput {
        quality: c.quality,
        leader: leader_of(st, d.charger),
        new_hits,
        flags,
    };
    let mut res = charge_test(&rules.charts, &input, dice);
    if let (true, Some(n)) = (screen, &rules.charts.artillery.screened.provisional) {
        res.breakdown
            .provisional_note(&say(&Said::ScreenedNote { note: n }));
    }
    res
}

/// The CHARGE TEST TABLE modifiers that hold for the charge `d` striking the target's
/// `edge`, and whether the charger stands behind a skirmish screen.
fn flags(rules: &Rules, st: &State, d: &Declared, edge: Edge) -> (Vec<ChargeFlag>, bool) {
    let (c, t) = (&st.units[d.charger], &st.units[d.target]);
    let mut flags = vec![];
    if c.troop.arm() == Arm::Cavalry {
        flags.push(ChargeFlag::Cavalry);
    }
    if rules.charts.flanks.is_flank(edge) {
        flags.push(ChargeFlag::VsFlank);
    }
    if t.stand.markers.routed {
        flags.push(ChargeFlag::VsRouted);
    }
    if t.stand.formation == Formation::Square {
        flags.push(if c.troop.arm() == Arm::Cavalry {
            ChargeFlag::CavalryVsSquare
        } else {
            ChargeFlag::InfantryVsSquare
        });
    }
    if c.stand.markers.shaken {
        flags.push(ChargeFlag::Shaken);
    }
    if rules
        .table
        .areas
        .iter()
        .any(|a| a.has(t.stand.centre) && !matches!(a.kind, AreaKind::Hill | AreaKind::PoorGround))
    {
        flags.push(ChargeFlag::VsCover);
    }
    if t.troop.arm() == Arm::Artillery {
        flags.push(ChargeFlag::VsArtillery);
    }
    // 0.6.0: "Inf column +1" for company columns too.
    let column = if rules.revision.has(Change::CompanyColumnCharges) {
        matches!(
            c.stand.formation,
            Formation::AttackColumn | Formation::CompanyColumn
        )
    } else {
        c.stand.formation == Formation::AttackColumn
    };
    if c.troop.arm() == Arm::Infantry && column {
        flags.push(ChargeFlag::InfantryColumn);
    }
    if c.has(Trait::Impetuous) {
        flags.push(ChargeFlag::Impetuous);
    }
    if c.has(Trait::NationalBonus) {
        flags.push(ChargeFlag::NationalBonus);
    }
    if c.organic_skirmishers {
        flags.push(ChargeFlag::OrganicSkirmishers);
    }
    let screen = !screened(
        &c.stand,
        &st.stands(),
        rules.charts.artillery.screened.value,
    )
    .is_empty();
    if screen {
        flags.push(ChargeFlag::SkirmishScreen);
    }
    (flags, screen)
}

/// The charger's reach: its MOVEMENT TABLE allowance and the charge bonus dice rolled.
fn charge_reach(rules: &Rules, c: &Unit, dice: &mut dyn Dice) -> (Length, i64) {
    let allow = rules
        .charts
        .movement
        .allowance(c.troop, c.stand.formation)
        .unwrap_or(Length::ZERO);
    let mut bonus = 0i64;
    if let Some(b) = rules.charts.movement.charge_bonus(c.troop.arm()) {
        for _ in 0..b.dice {
            bonus += i64::from(
                dice.roll(b.sides, &format!("charge bonus: {}", c.id()))
                    .value,
            );
        }
    }
    (allow, bonus)
}

/// 0.6.0: why charger `i` cannot close the charge `sk` with `reach` (the rest of its
/// allowance and the charge bonus): a unit in its lane, (0.12.0) its squared base off the
/// table, or the terrain paid along the way (`None`: it closes).
pub(super) fn closes(
    rules: &Rules,
    st: &State,
    i: usize,
    sk: &Strike,
    reach: Length,
) -> Option<String> {
    if let Some(why) = sk.blocked(rules) {
        return Some(why);
    }
    let ch = &sk.charge;
    let s = &st.units[i].stand;
    let to = s.centre + (ch.contact - s.front_centre());
    let path = [s.centre, to];
    match paid(
        rules,
        st.units[i].troop.arm(),
        (s, formed(s)),
        &path,
        ch.distance,
    ) {
        Err((rule, why)) => Some(say(&Said::WithRule {
            why: &why,
            rule: &rule,
        })),
        Ok(p) if p.cost.total > reach => Some(say(&Said::LastCosts {
            distance: &ch.distance.to_string(),
            cost: &explain(&p.cost),
        })),
        Ok(_) => None,
    }
}
