//! 7.5.2.9.2 Percentage loss: which army factors a side removes, under the militia and
//! cavalry restrictions, in the order of the player's standing loss priority.

pub use crate::rules::empires_in_arms::model::units::Loss;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit};

/// The restrictions in force for one round's losses.
#[derive(Debug, Clone, Copy, Default)]
pub struct Restrictions {
    /// 7.5.2.9.2.1: militia only where nothing else is possible.
    pub no_militia: bool,
    /// 7.5.2.9.2.2 / 7.5.2.10.1.1: one loss must be cavalry, if possible.
    pub one_cavalry: bool,
}

/// Removes `n` factors from the units for which `eligible` holds. Returns the losses and
/// the number that could not be taken (the units are then empty).
pub fn allocate(
    units: &mut [Unit],
    eligible: &dyn Fn(&Unit) -> bool,
    n: u32,
    priority: &[FactorType],
    rules: Restrictions,
) -> (Vec<Loss>, u32) {
    let mut left = n;
    let mut losses = Vec::new();
    if rules.one_cavalry && left > 0 {
        if let Some(ty) = priority
            .iter()
            .copied()
            .find(|t| t.is_cavalry() && available(units, eligible, *t) > 0)
        {
            left -= take(units, eligible, ty, 1, &mut losses);
        }
    }
    for pass in 0..2 {
        for ty in priority.iter().copied() {
            if left == 0 {
                break;
            }
            let militia_now = ty == FactorType::Militia;
            if rules.no_militia && militia_now && pass == 0 {
                continue; // taken only in the second pass, "where possible"
            }
            left -= take(units, eligible, ty, left, &mut losses);
        }
        if !rules.no_militia {
            break;
        }
    }
    (merge(losses), left)
}

/// 7.5.2.10.2.3 as pbem 0.5.0 and older took pursuit losses: `points` losses, each one
/// cavalry factor, or three non-militia, or six militia factors, pooled (a loss could be
/// paid partly in one kind and partly in another). Cavalry is taken first, then the
/// priority order. Returns the losses and the points that found nothing to take. Today's
/// rule: [`allocate_pursuit_whole`].
pub fn allocate_pursuit(
    units: &mut [Unit],
    points: u32,
    priority: &[FactorType],
    non_militia_per_loss: u32,
    militia_per_loss: u32,
) -> (Vec<Loss>, u32) {
    // Work in the smallest unit: one militia factor = 1, so a point = militia_per_loss.
    let per_point = militia_per_loss;
    let cost = |t: FactorType| -> u32 {
        if t.is_cavalry() {
            per_point
        } else if t == FactorType::Militia {
            1
        } else {
            per_point / non_militia_per_loss.max(1)
        }
    };
    let mut budget = points * per_point;
    let mut losses = Vec::new();
    let all = |_: &Unit| true;
    let order: Vec<FactorType> = priority
        .iter()
        .copied()
        .filter(|t| t.is_cavalry())
        .chain(priority.iter().copied().filter(|t| !t.is_cavalry()))
        .collect();
    for ty in order {
        let c = cost(ty).max(1);
        let want = budget / c;
        if want == 0 {
            continue;
        }
        let got = take(units, &all, ty, want, &mut losses);
        budget -= got * c;
    }
    (merge(losses), budget / per_point.max(1))
}

/// 7.5.2.10.2.3 (pbem 0.6.0 on): `points` pursuit losses, each taken whole: "Every loss in
/// the broken force not taken in cavalry (which includes cossacks and freikorps) is taken
/// as three non-militia or six militia factors". Loss by loss: one cavalry factor while any
/// is left (cavalry first, in the priority's order of cavalry types); else the kind
/// (non-militia or militia) the priority reaches first, if it can pay the loss whole, else
/// the other kind if it can; a loss neither kind can pay whole takes what is left of the
/// first kind. Non-militia losses take the priority's non-militia types in order. Returns
/// the losses and the points that found nothing to take.
pub fn allocate_pursuit_whole(
    units: &mut [Unit],
    points: u32,
    priority: &[FactorType],
    non_militia_per_loss: u32,
    militia_per_loss: u32,
) -> (Vec<Loss>, u32) {
    let all = |_: &Unit| true;
    let cavalry: Vec<FactorType> = priority
        .iter()
        .copied()
        .filter(|t| t.is_cavalry())
        .collect();
    let rest: Vec<FactorType> = priority
        .iter()
        .copied()
        .filter(|t| !t.is_cavalry())
        .collect();
    let mut losses = Vec::new();
    let mut left = points;
    while left > 0 {
        if let Some(ty) = cavalry
            .iter()
            .copied()
            .find(|t| available(units, &all, *t) > 0)
        {
            take(units, &all, ty, 1, &mut losses);
            left -= 1;
            continue;
        }
        let Some(first) = rest
            .iter()
            .copied()
            .find(|t| available(units, &all, *t) > 0)
        else {
            break;
        };
        let militia = available(units, &all, FactorType::Militia);
        let non_militia: u32 = rest
            .iter()
            .filter(|t| **t != FactorType::Militia)
            .map(|t| available(units, &all, *t))
            .sum();
        let first_militia = first == FactorType::Militia;
        let (whole_nm, whole_m) = (
            non_militia >= non_militia_per_loss,
            militia >= militia_per_loss,
        );
        let in_militia = match (first_militia, whole_nm, whole_m) {
            (true, _, true) | (false, false, true) => true,
            (false, true, _) | (true, true, false) => false,
            (m, false, false) => m,
        };
        if in_militia {
            take(
                units,
                &all,
                FactorType::Militia,
                militia_per_loss,
                &mut losses,
            );
        } else {
            let mut want = non_militia_per_loss;
            for ty in rest.iter().copied().filter(|t| *t != FactorType::Militia) {
                want -= take(units, &all, ty, want, &mut losses);
                if want == 0 {
                    break;
                }
            }
        }
        left -= 1;
    }
    (merge(losses), left)
}

