//! Typed ids: participant, campaign and scenario ids, checked wherever they are read
//! (campaign.yaml, the command line, secret files) so that one never reaches the file
//! system unchecked.
//!
//! The id alphabet (README, "Ids"): 1 to 64 lowercase ASCII letters, digits and hyphens,
//! starting with a letter. No id can hold a path separator, `.` or `..`, so an id is safe
//! as a file name (`orders/<player>.yaml`, `<participant>.secret.yaml`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

/// The longest id, in bytes.
pub const MAX_LEN: usize = 64;

/// An id outside the id alphabet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} '{shown}' must be lowercase letters, digits and hyphens, starting with a letter (at most {MAX_LEN})")]
pub struct InvalidId {
    /// What the id names (`participant id`, `side`).
    pub what: &'static str,
    /// The id as given, control characters escaped and cut to 80 characters.
    pub shown: String,
}

impl From<InvalidId> for crate::error::Error {
    fn from(e: InvalidId) -> Self {
        crate::error::Error::Campaign(e.to_string())
    }
}

/// Checks `id` against the id alphabet; `what` names it in the error.
///
/// # Errors
/// [`InvalidId`].
pub fn check(what: &'static str, id: &str) -> Result<(), InvalidId> {
    let ok = id.len() <= MAX_LEN
        && id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        let escaped: String = id.chars().flat_map(char::escape_default).collect();
        let mut shown: String = escaped.chars().take(80).collect();
        if shown.len() < escaped.len() {
            shown.push_str("...");
        }
        Err(InvalidId { what, shown })
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(String);

        impl $name {
            /// What this id names, in error messages.
            pub const WHAT: &'static str = $what;

            /// The id as a string slice.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::str::FromStr for $name {
            type Err = InvalidId;
            fn from_str(s: &str) -> Result<Self, InvalidId> {
                check($what, s)?;
                Ok($name(s.to_string()))
            }
        }

        impl TryFrom<String> for $name {
            type Error = InvalidId;
            fn try_from(s: String) -> Result<Self, InvalidId> {
                check($what, &s)?;
                Ok($name(s))
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }

        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<std::path::Path> for $name {
            fn as_ref(&self) -> &std::path::Path {
                std::path::Path::new(&self.0)
            }
        }

        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                &self.0 == other
            }
        }

        impl PartialEq<$name> for str {
            fn eq(&self, other: &$name) -> bool {
                self == other.0
            }
        }

        impl PartialEq<$name> for &str {
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.0)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = String::deserialize(d)?;
                $name::try_from(s).map_err(serde::de::Error::custom)
            }
        }
    };
}

id_type!(
    /// A participant's id (a player or the moderator): the name of its orders, report and
    /// mail files and of its secret file.
    ParticipantId,
    "participant id"
);

id_type!(
    /// A campaign's id, in every seed, orders header and mail subject.
    CampaignId,
    "campaign id"
);

id_type!(
    /// A scenario's id: `scenarios/<id>.yaml` of the game's data.
    ScenarioId,
    "scenario id"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_id_alphabet_is_all_an_id_may_hold() {
        for ok in [
            "russia",
            "a",
            "mod-2",
            "ulm-austerlitz-1805",
            &"a".repeat(64),
        ] {
            assert!(ok.parse::<ParticipantId>().is_ok(), "{ok}");
        }
        for bad in [
            "",
            "..",
            ".",
            "../x",
            "a/b",
            "a\\b",
            "Russia",
            "1805",
            "-x",
            "a b",
            "a.yaml",
            "é",
            &"a".repeat(65),
        ] {
            assert!(bad.parse::<CampaignId>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn errors_escape_and_cut_what_they_show() {
        let e = "\u{1b}[2J".parse::<ScenarioId>().unwrap_err();
        assert_eq!(e.shown, "\\u{1b}[2J");
        let e = "x/".repeat(100).parse::<ScenarioId>().unwrap_err();
        assert_eq!(e.shown.len(), 83);
        assert!(e.to_string().starts_with("scenario id 'x/x/"), "{e}");
    }

    #[test]
    fn ids_read_from_yaml_are_checked_and_written_as_plain_strings() {
        let id: ParticipantId = serde_yaml::from_str("russia").unwrap();
        assert_eq!(id, "russia");
        assert_eq!(serde_yaml::to_string(&id).unwrap(), "russia\n");
        let e = serde_yaml::from_str::<ParticipantId>("../../pwn").unwrap_err();
        assert!(
            e.to_string().contains("participant id '../../pwn' must be"),
            "{e}"
        );
    }
}
