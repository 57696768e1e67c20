//! Pictures to pixels: the one way pbem rasterizes its SVG pictures (`pbem map -o x.png`,
//! the tests that look at what is drawn). Text is set in DejaVu Sans, carried inside the
//! binary (the `dejavu` crate; the fonts' licence allows embedding), and no font of the
//! machine is ever loaded, so a PNG shows the same text on every machine: a picture whose
//! text names no font, or a font pbem does not carry, is set in DejaVu Sans too.
//!
//! Rasterizing decides nothing of a game: `pbem verify` compares the SVG text, never pixels
//! (docs/maps.md).

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{fontdb, Options, Tree};
use std::sync::{Arc, OnceLock};

/// The family every picture's text is set in.
pub const FONT_FAMILY: &str = "DejaVu Sans";

/// Why an SVG could not be rasterized.
#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    /// The SVG does not parse (the parser's words).
    #[error("the SVG does not parse: {0}")]
    Svg(String),
    /// The picture has no area (a width or height of 0 pixels).
    #[error("the picture has no area")]
    Empty,
    /// The PNG encoder failed (its words).
    #[error("the PNG encoder failed: {0}")]
    Png(String),
}

/// The embedded fonts: DejaVu Sans regular, bold, oblique and bold oblique, and DejaVu Sans
/// Mono; every generic family (sans-serif, serif, monospace, cursive, fantasy) maps to them.
/// Parsed once per process.
fn fonts() -> Arc<fontdb::Database> {
    static DB: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = fontdb::Database::new();
        for face in [
            dejavu::sans::regular(),
            dejavu::sans::bold(),
            dejavu::sans::oblique(),
            dejavu::sans::bold_oblique(),
            dejavu::sans_mono::regular(),
        ] {
            db.load_font_source(fontdb::Source::Binary(Arc::new(face)));
        }
        db.set_sans_serif_family(FONT_FAMILY);
        db.set_serif_family(FONT_FAMILY);
        db.set_cursive_family(FONT_FAMILY);
        db.set_fantasy_family(FONT_FAMILY);
        db.set_monospace_family("DejaVu Sans Mono");
        Arc::new(db)
    })
    .clone()
}

/// The parser options every rasterization uses: the embedded fonts only, and
/// [`FONT_FAMILY`] where the SVG names no family or one pbem does not carry.
pub fn options() -> Options<'static> {
    Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: fonts(),
        ..Options::default()
    }
}

/// The most pixels a picture is drawn with: 32 megapixels (128 MiB of RGBA). The pictures
/// pbem draws have under 2 megapixels; a larger one (a table of house rules at the size
/// limit of its data) is scaled down to fit, never drawn at a size the machine cannot hold.
pub const MAX_PIXELS: u64 = 1 << 25;

/// The most pixels on either side of a picture (a long, thin picture is scaled down to it).
pub const MAX_SIDE: u32 = 16_384;

/// `svg` rasterized at its own size (one pixel per SVG unit), on a transparent ground; a
/// picture over [`MAX_PIXELS`] or [`MAX_SIDE`] is scaled down, keeping its proportions,
/// to the largest size within both.
///
/// # Errors
/// [`RasterError`]: the SVG does not parse, or has no area.
pub fn rasterize(svg: &str) -> Result<Pixmap, RasterError> {
    rasterize_within(svg, MAX_PIXELS, MAX_SIDE)
}

