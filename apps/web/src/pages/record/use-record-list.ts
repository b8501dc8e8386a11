import { RecordPageFactory } from '@worksite/view-models';
import { useState } from 'react';
import { useContainer } from '../../di/container-context';
import { loadModulesOnce } from '../../di/lazy-modules';
import { RECORD_PAGE_MODULES } from '../record-page-modules';
import { genericListModel } from './generic-list-model';
import type { RecordListModel } from './record-models';
import { recordPageParts } from './record-page-parts';

/** The list model of one record type for the mounted page: the type's own, else the generic record view-models. */
export function useRecordList(typeName: string): RecordListModel {
  const container = useContainer();
  const [vm] = useState(() => {
    loadModulesOnce(container, RECORD_PAGE_MODULES);
    const own = recordPageParts(typeName).list;
    return own !== undefined ? own(container) : genericListModel(container.get(RecordPageFactory).create(typeName));
  });
  return vm;
}
