//! 7.5.2.14 Step fourteen: enemy depots in an area where only friendly forces remain are
//! destroyed or, if part of a valid supply chain, converted.

use crate::rules::empires_in_arms::model::orders::DepotChoice;
use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::state::{Depot, State};
use crate::rules::empires_in_arms::supply::supply_chain::in_valid_chain;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// Applies step fourteen in `area` for the side `holders` (its powers, main power first)
/// that alone remains there, by its choice. Returns the report lines.
pub fn step(
    net: Net,
    state: &mut State,
    area: &str,
    holder: &str,
    choice: DepotChoice,
) -> Vec<String> {
    let mut lines = Vec::new();
    let enemies_here = state
        .units
        .iter()
        .any(|u| u.area == area && u.total() > 0 && state.at_war(holder, &u.power));
    let friends_here = state
        .units
        .iter()
        .any(|u| u.area == area && u.total() > 0 && u.power == holder);
    if enemies_here || !friends_here {
        return lines;
    }
    let targets: Vec<Depot> = state
        .depots
        .iter()
        .filter(|d| d.area == area && state.at_war(holder, &d.power))
        .cloned()
        .collect();
    for d in targets {
        let (owner, area_name) = (state.power_name(&d.power), net.map.name(area));
        state.depots.retain(|x| *x != d);
        let own_there = state
            .depots
            .iter()
            .any(|x| x.area == area && x.power == holder);
        if choice == DepotChoice::Convert && !own_there && in_valid_chain(net, state, holder, area)
        {
            state.depots.push(Depot {
                power: holder.to_string(),
                area: area.to_string(),
            });
            lines.push(say(&Said::DepotConverted {
                owner: &owner,
                area: &area_name,
                to: &state.power_name(holder),
            }));
        } else if choice == DepotChoice::Convert {
            lines.push(say(&Said::DepotDestroyedNoChain {
                owner: &owner,
                area: &area_name,
            }));
        } else {
            lines.push(say(&Said::DepotDestroyed {
                owner: &owner,
                area: &area_name,
            }));
        }
    }
    state.normalize();
    lines
}
