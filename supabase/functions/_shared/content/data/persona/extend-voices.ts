/** Appends the extra lines of the `*-extra-*.ts` files (more tics, follow-ups and reply templates) to the persona voices. */
import { personaKeys, type PersonaKey } from '../../../contract/content-types.ts';
import { chatIntents, type ChatIntent, type PersonaVoice } from './persona-pack.ts';

/** Extra lines for one voice, appended to its own lists. */
export interface VoiceExtras {
  openers?: readonly string[];
  followUps?: readonly string[];
  replies?: Readonly<Partial<Record<ChatIntent, readonly string[]>>>;
}

/** Extra lines per persona. */
export type VoiceExtrasByPersona = Readonly<Partial<Record<PersonaKey, VoiceExtras>>>;

function extendVoice(voice: PersonaVoice, extra: VoiceExtras | undefined): PersonaVoice {
  if (!extra) return voice;
  const replies: Record<ChatIntent, readonly string[]> = { ...voice.replies };
  for (const intent of chatIntents) {
    const more = extra.replies?.[intent];
    if (more) replies[intent] = [...voice.replies[intent], ...more];
  }
  return { ...voice, openers: [...voice.openers, ...(extra.openers ?? [])], followUps: [...voice.followUps, ...(extra.followUps ?? [])], replies };
}

/** The voices with each persona's extra lines appended (voices without extras are kept as they are). */
export function extendVoices(voices: Readonly<Record<PersonaKey, PersonaVoice>>, ...extras: readonly VoiceExtrasByPersona[]): Readonly<Record<PersonaKey, PersonaVoice>> {
  const out: Partial<Record<PersonaKey, PersonaVoice>> = {};
  for (const key of personaKeys) out[key] = extras.reduce((voice, more) => extendVoice(voice, more[key]), voices[key]);
  return { ...voices, ...out };
}
