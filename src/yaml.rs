//! Loading YAML with errors that name the file, line, column and YAML path, and writing
//! YAML in a stable byte order.
//!
//! Parsing is serde_yaml with serde_path_to_error (for the path); the line of a path in a
//! document that parsed but broke a rule is found with marked-yaml. Before either sees a
//! document it passes [`screen()`]: size, depth, node count and duplicate keys
//! (docs/limits.md). A leading UTF-8 byte order mark is skipped when parsing (the bytes
//! committed to stay as sent).

mod screen;

use crate::error::{Error, Location, Result};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::io::Read;

pub use screen::{screen, MAX_BYTES, MAX_DEPTH, MAX_NODES};

/// The bytes of the file at `path`, refused when larger than [`MAX_BYTES`]: at most one
/// byte past the limit is read, whatever the file's size.
///
/// # Errors
/// [`Error::Io`] reading it; [`Error::Yaml`] naming the file and the limit when it is larger.
pub fn read_bounded(path: &std::path::Path) -> Result<Vec<u8>> {
    let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, e))?;
    if bytes.len() > MAX_BYTES {
        return Err(Error::Yaml {
            location: Location {
                file: path.display().to_string(),
                ..Location::default()
            },
            message: format!(
                "the file has more than {MAX_BYTES} bytes: over the limit of {MAX_BYTES} bytes (1 MiB) for a YAML file (docs/limits.md)"
            ),
        });
    }
    Ok(bytes)
}

/// A YAML document and the name it is reported under.
#[derive(Debug, Clone)]
pub struct Source {
    /// File name as shown in errors.
    pub name: String,
    /// The document's text.
    pub text: String,
    /// Whether the text is known to pass [`screen()`] already (see [`Source::screened`]).
    screened: bool,
}

impl Source {
    /// A source named `name` with text `text`.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        Source {
            name: name.into(),
            text: text.into(),
            screened: false,
        }
    }

    /// A source whose text is known to pass [`screen()`], so [`Source::parse`] does not
    /// screen it again: game data. Its embedded files are screened by a test
    /// (`every_file_of_the_five_shipped_games_passes_the_screen_and_is_within_the_bounds`);
    /// its house-rules files when the folder is read
    /// ([`crate::data::GameData::with_overrides`]).
    pub(crate) fn screened(name: impl Into<String>, text: impl Into<String>) -> Self {
        Source {
            screened: true,
            ..Source::new(name, text)
        }
    }

    /// Reads a file of at most [`MAX_BYTES`]; the name is the path as given.
    ///
    /// # Errors
    /// As [`read_bounded`], or [`Error::Io`] when the file is not UTF-8.
    pub fn read(path: &std::path::Path) -> Result<Self> {
        let bytes = read_bounded(path)?;
        let text = String::from_utf8(bytes).map_err(|_| {
            Error::io(
                path,
                std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    "stream did not contain valid UTF-8",
                ),
            )
        })?;
        Ok(Source::new(path.display().to_string(), text))
    }

    /// The text without a leading byte order mark.
    fn body(&self) -> &str {
        self.text.strip_prefix('\u{feff}').unwrap_or(&self.text)
    }

    /// Parses the document into `T` once it has passed [`screen()`]. Errors carry line,
    /// column and YAML path.
    ///
    /// # Errors
    /// [`screen()`]'s, or [`Error::Yaml`] when the document does not have `T`'s shape.
    pub fn parse<T: DeserializeOwned>(&self) -> Result<T> {
        if self.screened {
            return self.deserialize(self.body());
        }
        match screen::check(&self.name, self.body()) {
            Ok(()) => self.deserialize(self.body()),
            Err(screen::Stop::Refused(e)) => Err(e),
            // Not YAML: serde_yaml's words and path for the same error, from the text up to
            // the line yaml-rust2 stopped at (which passed the screen); else yaml-rust2's.
            Err(screen::Stop::Syntax { error, line }) => {
                let end = self
                    .body()
                    .match_indices('\n')
                    .nth(line.saturating_sub(1))
                    .map_or(self.body().len(), |(i, _)| i + 1);
                match self.deserialize::<T>(&self.body()[..end]) {
                    Err(e @ Error::Yaml { .. }) if e_line(&e).is_some_and(|l| l <= line) => Err(e),
                    _ => Err(error),
                }
            }
        }
    }

    /// Deserializes `text` (this document or the start of it) into `T`. The document is
    /// read without tracking the path first (most documents are good: pbem wrote them); a
    /// document that fails is read again with the path tracked, for the error to name it.
    fn deserialize<T: DeserializeOwned>(&self, text: &str) -> Result<T> {
        if let Ok(v) = T::deserialize(serde_yaml::Deserializer::from_str(text)) {
            return Ok(v);
        }
        let de = serde_yaml::Deserializer::from_str(text);
        serde_path_to_error::deserialize(de).map_err(|err| {
            let path = clean_path(&err.path().to_string());
            let inner = err.into_inner();
            let (line, column) = match inner.location() {
                Some(l) => (Some(l.line()), Some(l.column())),
                None => (self.line_of(&path), None),
            };
            let message = match line.and_then(|l| screen::tab_in_indent(self.body(), l)) {
                Some(t) => format!(
                    "a tab is used for indentation at line {t}: YAML indents with spaces only"
                ),
                None => strip_location(&inner.to_string()),
            };
            Error::Yaml {
                location: Location {
                    file: self.name.clone(),
                    line,
                    column,
                    path,
                },
                message,
            }
        })
    }

    /// The location of a YAML path (`a.b[2].c`) in this document, with its line if found.
    pub fn at(&self, path: &str) -> Location {
        Location {
            file: self.name.clone(),
            line: self.line_of(path),
            column: None,
            path: path.to_string(),
        }
    }

    /// An [`Error::Invalid`] at the YAML path `path` of this document.
    pub fn invalid(&self, path: &str, message: impl Into<String>) -> Error {
        Error::invalid(self.at(path), message)
    }

    /// The 1-based line where the node at `path` starts, if the path exists.
    pub fn line_of(&self, path: &str) -> Option<usize> {
        screen(&self.name, self.body()).ok()?;
        let mut node = marked_yaml::parse_yaml(0, self.body()).ok()?;
        for seg in split_path(path) {
            let next = match seg {
                Seg::Key(k) => node.as_mapping()?.get(k.as_str())?.clone(),
                Seg::Index(i) => node.as_sequence()?.get(i)?.clone(),
            };
            node = next;
        }
        node.span().start().map(|m| m.line())
    }
}

