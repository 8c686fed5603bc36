/** Story packs per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { StoryPack } from './story-pack.ts';
import { storyEn } from './en.ts';
import { storyKo } from './ko.ts';
import { storyVi } from './vi.ts';
import { storyZh } from './zh.ts';

/** The story material of each language. */
export const storyPacks: Readonly<Record<ContentLanguage, StoryPack>> = { en: storyEn, vi: storyVi, ko: storyKo, zh: storyZh };
