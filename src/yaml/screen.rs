//! The screen every YAML document passes before serde_yaml sees it (docs/limits.md): its
//! size, the nesting depth and number of its nodes, and duplicate mapping keys, checked on
//! yaml-rust2's event stream, which stops at the first node past a limit. A hostile file
//! (`note: [[[[...]]]]` a hundred thousand deep, two hundred thousand moves) is refused in
//! the time it takes to read the bytes up to the limit.

use crate::error::{Error, Location};
use std::collections::BTreeMap;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::{Marker, ScanError};

/// The largest YAML document pbem reads, in bytes (1 MiB): an orders file, campaign.yaml,
/// a state, scenario or data file. The largest real one (an Empires in Arms events file) is
/// about 21 kB.
pub const MAX_BYTES: usize = 1 << 20;

/// The deepest nesting of sequences and mappings in a YAML document (the top-level mapping
/// counts 1). Real files nest six deep at most.
pub const MAX_DEPTH: usize = 64;

/// The most nodes (scalars, sequences, mappings, aliases) in a YAML document. Real files
/// have a few thousand.
pub const MAX_NODES: usize = 50_000;

/// One open collection: a sequence and the number of its items so far, or a mapping with
/// the keys seen so far (key -> line), the latest key, and whether a key comes next.
enum Frame {
    Seq(usize),
    Map {
        keys: BTreeMap<String, usize>,
        key: Option<String>,
        want_key: bool,
    },
}

/// Why the screen stopped a document.
pub(crate) enum Stop {
    /// Past a limit, or a duplicate key: the error to report.
    Refused(Error),
    /// Not YAML at 1-based `line` (everything before it within the limits): yaml-rust2's
    /// error, which a parse of the text up to that line may word better.
    Syntax { error: Error, line: usize },
}

/// Checks `text` (already without a byte order mark) of the document named `file`.
///
/// # Errors
/// [`Error::Yaml`] for a document over [`MAX_BYTES`], nested deeper than [`MAX_DEPTH`],
/// with more than [`MAX_NODES`] nodes, or that does not parse (a tab in the indentation is
/// named); [`Error::Invalid`] for a key given twice in one mapping, naming both lines.
pub fn screen(file: &str, text: &str) -> Result<(), Error> {
    check(file, text).map_err(|s| match s {
        Stop::Refused(e) | Stop::Syntax { error: e, .. } => e,
    })
}

/// [`screen`], telling a syntax error from a refusal.
pub(crate) fn check(file: &str, text: &str) -> Result<(), Stop> {
    let refused = Stop::Refused;
    if text.len() > MAX_BYTES {
        return Err(refused(yaml_error(
            file,
            None,
            format!(
                "the file is {} bytes, over the limit of {MAX_BYTES} bytes (1 MiB) for a YAML file (docs/limits.md)",
                text.len()
            ),
        )));
    }
    let mut parser = Parser::new_from_str(text);
    let mut stack: Vec<Frame> = Vec::new();
    let mut nodes = 0usize;
    loop {
        let (event, mark) = parser
            .next_token()
            .map_err(|e| scan_error(file, text, &stack, &e))?;
        match event {
            Event::StreamEnd => return Ok(()),
            Event::DocumentStart => stack.clear(),
            Event::SequenceEnd | Event::MappingEnd => {
                stack.pop();
            }
            Event::Scalar(..)
            | Event::Alias(_)
            | Event::SequenceStart(..)
            | Event::MappingStart(..) => {
                nodes += 1;
                if nodes > MAX_NODES {
                    return Err(refused(yaml_error(
                        file,
                        Some(mark),
                        format!("more than {MAX_NODES} values, over the limit for a YAML file (docs/limits.md)"),
                    )));
                }
                let key = match &event {
                    Event::Scalar(s, ..) => Some(s.as_str()),
                    _ => None,
                };
                enter(file, &mut stack, key, mark).map_err(refused)?;
                open(file, &mut stack, &event, mark)?;
            }
            Event::StreamStart | Event::DocumentEnd | Event::Nothing => {}
        }
    }
}

/// Why yaml-rust2 stopped at `e` (`stack`: the collections open there): a tab in the
/// indentation and nesting past [`MAX_DEPTH`] are refused; anything else is a syntax
/// error at its line.
fn scan_error(file: &str, text: &str, stack: &[Frame], e: &ScanError) -> Stop {
    let m = *e.marker();
    let location = at(file, Some(m), stack);
    match tab_in_indent(text, m.line()) {
        Some(l) => Stop::Refused(Error::Yaml {
            location,
            message: format!("a tab is used for indentation at line {l}: YAML indents with spaces only"),
        }),
        // yaml-rust2 stops flow collections nested 256 deep while scanning ahead,
        // before the parser reports the 65th level.
        None if e.info() == "recursion limit exceeded" => Stop::Refused(yaml_error(
            file,
            Some(m),
            format!("nested more than {MAX_DEPTH} deep, over the limit for a YAML file (docs/limits.md)"),
        )),
        None => Stop::Syntax {
            error: Error::Yaml {
                location,
                message: e.info().to_string(),
            },
            line: m.line(),
        },
    }
}

