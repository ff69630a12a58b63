//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::ffi::{CStr, CString, c_char};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use sudoku::ffi::*;

/// System libraries a Rust static library needs on Linux, as printed by
/// `cargo rustc --lib --crate-type staticlib -- --print native-static-libs`
/// (the README documents this link line; tests/install.rs checks it).
pub const NATIVE_STATIC_LIBS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

/// The classic puzzle (as in the C# article) and its solution.
pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A puzzle that needs guessing, and its solution.
pub const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
pub const HARD_SOLUTION: &str =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/// A handle freed on drop.
pub struct Handle(pub *mut SudokuHandle);

impl Handle {
    pub fn new(trace: bool) -> Self {
        let ptr = sudoku_new(trace);
        assert!(!ptr.is_null());
        Handle(ptr)
    }

    pub fn with(puzzle: &str) -> Self {
        let h = Handle::new(false);
        assert_eq!(h.set_string(puzzle), SUDOKU_OK);
        h
    }

    pub fn set_string(&self, puzzle: &str) -> SudokuStatus {
        let text = CString::new(puzzle).unwrap();
        unsafe { sudoku_set_string(self.0, text.as_ptr()) }
    }

    /// The grid as 81 characters.
    pub fn line(&self) -> String {
        let mut buf = [0 as c_char; 82];
        assert_eq!(
            unsafe { sudoku_to_string(self.0, buf.as_mut_ptr(), 82) },
            SUDOKU_OK
        );
        unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_str()
            .unwrap()
            .to_owned()
    }

    /// The whole trace.
    pub fn trace(&self) -> String {
        let len = unsafe { sudoku_trace(self.0, std::ptr::null_mut(), 0) };
        let mut buf = vec![0u8; len + 1];
        let again = unsafe { sudoku_trace(self.0, buf.as_mut_ptr().cast(), buf.len()) };
        assert_eq!(again, len);
        buf.pop();
        String::from_utf8(buf).unwrap()
    }

    /// Every observable piece of state: grid, candidates of each cell, trace.
    pub fn snapshot(&self) -> (String, Vec<i32>, String) {
        let candidates = (1..=9)
            .flat_map(|r| (1..=9).map(move |c| (r, c)))
            .map(|(r, c)| unsafe { sudoku_candidates(self.0, r, c) })
            .collect();
        (self.line(), candidates, self.trace())
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        unsafe { sudoku_free(self.0) };
    }
}

/// A game handle freed on drop.
pub struct Game(pub *mut SudokuGame);

impl Game {
    /// A game on `puzzle`, which must be proper.
    pub fn with(puzzle: &str) -> Self {
        let text = CString::new(puzzle).unwrap();
        let mut g = std::ptr::null_mut();
        assert_eq!(unsafe { sudoku_game_new(text.as_ptr(), &mut g) }, SUDOKU_OK);
        assert!(!g.is_null());
        Game(g)
    }

    /// The save string: the whole state but the undo history.
    pub fn save(&self) -> String {
        let mut buf = [0 as c_char; SUDOKU_GAME_SAVE_BYTES];
        assert_eq!(
            unsafe { sudoku_game_save(self.0, buf.as_mut_ptr(), buf.len()) },
            SUDOKU_OK
        );
        unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_str()
            .unwrap()
            .to_owned()
    }

    /// The hint (`use_pencil` 0 or 1).
    pub fn hint(&self, use_pencil: i32) -> SudokuHint {
        let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed();
        assert_eq!(
            unsafe { sudoku_hint(self.0, use_pencil, hint.as_mut_ptr()) },
            SUDOKU_OK
        );
        unsafe { hint.assume_init() }
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        unsafe { sudoku_game_free(self.0) };
    }
}

/// The explanation of a hint as a Rust string.
pub fn explanation(hint: &SudokuHint) -> String {
    unsafe { CStr::from_ptr(hint.explanation.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned()
}

/// Solves `puzzle` with the one-shot call.
pub fn solve_str(puzzle: &str) -> Result<String, SudokuStatus> {
    let text = CString::new(puzzle).unwrap();
    let mut buf = [0 as c_char; 82];
    match unsafe { sudoku_solve_str(text.as_ptr(), buf.as_mut_ptr(), 82) } {
        SUDOKU_OK => Ok(unsafe { CStr::from_ptr(buf.as_ptr()) }
            .to_str()
            .unwrap()
            .to_owned()),
        status => Err(status),
    }
}

/// `../shared/data` beside the repository, or `None` (with a message) when
/// it is absent outside CI. In CI its absence is a failure.
pub fn data_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        !in_ci(),
        "{} is missing: CI must provide the datasets",
        dir.display()
    );
    eprintln!("skipping: {} not found", dir.display());
    None
}

