//! Parsing an orders file into [`Orders`]: every key refused but its own and the header's,
//! and the divisional generals under `pips` kept in the order the file lists them (the
//! order the charges are listed in).

use super::orders::{FollowUp, Orders};
use crate::board::table::inches::Inches;
use crate::engine::orders::SkipHeader;
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;
use std::fmt;

/// A mapping's entries in the file's order.
struct Listed(Vec<(String, Vec<String>)>);

impl<'de> Deserialize<'de> for Listed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Listed;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping of divisional generals to lists of uses of PIPs")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Listed, A::Error> {
                let mut v = Vec::new();
                while let Some((k, lines)) = m.next_entry::<String, Vec<String>>()? {
                    v.push((k, lines));
                }
                Ok(Listed(v))
            }
        }
        d.deserialize_map(V)
    }
}

/// The file's body as written.
#[derive(Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
struct Body {
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    plans: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    plus_one: BTreeMap<String, String>,
    #[serde(default)]
    pips: Option<Listed>,
    #[serde(default)]
    generals: BTreeMap<String, (Inches, Inches)>,
    #[serde(default)]
    fire_order: Vec<String>,
    #[serde(default)]
    principal: BTreeMap<String, String>,
    #[serde(default)]
    charge_order: Vec<String>,
    #[serde(default)]
    fire_priorities: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    follow_ups: BTreeMap<String, FollowUp>,
}

impl<'de> Deserialize<'de> for Orders {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let b = Body::deserialize(SkipHeader(d))?;
        let listed = b.pips.map(|l| l.0).unwrap_or_default();
        Ok(Orders {
            note: b.note,
            plans: b.plans,
            plus_one: b.plus_one,
            pips_listed: listed.iter().map(|(k, _)| k.clone()).collect(),
            pips: listed.into_iter().collect(),
            generals: b.generals,
            fire_order: b.fire_order,
            principal: b.principal,
            charge_order: b.charge_order,
            fire_priorities: b.fire_priorities,
            follow_ups: b.follow_ups,
        })
    }
}
