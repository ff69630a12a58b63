-- A LÖVE game that loads the Lua binding and plays a generated puzzle by
-- hints, then quits: 0 when every check passed. Run headless by tests/lua.rs:
--   SUDOKU_LIBRARY=... SUDOKU_VERSION=... LUA_PATH=... love tests/lua/love
function love.load()
    local ok, result = pcall(function()
        local sudoku = require("sudoku")
        return require("play")(sudoku, os.getenv("SUDOKU_VERSION"))
    end)
    if ok then
        for _, line in ipairs(result) do
            print(line)
        end
        print("love " .. table.concat({ love.getVersion() }, ".", 1, 3) .. ": all checks passed")
        love.event.quit(0)
    else
        print("love: " .. tostring(result))
        love.event.quit(1)
    end
end
