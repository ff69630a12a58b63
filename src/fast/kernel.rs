//! The compiled kernels and the choice among them.
//!
//! The search is compiled for the target's baseline (every x86-64 CPU, or
//! any other target), and on x86-64 three more times: with AVX2, BMI1,
//! BMI2, POPCNT and LZCNT enabled, once without PEXT and once with it, and
//! with AVX-512 as well (the compiler then turns the start's 32-lane loops
//! into 512-bit code; with PEXT, since every CPU with AVX-512 has a fast
//! one).
//!
//! Which one is fastest depends on the CPU, not only on what it supports:
//! AVX-512 may lower the clock, and PEXT takes one cycle on Intel CPUs and
//! AMD's from Zen 3 on but is microcoded before (see `isa`). So the
//! kernels with PEXT are offered only where it is fast (`pext_is_fast`, a
//! rule by vendor and family), and [`Kernel::best`] times the kernels
//! offered, once per process, on a few built-in puzzles (about a
//! millisecond; the results do not depend on it, since every kernel makes
//! the same guesses), unless `SUDOKU_KERNEL` names one.

use std::sync::OnceLock;
#[cfg(target_arch = "x86_64")]
use std::time::{Duration, Instant};

use super::isa::Portable;
#[cfg(target_arch = "x86_64")]
use super::isa::{Avx2, Avx2Pext};
use super::search::{Budget, FastResult, search_impl};
use super::sweep;
use crate::geometry::CELLS;
use crate::grid::Grid;

/// A compiled variant of the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Kernel {
    /// Portable code for the baseline of the target (every x86-64 CPU).
    Portable,
    /// x86-64 with AVX2, BMI1, BMI2, POPCNT and LZCNT, without PEXT.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// The AVX2 kernel with PEXT for its bit gathers: offered only where
    /// PEXT is fast (Intel; AMD from Zen 3 on).
    #[cfg(target_arch = "x86_64")]
    Avx2Pext,
    /// The PEXT kernel's code, compiled with AVX-512 (F, VL, BW, DQ and
    /// VPOPCNTDQ) enabled as well.
    #[cfg(target_arch = "x86_64")]
    Avx512,
}

/// How [`Kernel::best`] came to its kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The CPU runs only one kernel.
    OnlyOne,
    /// The fastest in a timing of the kernels the CPU runs.
    Timed,
    /// `SUDOKU_KERNEL` named it.
    Forced,
    /// `SUDOKU_KERNEL` named no kernel, or one this CPU cannot run: it
    /// was ignored and the kernels timed.
    ForceIgnored,
}

/// The kernel every search without an explicit kernel uses, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The kernel.
    pub kernel: Kernel,
    /// Why this one.
    pub reason: Reason,
}

/// The variable that forces a kernel: `portable`, `avx2`, `avx2-pext` or
/// `avx512`.
pub const KERNEL_VARIABLE: &str = "SUDOKU_KERNEL";

impl Kernel {
    /// Every kernel offered on the running CPU, portable first: those it
    /// can execute, the ones with PEXT only where PEXT is fast.
    pub fn available() -> Vec<Kernel> {
        #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
        let mut kernels = vec![Kernel::Portable];
        #[cfg(target_arch = "x86_64")]
        if avx2_supported() {
            kernels.push(Kernel::Avx2);
            if pext_is_fast() {
                kernels.push(Kernel::Avx2Pext);
                if avx512_extras_supported() {
                    kernels.push(Kernel::Avx512);
                }
            }
        }
        kernels
    }

