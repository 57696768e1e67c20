//! docs/fairness.md's test vectors, checked against pbem's dice and an independent ChaCha20.

use chacha20::cipher::{KeyIvInit, StreamCipher};
use pbem::fairness::{ChaChaDice, Digest, SeedInputs};
use std::collections::BTreeMap;

fn doc_line(key: &str) -> Vec<String> {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/fairness.md")).unwrap();
    let line = doc
        .lines()
        .find(|l| l.starts_with(&format!("{key} ")))
        .unwrap_or_else(|| panic!("no '{key}' line in docs/fairness.md"));
    line.split_whitespace()
        .skip(1)
        .map(str::to_string)
        .collect()
}

fn inputs() -> SeedInputs {
    SeedInputs {
        campaign: "danube-demo".into(),
        entry: 1,
        state: Digest::of(b"example state\n"),
        orders: BTreeMap::from([
            ("russia".into(), Digest::of(b"russia orders\n")),
            ("turkey".into(), Digest::of(b"turkey orders\n")),
        ]),
        entropy: BTreeMap::from([("moderator".into(), Digest::of(b"moderator entropy\n"))]),
    }
}

#[test]
fn the_message_is_the_documented_bytes() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/fairness.md")).unwrap();
    let m = String::from_utf8(inputs().message()).unwrap();
    assert!(
        doc.contains(&format!("```text\n{m}```")),
        "docs/fairness.md does not show the message:\n{m}"
    );
}

#[test]
fn seed_words_and_dice_match_the_document() {
    let seed = inputs().seed();
    assert_eq!(vec![seed.hex()], doc_line("seed"));
    let mut d = ChaChaDice::new(&seed);
    let words: Vec<String> = (0..8).map(|_| format!("{:08x}", d.next_word())).collect();
    assert_eq!(words, doc_line("words"));
    let mut d = ChaChaDice::new(&seed);
    assert_eq!(
        (0..10).map(|_| d.draw(6).to_string()).collect::<Vec<_>>(),
        doc_line("d6")
    );
    let mut d = ChaChaDice::new(&seed);
    assert_eq!(
        (0..10).map(|_| d.draw(10).to_string()).collect::<Vec<_>>(),
        doc_line("d10")
    );
}

#[test]
fn an_independent_chacha20_gives_the_same_words() {
    let seed = inputs().seed();
    let mut cipher = chacha20::ChaCha20::new(&seed.0.into(), &[0u8; 12].into());
    let mut ks = [0u8; 4096];
    cipher.apply_keystream(&mut ks);
    let mut ours = ChaChaDice::new(&seed);
    for chunk in ks.chunks(4) {
        assert_eq!(
            u32::from_le_bytes(chunk.try_into().unwrap()),
            ours.next_word()
        );
    }
}

#[test]
fn dice_rederive_from_seed_and_sides_alone() {
    // A verifier's own implementation of section 4, from the keystream.
    let seed = inputs().seed();
    let mut cipher = chacha20::ChaCha20::new(&seed.0.into(), &[0u8; 12].into());
    let mut ks = vec![0u8; 1 << 16];
    cipher.apply_keystream(&mut ks);
    let mut words = ks
        .chunks(4)
        .map(|c| u64::from(u32::from_le_bytes(c.try_into().unwrap())));
    let mut theirs = |n: u64| loop {
        let w = words.next().unwrap();
        if w < ((1u64 << 32) / n) * n {
            break (w % n) as u32 + 1;
        }
    };
    let mut ours = ChaChaDice::new(&seed);
    for sides in [6u32, 6, 10, 3, 7, 100, 6, 2, 20, 6]
        .iter()
        .cycle()
        .take(500)
    {
        assert_eq!(ours.draw(*sides), theirs(u64::from(*sides)));
    }
}
