//! A.3 step 1: the names of the battle plan chits: a former name (`envelop`) reads as the
//! chit it became, for orders, old entries and `pbem odds` alike; the report prints the
//! names of its entry's pbem.

use super::{BattlePlan, ChitNames};

impl BattlePlan {
    /// The chit `name` names now: itself, or what it was renamed to.
    pub fn current<'a>(&'a self, name: &'a str) -> &'a str {
        self.renamed.get(name).map_or(name, String::as_str)
    }

    /// The role's chit that `name` names (A.3 step 1): its name now, if it is one of the
    /// attacker's (`attacker`) or the defender's chits; a former name (`envelop`) reads as
    /// the chit it became. Orders and `pbem odds` both read chit names through this.
    pub fn role_chit<'a>(&'a self, name: &'a str, attacker: bool) -> Option<&'a str> {
        let set = if attacker {
            &self.attacker
        } else {
            &self.defender
        };
        let now = self.current(name);
        set.iter().any(|c| c == now).then_some(now)
    }

    /// How the report prints chit `name` (a name now), by [`BattlePlan::shown`].
    pub fn shown_name<'a>(&'a self, name: &'a str) -> &'a str {
        match self.shown {
            ChitNames::Now => name,
            ChitNames::Former => self
                .renamed
                .iter()
                .find(|(_, now)| now.as_str() == name)
                .map_or(name, |(old, _)| old.as_str()),
        }
    }
}
