//! Sets of distinct digits with a given sum (a killer cage's combinations),
//! and which digit each cell of a sum can hold (digit sets are masks, bit
//! d-1 for digit d). Shared by the search ([`super::solve`]) and the
//! logic ([`super::logic`]); nothing here allocates.

/// The digits of a mask in ascending order, with the sums of their
/// prefixes: the smallest and largest sums of `k` of them in O(1).
struct Ladder {
    digit: [u8; 16],
    prefix: [i64; 17],
    len: usize,
}

impl Ladder {
    fn new(mask: u16) -> Ladder {
        let mut ladder = Ladder {
            digit: [0; 16],
            prefix: [0; 17],
            len: 0,
        };
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
            ladder.digit[ladder.len] = d;
            ladder.prefix[ladder.len + 1] = ladder.prefix[ladder.len] + i64::from(d);
            ladder.len += 1;
        }
        ladder
    }

    /// The smallest and largest sums of `k` digits from the `from`-th
    /// on; None when fewer are left.
    fn bounds(&self, from: usize, k: usize) -> Option<(i64, i64)> {
        (from + k <= self.len).then(|| {
            (
                self.prefix[from + k] - self.prefix[from],
                self.prefix[self.len] - self.prefix[self.len - k],
            )
        })
    }
}

/// The digits `d` of `avail` for which `open - 1` other distinct digits
/// of `avail` can make `left - d`: what one of `open` cells summing to
/// `left` may hold, by the smallest and largest sums alone.
pub(super) fn within_bounds(avail: u16, open: u32, left: i64) -> u16 {
    let ladder = Ladder::new(avail);
    let (n, k) = (ladder.len, open as usize);
    if k == 0 || k > n {
        return 0;
    }
    let mut keep = 0u16;
    for (i, &d) in ladder.digit[..n].iter().enumerate() {
        let d = i64::from(d);
        // The k - 1 smallest others: the k smallest less d when d is
        // among them; the k - 1 largest likewise.
        let low = if i < k {
            ladder.prefix[k] - d
        } else {
            ladder.prefix[k - 1]
        };
        let high = if i >= n - k {
            ladder.prefix[n] - ladder.prefix[n - k] - d
        } else {
            ladder.prefix[n] - ladder.prefix[n - k + 1]
        };
        if (low..=high).contains(&(left - d)) {
            keep |= 1 << (d - 1);
        }
    }
    keep
}

/// Past this many sets of digits for a sum's open cells, their digits
/// are bounded by the smallest and largest sums alone ([`within_bounds`]):
/// listing the sets of 6 of 16 digits made a 16x16 killer's generation
/// take 25 s.
pub(super) const MAX_COMBINATIONS: u64 = 512;

