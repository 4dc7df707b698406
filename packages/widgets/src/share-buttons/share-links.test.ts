import { describe, expect, it } from 'vitest';
import { networkOf, popupFeatures, shareLink } from './share-links.ts';

const data = {
  url: 'https://site.test/a page?x=1&y=2',
  title: 'Café & more',
  text: 'Read this',
  image: 'https://site.test/i.png',
};

describe('share links', () => {
  it.each([
    [
      'facebook',
      'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fsite.test%2Fa%20page%3Fx%3D1%26y%3D2',
    ],
    [
      'twitter',
      'https://twitter.com/intent/tweet?text=Read%20this%20https%3A%2F%2Fsite.test%2Fa%20page%3Fx%3D1%26y%3D2',
    ],
    [
      'reddit',
      'https://reddit.com/submit?url=https%3A%2F%2Fsite.test%2Fa%20page%3Fx%3D1%26y%3D2&title=Caf%C3%A9%20%26%20more',
    ],
    [
      'email',
      'mailto:?subject=Caf%C3%A9%20%26%20more&body=Read%20this%0Ahttps%3A%2F%2Fsite.test%2Fa%20page%3Fx%3D1%26y%3D2',
    ],
    [
      'pinterest',
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fsite.test%2Fa%20page%3Fx%3D1%26y%3D2&media=https%3A%2F%2Fsite.test%2Fi.png',
    ],
    ['print', undefined],
    ['unknown', undefined],
  ])('%s', (network, expected) => expect(shareLink(network, data)).toBe(expected));

  it('centres the popup window', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe(
      'width=640,height=480,top=300,left=640,noopener',
    );
    expect(popupFeatures({ width: 320, height: 400 })).toBe(
      'width=640,height=480,top=0,left=0,noopener',
    );
  });

  it('reads the network from the button class', () => {
    expect(networkOf(['elementor-share-btn', 'elementor-share-btn_linkedin'])).toBe('linkedin');
    expect(networkOf(['elementor-share-btn'])).toBeUndefined();
  });
});
