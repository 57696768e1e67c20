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
            Some(Stop::Stand(o)) => format!("by {o}"),
            _ => "at the table edge".into(),
        };
        return format!(
            "0\" (boxed in {by}): surrenders, taken off the table as lost (provisional: {})",
            fl.boxed_in.label
        );
    }
    log.tracks.push(Track {
        id: id.clone(),
        side: st.units[k].side().to_string(),
        path: ran.path.clone(),
    });
    st.units[k].stand = ran.stand.clone();
    let mut words = format!("{}", ran.distance);
    if !ran.slid_past.is_empty() {
        let past: Vec<String> = ran
            .slid_past
            .iter()
            .map(|(o, l)| format!("{o} ({l})"))
            .collect();
        words.push_str(&format!(
            ", sliding past {} (provisional: {})",
            past.join(", "),
            fl.slide.label
        ));
    }
    if let Some(Stop::TableEdge) = ran.stopped_by {
        words.push_str(" (stopped by the table edge)");
    } else if let Some(Stop::Stand(o)) = &ran.stopped_by {
        words.push_str(&format!(" (stopped: no way past {o})"));
    }
    words
}
