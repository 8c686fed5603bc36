import { createActor } from 'xstate';
import { carouselMachine, carouselSlideCount, type CarouselEvent } from '../../../machines/carousel.machine';

/**
 * Starts the hero's carousel machine (spec §9) and replays, in order, what happened before it arrived: the motion
 * preference (the latest one is also its input) and what the visitor did. Loaded after home's first paint: until then
 * the hero shows its first slide without the machine (hero-carousel.tsx).
 */
export function startCarousel(earlier: readonly CarouselEvent[]) {
  const reducedMotion = earlier.findLast((event) => event.type === 'MOTION_PREFERENCE')?.reduced ?? false;
  const actor = createActor(carouselMachine, { input: { count: carouselSlideCount, reducedMotion } });
  actor.start();
  for (const event of earlier) actor.send(event);
  return actor;
}
