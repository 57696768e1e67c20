//! Campaigns resolved by pbem 0.3.0 (the two demos and four entries of the 1805
//! seven-power scenario with three entropy chains) and by pbem 0.4.0 (the two demos, with
//! history hashes in their mails) still verify byte for byte: every campaign file a group
//! keeps must replay with a newer pbem.

use crate::support;
use std::path::Path;

/// Copies `tests/fixtures/v0.3.0/<name>` into a temporary folder and verifies it there.
fn verifies(name: &str, entries: &str) {
    verifies_of("v0.3.0", name, entries);
}

/// Copies `tests/fixtures/<version>/<name>` into a temporary folder and verifies it there.
fn verifies_of(version: &str, name: &str, entries: &str) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(version)
        .join(name);
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join(name);
    crate::support::copy_tree(&src, &dir);
    let before = support::snapshot(&dir);
    let out = support::run(&["verify", dir.to_str().unwrap()]);
    assert!(
        out.contains(&format!("{entries} entries replayed byte for byte")),
        "{out}"
    );
    assert_eq!(
        before,
        support::snapshot(&dir),
        "verify wrote into the campaign"
    );
}

#[test]
fn the_danube_demo_of_0_3_0_verifies() {
    verifies("danube-1810", "2");
}

#[test]
fn the_1812_demo_of_0_3_0_verifies() {
    verifies("campaign-1812", "6");
}

#[test]
fn four_entries_of_1805_with_entropy_chains_of_0_3_0_verify() {
    verifies("ulm-1805", "4");
}

#[test]
fn the_danube_demo_of_0_4_0_verifies() {
    verifies_of("v0.4.0", "danube-1810", "2");
}

#[test]
fn the_1812_demo_of_0_4_0_verifies() {
    verifies_of("v0.4.0", "campaign-1812", "6");
}

// The five demos as pbem 0.5.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.5.0, before the rules changes of 0.6.0): each must keep replaying with 0.5.0's rules.

#[test]
fn the_american_revolution_demo_of_0_5_0_verifies() {
    verifies_of("v0.5.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_5_0_verifies() {
    verifies_of("v0.5.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_5_0_verifies() {
    verifies_of("v0.5.0", "grande-tactique", "4");
}

#[test]
fn the_old_trousers_demo_of_0_5_0_verifies() {
    verifies_of("v0.5.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_5_0_verifies() {
    verifies_of("v0.5.0", "spi-1812", "6");
}

// The five demos as pbem 0.6.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.6.0, before the rules changes of 0.7.0): each must keep replaying with 0.6.0's rules.

#[test]
fn the_american_revolution_demo_of_0_6_0_verifies() {
    verifies_of("v0.6.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_6_0_verifies() {
    verifies_of("v0.6.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_6_0_verifies() {
    verifies_of("v0.6.0", "grande-tactique", "4");
}

#[test]
fn the_old_trousers_demo_of_0_6_0_verifies() {
    verifies_of("v0.6.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_6_0_verifies() {
    verifies_of("v0.6.0", "spi-1812", "6");
}

// The five demos as pbem 0.7.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.7.0, before the changes of 0.8.0): each must keep replaying with 0.7.0's rules.

#[test]
fn the_american_revolution_demo_of_0_7_0_verifies() {
    verifies_of("v0.7.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_7_0_verifies() {
    verifies_of("v0.7.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_7_0_verifies() {
    verifies_of("v0.7.0", "grande-tactique", "6");
}

#[test]
fn the_old_trousers_demo_of_0_7_0_verifies() {
    verifies_of("v0.7.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_7_0_verifies() {
    verifies_of("v0.7.0", "spi-1812", "6");
}

// The five demos as pbem 0.8.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.8.0, before the changes of 0.9.0): each must keep replaying with 0.8.0's rules.

#[test]
fn the_american_revolution_demo_of_0_8_0_verifies() {
    verifies_of("v0.8.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_8_0_verifies() {
    verifies_of("v0.8.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_8_0_verifies() {
    verifies_of("v0.8.0", "grande-tactique", "6");
}

#[test]
fn the_old_trousers_demo_of_0_8_0_verifies() {
    verifies_of("v0.8.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_8_0_verifies() {
    verifies_of("v0.8.0", "spi-1812", "6");
}

// The five demos as pbem 0.9.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.9.0, before the changes of 0.10.0): each must keep replaying with 0.9.0's rules.

#[test]
fn the_american_revolution_demo_of_0_9_0_verifies() {
    verifies_of("v0.9.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_9_0_verifies() {
    verifies_of("v0.9.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_9_0_verifies() {
    verifies_of("v0.9.0", "grande-tactique", "8");
}

#[test]
fn the_old_trousers_demo_of_0_9_0_verifies() {
    verifies_of("v0.9.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_9_0_verifies() {
    verifies_of("v0.9.0", "spi-1812", "6");
}

// The five demos as pbem 0.10.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.10.0, before the changes of 0.11.0): each must keep its mails and pictures as 0.10.0
// wrote them.

#[test]
fn the_american_revolution_demo_of_0_10_0_verifies() {
    verifies_of("v0.10.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_10_0_verifies() {
    verifies_of("v0.10.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_10_0_verifies() {
    verifies_of("v0.10.0", "grande-tactique", "6");
}

#[test]
fn the_old_trousers_demo_of_0_10_0_verifies() {
    verifies_of("v0.10.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_10_0_verifies() {
    verifies_of("v0.10.0", "spi-1812", "6");
}

// The five demos as pbem 0.11.0 resolved them (made with `pbem demo --game GAME DIR` by
// 0.11.0, before the changes of 0.12.0): each must keep its charges, mails and pictures as
// 0.11.0 made them.

#[test]
fn the_american_revolution_demo_of_0_11_0_verifies() {
    verifies_of("v0.11.0", "american-revolution", "4");
}

#[test]
fn the_danube_demo_of_0_11_0_verifies() {
    verifies_of("v0.11.0", "empires-in-arms", "2");
}

#[test]
fn the_grande_tactique_demo_of_0_11_0_verifies() {
    verifies_of("v0.11.0", "grande-tactique", "6");
}

#[test]
fn the_old_trousers_demo_of_0_11_0_verifies() {
    verifies_of("v0.11.0", "old-trousers", "4");
}

#[test]
fn the_1812_demo_of_0_11_0_verifies() {
    verifies_of("v0.11.0", "spi-1812", "6");
}
