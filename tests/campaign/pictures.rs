//! Pictures a player reads at a glance (issue 31): on the miniatures table every unit and
//! general is labelled, no label covers another or a marker, and each label's box shows
//! ink of the embedded font; on the area maps every unit the reader may see is drawn by
//! name (no "+N more"); the pictures shown in the docs are current.

use std::path::{Path, PathBuf};

/// Plays `game`'s demo into `tmp/demo`.
fn demo(tmp: &Path, game: &str) -> PathBuf {
    let dir = tmp.join("demo");
    crate::support::demo::demo(Some(game), &dir);
    dir
}

/// Every picture of every resolved entry of `dir`: its path and text.
fn pictures(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = vec![];
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.ends_with("0000-setup"))
        .collect();
    entries.sort();
    for e in entries {
        let mut files = vec![e.join("map.svg")];
        if let Ok(rd) = std::fs::read_dir(e.join("reports")) {
            let mut v: Vec<PathBuf> = rd
                .map(|f| f.unwrap().path())
                .filter(|p| p.extension().is_some_and(|x| x == "svg"))
                .collect();
            v.sort();
            files.extend(v);
        }
        for f in files.into_iter().filter(|f| f.exists()) {
            let text = std::fs::read_to_string(&f).unwrap();
            out.push((f, text));
        }
    }
    out
}

/// A box in SVG units: x0, y0, x1, y1.
type Boxed = [f64; 4];

fn overlap(a: &Boxed, b: &Boxed) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// The picture's labels (`data-label` -> `data-box`) and its markers' boxes (badges,
/// generals' stars, objectives' flags).
fn boxes(svg: &str) -> (Vec<(String, Boxed)>, Vec<Boxed>) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let num = |n: roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
    let mut labels = vec![];
    let mut markers = vec![];
    for n in doc.descendants() {
        if let (Some(id), Some(b)) = (n.attribute("data-label"), n.attribute("data-box")) {
            let v: Vec<f64> = b.split(' ').map(|x| x.parse().unwrap()).collect();
            labels.push((id.to_string(), [v[0], v[1], v[2], v[3]]));
        }
        let in_legend = n.ancestors().any(|a| a.attribute("id") == Some("legend"));
        if n.attribute("data-mark").is_some() && !in_legend {
            let r = n.children().find(|c| c.has_tag_name("rect")).unwrap();
            let (x, y) = (num(r, "x"), num(r, "y"));
            markers.push([x, y, x + num(r, "width"), y + num(r, "height")]);
        }
        if n.attribute("data-general").is_some() || n.attribute("data-objective").is_some() {
            let mut b = [f64::MAX, f64::MAX, f64::MIN, f64::MIN];
            let pts: Vec<String> = n
                .descendants()
                .filter_map(|d| d.attribute("points").map(str::to_string))
                .collect();
            for p in pts.iter().flat_map(|p| p.split(' ')) {
                let (x, y) = p.split_once(',').unwrap();
                let (x, y): (f64, f64) = (x.parse().unwrap(), y.parse().unwrap());
                b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
            }
            // The stroke's half width is outside the points; the layout's boxes hold it.
            markers.push([b[0] + 40.0, b[1] + 40.0, b[2] - 40.0, b[3] - 40.0]);
        }
    }
    (labels, markers)
}

/// `viewBox` origin and pixels per SVG unit.
fn scale(svg: &str) -> (f64, f64, f64) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let root = doc.root_element();
    let vb: Vec<f64> = root
        .attribute("viewBox")
        .unwrap()
        .split(' ')
        .map(|x| x.parse().unwrap())
        .collect();
    let w: f64 = root.attribute("width").unwrap().parse().unwrap();
    (vb[0], vb[1], w / vb[2])
}

/// How many pixels inside `b` differ from the box's background (its most common colour)
/// by more than 60 in a channel: the ink of its text, the picture rasterized as `px`.
fn ink(px: &resvg::tiny_skia::Pixmap, svg: &str, b: &Boxed) -> usize {
    let (x0, y0, k) = scale(svg);
    let to = |v: f64, o: f64| ((v - o) * k) as u32;
    let mut seen: Vec<[u8; 3]> = vec![];
    for y in to(b[1], y0) + 1..to(b[3], y0) {
        for x in to(b[0], x0) + 1..to(b[2], x0) {
            if let Some(p) = px.pixel(x, y) {
                seen.push([p.red(), p.green(), p.blue()]);
            }
        }
    }
    let mut counts = std::collections::BTreeMap::new();
    for c in &seen {
        *counts.entry(*c).or_insert(0usize) += 1;
    }
    let ground = counts
        .iter()
        .max_by_key(|(_, n)| **n)
        .map(|(c, _)| *c)
        .unwrap();
    seen.iter()
        .filter(|c| (0..3).any(|i| c[i].abs_diff(ground[i]) > 60))
        .count()
}

