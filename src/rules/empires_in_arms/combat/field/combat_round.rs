//! 7.5.2.7-7.5.2.9 One combat round: find the tables (with terrain), roll with the
//! commander modifiers, read percentage and morale losses, and remove the factors.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle::{Battle, Kind};
use crate::rules::empires_in_arms::combat::battle_report::{RoundReport, RoundSide};
use crate::rules::empires_in_arms::combat::losses;
use crate::rules::empires_in_arms::combat::losses::{allocate, Restrictions};
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::tables::table_id::TableId;

/// The day's chits (None in trivial combat) and whether the river section applies.
#[derive(Debug, Clone, Copy)]
pub struct DaySetup {
    /// Attacker's chit.
    pub attacker: Option<Chit>,
    /// Defender's chit.
    pub defender: Option<Chit>,
    /// 7.5.2.7.1 river section in force.
    pub river: bool,
}

/// What a side rolled and inflicts this round.
struct Inflict {
    side: RoundSide,
    losses: u32,
    morale: i32,
}

/// Fights round `round` (1..=3) of the current day. Both sides' losses are simultaneous
/// (7.5.2.9). `priority`: (attacker's, defender's) loss priority.
pub fn fight(
    b: &mut Battle,
    setup: DaySetup,
    round: u32,
    priority: (&[FactorType], &[FactorType]),
    dice: &mut dyn Dice,
) -> RoundReport {
    let charts = b.charts();
    // 7.5.2.7: the tables for this round.
    let (ta, td) = match (b.kind, setup.attacker, setup.defender) {
        (Kind::Field, Some(a), Some(d)) => {
            let arrived = b.att.arrived || b.def.arrived;
            charts.op.tables(a, d, round as usize, setup.river, arrived)
        }
        _ => (Some(charts.trivial_table), Some(charts.trivial_table)),
    };
    // 7.5.2.7.3 terrain.
    let t = charts.terrain.effect(b.map().terrain(&b.area));
    let ta2 = ta.map(|x| x.shifted(t.casualty_both + t.casualty_attacker, t.morale_both));
    let td2 = td.map(|x| x.shifted(t.casualty_both, t.morale_both));
    // 7.5.2.9.1 commander modifiers, recalculated every round, capped.
    let rating = |f: &Force| {
        f.commander()
            .map_or(charts.no_commander_tactical, |c| c.tactical)
    };
    let (ma0, md0) = charts.commander_modifiers(rating(&b.att), rating(&b.def));
    let cap = charts.max_modifier;
    let (ma, md) = (ma0.clamp(-cap, cap), md0.clamp(-cap, cap));
    let what = if b.kind == Kind::Field {
        "field combat"
    } else {
        "trivial combat"
    };
    let purpose = |f: &Force, table: TableId| {
        format!(
            "{what} at {}, day {} round {round}: {} ({:?}) on {table}",
            b.area_name(),
            b.day,
            f.label,
            f.role
        )
        .to_lowercase_role()
    };
    let a = roll(
        b,
        &b.att,
        ta,
        ta2,
        ma,
        purpose(&b.att, ta2.unwrap_or(charts.trivial_table)),
        dice,
    );
    let d = roll(
        b,
        &b.def,
        td,
        td2,
        md,
        purpose(&b.def, td2.unwrap_or(charts.trivial_table)),
        dice,
    );
    // 7.5.2.9.3 morale losses accumulate.
    b.att.morale_loss += d.morale;
    b.def.morale_loss += a.morale;
    let mut rep = RoundReport {
        number: round,
        attacker: a.side,
        defender: d.side,
        events: Vec::new(),
    };
    let why = table_reason(b, setup, round);
    let terrain = b.map().terrain(&b.area).to_string();
    for (side, base, cap_hit, me, them) in [
        (&mut rep.attacker, ta, ma != ma0, &b.att, &b.def),
        (&mut rep.defender, td, md != md0, &b.def, &b.att),
    ] {
        if side.table.is_some() {
            let shift = match (&side.table_before_terrain, base) {
                (Some(_), Some(from)) => {
                    format!(", {terrain} terrain shifts it from {from} (7.5.2.7.3)")
                }
                _ => String::new(),
            };
            side.table_reason = Some(format!("{why}{shift}"));
            side.modifier_reason = Some(modifier_reason(b, me, them, cap_hit.then_some(cap)));
        }
    }
    rep.attacker.losses_taken = take_losses(b, Role::Attacker, d.losses, priority.0);
    rep.defender.losses_taken = take_losses(b, Role::Defender, a.losses, priority.1);
    for (side, f) in [(&mut rep.attacker, &b.att), (&mut rep.defender, &b.def)] {
        side.morale_loss_total = fmt_tenths(f.morale_loss);
        side.broke = f.broken();
        side.eliminated = f.fighting_total() == 0;
    }
    b.rounds += 1;
    rep
}

