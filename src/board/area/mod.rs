//! An area board: land areas joined by borders (each border carrying the game's own data,
//! `B`: rivers, crossing arrows, or nothing), regions grouping areas, a value per area (0 by
//! default), and sea areas with their coasts and the seas they border (sea movement).
//!
//! Built from a [`BoardSpec`] that a game fills from its own map file, which checks every
//! id named (errors carry the file, line and YAML path: [`AreaBoard::build`]). Every answer
//! is sorted by id, so that no decision depends on a hash order.

mod build;
pub mod geometry;
pub mod picture;
#[cfg(test)]
mod tests;

pub use build::{AreaSpec, BoardSpec, BorderSpec, SeaSpec};

use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// The id of a land or sea area, as the map file spells it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AreaId(String);

impl AreaId {
    /// The id `id`.
    pub fn new(id: impl Into<String>) -> Self {
        AreaId(id.into())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for AreaId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for AreaId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for AreaId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

/// A sea area: the land areas on its coasts and the seas it borders, both sorted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeaLinks {
    /// Land areas on its coasts.
    pub coasts: Vec<AreaId>,
    /// Seas it borders (sea movement).
    pub adjacent: Vec<AreaId>,
}

/// A board of areas; `B` is what a border carries.
#[derive(Debug, Clone)]
pub struct AreaBoard<B> {
    graph: UnGraph<AreaId, B>,
    index: BTreeMap<AreaId, NodeIndex>,
    regions: BTreeMap<String, Vec<AreaId>>,
    region_of: BTreeMap<AreaId, String>,
    values: BTreeMap<AreaId, u32>,
    seas: BTreeMap<AreaId, SeaLinks>,
    coast_of: BTreeMap<AreaId, Vec<AreaId>>,
}

impl<B> AreaBoard<B> {
    /// Whether `id` is a land area of the board.
    pub fn has(&self, id: &str) -> bool {
        self.index.contains_key(id)
    }

    /// Every land area, sorted.
    pub fn areas(&self) -> impl Iterator<Item = &AreaId> {
        self.index.keys()
    }

    /// The border between areas `a` and `b`, if they are adjacent.
    pub fn border(&self, a: &str, b: &str) -> Option<&B> {
        let (x, y) = (self.index.get(a)?, self.index.get(b)?);
        self.graph.find_edge(*x, *y).map(|e| &self.graph[e])
    }

    /// Whether areas `a` and `b` share a border.
    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.border(a, b).is_some()
    }

    /// The areas bordering `id` with their borders, sorted by id (none for an unknown id).
    pub fn neighbours(&self, id: &str) -> Vec<(&AreaId, &B)> {
        let Some(ix) = self.index.get(id) else {
            return Vec::new();
        };
        let mut v: Vec<(&AreaId, &B)> = self
            .graph
            .edges(*ix)
            .map(|e| {
                let other = if e.source() == *ix {
                    e.target()
                } else {
                    e.source()
                };
                (&self.graph[other], e.weight())
            })
            .collect();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v
    }

    /// The number of borders crossed from `from` to every area reachable over borders that
    /// `passable` accepts (`from` itself at 0).
    pub fn distances(&self, from: &str, passable: impl Fn(&B) -> bool) -> BTreeMap<&str, u32> {
        let mut out = BTreeMap::new();
        let Some((start, _)) = self.index.get_key_value(from) else {
            return out;
        };
        out.insert(start.as_str(), 0);
        let mut queue = VecDeque::from([start.as_str()]);
        while let Some(at) = queue.pop_front() {
            let d = out[at];
            for (next, border) in self.neighbours(at) {
                if passable(border) && !out.contains_key(next.as_str()) {
                    out.insert(next.as_str(), d + 1);
                    queue.push_back(next.as_str());
                }
            }
        }
        out
    }

    /// The borders crossed from `from` to the nearest of `targets` over borders that
    /// `passable` accepts; `None` when none can be reached.
    pub fn distance(
        &self,
        from: &str,
        targets: &[String],
        passable: impl Fn(&B) -> bool,
    ) -> Option<u32> {
        let d = self.distances(from, passable);
        targets
            .iter()
            .filter_map(|t| d.get(t.as_str()))
            .min()
            .copied()
    }

