// @ts-check
/**
 * StrykerJS mutation testing of the game rules (machines/ and engines/), run by
 * `npm run bench:mutation` (bench/mutation/run.ts prints the score per folder; budget 85 %). Not part of CI.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'bench/mutation/vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './bench/mutation/machine-metadata-ignorer.mjs'],
  // Equivalent mutants of machine metadata (descriptions, setup types), see the plugin.
  ignorers: ['machine-metadata'],
  mutate: ['machines/**/*.ts', '!machines/**/*.test.ts', 'engines/**/*.ts', '!engines/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 3_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'bench/results/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'bench/results/mutation/stryker-incremental.json',
  tempDirName: '/tmp/stryker-main',
  // Only what the tests import is copied to the sandbox (other folders change while other work goes on).
  ignorePatterns: [
    '/*', '!/machines', '!/engines', '!/package.json', '!/stryker.config.mjs',
    '!/tests', '/tests/*', '!/tests/model',
    '!/bench', '/bench/*', '!/bench/mutation',
    '!/supabase', '/supabase/*', '!/supabase/functions', '/supabase/functions/*',
    '!/supabase/functions/_shared', '/supabase/functions/_shared/*', '!/supabase/functions/_shared/contract',
  ],
  cleanTempDir: true,
  thresholds: { high: 90, low: 85, break: null },
};
