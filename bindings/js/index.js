// libsudoku for JavaScript: the library's C ABI compiled to WebAssembly
// (wasm32-unknown-unknown, no imports), with this small glue. An ES module
// for Node (>= 18) and browsers, Web Workers included; it loads sudoku.wasm
// beside itself with top-level await.
//
// Errors throw a SudokuError: its message is the library's own
// (sudoku_last_error), e.g. "puzzle has 5 cells, expected 81", and its
// `status` the SUDOKU_* code.

const wasmUrl = new URL('./sudoku.wasm', import.meta.url);

async function wasmBytes() {
  if (typeof process !== 'undefined' && process.versions && process.versions.node) {
    const { readFile } = await import('node:fs/promises');
    return readFile(wasmUrl);
  }
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`libsudoku: cannot load ${wasmUrl}: ${response.status}`);
  return response.arrayBuffer();
}

const module = await WebAssembly.compile(await wasmBytes());

// Constants of sudoku.h.
const OK = 0;
const NO_SOLUTION = 1;
const CONFLICT = 2;
const ERR_RANGE = -2;
const ERR_PARSE = -3;
const DEFAULT_ATTEMPTS = 1000; // SUDOKU_GENERATE_DEFAULT_ATTEMPTS
const DEFAULT_SYMMETRY = 1; // SUDOKU_GENERATE_DEFAULT_SYMMETRY (rotate180)
const HINT_BYTES = 880;
const VARIANT_HINT_BYTES = 1620;
const VARIANT_TEXT_BYTES = 8192;
const CHAIN_NODE_BYTES = 16;
const OPTIONS_BYTES = 32;

// Each instance keeps a scratch area for the buffers calls pass in: pages
// this glue grows the memory by itself, which Rust's allocator never hands
// out (it only uses pages it grew). 256 KiB; inputs longer than 64 KiB are
// refused as unparsable.
const SCRATCH_PAGES = 4;
const MAX_INPUT = 64 * 1024;

let lib; // the live instance's lib
let scratch; // its scratch area's address
let top; // the next free byte of the scratch area during a call
let generation = 0; // bumped when a trap replaces the instance
let spare = null; // a fresh instance kept ready for that
let spareReady = null;

function adopt(instance) {
  lib = instance.exports;
  scratch = lib.memory.grow(SCRATCH_PAGES) * 65536;
  generation += 1;
}

function prepareSpare() {
  spareReady = WebAssembly.instantiate(module, {}).then((instance) => {
    spare = instance;
  });
  return spareReady;
}

adopt(await WebAssembly.instantiate(module, {}));
await prepareSpare();

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function bytes() {
  return new Uint8Array(lib.memory.buffer);
}

function view() {
  return new DataView(lib.memory.buffer);
}

function alloc(size, align = 8) {
  top = Math.ceil(top / align) * align;
  const at = top;
  top += size;
  if (top > scratch + SCRATCH_PAGES * 65536) throw new Error('libsudoku: scratch area exhausted');
  bytes().fill(0, at, at + size);
  return at;
}

function statusText(status) {
  return cString(lib.sudoku_status_str(status));
}

/**
 * An error from libsudoku: `message` says what went wrong and where (the
 * library's sudoku_last_error), `status` is the SUDOKU_* status code and
 * `statusText` its fixed text ("cannot parse puzzle").
 */
export class SudokuError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'SudokuError';
    this.status = status;
    this.statusText = statusText(status);
  }
}

// The library's message for the call that just failed (read at once: the
// next failing call replaces it).
function lastError() {
  const length = lib.sudoku_last_error(0, 0);
  const at = alloc(length + 1, 1);
  lib.sudoku_last_error(at, length + 1);
  return decoder.decode(bytes().subarray(at, at + length));
}

// The error of a library call that returned `status`.
function fail(status) {
  return new SudokuError(status, lastError() || statusText(status));
}

// An argument this glue refuses before calling the library.
function refuse(status, message) {
  return new SudokuError(status, message);
}

function cString(ptr, max = Infinity) {
  const memory = bytes();
  let end = ptr;
  while (end - ptr < max && memory[end] !== 0) end += 1;
  return decoder.decode(memory.subarray(ptr, end));
}

