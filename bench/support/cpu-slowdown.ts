// Lighthouse slows the CPU by a constant 4x, chosen to turn a high-end desktop (benchmark index
// about 1,500) into a mid-tier phone. On another host the same 4x emulates another phone: a
// slower virtual machine becomes a low-end phone and a faster desktop a high-end one. Lighthouse's
// throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate the
// multiplier from the host's benchmark index, and links a calculator; this is that calculator's
// formula, to emulate the same phone on any machine: stricter on a fast host, gentler on a slow
// one. The bench keeps Lighthouse's 4x by default, the setting issue 24's targets were set with
// (and PageSpeed Insights' own); it prints the benchmark index of every run so that figures from
// different machines can be read side by side, and BENCH_CPU_SLOWDOWN=calibrated compares them.

/** Lighthouse's default multiplier, for a benchmark index of about 1,533. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown multiplier that brings a host of this benchmark index to Lighthouse's
 * mid-tier mobile device (lighthouse-cpu-throttling-calculator, `computeMultiplierMessages`).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return LIGHTHOUSE_DEFAULT_SLOWDOWN;
  // 2,000 = 6x, 1,766 = 5x, 1,533 = 4x, 1,300 = 3x.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 1,300 = 3x, 800 = 2x.
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 800 = 2x, 150 = 1x; a host slower than the phone itself is not slowed at all.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * BENCH_CPU_SLOWDOWN: 'lighthouse' (the default) keeps Lighthouse's own 4x; 'calibrated' derives
 * the multiplier from the host's benchmark index; a number sets it.
 */
export type SlowdownChoice = { kind: 'fixed'; multiplier: number } | { kind: 'calibrated' };

export function slowdownChoice(setting: string | undefined): SlowdownChoice {
  const value = (setting ?? '').trim();
  if (value === 'calibrated') return { kind: 'calibrated' };
  if (value === '' || value === 'lighthouse')
    return { kind: 'fixed', multiplier: LIGHTHOUSE_DEFAULT_SLOWDOWN };
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1)
    throw new Error(
      `BENCH_CPU_SLOWDOWN must be 'calibrated', 'lighthouse' or a number of at least 1, not '${value}'`,
    );
  return { kind: 'fixed', multiplier };
}
