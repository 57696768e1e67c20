//! `pbem demo --game old-trousers` on the binary: two turns of Maida, verified byte for
//! byte; every entry holds the picture of the table, which renders and shows every unit
//! in its side's colour where the state puts it.

use super::support::run;
use pbem::board::table::measure::Point;
use pbem::board::table::picture::PX_PER_INCH;
use pbem::rules::old_trousers::state::State;
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

fn check_picture(entry: &Path) {
    let st: StateFile =
        serde_yaml::from_str(&std::fs::read_to_string(entry.join("state.yaml")).unwrap()).unwrap();
    let st = st.state;
    for svg in [
        entry.join("map.svg"),
        entry.join("reports/british.svg"),
        entry.join("reports/french.svg"),
    ] {
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
        // The palette's first two colours, in the order of the sides (british, french).
        let colour = |side: &str| {
            if side == "british" {
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
    let dir = tmp.path().join("maida");
    let d = dir.to_string_lossy().into_owned();
    let out = run(&["demo", "--game", "old-trousers", &d]);
    assert!(
        out.contains("verified") && out.contains("4 entries replayed byte for byte"),
        "{out}"
    );
    let history = dir.join("history");
    let mut entries: Vec<_> = std::fs::read_dir(&history)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    let played: Vec<_> = entries
        .iter()
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    assert_eq!(played.len(), 4);
    let report = std::fs::read_to_string(played[1].join("report.md")).unwrap();
    for rule in [
        "III.A Order Segment",
        "III.B.1 Rally Subsegment",
        "III.B.2 Movement Subsegment",
        "V End of Turn",
        "I Initiative Phase",
        "II Random Event Phase",
        "![The table after the phase](map.svg)",
    ] {
        assert!(report.contains(rule), "{rule}: {report}");
    }
    assert!(
        report.contains("1er Léger, 1st Bn: advance 6: moves 6.000\""),
        "{report}"
    );
    for e in &played {
        check_picture(e);
    }
    run(&["verify", &d]);
}
