/**
 * Renders the site's raster images from our own SVG drawings with headless Chromium:
 * web/public/og-image.png (1200x630, link previews), the app icons of the web manifest and favicon.ico.
 * Run after changing a drawing: `npx tsx --tsconfig tsconfig.web.json web/brand/render-brand-images.tsx`, then
 * commit the PNGs (the root tsconfig.json lists no files: tsx needs the web one for JSX).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHROMIUM_OFFLINE_FLAGS } from '../../common/chromium-flags';
import { defaultPublicConfig } from '../../common/public-config-defaults';
import { PhoneControlIllustration } from '../features/marketing/components/phone-control-illustration';
import { SimScreenIllustration } from '../features/marketing/components/sim-screen-illustration';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));

function screenshot(name: string, width: number, height: number, body: string, css = '', transparent = false): void {
  const html = path.join(work, `${name}.html`);
  fs.writeFileSync(
    html,
    `<!doctype html><html><head><meta charset="utf-8"><style>
      html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
      ${css}
    </style></head><body>${body}</body></html>`,
  );
  execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless',
    ...CHROMIUM_OFFLINE_FLAGS,
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    ...(transparent ? ['--default-background-color=00000000'] : []),
    `--user-data-dir=${path.join(work, 'profile')}`,
    `--window-size=${width},${height}`,
    `--screenshot=${path.join(publicDir, name)}`,
    `file://${html}`,
  ], { stdio: 'ignore' });
  console.log(`web/public/${name}`);
}

const site = defaultPublicConfig.siteName;

screenshot(
  'og-image.png',
  1200,
  630,
  `<div class="card">
    <div class="text">
      <div class="brand">${logo}<span>${site}</span></div>
      <h1>Level up your home golf simulator.</h1>
      <p>Free golf simulator software with remote control, swing video, and shot data tools.</p>
    </div>
    <div class="art">
      <div class="screen">${renderToStaticMarkup(<SimScreenIllustration width={560} />)}</div>
      <div class="phone">${renderToStaticMarkup(<PhoneControlIllustration width={210} backdrop={false} />)}</div>
    </div>
  </div>`,
  `.card { box-sizing: border-box; width: 1200px; height: 630px; padding: 64px; display: flex; gap: 40px; align-items: center;
      background: linear-gradient(160deg, #e3f0e4 0%, #f4f7f4 60%, #e9f2ea 100%); color: #1c2421; }
    .text { flex: 0 0 470px; }
    .brand { display: flex; align-items: center; gap: 14px; font-size: 34px; font-weight: 800; letter-spacing: -0.01em; }
    .brand svg { width: 56px; height: 56px; }
    h1 { font-size: 58px; line-height: 1.08; margin: 34px 0 22px; font-weight: 800; letter-spacing: -0.02em; }
    p { font-size: 26px; line-height: 1.35; margin: 0; color: #48544e; }
    .art { position: relative; flex: 1; height: 100%; }
    .screen { position: absolute; right: 0; top: 52px; }
    .phone { position: absolute; left: -26px; bottom: -34px; filter: drop-shadow(0 12px 24px rgba(16, 40, 24, 0.25)); }`,
);

// The icons: the logo mark alone, on a square of its own green so that it survives any mask.
const icon = (name: string, size: number) =>
  screenshot(
    name,
    size,
    size,
    `<div class="icon">${logo}</div>`,
    `.icon { width: ${size}px; height: ${size}px; background: #1b5e20; display: grid; place-items: center; }
     .icon svg { width: ${Math.round(size * 0.8)}px; height: ${Math.round(size * 0.8)}px; }`,
  );
icon('icon-192.png', 192);
icon('icon-512.png', 512);
icon('apple-touch-icon.png', 180);

// favicon.ico for the clients that ask for it without reading the page: one 32x32 PNG in an ICO wrapper.
screenshot('favicon-32.png', 32, 32, logo, 'svg { display: block; width: 32px; height: 32px; }', true);
const png = fs.readFileSync(path.join(publicDir, 'favicon-32.png'));
const header = Buffer.alloc(22);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, png]));
fs.rmSync(path.join(publicDir, 'favicon-32.png'));
console.log('web/public/favicon.ico');

fs.rmSync(work, { recursive: true, force: true });
