// The JS package's API under Node, imported by its name from the packed
// and installed tarball (scripts/test-js.sh): node --test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as sudoku from 'libsudoku';
import { solve, count, rate, generate, hint, Game, version, techniqueName, _internal } from 'libsudoku';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const EMPTY = '.'.repeat(81);
const repo = process.env.SUDOKU_REPO;

// A SudokuError with the status text `text` and a message of its own
// (containing `message` when given).
function throwsStatus(fn, text, message) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof sudoku.SudokuError, String(error));
    assert.equal(error.statusText, text);
    assert.ok(error.message.length > 0 && error.message !== text, error.message);
    if (message !== undefined) assert.ok(error.message.includes(message), error.message);
    return true;
  });
}

test('the package: an ES module with types and the .wasm, named and versioned as the crate', () => {
  const require = createRequire(import.meta.url);
  const manifest = require('libsudoku/package.json');
  const cargo = readFileSync(`${repo}/Cargo.toml`, 'utf8');
  assert.equal(manifest.version, cargo.match(/^version = "(.*)"$/m)[1]);
  assert.equal(version(), manifest.version);
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.exports['.'].types, './index.d.ts');
  for (const file of ['index.js', 'index.d.ts', 'sudoku.wasm', 'README.md']) {
    assert.ok(readFileSync(require.resolve(`libsudoku/package.json`).replace('package.json', file)).length > 0, file);
  }
  const exported = Object.keys(sudoku).sort();
  for (const name of ['solve', 'count', 'rate', 'generate', 'hint', 'Game']) assert.ok(exported.includes(name), name);
});

test('the .wasm imports nothing and exports every function of sudoku.h', () => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('libsudoku/sudoku.wasm'));
  const module = new WebAssembly.Module(wasm);
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  const header = readFileSync(`${repo}/include/sudoku.h`, 'utf8');
  const functions = [...header.matchAll(/^[A-Za-z].*?\b(sudoku_\w+)\(/gm)].map((m) => m[1]);
  assert.ok(functions.length >= 45, `${functions.length} functions in the header`);
  for (const name of functions) assert.ok(exports.has(name), `${name} is not exported`);
});

test('solve: the first solution, null when there is none, errors as status text', () => {
  assert.equal(solve(CLASSIC), CLASSIC_SOLUTION);
  assert.equal(solve('53' + CLASSIC.slice(2).replace('7', '5')), null); // r1c5 = 5 clashes
  assert.equal(solve('12345678.........9' + '.'.repeat(63)), null); // r1c9 has no digit
  throwsStatus(() => solve('not a puzzle'), 'cannot parse puzzle', "'n' at position 1 is not a digit");
  throwsStatus(() => solve(CLASSIC + '1'), 'cannot parse puzzle', 'puzzle has 82 cells, expected 81');
  throwsStatus(() => solve('.'.repeat(70000)), 'cannot parse puzzle');
  throwsStatus(() => solve('\0' + CLASSIC), 'cannot parse puzzle');
  assert.throws(() => solve(42), TypeError);
  assert.equal(solve(CLASSIC.replace(/\./g, '0')), CLASSIC_SOLUTION);
});

test('generate: the library defaults, the same puzzle per seed as every binding', () => {
  const pins = readFileSync(`${repo}/tests/same_seed.txt`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split(' '));
  assert.ok(pins.length >= 3);
  for (const [seed, puzzle] of pins) {
    assert.equal(generate(BigInt(seed)).puzzle, puzzle, `seed ${seed}`);
  }
});

test('count: solutions up to the limit', () => {
  assert.equal(count(CLASSIC, 2), 1);
  assert.equal(count(HARD, 10), 1);
  assert.equal(count(EMPTY, 7), 7);
  assert.equal(count('55' + CLASSIC.slice(2), 5), 0);
  throwsStatus(() => count(CLASSIC, 0), 'argument out of range', 'sudoku_solve_limit: limit is 0, expected at least 1');
  assert.throws(() => count(CLASSIC, 1.5), TypeError);
});

test('rate: score, level and hardest technique', () => {
  const easy = rate(CLASSIC);
  assert.equal(easy.levelName, 'easy');
  assert.ok(easy.score >= 1 && easy.score < 2.5, `${easy.score}`);
  assert.equal(easy.hardest, techniqueName(easy.hardestId));
  const hard = rate(HARD);
  assert.ok(hard.score >= 9, `${hard.score}`);
  assert.equal(hard.levelName, 'extreme');
  assert.equal(hard.scoreTenths, Math.round(hard.score * 10));
  throwsStatus(() => rate(EMPTY), 'more than one solution');
});

