import { IdParams, ListParams, PageParams, UserProjectListParams } from '../codecs/common-requests';
import { Project, ProjectPosInfo } from '../codecs/project';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, perm } from './define-endpoints';

const crm = (button: Parameters<typeof perm>[2]) => perm(PAGE.projectManage, SUBPAGE.crmProject, button);
const POS = '/api/TyProjectPosInfo';

/**
 * Projects (SPEC §7 "Projects"). The project lists are `session` calls scoped to the caller's company:
 * other screens (templates, orders) load their project choices from them.
 */
export const projectEndpoints = defineEndpoints({
  projectList: {
    method: 'GET', path: '/api/Project/WhereProjectList', access: 'session', envelope: 'list',
    request: ListParams, response: Project, summary: '项目列表（也是项目下拉，size 100）',
  },
  projectListOfOrder: {
    method: 'GET', path: '/api/Project/WhereProjectListOfOrder', access: 'session', envelope: 'list',
    request: ListParams, response: Project, summary: '有订单的项目列表',
  },
  projectInfo: { method: 'GET', path: '/api/Project/GetProjectInfo/:id', access: crm('search'), request: IdParams, response: Project },
  projectUsers: { method: 'GET', path: '/api/Project/GetProjectUsers', access: crm('search') },
  projectOrgs: { method: 'GET', path: '/api/Project/GetProjectOrgs', access: crm('search') },
  projectAdd: { method: 'POST', path: '/api/Project/Add', access: crm('add') },
  projectUpdate: { method: 'POST', path: '/api/Project/Update', access: crm('edit') },
  projectDelete: { method: 'POST', path: '/api/Project/Delete', access: crm('delete') },
  projectUpdateJoinUser: { method: 'POST', path: '/api/Project/UpdateJoinUser', access: crm('edit') },
  projectUpdateJoinOrgList: { method: 'POST', path: '/api/Project/UpdateJoinOrgList', access: crm('edit') },
  headerProjectList: {
    method: 'GET', path: `${POS}/getTyProjectPosInfoByUserID`, pathChosen: true, access: 'session', envelope: 'list',
    request: UserProjectListParams, response: ProjectPosInfo, summary: '顶栏项目选择（index 0, size 500）',
  },
  projectPosList: {
    method: 'GET', path: `${POS}/GetListWithOutToken`, pathChosen: true, access: 'session', envelope: 'list',
    request: PageParams, response: ProjectPosInfo,
  },
  projectPosDetail: { method: 'GET', path: `${POS}/GetProjectDetailByID`, pathChosen: true, access: 'session', response: Project },
  projectPosAdd: { method: 'POST', path: `${POS}/AddProjectWithOutToken`, pathChosen: true, access: crm('add') },
  projectPosUpdate: { method: 'POST', path: `${POS}/UpdateProjectWithOutToken`, pathChosen: true, access: crm('edit') },
});
