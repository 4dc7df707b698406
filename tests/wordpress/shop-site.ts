// The real WooCommerce in the shared site, installed once by the first file that needs it (a
// marker file keeps the ids for the next): the other files' pages render without a shop, as
// php/shop.php loads it only for requests that ask for it (the `islet_e2e_shop` cookie or query).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir, type WordPressSite } from './wordpress-site.mjs';

export const SHOP_TARBALL = 'woocommerce-9.2.5.tar.gz';
/** The cookie php/shop.php loads the shop for. */
export const SHOP_COOKIE = { name: 'islet_e2e_shop', value: '1' };

/** What shop-setup.php makes. */
export const shopContent = {
  simple: [
    { key: 'blue-mug', name: 'Blue Mug', price: '12.00' },
    { key: 'red-cap', name: 'Red Cap', price: '20.00' },
    { key: 'green-tee', name: 'Green Tee', price: '15.50' },
  ],
  variable: {
    key: 'hoodie',
    name: 'Hoodie',
    attributes: { Colour: ['Black', 'Grey'], Size: ['Small', 'Large'] },
    variations: [
      { attributes: { Colour: 'Black', Size: 'Small' }, price: '40.00', stock: 5 },
      { attributes: { Colour: 'Black', Size: 'Large' }, price: '44.00', stock: 2 },
      { attributes: { Colour: 'Grey', Size: 'Small' }, price: '42.00', stock: 0 },
      { attributes: { Colour: 'Grey', Size: 'Large' }, price: '46.00', stock: 7 },
    ],
  },
  coupon: { code: 'islet10', amount: '10' },
  shipping: '5',
  customer: { login: 'customer', email: 'customer@example.com', password: 'islet-e2e-password' },
  widgets: {
    title: 'Shop widgets',
    data: [
      {
        id: 'shop001',
        elType: 'container',
        isInner: false,
        settings: { content_width: 'boxed' },
        elements: [
          {
            id: 'mcart01',
            elType: 'widget',
            widgetType: 'woocommerce-menu-cart',
            settings: {},
            elements: [],
          },
          {
            id: 'prods01',
            elType: 'widget',
            widgetType: 'woocommerce-products',
            settings: { columns: 4, rows: 1, orderby: 'menu_order', order: 'asc' },
            elements: [],
          },
        ],
      },
    ],
  },
};

export type ShopIds = Record<
  'shop' | 'cart' | 'checkout' | 'myaccount' | 'widgets' | 'customer' | 'hoodie' | string,
  number
>;

/** Unpacks and installs the shop in `site` unless done, and returns what it made. */
export function ensureShop(site: WordPressSite): ShopIds {
  const marker = join(site.root, 'shop-site.json');
  if (existsSync(marker)) return (JSON.parse(readFileSync(marker, 'utf8')) as { ids: ShopIds }).ids;
  const plugins = join(site.root, 'wp-content/plugins');
  if (!existsSync(join(plugins, 'woocommerce'))) {
    const tar = spawnSync('tar', ['-xzf', join(fixturesDir, SHOP_TARBALL), '-C', plugins]);
    if (tar.status !== 0) throw new Error(`tar ${SHOP_TARBALL}: ${String(tar.stderr)}`);
  }
  const specFile = join(site.root, 'shop-content.json');
  writeFileSync(specFile, JSON.stringify(shopContent));
  site.php('shop-setup.php', 'install');
  const made = site.php('shop-setup.php', 'content', specFile);
  writeFileSync(marker, made);
  return (JSON.parse(made) as { ids: ShopIds }).ids;
}
