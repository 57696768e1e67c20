//! The files of an entry other than its reports, mails and resolution.yaml: the
//! commitments, orders, standing orders, voided commitments, entropy, state, events and
//! pictures.

use super::{Inputs, PUBLIC_PICTURE};
use crate::campaign::StateFile;
use crate::engine::Pictures;
use crate::error::Result;
use crate::fairness::{history, Digest};
use crate::yaml;
use std::collections::BTreeMap;

/// An entry's files: relative path -> bytes.
pub(super) type Files = BTreeMap<String, Vec<u8>>;

/// The entry's files (relative path -> bytes) and its history hash `H_k` (`None` when
/// the entry is replayed as one resolved before pbem 0.4.0).
///
/// # Errors
/// YAML that does not serialize.
pub(super) fn entry_files(
    inputs: &Inputs,
    nmr_files: BTreeMap<String, Vec<u8>>,
    state_file: &StateFile,
    seed: &Digest,
    report: &serde_yaml::Value,
    pictures: &Pictures,
) -> Result<(Files, Option<Digest>)> {
    let mut files = Files::new();
    files.insert(
        "commitments.yaml".into(),
        yaml::to_string(&inputs.commitments)?.into_bytes(),
    );
    for (p, bytes) in &inputs.orders {
        files.insert(format!("orders/{p}.yaml"), bytes.clone());
    }
    files.extend(nmr_files);
    if !inputs.voided.is_empty() {
        files.insert(
            crate::campaign::void::FILE.into(),
            yaml::to_string(&inputs.voided)?.into_bytes(),
        );
    }
    if !inputs.entropy.is_empty() {
        files.insert(
            "entropy.yaml".into(),
            yaml::to_string(&inputs.entropy)?.into_bytes(),
        );
    }
    let state_bytes = yaml::to_string(state_file)?.into_bytes();
    let history = inputs
        .previous_history
        .map(|h| history::next(&h, inputs.entry, seed, &Digest::of(&state_bytes)));
    files.insert("state.yaml".into(), state_bytes);
    files.insert("events.yaml".into(), yaml::to_string(report)?.into_bytes());
    // The pictures of the board (entries of pbem 0.5.0 on; none for older ones).
    if let Some(svg) = &pictures.public {
        files.insert(PUBLIC_PICTURE.into(), svg.clone().into_bytes());
    }
    for (p, svg) in &pictures.players {
        files.insert(format!("reports/{p}.svg"), svg.clone().into_bytes());
    }
    Ok((files, history))
}
