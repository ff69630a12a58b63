// A typed client of the package: `tsc --strict` must accept it (and reject
// the marked misuse), so index.d.ts says what index.js does.
import { solve, count, rate, generate, hint, Game, version, generateVariant, solveVariant, rateVariant, variantFromFpuzzles, variantToFpuzzles } from 'libsudoku';
import type { Rating, Hint, Generated, ChainNode, VariantSolved } from 'libsudoku';

const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const solution: string | null = solve(puzzle);
const solutions: number = count(puzzle, 2);
const rating: Rating = rate(puzzle);
const score: number = rating.score;
const hardest: string = rating.hardest;
const made: Generated = generate(42n, { minScore: 6.0, maxScore: 7.4, symmetry: 'none', hardest: 'X-Wing' });
const step: Hint = hint(made.puzzle);
const cells: number[] = step.cells;
const chain: ChainNode[] = step.chain;
const game = new Game(made.puzzle);
game.enter(1, 1, 5);
const undone: boolean = game.undo();
const next: Hint = game.hint(true);
const restored: Game = Game.load(game.save());
restored.free();
game.free();
const killer: string = generateVariant(4n, 'size 6\nrules killer', { level: 'easy' });
const found: VariantSolved = solveVariant(killer, 2, { maxGuesses: 1000n, signal: new AbortController().signal });
const variantRating: Rating = rateVariant(killer);
const json: string = variantToFpuzzles(killer);
const back: string = variantFromFpuzzles(json);
const variantGame: Game = Game.variant(killer);
const n: number = variantGame.size();
variantGame.free();
const v: string = version();
// @ts-expect-error the seed is a bigint
generate(42);
// @ts-expect-error the variant's seed is a bigint too
generateVariant(4, 'size 6');
// @ts-expect-error solve may return null
const sure: string = solve(puzzle);
export { solution, solutions, score, hardest, cells, chain, undone, next, v, sure, found, variantRating, back, n };
