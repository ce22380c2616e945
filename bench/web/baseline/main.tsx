import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

/*
 * The baseline of the web benchmark: the smallest honest React 19 + react-router 7 data-router app
 * (a layout, two routes, one lazy), built with the same Vite settings family as the site.
 */
function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      { path: 'about', lazy: async () => ({ Component: (await import('./About.tsx')).About }) },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
