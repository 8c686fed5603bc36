import type { PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { cn } from '../../lib/cn';

/** A persona's avatar (public/art/personas/<key>.svg); decorative, as its name is always written beside it. */
export function PersonaAvatar({ persona, size, className }: { persona: PersonaKey; size: number; className?: string }) {
  return (
    <img
      src={`/art/personas/${persona}.svg`}
      alt=""
      width={size}
      height={size}
      data-avatar={persona}
      className={cn('shrink-0 rounded-xl', className)}
    />
  );
}
