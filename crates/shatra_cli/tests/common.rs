//! Helpers shared by the command-line tests.

use std::process::{Command, Output};

/// Runs `shatra-cli` with `args` as a user would, its output captured.
pub fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shatra-cli"))
        .args(args)
        .output()
        .expect("shatra-cli runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
