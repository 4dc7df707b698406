import { createRuntime, type Islet } from '@islet/core';
import { reactInspectorPanel } from '@islet/core/react';
import { features } from './features.ts';
import { installRetryingImport } from './retrying-import.ts';

declare global {
  interface Window {
    islet: Islet;
  }
}

installRetryingImport();
const islet = createRuntime({ builder: 'elementor', inspectorPanel: reactInspectorPanel });
for (const feature of features) islet.register(feature);
window.islet = islet;

// Module scripts run before DOMContentLoaded; waiting for it lets later inline modules register
// their own behaviours first, which the lifecycle would also accept after start.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void islet.start(), { once: true });
} else {
  void islet.start();
}
