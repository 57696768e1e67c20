//! What became of a message's items by the end of the inbox's reading (issue 29). Orders
//! or an entropy value held until every commitment is in, and released when a later
//! message of the same reading completes the commitments, get what became of them on
//! their own line (`Line::then` of the inbox), so that the judge's receipt to their sender
//! says it (not "held"). An entropy value that comes while the campaign is paused is not
//! taken: the deadline its resume sets must be fixed before any value of the entry is in
//! (docs/mail.md, "Pause").

use super::apply::Outcome;
use super::extract::Item;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::Result;

/// What a held item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// An orders file (held sealed until every commitment is in).
    Orders,
    /// An entropy value.
    Entropy,
}

/// The kind of `item`, if the inbox may hold it until every commitment is in.
pub(super) fn kind(item: &Item) -> Option<Kind> {
    match item {
        Item::Orders { .. } => Some(Kind::Orders),
        Item::Entropy { .. } => Some(Kind::Entropy),
        _ => None,
    }
}

/// The held items of this reading not yet released: (line, participant, kind).
#[derive(Debug, Default)]
pub(super) struct Held(Vec<(usize, String, Kind)>);

impl Held {
    /// Notes line `i`, outcome `o` of an item of kind `k` from `who`, when it holds
    /// something that commitments completing release (not orders ahead, which wait for
    /// their own entry).
    pub(super) fn note(&mut self, i: usize, who: &str, k: Option<Kind>, o: &Outcome) {
        if let (Outcome::Held(s), Some(k)) = (o, k) {
            if !(k == Kind::Orders && s.contains("(ahead;")) {
                self.0.push((i, who.to_string(), k));
            }
        }
    }

    /// The lines of `who`'s held items of kind `k`, now released: no longer noted.
    pub(super) fn take(&mut self, who: &str, k: Kind) -> Vec<usize> {
        let mut out = Vec::new();
        self.0.retain(|(i, w, kind)| {
            let mine = w == who && *kind == k;
            if mine {
                out.push(*i);
            }
            !mine
        });
        out
    }
}

/// One held item released when every commitment came in.
#[derive(Debug)]
pub(super) struct Released {
    /// `held orders` or `held entropy`: the source of its own line.
    pub source: &'static str,
    /// Whose.
    pub who: String,
    /// What.
    pub kind: Kind,
    /// What became of it.
    pub outcome: Outcome,
}

/// Releases the held orders and entropy values once every commitment is in: what became
/// of each.
///
/// # Errors
/// Writing the pending entry.
pub(super) fn release(c: &Campaign, p: &mut Pending) -> Result<Vec<Released>> {
    if p.held.is_empty() && p.held_entropy.is_empty() {
        return Ok(Vec::new());
    }
    let r = p.release_held(c)?;
    let mut out = Vec::new();
    let mut push = |source, who: String, kind, outcome| {
        out.push(Released {
            source,
            who,
            kind,
            outcome,
        })
    };
    for who in r.revealed {
        let o = Outcome::Took(format!("orders of {who} revealed: every commitment is in"));
        push("held orders", who, Kind::Orders, o);
    }
    for who in r.entropy {
        let o = Outcome::Took(format!("entropy of {who} recorded: every commitment is in"));
        push("held entropy", who, Kind::Entropy, o);
    }
    for (who, e) in r.entropy_dropped {
        let o = Outcome::Dropped(format!("held entropy of {who} not used: {e}"));
        push("held entropy", who, Kind::Entropy, o);
    }
    for (who, e) in r.refused {
        let o = Outcome::Refused(format!("held orders of {who}: {e}"));
        push("held orders", who, Kind::Orders, o);
    }
    Ok(out)
}

/// When the campaign is paused, since when (RFC 3339).
///
/// # Errors
/// A malformed `pause.yaml`.
pub(super) fn paused_since(c: &Campaign) -> Result<Option<String>> {
    Ok(crate::campaign::pause::load(c)?
        .open()
        .map(|p| p.paused.clone()))
}

/// The outcome of an entropy value while the campaign is paused (since `since`): not
/// taken, and not an error (the message's other items are); None for another item or a
/// campaign not paused.
pub(super) fn paused_entropy(c: &Campaign, item: &Item, since: Option<&str>) -> Option<Outcome> {
    let (Item::Entropy { entry, .. }, Some(since)) = (item, since) else {
        return None;
    };
    Some(Outcome::Dropped(format!(
        "entropy value for entry {entry} not taken: campaign {} is paused (since {since}), and \
         a value is taken only once it resumes, after the deadline the resume sets; send the \
         line again then",
        c.file.id
    )))
}