// A NUL-terminated copy of `text` in the scratch area (encoded in place).
function inputString(text, what = 'puzzle') {
  if (typeof text !== 'string') throw new TypeError(`${what} must be a string`);
  if (text.length > MAX_INPUT) throw refuse(ERR_PARSE, `text of ${text.length} characters is over the ${MAX_INPUT} this binding takes`);
  if (text.includes('\0')) throw refuse(ERR_PARSE, `text holds a NUL character at position ${text.indexOf('\0') + 1}`);
  const at = top;
  const room = 3 * text.length + 1; // UTF-8 needs at most 3 bytes per UTF-16 unit
  if (at + room > scratch + SCRATCH_PAGES * 65536) throw new Error('libsudoku: scratch area exhausted');
  const { written } = encoder.encodeInto(text, new Uint8Array(lib.memory.buffer, at, room));
  if (written > MAX_INPUT) throw refuse(ERR_PARSE, `text of ${written} UTF-8 bytes is over the ${MAX_INPUT} this binding takes`);
  bytes()[at + written] = 0;
  top = at + written + 1;
  return at;
}

// Runs `body` with a fresh scratch area. A trap (a Rust panic aborts on
// this target, or memory ran out) leaves the instance unusable: it is
// replaced by the spare one, games made before are lost, and the caller
// gets an Error instead of a dead module.
function call(body) {
  top = scratch;
  try {
    return body();
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) {
      replaceInstance();
      throw new Error(`libsudoku: internal error (${error.message}); the library was restarted and earlier games are lost`);
    }
    throw error;
  }
}

function replaceInstance() {
  if (spare === null) {
    lib = null;
    generation += 1;
    spareReady.then(() => {
      if (lib === null) {
        adopt(spare);
        spare = null;
        prepareSpare();
      }
    });
    return;
  }
  adopt(spare);
  spare = null;
  prepareSpare();
}

function live() {
  if (lib === null) throw new Error('libsudoku: restarting after an internal error; try again');
}

function toInt(value, what) {
  if (!Number.isInteger(value)) throw new TypeError(`${what} must be an integer`);
  return value;
}

// --- Names ---------------------------------------------------------------

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const SYMMETRIES = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal'];
const HINT_KINDS = ['step', 'wrong digit', 'missing candidate', 'solved'];
const LINKS = ['end', 'strong', 'weak', 'derived'];

/** The library version, e.g. "0.4.0". */
export function version() {
  live();
  return call(() => cString(lib.sudoku_version()));
}

/** The name of technique `id`, or "unknown technique". */
export function techniqueName(id) {
  live();
  return call(() => cString(lib.sudoku_technique_name(toInt(id, 'id'))));
}

let techniqueIds = null;
function techniqueId(name) {
  if (typeof name === 'number') return toInt(name, 'hardest');
  if (techniqueIds === null) {
    techniqueIds = new Map();
    for (let id = 0; id < 256; id += 1) {
      const known = techniqueName(id);
      if (known === 'unknown technique') break;
      techniqueIds.set(known.toLowerCase(), id);
    }
  }
  const id = techniqueIds.get(String(name).toLowerCase());
  if (id === undefined) throw refuse(ERR_RANGE, `unknown technique ${JSON.stringify(name)}`);
  return id;
}

// --- Solving ---------------------------------------------------------------

/** The first solution as an 81-character line; null when there is none. */
export function solve(puzzle) {
  live();
  return call(() => {
    const text = inputString(puzzle);
    const out = alloc(82, 1);
    const found = lib.sudoku_solve_limit(text, 1n, out, 82, 0);
    if (found < 0n) throw fail(Number(found));
    return found === 0n ? null : cString(out);
  });
}

/** How many solutions `puzzle` has, counting up to `limit` (>= 1). */
export function count(puzzle, limit) {
  live();
  return call(() => {
    const text = inputString(puzzle);
    const found = lib.sudoku_solve_limit(text, BigInt(toInt(limit, 'limit')), 0, 0, 0);
    if (found < 0n) throw fail(Number(found));
    return Number(found);
  });
}

function readRating(at) {
  const v = view();
  const tenths = v.getInt32(at, true);
  const level = v.getInt32(at + 4, true);
  const hardestId = v.getInt32(at + 8, true);
  return {
    score: tenths / 10,
    scoreTenths: tenths,
    level,
    levelName: LEVELS[level],
    hardest: cString(lib.sudoku_technique_name(hardestId)),
    hardestId,
  };
}

