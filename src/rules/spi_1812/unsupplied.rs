//! C.3: "Resolve unsupplied losses - Roll for each unsupplied unit on Unsupplied Chart."

use super::charts::Charts;
use super::log::Log;
use super::losses::take;
use super::map::Map;
use super::orders::Plans;
use super::state::State;
use super::supply::Unsupplied;
use crate::fairness::Dice;

/// One die per unsupplied corps; the corps loses what the chart says.
pub fn unsupplied_losses(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    corps: &Unsupplied,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.begin("C.3", "Unsupplied losses");
    if corps.is_empty() {
        log.public("Every corps is in supply.");
    }
    for (id, area) in corps {
        let Some(u) = state.unit(id).cloned() else {
            continue;
        };
        let die = dice
            .roll(
                6,
                &format!(
                    "C.3 unsupplied, {} corps in {}",
                    u.side.adjective(),
                    map.name(area)
                ),
            )
            .value;
        let (loss, chart) = charts.unsupplied(die);
        let chart = log.used(chart);
        log.public(format!(
            "An unsupplied {} corps in {}: {chart} die {die}: loses {loss}.",
            u.side.adjective(),
            map.name(area)
        ));
        let t = take(
            state,
            std::slice::from_ref(id),
            loss,
            plans.of(u.side),
            false,
            "C.3 unsupplied",
        );
        log.private(
            u.side,
            format!("{} is unsupplied in {}", u.name, map.name(area)),
        );
        for l in t.lines {
            log.private(u.side, l);
        }
    }
}
