//! Game data: the files under `games/<game>/` (charts, maps, scenarios), embedded in the
//! binary as the default and overridable file by file from a folder of house rules.

use crate::error::{Error, Result};
use crate::yaml::Source;
use include_dir::{include_dir, Dir};
use std::any::Any;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

static GAMES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/games");

/// The data files of one game system: relative path (`charts/pursuit.yaml`) -> text.
#[derive(Debug, Clone)]
pub struct GameData {
    game: String,
    files: BTreeMap<String, (String, String)>, // rel -> (display name, text)
    parsed: Memo,
}

/// What the rules built from these files (maps, charts), kept for the life of the data so
/// a command that checks seven orders files parses the map once. Shared by clones.
#[derive(Clone, Default)]
struct Memo(Arc<Mutex<BTreeMap<String, Arc<dyn Any + Send + Sync>>>>);

impl Memo {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Arc<dyn Any + Send + Sync>>> {
        // A panic while holding the lock cannot leave a half-written entry: insert is one call.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl std::fmt::Debug for Memo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

impl GameData {
    /// The embedded data of `game`.
    ///
    /// # Errors
    /// [`Error::Campaign`] when no such game's data is embedded.
    pub fn embedded(game: &str) -> Result<Self> {
        let dir = GAMES
            .get_dir(game)
            .ok_or_else(|| Error::Campaign(format!("no embedded data for game '{game}'")))?;
        let mut files = BTreeMap::new();
        collect(dir, game, &mut files);
        Ok(GameData {
            game: game.to_string(),
            files,
            parsed: Memo::default(),
        })
    }

    /// The embedded data of `game`, with every file found under `overrides` (same layout as
    /// `games/<game>/`) replacing the embedded one of the same relative path.
    ///
    /// Each file is read up to [`crate::yaml::MAX_BYTES`] and parsed, when the rules ask
    /// for it, after [`crate::yaml::screen`] (docs/limits.md).
    ///
    /// # Errors
    /// As [`GameData::embedded`], [`Error::Io`] reading the folder or a file that is not
    /// UTF-8, [`Error::Yaml`] for a file over the size limit, or [`Error::Invalid`] for a
    /// number out of bounds or a control character in a text ([`crate::limits`]).
    pub fn with_overrides(game: &str, overrides: Option<&Path>) -> Result<Self> {
        let mut data = GameData::embedded(game)?;
        if let Some(root) = overrides {
            // Through the store: no link followed, regular files of bounded size only.
            for rel in crate::store::list_files(root)? {
                if rel.ends_with(".yaml") {
                    let path = root.join(&rel);
                    let text = crate::store::read_text(&path)?;
                    // The YAML limits (size, depth, values) at load, naming the file.
                    crate::yaml::screen(&path.display().to_string(), &text)?;
                    // Numbers within bounds, texts of one line (docs/limits.md).
                    crate::limits::check_game_data(&path.display().to_string(), &text)?;
                    data.files.insert(rel, (path.display().to_string(), text));
                }
            }
        }
        Ok(data)
    }

    /// `build`'s value for `key` (e.g. `map:central-europe-1805`), built once per data set
    /// and cloned out after. The files never change under a `GameData`, so neither does the
    /// value.
    ///
    /// # Errors
    /// `build`'s error (nothing is kept).
    pub fn memo<T: Any + Send + Sync + Clone>(
        &self,
        key: &str,
        build: impl FnOnce() -> Result<T>,
    ) -> Result<T> {
        if let Some(v) = self
            .parsed
            .lock()
            .get(key)
            .and_then(|v| v.downcast_ref::<T>())
        {
            return Ok(v.clone());
        }
        let v = build()?;
        self.parsed
            .lock()
            .insert(key.to_string(), Arc::new(v.clone()));
        Ok(v)
    }

    /// The game's id.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The file at `rel` as a [`Source`] named `games/<game>/<rel>` (or its override path),
    /// known to pass [`crate::yaml::screen`]: an embedded file by test, an override when it
    /// was read.
    ///
    /// # Errors
    /// [`Error::Campaign`] when the file does not exist.
    pub fn source(&self, rel: &str) -> Result<Source> {
        let (name, text) = self.files.get(rel).ok_or_else(|| {
            Error::Campaign(format!("game data games/{}/{rel} is missing", self.game))
        })?;
        Ok(Source::screened(name.clone(), text.clone()))
    }

    /// Parses the file at `rel`.
    ///
    /// # Errors
    /// A missing file, or YAML errors with file, line and path.
    pub fn parse<T: serde::de::DeserializeOwned>(&self, rel: &str) -> Result<T> {
        self.source(rel)?.parse()
    }

    /// Relative paths under `prefix`, sorted.
    pub fn list(&self, prefix: &str) -> Vec<String> {
        self.files
            .keys()
            .filter(|k| k.starts_with(prefix))
            .cloned()
            .collect()
    }
}

/// Game systems with embedded data, sorted.
pub fn embedded_games() -> Vec<String> {
    let mut v: Vec<String> = GAMES
        .dirs()
        .map(|d| d.path().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn collect(dir: &Dir<'static>, game: &str, out: &mut BTreeMap<String, (String, String)>) {
    for file in dir.files() {
        if let Some(text) = file.contents_utf8() {
            let full = file.path().to_string_lossy().replace('\\', "/");
            let rel = full
                .strip_prefix(&format!("{game}/"))
                .unwrap_or(&full)
                .to_string();
            out.insert(rel, (format!("games/{full}"), text.to_string()));
        }
    }
    for sub in dir.dirs() {
        collect(sub, game, out);
    }
}
