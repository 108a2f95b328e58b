//! The USHI session: lines in any order, any bytes (read as shatrabase writes them, Latin-1).
//! Never a panic and never an exit but on `quit`; searches are kept short (`go` becomes
//! `go depth 1`, the table 1 MiB) so that a run tries many sessions.
#![no_main]

use std::io::Write;
use std::sync::{Arc, Mutex};

use libfuzzer_sys::fuzz_target;
use shatra_engine::ushi::{Session, latin1};

struct Sink;

impl Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fuzz_target!(|data: &[u8]| {
    let out: shatra_engine::ushi::Out = Arc::new(Mutex::new(Box::new(Sink)));
    // A 1 MiB table from the start: making, clearing and freeing the default 64 MiB one took
    // 96 % of each execution's time (perf; 25 executions/s), not the session's code.
    let mut session = Session::with_rules_and_hash(out, shatra_engine::RuleSet::default(), 1);
    for raw in data.split(|&b| b == b'\n').take(64) {
        let line = latin1(raw);
        let line = if line.trim_start().starts_with("go") {
            "go depth 1".to_string()
        } else {
            line
        };
        session.handle(&line);
        if session.quit {
            break;
        }
    }
    session.handle("stop");
    session.handle("quit");
});
