//! The firing phase (3.): valid targets (the wedge, infantry in contact, artillery at 7" and 12",
//! enfilade, woods, units being charged) and the firing contest (provisional dice).

use crate::grande_tactique::common::{charts, stand, CAVALRY, FOOT_ARTILLERY, INFANTRY};
use pbem::board::table::measure::Length;
use pbem::board::table::sight::{Blocker, Field};
use pbem::board::table::stand::Stand;
use pbem::board::table::terrain::Table;
use pbem::board::table::wedge::units_only;
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::firing::{
    firing_contest, valid_target, Contestant, Effect, FireArm, FireRange, NoFire, Shot,
};
use pbem::rules::grande_tactique::tables::{ContestFactor, MoraleFactor};
use pbem::yaml::Source;
use std::collections::BTreeSet;

fn table() -> Table {
    Table::open("field", Length::inches(72), Length::inches(48))
}

fn check(
    t: &Table,
    firer: &Stand,
    target: &Stand,
    others: &[Stand],
    arm: FireArm,
) -> Result<Shot, NoFire> {
    let sight = units_only();
    let mut all = vec![firer.clone(), target.clone()];
    all.extend(others.iter().cloned());
    let field = Field::new(t, &sight, &all);
    valid_target(&charts(), &field, firer, target, arm, false)
}

/// A battery at (10", 10") facing up the table; its front edge at y = 10.5".
fn battery() -> Stand {
    stand("bty", "fr", (10_000, 10_000), 0, FOOT_ARTILLERY)
}

/// An enemy infantry unit facing the battery, its front edge `gap` thou beyond it.
fn enemy_at(gap: i64) -> Stand {
    stand("inf", "al", (10_000, 10_500 + gap + 500), 180, INFANTRY)
}

#[test]
fn artillery_normal_range_to_7_inches_long_to_12_at_minus_one() {
    let t = table();
    let b = battery();
    let shot = |gap| check(&t, &b, &enemy_at(gap), &[], FireArm::Artillery);
    assert_eq!(shot(7_000).unwrap().range, FireRange::Normal(Length(7_000)));
    assert_eq!(shot(7_001).unwrap().range, FireRange::Long(Length(7_001)));
    assert_eq!(shot(12_000).unwrap().range, FireRange::Long(Length(12_000)));
    assert_eq!(shot(12_001), Err(NoFire::OutOfRange(Length(12_001))));
    let c = charts();
    let mut d = ScriptedDice::new([4, 4]);
    let out = firing_contest(
        &c,
        &side("bty", &[ContestFactor::Artillery], false, false),
        &side("inf", &[], false, true),
        &shot(8_000).unwrap(),
        &mut d,
    );
    assert!(out.firer.to_string().starts_with(
        "FIRING CONTEST, bty (firer): d6 4 + artillery +1 + long range 7-12\" -1 = 4: no effect"
    ));
}

#[test]
fn infantry_fire_only_in_base_contact() {
    let t = table();
    let me = stand("me", "fr", (10_000, 10_000), 0, INFANTRY);
    let touching = stand("them", "al", (10_000, 11_000), 180, INFANTRY);
    let apart = stand("them", "al", (10_000, 11_001), 180, INFANTRY);
    assert_eq!(
        check(&t, &me, &touching, &[], FireArm::Infantry)
            .unwrap()
            .range,
        FireRange::Contact
    );
    assert_eq!(
        check(&t, &me, &apart, &[], FireArm::Infantry),
        Err(NoFire::NotInContact)
    );
}

#[test]
fn the_target_must_be_at_least_partly_inside_the_45_degree_wedge() {
    let t = table();
    let me = stand("me", "fr", (10_000, 10_000), 0, INFANTRY);
    // The right side of the wedge runs from (11.25", 10.5") at 45°: x = y + 0.75".
    let inside = stand("a", "al", (10_000, 15_000), 180, INFANTRY);
    let partly = stand("b", "al", (17_000, 15_500), 180, INFANTRY); // left end 15.75" < 16.25"
    let out = stand("c", "al", (20_000, 12_000), 180, INFANTRY);
    let arm = FireArm::Artillery;
    assert!(check(&t, &me, &inside, &[], arm).is_ok());
    assert!(check(&t, &me, &partly, &[], arm).is_ok());
    assert_eq!(check(&t, &me, &out, &[], arm), Err(NoFire::OutOfWedge));
    // Touching the wedge's side with one corner only is not inside: its nearest corner
    // (16.75", 16") is on the line x = y + 0.75".
    let edge = stand("d", "al", (18_000, 15_500), 180, INFANTRY);
    assert_eq!(check(&t, &me, &edge, &[], arm), Err(NoFire::OutOfWedge));
}

#[test]
fn corner_lines_two_corners_or_the_front_middle_must_be_clear() {
    let t = table();
    let b = battery();
    let target = enemy_at(8_500); // front edge at y = 19.5"
                                  // A general just before the middle of its front edge: the middle line is blocked, two
                                  // corners are seen from each front corner of the battery.
    let general = stand("gen", "al", (10_000, 19_000), 0, (500, 500));
    assert!(check(&t, &b, &target, &[general], FireArm::Artillery).is_ok());
    // A wide unit across the whole view blocks every line.
    let wall = stand("wall", "al", (10_000, 15_000), 0, (8_000, 500));
    assert_eq!(
        check(&t, &b, &target, &[wall], FireArm::Artillery),
        Err(NoFire::Blocked(Blocker::Stand("wall".into())))
    );
    // Blocking the right front corner's lines only is enough to refuse.
    let post = stand("post", "al", (10_500, 10_650), 0, (200, 200));
    assert_eq!(
        check(&t, &b, &target, &[post], FireArm::Artillery),
        Err(NoFire::Blocked(Blocker::Stand("post".into())))
    );
}

