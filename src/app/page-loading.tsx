import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or text loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-slate-600 dark:text-slate-300">
      <span className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      {t('loading')}
    </div>
  );
}