test('generate: seeded, within the options, errors for bad ones', () => {
  const a = generate(42n, { minScore: 3.0, maxScore: 4.5 });
  assert.deepEqual(generate(42n, { minScore: 3.0, maxScore: 4.5 }), a);
  assert.equal(solve(a.puzzle), a.solution);
  assert.equal(count(a.puzzle, 2), 1);
  assert.ok(a.score >= 3.0 && a.score <= 4.5, `${a.score}`);
  assert.deepEqual(rate(a.puzzle).score, a.score);
  const b = generate(2n ** 64n - 1n, { symmetry: 'none', clues: 30 });
  assert.equal([...b.puzzle].filter((c) => c !== '.').length, 30);
  const xwing = generate(7n, { hardest: 'X-Wing' });
  assert.equal(xwing.hardest, 'X-Wing');
  assert.equal(generate(7n, { hardest: xwing.hardestId }).puzzle, xwing.puzzle);
  throwsStatus(() => generate(1n, { hardest: 'no such technique' }), 'argument out of range');
  throwsStatus(() => generate(1n, { symmetry: 'spiral' }), 'argument out of range');
  throwsStatus(() => generate(-1n), 'argument out of range');
  throwsStatus(() => generate(1n, { minScore: 8.0, maxScore: 7.0 }), 'argument out of range');
  throwsStatus(() => generate(1n, { minScore: 9.5, maxAttempts: 1 }), 'limit reached', 'no puzzle as asked in 1 attempt');
  throwsStatus(() => generate(1n, { level: 'easy', minScore: 6.0 }), 'argument out of range', 'do not overlap');
  throwsStatus(() => generate(1n, { level: 'impossible' }), 'argument out of range', 'unknown level');
  throwsStatus(() => generate(1n, { minScore: 12 }), 'argument out of range', "out of the generator's reach");
  const hard = generate(3n, { level: 'hard', symmetry: 'none' });
  assert.equal(hard.levelName, 'hard');
  assert.deepEqual(generate(3n, { level: 2, symmetry: 0 }), hard);
  assert.throws(() => generate(1), TypeError);
});

test('hint: the simplest step, as data and in words', () => {
  const step = hint(CLASSIC);
  assert.equal(step.kind, 'step');
  assert.ok(step.technique.length > 0 && step.explanation.includes('['), step.explanation);
  assert.equal(step.placed.length, 1);
  const { cell, digit } = step.placed[0];
  assert.equal(CLASSIC_SOLUTION[cell], String(digit));
  assert.deepEqual(step.cells, [cell]);
  assert.equal(hint(CLASSIC_SOLUTION).kind, 'solved');
  throwsStatus(() => hint(EMPTY), 'more than one solution');
});

test('a chain hint lists its nodes', () => {
  // The position after the singles of a puzzle that needs a chain: play
  // HARD by hints until a step comes with a chain.
  const game = new Game(HARD);
  game.autoPencil();
  let chained = null;
  for (let i = 0; i < 400 && !chained; i += 1) {
    const step = game.hint(true);
    if (step.chain.length > 0) chained = step;
    applyStep(game, step);
  }
  game.free();
  assert.ok(chained, 'no chain hint on the way');
  assert.ok(chained.chain.length >= 2);
  assert.equal(chained.chain.at(-1).link, 'end');
  for (const node of chained.chain) {
    assert.ok(node.digit >= 1 && node.digit <= 9 && node.cells.length >= 1);
  }
});

function applyStep(game, step) {
  assert.equal(step.kind, 'step', step.explanation);
  let changed = 0;
  for (const { cell, digit } of step.placed) {
    game.enter(Math.floor(cell / 9) + 1, (cell % 9) + 1, digit);
    changed += 1;
  }
  for (const { cell, digits } of step.eliminated) {
    const row = Math.floor(cell / 9) + 1;
    const col = (cell % 9) + 1;
    if (game.digit(row, col) !== 0) continue;
    const mask = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
    game.setPencil(row, col, game.pencil(row, col) & ~mask);
    changed += 1;
  }
  assert.ok(changed > 0, step.explanation);
}

