import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { deferredComponent } from './deferred-component';

/** A component to defer. */
function Greeting({ name }: { name: string }) {
  return h('p', null, 'Hello ', name);
}

describe('deferredComponent (code kept off the first load)', () => {
  it('loads the code once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const greeting = deferredComponent(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([greeting.preload(), greeting.preload()]);
    await greeting.preload();
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const greeting = deferredComponent<{ name: string }>(load);
    await expect(greeting.preload()).rejects.toThrow('Failed to fetch');
    await expect(greeting.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback until the code is in, then the component with its props', async () => {
    const greeting = deferredComponent<{ name: string }>(() => Promise.resolve(Greeting));
    const face = h('span', null, 'face');
    expect(renderToStaticMarkup(h(greeting.OrFallback, { now: false, fallback: face, name: 'Ada' }))).toBe('<span>face</span>');
    expect(renderToStaticMarkup(h(greeting.Deferred, { when: true, name: 'Ada' }))).toBe('');
    await greeting.preload();
    expect(renderToStaticMarkup(h(greeting.OrFallback, { now: false, fallback: face, name: 'Ada' }))).toBe('<p>Hello Ada</p>');
    expect(renderToStaticMarkup(h(greeting.Deferred, { when: true, name: 'Ada' }))).toBe('<p>Hello Ada</p>');
  });

  it('renders nothing before it is first wanted, even with its code in', async () => {
    const greeting = deferredComponent<{ name: string }>(() => Promise.resolve(Greeting));
    await greeting.preload();
    expect(renderToStaticMarkup(h(greeting.Deferred, { when: false, name: 'Ada' }))).toBe('');
  });
});
