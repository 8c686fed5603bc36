import type { ComponentProps } from 'react';
import { deferredComponent } from '../../lib/hooks/deferred-component';
import type { ReadingCardFace } from './reading-card-face';

const readingCardFace = deferredComponent<ComponentProps<typeof ReadingCardFace>>(() => import('./reading-card-face').then((module) => module.ReadingCardFace));

/**
 * A reading card's face (reading-card-face.tsx) without the 78 card drawings and names on the route's first load: the
 * first screen shows only card backs, and the faces' code arrives after first paint (or when a reading is in).
 */
export function DeferredReadingCardFace(props: ComponentProps<typeof ReadingCardFace>) {
  return <readingCardFace.Deferred when {...props} />;
}
