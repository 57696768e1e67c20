//! A line template cut into its branches (issue 30, item 6): the template's chain
//! `{% if line == "a" %}..{% elif line == "b" %}..{% endif %}` becomes one template per
//! kind, the chain with that kind's branch alone, which says a line of that kind as the
//! whole template does; and a branch of text and `{{ field }}` only is kept as pieces,
//! said without Tera. A template of any other shape is not cut: the whole says each line.

use std::collections::BTreeMap;

/// One tag, expression or comment of a template: where it stands in the text, its
/// whitespace dashes, and (a tag) its keyword and the rest of its words.
#[derive(Debug)]
struct Token<'t> {
    start: usize,
    end: usize,
    /// `{%`, `{{` or `{#`.
    open: &'static str,
    left_dash: bool,
    right_dash: bool,
    /// The words inside, dashes and outer spaces taken off.
    inner: &'t str,
}

impl<'t> Token<'t> {
    /// A tag's keyword (`if`, `elif`, `endfor`), empty for an expression or comment.
    fn keyword(&self) -> &'t str {
        let inner: &'t str = self.inner;
        if self.open != "{%" {
            return "";
        }
        inner.split_whitespace().next().unwrap_or("")
    }

    /// The kind a chain tag (`if` or `elif`) tests for: `line == "kind"`.
    fn kind(&self) -> Option<&'t str> {
        let inner: &'t str = self.inner;
        let rest = inner.strip_prefix(self.keyword())?.trim();
        let rest = rest
            .strip_prefix("line")?
            .trim_start()
            .strip_prefix("==")?
            .trim();
        let quoted = |q: char| rest.strip_prefix(q)?.strip_suffix(q);
        let kind = quoted('"').or_else(|| quoted('\''))?;
        kind.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
            .then_some(kind)
    }
}

/// The tags, expressions and comments of `text`, in order; `None` for one left open.
fn tokens(text: &str) -> Option<Vec<Token<'_>>> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = text[at..].find('{') {
        let start = at + found;
        let (open, close) = match text.get(start..start + 2) {
            Some("{%") => ("{%", "%}"),
            Some("{{") => ("{{", "}}"),
            Some("{#") => ("{#", "#}"),
            _ => {
                at = start + 1;
                continue;
            }
        };
        let end = start + 2 + text[start + 2..].find(close)? + 2;
        let body = &text[start + 2..end - 2];
        let left_dash = body.starts_with('-');
        let right_dash = body.ends_with('-') && body.len() > usize::from(left_dash);
        let inner = body.strip_prefix('-').unwrap_or(body);
        let inner = if right_dash {
            &inner[..inner.len() - 1]
        } else {
            inner
        };
        if open == "{%" && inner.trim().starts_with("raw") {
            // A raw block: its text is not cut.
            return None;
        }
        out.push(Token {
            start,
            end,
            open,
            left_dash,
            right_dash,
            inner: inner.trim(),
        });
        at = end;
    }
    Some(out)
}

/// How deep a tag takes the nesting: +1 opening a block, -1 closing one, else 0.
fn nesting(keyword: &str) -> i32 {
    match keyword {
        "if" | "for" | "macro" | "block" | "filter" => 1,
        "endif" | "endfor" | "endmacro" | "endblock" | "endfilter" => -1,
        _ => 0,
    }
}

/// One branch of the chain: its kind, its tag, and where its body stands.
struct Branch<'t> {
    kind: &'t str,
    right_dash: bool,
    body: std::ops::Range<usize>,
    /// The next chain tag's left dash (it trims the body's end).
    end_dash: bool,
}

/// What says a line of one kind: the chain with that kind's branch alone, a template of
/// its own; and, when the branch is text and plain fields, those pieces, to say it
/// without Tera when the template's text around the chain says nothing (which the caller
/// checks by rendering the template for another kind).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Said {
    /// The kind's own template.
    pub(super) template: String,
    /// The branch's text and fields, in order, if it has no other part.
    pub(super) pieces: Option<Vec<Piece>>,
}

