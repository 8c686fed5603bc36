/**
 * Boot stage 1 (src/main.tsx): React and React DOM. Imported on its own so their evaluation is one short task of its
 * own, before the router, i18next and the site's code are evaluated in the next ones.
 */
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
