import type { ElementStatus } from '../behaviour.ts';

export const STATUS_COLOURS: Record<ElementStatus, string> = {
  active: '#1a7f37',
  pending: '#9a6700',
  skipped: '#8250df',
  static: '#57606a',
  unsupported: '#bc4c00',
  failed: '#cf222e',
};
