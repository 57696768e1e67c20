//! The demo campaigns, played once per test process: the first test that asks for a game's
//! demo runs `pbem demo` (so its tests still run the real command), the others get a copy
//! of that folder. Each run of the command draws its own entropy, so no test could depend on
//! which run it got: a copy is a demo as the command plays it, and each test's copy is its
//! own to change. [`made_once`] keeps other folders the same way (`support::campaign`).

use crate::support::copy_tree;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// A folder as made (a game's demo as played, with its `.orders` and `.secrets` beside it)
/// and what its making printed.
struct Played {
    dir: PathBuf,
    out: String,
}

/// Plays `game`'s demo (None: the command's default game) into `dir` and returns what
/// `pbem demo` printed, with the folder's path as `dir`. The folders beside it that the demo
/// writes (`DIR.orders`, `DIR.secrets`) are copied too.
pub fn demo(game: Option<&str>, dir: &Path) -> String {
    let key = format!("demo-{}/demo", game.unwrap_or("default"));
    made_once(&key, dir, &["", ".orders", ".secrets"], |made| {
        let mut args = vec!["demo"];
        if let Some(g) = game {
            args.extend(["--game", g]);
        }
        let d = made.to_string_lossy().into_owned();
        args.push(&d);
        super::run(&args)
    })
}

/// The folder `make` makes (given the path to make it at) and the text it returns, made once
/// per test process at `key` (a path under the process's cache, its last part the folder's
/// name, the same for every caller: a campaign's id may be its folder's name) and copied to
/// `dir`, with the folders beside it named `dir` + each of `suffixes` ("" is the folder
/// itself). The text comes back with the folder's path as `dir`.
pub fn made_once(
    key: &str,
    dir: &Path,
    suffixes: &[&str],
    make: impl FnOnce(&Path) -> String,
) -> String {
    let cell = cell(key);
    let played = cell.get_or_init(|| {
        let dir = cache_root().join(key);
        let out = make(&dir);
        Played { dir, out }
    });
    for suffix in suffixes {
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

/// The cell of `key`'s folder in this process's cache.
fn cell(key: &str) -> Arc<OnceLock<Played>> {
    static CACHE: OnceLock<Mutex<BTreeMap<String, Arc<OnceLock<Played>>>>> = OnceLock::new();
    let mut map = CACHE.get_or_init(Default::default).lock().unwrap();
    map.entry(key.to_string()).or_default().clone()
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
