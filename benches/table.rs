//! Benchmark of the table board's target in issue 15: range, arc and line of sight between
//! every ordered pair of 100 units on a table with terrain (the sample table) in under
//! 10 ms. Run with `cargo bench --bench table` (release profile); it prints the median and
//! fastest of 21 runs and exits 1 if the median misses the target.

use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::{in_arc, range_edge};
use pbem::board::table::sight::{Field, Sight};
use pbem::board::table::stand::{Formation, Markers, Stand};
use pbem::board::table::terrain::Table;
use pbem::yaml::Source;
use std::path::Path;
use std::time::{Duration, Instant};

const TARGET: Duration = Duration::from_millis(10);

/// 100 Grande Tactique infantry bases (2.5" × 1") on a 10 × 10 grid, facing the other side
/// with a spread of facings.
fn units() -> Vec<Stand> {
    (0..100)
        .map(|k| {
            let (i, j) = (k % 10, k / 10);
            let facing = if j < 5 { 0 } else { 180 } + (k as i32 * 7) % 41 - 20;
            Stand {
                id: format!("u{k:03}"),
                side: if j < 5 { "blue" } else { "red" }.to_string(),
                frontage: Length(2_500),
                depth: Length(1_000),
                centre: Point::new(3_000 + 7_000 * i, 2_500 + 4_500 * j),
                facing: Angle::facing(facing),
                formation: Formation::Line,
                markers: Markers::default(),
                commander: None,
            }
        })
        .collect()
}

/// One pass: every ordered pair's edge range, 45° arc and line of sight; returns counts so
/// the work is not optimised away.
fn pass(field: &Field<'_>, units: &[Stand]) -> (i64, usize, usize) {
    let (mut total, mut arcs, mut seen) = (0i64, 0usize, 0usize);
    for a in units {
        for b in units {
            if a.id == b.id {
                continue;
            }
            total += range_edge(a, b).0;
            arcs += usize::from(in_arc(a, b, 45, Length::inches(100)));
            seen += usize::from(field.stand_sight(a, b).is_ok());
        }
    }
    (total, arcs, seen)
}

fn main() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/table/sample.yaml");
    let table = Table::from_source(&Source::read(&path).expect("sample")).expect("sample table");
    let sight = Sight::default();
    let units = units();
    let mut runs = vec![];
    let mut result = (0, 0, 0);
    for _ in 0..21 {
        let start = Instant::now();
        let field = Field::new(&table, &sight, &units);
        result = pass(&field, &units);
        runs.push(start.elapsed());
    }
    runs.sort();
    // Each measure alone, once, for the record.
    let field = Field::new(&table, &sight, &units);
    let part = |name: &str, f: &dyn Fn(&Stand, &Stand) -> bool| {
        let start = Instant::now();
        let n = units
            .iter()
            .flat_map(|a| units.iter().map(move |b| (a, b)))
            .filter(|(a, b)| a.id != b.id && f(a, b))
            .count();
        println!(
            "table: {name}: {:.2} ms ({n})",
            start.elapsed().as_secs_f64() * 1e3
        );
    };
    part("range", &|a, b| range_edge(a, b) > Length::ZERO);
    part("arc", &|a, b| in_arc(a, b, 45, Length::inches(100)));
    part("sight", &|a, b| field.stand_sight(a, b).is_ok());
    let (median, fastest) = (runs[runs.len() / 2], runs[0]);
    println!(
        "table: 9900 ordered pairs of 100 units (range, 45° arc, line of sight): median {:.2} ms, fastest {:.2} ms (target {} ms); {} in arc, {} seen, total range {}",
        median.as_secs_f64() * 1e3,
        fastest.as_secs_f64() * 1e3,
        TARGET.as_millis(),
        result.1,
        result.2,
        Length(result.0),
    );
    if median > TARGET {
        eprintln!("table: target missed");
        std::process::exit(1);
    }
}