/// [`rasterize`] within `max_pixels` and `max_side`.
fn rasterize_within(svg: &str, max_pixels: u64, max_side: u32) -> Result<Pixmap, RasterError> {
    let tree = Tree::from_str(svg, &options()).map_err(|e| RasterError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size();
    let (w, h) = (size.width(), size.height());
    let scale = fit(w, h, max_pixels, max_side);
    // Rasterizing decides nothing of a game: a float scale is safe here.
    let (sw, sh) = if scale < 1.0 {
        let side = |v: u32| ((f64::from(v) * scale).floor() as u32).max(1);
        (side(w), side(h))
    } else {
        (w, h)
    };
    let mut pixmap = Pixmap::new(sw, sh).ok_or(RasterError::Empty)?;
    let t = if scale < 1.0 {
        Transform::from_scale(sw as f32 / w as f32, sh as f32 / h as f32)
    } else {
        Transform::default()
    };
    resvg::render(&tree, t, &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The scale (at most 1) that brings a `w` by `h` picture within `max_pixels` and
/// `max_side`.
fn fit(w: u32, h: u32, max_pixels: u64, max_side: u32) -> f64 {
    let pixels = u64::from(w) * u64::from(h);
    let mut scale: f64 = 1.0;
    if pixels > max_pixels {
        scale = scale.min((max_pixels as f64 / pixels as f64).sqrt());
    }
    let longest = w.max(h);
    if longest > max_side {
        scale = scale.min(f64::from(max_side) / f64::from(longest));
    }
    scale
}

/// `svg` rasterized as by [`rasterize`], encoded as PNG.
///
/// # Errors
/// [`RasterError`].
pub fn png(svg: &str) -> Result<Vec<u8>, RasterError> {
    rasterize(svg)?
        .encode_png()
        .map_err(|e| RasterError::Png(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many pixels of `p` inside the box `(x0, y0)-(x1, y1)` are not transparent.
    fn inked(p: &Pixmap, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
        let mut n = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                n += usize::from(p.pixel(x, y).is_some_and(|c| c.alpha() > 0));
            }
        }
        n
    }

    fn text_svg(family: Option<&str>) -> String {
        let family = family.map_or(String::new(), |f| format!(" font-family=\"{f}\""));
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"40\">\
             <text x=\"4\" y=\"30\" font-size=\"24\"{family}>Maida</text></svg>"
        )
    }

    #[test]
    fn text_is_drawn_with_no_font_named_and_with_a_font_pbem_does_not_carry() {
        for family in [None, Some("No Such Font"), Some("serif"), Some(FONT_FAMILY)] {
            let p = rasterize(&text_svg(family)).unwrap();
            assert!(
                inked(&p, (0, 0, 200, 40)) > 100,
                "no text drawn for {family:?}"
            );
        }
    }

    #[test]
    fn every_family_falls_back_to_the_same_embedded_face() {
        let named = png(&text_svg(Some(FONT_FAMILY))).unwrap();
        assert_eq!(png(&text_svg(None)).unwrap(), named);
        assert_eq!(png(&text_svg(Some("Arial"))).unwrap(), named);
    }

    fn square_svg(side: u64) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{side}\" height=\"{side}\">\
             <rect x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\" fill=\"red\"/></svg>"
        )
    }

    #[test]
    fn a_picture_over_the_pixel_cap_is_scaled_down_to_it_and_drawn_whole() {
        // Over 100 pixels: drawn at 10 by 10, all of it inked.
        let p = rasterize_within(&square_svg(1000), 100, 10_000).unwrap();
        assert_eq!((p.width(), p.height()), (10, 10));
        assert_eq!(inked(&p, (0, 0, 10, 10)), 100);
        // A long picture is brought within the side limit, keeping its proportions.
        let long = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4000\" height=\"40\"/>";
        let p = rasterize_within(long, 1_000_000, 400).unwrap();
        assert_eq!((p.width(), p.height()), (400, 4));
        // Within the caps, a picture keeps its own size.
        let p = rasterize_within(&square_svg(30), 900, 30).unwrap();
        assert_eq!((p.width(), p.height()), (30, 30));
    }

    #[test]
    fn a_picture_of_a_hundred_thousand_pixels_a_side_is_drawn_within_the_cap() {
        // 10 gigapixels (40 GB) asked for: drawn at the cap instead.
        let huge = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100000\" height=\"100000\"/>";
        let p = rasterize(huge).unwrap();
        let pixels = u64::from(p.width()) * u64::from(p.height());
        assert!(
            pixels <= MAX_PIXELS && p.width() <= MAX_SIDE,
            "{}",
            p.width()
        );
        assert!(pixels > MAX_PIXELS / 2, "{pixels}");
    }

    #[test]
    fn a_picture_without_area_or_syntax_is_an_error() {
        let empty = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"10\"/>";
        assert!(rasterize(empty).is_err());
        assert!(matches!(rasterize("<svg"), Err(RasterError::Svg(_))));
    }
}
