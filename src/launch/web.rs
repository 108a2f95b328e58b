//! The game in the browser: the page's URL query instead of flags
//! (`?white=human&black=computer:5&language=ru`, `?exhibition`), read by the same parser as the
//! command line; the canvas; and what the page shows of the game to scripts (the browser check,
//! `scripts/check-web.sh`): `window.shatra`, with the frames drawn, the plies played, whether
//! the computer thinks, and where on the canvas each simple legal move's squares are.

/// The query string as command-line arguments: `white=human&exhibition` is
/// `--white human --exhibition`; `+` and `%XX` are decoded.
pub(crate) fn query_args(query: &str) -> Vec<String> {
    let mut args = vec!["shatra".to_string()];
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (k, v) = match pair.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (pair, None),
        };
        args.push(format!("--{}", decode(k)));
        if let Some(v) = v {
            args.push(decode(v));
        }
    }
    args
}

fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(x) => {
                        out.push(x);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(target_arch = "wasm32")]
pub use page::*;

#[cfg(target_arch = "wasm32")]
mod page {
    use bevy::prelude::*;
    use clap::Parser;
    use wasm_bindgen::JsValue;

    use crate::config::Config;

    /// The flags the page's URL gives; a bad query is said on the console and the defaults
    /// are used.
    pub fn config_from_page() -> Config {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        match Config::try_parse_from(super::query_args(&query)) {
            Ok(c) => c,
            Err(e) => {
                web_sys::console::error_1(&format!("shatra: the page's query: {e}").into());
                Config::default()
            }
        }
    }

    /// The window in the page: the canvas `#shatra`, as large as its parent.
    pub(crate) fn fit_canvas(window: &mut bevy::window::Window) {
        window.canvas = Some("#shatra".into());
        window.fit_canvas_to_parent = true;
        window.prevent_default_event_handling = true;
        window.mode = bevy::window::WindowMode::Windowed;
    }

    pub(crate) struct WebPagePlugin;

    impl Plugin for WebPagePlugin {
        fn build(&self, app: &mut App) {
            app.add_systems(Last, tell_page)
                .add_systems(Update, (take_paste, take_import, take_command));
        }
    }

    /// What the page left for the game under `window[key]` (a value `keep` accepts), taken: the
    /// key is cleared.
    fn take_from_page(key: &str, keep: impl Fn(&JsValue) -> bool) -> Option<JsValue> {
        let window = web_sys::window()?;
        let key = JsValue::from_str(key);
        let value = js_sys::Reflect::get(&window, &key).ok().filter(keep)?;
        let _ = js_sys::Reflect::set(&window, &key, &JsValue::UNDEFINED);
        Some(value)
    }

    /// Text the page was given by a paste (Ctrl+V, `window.shatraPaste`), as if pasted.
    fn take_paste(mut requests: MessageWriter<crate::records::RecordRequest>) {
        if let Some(text) =
            take_from_page("shatraPaste", |v| v.is_string()).and_then(|v| v.as_string())
        {
            requests.write(crate::records::RecordRequest::PasteText(text));
        }
    }

