import fc from 'fast-check';

/**
 * Every property-based test (fast-check) draws from one seed setting. fast-check picks a new seed
 * for each `fc.assert` unless one is set, and a failure's message prints it with its path:
 * `Property failed after 3 tests { seed: 1234567, path: "2:0:1", ... }`. Run the file again with
 * `FUZZ_SEED=1234567` to replay the same inputs (tests/README.md). Tests pass no seed of their own.
 */
export function configureFastCheck(env: NodeJS.ProcessEnv): void {
  const seed = env.FUZZ_SEED?.trim();
  if (!seed) return;
  if (!/^-?\d+$/.test(seed)) throw new Error(`FUZZ_SEED must be a whole number, not "${seed}"`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
}

configureFastCheck(process.env);
