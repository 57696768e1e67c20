// 4. Charge Phase: flight "is measured after turning to face away and never passes through units" (reference notes)
//! A fleeing unit runs (pbem 0.6.0): it turns to face away from the principal charger and
//! runs its whole distance, sliding past the units in its way (charts/flight.yaml `slide`,
//! provisional), leaving contact with its charger; it stops short only at the table edge.
//! A unit that cannot move at all is boxed in and surrenders: taken off the table, lost
//! (`boxed-in`, provisional).

use super::super::model::Rules;
use super::super::state::State;
use crate::board::table::flee::flee;
use crate::board::table::flight::Stop;
use crate::board::table::measure::{Angle, Length};
use crate::rules::grande_tactique::words::{charge::Said, say};
use crate::rules::table_game::log::{Log, Track};

/// Unit `k` flees `d` towards `facing`; returns the words of its run (or surrender).
pub fn run(
    rules: &Rules,
    st: &mut State,
    k: usize,
    (facing, d): (Angle, Length),
    log: &mut Log,
) -> String {
    let fl = &rules.charts.flight;
    let stands = st.stands();
    let ran = flee(&st.units[k].stand, facing, d, &rules.table, &stands);
    let id = st.units[k].id().to_string();
    if ran.boxed_in() {
        let side = st.units[k].side().to_string();
        st.units.remove(k);
        if let Some(s) = st.sides.get_mut(&side) {
            s.lost.push(id);
        }
        let by = match &ran.stopped_by {
            Some(Stop::Stand(o)) => Some(o.as_str()),
            _ => None,
        };
        return say(&Said::BoxedIn {
            by,
            label: &fl.boxed_in.label,
        });
    }
    log.tracks.push(Track {
        id: id.clone(),
        side: st.units[k].side().to_string(),
        path: ran.path.clone(),
    });
    st.units[k].stand = ran.stand.clone();
    let past: Vec<String> = ran
        .slid_past
        .iter()
        .map(|(o, l)| {
            say(&Said::SlidPast {
                unit: o,
                distance: &l.to_string(),
            })
        })
        .collect();
    let stopped_by = match &ran.stopped_by {
        Some(Stop::Stand(o)) => Some(o.as_str()),
        _ => None,
    };
    say(&Said::FlightRun {
        distance: &ran.distance.to_string(),
        past: &past,
        slide: &fl.slide.label,
        edge: matches!(ran.stopped_by, Some(Stop::TableEdge)),
        stopped_by,
    })
}
