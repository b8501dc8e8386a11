import { ApiGateway, ConfirmDialog, FileTransfer, Notifier, recordTypes, type RecordType } from '@worksite/contract';
import { inject, injectable, optional } from 'inversify';
import { DataUrlReader } from '../ports/data-url-reader';
import { FileSaver } from '../ports/file-saver';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { RecordDetailViewModel } from './record-detail-view-model';
import { RecordExtensions } from './record-extensions';
import { RecordFormViewModel } from './record-form-view-model';
import { RecordListViewModel } from './record-list-view-model';

/**
 * Makes the view-models of a generic record page from a declaration (DESIGN.md §5): a fresh list with its own
 * form and detail dialog each time a page opens.
 */
@injectable()
export class RecordPageFactory {
  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(FileTransfer) private readonly files: FileTransfer,
    @inject(DataUrlReader) private readonly reader: DataUrlReader,
    @inject(RecordExtensions) private readonly extensions: RecordExtensions,
    @inject(FileSaver) @optional() private readonly saver: FileSaver | undefined,
  ) {}

  /** The list (with `form` and `detail`) of a record type, given as the declaration or its name. */
  create(recordType: RecordType | string): RecordListViewModel {
    const rt = typeof recordType === 'string' ? recordTypes[recordType] : recordType;
    if (rt === undefined) throw new Error(`RecordPageFactory: no record type named ${String(recordType)}`);
    const form = new RecordFormViewModel(rt, this.gateway, this.notifier, this.reader);
    const detail = new RecordDetailViewModel(rt, this.gateway, this.notifier);
    return new RecordListViewModel(rt, form, detail, {
      gateway: this.gateway,
      currentUser: this.currentUser,
      currentCompany: this.currentCompany,
      menuAccess: this.menuAccess,
      notifier: this.notifier,
      dialog: this.dialog,
      files: this.files,
      saver: this.saver,
      extensions: this.extensions,
    });
  }
}
