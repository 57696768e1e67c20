//! The report's words (issue 30, item 5), shared by every game: a game's rules record what
//! happened as a typed line (an enum that serializes with a `line` tag naming its kind) and
//! the game's built-in line template (`templates/<game>/lines.tera`, one branch per kind)
//! says it, so a change of wording is a change of the template, not of the rules. Built in
//! and never a group's: the lines are part of an entry's events, which verify replays from
//! the binary alone. Words an older entry needs keep their own `line` kind, chosen under a
//! named change of the game's revision table.
//!
//! Saying a line is on the path of every replayed entry (issue 30, item 6), so the template
//! is cut once into its branches ([`branches`]): a line goes straight to its kind's branch
//! rather than through the chain of every kind, and a branch of text and plain fields is
//! said without Tera. What a line says is what the whole template says of it (debug builds,
//! and so every test, check each line so).

mod branches;

use branches::Piece;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::{Debug, Write};
use std::sync::OnceLock;

/// One game's line template: its name (for messages) and its text, as built into the
/// binary with `include_str!`; parsed once, on first use.
///
/// Shape: `static LINES: LineTemplate = LineTemplate::new("spi-1812", include_str!(..));`
/// then `LINES.say(&Said::X { .. })`.
pub struct LineTemplate {
    name: &'static str,
    text: &'static str,
    parsed: OnceLock<Option<Parsed>>,
}

/// A parsed line template: the whole (named as the template) and, by kind, what says a
/// line of that kind (a branch's own template is named `<name>#<kind>`).
struct Parsed {
    tera: tera::Tera,
    kinds: BTreeMap<String, Kind>,
}

/// What says a line of a kind the template was cut by.
enum Kind {
    /// The branch's text and fields, the template saying nothing around them.
    Pieces(Vec<Piece>),
    /// The kind's own template.
    Template,
}

impl LineTemplate {
    /// A template named `name` (the game's template folder) with the text `text`.
    pub const fn new(name: &'static str, text: &'static str) -> LineTemplate {
        LineTemplate {
            name,
            text,
            parsed: OnceLock::new(),
        }
    }

    /// The template, parsed once and cut by kind; `None` if it does not parse (each game's
    /// test renders every kind, so the built-in one always does).
    fn parsed(&self) -> Option<&Parsed> {
        self.parsed
            .get_or_init(|| {
                let mut tera = tera::Tera::default();
                tera.add_raw_template(self.name, self.text).ok()?;
                let mut kinds = BTreeMap::new();
                for (kind, said) in branches::cut(self.text) {
                    let own = format!("{}#{kind}", self.name);
                    // A branch whose own template does not parse is said by the whole.
                    if tera.add_raw_template(&own, &said.template).is_err() {
                        continue;
                    }
                    // Its pieces stand for it when the text around the chain says nothing.
                    let mut other = tera::Context::new();
                    other.insert("line", "");
                    let quiet = tera.render(&own, &other).is_ok_and(|s| s.is_empty());
                    let k = match said.pieces {
                        Some(p) if quiet => Kind::Pieces(p),
                        _ => Kind::Template,
                    };
                    kinds.insert(kind, k);
                }
                Some(Parsed { tera, kinds })
            })
            .as_ref()
    }

    /// The words of `line`, as the template says them. A template that fails to render
    /// (never a built-in one: each game's test renders every kind) gives the line's fields
    /// instead, so that the failure shows in the report and its test.
    pub fn say<L: Serialize + Debug>(&self, line: &L) -> String {
        self.render(line).unwrap_or_else(|| format!("{line:?}"))
    }

