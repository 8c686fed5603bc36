import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { setSoundOn, useSoundOn } from './game-sounds';

/** The site-wide game-sound switch (off by default, remembered): a toggle button with a speaker icon. */
export function SoundToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const on = useSoundOn();
  return (
    <Button
      variant="outline"
      className={cn('shrink-0', className)}
      aria-pressed={on}
      onClick={() => setSoundOn(!on)}
      data-testid="sound-toggle"
      title={t('sound.label')}
    >
      {on ? <Volume2 aria-hidden className="h-4 w-4" /> : <VolumeX aria-hidden className="h-4 w-4" />}
      {t('sound.label')}
    </Button>
  );
}
