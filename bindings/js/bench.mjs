// The WebAssembly build's speed against the native library in one run:
// every puzzle of each dataset counted with limit 2 (solve and prove
// uniqueness, from the text) by the package's count(), and by the native
// command line's `bench --threads 1` (the same call through the fast
// engine, best CPU kernel), best of 5 or more rounds (2 s at least) and
// of 3. Run by
// scripts/bench-wasm.sh:
//   node bindings/js/bench.mjs PACKAGE_DIR DATA_DIR NATIVE_CLI [DATASET...]
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const [packageDir, dataDir, cli, ...only] = process.argv.slice(2);
const { count, version } = await import(path.resolve(packageDir, 'index.js'));
const names = only.length > 0 ? only : readdirSync(dataDir).filter((n) => n.startsWith('puzzles'));
// At least 5 rounds and 2 s per dataset: JIT warm-up and a busy VM make
// short runs noisy.
const rounds = 5;

function wasmRate(puzzles) {
  let best = Infinity;
  const begin = performance.now();
  for (let round = 0; round < rounds || performance.now() - begin < 2000; round += 1) {
    const start = performance.now();
    for (const p of puzzles) count(p, 2);
    best = Math.min(best, performance.now() - start);
  }
  return puzzles.length / (best / 1000);
}

function nativeRate(file) {
  const out = execFileSync(cli, ['bench', '--threads', '1', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const match = out.match(/([0-9.]+) puzzles\/s/);
  if (!match) throw new Error(`no rate in: ${out}`);
  return Number(match[1]);
}

console.log(`libsudoku ${version()}, WebAssembly in Node ${process.version} against native, one thread, best of ${rounds}+ rounds (wasm) and 3 (native)`);
console.log('| dataset | puzzles | wasm kpuz/s | native kpuz/s | native/wasm |');
console.log('|---|---:|---:|---:|---:|');
for (const name of names) {
  const file = path.join(dataDir, name);
  const puzzles = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const wasm = wasmRate(puzzles);
  const native = nativeRate(file);
  console.log(`| ${name} | ${puzzles.length} | ${(wasm / 1000).toFixed(1)} | ${(native / 1000).toFixed(1)} | ${(native / wasm).toFixed(2)} |`);
}
