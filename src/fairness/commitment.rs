//! 1. Orders commitment: the lowercase hex SHA-256 of the orders file's bytes.

use crate::error::{Error, Result};
use sha2::{Digest as _, Sha256};
use std::fmt;

/// A SHA-256 digest (32 bytes), written as 64 lowercase hex digits in every file.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digest(pub [u8; 32]);

impl Digest {
    /// SHA-256 of `bytes`.
    pub fn of(bytes: &[u8]) -> Self {
        Digest(Sha256::digest(bytes).into())
    }

    /// Parses 64 hex digits (either case accepted, lowercase is canonical).
    ///
    /// # Errors
    /// [`Error::Fairness`] when the text is not 64 hex digits.
    pub fn parse(text: &str) -> Result<Self> {
        let text = text.trim();
        let mut out = [0u8; 32];
        if text.len() != 64 {
            return Err(Error::Fairness(format!(
                "'{text}' is not a SHA-256 hash (64 hex digits)"
            )));
        }
        hex::decode_to_slice(text, &mut out).map_err(|_| {
            Error::Fairness(format!("'{text}' is not a SHA-256 hash (64 hex digits)"))
        })?;
        Ok(Digest(out))
    }

    /// Lowercase hex.
    pub fn hex(&self) -> String {
        hex::encode(self.0)
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({})", self.hex())
    }
}

impl serde::Serialize for Digest {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

impl<'de> serde::Deserialize<'de> for Digest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Digest::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// The commitment to an orders file: SHA-256 of its exact bytes (protocol step 1).
pub fn commitment(orders_bytes: &[u8]) -> Digest {
    Digest::of(orders_bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_is_sha256_of_the_bytes() {
        assert_eq!(
            commitment(b"abc").hex(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn parse_rejects_short_and_non_hex() {
        assert!(Digest::parse("abc").is_err());
        assert!(Digest::parse(&"g".repeat(64)).is_err());
        let d = Digest::of(b"x");
        assert_eq!(Digest::parse(&d.hex().to_uppercase()).unwrap(), d);
    }
}
