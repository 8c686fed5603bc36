import { ResetButton } from '../../components/reset-button';
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { ArrowLeftRight, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { RaceBoard } from '../../../engines/click-race/board';
import type { RaceDifficulty } from '../../../engines/click-race/config';
import { isMobileWidth } from '../../../engines/click-race/rules';
import { clickRaceMachine } from '../../../machines/click-race.machine';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';
import { DifficultyPicker } from './difficulty-picker';
import { loadBests, saveBests } from './race-bests';
import { RaceResultPanel } from './race-result-panel';
import { useBoardFit } from '../../components/games/use-board-fit';
import { useKeyboardLikely } from '../../components/games/use-input-kind';
import { playSound } from '../../components/games/game-sounds';
import { SoundToggle } from '../../components/games/sound-toggle';
import { useHydrated } from '../../prerender/use-hydrated';

/** Tallest useful race track (two lanes), in CSS pixels, whatever the width. */
const raceBoardMaxHeight = () => 192;

/** Whether a key event comes from a control that handles Space itself. */
function isInteractiveTarget(target: EventTarget | null) {
  return target instanceof HTMLElement && target.closest('button, a, input, select, textarea, [role="button"], [contenteditable="true"]') !== null;
}

/** The /click-race screen: difficulty choice, the two bars on the canvas, the click button (or Space) and the result. */
export default function ClickRacePage() {
  const { t } = useTranslation(['click_race', 'common']);
  const { seed: firstSeed, fixedSeed, seedAfter, renderer, theme } = useGameSetup();
  const reducedMotion = useReducedMotion();
  // The Space tip only where a keyboard is likely (not on phones).
  const keyboard = useKeyboardLikely();
  const clickRef = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rendererName, setRendererName] = useState<string | null>(null);
  // Bests live in this browser's storage and the speeds follow its width: the prerendered page (neither) and its
  // hydration show the desktop speeds without bests; the picker shows this browser's once hydrated.
  const [initialBests] = useState(() => (typeof window === 'undefined' ? {} : loadBests()));
  const hydrated = useHydrated();

  const difficultyName = (difficulty: RaceDifficulty | null) => t(`click_race:difficulties.${difficulty ?? 'easy'}`);
  const [snapshot, send] = useMachine(
    clickRaceMachine.provide({
      actions: {
        saveBests: ({ context }) => saveBests(context.bests),
        announceStart: () => setAnnouncement(t('click_race:announce.started')),
        announceFinish: ({ context }) => {
          playSound(context.winner === 'player' ? 'win' : 'miss');
          if (context.winner === 'player') {
            setAnnouncement(t('click_race:announce.player_won', { count: context.clicks }));
            if (context.newRecord) toast.success(t('click_race:new_record', { count: context.clicks, difficulty: difficultyName(context.difficulty) }));
          } else {
            setAnnouncement(t('click_race:announce.computer_won'));
          }
        },
      },
    }),
    { input: { bests: initialBests } },
  );
  const { difficulty, player, computer, clicks, winner, bests, newRecord, speeds } = snapshot.context;
  const choosing = snapshot.matches('choosing');
  const finished = snapshot.matches('finished');
  const racing = snapshot.matches('racing');
  // The track, the percentages and the click button share the screen: the track gets what is left.
  const fit = useBoardFit({ boardRef, blockRef, reserveBelow: 150, minHeight: 96, widthLimitedHeight: raceBoardMaxHeight, active: !choosing });
  // A fixed seed replays the same race every time; otherwise each race gets a fresh seed.
  const seed = () => (fixedSeed ? firstSeed : seedAfter(firstSeed));

  // Space clicks while a race can run (a focused button handles Space itself).
  const canClick = snapshot.matches('ready') || racing;
  useEffect(() => {
    if (!canClick) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (isInteractiveTarget(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      if (!event.repeat) send({ type: 'CLICK' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canClick, send]);

  const stage = choosing ? 'choosing' : finished ? 'finished' : 'track';
  // Where the track and the button do not fit under the heading (phones in landscape), the race card moves to the top.
  useEffect(() => {
    if (stage === 'track' && fit.scroll) blockRef.current?.scrollIntoView({ block: 'start' });
  }, [stage, fit.scroll]);
  useEffect(() => {
    if (stage === 'choosing') pickerRef.current?.focus({ preventScroll: true });
    if (stage === 'finished') resultRef.current?.focus();
  }, [stage]);

  const select = (choice: RaceDifficulty) => {
    send({ type: 'SELECT_DIFFICULTY', difficulty: choice, mobile: isMobileWidth(window.innerWidth), seed: seed() });
    requestAnimationFrame(() => clickRef.current?.focus());
  };

  const best = difficulty ? bests[difficulty] : undefined;
  const labels = { player: t('click_race:you'), computer: t('click_race:computer') };
  const percent = (value: number) => Math.round(value);

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={t('click_race:meta_title')} description={t('click_race:meta_description')} keywords={t('click_race:meta_keywords')} />
      <PageHeading title={t('click_race:title')} lead={t('click_race:lead')} icon="🏁" />

      {choosing || !difficulty ? (
        <DifficultyPicker headingRef={pickerRef} bests={hydrated ? bests : {}} mobile={hydrated && isMobileWidth(window.innerWidth)} onSelect={select} />
      ) : (
        <Card ref={blockRef} className="p-4 sm:p-6">
          <dl className="mb-4 grid grid-cols-3 gap-2 text-center">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('click_race:difficulty')}</dt>
              <dd className="text-lg font-bold" data-testid="race-difficulty">{difficultyName(difficulty)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('click_race:clicks')}</dt>
              <dd className="text-lg font-bold tabular-nums" data-testid="race-clicks">{clicks}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('click_race:best')}</dt>
              <dd className="text-lg font-bold tabular-nums" data-testid="race-best">{best ?? t('click_race:no_best')}</dd>
            </div>
          </dl>

          <div
            ref={boardRef}
            role="img"
            aria-label={`${t('click_race:progress_label')}: ${t('click_race:progress_value', { player: percent(player), computer: percent(computer) })}`}
            data-testid="race-board"
            data-renderer={rendererName ?? undefined}
          >
            <RaceBoard
              player={player}
              computer={computer}
              labels={labels}
              theme={theme}
              renderer={renderer}
              reducedMotion={reducedMotion}
              className="w-full"
              style={{ height: fit.height }}
              onReady={setRendererName}
            />
          </div>
          <p className="mt-2 flex justify-between text-sm font-semibold tabular-nums text-slate-700 dark:text-slate-200" aria-hidden>
            <span data-testid="race-player">{labels.player} {percent(player)}%</span>
            <span data-testid="race-computer">{labels.computer} {percent(computer)}%</span>
          </p>

          {finished && winner ? (
            <RaceResultPanel headingRef={resultRef} winner={winner} clicks={clicks} best={best} newRecord={newRecord} difficulty={difficultyName(difficulty)} />
          ) : null}

          <div className="mt-5 flex flex-col items-center gap-3">
            <Button
              ref={clickRef}
              size="custom"
              className="h-20 w-full max-w-sm px-6 text-2xl font-extrabold [@media(max-height:500px)]:h-14"
              disabled={finished}
              onClick={() => send({ type: 'CLICK' })}
              data-testid="race-click"
            >
              <MousePointerClick aria-hidden className="h-7 w-7" />
              {finished ? t('click_race:finished_button') : racing ? t('click_race:click_button') : t('click_race:start_button')}
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {keyboard ? `${t('click_race:space_hint')} · ` : ''}
              {t('click_race:difficulty_detail', { speed: speeds.computerSpeed, step: speeds.playerStep })}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <ResetButton onClick={() => send({ type: 'RESET', seed: seed() })} label={t('click_race:reset')} />
              <SoundToggle />
              <Button variant="outline" onClick={() => send({ type: 'CHANGE_DIFFICULTY' })}>
                <ArrowLeftRight aria-hidden className="h-4 w-4" />
                {t('click_race:change_difficulty')}
              </Button>
            </div>
          </div>
        </Card>
      )}

      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="race-announcer">{announcement}</p>
    </section>
  );
}
