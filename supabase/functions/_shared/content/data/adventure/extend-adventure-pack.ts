/** Appends the theme-neutral lines of the `*-extra.ts` files (scene settings, details, events, hooks, keepers) to an adventure pack. */
import { adventureThemes, type AdventureTheme } from '../../../contract/content-types.ts';
import type { AdventurePack, AdventureThemeTexts } from './adventure-pack.ts';

/** Extra scene lines that read well in every theme (they name the story's elements only through slots). */
export interface AdventureExtras {
  scene: { setting: readonly string[]; detail: readonly string[]; event: readonly string[]; hook: readonly string[] };
  keepers: readonly string[];
}

/** The pack with the extra scene lines added to every theme and the extra keepers appended. */
export function extendAdventurePack(pack: AdventurePack, extras: AdventureExtras): AdventurePack {
  const themes: Partial<Record<AdventureTheme, AdventureThemeTexts>> = {};
  for (const theme of adventureThemes) {
    const texts = pack.themes[theme];
    const { setting, detail, event, hook } = texts.scene;
    themes[theme] = { ...texts, scene: { setting: [...setting, ...extras.scene.setting], detail: [...detail, ...extras.scene.detail], event: [...event, ...extras.scene.event], hook: [...hook, ...extras.scene.hook] } };
  }
  return { ...pack, themes: { ...pack.themes, ...themes }, keepers: [...pack.keepers, ...extras.keepers] };
}
