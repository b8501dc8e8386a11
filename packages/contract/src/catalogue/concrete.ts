import type { Endpoint } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { resourceEndpoints } from './define-endpoints';

const C = PAGE.concrete;
const CHOSEN = { pathChosen: true } as const;
const LIST = { envelope: 'list' } as const;

/**
 * Concrete production (SPEC §7 "Concrete"). SPEC gives the action names but not their methods:
 * reads (Where/Get/Query/Account) are GET, writes POST. Names SPEC gives only as a verb
 * ("delete", "history details", formula and tanker-car actions) are chosen and marked.
 */
export const concreteEndpoints: Record<string, Endpoint> = {
  ...resourceEndpoints('/api/PCConcOrder', 'concOrder', C, SUBPAGE.concOrder, [
    ['GET', 'WhereOrderList', LIST],
    ['GET', 'GetOrderDetail'],
    ['GET', 'GetOrderHistoryDetail', CHOSEN],
    ['POST', 'CreateConcOrder'],
    ['POST', 'ModifyConcOrder'],
    ['POST', 'DeleteConcOrder', CHOSEN],
    ['POST', 'ModifyOrderStatus', { access: { page: C, subPage: SUBPAGE.concOrder, button: 'audit' } }],
    ['POST', 'ModifyOrderSignIn'],
    ['GET', 'AccountOrderPage', LIST],
  ]),
  ...resourceEndpoints('/api/PCConcTaskUp', 'concTask', C, SUBPAGE.concTask, [
    ['GET', 'WhereProductList', LIST],
    ['GET', 'GetProductDetail'],
    ['POST', 'DeleteConcProduct', CHOSEN],
    ['POST', 'CreateConcProduct'],
    ['POST', 'MultiCreateConcProduct'],
    ['POST', 'MultiUpdateConcProduct'],
    ['POST', 'MultiModifyConcTaskStatus', { access: { page: C, subPage: SUBPAGE.concTask, button: 'delivery' } }],
    ['POST', 'ModifyConcTaskStatus', { access: { page: C, subPage: SUBPAGE.concTask, button: 'delivery' } }],
    ['POST', 'ModifyConcTask'],
    ['GET', 'WhereProductListByOrderId', LIST],
    ['GET', 'WhereTransProductList', { ...LIST, access: 'session', summary: '运输列表（滚动分页）' }],
  ]),
  ...resourceEndpoints('/api/PCConcFormula', 'concFormula', C, SUBPAGE.concFormula, [
    ['GET', 'WhereFormulaList', { ...LIST, ...CHOSEN }],
    ['GET', 'GetFormulaDetail', CHOSEN],
    ['POST', 'CreateConcFormula', CHOSEN],
    ['POST', 'DeleteConcFormula', CHOSEN],
    ['POST', 'ModifyFormulaValue', CHOSEN],
  ]),
  ...resourceEndpoints('/api/ConcFormulaMaterial', 'concFormulaMaterial', C, SUBPAGE.concFormula, [
    ['POST', 'CreateMaterial'],
    ['POST', 'DeleteMaterial'],
    ['POST', 'ModifyMaterial'],
    ['GET', 'GetMaterialDetail'],
    ['GET', 'GetDeviceDetail'],
  ], CHOSEN),
  ...resourceEndpoints('/api/ConcFormula', 'concFormula', C, SUBPAGE.concFormula, [['GET', 'PCGetFormulaNameDevid']]),
  ...resourceEndpoints('/api/PCTankerCar', 'tankerCar', PAGE.carmanage, SUBPAGE.tankerCar, [
    ['GET', 'WhereTankerCarList', LIST],
    ['POST', 'CreateTankerCar'],
    ['POST', 'ModifyTankerCar'],
    ['GET', 'GetTankerCarDetail'],
  ], CHOSEN),
  ...resourceEndpoints('/api/TankerCar', 'tankerCar', PAGE.carmanage, SUBPAGE.tankerCar, [['POST', 'BindTankerCar']], CHOSEN),
  ...resourceEndpoints('/api/Employee', 'employee', C, SUBPAGE.concTask, [['GET', 'WhereUserList', { ...LIST, access: 'session' }]]),
  ...resourceEndpoints('/api/ConcProduct', 'concProduct', C, SUBPAGE.concTask, [
    ['GET', 'AccountProductPage', LIST],
    ['GET', 'AccountProductConsump'],
  ]),
  ...resourceEndpoints('/api/PCConcDevice', 'concDevice', C, SUBPAGE.concDevice, [
    ['GET', 'PCGetDeviceDetail'],
    ['GET', 'WhereDeviceList', LIST],
    ['GET', 'QueryDeviceInfoPageByMonitor', LIST],
    ['POST', 'AuditDevice'],
    ['POST', 'CreateConcDevice'],
    ['POST', 'DeleteConcDevice', CHOSEN],
    ['POST', 'ModifyConcDeviceManage'],
  ]),
  ...resourceEndpoints('/api/PCConcCycRecUp', 'concCycRec', C, SUBPAGE.concDevice, [
    ['GET', 'WhereCycRecListByCondition', LIST],
    ['GET', 'GetStatistics'],
  ]),
};
