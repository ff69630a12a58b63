-- The Lua binding's test, shared by the LuaJIT runner (run.lua) and the
-- LÖVE game (love/main.lua): solve, count, rate, errors, then generate a
-- puzzle and play it to the end by hints through the game API. Returns the
-- lines it printed; raises on the first failed check.
-- Variants: solved, rated and generated, within a guess budget, a time
-- limit and a cancel flag; to f-puzzles JSON and back.
local function variants(sudoku, check, say)
    local ok, err = pcall(sudoku.solve_variant, "size 7")
    check(not ok and err:find("line 1: size 7 is not one of 4, 6, 8, 9, 10, 12, 16", 1, true), "variant parse error: " .. tostring(err))
    check(sudoku.solve_variant("size 4", 1000) == 288, "288 4x4 grids")
    local text = sudoku.generate_variant(3, "size 6\nrules diagonal", "any", 50)
    local count, first = sudoku.solve_variant(text)
    check(count == 1 and #first == 36, "a generated diagonal 6x6 has one solution")
    check(sudoku.rate_variant(text).score >= 1, "rated")
    ok, err = pcall(sudoku.solve_variant, "size 16", 1e15, { max_guesses = 1000 })
    check(not ok and err:find("1000 guesses spent", 1, true), "a guess budget: " .. tostring(err))
    ok, err = pcall(sudoku.solve_variant, "size 16", 1e15, { max_guesses = 1e12, max_millis = 30 })
    check(not ok and err:find("max_millis (30 ms) passed", 1, true), "a time limit: " .. tostring(err))
    local flag = require("ffi").new("int32_t[1]", 1)
    ok, err = pcall(sudoku.generate_variant, 1, "size 6", nil, 5, { cancel = flag })
    check(not ok and err:find("cancelled", 1, true), "a cancel flag: " .. tostring(err))
    local json = sudoku.variant_to_fpuzzles(text)
    check(json:sub(1, 10) == '{"size":6,', "f-puzzles JSON: " .. json:sub(1, 20))
    check(sudoku.variant_from_fpuzzles(json) == text, "f-puzzles and back")
    ok, err = pcall(sudoku.variant_from_fpuzzles, '{"size":4,"clone":[{}]}')
    check(not ok and err:find("clone", 1, true), "a clone is named: " .. tostring(err))
    ok, err = pcall(sudoku.variant_to_fpuzzles, "size 4\ngreater r1c1 r1c2")
    check(not ok and err:find("greater", 1, true), "f-puzzles lacks greater: " .. tostring(err))
    say("variants with budgets and a cancel flag, and f-puzzles: ok")
end

return function(sudoku, expected_version)
    local out = {}
    local function say(...)
        out[#out + 1] = table.concat({ ... }, " ")
    end
    local function check(ok, what)
        if not ok then error("check failed: " .. what, 2) end
    end

    check(sudoku.version() == expected_version, "version " .. sudoku.version())
    say("libsudoku " .. sudoku.version())

    local classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    local solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    local ok, err
    check(sudoku.solve(classic) == solution, "solve")
    check(sudoku.count(classic, 2) == 1, "count classic")
    check(sudoku.count(string.rep(".", 81), 5) == 5, "count an empty grid up to 5")
    check(sudoku.count("55" .. classic:sub(3), 5) == 0, "clashing givens count as none")
    ok, err = pcall(sudoku.count, classic, 0)
    check(not ok and err:find("sudoku_solve_limit: limit is 0, expected at least 1", 1, true), "count limit 0: " .. tostring(err))
    -- No solution is nil, not an error: givens that clash (r1c3 = 5 beside
    -- r1c1's 5), or r1c9 needing the 9 that r2c9 holds.
    check(sudoku.solve("535" .. classic:sub(4)) == nil, "a clashing puzzle")
    check(sudoku.solve("12345678.........9" .. string.rep(".", 63)) == nil, "an unsolvable puzzle")
    ok, err = pcall(sudoku.solve, "not a puzzle")
    check(not ok and err:find("'n' at position 1 is not a digit", 1, true), "parse error: " .. tostring(err))
    variants(sudoku, check, say)
    ok, err = pcall(sudoku.rate, string.rep(".", 81))
    check(not ok and err:find("the puzzle has more than one solution", 1, true), "rate: " .. tostring(err))
    say("solve, count and errors: ok")

    local hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
    local r = sudoku.rate(hard)
    check(r.score >= 9 and r.level == sudoku.C.SUDOKU_LEVEL_EXTREME and #r.hardest > 0, "rate hard")
    say(string.format("rate: %.1f, level %d, %s", r.score, r.level, r.hardest))

    local puzzle, solved, rating = sudoku.generate(2026, sudoku.C.SUDOKU_LEVEL_MEDIUM, sudoku.C.SUDOKU_SYMMETRY_ROTATE180, 100)
    check(#puzzle == 81 and sudoku.solve(puzzle) == solved and rating.level == sudoku.C.SUDOKU_LEVEL_MEDIUM, "generate")
    check(select(1, sudoku.generate(2026, sudoku.C.SUDOKU_LEVEL_MEDIUM, sudoku.C.SUDOKU_SYMMETRY_ROTATE180, 100)) == puzzle, "seeded")
    say(string.format("generated (seed 2026): %s, %.1f %s", puzzle, rating.score, rating.hardest))

    local game = sudoku.Game.new(puzzle)
    local first = puzzle:find("%.") - 1
    local row, col = math.floor(first / 9) + 1, first % 9 + 1
    check(not game:is_given(row, col) and game:digit(row, col) == 0, "empty cell")
    local right = tonumber(solved:sub(first + 1, first + 1))
    game:enter(row, col, right % 9 + 1)
    check(#game:mistakes() == 1 and game:mistakes()[1] == first, "one mistake")
    local hint = game:hint(false)
    check(hint.kind == sudoku.C.SUDOKU_HINT_WRONG_DIGIT and hint.cells[1] == first, "the hint points at the mistake")
    say("hint (" .. hint.kind_name .. "): " .. hint.explanation)
    check(game:undo() and game:digit(row, col) == 0 and not game:undo(), "undo")
    check(game:redo() and game:digit(row, col) == right % 9 + 1 and game:undo(), "redo")
    ok, err = pcall(game.enter, game, 0, 1, 1)
    check(not ok and err:find("sudoku_game_enter: row is 0, expected 1..9", 1, true), "range error: " .. tostring(err))
    -- Levels and symmetries by name are the numbers' puzzles.
    local by_name = sudoku.generate(7, "easy", "none", 100)
    check(by_name == sudoku.generate(7, 0, 0, 100), "levels and symmetries by name")
    ok, err = pcall(sudoku.generate, 7, "impossible")
    check(not ok and err:find('unknown level "impossible"', 1, true), "unknown level: " .. tostring(err))

    game:auto_pencil()
    check(game:pencil(row, col) ~= 0, "pencil marks")
    local steps = 0
    while true do
        hint = game:hint(true)
        if hint.kind == sudoku.C.SUDOKU_HINT_SOLVED then break end
        check(hint.kind == sudoku.C.SUDOKU_HINT_STEP, "a step, not " .. hint.kind_name)
        check(#hint.technique_name > 0 and #hint.explanation > 0, "a named, explained step")
        if steps < 2 then say("hint: " .. hint.explanation) end
        check(game:apply(hint) > 0, "progress")
        steps = steps + 1
        check(steps < 1000, "too many hints")
    end
    check(game:is_complete() and #game:mistakes() == 0 and #game:conflicts() == 0 and #game:clashes() == 0, "complete")
    say("followed " .. steps .. " hints: complete")

    local saved = game:save()
    local restored = sudoku.Game.load(saved)
    check(restored:is_complete() and restored:save() == saved, "save and load")
    restored:free()
    game:free()
    check(not pcall(game.digit, game, 1, 1), "a freed game refuses calls")
    say("saved, loaded and freed: ok")
    return out
end
