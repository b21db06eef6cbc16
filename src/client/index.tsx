import '@fontsource-variable/nunito-sans/wght.css';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/app';
import { syncLocation } from './app/location-sync';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import { readReplaySwitch } from './lib/replay-switch';

function sessionStore() {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Replay mode: support staff step through a shopper's log; the page neither calls the server
// nor touches the shopper-side storage of this browser.
const replay = readReplaySwitch(window.location.search, sessionStore());
const store = setupStore(undefined, { replay });
// Created before the first render so the first page's chunk starts loading at once.
const router = createAppRouter();
// The location is the first thing recorded, so every later state of a log knows its page.
syncLocation(store, router);
const persistor = replay ? null : persistStore(store);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');
createRoot(container).render(<App store={store} persistor={persistor} router={router} />);
