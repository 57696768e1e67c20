//! Prints the fairness test vectors of docs/fairness.md: `cargo run --example seed_vectors`.
use pbem::fairness::{ChaChaDice, Digest, SeedInputs};
use std::collections::BTreeMap;

fn main() {
    let inputs = SeedInputs {
        campaign: "danube-demo".into(),
        entry: 1,
        state: Digest::of(b"example state\n"),
        orders: BTreeMap::from([
            ("russia".into(), Digest::of(b"russia orders\n")),
            ("turkey".into(), Digest::of(b"turkey orders\n")),
        ]),
        entropy: BTreeMap::from([("moderator".into(), Digest::of(b"moderator entropy\n"))]),
    };
    print!("{}", String::from_utf8(inputs.message()).unwrap());
    let seed = inputs.seed();
    println!("seed {seed}");
    let mut d = ChaChaDice::new(&seed);
    let words: Vec<String> = (0..8).map(|_| format!("{:08x}", d.next_word())).collect();
    println!("words {}", words.join(" "));
    let mut d = ChaChaDice::new(&seed);
    let d6: Vec<String> = (0..10).map(|_| d.draw(6).to_string()).collect();
    println!("d6 {}", d6.join(" "));
    let mut d = ChaChaDice::new(&seed);
    let d10: Vec<String> = (0..10).map(|_| d.draw(10).to_string()).collect();
    println!("d10 {}", d10.join(" "));
}
