package.path = "bindings/lua/?.lua;" .. package.path      -- where sudoku.lua is
package.cpath = "target/release/lib?.so;" .. package.cpath -- where the library is
local sudoku = require("sudoku")

local puzzle = sudoku.generate(42)                          -- the same puzzle everywhere
print(puzzle, sudoku.rate(puzzle).level_name)
print(sudoku.solve(puzzle))
local ok, err = pcall(sudoku.solve, "53..7")
print("error: " .. err)
