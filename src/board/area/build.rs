//! Building an [`AreaBoard`] from what a game read in its map file, checking every id named:
//! duplicate ids, unknown areas in a border or on a coast, unknown seas, and adjacency
//! listed by one side only. Each error names the file, the line and the YAML path.

use super::{AreaBoard, AreaId, SeaLinks};
use crate::error::Result;
use crate::yaml::Source;
use petgraph::graph::{NodeIndex, UnGraph};
use std::collections::{BTreeMap, BTreeSet};

/// A land area as the map file gives it.
#[derive(Debug, Clone, Default)]
pub struct AreaSpec {
    /// Id.
    pub id: String,
    /// The YAML path naming it (`areas.vienna`), for errors.
    pub path: String,
    /// The region it belongs to, if the map groups areas.
    pub region: Option<String>,
    /// Its value (0 by default: areas of no value are ordinary areas).
    pub value: u32,
    /// Areas it lists as adjacent, each with its YAML path, for maps that list adjacency
    /// per area: each must list this area in turn (its border carries `B::default()`).
    pub adjacent: Vec<(String, String)>,
}

/// A border given once for both areas (an edge list).
#[derive(Debug, Clone)]
pub struct BorderSpec<B> {
    /// The two areas.
    pub between: [String; 2],
    /// The YAML path of each end (`edges[3].between[0]`), for errors.
    pub paths: [String; 2],
    /// What the border carries.
    pub border: B,
}

/// A sea area as the map file gives it.
#[derive(Debug, Clone, Default)]
pub struct SeaSpec {
    /// Id.
    pub id: String,
    /// The YAML path naming it (`seas.baltic`), for errors.
    pub path: String,
    /// Land areas on its coasts, each with its YAML path.
    pub coasts: Vec<(String, String)>,
    /// Seas it borders, each with its YAML path: each must list this sea in turn.
    pub adjacent: Vec<(String, String)>,
}

/// Everything a game read from its map file about the board's shape.
#[derive(Debug, Clone)]
pub struct BoardSpec<B> {
    /// Land areas.
    pub areas: Vec<AreaSpec>,
    /// Borders given once for both areas.
    pub borders: Vec<BorderSpec<B>>,
    /// Sea areas.
    pub seas: Vec<SeaSpec>,
}

impl<B> Default for BoardSpec<B> {
    fn default() -> Self {
        BoardSpec {
            areas: Vec::new(),
            borders: Vec::new(),
            seas: Vec::new(),
        }
    }
}

impl<B: Clone + Default> AreaBoard<B> {
    /// Builds the board of `spec`, read from `src`.
    ///
    /// # Errors
    /// [`crate::Error::Invalid`] at the YAML path of the first offending id: an area or sea
    /// defined twice (or both a land and a sea area), a border or coast naming no area of the
    /// map, an area bordering itself, a sea bordering no sea of the map, or an adjacency one
    /// side lists and the other does not.
    pub fn build(src: &Source, spec: BoardSpec<B>) -> Result<Self> {
        let mut graph = UnGraph::new_undirected();
        let mut index = BTreeMap::new();
        let mut regions: BTreeMap<String, Vec<AreaId>> = BTreeMap::new();
        let mut region_of = BTreeMap::new();
        let mut values = BTreeMap::new();
        for a in &spec.areas {
            let id = AreaId::new(a.id.as_str());
            if index.contains_key(&id) {
                return Err(src.invalid(&a.path, format!("area '{id}' is defined twice")));
            }
            index.insert(id.clone(), graph.add_node(id.clone()));
            if let Some(r) = &a.region {
                regions.entry(r.clone()).or_default().push(id.clone());
                region_of.insert(id.clone(), r.clone());
            }
            values.insert(id, a.value);
        }
        for areas in regions.values_mut() {
            areas.sort();
        }
        edges(src, &spec, &index, &mut graph)?;
        let (seas, coast_of) = seas(src, &spec, &index)?;
        Ok(AreaBoard {
            graph,
            index,
            regions,
            region_of,
            values,
            seas,
            coast_of,
        })
    }
}

