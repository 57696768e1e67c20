//! The report's words (issue 30, item 5), shared by every game: a game's rules record what
//! happened as a typed line (an enum that serializes with a `line` tag naming its kind) and
//! the game's built-in line template (`templates/<game>/lines.tera`, one branch per kind)
//! says it, so a change of wording is a change of the template, not of the rules. Built in
//! and never a group's: the lines are part of an entry's events, which verify replays from
//! the binary alone. Words an older entry needs keep their own `line` kind, chosen under a
//! named change of the game's revision table.

use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// One game's line template: its name (for messages) and its text, as built into the
/// binary with `include_str!`; parsed once, on first use.
///
/// Shape: `static LINES: LineTemplate = LineTemplate::new("spi-1812", include_str!(..));`
/// then `LINES.say(&Said::X { .. })`.
///
/// The text is one chain of branches, a line each: `{%- if line == "kind" -%}`, then
/// `{%- elif line == "kind" -%}` for every other kind, closed by `{%- endif -%}`, after the
/// macros the branches call. Tera tries the branches in turn, so a kind near the end of a
/// long chain took the test of every kind before it (a tenth of an Empires in Arms supply
/// step went there, issue 30, item 6): a line is said by its own branch alone, the macros
/// before it and `{%- endif -%}` after, which gives the same words (checked against the
/// whole chain in debug builds, so by every test that says a line).
pub struct LineTemplate {
    name: &'static str,
    text: &'static str,
    parsed: OnceLock<Option<tera::Tera>>,
    /// Kind -> its branch alone, parsed the first time a line of that kind is said.
    kinds: Mutex<BTreeMap<String, Option<Arc<tera::Tera>>>>,
}

impl LineTemplate {
    /// A template named `name` (the game's template folder) with the text `text`.
    pub const fn new(name: &'static str, text: &'static str) -> LineTemplate {
        LineTemplate {
            name,
            text,
            parsed: OnceLock::new(),
            kinds: Mutex::new(BTreeMap::new()),
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

    /// The template of `kind`'s branch alone ([`branch_of`]), parsed once; `None` when the
    /// text has no such branch or it does not parse alone.
    fn kind(&self, kind: &str) -> Option<Arc<tera::Tera>> {
        let mut kinds = self.kinds.lock().unwrap_or_else(PoisonError::into_inner);
        kinds
            .entry(kind.to_string())
            .or_insert_with(|| {
                let text = branch_of(self.text, kind)?;
                let mut t = tera::Tera::default();
                t.add_raw_template(self.name, &text).ok()?;
                Some(Arc::new(t))
            })
            .clone()
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
        let whole = self.tera()?;
        let ctx = tera::Context::from_serialize(line).ok()?;
        let kind = ctx.get("line").and_then(|k| k.as_str()).map(str::to_string);
        let Some(t) = kind.and_then(|k| self.kind(&k)) else {
            return whole.render(self.name, &ctx).ok();
        };
        let words = t.render(self.name, &ctx).ok();
        debug_assert_eq!(
            words,
            whole.render(self.name, &ctx).ok(),
            "{}: a line said by its own branch says what the whole chain says",
            self.name
        );
        words
    }
}

/// The text of `kind`'s branch alone from a line template's `text` (see [`LineTemplate`]):
/// what comes before the chain, `{%- if line == "kind" -%}`, the branch, and
/// `{%- endif -%}` with what follows the chain. `None` when the text is not such a chain or
/// has no branch of `kind`.
fn branch_of(text: &str, kind: &str) -> Option<String> {
    let tag = |l: &str| -> Option<String> {
        let rest = (l.strip_prefix("{%- if line == \""))
            .or_else(|| l.strip_prefix("{%- elif line == \""))?;
        rest.strip_suffix("\" -%}").map(str::to_string)
    };
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let first = lines
        .iter()
        .position(|l| tag(l.trim_end_matches('\n')).is_some())?;
    let end = lines
        .iter()
        .rposition(|l| l.trim_end_matches('\n') == "{%- endif -%}")?;
    let at =
        (first..end).find(|&i| tag(lines[i].trim_end_matches('\n')).as_deref() == Some(kind))?;
    let next = (at + 1..end)
        .find(|&i| tag(lines[i].trim_end_matches('\n')).is_some())
        .unwrap_or(end);
    let mut out: String = lines[..first].concat();
    out.push_str(&format!("{{%- if line == \"{kind}\" -%}}\n"));
    out.push_str(&lines[at + 1..next].concat());
    out.push_str(&lines[end..].concat());
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

    /// Every branch of every game's line template is found alone, parses alone, and is
    /// the only branch of its text; a kind without a branch has none.
    #[test]
    fn each_branch_of_each_game_is_taken_alone() {
        for (name, text) in [
            (
                "empires-in-arms",
                include_str!("../../templates/empires-in-arms/lines.tera"),
            ),
            (
                "spi-1812",
                include_str!("../../templates/spi-1812/lines.tera"),
            ),
            (
                "american-revolution",
                include_str!("../../templates/american-revolution/lines.tera"),
            ),
            (
                "old-trousers",
                include_str!("../../templates/old-trousers/lines.tera"),
            ),
            (
                "grande-tactique",
                include_str!("../../templates/grande-tactique/lines.tera"),
            ),
            (
                "table-game",
                include_str!("../../templates/table-game/lines.tera"),
            ),
        ] {
            let kinds: Vec<&str> = text
                .lines()
                .filter_map(|l| {
                    let rest = (l.strip_prefix("{%- if line == \""))
                        .or_else(|| l.strip_prefix("{%- elif line == \""))?;
                    rest.strip_suffix("\" -%}")
                })
                .collect();
            assert!(kinds.len() > 5, "{name}: {} kinds", kinds.len());
            for k in &kinds {
                let alone = super::branch_of(text, k).unwrap_or_else(|| panic!("{name}: {k}"));
                assert_eq!(alone.matches("line == ").count(), 1, "{name}: {k}");
                assert!(alone.ends_with("{%- endif -%}\n"), "{name}: {k}");
                let mut t = tera::Tera::default();
                t.add_raw_template(name, &alone)
                    .unwrap_or_else(|e| panic!("{name}: {k}: {e}"));
            }
            assert_eq!(super::branch_of(text, "no_such_kind"), None);
        }
    }

    #[test]
    fn a_template_that_does_not_parse_gives_the_fields() {
        static BAD: LineTemplate = LineTemplate::new("bad", "{% if %}");
        assert_eq!(BAD.render(&Said::Quiet), None);
        assert_eq!(BAD.say(&Said::Quiet), "Quiet");
    }
}
