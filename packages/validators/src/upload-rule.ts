import { type CheckResult, failed, passed } from './check-result';
import { fileExtension } from './file-extension';
import { uploadSizeMessage, uploadTypeMessage, validatorMessages } from './messages';

/** Bytes in one megabyte (1024 × 1024), the unit of every size limit in SPEC §5. */
export const BYTES_PER_MB = 1024 * 1024;

/** Where a chosen file goes: sent to the upload call, or read into a data URL by the caller (nothing is uploaded). */
export type UploadTransport = 'server' | 'base64';

/** What an upload widget accepts and what it says when a file does not fit. */
export interface UploadRule {
  /** Accepted extensions, lower case, no dot. */
  readonly types: readonly string[];
  readonly maxBytes: number;
  /** True when a file of exactly `maxBytes` is accepted ("maximum"), false when it must be under it ("under"). */
  readonly maxInclusive: boolean;
  readonly typeMessage: string;
  readonly sizeMessage: string;
  readonly transport: UploadTransport;
}

/** Options of the single-image upload. */
export interface SingleImageOptions {
  readonly types?: readonly string[];
  readonly maxMb?: number;
  readonly transport?: UploadTransport;
}

/** Default types of the single-image upload. */
export const SINGLE_IMAGE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg'];
/** Default maximum of the single-image upload, in MB. */
export const SINGLE_IMAGE_MAX_MB = 1;
/** Types of the upload list in image mode. */
export const LIST_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'ico'];
/** Types of the upload list in file mode: documents plus the image types. */
export const LIST_FILE_TYPES: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pdf', 'txt', ...LIST_IMAGE_TYPES];
/** Size limit of both upload-list modes, in MB (files must be under it). */
export const LIST_MAX_MB = 10;

/** Single image upload: png/jpg/jpeg up to 1 MB by default, both configurable. */
export function singleImageRule(options: SingleImageOptions = {}): UploadRule {
  const types = (options.types ?? SINGLE_IMAGE_TYPES).map((type) => type.replace(/^\./, '').toLowerCase());
  const maxMb = options.maxMb ?? SINGLE_IMAGE_MAX_MB;
  return {
    types,
    maxBytes: maxMb * BYTES_PER_MB,
    maxInclusive: true,
    typeMessage: uploadTypeMessage(types),
    sizeMessage: uploadSizeMessage(maxMb),
    transport: options.transport ?? 'server',
  };
}

/** Upload list in image mode: jpg, jpeg, png, bmp, gif, ico under 10 MB. */
export function listImageRule(transport: UploadTransport = 'server'): UploadRule {
  return {
    types: LIST_IMAGE_TYPES,
    maxBytes: LIST_MAX_MB * BYTES_PER_MB,
    maxInclusive: false,
    typeMessage: validatorMessages.listImageType,
    sizeMessage: validatorMessages.listImageSize,
    transport,
  };
}

/** Upload list in file mode: office documents, pdf, txt and the image types, under 10 MB. */
export function listFileRule(transport: UploadTransport = 'server'): UploadRule {
  return {
    types: LIST_FILE_TYPES,
    maxBytes: LIST_MAX_MB * BYTES_PER_MB,
    maxInclusive: false,
    typeMessage: validatorMessages.listFileType,
    sizeMessage: validatorMessages.listFileSize,
    transport,
  };
}

/** Checks a chosen file by name (extension, any case) and size in bytes: type first, then size. */
export function checkUpload(rule: UploadRule, fileName: string, sizeBytes: number): CheckResult {
  if (!rule.types.includes(fileExtension(fileName))) return failed(rule.typeMessage);
  const fits = rule.maxInclusive ? sizeBytes <= rule.maxBytes : sizeBytes < rule.maxBytes;
  return fits ? passed() : failed(rule.sizeMessage);
}

/** False in the base64 modes: the caller turns the file into a data URL and nothing is sent to the server. */
export function sendsToServer(rule: UploadRule): boolean {
  return rule.transport === 'server';
}
