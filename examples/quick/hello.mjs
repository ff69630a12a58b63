import { solve, rate, generate, SudokuError } from 'libsudoku';

const { puzzle } = generate(42n); // the same puzzle in every binding
console.log(puzzle, rate(puzzle).levelName);
console.log(solve(puzzle));
try {
  solve('53..7');
} catch (error) {
  if (!(error instanceof SudokuError)) throw error;
  console.log(`error: ${error.message}`);
}
