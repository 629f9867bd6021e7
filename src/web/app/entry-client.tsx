import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { PageContextProvider } from './page-context.tsx';
import './styles.css';

function readPageData(): Record<string, unknown> {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <PageContextProvider value={{ pageData: readPageData() }}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PageContextProvider>
  </StrictMode>
);
// The server renders every page; an empty root only happens with a plain Vite dev server.
if (container.hasChildNodes()) hydrateRoot(container, tree);
else createRoot(container).render(tree);
