import '@fontsource-variable/nunito-sans/wght.css';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';

const store = setupStore();
const persistor = persistStore(store);
// Created before the first render so the first page's chunk starts loading at once.
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');
createRoot(container).render(<App store={store} persistor={persistor} router={router} />);
