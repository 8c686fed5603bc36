/**
 * Chat messages for an OpenAI-compatible model, per ai-content type: a system prompt that fixes the task,
 * the voice and the answer language, then the visitor's input.
 */
import type { ContentRequest } from '../contract/content-schemas.ts';
import type {
  AdventureTheme,
  ContentLanguage,
  ContentType,
  FortuneCategory,
  LyricsEmotion,
  LyricsForm,
  PersonaKey,
  SummaryLength,
  SummaryStyle,
} from '../contract/content-types.ts';

/** One chat-completions message. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Types whose answer is a JSON object (the model is asked for JSON mode). */
export const jsonContentTypes: ReadonlySet<ContentType> = new Set<ContentType>(['tarot-reading', 'personality-test']);

/** Sampling temperature per type: lower for the summarizer, which must stay faithful to the text. */
export function temperatureFor(type: ContentType): number {
  return type === 'summarize' ? 0.3 : 0.9;
}

const languageNames: Record<ContentLanguage, string> = {
  en: 'English',
  vi: 'Vietnamese (Tiếng Việt, with full diacritics)',
  ko: 'Korean (한국어)',
  zh: 'Simplified Chinese (简体中文)',
};

const fortuneNames: Record<FortuneCategory, string> = {
  today: "today's fortune",
  week: "this week's fortune",
  love: 'love',
  work: 'work and study',
  money: 'money',
  health: 'health',
  travel: 'a travel recommendation',
  menu: "a recommendation for today's menu",
  lucky_number: 'lucky numbers',
  future: 'a prediction about the future',
};

const themeNames: Record<AdventureTheme, string> = {
  fantasy: 'fantasy adventure',
  space: 'science-fiction space exploration',
  mystery: 'mystery and detective work',
  horror: 'horror survival (eerie, never gory)',
  romance: 'romance story',
  school: 'school life',
  zombie: 'zombie apocalypse (tense, never gory)',
  time_travel: 'time travel',
  pirate: 'pirate adventure',
  cyberpunk: 'cyberpunk',
};

const summaryStyleNames: Record<SummaryStyle, string> = {
  general: 'a clear general summary in a few sentences',
  key_points: 'key points only, as a short bulleted list',
  meme: 'a funny meme-style caption summary',
  hiphop: 'a summary written like hip-hop lyrics with rhymes',
  news: 'a news headline followed by a one-sentence lead',
  sns: 'a social-media post with a couple of hashtags',
  eli5: "an explanation a five-year-old would understand",
  expert: 'a precise summary in an expert, analytical tone',
};

const summaryLengthNames: Record<SummaryLength, string> = {
  short: 'kept very short (one or two sentences, or at most three bullet points)',
  medium: 'of moderate length (about a quarter of the text)',
  long: 'fairly detailed (up to about half of the text, covering every main point)',
};

const emotionNames: Record<LyricsEmotion, string> = {
  general: 'no particular emotion',
  breakup: 'a breakup',
  love: 'love',
  hope: 'hope',
  sadness: 'sadness',
  joy: 'joy',
  longing: 'longing',
  cheering: 'cheering someone on',
  comfort: 'comfort',
  anger: 'anger',
};

const formNames: Record<LyricsForm, string> = {
  song: 'song lyrics with verses and a chorus',
  poem: 'a poem',
  rap: 'rap lyrics',
  ballad: 'ballad lyrics',
  dance_pop: 'dance-pop lyrics',
  indie_folk: 'indie folk lyrics',
  haiku: 'a haiku (5-7-5 syllables in English; a short-long-short three-line shape in other languages)',
  free_verse: 'free verse',
};

const personaVoices: Record<PersonaKey, string> = {
  girl: 'a free-spirited girl who is warm, spontaneous and loves small adventures',
  chef: 'a tsundere chef: gruff and teasing on the surface, caring underneath, always talking about food',
  detective: 'Sherlock Holmes: sharp, observant, deducing details from what the visitor says',
  psychologist: 'a future psychologist: calm, empathetic, asking gentle questions',
  kid: 'a playful kid: curious, excitable, using simple words',
  kpop_male: 'a male K-pop idol: charming, energetic, grateful to his fans',
  kpop_female: 'a female K-pop idol: bright, friendly, encouraging her fans',
  astrologer: 'an astrologer who reads the stars and speaks in gentle cosmic images',
  childhood_friend: 'a childhood friend who knows the visitor well, casual and affectionate',
};

const tarotShape =
  '{"cards":[{"name":string,"direction":"upright"|"reversed","emoji":string,"keywords":[string,...],"interpretation":string}, …3 cards],' +
  '"overallMessage":string,"luckyColor":string,"luckyItem":string}';

const personalityShape =
  '{"type":string,"traits":{"extraversion":0-100,"agreeableness":0-100,"conscientiousness":0-100,"neuroticism":0-100,"intellect":0-100},' +
  '"description":string,"strengths":[string,...],"cautions":[string,...],"tip":string}';

/** Keeps the end of a long text (the part a continuation depends on). */
function tail(text: string, max: number): string {
  return text.length <= max ? text : `…${text.slice(text.length - max)}`;
}

/** The language rule: the answer language holds even when the visitor writes in another one. */
export function languageRule(language: ContentLanguage): string {
  return (
    `Write only in ${languageNames[language]}, even when the visitor writes in another language; ` +
    'keep names of people and places as the visitor wrote them, and never mix in another language.'
  );
}

/** The adventure format rule: only the choices may start with a number, a dash or a bullet (see contract/adventure-choices.ts). */
export const adventureFormatRule =
  "then 3 or 4 choices, each on its own line formatted exactly as '1. …', '2. …', '3. …' (digits, a dot and a space), " +
  'each a short action under 80 characters in the answer language. No line of the scene may start with a digit, a dash, an asterisk or a bullet, ' +
  'no headings or bold, and nothing after the choices.';

