/**
 * The build-time prerender (run in Node by scripts/prerender-plugin.ts, never shipped to the browser): renders a route's
 * page in English with React 19's `react-dom/static`, through the same route tree and providers the browser uses, so
 * the browser can hydrate the HTML instead of painting only after its JavaScript and text have arrived.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { getInitialProps, initReactI18next } from 'react-i18next';
import { screenRoutes, siteRouteTree } from '../app/routes';
import { namespacesForPath } from '../i18n/route-namespaces';
import { prerenderedHeadAttribute, prerenderedPathAttribute, prerenderHiddenAttribute, prerenderLanguage, prerenderTextId } from './prerender-marks';
import { SiteProviders } from './site-providers';

/** Every English namespace, read at build time. */
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/en/*.json', { eager: true });
const english: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(englishFiles).map(([file, module]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), module.default]),
);

/** One prerendered page: the root's markup, the head tags React hoisted, and the English text its screen showed. */
export interface PrerenderedPage {
  path: string;
  /** The markup inside `<div id="root">`. */
  body: string;
  /** `<title>`, `<meta>` and `<link>` tags React hoisted out of the tree (they belong in `<head>`). */
  head: string;
  /** The namespaces the page rendered with, by name. */
  text: Record<string, object>;
}

/** The marks the written HTML carries (the plugin puts them in, the browser reads them). */
export const pageMarks = { pathAttribute: prerenderedPathAttribute, hiddenAttribute: prerenderHiddenAttribute, headAttribute: prerenderedHeadAttribute, textId: prerenderTextId };

/** The paths with a screen of their own (every route except the catch-all 404). */
export function prerenderPaths(): string[] {
  return screenRoutes.flatMap((route) => (route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : []));
}

/** Splits the hoisted head tags React writes before the root's markup from the markup itself. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let rest = html;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Renders `path` in English; rejects when any part of the page failed to render. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const i18n = i18next.createInstance();
  // Sets react-i18next's global instance too: the screens' useTranslation reads it.
  await i18n.use(initReactI18next).init({
    lng: prerenderLanguage,
    resources: { [prerenderLanguage]: english },
    ns: Object.keys(english),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  const handler = createStaticHandler(siteRouteTree());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path}: the router answered with a ${context.status} response`);
  if (context.errors) throw new Error(`Prerendering ${path}: ${Object.values(context.errors).map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))).join("; ")}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <SiteProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProviders>
    </StrictMode>,
    // Every boundary inline (never outlined behind a reveal script: the page has no inline scripts but its own).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed: ${errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))).join("; ")}`);
  // The namespaces the render used (react-i18next's own record) and those the route's screen may show once this
  // browser's data or storage fills in (src/i18n/route-namespaces.ts: what the browser fetched up front before).
  const used = getInitialProps().initialI18nStore[prerenderLanguage] ?? {};
  const text: Record<string, object> = { ...used };
  for (const namespace of ['common', ...namespacesForPath(path)]) {
    const resources = english[namespace];
    if (resources) text[namespace] = resources;
  }
  return { path, ...splitHoisted(html), text };
}
