import { filetypeinfo } from 'magic-bytes.js';

/**
 * What a file is by its content (magic bytes), for the types SPEC §5 accepts. The name a client sends is
 * never trusted. `cfb` is the OLE container of doc/xls/ppt; office-open files are told apart by their parts.
 */
export type SniffedType = 'png' | 'jpg' | 'gif' | 'bmp' | 'ico' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'cfb' | 'txt';

/** magic-bytes.js names → the types SPEC §5 accepts; anything else (exe, ELF, archives…) is refused. */
const byMagic: Readonly<Record<string, SniffedType>> = {
  png: 'png', apng: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', bmp: 'bmp', ico: 'ico', pdf: 'pdf',
  doc: 'cfb', xls: 'cfb', ppt: 'cfb',
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];

function isText(b: Buffer): boolean {
  if (b.length === 0) return false;
  for (const byte of b) if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** An office-open file is a zip whose parts name word/, xl/ or ppt/ (magic bytes alone say only "zip"). */
function officeOpenType(b: Buffer): SniffedType | undefined {
  const head = b.subarray(0, Math.min(b.length, 64 * 1024)).toString('latin1');
  if (!head.includes('[Content_Types].xml')) return undefined;
  if (head.includes('word/')) return 'docx';
  if (head.includes('xl/')) return 'xlsx';
  if (head.includes('ppt/')) return 'pptx';
  return undefined;
}

/** Sniffs `b` by its magic bytes (magic-bytes.js); undefined for anything SPEC §5 does not accept. */
export function sniffFileType(b: Buffer): SniffedType | undefined {
  if (ZIP.every((x, i) => b[i] === x)) return officeOpenType(b);
  const detected = filetypeinfo(b.subarray(0, 4100)).map((info) => info.typename);
  if (detected.length > 0) {
    const accepted = detected.map((name) => byMagic[name]).find((type) => type !== undefined);
    // A known signature that is not an accepted type (exe, ELF, zip, …) is refused outright.
    return accepted;
  }
  return isText(b) ? 'txt' : undefined;
}

/** Extensions a sniffed type satisfies (`cfb` may be any legacy office file). */
export const extensionsOf: Readonly<Record<SniffedType, readonly string[]>> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  bmp: ['bmp'],
  ico: ['ico'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  cfb: ['doc', 'xls', 'ppt'],
  txt: ['txt'],
};

/** Content-Type a stored file is served with. */
export const mimeOf: Readonly<Record<SniffedType, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  cfb: 'application/octet-stream',
  txt: 'text/plain; charset=utf-8',
};
