// Standing orders (issue 26): the orders a prudent commander gives a side whose orders did not come.
//! The standing orders of Grande Tactique (pbem 0.6.0 on), computed from the state alone
//! (no dice). The moving side spends each divisional general's PIPs (2. PIP Phase), in id
//! order and in the order of need (charts/standing-orders.yaml `pip-priorities`,
//! provisional), on his own units: rally the routed, form square where
//! enemy cavalry could charge ([`threats`]), charge where the morale checks favour the
//! charger ([`odds`]), start firing at a valid target ([`targets`]), and, under `attack`,
//! advance on the nearest objective village the side does not hold, or the nearest enemy
//! ([`objectives`]). Each use is checked and made on a copy of the table as the orders
//! check makes it, and no general is given more than he could roll (PIPs that the roll
//! does not cover are not paid, 2. PIP Phase). Both sides set standing fire priorities:
//! every valid target, the best first. Every decision is a commented line of the orders
//! file and named in its `note:`, which the report prints.

pub mod objectives;
pub mod odds;
pub mod render;
pub mod targets;
pub mod threats;

use super::model::Rules;
use super::orders::{parse_spend, Orders, Spend};
use super::sequence::pip_dice::most;
use super::sequence::spending::apply;
use super::state::{Command, State};
use super::tables::standing_orders::Need;
use crate::rules::grande_tactique::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;
use std::collections::BTreeSet;

/// One decision: the orders key, the unit (or general), the line, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Why {
    /// The orders key (`pips`, `fire_priorities`).
    pub key: &'static str,
    /// The unit.
    pub id: String,
    /// Why, with the rule.
    pub words: String,
}

/// The standing orders of a side and the reason of each line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Decided {
    /// The orders.
    pub orders: Orders,
    /// Why each line, in the order decided.
    pub why: Vec<Why>,
}

/// A use of PIPs a concern proposes for a unit: the line's words and why.
pub type Proposal = Option<(String, String)>;

/// A need's concern: the use of PIPs it proposes for a unit.
type Concern = fn(&Rules, &State, usize, Posture) -> Proposal;

/// The concern of `need`.
fn concern(need: Need) -> Concern {
    match need {
        Need::Rally => objectives::rally,
        Need::Square => threats::square,
        Need::Charge => odds::charge,
        Need::StartFiring => targets::start_firing,
        Need::Advance => objectives::advance,
    }
}

/// The PIP uses of divisional general `div` (of `side`), each made on `t`.
fn spend(rules: &Rules, t: &mut State, (side, div): (&str, &str), p: Posture, d: &mut Decided) {
    let bound = most(rules, t, &d.orders, div);
    let mut spent = 0;
    let mut moved = BTreeSet::new();
    let mut used = BTreeSet::new();
    for need in rules.charts.standing_orders.pip_priorities.clone() {
        for i in 0..t.units.len() {
            let u = &t.units[i];
            if u.side() != side || u.division() != div || used.contains(&i) {
                continue;
            }
            let Some((words, why)) = concern(need)(rules, t, i, p) else {
                continue;
            };
            let line = format!("{} {words}", u.id());
            let Some(sp): Option<Spend> = parse_spend(&line) else {
                continue;
            };
            let mut next = t.clone();
            let Ok(done) = apply(rules, &mut next, (side, div), &sp, &mut moved.clone()) else {
                continue;
            };
            if spent + done.cost > bound {
                continue;
            }
            spent += done.cost;
            let _ = apply(rules, t, (side, div), &sp, &mut moved);
            used.insert(i);
            d.orders.pips.entry(div.to_string()).or_default().push(line);
            d.why.push(Why {
                key: "pips",
                id: sp.unit.clone(),
                words: say(&Said::WhyPips {
                    why: &why,
                    cost: done.cost,
                }),
            });
        }
    }
}

/// The standing orders of `side` for the turn `st` waits for, with `posture`.
pub fn decide(rules: &Rules, st: &State, side: &str, posture: Posture) -> Decided {
    let mut d = Decided::default();
    if st.ending.is_some() {
        return d;
    }
    let mut t = st.clone();
    if st.moving_side() == side {
        let divs: Vec<String> = st
            .generals
            .iter()
            .filter(|g| g.side == side && g.command == Command::Division)
            .map(|g| g.id.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        for div in divs {
            spend(rules, &mut t, (side, &div), posture, &mut d);
        }
    }
    targets::priorities(rules, &t, side, &mut d);
    d
}

/// The orders file body of `side`'s standing orders (no header), or `None` when they
/// decide nothing.
pub fn body(rules: &Rules, st: &State, side: &str, posture: Posture) -> Option<String> {
    let d = decide(rules, st, side, posture);
    (!d.why.is_empty()).then(|| render::body(&d, posture))
}
