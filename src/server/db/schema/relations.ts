import { relations } from 'drizzle-orm';
import { addresses } from './addresses';
import { attributeTypes } from './attribute-types';
import { attributes } from './attributes';
import { brands } from './brands';
import { cartLines } from './cart-lines';
import { carts } from './carts';
import { categories } from './categories';
import { customers } from './customers';
import { faqs } from './faqs';
import { orderLines } from './order-lines';
import { orders } from './orders';
import { productCategories } from './product-categories';
import { productImages } from './product-images';
import { productMetas } from './product-metas';
import { productTabs } from './product-tabs';
import { products } from './products';
import { metas } from './metas';
import { reviews } from './reviews';
import { variantAttributes } from './variant-attributes';
import { variants } from './variants';

// Relations only feed db.query.* (nested reads); they create no constraints.

export const brandsRelations = relations(brands, ({ many }) => ({ products: many(products) }));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'tree' }),
  children: many(categories, { relationName: 'tree' }),
  products: many(productCategories),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  images: many(productImages),
  categories: many(productCategories),
  metas: many(productMetas),
  variants: many(variants),
  reviews: many(reviews),
  faqs: many(faqs),
  tabs: many(productTabs),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));

export const productMetasRelations = relations(productMetas, ({ one }) => ({
  product: one(products, { fields: [productMetas.productId], references: [products.id] }),
  meta: one(metas, { fields: [productMetas.metaId], references: [metas.id] }),
}));

export const metasRelations = relations(metas, ({ many }) => ({ products: many(productMetas) }));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  product: one(products, { fields: [faqs.productId], references: [products.id] }),
}));

export const productTabsRelations = relations(productTabs, ({ one }) => ({
  product: one(products, { fields: [productTabs.productId], references: [products.id] }),
}));

export const attributeTypesRelations = relations(attributeTypes, ({ many }) => ({ attributes: many(attributes) }));

export const attributesRelations = relations(attributes, ({ one }) => ({
  type: one(attributeTypes, { fields: [attributes.typeId], references: [attributeTypes.id] }),
}));

export const variantsRelations = relations(variants, ({ one, many }) => ({
  product: one(products, { fields: [variants.productId], references: [products.id] }),
  attributes: many(variantAttributes),
}));

export const variantAttributesRelations = relations(variantAttributes, ({ one }) => ({
  variant: one(variants, { fields: [variantAttributes.variantId], references: [variants.id] }),
  attribute: one(attributes, { fields: [variantAttributes.attributeId], references: [attributes.id] }),
}));

export const customersRelations = relations(customers, ({ many }) => ({
  addresses: many(addresses),
  orders: many(orders),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customerId], references: [customers.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  customer: one(customers, { fields: [carts.customerId], references: [customers.id] }),
  lines: many(cartLines),
}));

export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  variant: one(variants, { fields: [cartLines.variantId], references: [variants.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  lines: many(orderLines),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  variant: one(variants, { fields: [orderLines.variantId], references: [variants.id] }),
}));
