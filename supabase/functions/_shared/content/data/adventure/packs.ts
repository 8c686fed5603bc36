/** Adventure packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { AdventurePack } from './adventure-pack.ts';
import { adventureEn } from './en.ts';
import { adventureKo } from './ko.ts';
import { adventureVi } from './vi.ts';
import { adventureZh } from './zh.ts';
import { adventureEnExtra } from './en-extra.ts';
import { adventureKoExtra } from './ko-extra.ts';
import { adventureViExtra } from './vi-extra.ts';
import { adventureZhExtra } from './zh-extra.ts';
import { extendAdventurePack } from './extend-adventure-pack.ts';

/** The adventure texts of each language. */
export const adventurePacks: Readonly<Record<ContentLanguage, AdventurePack>> = {
  en: extendAdventurePack(adventureEn, adventureEnExtra),
  vi: extendAdventurePack(adventureVi, adventureViExtra),
  ko: extendAdventurePack(adventureKo, adventureKoExtra),
  zh: extendAdventurePack(adventureZh, adventureZhExtra),
};
