//! The files the page's checker reads (`data/campaign.js`) and the checker itself (the
//! JavaScript and CSS under assets/site/, with the vendored js-yaml and fflate and their
//! licences).

use crate::campaign::Campaign;
use crate::error::{Error, Result};
use base64::Engine;
use include_dir::{include_dir, Dir};
use std::collections::BTreeMap;

static ASSETS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/site");

/// An entry's files every participant may see: enough for the checker to follow every
/// entropy chain, recompute every seed, die and history hash, and check these files
/// against the entry's `outputs`.
const PUBLIC: [&str; 6] = [
    "commitments.yaml",
    "entropy.yaml",
    "resolution.yaml",
    "report.md",
    "events.yaml",
    crate::campaign::produce::PUBLIC_PICTURE,
];

/// Adds the checker's scripts, stylesheet and vendored libraries (under `js/`, the
/// stylesheet at the top).
pub(super) fn assets(files: &mut BTreeMap<String, Vec<u8>>) {
    fn walk(d: &Dir<'static>, files: &mut BTreeMap<String, Vec<u8>>) {
        for f in d.files() {
            let rel = f.path().to_string_lossy().replace('\\', "/");
            let at = if rel.ends_with(".css") {
                rel
            } else {
                format!("js/{rel}")
            };
            files.insert(at, f.contents().to_vec());
        }
        for sub in d.dirs() {
            walk(sub, files);
        }
    }
    walk(&ASSETS, files);
}

/// `data/campaign.js`: the campaign's files for the checker, as base64 in one script (a
/// page opened from the disk may not fetch files beside it). `record`: the whole history
/// and the campaign's state.yaml; otherwise the setup's state and each entry's public
/// files ([`PUBLIC`]), and the checker is told it has only those.
pub(super) fn campaign_js(c: &Campaign, record: bool) -> Result<Vec<u8>> {
    let b64 = base64::engine::general_purpose::STANDARD;
    let mut files: BTreeMap<String, String> = BTreeMap::new();
    files.insert("campaign.yaml".into(), b64.encode(public_campaign_yaml(c)?));
    let history = c.history_dir();
    let mut add = |rel: &str| -> Result<()> {
        let p = c.dir.join(rel);
        if p.is_file() {
            files.insert(rel.to_string(), b64.encode(crate::store::read(&p)?));
        }
        Ok(())
    };
    if record {
        add("state.yaml")?;
        for rel in crate::store::list_files(&history)? {
            add(&format!("history/{rel}"))?;
        }
    } else {
        add("history/0000-setup/state.yaml")?;
        for name in c.entries()?.into_iter().filter(|n| !n.starts_with("0000")) {
            for f in PUBLIC {
                add(&format!("history/{name}/{f}"))?;
            }
        }
        // A public copy withholds the setup's state, which the scenario gives: rebuilt,
        // as `pbem verify` on the copy rebuilds it (docs/fairness.md, section 14).
        let setup = "history/0000-setup/state.yaml";
        let copy = crate::store::kind(&c.dir.join("public.yaml"))? == crate::store::Kind::File;
        if !files.contains_key(setup) && copy {
            let bytes = crate::campaign::create::setup_state_bytes(c)?;
            files.insert(setup.into(), b64.encode(bytes));
        }
    }
    let data = serde_json::json!({ "partial": !record, "files": files });
    let json = serde_json::to_string(&data).map_err(|e| Error::Campaign(e.to_string()))?;
    Ok(format!("var PBEM_CAMPAIGN = {json};\n").into_bytes())
}

/// campaign.yaml without the participants' mail addresses and the mail settings (the
/// checker reads the ids, roles and entropy anchors; no hash covers campaign.yaml).
fn public_campaign_yaml(c: &Campaign) -> Result<Vec<u8>> {
    let bytes = crate::store::read(&c.dir.join("campaign.yaml"))?;
    let mut v: serde_yaml::Value = serde_yaml::from_slice(&bytes)
        .map_err(|e| Error::Campaign(format!("campaign.yaml: {e}")))?;
    if let Some(m) = v.as_mapping_mut() {
        m.remove("mail");
        if let Some(serde_yaml::Value::Sequence(ps)) = m.get_mut("participants") {
            for p in ps.iter_mut().filter_map(serde_yaml::Value::as_mapping_mut) {
                p.remove("email");
            }
        }
    }
    serde_yaml::to_string(&v)
        .map(String::into_bytes)
        .map_err(|e| Error::Campaign(format!("campaign.yaml: {e}")))
}
