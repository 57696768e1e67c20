//! `pbem map`: the picture of a campaign's current state, or of the state after a resolved
//! entry, as a player may see it (docs/maps.md); SVG, or PNG rasterized with resvg.

use crate::campaign::{Campaign, StateFile};
use crate::cli::MapArgs;
use crate::error::{Error, Result};
use crate::yaml::Source;
use std::path::Path;

/// `pbem map`.
///
/// # Errors
/// A player not in the campaign, no such entry, a game without pictures, a state or
/// geometry error, or a file that cannot be written (nothing is written then).
pub fn map(a: MapArgs) -> Result<()> {
    super::publish::needs_state(
        &a.dir,
        "map",
        "The public map of each entry is history/NNNN-.../map.svg in the copy; your own map comes with your report mail.",
    )?;
    let c = Campaign::open(&a.dir)?;
    if let Some(p) = &a.player {
        if !c.players.contains_key(p.as_str()) {
            return Err(Error::Campaign(format!(
                "'{p}' is not a player; players: {}",
                c.player_ids().join(", ")
            )));
        }
    }
    let (bytes, st) = match a.entry {
        None => c.state()?,
        Some(k) => {
            let p = c
                .history_dir()
                .join(c.resolved_entry(Some(k))?)
                .join("state.yaml");
            let bytes = crate::store::read(&p)?;
            let src = Source::new(p.display().to_string(), String::from_utf8_lossy(&bytes));
            let st: StateFile = src.parse()?;
            (bytes, st)
        }
    };
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
