//! The picture check shared by the miniatures games' tests: every picture of an entry
//! renders and shows each unit in its side's colour where the state puts it.

use pbem::board::table::measure::Point;
use pbem::board::table::stand::Stand;
use pbem::data::GameData;
use pbem::rules::table_game::TableGame;
use pbem::yaml::Source;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// The colour of the picture's pixel at table point `p`, the table `depth` deep: the
/// picture's `viewBox` (SVG units are thou, y flipped below the far edge) and its `width`
/// say where (the 0.7.0 picture has a margin round the table and 24 pixels to the inch).
fn pixel(pixmap: &resvg::tiny_skia::Pixmap, svg: &str, depth: i64, p: Point) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let root = doc.root_element();
    let vb: Vec<i64> = (root.attribute("viewBox").unwrap().split(' '))
        .map(|v| v.parse().unwrap())
        .collect();
    let width: i64 = root.attribute("width").unwrap().parse().unwrap();
    let x = (p.x - vb[0]) * width / vb[2];
    let y = (depth - p.y - vb[1]) * width / vb[2];
    let c = pixmap.pixel(x as u32, y as u32).expect("on the picture");
    format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
}

/// Whether two `#rrggbb` colours are the same to within 24 in each channel: a stand's fill
/// under a translucent marker or a neighbour's anti-aliased edge is still its side's colour,
/// and the two sides' colours (`#1f4fbf`, `#c0392b`) differ by more than 100 in red and blue.
fn near(a: &str, b: &str) -> bool {
    let ch = |c: &str, i: usize| i32::from_str_radix(&c[1 + 2 * i..3 + 2 * i], 16).unwrap();
    (0..3).all(|i| (ch(a, i) - ch(b, i)).abs() <= 24)
}

/// The picture `svg` with only the units drawn over the table: the groups of the leaders'
/// and generals' stands (a leader may stand on his unit), of the move, fire and charge
/// lines, and of the labels and markers (all drawn over the units, and the 0.7.0 picture's
/// label boxes may cover part of a stand when the table is crowded) left out, and the
/// units' facing arrows too ([`without_facing_arrows`]).
fn units_only(svg: &str, units: &[Stand]) -> String {
    const OVER: [&str; 3] = ["actions", "labels", "markers"];
    let mut out = String::new();
    let mut rest = svg;
    while let Some(at) = rest.find("<g id=\"") {
        let id = rest[at + 7..].split('"').next().unwrap_or("");
        let unit = id
            .strip_prefix("stand-")
            .is_some_and(|u| units.iter().any(|s| s.id == u));
        if OVER.contains(&id) || id.starts_with("stand-") && !unit {
            out.push_str(&rest[..at]);
            rest = &rest[at + group_len(&rest[at..])..];
        } else {
            out.push_str(&rest[..at + 7]);
            rest = &rest[at + 7..];
        }
    }
    without_facing_arrows(&(out + rest))
}

/// `svg` without the facing arrows of the 0.7.0 picture's stands: the yellow triangle
/// (`<polygon fill="#ffd600" .../>`, the only yellow-filled polygon once the markers are
/// gone) in front of each stand's front edge, its tip 350 thou past it. It lies over
/// whatever stands in contact ahead of the unit: a friend it supports from behind, the
/// enemy it charged. A demo put duhesme-1 right behind pecheux-2, half an inch to its left,
/// and the arrow's black edge fell on the point sampled in pecheux-2 (`#23448a`); which
/// units end in contact depends on the dice. The stand's own rectangle stays in its
/// side's colour: a unit not drawn, or drawn in the other side's colour, still fails.
fn without_facing_arrows(svg: &str) -> String {
    const ARROW: &str = "<polygon fill=\"#ffd600\"";
    let mut out = String::new();
    let mut rest = svg;
    while let Some(at) = rest.find(ARROW) {
        out.push_str(&rest[..at]);
        let end = rest[at..].find("/>").expect("a closed polygon") + at + 2;
        rest = &rest[end..];
    }
    out + rest
}

/// The length of the SVG group that `svg` starts with: to its own `/>` when it is empty
/// (`<g id="actions"/>`), else to the `</g>` that closes it, nested groups counted.
fn group_len(svg: &str) -> usize {
    let tag = svg.find('>').expect("a closed tag");
    if svg[..tag].ends_with('/') {
        return tag + 1;
    }
    let (mut depth, mut i) = (1, tag + 1);
    while depth > 0 {
        let next = svg[i..].find("<g").map(|o| o + i);
        let close = svg[i..].find("</g>").expect("a closed group") + i;
        match next {
            Some(n) if n < close => {
                let end = svg[n..].find('>').expect("a closed tag") + n;
                if !svg[n..end].ends_with('/') {
                    depth += 1;
                }
                i = end + 1;
            }
            _ => {
                depth -= 1;
                i = close + 4;
            }
        }
    }
    i
}

