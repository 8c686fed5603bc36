import { ResetButton } from '../../components/reset-button';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useHydrated } from '../../prerender/use-hydrated';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { MemoryBoard } from '../../../engines/memory/board';
import { memoryColumns } from '../../../engines/memory/config';
import { type MemoryCard, moveFocus, rowsFor } from '../../../engines/memory/rules';
import { memoryMachine } from '../../../machines/memory.machine';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';
import { MemoryWinCard } from './memory-win-card';
import { burstConfetti, preloadConfetti } from '../../components/games/confetti';
import { whenIdle } from '../../lib/hooks/deferred-component';
import { playSound } from '../../components/games/game-sounds';
import { SoundToggle } from '../../components/games/sound-toggle';
import { loadBestMoves, saveBestMoves } from './memory-best';
import { useRunningSeconds } from './use-running-seconds';
import { useBoardFit } from '../../components/games/use-board-fit';

/** Where an element's centre is, as a share of the viewport (canvas-confetti's origin); the screen's middle without one. */
function originOf(element: HTMLElement | null) {
  if (!element) return { x: 0.5, y: 0.5 };
  const rect = element.getBoundingClientRect();
  return { x: (rect.left + rect.width / 2) / window.innerWidth, y: (rect.top + rect.height / 2) / window.innerHeight };
}

/** The memory board is square: the width never asks for more height than itself. */
const squareHeight = (width: number) => width;

