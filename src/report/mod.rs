//! Reports: Tera templates (built in under templates/, or a group's own folder), Markdown
//! escaping of everything a template prints, the plain text of mail (the `plain_text`
//! filter), and e-mail messages (lettre).

pub mod attached;
pub mod email;
pub mod kept;
pub mod mail_body;
mod markdown;
pub mod parts;
mod qp;
pub mod seven_bit;

use crate::engine::EngineVersion;
use crate::error::{Error, Result};
use crate::store::list_files;
use include_dir::{include_dir, Dir};
use std::path::Path;

use markdown::plain_text_filter;
pub use markdown::{escape_markdown, plain_text};

static TEMPLATES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/templates");

/// The folder under `templates/` holding each frozen set: the templates as they were before
/// the version named, used to replay entries resolved before it byte for byte.
const FROZEN: &str = "frozen";

/// The template sets of a game: today's, and each set frozen when a version changed what
/// reports or mails say. An entry renders with the set of the engine that resolved it
/// (resolution.yaml's `engine`), so an old entry replays byte for byte while new entries
/// get the new words.
#[derive(Debug)]
pub struct Templates {
    /// Today's set, for entries of [`crate::engine::EngineVersion::current`] and of every
    /// version from the newest frozen one on.
    pub current: tera::Tera,
    /// `(v, set)`: the set for entries resolved by an engine older than `v`, by `v`.
    frozen: Vec<(EngineVersion, Frozen)>,
    /// The templates the group's own folder gives (`<game>/player.md.tera`), in every set.
    own: std::collections::BTreeSet<String>,
}

/// A frozen set: its files, parsed the first time an entry of its engines renders (a new
/// entry never needs one; `pbem verify` of an old campaign does).
#[derive(Debug)]
struct Frozen {
    game: String,
    files: Vec<(String, String)>,
    overrides: Option<std::path::PathBuf>,
    set: std::sync::OnceLock<std::result::Result<tera::Tera, (String, String)>>,
}

impl Frozen {
    /// The parsed set.
    ///
    /// # Errors
    /// [`Error::Template`] for a template that does not parse; [`Error::Io`] for an
    /// override that cannot be read (as a template error, the set being parsed late).
    fn set(&self) -> Result<&tera::Tera> {
        let parsed = self.set.get_or_init(|| {
            set(&self.game, self.files.clone(), self.overrides.as_deref()).map_err(|e| match e {
                Error::Template { template, message } => (template, message),
                other => ("templates".to_string(), other.to_string()),
            })
        });
        parsed
            .as_ref()
            .map_err(|(template, message)| Error::Template {
                template: template.clone(),
                message: message.clone(),
            })
    }
}

impl Templates {
    /// Whether the group's own template folder gives the template `name`
    /// (`empires-in-arms/player.md.tera`): it replaces the built-in one in every set.
    pub fn is_own(&self, name: &str) -> bool {
        self.own.contains(name)
    }

    /// The set that renders an entry resolved by `engine` (`pbem 0.4.0`): the oldest frozen
    /// set whose version is newer than `engine`, or today's.
    ///
    /// # Errors
    /// [`Error::Template`] when that frozen set does not parse (it is parsed on first use).
    pub fn for_engine(&self, engine: &str) -> Result<&tera::Tera> {
        match (self.frozen.iter()).find(|(v, _)| !crate::engine::at_least(engine, *v)) {
            Some((_, f)) => f.set(),
            None => Ok(&self.current),
        }
    }
}

/// The template sets of `game` ([`Templates`]): for each, the built-in shared templates
/// (top level) and the game's own (`<game>/`), with files of `overrides` (same layout)
/// replacing or adding to them in every set.
///
/// # Errors
/// [`Error::Template`] for a template that does not parse; [`Error::Io`].
pub fn templates(game: &str, overrides: Option<&Path>) -> Result<Templates> {
    let current = tera(game, overrides)?;
    let mut frozen = Vec::new();
    if let Some(dir) = TEMPLATES.get_dir(FROZEN) {
        for d in dir.dirs() {
            let name = d.path().file_name().unwrap_or_default().to_string_lossy();
            let Some(v) = name.strip_prefix("before-").and_then(EngineVersion::parse) else {
                continue;
            };
            let mut files = Vec::new();
            collect(d, &mut files);
            let prefix = format!("{}/", d.path().to_string_lossy().replace('\\', "/"));
            let files = files
                .into_iter()
                .map(|(n, t)| (n.strip_prefix(&prefix).unwrap_or(&n).to_string(), t))
                .collect();
            frozen.push((
                v,
                Frozen {
                    game: game.to_string(),
                    files,
                    overrides: overrides.map(Path::to_path_buf),
                    set: std::sync::OnceLock::new(),
                },
            ));
        }
    }
    frozen.sort_by_key(|(v, _)| *v);
    let own = match overrides {
        Some(dir) => (list_files(dir)?.into_iter())
            .filter(|f| f.ends_with(".tera"))
            .collect(),
        None => Default::default(),
    };
    Ok(Templates {
        current,
        frozen,
        own,
    })
}

