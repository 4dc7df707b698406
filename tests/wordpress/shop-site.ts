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

/** A builder widget as stored. */
const widget = (id: string, widgetType: string, settings: Record<string, unknown> = {}) => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});
const container = (id: string, elements: unknown[], settings: Record<string, unknown> = {}) => ({
  id,
  elType: 'container',
  isInner: false,
  settings: { content_width: 'boxed', ...settings },
  elements,
});
/**
 * A Pro loop grid of products (the `product` skin) through the product card, one a page: "{card}"
 * stands for the card template's id (shop-setup.php).
 */
const productGrid = (id: string, pagination: string) =>
  widget(id, 'loop-grid', {
    _skin: 'product',
    template_id: '{card}',
    columns: 2,
    posts_per_page: 1,
    product_query_post_type: 'product',
    product_query_orderby: 'menu_order',
    product_query_order: 'asc',
    pagination_type: pagination,
  });

/**
 * Builder documents made after the shop's content (shop-setup.php): the product loop-item
 * template, pages of product grids, and pages with Pro's Cart and Checkout widgets.
 */
export const shopDocuments = {
  /** The loop-item template of a product: its title and its price. */
  card: {
    title: 'Product card',
    templateType: 'loop-item',
    data: [
      container('spcd001', [
        widget('spcd002', 'heading', {
          title: 'Product title',
          header_size: 'h3',
          __dynamic__: {
            title: '[elementor-tag id="spcd003" name="post-title" settings="%7B%7D"]',
          },
        }),
        widget('spcd004', 'woocommerce-product-price'),
      ]),
    ],
  },
  pages: {
    'product-more': {
      title: 'Product grid, load more',
      data: [container('spgm001', [productGrid('spgm002', 'load_more_on_click')])],
    },
    'product-infinite': {
      title: 'Product grid, infinite scroll',
      // Room above and below: the grid's end shows only once scrolled to, as on a real page.
      data: [
        container('spgi003', [], { min_height: { unit: 'px', size: 1400 } }),
        container('spgi001', [productGrid('spgi002', 'load_more_infinite_scroll')]),
        container('spgi004', [], { min_height: { unit: 'px', size: 1400 } }),
      ],
    },
    'cart-widget': {
      title: 'Cart widget',
      data: [container('spcw001', [widget('spcw002', 'woocommerce-cart')])],
    },
    // The menu cart before the cart, as in a header: its product list carries the class the
    // shop's cart script looks for when the cart empties.
    'cart-menu-cart': {
      title: 'Cart widget under a menu cart',
      data: [
        container('spcm001', [
          widget('spcm002', 'woocommerce-menu-cart'),
          widget('spcm003', 'woocommerce-cart'),
        ]),
      ],
    },
    'checkout-widget': {
      title: 'Checkout widget',
      data: [container('spkw001', [widget('spkw002', 'woocommerce-checkout-page')])],
    },
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
  writeFileSync(specFile, JSON.stringify({ ...shopContent, documents: shopDocuments }));
  site.php('shop-setup.php', 'install');
  const made = site.php('shop-setup.php', 'content', specFile);
  writeFileSync(marker, made);
  return (JSON.parse(made) as { ids: ShopIds }).ids;
}
