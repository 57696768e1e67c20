//! `pbem map`: the picture of a campaign's current state, or of the state after a resolved
//! entry, as a player may see it (docs/maps.md); SVG, or PNG rasterized with resvg.

use crate::cli::MapArgs;
use crate::error::{Error, Result};
use std::path::Path;

/// `pbem map`.
///
/// # Errors
/// A player not in the campaign, no such entry, a game without pictures, a state or
/// geometry error, or a file that cannot be written (nothing is written then).
pub fn map(a: MapArgs) -> Result<()> {
    // The state of the newest entry or of --entry N; in a game that hides the state,
    // through the player's eyes (on a public copy, from the player's view file).
    let c = super::publish::as_player(
        &a.dir,
        a.player.as_ref().map(|p| p.as_str()),
        a.view.as_deref(),
        a.entry,
        "map",
        "The public map of each entry is history/NNNN-.../map.svg in the copy.",
    )?;
    let (bytes, st) = c.state()?;
    let loaded = c.decoded(&bytes, &st)?;
    let reader = a.player.as_ref().map(|p| p.as_str());
    let svg = match reader.filter(|_| a.arcs) {
        Some(p) => c.system().arcs_picture(c.ctx(), &loaded, p)?.ok_or_else(|| {
            Error::Campaign(format!(
                "{} draws no fire arcs: --arcs is for the miniatures games (Old Trousers, Grande Tactique)",
                c.system().name()
            ))
        })?,
        None => c.system().picture(c.ctx(), &loaded, reader)?.ok_or_else(|| {
            Error::Campaign(format!(
                "{} draws no map for this campaign (no geometry file for its map; docs/maps.md)",
                c.system().name()
            ))
        })?,
    };
    match &a.output {
        None => {
            print!("{svg}");
            Ok(())
        }
        Some(f) if is_png(f) => crate::store::write_atomic(f, &png(&svg, f)?),
        Some(f) => crate::store::write_atomic(f, svg.as_bytes()),
    }
}

/// Whether `f` names a PNG file (`.png`, any case).
fn is_png(f: &Path) -> bool {
    f.extension()
        .is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case("png"))
}

/// `svg` rasterized at its own size, text in the embedded font (src/board/raster.rs).
fn png(svg: &str, f: &Path) -> Result<Vec<u8>> {
    crate::board::raster::png(svg)
        .map_err(|e| Error::Campaign(format!("{}: cannot draw the PNG: {e}", f.display())))
}
