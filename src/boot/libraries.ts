/**
 * Boot stage 2 (src/main.tsx): the router and i18next, evaluated in a task of their own after React's and before the
 * site's code.
 */
export { RouterProvider } from 'react-router-dom';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
