/**
 * Every route of the site (spec §2) as the benchmarks see it: the path, the manifest key of its lazily loaded screen,
 * its budget class (issue 14: home and information pages vs. game and tool routes) and whether it draws with Pixi.
 * Shared by bench/bundle (the deterministic size guard) and bench/lighthouse (the timed benchmark).
 */

/** Budget class of a route: `page` = home and information pages, `app` = game and tool routes. */
export type RouteClass = 'page' | 'app';

/** One route of the site. */
export interface SiteRoute {
  /** URL path. */
  path: string;
  /** Vite manifest key of the screen module the route loads lazily. */
  screen: string;
  /** Budget class. */
  kind: RouteClass;
  /** One of the three canvas routes (the only ones allowed the Pixi chunk). */
  canvas: boolean;
  /** The bundle guard's ceiling for this route (JS gzip × the floor, Pixi left out): its ratio when last measured plus a margin. */
  ceiling: number;
}

/** A game or tool route: its screen lives at src/features/<folder>/<folder>-page.tsx. */
function app(path: string, folder: string, ceiling: number, canvas = false): SiteRoute {
  return { path, screen: `src/features/${folder}/${folder}-page.tsx`, kind: 'app', canvas, ceiling };
}

/** An information page (or home / the games list). */
function page(path: string, screen: string, ceiling: number): SiteRoute {
  return { path, screen, kind: 'page', canvas: false, ceiling };
}

/** The margin over a route's measured ratio that its ceiling allows (about 3 kB of gzip on a 95 kB floor). */
const margin = 0.03;
/**
 * A ceiling: the ratio measured on 2026-11-25 (issue 14: header, toasts, class joiner, zod; the entry without TanStack
 * Query as one shell chunk, home's hero without XState; the game and tool routes without zod, with dialogs, dropdown,
 * card faces and confetti after first paint; every route prerendered and hydrated; the tools without the table client
 * and Radix's Slot, XState in one chunk; 2026-12-06: the start split into React, libraries and shell chunks, each
 * evaluated in a task of its own, about 2 kB of gzip dearer) plus the margin.
 */
const at = (measured: number) => Math.round((measured + margin) * 100) / 100;

/** All routes, home first. */
export const siteRoutes: readonly SiteRoute[] = [
  page('/', 'src/features/home/home-page.tsx', at(1.64)),
  page('/games', 'src/features/games/games-page.tsx', at(1.72)),
  app('/ai-story', 'story', at(1.66)),
  app('/ai-quiz', 'quiz', at(1.69)),
  app('/ai-persona-chat', 'persona-chat', at(1.66)),
  app('/ai-fortune-teller', 'fortune', at(1.65)),
  app('/ai-adventure', 'adventure', at(1.66)),
  app('/ai-personality-test', 'personality', at(1.68)),
  app('/ai-stylist', 'stylist', at(1.65)),
  app('/ai-summarizer', 'summarizer', at(1.66)),
  app('/ai-lyrics-generator', 'lyrics', at(1.65)),
  app('/ai-tarot', 'tarot', at(1.66)),
  app('/rock-paper-scissors', 'rock-paper-scissors', at(1.73)),
  app('/click-race', 'click-race', at(1.63), true),
  app('/number-guess', 'number-guess', at(1.73)),
  app('/memory-game', 'memory-game', at(1.64), true),
  app('/apple-game', 'apple-game', at(1.83), true),
  app('/reaction-test', 'reaction-test', at(1.74)),
  page('/contact', 'src/features/contact/contact-page.tsx', at(1.51)),
  page('/about', 'src/features/about/about-page.tsx', at(1.46)),
  page('/privacy', 'src/features/privacy/privacy-page.tsx', at(1.41)),
  page('/guidelines', 'src/features/guidelines/guidelines-page.tsx', at(1.40)),
  page('/terms', 'src/features/terms/terms-page.tsx', at(1.40)),
];

/** JS budget (gzip, × the floor) of home and the information pages. */
export const pageBudget = 1.35;
/** JS budget (gzip, × the floor, Pixi chunk not counted) of the game and tool routes. */
export const appBudget = 1.6;

/**
 * The bundle guard fails CI when a route grows past its own ceiling (`ceiling` above: the ratio measured when the
 * ceilings were last lowered, plus a small margin), so no route gives back what issue 14 won while the budgets are
 * still unmet. Lower them as routes approach their budgets. The highest of them, for the report's summary line:
 */
export const pageCeiling = Math.max(...siteRoutes.filter((route) => route.kind === 'page').map((route) => route.ceiling));
/** The highest ceiling of the game and tool routes (× the floor, Pixi chunk not counted). */
export const appCeiling = Math.max(...siteRoutes.filter((route) => route.kind === 'app').map((route) => route.ceiling));
