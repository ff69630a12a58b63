-- Runs play.lua under LuaJIT:
--   luajit tests/lua/run.lua LIBRARY VERSION
-- with package.path reaching bindings/lua/ and tests/lua/.
local sudoku = require("sudoku")
sudoku.open(arg[1])
for _, line in ipairs(require("play")(sudoku, arg[2])) do
    print(line)
end
print("lua: all checks passed")
