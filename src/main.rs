//! Shatra 3D. `cargo run --release -- --help` lists the flags.

use std::process::ExitCode;

use bevy::app::AppExit;
use clap::Parser;
use shatra::config::Config;
use shatra::{Mode, build_app};

fn main() -> ExitCode {
    let config = Config::parse();
    match build_app(config, Mode::Windowed) {
        Ok(mut app) => match app.run() {
            AppExit::Success => ExitCode::SUCCESS,
            AppExit::Error(code) => ExitCode::from(code.get()),
        },
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