/// True when running under CI (`CI` set to anything but empty/false).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// The puzzles of a dataset file (one per line, `#` lines and blank lines
/// skipped).
pub fn read_puzzles(name: &str) -> Option<Vec<String>> {
    let path = data_dir()?.join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Some(
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_owned)
            .collect(),
    )
}

/// SplitMix64: a small, well-known PRNG, so random tests are reproducible.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// A random solved grid: the classic solution under a random relabelling
/// of digits, shuffles of rows within bands, bands, columns within stacks,
/// stacks, and an optional transpose (all preserve validity).
pub fn random_solution(rng: &mut SplitMix64) -> [u8; 81] {
    let base: Vec<u8> = CLASSIC_SOLUTION.bytes().map(|b| b - b'0').collect();
    let order = |rng: &mut SplitMix64| {
        let mut groups = [0usize, 1, 2];
        rng.shuffle(&mut groups);
        let mut out = [0usize; 9];
        for (g, &group) in groups.iter().enumerate() {
            let mut inner = [0usize, 1, 2];
            rng.shuffle(&mut inner);
            for (k, &i) in inner.iter().enumerate() {
                out[3 * g + k] = 3 * group + i;
            }
        }
        out
    };
    let rows = order(rng);
    let cols = order(rng);
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let transpose = rng.below(2) == 1;
    let mut grid = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (sr, sc) = if transpose {
                (cols[c], rows[r])
            } else {
                (rows[r], cols[c])
            };
            grid[r * 9 + c] = digits[base[sr * 9 + sc] as usize - 1];
        }
    }
    grid
}

/// A random puzzle: a random solution with all but `clues` cells emptied,
/// and with probability 1/8 one given changed to another digit (which
/// usually leaves no solution, sometimes a clash).
pub fn random_puzzle(rng: &mut SplitMix64, clues: usize) -> [u8; 81] {
    let solution = random_solution(rng);
    puzzle_from(&solution, rng, clues)
}

/// Keeps `clues` random cells of `solution`; one time in eight changes one
/// of them to another digit.
pub fn puzzle_from(solution: &[u8; 81], rng: &mut SplitMix64, clues: usize) -> [u8; 81] {
    let mut cells: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut cells);
    let mut puzzle = [0u8; 81];
    for &cell in &cells[..clues] {
        puzzle[cell] = solution[cell];
    }
    if rng.below(8) == 0 {
        let cell = cells[rng.below(clues)];
        puzzle[cell] = (puzzle[cell] % 9) + 1;
    }
    puzzle
}

/// Runs `cmd` with `stdin` fed to it and its output captured.
pub fn run_with_stdin(cmd: &mut Command, stdin: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// True when `tool` runs; otherwise skips (or, in CI, fails).
pub fn have(tool: &str) -> bool {
    let found = Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    assert!(
        found || !in_ci(),
        "{tool} is required in CI but was not found"
    );
    if !found {
        eprintln!("skipping: {tool} not found");
    }
    found
}

/// Runs a command to completion, failing the test with its output if it fails.
pub fn run(cmd: &mut Command, stdin: &str) -> String {
    let Output {
        status,
        stdout,
        stderr,
    } = run_with_stdin(cmd, stdin);
    let stdout = String::from_utf8_lossy(&stdout).into_owned();
    assert!(
        status.success(),
        "{cmd:?} failed ({status}):\n{stdout}\n{}",
        String::from_utf8_lossy(&stderr)
    );
    stdout
}

/// Every cell's candidate mask (bit k = digit k+1) as the handle holding
/// `puzzle` reports it (a given keeps only its digit).
pub fn candidate_masks(puzzle: &str) -> Vec<u16> {
    let h = Handle::with(puzzle);
    (0..81)
        .map(|cell| unsafe { sudoku_candidates(h.0, cell / 9 + 1, cell % 9 + 1) } as u16)
        .collect()
}

/// Candidate masks (bit k = digit k+1) as 729-character pencil marks.
pub fn marks_text(masks: &[u16]) -> String {
    masks
        .iter()
        .flat_map(|&m| {
            (0..9u8).map(move |d| {
                if m & (1 << d) != 0 {
                    (b'1' + d) as char
                } else {
                    '.'
                }
            })
        })
        .collect()
}

/// C text without its `/* ... */` comments (the header's doc comments).
pub fn without_block_comments(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        let end = rest[start..].find("*/").expect("unterminated comment");
        rest = &rest[start + end + 2..];
    }
    out.push_str(rest);
    out
}
