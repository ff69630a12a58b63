-- Runs play.lua under LuaJIT:
--   SUDOKU_LIBRARY=LIBRARY luajit tests/lua/run.lua VERSION
-- with package.path reaching bindings/lua/ and tests/lua/.
local sudoku = require("sudoku")
for _, line in ipairs(require("play")(sudoku, arg[1])) do
    print(line)
end
print("lua: all checks passed")
