//! The picture check shared by the miniatures games' tests: every picture of an entry
//! renders and shows each unit in its side's colour where the state puts it.

use pbem::board::table::measure::Point;
use pbem::board::table::picture::PX_PER_INCH;
use pbem::board::table::stand::Stand;
use std::path::PathBuf;

fn pixel(pixmap: &resvg::tiny_skia::Pixmap, depth: i64, p: Point) -> String {
    let (x, y) = (p.x * PX_PER_INCH / 1000, (depth - p.y) * PX_PER_INCH / 1000);
    let c = pixmap.pixel(x as u32, y as u32).expect("on the picture");
    format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
}

/// Rasterizes every picture in `svgs` and checks each unit `(id, side, stand)` in the
/// palette's first colour when its side is `first_side`, else the second.
pub fn check_units_drawn(svgs: &[PathBuf], units: &[(String, String, Stand)], first_side: &str) {
    for svg in svgs {
        let text =
            std::fs::read_to_string(svg).unwrap_or_else(|e| panic!("{}: {e}", svg.display()));
        let tree = resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default())
            .expect("svg parses");
        let size = tree.size().to_int_size();
        let mut pixmap =
            resvg::tiny_skia::Pixmap::new(size.width(), size.height()).expect("pixmap");
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        );
        let colour = |side: &str| {
            if side == first_side {
                "#1f4fbf"
            } else {
                "#c0392b"
            }
        };
        for (id, side, stand) in units {
            let f = stand.footprint();
            for corner in [f.rear_left, f.rear_right] {
                let p = stand.centre.midpoint(corner);
                assert_eq!(
                    pixel(&pixmap, 48_000, p),
                    colour(side),
                    "{id} in {}",
                    svg.display()
                );
            }
        }
    }
}