/// The unit and general ids of a table game's state.
fn table_ids(entry: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(entry.join("state.yaml")).unwrap();
    let v: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    let st = &v["state"];
    let mut ids = vec![];
    for list in ["units", "generals", "leaders"] {
        for u in st[list].as_sequence().into_iter().flatten() {
            let id = u["id"].as_str().or_else(|| u["stand"]["id"].as_str());
            ids.push(id.unwrap().to_string());
        }
    }
    ids
}

/// Issue 31, item 2, on both miniatures games: every unit and general of every picture has
/// a label, no two labels overlap, no label covers a marker, and each label's box holds the
/// ink of its text in the embedded font.
#[test]
fn every_table_unit_is_labelled_apart_and_its_label_is_drawn() {
    for game in ["old-trousers", "grande-tactique"] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = demo(tmp.path(), game);
        let all = pictures(&dir);
        assert!(all.len() >= 3, "{game}: {} pictures", all.len());
        for (f, svg) in &all {
            let at = f.display();
            let (labels, markers) = boxes(svg);
            let entry = f
                .ancestors()
                .find(|a| a.join("state.yaml").exists())
                .unwrap();
            for id in table_ids(entry) {
                assert!(
                    labels.iter().any(|(l, _)| *l == id),
                    "{at}: {id} has no label"
                );
            }
            assert!(
                !markers.is_empty() || game == "old-trousers",
                "{at}: no marker"
            );
            for (i, (a, ab)) in labels.iter().enumerate() {
                for (b, bb) in &labels[i + 1..] {
                    assert!(!overlap(ab, bb), "{at}: labels {a} and {b} overlap");
                }
                for m in &markers {
                    assert!(!overlap(ab, m), "{at}: label {a} covers a marker {m:?}");
                }
            }
            let px = pbem::board::raster::rasterize(svg).unwrap();
            for (id, b) in &labels {
                let n = ink(&px, svg, b);
                assert!(n >= 15, "{at}: the label of {id} shows {n} pixels of text");
            }
            assert!(svg.contains("12 inches"), "{at}: the scale bar");
        }
    }
}

/// Each miniatures game's legend lists its own formations: Grande Tactique's has no
/// Old Trousers column or skirmish order, Old Trousers' has them.
#[test]
fn each_table_legend_lists_its_own_games_formations_and_markers() {
    let legend = |game: &str| {
        let tmp = tempfile::tempdir().unwrap();
        let dir = demo(tmp.path(), game);
        let (_, svg) = pictures(&dir).remove(0);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let g = doc
            .descendants()
            .find(|n| n.attribute("id") == Some("legend"))
            .unwrap();
        g.descendants()
            .filter_map(|n| n.text())
            .collect::<Vec<_>>()
            .join("|")
    };
    let gt = legend("grande-tactique");
    let ot = legend("old-trousers");
    assert!(
        !gt.contains("company column") && !gt.contains("skirmish"),
        "{gt}"
    );
    assert!(gt.contains("silenced") && gt.contains("objective"), "{gt}");
    assert!(
        ot.contains("company column") && ot.contains("disordered"),
        "{ot}"
    );
    assert!(
        !ot.contains("silenced") && !ot.contains("objective"),
        "{ot}"
    );
}

/// Issue 31, item 3: in every picture of every area game's demo, every unit the picture
/// names is drawn as text (no unit left to a "+N more" count).
#[test]
fn every_area_unit_the_reader_may_see_is_drawn_by_name() {
    for game in ["empires-in-arms", "spi-1812", "american-revolution"] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = demo(tmp.path(), game);
        for (f, svg) in pictures(&dir) {
            assert!(!svg.contains("see the report"), "{}", f.display());
            let doc = roxmltree::Document::parse(&svg).unwrap();
            for n in doc
                .descendants()
                .filter(|n| n.attribute("data-unit").is_some())
            {
                assert!(n.has_tag_name("text"), "{}: {:?}", f.display(), n);
                assert!(n.text().is_some_and(|t| t.len() > 2), "{}", f.display());
            }
        }
    }
}

/// The pictures docs/maps.md and docs/table.md show: the game's v0.6.0 demo fixture,
/// the reader (none: the public picture), the file under docs/pictures/.
const DOCS: [(&str, Option<&str>, &str); 6] = [
    ("empires-in-arms", None, "empires-in-arms.png"),
    ("spi-1812", Some("france"), "spi-1812.png"),
    ("american-revolution", None, "american-revolution.png"),
    ("old-trousers", None, "old-trousers.png"),
    ("grande-tactique", None, "grande-tactique.png"),
    // `pbem map --player british --arcs` (docs/table.md).
    ("old-trousers", Some("british"), "old-trousers-arcs.png"),
];

