import { describe, expect, it } from 'vitest';
import { validContentBodies as validBodies } from '../../../../tests/backend/content-bodies.ts';
import { contentLimits, contentTypes, parseContentRequest, toContentLanguage } from './content-schemas.ts';


function expectInvalid(body: unknown, code: 'invalid_body' | 'unknown_type' = 'invalid_body'): void {
  const parsed = parseContentRequest(body);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) {
    expect(parsed.code).toBe(code);
    expect(parsed.message.length).toBeGreaterThan(0);
  }
}

describe('parseContentRequest', () => {
  it('accepts a valid body of every type with English by default and no seed', () => {
    for (const type of contentTypes) {
      const parsed = parseContentRequest({ type, ...validBodies[type] });
      expect(parsed, type).toMatchObject({ ok: true, request: { type, language: 'en', seed: undefined } });
    }
  });

  it('takes the language and an integer seed on every type, and maps language tags', () => {
    for (const type of contentTypes) {
      expect(parseContentRequest({ type, ...validBodies[type], language: 'ko', seed: 42 })).toMatchObject({ ok: true, request: { language: 'ko', seed: 42 } });
    }
    expect(toContentLanguage('zh-CN')).toBe('zh');
    expect(toContentLanguage('VI')).toBe('vi');
    expect(toContentLanguage('fr')).toBe('en');
    expectInvalid({ type: 'story', ...validBodies.story, seed: 1.5 });
    expectInvalid({ type: 'story', ...validBodies.story, seed: '7' });
    expectInvalid({ type: 'story', ...validBodies.story, language: 7 });
  });

  it('answers unknown_type for a missing or unknown type and invalid_body for a non-object', () => {
    expectInvalid({ storyStart: 'long enough opening' }, 'unknown_type');
    expectInvalid({ type: 'poem' }, 'unknown_type');
    expectInvalid({ type: '__proto__' }, 'unknown_type');
    expectInvalid({ type: ['story'] }, 'unknown_type');
    expectInvalid([{ type: 'story' }]);
    expectInvalid(null);
    expectInvalid('story');
  });

  it('trims the story opening and bounds it to 10–300 characters', () => {
    const ok = (storyStart: string) => parseContentRequest({ type: 'story', storyStart });
    expect(ok(`   ${'a'.repeat(10)}   `)).toMatchObject({ ok: true, request: { input: { storyStart: 'a'.repeat(10) } } });
    expect(ok('a'.repeat(300)).ok).toBe(true);
    expectInvalid({ type: 'story', storyStart: `  ${'a'.repeat(9)}          ` });
    expectInvalid({ type: 'story', storyStart: 'a'.repeat(301) });
    expectInvalid({ type: 'story', storyStart: 12345678901 });
  });

  it('bounds the chat to 30 messages of 1000 characters, ending with the user', () => {
    const message = (role: string, content = 'hello') => ({ role, content });
    const thirty = Array.from({ length: 30 }, (_, index) => message(index % 2 === 0 ? 'assistant' : 'user'));
    expect(parseContentRequest({ type: 'persona-chat', persona: 'kid', messages: thirty }).ok).toBe(true);
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [...thirty, message('user')] });
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [message('user', 'x'.repeat(contentLimits.chatMessageMax + 1))] });
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [message('user'), message('assistant')] });
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [message('system')] });
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [] });
    expectInvalid({ type: 'persona-chat', persona: 'villain', messages: [message('user')] });
    expectInvalid({ type: 'persona-chat', persona: 'kid', messages: [message('user', '   ')] });
  });

  it('bounds the summarizer input to 20 000 characters and defaults the style', () => {
    expect(parseContentRequest({ type: 'summarize', input: 'a'.repeat(20_000) })).toMatchObject({ ok: true, request: { input: { summaryStyle: 'general' } } });
    expectInvalid({ type: 'summarize', input: 'a'.repeat(20_001) });
    expectInvalid({ type: 'summarize', input: 'text', summaryStyle: 'limerick' });
  });

  it('checks the enums of fortune, adventure and lyrics', () => {
    expectInvalid({ type: 'fortune-telling', category: 'weather', input: 'Will it rain?' });
    expectInvalid({ type: 'fortune-telling', category: 'love', input: '   ' });
    expectInvalid({ type: 'adventure-start', input: 'western' });
    expectInvalid({ type: 'adventure-continue', currentStory: 'x', choice: '', input: 'pirate' });
    expectInvalid({ type: 'lyrics-poem', input: 'rain', emotion: 'boredom', lyricStyle: 'song' });
    expectInvalid({ type: 'lyrics-poem', input: 'rain', emotion: 'joy', lyricStyle: 'opera' });
    expect(parseContentRequest({ type: 'lyrics-poem', input: 'rain' })).toMatchObject({ ok: true, request: { input: { emotion: 'general', lyricStyle: 'song' } } });
  });

  it('drops unknown fields, prototype keys included', () => {
    const body = JSON.parse('{"type":"tarot-reading","extra":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}') as unknown;
    const parsed = parseContentRequest(body);
    expect(parsed).toEqual({ ok: true, request: { type: 'tarot-reading', input: {}, language: 'en', seed: undefined } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
