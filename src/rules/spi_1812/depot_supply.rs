//! C.2 "If an F depot supplies 4 or more corps, it is expended": how an area's corps are
//! shared among its French depots. From pbem 0.6.0 as few depots as possible are expended,
//! and as few as possible are used: each depot supplies up to 3 corps (so it stays) while
//! that supplies them all; otherwise one depot supplies every corps the others (3 each)
//! cannot, and is the only one expended. The owner's `keep_depots` names the depots to keep
//! first; the one expended is the last in that order. Before pbem 0.6.0 the corps were
//! dealt round the depots in turn (four corps on each of two depots expended both).

use super::revision::{Change, Revision};

/// The most corps a depot supplies and stays (C.2: 4 or more expend it).
pub const KEPT_LOAD: usize = 3;

/// Corps per depot for `corps` corps drawing on `depots` (depot ids, by id), under
/// `revision`; `keep` is the owner's `keep_depots` (depots to keep, first first). Returns
/// (depot id, the number of corps it supplies) in the order the corps are dealt: the
/// first depot takes the first corps.
pub fn shares(
    corps: usize,
    depots: &[String],
    keep: &[String],
    revision: Revision,
) -> Vec<(String, usize)> {
    if depots.is_empty() {
        return Vec::new();
    }
    if !revision.has(Change::FewestDepotsExpended) {
        let n = depots.len();
        return depots
            .iter()
            .enumerate()
            .map(|(i, d)| (d.clone(), corps / n + usize::from(i < corps % n)))
            .collect();
    }
    let order = keep_order(depots, keep);
    let n = order.len();
    let mut out: Vec<(String, usize)> = order.into_iter().map(|d| (d, 0)).collect();
    if corps <= KEPT_LOAD * n {
        // None need be expended: fill depots to 3, as few depots as possible.
        let mut left = corps;
        for share in &mut out {
            share.1 = left.min(KEPT_LOAD);
            left -= share.1;
        }
    } else {
        // One must be expended: it supplies every corps, the others none (as few used).
        if let Some(last) = out.last_mut() {
            last.1 = corps;
        }
    }
    out
}

/// The depots in the order they are kept: those `keep` names, in its order, then the
/// others by id.
fn keep_order(depots: &[String], keep: &[String]) -> Vec<String> {
    let mut order: Vec<String> = keep
        .iter()
        .filter(|k| depots.contains(k))
        .cloned()
        .collect();
    order.dedup();
    let mut rest: Vec<String> = depots
        .iter()
        .filter(|d| !order.contains(d))
        .cloned()
        .collect();
    rest.sort();
    order.extend(rest);
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn c2_eight_corps_on_two_depots_expend_one_from_0_6_and_both_before() {
        let d = ids(&["fr-depot-1", "fr-depot-2"]);
        let new = shares(8, &d, &[], Revision::of("pbem 0.6.0"));
        assert_eq!(
            new,
            vec![("fr-depot-1".into(), 0), ("fr-depot-2".into(), 8)]
        );
        let kept = shares(8, &d, &ids(&["fr-depot-2"]), Revision::of("pbem 0.6.0"));
        assert_eq!(
            kept,
            vec![("fr-depot-2".into(), 0), ("fr-depot-1".into(), 8)]
        );
        let old = shares(8, &d, &[], Revision::of("pbem 0.5.0"));
        assert_eq!(
            old,
            vec![("fr-depot-1".into(), 4), ("fr-depot-2".into(), 4)]
        );
    }

    #[test]
    fn c2_up_to_three_corps_per_depot_expend_none_and_use_as_few_depots_as_possible() {
        let d = ids(&["a", "b", "c"]);
        assert_eq!(
            shares(5, &d, &[], Revision::of("pbem 0.6.0")),
            vec![("a".into(), 3), ("b".into(), 2), ("c".into(), 0)]
        );
        assert_eq!(
            shares(9, &d, &[], Revision::of("pbem 0.6.0")),
            vec![("a".into(), 3), ("b".into(), 3), ("c".into(), 3)]
        );
        assert_eq!(
            shares(10, &d, &[], Revision::of("pbem 0.6.0"))[2],
            ("c".into(), 10)
        );
    }
}
