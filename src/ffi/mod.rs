//! The C ABI. Every `extern "C"` function of the library is defined here.
//!
//! Rules every function follows:
//! - it runs inside `boundary::guard`, so a Rust panic never unwinds into
//!   the host: it becomes `SUDOKU_ERR_PANIC` (or NULL / 0 where the function
//!   returns no status);
//! - NULL pointers and out-of-range integers are reported, never followed;
//! - on any failure the handle is left exactly as it was, and a message
//!   saying what went wrong and where is stored for the calling thread
//!   (`sudoku_last_error`);
//! - all output goes to caller-owned buffers; the only memory the library
//!   hands out is the handles themselves, released with `sudoku_free`,
//!   `sudoku_game_free` and `sudoku_variant_free`;
//! - there is no global mutable state but each thread's last error
//!   message: distinct handles may be used on different threads at the
//!   same time (one handle, one thread at a time).

mod batch;
mod boundary;
mod buffer;
mod chain;
mod fpuzzles;
mod game;
mod generate_options;
mod generator;
mod handle;
mod hint;
mod last_error;
mod oneshot;
mod rating;
pub mod status;
mod sukaku;
mod unique;
mod variant;
mod variant_game;
mod variant_options;
mod variant_rating;

pub use batch::*;
pub use chain::*;
pub use fpuzzles::*;
pub use game::*;
pub use generate_options::*;
pub use generator::*;
pub use handle::*;
pub use hint::*;
pub use last_error::sudoku_last_error;
pub use oneshot::*;
pub use rating::*;
pub use status::*;
pub use sukaku::*;
pub use variant::*;
pub use variant_game::*;
pub use variant_options::*;
pub use variant_rating::*;