    /// The kernel's name, as `SUDOKU_KERNEL` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => "avx2",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2Pext => "avx2-pext",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => "avx512",
        }
    }

    /// The kernel of that name (as [`Kernel::name`] gives it; `scalar` is
    /// taken for `portable`), whether or not this CPU can run it.
    pub fn from_name(name: &str) -> Option<Kernel> {
        match name.trim().to_ascii_lowercase().as_str() {
            "portable" | "scalar" => Some(Kernel::Portable),
            #[cfg(target_arch = "x86_64")]
            "avx2" => Some(Kernel::Avx2),
            #[cfg(target_arch = "x86_64")]
            "avx2-pext" => Some(Kernel::Avx2Pext),
            #[cfg(target_arch = "x86_64")]
            "avx512" => Some(Kernel::Avx512),
            _ => None,
        }
    }

    /// The fastest kernel on the running CPU: [`Kernel::choice`]'s.
    #[inline]
    pub fn best() -> Kernel {
        Kernel::choice().kernel
    }

    /// The kernel searches use, and why: the one `SUDOKU_KERNEL` names if
    /// it is offered here ([`Kernel::available`]), else the fastest in a
    /// timing of those offered. Decided on the first call, once per
    /// process.
    pub fn choice() -> Choice {
        static CHOICE: OnceLock<Choice> = OnceLock::new();
        *CHOICE.get_or_init(|| {
            let forced = std::env::var(KERNEL_VARIABLE).ok();
            choose(&Kernel::available(), forced.as_deref(), fastest)
        })
    }

    /// Searches `grid` for up to `limit` solutions with this kernel, making
    /// at most `max_guesses` guesses.
    ///
    /// # Panics
    /// If the kernel is not supported by the running CPU.
    #[inline]
    pub fn search(self, grid: &Grid, limit: u64, max_guesses: u64) -> FastResult {
        let budget = Budget { limit, max_guesses };
        match self {
            Kernel::Portable => search_portable(grid, budget),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_avx2(grid, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2Pext => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_avx2_pext(grid, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                assert!(avx512_supported(), "AVX-512 kernel on a CPU without it");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_avx512(grid, budget) }
            }
        }
    }

    /// [`Kernel::search`] with the kernel of [`Kernel::choice`], without
    /// asking the CPU's features again (five checks a search were 0.5% of
    /// the time on puzzles that take a microsecond).
    #[inline]
    pub(super) fn search_chosen(grid: &Grid, limit: u64, max_guesses: u64) -> FastResult {
        let budget = Budget { limit, max_guesses };
        match Kernel::best() {
            Kernel::Portable => search_portable(grid, budget),
            // SAFETY: the choice is one of `available()`: the CPU has the
            // features.
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => unsafe { search_avx2(grid, budget) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2Pext => unsafe { search_avx2_pext(grid, budget) },
            // SAFETY: as above.
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => unsafe { search_avx512(grid, budget) },
        }
    }

    /// Like [`Kernel::search`] for a pencil-mark ("Sukaku") puzzle: every
    /// cell open, `candidates[cell]` the digits it may hold (bit k = digit
    /// k+1).
    ///
    /// # Panics
    /// If the kernel is not supported by the running CPU.
    pub fn search_candidates(
        self,
        candidates: &[u16; CELLS],
        limit: u64,
        max_guesses: u64,
    ) -> FastResult {
        let budget = Budget { limit, max_guesses };
        let start = || sweep::start_candidates(candidates).ok();
        match self {
            Kernel::Portable => search_impl::<Portable>(start, budget),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_candidates_avx2(candidates, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2Pext => {
                assert!(avx2_supported(), "AVX2 kernel on a CPU without AVX2");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_candidates_avx2_pext(candidates, budget) }
            }
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                assert!(avx512_supported(), "AVX-512 kernel on a CPU without it");
                // SAFETY: the CPU supports every feature the kernel enables.
                unsafe { search_candidates_avx512(candidates, budget) }
            }
        }
    }
}

/// The choice among `available` (portable first): the kernel `forced`
/// names when it is among them, else the only one, else `fastest`'s.
fn choose(
    available: &[Kernel],
    forced: Option<&str>,
    fastest: impl FnOnce(&[Kernel]) -> Kernel,
) -> Choice {
    let named = forced.map(Kernel::from_name);
    if let Some(Some(kernel)) = named
        && available.contains(&kernel)
    {
        return Choice {
            kernel,
            reason: Reason::Forced,
        };
    }
    let (kernel, timed) = match available {
        [only] => (*only, false),
        _ => (fastest(available), true),
    };
    let reason = match (named.is_some(), timed) {
        (true, _) => Reason::ForceIgnored,
        (false, true) => Reason::Timed,
        (false, false) => Reason::OnlyOne,
    };
    Choice { kernel, reason }
}

/// Puzzles for the timing: two that propagation and cell guesses solve
/// (2 us each with AVX2 on a Zen 3) and a hard one that takes the pattern
/// guesses of `triads` (37 us), so that every part of a kernel counts.
/// A fourth, harder puzzle (70 us) ran almost as fast on every kernel: it
/// doubled the timing's cost and told nothing.
#[cfg(target_arch = "x86_64")]
const TIMING_PUZZLES: [&str; 3] = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
];

/// Rounds of the timing: each kernel solves every puzzle once a round, the
/// kernels in turn, and a kernel's time is its fastest round.
#[cfg(target_arch = "x86_64")]
const TIMING_ROUNDS: usize = 4;