/// Why the round's tables (7.5.2.7): the chits crossed and the round, with the river and
/// outflank sections, or the trivial combat table (7.5.3.2).
fn table_reason(b: &Battle, setup: DaySetup, round: u32) -> String {
    match (b.kind, setup.attacker, setup.defender) {
        (Kind::Field, Some(a), Some(d)) => {
            let mut s = format!("{} against {}, round {round} (7.5.2.7)", a.key(), d.key());
            if setup.river {
                s.push_str(", river crossing (7.5.2.7.1)");
            }
            if (b.att.arrived || b.def.arrived) && round >= 2 {
                s.push_str(", outflanking force arrived (7.5.2.2)");
            }
            s
        }
        _ => "trivial combat table (7.5.3.2)".to_string(),
    }
}

/// Why a side's die modifier (7.5.2.9.1): its commander's tactical rating against the
/// enemy's (the chart's rating without a commander), and the cap when it applied.
fn modifier_reason(b: &Battle, me: &Force, them: &Force, capped: Option<i32>) -> String {
    let charts = b.charts();
    let rating = |f: &Force| match f.commander() {
        Some(c) => format!("{} tactical {}", c.name, c.tactical),
        None => format!("no commander (tactical {})", charts.no_commander_tactical),
    };
    let mut s = format!("{} against {}", rating(me), rating(them));
    if let Some(cap) = capped {
        s.push_str(&format!(", capped at ±{cap}"));
    }
    s.push_str(" (7.5.2.9.1)");
    s
}

trait LowerRole {
    fn to_lowercase_role(self) -> String;
}
impl LowerRole for String {
    fn to_lowercase_role(self) -> String {
        self.replace("(Attacker)", "(attacker)")
            .replace("(Defender)", "(defender)")
    }
}

fn roll(
    b: &Battle,
    f: &Force,
    base: Option<TableId>,
    table: Option<TableId>,
    modifier: i32,
    purpose: String,
    dice: &mut dyn Dice,
) -> Inflict {
    let charts = b.charts();
    let Some(table) = table else {
        return Inflict {
            side: RoundSide {
                morale_inflicted: "0.0".into(),
                ..Default::default()
            },
            losses: 0,
            morale: 0,
        };
    };
    let r = dice.roll(6, &purpose);
    let modified = (r.value as i32 + modifier).clamp(0, 7);
    let res = charts.result(table, modified);
    let counted = f.counted_factors();
    let losses = charts.casualty.losses(res.percent, counted).unwrap_or(0);
    let side = RoundSide {
        table: Some(table.to_string()),
        table_before_terrain: base.filter(|x| *x != table).map(|x| x.to_string()),
        die: Some(r.value),
        die_index: Some(r.index),
        modifier,
        modified: Some(modified),
        percent: res.percent,
        factors_counted: counted,
        losses_inflicted: losses,
        morale_inflicted: fmt_tenths(res.morale_loss),
        ..Default::default()
    };
    Inflict {
        side,
        losses,
        morale: res.morale_loss,
    }
}

/// 7.5.2.9.2: removes `n` factors from the side's units in combat; with the pinning force
/// gone, the excess falls on the outflanking force (7.5.2.10.1.2.2).
fn take_losses(b: &mut Battle, role: Role, n: u32, priority: &[FactorType]) -> Vec<losses::Loss> {
    let field = b.kind == Kind::Field;
    let limit = b.charts().morale.militia_limit;
    let f = b.side(role);
    let rules = Restrictions {
        no_militia: field && f.morale_loss >= limit,
        one_cavalry: f.broken(),
    };
    let pr = full_priority(priority);
    let fighting: std::collections::BTreeSet<String> = f
        .units
        .iter()
        .filter(|u| f.fights(u))
        .map(|u| u.id.clone())
        .collect();
    let (mut losses, left) = allocate(&mut f.units, &|u| fighting.contains(&u.id), n, &pr, rules);
    if left > 0 && f.outflank_pending() {
        let (more, _) = allocate(
            &mut f.units,
            &|u| !fighting.contains(&u.id),
            left,
            &pr,
            rules,
        );
        losses.extend(more);
    }
    f.remove_empty();
    losses
}
