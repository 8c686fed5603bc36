/**
 * Adventure: an opening scene for a theme, then continuations that follow the chosen choice. Every text ends with
 * 3–4 numbered choices, and those are the only lines the spec's parser (adventure-choices.ts) reads as choices.
 * A continuation reads the story so far (`currentStory`, as the site sends it: each scene's narration and, before
 * every later scene, a "Selected:" line) into a state: the place, companion, item and threat it named, the choices
 * already made and the sentences already told. It then tells the new choice in the second person, never repeats a
 * told sentence or twist, never offers a made choice again and never hands the player an item the story never gave.
 */
import { readAskedBack } from './adventure-asked-back.ts';
import { inKindLines, inKindOptions, readInKind } from './adventure-in-kind.ts';
import { readWhyAsked, whyAskedOptions, whyReason } from './adventure-why-reason.ts';
import type { AdventureTheme, ContentGenerator, ContentLanguage } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { sentenceTexts } from './text-segments.ts';
import { clip, containsKeyword, lowerFirst, normalizeForMatch } from './text-tools.ts';
import { secondPersonChoice } from './adventure-person.ts';
import { asksFavour, favourReply, afterFleeChoices, carryLine, choiceAct, giftLine, groundedChoices, goalLine, heardSound, isGoal, lookLine, npcReply, revealChoices, revealLine, storyHasSomeone, storyObject, usedThingLine, type ChoiceAct } from './adventure-grounded.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { actionFamily, actionResult, bellChoices, bellLine, familyChoices, ringsBell, staleAfter, type ActionFamily } from './adventure-results.ts';
import { nounPhraseOrNull, trimToNounPhrase } from './adventure-noun-phrase.ts';
import { readScene, sceneTone, type Scene } from './adventure-scene.ts';
import { asksYear, sceneBeat, yearAnswer } from './adventure-scene-beats.ts';
import { askedTopic, readMove } from './adventure-moves.ts';
import { committalKinds, plainChoices, plainOutcome, readPlainAction, type PlainAction, type PlainContext, type PlainKind } from './adventure-plain.ts';
import { actionClauses, doneLine, hidesThing, namedAgain } from './adventure-clauses.ts';
import { heardHere, kindleLine, kindleOptions, kindledThing, sourceLines, sourceOptions, sourceStep } from './adventure-source.ts';
import { dropUndoingOptions } from './adventure-redo.ts';
import { dropSpentOptions } from './adventure-spent.ts';
import { storyCast } from './adventure-cast.ts';
import { keepHeldStates } from './adventure-held-state.ts';
import { guideLines, guideOptions, readGuideAsk } from './adventure-guide.ts';
import { asksOwnMemory, crossLines, crossOptions, crossedPlace, readYield, recallLines, recallOptions, yieldLines, yieldOptions } from './adventure-yield-cross-recall.ts';
import { readFollowBeat, readingBeat, readsAgain, readWrittenThing } from './adventure-reading.ts';
import { lookoutHeight, lookoutLines, lookoutOptions } from './adventure-lookout.ts';
import { doorListenLine, doorListenOptions, listenChoices, listenLine, listensAtDoor, overhears } from './adventure-listen.ts';
import { inviteLines, inviteOptions, invitesSomeone } from './adventure-invite.ts';
import { contactLines, contactOptions, helpContact } from './adventure-contact.ts';
import { readPersonRequest, requestLines, requestOptions } from './adventure-request.ts';
import { namedReaction, wakeBeatLines, wakeOptions, wakeTarget } from './adventure-wake.ts';
import { carriedChanging, carriedLine, dustCloudLine, dustOptions } from './adventure-carried.ts';
import { broughtAlong, companionLine, companionOptions, errandLines, errandOptions, readErrand, soundHereLine } from './adventure-errand.ts';
import type { DeedKind } from './adventure-deed.ts';
import { actShapeBeat } from './adventure-act-lines.ts';
import { isComparisonLine, isQuestionLine, readOwnWords, readWhoNamed } from './adventure-own-words.ts';
import { directRetell, readWhQuestion, whLines, whOptions } from './adventure-wh-ask.ts';
import { asksExistence } from './adventure-wh-closed.ts';
import { callAnswer, callOutLines, callOutOptions, readCallOut } from './adventure-call-out.ts';
import { objectOption, readObjectAct } from './adventure-object-react.ts';
import { readTend, tendLines, tendOptions } from './adventure-tend.ts';
import { offerLines, offerOptions, readOffer } from './adventure-offer.ts';
import { act2Beat } from './adventure-act2-lines.ts';
import { tracePath } from './content-trace.ts';
import { readAskedObject } from './adventure-asked-object.ts';
import { spellOutTextSpeak } from './adventure-slang.ts';
import { lookFindLines, lookFindOptions, peeksThrough, readLookFind } from './adventure-look-find.ts';
import { lookWhoLines, lookWhoOptions, readLookWho } from './adventure-look-who.ts';
import { askedAloudLine, askedForm, askedFormLine, askedFormOptions, asksSomeone, questionAfter, questionedPerson, saidToSomeone, storyPersonOf } from './adventure-asked-form.ts';
import { readActShape } from './adventure-act-read.ts';
import { readSpokenTo, scenePerson, spokenAskedLine, spokenLines, spokenOptions, type SpokenForm } from './adventure-spoken-to.ts';
import { readThingAct, stillPresent, thingActLines, thingActOptions, type ContactKind, type ThingAct } from './adventure-thing-act.ts';
import { readAct2Shape } from './adventure-act2-read.ts';
import { actedThings, companionAlong, deedLines, fireLines, fireOptions, sameOption, setsFire, deedOptions, deedScene, mainClause, paperRecord, readDeed, readUtterance, spendingDeeds, storyThreat, threatStill, usesSpent, utteranceLines, utteranceOptions, type Deed, type Utterance } from './adventure-deed.ts';
import { choiceKindKeywords, choiceKinds, type ChoiceKind } from './data/adventure/choice-kinds.ts';
import { adventurePacks } from './data/adventure/packs.ts';
import { ownOptionOutcomes } from './data/adventure/own-option-outcomes.ts';
import type { AdventureThemeTexts } from './data/adventure/adventure-pack.ts';

type StoryElement = 'place' | 'companion' | 'item' | 'threat';
const elementLists: Readonly<Record<StoryElement, 'places' | 'companions' | 'items' | 'threats'>> = { place: 'places', companion: 'companions', item: 'items', threat: 'threats' };
const choiceMarker = /^\s*(?:\d+\s*[.)\]]|[-•●◦▪▫‣∙·*])/u;
/** The "Selected:" label the site writes before each made choice, in any of the four languages. */
const selectedLine = /^\s*(?:Selected|선택|Đã chọn|选择|選擇)\s*[:：]\s*(.+?)\s*$/gmu;

/** The kind of a choice (fight, flee, talk…) from its words; `other` when nothing matches. */
export function classifyChoice(choice: string): ChoiceKind {
  const text = normalizeForMatch(choice);
  return choiceKinds.find((kind) => choiceKindKeywords[kind].some((word) => containsKeyword(text, word))) ?? 'other';
}