/// A sequence or mapping `event` opens a collection on `stack`, refused past
/// [`MAX_DEPTH`]; other events open none.
fn open(file: &str, stack: &mut Vec<Frame>, event: &Event, mark: Marker) -> Result<(), Stop> {
    let open = match event {
        Event::SequenceStart(..) => Some(Frame::Seq(0)),
        Event::MappingStart(..) => Some(Frame::Map {
            keys: BTreeMap::new(),
            key: None,
            want_key: true,
        }),
        _ => None,
    };
    if let Some(f) = open {
        stack.push(f);
        if stack.len() > MAX_DEPTH {
            return Err(Stop::Refused(Error::Yaml {
                location: at(file, Some(mark), &stack[..1]),
                message: format!("nested more than {MAX_DEPTH} deep, over the limit for a YAML file (docs/limits.md)"),
            }));
        }
    }
    Ok(())
}

/// A node (a scalar `key`, or a collection or alias) starts in the innermost open
/// collection: an item of a sequence, or a mapping's key or value. A scalar key given twice
/// is refused.
fn enter(file: &str, stack: &mut [Frame], key: Option<&str>, mark: Marker) -> Result<(), Error> {
    // The path is written only for the error: most files give each key once.
    if let (
        Some(Frame::Map {
            keys,
            want_key: true,
            ..
        }),
        Some(k),
    ) = (stack.last(), key)
    {
        if let Some(first) = keys.get(k) {
            let parents = path_of(&stack[..stack.len().saturating_sub(1)]);
            return Err(Error::invalid(
                Location {
                    file: file.to_string(),
                    line: Some(mark.line()),
                    column: Some(mark.col() + 1),
                    path: join(&parents, k),
                },
                format!(
                    "the key '{k}' is given twice in one mapping (lines {first} and {}); give each key once",
                    mark.line()
                ),
            ));
        }
    }
    match stack.last_mut() {
        Some(Frame::Seq(i)) => *i += 1,
        Some(Frame::Map {
            keys,
            key: current,
            want_key,
        }) => {
            if *want_key {
                let k = key.unwrap_or("?").to_string();
                if key.is_some() {
                    keys.insert(k.clone(), mark.line());
                }
                *current = Some(k);
            }
            *want_key = !*want_key;
        }
        None => {}
    }
    Ok(())
}

/// The YAML path (`moves.a1[2]`) of the innermost of `stack`'s collections, each one being
/// in its parent's latest item or value.
fn path_of(stack: &[Frame]) -> String {
    let mut p = String::new();
    for f in stack {
        match f {
            Frame::Seq(i) => p.push_str(&format!("[{}]", i.saturating_sub(1))),
            Frame::Map { key: Some(k), .. } => p = join(&p, k),
            Frame::Map { key: None, .. } => {}
        }
    }
    p
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

fn at(file: &str, mark: Option<Marker>, stack: &[Frame]) -> Location {
    Location {
        file: file.to_string(),
        line: mark.map(|m| m.line()),
        column: mark.map(|m| m.col() + 1),
        path: path_of(stack),
    }
}

fn yaml_error(file: &str, mark: Option<Marker>, message: String) -> Error {
    Error::Yaml {
        location: at(file, mark, &[]),
        message,
    }
}

/// The first line, up to `upto` (1-based), whose indentation holds a tab.
pub fn tab_in_indent(text: &str, upto: usize) -> Option<usize> {
    text.lines()
        .take(upto.max(1))
        .position(|l| {
            l.chars()
                .take_while(|c| *c == ' ' || *c == '\t')
                .any(|c| c == '\t')
        })
        .map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> String {
        screen("f.yaml", text).unwrap_err().to_string()
    }

    #[test]
    fn a_duplicate_key_is_named_with_its_path_and_both_lines() {
        let e = refused("a:\n  - k: 1\n  - k: 2\n    j: 3\n    k: 4\n");
        assert_eq!(
            e,
            "f.yaml:5:5: at a[1].k: the key 'k' is given twice in one mapping (lines 3 and 5); give each key once"
        );
        let e = refused("a: {x: 1, y: 2, x: 3}\n");
        assert!(e.starts_with("f.yaml:1:17: at a.x:"), "{e}");
    }

    #[test]
    fn the_same_key_in_two_mappings_and_collections_as_keys_pass() {
        screen("f.yaml", "a: {k: 1}\nb: {k: 1}\nc:\n  - k: 1\n  - k: 2\n").unwrap();
        screen("f.yaml", "? [a, b]\n: 1\n? [a, c]\n: 2\nx: &r [1]\ny: *r\n").unwrap();
    }

    #[test]
    fn depth_and_values_are_counted_to_the_limit() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        screen("f.yaml", &ok).unwrap();
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert!(refused(&deep).contains("nested more than 64 deep"));
        let many = format!("[{}]", vec!["1"; MAX_NODES].join(","));
        assert!(refused(&many).contains("more than 50000 values"));
        let fits = format!("[{}]", vec!["1"; MAX_NODES - 1].join(","));
        screen("f.yaml", &fits).unwrap();
    }

    #[test]
    fn a_tab_is_found_in_the_indentation_only() {
        assert_eq!(tab_in_indent("a:\n \tb: 1\n", 2), Some(2));
        assert_eq!(tab_in_indent("a:\tb\n  c: 'x\ty'\n", 2), None);
        assert_eq!(tab_in_indent("a:\n\tb: 1\n", 1), None);
    }
}