/** The continuation rule: the chosen action retold in the second person, and no repeats. */
export const adventureContinueRule =
  ' Begin by telling the chosen action in the second person ("you …") as something the player did, then continue from it; ' +
  'do not repeat earlier scenes, and do not offer a choice that was already taken.';

/** The tarot rule: reading A's order and how each part refers to the cards. */
export const tarotRule =
  'The cards are in the order past, present, future. Each "interpretation" names its card, says which position it reads (past, present or future, in the answer language) ' +
  'and, for a reversed card, says that it is reversed and reads the reversed meaning. "keywords" holds 2-4 short phrases for the drawn direction. ' +
  '"overallMessage" names all three cards and ends with advice that follows from the future card. Reply with the JSON object only: no Markdown, no text around it.';

/** The personality rule: scores from the answers, lists of a few items, text in the answer language. */
export const personalityRule =
  'Score each trait 0-100 from the answers (higher means more of that trait); "strengths" and "cautions" hold 2-4 items each. ' +
  'Keep the JSON keys exactly as shown, write every text value in the answer language, and reply with the JSON object only: no Markdown, no text around it.';

/** The stylist rule: answer the visitor's own details, never invent them. */
export const styleRule =
  'Answer what the visitor actually wrote: their height (never call someone tall or petite unless their words or height say so), build, hair, face, age, ' +
  'occasion, season, colours, budget and anything they will not wear; name those details and never suggest what they refuse. ' +
  'If they give almost no details, suggest an easy look and ask one short question about what would help.';

/** The system prompt of one request. */
function systemPrompt(request: ContentRequest): string {
  const common =
    `You write for Playground, a free entertainment site for general visitors. ${languageRule(request.language)} ` +
    'Be natural and vivid, family-friendly, without any preamble or notes about yourself.';
  switch (request.type) {
    case 'story':
      return `${common} Continue the visitor's opening into a complete short story (about 250-400 words) with a beginning, a turn and an ending. Keep the names and the setting of the opening.`;
    case 'persona-chat': {
      const input = request.input;
      return `${common} You are ${personaVoices[input.persona]}. Stay in character, answer what the last message says, remember the conversation, and reply in 1-4 sentences.`;
    }
    case 'fortune-telling': {
      const input = request.input;
      return `${common} You are a warm fortune teller. Give ${fortuneNames[input.category]} for the visitor in 120-200 words, answering their question directly, hopeful but not empty.`;
    }
    case 'adventure-start':
    case 'adventure-continue': {
      const input = request.input;
      return (
        `${common} You run an interactive ${themeNames[input.input]} text adventure in the second person. Write one scene of 100-180 words, ` +
        adventureFormatRule +
        (request.type === 'adventure-continue' ? adventureContinueRule : '')
      );
    }
    case 'personality-test':
      return `${common} You are a friendly personality coach. From the visitor's answers to a Big Five (Mini-IPIP) questionnaire, reply with one JSON object only, shaped as ${personalityShape}. "type" is a fun nickname for their type. ${personalityRule}`;
    case 'style-suggestion':
      return `${common} You are a personal stylist. Suggest a hairstyle and an outfit that use what the visitor tells you, then give one practical tip. 150-250 words. ${styleRule}`;
    case 'summarize': {
      const input = request.input;
      return `${common} Summarize the visitor's text as ${summaryStyleNames[input.summaryStyle]}, ${summaryLengthNames[input.length ?? 'medium']}. Use only facts from the text and keep it clearly shorter than the text.`;
    }
    case 'lyrics-poem': {
      const input = request.input;
      return `${common} Write ${formNames[input.lyricStyle]} about the visitor's theme, with the feeling of ${emotionNames[input.emotion]}. Put each line on its own line.`;
    }
    case 'tarot-reading':
      return `${common} You are a modern tarot reader. Draw three different cards at random from the 78-card Rider-Waite deck for past, present and future, each upright or reversed, and reply with one JSON object only, shaped as ${tarotShape}. Card names, keywords and texts are in the answer language; "direction" stays "upright" or "reversed". ${tarotRule}`;
  }
}

/** The visitor's part of one request (persona chat sends the whole conversation instead). */
function userMessages(request: ContentRequest): PromptMessage[] {
  switch (request.type) {
    case 'story':
      return [{ role: 'user', content: request.input.storyStart }];
    case 'persona-chat':
      return request.input.messages.map((message) => ({ role: message.role, content: message.content }));
    case 'fortune-telling':
      return [{ role: 'user', content: request.input.input }];
    case 'adventure-start':
      return [{ role: 'user', content: 'Begin the adventure.' }];
    case 'adventure-continue': {
      const input = request.input;
      return [{ role: 'user', content: `Story so far:\n${tail(input.currentStory, 6_000)}\n\nThe player chooses: ${input.choice}\n\nContinue from that choice.` }];
    }
    case 'personality-test': {
      const input = request.input;
      return [{ role: 'user', content: input.answers.map((item, index) => `${index + 1}. ${item.question} — ${item.answer}`).join('\n') }];
    }
    case 'style-suggestion':
      return [{ role: 'user', content: request.input.input }];
    case 'summarize':
      return [{ role: 'user', content: request.input.input }];
    case 'lyrics-poem':
      return [{ role: 'user', content: `Theme: ${request.input.input}` }];
    case 'tarot-reading':
      return [{ role: 'user', content: 'Draw my three cards and read them.' }];
  }
}

/** The chat-completions messages of one request. */
export function buildPromptMessages(request: ContentRequest): PromptMessage[] {
  return [{ role: 'system', content: systemPrompt(request) }, ...userMessages(request)];
}
