//! The result codes of the Battle Plan Chart (`CRS SW PS AR DR -`) and of the combat
//! results and pursuit tables (`A<n> D<n> AR DR -`), parsed from the chart files; a cell
//! that is not a code is an error at its YAML path.

use serde::Deserialize;

/// Who a result applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The attacker (after any A&D switch).
    Attacker,
    /// The defender.
    Defender,
}

/// A combat or pursuit result: strength points lost and who retreats (A.3 steps 5-7).
/// Written `A2 D1 DR`, or `-` for no effect.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct CombatResult {
    /// Strength points the attacker loses.
    pub attacker_loss: u32,
    /// Strength points the defender loses.
    pub defender_loss: u32,
    /// The side that retreats in step 7.
    pub retreat: Option<Role>,
}

impl TryFrom<String> for CombatResult {
    type Error = String;
    fn try_from(s: String) -> std::result::Result<Self, String> {
        let mut r = CombatResult::default();
        for t in s.split_whitespace().filter(|t| *t != "-") {
            match t {
                "AR" => r.retreat = Some(Role::Attacker),
                "DR" => r.retreat = Some(Role::Defender),
                _ => {
                    let (who, n) = t.split_at(1);
                    let n: u32 = n.parse().map_err(|_| bad_code(&s, t))?;
                    match who {
                        "A" => r.attacker_loss = n,
                        "D" => r.defender_loss = n,
                        _ => return Err(bad_code(&s, t)),
                    }
                }
            }
        }
        Ok(r)
    }
}

fn bad_code(s: &str, t: &str) -> String {
    format!("'{t}' in '{s}' is not a result code (A<n>, D<n>, AR, DR, -)")
}

/// A Battle Plan Chart result (A.3 step 4): `CRS`, `SW`, `PS`, `AR`, `DR`, or `-`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct PlanResult {
    /// CRS: resolve combat on the CRT (step 5).
    pub combat: bool,
    /// A&D switch: the defender is the attacker in step 5.
    pub switch: bool,
    /// PS: pursuit may follow (step 6).
    pub pursuit: bool,
    /// Who retreats in step 7.
    pub retreat: Option<Role>,
}

impl TryFrom<String> for PlanResult {
    type Error = String;
    fn try_from(s: String) -> std::result::Result<Self, String> {
        let mut r = PlanResult::default();
        for t in s.split_whitespace().filter(|t| *t != "-") {
            match t {
                "CRS" => r.combat = true,
                "SW" => r.switch = true,
                "PS" => r.pursuit = true,
                "AR" => r.retreat = Some(Role::Attacker),
                "DR" => r.retreat = Some(Role::Defender),
                _ => {
                    return Err(format!(
                        "'{t}' in '{s}' is not a battle plan result code (CRS, SW, PS, AR, DR, -)"
                    ))
                }
            }
        }
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_and_bad_ones_are_named() {
        let r = CombatResult::try_from("A2 D1 DR".to_string()).unwrap();
        assert_eq!(
            (r.attacker_loss, r.defender_loss, r.retreat),
            (2, 1, Some(Role::Defender))
        );
        assert_eq!(
            CombatResult::try_from("-".to_string()).unwrap(),
            CombatResult::default()
        );
        assert!(CombatResult::try_from("X3".to_string())
            .unwrap_err()
            .contains("'X3' in 'X3'"));
        assert!(CombatResult::try_from("Dx".to_string()).is_err());
        let p = PlanResult::try_from("CRS SW PS".to_string()).unwrap();
        assert!(p.combat && p.switch && p.pursuit && p.retreat.is_none());
        assert_eq!(
            PlanResult::try_from("AR".to_string()).unwrap().retreat,
            Some(Role::Attacker)
        );
        assert!(PlanResult::try_from("CRT".to_string()).is_err());
    }
}
