import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../bench/routes';
import { queryScreenPaths } from './query-screens';

const root = resolve(import.meta.dirname, '../..');

/** Module specifiers a source file imports for their values (static, re-exported or `import()`; `import type` left out). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...source.matchAll(pattern)].flatMap((match) => match[1] ?? match[2] ?? []);
}

/** The source file a relative specifier names, or undefined (JSON and assets are not followed). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** Whether a module, or anything it imports (following relative imports, lazy ones included), imports TanStack Query. */
function reachesQuery(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((specifier) => {
    if (specifier === '@tanstack/react-query') return true;
    if (!specifier.startsWith('.')) return false;
    const next = resolveRelative(file, specifier);
    return next !== undefined && reachesQuery(next, seen);
  });
}

describe('queryScreenPaths', () => {
  it('lists exactly the routes whose screens use TanStack Query (a screen left out would find no query client)', () => {
    const needQuery = siteRoutes.filter((route) => reachesQuery(resolve(root, route.screen))).map((route) => route.path.slice(1));
    expect([...queryScreenPaths].sort()).toEqual(needQuery.sort());
  });

  it('keeps TanStack Query out of the shell and the screens that get no query client', () => {
    for (const file of ['src/main.tsx', 'src/app/layout.tsx', 'src/app/error-page.tsx', 'src/app/not-found-page.tsx']) {
      // The router (routes.tsx) is where the screens hang: they are checked by the test above.
      expect(reachesQuery(resolve(root, file), new Set([resolve(root, 'src/app/routes.tsx')])), file).toBe(false);
    }
  });

  it('finds a query hook through the shared modules a screen imports, and none where there is none', () => {
    expect(reachesQuery(resolve(root, 'src/features/home/home-page.tsx'))).toBe(true);
    expect(reachesQuery(resolve(root, 'src/features/privacy/privacy-page.tsx'))).toBe(false);
  });
});
