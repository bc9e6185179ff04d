import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const areaDir = fileURLToPath(new URL('./messages/', import.meta.url));

async function loadAreas(): Promise<Array<{ file: string; texts: Record<string, string> }>> {
  const files = readdirSync(areaDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(`./messages/${file}`)) as Record<string, Record<string, string>>;
      const exported = Object.values(module);
      expect(exported, `${file} exports one object of texts`).toHaveLength(1);
      return { file, texts: exported[0]! };
    }),
  );
}

describe('messages', () => {
  it('holds every text of every area file, each key in one area only', async () => {
    const areas = await loadAreas();
    expect(areas.length).toBeGreaterThan(10);
    const owner = new Map<string, string>();
    for (const { file, texts } of areas) {
      for (const [key, text] of Object.entries(texts)) {
        expect(owner.get(key), `${key} in ${file}`).toBeUndefined();
        owner.set(key, file);
        expect(messages[key as keyof typeof messages], key).toBe(text);
      }
    }
    expect(Object.keys(messages).sort()).toEqual([...owner.keys()].sort());
  });
});