/// The kernel of `available` that solves the timing puzzles fastest (the
/// earlier one on a tie).
#[cfg(target_arch = "x86_64")]
fn fastest(available: &[Kernel]) -> Kernel {
    let times = timings(available);
    let mut fastest = 0;
    for (i, (_, time)) in times.iter().enumerate() {
        if *time < times[fastest].1 {
            fastest = i;
        }
    }
    available[fastest]
}

/// The time each kernel of `available` takes to solve the timing puzzles,
/// its fastest of a few rounds: what [`Kernel::choice`] compares. Public
/// so that a benchmark can show it and what it costs.
#[cfg(target_arch = "x86_64")]
pub fn timings(available: &[Kernel]) -> Vec<(Kernel, Duration)> {
    let grids: Vec<Grid> = TIMING_PUZZLES
        .iter()
        .filter_map(|text| text.parse().ok())
        .collect();
    let mut best = vec![Duration::MAX; available.len()];
    for _ in 0..TIMING_ROUNDS {
        for (kernel, best) in available.iter().zip(&mut best) {
            let start = Instant::now();
            for grid in &grids {
                std::hint::black_box(kernel.search(std::hint::black_box(grid), 2, 1 << 20));
            }
            *best = (*best).min(start.elapsed());
        }
    }
    available.iter().copied().zip(best).collect()
}

/// Without a choice of kernels there is nothing to time.
#[cfg(not(target_arch = "x86_64"))]
fn fastest(available: &[Kernel]) -> Kernel {
    available[0]
}

