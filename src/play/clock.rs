//! Match clocks for local games: the clock of the side to move runs (on `Time<Real>`, which a
//! test drives with `TimeUpdateStrategy::ManualDuration`; the command system runs it first thing
//! each frame, `super::command`), a move adds the increment (the engine's game does that), a
//! flag that falls ends the game on time (a draw against a bare Biy), and the clock lives in the
//! game record, so it is saved and loaded with it.

use shatra_engine::Color as Side;

use super::CurrentGame;

/// Time left as a player reads it: `4:57`, or `0:09.4` under ten seconds.
pub(crate) fn format_time(ms: u64) -> String {
    if ms < 10_000 {
        format!("0:{:02}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let s = ms.div_ceil(1000);
        if s >= 3600 {
            format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
        } else {
            format!("{}:{:02}", s / 60, s % 60)
        }
    }
}

/// Whether this side's clock is the one running.
pub fn running(game: &CurrentGame, side: Side) -> bool {
    game.clock()
        .is_some_and(|c| !c.paused && !game.is_over() && Side::from(game.turn()) == side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_a_clock_shows_them() {
        assert_eq!(format_time(300_000), "5:00");
        assert_eq!(format_time(297_001), "4:58");
        assert_eq!(format_time(10_000), "0:10");
        assert_eq!(format_time(9_450), "0:09.4");
        assert_eq!(format_time(0), "0:00.0");
        assert_eq!(format_time(3_600_000), "1:00:00");
    }
}
