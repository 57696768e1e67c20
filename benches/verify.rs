//! Benchmark of issue 14, item 6: `pbem verify` is linear in the campaign's length and uses
//! every core. Two campaigns are built in-process with three entropy chains (the moderator
//! and two players): the 1805 seven-power scenario, and the 1812 campaign (its scenario
//! lengthened to 500 turns by a scenario file of our own, as a group may use). Every entry
//! is resolved with the standing orders after its deadline (`close`, the three entropy
//! values, `resolve --nmr`). Each campaign is verified at 100 entries (a copy) and at 1,000.
//! Run with `cargo bench --bench verify` (release profile); it prints the figures and exits
//! 1 if a target is missed.
//!
//! The CPU time of each verify (every thread) is printed beside the wall time: on a machine
//! shared with other work, the wall time says little, and CPU time / cores is what an idle
//! machine would take.
//!
//! Targets (issue 30, item 6): 1,000 entries of the seven-power campaign verify in under
//! 1 s (median of 3) on a 2-core machine, and, for both campaigns, the time per entry at
//! 1,000 entries is at most 10% above the time per entry at 100 (linear, not quadratic).

use clap::Parser;
use pbem::campaign::verify::verify;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const DEADLINE: &str = "2027-01-01T00:00:00Z";
const AFTER_GRACE: &str = "2027-01-01T02:00:00Z";
/// The median wall time 1,000 seven-power entries must verify in (issue 30, item 6).
const TARGET: Duration = Duration::from_secs(1);

