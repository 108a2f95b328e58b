//! The commands about a game of any kind (`legal`, `play`), written once for the three games
//! through `game_family`'s dispatch enum: a position is read in its game's own text form under
//! the options given, its legal moves listed, moves played and the position and result written
//! back, all by [`AnyGame`](game_family::AnyGame).

use game_family::{AnyGame, FamilyGame, GameOptions, PlayError};

use crate::mongol::Notation;

/// The game at `pos` (`startpos`, or the game's own position text) under `options`.
fn game_at(options: &GameOptions, pos: &str) -> Result<AnyGame, String> {
    AnyGame::from_position(options, pos).map_err(|e| match options {
        // Shatra's errors name the text themselves.
        GameOptions::Shatra(_) => e,
        _ => format!("'{}': {e}", pos.trim()),
    })
}

/// `legal`: the legal moves, one per line, in the game's notation (Shatra's canonical notation;
/// SAN, or coordinates with `--notation coordinates`, for shatar and hiashatar).
pub fn legal(options: &GameOptions, pos: &str, notation: Option<Notation>) -> Result<(), String> {
    let game = game_at(options, pos)?;
    let moves = game.legal_moves();
    for m in &moves {
        match notation {
            Some(Notation::Coordinates) => println!("{}", m.coordinates),
            Some(Notation::San) | None => println!("{}", m.text),
        }
    }
    if moves.is_empty()
        && let Some(result) = game.result_text()
    {
        // The list stays empty (a script reads it); a person reads why.
        eprintln!("no legal move: the game is over: {result}");
    }
    Ok(())
}

/// `play`: plays the moves (each word a move) and prints the position reached, then the result
/// when the game has ended. A move that cannot be played is named with its number.
pub fn play(options: &GameOptions, pos: &str, moves: &[String]) -> Result<(), String> {
    let mut game = game_at(options, pos)?;
    for (i, text) in moves.iter().flat_map(|m| m.split_whitespace()).enumerate() {
        let why = match game.play_text(text) {
            Ok(_) => continue,
            // Shatra's reasons number the move themselves (`move 2: 35-28 is illegal: …`).
            Err(PlayError::Text { reason, .. }) if matches!(options, GameOptions::Shatra(_)) => {
                return Err(reason);
            }
            Err(PlayError::Text { reason, .. }) => reason,
            Err(PlayError::Over(_)) => format!(
                "the game is over: {}",
                game.result_text().unwrap_or_default()
            ),
            Err(other) => other.to_string(),
        };
        return Err(format!("move {} ({text}): {why}", i + 1));
    }
    println!("{}", game.position_text());
    if let Some(result) = game.result_text() {
        println!("{result}");
    }
    Ok(())
}
