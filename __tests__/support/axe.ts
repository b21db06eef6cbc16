// axe-core in the e2e browser: injected from node_modules into the page under test, run with
// the WCAG 2.0/2.1 A and AA rules plus best practices, and its findings printed for a person.
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

// Evaluated rather than added as a <script>: the shop's Content-Security-Policy (script-src
// 'self') rightly refuses inline scripts, and the check should see the page as served.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  /** Where the page stood when it was checked, e.g. "/shop/4 at 375 px with the menu open". */
  where: string;
  violations: Result[];
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

/** Runs axe on the page as it is now (dialogs open or not) and returns its violations. */
export async function runAxe(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    // Frames are left out: the only ones are back-office PDF previews, which axe cannot enter
    // and would wait a minute for; the frame element itself (its title) is still checked.
    (tags) => window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }),
    TAGS,
  );
  return results.violations;
}

/** The serious and critical violations of one check, or none. */
export async function blockingViolations(page: Page, where: string): Promise<AxeFinding[]> {
  const violations = (await runAxe(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
  return violations.length > 0 ? [{ where, violations }] : [];
}

const WATCHED = new Set(['fetch', 'xhr', 'script']);
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's API calls and script chunks in flight from now on. */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (WATCHED.has(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the page has what it asked for and shows no loading placeholders. API calls are
 * counted rather than waiting for network idle, which a PDF preview frame never reaches.
 */
export async function pageReady(page: Page): Promise<void> {
  watchRequests(page);
  const pending = inFlight.get(page)!;
  await page.waitForLoadState('load');
  // Quiet for 100 ms: an answer often starts the next call (a saga, a lazy chunk).
  for (let waited = 0, quiet = 0; quiet < 100; waited += 50) {
    if (waited > 15_000) throw new Error(`still loading: ${[...pending].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
    quiet = pending.size === 0 ? quiet + 50 : 0;
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Dialogs and drawers fade and slide in: colours are measured once they stand still. The
  // carousels never stand still, and endless animations never end, so those are not awaited.
  await page.waitForFunction(() => document.getAnimations().every((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return animation.playState !== 'running'
      || animation.effect?.getComputedTiming().endTime === Infinity
      || Boolean(target?.closest('.slick-slider'));
  }));
}

/** Collects the findings of many checks so one failure lists everything at once. */
export class AxeChecks {
  readonly findings: AxeFinding[] = [];

  async check(page: Page, where: string): Promise<void> {
    await pageReady(page);
    this.findings.push(...(await blockingViolations(page, where)));
  }

  /** Opens a path and checks it as it first shows. */
  async visit(page: Page, path: string, where = path): Promise<void> {
    watchRequests(page);
    await page.goto(path);
    await this.check(page, where);
  }

  expectClean(): void {
    expectNoBlockingViolations(this.findings.splice(0));
  }
}

/** One line per rule and up to five offending nodes each, with axe's own explanation. */
export function describeFindings(findings: AxeFinding[]): string {
  const lines: string[] = [];
  for (const { where, violations } of findings) {
    lines.push(`\n${where}:`);
    for (const v of violations) {
      lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))`);
      for (const node of v.nodes.slice(0, 5)) {
        lines.push(`    - ${node.target.join(' ')}`);
        lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 160)}`);
        const why = node.failureSummary?.split('\n').slice(1, 3).map((s) => s.trim()).join('; ');
        if (why) lines.push(`      ${why}`);
      }
    }
  }
  return lines.join('\n');
}

/** Fails with the readable list when any check found something serious or critical. */
export function expectNoBlockingViolations(findings: AxeFinding[]): void {
  if (findings.length > 0) {
    throw new Error(`axe found serious or critical accessibility violations:${describeFindings(findings)}`);
  }
}
