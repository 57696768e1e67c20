//! The Empires in Arms report's words of the steps other than combat (announcements,
//! movement, garrisons, depots, supply, conquest), said by
//! templates/empires-in-arms/lines.tera (issue 30, item 5): each kind says what the rules
//! said before the template, so entries keep their bytes.

use pbem::rules::empires_in_arms::combat::losses::Loss;
use pbem::rules::empires_in_arms::model::units::FactorType;
use pbem::rules::empires_in_arms::words::render;

fn check<L: serde::Serialize + std::fmt::Debug>(cases: Vec<(L, &str)>) {
    for (said, words) in cases {
        assert_eq!(render(&said).as_deref(), Some(words), "{said:?}");
    }
}

#[test]
fn s7_2_depot_step_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::depots::Said as D;
    check(vec![
        (D::DepotRemoved { power: "France", area: "Ulm", moved: 0, city: Some("Ulm"), lost: 0 }, "France removes its depot in Ulm."),
        (D::DepotRemoved { power: "France", area: "Ulm", moved: 2, city: Some("Ulm"), lost: 1 }, "France removes its depot in Ulm. 2 garrison factor(s) move into Ulm. 1 garrison factor(s) are destroyed: no friendly or vacant unbesieged city with room in the area (7.2)."),
        (D::DepotRemoved { power: "France", area: "Bavaria", moved: 2, city: None, lost: 0 }, "France removes its depot in Bavaria. 2 garrison factor(s) move into the city."),
        (D::FleetDepotLost { power: "Britain", sea: "North Sea" }, "Britain's depot on its fleet in the North Sea is lost: the fleet is no longer there (7.4.4.2)."),
        (D::DepotPlaced { power: "Britain", at: "fleet", place: "North Sea", rule: "7.2.4", cost: 1 }, "Britain places a depot on its fleet in the North Sea (7.2.4) for 1 money point(s)."),
        (D::DepotPlaced { power: "Britain", at: "port", place: "Lisbon", rule: "7.2.2.1", cost: 1 }, "Britain places a depot inside the besieged port city of Lisbon (7.2.2.1) for 1 money point(s)."),
        (D::DepotPlaced { power: "France", at: "area", place: "Ulm", rule: "7.2.1", cost: 1 }, "France places a depot in Ulm (7.2.1) for 1 money point(s)."),
    ]);
}

#[test]
fn s7_3_movement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::{Count, Said as M};
    let path = ["Ulm".to_string(), "Munich".to_string()];
    let factors = [
        Count {
            count: 2,
            factor: "infantry",
        },
        Count {
            count: 1,
            factor: "feudal_infantry",
        },
    ];
    check(vec![
        (M::Moved { unit: "I Corps", from: "Stuttgart", path: &path, used: 3, allowance: 4, force_marched: false }, "I Corps: Stuttgart → Ulm → Munich (3 of 4 movement points)."),
        (M::Moved { unit: "I Corps", from: "Stuttgart", path: &path[..1], used: 5, allowance: 5, force_marched: true }, "I Corps: Stuttgart → Ulm (5 of 5 movement points, force marched)."),
        (M::Detaches { unit: "I Corps", factors: &factors, post: "city", place: "Ulm" }, "I Corps detaches 2 infantry, 1 feudal infantry to Ulm (7.3.3)."),
        (M::Detaches { unit: "I Corps", factors: &factors[..1], post: "depot", place: "Bavaria" }, "I Corps detaches 2 infantry to the depot in Bavaria (7.3.3)."),
        (M::DetachmentCancelled { unit: "I Corps", why: "7.3.3: no factors to detach" }, "Detachment from I Corps cancelled: 7.3.3: no factors to detach"),
        (M::Absorbs { unit: "I Corps", factors: &factors[..1], post: "depot", place: "Bavaria" }, "I Corps absorbs 2 infantry from the depot in Bavaria (7.3.3)."),
        (M::AbsorptionCancelled { unit: "I Corps", why: "7.3.3: no garrison of France there to absorb from" }, "Absorption by I Corps cancelled: 7.3.3: no garrison of France there to absorb from"),
        (M::UnitGone { id: "fra-1" }, "Move of fra-1 cancelled: the unit is no longer on the map."),
        (M::MoveCancelled { unit: "I Corps", why: "7.3: too far" }, "Move of I Corps cancelled: 7.3: too far"),
        (M::LivesOffDestroyedDepot { unit: "I Corps" }, "I Corps ends its move on the destroyed depot: supplied as if it foraged, with no loss (7.3.6.1)."),
        (M::LeaderGoesWith { leader: "Ney", to: "Ulm" }, "Ney goes with the corps to Ulm."),
    ]);
}

