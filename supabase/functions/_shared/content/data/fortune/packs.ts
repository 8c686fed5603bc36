/** Fortune packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { FortunePack } from './fortune-pack.ts';
import { fortuneEn } from './en.ts';
import { fortuneKo } from './ko.ts';
import { fortuneVi } from './vi.ts';
import { fortuneZh } from './zh.ts';

/** The fortune texts of each language. */
export const fortunePacks: Readonly<Record<ContentLanguage, FortunePack>> = { en: fortuneEn, vi: fortuneVi, ko: fortuneKo, zh: fortuneZh };