test('Game: a generated puzzle played to the end by hints, with mistakes, undo and save/load', () => {
  const { puzzle, solution } = generate(2026n, { minScore: 2.0, maxScore: 4.0 });
  const game = new Game(puzzle);
  const first = puzzle.indexOf('.');
  const [row, col] = [Math.floor(first / 9) + 1, (first % 9) + 1];
  assert.equal(game.isGiven(row, col), false);
  assert.equal(game.isGiven(Math.floor(puzzle.search(/[1-9]/) / 9) + 1, (puzzle.search(/[1-9]/) % 9) + 1), true);
  const wrong = (Number(solution[first]) % 9) + 1;
  game.enter(row, col, wrong);
  assert.deepEqual(game.mistakes(), [first]);
  const pointed = game.hint();
  assert.equal(pointed.kind, 'wrong digit');
  assert.deepEqual(pointed.cells, [first]);
  assert.equal(game.undo(), true);
  assert.equal(game.digit(row, col), 0);
  assert.equal(game.redo(), true);
  assert.equal(game.digit(row, col), wrong);
  assert.equal(game.undo(), true);
  throwsStatus(() => game.enter(0, 1, 1), 'argument out of range');
  throwsStatus(() => game.enter(1, 1, 10), 'argument out of range');
  const given = puzzle.search(/[1-9]/);
  throwsStatus(() => game.enter(Math.floor(given / 9) + 1, (given % 9) + 1, 1), 'the cell holds a given');
  game.togglePencil(row, col, 1);
  assert.equal(game.pencil(row, col) & 1, 1);
  game.autoPencil();
  let steps = 0;
  for (;;) {
    const step = game.hint(true);
    if (step.kind === 'solved') break;
    applyStep(game, step);
    steps += 1;
    assert.ok(steps < 1000);
  }
  assert.equal(game.isComplete(), true);
  assert.deepEqual(game.mistakes(), []);
  assert.deepEqual(game.conflicts(), []);
  assert.deepEqual(game.clashes(), []);
  const saved = game.save();
  const restored = Game.load(saved);
  assert.equal(restored.isComplete(), true);
  assert.equal(restored.save(), saved);
  restored.free();
  game.free();
  game.free(); // twice is harmless
  assert.throws(() => game.digit(1, 1), /freed/);
  throwsStatus(() => Game.load('not a saved game'), 'cannot parse puzzle');
  throwsStatus(() => new Game(EMPTY), 'more than one solution');
});

test('clashes and conflicts of entries', () => {
  const game = new Game(CLASSIC);
  game.enter(1, 3, 5); // r1c1 holds a given 5, in row 1 and box 1
  assert.deepEqual(game.conflicts(), [
    { cell: 2, given: 0, house: 0 },
    { cell: 2, given: 0, house: 18 },
  ]);
  assert.ok(game.clashes().some((c) => c.first === 0 && c.second === 2 && c.house === 0));
  game.free();
});

test('many live games and buffers do not disturb each other as the memory grows', () => {
  const games = [];
  for (let i = 0; i < 3000; i += 1) games.push(new Game(CLASSIC));
  assert.equal(solve(HARD), solve(HARD));
  for (const [i, game] of games.entries()) game.enter(1, 3, (i % 9) + 1);
  for (const [i, game] of games.entries()) assert.equal(game.digit(1, 3), (i % 9) + 1);
  assert.equal(solve(CLASSIC), CLASSIC_SOLUTION);
  for (const game of games) game.free();
});

test('a trap restarts the library: the call and earlier games throw, later calls work', async () => {
  const game = new Game(CLASSIC);
  const before = _internal.generation;
  assert.throws(() => _internal.trap(), /internal error .*restarted/);
  assert.ok(_internal.generation > before);
  assert.throws(() => game.digit(1, 1), /lost when the library restarted/);
  game.free();
  assert.equal(solve(CLASSIC), CLASSIC_SOLUTION);
  await _internal.ready();
  assert.throws(() => _internal.trap(), /internal error/);
  assert.equal(count(CLASSIC, 2), 1);
});

