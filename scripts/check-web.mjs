// Drives the game's page in headless Chromium over the DevTools protocol (scripts/check-web.sh
// starts the server and the browser): waits for the first frame, plays a move by clicking a man
// and its target, checks that the computer answered while the page kept drawing, reloads and
// checks that the game was resumed, plays a move by touch, plays a set-up end to the end of the
// game, checks the library across a reload and imports an SGN file through the page's file
// picker, then plays shatar against its computer with the analysis, a hint and a draw offer, all
// searched in the worker, and hiashatar against its computer (a pawn's three-square step); reads
// the console, saves screenshots. Exits non-zero on any failure. Node 20:
// `node --experimental-websocket scripts/check-web.mjs <devtools port> <dir>`.
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
let onChooser = () => {};
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
  } else if (msg.method === 'Page.fileChooserOpened') {
    onChooser(msg.params);
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

// The whole game's clicks (WEB_CHECK_FULL): the pointer over the square for a frame, then the
// press and its release together (picking pairs them in one frame): a third of the frames.
const quickClick = async ([x, y]) => {
  const next = async () => {
    const f = (await state())?.frames ?? 0;
    const end = Date.now() + 20000;
    while (Date.now() < end && ((await state())?.frames ?? 0) < f + 1) await sleep(50);
  };
  await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, buttons: 0 });
  await next();
  await send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
  await send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  await next();
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
// Plays the move written `text` by pointer (`press`: click or tap): its man, then its target,
// each where it is once the camera has come to rest (after the first press the HUD grows and
// the camera frames the board anew).
const pressMove = async (text, press, verb) => {
  let m = await steady(text, 60);
  if (!m) { fail(`${text} is not on offer`); return; }
  log(`${verb} ${m.text}: ${m.from.map(Math.round)}`);
  const before = (await state())?.frames ?? 0;
  await press(m.from);
  await waitFor('the selection drawn', (x) => x.frames >= before + 2, 60);
  m = await steady(text, 60);
  if (m) {
    log(`then ${m.to.map(Math.round)}`);
    await press(m.to);
  } else fail(`${text} is no longer on offer after its man was pressed`);
};
s = await state();
let played = null;
if (s && s.humanToMove && s.moves.length) {
  // A man of the front row on the edge file, two squares on: nothing stands between the camera
  // and either square (a man's head can hide the square just behind it).
  const m0 = s.moves.find((m) => m.text === '46-32' || m.text === '14-28')
    ?? s.moves[Math.floor(s.moves.length / 2)];
  await pressMove(m0.text, click, 'clicking');
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

// 5. A move by touch: a tap on a man, a tap on its target (the resumed game, the human to move).
const tap = async ([x, y]) => {
  for (const type of ['touchStart', 'touchEnd']) {
    const f = (await state())?.frames ?? 0;
    const touchPoints = type === 'touchStart' ? [{ x, y, id: 1 }] : [];
    await send('Input.dispatchTouchEvent', { type, touchPoints });
    const end = Date.now() + 20000;
    while (Date.now() < end && ((await state())?.frames ?? 0) < f + 2) await sleep(50);
  }
};
s = await waitFor('the human to move after the reload', (x) => x.humanToMove && x.moves.length > 0, 120);
if (s) {
  const plies = s.plies;
  const quiet = s.moves.filter((m) => m.landings.length === 1 && !m.promotion);
  const m0 = quiet.find((m) => m.text === '47-33' || m.text === '52-38') ?? quiet[0];
  await pressMove(m0.text, tap, 'tapping');
  const t = await waitFor('the move tapped played', (x) => x.plies > plies, 60);
  if (t) log(`tapped move played (ply ${t.plies})`);
  await waitFor('the computer\'s answer to the tapped move', (x) => x.plies > plies + 1, 120);
}

// 6. A game to its end against the computer, clicked move by move: a set-up end (White's lone
// Biy against four Batyrs, so that it ends in a few plies), then the game-over card and the
// finished game in the library.
const libraryBefore = (await state())?.library ?? 0;
// WEB_CHECK_FULL=1: the whole game from the start instead (the human's moves chosen by a fixed
// rule: a capture when there is one, else a seeded pick; about half an hour in software WebGL2).
const full = process.env.WEB_CHECK_FULL === '1';
const ending = '1k1/3/3/1/q5q/7/7/3K3/7/q5q/1/3/3/3 w - - - - 0 1';
const endUrl = full
  ? '/?white=human&black=computer:1&speed=8&moves='
  : `/?white=human&black=computer:1&position=${encodeURIComponent(ending)}`;
let seed = 7;
const pick = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const origin = (await send('Runtime.evaluate', { expression: 'location.origin', returnByValue: true })).result?.value;
await send('Page.navigate', { url: origin + endUrl });
await sleep(1000);
s = await waitFor('the game drawn', (x) => x.frames >= 3 && x.plies === 0 && (full || x.fen?.startsWith('1k1/')), 240);
let humanMoves = 0;
while (s && !s.over && humanMoves < (full ? 400 : 20)) {
  s = await waitFor('the human to move, or the end', (x) => x.over || (x.humanToMove && !x.thinking && x.moves.length > 0), 180);
  if (!s || s.over) break;
  const choices = s.moves.filter((m) => !m.promotion);
  const m0 = full ? choices[pick(choices.length)] : choices[humanMoves % choices.length];
  let m = await steady(m0.text, 60);
  log(`${full ? 'game' : 'end game'}: clicking ${m.text}`);
  const press = full ? quickClick : click;
  await press(m.from);
  for (let i = 0; i < m0.landings.length; i++) {
    m = await steady(m0.text, 60);
    if (!m) { fail(`${m0.text} is no longer on offer during its clicks`); break; }
    await press(m.landings[i]);
  }
  const plies = s.plies;
  s = await waitFor('the clicked move played', (x) => x.plies > plies, 60);
  humanMoves++;
}
s = await waitFor('the end of the game', (x) => x.over, 120);
if (s) {
  log(`the game is over after ${s.plies} plies: ${s.result}`);
  await waitFor('the game-over card drawn', (x) => x.frames >= s.frames + 4, 60);
  await shot('4-game-over');
  const kept = await waitFor('the finished game in the library', (x) => x.library > libraryBefore, 30);
  if (kept) log(`library: ${kept.library} game(s), was ${libraryBefore}`);
}

// 7. The library across a reload: the page loaded anew with `show-library` (the window opens
// at the start and lists the games kept in the browser's storage), the finished game still
// there; then an SGN file given to the page's file picker (what the window's "Import an SGN
// file…" button opens) joins it. The check does not press egui's buttons: at under one frame a
// second here they took about one press in three (egui wants a press and its release within
// 0.8 s), where the board's clicks and taps never failed.
await send('Page.navigate', { url: origin + endUrl + '&show-library' });
await sleep(1000);
const w = await waitFor('the library window after the reload', (x) => x.frames >= 3 && x.buttons?.importFile && x.library > 0, 240);
if (w) {
  if (w.library <= libraryBefore) fail(`the library lost the finished game on the reload (${w.library} game(s), had ${libraryBefore + 1})`);
  else log(`after the reload the library lists ${w.library} game(s)`);
  await waitFor('the library drawn', (x) => x.frames >= w.frames + 3, 60);
  await shot('5-library');
  const sgn = `${outDir}/chosen.sgn`;
  writeFileSync(sgn, '[Event "Chosen in the browser"]\n[White "A"]\n[Black "B"]\n\n1. 46-32 17-31 *\n');
  await send('Page.setInterceptFileChooserDialog', { enabled: true });
  const chooser = new Promise((r) => { onChooser = r; });
  await send('Runtime.evaluate', { expression: 'window.shatraPickFile()', userGesture: true });
  const opened = await Promise.race([chooser, sleep(30000).then(() => null)]);
  if (!opened) fail('the file picker did not open');
  else {
    await send('DOM.setFileInputFiles', { files: [sgn], backendNodeId: opened.backendNodeId });
    const imported = await waitFor('the chosen file in the library', (x) => x.library > w.library, 60);
    if (imported) log(`the chosen file joined the library: ${imported.library} game(s)`);
    await waitFor('the import drawn', (x) => x.frames >= (imported?.frames ?? 0) + 3, 60);
    await shot('6-imported');
  }
} else fail('the library window did not open');

// A move clicked in a game against the computer, then its answer searched in the worker: the
// page must go on drawing while it thinks.
async function moveAndAnswer(game, level, move, shotName) {
  await pressMove(move.text, click, `${game}: clicking`);
  const p = await waitFor(`the ${game} move played`, (x) => x.plies >= 1, 60);
  const frames = new Set();
  const stop = Date.now() + 180000;
  let reply = null;
  while (p && Date.now() < stop) {
    const x = await state();
    if (x?.thinking) frames.add(x.frames);
    if (x && x.plies >= 2) { reply = x; break; }
    await sleep(100);
  }
  if (reply) {
    log(`${game}: ${move.text} clicked; the computer (level ${level}, in the worker) answered; frames drawn while it thought: ${frames.size}`);
    if (frames.size < 2) fail(`the page drew ${frames.size} frame(s) while ${game}'s computer thought`);
  } else if (p) fail(`${game}'s computer did not answer in 180 s`);
  await waitFor('the answer drawn', (x) => x.frames >= (reply?.frames ?? 0) + 4, 60);
  await shot(shotName);
}

// 8. Shatar: its searches in the worker too (the analysis, a hint, a draw offer weighed, the
// computer's move at level 5), the page drawing meanwhile. The hint and the offer are asked by
// the page's `shatraCommand`, as the buttons ask them.
await send('Page.navigate', { url: origin + '/?game=shatar&white=human&black=computer:5&analysis' });
await sleep(1000);
s = await waitFor('shatar drawn', (x) => x.frames >= 3 && x.game === 'shatar' && x.plies === 0 && x.humanToMove && x.moves.length > 0, 240);
if (s) {
  const a = await waitFor('the analysis of shatar (in the worker) at depth 4', (x) => x.analysisDepth >= 4, 180);
  if (a) log(`shatar: the analysis reached depth ${a.analysisDepth} at frame ${a.frames}`);
  const command = (word) => send('Runtime.evaluate', { expression: `window.shatraCommand = '${word}'` });
  await command('hint');
  const h = await waitFor('the hint of shatar', (x) => x.hinted, 120);
  if (h) log(`shatar: a hint found at frame ${h.frames}`);
  await command('offer-draw');
  const weighing = await waitFor('the draw offer weighed', (x) => x.weighingDraw, 60);
  const weighed = weighing && await waitFor('the draw offer answered', (x) => !x.weighingDraw, 120);
  if (weighed) {
    if (weighed.over) fail(`the computer took a draw at the start of shatar: ${weighed.result}`);
    else log('shatar: the computer declined a draw at the start');
  }
  await moveAndAnswer('shatar', 5, s.moves.find((m) => /^[a-h]2[a-h][34]$/.test(m.text)) ?? s.moves[0], '7-shatar');
}

// 9. Hiashatar on its 10 × 10 board (Vivanto's reading, the default): a pawn's three-square
// step (RULES-MONGOLIAN.md §2.2) clicked, the computer's answer at level 4 searched in the worker while the page draws.
await send('Page.navigate', { url: origin + '/?game=hiashatar&white=human&black=computer:4' });
await sleep(1000);
s = await waitFor('hiashatar drawn', (x) => x.frames >= 3 && x.game === 'hiashatar' && x.plies === 0 && x.humanToMove && x.moves.length > 0, 240);
if (s) {
  log(`hiashatar: ${s.moves.length} moves at the start`);
  const long = s.moves.find((m) => m.text === 'a2a5') ?? s.moves.find((m) => /^[a-j]2[a-j]5$/.test(m.text));
  if (!long) fail(`no pawn's three-square step among hiashatar's first moves: ${s.moves.map((m) => m.text).join(' ')}`);
  await moveAndAnswer('hiashatar', 4, long ?? s.moves[0], '8-hiashatar');
}

writeFileSync(`${outDir}/console.txt`, consoleLines.join('\n') + '\n');
log(`console: ${consoleLines.length} lines in ${outDir}/console.txt`);
ws.close();
if (problems.length) {
  console.log(`check-web: ${problems.length} failure(s)`);
  process.exit(1);
}
console.log('check-web: ok');
process.exit(0);
