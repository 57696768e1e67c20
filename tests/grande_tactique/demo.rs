//! `pbem demo --game grande-tactique` on the binary: two turns of Ligny (both sides),
//! verified byte for byte; every entry holds the picture of the table, which renders and
//! shows every unit in its side's colour where the state puts it.

use super::support::run;
use pbem::board::table::measure::Point;
use pbem::board::table::picture::PX_PER_INCH;
use pbem::rules::grande_tactique::state::State;
use std::path::Path;

#[derive(serde::Deserialize)]
struct StateFile {
    state: State,
}

fn pixel(pixmap: &resvg::tiny_skia::Pixmap, depth: i64, p: Point) -> String {
    let (x, y) = (p.x * PX_PER_INCH / 1000, (depth - p.y) * PX_PER_INCH / 1000);
    let c = pixmap.pixel(x as u32, y as u32).expect("on the picture");
    format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
}

/// Rasterizes every picture of `entry` and checks each unit's colour where the state puts
/// it (the palette's first two colours, in the order of the sides: french, prussian).
pub fn check_picture(entry: &Path, readers: &[&str]) {
    let st: StateFile =
        serde_yaml::from_str(&std::fs::read_to_string(entry.join("state.yaml")).unwrap()).unwrap();
    let st = st.state;
    let mut svgs = vec![entry.join("map.svg")];
    svgs.extend(
        readers
            .iter()
            .map(|r| entry.join(format!("reports/{r}.svg"))),
    );
    for svg in svgs {
        let text =
            std::fs::read_to_string(&svg).unwrap_or_else(|e| panic!("{}: {e}", svg.display()));
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
            if side == "french" {
                "#1f4fbf"
            } else {
                "#c0392b"
            }
        };
        for u in &st.units {
            let f = u.stand.footprint();
            for corner in [f.rear_left, f.rear_right] {
                let p = u.stand.centre.midpoint(corner);
                assert_eq!(
                    pixel(&pixmap, 48_000, p),
                    colour(u.side()),
                    "{} in {}",
                    u.id(),
                    svg.display()
                );
            }
        }
    }
}

#[test]
fn the_demo_plays_two_turns_verifies_and_draws_the_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let d = dir.to_string_lossy().into_owned();
    let out = run(&["demo", "--game", "grande-tactique", &d]);
    assert!(
        out.contains("verified") && out.contains("4 entries replayed byte for byte"),
        "{out}"
    );
    let mut entries: Vec<_> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    entries.sort();
    assert_eq!(entries.len(), 4);
    let report = std::fs::read_to_string(entries[0].join("report.md")).unwrap();
    for s in [
        "## 1. De-shaking Phase",
        "## 2. PIP Phase",
        "## 3. Firing Phase",
        "## 4. Charge Phase",
        "## End of turn",
        "PIP DICE, lefol: average of ",
        "iv-artillery fires on henckel-1",
        "![The table after the turn](map.svg)",
        "No decision this step for: prussian",
    ] {
        assert!(report.contains(s), "{s}: {report}");
    }
    for e in &entries {
        check_picture(e, &["french", "prussian"]);
    }
    run(&["verify", &d]);
}
