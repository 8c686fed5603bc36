import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })));

/** Sonner's toaster, mounted with the first toast (until then neither the library nor its empty region is on the page). */
export function SiteToaster(props: ComponentProps<typeof Toaster>) {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
