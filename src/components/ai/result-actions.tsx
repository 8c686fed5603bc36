import type { ReactNode } from 'react';
import { Copy, RotateCcw, Share2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';

/** Props of a result's action buttons; each handler given adds its button. */
export interface ResultActionsProps {
  /** Buttons placed first (Edit, say). */
  extra?: ReactNode;
  /** Copy the result. */
  onCopy?: () => void;
  /** Share the result. */
  onShare?: () => void;
  /** Clear everything (Reset). */
  onReset?: () => void;
  /** Back to the form with the fields kept (Try again). */
  onRetry?: () => void;
}

/** One standard action: its label key in common:actions, icon, look and handler (absent: no button). */
interface StandardAction {
  key: 'copy' | 'share' | 'reset' | 'retry';
  icon: LucideIcon;
  variant: ButtonProps['variant'];
  onClick: (() => void) | undefined;
}

/** A result's buttons in the site's order: extra, Copy, Share, Reset, Try again (labels from common:actions). */
export function ResultActions({ extra, onCopy, onShare, onReset, onRetry }: ResultActionsProps) {
  const { t } = useTranslation('common');
  const actions: StandardAction[] = [
    { key: 'copy', icon: Copy, variant: 'secondary', onClick: onCopy },
    { key: 'share', icon: Share2, variant: 'secondary', onClick: onShare },
    { key: 'reset', icon: RotateCcw, variant: 'outline', onClick: onReset },
    { key: 'retry', icon: RotateCcw, variant: 'outline', onClick: onRetry },
  ];
  return (
    <>
      {extra}
      {actions.map(({ key, icon: Icon, variant, onClick }) =>
        onClick ? (
          <Button key={key} variant={variant} onClick={onClick}>
            <Icon aria-hidden className="h-4 w-4" />
            {t(`actions.${key}`)}
          </Button>
        ) : null,
      )}
    </>
  );
}
