/**
 * Persona chat: answers the last visitor message in one of nine voices, by intent (greeting, feelings, food, plans…),
 * echoing the topic it mentions and remembering earlier topics, the visitor's name and mood, and the length of the chat.
 */
import type { ChatMessage, ContentGenerator, ContentLanguage } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { containsKeyword, normalizeForMatch } from './text-tools.ts';
import { chatIntents, type ChatIntent, type PersonaVoice } from './data/persona/persona-pack.ts';
import { chatTopics, intentKeywords, type TopicKind } from './data/persona/chat-lexicon.ts';
import { personaPacks } from './data/persona/packs.ts';

/** What the chat engine read from the conversation. */
export interface ChatReading {
  intent: ChatIntent;
  intents: ChatIntent[];
  topics: string[];
  earlierTopics: string[];
  userName: string | null;
  userTurns: number;
  moodImproved: boolean;
}

const heavyMoods: ReadonlySet<ChatIntent> = new Set(['sad', 'tired', 'stressed']);
const lightMoods: ReadonlySet<ChatIntent> = new Set(['happy', 'thanks', 'compliment']);
const topicKindOfIntent: Partial<Record<ChatIntent, TopicKind>> = { food: 'food', work: 'work', love: 'love', plans: 'plans', weather: 'weather' };

/** Intents of one message, most specific first; `unknown` when nothing matches. */
export function detectIntents(message: string): ChatIntent[] {
  const text = normalizeForMatch(message);
  const found: ChatIntent[] = [];
  for (const intent of chatIntents) {
    if (intent === 'unknown') continue;
    const words = intentKeywords[intent];
    if (words.some((word) => containsKeyword(text, word))) found.push(intent);
    else if (intent === 'question' && /[?？]/.test(text)) found.push(intent);
  }
  return found.length > 0 ? found : ['unknown'];
}

/** Topic keys a message mentions, in order of appearance. */
function detectTopics(message: string): string[] {
  const text = normalizeForMatch(message);
  const hits: Array<{ key: string; at: number }> = [];
  for (const [key, topic] of Object.entries(chatTopics)) {
    let first = -1;
    for (const word of topic.match) {
      if (!containsKeyword(text, word)) continue;
      const at = text.indexOf(word);
      if (first < 0 || at < first) first = at;
    }
    if (first >= 0) hits.push({ key, at: first });
  }
  return hits.sort((a, b) => a.at - b.at).map((hit) => hit.key);
}

const namePatterns: readonly RegExp[] = [
  /\b(?:[Mm]y name is|[Mm]y name's|[Mm]y name’s|[Cc]all me|I am called)\s+([\p{Lu}][\p{L}\p{M}'-]{1,20})/u,
  /\b(?:I'm|I’m|I am)\s+([\p{Lu}][\p{Ll}\p{M}'-]{1,20})(?=[\s,.!?]|$)/u,
  /(?:제|내|나의)\s*이름은\s*["“']?([가-힣]{1,4}?)["”']?(?:이에요|예요|입니다|이야|야|이고|이라고|라고|\s|[.,!?]|$)/u,
  /([가-힣]{1,4}?)(?:이라고|라고)\s*(?:불러|해요|합니다|해)/u,
  /(?:我叫|我的名字是|我的名字叫|叫我)([\u4e00-\u9fff]{1,3}?)(?=[，。！？,.!?\s]|就|吧|好|$)/u,
  /(?:tên (?:mình|tôi|em|tớ|anh|chị) là|(?:mình|tôi|em|tớ) tên là|cứ gọi (?:mình|tôi|em|tớ) là|gọi (?:mình|tôi|em|tớ) là)\s+([\p{Lu}][\p{L}\p{M}]{0,15})/iu,
];
const notNames = new Set(['Tired', 'Sad', 'Happy', 'Fine', 'Good', 'Okay', 'Ok', 'Hungry', 'Sorry', 'Here', 'Back', 'Bored', 'Not', 'So', 'Just', 'Really', 'Very', 'Done', 'Home', 'Busy', 'Sick', 'Excited']);

/** The visitor's name if any message states it ("my name is…", "제 이름은…", "我叫…", "tên mình là…"). */
function findUserName(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as ChatMessage;
    if (message.role !== 'user') continue;
    for (const pattern of namePatterns) {
      const name = pattern.exec(message.content)?.[1];
      if (name && !notNames.has(name)) return name;
    }
  }
  return null;
}

