//! The standing orders as an orders file's body: the note naming every decision (printed
//! in the report), then each key with one commented line per decision.

use super::super::orders::Reaction;
use super::{Decided, Why};
use crate::rules::table_game::posture::Posture;
use std::fmt::Write;

/// A YAML double-quoted scalar.
pub fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn reaction_word(r: Reaction) -> &'static str {
    match r {
        Reaction::Stand => "stand",
        Reaction::Fire => "fire",
        Reaction::Square => "square",
        Reaction::Face => "face",
        Reaction::CounterCharge => "counter-charge",
    }
}

fn why<'a>(d: &'a Decided, key: &str, id: &str) -> &'a str {
    d.why
        .iter()
        .find(|w| w.key == key && w.id == id)
        .map_or("", |w| w.words.as_str())
}

/// The note naming every decision (`Posture::note`).
pub fn note(d: &Decided, posture: Posture) -> String {
    posture.note(
        "old-trousers",
        d.why
            .iter()
            .map(|Why { id, words, .. }| (id.as_str(), words.as_str())),
    )
}

/// The body of the orders file.
pub fn body(d: &Decided, posture: Posture) -> String {
    let o = &d.orders;
    let mut s = format!("note: {}\n", quoted(&note(d, posture)));
    if !o.orders.is_empty() {
        s.push_str("orders:\n");
        for n in &o.orders {
            let _ = writeln!(
                s,
                "  - {{from: {}, to: {}, order: advance}}  # standing: {}",
                n.from,
                n.to,
                why(d, "orders", &n.from)
            );
        }
    }
    let mut map = |key: &str, rows: Vec<(&String, String)>| {
        if rows.is_empty() {
            return;
        }
        let _ = writeln!(s, "{key}:");
        for (id, v) in rows {
            let _ = writeln!(s, "  {}: {v}  # standing: {}", quoted(id), why(d, key, id));
        }
    };
    map(
        "charges",
        o.charges.iter().map(|(k, v)| (k, quoted(v))).collect(),
    );
    map(
        "moves",
        o.moves
            .iter()
            .map(|(k, v)| {
                let w: Vec<String> = v.iter().map(|x| quoted(x)).collect();
                (k, format!("[{}]", w.join(", ")))
            })
            .collect(),
    );
    map("fire", o.fire.iter().map(|(k, v)| (k, quoted(v))).collect());
    map(
        "reactions",
        o.reactions
            .iter()
            .map(|(k, r)| (k, reaction_word(*r).to_string()))
            .collect(),
    );
    for w in d.why.iter().filter(|w| w.key == "rally") {
        let _ = writeln!(s, "# standing: {} {}", w.id, w.words);
    }
    s
}
