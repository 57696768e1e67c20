//! The map file as written (`games/american-revolution/maps/<id>.yaml`), and what it
//! gives the map: its regions, checked, and the area board's spec of its land and sea
//! areas with the land areas themselves.

use super::{Area, Region};
use crate::board::area::{AreaId, AreaSpec, BoardSpec, SeaSpec};
use crate::chart::At;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

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
    pub(super) regions: BTreeMap<String, Region>,
    pub(super) areas: BTreeMap<String, AreaFile>,
    pub(super) seas: BTreeMap<String, SeaFile>,
}

/// The regions of `f`, each with its id, checked: a 0 VP region has no VPs; provisional
/// marks carry a note.
pub(super) fn regions(src: &Source, f: &MapFile) -> Result<BTreeMap<String, Region>> {
    let at = At::root(src);
    let msg = "a provisional map names what to type in (note:)";
    at.key("provisional")
        .ensure(!f.provisional || f.note.is_some(), msg)?;
    let mut out = BTreeMap::new();
    for (id, r) in &f.regions {
        let here = at.key("regions").key(id);
        let msg = "a 0 VP area's region has vp 0 (E.a)";
        here.key("vp").ensure(!r.zero_vp || r.vp == 0, msg)?;
        let msg = "a provisional region names what to type in (note:)";
        here.ensure(!r.provisional || r.note.is_some(), msg)?;
        let id = id.clone();
        out.insert(id.clone(), Region { id, ..r.clone() });
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
        let here = At::root(src).key("areas").key(id);
        let msg = format!("no region '{}' on this map", a.region);
        (here.key("region")).ensure(regions.contains_key(&a.region), msg)?;
        let msg = "a sea-only area has no land border";
        (here.key("adjacent")).ensure(!a.sea_only || a.adjacent.is_empty(), msg)?;
        let msg = "a land area without a land border must be marked sea_only: true";
        (here.key("adjacent")).ensure(a.sea_only || !a.adjacent.is_empty(), msg)?;
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
