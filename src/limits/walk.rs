//! The walk over a game data file's YAML events that applies the bounds to every plain
//! number (by the key that holds it) and the text check to every key and string.

use super::bounds::{check_range, for_key, max_items, number};
use super::text::check_name;
use crate::error::{Error, Location, Result};
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// One open collection: a sequence, its items so far and the most it may hold, or a
/// mapping with its latest key and whether a key comes next.
enum Frame {
    Seq(usize, usize),
    Map { key: Option<String>, want_key: bool },
}

/// Checks every number and every text of the game data file `file` (`text`, which has
/// passed [`crate::yaml::screen`]): numbers within their key's [`super::Range`], texts
/// without control characters.
///
/// # Errors
/// [`Error::Invalid`] with the file, line, column and YAML path of the first value out of
/// bounds; [`Error::Yaml`] for a document that does not parse.
pub fn check_game_data(file: &str, text: &str) -> Result<()> {
    let mut parser = Parser::new_from_str(text);
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        let (event, mark) = parser.next_token().map_err(|e| Error::Yaml {
            location: at(file, *e.marker(), String::new()),
            message: e.info().to_string(),
        })?;
        match event {
            Event::StreamEnd => return Ok(()),
            Event::SequenceEnd | Event::MappingEnd => {
                stack.pop();
            }
            Event::Scalar(value, style, ..) => {
                let is_key = step(&mut stack, Some(&value));
                let where_ = at(file, mark, path(&stack));
                check_count(&stack, &where_)?;
                check_name(&value, where_.clone())?;
                if !is_key && style == TScalarStyle::Plain {
                    if let Some(n) = number(&value) {
                        let (range, what) = for_key(governing_key(&stack));
                        check_range(n, &value, range, where_, what)?;
                    }
                }
            }
            Event::SequenceStart(..) => {
                step(&mut stack, None);
                check_count(&stack, &at(file, mark, path(&stack)))?;
                let most = max_items(governing_key(&stack));
                stack.push(Frame::Seq(0, most));
            }
            Event::MappingStart(..) => {
                step(&mut stack, None);
                check_count(&stack, &at(file, mark, path(&stack)))?;
                stack.push(Frame::Map {
                    key: None,
                    want_key: true,
                });
            }
            Event::Alias(_) => {
                step(&mut stack, None);
                check_count(&stack, &at(file, mark, path(&stack)))?;
            }
            Event::StreamStart | Event::DocumentStart | Event::DocumentEnd | Event::Nothing => {}
        }
    }
}

/// A node starts in the innermost collection (a scalar's text given as `scalar`): counts a
/// sequence's item, or records a mapping's key. Whether the node is a mapping's key.
fn step(stack: &mut [Frame], scalar: Option<&str>) -> bool {
    match stack.last_mut() {
        Some(Frame::Seq(i, _)) => {
            *i += 1;
            false
        }
        Some(Frame::Map { key, want_key }) => {
            let was_key = *want_key;
            if was_key {
                *key = Some(scalar.unwrap_or("?").to_string());
            }
            *want_key = !was_key;
            was_key
        }
        None => false,
    }
}

/// The innermost sequence holds no more items than its key allows.
fn check_count(stack: &[Frame], where_: &Location) -> Result<()> {
    match stack.last() {
        Some(Frame::Seq(i, most)) if i > most => Err(Error::invalid(
            where_.clone(),
            format!(
                "more than {most} items under '{}': over the limit for game data (docs/limits.md)",
                governing_key(&stack[..stack.len() - 1])
            ),
        )),
        _ => Ok(()),
    }
}

/// The key of the innermost mapping whose value holds the current node.
fn governing_key(stack: &[Frame]) -> &str {
    stack
        .iter()
        .rev()
        .find_map(|f| match f {
            Frame::Map { key: Some(k), .. } => Some(k.as_str()),
            _ => None,
        })
        .unwrap_or("")
}

/// The YAML path (`units[3].guns`) of the current node.
fn path(stack: &[Frame]) -> String {
    let mut p = String::new();
    for f in stack {
        match f {
            Frame::Seq(i, _) => p.push_str(&format!("[{}]", i.saturating_sub(1))),
            Frame::Map { key: Some(k), .. } if p.is_empty() => p = k.clone(),
            Frame::Map { key: Some(k), .. } => p = format!("{p}.{k}"),
            Frame::Map { key: None, .. } => {}
        }
    }
    p
}

fn at(file: &str, mark: Marker, path: String) -> Location {
    Location {
        file: file.to_string(),
        line: Some(mark.line()),
        column: Some(mark.col() + 1),
        path,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> String {
        check_game_data("s.yaml", text).unwrap_err().to_string()
    }

    #[test]
    fn a_number_is_bounded_by_the_key_that_holds_it_with_line_and_path() {
        let e = refused("units:\n  - {id: a, guns: 6}\n  - {id: b, guns: 1000000}\n");
        assert!(
            e.starts_with("s.yaml:3:") && e.contains("at units[1].guns"),
            "{e}"
        );
        assert!(
            e.contains("1000000 is out of bounds for the guns of one battery"),
            "{e}"
        );
        let e = refused("charts:\n  fire: {die: 1}\n");
        assert!(
            e.contains("at charts.fire.die") && e.contains("takes 2 to 100"),
            "{e}"
        );
        let e = refused("outline: [[0, 0], [1e9, 0]]\n");
        assert!(e.contains("at outline[1][0]"), "{e}");
        refused("at: [.inf, 3]\n");
    }

    #[test]
    fn a_scenario_of_more_units_than_the_count_allows_is_refused_at_the_first_past_it() {
        let units = |n: usize| format!("units:\n{}", "  - {id: u, guns: 6}\n".repeat(n));
        check_game_data("s.yaml", &units(500)).unwrap();
        let e = refused(&units(501));
        assert!(
            e.starts_with("s.yaml:502:") && e.contains("at units[500]"),
            "{e}"
        );
        assert!(e.contains("more than 500 items under 'units'"), "{e}");
        check_game_data("s.yaml", &format!("other:\n{}", "  - 1\n".repeat(600))).unwrap();
    }

    #[test]
    fn keys_and_strings_carry_no_control_characters_and_quoted_numbers_are_text() {
        let e = refused("units:\n  - name: \"Ney\\n  moves: [a]\"\n");
        assert!(
            e.contains("at units[0].name") && e.contains("U+000A"),
            "{e}"
        );
        assert!(refused("\"a\\tb\": 1\n").contains("U+0009"));
        check_game_data("s.yaml", "title: \"1000000\"\nguns: 6\nx: &a 3\ny: *a\n").unwrap();
    }
}
