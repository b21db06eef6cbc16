import { brandLogoName, DEMO_BRANDS } from './demo/brands';
import type { DemoCatalogue } from './demo/catalogue';
import { packshotJob, type RenderJob } from './images/encode';
import { fixedImages } from './images/home-images';
import { LOGO_SIZE, logoSvg } from './images/logos';

// Every picture the demo shop needs, as render jobs: home and About images, brand logos and
// the product packshots. The large seeder uses the same list to make sure its pool exists.

export function brandLogoJobs(): RenderJob[] {
  return DEMO_BRANDS.map((brand) => ({ name: brandLogoName(brand), ...LOGO_SIZE, svg: () => logoSvg(brand) }));
}

export function demoMediaJobs(catalogue: DemoCatalogue): RenderJob[] {
  return [...fixedImages(), ...brandLogoJobs(), ...catalogue.packshots.map(packshotJob)];
}

/** A representative picture per category for the menus: the first image found in its subtree. */
export function categoryImages(catalogue: DemoCatalogue): Map<number, string> {
  const images = new Map<number, string>();
  const parentOf = new Map(catalogue.categories.map((c) => [c.id, c.parentId]));
  for (const product of catalogue.products) {
    for (let id: number | null | undefined = product.categoryId; id != null; id = parentOf.get(id)) {
      if (!images.has(id) && product.images[0]) images.set(id, product.images[0]);
    }
  }
  return images;
}