/// A piece of a plain branch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Piece {
    /// Words as they stand.
    Text(String),
    /// The field of that name.
    Field(String),
}

/// The template `text` cut by kind: kind -> what says it. Empty when the text is not a
/// chain of `line == "kind"` branches; a kind the chain does not name (or names after an
/// `else`) is said by the whole template.
pub(super) fn cut(text: &str) -> BTreeMap<String, Said> {
    let Some(tokens) = tokens(text) else {
        return BTreeMap::new();
    };
    let Some((first, branches, last)) = chain(&tokens) else {
        return BTreeMap::new();
    };
    let (prefix, suffix) = (&text[..tokens[first].start], &text[tokens[last].end..]);
    let quiet = |t: &str| !t.contains("{{") && !t.contains("{%");
    let mut out = BTreeMap::new();
    for b in &branches {
        if out.contains_key(b.kind) {
            continue;
        }
        let body = &text[b.body.clone()];
        let pieces = (quiet(prefix) && quiet(suffix))
            .then(|| pieces(body, b.right_dash, b.end_dash))
            .flatten();
        let template = format!(
            "{prefix}{{%{} if line == \"{}\" {}%}}{body}{{%{} endif {}%}}{suffix}",
            dash(tokens[first].left_dash),
            b.kind,
            dash(b.right_dash),
            dash(b.end_dash),
            dash(tokens[last].right_dash),
        );
        let said = Said { template, pieces };
        out.insert(b.kind.to_string(), said);
    }
    out
}

fn dash(on: bool) -> &'static str {
    if on {
        "-"
    } else {
        ""
    }
}

/// The first top-level block of `tokens` as a chain of `line == "kind"` branches: the
/// index of its `if`, its branches, and the index of its `endif`. `None` when the first
/// block is anything else, or the text has a tag outside it.
fn chain<'t>(tokens: &[Token<'t>]) -> Option<(usize, Vec<Branch<'t>>, usize)> {
    let first = tokens.iter().position(|t| t.open == "{%")?;
    // Nothing but comments and text before the chain.
    if tokens[first].keyword() != "if" || tokens[..first].iter().any(|t| t.open != "{#") {
        return None;
    }
    let mut branches: Vec<Branch> = Vec::new();
    let mut open = Some(&tokens[first]);
    // After an `else`, or an `elif` of another shape, no branch is cut: a kind there is
    // said only when what comes before it is false.
    let mut stopped = false;
    let mut depth = 0;
    for (i, t) in tokens.iter().enumerate().skip(first + 1) {
        let k = t.keyword();
        if depth > 0 || !matches!(k, "elif" | "else" | "endif") {
            depth += nesting(k);
            if depth < 0 {
                return None;
            }
            continue;
        }
        // A chain tag: it ends the branch before it.
        if let Some(o) = open.take() {
            branches.push(Branch {
                kind: o.kind()?,
                right_dash: o.right_dash,
                body: o.end..t.start,
                end_dash: t.left_dash,
            });
        }
        match k {
            "elif" if !stopped && t.kind().is_some() => open = Some(t),
            "endif" => {
                // Nothing but comments and text may follow the chain.
                let rest = &tokens[i + 1..];
                return rest
                    .iter()
                    .all(|r| r.open == "{#")
                    .then_some((first, branches, i));
            }
            // `else`, or an `elif` of another shape: the kinds after it are the whole's.
            _ => stopped = true,
        }
    }
    None
}