/// The board's edges: each border of `spec` (with its data), then each adjacency an area
/// lists, which the other area must list too (with the default border data).
///
/// # Errors
/// A border or adjacency naming no area of the map, an area bordering itself, or an
/// adjacency one side lists and the other does not.
fn edges<B: Clone + Default>(
    src: &Source,
    spec: &BoardSpec<B>,
    index: &BTreeMap<AreaId, NodeIndex>,
    graph: &mut UnGraph<AreaId, B>,
) -> Result<()> {
    let area = |id: &str, path: &str| {
        index
            .get(id)
            .copied()
            .ok_or_else(|| src.invalid(path, format!("no area '{id}' on this map")))
    };
    for b in &spec.borders {
        let x = area(&b.between[0], &b.paths[0])?;
        let y = area(&b.between[1], &b.paths[1])?;
        if x == y {
            return Err(src.invalid(&b.paths[1], "an area cannot border itself"));
        }
        graph.update_edge(x, y, b.border.clone());
    }
    let listed: BTreeSet<(&str, &str)> = spec
        .areas
        .iter()
        .flat_map(|a| a.adjacent.iter().map(|(n, _)| (a.id.as_str(), n.as_str())))
        .collect();
    for a in &spec.areas {
        for (n, path) in &a.adjacent {
            let (x, y) = (area(&a.id, &a.path)?, area(n, path)?);
            if x == y {
                return Err(src.invalid(path, "an area cannot border itself"));
            }
            if !listed.contains(&(n.as_str(), a.id.as_str())) {
                return Err(src.invalid(path, one_sided(&a.id, n)));
            }
            if graph.find_edge(x, y).is_none() {
                graph.add_edge(x, y, B::default());
            }
        }
    }
    Ok(())
}

/// Why an adjacency listed by `a` alone is refused.
fn one_sided(a: &str, b: &str) -> String {
    format!("'{a}' lists '{b}' as adjacent, but '{b}' does not list '{a}'")
}

type Seas = (BTreeMap<AreaId, SeaLinks>, BTreeMap<AreaId, Vec<AreaId>>);

/// The seas of `spec`, checked, and the land area -> seas on its coast.
fn seas<N>(src: &Source, spec: &BoardSpec<impl Clone>, land: &BTreeMap<AreaId, N>) -> Result<Seas> {
    let mut seas: BTreeMap<AreaId, SeaLinks> = BTreeMap::new();
    for s in &spec.seas {
        if land.contains_key(s.id.as_str()) {
            return Err(src.invalid(
                &s.path,
                format!("'{}' is both a land area and a sea area", s.id),
            ));
        }
        if seas
            .insert(AreaId::new(s.id.as_str()), SeaLinks::default())
            .is_some()
        {
            return Err(src.invalid(&s.path, format!("sea '{}' is defined twice", s.id)));
        }
    }
    let listed: BTreeSet<(&str, &str)> = spec
        .seas
        .iter()
        .flat_map(|s| s.adjacent.iter().map(|(n, _)| (s.id.as_str(), n.as_str())))
        .collect();
    let mut coast_of: BTreeMap<AreaId, Vec<AreaId>> = BTreeMap::new();
    for s in &spec.seas {
        let mut links = SeaLinks::default();
        for (a, path) in &s.coasts {
            if !land.contains_key(a.as_str()) {
                return Err(src.invalid(path, format!("no area '{a}' on this map")));
            }
            links.coasts.push(AreaId::new(a.as_str()));
            coast_of
                .entry(AreaId::new(a.as_str()))
                .or_default()
                .push(AreaId::new(s.id.as_str()));
        }
        for (n, path) in &s.adjacent {
            if !seas.contains_key(n.as_str()) {
                return Err(src.invalid(path, format!("no sea '{n}' on this map")));
            }
            if !listed.contains(&(n.as_str(), s.id.as_str())) {
                return Err(src.invalid(path, one_sided(&s.id, n)));
            }
            links.adjacent.push(AreaId::new(n.as_str()));
        }
        links.coasts.sort();
        links.coasts.dedup();
        links.adjacent.sort();
        links.adjacent.dedup();
        seas.insert(AreaId::new(s.id.as_str()), links);
    }
    for v in coast_of.values_mut() {
        v.sort();
        v.dedup();
    }
    Ok((seas, coast_of))
}
