//! The one printed-chart model every game's chart loaders read with: a chart file is a
//! header (chart name, edition, licence, and for a chart our text lacks `provisional: true`
//! with its note) and a body of figures; a figure carries its provenance ([`Cell`]: printed,
//! or provisional with its note), a die-roll band deserializes from its printed text
//! ([`Band`]), rows keyed by band are checked to cover the rolls without gap or overlap
//! ([`cover`]), and modifier lists are keyed by a typed id with every id present
//! ([`every`], [`Modifier`]). A chart's cross-field checks implement [`Check`] and run in
//! one [`Edition::load`], so every error names the file, the line and the YAML path.
//!
//! Errors found while deserializing (a malformed band, a provisional figure without its
//! note, a missing key) are [`crate::error::Error::Yaml`]; errors of a [`Check`] are
//! [`crate::error::Error::Invalid`]; both print `file:line: at path: message`.

pub mod area;
mod band;
mod cell;
mod check;
mod header;
mod keyed;
mod modifier;

pub use band::{cover, Band, Banded};
pub use cell::{marking, reading_note, Cell};
pub use check::{At, Check};
pub use header::{Chart, ChartHeader, Edition, Headed, Header, Provisional};
pub(crate) use keyed::kind;
pub use keyed::{every, from_map, keyed, Key};
pub use modifier::{Modifier, Modifiers};

#[cfg(test)]
mod tests;
