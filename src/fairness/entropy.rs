//! Protocol step 2, entropy chains: a participant's secret `s`, the anchor `a = H^N(s)`, and the value
//! revealed for history entry k, `e_k = H^(N-k)(s)`, checked by `H(e_k) == e_(k-1)`.

use super::Digest;
use crate::error::{Error, Result};

/// A participant's hash chain: the secret and its length N. The secret never enters the
/// campaign folder.
#[derive(Clone)]
pub struct Chain {
    secret: [u8; 32],
    length: u32,
}

impl Chain {
    /// A chain over `secret` of length `length` (N).
    pub fn new(secret: [u8; 32], length: u32) -> Self {
        Chain { secret, length }
    }

    /// A fresh chain with 32 bytes from the operating system's random source.
    ///
    /// # Errors
    /// [`Error::Fairness`] when the operating system gives no randomness.
    pub fn generate(length: u32) -> Result<Self> {
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret)
            .map_err(|e| Error::Fairness(format!("no OS randomness: {e}")))?;
        Ok(Chain::new(secret, length))
    }

    /// The secret's bytes.
    pub fn secret(&self) -> &[u8; 32] {
        &self.secret
    }

    /// N.
    pub fn length(&self) -> u32 {
        self.length
    }

    /// The anchor `H^N(s)`, published in campaign.yaml.
    pub fn anchor(&self) -> Digest {
        iterate(Digest(self.secret), self.length)
    }

    /// `e_k = H^(N-k)(s)` for history entry `k` (1-based).
    ///
    /// # Errors
    /// [`Error::Fairness`] when k is 0 or beyond the chain's length.
    pub fn value(&self, k: u32) -> Result<Digest> {
        if k == 0 {
            return Err(Error::Fairness(
                "entry 0 (the setup) has no entropy value: a chain's values are for entries \
                 1 on"
                    .into(),
            ));
        }
        if k > self.length {
            return Err(Error::Fairness(format!(
                "entry {k} is past the end of this entropy chain: it has {n} values, for \
                 entries 1 to {n}, and a chain cannot be lengthened (its anchor fixes its \
                 length; docs/fairness.md, section 2); a player's side can go on with a new \
                 participant and a new chain (pbem handover)",
                n = self.length
            )));
        }
        Ok(iterate(Digest(self.secret), self.length - k))
    }
}

/// `H^n(x)`: SHA-256 applied n times to the 32 raw bytes.
pub fn iterate(mut x: Digest, n: u32) -> Digest {
    for _ in 0..n {
        x = Digest::of(&x.0);
    }
    x
}

/// Checks one link: `H^gap(value) == previous`. `gap` is 1 when the participant gave a
/// value for the entry before; more when values were withheld and the entries between were
/// resolved without them (`pbem resolve --nmr`, docs/fairness.md).
///
/// # Errors
/// [`Error::Fairness`] naming both hashes when the link is broken.
pub fn check_link(
    participant: &str,
    entry: u32,
    value: &Digest,
    previous: &Digest,
    gap: u32,
) -> Result<()> {
    let h = iterate(*value, gap);
    if &h != previous {
        let f = if gap == 1 {
            "SHA-256".to_string()
        } else {
            format!("SHA-256^{gap}")
        };
        return Err(Error::Fairness(format!(
            "entropy of {participant} for entry {entry} does not hash to the previous value: \
             {f}({value}) = {h}, expected {previous}"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_link_back_to_the_anchor() {
        let chain = Chain::new([7u8; 32], 20);
        let mut prev = chain.anchor();
        for k in 1..=20 {
            let e = chain.value(k).unwrap();
            check_link("p", k, &e, &prev, 1).unwrap();
            prev = e;
        }
        assert_eq!(chain.value(20).unwrap(), Digest([7u8; 32]));
        let past = chain.value(21).unwrap_err().to_string();
        assert!(
            past.contains(
                "entry 21 is past the end of this entropy chain: it has 20 values, for entries \
                 1 to 20, and a chain cannot be lengthened"
            ) && past.contains("pbem handover"),
            "{past}"
        );
        assert!(chain.value(0).unwrap_err().to_string().contains("setup"));
    }

    #[test]
    fn a_wrong_value_is_refused() {
        let chain = Chain::new([1u8; 32], 5);
        let err = check_link(
            "p",
            2,
            &chain.value(3).unwrap(),
            &chain.value(1).unwrap(),
            1,
        );
        assert!(err.is_err());
        // Over a gap of two entries (entry 2 withheld), entry 3 links back to entry 1.
        check_link(
            "p",
            3,
            &chain.value(3).unwrap(),
            &chain.value(1).unwrap(),
            2,
        )
        .unwrap();
    }
}
