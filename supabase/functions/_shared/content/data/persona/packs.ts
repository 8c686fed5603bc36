/** Persona packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { PersonaPack } from './persona-pack.ts';
import { personaEn } from './en.ts';
import { personaKo } from './ko.ts';
import { personaVi } from './vi.ts';
import { personaZh } from './zh.ts';

/** The persona voices of each language. */
export const personaPacks: Readonly<Record<ContentLanguage, PersonaPack>> = { en: personaEn, vi: personaVi, ko: personaKo, zh: personaZh };
