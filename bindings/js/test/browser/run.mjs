// Serves DIR (which holds node_modules/libsudoku and this folder's page and
// worker) on localhost, opens the page in headless Chromium and waits for
// the worker's report: exit 0 when it passed.
//   node run.mjs DIR [chromium]
import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(process.argv[2]);
const chromium = process.argv[3] ?? 'chromium';
const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };

let finish;
const reported = new Promise((resolve) => (finish = resolve));
const server = createServer(async (request, response) => {
  if (request.method === 'POST' && request.url === '/result') {
    let body = '';
    for await (const chunk of request) body += chunk;
    response.end('ok');
    finish(JSON.parse(body));
    return;
  }
  const file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const data = await readFile(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(data);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/index.html`;
const profile = await mkdtemp(path.join(tmpdir(), 'sudoku-chromium-'));
const browser = spawn(chromium, [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--user-data-dir=${profile}`, url,
], { stdio: ['ignore', 'ignore', 'pipe'] });
let stderr = '';
browser.stderr.on('data', (chunk) => (stderr += chunk));
let timer;
const timeout = new Promise((resolve) => {
  timer = setTimeout(() => resolve({ ok: false, error: 'no report within 120 s' }), 120_000);
});
const exited = new Promise((resolve) => browser.on('exit', (code) => resolve({ ok: false, error: `chromium exited (${code})` })));
const gone = new Promise((resolve) => browser.on('exit', resolve));
const started = Date.now();
const result = await Promise.race([reported, timeout, exited]);
clearTimeout(timer);
browser.kill('SIGKILL');
server.closeAllConnections();
server.close();
await gone;
// Chromium's helper processes may still be writing to the profile.
await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => {});
if (result.ok) {
  for (const line of result.lines) console.log(`chromium: ${line}`);
  console.log(`chromium: all checks passed in a Web Worker (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} else {
  console.error(`chromium: ${result.error}\n${stderr.slice(-4000)}`);
  process.exit(1);
}
