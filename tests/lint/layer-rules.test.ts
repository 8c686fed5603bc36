/**
 * The layer rules of eslint.config.js, checked by planting imports: each breach must be reported by the rule
 * that names its layer (message starting with the rule id), and each allowed import must lint clean.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { allowedImports, deniedImports } from './layer-fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file `filePath` (relative to the project root) and returns its messages. */
async function lintAs(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath), warnIgnored: true });
  return result?.messages ?? [];
}

/**
 * How long one lint may take (a harness cap, not a timing assertion): a planted `export *` from the server functions
 * makes import-x walk the whole content engine, which took over 20 s on two loaded cores (round 18's check run).
 */
const lintTimeout = 120_000;

/** One readable line per message: rule and text. */
const describeMessages = (messages: Linter.LintMessage[]): string[] => messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);

describe('layer rules report every planted breach', () => {
  it('plants at least one breach for every rule L1…L16', () => {
    const planted = new Set(deniedImports.map((fixture) => fixture.layer));
    expect([...planted].sort()).toEqual(Array.from({ length: 16 }, (_, index) => `L${index + 1}`).sort());
  });

  it.each(deniedImports)('$layer: $filePath with $code', async ({ layer, filePath, code, ruleId, mentions }) => {
    const messages = await lintAs(filePath, code);
    const lines = describeMessages(messages);
    expect(lines.length, `nothing reported for ${filePath}`).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.ruleId, lines.join('\n')).toBe(ruleId);
      if (ruleId !== 'import-x/no-unresolved') expect(message.message, lines.join('\n')).toMatch(new RegExp(`(^|\\. )${layer}: `));
      if (mentions) expect(message.message).toContain(mentions);
    }
  }, lintTimeout);

  it('reports an import cycle', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const filePath = path.join(root, 'tests/lint/fixtures/cycle-a.ts');
    const [result] = await linter.lintFiles([filePath]);
    expect(describeMessages(result?.messages ?? [])).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  }, lintTimeout);
});

describe('layer rules allow the intended imports', () => {
  it.each(allowedImports)('$name ($filePath)', async ({ filePath, code }) => {
    expect(describeMessages(await lintAs(filePath, code))).toEqual([]);
  }, lintTimeout);
});
