import { useId } from 'react';
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personaKeys, type PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { PersonaAvatar } from './persona-avatar';

/** The persona dropdown (spec §4): each of the nine personas with its avatar, name and a one-line description. */
export function PersonaPicker({ value, onChange, disabled }: { value: PersonaKey; onChange: (persona: PersonaKey) => void; disabled?: boolean }) {
  const { t } = useTranslation('persona_chat');
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold">{t('persona_label')}</span>
      <Select.Root
        value={value}
        disabled={disabled}
        onValueChange={(key) => {
          const persona = personaKeys.find((known) => known === key);
          if (persona) onChange(persona);
        }}
      >
        <Select.Trigger
          aria-labelledby={labelId}
          data-testid="persona-trigger"
          className="inline-flex h-14 w-full min-w-0 items-center gap-3 rounded-lg border border-slate-400 bg-white px-3 text-left text-base hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-950 dark:hover:bg-slate-900"
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
    </div>
  );
}
