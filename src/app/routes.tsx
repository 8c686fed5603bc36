import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { catalogue, type GameId } from '../lib/game-catalogue';
import { ErrorPage } from './error-page';
import { Layout } from './layout';
import { queryScreenPaths } from '../lib/query-screens';
import { nextTask } from '../boot/start-in-stages';

/** A screen module's loader. */
type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * The component of a route's screen: the screen itself, or (for a screen that reads data through TanStack Query) the
 * screen inside the shared query cache, loaded in parallel with it.
 */
async function loadScreen(path: string, load: ScreenLoader): Promise<ComponentType> {
  // The canvas games' largest chunk (Pixi) is evaluated in a task of its own, then the screen's code in the next one,
  // instead of both in one long block (the chunks download together: the page preloads both).
  if (canvasPaths.has(path) && !import.meta.env.SSR) {
    await import('../boot/pixi-stage');
    await nextTask();
  }
  if (!queryScreenPaths.has(path)) return (await load()).default;
  const queryClientModule = import('../lib/query-client');
  // Home and the games list show the click ranking: its request leaves with the screen's code rather than after the
  // page has hydrated, so the cards (the largest paint of /games) come sooner. Not while prerendering (no backend).
  if (clickRankingPaths.has(path) && !import.meta.env.SSR) {
    void Promise.all([queryClientModule, import('../lib/api/get-game-clicks')]).then(([{ queryClient }, { prefetchGameClicks }]) => prefetchGameClicks(queryClient));
  }
  const [screenModule, { withQueryClient }] = await Promise.all([load(), queryClientModule]);
  return withQueryClient(screenModule.default);
}

/** The routes of the canvas games, which draw with Pixi. */
const canvasPaths: ReadonlySet<string> = new Set(['click-race', 'memory-game', 'apple-game']);

/** The routes whose screens show the click ranking (home and the games list). */
const clickRankingPaths: ReadonlySet<string> = new Set(['', 'games']);

/** Turns a screen module into a lazily loaded route: its code loads only when the route is visited. */
function screen(path: string, load: ScreenLoader): RouteObject {
  return { path, lazy: async () => ({ Component: await loadScreen(path, load) }) };
}

/** The screen module of every game and tool; typed by the catalogue's ids, so an id without a screen (or a screen without an id) fails the type check. */
const gameScreens: Record<GameId, ScreenLoader> = {
  'ai-story': () => import('../features/story/story-page'),
  'ai-quiz': () => import('../features/quiz/quiz-page'),
  'ai-persona-chat': () => import('../features/persona-chat/persona-chat-page'),
  'ai-fortune-teller': () => import('../features/fortune/fortune-page'),
  'ai-adventure': () => import('../features/adventure/adventure-page'),
  'ai-personality-test': () => import('../features/personality/personality-page'),
  'ai-stylist': () => import('../features/stylist/stylist-page'),
  'ai-summarizer': () => import('../features/summarizer/summarizer-page'),
  'ai-lyrics-generator': () => import('../features/lyrics/lyrics-page'),
  'ai-tarot': () => import('../features/tarot/tarot-page'),
  'rock-paper-scissors': () => import('../features/rock-paper-scissors/rock-paper-scissors-page'),
  'click-race': () => import('../features/click-race/click-race-page'),
  'number-guess': () => import('../features/number-guess/number-guess-page'),
  'memory-game': () => import('../features/memory-game/memory-game-page'),
  'apple-game': () => import('../features/apple-game/apple-game-page'),
  'reaction-test': () => import('../features/reaction-test/reaction-test-page'),
};

/** Every route of spec §2, each screen in its own chunk; the game and tool routes come from the catalogue. */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: await loadScreen('', () => import('../features/home/home-page')) }) },
  screen('games', () => import('../features/games/games-page')),
  ...catalogue.map((game) => screen(game.id, gameScreens[game.id])),
  screen('contact', () => import('../features/contact/contact-page')),
  screen('about', () => import('../features/about/about-page')),
  screen('privacy', () => import('../features/privacy/privacy-page')),
  screen('guidelines', () => import('../features/guidelines/guidelines-page')),
  screen('terms', () => import('../features/terms/terms-page')),
  screen('*', () => import('./not-found-page')),
];

/** The route tree: the layout stays in place; a failing screen shows the error page inside it (also prerendered at build time). */
export function siteRouteTree(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children: screenRoutes }],
    },
  ];
}

/** The site's browser router. */
export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** The site's router in the browser. */
export function createRouter(): SiteRouter {
  return createBrowserRouter(siteRouteTree());
}
