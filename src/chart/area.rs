//! What the area games' charts (Empires in Arms, SPI 1812, American Revolution) share on
//! the printed-chart model: the header they write beside their figures (`name`,
//! `provisional`, `note`: [`AreaHeader`], [`Named`]), the label report lines name a chart
//! by, an odds column read from its printed text, and the checks of die charts (a line for
//! each face, rolls 1-6) and odds charts, each run through [`Check`] with the file, line
//! and YAML path of what is wrong.

use super::check::{At, Check};
use super::header::{Headed, Header};
use crate::error::Result;
use crate::yaml::Source;
use serde::de::{DeserializeOwned, MapAccess};
use serde::Deserialize;
use std::collections::BTreeMap;

/// What an area game's chart file says of itself (top-level keys, beside its figures):
/// `name`, and `provisional: true` with a `note:` naming what to type in when the chart is
/// ours, not the printed one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AreaHeader {
    /// The chart's name, as report lines name it.
    pub name: String,
    /// The chart is ours, not the printed one.
    pub provisional: bool,
    /// What a group should type in, when provisional.
    pub note: Option<String>,
}

impl AreaHeader {
    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }
}

impl Header for AreaHeader {
    const KEYS: &'static [&'static str] = &["name", "provisional", "note"];

    fn read<'de, A: MapAccess<'de>>(
        &mut self,
        k: &str,
        map: &mut A,
    ) -> std::result::Result<(), A::Error> {
        match k {
            "name" => self.name = map.next_value()?,
            "provisional" => self.provisional = map.next_value()?,
            _ => self.note = map.next_value()?,
        }
        Ok(())
    }
}

/// An area game's chart: its [`AreaHeader`] and its figures `T` (read through `Deref`).
pub type Named<T> = Headed<T, AreaHeader>;

/// The chart names itself; then `T`'s checks.
impl<T: Check> Check for Named<T> {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let named = !self.header.name.trim().is_empty();
        at.key("name")
            .ensure(named, "a chart names itself (name:)")?;
        self.body.check(at)
    }
}

/// As [`load`], for a game whose provisional charts name what to type in (`note:`).
///
/// # Errors
/// As [`load`]; [`need_note`]'s.
pub fn load_noted<T: DeserializeOwned + Check>(src: &Source) -> Result<Named<T>> {
    let c: Named<T> = src.parse()?;
    let (at, h) = (At::root(src), &c.header);
    need_note(&at, h.provisional, h.note.as_deref())?;
    c.check(&at)?;
    Ok(c)
}

/// Parses `src` into the chart `T` and runs its [`Check`] at the document's root.
///
/// # Errors
/// The document's shape ([`crate::error::Error::Yaml`]) or the chart's checks
/// ([`crate::error::Error::Invalid`]), each with file, line and YAML path.
pub fn load<T: DeserializeOwned + Check>(src: &Source) -> Result<T> {
    let chart: T = src.parse()?;
    chart.check(&At::root(src))?;
    Ok(chart)
}

/// A chart's name with "(provisional)" when it is, as every report line that used it says.
pub fn label(name: &str, provisional: bool) -> String {
    if provisional {
        format!("{name} (provisional)")
    } else {
        name.to_string()
    }
}

/// A chart provisional as a whole names what a group should type in (`note:`), at `at`'s
/// `provisional`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `provisional` when the note is missing or blank.
pub fn need_note(at: &At<'_>, provisional: bool, note: Option<&str>) -> Result<()> {
    at.key("provisional").ensure(
        !provisional || note.is_some_and(|n| !n.trim().is_empty()),
        "a provisional chart names what to type in from the printed one (note:)",
    )
}