/// How many sets of `k` digits `mask` has (its binomial coefficient).
pub(super) fn subsets(mask: u16, k: u32) -> u64 {
    let n = u64::from(mask.count_ones());
    let k = u64::from(k);
    if k > n {
        return 0;
    }
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// Calls `f` with every set of `k` digits of `mask` that sum to `sum`,
/// pruned by the smallest and largest sums the digits left can still
/// make.
pub(super) fn combinations(mask: u16, k: u32, sum: i64, f: &mut impl FnMut(u16)) {
    fn walk(
        ladder: &Ladder,
        from: usize,
        k: usize,
        sum: i64,
        chosen: u16,
        f: &mut impl FnMut(u16),
    ) {
        if k == 0 {
            if sum == 0 {
                f(chosen);
            }
            return;
        }
        let Some((low, high)) = ladder.bounds(from, k) else {
            return;
        };
        if sum < low || sum > high {
            return;
        }
        // Take the smallest digit left, or leave it.
        let d = ladder.digit[from];
        walk(
            ladder,
            from + 1,
            k - 1,
            sum - i64::from(d),
            chosen | 1 << (d - 1),
            f,
        );
        walk(ladder, from + 1, k, sum, chosen, f);
    }
    walk(&Ladder::new(mask), 0, k as usize, sum, 0, f);
}

/// The most open cells [`distinct_support`] works out exactly (its sets
/// of used digits grow as 2^N).
pub(super) const MAX_EXACT_CELLS: usize = 10;

/// Words of a set of subsets of [`MAX_EXACT_CELLS`] digits.
const WORDS: usize = (1 << MAX_EXACT_CELLS) / 64;

/// What a sum of distinct digits allows cells whose digits are
/// `options[i]` (a placed cell's is its digit's bit): the digits each
/// cell holds in some assignment of distinct digits, one from each
/// cell's options, adding up to `sum` (written to `allowed[i]`), and the
/// digits every such assignment uses. None when there is no such
/// assignment. Past [`MAX_EXACT_CELLS`] open cells or
/// [`MAX_COMBINATIONS`] sets of digits, only the sum's bounds are worked
/// out ([`within_bounds`]) and only the placed digits are required.
pub(crate) fn distinct_support(options: &[u16], sum: u32, allowed: &mut [u16]) -> Option<u16> {
    let allowed = &mut allowed[..options.len()];
    // The placed digits (and cells with one option) come off first.
    let mut fixed = 0u16;
    let mut left = i64::from(sum);
    let mut open = [0usize; 16];
    let mut k = 0;
    for (i, &o) in options.iter().enumerate() {
        if o.count_ones() == 1 {
            if fixed & o != 0 {
                return None;
            }
            fixed |= o;
            left -= i64::from(o.trailing_zeros() + 1);
        } else if k == open.len() {
            return None;
        } else {
            open[k] = i;
            k += 1;
        }
    }
    if left < 0
        || options
            .iter()
            .any(|&o| o & !fixed == 0 && o.count_ones() != 1)
    {
        return None;
    }
    for (slot, &o) in allowed.iter_mut().zip(options) {
        *slot = if o.count_ones() == 1 { o } else { 0 };
    }
    let union = open[..k].iter().fold(0u16, |m, &i| m | options[i]) & !fixed;
    if k > MAX_EXACT_CELLS || subsets(union, k as u32) > MAX_COMBINATIONS {
        let keep = within_bounds(union, k as u32, left);
        for &i in &open[..k] {
            allowed[i] = options[i] & !fixed & keep;
            if allowed[i] == 0 {
                return None;
            }
        }
        return Some(fixed);
    }
    let mut required = u16::MAX;
    let mut any = false;
    combinations(union, k as u32, left, &mut |combo| {
        let cells = &open[..k];
        if cells.iter().any(|&i| options[i] & combo == 0) {
            return;
        }
        if cells.iter().all(|&i| options[i] & combo == combo) {
            // Every cell can take every digit of the set.
            any = true;
            required &= combo;
            for &i in cells {
                allowed[i] |= combo;
            }
            return;
        }
        let mut support = [0u16; MAX_EXACT_CELLS];
        if assign(options, cells, combo, &mut support) {
            any = true;
            required &= combo;
            for (j, &i) in open[..k].iter().enumerate() {
                allowed[i] |= support[j];
            }
        }
    });
    any.then_some(fixed | (required & union))
}

/// Whether the open cells `open` (options from `options`) can take the
/// digits of `combo` one each; and, per open cell, the digits of `combo`
/// it holds in some such assignment (into `support`). Layers of used
/// digits (as subsets of `combo`'s digits) forward, then the ones that
/// complete, backward.
fn assign(options: &[u16], open: &[usize], combo: u16, support: &mut [u16]) -> bool {
    let k = open.len();
    // combo's digits, and each cell's options as subsets of them.
    let mut digit = [0u16; MAX_EXACT_CELLS];
    let mut m = combo;
    for slot in digit.iter_mut().take(k) {
        *slot = m & m.wrapping_neg();
        m &= m - 1;
    }
    let mut local = [0u16; MAX_EXACT_CELLS];
    for (j, &i) in open.iter().enumerate() {
        local[j] = (0..k)
            .filter(|&t| options[i] & digit[t] != 0)
            .fold(0, |s, t| s | 1 << t);
        if local[j] == 0 {
            return false;
        }
    }
    let has = |set: &[u64; WORDS], s: usize| set[s / 64] >> (s % 64) & 1 != 0;
    let words = (1usize << k).div_ceil(64);
    let mut reach = [[0u64; WORDS]; MAX_EXACT_CELLS + 1];
    reach[0][0] = 1;
    let reach = &mut reach[..=k];
    for j in 0..k {
        let (before, after) = reach.split_at_mut(j + 1);
        let (from, to) = (&before[j], &mut after[0]);
        for s in members(from, words) {
            let mut free = local[j] & !(s as u16);
            while free != 0 {
                let t = (s as u16 | free & free.wrapping_neg()) as usize;
                free &= free - 1;
                to[t / 64] |= 1 << (t % 64);
            }
        }
    }
    let full = (1usize << k) - 1;
    if !has(&reach[k], full) {
        return false;
    }
    // Backward: good holds the sets of layer j+1 that complete.
    let mut good = [0u64; WORDS];
    good[full / 64] |= 1 << (full % 64);
    for j in (0..k).rev() {
        let mut earlier = [0u64; WORDS];
        for s in members(&reach[j], words) {
            let mut free = local[j] & !(s as u16);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                if has(&good, s | bit as usize) {
                    support[j] |= digit[bit.trailing_zeros() as usize];
                    earlier[s / 64] |= 1 << (s % 64);
                }
            }
        }
        good = earlier;
    }
    true
}

