//! `sudoku_variant_solve_with`, `sudoku_variant_rate_with` and
//! `sudoku_variant_generate_with`: the defaults answer as the old
//! functions do, a cancel flag set from another thread stops a long call
//! promptly, a time limit stops it near its time, and a stopped call
//! writes nothing.

use std::ffi::{CStr, CString, c_char};
use std::ptr::{null, null_mut};
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use sudoku::ffi::*;

/// A variant handle, freed on drop.
struct V(*mut SudokuVariant);

impl V {
    fn new(text: &str) -> V {
        let text = CString::new(text).unwrap();
        let mut v = null_mut();
        assert_eq!(
            unsafe { sudoku_variant_parse(text.as_ptr(), &mut v) },
            SUDOKU_OK
        );
        V(v)
    }
}

impl Drop for V {
    fn drop(&mut self) {
        unsafe { sudoku_variant_free(self.0) };
    }
}

fn options(max_guesses: u64, max_millis: u32, cancel: *const i32) -> SudokuVariantOptions {
    SudokuVariantOptions {
        size: size_of::<SudokuVariantOptions>() as u32,
        max_guesses,
        max_millis,
        cancel,
    }
}

/// Runs `call` while another thread sets the flag after `after`; returns
/// the call's result and how long after the flag was set it returned.
fn cancelled_after<T>(after: Duration, call: impl FnOnce(*const i32) -> T) -> (T, Duration) {
    let flag = AtomicI32::new(0);
    let set_at = std::sync::Mutex::new(None);
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(after);
            flag.store(1, Ordering::SeqCst);
            *set_at.lock().unwrap() = Some(Instant::now());
        });
        let result = call(flag.as_ptr());
        let set = set_at
            .lock()
            .unwrap()
            .expect("the flag was set before the call returned");
        (result, set.elapsed())
    })
}

#[test]
fn the_defaults_answer_as_the_old_functions() {
    let v = V::new("size 6\nrules diagonal\ngivens 1.....\n......\n......\n......\n......\n.....2");
    let (mut old, mut new) = ([7 as c_char; 40], [7 as c_char; 40]);
    let a = unsafe { sudoku_variant_solve(v.0, 5, old.as_mut_ptr(), 40) };
    let o = options(0, 0, null());
    let b = unsafe { sudoku_variant_solve_with(v.0, 5, new.as_mut_ptr(), 40, &o) };
    let c = unsafe { sudoku_variant_solve_with(v.0, 5, null_mut(), 0, null()) };
    assert_eq!((a, b, c), (5, 5, 5));
    assert_eq!(old, new);
    let rules = c"size 6\nrules killer";
    let (mut old, mut new) = ([0 as c_char; 2048], [0 as c_char; 2048]);
    let level = SUDOKU_LEVEL_EASY;
    let a =
        unsafe { sudoku_variant_generate(4, rules.as_ptr(), level, 20, old.as_mut_ptr(), 2048) };
    let b = unsafe {
        sudoku_variant_generate_with(4, rules.as_ptr(), level, 20, new.as_mut_ptr(), 2048, &o)
    };
    assert_eq!((a, b), (SUDOKU_OK, SUDOKU_OK));
    let text = unsafe { CStr::from_ptr(old.as_ptr()) };
    assert_eq!(text, unsafe { CStr::from_ptr(new.as_ptr()) });
    let puzzle = V::new(text.to_str().unwrap());
    let zero = SudokuRating {
        score_tenths: 0,
        level: 0,
        hardest: 0,
    };
    let (mut r1, mut r2) = (zero, zero);
    assert_eq!(unsafe { sudoku_variant_rate(puzzle.0, &mut r1) }, SUDOKU_OK);
    assert_eq!(
        unsafe { sudoku_variant_rate_with(puzzle.0, &mut r2, &o) },
        SUDOKU_OK
    );
    assert_eq!(
        (r1.score_tenths, r1.level, r1.hardest),
        (r2.score_tenths, r2.level, r2.hardest)
    );
}

