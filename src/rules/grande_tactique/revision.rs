//! Which rules an entry is resolved by: campaigns made by pbem before 0.6.0 replay with the
//! rules they had (flight stopping at the first overlap, a take-back ending a general's
//! spending, charges by target id, the de-shake of cavalry marked provisional); new entries
//! play the text as pbem 0.6.0 reads it.

/// The rules' revision, computed once from the entry's engine (`engine::at_least`).
pub use crate::engine::version::RulesEra as Revision;