/** What the story so far established, read from `currentStory` and the new choice. */
export interface AdventureState {
  /** The story's element of each kind named last, or null when the story never named one. */
  known: Record<StoryElement, string | null>;
  /** Choices already made (the new one included), normalised for comparison. */
  used: Set<string>;
  /** The story so far, normalised, to test whether a sentence was already told. */
  told: string;
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

/** A choice as compared with the made ones: lower case, no end punctuation or surrounding quotes. */
function choiceKey(choice: string): string {
  return normalizeForMatch(choice).replace(/^[\s"“‘'「]+|[\s.!?。！？…"”’'」]+$/gu, '').replace(/\s+/gu, ' ');
}

/** Reads the story so far: its elements, the choices made and the text told. */
export function readAdventureState(currentStory: string, choice: string, texts: AdventureThemeTexts): AdventureState {
  const used = new Set<string>([...currentStory.matchAll(selectedLine)].map((m) => choiceKey(m[1] as string)));
  used.add(choiceKey(choice));
  const narration = adventureNarration(currentStory);
  const story = `${narration}\n${choice}`;
  const known = {} as Record<StoryElement, string | null>;
  // An item is held only when the story handed it over; a choice that names one ("ask about the torn letter") does not.
  for (const [slot, list] of Object.entries(elementLists) as Array<[StoryElement, (typeof elementLists)[StoryElement]]>) {
    known[slot] = lastMentioned(slot === 'item' ? narration : story, texts[list]);
  }
  return { known, used, told: normalizeForMatch(currentStory) };
}

function setElements(c: PhraseComposer, texts: AdventureThemeTexts, known: Record<StoryElement, string | null> | null): void {
  for (const [slot, list] of Object.entries(elementLists) as Array<[StoryElement, (typeof elementLists)[StoryElement]]>) {
    c.set(slot, known?.[slot] ?? c.pick(texts[list]));
  }
}

function numbered(choices: readonly string[]): string {
  return choices.map((choice, i) => `${i + 1}. ${choice}`).join('\n');
}

/** The word a story uses for an item once it has it: its head noun ("the map drawn on dragon hide" → "map"). */
function itemCore(item: string, language: ContentLanguage): string {
  if (language === 'zh') {
    const head = item.replace(/^.*的/u, '');
    return head.length >= 2 ? head.slice(-2) : item;
  }
  if (language === 'ko') return item.split(/\s+/u).pop() ?? item;
  if (language === 'vi') {
    return item.replace(/^(?:chiếc|cái|con|tấm|bản|viên|lá|cuốn|quyển|cây|bình|hộp|chai|ống|bộ|mảnh|nửa)\s+/iu, '').split(/\s+/u).slice(0, 2).join(' ');
  }
  const words = item
    .replace(/^(?:the|a|an)\s+/iu, '')
    .replace(/^(?:[\w-]+\s+)?(?:half|halves|piece|pieces|scrap|pair|bottle|jar|box|set)\s+of\s+(?:a|an|the)?\s*/iu, '')
    .split(/\s+/u);
  const cut = words.findIndex((word, i) => i > 0 && /^(?:of|that|which|with|from|drawn|stopped|tied|in|on|at|for)$|ed$|ing$/u.test(word));
  return (cut > 0 ? words.slice(0, cut) : words).pop() ?? item;
}

/** Whether a choice template names one of the theme's items the player does not have, or a companion the story never met. */
function needsMissing(template: string, texts: AdventureThemeTexts, state: AdventureState | null, language: ContentLanguage): boolean {
  if (!state) return false;
  if (!state.known.companion && template.includes('{companion')) return true;
  if (!state.known.item && template.includes('{item')) return true;
  // A theme companion named in the choice's own words ("Talk to the new student") must have been met.
  const lower = normalizeForMatch(template);
  if (texts.companions.some((name) => name !== state.known.companion && lower.includes(normalizeForMatch(name)) && !state.told.includes(normalizeForMatch(name)))) return true;
  return namesMissingItem(template, texts, state, language);
}

/** Whether a template names, in its own words, one of the theme's items that the story never gave the player. */
function namesMissingItem(template: string, texts: AdventureThemeTexts, state: AdventureState, language: ContentLanguage): boolean {
  const lower = normalizeForMatch(template);
  const have = state.known.item ? normalizeForMatch(itemCore(state.known.item, language)) : null;
  return texts.items.some((item) => {
    const core = normalizeForMatch(itemCore(item, language));
    return core.length >= 2 && core !== have && item !== state.known.item && containsKeyword(lower, core) && !state.told.includes(core);
  });
}

function pickChoices(c: PhraseComposer, texts: AdventureThemeTexts, state: AdventureState | null): string[] {
  const picked = pickChoiceList(c, texts, state);
  const first = picked.shift();
  if (first !== undefined) picked.splice(c.int(0, picked.length), 0, first);
  return picked;
}

function pickChoiceList(c: PhraseComposer, texts: AdventureThemeTexts, state: AdventureState | null): string[] {
  const count = c.int(3, 4);
  const out: string[] = [];
  const shared = adventurePacks[c.language].sharedChoices;
  const ready = texts.choices.filter((template) => !needsMissing(template, texts, state, c.language));
  // "Follow the sound you just heard" only where the story had a sound (round 7: an opening with none offered it).
  const readyShared = shared.filter((template) => !needsMissing(template, texts, state, c.language) && (!soundChoice.test(template) || (state !== null && heardSound(state.told, c.language))));
  const fallback = texts.choices.filter((template) => !ready.includes(template));
  // Now and then one theme-neutral choice ("Stay still and listen") joins the theme's own.
  if (state && readyShared.length > 0 && c.chance(0.4)) {
    const choice = c.finish(c.expand(c.pick(readyShared))).replace(/[.。]$/u, '');
    if (!state.used.has(choiceKey(choice))) out.push(choice);
  }
  for (const pool of [ready, readyShared, fallback, texts.choices, shared.filter((template) => !soundChoice.test(template))]) {
    for (let guard = 0; out.length < count && guard < pool.length * 2 && pool.length > 0; guard += 1) {
      const choice = c.finish(c.expand(c.pick(pool))).replace(/[.。]$/u, '');
      if (out.includes(choice) || state?.used.has(choiceKey(choice))) continue;
      out.push(choice);
    }
  }
  return out;
}

/** The shared choice that follows a sound the story must have had. */
const soundChoice = /sound you just heard|âm thanh vừa nghe|방금 들린 소리|刚才的声音/u;

/** Keeps narration lines from being read as choices (a line starting with a number, dash or bullet). */
function safeNarration(text: string): string {
  return text
    .split('\n')
    .map((line) => (choiceMarker.test(line) ? `… ${line.trim()}` : line))
    .join('\n');
}

function assemble(c: PhraseComposer, narration: string[], choices: string[]): string {
  const pack = adventurePacks[c.language];
  const joined = joinSentences(narration, c.language).replace(/([.!?。！？])([”’"」』])[.。]/gu, '$1$2');
  const text = c.language === 'ko' ? koreanOwnPossessive(joined) : joined;
  return `${safeNarration(text)}\n\n${c.line(pack.prompts)}\n${numbered(choices)}`;
}

/** Writes the opening scene of a theme with its first choices. */
function writeAdventureStart(theme: AdventureTheme, c: PhraseComposer): string {
  const texts = adventurePacks[c.language].themes[theme];
  setElements(c, texts, null);
  const shared = adventurePacks[c.language].sharedScene;
  const { setting, detail, event, hook } = texts.scene;
  // One of the setting and the event always comes from the theme's own lines, so the scene reads as its theme.
  const ownSetting = c.chance(0.5);
  // With a keeper line (which names the companion), the detail is one that does not: a companion named twice in a row
  // reads as a stutter (round 7: "带着无人机的街头少年…带着无人机的街头少年…").
  const keeper = c.chance(0.5);
  const details = [...detail, ...shared.detail];
  const detailPool = keeper ? details.filter((line) => !line.includes('{companion')) : details;
  const narration = [c.line(ownSetting ? setting : [...setting, ...shared.setting]), c.line(detailPool.length > 0 ? detailPool : details)];
  if (keeper) {
    // A detail that named the item already: the keeper names only the companion ("the coin… you check the coin…").
    const keepers = adventurePacks[c.language].keepers;
    const named = (narration[1] ?? '').includes(c.get('item'));
    const pool = named ? keepers.filter((line) => !line.includes('{item')) : keepers;
    narration.push(c.line(pool.length > 0 ? pool : keepers));
  }
  narration.push(c.line(ownSetting ? [...event, ...shared.event] : event));
  // A hook after an event that named the companion does not name them again in the next breath.
  const hooks = [...hook, ...shared.hook];
  const quietHooks = hooks.filter((line) => !line.includes('{companion'));
  narration.push(c.line((narration[narration.length - 1] as string).includes(c.get('companion')) && quietHooks.length > 0 ? quietHooks : hooks));
  // A companion who "whispers beside you" and then "suddenly appears": when the event or the hook brings them in, the
  // detail or keeper lines before it that already named them go (the setting stays).
  const who = c.get('companion');
  const arrives = narration.findIndex((line, i) => i >= narration.length - 2 && line.includes(who));
  if (arrives > 0) for (let i = arrives - 1; i >= 1; i -= 1) if ((narration[i] as string).includes(who)) narration.splice(i, 1);
  const address = adventurePacks[c.language].addressLines;
  // The line that addresses the player joins a scene that never did, unless the scene is already long.
  if (address && !narration.some((line) => line.includes(address.marker)) && sentenceTexts(narration.join(' '), c.language).length < 8) narration.push(c.line(address.lines));
  // The first choices follow the scene: they use only the item and companion it showed.
  const scene = narration.join('\n');
  const shown = (slot: StoryElement): string | null => (normalizeForMatch(scene).includes(normalizeForMatch(c.get(slot))) ? c.get(slot) : null);
  const state: AdventureState = {
    known: { place: shown('place'), companion: shown('companion'), item: shown('item'), threat: shown('threat') },
    used: new Set<string>(),
    told: normalizeForMatch(scene),
  };
  return assemble(c, narration, pickChoices(c, texts, state));
}

/** The longest run of fixed words in a template (outside alternatives and slots): what a reader recognises when it comes back. */
function templateAnchor(template: string): string {
  let depth = 0;
  let run = '';
  let best = '';
  for (const ch of template) {
    if (ch === '[' || ch === '{') {
      depth += 1;
      run = '';
    } else if (ch === ']' || ch === '}') {
      depth = Math.max(0, depth - 1);
      run = '';
    } else if (depth === 0) {
      run += ch;
      if (run.trim().length > best.trim().length) best = run;
    }
  }
  return normalizeForMatch(best.trim().replace(/^[\s,.;:!?—–-]+|[\s,.;:!?—–-]+$/gu, ''));
}

/**
 * A line from a list that the story has not told yet: templates whose fixed words were told are skipped, then lines with a
 * told sentence. When every template was told, a repeat is returned, or null when `strict`.
 */
function freshLine(c: PhraseComposer, list: readonly string[], state: AdventureState, unknownSlots: readonly StoryElement[], texts: AdventureThemeTexts, strict = false): string | null {
  const usable = c.usable(list).filter((template) => !unknownSlots.some((slot) => template.includes(`{${slot}`)) && !namesMissingItem(template, texts, state, c.language));
  if (usable.length === 0) return null;
  const minimum = c.language === 'ko' || c.language === 'zh' ? 4 : 8;
  const unseen = usable.filter((template) => {
    const anchor = templateAnchor(template);
    return anchor.length < minimum || !state.told.includes(anchor);
  });
  if (strict && unseen.length === 0) return null;
  const pool = unseen.length > 0 ? unseen : usable;
  let line = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    line = c.finish(c.expand(c.pick(pool)));
    if (!toldBefore(line, state)) return line;
  }
  return strict ? null : line;
}

/** Whether any sentence of a line (of eight characters or more) was already told in the story. */
function toldBefore(line: string, state: AdventureState): boolean {
  const sentences = line.match(/[^.!?。！？]+[.!?。！？]+["”’」』]*/gu) ?? [line];
  return sentences.some((sentence) => {
    const text = normalizeForMatch(sentence.trim());
    return text.length >= 8 && state.told.includes(text);
  });
}

function retellChoice(c: PhraseComposer, choice: string, state: AdventureState, texts: AdventureThemeTexts): string {
  const pack = adventurePacks[c.language];
  const person = secondPersonChoice(clip(choice, 120), c.language);
  const clean = person.text;
  if (person.clause) return c.finish(`${clean}.`.replace(/^\p{Ll}/u, (first) => first.toUpperCase())).replace(/\.$/u, c.language === 'zh' ? '。' : '.');
  // A whole sentence of the visitor's (up to the clip) is told as the player's action, not echoed in quotation marks.
  const plain = c.language === 'ko' ? /다$/u.test(clean) : clean.length <= 120;
  c.set('choice', c.language === 'en' || c.language === 'vi' ? lowerFirst(clean) : clean);
  return freshLine(c, plain ? pack.retell.plain : pack.retell.quoted, state, [], texts) ?? c.line(plain ? pack.retell.plain : pack.retell.quoted);
}

/** Whether the story so far was written by this engine for the theme (some fixed words of its lines were told). */
function ownStory(texts: AdventureThemeTexts, state: AdventureState, language: ContentLanguage): boolean {
  const pack = adventurePacks[language];
  const { setting, detail, event, hook } = texts.scene;
  const lines = [...setting, ...detail, ...event, ...hook, ...texts.twists, ...pack.keepers, ...pack.sharedTwists, ...Object.values(pack.reactions).flat()];
  const minimum = language === 'ko' || language === 'zh' ? 6 : 12;
  return lines.some((template) => {
    const anchor = templateAnchor(template);
    return anchor.length >= minimum && state.told.includes(anchor);
  });
}

/** The choices the story offered last that the visitor did not take (kept as written), newest list only. */
function leftoverChoices(currentStory: string, choice: string): string[] {
  const lines = currentStory.split(/\r?\n/u);
  let end = lines.length;
  while (end > 0 && parseAdventureChoices(lines[end - 1] ?? '').length === 0) end -= 1;
  let start = end;
  while (start > 0 && parseAdventureChoices(lines[start - 1] ?? '').length > 0) start -= 1;
  const key = choiceKey(choice);
  return parseAdventureChoices(lines.slice(start, end).join('\n')).filter((offered) => choiceKey(offered) !== key);
}

/** Drops "당신의" after a sentence's own 당신은/당신이 ("당신은 당신의 의수에" → "당신은 의수에"). */
function koreanOwnPossessive(text: string): string {
  return text.replace(/(당신[은이]\s[^.!?。]*?)당신의\s/gu, '$1');
}

/** A line from a writer that the story has not told yet (a few tries), or null. */
function untold(write: () => string | null, state: AdventureState): string | null {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const line = write();
    if (line === null) return null;
    if (!toldBefore(line, state)) return line;
  }
  return null;
}

/** What the chosen action does in the story: an answer, a find, a reveal, or null (the theme's reaction tells it). */
function actOutcome(c: PhraseComposer, act: ChoiceAct | null, object: string | null, narration: string, told = ''): string | null {
  if (!act) return null;
  tracePath(() => `act-outcome:${act.kind}${act.question ? `:${act.question}` : ''}${act.kind === 'talk' && asksFavour[c.language].test(told) && !act.asksName ? ':favour' : ''}${act.asks ? ':asks' : ''}${act.asksName ? ':name' : ''}${act.greets ? ':greets' : ''}${act.confides ? ':confides' : ''}`);
  // A favour asked ("ask the dragon to carry you over the mountains"): weighed, then granted (round 8).
  if (act.kind === 'talk' && asksFavour[c.language].test(told) && !act.asksName) return favourReply(c.language, act.target);
  if (act.kind === 'talk' || act.kind === 'message') return npcReply(c, act, act.target === object ? null : object);
  if (act.kind === 'look') return lookLine(c, act.target);
  if (act.kind === 'use') return usedThingLine(c, act.target);
  if (act.kind === 'give') return giftLine(c, act, asksFavour[c.language].test(told));
  if (act.kind === 'open' && storyHasSomeone(narration, c.language)) return revealLine(c);
  return null;
}

/** An option template as a pattern over a normalised choice (its slots match any words), built once per template. */
const optionPatterns = new Map<string, RegExp>();
function optionPattern(option: string): RegExp {
  let pattern = optionPatterns.get(option);
  if (pattern === undefined) {
    pattern = new RegExp(`^${option.split(/\{[^}]+\}/u).map((part) => normalizeForMatch(part).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('.+?')}$`, 'u');
    optionPatterns.set(option, pattern);
  }
  return pattern;
}

/** The written outcome of one of the theme's own options, when the choice is that option (its slots filled), or null. */
function ownOptionOutcome(theme: AdventureTheme, options: readonly string[], choice: string, language: ContentLanguage): string | null {
  const wanted = normalizeForMatch(choice);
  const index = options.findIndex((option) => optionPattern(option).test(wanted));
  return index >= 0 ? ownOptionOutcomes[language][`${theme}#${index}`] ?? null : null;
}

/** Verbs that put a question or a word to someone. */
const talkVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|tell|tells|talk|talks|warn|warns|speak)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:hỏi|nói với|kể cho|báo cho|bàn với)(?![\p{L}\p{M}])/iu,
  ko: /묻|물어|말한다|말을 건|이야기|얘기|알린다|털어놓/u,
  zh: /问|告诉|商量|提醒|说说/u,
};

/** The whole action of a visitor whose action had several steps, and those before the one the scene follows. */
interface EarlierSteps {
  whole: string;
  earlier: readonly string[];
}

/** Continues a story after the visitor picked a choice, following from what the story so far established. */
function writeAdventureContinue(theme: AdventureTheme, currentStory: string, choice: string, c: PhraseComposer, steps: EarlierSteps | null = null, typed: string = choice): string {
  const pack = adventurePacks[c.language];
  const texts = pack.themes[theme];
  const state = readAdventureState(currentStory, choice, texts);
  if (steps) state.used.add(choiceKey(steps.whole));
  setElements(c, texts, state.known);
  const unknown = (Object.keys(state.known) as StoryElement[]).filter((slot) => state.known[slot] === null);
  const unknownHeld = unknown.filter((slot) => slot === 'companion' || slot === 'item');
  const storyText = adventureNarration(currentStory);
  const told = secondPersonChoice(choice, c.language).text;
  // Stock families are read from the main clause only: "bury the beacon so they can't track us" is no trail to follow.
  const mainTold = mainClause(told, c.language);
  // Rule A: a target read from the visitor's words fills a slot only when it is a complete noun phrase.
  // Round 10: a question or a word put to the story's own companion ("问以为你是鬼魂的书生怎么看", "ask Nurse Dana about the
  // wound") is aimed at them even when the phrase reader cannot cut their long name out: they answer, no content-free
  // "the answer comes: not what you expected".
  const companionName = state.known.companion;
  const companionAct: ChoiceAct | null = companionName !== null && told.includes(companionName) && talkVerb[c.language].test(told) ? { kind: 'talk', target: companionName, asksName: false, asks: true } : null;
  // Round 16: a question asked with no person after the verb ("sit next to jun and ask if hes moving away", "박사님 …? 라고
  // 묻는다") is put to the person the choice names or calls, the story's only person, or the one who spoke in it.
  const askedOf = asksSomeone(told, c.language) && askedForm(told, c.language) !== null ? questionedPerson(typed, told, storyText, storyCast(storyText, c.language).map((member) => member.name), c.language) : null;
  const rawAct = choiceAct(told, c.language) ?? companionAct ?? (askedOf ? { kind: 'talk' as const, target: askedOf, asksName: false, asks: true } : null);
  // A person named by a pronoun ("把伞递给他", "give her the note") is the target as it is.
  const actTarget = rawAct ? (personPronoun.test(rawAct.target) || rawAct === companionAct ? rawAct.target : trimToNounPhrase(rawAct.target, c.language)) : null;
  // A thing thrown "qua cửa sổ" / "out of the window" names where it went, never a thing used (round 9c).
  const plainAct = rawAct && actTarget && !(rawAct.kind === 'use' && placeWord.test(actTarget)) ? { ...rawAct, target: actTarget, light: sceneTone(theme, adventureNarration(currentStory)) === 'light' } : null;
  // Round 16: a question put to a person is put to the person as the story names them ("Linh", not "Linh tiếng người";
  // Mai, not "ai làm cậu buồn vậy"), and its form is read from the words after them (adventure-asked-form.ts).
  const act = plainAct && plainAct.kind === 'talk' && asksSomeone(told, c.language) ? askedAct(plainAct, storyText, told, secondPersonChoice(steps?.whole ?? choice, c.language).text, c.language) : plainAct;
  // A question about something names its topic: the answer is about that ("ask the master about the sword").
  const topic = act && (act.kind === 'talk' || act.kind === 'message') ? askedTopic(told, c.language) : null;
  const object = topic ?? nounPhraseOrNull(storyObject(storyText, c.language, currentStory), c.language) ?? (act && act.kind !== 'talk' && act.kind !== 'message' ? act.target : null);
  const foreign = currentStory.trim().length > 0 && !ownStory(texts, state, c.language);
  const narration = [retellChoice(c, steps?.whole ?? choice, state, texts)];
  const calm = sceneTone(theme, storyText) === 'light';
  // Every step before the last is told as done (round 8: the mirror signal after the barricade was dropped).
  for (const step of steps?.earlier ?? []) {
    const done = doneLine(c, step, calm, theme);
    if (done && !toldBefore(done, state)) narration.push(done);
  }
  // Round 16 (set R's read): a look to find out who wrote something finds the signature's mark, before the readers of
  // looks and of written things that answered it with "nothing else moves" or a note invented inside it.
  if (foreign && readLookWho(typed, c.language)) {
    tracePath('look-who');
    narration.push(...lookWhoLines(c.language).filter((line) => !toldBefore(line, state)));
    return assemble(c, narration, ownThenOffered(lookWhoOptions(c.language), leftoverChoices(currentStory, choice), state));
  }
  // A beat told in full by its own lines: the story's leftover options follow its own.
  const beatWith = (options: readonly string[]): string => assemble(c, narration, sceneChoiceList(c, options, leftoverChoices(currentStory, choice), state));
  const toldWhole = secondPersonChoice(steps?.whole ?? choice, c.language).text;
  // Round 11: the visitor's own act on its object (open X to see Y, draw or write, fix, ask a person the way out, stand
  // in for someone, follow a guide into a place) is told by what it does to that object (adventure-act-*.ts).
  // Wave 2: a purpose achieved, a question about a person answered, a thing slipped back (adventure-act2-*.ts).
  // Round 12: a thing given up to a person is taken by them; a way crossed comes out on the far side; a question the player
  // asks themself about the past is answered by what they remember (adventure-yield-cross-recall.ts).
  const given = readYield(toldWhole, c.language);
  if (given) {
    narration.push(...yieldLines(given, c.language).filter((line) => !toldBefore(line, state)));
    tracePath('yield');
    return beatWith(yieldOptions(given, c.language));
  }
  if (asksOwnMemory(steps?.whole ?? choice, c.language)) {
    narration.push(...recallLines(c.language).filter((line) => !toldBefore(line, state)));
    tracePath('recall');
    return beatWith(recallOptions(c.language));
  }
  // A question put to a person about someone's crossing ("问厨娘管家几点离开厨房的") is a question, not the player leaving.
  // A person the story names only in its options ("3. 问厨娘") is still a person of the story to put a question to.
  // Round 15: a question said straight to a person is read as typed: the clause reader drops its question mark ("지훈아 너
  // 언제부터 여기 있었어?", "阿杰，你为啥要骗我？"), and without it the direct reader never found the person.
  const asWritten = steps?.whole ?? typed;
  const whAsked = readWhQuestion(asWritten, toldWhole, storyText, c.language, true) ?? readWhQuestion(asWritten, toldWhole, currentStory, c.language, true);
  // Round 15: a question shouted to no one ("hello?? is anyone there", "누구 없어요?? 하고 소리친다", "거기 누구 있어요? 무전으로
  // 묻는다") is a call, told as said and answered by the place (adventure-call-out.ts); never "you decide to hello??". A
  // question put to a person the wh reader found ("ask Old Rook if anyone is in the mill") is theirs.
  const called = whAsked === null ? readCallOut(steps ? (steps.earlier.length > 0 ? choice : steps.whole) : typed, c.language) : null;
  if (called) {
    const answer = callAnswer(storyText, calm, c.language);
    const lines = callOutLines(called.said, answer, c.language, called.radio).filter((line) => !toldBefore(line, state));
    // Round 15 (adv16): a call told after a colon ("然后冲楼下喊：…") is quoted there once, not told again as a second shout.
    const colon = Math.max((narration[0] ?? '').lastIndexOf('：'), (narration[0] ?? '').lastIndexOf(':'));
    if (steps && colon > 0 && called.quoted) narration.splice(0, 1, `${(narration[0] ?? '').slice(0, colon + 1)}${c.language === 'zh' ? '' : ' '}“${called.said}”`, ...lines.slice(1));
    else if (steps) narration.push(...lines);
    else narration.splice(0, 1, ...lines);
    tracePath('call-out');
    return assemble(c, narration, ownThenOffered(callOutOptions(answer, c.language), leftoverChoices(currentStory, choice), state));
  }
  const crossed = whAsked === null ? crossedPlace(toldWhole, c.language) : null;
  if (crossed) {
    narration.push(...crossLines(crossed, storyText, c.language).filter((line) => !toldBefore(line, state)));
    tracePath('cross');
    return beatWith(crossOptions(c.language));
  }
  // Round 12: a person of the story asked to guide the player through a task answers with the steps, and the beat carries
  // them out until the task is done (adventure-guide.ts), never a favour weighed or a far service voice.
  const guide = readGuideAsk(toldWhole, storyText, c.language);
  if (guide) {
    narration.push(...guideLines(guide, c.language).filter((line) => !toldBefore(line, state)));
    tracePath('guide');
    return beatWith(guideOptions(guide, c.language));
  }
  // Round 13 (adv5): a source or a when question put to a person is answered by its form, before the early talk.
  // Round 14: so is a yes/no question, a how-many / how-much one and a who-question (a name, never a tease).
  const formFirst = whAsked !== null && (whAsked.form === 'source' || whAsked.form === 'when' || whAsked.form === 'closed' || whAsked.form === 'quantity' || whAsked.form === 'who' || whAsked.form === 'what' || whAsked.form === 'happened');
  const early = foreign && !formFirst ? act2Beat(c, toldWhole, storyText, calm, 'early') : null;
  // Round 14: a closed or a how-many question the act reader already answers (a way out named, a count, a time left) stays its.
  // A yes/no question defers only when it asks whether something is there at all ("다른 출구가 있는지"), never "if she locked the door".
  const byAct = foreign && whAsked !== null && (whAsked.form === 'quantity' || (whAsked.form === 'closed' && asksExistence[c.language].test(whAsked.question))) ? actShapeBeat(c, toldWhole, storyText, object, calm) : null;
  // Round 17: words said straight to a person of the scene (a name called at the head or the end of the line, the person
  // after an ask verb, the scene's one person for a question in the second person) are answered by that person in the
  // form asked, from the scene (adventure-spoken-to.ts): before the trip and the stock deed that answered
  // them with "Nobody answers", "Bạn tới ngay tối nay" or "nothing else around you moves". A question the wh reader
  // answers keeps its answer unless it asks which of two, what to do, how to get it done, the date, or how long it will take.
  // Round 18 (adv20): who a name of the story is ("한 박사가 누군데요?", "who is dr okafor") is answered with the story's own
  // sentence about them, before the spoken-to and wh readers' stock who-lines ("I never saw a face", an invented name).
  const whoNamed = foreign && !early && !byAct ? readWhoNamed(asWritten, storyText, c.language) : null;
  if (whoNamed) {
    tracePath('own-words:who-named');
    return assemble(c, whoNamed.lines.filter((line) => !toldBefore(line, state)), ownThenOffered(whoNamed.options, leftoverChoices(currentStory, choice), state));
  }
  // Round 18 (adv21): what a word or a string of numbers the scene quotes means, or a name, asked of a being of the scene
  // ("ask the parrot what the numbers 4, 17, 32 mean", "白鹿，归墟是什么意思", "what is your name?? i say through the door"):
  // answered from that word in the question's form, before the stock meaning and talk lines and "nobody answers".
  const askedObject = foreign && !early && !byAct ? readAskedObject(asWritten, storyText, calm, (names) => c.pick([...names]), c.language) : null;
  if (askedObject) {
    tracePath(`asked-object:${askedObject.kind}`);
    return assemble(c, askedObject.lines.filter((line) => !toldBefore(line, state)), ownThenOffered(askedObject.options, leftoverChoices(currentStory, choice), state));
  }
  // Round 19 (adv22): a why headed by a name the story gives ("VESTA why did you cut the power") is said to that name.
  const whyHeaded = foreign && !early && !byAct && whAsked === null ? readWhyAsked(asWritten, storyText, c.language) : null;
  const headedWhy = whyHeaded && asWritten.trim().toLowerCase().startsWith(whyHeaded.who.toLowerCase()) ? whyHeaded : null;
  const spoken = foreign && !early && !byAct && !(headedWhy && whyReason(headedWhy.who, asWritten, storyText, calm, false, c.language, true)) ? readSpokenTo(asWritten, storyText, c.language) : null;
  // A question an act reader answers (the way out of the marsh, the lever that shuts the ballast) stays its.
  if (spoken && readActShape(toldWhole, object, c.language) === null && (whAsked === null ? !asksSomeone(toldWhole, c.language) || spoken.forms.some((form) => ownSpokenForms.has(form)) : spoken.forms.some((form) => ownSpokenForms.has(form) || (form === 'whose' && spoken.called)))) {
    tracePath(() => `spoken-to:${spoken.forms.join('+')}`);
    const offered = leftoverChoices(currentStory, choice);
    const lines = [spokenAskedLine(spoken, c.language), ...spokenLines(spoken, storyText, offered, calm, c.language)];
    // A danger the story had closing in is still closing in after a word (the police in the street).
    const threat = calm ? null : pressingLine(c.language, storyText, lines, state);
    if (threat) lines.push(threat);
    return assemble(c, lines, ownThenOffered(spokenOptions(spoken, c.language), offered.filter((option) => !(option.includes(spoken.who) && talkVerb[c.language].test(option))), state));
  }
  // Round 19 (adv22): a why said to a being that no question reader found ("ORIN why did you lock the airlock", shouted
  // while hammering on the door) is no deed read from its verb ("you lean on it… it holds"): the being gives the reason of
  // the question's own clause and the scene (adventure-why-reason.ts).
  const whyAsked = foreign && !early && !byAct && whAsked === null && !spoken ? readWhyAsked(asWritten, storyText, c.language) : null;
  const whyAnswer = whyAsked ? whyReason(whyAsked.who, asWritten, storyText, calm, false, c.language, whyAsked.direct) : null;
  if (whyAsked && whyAnswer) {
    tracePath(`why-asked:${whyAnswer.kind}`);
    // Said with the name at its head ("ORIN why…"): told as said to them, never "you take a breath and oRIN why…".
    // Round 19 (adv23): a name followed by "한테 / 에게" is who it is asked of, not words said to them ("엿장수 아저씨한테 왜…").
    const headed = asWritten.trim().toLowerCase().startsWith(whyAsked.who.toLowerCase()) && !/^\s*\S*(?:한테|에게|께)\s/u.test(asWritten.trim().slice(whyAsked.who.length));
    if (headed && !steps) narration[0] = directRetell({ who: whyAsked.who, form: 'why', aboutMe: false, direct: true, question: asWritten }, asWritten.trim().slice(whyAsked.who.length).replace(/^[\s,，:：]+/u, ''), c.language);
    narration.push(whyAnswer.line);
    return assemble(c, narration, ownThenOffered(whyAskedOptions(whyAsked.who, c.language), leftoverChoices(currentStory, choice), state));
  }
  const wh = early || byAct ? null : whAsked;
  if (wh) {
    if (wh.direct) narration[0] = directRetell(wh, asWritten, c.language);
    else if (c.language === 'zh' && /^[“"]/u.test(narration[0] ?? '') && /^问/u.test(toldWhole)) narration[0] = `你${toldWhole}。`;
    // Round 15: the player's "us" in the question stays "us" in the retelling too ("who was here before us", never "before you").
    if (wh.retold && wh.retold.trim().length > 0) narration[0] = (narration[0] ?? '').replace(wh.retold.trim(), wh.question.trim());
    // Round 15: a name the visitor typed in lower case ("ask marta") is told back as the story spells it ("Marta").
    if (!wh.direct && c.language === 'en' && /^\p{Lu}/u.test(wh.who)) narration[0] = (narration[0] ?? '').replace(new RegExp(`\\b${wh.who.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'u'), wh.who);
    narration.push(...whLines(wh, storyText, calm, c.language, theme).filter((line) => !toldBefore(line, state)));
    // The person just asked is not offered to be asked again ("옆 배의 선원에게 묻는다").
    const head = wh.who.split(/\s+/u).pop() ?? wh.who;
    const offered = leftoverChoices(currentStory, choice).filter((option) => !(option.includes(head) && talkVerb[c.language].test(option)));
    tracePath(() => `wh:${wh.form}`);
    return assemble(c, narration, ownThenOffered(whOptions(wh, storyText, calm, c.language, offered, theme), offered, state));
  }
  // Round 13: an offer or a promise put to the story's person is taken up by them (adventure-offer.ts).
  const offerer = early || !foreign ? null : readOffer(steps?.whole ?? typed, storyText, c.language);
  if (offerer) {
    narration.push(...offerLines(offerer, calm, c.language).filter((line) => !toldBefore(line, state)));
    tracePath('offer');
    return assemble(c, narration, ownThenOffered(offerOptions(offerer, c.language), leftoverChoices(currentStory, choice), state));
  }
  // Round 19 (adv22): an act that answers the scene's strange thing in its own way (copies it, or makes it a gesture)
  // is answered by that thing, by name (adventure-in-kind.ts): before the act readers, the call, trip and sound readers
  // that took one of its words, and the stock "nothing else around you moves".
  const inKind = foreign && !early && !byAct ? readInKind(steps?.whole ?? typed, storyText, c.language, calm) : null;
  if (inKind) {
    tracePath(`in-kind:${inKind.kind}`);
    narration.push(...inKindLines(inKind, calm, c.language).filter((line) => !toldBefore(line, state)));
    return assemble(c, narration, ownThenOffered(inKindOptions(inKind, c.language), leftoverChoices(currentStory, choice), state));
  }
  // Round 17: an act on a thing of the scene by a verb of contact (bite, sniff, hold to the light, wipe, touch, wind,
  // write, look closely) says what it does to that thing, what it shows or costs, and answers its "to see if"
  // (adventure-thing-act.ts), before the purpose reader ("the if its real is right there") and the stock "nothing moves".
  const contactRead = foreign && !early && !byAct && !asksSomeone(toldWhole, c.language) ? readThingAct(steps ? toldWhole : told, storyText, c.language, object) : null;
  // A close look or a word written waits for the look and the gesture readers below; an act an act reader tells (pry
  // open the chest) stays its.
  // A purpose the purpose reader achieves (hold the ash to the lamp to read what it says) stays its; a "to see if" is ours.
  const contact = contactRead && !lateContactKinds.has(contactRead.kind) && readActShape(toldWhole, object, c.language) === null && (contactRead.whether !== null || readAct2Shape(toldWhole, storyText, c.language) === null) ? contactRead : null;
  const contactBeat = (act: ThingAct): string => {
    tracePath(`thing-act:${act.kind}`);
    const person = stillPresent(storyCast(storyText, c.language)[0]?.name ?? scenePerson(storyText, c.language), storyText, c.language);
    narration.push(...thingActLines(act, person, calm, c.language).filter((line) => !toldBefore(line, state)));
    const threat = calm || person ? null : pressingLine(c.language, storyText, narration, state);
    if (threat) narration.push(threat);
    const offered = leftoverChoices(currentStory, choice).filter((option) => !state.used.has(choiceKey(option))).map((option) => option.replace(/[.。]$/u, ''));
    return assemble(c, narration, [...thingActOptions(act, person, c.language), ...offered].slice(0, 4));
  };
  if (contact) return contactBeat(contact);
  const shaped = early ?? byAct ?? (foreign ? (actShapeBeat(c, toldWhole, storyText, object, calm) ?? act2Beat(c, toldWhole, storyText, calm, 'purpose')) : null);
  if (shaped) {
    narration.push(...shaped.lines.filter((line) => !toldBefore(line, state)));
    // A question changes nothing: two of its own options, then the ones offered before.
    const offered = shaped.keepsOffered ? leftoverChoices(currentStory, choice).filter((option) => !state.used.has(choiceKey(option))).map((option) => option.replace(/[.。]$/u, '')) : [];
    tracePath(() => (early ? `act2:early:${readAct2Shape(toldWhole, storyText, c.language)?.kind}` : `act-shape${byAct ? ':by-act' : ''}:${readActShape(toldWhole, object, c.language)?.kind ?? `act2:${readAct2Shape(toldWhole, storyText, c.language)?.kind}`}`));
    return offered.length > 0 ? assemble(c, narration, [...shaped.options.slice(0, 2), ...offered].slice(0, 4)) : beatWith(shaped.options);
  }
  // Round 12: a thing with words on it that is read says what it says, in words made of the story (its writer, danger and
  // offered place), and the options follow its content (adventure-reading.ts); never "one detail is not what you expected".
  const followed = readFollowBeat(steps?.whole ?? choice, c.language, (list) => c.pick(list));
  if (followed) {
    narration.push(...followed.lines.filter((line) => !toldBefore(line, state)));
    tracePath('read-follow');
    return beatWith(followed.options);
  }
  const written = readWrittenThing(toldWhole, storyText, c.language);
  if (written) {
    const offered = leftoverChoices(currentStory, choice).filter((option) => !state.used.has(choiceKey(option)));
    const read = readingBeat(written, storyText, offered, c.language);
    narration.push(...read.lines.filter((line) => !toldBefore(line, state)));
    tracePath('read-written');
    return assemble(c, narration, [...read.options, ...offered.filter((option) => !readsAgain(option, written.thing, read.place, c.language)).map((option) => option.replace(/[.。]$/u, ''))].slice(0, 4));
  }
  // An invitation in a romance or a school story is answered: a yes, and a time settled (round 10).
  if (calm && invitesSomeone(told, c.language)) {
    narration.push(...inviteLines(c.language, told));
    tracePath('invite');
    return beatWith(inviteOptions(c.language));
  }
  // A climb made to look shows what the height sees, of the story's kind (round 10: the mast above the fog).
  if (lookoutHeight(toldWhole, c.language)) {
    narration.push(...lookoutLines(storyText, theme, c.language));
    tracePath('lookout');
    return beatWith(lookoutOptions(c.language));
  }
  // A call for help to a service far away is answered by that service, with how far help is (round 10: mission control
  // answering "Where are you? I'm coming" like a friend).
  const service = helpContact(told, c.language);
  if (service) {
    narration.push(...contactLines(service, storyText, theme, c.language));
    tracePath('contact');
    return beatWith(contactOptions(service, storyText, c.language));
  }
  // Something borrowed from or shown to a person is answered by that person (round 10: "hỏi mượn Tuấn" lends, "show the
  // egg to Bram" gets Bram's warning), never a stock "I know more than I say" reply.
  const request = readPersonRequest(told, c.language);
  if (request) {
    narration.push(...requestLines(request, storyText, c.language));
    tracePath('person-request');
    return beatWith(requestOptions(request, storyText, c.language));
  }
  // Round 13: a wound treated or a thing handed to a being of the story gets its reaction, fitting its state
  // (adventure-tend.ts).
  // A thing handed over with a favour asked ("give the dragon the bell, then ask it…") is the favour's beat.
  const tend = talkVerb[c.language].test(toldWhole) ? null : readTend(toldWhole, storyText, c.language);
  if (tend) {
    narration.push(...tendLines(tend, c.language).filter((line) => !toldBefore(line, state)));
    const threat = calm ? null : pressingLine(c.language, storyText, narration, state);
    if (threat) narration.push(threat);
    tracePath('tend');
    return assemble(c, narration, ownThenOffered(tendOptions(tend, c.language), leftoverChoices(currentStory, choice), state));
  }
  // A sound or a light is followed, listened to or answered, never picked up (seventh blind read: "带上歌声").
  // A trace, a hack, a scan, a camera or a ruse keeps its own result.
  const source = ownSourceFamilies.has(actionFamily(mainTold, c.language) ?? 'wait') ? null : sourceStep(told, storyText, c.language);
  // A bell or an alarm drum rung brings the people it was rung for (round 8: no radio voice answering a bell).
  if (ringsBell(told, c.language)) {
    narration.push(bellLine(told, c.language));
    tracePath('bell');
    return beatWith(bellChoices[c.language]);
  }
  // Something lit (a lamp relit on a tower, a fire kindled): it catches, and the light shows what the dark hid.
  const kindled = kindledThing(told, c.language);
  // A dust cloud looked at up close shows who is coming (round 9b: the spyglass on the stagecoach roof).
  const dust = foreign ? dustCloudLine(told, storyText, c.language) : null;
  if (dust) {
    narration.push(dust);
    tracePath('dust');
    return beatWith(dustOptions(c.language));
  }
  // Waking someone is its own beat: they come round and ask, the story's clock still running (round 9b: 王蕾 in the
  // sleep pod, no plain trip to the pod).
  const woken = foreign ? wakeTarget(toldWhole, c.language) : null;
  if (woken) {
    narration.push(...wakeBeatLines(c.language, woken, storyText).filter((line) => !toldBefore(line, state)));
    const threat = pressingLine(c.language, storyText, narration, state);
    if (threat) narration.push(threat);
    tracePath('wake');
    return beatWith(wakeOptions(c.language, woken, storyText));
  }
  // A fire set where the story has a danger (the dead on the stairs) is a wall of flame between them and the player, no
  // far-off light answering (round 9b).
  const fireScene = setsFire(told, c.language) && !calm ? deedScene(storyText, c.language, false) : null;
  if (fireScene?.threat) {
    narration.push(...fireLines(c.language, fireScene).filter((line) => !toldBefore(line, state)));
    tracePath('fire');
    return beatWith(fireOptions(c.language, fireScene));
  }
  if (kindled) {
    narration.push(kindleLine(c.language, kindled, calm));
    tracePath('kindle');
    return beatWith(kindleOptions(c.language));
  }
  if (source) {
    narration.push(...sourceLines(c, source, calm).filter((line) => !toldBefore(line, state)));
    tracePath('source');
    return beatWith(sourceOptions(source, c.language, calm));
  }
  // Round 16: an ear to a door or a wall hears what is behind it (people, someone listening back, the story's own knock
  // from the other side), never a thing stuck to the wall ("贴在墙上"); the options are the door's (adventure-listen.ts).
  if (foreign && listensAtDoor(told, c.language) && !overhears(told, c.language)) {
    tracePath('listen:door');
    const line = doorListenLine(storyText, calm, c.language);
    if (!toldBefore(line, state)) narration.push(line);
    return assemble(c, narration, ownThenOffered(doorListenOptions(c.language), leftoverChoices(currentStory, choice), state));
  }
  // A seek names the thing sought; a bargain is answered (adventure-moves.ts): their line is the beat.
  const move = readMove(c, told, storyText);
  // A plain action of the visitor's own (cast the spell, record, fix, give back, put down, go somewhere): its verb happens
  // to its object and the consequence follows from it (adventure-plain.ts), never a stock twist (sixth blind read).
  const plain = foreign && !move && act?.kind !== 'give' && act?.kind !== 'talk' && act?.kind !== 'message' ? readPlainAction(told, c.language) : null;
  const plainContext: PlainContext | null = plain
    ? {
        light: calm,
        // The story's sound came from where the trip goes ("a voice from the cellar", then down the cellar stairs).
        heard: heardSound(storyText, c.language) && (heardSound(told, c.language) || seeksWho.test(told) || (plain.kind === 'arrive' && soundFrom(storyText, plain.place, c.language))),
        held: plain.kind === 'arrive' ? plain.object : null,
        rushed: actionFamily(mainTold, c.language) === 'run',
      }
    : null;
  // Round 9c, the default inverted: a family read from a noun (a camera, a recorder, a phone) answers only when no effect
  // verb of the main clause says what was done to it ("hide the memory card in your shoe" hides, it films nothing).
  const effect = readDeed(lastPredicate(mainTold, c.language), c.language).kind;
  const plainFamily = gatedFamily(actionFamily(mainTold, c.language), effect);
  // A ruse, a camera, a scan… keep their own result; reading a spell aloud is casting it, not reading a page.
  // A run with a destination ("carry him up to the roof") arrives there.
  // A trip told plainly only when nothing else is done there: "climb onto the bus roof and call over its loudspeaker" is
  // a call, "sneak to the roof to get a better look" is a look.
  const plainFits = plain !== null && (plainFamily === null || plainFamily === 'follow' || (plain.kind === 'arrive' && plainFamily === 'run') || (plain.kind === 'leave' && !ownFamilies.has(plainFamily))) && !lookPurpose.test(told);
  // A verb that says what happens (record, give, fix…) beats a family read from a looser word ("门缝" is no peek when
  // the player records and tapes the door): only a ruse, a trace, a hack, a scan, a camera, a report, a search, a
  // crossing or a run keeps its own result.
  // In a romance or a school story a run is no flight (darkFamilies): it does not keep the plain verb from being told.
  const strong = plainFamily !== null && strongFamilies.has(plainFamily) && !(plainContext?.light && darkFamilies.has(plainFamily));
  // A stash or a flight read as one scene keeps its scene (the copy hidden in the machine, then the crowd).
  const sceneWhole = plain?.kind === 'arrive' ? readScene(theme, storyText, told, c.language) : null;
  const errand = plain?.kind === 'arrive' && !(sceneWhole?.kind === 'stash' && sceneWhole.blend === true) && sceneWhole?.kind !== 'escape' ? readErrand(told, c.language) : null;
  // "Make" is read from loose verbs (tape, tie, block): an effect verb that says more (seal, mend) tells its own result.
  const deedFirst = foreign && !move && plain?.kind === 'make' ? readDeed(told, c.language) : null;
  // Something put back where it was ("放回原处", "put it back") is hidden in plain sight: no drop left for a finder.
  if (foreign && !move && plain?.kind === 'place' && putBack.test(told)) return tracePath('deed:put-back'), deedBeat(c, narration, { kind: 'conceal', recipient: null }, storyText, state, currentStory, choice, told, calm);
  if (deedFirst && deedFirst.kind !== 'unknown') return tracePath(`deed:first:${deedFirst.kind}`), deedBeat(c, narration, deedFirst, storyText, state, currentStory, choice, toldWhole, calm);
  // In a romance or a school story something made for the other person ("在她的课本里夹一张便利贴") is a gesture they answer,
  // not a thing made to be used (round 9b).
  // A note slipped into their desk or between a book's pages is a gesture too, no drop for a stranger to find (round 9c).
  if (foreign && !move && (plain?.kind === 'make' || plain?.kind === 'place' || (plain?.kind !== 'give' && leftForThem.test(told))) && calm && storyCast(storyText, c.language).length > 0) {
    tracePath('deed:gesture');
    return deedBeat(c, narration, plain?.kind === 'make' ? readDeed(told, c.language) : { kind: 'leave', recipient: null }, storyText, state, currentStory, choice, toldWhole, true);
  }
  if (plain && plainContext && (explicitPlainKinds.has(plain.kind) || errand) && !strong) return tracePath(`plain:${plain.kind}`), plainBeat(c, narration, plain, plainContext, state, currentStory, choice);
  if (foreign && !move) {
    // A story the visitor wrote: the beat is built from the chosen action's target, the story's goal and who is there.
    const read = usableScene(readScene(theme, storyText, told, c.language), actionFamily(mainTold, c.language));
    // A trip with no goal and nobody to visit gets the stock "someone left in a hurry, something dropped" beat: a plain
    // arrival (with whoever the trip was made to find) is told instead (round 7).
    const scene = read && read.kind === 'go' && !read.goal && !read.host && plain?.kind === 'arrive' ? null : read;
    // In a romance or a school story a thing pocketed is no stash to walk away from (no tail, no "come back for it later");
    // a thing burned or let go "into the drain" is no trip there (round 9: "你到了下水道").
    const sceneDeed = scene ? readDeed(told, c.language) : null;
    // Slipped into a desk or a bag of someone the story named ("ngăn bàn của Tùng"): left for them to find (round 9c).
    const forThem = scene?.kind === 'stash' && calm && storyCast(storyText, c.language).some((member) => told.includes(member.name.replace(/^(?:thằng|con|bé|anh|chị|em|cô|chú|cậu)\s+/u, '')));
    if (forThem) return tracePath('deed:for-them'), deedBeat(c, narration, { kind: 'leave', recipient: null }, storyText, state, currentStory, choice, toldWhole, true);
    // A thing hidden on the player ("in your shoe", "vào túi", "袖子里", "신발 속") goes with them: no stash to come back for.
    if (scene && sceneDeed && ((scene.kind === 'stash' && (calm || onBody.test(told)) && sceneDeed.kind === 'conceal') || ((scene.kind === 'go' || scene.kind === 'search') && sceneDeed.kind !== 'unknown' && sceneDeed.kind !== 'send'))) {
      tracePath(`deed:scene:${sceneDeed.kind}`);
      return deedBeat(c, narration, sceneDeed, storyText, state, currentStory, choice, toldWhole, calm);
    }
    const beat = scene ? sceneBeat(c, scene) : null;
    if (scene && beat) {
      narration.push(...beat.lines);
      // What the player picked up comes along ("grab the beagle and run to the roof").
      // A thing used to do something ("lấy khăn quàng chặn kín khe") is no thing carried along.
      const taken = readDeed(told, c.language).kind === 'unknown' ? nounPhraseOrNull(choiceAct(told, c.language, ['take'])?.target, c.language) : null;
      if (taken && scene.kind !== 'stash' && !beat.lines.some((line) => line.includes(taken))) narration.push(carryLine(c, taken, true));
      tracePath(`scene:${scene.kind}`);
      return assemble(c, narration, sceneChoiceList(c, beat.options, scene.kind === 'remote' || scene.kind === 'search' || scene.kind === 'stash' ? leftoverChoices(currentStory, choice) : [], state));
    }
    // No scene read: a trip somewhere or an exit is told plainly (an exit from a romance or a school story is no flight).
    // Round 18 (adv20): sitting down beside someone, silent ("ngồi xuống cạnh ông nội, không nói gì"), is no trip there:
    // their answer to it (adventure-own-words.ts).
    const beside = plain?.kind === 'arrive' ? readOwnWords(typed, told, storyText, parseAdventureChoices(currentStory), calm, c.language) : null;
    if (beside?.kind === 'toward') {
      tracePath('own-words:toward');
      return assemble(c, [...narration, ...beside.lines].filter((line) => !toldBefore(line, state)), ownThenOffered(beside.options, leftoverChoices(currentStory, choice), state));
    }
    if (plain && plainContext && (plainFits || (plain.kind === 'leave' && plainContext.light))) return tracePath(`plain:late:${plain.kind}`), plainBeat(c, narration, plain, plainContext, state, currentStory, choice);
  }
  const light = foreign && calm;
  // An action whose effect verb is known but that no reader above told (sew, lock, tear, bury, let go, throw to someone):
  // its plain result, the companion and the danger of the story (adventure-deed.ts), before any looser read of a target.
  // The last step of "break the cross, then throw it out of the window" says nothing of its own: the whole choice's verb does.
  // A Korean choice's main verb is its last predicate: when that clause has its own object and verb ("우산을 접어서 가방에
  // 넣고 같이 비를 맞는다" walks in the rain), an effect read only in an earlier clause is no result of the choice (round 9c).
  const koLast = c.language === 'ko' ? lastPredicate(mainClause(told, c.language), c.language) : told;
  const ownDeed = foreign && !move ? (koLast !== told && /[가-힣](?:을|를)\s/u.test(koLast) ? readDeed(koLast, c.language) : readDeed(told, c.language)) : null;
  // Only when the earlier step was told by no line of its own and the last step has no verb any reader knows.
  const bareLast = narration.length === 1 && rawAct?.kind !== 'talk' && rawAct?.kind !== 'message' && rawAct?.kind !== 'open' && actionFamily(mainTold, c.language) === null;
  const deed = ownDeed?.kind === 'unknown' && steps && bareLast ? readDeed(secondPersonChoice(steps.whole, c.language).text, c.language) : ownDeed;
  const deedFamily = gatedFamily(actionFamily(mainTold, c.language), effect);
  if (deed && deed.kind !== 'unknown' && !(act && (act.kind === 'talk' || act.kind === 'message' || act.kind === 'give')) && !(deedFamily && strongFamilies.has(deedFamily))) {
    tracePath(`deed:${deed.kind}`);
    return deedBeat(c, narration, deed, storyText, state, currentStory, choice, toldWhole, calm);
  }
  const kind = classifyChoice(choice);
  // The chosen action happens and has a concrete result (what the pages say, what the scan finds, who is on the other side).
  // A person asked or messaged answers; a door opened on someone the story heard shows them (adventure-grounded.ts).
  // A ruse or a trace is the action even when it names someone ("ask the ship's AI to trace…", "pretend to surrender").
  const ownResult = overridingFamilies.has(actionFamily(mainTold, c.language) ?? 'wait');
  // A door opened ("开门", "open it") where the story had someone (a knock, a voice): they are there.
  const opensOnSomeone = !move && !ownResult && foreign && (act?.kind === 'open' || (act === null && (kind === 'open' || actionFamily(mainTold, c.language) === 'open'))) && storyHasSomeone(storyText, c.language);
  const answered = opensOnSomeone || (!move && !ownResult && act !== null && (act.kind === 'talk' || act.kind === 'message' || act.kind === 'give' || (act.kind === 'open' && storyHasSomeone(storyText, c.language))));
  // Romance and school stories get no suspense result (knocks, footsteps, a figure waiting behind the door).
  const readFamily = answered || move ? null : actionFamily(mainTold, c.language);
  // Round 16: a peek under a sofa or at what someone holds sees no figure through a gap by a door: with no gap, door or
  // window in it, it is a look the look-find tells (adventure-look-find.ts).
  const lookNotPeek = readFamily === 'peek' && foreign && !peeksThrough(told, c.language) && readLookFind(told, storyText, c.language) !== null;
  const family = (readFamily && light && darkFamilies.has(readFamily)) || lookNotPeek ? null : readFamily;
  // Standing still to listen hears the story's own sound, or its place (round 10: no overheard "…the money…" in a romance).
  const heard = family === 'listen' ? listenLine(storyText, theme, c.language, told) : null;
  const result = move?.line ?? (family ? untold(() => heard ?? actionResult(c, family, told, theme), state) : null);
  // "What year is it?" in a story that set its year: the person names it.
  const year = act?.kind === 'talk' && asksYear[c.language].test(told) ? /(?<!\d)(1[0-9]{3}|20[0-9]{2})(?!\d)/u.exec(storyText)?.[1] : undefined;
  const outcome = result ?? (act && year ? yearAnswer(c, act.target, year) : null) ?? untold(() => (opensOnSomeone && act === null ? revealLine(c) : actOutcome(c, act, object, storyText, told)), state);
  // In a story the visitor wrote, a stock reaction may only tell a bodily act (running, hiding, fighting, waiting); a
  // conversation's "secret revealed" or a stock find says nothing about what was written (round 6): the short neutral line.
  // A romance or school story gets no chase or hiding beat either.
  const reactionKind: ChoiceKind = foreign && (light || !bodilyKinds.has(kind)) ? 'other' : kind;
  // Nothing read the action: a short honest result with the story's own people and danger, never a stock line.
  // A question, a feeling or not knowing what to do is no action: it is told as it is, and whoever is there answers.
  const asked = act !== null && (act.kind === 'talk' || act.kind === 'message');
  // Round 16: a look no reader told ("look under the bed", "거울을 자세히 들여다본다", "看看他手里拿着什么") finds something
  // where it looked, tied to the story's own trace (adventure-look-find.ts): no "nothing else moves", no question said aloud.
  const lookedAt = !outcome && foreign && reactionKind === 'other' && !asked ? readLookFind(told, storyText, c.language) : null;
  if (lookedAt) {
    tracePath('look-find');
    narration.push(...lookFindLines(lookedAt, c.language).filter((line) => !toldBefore(line, state)));
    return assemble(c, narration, ownThenOffered(lookFindOptions(lookedAt, c.language), leftoverChoices(currentStory, choice), state));
  }
  // Read from the choice as typed: the question mark is part of what was said.
  const utterance = !outcome && deed && reactionKind === 'other' && !asked ? readUtterance(typed, c.language) : null;
  // Round 16: a question said straight to someone ("how do u know only one comes back??") is answered by them, in its form.
  const addressee = utterance === 'question' && saidToSomeone(typed, c.language) ? questionedPerson(typed, told, storyText, storyCast(storyText, c.language).map((member) => member.name), c.language) : null;
  const addressedForm = addressee ? askedForm(typed, c.language) : null;
  if (addressee && addressedForm) {
    tracePath(`asked-form:direct:${addressedForm}`);
    const lines = [askedAloudLine(addressee, typed, c.language), askedFormLine(addressee, addressedForm, calm, c.language)];
    return assemble(c, lines, ownThenOffered(askedFormOptions(addressee, c.language), leftoverChoices(currentStory, choice), state));
  }
  // Round 18 (adv20): before "nobody answers" or "nothing else moves", the choice is read by its grammar: a comparison
  // says what it shows, a who-question about a name of the story gets the story's sentence about them, a question called
  // to a being of the scene is answered in its form, an act toward a being gets their answer (adventure-own-words.ts).
  // A line that is only a question is no bodily act: a family or a move read from one of its words ("为什么大家都躲着我"
  // is no hiding) gives way when the question is put to someone of the scene.
  const onlyAsks = foreign && !asked && deed !== null && isQuestionLine(typed, c.language) && (result !== null || move !== null);
  // Round 18 (adv21): a comparison of two things is no trick or move read from one of its words ("어느 게 가짜인지",
  // "which one is the fake" is no disguise): it says what the comparison shows.
  const comparing = foreign && !asked && (result !== null || move !== null) && isComparisonLine(told, c.language);
  const own = (onlyAsks || comparing || (!outcome && deed && reactionKind === 'other' && !asked && (utterance === null || utterance === 'question'))) ? readOwnWords(typed, told, storyText, parseAdventureChoices(currentStory), calm, c.language) : null;
  if (own) {
    tracePath(`own-words:${own.kind}`);
    const lines = (own.keepsTold ? [...narration, ...own.lines] : own.lines).filter((line) => !toldBefore(line, state));
    return assemble(c, lines, ownThenOffered(own.options, leftoverChoices(currentStory, choice), state));
  }
  // Round 19 (adv23): a question put to a person of the scene in a shape the readers above do not see (the asker after
  // the question, a Korean quote closed by "하고 물어봄", "问她能不能…") is answered by that person in its form, from its
  // own clause (adventure-asked-back.ts), before the stock talk lines and "nothing else around you moves".
  const askedBack = foreign && !early ? readAskedBack(asWritten, storyText, calm, c.language) : null;
  if (askedBack) {
    tracePath(`asked-back:${askedBack.form}`);
    return assemble(c, askedBack.lines.filter((line) => !toldBefore(line, state)), ownThenOffered(askedBack.options, leftoverChoices(currentStory, choice), state));
  }
  if (utterance) return tracePath(`utterance:${utterance}`), utteranceBeat(c, utterance, typed, storyText, state, currentStory, calm);
  if (!outcome && deed && reactionKind === 'other' && contactRead) return contactBeat(contactRead);
  if (!outcome && deed && reactionKind === 'other') return tracePath(`deed:late:${deed.kind}`), deedBeat(c, narration, deed, storyText, state, currentStory, choice, toldWhole, calm);
  // Every reaction told already: none rather than a repeat.
  // Round 10: one of the site's own options that no reader answers has its own written outcome (no "you do it quickly,
  // and then you wait to see what it changes").
  const ownOutcome = outcome === null && !foreign ? ownOptionOutcome(theme, texts.choices, steps?.whole ?? choice, c.language) : null;
  const reaction = outcome ?? ownOutcome ?? freshLine(c, pack.reactions[reactionKind], state, unknown, texts, true) ?? freshLine(c, pack.reactions.other, state, unknown, texts, true);
  if (reaction) narration.push(reaction);
  tracePath(() => `${foreign ? 'foreign' : 'own'}:${move ? `move:${move.kind}` : result ? (heard ? 'listen' : `family:${family}`) : outcome ? (year ? 'year' : `act:${act?.kind ?? (opensOnSomeone ? 'open-reveal' : 'none')}`) : ownOutcome ? 'own-option' : reaction ? `reaction:${reactionKind}` : 'none'}`);
  if (foreign) {
    // A story the visitor (or another writer) wrote: carry its own object and what the player holds, twist with nothing new.
    // Something put down ("把外卖放在门口", "set the box down") is not held any more.
    const putDown = /放在|放下|放到|\b(?:set|put|leave|leaves|drop|drops)\b[^.]*\b(?:down|behind|at|on)\b|(?<![\p{L}\p{M}])(?:đặt|để lại|bỏ lại)(?![\p{L}\p{M}])|내려놓|두고/u.test(told);
    // A thing used to do something ("lấy khăn quàng chặn kín khe") is no thing held afterwards.
    const held = putDown || readDeed(told, c.language).kind !== 'unknown' ? null : nounPhraseOrNull(choiceAct(told, c.language, ['take'])?.target, c.language);
    // A thing the player holds is carried on; the story's object is thought of only after running from it. Elsewhere
    // "it all comes back to the phone" says nothing (fifth blind read).
    const away = !light && act?.kind !== 'give' && (kind === 'flee' || family === 'run' || family === 'cross');
    const carried = held ?? (away && object && !narration.some((line) => line.includes(object)) ? object : null);
    const carry = carried ? untold(() => carryLine(c, carried, held !== null), state) : null;
    if (carry) narration.push(carry);
    // A danger the story had closing in is still closing in after a word or a look (round 9: the drones tracking you).
    const pressing = light ? null : pressingLine(c.language, storyText, narration, state);
    if (pressing) narration.push(pressing);
    // The story's goal (the chip to steal) stays in view after a step towards it.
    const goal = !carry && object && !narration.some((line) => line.includes(object)) && isGoal(storyText, object, c.language) ? untold(() => goalLine(c, object), state) : null;
    if (goal) narration.push(goal);
    // Round 7: no stock twist in a visitor's story (footsteps that stop, a silence worse than noise, a rival for the
    // object): what follows comes from the action, and a short plain beat reads better than a stock one.
    const person = !ownResult && act && (act.kind === 'talk' || act.kind === 'message') ? act.target : null;
    // A door opened on the someone the story heard: the options turn to them.
    const revealed = !result && answered && (act?.kind === 'open' || opensOnSomeone);
    return assemble(c, narration, groundedChoiceList(c, texts, state, currentStory, choice, person, revealed ? null : object, act, family, move ? move.options : revealed ? revealChoices(c.language) : [], light));
  }
  const companionNamed = state.known.companion !== null && normalizeForMatch(choice).includes(normalizeForMatch(state.known.companion));
  // Someone just spoken to does not then stay "half a step behind you, saying nothing" (round 10).
  const spokenTo = act !== null && (act.kind === 'talk' || act.kind === 'message');
  if (unknownHeld.length < 2 && (state.known.companion !== null ? !companionNamed || (c.chance(0.5) && !spokenTo) : c.chance(0.6))) {
    const keeper = freshLine(c, pack.keepers, state, unknownHeld, texts, true);
    if (keeper) narration.push(keeper);
  }
  const twist = result ? null : freshLine(c, texts.twists, state, unknownHeld, texts, true) ?? freshLine(c, pack.sharedTwists, state, unknownHeld, texts, true);
  if (twist) narration.push(twist);
  const choices = pickChoices(c, texts, state);
  // After a concrete result, the first option follows from it (read again, head for the life sign, ask the survivor).
  const nextOptions = move ? move.options : heard !== null ? listenChoices(c.language) : family ? familyChoices(family, c.language, told) : [];
  const follow = nextOptions.find((option) => !state.used.has(choiceKey(option)) && !choices.includes(option));
  if (follow) choices.splice(c.int(0, Math.min(choices.length, 3) - 1), choices.length >= 4 ? 1 : 0, follow);
  return assemble(c, narration, choices);
}

/** A question put to a person: the person as the story names them, and the form read from the words after them. */
function askedAct(act: ChoiceAct, story: string, told: string, whole: string, language: ContentLanguage): ChoiceAct {
  // An earlier step may name the person ("ngồi cạnh Hòa rồi hỏi ai…"): they are read in the whole choice.
  const who = personPronoun.test(act.target) ? act.target : storyPersonOf(act.target, story, whole, storyCast(story, language).map((member) => member.name), language);
  const form = askedForm(questionAfter(told, who, language), language);
  return { ...act, target: who, ...(form ? { form } : {}) };
}

/** Whether a sentence of the story that has a sound also names the place (its last word, or its last two characters). */
function soundFrom(story: string, place: string | null, language: ContentLanguage): boolean {
  if (!place) return false;
  const head = language === 'zh' ? place.slice(-2) : language === 'ko' ? (place.split(/\s+/u)[0] ?? place) : (place.split(/\s+/u).pop() ?? place);
  if (head.length < (language === 'zh' || language === 'ko' ? 1 : 3)) return false;
  return sentenceTexts(story, language).some((sentence) => heardSound(sentence, language) && normalizeForMatch(sentence).includes(normalizeForMatch(head)));
}

/** Families whose own result beats a beat at a sound or a light ("trace where the signal comes from"). */
const ownSourceFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['trace', 'hack', 'scan', 'camera', 'trick']);

/** Plain actions whose verb says what happens, before any scene or family result read from looser words. */
const explicitPlainKinds: ReadonlySet<PlainKind> = new Set<PlainKind>(['spell', 'record', 'repair', 'give', 'place', 'make']);
/** Families whose own result beats a plain arrival or exit (a run, a crossing, a scan, a hack, a ruse, a report…). */
const ownFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['run', 'cross', 'trick', 'trace', 'hack', 'scan', 'camera', 'report', 'search', 'listen', 'peek', 'read']);

/** A trip made to look at something ("to get a better look at the bus", "để xem", "보려고", "看清"): the scene tells the look. */
const lookPurpose = /\bto (?:get a (?:better |closer )?look|look at|watch|spy on)\b|(?<![\p{L}\p{M}])để (?:xem|nhìn|quan sát)(?![\p{L}\p{M}])|보려고|보러|살피러|看清|看个清楚/iu;

/** An action made to find out who is there ("to see who is calling", "xem ai", "누군지", "是谁"): the sound led there. */
const seeksWho = /\bwho\b|(?<![\p{L}\p{M}])(?:là ai|ai đang|ai đó)(?![\p{L}\p{M}])|누가|누군지|누구인지|是谁|谁在/iu;

/** Families a noun alone can call up (a camera, a phone, a screen, a recorder): gated by the main clause's effect verb. */
const nounFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['camera', 'call', 'hack', 'scan', 'read', 'listen', 'peek', 'look', 'report', 'trace']);

/** Effects that say what was done to a thing: when one is the main verb, a family read from the thing's noun is dropped. */
const effectKinds: ReadonlySet<DeedKind> = new Set<DeedKind>(['conceal', 'destroy', 'secure', 'mend', 'release', 'darken']);

/** A family kept only on its own evidence: a noun family gives way to an effect verb of the main clause (round 9c). */
function gatedFamily(family: ActionFamily | null, effect: DeedKind): ActionFamily | null {
  return family && nounFamilies.has(family) && effectKinds.has(effect) ? null : family;
}

/**
 * The last predicate of a Korean or Chinese choice, where its main verb stands ("숨겨둔 EMP를 써서 엘리베이터를 해킹한다"
 * hacks; "숨겨둔" only names the EMP); English and Vietnamese put the main verb first, so their main clause is kept whole.
 */
function lastPredicate(main: string, language: ContentLanguage): string {
  if (language === 'ko') return main.split(/(?<=[가-힣](?:서|고))\s+/u).pop() ?? main;
  if (language === 'zh') return main.split(/[，,]|然后|接着/u).filter((part) => part.trim().length > 0).pop() ?? main;
  return main;
}

/** A place word that starts a target ("qua cửa sổ", "out of the window"): where a thing went, never the thing. */
const placeWord = /^(?:qua|vào|ra|lên|xuống|sang|tới|đến|khỏi|through|out|into|onto|over|across|down|up)(?![\p{L}\p{M}])/iu;

/** A hiding place the player wears or carries. */
const onBody = /\b(?:in|into|inside)\s+(?:my|your)\s+(?:shoe|shoes|boot|boots|sock|socks|sleeve|pocket|coat|jacket|bra|collar|hat)\b|(?<![\p{L}\p{M}])(?:vào|trong)\s+(?:túi|giày|tất|vớ|tay áo|cổ áo|áo|ba lô|balo)(?![\p{L}\p{M}])|(?:신발|양말|소매|주머니|옷|품|모자)\s*(?:속|안)?에|鞋里|鞋子里|袜子里|袖子里|袖口里|口袋里|衣服里|怀里|帽子里/iu;

/** Putting a thing back where it was. */
const putBack = /\b(?:put|puts|set|sets|slide|slides|place|places)\s+(?:it|them|the\s[\w' -]+?)\s+back\b|放回|原处|原位|原来的地方|(?<![\p{L}\p{M}])(?:chỗ cũ|chỗ ban đầu|vị trí cũ)(?![\p{L}\p{M}])|제자리|원래 자리|원래대로/iu;

/** A note or a number left between pages or in a pocket for someone ("slip a note with your number between the pages"). */
const leftForThem = /\b(?:slip|slips|tuck|tucks|leave|leaves|hide|hides|write|writes)\s+(?:a|your|my|the)\s+(?:note|number|letter|card|message|phone number)\b|(?<![\p{L}\p{M}])(?:kẹp|nhét|để lại|gài)\s+(?:một\s+)?(?:mảnh giấy|tờ giấy|lá thư|bức thư|tấm thiệp|số điện thoại)(?![\p{L}\p{M}])|(?:쪽지|편지|메모|카드|전화번호)(?:를|을)\s(?:[가-힣]+\s)?(?:끼워|넣어|남긴|남겨|꽂아|꽂는)|夹(?:了)?(?:一)?(?:张|封)?[^，。]{0,8}(?:纸条|便条|信|卡片)|把(?:纸条|便条|信|卡片)[^，。]{0,6}(?:夹|塞|放)进/iu;

/** Families whose own result beats even an explicit plain verb. */
const strongFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['trick', 'trace', 'hack', 'scan', 'camera', 'report', 'search', 'cross', 'run']);

/** A plain beat: the action's outcome, then options from the new situation (none of the old list after a committal act). */
function plainBeat(c: PhraseComposer, narration: string[], plain: PlainAction, context: PlainContext, state: AdventureState, currentStory: string, choice: string): string {
  // A trip made for something (to ask around, to fetch, to buy, to blend into a crowd): the arrival tells the errand.
  const read = plain.kind === 'arrive' ? readErrand(secondPersonChoice(choice, c.language).text, c.language) : null;
  // Asking around for someone the trip was made to find: they are found (plainOutcome), no crowd of strangers.
  const errand = read && !(read.kind === 'ask' && plain.sought) ? read : null;
  if (errand) {
    narration.push(...errandLines(c, errand, plain.place, context.held ?? plain.object, context.light).filter((line) => !toldBefore(line, state)));
    return assemble(c, narration, sceneChoiceList(c, errandOptions(errand, c.language, context.light), [], state));
  }
  const told = secondPersonChoice(choice, c.language).text;
  // Whom the trip brought along is there too (round 8): they take the place of "nobody stops you".
  const along = plain.kind === 'arrive' && !plain.sought && !context.held ? broughtAlong(told, c.language) : null;
  // Papers photographed in a tense story are copied, no shape turns up in the frame (round 9: the ledger's pages).
  const papers = plain.kind === 'record' && !context.light ? paperRecord(told, c.language) : null;
  const outcome = papers ? [papers.line] : plainOutcome(c, plain, context);
  narration.push(...(along ? outcome.slice(0, 1) : outcome).filter((line) => !toldBefore(line, state)));
  // What was recorded or made in a tense story does not stop the danger closing in (round 9: the boss's voice nearing).
  const pressing = !context.light && (plain.kind === 'record' || plain.kind === 'make' || plain.kind === 'repair') ? pressingLine(c.language, adventureNarration(currentStory), narration, state) : null;
  if (pressing) narration.push(pressing);
  if (along) narration.push(companionLine(c.language, along, context.light));
  // A song the trip went towards plays at the place reached.
  const sound = plain.kind === 'arrive' ? heardHere(told, c.language) : null;
  if (sound) narration.push(soundHereLine(c.language, sound));
  const own = (papers ? [...papers.options] : along && context.light ? companionOptions(c.language, along) : plainChoices(plain, context, c.language)).filter((option) => !state.used.has(choiceKey(option)));
  const leftovers = committalKinds.has(plain.kind) ? [] : leftoverChoices(currentStory, choice);
  return assemble(c, narration, sceneChoiceList(c, own, leftovers, state));
}

/** The beat of an action no reader told: its plain result and options from the story's companion and danger. */
function deedBeat(c: PhraseComposer, narration: string[], deed: Deed, storyText: string, state: AdventureState, currentStory: string, choice: string, told: string, light = false): string {
  const scene = deedScene(storyText, c.language, light);
  // After earlier steps told as done, an unknown effect adds no second "it is done".
  narration.push(...deedLines(c, deed, scene, narration.length > 1, told).filter((line) => !toldBefore(line, state)));
  const spent = spendingDeeds.has(deed.kind) ? actedThings(told, c.language) : [];
  const leftovers = leftoverChoices(currentStory, choice).filter((offered) => !spent.some((thing) => usesSpent(offered, thing, c.language)));
  // An object that reacted (adventure-object-react.ts) gives its own option in place of "check whether it changed".
  const reacted = deed.kind === 'unknown' ? readObjectAct(told, c.language) : null;
  const own = (reacted ? [objectOption(reacted, c.language)] : deedOptions(c.language, deed, scene)).filter((option) => !state.used.has(choiceKey(option)));
  const out = [...own];
  // An old option that an own option already says more fully ("Wait for Jonah" beside "Wait for Jonah to come back") goes.
  const coveredBy = (kept: string, offered: string): boolean => normalizeForMatch(kept).startsWith(normalizeForMatch(offered.replace(/[.。]$/u, '')));
  for (const offered of leftovers) if (out.length < 4 && !state.used.has(choiceKey(offered)) && !out.some((kept) => sameOption(kept, offered) || coveredBy(kept, offered))) out.push(offered.replace(/[.。]$/u, ''));
  const fillers = afterDeedFillers[c.language];
  for (const filler of fillers) if (out.length < 3 && !out.includes(filler) && !state.used.has(choiceKey(filler))) out.push(filler);
  const first = out.shift();
  if (first !== undefined) out.splice(c.int(0, out.length), 0, first);
  return assemble(c, narration, out.slice(0, 4));
}

/** The beat of a choice that is no action (adventure-deed.ts): told honestly in place of the retold choice, the old options kept. */
function utteranceBeat(c: PhraseComposer, kind: Utterance, choice: string, storyText: string, state: AdventureState, currentStory: string, light = false): string {
  const scene = deedScene(storyText, c.language, light);
  const narration = utteranceLines(kind, choice, c.language, scene).filter((line) => !toldBefore(line, state));
  // Nothing was done: every option offered before still fits.
  const out = utteranceOptions(kind, c.language, scene).filter((option) => !state.used.has(choiceKey(option)));
  for (const offered of leftoverChoices(currentStory, choice)) if (out.length < 4 && !state.used.has(choiceKey(offered)) && !out.some((kept) => sameOption(kept, offered))) out.push(offered.replace(/[.。]$/u, ''));
  for (const filler of afterDeedFillers[c.language]) if (out.length < 3 && !out.includes(filler) && !state.used.has(choiceKey(filler))) out.push(filler);
  const first = out.shift();
  if (first !== undefined) out.splice(c.int(0, out.length), 0, first);
  return assemble(c, narration, out.slice(0, 4));
}

/** Options that fit after any deed, for a list left short. */
const afterDeedFillers: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Take a moment to look around', 'Keep moving before anything changes'],
  vi: ['Dừng lại một chút để nhìn quanh', 'Đi tiếp trước khi mọi thứ đổi khác'],
  ko: ['잠깐 멈춰 주위를 살핀다', '상황이 바뀌기 전에 계속 움직인다'],
  zh: ['停下来看看四周', '趁情况还没变，继续往前走'],
};

/** The line that keeps a danger closing in on the player in play, unless the beat already named it or told the line. */
function pressingLine(language: ContentLanguage, storyText: string, narration: readonly string[], state: AdventureState): string | null {
  const threat = storyThreat(storyText, language);
  if (!threat || !threat.coming) return null;
  const head = normalizeForMatch(threat.phrase.replace(/^(?:the|đám|bọn)\s+/u, ''));
  if (narration.some((line) => normalizeForMatch(line).includes(head))) return null;
  const line = threatStill(language, threat);
  return toldBefore(line, state) ? null : line;
}

/** The forms the spoken-to path answers even when an earlier question reader read the line (round 17); "whose" too when the person was called by name. */
const ownSpokenForms: ReadonlySet<SpokenForm> = new Set<SpokenForm>(['which', 'advice', 'way', 'now', 'need', 'hour', 'should']);

/** Acts on a thing told only where no look or gesture reader told them: a close look, a word written (round 17). */
const lateContactKinds: ReadonlySet<ContactKind> = new Set<ContactKind>(['look', 'write']);

/** Pronouns that name the person a choice is aimed at. */
const personPronoun = /^(?:he|she|they|他|她|他们|她们)$/u;

/** Choice kinds whose stock reaction tells only the player's own body moving, fit for any story. */
const bodilyKinds: ReadonlySet<ChoiceKind> = new Set<ChoiceKind>(['flee', 'hide', 'fight', 'wait']);

/** Action results that are suspense beats, never told in a romance or a school story. */
const darkFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['look', 'call', 'hide', 'run', 'peek', 'wait', 'cross', 'follow', 'fight']);
/** Actions that find out something where the player is (a camera, a scan, a page, a voice): their own result tells it. */
const findingFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['camera', 'hack', 'scan', 'report', 'read', 'listen', 'peek', 'call', 'open']);

/** Families whose own result is the beat, before any person's answer or any scene read from the choice's target. */
const overridingFamilies: ReadonlySet<ActionFamily> = new Set<ActionFamily>(['trick', 'trace']);

/** A scene only where it is the better beat: not for a finding action, and a flight with no goal keeps the flight beat. */
function usableScene(scene: Scene | null, family: ActionFamily | null): Scene | null {
  if (!scene || !family) return scene;
  // A disguise into the server room is a ruse, not a visit to a shop; a trace is no trip.
  if (overridingFamilies.has(family) && (scene.kind === 'go' || scene.kind === 'search')) return null;
  if ((scene.kind === 'go' || scene.kind === 'search') && findingFamilies.has(family)) return null;
  if (scene.kind === 'go' && !scene.goal && family === 'run') return null;
  return scene;
}

/** Round 13: two options of the beat's own, then the story's offered ones still open, the beat's third to make three. */
function ownThenOffered(own: readonly string[], leftovers: readonly string[], state: AdventureState): string[] {
  const out = own.filter((option) => !state.used.has(choiceKey(option))).slice(0, 2);
  const covers = (kept: string, offered: string): boolean => sameOption(kept, offered) || normalizeForMatch(kept).includes(normalizeForMatch(offered.replace(/[.。]$/u, '')));
  for (const offered of leftovers) if (out.length < 4 && !state.used.has(choiceKey(offered)) && !out.some((kept) => covers(kept, offered))) out.push(offered.replace(/[.。]$/u, ''));
  for (const option of own.slice(2)) if (out.length < 3 && !state.used.has(choiceKey(option))) out.push(option);
  return out;
}

/** The options after a scene beat: its own (from the new situation) first, then at most one offered option still open. */
function sceneChoiceList(c: PhraseComposer, own: readonly string[], leftovers: readonly string[], state: AdventureState): string[] {
  const out = own.filter((option) => !state.used.has(choiceKey(option))).slice(0, 3);
  const open = leftovers.filter((offered) => !state.used.has(choiceKey(offered)) && !out.some((kept) => sameOption(kept, offered)));
  if (open.length > 0 && c.chance(0.5)) out.push((open[c.int(0, open.length - 1)] as string).replace(/[.。]$/u, ''));
  const first = out.shift();
  if (first !== undefined) out.splice(c.int(0, out.length), 0, first);
  return out;
}

/**
 * The next choices for a story the engine did not write: the options it offered that were not taken, then choices built
 * from its own person and object; theme choices only to fill up, and only those naming nothing the story lacks.
 */
function groundedChoiceList(c: PhraseComposer, texts: AdventureThemeTexts, state: AdventureState, currentStory: string, choice: string, person: string | null, object: string | null, act: ChoiceAct | null, family: ActionFamily | null = null, after: readonly string[] = [], calm = false): string[] {
  const count = c.int(3, 4);
  // After running away the options left behind no longer fit: the way on comes from the flight itself.
  // In a romance or a school story, running into the rain is no escape: the old options stay.
  const fled = !calm && classifyChoice(choice) === 'flee';
  // An option that does what was just done in other words (asks the same person) is not offered again.
  const sameAim = (offered: string): boolean => {
    const aim = act ? choiceAct(offered, c.language) : null;
    const squash = (text: string): string => normalizeForMatch(text).replace(/[\s의]+/gu, '');
    return aim !== null && act !== null && aim.kind === act.kind && (squash(aim.target).includes(squash(act.target)) || squash(act.target).includes(squash(aim.target)));
  };
  // Options the action made stale go: after moving away, all of the old spot's; after reporting, hiding the evidence.
  const leftovers = fled ? [] : leftoverChoices(currentStory, choice).filter((offered) => !state.used.has(choiceKey(offered)) && !sameAim(offered) && !staleAfter(family, offered, c.language));
  const out: string[] = [];
  // The first new option follows from the action's result.
  const next = (family ? familyChoices(family, c.language, choice) : after).filter((option) => !state.used.has(choiceKey(option)));
  if (next.length > 0) out.push(next[c.int(0, next.length - 1)] as string);
  for (const offered of leftovers) if (out.length < 3) out.push(offered.replace(/[.。]$/u, ''));
  for (const option of next) if (out.length < 2 && !out.includes(option)) out.push(option);
  const built = fled ? afterFleeChoices(c.language, object) : groundedChoices(c.language, person, object, act?.kind ?? null);
  const startBuilt = built.length > 0 ? c.int(0, built.length - 1) : 0;
  for (let i = 0; i < built.length && out.length < count; i += 1) {
    const option = built[(startBuilt + i) % built.length] as string;
    if (!out.includes(option) && !state.used.has(choiceKey(option))) out.push(option);
  }
  const ready = texts.choices.filter((template) => !needsMissing(template, texts, state, c.language));
  for (let guard = 0; out.length < 3 && guard < ready.length * 2 && ready.length > 0; guard += 1) {
    const option = c.finish(c.expand(c.pick(ready))).replace(/[.。]$/u, '');
    if (!out.includes(option) && !state.used.has(choiceKey(option))) out.push(option);
  }
  const first = out.shift();
  if (first !== undefined) out.splice(c.int(0, out.length), 0, first);
  return out;
}

/** ai-content type `adventure-start`. */
export const generateAdventureStart: ContentGenerator<'adventure-start'> = ({ input }, { language, random }) =>
  writeAdventureStart(input, new PhraseComposer(language, random));

/** A choice given only by its number ("2", "#3", "option 1", "2번", "chọn 2", "选2", "第二个"). */
const numberOnlyChoice =
  /^\s*(?:#|no\.?\s*|number\s+|option\s+|choice\s+|chọn\s+|lựa chọn\s+|phương án\s+|số\s+|选项?\s*|第)?\s*([1-9一二三四])\s*(?:번(?:\s*(?:으로|이요|요|할게요?|선택))?|号|个|項|项)?\s*[.)!。！]?\s*$/iu;
const chineseDigits: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4 };

/** The choice a visitor named by its number, read from the last list of choices the story offered; the choice itself otherwise. */
export function resolveNumberedChoice(currentStory: string, choice: string): string {
  const match = numberOnlyChoice.exec(choice);
  if (!match) return choice;
  const digit = match[1] as string;
  const index = (chineseDigits[digit] ?? Number(digit)) - 1;
  // The last run of choice lines is the list the visitor is answering.
  const lines = currentStory.split(/\r?\n/u);
  let end = lines.length;
  while (end > 0 && parseAdventureChoices(lines[end - 1] ?? '').length === 0) end -= 1;
  let start = end;
  while (start > 0 && parseAdventureChoices(lines[start - 1] ?? '').length > 0) start -= 1;
  const offered = parseAdventureChoices(lines.slice(start, end).join('\n'));
  return offered[index] ?? choice;
}

/** ai-content type `adventure-continue`. */
export const generateAdventureContinue: ContentGenerator<'adventure-continue'> = ({ currentStory, choice, input }, { language, random }) => {
  // Round 16: "how do u know", "ask if hes moving away": English text-speak is written out before any reader reads it.
  const resolved = spellOutTextSpeak(resolveNumberedChoice(currentStory, choice), language);
  // An action of several steps ("X, then Y"): the scene follows the last, the earlier ones are told as done.
  // A flight or a stash told in one breath ("spray the zombies, then pull your sister down the stairs") is one scene.
  const whole = readScene(input, adventureNarration(currentStory), secondPersonChoice(resolved, language).text, language);
  // A ruse or a trace is one act however it is phrased ("pretend to be from the safe zone and ask how many are left").
  const wholeFamily = actionFamily(secondPersonChoice(resolved, language).text, language);
  const oneAct = (whole && (whole.kind === 'escape' || (whole.kind === 'stash' && whole.blend === true))) || wholeFamily === 'trick' || wholeFamily === 'trace';
  const split = oneAct ? [resolved] : actionClauses(resolved, language);
  // "Grab the beagle and sneak to the roof": what is taken first goes along, and the steps are one trip.
  const first = split[0] ?? '';
  const takesFirst = split.length > 1 && !hidesThing(first, language) && choiceAct(secondPersonChoice(first, language).text, language)?.kind === 'take';
  const steps = takesFirst ? [resolved] : split;
  const main = namedAgain(steps[steps.length - 1] ?? resolved, steps.slice(0, -1), language);
  const written = writeAdventureContinue(input, currentStory, main, new PhraseComposer(language, random), steps.length > 1 ? { whole: resolved, earlier: steps.slice(0, -1) } : null, resolved);
  // No option undoes or redoes what was just done (seventh blind read: hiding the notebook just handed over).
  const toldWhole = secondPersonChoice(resolved, language).text;
  // Nor any option that uses again what the choice burned, ground, closed or gave away (round 9b: the umbrella just closed).
  const dropped = dropSpentOptions(dropUndoingOptions(written, steps, language), toldWhole, language);
  // Whoever the visitor's story put beside the player comes along when the player moves (round 9).
  const [told = '', ...rest] = dropped.split('\n\n');
  // A reaction opened by "she" in a story with one named person names them (round 9b: Khánh Linh, not "cô ấy").
  const beat = namedReaction(told, adventureNarration(currentStory), language);
  const aimed = choiceAct(toldWhole, language, ['talk', 'message', 'give']) !== null;
  // Nobody climbs the mast beside the player: a climb to look leaves the companion below (round 10).
  const along = lookoutHeight(toldWhole, language) === null ? companionAlong(beat, adventureNarration(currentStory), toldWhole, language, aimed, sceneTone(input, adventureNarration(currentStory)) === 'light') : null;
  // A thing the player carries that the story has changing (an egg cracking) stays in the beat (round 9b).
  const carried = carriedChanging(adventureNarration(currentStory), language);
  const head = carried ? (carried.thing.split(/\s+/u).pop() ?? carried.thing) : '';
  const keep = carried && !normalizeForMatch(beat).includes(normalizeForMatch(head)) ? carriedLine(language, carried) : null;
  const lines = [beat, along, keep].filter((line): line is string => line !== null);
  // Round 12: nobody the story left unconscious, gone or turned away acts in the beat unless the act was aimed at them.
  const text = keepHeldStates([lines.length > 1 ? joinSentences(lines, language) : beat, ...rest].join('\n\n'), adventureNarration(currentStory), resolved, language);
  return language === 'ko' ? koreanAddressOf(currentStory, text) : text;
};

/** The story's own "you" in Korean: a story that says 너 keeps 너 (not 당신) in what follows (fifth blind read). */
const koreanYouForms: ReadonlyArray<readonly [RegExp, string]> = [
  [/당신이/gu, '네가'], [/당신은/gu, '너는'], [/당신을/gu, '너를'], [/당신의/gu, '너의'], [/당신에게/gu, '너에게'], [/당신한테/gu, '너한테'],
  [/당신도/gu, '너도'], [/당신만/gu, '너만'], [/당신과/gu, '너와'], [/당신보다/gu, '너보다'], [/당신 혼자/gu, '너 혼자'], [/당신 (?=[가-힣])/gu, '네 '], [/당신/gu, '너'],
];
export function koreanAddressOf(currentStory: string, text: string): string {
  // "네 이름을 부른다": 네 before a noun is the story's "your" (네, with a comma, is "yes").
  const saysNeo = /(?<![가-힣])(?:너는|너를|너의|네가|너에게|너한테|너도|너만|너와|너)(?![가-힣])|(?<![가-힣])(?:너(?:는|를|의|에게|한테|도|만|와))|(?<![가-힣])네\s(?=[가-힣])|(?<![가-힣])너희/u.test(currentStory);
  if (!saysNeo || /당신/u.test(currentStory)) return text;
  return koreanYouForms.reduce((out, [pattern, neo]) => out.replace(pattern, neo), text);
}
