/** Adventure packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { AdventurePack } from './adventure-pack.ts';
import { adventureEn } from './en.ts';
import { adventureKo } from './ko.ts';
import { adventureVi } from './vi.ts';
import { adventureZh } from './zh.ts';

/** The adventure texts of each language. */
export const adventurePacks: Readonly<Record<ContentLanguage, AdventurePack>> = { en: adventureEn, vi: adventureVi, ko: adventureKo, zh: adventureZh };
