//! Checks across a chart's fields, after it parsed: each names the YAML path it found
//! wrong, and the error carries the file and line.

use super::keyed::Key;
use crate::error::{Error, Result};
use crate::yaml::Source;
use std::collections::BTreeMap;
use std::fmt::Display;

/// A place in a chart file: the document and a YAML path (`modifiers.routed`,
/// `table.rows[3].rolls[1]`).
#[derive(Debug, Clone)]
pub struct At<'a> {
    src: &'a Source,
    path: String,
}

impl<'a> At<'a> {
    /// The document's root.
    pub fn root(src: &'a Source) -> Self {
        At {
            src,
            path: String::new(),
        }
    }

    /// The value of key `k` here.
    pub fn key(&self, k: impl Display) -> At<'a> {
        let path = if self.path.is_empty() {
            k.to_string()
        } else {
            format!("{}.{k}", self.path)
        };
        At {
            src: self.src,
            path,
        }
    }

    /// Item `i` of the list here.
    pub fn index(&self, i: usize) -> At<'a> {
        At {
            src: self.src,
            path: format!("{}[{i}]", self.path),
        }
    }

    /// The YAML path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The document.
    pub fn src(&self) -> &'a Source {
        self.src
    }

    /// An [`Error::Invalid`] here, with the file and the line of this path.
    pub fn invalid(&self, message: impl Into<String>) -> Error {
        self.src.invalid(&self.path, message)
    }

    /// Checks that the map here gives every id of `K` (as [`super::every`] does while
    /// parsing, here after it, with the line of the map and no column).
    ///
    /// # Errors
    /// [`Error::Invalid`] here: `'name' is missing`.
    pub fn every<K: Key, V>(&self, map: &BTreeMap<K, V>) -> Result<()> {
        match K::ALL.iter().find(|k| !map.contains_key(k)) {
            Some(k) => Err(self.invalid(format!("'{}' is missing", k.name()))),
            None => Ok(()),
        }
    }

    /// `Ok` when `ok`, else [`At::invalid`] with `message`.
    ///
    /// # Errors
    /// [`Error::Invalid`] here.
    pub fn ensure(&self, ok: bool, message: impl Into<String>) -> Result<()> {
        if ok {
            Ok(())
        } else {
            Err(self.invalid(message))
        }
    }
}

/// The checks of a chart (or a part of one) that serde's shape cannot say: bounds, order,
/// one field against another. [`super::Edition::load`] calls it on the chart's body at the
/// root; a parent calls its parts' with `at.key(..)`.
pub trait Check {
    /// Checks `self`, found at `at`.
    ///
    /// # Errors
    /// [`Error::Invalid`] naming the YAML path found wrong.
    fn check(&self, at: &At<'_>) -> Result<()> {
        let _ = at;
        Ok(())
    }
}
