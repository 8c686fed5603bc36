import { ResetButton } from '../../components/reset-button';
import { useEffect, useLayoutEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { reactionStats, reactionTier } from '../../../engines/reaction/rules';
import { reactionMachine } from '../../../machines/reaction.machine';
import { LeaderboardButton } from '../../components/leaderboard/leaderboard-button';
import { NameEntryDialog } from '../../components/leaderboard/name-entry-dialog';
import { useLeaderboard } from '../../components/leaderboard/use-leaderboard';
import { useScoreFormatter } from '../../components/leaderboard/score-format';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { pressReactionRound, startReactionRound } from '../../lib/api/game-session';
import { saveErrorKey } from '../../../machines/leaderboard.machine';
import { Button } from '../../components/ui/button';
import { ReactionArea, type ReactionAreaState } from './reaction-area';
import { ReactionChart } from './reaction-chart';

/** Machine state (top level) → what the area shows. */
const areaStates: Readonly<Record<string, ReactionAreaState>> = { waiting: 'waiting', ready: 'ready', go: 'go', result: 'result', tooEarly: 'too_early' };

/** The top-level state name of a (possibly nested) state value. */
function topState(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0] ?? 'waiting';
}

/** The /reaction-test screen: the click area, the stats, reset and the leaderboard dialogs. */
export default function ReactionTestPage() {
  const { t, i18n } = useTranslation(['reaction', 'common']);
  const { random } = useGameSetup();
  const leaderboard = useLeaderboard('reaction');
  const { finish } = leaderboard;
  const actorRef = useActorRef(
    // The server signs each round and checks each time (issue 15); every result it signs may be saved (issue 18).
    reactionMachine.provide({
      actors: {
        startRound: fromPromise(async ({ input }) => (await startReactionRound(input.waitMs)).token),
        confirmRound: fromPromise(async ({ input }) => (await pressReactionRound(input.token, input.ms)).token),
      },
      actions: {
        notifyError: (_, { messageKey }) => {
          toast.error(i18n.t(messageKey));
        },
        reportServerError: (_, { error }) => {
          const key = saveErrorKey(error);
          if (key !== 'leaderboard:save_error') toast.error(i18n.t(key));
        },
      },
    }),
    { input: { random } },
  );
  const { send } = actorRef;
  // Narrow selections: reporting the painted frame changes no selection, so it costs no render inside that frame.
  const stateName = useSelector(actorRef, (snapshot) => topState(snapshot.value));
  const lastMs = useSelector(actorRef, (snapshot) => snapshot.context.lastMs);
  const results = useSelector(actorRef, (snapshot) => snapshot.context.results);
  const area = areaStates[stateName] ?? 'waiting';
  const isGo = area === 'go';
  const stats = reactionStats(results);
  const tier = lastMs === null ? null : reactionTier(lastMs);

  useEffect(() => {
    const subscription = actorRef.on('finished', (event) => finish(event.score, event.proof, { offer: true }));
    return () => subscription.unsubscribe();
  }, [actorRef, finish]);

  // Green is in the DOM now, before the browser paints: the next animation frame is the one that paints it.
  useLayoutEffect(() => {
    if (!isGo) return undefined;
    const frame = requestAnimationFrame(() => send({ type: 'PAINTED', at: performance.now() }));
    return () => cancelAnimationFrame(frame);
  }, [isGo, send]);

  const reset = () => {
    send({ type: 'RESET' });
    toast.success(t('reaction:reset_done'));
  };

  const announcement = area === 'result' && lastMs !== null && tier
    ? t('reaction:result_announcement', { ms: lastMs, tier: t(`reaction:tiers.${tier}`) })
    : t(`reaction:states.${area}.title`, { ms: lastMs ?? 0 });
  // Times are grouped as the language writes numbers (1,204 ms), like the board and the name dialog show them.
  const formatScore = useScoreFormatter('reaction');
  const ms = (value: number | null) => (value === null ? t('reaction:stats.none') : formatScore(value));

  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta title={t('reaction:meta_title')} description={t('reaction:meta_description')} />
      <PageHeading title={t('reaction:title')} lead={t('reaction:lead')} icon="⚡" />

      <ReactionArea state={area} lastMs={lastMs} tier={tier} onPress={(at) => send({ type: 'PRESS', at })} />
      <p id="reaction-input-hint" className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{t('reaction:input_hint')}</p>
      <p aria-live="assertive" aria-atomic="true" className="sr-only">{announcement}</p>

      <Card className="mt-6 p-6">
        <h2 className="sr-only">{t('reaction:stats.label')}</h2>
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('reaction:stats.attempts')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid="stat-attempts">{stats.attempts}</dd>
          </div>
          <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('reaction:stats.best')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid="stat-best">{ms(stats.bestMs)}</dd>
          </div>
          <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('reaction:stats.average')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid="stat-average">{ms(stats.averageMs)}</dd>
          </div>
        </dl>
        <ReactionChart results={results} />
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <ResetButton onClick={reset} />
          <LeaderboardButton gameType="reaction" />
        </div>
        {leaderboard.snapshot.matches('offered') && leaderboard.snapshot.context.score !== null ? (
          <div className="mt-4 flex flex-wrap items-center justify-center gap-3" data-testid="reaction-offer">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {i18n.t('leaderboard:offer_hint', { score: formatScore(leaderboard.snapshot.context.score) })}
            </p>
            <Button onClick={() => leaderboard.send({ type: 'ACCEPT_OFFER' })}>{i18n.t('leaderboard:offer')}</Button>
          </div>
        ) : null}
      </Card>

      <NameEntryDialog flow={leaderboard} />
    </section>
  );
}