#[test]
fn s7_1_announcement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::sequence::Said as Q;
    let groups = vec![
        vec!["France".to_string()],
        vec!["Austria".to_string(), "Russia".to_string()],
    ];
    let members = ["Austria".to_string(), "Russia".to_string()];
    let order = ["Russia".to_string(), "Austria".to_string()];
    check(vec![
        (Q::Sequence { groups: &groups }, "The sequence of this land phase: France; Austria and Russia (7.1)."),
        (Q::CombinedNotMade { members: &members, silent: &members[1..] }, "Combined movement of Austria and Russia not made: Russia did not announce it; each moves in its own sequence (7.1.2)."),
        (Q::CombinedAgreed { members: &members, order: &order }, "Austria and Russia move in one sequence (7.1.2), in the order agreed: Russia, then Austria (7.3.8.1)."),
        (Q::CombinedRolled { members: &members, order: &order }, "Austria and Russia move in one sequence (7.1.2); they did not agree their order, and competitive die rolls give: Russia, then Austria (7.3.8.1)."),
        (Q::FrancePlace { power: "France", place: 1, default: true }, "France moves 1st in the sequence, its place by default (7.1)."),
        (Q::FrancePlace { power: "France", place: 2, default: false }, "France moves 2nd in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 3, default: false }, "France moves 3rd in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 4, default: false }, "France moves 4th in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 11, default: false }, "France moves 11th in the sequence (7.1)."),
        (Q::FrancePlace { power: "France", place: 21, default: false }, "France moves 21st in the sequence (7.1)."),
    ]);
}

#[test]
fn s7_7_conquest_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::conquest::Said as C;
    check(vec![
        (C::OccupationInterrupted { power: "France", nation: "Bavaria", city: Some("Munich") }, "France's occupation of the capital of Bavaria (Munich) is interrupted (7.7)."),
        (C::Conquers { power: "France", nation: "Bavaria", city: Some("Munich"), since: 3 }, "France conquers Bavaria (Munich): its capital held since the Conquest Step of turn 3 (7.7)."),
        (C::Occupies { power: "France", nation: "Bavaria", city: None, through: 4 }, "France occupies the capital of Bavaria; held through turn 4, it is conquered (7.7)."),
    ]);
}

