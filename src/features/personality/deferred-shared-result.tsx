import type { ComponentProps } from 'react';
import { deferredComponent } from '../../lib/hooks/deferred-component';
import type { SharedResult } from './shared-result';

const sharedResult = deferredComponent<ComponentProps<typeof SharedResult>>(() => import('./shared-result').then((module) => module.SharedResult));

/**
 * A shared result (shared-result.tsx, opened from a share link) without its code on the test's first load: a share
 * link is the rare way in, so its view and its query load when such a link is opened.
 */
export function DeferredSharedResult(props: ComponentProps<typeof SharedResult>) {
  return <sharedResult.Deferred when {...props} />;
}
