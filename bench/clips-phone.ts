/**
 * The shot view on a phone (decision 040): Chromium at 375 px with its CPU slowed 4× (bench/phone.ts's
 * phone, the network as it is), a fresh profile for each load, the production server with the shot's two counter clips (the demo
 * account's kind). Measured from the navigation's start: when the first clip's first frame is on
 * screen (requestVideoFrameCallback's presentation time; else the first paint after its
 * `loadeddata`), beside the first contentful paint of a static page (/desktop, prerendered) and
 * of the shot view, in the same run. Target: the frame within 2 s.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { drawCounterClip } from '../server/modules/clips/demo-clips';
import { clipReady, tusUpload } from './clips';
import { signedInAccount } from './lighthouse-signed-in';
import { phone } from './phone';
import { loadAverage, startProductionServer } from './support';

const RUNS = Number(process.env.BENCH_CLIPS_PHONE_RUNS ?? 5);
const TARGET_MS = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs in the page before its HTML: watches for the first video (parsed, or moved into place with a
 * streamed part of the page) and notes when its first frame is shown: requestVideoFrameCallback's
 * presentation time, else the second animation frame after the video has its first frame. Text,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const WATCH_FIRST_FRAME = `(() => {
  const painted = () => requestAnimationFrame(() => requestAnimationFrame((t) => setTimeout(() => { window.firstFrameMs ??= t; }, 1000)));
  const watch = (video) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback((now, frame) => { window.firstFrameMs ??= frame.presentationTime; });
    if (video.readyState >= 2) painted();
    else video.addEventListener('loadeddata', painted, { once: true });
  };
  new MutationObserver((changes, observer) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        const video = node instanceof HTMLVideoElement ? node : node instanceof Element ? node.querySelector('video') : null;
        if (video) {
          watch(video);
          observer.disconnect();
          return;
        }
      }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** One load on a fresh phone (bench/phone.ts's, CPU 4× slower, the network as it is): the first contentful paint and, on a page with a clip, its first frame (ms from the navigation's start). */
async function load(browser: Browser, url: string, cookie: string, withClip: boolean): Promise<{ fcp: number; frame: number | null }> {
  const page = await phone(browser, new URL(url).origin, cookie, false);
  try {
    await page.addInitScript({ content: WATCH_FIRST_FRAME });
    await page.goto(url, { waitUntil: 'load' });
    const frame = withClip
      ? await page
          .waitForFunction(() => (window as unknown as { firstFrameMs?: number }).firstFrameMs, null, { timeout: 30_000 })
          .then((handle) => handle.jsonValue())
          .catch(async (error: unknown) => {
            const state = await page.evaluate(() => ({ videos: document.querySelectorAll('video').length, ready: document.querySelector('video')?.readyState, title: document.title }));
            throw new Error(`no first frame at ${page.url()}: ${JSON.stringify(state)}`, { cause: error });
          })
      : null;
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    return { fcp, frame: frame ?? null };
  } finally {
    await page.context().close();
  }
}

export async function benchClipsPhone(): Promise<void> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clips-phone-'));
  const app = await startProductionServer({ DATA_DIR: path.join(work, 'data') });
  let browser: Browser | null = null;
  try {
    const { cookie, token } = await signedInAccount(app);
    const ids: string[] = [];
    for (const [camera, size] of [['face-on', '480x270'], ['down-the-line', '270x480']] as const) {
      const file = path.join(work, `${camera}.mp4`);
      await drawCounterClip('ffmpeg', file, { size, fps: 120, seconds: 3 });
      ids.push(await tusUpload(app, token, file, 'Ann-7i-0', '120', { camera, impactMs: '2000' }));
    }
    const shotId = await clipReady(app, token, ids[0]);
    await clipReady(app, token, ids[1]);

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const staticPage: number[] = [];
    const shotFcp: number[] = [];
    const frames: number[] = [];
    const before = loadAverage();
    for (let i = 0; i < RUNS; i++) {
      staticPage.push((await load(browser, `${app.origin}/desktop`, cookie, false)).fcp);
      const shot = await load(browser, `${app.origin}/account/shots/${shotId}`, cookie, true);
      shotFcp.push(shot.fcp);
      frames.push(shot.frame!);
    }
    const row = (what: string, xs: number[], note = '') => console.log([what, xs.map((x) => x.toFixed(0)).join(' '), median(xs).toFixed(0), note].join('\t'));
    console.log(`\nThe shot view on a phone: Chromium at 375 px, CPU 4× slower, a fresh profile each load; production server, clips as files; load average ${before}`);
    console.log(['what (ms from the navigation)', `${RUNS} runs`, 'median', ''].join('\t'));
    row('baseline: /desktop (static) first contentful paint', staticPage);
    row('shot view first contentful paint', shotFcp);
    row("shot view: the clip's first frame on screen", frames, `target ≤ ${TARGET_MS} ms: ${median(frames) <= TARGET_MS ? 'met' : 'missed'}`);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await browser?.close();
    await app.stop();
    await fsp.rm(work, { recursive: true, force: true });
  }
}
