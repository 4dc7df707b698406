import { createRuntime, type Islet } from '@islet/core';
import {
  createRecordingLogger,
  type RecordingLogger,
} from '../../../core/src/test-support/recording-logger.ts';
import { features } from '../features.ts';

export interface Booted {
  islet: Islet;
  log: RecordingLogger;
}

/** Timers, microtasks and the chunk import: enough turns for connect and a 10 ms flip. */
export async function settle(ms = 0): Promise<void> {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A theme page (no builder, no config) in jsdom's document, with this package's features. */
export async function bootTheme(body: string, htmlClass = 'no-js'): Promise<Booted> {
  document.documentElement.className = htmlClass;
  document.body.className = 'enable-search-modal';
  document.body.innerHTML = body;
  const log = createRecordingLogger();
  const islet = createRuntime({ logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  await settle();
  return { islet, log };
}

export const $ = <E extends Element = HTMLElement>(selector: string) => {
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};

export const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];

export const click = (selector: string) => $(selector).click();
