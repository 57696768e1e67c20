//! 7.5.4.1.3 assault combat and 7.5.4.2.1 garrison attack combat: one day of at most three
//! rounds on fixed tables (assault: besiegers 5-1, defenders 5-2; garrison attack: garrison
//! 5-1, besiegers 5-2), with no modifier for terrain, leaders or cavalry; final morale as
//! for field combat (7.5.2.6); any type of factor may be a casualty; no pursuit and no
//! reinforcement. The combat ends when a side breaks or is eliminated.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::losses;
use crate::rules::empires_in_arms::combat::losses::{allocate, Restrictions};
use crate::rules::empires_in_arms::combat::morale::{base, final_level};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit};
use crate::rules::empires_in_arms::tables::charts::{fmt_tenths, CombatResult};
use crate::rules::empires_in_arms::tables::land_charts::SiegeCombat;
use crate::rules::empires_in_arms::tables::table_id::TableId;
use crate::rules::empires_in_arms::words::say;
use crate::rules::empires_in_arms::words::siege::{Said, SiegeRoll};

/// Which side a siege combat went to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    /// The side that attacked broke or eliminated the other.
    Attacker,
    /// The attacked side broke or eliminated the attackers.
    Defender,
    /// Neither won within the rounds allowed (7.5.4.1.3.4, 7.5.4.2.1.4).
    Neither,
}

/// One side: its label ("France (besieger)"), units and loss priority.
pub struct Side<'a> {
    /// For reports and dice purposes.
    pub label: String,
    /// Its units, changed in place by the losses.
    pub units: &'a mut Vec<Unit>,
    /// Loss priority, complete.
    pub priority: &'a [FactorType],
}

struct Morale {
    final_level: i32,
    loss: i32,
}

impl Morale {
    fn broken(&self) -> bool {
        self.loss >= self.final_level
    }
}

fn total(units: &[Unit]) -> u32 {
    units.iter().map(Unit::total).sum()
}

/// Fights the combat: `att` attacks on the chart's attacker table, `def` on its defender
/// table. Returns the winner and the report lines.
pub fn fight(
    rules: &Rules,
    chart: &SiegeCombat,
    what: &str,
    att: &mut Side,
    def: &mut Side,
    dice: &mut dyn Dice,
) -> (Winner, Vec<String>) {
    let (ta, td) = (chart.attacker_table, chart.defender_table);
    let (mut ma, mut md) = (morale(rules, att.units), morale(rules, def.units));
    let mut lines = vec![say(&Said::SiegeCombat {
        what,
        attacker: &att.label,
        attacker_factors: total(att.units),
        attacker_morale: &fmt_tenths(ma.final_level),
        attacker_table: &ta.to_string(),
        defender: &def.label,
        defender_factors: total(def.units),
        defender_morale: &fmt_tenths(md.final_level),
        defender_table: &td.to_string(),
    })];
    for round in 1..=chart.rounds {
        let at = format!("{what}, round {round}");
        let mut a = roll(rules, dice, &at, att, ta);
        let mut d = roll(rules, dice, &at, def, td);
        md.loss += a.result.morale_loss;
        ma.loss += d.result.morale_loss;
        a.taken = take_losses(def, a.losses);
        d.taken = take_losses(att, d.losses);
        lines.push(round_line(round, att, def, &a, &d, &ma, &md));
        // The attackers win by breaking or eliminating the attacked side; if both go in
        // one round, the attackers have done what they had to.
        if md.broken() || total(def.units) == 0 {
            return (Winner::Attacker, lines);
        }
        if ma.broken() || total(att.units) == 0 {
            return (Winner::Defender, lines);
        }
    }
    (Winner::Neither, lines)
}

/// 7.5.2.6: a side's final morale level for the combat (one day), with no loss yet.
fn morale(rules: &Rules, units: &[Unit]) -> Morale {
    let m = base(rules.morale_method, &rules.charts.morale, units);
    Morale {
        final_level: final_level(&rules.charts.morale, m.tenths, 1),
        loss: 0,
    }
}

/// One side's roll in a round: the die, the result on its table, the factors it makes the
/// other side lose (a percentage of its own factors), and those factors once taken.
struct Rolled {
    die: u32,
    result: CombatResult,
    losses: u32,
    taken: Vec<losses::Loss>,
}

/// `side` rolls on table `t` (the dice purpose names the combat and round `at`).
fn roll(rules: &Rules, dice: &mut dyn Dice, at: &str, side: &Side, t: TableId) -> Rolled {
    let r = dice.roll(6, &format!("{at}: {} on {t}", side.label));
    let result = rules.charts.result(t, r.value as i32);
    let losses = rules
        .charts
        .casualty
        .losses(result.percent, total(side.units))
        .unwrap_or(0);
    Rolled {
        die: r.value,
        result,
        losses,
        taken: Vec::new(),
    }
}

/// Takes `n` factors of any type from `side` by its loss priority; the losses.
fn take_losses(side: &mut Side, n: u32) -> Vec<losses::Loss> {
    let (taken, _) = allocate(
        side.units,
        &|_| true,
        n,
        side.priority,
        Restrictions::default(),
    );
    side.units.retain(|u| u.total() > 0);
    taken
}

/// The report line of a round: each side's roll and the losses it inflicted, then the
/// morale lost by each of its final level.
fn round_line<'a>(
    round: u32,
    att: &'a Side,
    def: &'a Side,
    a: &'a Rolled,
    d: &'a Rolled,
    ma: &Morale,
    md: &Morale,
) -> String {
    let side = |s: &'a Side, r: &'a Rolled, m: &Morale| SiegeRoll {
        side: &s.label,
        die: r.die,
        percent: r.result.percent,
        morale: fmt_tenths(r.result.morale_loss),
        losses: r.losses,
        taken: &r.taken,
        morale_lost: fmt_tenths(m.loss),
        final_morale: fmt_tenths(m.final_level),
    };
    say(&Said::SiegeRound {
        round,
        attacker: &side(att, a, ma),
        defender: &side(def, d, md),
    })
}
