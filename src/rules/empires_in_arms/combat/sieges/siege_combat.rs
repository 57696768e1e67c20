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
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::tables::land_charts::SiegeCombat;
use crate::rules::empires_in_arms::tables::table_id::TableId;

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
    let table = |s: &str| {
        TableId::parse(s)
            .flatten()
            .unwrap_or(rules.charts.trivial_table)
    };
    let (ta, td) = (table(&chart.attacker_table), table(&chart.defender_table));
    let morale = |units: &[Unit]| {
        let m = base(rules.morale_method, &rules.charts.morale, units);
        Morale {
            final_level: final_level(&rules.charts.morale, m.tenths, 1),
            loss: 0,
        }
    };
    let (mut ma, mut md) = (morale(att.units), morale(def.units));
    let mut lines = vec![format!(
        "{what}: {} ({} factors, morale {}) on {ta} against {} ({} factors, morale {}) on {td}.",
        att.label,
        total(att.units),
        fmt_tenths(ma.final_level),
        def.label,
        total(def.units),
        fmt_tenths(md.final_level)
    )];
    for round in 1..=chart.rounds {
        let mut roll = |side: &Side, t: TableId| {
            let r = dice.roll(6, &format!("{what}, round {round}: {} on {t}", side.label));
            let res = rules.charts.result(t, r.value as i32);
            let losses = rules
                .charts
                .casualty
                .losses(res.percent, total(side.units))
                .unwrap_or(0);
            (r.value, res, losses)
        };
        let (da, ra, la) = roll(att, ta);
        let (dd, rd, ld) = roll(def, td);
        md.loss += ra.morale_loss;
        ma.loss += rd.morale_loss;
        let (taken_d, _) = allocate(
            def.units,
            &|_| true,
            la,
            def.priority,
            Restrictions::default(),
        );
        let (taken_a, _) = allocate(
            att.units,
            &|_| true,
            ld,
            att.priority,
            Restrictions::default(),
        );
        def.units.retain(|u| u.total() > 0);
        att.units.retain(|u| u.total() > 0);
        let words = |t: &[losses::Loss]| {
            t.iter()
                .map(|l| format!("{} {} ({})", l.count, l.factor.label(), l.name))
                .collect::<Vec<_>>()
                .join(", ")
        };
        lines.push(format!(
            "Round {round}: {} rolls {da}: {}% / {} → {} lose {} factor(s){}; {} rolls {dd}: {}% / {} → {} lose {} factor(s){}. Morale lost: {} {} of {}, {} {} of {}.",
            att.label, ra.percent, fmt_tenths(ra.morale_loss), def.label, la,
            if taken_d.is_empty() { String::new() } else { format!(" ({})", words(&taken_d)) },
            def.label, rd.percent, fmt_tenths(rd.morale_loss), att.label, ld,
            if taken_a.is_empty() { String::new() } else { format!(" ({})", words(&taken_a)) },
            att.label, fmt_tenths(ma.loss), fmt_tenths(ma.final_level),
            def.label, fmt_tenths(md.loss), fmt_tenths(md.final_level),
        ));
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
