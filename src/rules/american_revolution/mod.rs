//! SPI "American Revolution 1775-1783" (Strategy & Tactics #43, 1972), by Donald
//! Johnson's expanded sequence of play: each game turn the American player turn (A), the
//! British player turn (B), the continental levy (C), attrition (D) and turn record (E)
//! interphases, season by season from Spring 1775 to Winter 1783. One history entry is one
//! player turn; the British one closes the game turn with C, D and E.

pub mod american;
pub mod attrition;
pub mod british;
pub mod check;
pub mod check_rules;
pub mod combat;
pub mod commander;
pub mod data;
pub mod fleet;
pub mod fortification;
pub mod geo;
pub mod leaving;
pub mod levy;
pub mod log;
pub mod odds;
pub mod orders;
pub mod picture;
pub mod player_turn;
pub mod revision;
pub mod rules_data;
pub mod setup;
pub mod sps;
pub mod standing;
pub mod state;
pub mod template;
pub mod turn_record;
pub mod view;
pub mod words;

use crate::engine::{
    sides_of, Ctx, Game, Given, Header, Notes, Outcome, PhaseInfo, Side as SideInfo, Start,
};
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
pub use rules_data::{Posture, Postures, Revision, Rules};
use state::{Side, State};
use std::collections::BTreeMap;
use words::turn::Said as TurnSaid;

/// The American Revolution game system.
pub struct AmericanRevolution;

impl AmericanRevolution {
    /// The levy chart's option rows the campaign plays with (`option_l: with` -> `L`).
    ///
    /// # Errors
    /// [`Error::Campaign`] for an option value other than `with` or `without`.
    pub fn options(ctx: Ctx) -> Result<Vec<&'static str>> {
        match ctx
            .options
            .get("option_l")
            .map_or("without", String::as_str)
        {
            "without" => Ok(Vec::new()),
            "with" => Ok(vec!["L"]),
            other => Err(Error::Campaign(format!(
                "campaign option option_l is '{other}'; expected with or without"
            ))),
        }
    }

    /// Each side's posture for its standing orders (`british_posture`, `american_posture`:
    /// `active`, `cautious` or `hold`; default `active`).
    ///
    /// # Errors
    /// [`Error::Campaign`] for another value.
    pub fn postures(ctx: Ctx) -> Result<Postures> {
        let one = |key: &str| {
            let v = ctx.options.get(key).map_or("active", String::as_str);
            Posture::parse(v).ok_or_else(|| {
                Error::Campaign(format!(
                    "campaign option {key} is '{v}'; expected active, cautious or hold"
                ))
            })
        };
        Ok(Postures {
            american: one("american_posture")?,
            british: one("british_posture")?,
        })
    }

    /// The rules' data for the campaign's map, with the options and the revision of the
    /// entry `ctx` resolves.
    ///
    /// # Errors
    /// Data errors; a bad option.
    pub fn load(ctx: Ctx, map: &str) -> Result<Rules> {
        let mut rules = Rules::load(ctx.data, map, &Self::options(ctx)?)?;
        rules.revision = Revision::of(ctx.engine);
        rules.postures = Self::postures(ctx)?;
        Ok(rules)
    }
}

impl Game for AmericanRevolution {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type Report = view::Report;
    type Private = ();
    type View = view::PlayerView;

    const ID: &'static str = "american-revolution";
    const NAME: &'static str = "American Revolution 1775-1783 (SPI, area game)";

    fn setup(ctx: Ctx, scenario: &Source) -> Result<Start<State>> {
        let (sc, _) = data::Scenario::read(ctx.data, scenario)?;
        // The set-up of the campaign's recorded rules revision (`ctx.engine`, from
        // campaign.yaml; pbem 0.5.0's for a campaign that records none).
        let rules = Self::load(ctx, &sc.map)?;
        let st = setup::state(&rules, &sc);
        let sides = sc
            .sides
            .iter()
            .map(|(id, s)| SideInfo {
                id: setup_side_key(*id).to_string(),
                name: s.name.clone(),
            })
            .collect();
        Ok(Start {
            state: st,
            sides,
            title: sc.title.clone(),
        })
    }

    fn rules(ctx: Ctx, st: &State) -> Result<Rules> {
        Self::load(ctx, &st.map)
    }

