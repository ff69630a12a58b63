-- libsudoku for LuaJIT (and LÖVE, which runs LuaJIT): a binding over the C
-- ABI through LuaJIT's FFI, the way LÖVE games call C libraries.
--
--   local sudoku = require("sudoku")
--
-- `require` loads the library from the path in the SUDOKU_LIBRARY
-- environment variable when it is set, else "sudoku" through the system
-- loader (libsudoku.so, sudoku.dll, libsudoku.dylib), else the first file
-- that package.cpath's templates give for "sudoku" or "libsudoku"; when
-- none loads, `require` fails with each loader's message.
--
--   sudoku.solve(puzzle)            -> solution string, or nil when none
--                                      (the givens clash, or nothing fits)
--   sudoku.count(puzzle, limit)     -> number of solutions up to limit
--   sudoku.rate(puzzle)             -> { score, level, level_name, hardest, technique }
--   sudoku.generate(seed, level, symmetry, attempts)
--                                   -> puzzle, solution, rating; level and
--                                      symmetry by number or name ("hard",
--                                      "rotate180"); the defaults are the
--                                      library's (any level, rotate180,
--                                      SUDOKU_GENERATE_DEFAULT_ATTEMPTS)
--   sudoku.Game.new(puzzle) / sudoku.Game.load(saved)  -> game (see Game)
--   sudoku.open(path)               -> switches to the library at `path`
--   sudoku.C                        -> the raw ffi namespace (every function
--                                      and SUDOKU_* constant of sudoku.h)
--
-- Failures raise a Lua error whose message is the library's own
-- (`sudoku_last_error`), e.g. "puzzle has 5 cells, expected 81". Games are
-- freed by the garbage collector, or at once with game:free().
--
-- The declarations between the two markers below are sudoku.h itself,
-- without comments and preprocessor lines, its #define constants turned into
-- static const declarations; tests/lua.rs checks that they match the header
-- (and rewrites them with SUDOKU_LUA_REGEN=1).

local ffi = require("ffi")
local bit = require("bit")