fn available(units: &[Unit], eligible: &dyn Fn(&Unit) -> bool, ty: FactorType) -> u32 {
    units
        .iter()
        .filter(|u| eligible(u))
        .map(|u| u.factors.get(&ty).copied().unwrap_or(0))
        .sum()
}

/// Takes up to `want` factors of `ty`, from the unit holding most of them first (ties by id).
fn take(
    units: &mut [Unit],
    eligible: &dyn Fn(&Unit) -> bool,
    ty: FactorType,
    want: u32,
    out: &mut Vec<Loss>,
) -> u32 {
    let mut got = 0;
    while got < want {
        let best = units
            .iter()
            .enumerate()
            .filter(|(_, u)| eligible(u) && u.factors.get(&ty).copied().unwrap_or(0) > 0)
            .max_by(|(_, a), (_, b)| a.factors[&ty].cmp(&b.factors[&ty]).then(b.id.cmp(&a.id)))
            .map(|(i, _)| i);
        let Some(i) = best else { break };
        let u = &mut units[i];
        let have = u.factors[&ty];
        let n = have.min(want - got);
        if have == n {
            u.factors.remove(&ty);
        } else {
            u.factors.insert(ty, have - n);
        }
        out.push(Loss {
            unit: u.id.clone(),
            name: u.name.clone(),
            factor: ty,
            count: n,
        });
        got += n;
    }
    got
}

/// Merges losses of the same unit and type, keeping first-taken order.
fn merge(losses: Vec<Loss>) -> Vec<Loss> {
    let mut out: Vec<Loss> = Vec::new();
    for l in losses {
        match out
            .iter_mut()
            .find(|o| o.unit == l.unit && o.factor == l.factor)
        {
            Some(o) => o.count += l.count,
            None => out.push(l),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::empires_in_arms::model::order_parts::full_priority;
    use crate::rules::empires_in_arms::model::units::UnitKind;

    fn unit(id: &str, f: &[(FactorType, u32)]) -> Unit {
        Unit {
            id: id.into(),
            name: id.into(),
            power: "russia".into(),
            kind: UnitKind::Corps,
            area: "a".into(),
            entered_from: None,
            strategic: None,
            factors: f.iter().copied().collect(),
            in_city: false,
            minor: None,
            allowance_in_parentheses: false,
            not_besieging: false,
        }
    }

    #[test]
    fn militia_withheld_where_possible_and_one_cavalry_on_breaking() {
        // 7.5.2.15 round 2: 7 losses, broken, morale loss past 2.0: 1 cavalry + 6 infantry.
        let mut u = vec![
            unit("g", &[(FactorType::Guard, 6)]),
            unit("vi", &[(FactorType::Infantry, 9), (FactorType::Cavalry, 1)]),
            unit("vii", &[(FactorType::Infantry, 8)]),
            unit("m", &[(FactorType::Militia, 8)]),
        ];
        let pr = full_priority(&[]);
        let (l, left) = allocate(
            &mut u,
            &|_| true,
            7,
            &pr,
            Restrictions {
                no_militia: true,
                one_cavalry: true,
            },
        );
        assert_eq!(left, 0);
        let cav: u32 = l
            .iter()
            .filter(|x| x.factor == FactorType::Cavalry)
            .map(|x| x.count)
            .sum();
        let inf: u32 = l
            .iter()
            .filter(|x| x.factor == FactorType::Infantry)
            .map(|x| x.count)
            .sum();
        assert_eq!((cav, inf), (1, 6));
    }

    #[test]
    fn militia_taken_when_nothing_else_is_left() {
        let mut u = vec![
            unit("m", &[(FactorType::Militia, 5)]),
            unit("i", &[(FactorType::Infantry, 1)]),
        ];
        let (l, left) = allocate(
            &mut u,
            &|_| true,
            3,
            &full_priority(&[]),
            Restrictions {
                no_militia: true,
                one_cavalry: false,
            },
        );
        assert_eq!(left, 0);
        assert_eq!(l.iter().map(|x| x.count).sum::<u32>(), 3);
        assert_eq!(u[0].factors[&FactorType::Militia], 3);
    }

    #[test]
    fn pursuit_points_convert_three_and_six() {
        // 11 points against 6 guard, 11 infantry, 8 militia: 66 militia-equivalents, the force
        // holds 6*2 + 11*2 + 8 = 42, so all is lost (7.5.2.15).
        let mut u = vec![
            unit("g", &[(FactorType::Guard, 6)]),
            unit("i", &[(FactorType::Infantry, 11)]),
            unit("m", &[(FactorType::Militia, 8)]),
        ];
        let (_, left) = allocate_pursuit(&mut u, 11, &full_priority(&[]), 3, 6);
        assert!(u.iter().all(|x| x.total() == 0));
        assert!(left > 0);
        // 2 points: 1 cavalry + 3 infantry.
        let mut u = vec![unit(
            "c",
            &[(FactorType::Cavalry, 1), (FactorType::Infantry, 9)],
        )];
        let (l, left) = allocate_pursuit(&mut u, 2, &full_priority(&[]), 3, 6);
        assert_eq!(left, 0);
        assert_eq!(l.iter().map(|x| x.count).sum::<u32>(), 4);
    }
}
