import { describe, expect, it } from 'vitest';
import { parseAdventureChoices } from '../contract/adventure-choices.ts';
import { parseContentRequest, type ContentRequest } from '../contract/content-schemas.ts';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';
import { parsePersonalityResult, parseTarotResult } from '../contract/structured-result.ts';
import { generateContent } from '../content/engine.ts';
import {
  adventureContinueRule, adventureFormatRule, buildPromptMessages, jsonContentTypes, languageRule, personalityRule, styleRule, tarotRule,
} from './prompts.ts';

function request(body: Record<string, unknown>): ContentRequest {
  const parsed = parseContentRequest(body);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

const bodies: Record<string, unknown>[] = [
  { type: 'story', storyStart: 'The dryer started spinning on its own at midnight.' },
  { type: 'persona-chat', persona: 'chef', messages: [{ role: 'user', content: 'hi' }] },
  { type: 'fortune-telling', category: 'money', input: 'Should I start investing?' },
  { type: 'adventure-start', input: 'pirate' },
  { type: 'adventure-continue', input: 'pirate', currentStory: 'You stand on the deck.\n1. Climb the mast\n2. Go below', choice: 'Climb the mast' },
  { type: 'personality-test', answers: [{ question: 'I am the life of the party.', answer: 'agree' }] },
  { type: 'style-suggestion', input: '160 cm, wedding in October' },
  { type: 'summarize', input: 'A long text about the city budget.', summaryStyle: 'news' },
  { type: 'lyrics-poem', input: 'rain on the window', emotion: 'longing' },
  { type: 'tarot-reading' },
];

const system = (body: Record<string, unknown>, language: ContentLanguage = 'en'): string =>
  buildPromptMessages(request({ ...body, language }))[0]?.content ?? '';

/** The JSON keys a prompt's shape names ("key":). */
const shapeKeys = (prompt: string): Set<string> => new Set([...prompt.matchAll(/"(\w+)":/gu)].map((match) => match[1] ?? ''));

describe('system prompts', () => {
  it.each(contentLanguages)('tell every type to answer in %s even when the visitor writes in another language', (language) => {
    for (const body of bodies) {
      const prompt = system(body, language);
      expect(prompt).toContain(languageRule(language));
      expect(prompt).toMatch(/even when the visitor writes in another language/u);
    }
    expect(languageRule('vi')).toContain('with full diacritics');
  });

  it('forbid scene lines that the choice parser would take for choices, since a dash or a number starts a choice', () => {
    expect(parseAdventureChoices('- Grab the rope, you think.\nThe ship rolls.\n1. Climb\n2. Hide')).toEqual(['Grab the rope, you think.', 'Climb', 'Hide']);
    for (const type of ['adventure-start', 'adventure-continue']) {
      const prompt = system(bodies.find((body) => body.type === type) ?? {});
      expect(prompt).toContain(adventureFormatRule);
      for (const marker of ['digit', 'dash', 'asterisk', 'bullet']) expect(adventureFormatRule).toContain(marker);
    }
    const followed = 'The deck tilts as you climb.\nSalt wind stings your eyes.\n\n1. Reach for the lookout\n2. Call down to the crew\n3. Cut the loose sail';
    expect(parseAdventureChoices(followed)).toEqual(['Reach for the lookout', 'Call down to the crew', 'Cut the loose sail']);
  });

  it('ask a continuation to retell the chosen action in the second person without repeating', () => {
    expect(system(bodies[4] ?? {})).toContain(adventureContinueRule);
    expect(system(bodies[3] ?? {})).not.toContain(adventureContinueRule);
    expect(adventureContinueRule).toMatch(/second person/u);
    expect(adventureContinueRule).toMatch(/already taken/u);
  });

  it("describe tarot reading A's exact shape, order and direction rules, in JSON mode", () => {
    const prompt = system({ type: 'tarot-reading' });
    expect(jsonContentTypes.has('tarot-reading')).toBe(true);
    expect(prompt).toContain(tarotRule);
    expect(tarotRule).toMatch(/past, present, future/u);
    expect(tarotRule).toMatch(/reversed/u);
    const reading = generateContent('tarot-reading', {}, { language: 'en', seed: 5 });
    expect(parseTarotResult(reading)).toEqual(reading);
    const expected = new Set([...Object.keys(reading), ...Object.keys(reading.cards[0] ?? {})]);
    expect(shapeKeys(prompt)).toEqual(expected);
  });

  it('describe the personality JSON shape with every key of the result, in JSON mode', () => {
    const prompt = system(bodies[5] ?? {});
    expect(jsonContentTypes.has('personality-test')).toBe(true);
    expect(prompt).toContain(personalityRule);
    const result = generateContent('personality-test', { answers: [{ question: 'I am the life of the party.', answer: 'agree' }] }, { language: 'en', seed: 2 });
    expect(parsePersonalityResult(result)).toBeDefined();
    const expected = new Set([...Object.keys(result), ...Object.keys(result.traits)]);
    expect(shapeKeys(prompt)).toEqual(expected);
  });

  it("ask the stylist to answer the visitor's own details and refusals", () => {
    const prompt = system(bodies[6] ?? {});
    expect(prompt).toContain(styleRule);
    expect(styleRule).toMatch(/never call someone tall or petite/u);
    expect(styleRule).toMatch(/budget/u);
    expect(styleRule).toMatch(/never suggest what they refuse/u);
  });
});
