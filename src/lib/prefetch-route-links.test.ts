import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadersForLink } from './prefetch-route-links';

const origin = 'https://play.example';
const games = async () => ({});
const story = async () => ({});
const notFound = async () => ({});
const routes: RouteObject[] = [
  { children: [{ index: true, lazy: async () => ({}) }, { path: 'games', lazy: games }, { path: 'ai-story', lazy: story }, { path: '*', lazy: notFound }] },
];

describe('loadersForLink', () => {
  it('finds the lazy loader of the route a same-origin link leads to, absolute or relative', () => {
    expect(loadersForLink(routes, '/games', origin)).toEqual([games]);
    expect(loadersForLink(routes, `${origin}/ai-story?x=1#top`, origin)).toEqual([story]);
  });

  it('gives the catch-all for an unknown path and nothing for another origin or a malformed link', () => {
    expect(loadersForLink(routes, '/nope', origin)).toEqual([notFound]);
    expect(loadersForLink(routes, 'https://elsewhere.example/games', origin)).toEqual([]);
    expect(loadersForLink(routes, 'http://[bad', origin)).toEqual([]);
  });
});