    // The campaign is over once it has its ending (the victor decided).
    fn over(st: &State) -> bool {
        st.ending.is_some()
    }

    fn phase(st: &State) -> PhaseInfo {
        let (turn, date) = (st.turn, &st.date.to_string());
        let title = words::say(&match (&st.ending, st.phasing) {
            (Some(e), _) => TurnSaid::CampaignOver { victor: e.victor },
            (None, Side::American) => TurnSaid::AmericanTurn { turn, date },
            (None, Side::British) => TurnSaid::BritishTurn { turn, date },
        });
        PhaseInfo {
            turn: st.turn,
            phase: st.phase(),
            title,
        }
    }

    fn orders_template(ctx: Ctx, rules: &Rules, st: &State, header: &Header) -> Result<String> {
        Ok(template::orders_template(
            rules,
            st,
            &sides_of::<Side>(ctx, &header.player)?,
            header,
        ))
    }

    fn check_orders(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        player: &str,
        given: &Given<orders::Orders>,
    ) -> Result<()> {
        check::check(
            rules,
            st,
            &sides_of::<Side>(ctx, player)?,
            &given.orders,
            given.src,
        )
    }

    // Item 9 (pbem 0.6.0 on): the phasing side without orders follows the standing orders a
    // commander would give (its posture); the other side keeps its standing orders.
    fn nmr_orders(ctx: Ctx, rules: &Rules, st: &State, header: &Header) -> Result<String> {
        let mut text = crate::engine::orders::standing_orders(Self::ID, header);
        let phasing = sides_of::<Side>(ctx, &header.player)?.contains(&st.phasing);
        if rules.revision.has(revision::Change::StandingOrdersDecided)
            && phasing
            && st.ending.is_none()
        {
            text.push_str(&format!(
                "# The standing orders a commander would give ({} posture, campaign option {}_posture).\ncommander: true\n",
                rules.postures.of(st.phasing).key(),
                st.phasing.key()
            ));
        }
        Ok(text)
    }

    // Who decides: the phasing side orders its turn; the other side's choices inside it
    // are the standing orders kept in the state, which it may still send to change.
    fn decides(ctx: Ctx, _rules: &Rules, st: &State, player: &str) -> Result<bool> {
        Ok(sides_of::<Side>(ctx, player)?.contains(&st.phasing))
    }

    fn resolve(
        ctx: Ctx,
        rules: &Rules,
        mut st: State,
        orders: BTreeMap<String, Given<orders::Orders>>,
        notes: Notes,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<State, view::Report, ()>> {
        let mut phasing_orders = orders::Orders::default();
        for (player, given) in orders {
            for s in &sides_of::<Side>(ctx, &player)? {
                if *s == st.phasing {
                    phasing_orders = given.orders.clone();
                } else if let Some(standing) = &given.orders.standing {
                    st.standing.insert(*s, standing.clone());
                }
            }
        }
        let (phasing, turn, date) = (st.phasing, st.turn, st.date.to_string());
        let log = player_turn::resolve(rules, &mut st, &phasing_orders, dice);
        let report = view::report(rules, &st, log, (phasing, turn, date), notes);
        Ok(Outcome {
            state: st,
            report,
            private: BTreeMap::new(),
        })
    }

    fn one_picture(_ctx: Ctx, _rules: &Rules) -> bool {
        // Nothing is hidden: every reader's picture is the public one (picture.rs).
        true
    }

    fn picture(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        report: &view::Report,
        _reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, Some(report))
    }

    fn state_picture(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        _reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, None)
    }

    fn player_views(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        players: &[&str],
        _shared: bool,
    ) -> Result<BTreeMap<String, view::PlayerView>> {
        players
            .iter()
            .map(|p| {
                let sides = sides_of::<Side>(ctx, p)?;
                Ok(((*p).to_string(), view::player_view(rules, st, &sides)))
            })
            .collect()
    }

    fn odds() -> Option<&'static dyn crate::engine::odds::GameOdds<Self>> {
        Some(&odds::BattleOdds)
    }
}

fn setup_side_key(s: data::Side) -> &'static str {
    match s {
        data::Side::American => "american",
        data::Side::British => "british",
    }
}
