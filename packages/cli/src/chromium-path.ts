/** The Chromium `--browser` and `--lighthouse` drive: Debian's, or `CHROMIUM_PATH`. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
