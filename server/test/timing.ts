const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Two kinds of request take alike in time: `measure` times both,
 * interleaved so that the machine's noise falls on both alike, and gives the two series. Requests
 * of a few milliseconds on a machine busy with other test files can see one measurement's medians
 * moved by a burst of noise, so up to four whole measurements are made and one whose medians are
 * within `tolerance` of each other passes. A real difference (a password hashed for one kind
 * only, a mail made before answering) is in every one of them.
 */
export async function medianSpreads(measure: () => Promise<[number[], number[]]>, tolerance = 0.2): Promise<{ best: number; shown: string }> {
  const runs: { a: number; b: number; spread: number }[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const [first, second] = await measure();
    const [a, b] = [median(first), median(second)];
    runs.push({ a, b, spread: Math.abs(a - b) / Math.max(a, b) });
    if (runs.at(-1)!.spread < tolerance) break;
  }
  return {
    best: Math.min(...runs.map((r) => r.spread)),
    shown: `medians ${runs.map((r) => `${r.a.toFixed(2)} and ${r.b.toFixed(2)} ms`).join('; ')}`,
  };
}
