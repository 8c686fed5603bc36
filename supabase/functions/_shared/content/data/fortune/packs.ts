/** Fortune packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { FortunePack } from './fortune-pack.ts';
import { fortuneEn } from './en.ts';
import { fortuneKo } from './ko.ts';
import { fortuneVi } from './vi.ts';
import { fortuneZh } from './zh.ts';
import { fortuneEnExtra } from './en-extra.ts';
import { fortuneKoExtra } from './ko-extra.ts';
import { fortuneViExtra } from './vi-extra.ts';
import { fortuneZhExtra } from './zh-extra.ts';
import { extendFortunePack } from './extend-fortune-pack.ts';

/** The fortune texts of each language. */
export const fortunePacks: Readonly<Record<ContentLanguage, FortunePack>> = {
  en: extendFortunePack(fortuneEn, fortuneEnExtra),
  vi: extendFortunePack(fortuneVi, fortuneViExtra),
  ko: extendFortunePack(fortuneKo, fortuneKoExtra),
  zh: extendFortunePack(fortuneZh, fortuneZhExtra),
};
