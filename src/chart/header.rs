//! A chart file's header (chart, edition, licence, and a whole chart's provisional marking)
//! read apart from its body, and the one `load` that parses a chart, checks its header and
//! runs its [`Check`].

use super::check::{At, Check};
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeOwned, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::fmt;
use std::marker::PhantomData;

/// The keys of a chart file's top level that belong to the header, not the body.
const HEADER_KEYS: [&str; 5] = ["chart", "edition", "licence", "provisional", "note"];

/// What a chart file's top level says of the chart itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChartHeader {
    /// `chart:` the chart's name.
    pub chart: Option<String>,
    /// `edition:` the rules' edition the chart follows.
    pub edition: Option<String>,
    /// `licence:` the rules' licence, for games that record one.
    pub licence: Option<String>,
    /// `provisional:` the whole chart is not in our text.
    pub provisional: Option<bool>,
    /// `note:` why, when it is provisional.
    pub note: Option<String>,
}

/// The top-level keys of a chart file that say what the chart is, and where their values
/// go ([`ChartHeader`]; the area games' [`super::area::AreaHeader`]).
pub trait Header: Default {
    /// The header's keys.
    const KEYS: &'static [&'static str];
    /// Reads the value of the header's key `k` (one of [`Header::KEYS`]) from `map`.
    ///
    /// # Errors
    /// The value's.
    fn read<'de, A: MapAccess<'de>>(
        &mut self,
        k: &str,
        map: &mut A,
    ) -> std::result::Result<(), A::Error>;
}

impl Header for ChartHeader {
    const KEYS: &'static [&'static str] = &HEADER_KEYS;

    fn read<'de, A: MapAccess<'de>>(
        &mut self,
        k: &str,
        map: &mut A,
    ) -> std::result::Result<(), A::Error> {
        match k {
            "chart" => self.chart = Some(map.next_value()?),
            "edition" => self.edition = Some(map.next_value()?),
            "licence" => self.licence = Some(map.next_value()?),
            "provisional" => self.provisional = Some(map.next_value()?),
            _ => self.note = Some(map.next_value()?),
        }
        Ok(())
    }
}

/// A chart file: its header `H` (by default the top-level keys `chart`, `edition`,
/// `licence`, `provisional`, `note`) and its body `T`, which deserializes from the other
/// top-level keys as if the header were not there (so `T` may deny unknown fields), and
/// reads as its body. Errors in the body keep their line and YAML path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headed<T, H = ChartHeader> {
    /// The header.
    pub header: H,
    /// The body.
    pub body: T,
}

impl<T, H> std::ops::Deref for Headed<T, H> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.body
    }
}

impl<T, H> std::ops::DerefMut for Headed<T, H> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.body
    }
}

impl<'de, T: Deserialize<'de>, H: Header> Deserialize<'de> for Headed<T, H> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_map(HeadedVisitor(PhantomData))
    }
}

struct HeadedVisitor<T, H>(PhantomData<(T, H)>);

impl<'de, T: Deserialize<'de>, H: Header> Visitor<'de> for HeadedVisitor<T, H> {
    type Value = Headed<T, H>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a chart: a map with its header and the chart's figures")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> std::result::Result<Self::Value, A::Error> {
        let mut header = H::default();
        let body = T::deserialize(MapAccessDeserializer::new(Body {
            map,
            header: &mut header,
        }))?;
        Ok(Headed { header, body })
    }
}

/// The top-level map with the header's keys taken out into `header`.
struct Body<'h, A, H> {
    map: A,
    header: &'h mut H,
}

impl<'de, A: MapAccess<'de>, H: Header> MapAccess<'de> for Body<'_, A, H> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> std::result::Result<Option<K::Value>, A::Error> {
        let mut seed = Some(seed);
        loop {
            let peek = Peek {
                seed: &mut seed,
                keys: H::KEYS,
            };
            match self.map.next_key_seed(peek)? {
                None => return Ok(None),
                Some(Peeked::Body(k)) => return Ok(Some(k)),
                Some(Peeked::Header(k)) => self.header.read(k, &mut self.map)?,
            }
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> std::result::Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A top-level key: a header key, or the body's key as the body's seed read it.
enum Peeked<V> {
    Header(&'static str),
    Body(V),
}

/// Reads a top-level key, handing it to the body's seed unless it is a header key.
struct Peek<'s, K> {
    seed: &'s mut Option<K>,
    keys: &'static [&'static str],
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for Peek<'_, K> {
    type Value = Peeked<K::Value>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de, K: DeserializeSeed<'de>> Visitor<'de> for Peek<'_, K> {
    type Value = Peeked<K::Value>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, k: &str) -> std::result::Result<Self::Value, E> {
        if let Some(h) = self.keys.iter().find(|h| **h == k) {
            return Ok(Peeked::Header(h));
        }
        let seed = self
            .seed
            .take()
            .ok_or_else(|| E::custom("a key read twice"))?;
        seed.deserialize(de::IntoDeserializer::<E>::into_deserializer(k))
            .map(Peeked::Body)
    }
}

