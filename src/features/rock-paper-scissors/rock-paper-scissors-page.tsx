import { ResetButton } from '../../components/reset-button';
import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { rpsChoices, type RpsChoice } from '../../../engines/rps/config';
import { rpsMachine } from '../../../machines/rps.machine';
import { LeaderboardButton } from '../../components/leaderboard/leaderboard-button';
import { DeferredLeaderboardTable as LeaderboardTable } from '../../components/leaderboard/deferred-leaderboard-table';
import { NameEntryDialog } from '../../components/leaderboard/name-entry-dialog';
import { useLeaderboard } from '../../components/leaderboard/use-leaderboard';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { playRpsHand, startRpsSession } from '../../lib/api/game-session';
import { RoundResultPanel } from './round-result-panel';
import { handEmoji } from './rps-hands';
import { RpsBuildUp } from './rps-build-up';

/** The /rock-paper-scissors screen: hands, streak, round result, game over with the top 10, leaderboard dialogs. */
export default function RockPaperScissorsPage() {
  const { t } = useTranslation(['rps', 'common']);
  const { random, seed, fixedSeed } = useGameSetup();
  const leaderboard = useLeaderboard('rps');
  const { finish } = leaderboard;
  // The server draws the computer's hand and counts the streak in a signed session (issue 15); `?seed=` fixes its
  // hands only on a server started for end-to-end tests.
  const [snapshot, send, actorRef] = useMachine(
    rpsMachine.provide({
      actors: {
        startSession: fromPromise(async () => (await startRpsSession(fixedSeed ? seed : undefined)).token),
        playHand: fromPromise(async ({ input }) => {
          const answer = await playRpsHand(input.session, input.choice);
          return { computer: answer.computer, token: answer.token };
        }),
      },
    }),
    { input: { random } },
  );
  const { streak, playerChoice, computerChoice, outcome } = snapshot.context;
  const choosing = snapshot.matches('choosing');
  const showingRound = snapshot.matches('won') || snapshot.matches('drew') || snapshot.matches('lost');
  const over = snapshot.matches('over');

  const continueRef = useRef<HTMLButtonElement>(null);
  const resultCardRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const handRefs = useRef(new Map<RpsChoice, HTMLButtonElement>());
  const lastHand = useRef<RpsChoice>('rock');

  useEffect(() => {
    const subscription = actorRef.on('finished', (event) => finish(event.score, event.proof));
    return () => subscription.unsubscribe();
  }, [actorRef, finish]);

  // Keyboard focus follows the game: Continue after a win or draw, the result after a loss, Play again at game over,
  // and back to the last hand when a new round starts.
  const stateName = String(snapshot.value);
  const previousState = useRef(stateName);
  useEffect(() => {
    const previous = previousState.current;
    previousState.current = stateName;
    if (stateName === 'won' || stateName === 'drew') {
      // The whole result card comes into view (Continue no longer sits on the bottom edge), then Continue takes focus.
      resultCardRef.current?.scrollIntoView({ block: 'center' });
      continueRef.current?.focus({ preventScroll: true });
    }
    else if (stateName === 'lost') resultHeadingRef.current?.focus();
    else if (stateName === 'over') playAgainRef.current?.focus();
    else if (stateName === 'choosing' && ['won', 'drew', 'over'].includes(previous)) handRefs.current.get(lastHand.current)?.focus();
  }, [stateName]);

  const choose = (choice: RpsChoice) => {
    lastHand.current = choice;
    send({ type: 'CHOOSE', choice });
  };
  const reset = () => {
    send({ type: 'RESET' });
    toast.success(t('rps:reset_done'));
  };

  const announcement = over
    ? t('rps:final_streak', { count: streak })
    : outcome && playerChoice && computerChoice
      ? `${t(`rps:outcome.${outcome}`)} ${t('rps:round_summary', { player: t(`rps:choices.${playerChoice}`), computer: t(`rps:choices.${computerChoice}`) })} ${t('rps:streak_now', { count: streak })}`
      : '';

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={t('rps:meta_title')} description={t('rps:meta_description')} />
      <PageHeading title={t('rps:title')} lead={t('rps:lead')} icon="✊✋✌️" />

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg">
          <span className="font-semibold">{t('rps:streak')}</span>{' '}
          <span className="ml-1 inline-block min-w-10 rounded-full bg-brand-600 px-3 py-1 text-center font-extrabold tabular-nums text-white" data-testid="rps-streak">
            {streak}
          </span>
        </p>
        <div className="flex gap-2">
          <ResetButton onClick={reset} />
          <LeaderboardButton gameType="rps" />
        </div>
      </div>

      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">{announcement}</p>

      {over ? (
        <Card className="p-6" data-testid="rps-over">
          <h2 className="text-center text-2xl font-extrabold">{t('rps:game_over')}</h2>
          <p className="mt-1 text-center text-lg">{t('rps:final_streak', { count: streak })}</p>
          <h3 className="mt-6 text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('rps:top10')}</h3>
          <LeaderboardTable gameType="rps" className="mt-2" />
          <div className="mt-6 flex justify-center">
            <Button ref={playAgainRef} size="lg" onClick={() => send({ type: 'PLAY_AGAIN' })}>{t('common:actions.play_again')}</Button>
          </div>
        </Card>
      ) : (
        <>
          <Card className="p-6">
            <h2 className="text-center text-lg font-semibold">{t('rps:choose')}</h2>
            <div role="group" aria-label={t('rps:choices_label')} className="mt-4 grid grid-cols-3 gap-3">
              {rpsChoices.map((choice) => (
                <Button
                  key={choice}
                  ref={(node) => {
                    if (node) handRefs.current.set(choice, node);
                    else handRefs.current.delete(choice);
                  }}
                  variant="outline"
                  size="custom"
                  className="flex-col px-4 py-4 text-base font-medium"
                  disabled={!choosing}
                  aria-pressed={showingRound ? playerChoice === choice : undefined}
                  onClick={() => choose(choice)}
                >
                  <span aria-hidden className="text-4xl sm:text-5xl">{handEmoji[choice]}</span>
                  {t(`rps:choices.${choice}`)}
                </Button>
              ))}
            </div>
          </Card>

          {showingRound && playerChoice && computerChoice && outcome ? (
            <Card ref={resultCardRef} className="relative mt-6 p-6" data-testid="rps-result">
              <RpsBuildUp />
              <RoundResultPanel headingRef={resultHeadingRef} player={playerChoice} computer={computerChoice} outcome={outcome} />
              <div className="mt-5 flex justify-center">
                {snapshot.matches('lost') ? (
                  <p className="text-slate-700 dark:text-slate-300">{t('rps:game_over_soon')}</p>
                ) : (
                  <Button ref={continueRef} size="lg" onClick={() => send({ type: 'CONTINUE' })}>{t('common:actions.continue')}</Button>
                )}
              </div>
            </Card>
          ) : null}
        </>
      )}

      <NameEntryDialog flow={leaderboard} />
    </section>
  );
}
