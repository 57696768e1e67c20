//! A picture's SVG tree written out as text: byte for byte what the `svg` crate's `Display`
//! writes (svg 0.18), in one pass into one buffer. The crate escapes each attribute value
//! with five `replace` calls, each a new string, and collects and sorts the attributes of
//! every element through the formatter: a tenth of `pbem verify`'s time went there (issue
//! 30, item 6). Every picture an entry keeps is compared byte for byte by verify, so this
//! writer must give the crate's bytes exactly: the unit tests compare the two on documents
//! with every kind of node pbem draws, and every fixture campaign's pictures are replayed
//! through it (tests/campaign/old_campaigns.rs).
//!
//! The crate's rules, kept here: an element writes `<name`, its attributes sorted by name,
//! each ` name="value"` with `&`, `<`, `>`, `"`, `'` escaped; then `/>` when it has no
//! children, else `>`, each child after a newline unless the child is bare text (and the
//! element is not one the crate writes in its alternate form: `svg`, `script`, `style`,
//! `text`), a newline before the closing tag unless the last child was bare, and `</name>`.
//! Any other node (text, a blob, a comment) is written by its own `Display`.

use std::fmt::Write;
use svg::Node;

/// `node` and everything under it as text: `node.to_string()`, byte for byte.
pub fn text(node: &dyn Node) -> String {
    let mut out = String::with_capacity(64 * 1024);
    write_node(&mut out, node);
    out
}

/// Appends `node` to `out` as the crate's `Display` writes it.
fn write_node(out: &mut String, node: &dyn Node) {
    let (Some(attributes), Some(children)) = (node.get_attributes(), node.get_children()) else {
        let _ = write!(out, "{node}");
        return;
    };
    let name = node.get_name();
    out.push('<');
    out.push_str(name);
    let mut sorted: Vec<_> = attributes.iter().collect();
    // Names are a map's keys, each once: the order is the crate's stable sort's.
    sorted.sort_unstable_by_key(|(name, _)| name.as_str());
    for (name, value) in sorted {
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        escape_into(out, value);
        out.push('"');
    }
    if children.is_empty() {
        out.push_str("/>");
        return;
    }
    out.push('>');
    // The crate writes a bareable element (svg, script, style, text) in its alternate form,
    // where no child counts as bare.
    let alternate = node.is_bareable();
    let mut bare = false;
    for child in children {
        bare = child.is_bare() && !alternate;
        if !bare {
            out.push('\n');
        }
        write_node(out, child.as_ref());
    }
    if !bare {
        out.push('\n');
    }
    out.push_str("</");
    out.push_str(name);
    out.push('>');
}

/// Appends `value` with `&`, `<`, `>`, `"` and `'` escaped, as the crate escapes an
/// attribute's value.
fn escape_into(out: &mut String, value: &str) {
    let mut from = 0;
    for (i, b) in value.bytes().enumerate() {
        let entity = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&apos;",
            _ => continue,
        };
        out.push_str(&value[from..i]);
        out.push_str(entity);
        from = i + 1;
    }
    out.push_str(&value[from..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use svg::node::element::{
        Circle, ClipPath, Definitions, Group, Line, Marker, Path, Polygon, Polyline, Rectangle,
        Style, Text, Title,
    };
    use svg::node::{Blob, Comment};
    use svg::Document;

    /// A document with every kind of node pbem draws, and values that need escaping.
    fn document() -> Document {
        let marker = Marker::new()
            .set("id", "arrow")
            .set("viewBox", (0, 0, 10, 10))
            .add(Path::new().set("d", "M0,0 L10,5 L0,10 z"));
        Document::new()
            .set("viewBox", (0, 0, 400, 300))
            .set("font-family", "DejaVu Sans, Arial, sans-serif")
            .add(Definitions::new().add(marker))
            .add(Style::new(".a { fill: red; } a > b"))
            .add(Title::new("Vienna & <Pressburg>"))
            .add(Comment::new("a comment"))
            .add(Blob::new("<raw blob/>"))
            .add(Rectangle::new().set("x", 0).set("y", 0).set("fill", "#fff"))
            .add(
                Group::new()
                    .set("data-area", "l'\u{e9}cole \"x\" & <y>")
                    .set("id", "g")
                    .add(Circle::new().set("r", 3))
                    .add(Text::new("Wien \u{fc} & Co <1>").set("x", 5))
                    .add(Text::new("").set("x", 6))
                    .add(Group::new())
                    .add(Group::new().add(svg::node::Text::new("bare & last"))),
            )
            .add(Line::new().set("x1", 1).set("x2", 2))
            .add(Polygon::new().set("points", "0,0 1,1 2,0"))
            .add(Polyline::new().set("points", vec![(0, 0), (1, 1)]))
            .add(ClipPath::new().set("id", "c").add(Rectangle::new()))
    }

    #[test]
    fn writes_what_the_crate_writes_byte_for_byte() {
        let doc = document();
        assert_eq!(text(&doc), doc.to_string());
        let g = Group::new()
            .add(svg::node::Text::new("first"))
            .add(svg::node::Text::new("<bare>"))
            .add(Rectangle::new())
            .add(svg::node::Text::new("after"));
        assert_eq!(text(&g), g.to_string());
        assert_eq!(text(&Group::new()), Group::new().to_string());
    }

    #[test]
    fn escapes_each_special_character_once() {
        let mut out = String::new();
        escape_into(&mut out, "a&b<c>d\"e'f&amp;\u{e9}");
        assert_eq!(out, "a&amp;b&lt;c&gt;d&quot;e&apos;f&amp;amp;\u{e9}");
    }
}
