import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { PersonaAvatar } from './persona-avatar';

/** The closed dropdown's look (the Radix trigger and its placeholder face share it). */
export const personaFaceClass =
  'inline-flex h-14 w-full min-w-0 items-center gap-3 rounded-lg border border-slate-400 bg-white px-3 text-left text-base hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-950 dark:hover:bg-slate-900';

/**
 * The closed persona dropdown as it first paints, before the dropdown's code (Radix Select) has arrived: the same face,
 * role and name. Pressing it, or a key that opens a list, asks for the list (`onOpen`); `onFocusChange` follows its focus.
 */
export function PersonaFace({ value, disabled, labelId, onOpen, onFocusChange }: { value: PersonaKey; disabled?: boolean; labelId: string; onOpen: () => void; onFocusChange: (focused: boolean) => void }) {
  const { t } = useTranslation('persona_chat');
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-labelledby={labelId}
      disabled={disabled}
      data-testid="persona-trigger"
      className={personaFaceClass}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && event.ctrlKey === false) onOpen();
      }}
      onKeyDown={(event) => {
        if ([' ', 'Enter', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <PersonaAvatar persona={value} size={40} />
      <span className="min-w-0 flex-1 truncate font-medium">
        <span>{t(`personas.${value}.name`)}</span>
      </span>
      <ChevronDown aria-hidden className="h-4 w-4 shrink-0" />
    </button>
  );
}
