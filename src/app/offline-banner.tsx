import { WifiOff } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findGame } from '../lib/game-catalogue';
import { useOnline } from '../lib/hooks/use-online';

/**
 * Shown under the top bar while offline: the simple games keep working (the service worker has them), the AI tools and
 * the leaderboards need a connection; on an AI tool's page it says so for that tool.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  if (online) return null;
  const onAiTool = findGame(pathname.replace(/^\/+|\/+$/g, ''))?.kind === 'ai';
  return (
    <div role="status" data-testid="offline-banner" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
        <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {onAiTool ? t('offline.ai_tool') : t('offline.banner')}
      </p>
    </div>
  );
}
