//! What each use of PIPs costs (games/grande-tactique/pip-costs.yaml; 2. PIP Phase), the
//! corps commander's reach for his +1, and the highest die.

use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;

/// The uses of PIPs as the rules name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Use {
    /// Move a unit.
    Move,
    /// Pivot a unit.
    Pivot,
    /// Add a Firing marker.
    StartFiring,
    /// Remove a Firing marker.
    StopFiring,
    /// Declare a charge (the Charge marker).
    Charge,
    /// Limber artillery.
    Limber,
    /// Unlimber artillery.
    Unlimber,
    /// Rally a routed unit.
    Rally,
    /// De-silence artillery.
    DeSilence,
    /// Spike silenced guns in contact.
    Spike,
    /// Form square.
    FormSquare,
    /// Form line from square.
    FormLine,
    /// A divisional general attaches himself to one of his units.
    Attach,
    /// He detaches.
    Detach,
    /// Redirect a firing battery (stop, pivot, start).
    RedirectBattery,
}

/// The costs by use.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Costs {
    #[serde(rename = "move")]
    mv: u32,
    pivot: u32,
    start_firing: u32,
    stop_firing: u32,
    charge: u32,
    limber: u32,
    unlimber: u32,
    rally: u32,
    de_silence: u32,
    spike: u32,
    form_square: u32,
    form_line: u32,
    attach: u32,
    detach: u32,
    redirect_battery: u32,
}

/// pip-costs.yaml.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PipCosts {
    costs: Costs,
    commander_reach: Inches,
    die: u32,
    /// Whether some figure is provisional.
    pub provisional: bool,
    /// What is provisional.
    pub note: String,
}

impl PipCosts {
    /// Loads pip-costs.yaml.
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &GameData) -> Result<PipCosts> {
        data.parse("pip-costs.yaml")
    }

    /// What `u` costs in PIPs.
    pub fn cost(&self, u: Use) -> u32 {
        let c = &self.costs;
        match u {
            Use::Move => c.mv,
            Use::Pivot => c.pivot,
            Use::StartFiring => c.start_firing,
            Use::StopFiring => c.stop_firing,
            Use::Charge => c.charge,
            Use::Limber => c.limber,
            Use::Unlimber => c.unlimber,
            Use::Rally => c.rally,
            Use::DeSilence => c.de_silence,
            Use::Spike => c.spike,
            Use::FormSquare => c.form_square,
            Use::FormLine => c.form_line,
            Use::Attach => c.attach,
            Use::Detach => c.detach,
            Use::RedirectBattery => c.redirect_battery,
        }
    }

    /// Whether `u` is a provisional price (not in the rules text).
    pub fn provisional(u: Use) -> bool {
        matches!(
            u,
            Use::Limber
                | Use::Unlimber
                | Use::DeSilence
                | Use::FormSquare
                | Use::FormLine
                | Use::Attach
                | Use::Detach
        )
    }

    /// The corps or army commander's reach for his +1 (9").
    pub fn commander_reach(&self) -> Length {
        self.commander_reach.0
    }

    /// The highest PIP die.
    pub fn die(&self) -> u32 {
        self.die
    }
}
