import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { playerNameMaxLength } from '../../../engines/leaderboard/config';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useScoreFormatter } from './score-format';
import type { LeaderboardFlow } from './use-leaderboard';

/**
 * The name dialog of a qualifying score: a 20-character name field, Save (Enter) and Skip (or Escape). A blank name or a
 * failed save shows its message under the field; the typed name stays for a retry. Loaded on demand (name-entry-dialog.tsx).
 */
export function NameEntryDialog({ flow }: { flow: LeaderboardFlow }) {
  const { t, i18n } = useTranslation('leaderboard');
  const formatScore = useScoreFormatter(flow.gameType);
  const fieldId = useId();
  const errorId = useId();
  const { snapshot, send } = flow;
  const saving = snapshot.matches('saving');
  const open = snapshot.matches('naming') || saving;
  const { name, errorKey, score } = snapshot.context;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) send({ type: 'SKIP' });
      }}
      title={t('name_dialog.title')}
      description={t('name_dialog.description', { score: score === null ? '' : formatScore(score) })}
    >
      <form onSubmit={submit} noValidate aria-busy={saving}>
        <label htmlFor={fieldId} className="block text-sm font-semibold">{t('name_dialog.label')}</label>
        <input
          id={fieldId}
          name="player-name"
          type="text"
          autoComplete="nickname"
          value={name}
          maxLength={playerNameMaxLength}
          readOnly={saving}
          aria-invalid={errorKey === 'leaderboard:enter_name'}
          aria-describedby={errorKey ? errorId : undefined}
          placeholder={t('name_dialog.placeholder')}
          onChange={(event) => send({ type: 'NAME_CHANGED', value: event.target.value })}
          className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {t('name_dialog.hint', { count: playerNameMaxLength })} · {Array.from(name).length}/{playerNameMaxLength}
        </p>
        {errorKey ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{i18n.t(errorKey)}</p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => send({ type: 'SKIP' })} disabled={saving}>{t('skip')}</Button>
          <Button type="submit" aria-disabled={saving}>{saving ? t('saving') : t('save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