/** Reads intents, topics, remembered topics, the visitor's name and mood changes from the conversation. */
function readConversation(messages: readonly ChatMessage[], language: ContentLanguage): ChatReading {
  const userMessages = messages.filter((m) => m.role === 'user');
  const last = userMessages[userMessages.length - 1]?.content ?? '';
  const intents = userMessages.length === 0 ? (['greeting'] as ChatIntent[]) : detectIntents(last);
  const primary = intents.find((i) => i !== 'greeting' && i !== 'question') ?? intents[0] ?? 'unknown';
  const topics = detectTopics(last);
  const assistantText = normalizeForMatch(messages.filter((m) => m.role === 'assistant').map((m) => m.content).join('\n'));
  const earlier: string[] = [];
  const recalled: string[] = [];
  for (let i = userMessages.length - 2; i >= 0; i -= 1) {
    for (const key of detectTopics((userMessages[i] as ChatMessage).content)) {
      if (topics.includes(key) || earlier.includes(key) || recalled.includes(key)) continue;
      const name = normalizeForMatch(chatTopics[key]?.name[language] ?? key);
      const alreadySaid = assistantText.includes(name.replace(/^(?:your|the|that) /, ''));
      (alreadySaid ? recalled : earlier).push(key);
    }
  }
  const hadHeavyMood = userMessages.slice(0, -1).some((m) => detectIntents(m.content).some((i) => heavyMoods.has(i)));
  return {
    intent: primary,
    intents,
    topics,
    earlierTopics: [...earlier, ...recalled],
    userName: findUserName(messages),
    userTurns: userMessages.length,
    moodImproved: hadHeavyMood && lightMoods.has(primary),
  };
}

function withEmoji(c: PhraseComposer, text: string, voice: PersonaVoice): string {
  if (voice.emoji.length === 0 || !c.chance(voice.emojiRate)) return text;
  return `${text} ${c.pick(voice.emoji)}`;
}

/** Writes one reply of a persona to a conversation. */
function writePersonaReply(voice: PersonaVoice, reading: ChatReading, c: PhraseComposer, freshEarlierCount: number): string {
  const parts: string[] = [];
  if (reading.userName) c.set('user', reading.userName).flag('user');
  c.set('n', String(reading.userTurns));
  const kind = topicKindOfIntent[reading.intent];
  const topic = reading.topics.find((key) => (kind ? chatTopics[key]?.kind === kind : reading.intent === 'question' || reading.intent === 'unknown'));
  if (topic) c.set('topic', chatTopics[topic]?.name[c.language] ?? topic).flag('topic');
  if (c.chance(reading.userName ? 0.55 : 0.4)) parts.push(c.line(voice.openers));
  if (reading.moodImproved) parts.push(c.line(voice.better));
  parts.push(withEmoji(c, c.line(voice.replies[reading.intent]), voice));
  const earlier = reading.earlierTopics[0];
  if (earlier && reading.intent !== 'greeting' && (freshEarlierCount > 0 ? c.chance(0.9) : c.chance(0.2))) {
    c.set('earlier', chatTopics[earlier]?.name[c.language] ?? earlier);
    parts.push(c.line(voice.recall));
  }
  if (reading.userTurns >= 6 && c.chance(0.3)) parts.push(c.line(voice.longChat));
  if (reading.intent !== 'bye' && c.chance(0.6)) parts.push(withEmoji(c, c.line(voice.followUps), voice));
  return joinSentences(parts, c.language);
}

/** ai-content type `persona-chat`. */
export const generatePersonaReply: ContentGenerator<'persona-chat'> = ({ persona, messages }, { language, random }) => {
  const pack = personaPacks[language];
  const voice = pack.voices[persona];
  const reading = readConversation(messages, language);
  const c = new PhraseComposer(language, random).addPools(pack.pools);
  const assistantText = normalizeForMatch(messages.filter((m) => m.role === 'assistant').map((m) => m.content).join('\n'));
  const fresh = reading.earlierTopics.filter((key) => {
    const name = normalizeForMatch(chatTopics[key]?.name[language] ?? key).replace(/^(?:your|the|that) /, '');
    return !assistantText.includes(name);
  }).length;
  return writePersonaReply(voice, reading, c, fresh);
};
