import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/** The games' secondary Reset button (icon + label; the label defaults to the shared "Reset"). */
export function ResetButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onClick}>
      <RotateCcw aria-hidden className="h-4 w-4" />
      {label ?? t('actions.reset')}
    </Button>
  );
}