/** Arrow keys and the focus step each one makes. */
const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The /memory-game screen: moves and matches, the Pixi card board, the win card and reset. */
export default function MemoryGamePage() {
  const { t } = useTranslation(['memory', 'common']);
  const { seed: firstSeed, seedAfter, renderer, theme } = useGameSetup();
  const reducedMotion = useReducedMotion();
  const instructionsId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const matchesRef = useRef<HTMLElement>(null);
  const fit = useBoardFit({ boardRef, blockRef, reserveBelow: 28, minHeight: 180, widthLimitedHeight: squareHeight });
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState(0);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [rendererName, setRendererName] = useState<string | null>(null);
  const [storedBest, setBestMoves] = useState(loadBestMoves);
  // The prerendered page cannot know this browser's best: it shows once the page has hydrated.
  const bestMoves = useHydrated() ? storedBest : null;
  const [newBest, setNewBest] = useState(false);
  const [celebrations, setCelebrations] = useState(0);

  const position = (index: number) => index + 1;
  const [snapshot, send, actorRef] = useMachine(
    memoryMachine.provide({
      actions: {
        announceFlip: ({ context }) => {
          const index = context.open.at(-1) ?? 0;
          setAnnouncement(t('memory:announce.flipped', { position: position(index), emoji: context.deck[index]?.emoji ?? '' }));
        },
        announceMatch: ({ context }) => {
          setAnnouncement(t('memory:announce.match', { matches: context.matches, total: context.pairs }));
          if (context.matches < context.pairs) {
            setCelebrations((count) => count + 1);
            playSound('match');
          }
        },
        announceMismatch: () => {
          setAnnouncement(t('memory:announce.mismatch'));
          playSound('miss');
        },
        announceWin: ({ context }) => {
          setAnnouncement(t('memory:announce.win', { moves: context.moves, seconds: Math.round(context.elapsedMs / 1000) }));
          playSound('win');
          burstConfetti({ particleCount: 160, spread: 100, origin: { x: 0.5, y: 0.4 }, disableForReducedMotion: true });
          const best = loadBestMoves();
          const record = best === null || context.moves < best;
          setNewBest(record);
          if (record) {
            saveBestMoves(context.moves);
            setBestMoves(context.moves);
          }
        },
      },
    }),
    { input: { seed: firstSeed } },
  );
  const { deck, moves, matches, pairs, elapsedMs, startedAt } = snapshot.context;
  const won = snapshot.matches('won');
  const seconds = useRunningSeconds(startedAt, won ? elapsedMs : null);

  useEffect(() => {
    if (won) playAgainRef.current?.focus();
  }, [won]);

  // canvas-confetti stays off the first load: it arrives once the browser is idle, before the first match.
  useEffect(() => whenIdle(() => void preloadConfetti().catch((error: unknown) => console.warn('Confetti could not be loaded:', error))), []);

  // Each match: a small burst from the Matches counter (canvas-confetti stays still under reduced motion).
  useEffect(() => {
    if (celebrations === 0) return;
    burstConfetti({ particleCount: 24, spread: 50, startVelocity: 22, scalar: 0.7, ticks: 90, origin: originOf(matchesRef.current), disableForReducedMotion: true });
  }, [celebrations]);

  // Where the board does not fit under the heading (phones in landscape), the counters and board move to the top.
  useEffect(() => {
    if (fit.scroll) blockRef.current?.scrollIntoView({ block: 'start' });
  }, [fit.scroll]);

  const flip = (index: number) => send({ type: 'FLIP', index, at: performance.now() });

  const reset = () => {
    send({ type: 'RESET', seed: seedAfter(snapshot.context.seed) });
    setNewBest(false);
    setFocusIndex(0);
    toast.success(t('memory:reset_done'));
    if (won) boardRef.current?.focus();
  };

  const describeCard = (card: MemoryCard | undefined, index: number) => {
    if (!card) return '';
    if (card.isMatched) return t('memory:card.matched', { position: position(index), emoji: card.emoji });
    if (card.isFlipped) return t('memory:card.face_up', { position: position(index), emoji: card.emoji });
    return t('memory:card.face_down', { position: position(index) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (step) {
      event.preventDefault();
      setKeyboardFocus(true);
      const next = moveFocus(focusIndex, step[0], step[1], deck.length);
      setFocusIndex(next);
      setAnnouncement(describeCard(deck[next], next));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setKeyboardFocus(true);
      const before = actorRef.getSnapshot().context.deck[focusIndex];
      flip(focusIndex);
      if (actorRef.getSnapshot().context.deck[focusIndex] === before) setAnnouncement(describeCard(before, focusIndex));
    }
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={t('memory:meta_title')} description={t('memory:meta_description')} keywords={t('memory:meta_keywords')} />
      <PageHeading title={t('memory:title')} lead={t('memory:lead')} icon="🃏" />

      <div ref={blockRef}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <dl className="flex flex-wrap gap-2 sm:gap-3">
          <div className="rounded-xl bg-white px-4 py-1.5 text-center shadow-sm dark:bg-slate-900">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('memory:moves')}</dt>
            <dd className="text-xl font-extrabold tabular-nums" data-testid="memory-moves">{moves}</dd>
          </div>
          <div className="rounded-xl bg-white px-4 py-1.5 text-center shadow-sm dark:bg-slate-900">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('memory:matches')}</dt>
            <dd
              key={celebrations}
              ref={matchesRef}
              className={cn('text-xl font-extrabold tabular-nums', celebrations > 0 && 'motion-safe:animate-[memory-pop_450ms_ease-out]')}
              data-testid="memory-matches"
            >
              {t('memory:matches_value', { matches, total: pairs })}
            </dd>
          </div>
          <div className="rounded-xl bg-white px-4 py-1.5 text-center shadow-sm dark:bg-slate-900">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('memory:time')}</dt>
            <dd className="text-xl font-extrabold tabular-nums" data-testid="memory-time">{t('memory:time_value', { count: seconds })}</dd>
          </div>
          <div className="rounded-xl bg-white px-4 py-1.5 text-center shadow-sm dark:bg-slate-900">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('memory:best')}</dt>
            <dd className="text-xl font-extrabold tabular-nums" data-testid="memory-best">{bestMoves ?? t('memory:no_best')}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <SoundToggle />
          <ResetButton onClick={reset} label={t('memory:reset')} />
        </div>
      </div>

      {won ? (
        <MemoryWinCard moves={moves} seconds={Math.round(elapsedMs / 1000)} best={bestMoves} newBest={newBest} playAgainRef={playAgainRef} onPlayAgain={reset} />
      ) : null}

      <Card className="p-3 sm:p-4">
        <div
          ref={boardRef}
          role="application"
          tabIndex={0}
          aria-label={t('memory:board_label', { columns: memoryColumns, rows: rowsFor(deck.length) })}
          aria-describedby={instructionsId}
          data-testid="memory-board"
          data-renderer={rendererName ?? undefined}
          onKeyDown={onKeyDown}
          onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(':focus-visible'))}
          onBlur={() => setKeyboardFocus(false)}
          className="rounded-xl"
        >
          <p id={instructionsId} className="sr-only">{t('memory:board_instructions')}</p>
          <MemoryBoard
            deck={deck}
            focusIndex={keyboardFocus ? focusIndex : null}
            theme={theme}
            renderer={renderer}
            reducedMotion={reducedMotion}
            className="mx-auto aspect-square w-full"
            style={{ maxWidth: fit.height }}
            onReady={setRendererName}
            onCardPress={(index) => {
              setFocusIndex(index);
              flip(index);
            }}
          />
        </div>
      </Card>
      </div>

      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="memory-announcer">{announcement}</p>
    </section>
  );
}
