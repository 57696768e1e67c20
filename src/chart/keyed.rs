//! Maps keyed by a typed id that must give every id (a chart's modifiers by flag, its
//! figures by rating), and conversions checked while parsing.

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

/// A closed set of ids a chart is keyed by, in the chart's order, each with its name in
/// the data.
pub trait Key: Copy + Ord + 'static {
    /// Every id, in the chart's order.
    const ALL: &'static [Self];
    /// The id's name in the data.
    fn name(self) -> &'static str;
}

/// Deserializes a map keyed by `K` that gives every id of `K::ALL` (use with
/// `#[serde(deserialize_with = "every")]`). Keys are read by their names, so an error in a
/// value names its path (`modifiers.vs-flank`).
///
/// # Errors
/// `'name' is missing` at the map, with its line, for the first id it lacks; an unknown
/// key; a value's error.
pub fn every<'de, D, K, V>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    D: Deserializer<'de>,
    K: Key,
    V: Deserialize<'de>,
{
    d.deserialize_map(Keyed(true, PhantomData))
}

/// As [`every`], for a map that may leave ids out (a chart's empty cells).
///
/// # Errors
/// An unknown key; a value's error.
pub fn keyed<'de, D, K, V>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    D: Deserializer<'de>,
    K: Key,
    V: Deserialize<'de>,
{
    d.deserialize_map(Keyed(false, PhantomData))
}

/// Reads a map keyed by `K`; `.0`: every id must be there.
struct Keyed<K, V>(bool, PhantomData<(K, V)>);

impl<'de, K: Key, V: Deserialize<'de>> Visitor<'de> for Keyed<K, V> {
    type Value = BTreeMap<K, V>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map keyed by the chart's names")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut m = BTreeMap::new();
        while let Some(name) = map.next_key::<String>()? {
            let k = K::ALL.iter().copied().find(|k| k.name() == name);
            let k = k.ok_or_else(|| {
                let known: Vec<String> = K::ALL.iter().map(|k| format!("`{}`", k.name())).collect();
                de::Error::custom(format!(
                    "unknown key `{name}`, expected one of {}",
                    known.join(", ")
                ))
            })?;
            m.insert(k, map.next_value()?);
        }
        match K::ALL.iter().find(|k| self.0 && !m.contains_key(k)) {
            Some(k) => Err(de::Error::custom(format!("'{}' is missing", k.name()))),
            None => Ok(m),
        }
    }
}

/// Deserializes a map as `R` and converts it with `f`; an `Err(message)` of `f` is raised
/// at the map, with its line and YAML path (use in a `Deserialize` impl of a typed row
/// whose fields depend on each other).
///
/// # Errors
/// `R`'s, or `f`'s message.
pub fn from_map<'de, D, R, T>(d: D, f: fn(R) -> Result<T, String>) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    R: Deserialize<'de>,
{
    d.deserialize_map(FromMap(f, PhantomData))
}

struct FromMap<R, T>(fn(R) -> Result<T, String>, PhantomData<R>);

impl<'de, R: Deserialize<'de>, T> Visitor<'de> for FromMap<R, T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        let r = R::deserialize(MapAccessDeserializer::new(map))?;
        (self.0)(r).map_err(de::Error::custom)
    }
}

/// Defines a closed set of ids a chart is keyed by: the enum (ordered, serde by its data
/// name, each variant documented by that name), `ALL` in the chart's order, `name()`,
/// `Display`, and [`Key`](crate::chart::Key). A variant's own doc comment is for what its
/// name does not say.
macro_rules! kind {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $var:ident = $s:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash,
            serde::Serialize, serde::Deserialize,
        )]
        pub enum $name {
            $($(#[$vm])* #[doc = concat!("`", $s, "` in the data.")] #[serde(rename = $s)] $var),+
        }
        impl $name {
            /// Every variant, in the chart's order.
            pub const ALL: &'static [$name] = &[$($name::$var),+];
            /// The name in the data.
            pub fn name(self) -> &'static str {
                match self { $($name::$var => $s),+ }
            }
        }
        impl crate::chart::Key for $name {
            const ALL: &'static [$name] = $name::ALL;
            fn name(self) -> &'static str {
                $name::name(self)
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
pub(crate) use kind;
