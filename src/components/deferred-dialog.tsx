import type { DialogProps } from './ui/dialog';
import { deferredComponent } from '../lib/hooks/deferred-component';

const dialog = deferredComponent<DialogProps>(() => import('./ui/dialog').then((module) => module.Dialog));

/**
 * The modal dialog (components/ui/dialog) without its code on the route's first load: it is fetched when the browser
 * is idle after first paint, or when the dialog first opens.
 */
export function DeferredDialog(props: DialogProps) {
  return <dialog.Deferred when={props.open} {...props} />;
}
