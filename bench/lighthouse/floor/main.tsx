/**
 * The benchmark floor (issue 14): a bare React 19 + React Router 7 page, built with Vite in the same run as the site,
 * so every route's JavaScript and Lighthouse figures are read against what the framework alone costs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

/** The one layout: a heading, a link and the routed text. */
function Layout() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '0 auto', padding: '1rem' }}>
      <h1>Floor</h1>
      <nav>
        <Link to="/">Home</Link> · <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <p>A bare React page: the smallest thing the site could be.</p> },
      { path: '*', element: <p>Another route of the bare page.</p> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
