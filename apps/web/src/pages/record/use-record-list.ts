import { useState } from 'react';
import { useContainer } from '../../di/container-context';
import type { RecordListModel } from './record-models';
import { recordPageParts } from './record-page-parts';

/** The list model of one record type for the mounted page: the type's own, else the generic record view-models. */
export function useRecordList(typeName: string): RecordListModel {
  const container = useContainer();
  const [vm] = useState(() => {
    const own = recordPageParts(typeName).list;
    if (own !== undefined) return own(container);
    throw new Error(`record view-models not merged yet (${typeName})`);
  });
  return vm;
}
