import type { Language, Namespace } from '../i18n/namespaces';
import { normalisePath, prerenderedHeadAttribute, prerenderedPathAttribute, prerenderHiddenAttribute, prerenderLanguage, prerenderTextId } from './prerender-marks';

/** Text inlined in a prerendered page, by namespace. */
export type PrerenderedText = Partial<Record<Namespace, Record<string, unknown>>>;

/** Whether a parsed value is an object of objects (namespace → its keys). */
function isTextByNamespace(value: unknown): value is PrerenderedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry));
}

/**
 * The English text a prerendered page inlined, when this visit can hydrate that page: the HTML was rendered for this
 * path, the visitor's language is the prerender's, and the head script left the page visible. Null otherwise (the page
 * then renders in the browser, as it did before prerendering).
 */
export function hydratableText(language: Language): PrerenderedText | null {
  const html = document.documentElement;
  if (language !== prerenderLanguage || html.hasAttribute(prerenderHiddenAttribute)) return null;
  if (html.getAttribute(prerenderedPathAttribute) !== normalisePath(window.location.pathname)) return null;
  const source = document.getElementById(prerenderTextId)?.textContent;
  if (!source) return null;
  try {
    const text: unknown = JSON.parse(source);
    return isTextByNamespace(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * Clears a prerendered page the browser will not hydrate (another language or path): its markup, its head tags and the
 * head script's hiding mark, so the page the browser renders is the only one shown. Does nothing on an HTML file
 * without a prerendered page.
 */
export function discardPrerenderedPage(container: HTMLElement) {
  const html = document.documentElement;
  if (!html.hasAttribute(prerenderedPathAttribute)) return;
  container.replaceChildren();
  document.getElementById(prerenderTextId)?.remove();
  for (const tag of document.querySelectorAll(`[${prerenderedHeadAttribute}]`)) tag.remove();
  html.removeAttribute(prerenderHiddenAttribute);
}
