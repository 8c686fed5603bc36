import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { BookOpen, RotateCcw, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import { tarotMachine, tarotPositions, type TarotDraw, type TarotPosition } from '../../../machines/tarot.machine';
import { generationFailureMessage } from '../../components/ai/generation-messages';
import { ResultCard } from '../../components/ai/result-card';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';
import { shareText } from '../../lib/share';
import { useHydrated } from '../../prerender/use-hydrated';
import { luckyColourSwatch } from './lucky-colour';
import { DeferredReadingCardFace as ReadingCardFace } from './deferred-reading-card-face';
import { TarotFlipCard } from './tarot-flip-card';
import { addToTarotJournal, clearTarotJournal, readTarotJournal, type TarotJournalEntry } from './tarot-journal';
import { TarotJournalDialog } from './tarot-journal-dialog';
import { tarotShareText } from './tarot-share-text';

const isCssColor = (value: string) => typeof CSS !== 'undefined' && CSS.supports('color', value);

/** The /ai-tarot screen: three face-down cards for past, present and future; pick one, it flips, the reading follows. */
export default function TarotPage() {
  const { t, i18n } = useTranslation(['tarot', 'common']);
  const language = contentLanguageOf(i18n.language);
  const [snapshot, send, actorRef] = useMachine(
    tarotMachine.provide({
      actors: {
        drawReading: fromPromise<TarotDraw>(async ({ signal }) => {
          const { result, source } = await generateContent('tarot-reading', {}, contentLanguageOf(i18next.language), signal);
          return { reading: result, source };
        }),
      },
    }),
  );
  const { chosen, draw } = snapshot.context;
  // The journal lives in this browser's storage: the prerendered page (no storage) and its hydration show it empty.
  const [journal, setJournal] = useState<TarotJournalEntry[]>(() => (typeof localStorage === 'undefined' ? [] : readTarotJournal(localStorage)));
  const hydrated = useHydrated();
  const [journalOpen, setJournalOpen] = useState(false);
  const resultHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('failed', (event) => toast.error(generationFailureMessage(event.error, 'common:messages.generation_error'))),
      actorRef.on('completed', () => {
        toast.success(t('tarot:completed'));
        const reading = actorRef.getSnapshot().context.draw?.reading;
        if (reading) setJournal(addToTarotJournal(localStorage, { at: new Date().toISOString(), reading }));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, t]);

  const selecting = snapshot.matches('selecting');
  const revealing = snapshot.matches('revealing');
  const flipped = snapshot.matches({ revealing: 'flipped' }) || snapshot.matches('complete');
  const complete = snapshot.matches('complete');
  const positionLabel = (position: TarotPosition) => t(`tarot:positions.${position}`);
  const directionLabel = (direction: 'upright' | 'reversed') => t(direction === 'upright' ? 'tarot:upright' : 'tarot:reversed');

  const share = () => {
    if (!draw) return;
    const text = tarotShareText(draw.reading, {
      title: t('tarot:share_title'),
      positions: { past: positionLabel('past'), present: positionLabel('present'), future: positionLabel('future') },
      cardLine: (position, emoji, name, direction) => t('tarot:share_card', { position, emoji, name, direction }),
      direction: directionLabel,
      keywords: t('tarot:keywords'),
      overallMessage: t('tarot:overall_message'),
      luckyColor: t('tarot:lucky_color'),
      luckyItem: t('tarot:lucky_item'),
    });
    shareText({ title: t('tarot:share_title'), text })
      .then((outcome) => {
        if (outcome === 'copied') {
          toast.success(t('common:messages.copied'));
          toast.success(t('common:messages.share_with_friends'));
        }
      })
      .catch(() => toast.error(t('common:ai.copy_failed')));
  };

  const swatch = useMemo(() => (draw ? luckyColourSwatch(draw.reading.luckyColor, isCssColor) : undefined), [draw]);

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={t('tarot:meta_title')} description={t('tarot:meta_description')} />
      <PageHeading title={t('tarot:title')} lead={t('tarot:lead')} icon="🔮" />

      <div className="mb-4 flex justify-end">
        <Button variant="outline" size="sm" onClick={() => setJournalOpen(true)}>
          <BookOpen aria-hidden className="h-4 w-4" />
          {t('tarot:journal.open', { count: hydrated ? journal.length : 0 })}
        </Button>
      </div>

      {snapshot.matches('idle') ? (
        <Card className="flex flex-col items-center gap-5 p-8 text-center">
          <img src="/art/ai-tarot.svg" alt="" width={160} height={120} className="h-32 w-auto" />
          <Button size="lg" onClick={() => send({ type: 'START' })}>{t('tarot:start')}</Button>
        </Card>
      ) : (
        <Card className="p-4 sm:p-6">
          <p role="status" aria-live="polite" className="mb-4 text-center font-semibold" data-testid="tarot-status">
            {selecting ? t('tarot:pick_prompt') : revealing ? (flipped ? t('tarot:revealed') : t('tarot:revealing')) : t('tarot:result_title')}
          </p>
          <ul className="grid grid-cols-3 gap-3 sm:gap-6" aria-label={t('tarot:pick_prompt')}>
            {tarotPositions.map((position, i) => {
              const isChosen = chosen === position;
              return (
                <li key={position}>
                  <TarotFlipCard
                    label={isChosen ? t('tarot:chosen_card', { position: positionLabel(position) }) : t('tarot:pick_card', { position: positionLabel(position) })}
                    caption={positionLabel(position)}
                    faceUp={(isChosen && flipped) || complete}
                    card={draw?.reading.cards[i] ?? null}
                    chosen={isChosen}
                    pickable={selecting}
                    language={language}
                    onPick={() => send({ type: 'PICK', position })}
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      )}

      {complete && draw ? (
        <div ref={resultHeading}>
          <ResultCard
            title={t('tarot:result_title')}
            source={draw.source}
            entertainment
            actions={
              <>
                <Button onClick={share}><Share2 aria-hidden className="h-4 w-4" />{t('common:actions.share')}</Button>
                <Button variant="outline" onClick={() => send({ type: 'NEW_READING' })}><RotateCcw aria-hidden className="h-4 w-4" />{t('tarot:new_reading')}</Button>
              </>
            }
          >
            <ol className="flex flex-col gap-4" data-testid="tarot-cards">
              {draw.reading.cards.map((card, i) => {
                const position = tarotPositions[i] ?? 'past';
                return (
                  <li key={position} className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 sm:flex-row dark:bg-slate-950" data-testid={`tarot-card-${position}`}>
                    <ReadingCardFace card={card} language={language} className="mx-auto h-auto w-28 shrink-0 sm:mx-0" />
                    <div className="flex min-w-0 flex-col gap-2">
                      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{positionLabel(position)}</h3>
                      <p className="text-lg font-bold">
                        <span aria-hidden className="mr-1">{card.emoji}</span>
                        <span data-testid="card-name">{card.name}</span>{' '}
                        <span className="ml-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100" data-testid="card-direction">{directionLabel(card.direction)}</span>
                      </p>
                      <p className="text-sm"><span className="font-semibold">{t('tarot:keywords')}:</span> <span data-testid="card-keywords">{card.keywords.join(', ')}</span></p>
                      <p className="whitespace-pre-wrap break-words leading-relaxed" data-testid="card-interpretation"><span className="sr-only">{t('tarot:interpretation')}: </span>{card.interpretation}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-xl bg-amber-50 p-4 sm:col-span-2 dark:bg-amber-950">
                <dt className="font-semibold">{t('tarot:overall_message')}</dt>
                <dd className="mt-1 whitespace-pre-wrap break-words leading-relaxed" data-testid="overall-message">{draw.reading.overallMessage}</dd>
              </div>
              <div className="rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
                <dt className="font-semibold">{t('tarot:lucky_color')}</dt>
                <dd className="mt-1 flex items-center gap-2" data-testid="lucky-color">
                  {swatch ? <span aria-hidden data-testid="lucky-swatch" className="inline-block h-6 w-6 rounded-full border border-slate-400" style={{ backgroundColor: swatch }} /> : null}
                  <span>{draw.reading.luckyColor}</span>
                </dd>
              </div>
              <div className="rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
                <dt className="font-semibold">{t('tarot:lucky_item')}</dt>
                <dd className="mt-1" data-testid="lucky-item">{draw.reading.luckyItem}</dd>
              </div>
            </dl>
          </ResultCard>
        </div>
      ) : null}

      <TarotJournalDialog
        entries={journal}
        open={journalOpen}
        onOpenChange={setJournalOpen}
        onClear={() => {
          clearTarotJournal(localStorage);
          setJournal([]);
          toast.success(t('tarot:journal.cleared'));
        }}
      />
    </section>
  );
}
