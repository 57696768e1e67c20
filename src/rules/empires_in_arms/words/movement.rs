//! The lines of 7.3 the land movement step: moves, detachments and absorptions, leaders
//! going with their corps, and moves cancelled.

use serde::Serialize;

/// Some factors of one type: "2 feudal infantry".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Count {
    /// How many.
    pub count: u32,
    /// The type, as its key (`feudal_infantry`).
    pub factor: &'static str,
}

/// One line of the land movement step, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.3 a unit's move: where from, the areas entered, the movement points used.
    Moved {
        /// The unit's name.
        unit: &'a str,
        /// The area it starts in.
        from: &'a str,
        /// The areas entered, in order.
        path: &'a [String],
        /// Movement points used.
        used: u32,
        /// Its allowance.
        allowance: u32,
        /// 7.3.2 it force marched.
        force_marched: bool,
    },
    /// 7.3.3 a corps detaches factors to a garrison.
    Detaches {
        /// The corps' name.
        unit: &'a str,
        /// The factors, by type.
        factors: &'a [Count],
        /// "city" or "depot".
        post: &'a str,
        /// The city's (or area's) name.
        place: &'a str,
    },
    /// 7.3.3 a detachment no longer possible.
    DetachmentCancelled {
        /// The corps' name.
        unit: &'a str,
        /// Why, as the rules refuse it.
        why: &'a str,
    },
    /// 7.3.3 a corps absorbs factors from a garrison.
    Absorbs {
        /// The corps' name.
        unit: &'a str,
        /// The factors, by type.
        factors: &'a [Count],
        /// "city" or "depot".
        post: &'a str,
        /// The city's (or area's) name.
        place: &'a str,
    },
    /// 7.3.3 an absorption no longer possible.
    AbsorptionCancelled {
        /// The corps' name.
        unit: &'a str,
        /// Why.
        why: &'a str,
    },
    /// A move of a unit no longer on the map.
    UnitGone {
        /// The unit's id.
        id: &'a str,
    },
    /// A move no longer legal when it comes.
    MoveCancelled {
        /// The unit's or leader's name.
        unit: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 7.3.6.1 a corps ends its move on a destroyed depot.
    LivesOffDestroyedDepot {
        /// The corps' name.
        unit: &'a str,
    },
    /// 7.3.6.1 a unit converts an ungarrisoned enemy depot it enters.
    DepotConvertedOnEntry {
        /// The unit's name.
        unit: &'a str,
        /// The depot's owner's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
        /// The unit's power's name.
        power: &'a str,
    },
    /// 7.3.6.1 a unit destroys an ungarrisoned enemy depot it enters (`why` it could not
    /// convert it, when it was to).
    DepotDestroyedOnEntry {
        /// The unit's name.
        unit: &'a str,
        /// The depot's owner's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
        /// Why it could not be converted (none: it was not to be).
        why: Option<&'a str>,
    },
    /// 7.3.6.2 a power destroys its garrisoned depot as the enemy enters.
    GarrisonedDepotDestroyed {
        /// The owner's name.
        owner: &'a str,
        /// The area's name.
        area: &'a str,
        /// The phasing power's name.
        power: &'a str,
        /// Garrison factors that go into the city.
        moved: u32,
        /// Garrison factors that surrender.
        lost: u32,
    },
    /// 7.3.5 a landing asked where the unit may not land.
    CannotLand {
        /// The unit's name.
        unit: &'a str,
        /// The area asked.
        area: &'a str,
        /// The sea's name.
        sea: &'a str,
    },
    /// 7.3.5 nowhere to land: the unit is eliminated.
    NowhereToLand {
        /// The unit's name.
        unit: &'a str,
        /// The sea's name.
        sea: &'a str,
    },
    /// 7.3.5 a unit lands, its movement spent.
    Lands {
        /// The unit's name.
        unit: &'a str,
        /// Into its besieged port (7.3.5 errata).
        port: bool,
        /// The port city's (port) or the area's name.
        place: &'a str,
        /// The sea's name.
        sea: &'a str,
        /// As ordered (else by default).
        ordered: bool,
    },
    /// 7.3.8.6 an ally of the attacker at war with every defender stays and attacks.
    StaysAndAttacks {
        /// The ally's name.
        power: &'a str,
        /// The area's name.
        area: &'a str,
        /// The attacker's name.
        attacker: &'a str,
    },
    /// 7.3.8.3 a power declares war to defend beside its allies.
    JoinsDefence {
        /// The power's name.
        power: &'a str,
        /// The attacker's name.
        attacker: &'a str,
        /// The area's name.
        area: &'a str,
        /// Political points lost.
        cost: i32,
    },
    /// 7.3.8.4 a power not at war leaves the area.
    LeavesArea {
        /// The power's name.
        power: &'a str,
        /// The phasing power's name.
        attacker: &'a str,
        /// The area left.
        area: &'a str,
        /// The area gone to.
        to: &'a str,
    },
    /// 7.3.8.5 a later ally's move stops short of an area an earlier ally attacks.
    StopsShort {
        /// The unit's or leader's name.
        unit: &'a str,
        /// The area's name.
        area: &'a str,
        /// The earlier ally's name.
        ally: &'a str,
        /// The defenders' names.
        defenders: &'a [String],
        /// The mover's power's name.
        power: &'a str,
        /// The defenders it is not at war with.
        not_at_war: &'a [String],
    },
    /// 7.3.3 refused: the city is not an unbesieged friendly or vacant city.
    CityNotOpen {
        /// The area's name.
        area: &'a str,
    },
    /// 7.3.3.5.3 refused: a depot inside a besieged port city adds no capacity.
    PortDepotNoCapacity {
        /// The area's name.
        area: &'a str,
    },
    /// 7.3.3.5.1 refused: no depot of the power there.
    NoDepotThere {
        /// The power's name.
        power: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.3.3.1.1 refused: a minor free state's corps transfers only infantry.
    MinorOnlyInfantry {
        /// The corps' name.
        unit: &'a str,
        /// The factor type refused, as its key.
        factor: &'a str,
    },
    /// 7.3.3.1.1 refused: a minor free state's corps transfers only in its country.
    MinorOnlyAtHome {
        /// The corps' name.
        unit: &'a str,
        /// Its country (the minor's id).
        minor: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// Refused: no such corps.
    UnknownCorps {
        /// The id ordered.
        id: &'a str,
    },
    /// 7.3.3 refused: artillery or feudal corps may not detach ("detach") or absorb
    /// ("absorb").
    MayNotTransfer {
        /// The corps' name.
        unit: &'a str,
        /// "detach" or "absorb".
        verb: &'a str,
    },
    /// 7.3.3.2 refused: artillery factors may not be detached.
    ArtilleryNotDetached,
    /// 7.3.3.1 refused: infantry and militia neither leave nor join where enemy corps stand
    /// outside the city.
    InfantryHeld {
        /// "detached" or "absorbed".
        verb: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// 7.3.3.4 / 7.3.3.5 refused: no room for that many factors.
    NoRoom {
        /// The rule: "7.3.3.4" (city) or "7.3.3.5" (depot).
        rule: &'a str,
        /// Room left.
        room: u32,
        /// Factors asked.
        factors: u32,
    },
    /// 7.3.3 refused: the corps has fewer factors of a type than asked.
    CorpsHasFewer {
        /// The corps' name.
        unit: &'a str,
        /// Factors asked.
        factors: u32,
        /// The type, as its key.
        factor: &'a str,
    },
    /// 7.3.3 refused: no factors to detach.
    NothingToDetach,
    /// 7.3.3.1.2 refused: a detachment cannot empty a corps.
    CannotEmptyCorps {
        /// The corps' name.
        unit: &'a str,
        /// Its factors.
        total: u32,
    },
    /// 7.3.3 refused: no garrison of the power to absorb from.
    NoGarrisonToAbsorb {
        /// The power's name.
        power: &'a str,
    },
    /// 7.3.3 refused: the garrison has fewer factors of a type than asked.
    GarrisonHasFewer {
        /// Factors asked.
        factors: u32,
        /// The type, as its key.
        factor: &'a str,
    },
    /// 7.3.3 refused: the area is not on the corps' way.
    NotOnTheWay {
        /// The area's name.
        area: &'a str,
        /// The corps' id.
        corps: &'a str,
    },
    /// 7.3 a leader goes with the corps.
    LeaderGoesWith {
        /// The leader's name.
        leader: &'a str,
        /// The area's name.
        to: &'a str,
    },
}
