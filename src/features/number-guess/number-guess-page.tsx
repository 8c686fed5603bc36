import { ResetButton } from '../../components/reset-button';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { numberGuessMachine } from '../../../machines/number-guess.machine';
import { parseGuess } from '../../../engines/number-guess/rules';
import { LeaderboardButton } from '../../components/leaderboard/leaderboard-button';
import { NameEntryDialog } from '../../components/leaderboard/name-entry-dialog';
import { useLeaderboard } from '../../components/leaderboard/use-leaderboard';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useGameSetup } from '../../lib/hooks/use-game-setup';
import { sendGuess, startGuessSession } from '../../lib/api/game-session';
import { saveErrorKey } from '../../../machines/leaderboard.machine';
import { GuessHistory } from './guess-history';
import { GuessStatusIcon } from './guess-status-icon';

/** The /number-guess screen: guess box, attempts, range, status icon, history, win panel and leaderboard dialogs. */
export default function NumberGuessPage() {
  const { t, i18n } = useTranslation(['number_guess', 'common']);
  const { random, seed, fixedSeed } = useGameSetup();
  const leaderboard = useLeaderboard('number_guess');
  const { finish } = leaderboard;
  const [snapshot, send, actorRef] = useMachine(
    // The secret lives in the server's signed session and the server answers each guess (issue 15); `?seed=` fixes the
    // secret only on a server started for end-to-end tests.
    numberGuessMachine.provide({
      actors: {
        startSession: fromPromise(async () => (await startGuessSession(fixedSeed ? seed : undefined)).token),
        askServer: fromPromise(({ input }) => sendGuess(input.session, input.guess)),
      },
      actions: {
        notifyError: (_, { messageKey }) => {
          toast.error(i18n.t(messageKey));
        },
        reportServerError: (_, { error }) => {
          toast.error(i18n.t(saveErrorKey(error) === 'leaderboard:save_error' ? 'leaderboard:errors.storage_failed' : saveErrorKey(error)));
        },
      },
    }),
    { input: { random } },
  );
  const { attempts, low, high, history, lastHint, errorKey, secret } = snapshot.context;
  const won = snapshot.matches('won');
  const [text, setText] = useState('');
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const subscription = actorRef.on('finished', (event) => finish(event.score, event.proof));
    return () => subscription.unsubscribe();
  }, [actorRef, finish]);

  useEffect(() => {
    if (won) playAgainRef.current?.focus();
  }, [won]);

  // While the server opens the session or judges a guess, a valid guess stays in the field (the form is busy): it is
  // never sent into a state that cannot hear it, so nothing the player typed is lost.
  const waiting = snapshot.matches('starting') || snapshot.matches('asking');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting && parseGuess(text) !== null) return;
    send({ type: 'GUESS', text });
    setText('');
    inputRef.current?.focus();
  };
  const newGame = () => {
    send({ type: 'RESET' });
    setText('');
    toast.success(t('number_guess:new_game'));
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const lastGuess = history.at(-1)?.guess;
  const status = lastHint === null || lastGuess === undefined ? t('number_guess:status.start') : t(`number_guess:status.${lastHint}`, { guess: lastGuess });

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('number_guess:meta_title')} description={t('number_guess:meta_description')} />
      <PageHeading title={t('number_guess:title')} lead={t('number_guess:lead')} icon="🔢" />

      <div className="mb-6 flex flex-wrap justify-end gap-2">
        <ResetButton onClick={newGame} />
        <LeaderboardButton gameType="number_guess" />
      </div>

      <Card className="p-6">
        <dl className="grid grid-cols-2 gap-4 text-center">
          <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('number_guess:attempts')}</dt>
            <dd className="text-3xl font-extrabold tabular-nums" data-testid="attempts">{attempts}</dd>
          </div>
          <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('number_guess:range')}</dt>
            <dd className="text-3xl font-extrabold tabular-nums" data-testid="range">{t('number_guess:range_value', { low, high })}</dd>
          </div>
        </dl>

        <div className="mt-6 flex items-center justify-center gap-3" data-testid="guess-status">
          <GuessStatusIcon hint={lastHint} />
          <p role="status" aria-live="polite" aria-atomic="true" className="text-lg font-semibold">{status}</p>
        </div>

        {won ? (
          <div className="mt-6 rounded-xl bg-green-50 p-5 text-center dark:bg-green-950" data-testid="won-panel">
            <h2 className="text-2xl font-extrabold text-green-800 dark:text-green-200">{t('number_guess:won_title')}</h2>
            <p className="mt-1 text-green-900 dark:text-green-100">{t('number_guess:won_message', { count: attempts, secret: history.at(-1)?.guess ?? secret })}</p>
            <Button ref={playAgainRef} size="lg" className="mt-4" onClick={newGame}>{t('common:actions.play_again')}</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-busy={waiting} data-testid="guess-form" className="mt-6">
            <label htmlFor={inputId} className="block text-sm font-semibold">{t('number_guess:input_label')}</label>
            <div className="mt-1 flex gap-2">
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="go"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('number_guess:placeholder')}
                aria-invalid={errorKey !== null}
                aria-describedby={errorKey ? errorId : undefined}
                className="w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
              />
              <Button type="submit" size="lg">{t('number_guess:submit')}</Button>
            </div>
            {errorKey ? <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{i18n.t(errorKey)}</p> : null}
          </form>
        )}
      </Card>

      <Card className="mt-6 p-6">
        <GuessHistory history={history} />
      </Card>

      <NameEntryDialog flow={leaderboard} />
    </section>
  );
}
