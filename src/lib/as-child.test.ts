import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mergeIntoChild, type ChildProps } from './as-child';

/** A link element with the given props. */
const link = (props: ChildProps, text: string) => createElement('a', props, text) as ReactElement<ChildProps>;

describe('mergeIntoChild (the shared button’s asChild)', () => {
  it('draws the child with both class lists and the child’s own props winning', () => {
    const html = renderToStaticMarkup(mergeIntoChild(link({ href: '/games', className: 'w-full', title: 'from the link' }, 'Play'), { className: 'btn mt-6', title: 'from the button', 'aria-busy': true }));
    expect(html).toMatch(/^<a [^>]+>Play<\/a>$/);
    expect(html).toContain('class="btn mt-6 w-full"');
    expect(html).toContain('href="/games"');
    expect(html).toContain('title="from the link"');
    expect(html).toContain('aria-busy="true"');
  });

  it('runs a handler both define: the child’s first, then the component’s; one side alone is kept as it is', () => {
    const calls: string[] = [];
    const both = mergeIntoChild(link({ href: '/', onClick: () => calls.push('link') }, 'Home'), { onClick: () => calls.push('button') });
    (both.props.onClick as () => void)();
    expect(calls).toEqual(['link', 'button']);
    const onFocus = () => calls.push('focus');
    expect(mergeIntoChild(link({ href: '/' }, 'Home'), { onFocus }).props.onFocus).toBe(onFocus);
  });
});
