//! The rules revision an entry is resolved under, by the engine that resolved it: pbem
//! 0.6.0 changed how C.2 shares corps among depots and the names of the battle plan chits;
//! entries resolved before replay as they were.

/// Which revision of the 1812 rules an entry is resolved under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Revision {
    /// pbem 0.5.0 and older: C.2 spreads corps evenly over depots; chits by our names.
    V0_5,
    /// pbem 0.6.0 on (today's): C.2 expends as few depots as possible and uses as few
    /// depots as possible; the printed chit names where known.
    #[default]
    V0_6,
}

impl Revision {
    /// The revision of the engine `engine` (`pbem 0.5.0`, as resolution.yaml records it).
    pub fn for_engine(engine: &str) -> Self {
        if crate::engine::at_least(engine, crate::engine::version::V0_6_0) {
            Revision::V0_6
        } else {
            Revision::V0_5
        }
    }
}