/// A chart's provisional fields (`provisional_fields`: field -> what to type in): each is
/// one of `lacking`, the chart's fields the text does not give, and names what to type in.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `provisional_fields.<field>`.
pub fn need_fields(at: &At<'_>, marks: &BTreeMap<String, String>, lacking: &[&str]) -> Result<()> {
    for (f, note) in marks {
        let at = at.key("provisional_fields").key(f);
        at.ensure(
            lacking.contains(&f.as_str()),
            format!(
                "'{f}' is not a field the text lacks; expected one of {}",
                lacking.join(", ")
            ),
        )?;
        at.ensure(
            !note.trim().is_empty(),
            "a provisional field names what to type in",
        )?;
    }
    Ok(())
}

/// The lines of a die chart at `at` are exactly 1 to 6.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at a line outside 1-6, or at `at` for a missing one.
pub fn need_die<T>(at: &At<'_>, die: &BTreeMap<u32, T>) -> Result<()> {
    if let Some(n) = die.keys().find(|n| !(1..=6).contains(*n)) {
        return Err(at.key(n).invalid("a die shows 1 to 6"));
    }
    match (1..=6).find(|n| !die.contains_key(n)) {
        Some(n) => Err(at.invalid(format!("the chart has no line for die {n}"))),
        None => Ok(()),
    }
}

/// A combat results table at `at`: a line for each face of the die (`die`), each with one
/// result per odds column (`odds`, at least one).
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the line or list that is wrong.
pub fn odds_rows<R>(at: &At<'_>, odds: &[Ratio], die: &BTreeMap<u32, Vec<R>>) -> Result<()> {
    need_die(&at.key("die"), die)?;
    let msg = "the chart needs at least one odds column";
    at.key("odds").ensure(!odds.is_empty(), msg)?;
    for (n, row) in die {
        let (got, want) = (row.len(), odds.len());
        let msg = format!("{got} results; the odds line has {want}");
        at.key("die").key(n).ensure(got == want, msg)?;
    }
    Ok(())
}

/// Die rolls at `at`: each 1-6, rising, none twice; at least one unless `may_be_empty`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the roll that is wrong, or at `at` when empty.
pub fn rolls(at: &At<'_>, v: &[u32], may_be_empty: bool) -> Result<()> {
    at.ensure(may_be_empty || !v.is_empty(), "needs at least one die roll")?;
    for (i, n) in v.iter().enumerate() {
        at.index(i)
            .ensure((1..=6).contains(n), "a die shows 1 to 6")?;
        at.index(i).ensure(
            i == 0 || v[i - 1] < *n,
            "die rolls are listed once each, rising",
        )?;
    }
    Ok(())
}

/// An odds column as printed (`2-1`, `1-3`): attack to defence, each at least 1. Reads from
/// its text; the error names it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Ratio {
    /// The attack side of the ratio.
    pub attack: u32,
    /// The defence side of the ratio.
    pub defence: u32,
    text: String,
}

impl Ratio {
    /// The column as printed.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether `attack` against `defend` reaches this ratio (integers, no float).
    pub fn reached_by(&self, attack: u32, defend: u32) -> bool {
        u64::from(self.attack) * u64::from(defend) <= u64::from(attack) * u64::from(self.defence)
    }

    /// Whether this ratio is strictly below `next`.
    pub fn below(&self, next: &Ratio) -> bool {
        u64::from(self.attack) * u64::from(next.defence)
            < u64::from(next.attack) * u64::from(self.defence)
    }

    /// The rightmost of `columns` that `attack` against `defend` reaches (odds rounded in
    /// the defender's favour), `None` below the first.
    pub fn column(columns: &[Ratio], attack: u32, defend: u32) -> Option<usize> {
        columns.iter().rposition(|r| r.reached_by(attack, defend))
    }
}

impl TryFrom<String> for Ratio {
    type Error = String;

    fn try_from(text: String) -> std::result::Result<Ratio, String> {
        let (a, d) = text
            .split_once('-')
            .and_then(|(a, d)| Some((a.trim().parse::<u32>().ok()?, d.trim().parse().ok()?)))
            .filter(|(a, d)| *a > 0 && *d > 0)
            .ok_or_else(|| format!("'{text}' is not an odds column like 2-1"))?;
        Ok(Ratio {
            attack: a,
            defence: d,
            text,
        })
    }
}
