//! 7.5.2.7-7.5.2.9 One combat round: find the tables (with terrain), roll with the
//! commander modifiers, read percentage and morale losses, and remove the factors.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle::{Battle, Kind};
use crate::rules::empires_in_arms::combat::battle_report::{RoundReport, RoundSide};
use crate::rules::empires_in_arms::combat::losses;
use crate::rules::empires_in_arms::combat::losses::{allocate, Restrictions};
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit};
use crate::rules::empires_in_arms::tables::charts::{fmt_tenths, Charts};
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::tables::table_id::TableId;
use crate::rules::empires_in_arms::words::{field::Said, say};

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

/// The round's tables and die modifiers, read before the dice (7.5.2.7, 7.5.2.9.1).
#[derive(Debug, Clone, Copy)]
pub struct RoundPlan {
    /// Round of the day, 1..=3.
    pub round: u32,
    /// (attacker's, defender's) table as the chart gives it, before terrain; None for "0-0".
    pub base: (Option<TableId>, Option<TableId>),
    /// The tables after terrain (7.5.2.7.3): what the dice are read on.
    pub tables: (Option<TableId>, Option<TableId>),
    /// Die modifiers, capped (7.5.2.9.1).
    pub modifiers: (i32, i32),
    /// Die modifiers before the cap.
    pub uncapped: (i32, i32),
}

/// What one side's die inflicts on the other this round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hit {
    /// Factors the other side must remove (7.5.2.9.2).
    pub losses: u32,
    /// Morale loss in tenths the other side takes (7.5.2.9.3).
    pub morale: i32,
}

/// One side's die read on its table: what it inflicts, and the figures the report shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rolled {
    /// What it inflicts.
    pub hit: Hit,
    /// The die and its index in the dice log; None when the side has no table ("0-0").
    pub die: Option<(u32, u32)>,
    /// The modified roll.
    pub modified: Option<i32>,
    /// Percentage loss read.
    pub percent: u32,
    /// Factors the percentage was taken of (7.5.2.7.2).
    pub counted: u32,
}

/// Fights round `round` (1..=3) of the current day: [`plan`], each side's [`roll`], and
/// [`apply`]. Both sides' losses are simultaneous (7.5.2.9). `priority`: (attacker's,
/// defender's) loss priority. A battle that does not narrate gets a report with the round
/// number and the losses only.
pub fn fight(
    b: &mut Battle,
    setup: DaySetup,
    round: u32,
    priority: (&[FactorType], &[FactorType]),
    dice: &mut dyn Dice,
) -> RoundReport {
    let plan = plan(b, setup, round);
    let a = roll(b, Role::Attacker, &plan, dice);
    let d = roll(b, Role::Defender, &plan, dice);
    let mut rep = RoundReport {
        number: round,
        ..Default::default()
    };
    if b.narrate {
        rep.attacker = side_report(&plan, Role::Attacker, &a);
        rep.defender = side_report(&plan, Role::Defender, &d);
        let terrain = b.map().terrain(&b.area).to_string();
        let cap = b.charts().combat.max_modifier;
        let (ma, md) = plan.modifiers;
        let (ma0, md0) = plan.uncapped;
        for (side, base, cap_hit, me, them) in [
            (&mut rep.attacker, plan.base.0, ma != ma0, &b.att, &b.def),
            (&mut rep.defender, plan.base.1, md != md0, &b.def, &b.att),
        ] {
            if side.table.is_some() {
                let from = match (&side.table_before_terrain, base) {
                    (Some(_), Some(from)) => Some(from.to_string()),
                    _ => None,
                };
                let shift = from.as_deref().map(|from| (terrain.as_str(), from));
                side.table_reason = Some(table_reason(b, setup, round, shift));
                side.modifier_reason = Some(modifier_reason(b, me, them, cap_hit.then_some(cap)));
            }
        }
    }
    let (la, ld) = apply(b, a.hit, d.hit, priority);
    rep.attacker.losses_taken = la;
    rep.defender.losses_taken = ld;
    if b.narrate {
        for (side, f) in [(&mut rep.attacker, &b.att), (&mut rep.defender, &b.def)] {
            side.morale_loss_total = fmt_tenths(f.morale_loss);
            side.broke = f.broken();
            side.eliminated = f.fighting_total() == 0;
        }
    }
    rep
}

