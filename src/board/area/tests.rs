//! The board on a small made-up map in the shape American Revolution needs (regions of
//! several areas, adjacency listed per area, coasts, sea movement, areas of 0 value), and
//! on an edge list with border data (Empires in Arms' shape).

use super::{AreaBoard, AreaSpec, BoardSpec, BorderSpec, SeaSpec};
use crate::error::Error;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
struct AreaFile {
    region: String,
    #[serde(default)]
    value: u32,
    adjacent: Vec<String>,
}

#[derive(Deserialize)]
struct SeaFile {
    coasts: Vec<String>,
    #[serde(default)]
    adjacent: Vec<String>,
}

#[derive(Deserialize)]
struct MapFile {
    areas: BTreeMap<String, AreaFile>,
    #[serde(default)]
    seas: BTreeMap<String, SeaFile>,
}

const MAP: &str = "\
areas:
  boston: {region: new-england, value: 2, adjacent: [worcester]}
  worcester: {region: new-england, adjacent: [boston, hartford]}
  hartford: {region: connecticut, value: 1, adjacent: [worcester, new-haven]}
  new-haven: {region: connecticut, adjacent: [hartford]}
  albany: {region: new-york, value: 1, adjacent: []}
seas:
  massachusetts-bay: {coasts: [boston], adjacent: [atlantic]}
  atlantic: {coasts: [new-haven], adjacent: [massachusetts-bay, sound]}
  sound: {coasts: [new-haven], adjacent: [atlantic]}
";

/// Builds the board of `text`; the spec takes its YAML paths from the file's keys.
fn load(text: &str) -> Result<AreaBoard<()>, Error> {
    let src = Source::new("test-map.yaml", text);
    let f: MapFile = src.parse()?;
    let mut spec = BoardSpec::default();
    for (id, a) in &f.areas {
        spec.areas.push(AreaSpec {
            id: id.clone(),
            path: format!("areas.{id}"),
            region: Some(a.region.clone()),
            value: a.value,
            adjacent: a
                .adjacent
                .iter()
                .enumerate()
                .map(|(i, n)| (n.clone(), format!("areas.{id}.adjacent[{i}]")))
                .collect(),
        });
    }
    for (id, s) in &f.seas {
        let listed = |key: &str, v: &[String]| -> Vec<(String, String)> {
            v.iter()
                .enumerate()
                .map(|(i, n)| (n.clone(), format!("seas.{id}.{key}[{i}]")))
                .collect()
        };
        spec.seas.push(SeaSpec {
            id: id.clone(),
            path: format!("seas.{id}"),
            coasts: listed("coasts", &s.coasts),
            adjacent: listed("adjacent", &s.adjacent),
        });
    }
    AreaBoard::build(&src, spec)
}

/// The error's YAML path, line and message.
fn invalid(e: Error) -> (String, Option<usize>, String) {
    match e {
        Error::Invalid { location, message } => (location.path, location.line, message),
        other => panic!("expected an invalid map, got {other}"),
    }
}

#[test]
fn neighbours_distances_and_paths() {
    let b = load(MAP).unwrap();
    let n: Vec<&str> = b
        .neighbours("worcester")
        .iter()
        .map(|(a, _)| a.as_str())
        .collect();
    assert_eq!(n, ["boston", "hartford"]);
    assert!(b.adjacent("hartford", "new-haven"));
    assert!(!b.adjacent("boston", "hartford"));
    assert!(b.neighbours("nowhere").is_empty());
    assert_eq!(
        b.distance("boston", &["new-haven".into()], |_| true),
        Some(3)
    );
    assert_eq!(b.distance("boston", &["albany".into()], |_| true), None);
    let path: Vec<&str> = b
        .path("new-haven", "boston", |_| true)
        .unwrap()
        .iter()
        .map(|a| a.as_str())
        .collect();
    assert_eq!(path, ["new-haven", "hartford", "worcester", "boston"]);
    let d = b.distances("hartford", |_| true);
    assert_eq!(d.get("boston"), Some(&2));
    assert_eq!(d.get("hartford"), Some(&0));
}