    /// The words of `line`, or `None` when the template does not parse or render it (for
    /// the tests that render every kind).
    pub fn render<L: Serialize>(&self, line: &L) -> Option<String> {
        let p = self.parsed()?;
        let value = serde_json::to_value(line).ok()?;
        let said = value
            .get("line")
            .and_then(Value::as_str)
            .and_then(|k| Some((k, p.kinds.get(k)?)));
        let words = match said {
            Some((_, Kind::Pieces(pieces))) => match fields(pieces, &value) {
                Some(words) => Some(words),
                None => self.whole(p, value.clone()),
            },
            Some((kind, Kind::Template)) => {
                let ctx = tera::Context::from_value(value.clone()).ok()?;
                p.tera.render(&format!("{}#{kind}", self.name), &ctx).ok()
            }
            None => return self.whole(p, value),
        };
        debug_assert_eq!(
            words,
            self.whole(p, value),
            "{}: a line said by its branch as the whole template says it",
            self.name
        );
        words
    }

    /// The words of the line `value` by the whole template.
    fn whole(&self, p: &Parsed, value: Value) -> Option<String> {
        let ctx = tera::Context::from_value(value).ok()?;
        p.tera.render(self.name, &ctx).ok()
    }
}

/// A plain branch's words: its text and the line's fields, written as Tera writes them (a
/// string as it is, a whole number in decimal); `None` for a field missing or of another
/// type, which the whole template then says.
fn fields(pieces: &[Piece], line: &Value) -> Option<String> {
    let mut out = String::with_capacity(64);
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Field(name) => match line.get(name)? {
                Value::String(s) => out.push_str(s),
                Value::Number(n) if n.is_i64() => write!(out, "{}", n.as_i64()?).ok()?,
                Value::Number(n) if n.is_u64() => write!(out, "{}", n.as_u64()?).ok()?,
                _ => return None,
            },
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::LineTemplate;
    use serde::Serialize;

    #[derive(Debug, Serialize)]
    #[serde(tag = "line", rename_all = "snake_case")]
    enum Said {
        Fire { unit: &'static str, hits: u32 },
        Quiet,
        Odd { n: i64 },
        Other { x: f64 },
        Unknown,
    }

    static LINES: LineTemplate = LineTemplate::new(
        "test",
        "{%- if line == \"fire\" -%}{{ unit }} fires: {{ hits }} hit{% if hits != 1 %}s{% endif %}.{%- elif line == \"quiet\" -%}All quiet.{%- elif line == \"odd\" %} n={{ n }} {% elif line == \"other\" -%} x={{ x }}{%- else -%}?{%- endif -%}",
    );

    #[test]
    fn each_kind_is_said_by_its_branch() {
        assert_eq!(
            LINES.say(&Said::Fire {
                unit: "2/95th",
                hits: 2
            }),
            "2/95th fires: 2 hits."
        );
        assert_eq!(
            LINES.say(&Said::Fire {
                unit: "2/95th",
                hits: 1
            }),
            "2/95th fires: 1 hit."
        );
        assert_eq!(LINES.say(&Said::Quiet), "All quiet.");
        assert_eq!(LINES.say(&Said::Odd { n: -3 }), " n=-3 ");
        assert_eq!(LINES.say(&Said::Other { x: 1.5 }), "x=1.5");
        assert_eq!(LINES.say(&Said::Unknown), "?");
    }

    #[test]
    fn a_template_that_does_not_parse_gives_the_fields() {
        static BAD: LineTemplate = LineTemplate::new("bad", "{% if %}");
        assert_eq!(BAD.render(&Said::Quiet), None);
        assert_eq!(BAD.say(&Said::Quiet), "Quiet");
    }

    #[test]
    fn a_field_missing_fails_as_the_whole_template_fails() {
        #[derive(Debug, Serialize)]
        #[serde(tag = "line", rename_all = "snake_case")]
        enum Short {
            Fire { unit: &'static str },
        }
        assert_eq!(LINES.render(&Short::Fire { unit: "x" }), None);
        assert_eq!(
            LINES.say(&Short::Fire { unit: "x" }),
            "Fire { unit: \"x\" }"
        );
    }
}
