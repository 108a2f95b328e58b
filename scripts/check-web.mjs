// Drives the game's page in headless Chromium over the DevTools protocol (scripts/check-web.sh
// starts the server and the browser): waits for the first frame, plays a move by clicking a man
// and its target, checks that the computer answered while the page kept drawing, reloads and
// checks that the game was resumed, reads the console, saves screenshots. Exits non-zero on any
// failure. Node 20: `node --experimental-websocket scripts/check-web.mjs <devtools port> <dir>`.
import { writeFileSync, mkdirSync } from 'node:fs';

const [port, outDir] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const t0 = Date.now();
const secs = () => ((Date.now() - t0) / 1000).toFixed(1);
const log = (...a) => console.log(`[${secs()} s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const problems = [];
const fail = (what) => {
  log('FAIL:', what);
  problems.push(what);
};

async function pageTarget() {
  for (let i = 0; i < 60; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const page = list.find((t) => t.type === 'page');
      if (page) return page.webSocketDebuggerUrl;
    } catch (_) { /* not up yet */ }
    await sleep(500);
  }
  throw new Error('no page in the browser');
}

const ws = new WebSocket(await pageTarget());
await new Promise((r, j) => { ws.onopen = r; ws.onerror = j; });
let nextId = 1;
const waiting = new Map();
const consoleLines = [];
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && waiting.has(msg.id)) {
    waiting.get(msg.id)(msg);
    waiting.delete(msg.id);
    return;
  }
  if (msg.method === 'Runtime.consoleAPICalled') {
    const text = msg.params.args.map((a) => a.value ?? a.description ?? '').join(' ');
    consoleLines.push(`${msg.params.type}: ${text}`);
    if (msg.params.type === 'error' || msg.params.type === 'assert') fail(`console error: ${text}`);
  } else if (msg.method === 'Runtime.exceptionThrown') {
    const d = msg.params.exceptionDetails;
    const text = d.exception?.description ?? d.text;
    consoleLines.push(`exception: ${text}`);
    // winit starts its event loop by throwing this on purpose.
    if (!String(text).includes('Using exceptions for control flow')) fail(`exception: ${text}`);
  } else if (msg.method === 'Log.entryAdded') {
    const e = msg.params.entry;
    consoleLines.push(`${e.level} (${e.source}): ${e.text}`);
    if (e.level === 'error') fail(`browser error: ${e.text} ${e.url ?? ''}`);
  }
};
const send = (method, params = {}) => new Promise((r) => {
  const id = nextId++;
  waiting.set(id, (msg) => r(msg.result ?? { error: msg.error }));
  ws.send(JSON.stringify({ id, method, params }));
});
const state = async () => {
  const r = await send('Runtime.evaluate', {
    expression: 'window.shatra ? JSON.stringify(window.shatra) : null',
    returnByValue: true,
  });
  return r.result?.value ? JSON.parse(r.result.value) : null;
};
const waitFor = async (what, ok, seconds) => {
  const end = Date.now() + seconds * 1000;
  let s = null;
  while (Date.now() < end) {
    s = await state();
    if (s && ok(s)) return s;
    await sleep(250);
  }
  fail(`timed out (${seconds} s) waiting for ${what}; state: ${JSON.stringify(s)?.slice(0, 300)}`);
  return null;
};
const shot = async (name) => {
  const r = await send('Page.captureScreenshot', { format: 'png' });
  if (r.data) {
    writeFileSync(`${outDir}/${name}.png`, Buffer.from(r.data, 'base64'));
    log(`screenshot ${outDir}/${name}.png`);
  } else fail(`no screenshot ${name}`);
};
// Each event in a frame of its own: picking sees the pointer over the man before the press.
const click = async ([x, y]) => {
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) {
    const f = (await state())?.frames ?? 0;
    await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
    const end = Date.now() + 20000;
    while (Date.now() < end && ((await state())?.frames ?? 0) < f + 2) await sleep(50);
  }
};

await send('Runtime.enable');
await send('Log.enable');
await send('Page.enable');

// 1. The first frame (software WebGL2 takes its time).
let s = await waitFor('the first frame', (s) => s.frames >= 3 && s.moves.length > 0, 240);
if (s) log(`first frames drawn: ${s.frames}, ${s.moves.length} simple moves on offer`);
// Let the board's shaders settle before the picture; the frame rate meanwhile.
const idle0 = { t: Date.now(), frames: (await state())?.frames ?? 0 };
const idle1 = await waitFor('more frames', (x) => x.frames >= (s?.frames ?? 0) + 5, 120);
if (idle1) log(`frames/s before the first move: ${((idle1.frames - idle0.frames) / ((Date.now() - idle0.t) / 1000)).toFixed(1)}`);
await shot('1-start');

// 2. A man and its target, clicked. The camera frames the board anew whenever the HUD changes
// size (the beginner's guide grows when a man is selected), so each square is clicked where it
// is once the camera has come to rest, never where it was before.
const find = (x, text) => x?.moves?.find((m) => m.text === text);
const steady = async (text, seconds) => {
  const end = Date.now() + seconds * 1000;
  let last = null;
  let still = 0;
  while (Date.now() < end) {
    const x = await state();
    const m = find(x, text);
    if (!m) return null;
    if (last && x.frames > last.frames) {
      const moved = Math.hypot(m.from[0] - last.m.from[0], m.from[1] - last.m.from[1])
        + Math.hypot(m.to[0] - last.m.to[0], m.to[1] - last.m.to[1]);
      still = moved < 0.5 ? still + 1 : 0;
      if (still >= 3) return m;
    }
    if (!last || x.frames > last.frames) last = { frames: x.frames, m };
    await sleep(100);
  }
  fail(`timed out (${seconds} s) waiting for the camera to rest`);
  return find(await state(), text);
};
s = await state();
let played = null;
if (s && s.humanToMove && s.moves.length) {
  // A man of the front row on the edge file, two squares on: nothing stands between the camera
  // and either square (a man's head can hide the square just behind it).
  const m0 = s.moves.find((m) => m.text === '46-32' || m.text === '14-28')
    ?? s.moves[Math.floor(s.moves.length / 2)];
  let m = await steady(m0.text, 60);
  log(`clicking ${m.text}: ${m.from.map(Math.round)}`);
  await click(m.from);
  await waitFor('the selection drawn', (x) => x.frames >= s.frames + 2, 60);
  m = await steady(m0.text, 60);
  if (m) {
    log(`then ${m.to.map(Math.round)}`);
    await click(m.to);
  } else fail(`${m0.text} is no longer on offer after its man was clicked`);
  played = await waitFor('the move played', (x) => x.plies >= 1, 60);
  if (played) log(`move played (ply ${played.plies}) at frame ${played.frames}`);
} else fail(`not the human's turn at the start: ${JSON.stringify(s)?.slice(0, 300)}`);

// 3. The computer's answer, the page drawing meanwhile.
const thinkingFrames = new Set();
let answered = null;
let thinkFirst = null;
let thinkLast = null;
const end = Date.now() + 120000;
while (played && Date.now() < end) {
  const x = await state();
  if (x?.thinking) {
    thinkingFrames.add(x.frames);
    thinkFirst ??= { t: Date.now(), frames: x.frames };
    thinkLast = { t: Date.now(), frames: x.frames };
  }
  if (x && x.plies >= 2) { answered = x; break; }
  await sleep(100);
}
if (answered) {
  const secsThinking = thinkFirst ? (thinkLast.t - thinkFirst.t) / 1000 : 0;
  const fps = secsThinking > 0 ? (thinkLast.frames - thinkFirst.frames) / secsThinking : 0;
  log(`the computer answered (ply ${answered.plies}) after thinking about ${secsThinking.toFixed(1)} s; `
    + `frames drawn while it thought: ${thinkingFrames.size} (${fps.toFixed(1)} frames/s)`);
  if (thinkingFrames.size < 2) fail(`the page drew ${thinkingFrames.size} frame(s) while the computer thought`);
} else if (played) fail('the computer did not answer in 120 s');
await waitFor('the answer drawn', (x) => x.frames >= (answered?.frames ?? 0) + 4, 60);
await shot('2-after-answer');

// 4. A reload resumes the game (kept in the browser's storage).
const before = answered?.plies ?? 0;
await send('Page.reload', { ignoreCache: false });
await sleep(1000);
s = await waitFor('the first frame after the reload', (x) => x.frames >= 3, 240);
if (s) {
  log(`after the reload: ply ${s.plies}`);
  if (before && s.plies < before) fail(`the reload did not resume the game (ply ${s.plies}, was ${before})`);
}
await waitFor('more frames', (x) => x.frames >= (s?.frames ?? 0) + 5, 120);
await shot('3-resumed');

writeFileSync(`${outDir}/console.txt`, consoleLines.join('\n') + '\n');
log(`console: ${consoleLines.length} lines in ${outDir}/console.txt`);
ws.close();
if (problems.length) {
  console.log(`check-web: ${problems.length} failure(s)`);
  process.exit(1);
}
console.log('check-web: ok');
process.exit(0);
