import { param } from '../../call-params/call-param';
import { recordMessages as m } from '../record-messages';

/**
 * Parameters the hand-written concrete calls read (docs/decisions/0350, 0413), declared once and named by the
 * calls that read them: the optional filters by plant, task, order, project and tanker car, the site-day range,
 * and the plant a formula or silo call is about.
 */
export const concFilter = {
  project_id: param.id('项目', ['projectId']),
  plant_id: param.id('搅拌站', ['plantId']),
  order_id: param.id('订单', ['orderId']),
  task_id: param.id('生产任务', ['taskId']),
  tanker_id: param.id('罐车', ['tankerId']),
} as const;

/** Site dates yyyy-MM-dd, both included (the first ten characters are read; the call checks them). */
export const concSiteDays = {
  beginTime: param.text('开始日期', ['begin_time', 'startTime', 'start_time'], { format: 'date' }),
  endTime: param.text('结束日期', ['end_time'], { format: 'date' }),
} as const;

/** The mixing plant a call is about. */
export const concNamedPlant = {
  devid: param.id('搅拌站', ['devId', 'plant_id', 'plantId', 'device_id', 'id'], { required: m.concPlantRequired }),
} as const;

/** The product accounts (对账) by task: project, plant, order, site days. */
export const concProductPageParams = { project_id: concFilter.project_id, plant_id: concFilter.plant_id, order_id: concFilter.order_id, ...concSiteDays } as const;

/** Material consumption of batches: plant, task, project, site days. */
export const concConsumptionParams = { plant_id: concFilter.plant_id, task_id: concFilter.task_id, project_id: concFilter.project_id, ...concSiteDays } as const;

/** The driver / contact user list: a name keyword. */
export const concUserListParams = { name: param.text('姓名', ['userName', 'user_name', 'realName']) } as const;
