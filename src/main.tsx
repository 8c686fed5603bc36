/**
 * The entry: starts the site in stages, each evaluated in a task of its own (React; the router and i18next; the site's
 * shell, which then hydrates or renders the page). A prerendered page is already on screen, so what counts is that
 * no single task keeps the main thread long: a tap or a key press between stages is handled at once instead of
 * waiting for ~100 ms of script evaluation in one block. The stage chunks are preloaded together (the build lists
 * them as modulepreload links), so staging costs no extra round trip.
 */
import './index.css';
import { startInStages } from './boot/start-in-stages';

void startInStages([() => import('./boot/framework'), () => import('./boot/libraries')], async () => {
  const { start } = await import('./start');
  await start();
});
