import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces, supportedLanguages } from './namespaces';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flattens a JSON tree into `a.b.c` → text (arrays by index). */
function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else if (Array.isArray(value)) value.forEach((item, i) => flatten(item, prefix ? `${prefix}.${i}` : String(i), out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = String(value);
  return out;
}

function load(language: string, namespace: string) {
  return flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));
}

/** Keys with plural forms folded into their base key (languages differ in plural categories). */
function baseKeys(entries: Record<string, string>) {
  return [...new Set(Object.keys(entries).map((key) => key.replace(pluralSuffix, '')))].sort();
}

function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
}

describe.each(namespaces)('locale namespace %s', (namespace) => {
  const english = load('en', namespace);

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(baseKeys(load(language, namespace))).toEqual(baseKeys(english));
  });

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s keeps every placeholder', (language) => {
    const other = load(language, namespace);
    for (const [key, text] of Object.entries(other)) {
      const englishText = english[key] ?? english[`${key.replace(pluralSuffix, '')}_other`] ?? english[key.replace(pluralSuffix, '')];
      if (englishText === undefined) continue;
      expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(englishText));
    }
  });

  it.each([...supportedLanguages])('%s has no empty text', (language) => {
    const empty = Object.entries(load(language, namespace)).filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
