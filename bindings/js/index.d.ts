// Types of libsudoku's JavaScript entry (index.js). Errors throw a
// SudokuError whose message says what went wrong and where.

/** An error from libsudoku. */
export class SudokuError extends Error {
  /** The SUDOKU_* status code, e.g. -3 (SUDOKU_ERR_PARSE). */
  readonly status: number;
  /** The status code's fixed text, e.g. "cannot parse puzzle". */
  readonly statusText: string;
}

/** A logical rating on Sudoku Explainer's scale. */
/** A level's name. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export interface Rating {
  /** The hardest step's score, e.g. 7.1. */
  score: number;
  /** The score in tenths, e.g. 71. */
  scoreTenths: number;
  /** 0 easy, 1 medium, 2 hard, 3 expert, 4 extreme. */
  level: number;
  levelName: Level;
  /** The hardest technique's name. */
  hardest: string;
  /** The hardest technique's id. */
  hardestId: number;
}

export interface GenerateOptions {
  /** The level wanted (its scores, within minScore and maxScore). */
  level?: Level | number;
  /** Lowest score wanted (Sudoku Explainer scale, e.g. 6.0). */
  minScore?: number;
  /** Highest score wanted. */
  maxScore?: number;
  /** The technique (name or id) the hardest step must be; not one ratings
   * leave out (W-Wing, hidden rectangle, Sue de Coq, ALS patterns, AIC:
   * hints only). */
  hardest?: string | number;
  /** Default "rotate180". */
  symmetry?: 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal' | number;
  /** 0 (default) for a minimal puzzle, else a clue count to stop at (>= 17). */
  clues?: number;
  /** Attempts before giving up (default 1000). */
  maxAttempts?: number;
}

export interface Generated extends Rating {
  /** 81 characters, '.' for blanks. */
  puzzle: string;
  /** 81 digits. */
  solution: string;
}

export interface ChainNode {
  /** One cell, or 2-3 for a group node (0..80). */
  cells: number[];
  digit: number;
  /** Whether the candidate is true at this point of the chain. */
  on: boolean;
  /** The link to the next node. */
  link: 'end' | 'strong' | 'weak' | 'derived';
}

export interface Hint {
  kind: 'step' | 'wrong digit' | 'missing candidate' | 'solved';
  /** The technique's name for a step, else "". */
  technique: string;
  techniqueId: number;
  /** The English sentence and the step in players' notation. */
  explanation: string;
  /** N for a variant game's hint (cells are then 0..N*N-1). */
  size?: number;
  /** The cells the step is about (0..80 in reading order). */
  cells: number[];
  /** Its houses: 0-8 rows, 9-17 columns, 18-26 boxes (on a variant:
   * rows, columns, boxes or regions, extra houses, then cages). */
  houses: number[];
  placed: { cell: number; digit: number }[];
  eliminated: { cell: number; digits: number[] }[];
  /** The chain's nodes, for chain techniques; else empty. */
  chain: ChainNode[];
}

export interface Conflict {
  cell: number;
  given: number;
  house: number;
}

export interface Clash {
  first: number;
  second: number;
  house: number;
}

/** The library version, e.g. "0.4.0". */
export function version(): string;
/** A technique's name by id ("unknown technique" past the last). */
export function techniqueName(id: number): string;
/** The first solution as an 81-character line; null when there is none. */
export function solve(puzzle: string): string | null;
/** How many solutions `puzzle` has, counting up to `limit` (>= 1). */
export function count(puzzle: string, limit: number): number;
/** The logical rating of a puzzle with one solution. */
export function rate(puzzle: string): Rating;
/** A seeded puzzle: the same seed and options give the same puzzle everywhere. */
export function generate(seed: bigint, options?: GenerateOptions): Generated;
/** The simplest next step for a puzzle with one solution. */
export function hint(puzzle: string): Hint;

/** What solveVariant found. */
export interface VariantSolved {
  /** Solutions found, up to the limit. */
  count: number;
  /** The first, N*N cells (1-9 then A-G); null when there is none. */
  solution: string | null;
}

/** How much a variant call may do. */
export interface VariantOptions {
  /** Guesses allowed (0 = the default): a solve's, a rating's check's, each generation attempt's. */
  maxGuesses?: number | bigint;
  /** 0 only: WebAssembly has no clock (other values throw SudokuError, status -2). */
  maxMillis?: number;
  /** A signal already aborted cancels the call (calls are synchronous: a later abort cannot reach one). */
  signal?: { readonly aborted: boolean };
}

export interface VariantGenerateOptions extends VariantOptions {
  /** "easy" .. "extreme" or 0..4; any when omitted. */
  level?: Level | number;
  /** Puzzles made and rated before giving up (default 100). */
  maxAttempts?: number;
}

/** Solves a variant described in the library's text format, counting up to `limit` (default 2). */
export function solveVariant(text: string, limit?: number, options?: VariantOptions): VariantSolved;
/** The rating of a variant with one solution. */
export function rateVariant(text: string, options?: VariantOptions): Rating;
/** A seeded variant's whole description; `rules` may say "jigsaw" and "killer". */
export function generateVariant(seed: bigint, rules: string, options?: VariantGenerateOptions): string;
/**
 * The library's variant text of an f-puzzles puzzle (its JSON, LZ-String
 * base64 form, or an f-puzzles or SudokuPad link); throws naming a
 * constraint with no equivalent here.
 */
export function variantFromFpuzzles(fpuzzles: string): string;
/** A variant, in the library's text format, as f-puzzles JSON. */
export function variantToFpuzzles(text: string): string;

/**
 * A game over a puzzle with one solution. Rows, columns and digits are
 * 1-based; cells 0..80. Call free() when done.
 */
export class Game {
  constructor(puzzle: string);
  /** A game restored from save(). */
  static load(saved: string): Game;
  /** A game on a variant described in the library's text format. */
  static variant(text: string): Game;
  /** N: the grid is N x N. */
  size(): number;
  /** Frees the game; later calls on it throw. */
  free(): void;
  /** Enters `digit` (1..N; 0 erases) as one undoable move. */
  enter(row: number, col: number, digit: number): void;
  digit(row: number, col: number): number;
  isGiven(row: number, col: number): boolean;
  /** The cell's pencil marks as an N-bit mask (bit d-1 for digit d). */
  pencil(row: number, col: number): number;
  setPencil(row: number, col: number, mask: number): void;
  togglePencil(row: number, col: number, digit: number): void;
  autoPencil(): void;
  /** false when there was nothing to undo. */
  undo(): boolean;
  redo(): boolean;
  isComplete(): boolean;
  conflicts(): Conflict[];
  clashes(): Clash[];
  mistakes(): number[];
  save(): string;
  /** The next hint, from the player's pencil marks when usePencil. */
  hint(usePencil?: boolean): Hint;
}

/** For tests of the recovery path only. */
export const _internal: {
  trap(): never;
  readonly generation: number;
  ready(): Promise<void>;
};