#[test]
fn a_flag_set_mid_call_stops_solve_rate_and_generate() {
    // Counting the empty 16x16 up to INT64_MAX with no guess limit would
    // run for ages; so would generating with attempts that never succeed.
    let empty = V::new("size 16");
    let mut out = [7 as c_char; 300];
    let (count, late) = cancelled_after(Duration::from_millis(50), |flag| {
        let o = options(u64::MAX, 0, flag);
        unsafe { sudoku_variant_solve_with(empty.0, i64::MAX, out.as_mut_ptr(), 300, &o) }
    });
    assert_eq!(count, i64::from(SUDOKU_ERR_CANCELLED));
    assert!(out.iter().all(|&b| b == 7));
    println!("solve_with stopped {late:?} after the flag");
    assert!(late < Duration::from_millis(500), "{late:?}");

    let rules = c"size 4";
    let (status, late) = cancelled_after(Duration::from_millis(50), |flag| {
        let o = options(0, 0, flag);
        let extreme = SUDOKU_LEVEL_EXTREME;
        let p = out.as_mut_ptr();
        unsafe { sudoku_variant_generate_with(1, rules.as_ptr(), extreme, u32::MAX, p, 300, &o) }
    });
    assert_eq!(status, SUDOKU_CANCELLED);
    assert!(out.iter().all(|&b| b == 7));
    println!("generate_with stopped {late:?} after the flag");
    assert!(late < Duration::from_millis(500), "{late:?}");
}

#[test]
fn a_time_limit_stops_the_call_near_its_time() {
    let empty = V::new("size 16");
    let o = options(u64::MAX, 100, null());
    let start = Instant::now();
    let count = unsafe { sudoku_variant_solve_with(empty.0, i64::MAX, null_mut(), 0, &o) };
    let took = start.elapsed();
    assert_eq!(count, i64::from(SUDOKU_ERR_BUDGET));
    println!("solve_with, max_millis 100: {took:?}");
    assert!(took >= Duration::from_millis(100) && took < Duration::from_millis(600));
    let mut buf = [0u8; 512];
    let n = unsafe { sudoku_last_error(buf.as_mut_ptr().cast(), buf.len()) };
    let message = String::from_utf8_lossy(&buf[..n]);
    assert!(message.contains("max_millis (100 ms)"), "{message}");

    let mut out = [7 as c_char; 300];
    let o = options(0, 100, null());
    let start = Instant::now();
    let extreme = SUDOKU_LEVEL_EXTREME;
    let status = unsafe {
        sudoku_variant_generate_with(
            1,
            c"size 4".as_ptr(),
            extreme,
            u32::MAX,
            out.as_mut_ptr(),
            300,
            &o,
        )
    };
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    assert!(start.elapsed() < Duration::from_millis(600));
    assert!(out.iter().all(|&b| b == 7));
}

#[test]
fn a_guess_budget_bounds_each_generation_attempt() {
    // One guess per attempt: no 9x9 killer can be drawn.
    let o = options(1, 0, null());
    let mut out = [7 as c_char; 4096];
    let status = unsafe {
        sudoku_variant_generate_with(
            1,
            c"size 9\nrules killer".as_ptr(),
            -1,
            5,
            out.as_mut_ptr(),
            4096,
            &o,
        )
    };
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    // The same seed and budget give the same puzzle.
    let o = options(50_000, 0, null());
    let make = |out: &mut [c_char; 4096]| unsafe {
        sudoku_variant_generate_with(
            3,
            c"size 9\nrules jigsaw".as_ptr(),
            -1,
            5,
            out.as_mut_ptr(),
            4096,
            &o,
        )
    };
    let mut again = [7 as c_char; 4096];
    assert_eq!((make(&mut out), make(&mut again)), (SUDOKU_OK, SUDOKU_OK));
    assert!(out == again, "the same seed made two puzzles");
}
