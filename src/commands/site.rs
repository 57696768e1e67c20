//! `pbem site DIR -o OUT`: the campaign as a static web site (docs/site.md).

use crate::error::Result;
use crate::site::{build, write, SiteArgs};

/// `pbem site`: builds the whole site in memory, then writes it as one folder.
///
/// # Errors
/// The campaign cannot be read; OUT exists and is not a site pbem wrote; I/O errors.
pub fn site(a: SiteArgs) -> Result<()> {
    if a.record && crate::publish::check::is_public_copy(&a.dir) {
        let m = crate::publish::manifest::Manifest::read(&a.dir)?;
        if !m.withheld().is_empty() {
            return Err(crate::error::Error::Campaign(format!(
                "{} is a public copy (public.yaml) that withholds {} files: --record shows the orders, states and players' reports, which need them; without --record the site shows what is public",
                a.dir.display(),
                m.withheld().len()
            )));
        }
    }
    let site = build(&a.dir, a.record)?;
    write(&site, &a.output)?;
    println!(
        "site of {} written to {}: {} entries; open {}",
        a.dir.display(),
        a.output.display(),
        site.entries,
        a.output.join("index.html").display()
    );
    Ok(())
}
