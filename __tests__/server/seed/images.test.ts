import sharp from 'sharp';
import { DEMO_BRANDS } from '../../../src/server/db/seed/demo/brands';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { packshotJob, packshotName, renderAll, renderImage } from '../../../src/server/db/seed/images/encode';
import { fixedImages } from '../../../src/server/db/seed/images/home-images';
import { PACKAGED_KINDS, type PackshotSpec } from '../../../src/server/db/seed/images/types';
import { brandLogoJobs } from '../../../src/server/db/seed/media-jobs';

/** RIFF container with the WEBP form type: what browsers check before decoding. */
function isWebp(data: Buffer | Uint8Array): boolean {
  const bytes = Buffer.from(data);
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

const spec: PackshotSpec = {
  kind: 'dry-bag', view: 'front', colour: '#1f5f5b', accent: '#f28c28', brand: 'Nordhaven',
  label: 'Adult Lamb & Rice', caption: 'Dry Dog Food', badge: '12 kg', pet: 'dog',
};

describe('generated images', () => {
  it('lists every fixed home and About image, and the shop\'s logo, with its exact name and size', () => {
    const sizes = new Map(fixedImages().map((img) => [img.name, `${img.width}x${img.height}`]));
    for (let i = 1; i <= 7; i += 1) expect(sizes.get(`banner-desktop-${i}.webp`)).toBe('1920x640');
    for (let i = 1; i <= 6; i += 1) expect(sizes.get(`banner-mobile-${i}.webp`)).toBe('750x900');
    for (let i = 1; i <= 4; i += 1) {
      expect(sizes.get(`promo-desktop-${i}.webp`)).toBe('900x500');
      expect(sizes.get(`promo-mobile-${i}.webp`)).toBe('750x560');
    }
    for (let i = 1; i <= 6; i += 1) {
      expect(sizes.get(`footer-desktop-${i}.webp`)).toBe('600x400');
      expect(sizes.get(`footer-mobile-${i}.webp`)).toBe('600x400');
    }
    expect(sizes.get('about-1.webp')).toBe('1200x800');
    expect(sizes.get('about-2.webp')).toBe('1200x800');
    expect(sizes.get('shop-logo.webp')).toBe('480x120');
    expect(sizes.size).toBe(36);
  });

  it('renders banners as real WebP files of the declared size', async () => {
    const wanted = fixedImages().filter((img) => ['banner-desktop-1.webp', 'banner-mobile-6.webp', 'about-2.webp'].includes(img.name));
    const images = await renderAll(wanted);
    for (const image of images) {
      expect(isWebp(image.data)).toBe(true);
      const meta = await sharp(image.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
    }
  });

  it('draws the campaign headline into the banner', () => {
    const banner = fixedImages().find((img) => img.name === 'banner-desktop-1.webp')!;
    expect(banner.svg()).toContain('Ramadan stock-up: 15%');
    expect(banner.svg()).toContain('Shop dry food');
  });

  it('renders an 800 x 800 packshot with the brand printed on the pack', async () => {
    const image = await renderImage(packshotJob(spec));
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    expect(packshotJob(spec).svg()).toContain('NORDHAVEN');
    expect(packshotJob(spec).svg()).toContain('>Adult Lamb &amp;<');
    // A light studio backdrop: the top-left corner is nearly white.
    const { data } = await sharp(image.data).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(data[0], data[1], data[2])).toBeGreaterThan(220);
  });

  it('names packshots by content: same spec, same file; any change, another file', () => {
    expect(packshotName(spec)).toMatch(/^p-[0-9a-f]{16}\.webp$/);
    expect(packshotName({ ...spec })).toBe(packshotName(spec));
    expect(packshotName({ ...spec, colour: '#7b2d43' })).not.toBe(packshotName(spec));
    expect(packshotName({ ...spec, view: 'back' })).not.toBe(packshotName(spec));
  });

  it('draws every product kind and view the catalogue asks for', () => {
    const kinds = new Set(demoCatalogue().packshots.map((s) => s.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(18);
    for (const kind of kinds) {
      for (const view of PACKAGED_KINDS.includes(kind) ? (['front', 'back', 'detail', 'duo'] as const) : (['front', 'detail', 'duo'] as const)) {
        const svg = packshotJob({ ...spec, kind, view }).svg();
        expect(svg).toMatch(/^<svg [^>]*width="800" height="800"/);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('has a 400 x 200 logo for each of at least 12 brands', async () => {
    const jobs = brandLogoJobs();
    expect(jobs.length).toBe(DEMO_BRANDS.length);
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    const logo = await renderImage(jobs[0]);
    const meta = await sharp(logo.data).metadata();
    expect([meta.width, meta.height]).toEqual([400, 200]);
    expect(jobs[0].svg()).toContain(DEMO_BRANDS[0].name);
  });
});
