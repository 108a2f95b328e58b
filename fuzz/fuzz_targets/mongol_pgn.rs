//! Shatar and hiashatar PGN records (RULES-MONGOLIAN.md section 0, "Text forms"): never a
//! panic; every game read writes back to a record that reads as one game with the same variant,
//! start, options, moves and result.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mongol_engine::pgn::{AnyGame, read_file};

fn options(g: &AnyGame) -> String {
    match g {
        AnyGame::Shatar(g) => format!("{:?}", g.start().options()),
        AnyGame::Hiashatar(g) => format!("{:?}", g.start().options()),
    }
}

fuzz_target!(|text: &str| {
    for game in read_file(text).into_iter().flatten() {
        let written = game.to_pgn();
        let mut again = read_file(&written);
        assert_eq!(again.len(), 1, "{written}");
        let back = match again.remove(0) {
            Ok(g) => g,
            Err(e) => panic!("a written record does not read: {e}\n{written}"),
        };
        assert_eq!(back.game.variant_name(), game.game.variant_name());
        assert_eq!(back.game.start_fen(), game.game.start_fen(), "{written}");
        assert_eq!(options(&back.game), options(&game.game), "{written}");
        assert_eq!(back.game.uci_moves(), game.game.uci_moves(), "{written}");
        assert_eq!(back.result, game.result, "{written}");
    }
});
