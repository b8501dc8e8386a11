import { recordTypes, type RecordType } from '@worksite/contract';
import { Container, ContainerModule, inject, injectable } from 'inversify';
import { AppContainer } from '../support/app-container';
import { RecordCallDialogViewModel } from './record-call-dialog-view-model';
import { RecordDetailViewModel } from './record-detail-view-model';
import { RecordExcelViewModel } from './record-excel-view-model';
import { RecordFormViewModel } from './record-form-view-model';
import { RecordListViewModel } from './record-list-view-model';
import { RecordMoveViewModel } from './record-move-view-model';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';

/** The view-models of one generic record page: one each per page container, sharing its declaration and rows. */
const recordPageModule = new ContainerModule(({ bind }) => {
  bind(RecordRowsViewModel).toSelf().inSingletonScope();
  bind(RecordFormViewModel).toSelf().inSingletonScope();
  bind(RecordDetailViewModel).toSelf().inSingletonScope();
  bind(RecordMoveViewModel).toSelf().inSingletonScope();
  bind(RecordCallDialogViewModel).toSelf().inSingletonScope();
  bind(RecordExcelViewModel).toSelf().inSingletonScope();
  bind(RecordListViewModel).toSelf().inSingletonScope();
});

/**
 * Makes the view-models of a generic record page from a declaration (DESIGN.md §5, docs/decisions/0461): each
 * page gets a child container of the app's, with the declaration bound, from which its list, form, detail, move
 * and Excel view-models are resolved by constructor injection — the app's ports and session come from the parent.
 */
@injectable()
export class RecordPageFactory {
  constructor(@inject(AppContainer) private readonly app: Container) {}

  /** The list (with `form`, `detail` and `move`) of a record type, given as the declaration or its name. */
  create(recordType: RecordType | string): RecordListViewModel {
    const rt = typeof recordType === 'string' ? recordTypes[recordType] : recordType;
    if (rt === undefined) throw new Error(`RecordPageFactory: no record type named ${String(recordType)}`);
    const page = new Container({ parent: this.app });
    page.bind(RecordPageType).toConstantValue(rt);
    page.loadSync(recordPageModule);
    return page.get(RecordListViewModel);
  }
}