/// Rasterizes every picture in `svgs` and checks each unit's stand in the palette's first
/// colour when its side is `first_side`, else the second (leaders and the lines of moves,
/// fire and charges left out of the picture: they may cover a unit).
fn check_units_drawn(svgs: &[PathBuf], units: &[Stand], first_side: &str) {
    for svg in svgs {
        let text =
            std::fs::read_to_string(svg).unwrap_or_else(|e| panic!("{}: {e}", svg.display()));
        let text = units_only(&text, units);
        let pixmap = pbem::board::raster::rasterize(&text).expect("svg rasterizes");
        let colour = |side: &str| {
            if side == first_side {
                "#1f4fbf"
            } else {
                "#c0392b"
            }
        };
        for stand in units {
            let f = stand.footprint();
            for corner in [f.rear_left, f.rear_right] {
                let p = stand.centre.midpoint(corner);
                let seen = pixel(&pixmap, &text, 48_000, p);
                assert!(
                    near(&seen, colour(&stand.side)),
                    "{} in {}: {seen}, not its side's {}",
                    stand.id,
                    svg.display(),
                    colour(&stand.side)
                );
            }
        }
    }
}

/// The `state:` of an entry's state.yaml.
#[derive(serde::Deserialize)]
struct StateFile<S> {
    state: S,
}

/// Rasterizes every picture of the history entry `entry` (`map.svg` and each reader's
/// `reports/<reader>.svg`) and checks each unit of its state.yaml in its side's colour
/// where the state puts it; `stands` gives every unit's stand.
pub fn check_entry_pictures<S: DeserializeOwned>(
    entry: &Path,
    (readers, first_side): (&[&str], &str),
    stands: impl Fn(&S) -> Vec<Stand>,
) {
    let text = std::fs::read_to_string(entry.join("state.yaml")).unwrap();
    let st: StateFile<S> = serde_yaml::from_str(&text).unwrap();
    let mut svgs = vec![entry.join("map.svg")];
    svgs.extend(
        readers
            .iter()
            .map(|r| entry.join(format!("reports/{r}.svg"))),
    );
    check_units_drawn(&svgs, &stands(&st.state), first_side);
}

/// Plays GAME's demo into DIR ([`super::demo::demo`]: `pbem demo` once per process) and
/// returns the played entries of its history in order (the setup entry left out), after checking the demo verified `played` entries.
pub fn demo_entries(game: &str, dir: &Path, played: usize) -> Vec<PathBuf> {
    let out = super::demo::demo(Some(game), dir);
    let replayed = format!("{played} entries replayed byte for byte");
    assert!(out.contains("verified") && out.contains(&replayed), "{out}");
    let mut entries: Vec<_> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    entries.sort();
    assert_eq!(entries.len(), played);
    entries
}

/// GAME's demo played into DIR ([`super::demo::demo`]) for a demo that plays on until
/// something happens (`until:` of its demo.yaml): the entries it played, in order (at least
/// `least`, at most `most`), each replayed by its verify.
pub fn demo_played(game: &str, dir: &Path, least: usize, most: usize) -> Vec<PathBuf> {
    let out = super::demo::demo(Some(game), dir);
    let mut entries: Vec<_> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    entries.sort();
    let replayed = format!("{} entries replayed byte for byte", entries.len());
    assert!(out.contains("verified") && out.contains(&replayed), "{out}");
    assert!(
        (least..=most).contains(&entries.len()),
        "{} entries: {out}",
        entries.len()
    );
    entries
}

/// The lines of the sections of an entry's events.yaml whose rule begins with `rule`.
pub fn event_lines(entry: &Path, rule: &str) -> Vec<String> {
    let text = std::fs::read_to_string(entry.join("events.yaml")).unwrap();
    let v: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    let mut out = Vec::new();
    for s in v["sections"].as_sequence().into_iter().flatten() {
        if s["rule"].as_str().is_some_and(|r| r.starts_with(rule)) {
            let lines = s["lines"].as_sequence().into_iter().flatten();
            out.extend(lines.filter_map(|l| l.as_str()).map(str::to_string));
        }
    }
    out
}

/// The rules and the starting state of the embedded scenario `name` of game `G`, loaded as
/// the game loads them.
pub fn scenario<G: TableGame>(name: &str) -> (G::Rules, G::State) {
    let data = GameData::embedded(G::ID).expect("data");
    let src = data
        .source(&format!("scenarios/{name}.yaml"))
        .expect("scenario");
    let st = G::start(&data, &src).expect("the scenario loads");
    let rules = G::load_rules(&data, &G::battle(&st).table).expect("data loads");
    (rules, st)
}

/// Orders of game `G` parsed from a YAML body, with a header for the phase `phase`.
pub fn orders<G: TableGame>(phase: &str, body: &str) -> (G::Orders, Source) {
    let text = format!(
        "game: {}\ncampaign: c\nentry: 1\nturn: 1\nphase: {phase}\nplayer: p\n{body}",
        G::ID
    );
    let src = Source::new("orders.yaml", text);
    let o: pbem::engine::OrdersFile<G::Orders> =
        pbem::engine::OrdersFile::parse(&src).expect("orders parse");
    (o.body, src)
}
