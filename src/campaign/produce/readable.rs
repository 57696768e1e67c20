//! What pbem writes, it can read (docs/limits.md): before an entry is committed, each of
//! its files is checked against the limits its readers apply, so a resolution never writes
//! an entry that `verify`, `status` or the next `resolve` would refuse to read.

use crate::error::{Error, Result};
use crate::store::MAX_FILE_BYTES;
use std::collections::BTreeMap;

/// Every file of entry `name` (relative path -> bytes) is within the read limits
/// ([`check_file`]).
///
/// # Errors
/// As [`check_file`], for the first file over a limit.
pub fn check(name: &str, files: &BTreeMap<String, Vec<u8>>) -> Result<()> {
    files
        .iter()
        .try_for_each(|(rel, bytes)| check_file(name, rel, bytes))
}

/// The file `rel` of entry `name` is within the read limits: at most [`MAX_FILE_BYTES`]; a
/// YAML file UTF-8 and through [`crate::yaml::screen`] (size, depth, values, duplicate
/// keys).
///
/// # Errors
/// [`Error::Campaign`] naming the entry, the file and the limit it would break.
pub fn check_file(name: &str, rel: &str, bytes: &[u8]) -> Result<()> {
    let refuse = |why: String| {
        Err(Error::Campaign(format!(
            "entry {name} is not written: its file {rel} would not be readable by pbem ({why}); \
             the game data of this campaign makes more than pbem can keep (docs/limits.md)"
        )))
    };
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return refuse(format!(
            "{} bytes, over the limit of {MAX_FILE_BYTES} bytes for a file",
            bytes.len()
        ));
    }
    if rel.ends_with(".yaml") {
        let Ok(text) = std::str::from_utf8(bytes) else {
            return refuse("not UTF-8".into());
        };
        if let Err(e) = crate::yaml::screen(&format!("{name}/{rel}"), text) {
            return refuse(e.to_string());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(rel: &str, bytes: Vec<u8>) -> BTreeMap<String, Vec<u8>> {
        let mut f = BTreeMap::new();
        f.insert("state.yaml".to_string(), b"format: x\n".to_vec());
        f.insert(rel.to_string(), bytes);
        f
    }

    #[test]
    fn a_yaml_file_over_a_read_limit_is_refused_naming_it() {
        check("0001-x", &files("events.yaml", b"a: [1, 2]\n".to_vec())).unwrap();
        let big = format!("dice: [{}]\n", vec!["6"; 400_000].join(", "));
        let e = check("0001-x", &files("events.yaml", big.into_bytes())).unwrap_err();
        let e = e.to_string();
        assert!(
            e.contains("events.yaml would not be readable") && e.contains("1 MiB"),
            "{e}"
        );
        let deep = format!("a: {}{}\n", "[".repeat(70), "]".repeat(70));
        let e = check("0001-x", &files("resolution.yaml", deep.into_bytes())).unwrap_err();
        assert!(e.to_string().contains("nested more than 64 deep"), "{e}");
        let e = check("0001-x", &files("e.yaml", vec![0xff, 0xfe])).unwrap_err();
        assert!(e.to_string().contains("not UTF-8"), "{e}");
    }

    #[test]
    fn a_picture_over_the_file_limit_is_refused() {
        let svg = vec![b' '; MAX_FILE_BYTES as usize + 1];
        let e = check("0001-x", &files("map.svg", svg)).unwrap_err();
        assert!(
            e.to_string().contains("map.svg would not be readable"),
            "{e}"
        );
    }
}
