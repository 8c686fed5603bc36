/**
 * The routes (paths without the leading slash; '' is home) whose screens read data through TanStack Query. Only these
 * load the shared query cache (query-client.tsx) beside their screen; every other route, the entry included,
 * never downloads the library. query-screens.test.ts walks each screen's imports and fails when this list is wrong.
 */
export const queryScreenPaths: ReadonlySet<string> = new Set([
  '',
  'games',
  'ai-personality-test',
  'rock-paper-scissors',
  'number-guess',
  'apple-game',
  'reaction-test',
]);
