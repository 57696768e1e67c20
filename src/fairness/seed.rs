//! 3. Seed: `SHA-256(m)` over the exact byte string of docs/fairness.md.

use super::Digest;
use std::collections::BTreeMap;

/// The protocol's version line, the first line of the seed message.
pub const PROTOCOL: &str = "pbem-seed-v1";

/// Everything the seed of one history entry is made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedInputs {
    /// The campaign id.
    pub campaign: String,
    /// The history entry, 1-based.
    pub entry: u32,
    /// SHA-256 of the previous state.yaml's bytes.
    pub state: Digest,
    /// Player id -> commitment. BTreeMap: ascending byte order of the id, as the protocol says.
    pub orders: BTreeMap<String, Digest>,
    /// Participant id -> entropy value for this entry.
    pub entropy: BTreeMap<String, Digest>,
}

impl SeedInputs {
    /// The message m, byte for byte.
    pub fn message(&self) -> Vec<u8> {
        let mut m = String::new();
        m.push_str(PROTOCOL);
        m.push('\n');
        m.push_str(&format!("campaign {}\n", self.campaign));
        m.push_str(&format!("entry {}\n", self.entry));
        m.push_str(&format!("state {}\n", self.state));
        for (player, c) in &self.orders {
            m.push_str(&format!("orders {player} {c}\n"));
        }
        for (participant, e) in &self.entropy {
            m.push_str(&format!("entropy {participant} {e}\n"));
        }
        m.into_bytes()
    }

    /// `seed = SHA-256(m)`.
    pub fn seed(&self) -> Digest {
        Digest::of(&self.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_orders_ids_by_bytes() {
        let mut orders = BTreeMap::new();
        orders.insert("turkey".to_string(), Digest([2; 32]));
        orders.insert("Zed".to_string(), Digest([3; 32]));
        orders.insert("russia".to_string(), Digest([1; 32]));
        let s = SeedInputs {
            campaign: "c".into(),
            entry: 12,
            state: Digest([0; 32]),
            orders,
            entropy: BTreeMap::new(),
        };
        let m = String::from_utf8(s.message()).unwrap();
        let lines: Vec<&str> = m.lines().collect();
        assert_eq!(lines[0], "pbem-seed-v1");
        assert_eq!(lines[2], "entry 12");
        assert!(lines[4].starts_with("orders Zed "));
        assert!(lines[5].starts_with("orders russia "));
        assert!(lines[6].starts_with("orders turkey "));
        assert!(m.ends_with('\n'));
    }
}