#[test]
fn s7_4_supply_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::Count;
    use pbem::rules::empires_in_arms::words::supply::{ForageLoss, Modifier, Said as U};
    let modifiers = [
        Modifier {
            n: 1,
            why: "other_corps",
        },
        Modifier {
            n: -2,
            why: "unused",
        },
        Modifier {
            n: 1,
            why: "force_march",
        },
        Modifier {
            n: 1,
            why: "winter",
        },
        Modifier {
            n: -1,
            why: "own_territory",
        },
    ];
    let loss = ForageLoss {
        from_corps: 2,
        taken: vec![Count {
            count: 2,
            factor: "infantry",
        }],
        detached: vec![vec![Count {
            count: 1,
            factor: "feudal_infantry",
        }]],
        removed: true,
        leaders: vec!["Ney".into(), "Murat".into()],
    };
    let small = ForageLoss {
        from_corps: 1,
        taken: vec![Count {
            count: 1,
            factor: "cavalry",
        }],
        ..ForageLoss::default()
    };
    let taken = [Loss {
        unit: "aus-g".into(),
        name: "Austria garrison (Ulm)".into(),
        factor: FactorType::Infantry,
        count: 1,
    }];
    let prisoners = ["Mack".to_string()];
    check(vec![
        (U::Forages { unit: "I Corps", value: 3, die: 5, modifiers: &modifiers, total: 5, loss: Some(&loss) }, "I Corps forages against 3 (lowest forage value passed): die 5 +1 other corps (7.4.1.2.1) -2 unused movement points (7.4.1.2.2) +1 force march (7.4.1.2.3) +1 winter in the winter zone (7.4.1.2.4) -1 own territory (7.4.1.2.5, errata) = 5: loses 2 (2 infantry) and 1 feudal infantry from the factors it detached (7.4.1.3.2); the corps is removed (7.4.1.3.2); Ney, Murat leave the map with it (7.4.1.3.3)"),
        (U::Forages { unit: "I Corps", value: 3, die: 4, modifiers: &[], total: 4, loss: Some(&small) }, "I Corps forages against 3 (lowest forage value passed): die 4 = 4: loses 1 (1 cavalry)"),
        (U::Forages { unit: "I Corps", value: 3, die: 2, modifiers: &modifiers[..1], total: 3, loss: None }, "I Corps forages against 3 (lowest forage value passed): die 2 +1 other corps (7.4.1.2.1) = 3: no loss"),
        (U::NoForageValue { unit: "I Corps" }, "I Corps: no forage value on this map for its areas; no loss (map data missing)"),
        (U::BesiegedSupply { city: "Ulm", factors: 4, die: 3, modifier: 0, total: 3, supply: 3, loss: 0, taken: &[], falls: false, prisoners: &[] }, "Besieged in Ulm (4 factors): die 3 +0 (7.4.5.1) = 3 against its supply value 3: no loss."),
        (U::BesiegedSupply { city: "Ulm", factors: 1, die: 6, modifier: 1, total: 7, supply: 3, loss: 4, taken: &taken, falls: true, prisoners: &prisoners }, "Besieged in Ulm (1 factors): die 6 +1 (7.4.5.1) = 7 against its supply value 3: loses 1 infantry (Austria garrison (Ulm)) (7.4.5.2). Every besieged factor is lost: Ulm falls to the besiegers (7.4.5.2). Mack taken prisoner (7.4.5.2)."),
        (U::BesiegedSupply { city: "Ulm", factors: 9, die: 6, modifier: 1, total: 7, supply: 6, loss: 1, taken: &taken, falls: false, prisoners: &[] }, "Besieged in Ulm (9 factors): die 6 +1 (7.4.5.1) = 7 against its supply value 6: loses 1 infantry (Austria garrison (Ulm)) (7.4.5.2)."),
        (U::PortGarrisonsSupplied { city: "Lisbon", garrisons: 2, by_depot: true }, "Besieged in Lisbon: 2 garrison(s) live off depot supply, by sea through the depot inside the port city (7.4.2.1.2, 7.4.3.4.1)."),
        (U::PortGarrisonsSupplied { city: "Lisbon", garrisons: 1, by_depot: false }, "Besieged in Lisbon: 1 garrison(s) live off depot supply, by invasion supply from the adjacent sea (7.4.2.1.2, 7.4.3.4.1)."),
        (U::DepotSupplyPaid { corps: 3, garrisons: 0, paid: 1, left: 4 }, "Depot supply (7.4.2) for 3 corps: 1 money point paid, 4 left."),
        (U::DepotSupplyPaid { corps: 3, garrisons: 2, paid: 2, left: -1 }, "Depot supply (7.4.2) for 3 corps and 2 port garrison(s): 2 money points paid, -1 left."),
        (U::MustForage { unit: "I Corps" }, "I Corps: no money left for depot supply: it must forage (7.4.2.1)."),
        (U::AlliedSupplyPaid { ally: "Austria", corps: 2, paid: 1, left: 3 }, "Allied depot supply (7.4.2.2) from Austria for 2 corps: 1 money point(s) paid by Austria, 3 left."),
        (U::PortDepotRemoved { power: "Britain", city: "Lisbon" }, "Britain removes its depot inside Lisbon (7.2, 7.4.3.4)."),
        (U::PortDepotCutOff { power: "Britain", city: "Lisbon" }, "Britain's depot inside Lisbon is removed: no unblockaded sea supply source reaches it (7.4.3.4.4)."),
        (U::PortDepotMovesOut { city: "Lisbon", power: "Britain", area: "Portugal", destroys: true }, "The siege of Lisbon is over: Britain's depot inside it moves into Portugal, destroying the enemy depot there (7.4.3.4.3)."),
        (U::PortDepotMovesOut { city: "Lisbon", power: "Britain", area: "Portugal", destroys: false }, "The siege of Lisbon is over: Britain's depot inside it moves into Portugal (7.4.3.4.3)."),
        (U::PortDepotConverted { power: "Britain", city: "Lisbon", to: "France", area: "Portugal" }, "Britain's depot inside Lisbon, fallen, is converted to France's depot in Portugal (7.4.3.4.5)."),
        (U::PortDepotDestroyed { power: "Britain", city: "Lisbon" }, "Britain's depot inside Lisbon, fallen, is destroyed (7.4.3.4.5)."),
    ]);
}