/// The picture docs/pictures/ shows for `game`: its v0.6.0 demo fixture moved to this
/// pbem's rules (`pbem upgrade`), its current state drawn by `pbem map` as `reader` sees
/// it. The fixtures are fixed, so the picture is the same on every run (a new demo's
/// dice are not).
fn docs_picture(tmp: &Path, game: &str, reader: Option<&str>, arcs: bool) -> String {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v0.6.0")
        .join(game);
    let dir = tmp.join(game);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).unwrap();
    }
    crate::support::copy_tree(&fixture, &dir);
    let d = dir.to_str().unwrap();
    crate::support::run(&["upgrade", d, "--now", "2026-11-27T00:00:00Z"]);
    let out = tmp.join(format!("{game}.svg"));
    let mut args = vec!["map", d, "-o", out.to_str().unwrap()];
    if let Some(r) = reader {
        args.extend(["--player", r]);
    }
    if arcs {
        args.push("--arcs");
    }
    crate::support::run(&args);
    std::fs::read_to_string(out).unwrap()
}

/// The docs' pictures are the pictures pbem draws now: each committed PNG has the size of
/// its picture rasterized here and differs from it in at most 1 pixel in 500 (antialiasing
/// may differ between machines; a changed drawing differs in far more).
/// `PBEM_BLESS=1 cargo test --locked --test suite campaign::pictures::docs_pictures` writes them anew.
#[test]
fn docs_pictures_are_the_pictures_pbem_draws_now() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/pictures");
    let bless = std::env::var_os("PBEM_BLESS").is_some();
    let tmp = tempfile::tempdir().unwrap();
    for (game, reader, file) in DOCS {
        let svg = docs_picture(tmp.path(), game, reader, file.ends_with("-arcs.png"));
        let now = pbem::board::raster::rasterize(&svg).unwrap();
        let path = docs.join(file);
        if bless {
            std::fs::create_dir_all(&docs).unwrap();
            std::fs::write(&path, now.encode_png().unwrap()).unwrap();
            continue;
        }
        let shown = resvg::tiny_skia::Pixmap::load_png(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; PBEM_BLESS=1 writes it", path.display()));
        assert_eq!(
            (shown.width(), shown.height()),
            (now.width(), now.height()),
            "{file}: another size; PBEM_BLESS=1 writes it anew"
        );
        let off = shown
            .pixels()
            .iter()
            .zip(now.pixels())
            .filter(|(a, b)| {
                let d = |x: u8, y: u8| x.abs_diff(y) > 24;
                d(a.red(), b.red()) || d(a.green(), b.green()) || d(a.blue(), b.blue())
            })
            .count();
        let all = now.pixels().len();
        assert!(
            off * 500 <= all,
            "{file}: {off} of {all} pixels differ; PBEM_BLESS=1 writes it anew"
        );
    }
}

/// The box of an area map's `<text>` (x, y the baseline's start, `font-size`), its width
/// an upper bound of DejaVu Sans' advances (the table picture's, by character class).
fn text_box(n: roxmltree::Node) -> Boxed {
    let num = |a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
    let (x, y, size) = (num("x"), num("y"), num("font-size"));
    let t = n.text().unwrap_or("").trim();
    let w = pbem::board::table::sketch::layout::text_width(t, (size * 1000.0) as i64) as f64;
    [x, y - size * 0.8, x + w / 1000.0, y + size * 0.2]
}

/// Issue 31, item 3, on the three area games: every unit's line of every picture is its
/// own: no two unit lines overlap, none is under a battle's ring, and each shows the ink of
/// its text in the embedded font.
#[test]
fn every_area_unit_line_is_apart_and_drawn() {
    for game in ["empires-in-arms", "spi-1812", "american-revolution"] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = demo(tmp.path(), game);
        for (f, svg) in pictures(&dir) {
            let at = f.display();
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let lines: Vec<(String, Boxed)> = doc
                .descendants()
                .filter(|n| n.has_tag_name("text") && n.attribute("data-unit").is_some())
                .map(|n| (n.attribute("data-unit").unwrap().to_string(), text_box(n)))
                .collect();
            let rings: Vec<Boxed> = doc
                .descendants()
                .filter(|n| n.attribute("data-battle").is_some())
                .flat_map(|b| b.descendants().filter(|c| c.has_tag_name("circle")))
                .map(|c| {
                    let v = |a: &str| c.attribute(a).unwrap().parse::<f64>().unwrap();
                    let (x, y, r) = (v("cx"), v("cy"), v("r"));
                    [x - r, y - r, x + r, y + r]
                })
                .collect();
            for (i, (a, ab)) in lines.iter().enumerate() {
                for (b, bb) in &lines[i + 1..] {
                    assert!(!overlap(ab, bb), "{at}: {a} {ab:?} and {b} {bb:?} overlap");
                }
                for r in &rings {
                    assert!(!overlap(ab, r), "{at}: a battle's ring covers {a}");
                }
            }
            let px = pbem::board::raster::rasterize(&svg).unwrap();
            for (id, b) in &lines {
                let n = ink(&px, &svg, b);
                assert!(n >= 10, "{at}: the line of {id} shows {n} pixels of text");
            }
        }
    }
}
