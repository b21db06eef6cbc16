import axios from 'axios';
import type {
  AdminAttributeType, AdminBrand, AdminBrandInput, AdminCategory, AdminCategoryInput, AdminMeta, AdminMetaInput,
  AdminProduct, AdminProductInput, AdminProductSummary, AdminVariant, AdminVariantPatch, ImportJob, Paged, ProductUpdatedAt,
} from '../../../../shared/admin-types';
import type { ImportPreviewJob } from '../../../../shared/catalogue-import-preview';
import { api } from '../../../lib/api-client';
import { ADMIN_API, asStaff, params, type Reply } from './admin-http';

// Thin calls for the catalogue; sagas invoke them with call() so tests can provide the answers.

export interface ProductQuery {
  q: string;
  p: number;
  cid?: number;
  brid?: number;
}

export async function fetchProducts(token: string, query: ProductQuery): Promise<Paged<'products', AdminProductSummary>> {
  const config = asStaff(token, { params: params({ ...query }) });
  return (await api.get<Paged<'products', AdminProductSummary>>(`${ADMIN_API}/products`, config)).data;
}

export async function fetchProduct(token: string, id: number): Promise<AdminProduct> {
  return (await api.get<AdminProduct>(`${ADMIN_API}/products/${id}`, asStaff(token))).data;
}

export type ProductReply = Reply<{ product: AdminProduct }>;

/** POST a new product, or PUT an existing one (variants without an id are created). */
export async function saveProduct(token: string, id: number | null, input: AdminProductInput): Promise<ProductReply> {
  const response = id === null
    ? await api.post<ProductReply>(`${ADMIN_API}/products`, input, asStaff(token))
    : await api.put<ProductReply>(`${ADMIN_API}/products/${id}`, input, asStaff(token));
  return response.data;
}

/** Whether a failed save means the product changed since the editor loaded it (409): reloading it is the way on. */
export function isChangedMeanwhile(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 409;
}

export async function deleteProduct(token: string, id: number): Promise<Reply> {
  return (await api.delete<Reply>(`${ADMIN_API}/products/${id}`, asStaff(token))).data;
}

/** A quick edit's answer: the variant, and the product's updated_at it moved on. */
export type VariantReply = Reply<{ variant: AdminVariant; product_updated_at: ProductUpdatedAt }>;

export async function patchVariant(token: string, id: number, patch: AdminVariantPatch): Promise<VariantReply> {
  return (await api.patch<VariantReply>(`${ADMIN_API}/variants/${id}`, patch, asStaff(token))).data;
}

export type ImagesReply = Reply<{ images: AdminProduct['images']; product_updated_at: ProductUpdatedAt }>;

/** One image as a data URL; the server resizes it and stores it as WebP. */
export async function uploadImage(token: string, productId: number, image: string): Promise<ImagesReply> {
  return (await api.post<ImagesReply>(`${ADMIN_API}/products/${productId}/images`, { image }, asStaff(token))).data;
}

/** The gallery in this order; names left out are removed. */
export async function arrangeImages(token: string, productId: number, names: string[]): Promise<ImagesReply> {
  return (await api.put<ImagesReply>(`${ADMIN_API}/products/${productId}/images`, { names }, asStaff(token))).data;
}

export async function fetchAttributes(token: string): Promise<AdminAttributeType[]> {
  return (await api.get<{ types: AdminAttributeType[] }>(`${ADMIN_API}/attributes`, asStaff(token))).data.types;
}

export async function addAttributeType(token: string, input: { name: string; type: 1 | 2 | 3 }): Promise<Reply> {
  return (await api.post<Reply>(`${ADMIN_API}/attribute-types`, input, asStaff(token))).data;
}

export interface NewAttribute {
  type_id: number;
  name: string;
  value?: string;
  description?: string;
}

export async function addAttribute(token: string, input: NewAttribute): Promise<Reply> {
  return (await api.post<Reply>(`${ADMIN_API}/attributes`, input, asStaff(token))).data;
}

export async function fetchBrands(token: string): Promise<AdminBrand[]> {
  return (await api.get<Paged<'brands', AdminBrand>>(`${ADMIN_API}/brands`, asStaff(token))).data.brands;
}

export async function fetchCategories(token: string): Promise<AdminCategory[]> {
  return (await api.get<{ categories: AdminCategory[] }>(`${ADMIN_API}/categories`, asStaff(token))).data.categories;
}

export async function fetchMetas(token: string): Promise<AdminMeta[]> {
  return (await api.get<Paged<'metas', AdminMeta>>(`${ADMIN_API}/metas`, asStaff(token))).data.metas;
}

type TaxonomyPath = 'brands' | 'categories' | 'metas';
type TaxonomyInput = AdminBrandInput | AdminCategoryInput | AdminMetaInput;

/** POST a new brand, category or meta, or PUT an existing one. */
export async function saveTaxonomy(token: string, path: TaxonomyPath, id: number | null, input: TaxonomyInput): Promise<Reply> {
  const response = id === null
    ? await api.post<Reply>(`${ADMIN_API}/${path}`, input, asStaff(token))
    : await api.put<Reply>(`${ADMIN_API}/${path}/${id}`, input, asStaff(token));
  return response.data;
}

export async function deleteTaxonomy(token: string, path: TaxonomyPath, id: number): Promise<Reply> {
  return (await api.delete<Reply>(`${ADMIN_API}/${path}/${id}`, asStaff(token))).data;
}

/** GET export.csv as text, sent with the staff token (a plain link could not carry it). */
export async function downloadCatalogue(token: string): Promise<string> {
  const config = asStaff(token, { responseType: 'text', headers: { Accept: 'text/csv' }, timeout: 300_000 });
  return (await api.get<string>(`${ADMIN_API}/catalogue/export.csv`, config)).data;
}

export async function startImport(token: string, csv: string): Promise<Reply<{ job: ImportJob }>> {
  const config = asStaff(token, { timeout: 300_000 });
  return (await api.post<Reply<{ job: ImportJob }>>(`${ADMIN_API}/catalogue/import`, { csv }, config)).data;
}

export async function fetchImportJob(token: string, id: number): Promise<ImportJob> {
  return (await api.get<ImportJob>(`${ADMIN_API}/catalogue/import/${id}`, asStaff(token))).data;
}

/** Starts a preview (dry run) of the file: the import's checks and plan, nothing written. */
export async function startPreview(token: string, csv: string): Promise<Reply<{ job: ImportPreviewJob }>> {
  const config = asStaff(token, { timeout: 300_000 });
  return (await api.post<Reply<{ job: ImportPreviewJob }>>(`${ADMIN_API}/catalogue/import/preview`, { csv }, config)).data;
}

export async function fetchPreviewJob(token: string, id: number): Promise<ImportPreviewJob> {
  return (await api.get<ImportPreviewJob>(`${ADMIN_API}/catalogue/import/preview/${id}`, asStaff(token))).data;
}