/// 7.5.2.7 and 7.5.2.9.1: the tables for this round (with terrain) and the commander
/// modifiers, recalculated every round and capped.
pub fn plan(b: &Battle, setup: DaySetup, round: u32) -> RoundPlan {
    let charts = b.charts();
    // 7.5.2.7: the tables for this round.
    let (ta, td) = match (b.kind, setup.attacker, setup.defender) {
        (Kind::Field, Some(a), Some(d)) => {
            let arrived = b.att.arrived || b.def.arrived;
            charts.op.tables(a, d, round as usize, setup.river, arrived)
        }
        _ => (
            Some(charts.combat.trivial_table),
            Some(charts.combat.trivial_table),
        ),
    };
    // 7.5.2.7.3 terrain.
    let t = charts.terrain.effect(b.map().terrain(&b.area));
    let ta2 = ta.map(|x| x.shifted(t.casualty_both + t.casualty_attacker, t.morale_both));
    let td2 = td.map(|x| x.shifted(t.casualty_both, t.morale_both));
    // 7.5.2.9.1 commander modifiers, recalculated every round, capped.
    let rating = |f: &Force| {
        f.commander()
            .map_or(charts.commander.no_commander_tactical, |c| c.tactical)
    };
    let (ma0, md0) = charts.commander_modifiers(rating(&b.att), rating(&b.def));
    let cap = charts.combat.max_modifier;
    RoundPlan {
        round,
        base: (ta, td),
        tables: (ta2, td2),
        modifiers: (ma0.clamp(-cap, cap), md0.clamp(-cap, cap)),
        uncapped: (ma0, md0),
    }
}

/// 7.5.2.8-7.5.2.9.2: side `role` rolls its die on its table with its modifier and reads the
/// percentage of its counted factors and the morale loss it inflicts. No die without a table.
pub fn roll(b: &Battle, role: Role, plan: &RoundPlan, dice: &mut dyn Dice) -> Rolled {
    let charts = b.charts();
    let f = b.get(role);
    let (table, modifier) = match role {
        Role::Attacker => (plan.tables.0, plan.modifiers.0),
        Role::Defender => (plan.tables.1, plan.modifiers.1),
    };
    let Some(table) = table else {
        return Rolled::default();
    };
    let purpose = if b.narrate {
        let what = if b.kind == Kind::Field {
            "field combat"
        } else {
            "trivial combat"
        };
        format!(
            "{what} at {}, day {} round {}: {} ({:?}) on {table}",
            b.area_name(),
            b.day,
            plan.round,
            f.label,
            f.role
        )
        .to_lowercase_role()
    } else {
        String::new()
    };
    let r = dice.roll(6, &purpose);
    let modified = (r.value as i32 + modifier).clamp(0, 7);
    let res = charts.result(table, modified);
    let counted = f.counted_factors();
    let losses = charts.casualty.losses(res.percent, counted).unwrap_or(0);
    Rolled {
        hit: Hit {
            losses,
            morale: res.morale_loss,
        },
        die: Some((r.value, r.index)),
        modified: Some(modified),
        percent: res.percent,
        counted,
    }
}

/// 7.5.2.9.2-3: the round's results, simultaneously: each side takes the morale loss and
/// removes the factors the other's die inflicts (`a`: the attacker's, `d`: the
/// defender's). Returns the factors each removed: (attacker's, defender's).
pub fn apply(
    b: &mut Battle,
    a: Hit,
    d: Hit,
    priority: (&[FactorType], &[FactorType]),
) -> (Vec<losses::Loss>, Vec<losses::Loss>) {
    let field = b.kind == Kind::Field;
    let charts = b.charts();
    let la = suffer(charts, field, &mut b.att, d, priority.0);
    let ld = suffer(charts, field, &mut b.def, a, priority.1);
    b.rounds += 1;
    (la, ld)
}

