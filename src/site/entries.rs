//! The entries as the site shows them: what every participant may see of each (the
//! public report, the public map, the dice log and the hashes), read from the entry's
//! files without judging them (the page's checker does that).

use super::markdown;
use crate::campaign::produce::PUBLIC_PICTURE;
use crate::campaign::{Campaign, StateFile};
use crate::error::Result;
use crate::yaml::Source;
use serde::Serialize;
use serde_yaml::Value;
use std::path::Path;

/// One entry's page.
#[derive(Debug, Serialize)]
pub(super) struct EntryPage {
    /// 1-based entry number.
    pub k: usize,
    /// Folder name (`0001-1-russian-player-turn`).
    pub name: String,
    /// The page's file name (`0001-1-russian-player-turn.html`).
    pub page: String,
    pub turn: String,
    pub phase: String,
    /// The entry's `mail_date`.
    pub date: String,
    pub engine: String,
    /// Each player with a decision and how they decided.
    pub decided: Vec<Decider>,
    /// Players without a decision in this entry.
    pub no_decision: Vec<String>,
    pub seed: String,
    /// The history hash through this entry (empty for entries of pbem 0.3.0).
    pub history: String,
    pub previous_state: String,
    pub dice: Vec<Die>,
    /// The public report (`report.md`) as HTML.
    pub report: String,
    /// The public picture: its path in the site and its bytes (skipped in the template).
    #[serde(skip)]
    pub picture: Option<(String, Vec<u8>)>,
    /// The picture's path in the site, if there is one.
    pub map: Option<String>,
    pub map_alt: String,
    pub prev: Option<String>,
    pub next: Option<String>,
}

/// A player with a decision in an entry.
#[derive(Debug, Serialize)]
pub(super) struct Decider {
    pub player: String,
    /// "orders" or "standing orders: REASON".
    pub how: String,
}

/// One die of the dice log.
#[derive(Debug, Serialize)]
pub(super) struct Die {
    pub index: String,
    pub sides: String,
    pub value: String,
    pub purpose: String,
}

/// Every resolved entry of `c`, in history order.
pub(super) fn read(c: &Campaign) -> Result<Vec<EntryPage>> {
    // The setup is not a page (a public copy of a hidden game has no setup folder).
    let names: Vec<String> = c
        .entries()?
        .into_iter()
        .filter(|n| !n.starts_with("0000"))
        .collect();
    let mut pages = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        pages.push(page(c, i + 1, name)?);
    }
    for i in 0..pages.len() {
        pages[i].prev = i.checked_sub(1).map(|j| pages[j].page.clone());
        pages[i].next = pages.get(i + 1).map(|p| p.page.clone());
    }
    Ok(pages)
}

fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

fn page(c: &Campaign, k: usize, name: &str) -> Result<EntryPage> {
    let dir = c.history_dir().join(name);
    let read = |f: &str| crate::store::read(&dir.join(f)).ok();
    // A resolution.yaml that does not parse still gets its page: the checker names it.
    let res: Value = read("resolution.yaml")
        .and_then(|b| serde_yaml::from_slice(&b).ok())
        .unwrap_or(Value::Null);
    let outputs = res.get("outputs").cloned().unwrap_or(Value::Null);
    let list = |key: &str| -> Vec<String> {
        match res.get(key) {
            Some(Value::Sequence(s)) => s
                .iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect(),
            _ => Vec::new(),
        }
    };
    let no_decision = list("no_decision");
    let decided = c
        .player_ids()
        .into_iter()
        .filter(|p| !no_decision.contains(p))
        .map(|p| {
            let how = match res.get("nmr").and_then(|n| n.get(p.as_str())) {
                Some(why) => format!("standing orders: {}", why.as_str().unwrap_or("")),
                None if outputs.get(format!("orders/{p}.yaml")).is_some() => "orders".into(),
                None => "no orders file".into(),
            };
            Decider { player: p, how }
        })
        .collect();
    let dice = match res.get("dice") {
        Some(Value::Sequence(s)) => s
            .iter()
            .map(|d| Die {
                index: text(d, "index"),
                sides: text(d, "sides"),
                value: text(d, "value"),
                purpose: text(d, "purpose"),
            })
            .collect(),
        _ => Vec::new(),
    };
    let report = read("report.md")
        .map(|b| markdown::to_html(&String::from_utf8_lossy(&b)))
        .unwrap_or_default();
    let (turn, phase) = (text(&res, "turn"), text(&res, "phase"));
    let picture =
        picture(c, &dir, read(PUBLIC_PICTURE)).map(|svg| (format!("maps/{name}.svg"), svg));
    Ok(EntryPage {
        k,
        name: name.to_string(),
        page: format!("{name}.html"),
        map: picture.as_ref().map(|(p, _)| p.clone()),
        map_alt: format!(
            "The map after entry {k} (turn {turn}, {phase}) as every participant sees it"
        ),
        turn,
        phase,
        date: text(&res, "mail_date"),
        engine: text(&res, "engine"),
        decided,
        no_decision,
        seed: text(&res, "seed"),
        history: text(&res, "history"),
        previous_state: text(&res, "previous_state_sha256"),
        dice,
        report,
        picture,
        prev: None,
        next: None,
    })
}

/// The entry's own public picture (`map.svg`, which also marks its battles), or for an
/// entry without one (resolved before pbem 0.5.0) the public picture of its state drawn
/// now, as `pbem map DIR --entry K` draws it; None for a game without pictures.
fn picture(c: &Campaign, dir: &Path, own: Option<Vec<u8>>) -> Option<Vec<u8>> {
    if own.is_some() {
        return own;
    }
    let bytes = crate::store::read(&dir.join("state.yaml")).ok()?;
    let src = Source::new("state.yaml", String::from_utf8_lossy(&bytes));
    let st: StateFile = src.parse().ok()?;
    let loaded = c.decoded(&bytes, &st).ok()?;
    let svg = c.system().picture(c.ctx(), &loaded, None).ok()??;
    Some(svg.into_bytes())
}