#[test]
fn s7_3_5_to_7_3_8_movement_lines_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::Said as M;
    let defenders = ["Austria".to_string(), "Russia".to_string()];
    check(vec![
        (M::DepotConvertedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", power: "France" }, "I Corps converts Austria's depot in Ulm to a depot of France (7.3.6.1)."),
        (M::DepotDestroyedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", why: Some("7.2: France has 8 depots on the map, its counter mix limit (8)") }, "I Corps destroys Austria's depot in Ulm: it cannot be converted, 7.2: France has 8 depots on the map, its counter mix limit (8) (7.3.6.1)."),
        (M::DepotDestroyedOnEntry { unit: "I Corps", owner: "Austria", area: "Ulm", why: None }, "I Corps destroys Austria's depot in Ulm (7.3.6.1)."),
        (M::GarrisonedDepotDestroyed { owner: "Austria", area: "Ulm", power: "France", moved: 0, lost: 0 }, "Austria destroys its garrisoned depot in Ulm as France enters (7.3.6.2)."),
        (M::GarrisonedDepotDestroyed { owner: "Austria", area: "Ulm", power: "France", moved: 2, lost: 1 }, "Austria destroys its garrisoned depot in Ulm as France enters (7.3.6.2). 2 garrison factor(s) go into the city. 1 garrison factor(s) with no room in a city surrender."),
        (M::CannotLand { unit: "I Corps", area: "Kent", sea: "North Sea" }, "I Corps cannot land in Kent from the North Sea (7.3.5); it lands by default."),
        (M::NowhereToLand { unit: "I Corps", sea: "North Sea" }, "I Corps has nowhere to land from the North Sea and is eliminated (7.3.5)."),
        (M::Lands { unit: "I Corps", port: false, place: "Kent", sea: "North Sea", ordered: true }, "I Corps lands in Kent from the North Sea, its movement spent (7.3.5)."),
        (M::Lands { unit: "I Corps", port: true, place: "Lisbon", sea: "Bay of Biscay", ordered: false }, "I Corps lands directly into the besieged port of Lisbon from the Bay of Biscay, its movement spent (7.3.5) (default landing)."),
        (M::StaysAndAttacks { power: "Spain", area: "Ulm", attacker: "France" }, "Spain stays in Ulm and attacks beside its ally France (7.3.8.6)."),
        (M::JoinsDefence { power: "Prussia", attacker: "France", area: "Ulm", cost: 1 }, "Prussia declares war on France to defend Ulm beside its allies, losing 1 political point(s) (7.3.8.3)."),
        (M::LeavesArea { power: "Prussia", attacker: "France", area: "Ulm", to: "Munich" }, "Prussia is not at war with France: its forces leave Ulm for Munich (7.3.8.4)."),
        (M::StopsShort { unit: "I Corps", area: "Ulm", ally: "Spain", defenders: &defenders, power: "France", not_at_war: &defenders[1..] }, "I Corps stops short of Ulm: Spain attacks Austria and Russia there, and France is not at war with Russia (7.3.8.5)."),
    ]);
}

#[test]
fn report_notes_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::depots::Said as D;
    check(vec![
        (
            D::DepotOrdersCancelled {
                path: "depots.place[0]",
                reason: "7.2: one depot per area",
            },
            "Depot orders cancelled at depots.place[0]: 7.2: one depot per area",
        ),
        (
            D::ProvisionalMap {
                map: "demo",
                demonstration: true,
            },
            "map demo (demonstration map)",
        ),
        (
            D::ProvisionalMap {
                map: "europe",
                demonstration: false,
            },
            "map europe (not a demonstration map)",
        ),
    ]);
}

