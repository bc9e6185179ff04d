import { messages } from '../../../common/messages';
import { IMPORT_MAX_BYTES } from '../../../common/constants';
import type { ImportDistanceUnit, ImportPreview, ImportProgressLine, ImportResult, ImportSpeedUnit } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';

/**
 * The CSV import's calls (docs/decisions/012). The file is sent as the raw body with
 * XMLHttpRequest, the one browser API that reports upload progress; the import's answer is read
 * as it arrives (NDJSON), one progress line per 1,000 rows stored.
 */

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** The browser's own time zone: the exports write local times without one, read in this zone unless the golfer picks another. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zones a golfer can pick for a file's times. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** What can be told before sending: the type, an empty file, a file over the limit. */
export function checkFile(file: File): string | null {
  const csvType = ['', 'text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', 'text/x-csv'].includes(file.type);
  if (!/\.(csv|txt)$/i.test(file.name) || !csvType) return messages.importWrongType;
  if (file.size === 0) return messages.importEmpty;
  if (file.size > IMPORT_MAX_BYTES) return fillMessage(messages.importTooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 });
  return null;
}

interface SendOptions {
  onUpload?: (fraction: number) => void;
  onText?: (text: string) => void;
}

function send(url: string, file: File, { onUpload, onText }: SendOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json, application/x-ndjson');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUpload?.(event.loaded / event.total);
    };
    xhr.onprogress = () => onText?.(xhr.responseText);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.onabort = () => resolve({ status: 0, text: '' });
    xhr.send(file);
  });
}

function errorOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // a proxy's page, or nothing at all
  }
  return messages.unknownError;
}

function queryString(params: { [key: string]: string | Record<string, string> | undefined }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How the file is read: the zone of its times, the units it does not name, the wedge of its "Wedge" rows. */
export interface ReadingChoices {
  timeZone?: string;
  speedUnit?: ImportSpeedUnit;
  distanceUnit?: ImportDistanceUnit;
  wedge?: string;
}

/** `POST /api/import/preview`: what would be stored; nothing is. */
export async function previewImport(file: File, reading: ReadingChoices, onUpload: (fraction: number) => void): Promise<Outcome<ImportPreview>> {
  const { status, text } = await send(`/api/import/preview${queryString({ ...reading })}`, file, { onUpload });
  if (status === 200) {
    try {
      return { ok: true, data: JSON.parse(text) as ImportPreview };
    } catch {
      return { ok: false, error: messages.unknownError };
    }
  }
  return { ok: false, error: status === 0 ? messages.unknownError : errorOf(text) };
}

export interface ImportChoices extends ReadingChoices {
  date?: string;
  player?: string;
  players?: Record<string, string>;
}

/** `POST /api/import`: stores the file's shots, reporting each progress line as it comes. */
export async function runImport(
  file: File,
  choices: ImportChoices,
  onProgress: (line: Extract<ImportProgressLine, { type: 'progress' }>) => void,
  onUpload?: (fraction: number) => void,
): Promise<Outcome<ImportResult>> {
  let seen = 0;
  const lines = (text: string): ImportProgressLine[] => {
    const out: ImportProgressLine[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        out.push(JSON.parse(line) as ImportProgressLine);
      } catch {
        // the last line, still arriving
      }
    }
    return out;
  };
  const url = `/api/import${queryString({ ...choices })}`;
  const { status, text } = await send(url, file, {
    onUpload,
    onText: (partial) => {
      const complete = partial.slice(0, partial.lastIndexOf('\n') + 1);
      const parsed = lines(complete);
      for (const line of parsed.slice(seen)) if (line.type === 'progress') onProgress(line);
      seen = parsed.length;
    },
  });
  if (status !== 200) return { ok: false, error: status === 0 ? messages.unknownError : errorOf(text) };
  const last = lines(text).at(-1);
  if (last?.type === 'done') return { ok: true, data: last.result };
  if (last?.type === 'error') return { ok: false, error: last.error };
  return { ok: false, error: messages.unknownError };
}
