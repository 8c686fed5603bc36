import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DeferredDialog as Dialog } from '../../components/deferred-dialog';
import type { TarotJournalEntry } from './tarot-journal';

/** The journal of the last 20 readings, kept on this device: open, read, clear. */
export function TarotJournalDialog({ entries, open, onOpenChange, onClear }: { entries: readonly TarotJournalEntry[]; open: boolean; onOpenChange: (open: boolean) => void; onClear: () => void }) {
  const { t, i18n } = useTranslation('tarot');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('journal.title')} description={t('journal.description')}>
      {entries.length === 0 ? (
        <p className="py-4 text-sm">{t('journal.empty')}</p>
      ) : (
        <ol className="mt-2 flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1" data-testid="tarot-journal">
          {entries.map((entry) => (
            <li key={entry.at} className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
              <p className="font-semibold">{date.format(new Date(entry.at))}</p>
              <p>{entry.reading.cards.map((card) => `${card.emoji} ${card.name}${card.direction === 'reversed' ? ` (${t('reversed')})` : ''}`).join(' · ')}</p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{entry.reading.overallMessage}</p>
            </li>
          ))}
        </ol>
      )}
      {entries.length > 0 ? (
        <Button variant="danger" size="sm" className="mt-4" onClick={onClear}>{t('journal.clear')}</Button>
      ) : null}
    </Dialog>
  );
}
