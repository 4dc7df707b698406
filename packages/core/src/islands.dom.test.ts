import { createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createChunkLoader } from './chunks.ts';
import { createIslandContainer, mountIsland } from './islands.ts';
import { reactRenderer } from './react.ts';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return createElement(
    'button',
    { type: 'button', onClick: () => setCount(count + 1) },
    `${name} ${count}`,
  );
}

describe('islands', () => {
  it('loads React only with the first island and renders into a runtime-made container', async () => {
    const chunks = createChunkLoader();
    document.body.innerHTML = '<main id="server"><p id="kept">server markup</p></main>';
    expect(chunks.state('react')).toBe('idle');
    const container = createIslandContainer(document.body, { id: 'island', className: 'shell' });
    expect(container.hasAttribute('data-islet-island')).toBe(true);
    const island = await mountIsland(chunks, reactRenderer, container, Greeting, { name: 'hi' });
    expect(chunks.state('react')).toBe('loaded');
    expect(container.textContent).toBe('hi 0');
    island.render({ name: 'again' });
    expect(container.textContent).toBe('again 0');
    expect(document.getElementById('kept')?.textContent).toBe('server markup');
    island.unmount();
    expect(container.textContent).toBe('');
  });

  it('moves server nodes into an island rather than copying them', async () => {
    const chunks = createChunkLoader();
    document.body.innerHTML = '<div id="content"><a href="#x">link</a></div>';
    const server = document.getElementById('content')!;
    const container = createIslandContainer(document.body);
    const Shell = ({ node }: { node: HTMLElement }) =>
      createElement('div', {
        ref: (host: HTMLDivElement | null) => {
          if (host) host.append(node);
        },
      });
    const island = await mountIsland(chunks, reactRenderer, container, Shell, { node: server });
    expect(container.querySelector('#content')).toBe(server);
    expect(document.querySelectorAll('#content')).toHaveLength(1);
    island.unmount();
  });
});