    /// A shortest path from `from` to `to` (both ends included) over borders that
    /// `passable` accepts; among paths of one length, the one through the smallest ids.
    pub fn path(
        &self,
        from: &str,
        to: &str,
        passable: impl Fn(&B) -> bool,
    ) -> Option<Vec<&AreaId>> {
        let (start, _) = self.index.get_key_value(from)?;
        let mut prev: BTreeMap<&AreaId, &AreaId> = BTreeMap::new();
        let mut seen = BTreeSet::from([start]);
        let mut queue = VecDeque::from([start]);
        while let Some(at) = queue.pop_front() {
            if at.as_str() == to {
                let mut path = vec![at];
                let mut cur = at;
                while let Some(p) = prev.get(cur) {
                    path.push(p);
                    cur = p;
                }
                path.reverse();
                return Some(path);
            }
            for (next, border) in self.neighbours(at.as_str()) {
                if passable(border) && seen.insert(next) {
                    prev.insert(next, at);
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// The area's value (0 when the map gives none, or for an unknown id).
    pub fn value(&self, id: &str) -> u32 {
        self.values.get(id).copied().unwrap_or(0)
    }

    /// Every region, sorted, with its areas, sorted.
    pub fn regions(&self) -> impl Iterator<Item = (&str, &[AreaId])> {
        self.regions.iter().map(|(r, a)| (r.as_str(), a.as_slice()))
    }

    /// Whether `id` is a region.
    pub fn is_region(&self, id: &str) -> bool {
        self.regions.contains_key(id)
    }

    /// The region of area `id`, if it has one.
    pub fn region_of(&self, id: &str) -> Option<&str> {
        self.region_of.get(id).map(String::as_str)
    }

    /// The areas of `region`, sorted (none for an unknown region).
    pub fn areas_in(&self, region: &str) -> &[AreaId] {
        self.regions.get(region).map_or(&[], Vec::as_slice)
    }

    /// The regions bordering `region` (an area of one next to an area of the other), sorted,
    /// without `region` itself.
    pub fn adjacent_regions(&self, region: &str) -> Vec<&str> {
        let mut v: BTreeSet<&str> = BTreeSet::new();
        for a in self.areas_in(region) {
            for (n, _) in self.neighbours(a.as_str()) {
                if let Some(r) = self.region_of(n.as_str()).filter(|r| *r != region) {
                    v.insert(r);
                }
            }
        }
        v.into_iter().collect()
    }

    /// Whether `id` is a sea area.
    pub fn is_sea(&self, id: &str) -> bool {
        self.seas.contains_key(id)
    }

    /// Every sea area, sorted, with its coasts and neighbours.
    pub fn seas(&self) -> impl Iterator<Item = (&AreaId, &SeaLinks)> {
        self.seas.iter()
    }

    /// The coasts and neighbours of sea `id`.
    pub fn sea(&self, id: &str) -> Option<&SeaLinks> {
        self.seas.get(id)
    }

    /// The seas whose coasts include land area `id`, sorted (none: not coastal).
    pub fn seas_of(&self, id: &str) -> &[AreaId] {
        self.coast_of.get(id).map_or(&[], Vec::as_slice)
    }

    /// Whether land area `id` is on the coast of a sea.
    pub fn is_coastal(&self, id: &str) -> bool {
        !self.seas_of(id).is_empty()
    }

    /// Whether a fleet can go from sea `from` to sea `to` through bordering seas, every sea
    /// on the way (both ends included) one that `open` accepts.
    pub fn sea_route(&self, from: &str, to: &str, open: impl Fn(&str) -> bool) -> bool {
        if !open(from) || !open(to) {
            return false;
        }
        let mut seen = BTreeSet::from([from]);
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            if at == to {
                return true;
            }
            for next in self.seas.get(at).map_or(&[][..], |s| &s.adjacent) {
                if open(next.as_str()) && seen.insert(next.as_str()) {
                    queue.push_back(next.as_str());
                }
            }
        }
        false
    }
}
