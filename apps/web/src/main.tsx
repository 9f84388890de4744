import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { afterNextPaint } from './lib/after-paint';
import { startI18n, warmFormatters } from './lib/i18n';
import './index.css';

const router = createRouter();

// The first language's messages are there before anything renders (English ships with the
// code; Spanish loads first when chosen, docs/decisions/0036).
void startI18n()
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    // While the page's chunk or data loads (the shell is painted): not in the content's render.
    afterNextPaint(warmFormatters);
  });