#[test]
fn s7_3_3_garrison_refusals_say_what_the_rules_said_before_the_template() {
    use pbem::rules::empires_in_arms::words::movement::Said as M;
    check(vec![
        (M::CityNotOpen { area: "Alsace" }, "7.3.3: the city in Alsace is not an unbesieged friendly or vacant city"),
        (M::PortDepotNoCapacity { area: "West Prussia" }, "7.3.3.5.3: the depot inside the besieged port city of West Prussia adds no garrison capacity; garrison the city"),
        (M::NoDepotThere { power: "France", area: "Lorraine" }, "7.3.3.5.1: France has no depot in Lorraine"),
        (M::MinorOnlyInfantry { unit: "Bavarian Army", factor: "feudal_cavalry" }, "7.3.3.1.1: Bavarian Army, a minor free state's corps, detaches and absorbs only infantry factors, not feudal cavalry"),
        (M::MinorOnlyAtHome { unit: "Bavarian Army", minor: "bavaria", area: "Württemberg" }, "7.3.3.1.1: Bavarian Army detaches and absorbs only within its own country (bavaria); Württemberg is not in it"),
        (M::UnknownCorps { id: "fr-x" }, "unknown corps 'fr-x'"),
        (M::MayNotTransfer { unit: "Artillery Reserve", verb: "detach" }, "7.3.3: Artillery Reserve may not detach factors (artillery or feudal corps)"),
        (M::MayNotTransfer { unit: "Artillery Reserve", verb: "absorb" }, "7.3.3: Artillery Reserve may not absorb factors (artillery or feudal corps)"),
        (M::ArtilleryNotDetached, "7.3.3.2: artillery factors may not be detached"),
        (M::InfantryHeld { verb: "detached", area: "Alsace" }, "7.3.3.1: infantry and militia may not be detached in Alsace, where enemy corps stand outside the city"),
        (M::InfantryHeld { verb: "absorbed", area: "Alsace" }, "7.3.3.1: infantry and militia may not be absorbed in Alsace, where enemy corps stand outside the city"),
        (M::NoRoom { rule: "7.3.3.4", room: 4, factors: 5 }, "7.3.3.4: room for 4 more factors there, not 5"),
        (M::CorpsHasFewer { unit: "V Corps", factors: 3, factor: "cavalry" }, "7.3.3: V Corps has fewer than 3 cavalry factors"),
        (M::NothingToDetach, "7.3.3: no factors to detach"),
        (M::CannotEmptyCorps { unit: "fr-v", total: 3 }, "7.3.3.1.2: detachments cannot empty a corps; fr-v has 3"),
        (M::NoGarrisonToAbsorb { power: "France" }, "7.3.3: no garrison of France there to absorb from"),
        (M::GarrisonHasFewer { factors: 2, factor: "infantry" }, "7.3.3: the garrison has fewer than 2 infantry factors"),
        (M::NotOnTheWay { area: "Alsace", corps: "fr-v" }, "7.3.3: Alsace is not on the way of fr-v; it detaches or absorbs where it starts or passes"),
    ]);
}
