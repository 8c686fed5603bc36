import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../bench/routes';
import { gameIds } from '../lib/game-catalogue';
import { namespaces } from './namespaces';
import { namespacesForPath, pathsWithNamespaces } from './route-namespaces';

describe('namespacesForPath', () => {
  it('names existing namespaces for every route of the site and every game, and nothing else', () => {
    const sitePaths = siteRoutes.map((route) => route.path.slice(1));
    expect([...pathsWithNamespaces].sort()).toEqual([...sitePaths].sort());
    for (const id of gameIds) expect(namespacesForPath(`/${id}`).length).toBeGreaterThan(0);
    for (const path of pathsWithNamespaces) for (const ns of namespacesForPath(`/${path}`)) expect(namespaces).toContain(ns);
  });

  it('reads the path with or without slashes, and gives nothing for an unknown path or an inherited key', () => {
    expect(namespacesForPath('/')).toEqual(['home', 'games']);
    expect(namespacesForPath('/ai-story/')).toEqual(['story']);
    expect(namespacesForPath('/no-such-page')).toEqual([]);
    expect(namespacesForPath('/constructor')).toEqual([]);
  });
});
