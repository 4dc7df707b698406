/** What a share link carries; each value is put into the network's URL encoded. */
export interface ShareData {
  url: string;
  title: string;
  text: string;
  image: string;
}

/** The builder's share-link templates, per network class (`elementor-share-btn_{network}`). */
const TEMPLATES: Record<string, string> = {
  facebook: 'https://www.facebook.com/sharer.php?u={url}',
  twitter: 'https://twitter.com/intent/tweet?text={text}%20{url}',
  'x-twitter': 'https://x.com/intent/tweet?text={text}%20{url}',
  threads: 'https://threads.net/intent/post?text={text}%20{url}',
  linkedin:
    'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}&summary={text}&source={url}',
  pinterest: 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}',
  reddit: 'https://reddit.com/submit?url={url}&title={title}',
  vk: 'https://vkontakte.ru/share.php?url={url}&title={title}&description={text}&image={image}',
  odnoklassniki: 'https://connect.ok.ru/offer?url={url}',
  tumblr: 'https://tumblr.com/share/link?url={url}',
  digg: 'https://digg.com/submit?url={url}',
  skype: 'https://web.skype.com/share?url={url}',
  stumbleupon: 'https://www.stumbleupon.com/submit?url={url}',
  pocket: 'https://getpocket.com/edit?url={url}',
  telegram: 'https://telegram.me/share/url?url={url}&text={text}',
  whatsapp: 'https://api.whatsapp.com/send?text=*{title}*%0A{text}%0A{url}',
  xing: 'https://www.xing.com/spi/shares/new?url={url}',
  delicious: 'https://del.icio.us/save?url={url}&title={title}',
  email: 'mailto:?subject={title}&body={text}%0A{url}',
};

/** The share URL for `network`, or undefined for a network without one (print, copy, native). */
export function shareLink(network: string, data: ShareData): string | undefined {
  const template = TEMPLATES[network];
  if (!template) return undefined;
  return template.replace(/\{(url|title|text|image)\}/g, (_match, key: keyof ShareData) =>
    encodeURIComponent(data[key]),
  );
}

/** A centred 640 × 480 popup window, as the builder opens share dialogs. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const width = 640;
  const height = 480;
  const left = Math.max(0, Math.round(screen.width / 2 - width / 2));
  const top = Math.max(0, Math.round(screen.height / 2 - height / 2));
  return `width=${width},height=${height},top=${top},left=${left},noopener`;
}

/** The network named by a button's `elementor-share-btn_{network}` class. */
export function networkOf(classList: Iterable<string>): string | undefined {
  for (const name of classList) {
    if (name.startsWith('elementor-share-btn_')) return name.slice('elementor-share-btn_'.length);
  }
  return undefined;
}
