// The engine's searches off the page's main thread (crates/shatra_worker): each message is a
// request line; progress lines and then the answer line are posted back. The game terminates
// the worker to cancel a search.
import init, { answer } from './shatra_worker.js';

const ready = init();
self.onmessage = async (e) => {
    await ready;
    self.postMessage(answer(e.data, (line) => self.postMessage(line)));
};
