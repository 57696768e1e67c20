//! The pages' text as `--help` shows it and as the man pages render it.

use super::Page;

/// The text `--help` shows after the options: examples, then files.
pub fn help_text(p: &Page) -> String {
    let mut out = String::new();
    if !p.examples.is_empty() {
        out.push_str("Examples:\n");
        for e in p.examples {
            out.push_str(&format!("  {}\n      {}\n", e.line, e.what));
        }
    }
    if !p.files.is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str("Files:\n");
        for (f, what) in p.files {
            out.push_str(&format!("  {f}\n      {what}\n"));
        }
    }
    out
}

/// The EXAMPLES and FILES sections of a man page, in roff.
pub fn man_sections(p: &Page, roff: &mut clap_mangen::roff::Roff) {
    use clap_mangen::roff::{bold, roman};
    for (title, items) in [
        (
            "EXAMPLES",
            p.examples
                .iter()
                .map(|e| (e.line, e.what))
                .collect::<Vec<_>>(),
        ),
        ("FILES", p.files.to_vec()),
    ] {
        if items.is_empty() {
            continue;
        }
        roff.control("SH", [title]);
        for (head, what) in items {
            roff.control("TP", []);
            roff.text([bold(head)]);
            roff.text([roman(what)]);
        }
    }
}