/// 7.5.2.9.2-3 for one side of a round: force `f` takes the morale loss and removes the
/// factors the other side's die inflicts (`hit`), in its loss `priority`. `field`: field
/// combat (the militia restriction applies). [`apply`] is this for both sides; the sides do
/// not depend on each other once the dice are read. Returns the factors removed.
pub fn suffer(
    charts: &Charts,
    field: bool,
    f: &mut Force,
    hit: Hit,
    priority: &[FactorType],
) -> Vec<losses::Loss> {
    // 7.5.2.9.3 morale losses accumulate.
    f.morale_loss += hit.morale;
    take_losses(charts, field, f, hit.losses, priority)
}

/// The report's part of side `role` before its losses: the table, die and what it inflicts.
fn side_report(plan: &RoundPlan, role: Role, r: &Rolled) -> RoundSide {
    let (base, table, modifier) = match role {
        Role::Attacker => (plan.base.0, plan.tables.0, plan.modifiers.0),
        Role::Defender => (plan.base.1, plan.tables.1, plan.modifiers.1),
    };
    let Some(table) = table else {
        return RoundSide {
            morale_inflicted: "0.0".into(),
            ..Default::default()
        };
    };
    RoundSide {
        table: Some(table.to_string()),
        table_before_terrain: base.filter(|x| *x != table).map(|x| x.to_string()),
        die: r.die.map(|d| d.0),
        die_index: r.die.map(|d| d.1),
        modifier,
        modified: r.modified,
        percent: r.percent,
        factors_counted: r.counted,
        losses_inflicted: r.hit.losses,
        morale_inflicted: fmt_tenths(r.hit.morale),
        ..Default::default()
    }
}

/// Why a side's table this round (7.5.2.7): the chits crossed and the round, with the river
/// and outflank sections, or the trivial combat table (7.5.3.2); and the terrain's shift
/// from the table before it (7.5.2.7.3), as (terrain, table).
fn table_reason(b: &Battle, setup: DaySetup, round: u32, shift: Option<(&str, &str)>) -> String {
    let (terrain, from) = (shift.map(|s| s.0), shift.map(|s| s.1));
    match (b.kind, setup.attacker, setup.defender) {
        (Kind::Field, Some(a), Some(d)) => say(&Said::TablesWhy {
            attacker_chit: a.key(),
            defender_chit: d.key(),
            round,
            river: setup.river,
            arrived: (b.att.arrived || b.def.arrived) && round >= 2,
            terrain,
            from,
        }),
        _ => say(&Said::TrivialTablesWhy { terrain, from }),
    }
}

/// Why a side's die modifier (7.5.2.9.1): its commander's tactical rating against the
/// enemy's (the chart's rating without a commander), and the cap when it applied.
fn modifier_reason(b: &Battle, me: &Force, them: &Force, capped: Option<i32>) -> String {
    fn rating(f: &Force, none: u8) -> (Option<&str>, u8) {
        f.commander()
            .map_or((None, none), |c| (Some(c.name.as_str()), c.tactical))
    }
    let none = b.charts().commander.no_commander_tactical;
    let ((commander, tactical), (enemy, enemy_tactical)) = (rating(me, none), rating(them, none));
    say(&Said::ModifierWhy {
        commander,
        tactical,
        enemy,
        enemy_tactical,
        cap: capped,
    })
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

/// 7.5.2.9.2: removes `n` factors from the side's units in combat; with the pinning force
/// gone, the excess falls on the outflanking force (7.5.2.10.1.2.2).
fn take_losses(
    charts: &Charts,
    field: bool,
    f: &mut Force,
    n: u32,
    priority: &[FactorType],
) -> Vec<losses::Loss> {
    let limit = charts.morale.militia_limit;
    let rules = Restrictions {
        no_militia: field && f.morale_loss >= limit,
        one_cavalry: f.broken(),
    };
    let pr = full_priority(priority);
    // Who is in combat (not moving around the flank); allocation does not change it.
    let pending = f.outflank_pending();
    let outflanking = &f.outflanking;
    let fights = |u: &Unit| !(pending && outflanking.contains(&u.id));
    let (mut losses, left) = allocate(&mut f.units, &fights, n, &pr, rules);
    if left > 0 && pending {
        let (more, _) = allocate(&mut f.units, &|u| !fights(u), left, &pr, rules);
        losses.extend(more);
    }
    if f.units.iter().any(|u| u.total() == 0) {
        f.remove_empty();
    }
    losses
}
