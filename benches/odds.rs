//! Benchmark of `pbem odds` (issue 18): the full chit matrix of the 7.5.2.15 battle, exact
//! (target under 50 ms), and one million simulated days of it with the protocol's dice
//! (target under 2 s). Run with `cargo bench --bench odds`; prints the figures and exits 1
//! if a target is missed.

use pbem::odds::simulate;
use pbem::rules::empires_in_arms::odds::matrix::Matrix;
use pbem::rules::empires_in_arms::odds::Field;
use pbem::rules::empires_in_arms::tables::chits::Chit;
use pbem::yaml::Source;
use std::time::{Duration, Instant};

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games/empires-in-arms/odds/example-7-5-2-15.yaml");
    let mut field = Field::from_file(&Source::read(&path).expect("example")).expect("field");
    field.attacker.chit = None;
    field.defender.chit = None;
    let mut times = Vec::new();
    let mut cells = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let m = Matrix::exact(&field);
        times.push(t.elapsed());
        cells = m.cells.iter().filter(|c| c.odds.is_ok()).count();
    }
    times.sort();
    let matrix = times[times.len() / 2];
    println!(
        "exact chit matrix of 7.5.2.15 ({cells} playable pairs): median {:?}, fastest {:?} (target 50 ms)",
        matrix, times[0]
    );
    let day = field.day(Chit::Assault, Chit::Cordon).expect("day");
    let n = 1_000_000u64;
    let t = Instant::now();
    let counts = simulate::sample(n, "bench", |d| day.fight(d).ending, |_| {});
    let sim = t.elapsed();
    println!(
        "{n} simulated days (assault against cordon): {:?} (target 2 s); {} endings",
        sim,
        counts.len()
    );
    let ok = matrix < Duration::from_millis(50) && sim < Duration::from_secs(2);
    if !ok {
        println!("a target is missed");
        std::process::exit(1);
    }
}
