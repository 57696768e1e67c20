//! Reports: Tera templates (built in under templates/, or a group's own folder), Markdown
//! escaping of everything a template prints, and e-mail messages (lettre).

pub mod email;

use crate::error::{Error, Result};
use crate::store::list_files;
use include_dir::{include_dir, Dir};
use std::path::Path;

static TEMPLATES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/templates");

/// Escapes text for Markdown: every ASCII punctuation character that Markdown gives a
/// meaning is backslash-escaped, so player-written text cannot inject links, HTML or
/// formatting; line breaks become spaces.
pub fn escape_markdown(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '!' | '~' | '{' | '}' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' | '\r' => out.push(' '),
            _ => out.push(ch),
        }
    }
    out
}

/// The template set of `game`: the built-in shared templates (top level) and the game's
/// own (`<game>/`), with files of `overrides` (same layout) replacing or adding to them.
///
/// # Errors
/// [`Error::Template`] for a template that does not parse; [`Error::Io`].
pub fn tera(game: &str, overrides: Option<&Path>) -> Result<tera::Tera> {
    let mut files: Vec<(String, String)> = Vec::new();
    collect(&TEMPLATES, &mut files);
    let own = format!("{game}/");
    files.retain(|(name, _)| !name.contains('/') || name.starts_with(&own));
    if let Some(dir) = overrides {
        for rel in list_files(dir)?
            .into_iter()
            .filter(|f| f.ends_with(".tera"))
        {
            let p = dir.join(&rel);
            let text = crate::store::read_text(&p)?;
            files.retain(|(n, _)| *n != rel);
            files.push((rel, text));
        }
    }
    let mut t = tera::Tera::default();
    t.autoescape_on(vec![".md.tera", ".txt.tera"]);
    t.set_escape_fn(escape_markdown);
    t.add_raw_templates(files)
        .map_err(|e| template_error("templates", &e))?;
    Ok(t)
}

fn collect(dir: &Dir<'static>, out: &mut Vec<(String, String)>) {
    for f in dir.files() {
        if let Some(text) = f.contents_utf8() {
            out.push((
                f.path().to_string_lossy().replace('\\', "/"),
                text.to_string(),
            ));
        }
    }
    for d in dir.dirs() {
        collect(d, out);
    }
}

fn template_error(name: &str, e: &tera::Error) -> Error {
    Error::Template {
        template: name.into(),
        message: crate::error::chain(e),
    }
}

/// Renders template `name` with `context`.
///
/// # Errors
/// [`Error::Template`] with Tera's causes.
pub fn render(t: &tera::Tera, name: &str, context: &impl serde::Serialize) -> Result<String> {
    let ctx = tera::Context::from_serialize(context).map_err(|e| template_error(name, &e))?;
    t.render(name, &ctx).map_err(|e| template_error(name, &e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_is_escaped() {
        assert_eq!(
            escape_markdown("[x](http://e) <b>*hi*</b>"),
            "\\[x\\](http://e) \\<b\\>\\*hi\\*\\</b\\>"
        );
        assert_eq!(escape_markdown("a\nb"), "a b");
    }
}