#[test]
fn enfilade_from_level_with_or_behind_the_targets_rear_edge() {
    let t = table();
    // The target faces right (+x): rear edge at x = 9.5".
    let target = stand("inf", "al", (10_000, 20_000), 90, INFANTRY);
    let behind = stand("bty", "fr", (8_000, 12_000), 0, FOOT_ARTILLERY);
    let front = stand("bty", "fr", (12_000, 12_000), 0, FOOT_ARTILLERY);
    assert!(
        check(&t, &behind, &target, &[], FireArm::Artillery)
            .unwrap()
            .enfilade
    );
    assert!(
        !check(&t, &front, &target, &[], FireArm::Artillery)
            .unwrap()
            .enfilade
    );
    // A unit on the lines to the rear corners takes the enfilade away, not the target.
    let screen = stand("scr", "al", (9_080, 17_000), 0, (600, 300));
    let s = check(&t, &behind, &target, &[screen], FireArm::Artillery).unwrap();
    assert!(!s.enfilade);
    let c = charts();
    let mut d = ScriptedDice::new([3, 3]);
    let enf = Shot {
        range: FireRange::Normal(Length(6_000)),
        enfilade: true,
    };
    let out = firing_contest(
        &c,
        &side("bty", &[], false, false),
        &side("inf", &[], false, true),
        &enf,
        &mut d,
    );
    assert!(out
        .firer
        .to_string()
        .contains("d6 3 + enfilade +1 = 4: wins"));
    assert_eq!(out.target_effect, Effect::Shaken);
}

#[test]
fn no_artillery_fire_into_woods_nor_at_a_unit_being_charged() {
    let src = Source::new(
        "table.yaml",
        "table: { name: t, width: 72, depth: 48 }\nareas:\n  - { id: wood, kind: light-woods, outline: [[5, 17], [15, 17], [15, 22], [5, 22]] }\n",
    );
    let t = Table::from_source(&src).unwrap();
    let b = battery();
    assert_eq!(
        check(&t, &b, &enemy_at(8_000), &[], FireArm::Artillery),
        Err(NoFire::IntoWoods("wood".into()))
    );
    let sight = units_only();
    let all = [b.clone(), enemy_at(4_000)];
    let field = Field::new(&t, &sight, &all);
    assert_eq!(
        valid_target(&charts(), &field, &b, &all[1], FireArm::Artillery, true),
        Err(NoFire::BeingCharged)
    );
}

fn side(name: &str, f: &[ContestFactor], shaken: bool, infantry: bool) -> Contestant {
    Contestant {
        name: name.into(),
        factors: f.iter().copied().collect(),
        shaken,
        infantry,
        morale: BTreeSet::new(),
    }
}

#[test]
fn the_loser_of_a_contest_is_shaken_or_routed_and_shaken_infantry_check_morale() {
    let c = charts();
    let contact = Shot {
        range: FireRange::Contact,
        enfilade: false,
    };
    let fire = |firer: &Contestant, target: &Contestant, rolls: &[u32]| {
        let mut d = ScriptedDice::new(rolls.iter().copied());
        let out = firing_contest(&c, firer, target, &contact, &mut d);
        assert_eq!(d.remaining(), 0);
        out
    };
    let inf = side("1/45e", &[], false, true);
    // Eager target losing: shaken.
    let out = fire(&inf, &side("92nd", &[], false, true), &[5, 2]);
    assert_eq!(out.target_effect, Effect::Shaken);
    assert!(out
        .target
        .to_string()
        .contains("(provisional: firing contest 'each side d6"));
    // Shaken cavalry losing: routed, no check.
    let out = fire(&inf, &side("lancers", &[], true, false), &[5, 2]);
    assert_eq!(out.target_effect, Effect::Routed(None));
    assert!(out.target.to_string().contains("shaken -1"));
    // Shaken infantry losing: a morale check (with shaken -1); passing holds, failing routs.
    let mut vet = side("Highlanders", &[ContestFactor::Veteran], true, true);
    vet.morale.insert(MoraleFactor::Veteran);
    match fire(&inf, &vet, &[6, 1, 4]).target_effect {
        Effect::Held(m) => assert_eq!(m.need, 4),
        e => panic!("{e:?}"),
    }
    match fire(&inf, &vet, &[6, 1, 3]).target_effect {
        Effect::Routed(Some(m)) => assert!(!m.passed),
        e => panic!("{e:?}"),
    }
    // Ties and small wins of the target: nothing; by 3 or more the firer loses.
    assert_eq!(
        fire(&inf, &side("x", &[], false, true), &[3, 3]).target_effect,
        Effect::None
    );
    let out = fire(&inf, &side("x", &[], false, true), &[2, 4]);
    assert_eq!(
        (out.firer_effect, out.target_effect),
        (Effect::None, Effect::None)
    );
    let out = fire(&inf, &side("x", &[], false, true), &[2, 5]);
    assert_eq!(out.firer_effect, Effect::Shaken);
    let _ = CAVALRY;
}
