//! The demo campaigns, played once per test process: the first test that asks for a game's
//! demo runs `pbem demo` (so its tests still run the real command), the others get a copy
//! of that folder. Each run of the command draws its own entropy, so no test could depend on
//! which run it got: a copy is a demo as the command plays it, and each test's copy is its
//! own to change.

use crate::support::copy_tree;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// One game's demo as played: the folder (with its `.orders` and `.secrets` beside it) and
/// what the command printed.
struct Played {
    dir: PathBuf,
    out: String,
}

/// Plays `game`'s demo (None: the command's default game) into `dir` and returns what
/// `pbem demo` printed, with the folder's path as `dir`. The folders beside it that the demo
/// writes (`DIR.orders`, `DIR.secrets`) are copied too.
pub fn demo(game: Option<&str>, dir: &Path) -> String {
    let cell = played(game);
    let played = cell.get().expect("played");
    for suffix in ["", ".orders", ".secrets"] {
        let from = with_suffix(&played.dir, suffix);
        if from.exists() {
            copy_tree(&from, &with_suffix(dir, suffix));
        }
    }
    played.out.replace(
        &played.dir.to_string_lossy().into_owned(),
        &dir.to_string_lossy(),
    )
}

/// The cell of `game`'s demo, played on first use into this process's cache.
fn played(game: Option<&str>) -> Arc<OnceLock<Played>> {
    static CACHE: OnceLock<Mutex<BTreeMap<String, Arc<OnceLock<Played>>>>> = OnceLock::new();
    let key = game.unwrap_or("default").to_string();
    let cell = {
        let mut map = CACHE.get_or_init(Default::default).lock().unwrap();
        map.entry(key.clone()).or_default().clone()
    };
    cell.get_or_init(|| {
        let dir = cache_root().join(&key).join("demo");
        let mut args = vec!["demo"];
        if let Some(g) = game {
            args.extend(["--game", g]);
        }
        let d = dir.to_string_lossy().into_owned();
        args.push(&d);
        let out = super::run(&args);
        Played { dir, out }
    });
    cell
}

/// This process's cache folder under cargo's temporary folder for tests; the folders of
/// processes that have ended are removed when it is made (on Linux: elsewhere they stay).
fn cache_root() -> PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(|| {
        let base = Path::new(env!("CARGO_TARGET_TMPDIR")).join("demo-cache");
        std::fs::create_dir_all(&base).unwrap();
        for e in std::fs::read_dir(&base).unwrap().flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            // A process that has ended has no /proc entry (where there is a /proc at all).
            let ended = Path::new("/proc/self").exists()
                && name
                    .parse::<u32>()
                    .is_ok_and(|pid| !Path::new(&format!("/proc/{pid}")).exists());
            if ended {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
        let root = base.join(std::process::id().to_string());
        let _ = std::fs::remove_dir_all(&root);
        root
    })
    .clone()
}

fn with_suffix(dir: &Path, suffix: &str) -> PathBuf {
    let mut s = dir.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}
