import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TObject, type TProperties, Type } from 'typebox';
import { loadMenus } from '../../services/catalog-menus';

const base = {
  id: Type.Integer(),
  name: Type.String(),
  link: Type.String(),
  image: Type.Optional(Type.String()),
};

function entry<T extends TProperties>(extra: T): TObject<T & typeof base> {
  return Type.Object({ ...base, ...extra });
}

// Spelled out level by level: the storefront menus have exactly three (menu, submenu,
// sub-submenu), and the schema says so instead of allowing any depth.
const SubSubEntry = entry({});
const SubEntry = entry({ sub_menu: Type.Optional(Type.Array(SubSubEntry)) });
const TopEntry = entry({ sub_menu: Type.Optional(Type.Array(SubEntry)) });

const menusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/menus', {
    schema: { response: { 200: Type.Array(TopEntry) } },
  }, async () => loadMenus(app.database.db));
};

export default menusRoutes;
