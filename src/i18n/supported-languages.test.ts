import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentLanguages } from '../../supabase/functions/_shared/contract/content-types';
import { languageEntries, supportedLanguages } from './namespaces';

const localesDir = fileURLToPath(new URL('./locales', import.meta.url));

describe('supported languages', () => {
  it('are the content contract languages, so the site never offers a language the engine cannot write', () => {
    expect(supportedLanguages).toBe(contentLanguages);
  });

  it('each have a locale folder and a picker entry, and nothing else does', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...supportedLanguages].sort());
    expect(languageEntries.map((entry) => entry.code)).toEqual([...supportedLanguages]);
  });
});
