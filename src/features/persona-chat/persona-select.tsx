import { useEffect, useRef, useState } from 'react';
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personaKeys, type PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { PersonaAvatar } from './persona-avatar';
import { personaFaceClass } from './persona-face';

/** Props of the persona dropdown. */
export interface PersonaSelectProps {
  value: PersonaKey;
  onChange: (persona: PersonaKey) => void;
  disabled?: boolean;
  /** Id of the visible label. */
  labelId: string;
  /** Open the list at once (the visitor asked for it before this code had arrived). */
  defaultOpen?: boolean;
  /** Move keyboard focus to the dropdown when it appears (it replaces the placeholder face that had focus). */
  focusOnMount?: boolean;
}

/**
 * The persona dropdown (spec §4, Radix Select): each of the nine personas with its avatar, name and a one-line
 * description. Loaded after first paint by persona-picker.tsx, which shows the same closed face until then.
 */
export function PersonaSelect({ value, onChange, disabled, labelId, defaultOpen = false, focusOnMount = false }: PersonaSelectProps) {
  const { t } = useTranslation('persona_chat');
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only the first render's wishes count: this replaces the face once.
  const [openAtMount] = useState(defaultOpen);
  const [focusAtMount] = useState(focusOnMount);
  useEffect(() => {
    if (focusAtMount && !openAtMount) triggerRef.current?.focus();
  }, [focusAtMount, openAtMount]);
  return (
      <Select.Root
        defaultOpen={openAtMount}
        value={value}
        disabled={disabled}
        onValueChange={(key) => {
          const persona = personaKeys.find((known) => known === key);
          if (persona) onChange(persona);
        }}
      >
        <Select.Trigger
          ref={triggerRef}
          aria-labelledby={labelId}
          data-testid="persona-trigger"
          className={personaFaceClass}
        >
          <PersonaAvatar persona={value} size={40} />
          <span className="min-w-0 flex-1 truncate font-medium">
            <Select.Value>{t(`personas.${value}.name`)}</Select.Value>
          </span>
          <Select.Icon><ChevronDown aria-hidden className="h-4 w-4 shrink-0" /></Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={6} className="z-50 max-h-[min(28rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] min-w-[16rem] overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <Select.Viewport>
              {personaKeys.map((key) => (
                <Select.Item
                  key={key}
                  value={key}
                  data-persona={key}
                  className="flex cursor-pointer select-none items-center gap-3 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
                >
                  <PersonaAvatar persona={key} size={36} />
                  <span className="flex min-w-0 flex-col">
                    <Select.ItemText>{t(`personas.${key}.name`)}</Select.ItemText>
                    <span className="truncate text-xs text-slate-600 dark:text-slate-300">{t(`personas.${key}.tagline`)}</span>
                  </span>
                  <Select.ItemIndicator className="ml-auto"><Check aria-hidden className="h-4 w-4" /></Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
  );
}