test('variants go to f-puzzles JSON and back; unsupported constraints are named', () => {
  const text = sudoku.generateVariant(3n, 'size 6\nrules diagonal');
  const json = sudoku.variantToFpuzzles(text);
  assert.ok(json.startsWith('{"size":6,'), json);
  assert.equal(sudoku.variantFromFpuzzles(json), text);
  const link = 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6yQv3GCRYwTL5SBC/iFKVqKdIxbtOMYSJBsIbMtRABLwLwbgAD2ABCQBGDp4/sguQA==';
  assert.equal(sudoku.solveVariant(sudoku.variantFromFpuzzles(link), 100).count, 18);
  throwsStatus(() => sudoku.variantFromFpuzzles('{"size":4,"clone":[{}]}'), 'cannot parse puzzle', 'clone');
  assert.ok(sudoku.variantToFpuzzles('size 4\nthermo r1c1 r1c2 r1c3').includes('"thermometer"'));
  throwsStatus(() => sudoku.variantToFpuzzles('size 4\ngreater r1c1 r1c2'), 'cannot parse puzzle', 'greater');
});

test('variant options: a guess budget, an aborted signal, no clock', () => {
  throwsStatus(() => sudoku.solveVariant('size 16', 1e15, { maxGuesses: 1000 }), 'work budget exhausted', '1000 guesses');
  const aborted = new AbortController();
  aborted.abort();
  const signal = aborted.signal;
  throwsStatus(() => sudoku.solveVariant('size 16', 2, { signal }), 'cancelled (count not known)');
  throwsStatus(() => sudoku.rateVariant('size 4', { signal }), 'cancelled');
  throwsStatus(() => sudoku.generateVariant(1n, 'size 6', { signal }), 'cancelled');
  throwsStatus(() => sudoku.solveVariant('size 4', 2, { maxMillis: 10 }), 'argument out of range', 'no clock');
  throwsStatus(() => sudoku.solveVariant('size 4', 2, { maxGuesses: -1 }), 'argument out of range');
  const live = new AbortController().signal;
  assert.equal(sudoku.solveVariant('size 4', 1000, { signal: live, maxGuesses: 10n ** 6n }).count, 288);
  assert.equal(
    sudoku.generateVariant(3n, 'size 6', { maxGuesses: 0 }),
    sudoku.generateVariant(3n, 'size 6'),
  );
});

test('variants: generated, solved, rated and played to the end by hints', () => {
  const killer = sudoku.generateVariant(4n, 'size 6\nrules killer', { level: 'easy', maxAttempts: 50 });
  assert.ok(killer.startsWith('size 6\n') && killer.includes('\ncage '));
  assert.equal(sudoku.generateVariant(4n, 'size 6\nrules killer', { level: 'easy', maxAttempts: 50 }), killer);
  const solved = sudoku.solveVariant(killer);
  assert.equal(solved.count, 1);
  assert.equal(solved.solution.length, 36);
  assert.equal(sudoku.rateVariant(killer).levelName, 'easy');
  assert.equal(sudoku.solveVariant('size 4', 1000).count, 288);
  throwsStatus(() => sudoku.solveVariant('size 5'), 'cannot parse puzzle', 'line 1: size 5 is not one of 4, 6, 8, 9, 10, 12, 16');
  throwsStatus(() => sudoku.rateVariant('size 4'), 'more than one solution');
  throwsStatus(() => sudoku.generateVariant(1n, 'size 4\nrules anti-king'), 'no solution');
  const game = Game.variant(killer);
  assert.equal(game.size(), 6);
  throwsStatus(() => game.enter(7, 1, 1), 'argument out of range');
  throwsStatus(() => Game.variant('size 4'), 'more than one solution');
  game.autoPencil();
  let steps = 0;
  for (;;) {
    const step = game.hint(true);
    if (step.kind === 'solved') break;
    assert.equal(step.kind, 'step');
    assert.equal(step.size, 6);
    for (const { cell, digit } of step.placed) game.enter(Math.floor(cell / 6) + 1, (cell % 6) + 1, digit);
    for (const { cell, digits } of step.eliminated) {
      const [row, col] = [Math.floor(cell / 6) + 1, (cell % 6) + 1];
      let mask = game.pencil(row, col);
      for (const d of digits) mask &= ~(1 << (d - 1));
      game.setPencil(row, col, mask);
    }
    assert.ok((steps += 1) < 300);
  }
  assert.ok(game.isComplete());
  assert.deepEqual(game.mistakes(), []);
  const saved = game.save();
  assert.ok(saved.startsWith('sudoku-variant-game-1\n'));
  const loaded = Game.load(saved);
  assert.equal(loaded.size(), 6);
  assert.equal(loaded.save(), saved);
  assert.equal(loaded.hint().kind, 'solved');
  loaded.free();
  game.free();
});