/** The logical rating of a puzzle with one solution. */
export function rate(puzzle) {
  live();
  return call(() => {
    const text = inputString(puzzle);
    const rating = alloc(12);
    const status = lib.sudoku_rate(text, rating);
    if (status !== OK) throw fail(status);
    return readRating(rating);
  });
}

// The scores of each level, in tenths (0 = no bound): what
// SUDOKU_LEVEL_* means.
const LEVEL_TENTHS = [[0, 24], [25, 39], [40, 59], [60, 74], [75, 0]];

// A level or symmetry given by name or number, as its number.
function named(value, names, what) {
  if (typeof value === 'number') return toInt(value, what);
  const id = names.indexOf(String(value).toLowerCase());
  if (id < 0) throw refuse(ERR_RANGE, `unknown ${what} ${JSON.stringify(value)}: one of ${names.join(', ')}`);
  return id;
}

/**
 * A seeded puzzle (the same seed and options give the same puzzle
 * everywhere; the defaults are the library's, so `generate(42n)` is
 * `sudoku generate --seed 42`). Options: level (a name or 0-4), minScore
 * and maxScore (Sudoku Explainer scale, e.g. 6.0), hardest (a technique
 * name or id), symmetry ("none", "rotate180" (default), "rotate90",
 * "mirror", "diagonal" or 0-4), clues (0 = minimal), maxAttempts (default
 * 1000).
 */
export function generate(seed, options = {}) {
  live();
  if (typeof seed !== 'bigint') throw new TypeError('seed must be a bigint');
  if (seed < 0n || seed >= 1n << 64n) throw refuse(ERR_RANGE, `seed ${seed} is not in 0..2^64-1`);
  const symmetryId = options.symmetry === undefined ? DEFAULT_SYMMETRY : named(options.symmetry, SYMMETRIES, 'symmetry');
  const hardest = options.hardest === undefined ? -1 : techniqueId(options.hardest);
  const tenths = (score, what) => (score === undefined ? 0 : Math.round(toNumber(score, what) * 10));
  let minTenths = tenths(options.minScore, 'minScore');
  let maxTenths = tenths(options.maxScore, 'maxScore');
  if (options.level !== undefined) {
    const level = named(options.level, LEVELS, 'level');
    const band = LEVEL_TENTHS[level];
    if (band === undefined) throw refuse(ERR_RANGE, `level ${level} is not in 0..4`);
    const [low, high] = band;
    const max = maxTenths === 0 ? Infinity : maxTenths;
    if ((high !== 0 && minTenths > high) || low > max) {
      throw refuse(ERR_RANGE, `level ${LEVELS[level]} and the scores asked for do not overlap`);
    }
    minTenths = Math.max(minTenths, low);
    maxTenths = high === 0 ? maxTenths : maxTenths === 0 ? high : Math.min(maxTenths, high);
  }
  return call(() => {
    const opts = alloc(OPTIONS_BYTES);
    const v = view();
    v.setUint32(opts, OPTIONS_BYTES, true);
    v.setInt32(opts + 4, minTenths, true);
    v.setInt32(opts + 8, maxTenths, true);
    v.setInt32(opts + 12, hardest, true);
    v.setInt32(opts + 16, toInt(symmetryId, 'symmetry'), true);
    v.setInt32(opts + 20, toInt(options.clues ?? 0, 'clues'), true);
    const attempts = toInt(options.maxAttempts ?? DEFAULT_ATTEMPTS, 'maxAttempts');
    if (attempts < 0 || attempts > 0xffffffff) throw refuse(ERR_RANGE, `maxAttempts ${attempts} is not in 0..2^32-1`);
    v.setUint32(opts + 24, attempts, true);
    v.setUint32(opts + 28, 0, true); // no cancel flag: calls here are synchronous
    const puzzle = alloc(82, 1);
    const solution = alloc(82, 1);
    const rating = alloc(12);
    const status = lib.sudoku_generate_with(seed, opts, puzzle, solution, 82, rating);
    if (status !== OK) throw fail(status);
    return { puzzle: cString(puzzle), solution: cString(solution), ...readRating(rating) };
  });
}

