//! `pbem site`: a campaign as a static web site (docs/site.md). An index of the entries,
//! per entry the public report, the public map, the dice log and links to the entries
//! before and after, and a page whose JavaScript checks the dice in the reader's browser
//! (an independent implementation of docs/fairness.md, under assets/site/). Plain HTML
//! and CSS from the templates under templates/site/, no network, no clock: the same
//! campaign gives the same bytes.

mod bundle;
mod entries;
mod markdown;

use crate::campaign::Campaign;
use crate::error::{Error, Result};
use clap::Args;
use include_dir::{include_dir, Dir};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

static TEMPLATES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/templates/site");

/// The file that marks a folder as a site pbem wrote (so `pbem site` may replace it).
pub const MARKER: &str = ".pbem-site";

/// `pbem site`.
#[derive(Debug, Args)]
pub struct SiteArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The folder to write the site to (replaced if pbem wrote it before; any other
    /// existing folder is refused).
    #[arg(short, long, value_name = "OUT")]
    pub output: PathBuf,
    /// Also publish the campaign's record (orders files, every state, every player's
    /// report and mail), so the page's checker re-derives the commitments from the orders
    /// and checks every file. In a game with hidden information (1812) the record shows
    /// every stack: publish it when the campaign ends.
    #[arg(long)]
    pub record: bool,
}

/// What a site holds.
#[derive(Debug, Clone, Default)]
pub struct Site {
    /// Relative path (with `/`) -> bytes.
    pub files: BTreeMap<String, Vec<u8>>,
    /// Entries resolved (the setup not counted).
    pub entries: usize,
}

#[derive(Serialize)]
struct Common<'a> {
    title: &'a str,
    campaign: &'a str,
    game: &'a str,
    record: bool,
}

/// Makes the site of the campaign in `dir` (nothing written).
///
/// # Errors
/// The campaign cannot be opened or read; a template error.
pub fn build(dir: &Path, record: bool) -> Result<Site> {
    let c = Campaign::open(dir)?;
    let pages = entries::read(&c)?;
    let tera = templates()?;
    let common = Common {
        title: &c.file.title,
        campaign: c.file.id.as_str(),
        game: c.system().name(),
        record,
    };
    let mut files = BTreeMap::new();
    let mut ctx = tera::Context::new();
    ctx.insert("site", &common);
    ctx.insert("entries", &pages);
    files.insert("index.html".into(), render(&tera, "index.html", &ctx)?);
    files.insert("check.html".into(), render(&tera, "check.html", &ctx)?);
    for p in &pages {
        ctx.insert("entry", p);
        files.insert(p.page.clone(), render(&tera, "entry.html", &ctx)?);
        if let Some((path, svg)) = &p.picture {
            files.insert(path.clone(), svg.clone());
        }
    }
    files.insert("data/campaign.js".into(), bundle::campaign_js(&c, record)?);
    bundle::assets(&mut files);
    files.insert(
        MARKER.into(),
        b"A web site of a pbem campaign, written by `pbem site`.\n".to_vec(),
    );
    Ok(Site {
        files,
        entries: pages.len(),
    })
}

/// Writes `site` as the folder `out`: a new folder, or one pbem wrote before (replaced).
///
/// # Errors
/// `out` exists and is not a site pbem wrote; I/O errors (nothing written then).
pub fn write(site: &Site, out: &Path) -> Result<()> {
    if std::fs::symlink_metadata(out).is_ok() {
        if !out.join(MARKER).is_file() {
            return Err(Error::Campaign(format!(
                "{} exists and is not a site pbem wrote (no {MARKER}); nothing was written",
                out.display()
            )));
        }
        crate::store::remove_dir(out)?;
    }
    crate::store::write_folder(out, &site.files)
}

fn templates() -> Result<tera::Tera> {
    let mut t = tera::Tera::default();
    let files: Vec<(String, String)> = TEMPLATES
        .files()
        .filter_map(|f| {
            let name = f.path().to_string_lossy().replace('\\', "/");
            let name = name.strip_suffix(".tera")?.to_string();
            Some((name, f.contents_utf8()?.to_string()))
        })
        .collect();
    t.add_raw_templates(files)
        .map_err(|e| template_error("templates/site", &e))?;
    Ok(t)
}

fn render(t: &tera::Tera, name: &str, ctx: &tera::Context) -> Result<Vec<u8>> {
    t.render(name, ctx)
        .map(String::into_bytes)
        .map_err(|e| template_error(name, &e))
}

fn template_error(name: &str, e: &tera::Error) -> Error {
    Error::Template {
        template: name.into(),
        message: crate::error::chain(e),
    }
}
