//! The history hash (docs/fairness.md, section 8): a running SHA-256 over the entries'
//! seeds and resulting states, which every report mail carries so a player can later show
//! that the campaign still holds the history they were sent.

use super::Digest;

/// `H_0`: the SHA-256 of the setup's `state.yaml` (entry 1's `previous_state_sha256`).
pub fn genesis(setup_state: &Digest) -> Digest {
    *setup_state
}

/// `H_k = SHA-256(m)` with m the lines `pbem-history-v1`, `previous <H_(k-1)>`,
/// `entry <k>`, `seed <seed of entry k>`, `state <SHA-256 of entry k's state.yaml>`, each
/// ending in one `\n`, hashes in lowercase hex, k in decimal.
pub fn next(previous: &Digest, entry: u32, seed: &Digest, state: &Digest) -> Digest {
    let m = format!(
        "pbem-history-v1\nprevious {previous}\nentry {entry}\nseed {seed}\nstate {state}\n"
    );
    Digest::of(m.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_input_changes_the_hash() {
        let (a, b) = (Digest([1; 32]), Digest([2; 32]));
        let h = next(&a, 1, &a, &a);
        assert_eq!(h, next(&a, 1, &a, &a));
        assert_ne!(h, next(&b, 1, &a, &a));
        assert_ne!(h, next(&a, 2, &a, &a));
        assert_ne!(h, next(&a, 1, &b, &a));
        assert_ne!(h, next(&a, 1, &a, &b));
        assert_eq!(
            next(&Digest([0; 32]), 1, &Digest([0; 32]), &Digest([0; 32])),
            Digest::of(
                format!(
                    "pbem-history-v1\nprevious {z}\nentry 1\nseed {z}\nstate {z}\n",
                    z = "0".repeat(64)
                )
                .as_bytes()
            )
        );
    }
}
