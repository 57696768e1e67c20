//! The report's words (issue 30, item 5), shared by every game: a game's rules record what
//! happened as a typed line (an enum that serializes with a `line` tag naming its kind) and
//! the game's built-in line template (`templates/<game>/lines.tera`, one branch per kind)
//! says it, so a change of wording is a change of the template, not of the rules. Built in
//! and never a group's: the lines are part of an entry's events, which verify replays from
//! the binary alone. Words an older entry needs keep their own `line` kind, chosen under a
//! named change of the game's revision table.

use serde::Serialize;
use std::fmt::Debug;
use std::sync::OnceLock;

/// One game's line template: its name (for messages) and its text, as built into the
/// binary with `include_str!`; parsed once, on first use.
///
/// Shape: `static LINES: LineTemplate = LineTemplate::new("spi-1812", include_str!(..));`
/// then `LINES.say(&Said::X { .. })`.
pub struct LineTemplate {
    name: &'static str,
    text: &'static str,
    parsed: OnceLock<Option<tera::Tera>>,
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

    /// The template, parsed once; `None` if it does not parse (each game's test renders
    /// every kind, so the built-in one always does).
    fn tera(&self) -> Option<&tera::Tera> {
        self.parsed
            .get_or_init(|| {
                let mut t = tera::Tera::default();
                t.add_raw_template(self.name, self.text).ok()?;
                Some(t)
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
        let t = self.tera()?;
        let ctx = tera::Context::from_serialize(line).ok()?;
        t.render(self.name, &ctx).ok()
    }
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
    }

    static LINES: LineTemplate = LineTemplate::new(
        "test",
        "{%- if line == \"fire\" -%}{{ unit }} fires: {{ hits }} hit{% if hits != 1 %}s{% endif %}.{%- elif line == \"quiet\" -%}All quiet.{%- endif -%}",
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
    }

    #[test]
    fn a_template_that_does_not_parse_gives_the_fields() {
        static BAD: LineTemplate = LineTemplate::new("bad", "{% if %}");
        assert_eq!(BAD.render(&Said::Quiet), None);
        assert_eq!(BAD.say(&Said::Quiet), "Quiet");
    }
}
