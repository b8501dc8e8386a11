import { callSpec } from '../records/derive/record-catalogue';
import { projectRecord } from '../records/project-record';
import { defineEndpoints } from '../define-endpoints';

const p = <K extends string>(key: K) => callSpec(projectRecord, key);

/**
 * Projects (SPEC §7 "Projects"): every entry derives from the project declaration (records/project-record.ts);
 * the keys are listed here only so each keeps its precise codec types.
 */
export const projectEndpoints = defineEndpoints({
  projectList: p('list'),
  projectListOfOrder: p('listOfOrder'),
  projectInfo: p('detail'),
  projectUsers: p('users'),
  projectOrgs: p('orgs'),
  projectAdd: p('create'),
  projectUpdate: p('update'),
  projectDelete: p('delete'),
  projectUpdateJoinUser: p('joinUsers'),
  projectUpdateJoinOrgList: p('joinOrgs'),
  headerProjectList: p('header'),
  projectPosList: p('posList'),
  projectPosDetail: p('posDetail'),
  projectPosAdd: p('posAdd'),
  projectPosUpdate: p('posUpdate'),
});
