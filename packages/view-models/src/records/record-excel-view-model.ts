import { FileTransfer, Notifier, type DownloadedFile, type RecordType } from '@worksite/contract';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { FileSaver } from '../ports/file-saver';
import { alreadyReported, failureMessage } from '../support/failure-message';
import { reportedWhile } from '../support/reported-while';
import { actionEndpoint, importTemplateEndpoint } from './record-calls';
import { importErrorsOf, type ImportOutcome } from './record-list-types';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';

/**
 * The Excel moves of a generic record page (one per page container): 导出 the current search, 下载导入模板, 导入
 * with every row error of a refused workbook for the 导入失败 dialog. Files go through the FileTransfer port and
 * are handed to the FileSaver.
 */
@injectable()
export class RecordExcelViewModel {
  /** Every row error of the last refused import (shown in the 导入失败 dialog); [] otherwise. */
  importErrors: readonly string[] = [];
  /** Counts of the last successful import. */
  importOutcome: ImportOutcome | undefined = undefined;
  /** The last file exported or downloaded (also handed to the FileSaver). */
  lastDownload: DownloadedFile | undefined = undefined;
  busy = false;

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) private readonly list: RecordRowsViewModel,
    @inject(FileTransfer) private readonly files: FileTransfer,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(FileSaver) @optional() private readonly saver: FileSaver | undefined,
  ) {
    makeAutoObservable<RecordExcelViewModel, 'list' | 'files' | 'notifier' | 'saver'>(
      this,
      { recordType: false, list: false, files: false, notifier: false, saver: false, lastDownload: observableRef },
      { autoBind: true },
    );
  }

  /** 导出: the current search as an .xlsx (the export call), handed to the FileSaver; answers the file. */
  async exportExcel(): Promise<DownloadedFile | undefined> {
    const endpoint = actionEndpoint(this.recordType, 'export');
    if (endpoint === undefined) return undefined;
    return this.download(() => this.files.download(endpoint, { strWhere: this.list.strWhere, ...this.list.sortParams }));
  }

  /** 下载导入模板: the header-only .xlsx. */
  async downloadImportTemplate(): Promise<DownloadedFile | undefined> {
    const endpoint = importTemplateEndpoint(this.recordType);
    if (endpoint === undefined) return undefined;
    return this.download(() => this.files.download(endpoint, {}));
  }

  /**
   * 导入: sends the workbook; success → 导入成功 and reload; refused → `importErrors` holds every row error
   * (the 导入失败 dialog), nothing written. Resolves true when imported.
   */
  async importExcel(bytes: Uint8Array, fileName: string): Promise<boolean> {
    const endpoint = actionEndpoint(this.recordType, 'import');
    if (endpoint === undefined) return false;
    this.importErrors = [];
    this.importOutcome = undefined;
    this.busy = true;
    try {
      const data = (await this.files.upload(endpoint, bytes, fileName)) as Partial<ImportOutcome> | undefined;
      runInAction(() => {
        this.importOutcome = { created: Number(data?.created ?? 0), updated: Number(data?.updated ?? 0) };
      });
    } catch (e) {
      // Row errors go to the 导入失败 dialog; any other refusal is shown once (toast), as every call's.
      const errors = importErrorsOf(e) ?? (alreadyReported(e) ? [] : [failureMessage(e)]);
      runInAction(() => {
        this.importErrors = errors;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    this.notifier.success(vmMessages.recordImported);
    await this.list.load();
    return true;
  }

  /** Closes the 导入失败 dialog. */
  clearImportErrors(): void {
    this.importErrors = [];
  }

  private async download(fetch: () => Promise<DownloadedFile>): Promise<DownloadedFile | undefined> {
    let file: DownloadedFile | undefined;
    const done = await reportedWhile(this, 'busy', this.notifier, async () => {
      file = await fetch();
      runInAction(() => {
        this.lastDownload = file;
      });
      this.saver?.save(file);
    });
    return done ? file : undefined;
  }
}
