//! `pbem orders check` with the odds of the field combats the orders would fight: the
//! phasing player's own chit against each of the enemy's (chits are secret, forces public).

use crate::support;

#[test]
fn orders_check_gives_turkey_its_chit_against_each_russian_chit_and_russia_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let turkey = support::orders(&dir, "turkey");
    let out = support::run(&["orders", "check", d, turkey.to_str().unwrap()]);
    assert!(
        out.contains("the battles these orders would fight, as turkey may see them"),
        "{out}"
    );
    assert!(
        out.contains("field combat in Silistria: Turkey 50 factors against Russia 37 factors"),
        "{out}"
    );
    assert!(out.contains("your chit assault:"), "{out}");
    assert!(
        out.contains("you win / they win, by their chit: outflank "),
        "{out}"
    );
    assert!(out.contains("whatever they play you win at least"), "{out}");
    assert!(
        out.lines().last().unwrap().starts_with("PBEM-COMMIT"),
        "{out}"
    );
    // The defending player's orders fight no battle of their own.
    let russia = support::orders(&dir, "russia");
    let out = support::run(&["orders", "check", d, russia.to_str().unwrap()]);
    assert!(!out.contains("field combat"), "{out}");
}
