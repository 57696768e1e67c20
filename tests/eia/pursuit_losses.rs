//! 7.5.2.10.2.3 Pursuit losses: "Every loss in the broken force not taken in cavalry (which
//! includes cossacks and freikorps) is taken as three non-militia or six militia factors
//! (i.e., 1 cavalry = 3 infantry = 6 militia)": each loss whole, not pooled across kinds.

use pbem::rules::empires_in_arms::combat::losses::{allocate_pursuit, allocate_pursuit_whole};
use pbem::rules::empires_in_arms::model::order_parts::full_priority;
use pbem::rules::empires_in_arms::model::units::{FactorType, Unit};

fn unit(id: &str, f: &[(FactorType, u32)]) -> Unit {
    let factors: String = f
        .iter()
        .map(|(t, n)| format!("{}: {n}", serde_yaml::to_string(t).unwrap().trim()))
        .collect::<Vec<_>>()
        .join(", ");
    serde_yaml::from_str(&format!(
        "{{id: {id}, name: {id}, power: russia, kind: corps, area: a, factors: {{{factors}}}}}"
    ))
    .unwrap()
}

fn lost(l: &[pbem::rules::empires_in_arms::combat::losses::Loss], t: FactorType) -> u32 {
    l.iter().filter(|x| x.factor == t).map(|x| x.count).sum()
}

#[test]
fn a_pursuit_loss_is_three_infantry_or_six_militia_whole_7_5_2_10_2_3() {
    // 5 infantry and 8 militia, infantry first in the loss priority, take 2 pursuit losses:
    // 3 infantry, then (2 infantry cannot pay a loss) 6 militia: 9 factors. Pooled (pbem
    // 0.5.0), the 2 infantry and 2 militia made the second loss: 7 factors.
    let force = || {
        vec![
            unit("vi", &[(FactorType::Infantry, 5)]),
            unit("m", &[(FactorType::Militia, 8)]),
        ]
    };
    let pr = full_priority(&[FactorType::Infantry]);
    let mut u = force();
    let (l, left) = allocate_pursuit_whole(&mut u, 2, &pr, 3, 6);
    assert_eq!(left, 0);
    assert_eq!(
        (
            lost(&l, FactorType::Infantry),
            lost(&l, FactorType::Militia)
        ),
        (3, 6)
    );
    let mut u = force();
    let (l, _) = allocate_pursuit(&mut u, 2, &pr, 3, 6);
    assert_eq!(
        (
            lost(&l, FactorType::Infantry),
            lost(&l, FactorType::Militia)
        ),
        (5, 2)
    );
}

#[test]
fn cavalry_pays_one_factor_a_loss_and_cossacks_count_as_cavalry_7_5_2_10_2_3() {
    // 2 cavalry, 1 cossack, 9 infantry; 5 losses: 2 cavalry, 1 cossack, then 3 + 3 infantry.
    let mut u = vec![unit(
        "c",
        &[
            (FactorType::Cavalry, 2),
            (FactorType::Cossack, 1),
            (FactorType::Infantry, 9),
        ],
    )];
    let (l, left) = allocate_pursuit_whole(&mut u, 5, &full_priority(&[]), 3, 6);
    assert_eq!(left, 0);
    assert_eq!(lost(&l, FactorType::Cavalry), 2);
    assert_eq!(lost(&l, FactorType::Cossack), 1);
    assert_eq!(lost(&l, FactorType::Infantry), 6);
}

#[test]
fn the_worked_example_s_eleven_losses_wipe_out_the_russians_7_5_2_15() {
    // 7.5.2.15 step ten: "11 pursuit loses to the Russians. This is equivalent to 33
    // regular infantry and/or guard factors which is a lot more than the Russian has,
    // therefore his force is wiped out".
    let mut u = vec![
        unit("g", &[(FactorType::Guard, 6)]),
        unit("i", &[(FactorType::Infantry, 11)]),
        unit("m", &[(FactorType::Militia, 8)]),
    ];
    let (_, left) = allocate_pursuit_whole(&mut u, 11, &full_priority(&[]), 3, 6);
    assert!(u.iter().all(|x| x.total() == 0));
    assert!(left > 0);
}

#[test]
fn a_loss_no_kind_can_pay_whole_takes_the_rest_of_the_first_kind_7_5_2_10_2_3() {
    // 2 infantry and 4 militia, 1 loss: neither kind pays it whole; the priority reaches
    // infantry first, so the 2 infantry go and the militia stay. A second loss takes them.
    let force = || {
        vec![
            unit("i", &[(FactorType::Infantry, 2)]),
            unit("m", &[(FactorType::Militia, 4)]),
        ]
    };
    let pr = full_priority(&[FactorType::Infantry]);
    let mut u = force();
    let (l, _) = allocate_pursuit_whole(&mut u, 1, &pr, 3, 6);
    assert_eq!(
        (
            lost(&l, FactorType::Infantry),
            lost(&l, FactorType::Militia)
        ),
        (2, 0)
    );
    let mut u = force();
    let (_, left) = allocate_pursuit_whole(&mut u, 2, &pr, 3, 6);
    assert!(u.iter().all(|x| x.total() == 0) && left == 0);
}

#[test]
fn no_part_of_a_loss_is_spared_by_rounding_7_5_2_10_2_3() {
    // The default priority takes militia first. 7 militia and 9 infantry, 2 losses: 6
    // militia, then (1 militia cannot pay a loss) 3 infantry. Pooled, the 7 militia left
    // 5 sixths of a loss, which bought 2 infantry (4 sixths): a sixth of a loss spared.
    let force = || {
        vec![
            unit("i", &[(FactorType::Infantry, 9)]),
            unit("m", &[(FactorType::Militia, 7)]),
        ]
    };
    let pr = full_priority(&[]);
    let mut u = force();
    let (l, left) = allocate_pursuit_whole(&mut u, 2, &pr, 3, 6);
    assert_eq!(left, 0);
    assert_eq!(
        (
            lost(&l, FactorType::Militia),
            lost(&l, FactorType::Infantry)
        ),
        (6, 3)
    );
    let mut u = force();
    let (l, _) = allocate_pursuit(&mut u, 2, &pr, 3, 6);
    assert_eq!(
        (
            lost(&l, FactorType::Militia),
            lost(&l, FactorType::Infantry)
        ),
        (7, 2)
    );
}
