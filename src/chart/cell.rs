//! A figure of a chart and its provenance: written `3` (printed in our text) or
//! `{ value: 0, provisional: true, note: "why" }` (not in our text).

use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{self, Deserialize, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// A figure of a chart and, when the text lacks it, the note saying so.
///
/// Deserializes from the plain figure (`3`, `"split"`, `12.5`) or from a map
/// `{ value, provisional, note }`; a provisional figure needs a note and a note needs
/// `provisional: true` (the error is raised while parsing, with line and YAML path). The
/// note is kept trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell<T> {
    /// The figure.
    pub value: T,
    /// `Some(note)` when the figure is provisional (not in our text).
    pub provisional: Option<String>,
}

impl<T> Cell<T> {
    /// A figure printed in the text.
    pub fn printed(value: T) -> Self {
        Cell {
            value,
            provisional: None,
        }
    }

    /// The same provenance for a figure converted by `f` (e.g. inches to a length).
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Cell<U> {
        Cell {
            value: f(self.value),
            provisional: self.provisional,
        }
    }

    /// The note, when provisional.
    pub fn note(&self) -> Option<&str> {
        self.provisional.as_deref()
    }
}

/// The provenance a figure's `provisional` and `note` give: `Ok(None)` printed,
/// `Ok(Some(note))` (trimmed) provisional.
///
/// # Errors
/// The message for a provisional figure without a note, or a note on a figure not marked
/// provisional.
pub fn marking(provisional: bool, note: Option<&str>) -> Result<Option<String>, &'static str> {
    match (provisional, note.map(str::trim)) {
        (true, Some(n)) if !n.is_empty() => Ok(Some(n.to_string())),
        (true, _) => Err("a provisional figure needs a note"),
        (false, Some(_)) => {
            Err("a note belongs to a provisional figure: add provisional: true or drop the note")
        }
        (false, None) => Ok(None),
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Cell<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(CellVisitor(PhantomData))
    }
}

struct CellVisitor<T>(PhantomData<T>);

/// A plain figure: `T` read from the scalar the visitor was given.
fn plain<'de, T: Deserialize<'de>, E: de::Error>(
    d: impl Deserializer<'de, Error = E>,
) -> Result<Cell<T>, E> {
    T::deserialize(d).map(Cell::printed)
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for CellVisitor<T> {
    type Value = Cell<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a figure, or { value, provisional: true, note }")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Cell<T>, E> {
        plain(v.into_deserializer())
    }

    fn visit_unit<E: de::Error>(self) -> Result<Cell<T>, E> {
        plain(().into_deserializer())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Cell<T>, A::Error> {
        plain(SeqAccessDeserializer::new(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Cell<T>, A::Error> {
        let m = Marked::<T>::deserialize(MapAccessDeserializer::new(map))?;
        let provisional = marking(m.provisional, m.note.as_deref()).map_err(de::Error::custom)?;
        Ok(Cell {
            value: m.value,
            provisional,
        })
    }
}

/// A figure with its provenance, as written.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Marked<T> {
    value: T,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
}

/// A reading of a rule our text lacks that has no figure: written `{ provisional: true,
/// note }`, read as its trimmed note (use with `#[serde(deserialize_with = "...")]`).
///
/// # Errors
/// Not marked `provisional: true`, or without a note.
pub fn reading_note<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    super::keyed::from_map(d, |r: Reading| {
        match marking(r.provisional, Some(&r.note)) {
            Ok(Some(n)) => Ok(n),
            _ => Err("provisional: true, with its note".to_string()),
        }
    })
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Reading {
    provisional: bool,
    note: String,
}
