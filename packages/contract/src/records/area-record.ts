import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 区域设置 (区域管理; fields and paths chosen, docs/decisions/0430): a company's management areas — a name, the
 * district code it covers (the code projects carry), who is in charge. A project may name one as its 管理区域
 * (projectRecord `areaId`); an area that still has projects is not deleted.
 */
export const areaRecord = declareRecord({
  name: 'area',
  title: '区域',
  table: 'areas',
  permission: { page: PAGE.regional, subPage: SUBPAGE.area },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Area',
    alias: 'area',
    calls: {
      list: {
        method: 'GET', action: 'WhereAreaList',
        // `forProject=1`: only the areas a project of the caller's company may name (its company's or above; 0523).
        params: { forProject: param.text('用于项目', ['for_project']) },
      },
      detail: { method: 'GET', action: 'GetAreaDetail' },
      create: { method: 'POST', action: 'CreateArea' },
      update: { method: 'POST', action: 'ModifyArea' },
      delete: { method: 'POST', action: 'DeleteArea' },
    },
  },
  fields: [
    field.id(),
    field.text('areaName', '区域名称', { required: m.areaNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true }),
    field.district('districtCode', '所辖行政区', { maxLength: 12, filterable: true, listed: true }),
    field.text('manager', '负责人', { maxLength: 50, filterable: true, listed: true }),
    field.phone('contactPhone', '联系电话', { listed: true }),
    field.multiline('description', '说明', { maxLength: 500 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
