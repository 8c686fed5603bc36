import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { Layout } from './layout';

/** Turns a screen module into a lazily loaded route: its code loads only when the route is visited. */
function screen(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** Every route of spec §2, each screen in its own chunk. */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).default }) },
  screen('games', () => import('../features/games/games-page')),
  screen('ai-story', () => import('../features/story/story-page')),
  screen('ai-quiz', () => import('../features/quiz/quiz-page')),
  screen('ai-persona-chat', () => import('../features/persona-chat/persona-chat-page')),
  screen('ai-fortune-teller', () => import('../features/fortune/fortune-page')),
  screen('ai-adventure', () => import('../features/adventure/adventure-page')),
  screen('ai-personality-test', () => import('../features/personality/personality-page')),
  screen('ai-stylist', () => import('../features/stylist/stylist-page')),
  screen('ai-summarizer', () => import('../features/summarizer/summarizer-page')),
  screen('ai-lyrics-generator', () => import('../features/lyrics/lyrics-page')),
  screen('ai-tarot', () => import('../features/tarot/tarot-page')),
  screen('rock-paper-scissors', () => import('../features/rock-paper-scissors/rock-paper-scissors-page')),
  screen('click-race', () => import('../features/click-race/click-race-page')),
  screen('number-guess', () => import('../features/number-guess/number-guess-page')),
  screen('memory-game', () => import('../features/memory-game/memory-game-page')),
  screen('apple-game', () => import('../features/apple-game/apple-game-page')),
  screen('reaction-test', () => import('../features/reaction-test/reaction-test-page')),
  screen('contact', () => import('../features/contact/contact-page')),
  screen('about', () => import('../features/about/about-page')),
  screen('privacy', () => import('../features/privacy/privacy-page')),
  screen('guidelines', () => import('../features/guidelines/guidelines-page')),
  screen('terms', () => import('../features/terms/terms-page')),
  screen('*', () => import('./not-found-page')),
];

/** The site's router: the layout stays in place; a failing screen shows the error page inside it. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children: screenRoutes }],
    },
  ]);
}