#[test]
fn regions_values_coasts_and_sea_movement() {
    let b = load(MAP).unwrap();
    let regions: Vec<(&str, usize)> = b.regions().map(|(r, a)| (r, a.len())).collect();
    assert_eq!(
        regions,
        [("connecticut", 2), ("new-england", 2), ("new-york", 1)]
    );
    assert_eq!(b.region_of("new-haven"), Some("connecticut"));
    assert_eq!(b.adjacent_regions("connecticut"), ["new-england"]);
    assert!(b.adjacent_regions("new-york").is_empty());
    assert_eq!(b.value("boston"), 2);
    assert_eq!(b.value("worcester"), 0);
    assert!(b.is_coastal("boston") && !b.is_coastal("worcester"));
    let seas: Vec<&str> = b.seas_of("new-haven").iter().map(|s| s.as_str()).collect();
    assert_eq!(seas, ["atlantic", "sound"]);
    assert!(b.sea_route("massachusetts-bay", "sound", |_| true));
    assert!(!b.sea_route("massachusetts-bay", "sound", |s| s != "atlantic"));
    assert!(!b.sea_route("sound", "sound", |s| s != "sound"));
}

#[test]
fn a_border_naming_an_unknown_area_is_refused_with_its_path_and_line() {
    let text = MAP.replace("adjacent: [hartford]}", "adjacent: [hartford, newport]}");
    let (path, line, message) = invalid(load(&text).unwrap_err());
    assert_eq!(path, "areas.new-haven.adjacent[1]");
    assert_eq!(line, Some(5));
    assert_eq!(message, "no area 'newport' on this map");
}

#[test]
fn adjacency_listed_by_one_side_only_is_refused() {
    let text = MAP.replace(
        "albany: {region: new-york, value: 1, adjacent: []}",
        "albany: {region: new-york, value: 1, adjacent: [boston]}",
    );
    let (path, _, message) = invalid(load(&text).unwrap_err());
    assert_eq!(path, "areas.albany.adjacent[0]");
    assert_eq!(
        message,
        "'albany' lists 'boston' as adjacent, but 'boston' does not list 'albany'"
    );
    let seas = MAP.replace(
        "sound: {coasts: [new-haven], adjacent: [atlantic]}",
        "sound: {coasts: [new-haven]}",
    );
    let (path, _, _) = invalid(load(&seas).unwrap_err());
    assert_eq!(path, "seas.atlantic.adjacent[1]");
}

#[test]
fn duplicate_ids_unknown_coasts_and_unknown_seas_are_refused() {
    let both = MAP.replace("  sound:", "  albany: {coasts: []}\n  sound:");
    let (path, _, message) = invalid(load(&both).unwrap_err());
    assert_eq!(path, "seas.albany");
    assert_eq!(message, "'albany' is both a land area and a sea area");
    let coast = MAP.replace("coasts: [boston]", "coasts: [boston, salem]");
    let (path, _, _) = invalid(load(&coast).unwrap_err());
    assert_eq!(path, "seas.massachusetts-bay.coasts[1]");
    let sea = MAP.replace(
        "adjacent: [massachusetts-bay, sound]",
        "adjacent: [massachusetts-bay, sound, gulf]",
    );
    let (path, _, message) = invalid(load(&sea).unwrap_err());
    assert_eq!(path, "seas.atlantic.adjacent[2]");
    assert_eq!(message, "no sea 'gulf' on this map");
}

#[test]
fn an_edge_list_carries_border_data_and_refuses_twice_defined_areas() {
    let src = Source::new("edges.yaml", "areas: [a, b, c]\nedges: [[a, b], [b, c]]\n");
    let spec = |ids: &[&str]| BoardSpec {
        areas: ids
            .iter()
            .enumerate()
            .map(|(i, id)| AreaSpec {
                id: id.to_string(),
                path: format!("areas[{i}]"),
                ..AreaSpec::default()
            })
            .collect(),
        borders: vec![
            BorderSpec {
                between: ["a".into(), "b".into()],
                paths: ["edges[0][0]".into(), "edges[0][1]".into()],
                border: true,
            },
            BorderSpec {
                between: ["b".into(), "c".into()],
                paths: ["edges[1][0]".into(), "edges[1][1]".into()],
                border: false,
            },
        ],
        seas: Vec::new(),
    };
    let b = AreaBoard::build(&src, spec(&["a", "b", "c"])).unwrap();
    assert_eq!(b.border("b", "a"), Some(&true));
    assert_eq!(b.distance("a", &["c".into()], |open| *open), None);
    assert_eq!(b.distance("a", &["c".into()], |_| true), Some(2));
    assert_eq!(b.region_of("a"), None);
    let (path, line, message) =
        invalid(AreaBoard::build(&src, spec(&["a", "b", "a"])).unwrap_err());
    assert_eq!((path.as_str(), line), ("areas[2]", Some(1)));
    assert_eq!(message, "area 'a' is defined twice");
    let (path, _, message) = invalid(AreaBoard::build(&src, spec(&["a", "b"])).unwrap_err());
    assert_eq!(path, "edges[1][1]");
    assert_eq!(message, "no area 'c' on this map");
}
