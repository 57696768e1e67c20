//! `pbem site DIR -o OUT`: the campaign as a static web site (docs/site.md).

use crate::error::Result;
use crate::site::{build, write, SiteArgs};

/// `pbem site`: builds the whole site in memory, then writes it as one folder.
///
/// # Errors
/// The campaign cannot be read; OUT exists and is not a site pbem wrote; I/O errors.
pub fn site(a: SiteArgs) -> Result<()> {
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
