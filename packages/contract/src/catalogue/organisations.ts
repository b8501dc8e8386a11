import * as t from 'io-ts';
import { CompanyTreeNode } from '../codecs/company';
import { IdParams, ListParams, PageParams } from '../codecs/common-requests';
import { Organisation } from '../codecs/organisation';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, perm } from './define-endpoints';

const org = (button: Parameters<typeof perm>[2]) => perm(PAGE.orgManage, SUBPAGE.organisation, button);
const supplier = (button: Parameters<typeof perm>[2]) => perm(PAGE.orgManage, SUBPAGE.supplier, button);

/** Organisations, suppliers and the company tree (SPEC §7 "Organisations"). */
export const organisationEndpoints = defineEndpoints({
  companyOrgList: {
    method: 'GET', path: '/api/Org/QueryOrgList', pathChosen: true, access: 'session', request: PageParams,
    response: t.array(CompanyTreeNode), summary: '公司组织树（顶栏 500 条，其他处 1000 条，index 0）',
  },
  adminCompanyOrgList: {
    method: 'GET', path: '/api/Org/AdminGetAllQueryOrgList', pathChosen: true, access: 'admin', request: PageParams,
    response: t.array(CompanyTreeNode), summary: '全部公司组织树（系统管理员）',
  },
  orgList: { method: 'GET', path: '/api/Org/GetOrgList', access: org('search'), envelope: 'list', request: ListParams, response: Organisation },
  orgListByType: {
    method: 'GET', path: '/api/Org/QueryOrgListByType', access: 'session', envelope: 'list', request: ListParams,
    response: Organisation, summary: '按类型的组织下拉',
  },
  adminOrgListByType: {
    method: 'GET', path: '/api/Org/AdminGetAllQueryOrgListByType', access: 'admin', envelope: 'list',
    request: ListParams, response: Organisation,
  },
  orgInfo: { method: 'GET', path: '/api/Org/GetOrgInfo', access: org('search'), request: IdParams, response: Organisation },
  orgCreate: { method: 'POST', path: '/api/Org/CreateOrg', access: org('add') },
  orgUpdate: { method: 'POST', path: '/api/Org/UpdateOrg', access: org('edit') },
  orgDelete: { method: 'POST', path: '/api/Org/DeleteOrg', access: org('delete'), request: IdParams },
  orgUpdateContactor: { method: 'POST', path: '/api/Org/UpdateOrgContactor', access: org('edit') },
  supplierAdd: { method: 'POST', path: '/api/Org/Supply', access: supplier('add') },
  supplierDelete: { method: 'POST', path: '/api/Org/DeleteSupply', access: supplier('delete') },
  supplierList: { method: 'POST', path: '/api/Org/GetSupplys', access: supplier('search'), envelope: 'list', request: ListParams, response: Organisation },
  engineeringOrgList: {
    method: 'GET', path: '/api/Engineering/GetOrgListByEngineeringID', access: 'session',
    response: t.array(Organisation), summary: '工程参建单位',
  },
});