ffi.cdef [[
/* BEGIN sudoku.h */
static const int32_t SUDOKU_VERSION_MAJOR = 0;
static const int32_t SUDOKU_VERSION_MINOR = 4;
static const int32_t SUDOKU_VERSION_PATCH = 0;

static const int32_t SUDOKU_LINK_END = 0;

static const int32_t SUDOKU_LINK_STRONG = 1;

static const int32_t SUDOKU_LINK_WEAK = 2;

static const int32_t SUDOKU_LINK_DERIVED = 3;

static const int32_t SUDOKU_GAME_SAVE_BYTES = 422;

static const int32_t SUDOKU_MAX_SCORE_TENTHS = 1000;

static const int32_t SUDOKU_GENERATE_MAX_MIN_SCORE_TENTHS = 100;

static const int32_t SUDOKU_GENERATE_DEFAULT_ATTEMPTS = 1000;

static const int32_t SUDOKU_GENERATE_DEFAULT_SYMMETRY = 1;

static const int32_t SUDOKU_GENERATOR_VERSION = 5;

static const int32_t SUDOKU_MIN_CLUE_TARGET = 17;

static const int32_t SUDOKU_SYMMETRY_NONE = 0;

static const int32_t SUDOKU_SYMMETRY_ROTATE180 = 1;

static const int32_t SUDOKU_SYMMETRY_ROTATE90 = 2;

static const int32_t SUDOKU_SYMMETRY_MIRROR = 3;

static const int32_t SUDOKU_SYMMETRY_DIAGONAL = 4;

static const int32_t SUDOKU_HINT_STEP = 0;

static const int32_t SUDOKU_HINT_WRONG_DIGIT = 1;

static const int32_t SUDOKU_HINT_MISSING_CANDIDATE = 2;

static const int32_t SUDOKU_HINT_SOLVED = 3;

static const int32_t SUDOKU_HINT_TEXT_BYTES = 512;

static const int32_t SUDOKU_LEVEL_ANY = -1;

static const int32_t SUDOKU_LEVEL_EASY = 0;

static const int32_t SUDOKU_LEVEL_MEDIUM = 1;

static const int32_t SUDOKU_LEVEL_HARD = 2;

static const int32_t SUDOKU_LEVEL_EXPERT = 3;

static const int32_t SUDOKU_LEVEL_EXTREME = 4;

static const int32_t SUDOKU_DEFAULT_MAX_GUESSES = 4194304;

static const int32_t SUDOKU_MARK_CHARS = 729;

static const int32_t SUDOKU_VARIANT_HINT_HOUSES = 32;

static const int32_t SUDOKU_VARIANT_MAX_CELLS = 256;

static const int32_t SUDOKU_VARIANT_DEFAULT_WORK = 67108864;

static const int32_t SUDOKU_VARIANT_ATTEMPT_GUESSES_6 = 1000000;

static const int32_t SUDOKU_VARIANT_ATTEMPT_GUESSES_9 = 400000;

static const int32_t SUDOKU_VARIANT_ATTEMPT_GUESSES_10 = 200000;

static const int32_t SUDOKU_VARIANT_ATTEMPT_GUESSES_12 = 100000;

static const int32_t SUDOKU_VARIANT_ATTEMPT_GUESSES_16 = 40000;

typedef struct SudokuGame SudokuGame;

typedef struct Sudoku Sudoku;

typedef struct SudokuVariant SudokuVariant;

typedef int32_t SudokuStatus;

typedef struct {

  uint8_t cell_count;

  uint8_t cells[9];

  uint8_t digit;

  uint8_t on;

  int32_t link;
} SudokuChainNode;

typedef struct {

  int32_t first;

  int32_t second;

  int32_t house;
} SudokuClash;

typedef struct {

  int32_t cell;

  int32_t given;

  int32_t house;
} SudokuConflict;

typedef struct {

  uint32_t size;

  int32_t min_score_tenths;

  int32_t max_score_tenths;

  int32_t hardest;

  int32_t symmetry;

  int32_t clues;

  uint32_t max_attempts;

  const volatile int32_t *cancel;
} SudokuGenerateOptions;

typedef struct {

  int32_t score_tenths;

  int32_t level;

  int32_t hardest;
} SudokuRating;

typedef struct {

  int32_t kind;

  int32_t technique;

  int32_t house_count;

  int32_t cell_count;

  uint16_t eliminated[81];

  uint8_t houses[27];

  uint8_t cells[81];

  uint8_t placed[81];

  char explanation[512];

  uint8_t reserved;
} SudokuHint;

typedef struct {

  uint32_t size;

  uint64_t max_guesses;

  uint32_t max_millis;

  const volatile int32_t *cancel;
} SudokuVariantOptions;

typedef struct {

  int32_t kind;

  int32_t technique;

  int32_t size;

  int32_t house_count;

  int32_t cell_count;

  uint16_t houses[32];

  uint16_t eliminated[256];

  uint8_t cells[256];

  uint8_t placed[256];

  char explanation[512];
} SudokuVariantHint;

static const int32_t SUDOKU_OK = 0;

static const int32_t SUDOKU_NO_SOLUTION = 1;

static const int32_t SUDOKU_CONFLICT = 2;

static const int32_t SUDOKU_LIMIT_REACHED = 3;

static const int32_t SUDOKU_NOT_UNIQUE = 4;

static const int32_t SUDOKU_CANCELLED = 5;

static const int32_t SUDOKU_ERR_NULL = -1;

static const int32_t SUDOKU_ERR_RANGE = -2;

static const int32_t SUDOKU_ERR_PARSE = -3;

static const int32_t SUDOKU_ERR_BUFFER = -4;

static const int32_t SUDOKU_ERR_PANIC = -5;

static const int32_t SUDOKU_ERR_BUDGET = -6;

static const int32_t SUDOKU_ERR_GIVEN = -7;

static const int32_t SUDOKU_ERR_CANCELLED = -8;

SudokuStatus sudoku_solve_batch(const char *puzzles,
                                size_t count,
                                size_t stride,
                                char *solutions,
                                size_t solution_stride,
                                int32_t threads,
                                int64_t *counts);

SudokuStatus sudoku_hint_chain(const SudokuGame *g,
                               int32_t use_pencil,
                               SudokuChainNode *nodes,
                               size_t cap,
                               size_t *count);

SudokuStatus sudoku_hint_candidates_chain(const char *marks,
                                          SudokuChainNode *nodes,
                                          size_t cap,
                                          size_t *count);

SudokuStatus sudoku_variant_parse_fpuzzles(const char *text, SudokuVariant **out);

size_t sudoku_variant_to_fpuzzles(const SudokuVariant *v, char *buf, size_t cap);

SudokuStatus sudoku_game_new(const char *puzzle, SudokuGame **out);

void sudoku_game_free(SudokuGame *g);

SudokuStatus sudoku_game_enter(SudokuGame *g, int32_t row, int32_t col, int32_t digit);

int32_t sudoku_game_digit(const SudokuGame *g, int32_t row, int32_t col);

int32_t sudoku_game_is_given(const SudokuGame *g, int32_t row, int32_t col);

int32_t sudoku_game_pencil(const SudokuGame *g, int32_t row, int32_t col);

SudokuStatus sudoku_game_set_pencil(SudokuGame *g, int32_t row, int32_t col, int32_t mask);

SudokuStatus sudoku_game_toggle_pencil(SudokuGame *g, int32_t row, int32_t col, int32_t digit);

SudokuStatus sudoku_game_auto_pencil(SudokuGame *g);

int32_t sudoku_game_undo(SudokuGame *g);

int32_t sudoku_game_redo(SudokuGame *g);

int32_t sudoku_game_is_complete(const SudokuGame *g);

int32_t sudoku_clashes(const SudokuGame *g,
                       SudokuClash *out,
                       size_t cap);

int32_t sudoku_conflicts(const SudokuGame *g,
                         SudokuConflict *out,
                         size_t cap);

int32_t sudoku_mistakes(const SudokuGame *g, uint8_t *cells, size_t cap);

SudokuStatus sudoku_game_save(const SudokuGame *g, char *buf, size_t cap);

SudokuStatus sudoku_game_load(const char *text, SudokuGame **out);

SudokuStatus sudoku_generate_with(uint64_t seed,
                                  const SudokuGenerateOptions *options,
                                  char *puzzle,
                                  char *solution,
                                  size_t cap,
                                  SudokuRating *rating);

SudokuStatus sudoku_generate(uint64_t seed,
                             int32_t level,
                             int32_t symmetry,
                             uint32_t max_attempts,
                             char *puzzle,
                             char *solution,
                             size_t cap,
                             SudokuRating *rating);

SudokuStatus sudoku_generate_clues(uint64_t seed,
                                   int32_t level,
                                   int32_t symmetry,
                                   uint32_t max_attempts,
                                   int32_t clues,
                                   char *puzzle,
                                   char *solution,
                                   size_t cap,
                                   SudokuRating *rating);

Sudoku *sudoku_new(bool record_trace);

void sudoku_free(Sudoku *s);

SudokuStatus sudoku_set_num(Sudoku *s, int32_t row, int32_t col, int32_t num);

SudokuStatus sudoku_set_line(Sudoku *s, int32_t row, const int32_t *nums, size_t len);

SudokuStatus sudoku_set_string(Sudoku *s, const char *puzzle);

SudokuStatus sudoku_solve(Sudoku *s);

int32_t sudoku_get(const Sudoku *s, int32_t row, int32_t col);

int32_t sudoku_candidates(const Sudoku *s, int32_t row, int32_t col);

int64_t sudoku_count_solutions(const Sudoku *s, int64_t limit);

SudokuStatus sudoku_count_solutions_within(const Sudoku *s,
                                           int64_t limit,
                                           uint64_t max_guesses,
                                           int64_t *count);

SudokuStatus sudoku_to_string(const Sudoku *s, char *buf, size_t cap);

void sudoku_clear(Sudoku *s);

size_t sudoku_trace(const Sudoku *s, char *buf, size_t cap);

SudokuStatus sudoku_hint(const SudokuGame *g, int32_t use_pencil, SudokuHint *out);

size_t sudoku_last_error(char *buf, size_t cap);

SudokuStatus sudoku_solve_str(const char *puzzle, char *solution, size_t cap);

int64_t sudoku_solve_limit(const char *puzzle,
                           int64_t limit,
                           char *solution,
                           size_t cap,
                           uint64_t *guesses);

const char *sudoku_status_str(int32_t status);

const char *sudoku_version(void);

SudokuStatus sudoku_rate(const char *puzzle, SudokuRating *rating);

const char *sudoku_technique_name(int32_t technique);

int64_t sudoku_solve_candidates(const char *marks,
                                int64_t limit,
                                char *solution,
                                size_t cap,
                                uint64_t *guesses);

SudokuStatus sudoku_hint_candidates(const char *marks, SudokuHint *out);

SudokuStatus sudoku_variant_parse(const char *text, SudokuVariant **out);

size_t sudoku_variant_to_text(const SudokuVariant *v, char *buf, size_t cap);

void sudoku_variant_free(SudokuVariant *v);

int32_t sudoku_variant_size(const SudokuVariant *v);

int64_t sudoku_variant_solve(const SudokuVariant *v, int64_t limit, char *solution, size_t cap);

int64_t sudoku_variant_solve_with(const SudokuVariant *v,
                                  int64_t limit,
                                  char *solution,
                                  size_t cap,
                                  const SudokuVariantOptions *options);

SudokuStatus sudoku_variant_game_new(const SudokuVariant *v, SudokuGame **out);

int32_t sudoku_game_size(const SudokuGame *g);

int32_t sudoku_game_save_bytes(const SudokuGame *g);

SudokuStatus sudoku_variant_hint(const SudokuGame *g, int32_t use_pencil, SudokuVariantHint *out);

SudokuStatus sudoku_variant_rate(const SudokuVariant *v, SudokuRating *rating);

SudokuStatus sudoku_variant_generate(uint64_t seed,
                                     const char *rules,
                                     int32_t level,
                                     uint32_t max_attempts,
                                     char *text,
                                     size_t cap);

SudokuStatus sudoku_variant_rate_with(const SudokuVariant *v,
                                      SudokuRating *rating,
                                      const SudokuVariantOptions *options);

SudokuStatus sudoku_variant_generate_with(uint64_t seed,
                                          const char *rules,
                                          int32_t level,
                                          uint32_t max_attempts,
                                          char *text,
                                          size_t cap,
                                          const SudokuVariantOptions *options);
/* END sudoku.h */
]]

