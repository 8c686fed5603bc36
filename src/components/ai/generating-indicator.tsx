import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '../../lib/hooks/use-elapsed-seconds';
import { Button } from '../ui/button';

/** While a request runs: a spinner, the seconds elapsed and a Cancel button (a model may take up to 30 s). */
export function GeneratingIndicator({ onCancel, label }: { onCancel: () => void; label?: string }) {
  const { t } = useTranslation('common');
  const seconds = useElapsedSeconds();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-slate-100 p-4 dark:bg-slate-800" data-testid="generating">
      <LoaderCircle aria-hidden className="h-5 w-5 animate-spin text-brand-600 motion-reduce:animate-none dark:text-brand-500" />
      <p role="status" className="font-medium">
        {label ?? t('ai.generating')} <span className="tabular-nums text-slate-600 dark:text-slate-300">{t('ai.elapsed', { count: seconds })}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onCancel}>{t('actions.cancel')}</Button>
    </div>
  );
}
