import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { deferredComponent } from '../../lib/hooks/deferred-component';
import { PersonaFace } from './persona-face';

/** The dropdown (Radix Select), kept off the route's first load. */
const personaSelect = deferredComponent(() => import('./persona-select').then((module) => module.PersonaSelect));

/**
 * The persona dropdown (spec §4): each of the nine personas with its avatar, name and a one-line description. The
 * closed face paints first; the dropdown's code follows when the browser is idle, or at once when the visitor opens
 * it, and the list then opens by itself.
 */
export function PersonaPicker({ value, onChange, disabled }: { value: PersonaKey; onChange: (persona: PersonaKey) => void; disabled?: boolean }) {
  const { t } = useTranslation('persona_chat');
  const labelId = useId();
  const [faceFocused, setFaceFocused] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold">{t('persona_label')}</span>
      <personaSelect.OrFallback
        now={asked}
        fallback={<PersonaFace value={value} disabled={disabled} labelId={labelId} onOpen={() => setAsked(true)} onFocusChange={setFaceFocused} />}
        value={value}
        onChange={onChange}
        disabled={disabled}
        labelId={labelId}
        defaultOpen={asked}
        focusOnMount={faceFocused}
      />
    </div>
  );
}
