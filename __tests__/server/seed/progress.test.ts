import { createProgress } from '../../../src/server/db/seed/large/progress';

function recorder(isTTY: boolean) {
  const chunks: string[] = [];
  return { stream: { isTTY, write: (chunk: string) => chunks.push(chunk) }, chunks };
}

describe('large seed progress', () => {
  it('prints one line per tenth with rate and ETA when the output is not a terminal', () => {
    const { stream, chunks } = recorder(false);
    let clock = 0;
    const progress = createProgress(1000, stream, 'products', () => clock);
    for (let done = 50; done <= 1000; done += 50) {
      clock += 500;
      progress.update(done, done * 15);
    }
    progress.finish(1000, 15000);
    const lines = chunks.join('').trim().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('products 100/1,000 (10%) 100 products/s, 1,500 rows/s, ETA 0:09');
    expect(lines[9]).toContain('1,000/1,000 (100%)');
    expect(lines[10]).toBe('Inserted 1,000 products (15,000 rows) in 0:10');
  });

  it('writes a single line per tenth even when a batch crosses several', () => {
    const { stream, chunks } = recorder(false);
    const progress = createProgress(500, stream, 'products', () => 0);
    progress.update(250, 10);
    progress.update(500, 20);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toContain('250/500 (50%)');
  });

  it('rewrites one line in place on a terminal, at most every 200 ms', () => {
    const { stream, chunks } = recorder(true);
    let clock = 1000;
    const progress = createProgress(100, stream, 'products', () => clock);
    clock += 300;
    progress.update(10, 100);
    clock += 50;
    progress.update(20, 200);
    clock += 300;
    progress.update(30, 300);
    progress.finish(100, 1000);
    expect(chunks.filter((c) => c.startsWith('\r\x1b[2K'))).toHaveLength(3);
    expect(chunks[0]).toContain('10/100 (10%)');
    expect(chunks[1]).toContain('30/100 (30%)');
    expect(chunks[2]).toMatch(/100\/100 \(100%\).*\n$/);
    expect(chunks[3]).toBe('Inserted 100 products (1,000 rows) in 0:01\n');
  });
});
