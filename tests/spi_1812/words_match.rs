//! Every variant of the 1812 line enums, one `match` per enum without a wildcard: a kind
//! added to an enum fails to compile here, beside `words_kinds::every_kind`, which must
//! then list it too.

use pbem::rules::spi_1812::words::{Fought, Lost, Moved, Refused, Rolled, Said, Titled};

/// Matches every variant (see the module's doc).
pub fn said_kinds(line: &Said<'_>) {
    match line {
        Said::CombatVictoryTurn { .. }
        | Said::NoCombatVictoryTurn { .. }
        | Said::VictoryPlace { .. }
        | Said::NapoleonLost { .. }
        | Said::CombatVictoryTurns { .. }
        | Said::VictoryPoints { .. }
        | Said::PoliticalLoss { .. }
        | Said::MinimumMet { .. }
        | Said::Victor { .. }
        | Said::SuppliedByArea { .. }
        | Said::SuppliedByFort { .. }
        | Said::SuppliedByADepot { .. }
        | Said::SuppliedByDepot { .. }
        | Said::DepotExpended { .. }
        | Said::ADepotExpended { .. }
        | Said::CorpsTransfer { .. }
        | Said::Transfers { .. }
        | Said::Depletion { .. }
        | Said::ReinforcementPlaced { .. }
        | Said::NoReinforcements { .. }
        | Said::ReinforcementsArrive { .. }
        | Said::Attrition { .. }
        | Said::AttritionPick { .. }
        | Said::NoBattle
        | Said::BattlesInOrder { .. } => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn moved_kinds(line: &Moved<'_>) {
    match line {
        Moved::MoveCancelled { .. }
        | Moved::Moves { .. }
        | Moved::DoesNotMove { .. }
        | Moved::MovesUnder { .. }
        | Moved::ForcedMarchCancelled { .. }
        | Moved::ForcedMarch { .. }
        | Moved::LeaderForcedMarch { .. }
        | Moved::NoForcedMarch { .. }
        | Moved::ForcedMarchRolls { .. }
        | Moved::DepotOrdersCancelled { .. }
        | Moved::NoDepotDestruction
        | Moved::DepotDestroyed { .. }
        | Moved::Depletes { .. }
        | Moved::DepotPlaced { .. }
        | Moved::NoAreaDepleted => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn fought_kinds(line: &Fought<'_>) {
    match line {
        Fought::Revealed { .. }
        | Fought::Chits { .. }
        | Fought::RetreatBeforeCombat { .. }
        | Fought::CannotRetreatBeforeCombat { .. }
        | Fought::StackEliminated { .. }
        | Fought::BothCavalryRemain
        | Fought::NoCorpsRemain
        | Fought::Plan { .. }
        | Fought::Combat { .. }
        | Fought::NoMoreCavalry { .. }
        | Fought::DeclinesPursuit { .. }
        | Fought::Pursuit { .. }
        | Fought::RetreatAfterCombat { .. }
        | Fought::BattleOver
        | Fought::AtStep { .. } => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn lost_kinds(line: &Lost<'_>) {
    match line {
        Lost::Loss { .. }
        | Lost::LossEliminated { .. }
        | Lost::Eliminated { .. }
        | Lost::NoCorpsForLoss
        | Lost::AllSupplied
        | Lost::UnsuppliedStack { .. }
        | Lost::UnsuppliedCorps { .. }
        | Lost::PublicUnsuppliedCorps { .. }
        | Lost::UnsuppliedIn { .. } => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn titled_kinds(line: &Titled<'_>) {
    match line {
        Titled::CampaignOver { .. }
        | Titled::RussianPlayerTurn { .. }
        | Titled::FrenchPlayerTurn { .. }
        | Titled::Outcome { .. }
        | Titled::ProvisionalMap { .. }
        | Titled::ProvisionalScenario { .. }
        | Titled::PictureTitle { .. }
        | Titled::PictureHiddenStacks
        | Titled::PictureStrength
        | Titled::PictureProvisionalMap { .. } => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn refused_kinds(line: &Refused<'_>) {
    match line {
        Refused::UnknownPlace { .. }
        | Refused::UnknownArea { .. }
        | Refused::UnknownUnit { .. }
        | Refused::NoSuchUnit { .. }
        | Refused::NotYours { .. }
        | Refused::TooFar { .. }
        | Refused::NotAdjacent { .. }
        | Refused::StopsIn { .. }
        | Refused::DepotMove { .. }
        | Refused::WithoutCorps { .. }
        | Refused::CannotLeave { .. }
        | Refused::LeaderWithoutCorps { .. }
        | Refused::NotAMarcher { .. }
        | Refused::NotAFrenchDepot { .. }
        | Refused::DepleteWithoutSupply { .. }
        | Refused::DepleteHeld { .. }
        | Refused::OnlyFrancePlacesDepots
        | Refused::DepotOutsideDepletion { .. }
        | Refused::DepotInDepletedArea { .. }
        | Refused::SecondDepot { .. }
        | Refused::DepotLimit { .. } => {}
    }
}

/// Matches every variant (see the module's doc).
pub fn rolled_kinds(line: &Rolled<'_>) {
    match line {
        Rolled::AttritionDie { .. }
        | Rolled::ForcedMarchDie { .. }
        | Rolled::CombatDie { .. }
        | Rolled::PursuitDie { .. }
        | Rolled::UnsuppliedStackDraw { .. }
        | Rolled::UnsuppliedCorpsDie { .. } => {}
    }
}