    /// The file chosen with the page's picker (`window.shatraImport`, `{name, bytes}`), as an
    /// import into the library.
    fn take_import(mut requests: MessageWriter<crate::records::RecordRequest>) {
        let Some(file) = take_from_page("shatraImport", |v| v.is_object()) else {
            return;
        };
        let field = |k: &str| js_sys::Reflect::get(&file, &k.into()).ok();
        let name = field("name")
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| "?".into());
        let Some(bytes) = field("bytes").filter(|v| v.is_object()) else {
            web_sys::console::error_1(&"shatra: the chosen file came without its bytes".into());
            return;
        };
        let bytes = js_sys::Uint8Array::new(&bytes).to_vec();
        requests.write(crate::records::RecordRequest::ImportFile { name, bytes });
    }

    /// A command the page's scripts gave (`window.shatraCommand`): `"hint"` asks for a hint,
    /// `"offer-draw"` offers a draw, as the buttons do (`check-web.sh` asks so: at under a frame
    /// a second, egui misses most of its button presses).
    fn take_command(mut commands: MessageWriter<crate::play::GameCommand>) {
        let Some(word) =
            take_from_page("shatraCommand", |v| v.is_string()).and_then(|v| v.as_string())
        else {
            return;
        };
        match word.as_str() {
            "hint" => {
                commands.write(crate::play::GameCommand::Hint);
            }
            "offer-draw" => {
                commands.write(crate::play::GameCommand::OfferDraw);
            }
            other => web_sys::console::error_1(
                &format!("shatra: no such command '{other}' (hint, offer-draw)").into(),
            ),
        }
    }

    fn set(obj: &js_sys::Object, key: &str, value: JsValue) {
        let _ = js_sys::Reflect::set(obj, &key.into(), &value);
    }

    /// `window.shatra`: frames, plies, whether the computer thinks (or works out a hint), the
    /// depth the analysis has reached for what the board shows, whether the game is over
    /// and its result, the position, the games the library lists (as it last listed them: at the end
    /// of a game, or when its window opens), each legal move as `{text,
    /// from: [x, y], to: [x, y], landings: [[x, y], …], promotion}` in the page's pixels (a
    /// chain is clicked landing by landing), and where some buttons are (`buttons.library`,
    /// `buttons.importFile`, once drawn).
    fn tell_page(
        mut frames: Local<u32>,
        game: Res<crate::play::CurrentGame>,
        computer: Res<crate::ai::Computer>,
        library: Res<crate::records::library::Library>,
        layout: Res<crate::board::layout::Layout>,
        analysis: Res<crate::ai::analysis::Analysis>,
        shown: Res<crate::play::Shown>,
        advice: Res<crate::play::Advice>,
        cams: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
        mut contexts: bevy_egui::EguiContexts,
    ) {
        use game_family::FamilyGame;
        *frames += 1;
        let Some(window) = web_sys::window() else {
            return;
        };
        let state = js_sys::Object::new();
        set(&state, "frames", (*frames).into());
        set(&state, "plies", (game.ply() as u32).into());
        set(&state, "game", game.kind().code().into());
        set(&state, "thinking", computer.thinking().into());
        let depth = analysis.finding(shown.version).map_or(0, |f| f.depth);
        set(&state, "analysisDepth", depth.into());
        set(&state, "hinting", computer.hinting().into());
        set(&state, "weighingDraw", computer.weighing_draw().into());
        let hinted = advice.hint.is_some() || advice.family_hint.is_some();
        set(&state, "hinted", hinted.into());
        set(&state, "humanToMove", game.human_to_move().into());
        set(&state, "over", game.is_over().into());
        if let Some(o) = game.shatra().and_then(|g| g.outcome()) {
            set(&state, "result", format!("{o:?}").into());
        } else if let Some(e) = game.game.ending() {
            set(&state, "result", format!("{e:?}").into());
        }
        set(&state, "library", (library.entries.len() as u32).into());
        if let Ok(ctx) = contexts.ctx_mut() {
            // egui's points to the page's CSS pixels.
            let scale = ctx.pixels_per_point() / window.device_pixel_ratio().max(0.1) as f32;
            let buttons = js_sys::Object::new();
            for (name, key) in [("library", "library"), ("import-file", "importFile")] {
                let at = ctx.data(|d| {
                    d.get_temp::<bevy_egui::egui::Pos2>(bevy_egui::egui::Id::new(("spot", name)))
                });
                if let Some(p) = at {
                    let xy = js_sys::Array::of2(&(p.x * scale).into(), &(p.y * scale).into());
                    set(&buttons, key, xy.into());
                }
            }
            set(&state, "buttons", buttons.into());
        }
        set(&state, "fen", game.game.position_text().into());
        let moves = js_sys::Array::new();
        if let Ok((camera, cam_t)) = cams.single() {
            let at = |c| {
                camera
                    .world_to_viewport(cam_t, layout.center(c))
                    .ok()
                    .map(|p| js_sys::Array::of2(&p.x.into(), &p.y.into()))
            };
            for m in game.game.legal_moves() {
                let (Some(from), Some(to)) = (at(m.from), at(m.to)) else {
                    continue;
                };
                let landings = js_sys::Array::new();
                for l in m.landings() {
                    if let Some(p) = at(l) {
                        landings.push(&p);
                    }
                }
                let o = js_sys::Object::new();
                set(&o, "text", m.coordinates.clone().into());
                set(&o, "from", from.into());
                set(&o, "to", to.into());
                set(&o, "landings", landings.into());
                set(&o, "promotion", m.promotion.is_some().into());
                moves.push(&o);
            }
        }
        set(&state, "moves", moves.into());
        let _ = js_sys::Reflect::set(&window, &"shatra".into(), &state);
        if *frames == 1
            && let Some(d) = window.document()
        {
            d.set_title("Shatra");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_is_the_flags() {
        assert_eq!(
            query_args("?white=human&black=computer:5&language=ru"),
            [
                "shatra",
                "--white",
                "human",
                "--black",
                "computer:5",
                "--language",
                "ru"
            ]
        );
        assert_eq!(query_args("?exhibition"), ["shatra", "--exhibition"]);
        assert_eq!(query_args(""), ["shatra"]);
        assert_eq!(
            query_args("moves=49-35+14-28&x=%41%zz"),
            ["shatra", "--moves", "49-35 14-28", "--x", "A%zz"]
        );
        use clap::Parser;
        let c = crate::config::Config::try_parse_from(query_args(
            "?white=computer:2&black=human&language=fr",
        ))
        .unwrap();
        assert_eq!(c.language.as_deref(), Some("fr"));
        assert_eq!(c.black, crate::play::Player::Human);
    }
}
