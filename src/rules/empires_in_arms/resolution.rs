//! Resolving one history entry of the land phase: the announcements that open it (7.1) or
//! one major power sequence (7.1.3), and the report data each gives the templates.

use super::combat::battle_report::BattleReport;
use super::model::orders::Orders;
use super::model::rules::Rules;
use super::model::state::{LandPhase, State};
use super::revision::Change;
use super::sequence::{announcements, scenario_end, steps};
use crate::engine::Ctx;
use crate::fairness::Dice;
use crate::rules::empires_in_arms::words::{depots::Said, say};
use serde::Serialize;
use std::collections::BTreeMap;

/// What an entry reports (`events.yaml`, `report` in the templates; written with its keys
/// sorted). A field left out is not written.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Report {
    /// 7.1: the announcements entry's lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub announcements: Option<Vec<String>>,
    /// 7.5.2-7.5.3: the battles fought.
    pub battles: Vec<BattleReport>,
    /// 7.7 (movement campaigns only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conquest: Option<Vec<String>>,
    /// The game date.
    pub date: String,
    /// 7.3.8 and 7.5.1.1, as the attacks are declared (left out when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarations: Option<Vec<String>>,
    /// 7.2 (movement campaigns only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depots: Option<Vec<String>>,
    /// The map's name.
    pub map: String,
    /// 7.3 (movement campaigns only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub movement: Option<Vec<String>>,
    /// 7.3: each unit that moved, as (power, areas from start to end), for the picture's
    /// arrows alone: never written (`events.yaml` keeps its bytes).
    #[serde(skip)]
    pub moves: Vec<(String, Vec<String>)>,
    /// Player -> its message.
    pub notes: BTreeMap<String, String>,
    /// The moving powers' names (sequences only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phasing: Option<String>,
    /// Every power's political points before and after: `power`, `before`, `after`.
    pub political_points: Vec<BTreeMap<&'static str, String>>,
    /// The provisional charts and map the entry used.
    pub provisional: Vec<String>,
    /// 7.5.4 (left out when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sieges: Option<Vec<String>>,
    /// 7.4 (movement campaigns only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub supply: Option<Vec<String>>,
    /// The end of a combat-only scenario once no combat remains, in words (pbem 0.5.0 on;
    /// [`scenario_end::ended`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

/// Resolves the entry `st` waits for under the checked `parsed` orders (player -> orders):
/// the announcements opening the land phase (7.1), or one major power sequence (7.1.3).
/// Returns the state after it and the report data; `notes`: player -> its message for the
/// report.
pub fn entry(
    ctx: Ctx,
    rules: &Rules,
    st: State,
    parsed: &BTreeMap<String, Orders>,
    notes: BTreeMap<String, String>,
    dice: &mut dyn Dice,
) -> (State, Report) {
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
) -> (State, Report) {
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
        moves,
    } = steps::sequence(rules, &mut st, parsed, ctx.players, dice);
    let political = political_table(&st, &before);
    let provisional = provisional(rules, &battles, &declarations, &sieges, &depots);
    let moving = st.land_phase == LandPhase::MovementSupplyCombat;
    // pbem 0.5.0 reports more (why each table and modifier, the scenario's end); older
    // entries keep the events they had.
    let battles = if rules.revision.has(Change::BattleReportsWhy) {
        battles
    } else {
        battles
            .into_iter()
            .map(BattleReport::before_0_5_0)
            .collect()
    };
    let ended = (rules.revision.has(Change::ScenarioEndReported))
        .then(|| scenario_end::ended(&st))
        .flatten();
    // Only campaigns that adjudicate movement carry depots, movement, supply and conquest,
    // so the events of a combat-only campaign keep the bytes earlier builds wrote.
    let report = Report {
        phasing: Some(phasing),
        date,
        map: rules.map.name.clone(),
        battles,
        notes,
        political_points: political,
        provisional,
        declarations: (!declarations.is_empty()).then_some(declarations),
        sieges: (!sieges.is_empty()).then_some(sieges),
        depots: moving.then_some(depots),
        movement: moving.then_some(movement),
        supply: moving.then_some(supply),
        conquest: moving.then_some(conquest),
        announcements: None,
        ended,
        moves,
    };
    (st, report)
}

/// Every provisional datum the sequence used, for the report: the battles' (sorted, once
/// each), the declaration of war cost (7.3.8.3), the siege table, the depot counter mix and
/// the map's note.
fn provisional(
    rules: &Rules,
    battles: &[BattleReport],
    declarations: &[String],
    sieges: &[String],
    depots: &[String],
) -> Vec<String> {
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
    provisional
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
) -> (State, Report) {
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
    let report = Report {
        date: st.date.clone(),
        map: rules.map.name.clone(),
        announcements: Some(announced.lines),
        notes,
        political_points: political_table(&st, &unchanged),
        provisional: map_note(rules).into_iter().collect(),
        ..Report::default()
    };
    (st, report)
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
        say(&Said::ProvisionalMap {
            map: &rules.map.id,
            demonstration: rules.map.demonstration,
        })
    })
}
