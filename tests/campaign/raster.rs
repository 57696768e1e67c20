//! Pictures rasterize with their text on any machine (src/board/raster.rs): the table
//! pictures of the miniatures games, which name no font, show every text in the embedded
//! DejaVu Sans, and no font of the machine is read.

use std::path::Path;

/// The picture `svg` with every `<text ...>...</text>` element taken out.
fn without_text(svg: &str) -> String {
    let mut out = String::new();
    let mut rest = svg;
    while let Some(at) = rest.find("<text") {
        out.push_str(&rest[..at]);
        let end = rest[at..].find("</text>").expect("a closed text element") + at;
        rest = &rest[end + "</text>".len()..];
    }
    out.push_str(rest);
    out
}

/// How many pixels of `a` and `b` (of one size) differ.
fn differing(a: &resvg::tiny_skia::Pixmap, b: &resvg::tiny_skia::Pixmap) -> usize {
    a.pixels()
        .iter()
        .zip(b.pixels())
        .filter(|(x, y)| x != y)
        .count()
}

fn table_picture(game: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v0.5.0")
        .join(game)
        .join("history/0001-1-turn-1-first/map.svg");
    let p = if p.exists() {
        p
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/v0.5.0")
            .join(game)
            .join("history/0001-1-turn-1-french/map.svg")
    };
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn the_table_pictures_show_their_text_in_the_embedded_font() {
    for game in ["old-trousers", "grande-tactique"] {
        let svg = table_picture(game);
        let texts = svg.matches("<text").count();
        assert!(texts > 10, "{game}: {texts} texts");
        let with = pbem::board::raster::rasterize(&svg).unwrap();
        let bare = pbem::board::raster::rasterize(&without_text(&svg)).unwrap();
        // Every text is at least a few pixels of ink (the legend's lines are hundreds).
        let ink = differing(&with, &bare);
        assert!(
            ink > 5 * texts,
            "{game}: {texts} texts drew only {ink} pixels"
        );
    }
}

#[test]
fn a_picture_rasterizes_to_the_same_png_every_time() {
    let svg = table_picture("old-trousers");
    let a = pbem::board::raster::png(&svg).unwrap();
    let b = pbem::board::raster::png(&svg).unwrap();
    assert_eq!(a, b);
}

/// A picture as pbem 0.11.0 writes it (its text in ASCII, every other character an XML
/// character reference, so a report mail carries it as written) draws the very pixels of
/// the same picture in UTF-8: the Danube demo's map of 0.10.0, whose unit marks and
/// battle signs are outside ASCII.
#[test]
fn a_picture_in_ascii_draws_the_same_pixels_as_in_utf8() {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v0.10.0/empires-in-arms/history/0001-1-land-combat-turkey/map.svg");
    let svg = std::fs::read_to_string(p).unwrap();
    assert!(!svg.is_ascii());
    let ascii = pbem::report::seven_bit::xml_ascii(&svg);
    assert!(ascii.is_ascii() && ascii.contains("&#9632;"));
    let utf8 = pbem::board::raster::rasterize(&svg).unwrap();
    let written = pbem::board::raster::rasterize(&ascii).unwrap();
    assert_eq!(differing(&utf8, &written), 0);
    assert!(
        differing(
            &utf8,
            &pbem::board::raster::rasterize(&without_text(&svg)).unwrap()
        ) > 0
    );
    if let Some(dir) = std::env::var_os("PBEM_LOOK") {
        let png = pbem::board::raster::png(&ascii).unwrap();
        std::fs::write(Path::new(&dir).join("ascii-map.png"), png).unwrap();
    }
}
