//! The map file as written (`games/american-revolution/maps/<id>.yaml`), and what it
//! gives the map: its regions, checked, and the area board's spec of its land and sea
//! areas with the land areas themselves.

use super::{Area, Region};
use crate::board::area::{AreaId, AreaSpec, BoardSpec, SeaSpec};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RegionFile {
    pub(super) name: String,
    pub(super) vp: u32,
    pub(super) continentals: u32,
    pub(super) militia: u32,
    pub(super) tory: u32,
    #[serde(default)]
    pub(super) zero_vp: bool,
    #[serde(default)]
    pub(super) provisional: bool,
    #[serde(default)]
    pub(super) note: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AreaFile {
    pub(super) name: String,
    pub(super) region: String,
    #[serde(default)]
    pub(super) cities: Vec<String>,
    #[serde(default)]
    pub(super) sea_only: bool,
    pub(super) adjacent: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SeaFile {
    pub(super) name: String,
    pub(super) coasts: Vec<String>,
    pub(super) adjacent: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MapFile {
    pub(super) id: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) provisional: bool,
    #[serde(default)]
    pub(super) note: Option<String>,
    pub(super) canada: String,
    pub(super) regions: BTreeMap<String, RegionFile>,
    pub(super) areas: BTreeMap<String, AreaFile>,
    pub(super) seas: BTreeMap<String, SeaFile>,
}

/// The regions of `f`, checked: a 0 VP region has no VPs; provisional marks carry a note.
pub(super) fn regions(src: &Source, f: &MapFile) -> Result<BTreeMap<String, Region>> {
    if f.provisional && f.note.is_none() {
        return Err(src.invalid(
            "provisional",
            "a provisional map names what to type in (note:)",
        ));
    }
    let mut out = BTreeMap::new();
    for (id, r) in &f.regions {
        if r.zero_vp && r.vp != 0 {
            let msg = "a 0 VP area's region has vp 0 (E.a)";
            return Err(src.invalid(&format!("regions.{id}.vp"), msg));
        }
        if r.provisional && r.note.is_none() {
            let msg = "a provisional region names what to type in (note:)";
            return Err(src.invalid(&format!("regions.{id}"), msg));
        }
        let region = Region {
            id: id.clone(),
            name: r.name.clone(),
            vp: r.vp,
            continentals: r.continentals,
            militia: r.militia,
            tory: r.tory,
            zero_vp: r.zero_vp,
            provisional: r.provisional,
            note: r.note.clone(),
        };
        out.insert(id.clone(), region);
    }
    Ok(out)
}

/// The board's spec of the map's land areas (each naming a region of the map; a sea-only
/// area has no land border, any other has one) and seas, and the land areas by id.
///
/// # Errors
/// [`crate::Error::Invalid`] at the area's YAML path.
pub(super) fn board_spec(
    src: &Source,
    f: &MapFile,
    regions: &BTreeMap<String, Region>,
) -> Result<(BoardSpec<()>, BTreeMap<AreaId, Area>)> {
    let mut spec = BoardSpec::default();
    let mut areas = BTreeMap::new();
    for (id, a) in &f.areas {
        let path = format!("areas.{id}");
        if !regions.contains_key(&a.region) {
            let msg = format!("no region '{}' on this map", a.region);
            return Err(src.invalid(&format!("{path}.region"), msg));
        }
        if a.sea_only && !a.adjacent.is_empty() {
            let msg = "a sea-only area has no land border";
            return Err(src.invalid(&format!("{path}.adjacent"), msg));
        }
        if !a.sea_only && a.adjacent.is_empty() {
            let msg = "a land area without a land border must be marked sea_only: true";
            return Err(src.invalid(&format!("{path}.adjacent"), msg));
        }
        spec.areas.push(AreaSpec {
            id: id.clone(),
            path: path.clone(),
            region: Some(a.region.clone()),
            value: 0,
            adjacent: (a.adjacent.iter().enumerate())
                .map(|(i, n)| (n.clone(), format!("{path}.adjacent[{i}]")))
                .collect(),
        });
        let area = Area {
            id: AreaId::new(id.as_str()),
            name: a.name.clone(),
            region: a.region.clone(),
            cities: a.cities.clone(),
            sea_only: a.sea_only,
        };
        areas.insert(area.id.clone(), area);
    }
    seas(f, &mut spec);
    Ok((spec, areas))
}

/// The map's seas into the board's spec, each with its coasts and adjacent seas.
fn seas(f: &MapFile, spec: &mut BoardSpec<()>) {
    for (id, s) in &f.seas {
        let path = format!("seas.{id}");
        let list = |field: &str, v: &[String]| {
            (v.iter().enumerate())
                .map(|(i, n)| (n.clone(), format!("{path}.{field}[{i}]")))
                .collect()
        };
        spec.seas.push(SeaSpec {
            id: id.clone(),
            path: path.clone(),
            coasts: list("coasts", &s.coasts),
            adjacent: list("adjacent", &s.adjacent),
        });
    }
}
