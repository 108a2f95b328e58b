//! Shatra 3D. `cargo run --release -- --help` lists the flags.

use std::process::ExitCode;

use bevy::app::AppExit;
#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use shatra::config::Config;
use shatra::{Mode, build_app};

fn main() -> ExitCode {
    #[cfg(not(target_arch = "wasm32"))]
    let config = Config::parse();
    // In the browser the page's URL query gives the flags.
    #[cfg(target_arch = "wasm32")]
    let config = shatra::launch::web::config_from_page();
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
