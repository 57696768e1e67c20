//! Every kind of templates/spi-1812/lines.tera renders (none falls to the Debug fallback,
//! none is said by no branch, every branch has its kind) (issue 30, item 5).

use super::words_match::{
    fought_kinds, lost_kinds, moved_kinds, refused_kinds, rolled_kinds, said_kinds, titled_kinds,
};
use pbem::rules::spi_1812::state::Kind;
use pbem::rules::spi_1812::words::{
    render, Fought, Line, Lost, Moved, Refused, Rolled, Said, Titled, TEMPLATE,
};
use std::collections::BTreeSet;

/// A line's kind (its `line` tag) and its words, if the template renders it.
fn rendered<L: Line>(line: &L) -> (String, Option<String>) {
    let v = serde_json::to_value(line).expect("a line serializes");
    let kind = v["line"].as_str().expect("a `line` tag").to_string();
    (kind, render(line))
}

/// One line of every kind, each said (a kind with a template branch but not listed here
/// fails [`every_kind_renders_by_its_own_branch_and_every_branch_has_a_kind`]).
fn every_kind() -> Vec<(String, Option<String>)> {
    let (s, n, p): (&str, &[&str], &[String]) = ("x", &["a", "b"], &[]);
    let said = [
        Said::CombatVictoryTurn {
            side: s,
            french: 1,
            russian: 2,
        },
        Said::NoCombatVictoryTurn {
            french: 1,
            russian: 1,
        },
        Said::VictoryPlace {
            place: s,
            points: 1,
        },
        Said::NapoleonLost { points: 1 },
        Said::CombatVictoryTurns {
            side: s,
            turns: 1,
            points: 1,
        },
        Said::VictoryPoints {
            points: 1,
            parts: p,
        },
        Said::PoliticalLoss {
            points: 1,
            minimum: 2,
            turn: 3,
            chart: s,
        },
        Said::MinimumMet {
            turn: 1,
            minimum: 1,
            chart: s,
        },
        Said::Victor {
            turn: 1,
            side: s,
            level: s,
            points: 1,
            chart: s,
        },
        Said::SuppliedByArea {
            corps: s,
            area: s,
            level: 1,
        },
        Said::SuppliedByFort { corps: s, area: s },
        Said::SuppliedByADepot { corps: s, area: s },
        Said::SuppliedByDepot {
            corps: s,
            depot: s,
            area: s,
        },
        Said::DepotExpended { depot: s, corps: 4 },
        Said::ADepotExpended { area: s },
        Said::CorpsTransfer {
            side: s,
            area: s,
            to: s,
        },
        Said::Transfers { corps: s, to: s },
        Said::Depletion {
            area: s,
            both_sides: true,
            corps: 1,
            chart: s,
            row: s,
            added: 1,
            level: 1,
        },
        Said::ReinforcementPlaced { unit: s, place: s },
        Said::NoReinforcements { side: s },
        Said::ReinforcementsArrive { side: s, places: n },
        Said::Attrition {
            chart: s,
            die: 1,
            side: s,
            losses: 1,
        },
        Said::AttritionPick {
            side: s,
            area: s,
            default: true,
        },
        Said::NoBattle,
        Said::BattlesInOrder { places: n },
    ];
    let moved = [
        Moved::MoveCancelled { unit: s, reason: s },
        Moved::Moves {
            unit: s,
            from: s,
            path: n,
        },
        Moved::DoesNotMove { side: s },
        Moved::MovesUnder { side: s, chart: s },
        Moved::ForcedMarchCancelled { unit: s, reason: s },
        Moved::ForcedMarch {
            unit: s,
            chart: s,
            die: 1,
            moves: true,
            path: n,
            loss: 0,
            losses: p,
        },
        Moved::LeaderForcedMarch { unit: s, path: n },
        Moved::NoForcedMarch { side: s },
        Moved::ForcedMarchRolls { side: s, corps: 1 },
        Moved::DepotOrdersCancelled { reason: s },
        Moved::NoDepotDestruction,
        Moved::DepotDestroyed { depot: s, place: s },
        Moved::Depletes {
            side: s,
            area: s,
            was: 1,
        },
        Moved::DepotPlaced { depot: s, id: s },
        Moved::NoAreaDepleted,
    ];
    let fought = [
        Fought::Revealed {
            unit: s,
            kind: Kind::Leader,
            strength: 0,
            cavalry: true,
            command: 1,
            tactical: 1,
        },
        Fought::Chits {
            attacker: s,
            defender: s,
        },
        Fought::RetreatBeforeCombat {
            side: s,
            forced: true,
            to: s,
            units: p,
        },
        Fought::CannotRetreatBeforeCombat { side: s },
        Fought::StackEliminated {
            step: s,
            side: s,
            cause: s,
        },
        Fought::BothCavalryRemain,
        Fought::NoCorpsRemain,
        Fought::Plan {
            chart: s,
            attacker: s,
            attacker_chit: s,
            defender: s,
            defender_chit: s,
            combat: true,
            switch: true,
            pursuit: true,
            retreat: Some(s),
        },
        Fought::Combat {
            attacker: s,
            strength: 1,
            against: 1,
            odds: s,
            chart: s,
            die: 1,
            attacker_leader: 1,
            defender_leader: -1,
            fort: 1,
            modified: 1,
            attacker_loss: 1,
            defender_loss: 1,
            retreat: None,
        },
        Fought::NoMoreCavalry {
            side: s,
            cavalry: 1,
            against: 1,
        },
        Fought::DeclinesPursuit { side: s },
        Fought::Pursuit {
            side: s,
            cavalry: 1,
            against: 1,
            chart: s,
            die: 1,
            attacker_leader: 1,
            defender_leader: 1,
            modified: 1,
            attacker_loss: 1,
            defender_loss: 1,
        },
        Fought::RetreatAfterCombat {
            side: s,
            units: 1,
            to: s,
        },
        Fought::BattleOver,
        Fought::AtStep { step: s, said: s },
    ];
    let lost = [
        Lost::Loss {
            unit: s,
            points: 1,
            left: 1,
            cause: s,
        },
        Lost::LossEliminated {
            unit: s,
            points: 1,
            cause: s,
        },
        Lost::Eliminated { unit: s, cause: s },
        Lost::NoCorpsForLoss,
        Lost::AllSupplied,
        Lost::UnsuppliedStack {
            side: s,
            place: s,
            chart: s,
        },
        Lost::UnsuppliedCorps {
            unit: s,
            place: s,
            chart: s,
            die: 1,
            loss: 1,
        },
        Lost::PublicUnsuppliedCorps {
            side: s,
            place: s,
            chart: s,
            die: 1,
            loss: 1,
        },
        Lost::UnsuppliedIn { unit: s, place: s },
    ];
    let titled = [
        Titled::CampaignOver { side: s, level: s },
        Titled::RussianPlayerTurn { turn: 1, date: s },
        Titled::FrenchPlayerTurn { turn: 1, date: s },
        Titled::Outcome {
            side: s,
            level: s,
            points: 1,
        },
        Titled::ProvisionalMap { map: s },
        Titled::ProvisionalScenario { scenario: s },
        Titled::PictureTitle {
            map: s,
            turn: 1,
            date: s,
            reader: Some(s),
        },
        Titled::PictureHiddenStacks,
        Titled::PictureStrength,
        Titled::PictureProvisionalMap { map: s, id: s },
    ];
    let refused = [
        Refused::UnknownPlace { place: s },
        Refused::UnknownArea { area: s },
        Refused::UnknownUnit { id: s },
        Refused::NoSuchUnit { id: s },
        Refused::NotYours {
            rule: Some(s),
            unit: s,
            side: s,
        },
        Refused::TooFar {
            rule: s,
            unit: s,
            allowance: 1,
            entered: 2,
        },
        Refused::NotAdjacent {
            rule: s,
            to: s,
            from: s,
            neighbours: n,
        },
        Refused::StopsIn {
            rule: s,
            unit: s,
            place: s,
            enemy: s,
            to: s,
        },
        Refused::DepotMove { unit: s, place: s },
        Refused::WithoutCorps {
            unit: s,
            place: s,
            enemy: s,
            side: s,
        },
        Refused::CannotLeave {
            unit: s,
            place: s,
            enemy: s,
        },
        Refused::LeaderWithoutCorps { side: s, place: s },
        Refused::NotAMarcher { unit: s },
        Refused::NotAFrenchDepot { id: s },
        Refused::DepleteWithoutSupply { area: s, side: s },
        Refused::DepleteHeld { area: s, enemy: s },
        Refused::OnlyFrancePlacesDepots,
        Refused::DepotOutsideDepletion { area: s },
        Refused::DepotInDepletedArea { area: s, level: 1 },
        Refused::SecondDepot { area: s },
        Refused::DepotLimit { limit: 1 },
    ];
    let rolled = [
        Rolled::AttritionDie { side: s },
        Rolled::ForcedMarchDie { side: s, corps: 1 },
        Rolled::CombatDie { place: s },
        Rolled::PursuitDie { place: s },
        Rolled::UnsuppliedStackDraw { side: s, place: s },
        Rolled::UnsuppliedCorpsDie { side: s, place: s },
    ];
    refused.iter().for_each(refused_kinds);
    rolled.iter().for_each(rolled_kinds);
    said.iter().for_each(said_kinds);
    moved.iter().for_each(moved_kinds);
    fought.iter().for_each(fought_kinds);
    lost.iter().for_each(lost_kinds);
    titled.iter().for_each(titled_kinds);
    let mut out: Vec<(String, Option<String>)> = Vec::new();
    out.extend(said.iter().map(rendered));
    out.extend(moved.iter().map(rendered));
    out.extend(fought.iter().map(rendered));
    out.extend(lost.iter().map(rendered));
    out.extend(titled.iter().map(rendered));
    out.extend(refused.iter().map(rendered));
    out.extend(rolled.iter().map(rendered));
    out
}

/// The kinds the template has a branch for (`line == "kind"`).
fn template_kinds() -> BTreeSet<String> {
    TEMPLATE
        .split("line == \"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').expect("a closing quote")].to_string())
        .collect()
}

#[test]
fn every_kind_renders_by_its_own_branch_and_every_branch_has_a_kind() {
    let all = every_kind();
    let kinds: BTreeSet<String> = all.iter().map(|(k, _)| k.clone()).collect();
    assert_eq!(kinds.len(), all.len(), "each kind once: {all:?}");
    assert_eq!(
        kinds,
        template_kinds(),
        "the enums' kinds are the template's"
    );
    for (kind, words) in &all {
        let words = words.as_deref();
        assert!(
            words.is_some_and(|w| !w.is_empty()),
            "{kind} renders: {words:?}"
        );
    }
}
