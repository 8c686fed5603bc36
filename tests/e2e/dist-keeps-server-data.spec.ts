/**
 * The built site (the `dist/` folder the e2e server serves, or E2E_DIST_DIR) must not carry what only the server may
 * know: the image quiz's accepted answers (a visitor could read them before answering) and the content engine's data
 * packs (a megabyte of text the screens never need). The build runs before this suite in `npm test`. No browser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { quizLibrary } from '../../supabase/functions/_shared/quiz/quiz-library';

const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const dataDir = 'supabase/functions/_shared/content/data';

/** Every file below `dir` whose name ends with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** The text a bundler may write for a string: as is, or with every non-ASCII character as a \u escape. */
function spellings(text: string): string[] {
  const escaped = text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped === text ? [text] : [text, escaped];
}

/** The shipped text files of the build, read once. */
function shippedFiles(): Array<{ path: string; text: string }> {
  return filesUnder(distDir, ['.js', '.html', '.json', '.webmanifest', '.css']).map((path) => ({ path: relative(distDir, path), text: readFileSync(path, 'utf8') }));
}

/** A text long enough that the site would not hold it by chance: 28 characters, or 10 in Chinese or Korean script. */
function isLongText(text: string): boolean {
  return text.length >= (/[\u3040-\u9fff\uac00-\ud7af]/.test(text) ? 10 : 28);
}

/** Every long string inside a value (objects and arrays walked, functions skipped). */
function longStringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isLongText(value)) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => longStringsIn(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => longStringsIn(item, found));
  }
  return found;
}

/** The first shipped file that contains one of the texts, with the text found. */
function firstLeak(files: Array<{ path: string; text: string }>, texts: Iterable<string>): string | undefined {
  for (const text of texts) {
    for (const spelling of spellings(text)) {
      const file = files.find((candidate) => candidate.text.includes(spelling));
      if (file) return `${file.path} contains ${JSON.stringify(text)}`;
    }
  }
  return undefined;
}

/** A JavaScript string literal's escapes undone (\n, \uXXXX, \u{…}, \xHH, quotes, backslash). */
function unescapeLiteral(body: string): string {
  return body.replace(/\\(u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|.)/g, (_, all: string, braced?: string, four?: string, two?: string) => {
    const code = braced ?? four ?? two;
    if (code) return String.fromCodePoint(parseInt(code, 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[all] ?? all;
  });
}

/** Every string literal (and template-literal piece) in the built JavaScript, unescaped, for exact lookups. */
function shippedLiterals(files: Array<{ path: string; text: string }>): Set<string> {
  const literals = new Set<string>();
  const pattern = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.|\$(?!\{))*)/g;
  for (const file of files) {
    for (const match of file.text.matchAll(pattern)) literals.add(unescapeLiteral(match[1] ?? match[2] ?? match[3] ?? ''));
  }
  return literals;
}

test('the build holds no accepted quiz answers', () => {
  const files = shippedFiles();
  expect(files.length, `built files in ${distDir}`).toBeGreaterThan(0);
  // An answer list as a bundler writes it (e.g. ["dog","puppy","doggy"]), and each image's id beside its first answer.
  const answerLists = quizLibrary.flatMap((image) => Object.values(image.answers).map((answers) => JSON.stringify(answers)));
  expect(answerLists.length).toBeGreaterThan(100);
  expect(firstLeak(files, answerLists)).toBeUndefined();
  for (const image of quizLibrary) {
    for (const file of files) {
      const at = file.text.indexOf(image.id);
      if (at < 0) continue;
      const around = file.text.slice(Math.max(0, at - 300), at + 300);
      const answers = Object.values(image.answers).flatMap((list) => list).flatMap(spellings);
      expect(answers.filter((answer) => around.includes(`"${answer}"`)), `${file.path}: answers next to quiz image ${image.id}`).toEqual([]);
    }
  }
});

test('the build holds none of the content engine data packs', async () => {
  const files = shippedFiles();
  const packs = filesUnder(dataDir, ['.ts']).filter((path) => !path.endsWith('types.ts') && !path.endsWith('.test.ts'));
  expect(packs.length, 'content data packs').toBeGreaterThan(20);
  const literals = shippedLiterals(files);
  expect(literals.has('Playground'), 'the built site\'s own strings are read').toBe(true);
  let searched = 0;
  for (const pack of packs) {
    const module: Record<string, unknown> = await import(`../../${pack}`);
    // Long texts only: short words ("love", "rain") are in any site's translations.
    const texts = [...longStringsIn(module)];
    searched += texts.length;
    const leaked = texts.find((text) => literals.has(text));
    expect(leaked && `${pack}: ${firstLeak(files, [leaked]) ?? leaked}`).toBeUndefined();
  }
  expect(searched, 'long texts searched for').toBeGreaterThan(2000);
  console.info(`[dist] ${searched} texts of ${packs.length} content packs, none in ${files.length} built files`);
});
