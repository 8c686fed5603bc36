import type { RpsChoice } from '../../../engines/rps/config';

/** The emoji of each hand (decorative: the translated name is the text). */
export const handEmoji: Readonly<Record<RpsChoice, string>> = { rock: '✊', paper: '✋', scissors: '✌️' };
