/**
 * What a file is by its content (magic bytes), for the types SPEC §5 accepts. The name a client sends is
 * never trusted. `cfb` is the OLE container of doc/xls/ppt; office-open files are told apart by their parts.
 */
export type SniffedType = 'png' | 'jpg' | 'gif' | 'bmp' | 'ico' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'cfb' | 'txt';

const startsWith = (b: Buffer, bytes: readonly number[], offset = 0) => b.length >= offset + bytes.length && bytes.every((x, i) => b[offset + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

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

/** Sniffs `b`; undefined for anything else (executables, scripts, archives, unknown data). */
export function sniffFileType(b: Buffer): SniffedType | undefined {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('BM')) && b.length >= 26 && [12, 40, 52, 56, 64, 108, 124].includes(b.readUInt32LE(14))) return 'bmp';
  if (startsWith(b, [0x00, 0x00, 0x01, 0x00]) && b.length >= 22 && b.readUInt16LE(4) > 0) return 'ico';
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    const head = b.subarray(0, Math.min(b.length, 64 * 1024)).toString('latin1');
    if (!head.includes('[Content_Types].xml')) return undefined;
    if (head.includes('word/')) return 'docx';
    if (head.includes('xl/')) return 'xlsx';
    if (head.includes('ppt/')) return 'pptx';
    return undefined;
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