/// The members of a set of subsets, from its first `words` words.
fn members(set: &[u64; WORDS], words: usize) -> impl Iterator<Item = usize> + '_ {
    set[..words].iter().enumerate().flat_map(|(w, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let s = w * 64 + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                s
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::digit_bit as bit;
    use crate::rng::SplitMix64;

    #[test]
    fn combinations_are_the_sets_with_the_sum() {
        let mut found = Vec::new();
        combinations(0b1_1111_1111, 3, 7, &mut |m| found.push(m));
        // 1+2+4 only.
        assert_eq!(found, vec![0b1011]);
        found.clear();
        combinations(0b1_1111_1111, 2, 10, &mut |m| found.push(m));
        assert_eq!(found.len(), 4, "1+9, 2+8, 3+7, 4+6");
        found.clear();
        combinations(0b111, 4, 6, &mut |m| found.push(m));
        assert!(found.is_empty());
        assert_eq!(Ladder::new(0b1_0000_0101).bounds(0, 2), Some((4, 12)));
        assert_eq!(Ladder::new(0b1_0000_0101).bounds(1, 2), Some((12, 12)));
        assert_eq!(Ladder::new(0b101).bounds(0, 3), None);
        assert_eq!(subsets(0xffff, 6), 8008);
        // 3 cells of 1-9 making 7 (1+2+4): each holds 1, 2, 3 or 4.
        assert_eq!(within_bounds(0x1ff, 3, 7), 0b1111);
        assert_eq!(within_bounds(0x1ff, 1, 7), 0b100_0000);
        assert_eq!(within_bounds(0b101, 3, 6), 0);
        assert_eq!(subsets(0b111, 4), 0);
    }

    /// Every assignment, tried one by one.
    fn brute(options: &[u16], sum: u32) -> Option<(Vec<u16>, u16)> {
        fn walk(
            options: &[u16],
            i: usize,
            used: u16,
            left: i64,
            picks: &mut Vec<u16>,
            out: &mut Vec<Vec<u16>>,
        ) {
            if i == options.len() {
                if left == 0 {
                    out.push(picks.clone());
                }
                return;
            }
            for d in 1..=16u8 {
                let b = bit(d);
                if options[i] & b != 0 && used & b == 0 && left >= i64::from(d) {
                    picks.push(b);
                    walk(options, i + 1, used | b, left - i64::from(d), picks, out);
                    picks.pop();
                }
            }
        }
        let mut found = Vec::new();
        walk(options, 0, 0, i64::from(sum), &mut Vec::new(), &mut found);
        if found.is_empty() {
            return None;
        }
        let mut allowed = vec![0u16; options.len()];
        let mut required = u16::MAX;
        for picks in &found {
            for (a, &p) in allowed.iter_mut().zip(picks) {
                *a |= p;
            }
            required &= picks.iter().fold(0, |m, &p| m | p);
        }
        Some((allowed, required))
    }

    #[test]
    fn distinct_support_agrees_with_every_assignment_tried() {
        let mut rng = SplitMix64::new(45);
        let mut solvable = 0;
        for round in 0..3000 {
            let n = [4, 9, 12, 16][rng.below(4)];
            let full = ((1u32 << n) - 1) as u16;
            let cells = 1 + rng.below(6);
            let options: Vec<u16> = (0..cells)
                .map(|_| match rng.below(4) {
                    0 => bit(1 + rng.below(n) as u8),
                    1 => full,
                    _ => (rng.next_u64() as u16 & full).max(1),
                })
                .collect();
            // A sum some assignment reaches, half of the time.
            let sum = if rng.below(2) == 0 {
                options.iter().map(|&o| o.trailing_zeros() + 1).sum()
            } else {
                1 + rng.below(cells * n) as u32
            };
            let mut allowed = vec![0u16; cells];
            let got = distinct_support(&options, sum, &mut allowed).map(|r| (allowed, r));
            let want = brute(&options, sum);
            solvable += usize::from(want.is_some());
            let fixed = options
                .iter()
                .filter(|o| o.count_ones() == 1)
                .fold(0, |m, o| m | o);
            let open = options.iter().filter(|o| o.count_ones() > 1);
            let union = open.clone().fold(0, |m, o| m | o) & !fixed;
            let exact = subsets(union, open.count() as u32) <= MAX_COMBINATIONS;
            let case = format!("round {round}: {options:?} sum {sum}");
            match (&got, &want) {
                _ if exact => assert_eq!(got, want, "{case}"),
                // Past the limit: sound, never stronger than exact.
                (Some((allowed, required)), Some((all, every))) => {
                    assert!(allowed.iter().zip(all).all(|(a, b)| a & b == *b), "{case}");
                    assert_eq!(required & every, *required, "{case}");
                }
                (None, Some(_)) => panic!("{case}: none found past the limit"),
                _ => {}
            }
        }
        assert!(solvable > 600, "{solvable} of 3000 had an assignment");
    }

    #[test]
    fn past_the_exact_limits_the_bounds_are_kept() {
        // 11 cells of 1-16 summing to 100: the other ten make 55 to 145.
        let options = [0xffffu16; 11];
        let mut allowed = [0u16; 11];
        assert_eq!(distinct_support(&options, 100, &mut allowed), Some(0));
        assert_eq!(allowed, options);
        // 6 of 16 digits (8008 sets), 21 = 1+2+3+4+5+6: each cell 1-6.
        let options = [0xffffu16; 6];
        let mut allowed = [0u16; 6];
        assert_eq!(distinct_support(&options, 21, &mut allowed), Some(0));
        assert_eq!(allowed, [0b11_1111; 6]);
        assert_eq!(distinct_support(&options, 20, &mut allowed), None);
    }
}