/// The line of a YAML error.
fn e_line(e: &Error) -> Option<usize> {
    match e {
        Error::Yaml { location, .. } => location.line,
        _ => None,
    }
}

enum Seg {
    Key(String),
    Index(usize),
}

fn split_path(path: &str) -> Vec<Seg> {
    let mut out = Vec::new();
    for part in path.split('.').filter(|p| !p.is_empty()) {
        let mut rest = part;
        if let Some(open) = rest.find('[') {
            if open > 0 {
                out.push(Seg::Key(rest[..open].to_string()));
            }
            rest = &rest[open..];
            while let Some(stripped) = rest.strip_prefix('[') {
                let close = stripped.find(']').unwrap_or(stripped.len());
                if let Ok(i) = stripped[..close].parse() {
                    out.push(Seg::Index(i));
                }
                rest = stripped.get(close + 1..).unwrap_or("");
            }
        } else {
            out.push(Seg::Key(rest.to_string()));
        }
    }
    out
}

fn clean_path(p: &str) -> String {
    if p == "." {
        String::new()
    } else {
        p.to_string()
    }
}

/// serde_yaml appends " at line L column C"; we print the location ourselves.
fn strip_location(msg: &str) -> String {
    match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// Serializes `value` as YAML. Field order is the struct's; maps must be BTreeMaps, so the
/// bytes are stable across runs and machines.
pub fn to_string<T: Serialize>(value: &T) -> Result<String> {
    serde_yaml::to_string(value).map_err(|e| Error::Campaign(format!("cannot write YAML: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        items: Vec<BTreeMap<String, u32>>,
    }

    #[test]
    fn wrong_type_names_line_and_path() {
        let src = Source::new("orders.yaml", "items:\n  - a: 1\n  - a: x\n");
        let err = src.parse::<Doc>().unwrap_err().to_string();
        assert!(err.starts_with("orders.yaml:3:"), "{err}");
        assert!(err.contains("items[1].a"), "{err}");
    }

    #[test]
    fn malformed_yaml_names_line_and_column() {
        let src = Source::new("x.yaml", "items:\n  - a: [1\n");
        let err = src.parse::<Doc>().unwrap_err();
        match err {
            Error::Yaml { location, .. } => {
                assert_eq!(location.file, "x.yaml");
                assert!(location.line.is_some() && location.column.is_some());
            }
            other => panic!("{other}"),
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_a_syntax_error_keeps_serde_yamls_words() {
        let src = Source::new("b.yaml", "\u{feff}items:\n  - a: 1\n");
        assert_eq!(src.parse::<Doc>().unwrap().items.len(), 1);
        assert_eq!(src.line_of("items[0].a"), Some(2));
        let err = Source::new("s.yaml", "items: [1, 2\nnext: 3\n")
            .parse::<serde_yaml::Value>()
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "s.yaml:2:5: at items: did not find expected ',' or ']'"
        );
    }

    #[test]
    fn line_of_finds_nested_paths() {
        let src = Source::new("s", "a:\n  b:\n    - x\n    - y: 2\n");
        assert_eq!(src.line_of("a.b[1].y"), Some(4));
        assert_eq!(src.line_of("a.nope"), None);
    }
}
