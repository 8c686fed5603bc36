import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findGame } from '../lib/game-catalogue';
import { ButtonLink } from './ui/button-link';
import { Card } from './ui/card';
import { PageMeta } from './page-meta';

/** The screen of a game or tool whose issue has not landed yet: its name and a short translated notice. */
export function ToolInProgress({ id }: { id: string }) {
  const { t } = useTranslation(['common', 'games']);
  const game = findGame(id);
  const title = game ? t(`games:${game.key}.title` as 'games:ai_story.title') : t('brand');
  const description = game ? t(`games:${game.key}.description` as 'games:ai_story.description') : '';
  return (
    <section className="mx-auto max-w-2xl text-center">
      <PageMeta title={title} description={description} />
      {game ? <img src={game.art} alt="" width={160} height={120} className="mx-auto mb-6 h-32 w-auto" /> : null}
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{description}</p>
      <Card className="mt-8 flex flex-col items-center gap-3 p-8">
        <Hammer aria-hidden className="h-8 w-8 text-brand-600 dark:text-brand-500" />
        <p className="font-semibold">{t('in_progress.title')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('in_progress.message')}</p>
        <ButtonLink to="/games" variant="outline">{t('in_progress.back')}</ButtonLink>
      </Card>
    </section>
  );
}