/// The edition a game's charts follow: every chart file must record it (and the licence,
/// when the game records one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edition {
    /// What `edition:` must say ("v2.4").
    pub edition: &'static str,
    /// How errors name the rules followed ("Old Trousers v2.4").
    pub follows: &'static str,
    /// What `licence:` must say; `None`: the game's charts record no licence.
    pub licence: Option<&'static str>,
}

/// A chart loaded and checked: its body, its document, and the note of a chart our text
/// lacks.
#[derive(Debug, Clone)]
pub struct Chart<T> {
    /// The figures.
    pub body: T,
    /// The document (for errors of checks made later).
    pub src: Source,
    /// `Some(note)` when the whole chart is provisional.
    pub note: Option<String>,
}

impl Edition {
    /// Checks a chart's header: the name `chart`, this edition and this licence.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `chart`, `edition` or `licence`.
    pub fn check_header(&self, src: &Source, h: &ChartHeader, chart: &str) -> Result<()> {
        let root = At::root(src);
        let found = h.chart.as_deref().unwrap_or("");
        root.key("chart").ensure(
            found == chart,
            format!("'{found}': this file holds the {chart} chart"),
        )?;
        let found = h.edition.as_deref().unwrap_or("");
        root.key("edition").ensure(
            found == self.edition,
            format!("'{found}': these procedures follow {}", self.follows),
        )?;
        match (self.licence, h.licence.as_deref()) {
            (Some(l), found) if found != Some(l) => Err(root
                .key("licence")
                .invalid(format!("'{}': the rules are {l}", found.unwrap_or("")))),
            (None, Some(_)) => Err(root
                .key("licence")
                .invalid("these charts record no licence")),
            _ => Ok(()),
        }
    }

    /// Loads `file` of `data` as the chart `chart` printed in our text: parses the body,
    /// checks the header (no provisional marking) and runs the body's [`Check`].
    ///
    /// # Errors
    /// The file missing or of the wrong shape; the header's or the body's checks.
    pub fn load<T: DeserializeOwned + Check>(
        &self,
        data: &GameData,
        file: &str,
        chart: &str,
    ) -> Result<Chart<T>> {
        let c = self.parse::<T>(data, file, chart)?;
        if c.header.provisional.is_some() || c.header.note.is_some() {
            return Err(c.src.invalid(
                "provisional",
                "this chart is in our text: mark its figures provisional, not the chart",
            ));
        }
        Ok(Chart {
            body: c.body,
            src: c.src,
            note: None,
        })
    }

    /// As [`Edition::load`], for a chart our text lacks: it must say `provisional: true`
    /// with a note.
    ///
    /// # Errors
    /// As [`Edition::load`]; the marking missing.
    pub fn load_provisional<T: DeserializeOwned + Check>(
        &self,
        data: &GameData,
        file: &str,
        chart: &str,
    ) -> Result<Provisional<T>> {
        let c = self.parse::<T>(data, file, chart)?;
        match (
            c.header.provisional,
            c.header.note.as_deref().map(str::trim),
        ) {
            (Some(true), Some(n)) if !n.is_empty() => Ok(Provisional {
                body: c.body,
                note: n.to_string(),
            }),
            _ => Err(c.src.invalid(
                "provisional",
                "this chart is not in our text: it must say provisional: true with a note",
            )),
        }
    }

    /// Parses and checks without asking for a provenance.
    fn parse<T: DeserializeOwned + Check>(
        &self,
        data: &GameData,
        file: &str,
        chart: &str,
    ) -> Result<Parsed<T>> {
        self.parse_source(data.source(file)?, chart)
    }

    /// Parses `src` as the chart `chart` and runs the header's and the body's checks.
    pub(crate) fn parse_source<T: DeserializeOwned + Check>(
        &self,
        src: Source,
        chart: &str,
    ) -> Result<Parsed<T>> {
        let Headed { header, body } = src.parse::<Headed<T>>()?;
        self.check_header(&src, &header, chart)?;
        body.check(&At::root(&src))?;
        Ok(Parsed { header, body, src })
    }
}

/// A chart our text lacks (loaded by [`Edition::load_provisional`]): its figures, read
/// through `Deref`, and the note its file gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provisional<T> {
    /// The figures.
    pub body: T,
    /// Why provisional (trimmed), named in every report line that uses the chart.
    pub note: String,
}

impl<T> std::ops::Deref for Provisional<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.body
    }
}

/// A chart parsed, its header not yet asked for a provenance.
pub(crate) struct Parsed<T> {
    pub(crate) header: ChartHeader,
    pub(crate) body: T,
    pub(crate) src: Source,
}
