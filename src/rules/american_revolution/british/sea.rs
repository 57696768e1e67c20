//! B.1.c British sea movement: a group's sea transport from a coastal area the British
//! fleet is off to another coastal area, on a die of 3-6, the fleet going with it and never
//! through the French fleet; or the fleet moving by itself.

use super::super::american::movement::shift;
use super::super::american::sea::{contested_note, plan, sail};
use super::super::fleet;
use super::super::leaving;
use super::super::log::Log;
use super::super::orders::SeaMove;
use super::super::rules_data::Rules;
use super::super::state::Condition;
use super::super::state::{Side, State};
use super::super::words::{dice as purpose, say, sea::Said};
use crate::fairness::Dice;
use crate::rules::american_revolution::revision::Change;

/// B.1.c: the sea transports in order, then the fleet's own move; none in winter.
pub fn phase(
    rules: &Rules,
    st: &mut State,
    moves: &[SeaMove],
    fleet_to: Option<&str>,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    if st.date.winter() {
        return;
    }
    for m in moves {
        let geo = &rules.geo;
        match plan(rules, st, Side::British, m) {
            Ok(sea) => {
                let area = geo.name(&m.to);
                let die = dice
                    .roll(6, &say(&purpose::Said::SeaTransportDie { area }))
                    .value;
                // B.1.c.2 need die roll 3-6 to accomplish sea transport.
                let cond = leaving::condition(
                    m.condition
                        .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
                );
                if rules.tables.british_die.sea_transport.by(die) {
                    leaving::shift_from(st, Side::British, &m.from, cond, &m.to, &m.sps);
                    let passed = vec![m.from.clone(), sea.clone(), m.to.clone()];
                    log.moved(Side::British.key(), passed);
                    let contested = rules.revision.has(Change::ContestedSeaSaid)
                        && fleet::at(st, Side::American) == Some(&sea);
                    st.fleets.insert(Side::British, sea);
                    let text = say(&Said::SeaTransport {
                        sps: &m.sps,
                        condition: cond,
                        from: geo.name(&m.from),
                        to: geo.name(&m.to),
                        die,
                        contested,
                    });
                    if contested {
                        log.add_provisional("B.1.c", text, contested_note());
                    } else {
                        log.add("B.1.c", text);
                    }
                } else {
                    if cond == Condition::Open {
                        shift(st, Side::British, &m.from, &m.from.clone(), &m.sps);
                    }
                    let said = Said::SeaTransportFails {
                        sps: &m.sps,
                        from: geo.name(&m.from),
                        die,
                    };
                    log.add("B.1.c", say(&said));
                }
            }
            Err(why) => log.add(
                "B.1.c",
                say(&Said::SeaTransportNotMade {
                    to: geo.name(&m.to),
                    why: &why,
                }),
            ),
        }
    }
    if let Some(to) = fleet_to {
        sail(rules, st, Side::British, to, "B.1.c", log);
    }
    st.tidy();
}
