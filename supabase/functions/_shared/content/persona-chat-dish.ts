/**
 * The chat's dish teacher (round 9b of issue 13): a visitor who asks to learn a named everyday dish ("mẹ bảo em nấu canh
 * chua mà em chưa nấu bao giờ. Chỉ em với!", "김치찌개 어떻게 끓여?", "番茄炒蛋怎么做") gets that dish's method in a
 * few concrete steps and one tip, with the occasion it is for, instead of a generic "the secret is patience" line.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { chatDishes, dishLines, dishOccasions, type DishRegister } from './data/persona/chat-dish-lines.ts';
import { lexiconKeysInOrder, matchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';

/** A dish the visitor asks to learn, whether they never made it, and the occasion it is for. */
export interface DishAsk {
  dish: string;
  first: boolean;
  occasion: string | null;
}

const dishLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(chatDishes).map(([key, dish]) => [key, dish.match]));
const occasionLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(dishOccasions).map(([key, occasion]) => [key, occasion.match]));

/** Asking to be shown how: "how do I make", "teach me", "chỉ em", "어떻게 끓여", "怎么做". */
const learnAsk = /\b(?:how (?:do|can|should) I (?:make|cook)|how to (?:make|cook)|teach me|show me how|recipe|help me (?:make|cook)|never (?:made|cooked))\b|(?:chỉ (?:em|mình|tao|tớ|tôi|con)|dạy (?:em|mình|tao|tớ|tôi|con)|cách (?:nấu|làm)|công thức|chưa (?:nấu|làm) bao giờ|nấu (?:sao|thế nào|như nào))|(?:어떻게 (?:만들|끓이|끓여|해)|만드는 법|끓이는 법|레시피|알려 ?줘|알려 ?주세요|처음 (?:만들|끓여|해))|(?:怎么做|怎么煮|教我|做法|没做过|第一次做)/iu;
/** The visitor never made it before. */
const firstTime = /\b(?:never (?:made|cooked)|first time)\b|(?:chưa (?:nấu|làm) bao giờ|lần đầu)|(?:처음|한 번도 안)|(?:没做过|第一次)/iu;

/** Reads a request to learn a known dish, or null. */
export function readDishAsk(text: string): DishAsk | null {
  if (!learnAsk.test(text)) return null;
  const doc = matchDocument(text);
  const dish = lexiconKeysInOrder(doc, dishLexicon)[0];
  if (!dish) return null;
  return { dish, first: firstTime.test(text), occasion: lexiconKeysInOrder(doc, occasionLexicon)[0] ?? null };
}

/** Personas who speak Korean in the plain register (반말). */
const plainKorean: ReadonlySet<PersonaKey> = new Set(['girl', 'kid', 'childhood_friend']);

/** The register of the dish lines. */
function dishRegister(persona: PersonaKey, language: ContentLanguage): DishRegister {
  if (language !== 'ko') return language;
  return plainKorean.has(persona) ? 'koPlain' : 'koPolite';
}

/** Writes the method of the dish: the dish (and occasion) said back, the steps, one tip, one question back. */
export function writeDishAnswer(ask: DishAsk, persona: PersonaKey, c: PhraseComposer): string[] {
  const dish = chatDishes[ask.dish];
  if (!dish) return [];
  const lines = dishLines[dishRegister(persona, c.language)];
  const occasion = ask.occasion ? dishOccasions[ask.occasion]?.name[c.language] ?? null : null;
  c.set('dish', dish.name[c.language]).set('steps', dish.steps[c.language]).set('tip', dish.tip[c.language]);
  c.flag('first', ask.first).flag('occasion', occasion !== null);
  if (occasion !== null) c.set('occasion', occasion);
  return [lines.open, lines.steps, lines.tip, lines.ask].map((list) => c.usable(list)).filter((list) => list.length > 0).map((list) => c.line(list));
}
