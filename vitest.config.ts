import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'machines/**/*.test.ts',
      'engines/**/*.test.ts',
      'supabase/**/*.test.ts',
      'tests/model/**/*.test.ts',
      'tests/backend/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