fn pbem(args: &[&str]) {
    let mut argv = vec!["pbem"];
    argv.extend_from_slice(args);
    let cli = pbem::cli::Cli::try_parse_from(argv).expect("arguments");
    pbem::commands::run(cli).unwrap_or_else(|e| panic!("{args:?}: {e}"));
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// One campaign to build: its `pbem new` arguments and the three participants with chains.
struct Game {
    label: &'static str,
    new: Vec<String>,
    chains: [&'static str; 3],
}

fn empires_1805() -> Game {
    let mut new: Vec<String> = [
        "--game",
        "empires-in-arms",
        "--scenario",
        "ulm-austerlitz-1805",
    ]
    .map(String::from)
    .to_vec();
    for p in [
        "france", "russia", "turkey", "austria", "prussia", "britain", "spain",
    ] {
        new.extend(["--player".into(), format!("{p}:{p}:{p}@example.org")]);
    }
    Game {
        label: "1805 seven powers",
        new,
        chains: ["france", "mod", "russia"],
    }
}

/// The 1812 campaign with 500 turns (1,000 entries): the embedded scenario with a longer
/// `last_turn` and a date for every turn.
fn spi_1812(tmp: &Path) -> Game {
    let text = include_str!("../games/spi-1812/scenarios/campaign-1812.yaml");
    let dates: Vec<String> = (1..=500).map(|t| format!("turn {t}")).collect();
    let start = text.find("last_turn:").expect("last_turn");
    let end = text[start..].find("sides:").expect("sides") + start;
    let long = format!(
        "{}last_turn: 500\ndates: [{}]\n{}",
        &text[..start],
        dates.join(", "),
        &text[end..]
    );
    let file = tmp.join("campaign-1812.yaml");
    std::fs::write(&file, long).expect("scenario file");
    let mut new: Vec<String> = ["--game", "spi-1812", "--scenario-file"]
        .map(String::from)
        .to_vec();
    new.push(file.to_str().expect("utf-8").into());
    for p in ["france", "russia"] {
        new.extend(["--player".into(), format!("{p}:{p}:{p}@example.org")]);
    }
    Game {
        label: "1812 campaign",
        new,
        chains: ["france", "mod", "russia"],
    }
}

/// Makes the campaign in `dir` with its three chains.
fn create(dir: &Path, g: &Game) {
    let d = dir.to_str().expect("utf-8");
    let mut args = vec!["new", d, "--id", "bench", "--moderator", "mod"];
    args.extend(g.new.iter().map(String::as_str));
    pbem(&args);
    for p in g.chains {
        pbem(&["entropy", "init", d, "--participant", p, "--length", "1100"]);
    }
}

/// Resolves the waiting entry with everyone's standing orders and the three entropy values.
fn nmr_entry(d: &str, g: &Game) {
    pbem(&["deadline", d, "--at", DEADLINE, "--grace", "1h"]);
    pbem(&["close", d, "--now", AFTER_GRACE]);
    for p in g.chains {
        pbem(&["entropy", "reveal", d, "--participant", p]);
    }
    pbem(&[
        "resolve",
        d,
        "--nmr",
        "--now",
        AFTER_GRACE,
        "--date",
        AFTER_GRACE,
    ]);
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for e in std::fs::read_dir(from).expect("read_dir") {
        let e = e.expect("entry");
        let t = to.join(e.file_name());
        if e.file_type().expect("type").is_dir() {
            copy(&e.path(), &t);
        } else {
            std::fs::copy(e.path(), t).expect("copy");
        }
    }
}

/// CPU time (user and system, every thread) of this process so far; zero where unknown.
#[cfg(unix)]
fn cpu() -> Duration {
    // SAFETY: getrusage writes the struct it is given and nothing else.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) } != 0 {
        return Duration::ZERO;
    }
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

#[cfg(not(unix))]
fn cpu() -> Duration {
    Duration::ZERO
}

/// Verifies `dir` `runs` times; the median wall time and the median CPU time.
fn time_verify(dir: &Path, entries: u32, runs: usize) -> (Duration, Duration) {
    let (wall, cpus): (Vec<Duration>, Vec<Duration>) = (0..runs)
        .map(|_| {
            let (t, c) = (Instant::now(), cpu());
            let v = verify(dir).expect("verify");
            assert_eq!(v.entries, entries);
            (t.elapsed(), cpu().saturating_sub(c))
        })
        .unzip();
    (median(wall), median(cpus))
}

/// Builds the game's campaign to 100 entries (copied aside) and then to 1,000; returns the
/// median verify times (wall, CPU) at 100 and at 1,000.
fn measure(tmp: &Path, g: &Game) -> ((Duration, Duration), (Duration, Duration)) {
    let dir: PathBuf = tmp.join(g.label.replace(' ', "-"));
    let d = dir.to_str().expect("utf-8");
    create(&dir, g);
    let t = Instant::now();
    for _ in 0..100 {
        nmr_entry(d, g);
    }
    let at_100 = tmp.join(format!("{}-100", g.label.replace(' ', "-")));
    copy(&dir, &at_100);
    for _ in 100..1000 {
        nmr_entry(d, g);
    }
    eprintln!("{}: 1,000 entries built in {:?}", g.label, t.elapsed());
    let _ = verify(&at_100).expect("warm-up");
    (time_verify(&at_100, 100, 5), time_verify(&dir, 1000, 3))
}

/// Builds the game's campaign to `n` entries in `root` (its label the folder's name).
fn build_only(root: &Path, g: &Game, n: u32) {
    let dir: PathBuf = root.join(g.label.replace(' ', "-"));
    let d = dir.to_str().expect("utf-8");
    create(&dir, g);
    let t = Instant::now();
    for _ in 0..n {
        nmr_entry(d, g);
    }
    println!("{}: {n} entries built in {d} in {:?}", g.label, t.elapsed());
}

/// Says `n` report lines by the 1812 line template and prints the time and CPU per line.
fn words(n: u32) {
    use pbem::rules::spi_1812::words::{say, Said};
    let (t, c) = (Instant::now(), cpu());
    let mut bytes = 0;
    for i in 0..n {
        let line = match i % 4 {
            0 => Said::CombatVictoryTurn {
                side: "French",
                french: i,
                russian: 3,
            },
            1 => Said::SuppliedByArea {
                corps: "I Corps",
                area: "Vilna",
                level: i % 100,
            },
            2 => Said::SuppliedByDepot {
                corps: "III Corps",
                depot: "Depot 2",
                area: "Minsk",
            },
            _ => Said::DepotExpended {
                depot: "Depot 1",
                corps: i as usize % 7,
            },
        };
        bytes += say(&line).len();
    }
    let (wall, cpu) = (t.elapsed(), cpu().saturating_sub(c));
    println!(
        "{n} lines said ({bytes} bytes) in {wall:?}: {:?} per line (CPU {:?} per line)",
        wall / n.max(1),
        cpu / n.max(1)
    );
}

fn main() {
    // The bench campaigns are made at set times (`--now`), weeks from the clock: the
    // simulation mode of docs/fairness.md section 13, as the tests use.
    std::env::set_var(pbem::commands::common::CLOCK, "simulated");
    // PBEM_BENCH_VERIFY=DIR verifies the campaign in DIR once (one kept by PBEM_BENCH_KEEP)
    // and prints its times: what a profiler (callgrind) runs.
    if let Some(dir) = std::env::var_os("PBEM_BENCH_VERIFY") {
        let (t, c) = (Instant::now(), cpu());
        let v = verify(Path::new(&dir)).expect("verify");
        let (wall, cpu) = (t.elapsed(), cpu().saturating_sub(c));
        println!(
            "{} entries verified in {wall:?} (CPU time {cpu:?})",
            v.entries
        );
        return;
    }
    // PBEM_BENCH_WORDS=N says N lines of the 1812 line template (four kinds, first to last
    // branch) and prints the time a line takes (issue 30, item 6: a render per line).
    if let Some(n) = std::env::var("PBEM_BENCH_WORDS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        words(n);
        return;
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    // PBEM_BENCH_KEEP=DIR keeps the campaigns in DIR (to profile a verify of them later).
    let keep = std::env::var_os("PBEM_BENCH_KEEP").map(PathBuf::from);
    let root = keep.as_deref().unwrap_or(tmp.path());
    // PBEM_BENCH_BUILD=N builds the seven-power campaign to N entries (in PBEM_BENCH_KEEP's
    // DIR, to profile with PBEM_BENCH_VERIFY) and stops: no campaign of 1,000 to wait for.
    if let Some(n) = std::env::var("PBEM_BENCH_BUILD")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        build_only(root, &empires_1805(), n);
        return;
    }
    let games = [empires_1805(), spi_1812(root)];
    let mut ok = true;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!();
    println!("verify with three entropy chains, {cores} cores:");
    for (i, g) in games.iter().enumerate() {
        let ((v100, c100), (v1000, c1000)) = measure(root, g);
        let (e100, e1000) = (v100 / 100, v1000 / 1000);
        let ratio = e1000.as_secs_f64() / e100.as_secs_f64();
        let linear = ratio <= 1.10;
        let fast = i != 0 || v1000 < TARGET;
        ok &= linear && fast;
        println!(
            "{}: 100 entries {v100:?} (median of 5, {e100:?} per entry); 1,000 entries {v1000:?} (median of 3, {e1000:?} per entry); per entry at 1,000 / at 100 = {ratio:.2} (target <= 1.10): {}{}",
            g.label,
            if linear { "met" } else { "MISSED" },
            if i == 0 {
                format!(
                    "; 1,000 entries under {TARGET:?}: {}",
                    if fast { "met" } else { "MISSED" }
                )
            } else {
                String::new()
            }
        );
        println!(
            "{}: CPU time of verify (all threads), 100 entries {c100:?} ({:?} per entry), 1,000 entries {c1000:?} ({:?} per entry)",
            g.label,
            c100 / 100,
            c1000 / 1000
        );
    }
    if !ok {
        std::process::exit(1);
    }
}