/// A branch's body as text and fields (`{{ name }}`, no filter, no dash), its ends
/// trimmed as the chain's dashes trim them; `None` for any other body.
fn pieces(body: &str, trim_start: bool, trim_end: bool) -> Option<Vec<Piece>> {
    let body = if trim_start { body.trim_start() } else { body };
    let body = if trim_end { body.trim_end() } else { body };
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(at) = rest.find('{') {
        match rest.get(at..at + 2) {
            Some("{{") => {}
            Some("{%") | Some("{#") => return None,
            _ => {
                // A lone brace: text.
                push_text(&mut out, &rest[..=at]);
                rest = &rest[at + 1..];
                continue;
            }
        }
        push_text(&mut out, &rest[..at]);
        let end = rest[at..].find("}}")? + at;
        let name = rest[at + 2..end].trim_matches(' ');
        let plain = !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !plain || matches!(name, "true" | "false" | "True" | "False") {
            return None;
        }
        out.push(Piece::Field(name.to_string()));
        rest = &rest[end + 2..];
    }
    push_text(&mut out, rest);
    Some(out)
}

fn push_text(out: &mut Vec<Piece>, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Piece::Text(t)) = out.last_mut() {
        t.push_str(text);
    } else {
        out.push(Piece::Text(text.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Piece {
        Piece::Text(s.into())
    }

    fn field(s: &str) -> Piece {
        Piece::Field(s.into())
    }

    #[test]
    fn a_chain_is_cut_by_kind_into_templates_and_pieces() {
        let t = "{# words #}\n{%- if line == \"fire\" -%}\n{{ unit }} fires: {{ hits }}.\n{%- elif line == 'quiet' %} All {quiet}. {% elif line == \"odd\" -%}{% if n > 1 %}many{% endif %}{%- endif -%}\n";
        let cut = cut(t);
        assert_eq!(
            cut["fire"].pieces,
            Some(vec![
                field("unit"),
                text(" fires: "),
                field("hits"),
                text(".")
            ])
        );
        assert_eq!(
            cut["fire"].template,
            "{# words #}\n{%- if line == \"fire\" -%}\n{{ unit }} fires: {{ hits }}.\n{%- endif -%}\n"
        );
        assert_eq!(cut["quiet"].pieces, Some(vec![text(" All {quiet}. ")]));
        assert_eq!(
            cut["quiet"].template,
            "{# words #}\n{%- if line == \"quiet\" %} All {quiet}. {% endif -%}\n"
        );
        assert_eq!(cut["odd"].pieces, None);
        assert_eq!(
            cut["odd"].template,
            "{# words #}\n{%- if line == \"odd\" -%}{% if n > 1 %}many{% endif %}{%- endif -%}\n"
        );
        assert_eq!(cut.len(), 3);
    }

    #[test]
    fn other_shapes_are_not_cut() {
        for t in [
            "plain text",
            "{{ x }}{% if line == \"a\" %}a{% endif %}",
            "{% if line == \"a\" %}a{% endif %}{{ x }}",
            "{% if line == \"a\" %}a{% endif %}{% if line == \"b\" %}b{% endif %}",
            "{% if kind == \"a\" %}a{% endif %}",
            "{% for x in xs %}{% endfor %}",
            "{% if line == \"a\" %}a{% elif line == \"b\" %}b",
            "{% raw %}{% if line == \"a\" %}a{% endif %}{% endraw %}",
        ] {
            assert!(cut(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn kinds_after_an_else_or_another_test_are_left_to_the_whole() {
        let t =
            "{% if line == \"a\" %}a{% elif x %}x{% elif line == \"b\" %}b{% else %}c{% endif %}";
        assert_eq!(cut(t).keys().collect::<Vec<_>>(), ["a"]);
        let t = "{% if line == \"a\" %}a{% elif line == \"a\" %}second{% endif %}";
        assert_eq!(cut(t)["a"].pieces, Some(vec![text("a")]));
    }

    #[test]
    fn a_field_with_a_filter_or_a_dash_is_not_a_piece() {
        for body in [
            "{{ x | upper }}",
            "{{- x }}",
            "{{ x.y }}",
            "{{ 1 }}",
            "{{ true }}",
        ] {
            let t = format!("{{% if line == \"a\" %}}{body}{{% endif %}}");
            assert_eq!(cut(&t)["a"].pieces, None, "{body}");
        }
    }
}