local M = {}

local function open(path)
    local C = ffi.load(path or "sudoku")
    M.C = C

    -- The message the library stored for the failed call.
    local function last_error()
        local n = tonumber(C.sudoku_last_error(nil, 0))
        local buf = ffi.new("char[?]", n + 1)
        C.sudoku_last_error(buf, n + 1)
        return ffi.string(buf)
    end

    local function check(status)
        if status ~= C.SUDOKU_OK then
            error(last_error(), 3)
        end
    end

    local levels = { easy = 0, medium = 1, hard = 2, expert = 3, extreme = 4, any = -1 }
    local symmetries = { none = 0, rotate180 = 1, rotate90 = 2, mirror = 3, diagonal = 4 }

    -- A level or symmetry given by number or by name.
    local function named(value, names, what)
        if type(value) == "string" then
            local number = names[value:lower()]
            if number == nil then
                local known = {}
                for name in pairs(names) do known[#known + 1] = name end
                table.sort(known)
                error(string.format("unknown %s %q: one of %s", what, value, table.concat(known, ", ")), 3)
            end
            return number
        end
        return value
    end

    local function check_puzzle(puzzle)
        if type(puzzle) ~= "string" then
            error("a puzzle must be a string", 3)
        end
    end

    function M.version()
        return ffi.string(C.sudoku_version())
    end

    function M.status_text(status)
        return ffi.string(C.sudoku_status_str(status))
    end

    function M.technique_name(id)
        return ffi.string(C.sudoku_technique_name(id))
    end

    -- The first solution as an 81-character line, or nil when there is
    -- none (the givens clash, or no grid fits them).
    function M.solve(puzzle)
        check_puzzle(puzzle)
        local out = ffi.new("char[82]")
        local found = C.sudoku_solve_limit(puzzle, 1, out, 82, nil)
        if found < 0 then check(tonumber(found)) end
        return found > 0 and ffi.string(out) or nil
    end

    -- How many solutions the puzzle has, counting up to `limit` (>= 1);
    -- givens that clash count as none.
    function M.count(puzzle, limit)
        check_puzzle(puzzle)
        local found = C.sudoku_solve_limit(puzzle, limit, nil, 0, nil)
        if found < 0 then check(tonumber(found)) end
        return tonumber(found)
    end

    local level_names = { [0] = "easy", "medium", "hard", "expert", "extreme" }

    local function rating_table(r)
        return {
            score = r.score_tenths / 10,
            score_tenths = r.score_tenths,
            level = r.level,
            level_name = level_names[r.level],
            technique = r.hardest,
            hardest = M.technique_name(r.hardest),
        }
    end

    -- The logical rating: score (Sudoku Explainer scale), level, hardest.
    function M.rate(puzzle)
        check_puzzle(puzzle)
        local r = ffi.new("SudokuRating")
        check(C.sudoku_rate(puzzle, r))
        return rating_table(r)
    end

    -- A seeded puzzle: puzzle, solution (81-character lines) and its
    -- rating. The level (any when nil) and symmetry (the library's default,
    -- SUDOKU_GENERATE_DEFAULT_SYMMETRY, when nil) may be numbers or names.
    function M.generate(seed, level, symmetry, attempts)
        local puzzle, solution = ffi.new("char[82]"), ffi.new("char[82]")
        local r = ffi.new("SudokuRating")
        check(C.sudoku_generate(seed or 0,
            named(level, levels, "level") or C.SUDOKU_LEVEL_ANY,
            named(symmetry, symmetries, "symmetry") or C.SUDOKU_GENERATE_DEFAULT_SYMMETRY,
            attempts or C.SUDOKU_GENERATE_DEFAULT_ATTEMPTS,
            puzzle, solution, 82, r))
        return ffi.string(puzzle), ffi.string(solution), rating_table(r)
    end

    -- The C options of a Lua table { max_guesses, max_millis, cancel }:
    -- max_guesses (0 = the default), max_millis (0 = no limit), cancel (an
    -- int32_t[1] cdata another thread may set non-zero, or nil).
    local function variant_options(options)
        local o = ffi.new("SudokuVariantOptions")
        o.size = ffi.sizeof("SudokuVariantOptions")
        options = options or {}
        o.max_guesses = options.max_guesses or 0
        o.max_millis = options.max_millis or 0
        o.cancel = options.cancel
        return o
    end

    -- Runs `body` on a variant read from `text` by `parse` (default
    -- sudoku_variant_parse), freed afterwards.
    local function with_variant(text, body, parse)
        check_puzzle(text)
        local out = ffi.new("SudokuVariant*[1]")
        local status = (parse or C.sudoku_variant_parse)(text, out)
        if status ~= C.SUDOKU_OK then error(last_error(), 3) end
        local ok, a, b = pcall(body, out[0])
        C.sudoku_variant_free(out[0])
        if not ok then error(a, 3) end
        return a, b
    end

    -- What `write` (a sudoku_variant_to_* function) writes for variant v.
    local function written(write, v)
        local n = tonumber(write(v, nil, 0))
        local buf = ffi.new("char[?]", n + 1)
        write(v, buf, n + 1)
        return ffi.string(buf, n)
    end

    -- The library's text of an f-puzzles puzzle (its JSON, the LZ-String
    -- base64 form, or an f-puzzles or SudokuPad link): what the *_variant
    -- functions take. Raises, naming it, on a constraint with no
    -- equivalent here.
    function M.variant_from_fpuzzles(fpuzzles)
        return with_variant(fpuzzles, function(v)
            return written(C.sudoku_variant_to_text, v)
        end, C.sudoku_variant_parse_fpuzzles)
    end

    -- A variant (the library's text) as f-puzzles JSON.
    function M.variant_to_fpuzzles(text)
        return with_variant(text, function(v)
            local json = written(C.sudoku_variant_to_fpuzzles, v)
            -- Empty only for a rule f-puzzles lacks (slow-thermo, greater).
            if json == "" then error(last_error(), 3) end
            return json
        end)
    end

    -- Counts a variant's solutions up to `limit` (default 2) within
    -- `options` (see variant_options): the count and the first solution
    -- (N*N cells, 1-9 then A-G; nil when none). Raises when the guesses or
    -- the time ran out, or the cancel flag was set.
    function M.solve_variant(text, limit, options)
        return with_variant(text, function(v)
            local out = ffi.new("char[257]")
            local found = C.sudoku_variant_solve_with(v, limit or 2, out, 257, variant_options(options))
            if found < 0 then error(last_error(), 0) end
            return tonumber(found), found > 0 and ffi.string(out) or nil
        end)
    end

    -- A variant's rating (as M.rate's) within `options`.
    function M.rate_variant(text, options)
        return with_variant(text, function(v)
            local r = ffi.new("SudokuRating")
            local status = C.sudoku_variant_rate_with(v, r, variant_options(options))
            if status ~= C.SUDOKU_OK then error(last_error(), 0) end
            return rating_table(r)
        end)
    end

    -- A seeded variant's whole description: `rules` is the text format
    -- without givens (its rules line may say jigsaw and killer), level a
    -- number or name (any when nil), attempts 100 when nil, `options` as
    -- M.solve_variant's (max_guesses: each attempt's).
    function M.generate_variant(seed, rules, level, attempts, options)
        check_puzzle(rules)
        local out = ffi.new("char[8192]")
        check(C.sudoku_variant_generate_with(seed or 0, rules,
            named(level, levels, "level") or C.SUDOKU_LEVEL_ANY, attempts or 100,
            out, 8192, variant_options(options)))
        return ffi.string(out)
    end

    -- A game: entries, pencil marks, conflicts, mistakes, undo/redo,
    -- save/load and hints. Rows, columns and digits are 1-based as in C;
    -- cells (in hints, conflicts, mistakes) are 0..80 in reading order.
    local Game = {}
    Game.__index = Game
    M.Game = Game

    local function wrap(out)
        return setmetatable({ ptr = ffi.gc(out[0], C.sudoku_game_free) }, Game)
    end

    function Game.new(puzzle)
        check_puzzle(puzzle)
        local out = ffi.new("SudokuGame*[1]")
        check(C.sudoku_game_new(puzzle, out))
        return wrap(out)
    end

    function Game.load(saved)
        check_puzzle(saved)
        local out = ffi.new("SudokuGame*[1]")
        check(C.sudoku_game_load(saved, out))
        return wrap(out)
    end

    local function live(self)
        if self.ptr == nil then
            error("the game was freed", 3)
        end
        return self.ptr
    end

    -- Frees the game now (otherwise the garbage collector does).
    function Game:free()
        if self.ptr ~= nil then
            C.sudoku_game_free(ffi.gc(self.ptr, nil))
            self.ptr = nil
        end
    end

    function Game:enter(row, col, digit)
        check(C.sudoku_game_enter(live(self), row, col, digit))
    end

    function Game:digit(row, col)
        local d = C.sudoku_game_digit(live(self), row, col)
        if d < 0 then check(d) end
        return d
    end

    function Game:is_given(row, col)
        local given = C.sudoku_game_is_given(live(self), row, col)
        if given < 0 then check(given) end
        return given == 1
    end

    -- The pencil marks of a cell as a 9-bit mask (bit d-1 for digit d).
    function Game:pencil(row, col)
        local mask = C.sudoku_game_pencil(live(self), row, col)
        if mask < 0 then check(mask) end
        return mask
    end

    function Game:set_pencil(row, col, mask)
        check(C.sudoku_game_set_pencil(live(self), row, col, mask))
    end

    function Game:toggle_pencil(row, col, digit)
        check(C.sudoku_game_toggle_pencil(live(self), row, col, digit))
    end

    function Game:auto_pencil()
        check(C.sudoku_game_auto_pencil(live(self)))
    end

    -- true when a move was undone (redone), false when there was none.
    function Game:undo()
        return C.sudoku_game_undo(live(self)) == 1
    end

    function Game:redo()
        return C.sudoku_game_redo(live(self)) == 1
    end

    function Game:is_complete()
        return C.sudoku_game_is_complete(live(self)) == 1
    end

    -- Entries that repeat a given's digit: { {cell, given, house}, ... }.
    function Game:conflicts()
        local n = C.sudoku_conflicts(live(self), nil, 0)
        if n < 0 then check(n) end
        local out = ffi.new("SudokuConflict[?]", math.max(n, 1))
        n = C.sudoku_conflicts(live(self), out, n)
        local list = {}
        for i = 0, n - 1 do
            list[#list + 1] = { cell = out[i].cell, given = out[i].given, house = out[i].house }
        end
        return list
    end

    -- Every pair of equal digits in a house with an entry among them.
    function Game:clashes()
        local n = C.sudoku_clashes(live(self), nil, 0)
        if n < 0 then check(n) end
        local out = ffi.new("SudokuClash[?]", math.max(n, 1))
        n = C.sudoku_clashes(live(self), out, n)
        local list = {}
        for i = 0, n - 1 do
            list[#list + 1] = { first = out[i].first, second = out[i].second, house = out[i].house }
        end
        return list
    end

    -- The cells (0..80) whose entry differs from the solution.
    function Game:mistakes()
        local out = ffi.new("uint8_t[256]")
        local n = C.sudoku_mistakes(live(self), out, 256)
        if n < 0 then check(n) end
        local list = {}
        for i = 0, n - 1 do
            list[#list + 1] = out[i]
        end
        return list
    end

    -- The whole state as a string (SUDOKU_GAME_SAVE_BYTES - 1 characters
    -- for a classic game; a variant game's, loaded from its save string,
    -- is longer).
    function Game:save()
        local bytes = C.sudoku_game_save_bytes(live(self))
        if bytes < 0 then check(bytes) end
        local buf = ffi.new("char[?]", bytes)
        check(C.sudoku_game_save(live(self), buf, bytes))
        return ffi.string(buf)
    end

    local kinds = { [0] = "step", "wrong digit", "missing candidate", "solved" }

    -- The next hint, from the player's pencil marks (use_pencil true) or
    -- from the candidates of the entries: { kind, kind_name, technique,
    -- technique_name, explanation, cells = {...}, houses = {...},
    -- placed = { [cell] = digit }, eliminated = { [cell] = mask } }.
    function Game:hint(use_pencil)
        local h = ffi.new("SudokuHint")
        check(C.sudoku_hint(live(self), use_pencil and 1 or 0, h))
        local hint = {
            kind = h.kind,
            kind_name = kinds[h.kind],
            technique = h.technique,
            technique_name = h.kind == C.SUDOKU_HINT_STEP and M.technique_name(h.technique) or nil,
            explanation = ffi.string(h.explanation),
            cells = {},
            houses = {},
            placed = {},
            eliminated = {},
        }
        for i = 0, h.cell_count - 1 do
            hint.cells[#hint.cells + 1] = h.cells[i]
        end
        for i = 0, h.house_count - 1 do
            hint.houses[#hint.houses + 1] = h.houses[i]
        end
        for cell = 0, 80 do
            if h.placed[cell] ~= 0 then hint.placed[cell] = h.placed[cell] end
            if h.eliminated[cell] ~= 0 then hint.eliminated[cell] = h.eliminated[cell] end
        end
        return hint
    end

    -- Applies a step hint: enters its placements and strikes its
    -- eliminations from the pencil marks (as the C example does). Returns
    -- how many cells changed.
    function Game:apply(hint)
        local g, changed = live(self), 0
        for cell, digit in pairs(hint.placed) do
            if C.sudoku_game_enter(g, math.floor(cell / 9) + 1, cell % 9 + 1, digit) == C.SUDOKU_OK then
                changed = changed + 1
            end
        end
        for cell, mask in pairs(hint.eliminated) do
            local row, col = math.floor(cell / 9) + 1, cell % 9 + 1
            local marks = C.sudoku_game_pencil(g, row, col)
            if marks >= 0 and C.sudoku_game_set_pencil(g, row, col, bit.band(marks, bit.bnot(mask))) == C.SUDOKU_OK then
                changed = changed + 1
            end
        end
        return changed
    end

    return M
end

-- Loads the library from `path` (default "sudoku", found by the system's
-- loader) and fills in the module; raises when it cannot be loaded.
M.open = open

-- Where `require` looks, in order (see the top of this file).
local function candidates()
    local list = {}
    local from_env = os.getenv("SUDOKU_LIBRARY")
    if from_env and from_env ~= "" then
        list[#list + 1] = from_env
    end
    list[#list + 1] = "sudoku"
    for template in (package.cpath or ""):gmatch("[^;]+") do
        for _, name in ipairs({ "sudoku", "libsudoku" }) do
            local path = template:gsub("%?", name)
            local file = io.open(path, "rb")
            if file then
                file:close()
                list[#list + 1] = path
            end
        end
    end
    return list
end

local failures = {}
for _, path in ipairs(candidates()) do
    local ok, err = pcall(open, path)
    if ok then
        return M
    end
    failures[#failures + 1] = path .. ": " .. tostring(err)
end
error("libsudoku: cannot load the library (" .. table.concat(failures, "; ") ..
    "); set SUDOKU_LIBRARY to its path, or put it on the loader's path or in package.cpath", 2)