fn search_portable(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Portable>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_avx2(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Avx2>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_avx2_pext(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Avx2Pext>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support everything `search_avx2` needs and AVX-512 F, VL,
/// BW, DQ and VPOPCNTDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[target_feature(enable = "avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")]
unsafe fn search_avx512(grid: &Grid, budget: Budget) -> FastResult {
    search_impl::<Avx2Pext>(|| sweep::start(grid).ok(), budget)
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_candidates_avx2(candidates: &[u16; CELLS], budget: Budget) -> FastResult {
    search_impl::<Avx2>(|| sweep::start_candidates(candidates).ok(), budget)
}

/// # Safety
/// The CPU must support AVX2, BMI1, BMI2, POPCNT and LZCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_candidates_avx2_pext(candidates: &[u16; CELLS], budget: Budget) -> FastResult {
    search_impl::<Avx2Pext>(|| sweep::start_candidates(candidates).ok(), budget)
}

/// # Safety
/// The CPU must support everything `search_candidates_avx2` needs and
/// AVX-512 F, VL, BW, DQ and VPOPCNTDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[target_feature(enable = "avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")]
unsafe fn search_candidates_avx512(candidates: &[u16; CELLS], budget: Budget) -> FastResult {
    search_impl::<Avx2Pext>(|| sweep::start_candidates(candidates).ok(), budget)
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn avx2_supported() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}

/// Whether PEXT is fast on this CPU: a rule by vendor and family, since a
/// timing of the kernels could not tell "slow" from "slow on these few
/// puzzles' masks" (PEXT's cost on AMD before Zen 3 grows with the number
/// of runs of ones in the mask, tens to hundreds of cycles). Intel: fast
/// on every CPU that has BMI2. AMD: microcoded up to Zen 2 (family 0x17,
/// and Hygon's Zen-based family 0x18), fast from Zen 3 (family 0x19) on.
/// Any other vendor: not known to be fast, so not used.
#[cfg(target_arch = "x86_64")]
fn pext_is_fast() -> bool {
    use std::arch::x86_64::__cpuid;
    // SAFETY: CPUID exists on every x86-64 CPU (the intrinsic is safe in
    // newer Rust, hence the allow).
    #[allow(unused_unsafe)]
    let (vendor, signature) = unsafe { (__cpuid(0), __cpuid(1).eax) };
    let mut name = [0u8; 12];
    name[..4].copy_from_slice(&vendor.ebx.to_le_bytes());
    name[4..8].copy_from_slice(&vendor.edx.to_le_bytes());
    name[8..].copy_from_slice(&vendor.ecx.to_le_bytes());
    let base = (signature >> 8) & 0xF;
    let family = if base == 0xF {
        base + ((signature >> 20) & 0xFF)
    } else {
        base
    };
    pext_is_fast_on(&name, family)
}

/// [`pext_is_fast`]'s rule for a CPUID vendor string and family.
#[cfg(target_arch = "x86_64")]
fn pext_is_fast_on(vendor: &[u8; 12], family: u32) -> bool {
    match vendor {
        b"GenuineIntel" => true,
        b"AuthenticAMD" | b"HygonGenuine" => family >= 0x19,
        _ => false,
    }
}

/// Everything `Kernel::Avx512` enables.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx512_supported() -> bool {
    avx2_supported() && avx512_extras_supported()
}

/// The features `Kernel::Avx512` enables beyond those of `Kernel::Avx2`.
#[cfg(target_arch = "x86_64")]
#[inline]
fn avx512_extras_supported() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512vl")
        && is_x86_feature_detected!("avx512bw")
        && is_x86_feature_detected!("avx512dq")
        && is_x86_feature_detected!("avx512vpopcntdq")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kernel in Kernel::available() {
            assert_eq!(Kernel::from_name(kernel.name()), Some(kernel));
        }
        assert_eq!(Kernel::from_name(" Scalar\n"), Some(Kernel::Portable));
        assert_eq!(Kernel::from_name("neon"), None);
        assert_eq!(Kernel::from_name(""), None);
    }

    #[test]
    fn a_named_kernel_the_cpu_runs_is_taken_without_timing() {
        let available = Kernel::available();
        for &kernel in &available {
            let choice = choose(&available, Some(kernel.name()), |_| {
                panic!("timed although forced")
            });
            assert_eq!(
                choice,
                Choice {
                    kernel,
                    reason: Reason::Forced
                }
            );
        }
    }

    #[test]
    fn an_unusable_name_is_ignored_and_the_kernels_timed() {
        let two = [Kernel::Portable, Kernel::Portable];
        let timed = |k: &[Kernel]| k[1];
        for name in ["neon", "", "avx 2"] {
            let choice = choose(&two, Some(name), timed);
            assert_eq!(choice.reason, Reason::ForceIgnored, "{name:?}");
        }
        let choice = choose(&two, None, timed);
        assert_eq!(choice.reason, Reason::Timed);
        let one = choose(&[Kernel::Portable], None, |_| panic!("timed one kernel"));
        assert_eq!(
            one,
            Choice {
                kernel: Kernel::Portable,
                reason: Reason::OnlyOne
            }
        );
        #[cfg(target_arch = "x86_64")]
        {
            // A kernel the CPU cannot run (not in the list) is not taken.
            let choice = choose(&[Kernel::Portable], Some("avx512"), |_| unreachable!());
            assert_eq!(choice.kernel, Kernel::Portable);
            assert_eq!(choice.reason, Reason::ForceIgnored);
        }
    }

    #[test]
    fn the_choice_is_an_available_kernel_and_stays_the_same() {
        let choice = Kernel::choice();
        assert!(Kernel::available().contains(&choice.kernel));
        assert_eq!(Kernel::choice(), choice);
        assert_eq!(Kernel::best(), choice.kernel);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn pext_is_offered_on_intel_and_amd_from_zen_3() {
        let cases: [(&[u8; 12], u32, bool); 7] = [
            (b"GenuineIntel", 6, true),
            (b"AuthenticAMD", 0x15, false), // Excavator
            (b"AuthenticAMD", 0x17, false), // Zen 1, Zen 2
            (b"HygonGenuine", 0x18, false), // Dhyana (Zen 1)
            (b"AuthenticAMD", 0x19, true),  // Zen 3, Zen 4
            (b"AuthenticAMD", 0x1A, true),  // Zen 5
            (b"CentaurHauls", 7, false),
        ];
        for (vendor, family, fast) in cases {
            assert_eq!(pext_is_fast_on(vendor, family), fast, "{family:#x}");
        }
        let offered = Kernel::available();
        let with_pext = [Kernel::Avx2Pext, Kernel::Avx512];
        if !pext_is_fast() {
            assert!(!offered.iter().any(|k| with_pext.contains(k)));
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_timing_puzzles_are_sound_and_every_kernel_is_timed() {
        for text in TIMING_PUZZLES {
            let grid: Grid = text.parse().unwrap();
            assert_eq!(Kernel::Portable.search(&grid, 2, 1 << 20).solutions, 1);
        }
        let available = Kernel::available();
        let times = timings(&available);
        let timed: Vec<Kernel> = times.iter().map(|&(k, _)| k).collect();
        assert_eq!(timed, available);
        assert!(
            times
                .iter()
                .all(|&(_, t)| t > Duration::ZERO && t < Duration::MAX)
        );
        assert!(available.contains(&fastest(&available)));
    }
}
