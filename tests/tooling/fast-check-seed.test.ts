import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { configureFastCheck } from '../setup/fast-check.ts';

/** A property that fails for about half its inputs: its report names the seed and the input. */
const failingReport = (): string => {
  try {
    fc.assert(fc.property(fc.integer(), (n) => n < 1000));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the property did not fail');
};
const seedIn = (report: string) => /\{ seed: (-?\d+), path: "([\d:]+)"/.exec(report)?.slice(1);

const before = fc.readConfigureGlobal();
afterEach(() => fc.configureGlobal(before));

describe('property-based tests can be replayed (issue 19 finding 6)', () => {
  it('print the seed and path of a failure', () => {
    expect(seedIn(failingReport())).toHaveLength(2);
  });

  it('replay the same inputs with FUZZ_SEED set to the printed seed', () => {
    const [seed] = seedIn(failingReport())!;
    configureFastCheck({ FUZZ_SEED: seed });
    const first = failingReport();
    const again = failingReport();
    expect(seedIn(first)).toEqual([seed, expect.any(String)]);
    expect(again).toBe(first);
  });

  it('refuses a FUZZ_SEED that is not a whole number', () => {
    expect(() => configureFastCheck({ FUZZ_SEED: 'yesterday' })).toThrow(/FUZZ_SEED/);
  });

  it('leave the seed to the shared setting: no test passes a seed of its own', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : /\.test\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const own = files('src')
      .filter((file) => readFileSync(file, 'utf8').includes('fast-check'))
      .filter((file) => /\bseed:/.test(readFileSync(file, 'utf8')));
    expect(own).toEqual([]);
  });
});
