//! What one command keeps of the state files it read: the state.yaml it parsed last and
//! the game state it decoded last, each by the file's bytes, so that the steps of a
//! command (recovery, the pending entry, resolving) parse and decode a state once.

use super::{Campaign, StateFile};
use crate::error::Result;
use crate::rules::LoadedState;
use crate::yaml::Source;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A state.yaml's bytes and what was made of them.
type Slot<T> = Option<(Vec<u8>, Arc<T>)>;

/// The slots of a campaign, shared by its clones.
#[derive(Clone, Default)]
pub(super) struct Memo {
    parsed: Arc<Mutex<Slot<StateFile>>>,
    decoded: Arc<Mutex<Slot<LoadedState>>>,
}

impl std::fmt::Debug for Memo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

/// The slot, whatever a panicking holder left in it (a slot is whole or empty).
fn slot<T>(m: &Mutex<Slot<T>>) -> MutexGuard<'_, Slot<T>> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Campaign {
    /// The state.yaml `bytes` parsed (`name`: the file, for errors): once per command, the
    /// later calls for the same bytes share it.
    ///
    /// # Errors
    /// A malformed state file, with file, line and YAML path.
    pub fn parsed_state(&self, name: &str, bytes: &[u8]) -> Result<Arc<StateFile>> {
        if let Some((b, st)) = &*slot(&self.memo.parsed) {
            if b.as_slice() == bytes {
                return Ok(Arc::clone(st));
            }
        }
        // Parsed without the slot held: `pbem verify`'s threads, each replaying an entry
        // from another state, do not wait for each other's parse.
        let src = Source::new(name, String::from_utf8_lossy(bytes).into_owned());
        let st = Arc::new(src.parse::<StateFile>()?);
        *slot(&self.memo.parsed) = Some((bytes.to_vec(), Arc::clone(&st)));
        Ok(st)
    }

    /// Keeps `st` as the parse of the state.yaml `bytes` that were written from it (an
    /// entry just produced): the next entry, replayed from those bytes, parses nothing
    /// (`pbem verify` replays consecutive entries on a thread; issue 30, item 6). A state
    /// file reads back as the one written (checked in debug builds, so by every test that
    /// resolves an entry).
    pub(super) fn remember_parsed(&self, bytes: Vec<u8>, st: StateFile) {
        debug_assert_eq!(
            Source::new("state.yaml", String::from_utf8_lossy(&bytes).into_owned())
                .parse::<StateFile>()
                .ok()
                .as_ref(),
            Some(&st),
            "a state file reads back as the one written"
        );
        *slot(&self.memo.parsed) = Some((bytes, Arc::new(st)));
    }

    /// This campaign with a memo of its own, not shared with the campaign it is made from:
    /// for a thread that replays entries beside others (`pbem verify`), whose states would
    /// otherwise take each other's slot.
    pub(super) fn with_own_memo(&self) -> Campaign {
        Campaign {
            memo: Memo::default(),
            ..self.clone()
        }
    }

    /// The game state of the state.yaml `bytes` (parsed as `st`), decoded for the game's
    /// calls: once per command, the later calls for the same bytes share it.
    ///
    /// # Errors
    /// A state the game cannot read, naming its YAML path.
    pub fn decoded(&self, bytes: &[u8], st: &StateFile) -> Result<Arc<LoadedState>> {
        if let Some((b, l)) = &*slot(&self.memo.decoded) {
            if b.as_slice() == bytes {
                return Ok(Arc::clone(l));
            }
        }
        let l = Arc::new(self.system().load(&st.state)?);
        *slot(&self.memo.decoded) = Some((bytes.to_vec(), Arc::clone(&l)));
        Ok(l)
    }

    /// [`Campaign::decoded`], taken for a call that consumes it (resolving): the decoded
    /// state of `bytes` if this command holds it and nothing else shares it, else decoded
    /// anew.
    ///
    /// # Errors
    /// A state the game cannot read, naming its YAML path.
    pub fn take_decoded(&self, bytes: &[u8], st: &StateFile) -> Result<LoadedState> {
        let held = {
            let mut slot = slot(&self.memo.decoded);
            match slot.take() {
                Some((b, l)) if b.as_slice() == bytes => Some(l),
                other => {
                    *slot = other;
                    None
                }
            }
        };
        match held.and_then(|l| Arc::try_unwrap(l).ok()) {
            Some(l) => Ok(l),
            None => self.system().load(&st.state),
        }
    }
}
