import { describe, expect, it } from 'vitest';
import { detectLanguage, supportedLanguageOf } from './detect-language';

describe('detectLanguage', () => {
  it('takes the stored choice first, then ?lng=, then the browser languages in order', () => {
    expect(detectLanguage({ stored: 'ko', search: '?lng=vi', browser: ['zh-CN'] })).toBe('ko');
    expect(detectLanguage({ stored: null, search: '?lng=vi', browser: ['zh-CN'] })).toBe('vi');
    expect(detectLanguage({ stored: null, search: '', browser: ['fr-FR', 'zh-CN', 'ko'] })).toBe('zh');
  });

  it('skips unsupported codes at every step and falls back to English', () => {
    expect(detectLanguage({ stored: 'fr', search: '?lng=de', browser: ['vi-VN'] })).toBe('vi');
    expect(detectLanguage({ stored: 'fr', search: '?lng=', browser: ['ja', 'es-ES'] })).toBe('en');
    expect(detectLanguage({ stored: null, search: '', browser: [] })).toBe('en');
  });

  it('reduces regional and upper-case codes to the site code', () => {
    expect(supportedLanguageOf('vi-VN')).toBe('vi');
    expect(supportedLanguageOf('KO-kr')).toBe('ko');
    expect(supportedLanguageOf('zh-Hant-TW')).toBe('zh');
    expect(supportedLanguageOf('english')).toBeUndefined();
    expect(supportedLanguageOf(undefined)).toBeUndefined();
  });
});
