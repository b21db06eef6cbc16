import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Routed pages load their module on first use; on a busy two-core machine that first
// transform can take longer than the library's one-second wait.
configure({ asyncUtilTimeout: 5000 });

// react-router's data routers need the encoders that jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Fetch API either. A data router wraps every navigation in a Request (URL,
// method and abort signal only, since the shop's routes have no loaders or actions), so a
// minimal stand-in is enough; jsdom's own AbortSignal must be the one it carries.
if (typeof globalThis.Request === 'undefined') {
  class TestHeaders {
    private readonly entries = new Map<string, string>();
    constructor(init?: Record<string, string>) {
      Object.entries(init ?? {}).forEach(([key, value]) => this.set(key, value));
    }
    get(key: string) {
      return this.entries.get(key.toLowerCase()) ?? null;
    }
    has(key: string) {
      return this.entries.has(key.toLowerCase());
    }
    set(key: string, value: string) {
      this.entries.set(key.toLowerCase(), value);
    }
    forEach(callback: (value: string, key: string) => void) {
      this.entries.forEach(callback);
    }
  }
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly headers: TestHeaders;
    readonly signal: AbortSignal;
    readonly body = null;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal; headers?: Record<string, string> } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.headers = new TestHeaders(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest, Headers: TestHeaders });
}

/**
 * matchMedia answering width queries against window.innerWidth (jsdom: 1024 unless a test
 * changes it), so components that switch layout at the spec's breakpoints can be exercised.
 */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not lay out or scroll; the header's scroll handling only needs the calls to exist.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  window.localStorage.clear();
});