function toNumber(value, what) {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${what} must be a number`);
  return value;
}

// --- Hints ---------------------------------------------------------------

function readHint(at) {
  const v = view();
  const memory = bytes();
  const kind = v.getInt32(at, true);
  const techniqueId = v.getInt32(at + 4, true);
  const houseCount = v.getInt32(at + 8, true);
  const cellCount = v.getInt32(at + 12, true);
  const hint = {
    kind: HINT_KINDS[kind],
    technique: kind === 0 ? cString(lib.sudoku_technique_name(techniqueId)) : '',
    techniqueId,
    explanation: cString(at + 367, 512),
    cells: Array.from(memory.subarray(at + 205, at + 205 + cellCount)),
    houses: Array.from(memory.subarray(at + 178, at + 178 + houseCount)),
    placed: [],
    eliminated: [],
    chain: [],
  };
  for (let cell = 0; cell < 81; cell += 1) {
    const digit = memory[at + 286 + cell];
    if (digit !== 0) hint.placed.push({ cell, digit });
    const mask = v.getUint16(at + 16 + 2 * cell, true);
    if (mask !== 0) {
      const digits = [];
      for (let d = 1; d <= 9; d += 1) if (mask & (1 << (d - 1))) digits.push(d);
      hint.eliminated.push({ cell, digits });
    }
  }
  return hint;
}

function readChain(game, usePencil) {
  const length = alloc(4, 4);
  let status = lib.sudoku_hint_chain(game, usePencil, 0, 0, length);
  if (status !== OK) throw fail(status);
  const n = view().getUint32(length, true);
  if (n === 0) return [];
  const nodes = alloc(n * CHAIN_NODE_BYTES);
  status = lib.sudoku_hint_chain(game, usePencil, nodes, n, length);
  if (status !== OK) throw fail(status);
  const memory = bytes();
  const v = view();
  const chain = [];
  for (let i = 0; i < n; i += 1) {
    const at = nodes + i * CHAIN_NODE_BYTES;
    chain.push({
      cells: Array.from(memory.subarray(at + 1, at + 1 + memory[at])),
      digit: memory[at + 10],
      on: memory[at + 11] === 1,
      link: LINKS[v.getInt32(at + 12, true)],
    });
  }
  return chain;
}

function gameHint(game, usePencil) {
  const out = alloc(HINT_BYTES);
  const status = lib.sudoku_hint(game, usePencil, out);
  if (status !== OK) throw fail(status);
  const hint = readHint(out);
  if (hint.kind === 'step') hint.chain = readChain(game, usePencil);
  return hint;
}

/**
 * The simplest next step for a puzzle with one solution: technique,
 * explanation, cells, houses, placed [{cell, digit}], eliminated
 * [{cell, digits}], and for chain techniques the chain's nodes. Cells are
 * 0..80 in reading order; houses 0..26 (rows, columns, boxes).
 */
export function hint(puzzle) {
  live();
  return call(() => {
    const text = inputString(puzzle);
    const handle = alloc(4, 4);
    const status = lib.sudoku_game_new(text, handle);
    if (status !== OK) throw fail(status);
    const game = view().getUint32(handle, true);
    try {
      return gameHint(game, 0);
    } finally {
      lib.sudoku_game_free(game);
    }
  });
}

// --- Variants ---------------------------------------------------------------

// Runs `body` on a variant handle read from `text` by `parse` (default
// sudoku_variant_parse), freed afterwards.
function withVariant(text, body, parse = lib.sudoku_variant_parse) {
  const description = inputString(text, 'variant');
  const handle = alloc(4, 4);
  const status = parse(description, handle);
  if (status !== OK) throw fail(status);
  const variant = view().getUint32(handle, true);
  try {
    return body(variant);
  } finally {
    lib.sudoku_variant_free(variant);
  }
}

// What `write` (a sudoku_variant_to_* function) writes for `variant`.
function written(write, variant) {
  const length = write(variant, 0, 0);
  const at = alloc(length + 1, 1);
  write(variant, at, length + 1);
  return decoder.decode(bytes().subarray(at, at + length));
}

/**
 * The library's variant text (what the *Variant functions take) of an
 * f-puzzles puzzle: its JSON, the LZ-String base64 form of it, or an
 * f-puzzles or SudokuPad link carrying that. A constraint with no
 * equivalent here throws a SudokuError (ERR_PARSE) naming it.
 */
export function variantFromFpuzzles(fpuzzles) {
  live();
  return call(() =>
    withVariant(fpuzzles, (variant) => written(lib.sudoku_variant_to_text, variant), lib.sudoku_variant_parse_fpuzzles),
  );
}

/**
 * A variant, in the library's text format, as f-puzzles JSON. A rule
 * f-puzzles has no constraint for (slow-thermo, greater) throws a
 * SudokuError (ERR_PARSE) naming it.
 */
export function variantToFpuzzles(text) {
  live();
  return call(() =>
    withVariant(text, (variant) => {
      const json = written(lib.sudoku_variant_to_fpuzzles, variant);
      if (json === '') throw fail(ERR_PARSE);
      return json;
    }),
  );
}

// sizeof(SudokuVariantOptions) on wasm32: size, (pad), max_guesses,
// max_millis, cancel.
const VARIANT_OPTIONS_BYTES = 24;

// A SudokuVariantOptions in wasm memory from { maxGuesses, maxMillis,
// signal }. A call here is synchronous, so only a signal already aborted
// can stop it (the flag is set before the call); WebAssembly has no clock,
// so the library refuses any maxMillis but 0.
function variantOptions(options) {
  const guesses = options.maxGuesses ?? 0;
  const maxGuesses = typeof guesses === 'bigint' ? guesses : BigInt(toInt(guesses, 'maxGuesses'));
  if (maxGuesses < 0n || maxGuesses >= 1n << 64n) {
    throw refuse(ERR_RANGE, `maxGuesses ${maxGuesses} is not in 0..2^64-1`);
  }
  const millis = toInt(options.maxMillis ?? 0, 'maxMillis');
  if (millis < 0 || millis > 0xffffffff) throw refuse(ERR_RANGE, `maxMillis ${millis} is not in 0..2^32-1`);
  let cancel = 0;
  if (options.signal?.aborted) {
    cancel = alloc(4, 4);
    view().setInt32(cancel, 1, true);
  }
  const at = alloc(VARIANT_OPTIONS_BYTES);
  const v = view();
  v.setUint32(at, VARIANT_OPTIONS_BYTES, true);
  v.setBigUint64(at + 8, maxGuesses, true);
  v.setUint32(at + 16, millis, true);
  v.setUint32(at + 20, cancel, true);
  return at;
}

/**
 * Solves a variant described in the library's text format (size, boxes or
 * regions, rules, cages, givens): { count, solution }, counting up to
 * `limit` (default 2); solution is the first found (N*N cells, digits
 * 1-9 then A-G), or null. Options: maxGuesses (0 = the default), signal
 * (an AbortSignal; one already aborted cancels), maxMillis (0 only:
 * WebAssembly has no clock).
 */
export function solveVariant(text, limit = 2, options = {}) {
  live();
  return call(() =>
    withVariant(text, (variant) => {
      const out = alloc(257, 1);
      const opts = variantOptions(options);
      const found = lib.sudoku_variant_solve_with(variant, BigInt(toInt(limit, 'limit')), out, 257, opts);
      if (found < 0n) throw fail(Number(found));
      return { count: Number(found), solution: found === 0n ? null : cString(out) };
    }),
  );
}

/**
 * The rating of a variant with one solution (the variant logic's).
 * Options as solveVariant's (maxGuesses bounds the uniqueness check).
 */
export function rateVariant(text, options = {}) {
  live();
  return call(() =>
    withVariant(text, (variant) => {
      const rating = alloc(12);
      const status = lib.sudoku_variant_rate_with(variant, rating, variantOptions(options));
      if (status !== OK) throw fail(status);
      return readRating(rating);
    }),
  );
}

/**
 * A seeded variant puzzle's whole description. `rules` is the text format
 * without givens; its rules line may also say "jigsaw" (random regions)
 * and "killer" (cages, no givens). Options: level (a name or number;
 * any when omitted), maxAttempts (default 100), maxGuesses (each
 * attempt's, 0 = the default of the size), signal, maxMillis (as
 * solveVariant's).
 */
export function generateVariant(seed, rules, options = {}) {
  live();
  if (typeof seed !== 'bigint') throw new TypeError('seed must be a bigint');
  if (seed < 0n || seed >= 1n << 64n) throw refuse(ERR_RANGE, `seed ${seed} is not in 0..2^64-1`);
  const level = options.level === undefined ? -1 : named(options.level, LEVELS, 'level');
  const attempts = toInt(options.maxAttempts ?? 100, 'maxAttempts');
  if (attempts < 0 || attempts > 0xffffffff) throw refuse(ERR_RANGE, `maxAttempts ${attempts} is not in 0..2^32-1`);
  return call(() => {
    const text = inputString(rules, 'rules');
    const out = alloc(VARIANT_TEXT_BYTES, 1);
    const opts = variantOptions(options);
    const status = lib.sudoku_variant_generate_with(seed, text, level, attempts, out, VARIANT_TEXT_BYTES, opts);
    if (status !== OK) throw fail(status);
    return cString(out);
  });
}

function readVariantHint(at) {
  const v = view();
  const memory = bytes();
  const kind = v.getInt32(at, true);
  const techniqueId = v.getInt32(at + 4, true);
  const size = v.getInt32(at + 8, true);
  const houseCount = v.getInt32(at + 12, true);
  const cellCount = v.getInt32(at + 16, true);
  const hint = {
    kind: HINT_KINDS[kind],
    technique: kind === 0 ? cString(lib.sudoku_technique_name(techniqueId)) : '',
    techniqueId,
    size,
    explanation: cString(at + 1108, 512),
    cells: Array.from(memory.subarray(at + 596, at + 596 + cellCount)),
    houses: Array.from({ length: houseCount }, (_, i) => v.getUint16(at + 20 + 2 * i, true)),
    placed: [],
    eliminated: [],
    chain: [],
  };
  for (let cell = 0; cell < size * size; cell += 1) {
    const digit = memory[at + 852 + cell];
    if (digit !== 0) hint.placed.push({ cell, digit });
    const mask = v.getUint16(at + 84 + 2 * cell, true);
    if (mask !== 0) {
      const digits = [];
      for (let d = 1; d <= size; d += 1) if (mask & (1 << (d - 1))) digits.push(d);
      hint.eliminated.push({ cell, digits });
    }
  }
  return hint;
}

// --- The game API -----------------------------------------------------------

const LOAD = Symbol('load');
const VARIANT = Symbol('variant');

const finalizer = new FinalizationRegistry(({ pointer, owner }) => {
  if (owner === generation && lib !== null) lib.sudoku_game_free(pointer);
});

/**
 * A game: the player's entries and pencil marks over a puzzle with one
 * solution, with undo/redo, conflicts, mistakes, hints and save/load.
 * Rows, columns and digits are 1-based; cells 0..N*N-1 (N = size(), 9
 * for a classic game, see Game.variant). Call free() when done (the
 * garbage collector frees a forgotten game too).
 */
export class Game {
  #pointer;
  #owner;
  #variant;

  /** A new game on `puzzle`. */
  constructor(puzzle, ...rest) {
    const how = rest[0];
    live();
    const pointer = call(() => {
      const handle = alloc(4, 4);
      let status;
      if (how === VARIANT) {
        status = withVariant(puzzle, (variant) => lib.sudoku_variant_game_new(variant, handle));
      } else {
        const text = inputString(puzzle, how === LOAD ? 'saved game' : 'puzzle');
        status = how === LOAD ? lib.sudoku_game_load(text, handle) : lib.sudoku_game_new(text, handle);
      }
      if (status !== OK) throw fail(status);
      return view().getUint32(handle, true);
    });
    this.#pointer = pointer;
    this.#owner = generation;
    this.#variant = how === VARIANT || (how === LOAD && puzzle.startsWith('sudoku-variant-game-1\n'));
    finalizer.register(this, { pointer, owner: generation }, this);
  }

  /** A game restored from save(). */
  static load(saved) {
    return new Game(saved, LOAD);
  }

  /** A game on a variant described in the library's text format. */
  static variant(text) {
    return new Game(text, VARIANT);
  }

  /** N: the grid is N x N. */
  size() {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_size(g)));
  }

  #game() {
    live();
    if (this.#pointer === 0) throw new Error('libsudoku: the game was freed');
    if (this.#owner !== generation) throw new Error('libsudoku: the game was lost when the library restarted');
    return this.#pointer;
  }

  #status(status) {
    if (status !== OK) throw fail(status);
  }

  #value(value) {
    if (value < 0) throw fail(value);
    return value;
  }

  /** Frees the game; later calls on it throw. */
  free() {
    if (this.#pointer !== 0) {
      finalizer.unregister(this);
      if (this.#owner === generation && lib !== null) lib.sudoku_game_free(this.#pointer);
      this.#pointer = 0;
    }
  }

  /** Enters `digit` (1..N; 0 erases) as one undoable move. */
  enter(row, col, digit) {
    const g = this.#game();
    call(() => this.#status(lib.sudoku_game_enter(g, toInt(row, 'row'), toInt(col, 'col'), toInt(digit, 'digit'))));
  }

  /** The digit in a cell (0 when empty). */
  digit(row, col) {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_digit(g, toInt(row, 'row'), toInt(col, 'col'))));
  }

  /** Whether the cell holds a given. */
  isGiven(row, col) {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_is_given(g, toInt(row, 'row'), toInt(col, 'col'))) === 1);
  }

  /** The cell's pencil marks as an N-bit mask (bit d-1 for digit d). */
  pencil(row, col) {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_pencil(g, toInt(row, 'row'), toInt(col, 'col'))));
  }

  /** Sets the cell's pencil marks (an N-bit mask). */
  setPencil(row, col, mask) {
    const g = this.#game();
    call(() => this.#status(lib.sudoku_game_set_pencil(g, toInt(row, 'row'), toInt(col, 'col'), toInt(mask, 'mask'))));
  }

  /** Toggles one pencil mark. */
  togglePencil(row, col, digit) {
    const g = this.#game();
    call(() => this.#status(lib.sudoku_game_toggle_pencil(g, toInt(row, 'row'), toInt(col, 'col'), toInt(digit, 'digit'))));
  }

  /** Fills every empty cell's pencil marks with its candidates. */
  autoPencil() {
    const g = this.#game();
    call(() => this.#status(lib.sudoku_game_auto_pencil(g)));
  }

  /** Undoes the latest move: false when there is none. */
  undo() {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_undo(g)) === 1);
  }

  /** Redoes the latest undone move: false when there is none. */
  redo() {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_redo(g)) === 1);
  }

  /** Whether every cell holds the solution's digit. */
  isComplete() {
    const g = this.#game();
    return call(() => this.#value(lib.sudoku_game_is_complete(g)) === 1);
  }

  /** Entries that repeat a given's digit: [{cell, given, house}]. */
  conflicts() {
    const g = this.#game();
    return call(() => {
      const n = this.#value(lib.sudoku_conflicts(g, 0, 0));
      const out = alloc(Math.max(n, 1) * 12, 4);
      this.#value(lib.sudoku_conflicts(g, out, n));
      const v = view();
      return Array.from({ length: n }, (_, i) => ({
        cell: v.getInt32(out + 12 * i, true),
        given: v.getInt32(out + 12 * i + 4, true),
        house: v.getInt32(out + 12 * i + 8, true),
      }));
    });
  }

  /**
   * Pairs of digits that break a rule, one of them an entry: [{first,
   * second, house}] (on a variant, house -1 for a rule between two cells).
   */
  clashes() {
    const g = this.#game();
    return call(() => {
      const n = this.#value(lib.sudoku_clashes(g, 0, 0));
      const out = alloc(Math.max(n, 1) * 12, 4);
      this.#value(lib.sudoku_clashes(g, out, n));
      const v = view();
      return Array.from({ length: n }, (_, i) => ({
        first: v.getInt32(out + 12 * i, true),
        second: v.getInt32(out + 12 * i + 4, true),
        house: v.getInt32(out + 12 * i + 8, true),
      }));
    });
  }

  /** The cells whose entry differs from the solution. */
  mistakes() {
    const g = this.#game();
    return call(() => {
      const out = alloc(256, 1);
      const n = this.#value(lib.sudoku_mistakes(g, out, 256));
      return Array.from(bytes().subarray(out, out + n));
    });
  }

  /** The whole state as a string, for Game.load. */
  save() {
    const g = this.#game();
    return call(() => {
      const size = this.#value(lib.sudoku_game_save_bytes(g));
      const out = alloc(size, 1);
      this.#status(lib.sudoku_game_save(g, out, size));
      return cString(out);
    });
  }

  /**
   * The next hint: a wrong entry or missing pencil mark first, then the
   * simplest step, from the player's pencil marks (usePencil) or the
   * candidates of the entries. See hint().
   */
  hint(usePencil = false) {
    const g = this.#game();
    if (!this.#variant) return call(() => gameHint(g, usePencil ? 1 : 0));
    return call(() => {
      const out = alloc(VARIANT_HINT_BYTES);
      this.#status(lib.sudoku_variant_hint(g, usePencil ? 1 : 0, out));
      return readVariantHint(out);
    });
  }
}

/** For tests of the recovery path only: runs a call that traps. */
export const _internal = {
  trap() {
    call(() => {
      throw new WebAssembly.RuntimeError('unreachable (simulated)');
    });
  },
  get generation() {
    return generation;
  },
  ready() {
    return spareReady;
  },
};
