/** The top bar's links, in order: path and `common` key. */
export const mainLinks = [
  { to: '/', key: 'nav.home' },
  { to: '/games', key: 'nav.games' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;