/// Today's template set of `game`: the built-in shared templates (top level) and the game's
/// own (`<game>/`), with files of `overrides` (same layout) replacing or adding to them.
///
/// # Errors
/// [`Error::Template`] for a template that does not parse; [`Error::Io`].
pub fn tera(game: &str, overrides: Option<&Path>) -> Result<tera::Tera> {
    let mut files: Vec<(String, String)> = Vec::new();
    collect(&TEMPLATES, &mut files);
    set(game, files, overrides)
}

/// A Tera set of the shared and `game`'s own `files`, `overrides` over them.
fn set(
    game: &str,
    mut files: Vec<(String, String)>,
    overrides: Option<&Path>,
) -> Result<tera::Tera> {
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
    t.register_filter("plain_text", plain_text_filter);
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
    render_with(t, name, &context_of(name, context)?)
}

/// The Tera context of `context` (an object: each field a variable), for several renders
/// ([`render_with`]) that change a few variables between them
/// ([`tera::Context::insert`]) instead of converting the whole context again for each.
///
/// # Errors
/// [`Error::Template`] naming template `name` when `context` is not an object.
pub fn context_of(name: &str, context: &impl serde::Serialize) -> Result<tera::Context> {
    tera::Context::from_serialize(context).map_err(|e| template_error(name, &e))
}

/// Renders template `name` with a Tera `context` ([`context_of`]).
///
/// # Errors
/// [`Error::Template`] with Tera's causes.
pub fn render_with(t: &tera::Tera, name: &str, context: &tera::Context) -> Result<String> {
    t.render(name, context)
        .map_err(|e| template_error(name, &e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_renders_with_the_set_of_its_engine() {
        let t = templates("spi-1812", None).unwrap();
        assert!(
            !t.frozen.is_empty(),
            "templates/frozen holds the sets of 0.4.0"
        );
        let old = t.for_engine("pbem 0.4.0").unwrap() as *const tera::Tera;
        assert!(std::ptr::eq(t.for_engine("pbem 0.3.0").unwrap(), old));
        assert!(!std::ptr::eq(old, &t.current));
        assert!(std::ptr::eq(
            t.for_engine(crate::engine::ENGINE).unwrap(),
            &t.current
        ));
        assert!(std::ptr::eq(
            t.for_engine("pbem 0.5.0").unwrap(),
            &t.current
        ));
        let names: Vec<&str> = t.current.get_template_names().collect();
        assert!(names.iter().all(|n| !n.starts_with("frozen/")), "{names:?}");
        assert!(names.contains(&"spi-1812/report.md.tera"), "{names:?}");
        let old: Vec<&str> = t
            .for_engine("pbem 0.4.0")
            .unwrap()
            .get_template_names()
            .collect();
        assert!(old.contains(&"spi-1812/report.md.tera"), "{old:?}");
        assert!(old.contains(&"email.txt.tera"), "{old:?}");
    }

    #[test]
    fn todays_mail_is_plain_text_and_the_frozen_mail_keeps_its_escapes() {
        let t = templates("empires-in-arms", None).unwrap();
        let ctx = serde_json::json!({
            "viewer": {"name": "Sultan <s>"},
            "game": "Empires in Arms",
            "campaign": {"id": "c", "title": "Soldats!"},
            "entry": 1,
            "phase_title": "x",
            "nmr": {},
            "next_phase": "y",
            "history": null,
            "body": "- **turkey**: \\*Silistria\\* is ours\\!\n",
        });
        let now = render(&t.current, "email.txt.tera", &ctx).unwrap();
        assert!(now.starts_with("Sultan <s>,\n"), "{now}");
        assert!(now.contains("campaign \"Soldats!\""), "{now}");
        assert!(
            now.contains("- **turkey**: *Silistria* is ours!\n"),
            "{now}"
        );
        assert!(!now.contains('\\'), "{now}");
        let old = render(t.for_engine("pbem 0.4.0").unwrap(), "email.txt.tera", &ctx).unwrap();
        assert!(old.starts_with("Sultan \\<s\\>,\n"), "{old}");
        assert!(old.contains("campaign \"Soldats\\!\""), "{old}");
        assert!(old.contains("is ours\\!"), "{old}");
    }
}
