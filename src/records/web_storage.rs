//! The browser's storage as the records' files: each file one `localStorage` item named
//! `shatra:<path>` (the paths the native game uses, under `/.config/shatra` and
//! `/.local/share/shatra`), with the few `std::fs` calls the records make. Text only (every kept
//! file is RON). A file written under an `exports` folder (an SGN export) is also offered to the
//! player as a download.

use std::io::{Error, ErrorKind, Result};
use std::path::{Path, PathBuf};

const PREFIX: &str = "shatra:";

fn storage() -> Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| Error::other("no browser storage"))
}

fn key(path: &Path) -> String {
    format!("{PREFIX}{}", path.display())
}

fn js_error(e: wasm_bindgen::JsValue) -> Error {
    Error::other(format!("browser storage: {e:?}"))
}

pub fn read_to_string(path: &Path) -> Result<String> {
    storage()?
        .get_item(&key(path))
        .map_err(js_error)?
        .ok_or_else(|| Error::new(ErrorKind::NotFound, format!("{} not found", path.display())))
}

pub fn read(path: &Path) -> Result<Vec<u8>> {
    read_to_string(path).map(String::into_bytes)
}

pub fn exists(path: &Path) -> bool {
    read_to_string(path).is_ok()
}

pub fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    let text = String::from_utf8_lossy(bytes);
    storage()?.set_item(&key(path), &text).map_err(js_error)?;
    if path
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|n| n == "exports")
    {
        download(path, &text);
    }
    Ok(())
}

/// Folders are implied by the names.
pub fn create_dir_all(_path: &Path) -> Result<()> {
    Ok(())
}

pub fn rename(from: &Path, to: &Path) -> Result<()> {
    let text = read_to_string(from)?;
    let s = storage()?;
    s.set_item(&key(to), &text).map_err(js_error)?;
    s.remove_item(&key(from)).map_err(js_error)
}

pub fn remove_file(path: &Path) -> Result<()> {
    read_to_string(path)?;
    storage()?.remove_item(&key(path)).map_err(js_error)
}

/// A file of a folder, as `std::fs::DirEntry` gives it.
pub struct Entry(PathBuf);

impl Entry {
    pub fn path(&self) -> PathBuf {
        self.0.clone()
    }
}

/// The files directly in a folder.
pub fn read_dir(dir: &Path) -> Result<std::vec::IntoIter<Result<Entry>>> {
    let s = storage()?;
    let prefix = format!("{}/", key(dir));
    let n = s.length().map_err(js_error)?;
    let mut out = Vec::new();
    for i in 0..n {
        if let Ok(Some(k)) = s.key(i)
            && let Some(name) = k.strip_prefix(&prefix)
            && !name.contains('/')
        {
            out.push(Ok(Entry(dir.join(name))));
        }
    }
    Ok(out.into_iter())
}

/// Offers a text to the player as a file to download.
fn download(path: &Path, text: &str) {
    use wasm_bindgen::JsCast;
    let name = path
        .file_name()
        .map_or("game.sgn".into(), |n| n.to_string_lossy().into_owned());
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(&name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Opens the page's file picker for an SGN file (`shatraPickFile` in `web/index.html`), from
/// the library window's button in the frame of the click; the chosen file is left in
/// `window.shatraImport` as `{name, bytes}`, which the game imports (`crate::launch::web`).
pub fn pick_file() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let pick = js_sys::Reflect::get(&window, &"shatraPickFile".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match pick {
        Some(f) => {
            if let Err(e) = f.call0(&window) {
                web_sys::console::error_1(&e);
            }
        }
        None => web_sys::console::error_1(&"shatra: the page has no file picker".into()),
    }
}
