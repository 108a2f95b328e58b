//! In the browser every search runs in a Web Worker (`worker.js`, the engines built as
//! `crates/shatra_worker`: Shatra's, and shatar's and hiashatar's through `game_family`): `AsyncComputeTaskPool` would run it on the page's main thread and
//! freeze drawing and input. A job posts its request to a worker of its own; the worker's
//! messages (progress, then the answer) are read here; ending a job terminates its worker.
//! Workers are not `Send`: they live in this thread's table, and a [`super::Job`] holds its id.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use bevy::log::error;
use shatra_worker::{Answer, Reply};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The worker's script, beside the page.
const SCRIPT: &str = "./worker.js";

struct Running {
    /// None: it did not start (the answer says why).
    worker: Option<web_sys::Worker>,
    _handlers: Option<Handlers>,
    /// The answer, or why there is none.
    done: Rc<RefCell<Option<Result<Answer, String>>>>,
}

type Handlers = (
    Closure<dyn FnMut(web_sys::MessageEvent)>,
    Closure<dyn FnMut(web_sys::ErrorEvent)>,
);

thread_local! {
    static JOBS: RefCell<HashMap<u64, Running>> = RefCell::new(HashMap::new());
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

/// Starts a search in a new worker: `line` writes the request for the job's id; each progress
/// reply goes to `progress`. The id.
pub(crate) fn post(line: impl FnOnce(u64) -> String, progress: Option<Box<dyn Fn(Reply)>>) -> u64 {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    let done: Rc<RefCell<Option<Result<Answer, String>>>> = Rc::default();
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = match web_sys::Worker::new_with_options(SCRIPT, &options) {
        Ok(w) => w,
        Err(e) => {
            error!("the search worker did not start: {e:?}");
            *done.borrow_mut() = Some(Err(format!("{e:?}")));
            let failed = Running {
                worker: None,
                _handlers: None,
                done,
            };
            JOBS.with(|j| j.borrow_mut().insert(id, failed));
            return id;
        }
    };
    let answered = done.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Some(line) = e.data().as_string() else {
                return;
            };
            match Reply::from_line(&line) {
                Ok(Reply::Done { answer, .. }) => *answered.borrow_mut() = Some(Ok(answer)),
                Ok(Reply::Error { message, .. }) => {
                    error!("the search worker refused a request: {message}");
                    *answered.borrow_mut() = Some(Err(message));
                }
                Ok(report) => {
                    if let Some(progress) = &progress {
                        progress(report);
                    }
                }
                Err(e) => {
                    error!("the search worker's reply could not be read: {e}");
                    *answered.borrow_mut() = Some(Err(e));
                }
            }
        });
    let failed = done.clone();
    let on_error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
        error!("the search worker failed: {}", e.message());
        *failed.borrow_mut() = Some(Err(e.message()));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    if let Err(e) = worker.post_message(&JsValue::from_str(&line(id))) {
        error!("the search could not be sent to its worker: {e:?}");
    }
    JOBS.with(|j| {
        j.borrow_mut().insert(
            id,
            Running {
                worker: Some(worker),
                _handlers: Some((on_message, on_error)),
                done,
            },
        )
    });
    id
}

/// The answer of a finished job (`Err`: the worker failed); its worker is ended.
pub fn take(id: u64) -> Option<Result<Answer, String>> {
    let answer = JOBS.with(|j| j.borrow().get(&id).and_then(|r| r.done.borrow_mut().take()))?;
    end(id);
    Some(answer)
}

/// Ends a job: its worker is terminated, whatever it was doing.
pub fn end(id: u64) {
    if let Some(w) = JOBS
        .with(|j| j.borrow_mut().remove(&id))
        .and_then(|r| r.worker)
    {
        w.terminate();
    }
}
