/**
 * A tiny slot grammar for writing varied text from hand-written templates.
 *
 * Template syntax:
 * - `[a|b|c]` picks one alternative (alternatives may nest and may be empty: `[|very ]`);
 * - `{slot}` inserts a variable, or a pick (expanded in turn) from a named pool;
 * - `{slot:mod}` then applies a modifier: a Korean particle chosen by the final consonant (`{name:이}` → 민지가 / 준호가),
 *   `a` for an English article, `cap` / `low` for the first letter's case;
 * - `{?flag}` / `{!flag}` write nothing but make the template usable only when the flag is set / not set.
 * Picks from a pool never repeat within one composer until the pool is exhausted, so one text does not say the same thing twice.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { koreanParticleNames, withParticle } from './korean-particles.ts';
import { capitalizeFirst, capitalizeSentences, lowerFirst, tidySpacing, withArticle } from './text-tools.ts';

/** Named pools of templates. */
export type TemplatePools = Readonly<Record<string, readonly string[]>>;

/** Expands templates with a seeded random source, variables and pools; one composer writes one text. */
export class PhraseComposer {
  private readonly used = new Map<readonly unknown[], Set<number>>();
  private readonly vars = new Map<string, string>();
  private readonly poolList: TemplatePools[] = [];
  private readonly flags = new Set<string>();
  private readonly guarded = new Map<readonly string[], readonly string[]>();

  /** Creates a composer for one language and one random source. */
  constructor(
    readonly language: ContentLanguage,
    readonly random: () => number,
  ) {}

  /** Sets (or replaces) a variable. */
  set(name: string, value: string): this {
    this.vars.set(name, value);
    return this;
  }

  /** Sets several variables. */
  setAll(values: Readonly<Record<string, string>>): this {
    for (const [name, value] of Object.entries(values)) this.vars.set(name, value);
    return this;
  }

  /** Sets a flag that `{?flag}` / `{!flag}` guards test. */
  flag(name: string, on = true): this {
    if (on) this.flags.add(name);
    else this.flags.delete(name);
    this.guarded.clear();
    return this;
  }

  /** The templates of a list whose guards hold (the list itself when none is guarded out). */
  usable(list: readonly string[]): readonly string[] {
    let found = this.guarded.get(list);
    if (!found) {
      const kept = list.filter((template) => this.guardsHold(template));
      found = kept.length === list.length ? list : kept.length > 0 ? kept : list.filter((template) => !/\{[?!]/.test(template));
      this.guarded.set(list, found);
    }
    return found;
  }

  private guardsHold(template: string): boolean {
    for (const m of template.matchAll(/\{([?!])([\w-]+)\}/g)) {
      if ((m[1] === '?') !== this.flags.has(m[2] as string)) return false;
    }
    return true;
  }

  /** Reads a variable (empty string when unset). */
  get(name: string): string {
    return this.vars.get(name) ?? '';
  }

  /** Adds pools to look slots up in; later pools win over earlier ones. */
  addPools(pools: TemplatePools): this {
    this.poolList.unshift(pools);
    return this;
  }

  /** Picks an element, avoiding elements this composer already picked from the same list until all were used. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    let used = this.used.get(items);
    if (!used || used.size >= items.length) {
      used = new Set();
      this.used.set(items, used);
    }
    let index = Math.floor(this.random() * (items.length - used.size));
    for (let i = 0; i < items.length; i += 1) {
      if (used.has(i)) continue;
      if (index === 0) {
        used.add(i);
        return items[i] as T;
      }
      index -= 1;
    }
    return items[0] as T;
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.random() < probability;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  /** Expands one template. */
  expand(template: string): string {
    const out: string[] = [];
    this.expandRange(template, 0, template.length, out);
    return out.join('');
  }

  /** Picks a template from a list or a named pool and expands it into a finished sentence (tidy spacing, capitalised). */
  line(pool: string | readonly string[]): string {
    const list = this.usable(typeof pool === 'string' ? this.pool(pool) : pool);
    return this.finish(this.expand(this.pick(list)));
  }

  /** Tidies spacing and, for Latin-script languages, capitalises sentence starts. */
  finish(text: string): string {
    const tidy = tidySpacing(text, this.language);
    return this.language === 'en' || this.language === 'vi' ? capitalizeSentences(tidy) : tidy;
  }

  /** The named pool, or an error naming it. */
  pool(name: string): readonly string[] {
    for (const pools of this.poolList) {
      const found = pools[name];
      if (found) return found;
    }
    throw new Error(`unknown template pool "${name}" (${this.language})`);
  }

  private expandRange(t: string, start: number, end: number, out: string[]): void {
    let i = start;
    while (i < end) {
      const c = t.charAt(i);
      if (c === '[') {
        const close = closingBracket(t, i, end);
        const alternatives = splitAlternatives(t, i + 1, close);
        const chosen = alternatives[Math.floor(this.random() * alternatives.length)] as [number, number];
        this.expandRange(t, chosen[0], chosen[1], out);
        i = close + 1;
      } else if (c === '{') {
        const close = t.indexOf('}', i);
        if (close < 0 || close > end) throw new Error(`unclosed slot in template: ${t}`);
        out.push(this.slot(t.slice(i + 1, close)));
        i = close + 1;
      } else {
        let j = i;
        while (j < end && t.charAt(j) !== '[' && t.charAt(j) !== '{') j += 1;
        out.push(t.slice(i, j));
        i = j;
      }
    }
  }

  private slot(spec: string): string {
    if (spec.startsWith('?') || spec.startsWith('!')) return '';
    const colon = spec.indexOf(':');
    const name = colon < 0 ? spec : spec.slice(0, colon);
    const mod = colon < 0 ? '' : spec.slice(colon + 1);
    const variable = this.vars.get(name);
    const value = variable ?? this.expand(this.pick(this.usable(this.pool(name))));
    return applyModifier(value, mod);
  }
}

function applyModifier(value: string, mod: string): string {
  if (!mod) return value;
  if (mod === 'a') return withArticle(value);
  if (mod === 'cap') return capitalizeFirst(value);
  if (mod === 'low') return lowerFirst(value);
  if (koreanParticleNames.has(mod)) return withParticle(value, mod);
  throw new Error(`unknown slot modifier "${mod}"`);
}

function closingBracket(t: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i += 1) {
    const c = t.charAt(i);
    if (c === '[') depth += 1;
    else if (c === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unclosed alternation in template: ${t}`);
}

function splitAlternatives(t: string, start: number, end: number): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i += 1) {
    const c = t.charAt(i);
    if (c === '[' || c === '{') depth += 1;
    else if (c === ']' || c === '}') depth -= 1;
    else if (c === '|' && depth === 0) {
      parts.push([from, i]);
      from = i + 1;
    }
  }
  parts.push([from, end]);
  return parts;
}

/** Joins finished sentences into a paragraph: with spaces for en/vi/ko, without for zh. */
export function joinSentences(sentences: readonly string[], language: ContentLanguage): string {
  const kept = sentences.filter((s) => s.trim().length > 0);
  return language === 'zh' ? kept.join('') : kept.join(' ');
}
