import { PAGE, SUBPAGE } from '../menu/page-keys';
import { resourceEndpoints } from './define-endpoints';

const RECORD_ACTIONS = [
  ['POST', 'createData'],
  ['POST', 'queryDataByWhere', { envelope: 'list' }],
  ['POST', 'updateData'],
] as const;
const CHOSEN = { pathChosen: true } as const;

/** Project records: qualification, builder licence, finish-check info (SPEC §7 "Records"; prefixes chosen). */
export const recordEndpoints = {
  ...resourceEndpoints('/api/Qualification', 'qualification', PAGE.projectManage, SUBPAGE.qualification, RECORD_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/BuilderLicence', 'builderLicence', PAGE.projectManage, SUBPAGE.builderLicence, RECORD_ACTIONS, CHOSEN),
  ...resourceEndpoints('/api/ProjectFinishCheck', 'finishCheck', PAGE.projectManage, SUBPAGE.finishCheck, RECORD_ACTIONS, CHOSEN),
};
