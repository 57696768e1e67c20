//! Strength losses and eliminations: which corps takes each strength point (the owner's
//! loss order, else the strongest), corps removed at 0, whole stacks eliminated, and the
//! tally of corps losses to combat for the combat victory turn (D.1: "only corps losses due
//! to the combat procedure").

use super::orders::Orders;
use super::state::{Side, State, Unit};
use super::words::{say, Lost};

/// What a loss or an elimination did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Taken {
    /// Corps strength points lost.
    pub strength: u32,
    /// For the owner: "I Corps (Davout) -2 (12 left)", "... eliminated".
    pub lines: Vec<String>,
}

impl Taken {
    fn add(&mut self, other: Taken) {
        self.strength += other.strength;
        self.lines.extend(other.lines);
    }
}

/// Takes `n` strength points, one at a time, from the corps among `ids` (infantry before
/// cavalry if `infantry_first`), each from the first in the owner's `loss_order`, else the
/// strongest, ties by id. A corps at 0 is eliminated for `cause`. Fewer corps than losses:
/// the rest is not taken.
pub fn take(
    state: &mut State,
    ids: &[String],
    n: u32,
    orders: &Orders,
    infantry_first: bool,
    cause: &str,
) -> Taken {
    let mut out = Taken::default();
    let mut hit: Vec<(String, u32)> = Vec::new();
    for _ in 0..n {
        let mut cands: Vec<&Unit> = state
            .units
            .iter()
            .filter(|u| u.is_corps() && u.strength > 0 && ids.contains(&u.id))
            .collect();
        if cands.is_empty() {
            break;
        }
        cands.sort_by(|a, b| {
            (infantry_first && !a.is_infantry())
                .cmp(&(infantry_first && !b.is_infantry()))
                .then(orders.loss_rank(&a.id).cmp(&orders.loss_rank(&b.id)))
                .then(b.strength.cmp(&a.strength))
                .then(a.id.cmp(&b.id))
        });
        let id = cands[0].id.clone();
        let u = state.unit_mut(&id).expect("candidate exists");
        u.strength -= 1;
        out.strength += 1;
        match hit.iter_mut().find(|(h, _)| *h == id) {
            Some(h) => h.1 += 1,
            None => hit.push((id, 1)),
        }
    }
    for (id, k) in hit {
        let u = state.unit(&id).expect("hit unit exists").clone();
        if u.strength == 0 {
            state.eliminate(&id, cause);
            out.lines.push(say(&Lost::LossEliminated {
                unit: &u.name,
                points: k,
                cause,
            }));
        } else {
            out.lines.push(say(&Lost::Loss {
                unit: &u.name,
                points: k,
                left: u.strength,
                cause,
            }));
        }
    }
    out
}

/// Eliminates every unit of `side` at `place` for `cause`: the corps strength lost, and a
/// line per unit.
pub fn eliminate_stack(state: &mut State, place: &str, side: Side, cause: &str) -> Taken {
    let ids: Vec<String> = state.at(place, side).map(|u| u.id.clone()).collect();
    let mut out = Taken::default();
    for id in ids {
        out.add(eliminate_unit(state, &id, cause));
    }
    out
}

/// Eliminates unit `id` for `cause`.
pub fn eliminate_unit(state: &mut State, id: &str, cause: &str) -> Taken {
    match state.eliminate(id, cause) {
        Some(u) => Taken {
            strength: if u.is_corps() { u.strength } else { 0 },
            lines: vec![say(&Lost::Eliminated {
                unit: &u.name,
                cause,
            })],
        },
        None => Taken::default(),
    }
}

/// Adds corps strength lost in combat to `side`'s tally for this turn (D.1).
pub fn count_combat(state: &mut State, side: Side, strength: u32) {
    *state.combat_losses.entry(side).or_default() += strength;
}

#[cfg(test)]
mod tests {
    use super::super::state::{Kind, Side, State};
    use super::*;

    fn corps(id: &str, kind: Kind, strength: u32) -> Unit {
        Unit {
            id: id.into(),
            side: Side::France,
            kind,
            name: id.into(),
            at: "vilna".into(),
            strength,
            command: 0,
            tactical: 0,
            cavalry: false,
        }
    }

    pub(crate) fn state(units: Vec<Unit>) -> State {
        let mut s: State = serde_yaml::from_str(
            "scenario: t\nmap: western-russia\nprovisional: true\nturn: 1\nlast_turn: 13\ndates: [x]\nphasing: russia\nsides: {}\ndepot_limit: 1\nunits: []\n",
        )
        .unwrap();
        s.units = units;
        s
    }

    #[test]
    fn losses_go_to_the_strongest_infantry_first_then_by_loss_order() {
        let mut s = state(vec![
            corps("a", Kind::Infantry, 2),
            corps("b", Kind::Infantry, 3),
            corps("c", Kind::Cavalry, 5),
        ]);
        let ids: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        let t = take(&mut s, &ids, 2, &Orders::default(), true, "test");
        assert_eq!(t.strength, 2);
        // b 3 -> 2, then a and b tie at 2: a by id.
        assert_eq!(s.unit("b").unwrap().strength, 2);
        assert_eq!(s.unit("a").unwrap().strength, 1);
        let o = Orders {
            loss_order: vec!["a".into()],
            ..Orders::default()
        };
        let t = take(&mut s, &ids, 3, &o, true, "test");
        assert_eq!(t.strength, 3);
        assert!(s.unit("a").is_none(), "a took the first and was eliminated");
        assert!(s.unit("b").is_none(), "then b, to 0");
        assert_eq!(s.eliminated.len(), 2);
        assert_eq!(s.unit("c").unwrap().strength, 5, "cavalry last");
    }
}
