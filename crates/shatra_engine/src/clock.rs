//! Match clocks: a time control (base time and increment) and the time each side has left.
//! The clock of the side to move runs; a move adds the increment to the mover's time; a flag
//! that falls ends the game ([`crate::Game::flag`]). The caller measures time (the engine never
//! reads a clock of its own), so any time source, a fake one in tests, drives it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::piece::Color;

/// Base time and increment per move, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

impl TimeControl {
    /// `minutes` each, plus `increment_s` seconds a move.
    pub const fn minutes(minutes: u64, increment_s: u64) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: increment_s * 1000,
        }
    }
}

/// The usual controls: 5+3, 10+5, 15+10.
pub const PRESETS: [TimeControl; 3] = [
    TimeControl::minutes(5, 3),
    TimeControl::minutes(10, 5),
    TimeControl::minutes(15, 10),
];

impl fmt::Display for TimeControl {
    /// `10+5`: minutes and seconds of increment (seconds of base time where they are not whole
    /// minutes: `90s+2`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.base_ms.is_multiple_of(60_000) {
            write!(f, "{}", self.base_ms / 60_000)?;
        } else {
            write!(f, "{}s", self.base_ms / 1000)?;
        }
        write!(f, "+{}", self.increment_ms / 1000)
    }
}

/// Why a time control does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError(pub String);

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TimeControlError {}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `M+S` (minutes, then seconds of increment: `10+5`), `M` alone (no increment), or the
    /// base in seconds with an `s` (`90s+2`).
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let err =
            |why: &str| TimeControlError(format!("'{s}': {why}; use minutes+seconds, e.g. 10+5"));
        let (base, inc) = s.split_once('+').unwrap_or((s, "0"));
        let base_ms = match base.strip_suffix('s') {
            Some(secs) => secs
                .parse::<u64>()
                .map_err(|_| err("the base time is not a number"))?
                .checked_mul(1000),
            None => base
                .parse::<u64>()
                .map_err(|_| err("the base time is not a number"))?
                .checked_mul(60_000),
        }
        .ok_or_else(|| err("the base time is too long"))?;
        let increment_ms = inc
            .parse::<u64>()
            .map_err(|_| err("the increment is not a number"))?
            .checked_mul(1000)
            .ok_or_else(|| err("the increment is too long"))?;
        if base_ms == 0 {
            return Err(err("the base time must be above zero"));
        }
        if base_ms > 24 * 3_600_000 || increment_ms > 3_600_000 {
            return Err(err("more than a day, or an increment over an hour"));
        }
        Ok(TimeControl {
            base_ms,
            increment_ms,
        })
    }
}

/// The two clocks of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Milliseconds left, White's then Black's.
    pub remaining_ms: [u64; 2],
    /// A paused clock does not run.
    #[serde(default)]
    pub paused: bool,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            remaining_ms: [control.base_ms; 2],
            paused: false,
        }
    }

    pub fn remaining(&self, side: Color) -> u64 {
        self.remaining_ms[side.index()]
    }

    /// `elapsed_ms` pass on the clock of `side` (the side to move), unless the clock is paused.
    /// Returns whether its flag has fallen.
    pub fn run(&mut self, side: Color, elapsed_ms: u64) -> bool {
        if !self.paused {
            let r = &mut self.remaining_ms[side.index()];
            *r = r.saturating_sub(elapsed_ms);
        }
        self.flagged(side)
    }

    /// `side` has moved: its increment is added.
    pub fn moved(&mut self, side: Color) {
        let r = &mut self.remaining_ms[side.index()];
        *r = r.saturating_add(self.control.increment_ms);
    }

    pub fn flagged(&self, side: Color) -> bool {
        self.remaining_ms[side.index()] == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_print() {
        assert_eq!("10+5".parse(), Ok(TimeControl::minutes(10, 5)));
        assert_eq!("5".parse(), Ok(TimeControl::minutes(5, 0)));
        assert_eq!(
            "90s+2".parse(),
            Ok(TimeControl {
                base_ms: 90_000,
                increment_ms: 2000
            })
        );
        for t in PRESETS {
            assert_eq!(t.to_string().parse(), Ok(t));
        }
        assert_eq!(TimeControl::minutes(15, 10).to_string(), "15+10");
        for bad in ["", "x+5", "10+y", "0+5", "100000+0", "10+-1"] {
            let e = bad.parse::<TimeControl>().unwrap_err();
            assert!(e.0.starts_with(&format!("'{bad}'")), "{bad}: {e}");
        }
    }

    #[test]
    fn the_clock_of_the_side_to_move_runs_and_a_move_adds_the_increment() {
        let mut c = Clock::new(TimeControl::minutes(1, 2));
        assert!(!c.run(Color::White, 10_000));
        assert_eq!(c.remaining(Color::White), 50_000);
        assert_eq!(c.remaining(Color::Black), 60_000);
        c.moved(Color::White);
        assert_eq!(c.remaining(Color::White), 52_000);
        c.paused = true;
        assert!(!c.run(Color::Black, 90_000));
        assert_eq!(c.remaining(Color::Black), 60_000);
        c.paused = false;
        assert!(c.run(Color::Black, 90_000), "the flag falls");
        assert_eq!(c.remaining(Color::Black), 0);
    }
}
