//! A UCI engine for shatar and hiashatar on standard input and output, as Fairy-Stockfish speaks
//! it (`setoption name UCI_Variant value shatar|hiashatar`): see `mongol_engine::uci`.

fn main() {
    mongol_engine::uci::run_stdio();
}
