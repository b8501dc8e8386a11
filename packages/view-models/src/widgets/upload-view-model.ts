import { ApiGateway, Notifier, uploadEndpoints } from '@worksite/contract';
import {
  DEFAULT_UPLOAD_LIMIT,
  canAddMore,
  checkUpload,
  checkUploadCount,
  listFileRule,
  listImageRule,
  sendsToServer,
  singleImageRule,
  type UploadRule,
  type UploadTransport,
} from '@worksite/validators';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { uploadFailedMessage, vmMessages } from '../messages';
import { DataUrlReader, type PickedFile } from '../ports/data-url-reader';
import { failureMessage } from '../support/failure-message';

/** How the widget behaves: one image, or a list of images or files (SPEC §5). */
export interface UploadConfig {
  readonly mode: 'single' | 'list';
  /** List mode only: images or any allowed file. */
  readonly kind?: 'image' | 'file';
  /** `base64`: nothing is uploaded, the file becomes a data URL. */
  readonly transport?: UploadTransport;
  /** List mode: most files held (default 3). */
  readonly limit?: number;
  /** Single mode: accepted types and maximum MB (default png/jpg/jpeg, 1 MB). */
  readonly types?: readonly string[];
  readonly maxMb?: number;
  /** `upload_type` sent with the file (`userinfo` for avatars). */
  readonly uploadType?: string;
}

/** A file held by the widget: its name and address (server URL or data URL). */
export interface UploadedFile {
  readonly name: string;
  readonly url: string;
}

const DEFAULT_CONFIG: UploadConfig = { mode: 'single' };

/**
 * Upload widget state (SPEC §5, §8): type/size checks from `validators`, the count limit with its
 * warning, adding disabled at the limit, server upload (文件上传成功 / 文件上传失败 {detail}) or base64.
 */
@injectable()
export class UploadViewModel {
  config: UploadConfig = DEFAULT_CONFIG;
  files: readonly UploadedFile[] = [];
  uploading = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(DataUrlReader) private readonly reader: DataUrlReader,
  ) {
    makeAutoObservable<UploadViewModel, 'gateway' | 'notifier' | 'reader'>(
      this,
      { gateway: false, notifier: false, reader: false },
      { autoBind: true },
    );
  }

  get rule(): UploadRule {
    const c = this.config;
    const transport = c.transport ?? 'server';
    if (c.mode === 'single') return singleImageRule({ transport, ...(c.types ? { types: c.types } : {}), ...(c.maxMb ? { maxMb: c.maxMb } : {}) });
    return c.kind === 'file' ? listFileRule(transport) : listImageRule(transport);
  }

  get limit(): number {
    return this.config.mode === 'single' ? 1 : (this.config.limit ?? DEFAULT_UPLOAD_LIMIT);
  }

  /** The `accept` attribute of the file input: `.png,.jpg,…`. */
  get accept(): string {
    return this.rule.types.map((t) => `.${t}`).join(',');
  }

  /** List mode: adding is disabled once the count reaches the limit (SPEC §4). Single mode replaces. */
  get canAdd(): boolean {
    return this.config.mode === 'single' || canAddMore(this.files.length, this.limit);
  }

  /** The single mode's current address. */
  get url(): string | undefined {
    return this.files[0]?.url;
  }

  configure(config: UploadConfig): void {
    this.config = config;
  }

  /** Shows existing files (an edit form). */
  setFiles(files: readonly UploadedFile[]): void {
    this.files = files;
  }

  remove(index: number): void {
    this.files = this.files.filter((_, i) => i !== index);
  }

  /** Files the user picked: count check (list), then per file type/size check and upload or data URL. */
  async choose(picked: readonly PickedFile[]): Promise<void> {
    if (this.config.mode === 'list') {
      const count = checkUploadCount(this.files.length, picked.length, this.limit);
      if (!count.ok) {
        this.notifier.warning(count.message);
        return;
      }
    }
    for (const file of this.config.mode === 'single' ? picked.slice(0, 1) : picked) {
      const check = checkUpload(this.rule, file.name, file.size);
      if (!check.ok) {
        this.notifier.error(check.message);
        continue;
      }
      const url = await this.store(file);
      if (url === undefined) continue;
      runInAction(() => {
        const added = { name: file.name, url };
        this.files = this.config.mode === 'single' ? [added] : [...this.files, added];
      });
    }
  }

  private async store(file: PickedFile): Promise<string | undefined> {
    if (!sendsToServer(this.rule)) return this.reader.readAsDataUrl(file);
    this.uploading = true;
    try {
      // `file` rides along the catalogued fields: the gateway sends a multipart form.
      const params = { upload_type: this.config.uploadType ?? '', file_name: file.name, file: file.content };
      const url = await this.gateway.call(uploadEndpoints.uploadImage, params);
      this.notifier.success(vmMessages.uploadSucceeded);
      return url;
    } catch (e) {
      this.notifier.error(uploadFailedMessage(failureMessage(e, '')));
      return undefined;
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }
}
