/**
 * index.html's head script decides, before the first paint, whether a visitor may see the English prerendered page:
 * it must find the same language as src/i18n/detect-language.ts (or a Vietnamese, Korean or Chinese reader would see
 * English first) and compare paths as src/main.tsx does.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../i18n/detect-language';
import { localListKeys } from '../lib/local-game-lists';
import { hydratingAttribute, normalisePath, prerenderedPathAttribute, prerenderHiddenAttribute, storedListAttributePrefix } from './prerender-marks';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const headScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** What a visit looks like to the head script. */
interface Visit {
  stored: string | null;
  search: string;
  languages: string[];
  pathname: string;
  prerendered: string | null;
  /** Other stored items (the game lists), by key. */
  storedItems?: Record<string, string>;
}

/** A stand-in for an element that receives the focus. */
interface FocusTarget {
  closest: (selector: string) => object | null;
  matches: (selector: string) => boolean;
  blur: () => void;
}

/**
 * Runs the head script against a stand-in document for `visit`; returns the page's lang, whether it hid the page, its
 * attributes and the capture-phase focus listeners it added to the document.
 */
function runHeadScript(visit: Visit) {
  const attributes = new Map<string, string>();
  const focusListeners: ((event: { target: FocusTarget }) => void)[] = [];
  if (visit.prerendered !== null) attributes.set(prerenderedPathAttribute, visit.prerendered);
  const element = {
    lang: 'en',
    classList: { add: () => {} },
    style: {},
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const addEventListener = (type: string, listener: (event: { target: FocusTarget }) => void, capture: boolean) => {
    if (type === 'focusin' && capture) focusListeners.push(listener);
  };
  const globals = {
    document: { documentElement: element, addEventListener },
    window: { matchMedia: () => ({ matches: false }) },
    localStorage: { getItem: (key: string) => (key === 'preferred-language' ? visit.stored : (visit.storedItems?.[key] ?? null)) },
    location: { search: visit.search, pathname: visit.pathname },
    navigator: { languages: visit.languages, language: visit.languages[0] },
    URLSearchParams,
  };
  new Function(...Object.keys(globals), headScript)(...Object.values(globals));
  return { lang: element.lang, hidden: attributes.has(prerenderHiddenAttribute), attributes, focusListeners };
}

/** A focus target inside #root (or not) that is a control (or a link); records whether it was blurred. */
function focusTarget(kind: 'button' | 'input' | 'link', insideRoot = true) {
  const target = {
    blurred: false,
    closest: (selector: string) => (selector === '#root' && insideRoot ? {} : null),
    matches: () => kind !== 'link',
    blur: () => {
      target.blurred = true;
    },
  };
  return target;
}

const english: Visit = { stored: null, search: '', languages: ['en-US', 'en'], pathname: '/games', prerendered: '/games' };

describe('the head script', () => {
  it('is in index.html', () => {
    expect(headScript).toContain('data-prerendered');
  });

  it('leaves the page visible to an English visitor on its own path, with or without a trailing slash', () => {
    expect(runHeadScript(english)).toMatchObject({ lang: 'en', hidden: false });
    expect(runHeadScript({ ...english, pathname: '/games/' }).hidden).toBe(false);
    expect(runHeadScript({ ...english, pathname: '/', prerendered: '/' }).hidden).toBe(false);
  });

  it('hides it from a visitor whose stored, ?lng= or browser language is another', () => {
    expect(runHeadScript({ ...english, stored: 'ko' })).toMatchObject({ lang: 'ko', hidden: true });
    expect(runHeadScript({ ...english, search: '?lng=zh' })).toMatchObject({ lang: 'zh', hidden: true });
    expect(runHeadScript({ ...english, languages: ['fr-FR', 'vi-VN'] })).toMatchObject({ lang: 'vi', hidden: true });
  });

  it('hides it on another path (the SPA fallback) and leaves a page without a prerender alone', () => {
    expect(runHeadScript({ ...english, pathname: '/nope' }).hidden).toBe(true);
    expect(runHeadScript({ ...english, prerendered: null, stored: 'vi' })).toMatchObject({ lang: 'vi', hidden: false });
  });

  it('keeps the keyboard focus off the prerendered controls until the hydrating mark goes, but not off links', () => {
    const { attributes, focusListeners } = runHeadScript(english);
    expect(attributes.has(hydratingAttribute)).toBe(true);
    expect(focusListeners).toHaveLength(1);
    const [onFocus] = focusListeners;
    const [button, input, link, outside] = [focusTarget('button'), focusTarget('input'), focusTarget('link'), focusTarget('input', false)];
    for (const target of [button, input, link, outside]) onFocus({ target });
    expect([button.blurred, input.blurred, link.blurred, outside.blurred]).toEqual([true, true, false, false]);
    attributes.delete(hydratingAttribute);
    const later = focusTarget('input');
    onFocus({ target: later });
    expect(later.blurred).toBe(false);
  });

  it('marks the stored game lists that have games (home keeps room for their rows), under the keys the lists use', () => {
    const stored = (items: Record<string, string>) => runHeadScript({ ...english, prerendered: '/', pathname: '/', storedItems: items }).attributes;
    const both = stored({ [localListKeys.recent]: '["memory-game"]', [localListKeys.favourites]: '["ai-tarot","apple-game"]' });
    expect(both.has(`${storedListAttributePrefix}recent`)).toBe(true);
    expect(both.has(`${storedListAttributePrefix}favourites`)).toBe(true);
    const recentOnly = stored({ [localListKeys.recent]: '["memory-game"]', [localListKeys.favourites]: '[]' });
    expect(recentOnly.has(`${storedListAttributePrefix}recent`)).toBe(true);
    expect(recentOnly.has(`${storedListAttributePrefix}favourites`)).toBe(false);
    const unreadable = stored({ [localListKeys.recent]: 'not json', [localListKeys.favourites]: '{"a":1}' });
    expect([...unreadable.keys()].filter((name) => name.startsWith(storedListAttributePrefix))).toEqual([]);
    expect([...stored({}).keys()].filter((name) => name.startsWith(storedListAttributePrefix))).toEqual([]);
  });

  it('adds no focus guard to a page without a prerender', () => {
    const { attributes, focusListeners } = runHeadScript({ ...english, prerendered: null });
    expect(attributes.has(hydratingAttribute)).toBe(false);
    expect(focusListeners).toHaveLength(0);
  });

  it('finds the language detectLanguage finds and hides exactly when the page may not hydrate', () => {
    const code = fc.oneof(fc.constantFrom('en', 'vi', 'ko', 'zh', 'EN-gb', 'vi-VN', 'zh-Hant-TW', 'ko-KR', 'fr', 'de-DE', '', 'e'), fc.string({ maxLength: 6 }));
    const path = fc.constantFrom('/', '/games', '/games/', '/about', '/nope//', '//');
    fc.assert(
      fc.property(fc.option(code, { nil: null }), fc.option(code, { nil: null }), fc.array(code, { maxLength: 3 }), path, fc.constantFrom('/', '/games', '/about'), (stored, lng, languages, pathname, prerendered) => {
        const search = lng === null ? '' : `?${new URLSearchParams({ lng })}`;
        const visit = { stored, search, languages, pathname, prerendered };
        const language = detectLanguage({ stored, search, browser: languages });
        const { lang, hidden } = runHeadScript(visit);
        expect(lang).toBe(language);
        expect(hidden).toBe(language !== 'en' || normalisePath(pathname) !== prerendered);
      }),
    );
  });
});
