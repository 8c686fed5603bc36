/**
 * Adventure: an opening scene for a theme, then continuations that follow the chosen choice. Every text ends with
 * 3–4 numbered choices, and those are the only lines the spec's parser (adventure-choices.ts) reads as choices.
 * The place, companion, item and threat named in the story so far are kept in what follows.
 */
import type { AdventureTheme, ContentGenerator, ContentLanguage } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { clip, containsKeyword, lowerFirst, normalizeForMatch } from './text-tools.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { choiceKindKeywords, choiceKinds, type ChoiceKind } from './data/adventure/choice-kinds.ts';
import { adventurePacks } from './data/adventure/packs.ts';
import type { AdventureThemeTexts } from './data/adventure/adventure-pack.ts';

type StoryElement = 'place' | 'companion' | 'item' | 'threat';
const elementLists: Readonly<Record<StoryElement, 'places' | 'companions' | 'items' | 'threats'>> = { place: 'places', companion: 'companions', item: 'items', threat: 'threats' };
const choiceMarker = /^\s*(?:\d+\s*[.)\]]|[-•●◦▪▫‣∙·*])/u;

/** The kind of a choice (fight, flee, talk…) from its words; `other` when nothing matches. */
export function classifyChoice(choice: string): ChoiceKind {
  const text = normalizeForMatch(choice);
  return choiceKinds.find((kind) => choiceKindKeywords[kind].some((word) => containsKeyword(text, word))) ?? 'other';
}

/** The element of a list named last in a text (ignoring case, as sentence starts are capitalised), or null. */
function lastMentioned(text: string, list: readonly string[]): string | null {
  let best: string | null = null;
  let at = -1;
  const haystack = text.toLowerCase();
  for (const entry of list) {
    const found = haystack.lastIndexOf(entry.toLowerCase());
    if (found > at) {
      at = found;
      best = entry;
    }
  }
  return best;
}

function setElements(c: PhraseComposer, texts: AdventureThemeTexts, story: string): void {
  for (const [slot, list] of Object.entries(elementLists) as Array<[StoryElement, (typeof elementLists)[StoryElement]]>) {
    c.set(slot, lastMentioned(story, texts[list]) ?? c.pick(texts[list]));
  }
}

function numbered(choices: readonly string[]): string {
  return choices.map((choice, i) => `${i + 1}. ${choice}`).join('\n');
}

function pickChoices(c: PhraseComposer, texts: AdventureThemeTexts, avoid: string): string[] {
  const count = c.int(3, 4);
  const avoidText = normalizeForMatch(avoid);
  const out: string[] = [];
  for (let guard = 0; out.length < count && guard < texts.choices.length * 2; guard += 1) {
    const choice = c.finish(c.expand(c.pick(texts.choices))).replace(/[.。]$/u, '');
    if (out.includes(choice) || normalizeForMatch(choice) === avoidText) continue;
    out.push(choice);
  }
  return out;
}

/** Keeps narration lines from being read as choices (a line starting with a number, dash or bullet). */
function safeNarration(text: string): string {
  return text
    .split('\n')
    .map((line) => (choiceMarker.test(line) ? `… ${line.trim()}` : line))
    .join('\n');
}

function assemble(c: PhraseComposer, narration: string[], choices: string[]): string {
  const pack = adventurePacks[c.language];
  const text = joinSentences(narration, c.language).replace(/([.!?。！？])([”’"」』])[.。]/gu, '$1$2');
  return `${safeNarration(text)}\n\n${c.line(pack.prompts)}\n${numbered(choices)}`;
}

/** Writes the opening scene of a theme with its first choices. */
function writeAdventureStart(theme: AdventureTheme, c: PhraseComposer): string {
  const texts = adventurePacks[c.language].themes[theme];
  setElements(c, texts, '');
  const shared = adventurePacks[c.language].sharedScene;
  const { setting, detail, event, hook } = texts.scene;
  const narration = [c.line([...setting, ...shared.setting]), c.line([...detail, ...shared.detail])];
  if (c.chance(0.5)) narration.push(c.line(adventurePacks[c.language].keepers));
  narration.push(c.line([...event, ...shared.event]), c.line([...hook, ...shared.hook]));
  return assemble(c, narration, pickChoices(c, texts, ''));
}

function retellChoice(c: PhraseComposer, choice: string, language: ContentLanguage): string {
  const pack = adventurePacks[language];
  const clean = clip(choice, 120).replace(/[.!?。！？…]+$/u, '');
  const plain = language === 'ko' ? /다$/u.test(clean) : clean.length <= 80;
  c.set('choice', language === 'en' || language === 'vi' ? lowerFirst(clean) : clean);
  return c.line(plain ? pack.retell.plain : pack.retell.quoted);
}

/** Continues a story after the visitor picked a choice, keeping its place, companion, item and threat. */
function writeAdventureContinue(theme: AdventureTheme, currentStory: string, choice: string, c: PhraseComposer): string {
  const pack = adventurePacks[c.language];
  const texts = pack.themes[theme];
  const lastChoices = parseAdventureChoices(currentStory);
  setElements(c, texts, `${adventureNarration(currentStory)}\n${lastChoices.join('\n')}\n${choice}`);
  const narration = [retellChoice(c, choice, c.language), c.line(pack.reactions[classifyChoice(choice)])];
  if (c.chance(0.75)) narration.push(c.line(pack.keepers));
  narration.push(c.line(texts.twists));
  return assemble(c, narration, pickChoices(c, texts, choice));
}

/** ai-content type `adventure-start`. */
export const generateAdventureStart: ContentGenerator<'adventure-start'> = ({ input }, { language, random }) =>
  writeAdventureStart(input, new PhraseComposer(language, random));

/** ai-content type `adventure-continue`. */
export const generateAdventureContinue: ContentGenerator<'adventure-continue'> = ({ currentStory, choice, input }, { language, random }) =>
  writeAdventureContinue(input, currentStory, choice, new PhraseComposer(language, random));
