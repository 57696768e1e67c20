//! Resolving one history entry of the land phase: the announcements that open it (7.1) or
//! one major power sequence (7.1.3), and the report data each gives the templates.

use super::model::orders::Orders;
use super::model::rules::Rules;
use super::model::state::{LandPhase, State};
use super::sequence::{announcements, steps};
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::rules::{to_value, Ctx, Resolved};
use std::collections::BTreeMap;

/// Resolves the entry `st` waits for under the checked `parsed` orders (player -> orders):
/// the announcements opening the land phase (7.1), or one major power sequence (7.1.3).
/// Returns the state after it and the report data; `notes`: player -> its message for the
/// report.
///
/// # Errors
/// Never for a checked state; a report that does not serialize.
pub fn entry(
    ctx: Ctx,
    rules: &Rules,
    st: State,
    parsed: &BTreeMap<String, Orders>,
    notes: BTreeMap<String, String>,
    dice: &mut dyn Dice,
) -> Result<Resolved> {
    if st.announcing() {
        announcements(ctx, rules, st, parsed, notes, dice)
    } else {
        sequence(ctx, rules, st, parsed, notes, dice)
    }
}

/// One major power sequence: every step of it, or the combat step alone; the state moves
/// on to the next sequence.
fn sequence(
    ctx: Ctx,
    rules: &Rules,
    mut st: State,
    parsed: &BTreeMap<String, Orders>,
    notes: BTreeMap<String, String>,
    dice: &mut dyn Dice,
) -> Result<Resolved> {
    let phasing = st.names(&st.phasing_powers());
    let date = st.date.clone();
    let before = political_points(&st);
    let steps::Steps {
        depots,
        movement,
        supply,
        declarations,
        battles,
        sieges,
        conquest,
    } = steps::sequence(rules, &mut st, parsed, ctx.players, dice);
    let political = political_table(&st, &before);
    let mut provisional: Vec<String> = battles.iter().flat_map(|b| b.provisional.clone()).collect();
    provisional.sort();
    provisional.dedup();
    if declarations.iter().any(|l| l.contains("(7.3.8.3)")) && rules.land.declarations.provisional {
        provisional
            .push("declaration of war cost, charts/declarations.yaml (provisional)".to_string());
    }
    if sieges.iter().any(|l| l.starts_with("Assault attempt")) && rules.land.siege.provisional {
        provisional.push("siege table, charts/siege.yaml (provisional)".to_string());
    }
    if !depots.is_empty() && rules.land.depots.provisional {
        provisional.push("depot counter mix, charts/depots.yaml (provisional)".to_string());
    }
    provisional.extend(map_note(rules));
    let mut report = serde_json::json!({
        "phasing": phasing,
        "date": date,
        "map": rules.map.name,
        "battles": battles,
        "notes": notes,
        "political_points": political,
        "provisional": provisional,
    });
    // 7.3.8 and 7.5.1.1, as the attacks are declared.
    if !declarations.is_empty() {
        report["declarations"] = serde_json::json!(declarations);
    }
    if !sieges.is_empty() {
        report["sieges"] = serde_json::json!(sieges);
    }
    // Only campaigns that adjudicate movement carry these, so the events of a
    // combat-only campaign keep the bytes earlier builds wrote.
    if st.land_phase == LandPhase::MovementSupplyCombat {
        report["depots"] = serde_json::json!(depots);
        report["movement"] = serde_json::json!(movement);
        report["supply"] = serde_json::json!(supply);
        report["conquest"] = serde_json::json!(conquest);
    }
    let report = serde_yaml::to_value(report).map_err(|e| Error::Campaign(e.to_string()))?;
    Ok(Resolved {
        state: to_value(&st)?,
        report,
        private: BTreeMap::new(),
    })
}

/// 7.1 the entry opening the land phase: France's place and the combined movements fix
/// the turn's sequences (dice only for 7.3.8.1 competitive rolls); no step is played.
fn announcements(
    ctx: Ctx,
    rules: &Rules,
    mut st: State,
    parsed: &BTreeMap<String, Orders>,
    notes: BTreeMap<String, String>,
    dice: &mut dyn Dice,
) -> Result<Resolved> {
    let given = parsed
        .iter()
        .filter_map(|(p, o)| Some((p.clone(), o.announce.clone()?)))
        .collect();
    let announced = announcements::announce(&st, &given, ctx.players, dice);
    st.order = announced.order;
    if let Some(first) = st.order.first().and_then(|g| g.first()) {
        st.phasing = first.clone();
    }
    let unchanged = political_points(&st);
    let report = serde_json::json!({
        "date": st.date,
        "map": rules.map.name,
        "announcements": announced.lines,
        "battles": [],
        "notes": notes,
        "political_points": political_table(&st, &unchanged),
        "provisional": map_note(rules).into_iter().collect::<Vec<_>>(),
    });
    Ok(Resolved {
        state: to_value(&st)?,
        report: serde_yaml::to_value(report).map_err(|e| Error::Campaign(e.to_string()))?,
        private: BTreeMap::new(),
    })
}

/// Every power's political points now.
fn political_points(st: &State) -> BTreeMap<String, i32> {
    st.powers
        .iter()
        .map(|(k, p)| (k.clone(), p.political_points))
        .collect()
}

/// The political points of every power before and after an entry, for the report.
fn political_table(
    st: &State,
    before: &BTreeMap<String, i32>,
) -> Vec<BTreeMap<&'static str, String>> {
    st.powers
        .iter()
        .map(|(k, p)| {
            BTreeMap::from([
                ("power", p.name.clone()),
                ("before", before.get(k).copied().unwrap_or(0).to_string()),
                ("after", p.political_points.to_string()),
            ])
        })
        .collect()
}

/// The report's line for a provisional map.
fn map_note(rules: &Rules) -> Option<String> {
    rules.map.provisional.then(|| {
        format!(
            "map {} ({}demonstration map)",
            rules.map.id,
            if rules.map.demonstration {
                ""
            } else {
                "not a "
            }
        )
    })
}
