//! The standing orders as an orders file's body: the note naming every decision (printed
//! in the report), then each general's PIP uses and the fire priorities, one commented
//! line per decision.

use super::{Decided, Why};
use crate::rules::table_game::posture::Posture;
use std::fmt::Write;

/// A YAML double-quoted scalar.
pub fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The note naming every decision (`Posture::note`).
pub fn note(d: &Decided, posture: Posture) -> String {
    posture.note(
        "grande-tactique",
        d.why
            .iter()
            .map(|Why { id, words, .. }| (id.as_str(), words.as_str())),
    )
}

/// The body of the orders file.
pub fn body(d: &Decided, posture: Posture) -> String {
    let o = &d.orders;
    let mut s = format!("note: {}\n", quoted(&note(d, posture)));
    let mut pips = d.why.iter().filter(|w| w.key == "pips");
    if !o.pips.is_empty() {
        s.push_str("pips:\n");
    }
    for (g, lines) in &o.pips {
        let _ = writeln!(s, "  {}:", quoted(g));
        for l in lines {
            let why = pips.next().map_or("", |w| w.words.as_str());
            let _ = writeln!(s, "    - {}  # standing: {why}", quoted(l));
        }
    }
    if !o.fire_priorities.is_empty() {
        s.push_str("fire_priorities:\n");
    }
    for (u, list) in &o.fire_priorities {
        let why = d
            .why
            .iter()
            .find(|w| w.key == "fire_priorities" && &w.id == u)
            .map_or("", |w| w.words.as_str());
        let l: Vec<String> = list.iter().map(|x| quoted(x)).collect();
        let _ = writeln!(s, "  {}: [{}]  # standing: {why}", quoted(u), l.join(", "));
    }
    s
}
