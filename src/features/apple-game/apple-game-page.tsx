import { useCallback, useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Maximize, Minimize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { prepareToasts, toast } from '../../lib/toast';
import { appleAnnouncedSeconds, appleGameDurationMs } from '../../../engines/apple/config';
import { applesLeft, cellIndex, secondsLeft } from '../../../engines/apple/rules';
import { appleMachine, type AppleContext } from '../../../machines/apple.machine';
import { LeaderboardButton } from '../../components/leaderboard/leaderboard-button';
import { NameEntryDialog } from '../../components/leaderboard/name-entry-dialog';
import { useLeaderboard } from '../../components/leaderboard/use-leaderboard';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { dealAppleSeed, dealDailyApple } from '../../lib/api/game-session';
import { utcDay } from '../../../supabase/functions/_shared/contract/board-day';
import { CalendarDays } from 'lucide-react';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';
import { playSound } from '../../components/games/game-sounds';
import { SoundToggle } from '../../components/games/sound-toggle';
import type { AppleEffect } from './apple-board-effects';
import { AppleHud } from './apple-hud';
import { AppleOverPanel } from './apple-over-panel';
import { ApplePlayArea } from './apple-play-area';
import { AppleStartPanel } from './apple-start-panel';
import { isMobileLandscape, useFullscreen } from './use-fullscreen';
import { useHydrated } from '../../prerender/use-hydrated';
import { useBoardFit } from '../../components/games/use-board-fit';
/** A YYYY-MM-DD day's width in blanks (figure spaces are as wide as digits). */
const dayPlaceholder = '\u2007\u2007\u2007\u2007-\u2007\u2007-\u2007\u2007';

/** The tallest board the width allows: turned (10 wide, 15 tall) on a portrait screen. */
const tallestBoardHeight = (width: number) => width * 1.5;

/** The last seconds that each beep (when sound is on). */
const countdownSeconds = 5;

/** How long the HUD shows a wrong sum in red after the box is dropped, in milliseconds. */
const missSumShownMs = 900;

/** The /apple-game screen: start panel, the Pixi board with its DOM HUD, game over with the top 10. */
export default function AppleGamePage() {
  const { t } = useTranslation(['apple', 'common']);
  const { seed: firstSeed, fixedSeed, seedAfter, renderer, theme } = useGameSetup();

  const gameAreaRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement | null>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen(gameAreaRef);
  const leaderboard = useLeaderboard('apple');
  const { finish } = leaderboard;
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = useReducedMotion();
  const [effects, setEffects] = useState<AppleEffect[]>([]);
  const [missSum, setMissSum] = useState<number | null>(null);
  const effectId = useRef(0);

  useEffect(() => {
    if (missSum === null) return undefined;
    const timer = window.setTimeout(() => setMissSum(null), missSumShownMs);
    return () => window.clearTimeout(timer);
  }, [missSum]);

  const announceOver = useCallback(
    (context: AppleContext) => {
      const reason = context.overReason === 'no_moves' ? 'apple:no_moves' : 'apple:time_up';
      // The name dialog and the site's toasts live outside the game area: leave full screen first.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      // At the bottom: the game-over panel (title, final score) and the top bar stay uncovered.
      if (context.overReason === 'no_moves') toast.error(t(reason), { id: 'apple-over', position: 'bottom-center' });
      else toast.warning(t(reason), { id: 'apple-over', position: 'bottom-center' });
      setAnnouncement(`${t(reason)} ${t('apple:announce.over', { score: context.score })}`);
      playSound(context.score > 0 ? 'win' : 'miss');
      // The moves go to the server once, when saving: it replays them on the board of its signed seed.
      // A daily board's score goes with its day, to that day's own top 10.
      finish(context.score, context.token === null ? null : { token: context.token, moves: context.moves, ...(context.day === null ? {} : { day: context.day }) });
    },
    [finish, t],
  );

  const [snapshot, send, actorRef] = useMachine(
    appleMachine.provide({
      actors: {
        // The server signs the board's seed (`?seed=` fixes it only on a server started for end-to-end tests).
        // Today's board is the UTC day's seed, the same for everyone (never fixed by `?seed=`).
        dealBoard: fromPromise(async ({ input }) => (input.daily ? dealDailyApple() : dealAppleSeed(fixedSeed ? input.seed : undefined))),
      },
      actions: {
        vibrate: (_, { pattern }) => {
          if (typeof navigator.vibrate === 'function') navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
        },
        announceStart: ({ context }) => setAnnouncement(t('apple:announce.started', { count: secondsLeft(context.remainingMs) })),
        announceClock: ({ context }) => {
          const left = secondsLeft(context.remainingMs);
          if (left <= countdownSeconds) playSound('countdown');
          if (appleAnnouncedSeconds.includes(left)) setAnnouncement(t('apple:announce.time_left', { count: left }));
        },
        announceCleared: ({ context }) => setAnnouncement(t('apple:announce.cleared', { count: context.lastCleared, score: context.score })),
        // Shown on the board (the box flashes red, the sum turns red), said by the live region: no toast over the HUD.
        announceWrongSum: () => setAnnouncement(t('apple:wrong_sum')),
        announceGameOver: ({ context }) => announceOver(context),
        reportDailyUnavailable: () => {
          toast.error(t('apple:daily.unavailable'));
          setAnnouncement(t('apple:daily.unavailable'));
        },
        requestFullscreenOnMobile: () => {
          if (isMobileLandscape()) void fullscreen.enter();
        },
      },
    }),
    { input: { seed: firstSeed } },
  );
  const { grid, score, remainingMs, selected, sum, box, cursor, overReason, day } = snapshot.context;
  const playing = snapshot.matches('playing');
  const over = snapshot.matches('over');
  const seconds = secondsLeft(remainingMs);
  // The game area is scrolled under the top bar when play starts: the board gets the height left under the HUD.
  const fit = useBoardFit({
    boardRef,
    blockRef: gameAreaRef,
    reserveBelow: 12,
    minHeight: 120,
    widthLimitedHeight: tallestBoardHeight,
    stayThreshold: Number.POSITIVE_INFINITY,
    active: playing,
  });

  // Focus follows the game: the board when play starts, Play again at game over.
  const stateName = playing ? 'playing' : over ? 'over' : 'idle';
  useEffect(() => {
    if (stateName === 'playing') {
      boardRef.current?.focus({ preventScroll: true });
      // Every game ends with a toast (time's up, no moves): have the toaster ready before it.
      prepareToasts();
    }
    if (stateName === 'over') {
      // The panel's top (Game over, the final score) comes into view; Play again takes focus without moving the page.
      gameAreaRef.current?.scrollIntoView({ block: 'start' });
      playAgainRef.current?.focus({ preventScroll: true });
    }
  }, [stateName]);
  // While playing, the HUD and the board (sized to the screen) sit right under the top bar, again after a resize.
  useEffect(() => {
    if (stateName === 'playing' && !fullscreen.active) gameAreaRef.current?.scrollIntoView({ block: 'start' });
  }, [stateName, fit.width, fit.height, fullscreen.active]);

  const moveCursor = (dx: number, dy: number, extend: boolean) => {
    send({ type: 'MOVE_CURSOR', dx, dy, extend });
    const context = actorRef.getSnapshot().context;
    const value = context.grid.cells[cellIndex(context.grid, context.cursor)];
    const place = { row: context.cursor.row + 1, column: context.cursor.column + 1 };
    const cell = value == null ? t('apple:announce.cell_empty', place) : t('apple:announce.cell', { ...place, value });
    setAnnouncement(context.anchor ? `${cell} ${t('apple:announce.selection', { count: context.selected.length, sum: context.sum })}` : cell);
  };

  /** Sends a release (drag end or Enter) and turns what it did into feedback on the board. */
  const release = (event: { type: 'DRAG_END' } | { type: 'CONFIRM' }) => {
    const before = actorRef.getSnapshot().context;
    send(event);
    const after = actorRef.getSnapshot().context;
    const { box: released, selected: cells } = before;
    if (!released || cells.length === 0) return;
    effectId.current += 1;
    const id = effectId.current;
    if (after.score > before.score) {
      playSound('clear');
      setEffects((list) => [...list, { id, kind: 'clear', cells, box: released, points: after.score - before.score }]);
    } else {
      setEffects((list) => [...list, { id, kind: 'miss', box: released, sum: before.sum }]);
      setMissSum(before.sum);
      playSound('miss');
    }
  };
  const effectDone = useCallback((id: number) => setEffects((list) => list.filter((effect) => effect.id !== id)), []);

  const playAgain = () => send({ type: 'PLAY_AGAIN', seed: seedAfter(snapshot.context.seed) });

  // The prerendered page cannot know whether this browser has full screen or what day it is: until hydrated, the button
  // keeps its place unseen and the day is blanks of a date's width, so nothing moves when they fill in.
  const hydrated = useHydrated();
  const fullscreenButton = !hydrated || fullscreen.supported ? (
    <Button variant="outline" onClick={() => void fullscreen.toggle()} aria-pressed={fullscreen.active} className={cn(!hydrated && 'invisible')}>
      {fullscreen.active ? <Minimize aria-hidden className="h-4 w-4" /> : <Maximize aria-hidden className="h-4 w-4" />}
      {fullscreen.active ? t('apple:fullscreen_exit') : t('apple:fullscreen_enter')}
    </Button>
  ) : null;

  return (
    <section className="mx-auto max-w-5xl">
      <PageMeta title={t('apple:meta_title')} description={t('apple:meta_description')} keywords={t('apple:meta_keywords')} />
      <PageHeading title={t('apple:title')} lead={t('apple:lead')} icon="🍎" />

      <div
        ref={gameAreaRef}
        data-testid="apple-game-area"
        className={cn(fullscreen.active && 'flex h-dvh w-full flex-col gap-3 overflow-auto bg-slate-50 p-3 dark:bg-slate-950')}
      >
        {playing ? (
          <>
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <AppleHud score={score} seconds={seconds} apples={applesLeft(grid)} sum={missSum ?? sum} miss={missSum !== null} lowTime={seconds <= 10} />
              {day === null ? null : (
                <p className="flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100" data-testid="apple-daily-badge">
                  <CalendarDays aria-hidden className="h-4 w-4" />
                  {t('apple:daily.badge', { day })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <SoundToggle />
                {fullscreenButton}
              </div>
            </div>
            <ApplePlayArea
              areaRef={(element) => {
                boardRef.current = element;
              }}
              grid={grid}
              selected={selected}
              box={box}
              cursor={cursor}
              theme={theme}
              renderer={renderer}
              fullscreen={fullscreen.active}
              space={{ width: fit.width, height: fit.height }}
              effects={effects}
              reducedMotion={reducedMotion}
              onEffectDone={effectDone}
              onDragStart={(point) => send({ type: 'DRAG_START', point })}
              onDragMove={(point) => send({ type: 'DRAG_MOVE', point })}
              onDragEnd={() => release({ type: 'DRAG_END' })}
              onDragCancel={() => send({ type: 'DRAG_CANCEL' })}
              onMoveCursor={moveCursor}
              onConfirm={() => release({ type: 'CONFIRM' })}
              onClear={() => send({ type: 'CLEAR_SELECTION' })}
            />
          </>
        ) : over ? (
          <AppleOverPanel
            score={score}
            reason={overReason ?? 'time_up'}
            day={day}
            playAgainRef={playAgainRef}
            onPlayAgain={playAgain}
            extraActions={
              <>
                <Button variant="secondary" onClick={() => send({ type: 'START_DAILY' })}>
                  <CalendarDays aria-hidden className="h-4 w-4" />
                  {t('apple:daily.play')}
                </Button>
                {fullscreenButton}
              </>
            }
          />
        ) : (
          <AppleStartPanel
            durationSeconds={appleGameDurationMs / 1000}
            onStart={() => send({ type: 'START' })}
            onStartDaily={() => send({ type: 'START_DAILY' })}
            today={hydrated ? utcDay() : dayPlaceholder}
            actions={
              <>
                <LeaderboardButton gameType="apple" />
                {fullscreenButton}
                <SoundToggle />
              </>
            }
          />
        )}
        <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="apple-announcer">{announcement}</p>
      </div>

      <NameEntryDialog flow={leaderboard} />
    </section>
  );
}
