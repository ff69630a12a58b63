import libsudoku

made = libsudoku.generate(42)  # the same puzzle in every binding
print(made.puzzle, made.rating.level_name)
print(libsudoku.solve(made.puzzle))
solutions, status = libsudoku.solve_many([made.puzzle] * 1000)  # numpy, every core
print(solutions.shape, status.max())
try:
    libsudoku.solve("53..7")
except libsudoku.ParseError as error:
    print(f"error: {error}")
