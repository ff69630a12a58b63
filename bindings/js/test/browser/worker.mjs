// Runs inside a module Web Worker in Chromium: imports the installed
// package the way a web game would and exercises every entry point.
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
}

try {
  const sudoku = await import('./node_modules/libsudoku/index.js');
  const lines = [`libsudoku ${sudoku.version()} in ${typeof WorkerGlobalScope !== 'undefined' ? 'a worker' : 'no worker'}`];
  check(typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope, 'runs in a worker');
  check(sudoku.solve(CLASSIC) === CLASSIC_SOLUTION, 'solve');
  check(sudoku.solve('55' + CLASSIC.slice(2)) === null, 'no solution');
  check(sudoku.count('.'.repeat(81), 3) === 3, 'count');
  const rating = sudoku.rate(CLASSIC);
  check(rating.levelName === 'easy', 'rate');
  let message = '';
  let status;
  try {
    sudoku.solve('nonsense');
  } catch (error) {
    message = error.message;
    status = error.statusText;
  }
  check(
    message === "'n' at position 1 is not a digit, a blank (. 0 _) or a separator" && status === 'cannot parse puzzle',
    `error text: ${message}`,
  );
  const made = sudoku.generate(2026n, { minScore: 2.0, maxScore: 4.0 });
  check(sudoku.count(made.puzzle, 2) === 1 && made.score >= 2 && made.score <= 4, 'generate');
  lines.push(`generated ${made.puzzle} (${made.score}, ${made.hardest})`);
  const game = new sudoku.Game(made.puzzle);
  game.autoPencil();
  let steps = 0;
  for (;;) {
    const step = game.hint(true);
    if (step.kind === 'solved') break;
    check(step.kind === 'step', step.explanation);
    for (const { cell, digit } of step.placed) game.enter(Math.floor(cell / 9) + 1, (cell % 9) + 1, digit);
    for (const { cell, digits } of step.eliminated) {
      const [row, col] = [Math.floor(cell / 9) + 1, (cell % 9) + 1];
      if (game.digit(row, col) === 0) {
        game.setPencil(row, col, digits.reduce((m, d) => m & ~(1 << (d - 1)), game.pencil(row, col)));
      }
    }
    steps += 1;
    check(steps < 1000, 'too many hints');
  }
  check(game.isComplete() && game.mistakes().length === 0, 'complete');
  const restored = sudoku.Game.load(game.save());
  check(restored.isComplete(), 'save and load');
  restored.free();
  game.free();
  lines.push(`played by ${steps} hints: complete`);
  postMessage({ ok: true, lines });
} catch (error) {
  postMessage({ ok: false, error: String(error && error.stack || error) });
}
