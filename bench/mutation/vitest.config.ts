import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest for mutation testing (and the harness's own tests): the machine, engine and model-harness tests.
 * `MUTATION_TESTS=engines` keeps only the engines' own tests (a stricter and much faster score for engines/).
 */
const onlyEngines = process.env.MUTATION_TESTS === 'engines';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: onlyEngines ? ['engines/**/*.test.ts'] : ['machines/**/*.test.ts', 'engines/**/*.test.ts', 'tests/model/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'engines/shared-random.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
