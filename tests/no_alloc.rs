//! Solving and counting without a trace never touch the heap: a counting
//! global allocator watches every call made on this test's thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use sudoku::{Grid, Sudoku};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: forwards every call to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.set(ALLOCATIONS.get() + 1);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.set(ALLOCATIONS.get() + 1);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_during(f: impl FnOnce()) -> u64 {
    let before = ALLOCATIONS.get();
    f();
    ALLOCATIONS.get() - before
}

const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

#[test]
fn untraced_solve_and_count_do_not_allocate() {
    // The kernel is chosen once per process (SUDOKU_KERNEL read, kernels
    // timed), which may allocate; solves after it never do.
    let _ = sudoku::fast::Kernel::choice();
    let grid: Grid = HARD.parse().unwrap();
    let mut board = Sudoku::new(false);
    board.set_grid(grid).unwrap();
    let counted = allocations_during(|| {
        assert_eq!(board.count_solutions(2), Ok(1));
        board.solve().unwrap();
    });
    assert_eq!(counted, 0);
    assert!(grid.is_solved_by(board.grid()));
}

#[test]
fn the_counter_sees_a_traced_solve() {
    let mut board = Sudoku::new(true);
    board.set_string(HARD).unwrap();
    assert!(allocations_during(|| board.solve().unwrap()) > 0);
}

#[test]
fn solving_and_counting_a_variant_do_not_allocate() {
    use sudoku::budget::DEFAULT_MAX_GUESSES;
    use sudoku::variant::{self, Variant};
    let killer = "size 9\nrules diagonal anti-knight\ncage 10 r1c1 r1c2 r2c1\ncage 15 r9c9 r9c8\n";
    for text in ["size 16", "size 6\nrules non-consecutive", killer] {
        let v = Variant::parse(text).unwrap();
        let mut solved = None;
        let counted = allocations_during(|| {
            solved = Some(variant::solve(&v, 3, DEFAULT_MAX_GUESSES).unwrap());
        });
        assert_eq!(counted, 0, "{text}");
        let solved = solved.unwrap();
        assert!(
            solved.count >= 1 && v.is_solution(solved.first().unwrap()),
            "{text}"
        );
    }
}
