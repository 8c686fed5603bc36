/** Issue 14 with issue 17: the service worker precaches each prerendered page under the address the server answers it at. */
import { describe, expect, it } from 'vitest';
import { precacheAddress } from '../../scripts/pwa-options';

describe('precacheAddress', () => {
  it('maps the home page and every route page to its address', () => {
    expect(precacheAddress('index.html')).toBe('/');
    expect(precacheAddress('about/index.html')).toBe('/about');
    expect(precacheAddress('ai-story/index.html')).toBe('/ai-story');
  });

  it('keeps the address of every other file', () => {
    expect(precacheAddress('assets/shell-abc.js')).toBe('assets/shell-abc.js');
    expect(precacheAddress('sw-index.html.js')).toBe('sw-index.html.js');
  });
});
