import { Loader2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizImageShown } from '../../../machines/quiz.machine';
import { Button } from '../../components/ui/button';

/** What the picture area shows: the library being prepared, a picture loading, the picture, or a failed load. */
export type QuizImageStatus = 'preparing' | 'loading' | 'shown' | 'failed';

/** The quiz picture (its alt text names the question, never the answer), its category hint, or the load state. */
export function QuizImagePanel({ image, question, categoryLabel, status, onRetry }: {
  image: QuizImageShown | null;
  question: number;
  categoryLabel: string | null;
  status: QuizImageStatus;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['quiz', 'common']);
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <div className="flex h-52 w-52 items-center justify-center rounded-2xl bg-slate-50 ring-1 ring-slate-200 sm:h-64 sm:w-64 dark:bg-slate-100 dark:ring-slate-700">
        {status === 'shown' && image ? (
          <img src={image.src} alt={t('quiz:image_alt', { current: question })} width={200} height={200} className="h-40 w-40 sm:h-52 sm:w-52" data-testid="quiz-image" data-image-id={image.imageId} />
        ) : status === 'failed' ? (
          <div className="flex flex-col items-center gap-3 p-4 text-center text-slate-900">
            <p className="text-sm font-semibold">{t('quiz:error_image')}</p>
            <Button variant="outline-on-light" onClick={onRetry}>
              <RotateCcw aria-hidden className="h-4 w-4" /> {t('quiz:retry_image')}
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Loader2 aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            {status === 'preparing' ? t('quiz:preparing') : t('quiz:loading_image')}
          </p>
        )}
      </div>
      {categoryLabel ? <p className="text-sm font-medium text-slate-600 dark:text-slate-300" data-testid="quiz-category">{categoryLabel}</p> : null}
    </div>
  );
}
