import { render, screen } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../../../src/client/app/routes';
import { setupStore } from '../../../src/client/app/store';
import { theme } from '../../../src/client/styles/theme';
import { stubAdminApi } from './admin-render';

const client = resolve(__dirname, '../../../src/client');
const adminDir = join(client, 'features/admin');
const inAdmin = (file: string) => file.startsWith(adminDir);

/** Specifiers a file imports statically (type-only imports are erased and do not count). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) if (!match[1]) found.push(match[2]);
  return found;
}

function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the back office is a chunk of its own', () => {
  it('is not reached by any static import from the storefront entry', () => {
    const seen = new Set<string>();
    const queue = [join(client, 'index.tsx')];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      }
    }
    expect(seen.has(join(client, 'app/routes.tsx'))).toBe(true);
    expect([...seen].filter(inAdmin).map((file) => relative(client, file))).toEqual([]);
  });

  it('is imported from outside its folder only by the lazy admin route, dynamically', () => {
    const outside = sourceFiles(client).filter((file) => !inAdmin(file));
    const mentions = outside.filter((file) => /features\/admin/.test(readFileSync(file, 'utf8')));
    expect(mentions.map((file) => relative(client, file))).toEqual(['app/page-loaders.ts']);
    const loaders = readFileSync(join(client, 'app/page-loaders.ts'), 'utf8');
    expect(loaders).toMatch(/import\(\/\* webpackChunkName: "admin" \*\/ '\.\.\/features\/admin\/AdminApp'\)/);
    expect(staticImports(loaders).some((specifier) => specifier.includes('features/admin'))).toBe(false);
  });

  it('renders /admin without the storefront header and footer', async () => {
    stubAdminApi({});
    const store = setupStore(undefined, { sagas: true });
    const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Petora back office' })).toBeInTheDocument();
    expect(document.querySelector('header.site-header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(store.getState()).toHaveProperty('admin.session.status', 'anonymous');
  });
});
