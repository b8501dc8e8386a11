/// <reference types="jest" />
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('close buttons are named (issue 11 item 6: every dialog close button has the name 关闭)', () => {
  it('no dialog, drawer or toast uses an empty close trigger (a button without a name): DialogCloseButton instead', () => {
    const empty = /<(Dialog|Drawer|Toast|Popover)\.CloseTrigger\s*\/>/;
    const offenders = sources(SRC)
      .filter((file) => empty.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
