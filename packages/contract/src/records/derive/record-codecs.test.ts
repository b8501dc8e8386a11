import { decodeWith } from '../../decode-with';
import { concOrderRecord } from '../conc-order-record';
import { tadiaoDeviceRecord } from '../tower-crane-device-record';
import { firstFieldError, requestCodec, rowCodec, sentFieldValue, writableFieldsOf } from './record-codecs';

const order = { project_id: 3, strength_grade: 'C30', volume_m3: '12.5', plan_time: '2026-06-15T08:00:00+08:00' };

describe('firstFieldError', () => {
  it('checks required fields in declaration order with their messages', () => {
    expect(firstFieldError(concOrderRecord, {}, false)).toBe('请选择下单项目');
    expect(firstFieldError(concOrderRecord, { project_id: 3 }, false)).toBe('请输入强度等级');
    expect(firstFieldError(concOrderRecord, { project_id: 3, strength_grade: 'C30', volume_m3: ' ' }, false)).toBe('请输入方量');
    expect(firstFieldError(concOrderRecord, order, false)).toBeUndefined();
  });

  it('on update checks only the fields sent, but refuses clearing a required one', () => {
    expect(firstFieldError(concOrderRecord, { remark: 'x' }, true)).toBeUndefined();
    expect(firstFieldError(concOrderRecord, { strength_grade: '' }, true)).toBe('请输入强度等级');
  });

  it('refuses a value its codec refuses, one over its maxLength, one failing a format rule, its range or its choices', () => {
    expect(firstFieldError(concOrderRecord, { ...order, volume_m3: 'many' }, false)).toBe('方量(m³)格式不正确');
    expect(firstFieldError(concOrderRecord, { ...order, pour_part: '柱'.repeat(101) }, false)).toBe('浇筑部位不能超过100个字符');
    expect(firstFieldError(concOrderRecord, { ...order, volume_m3: -1 }, false)).toBe('方量(m³)不能小于0');
    expect(firstFieldError(concOrderRecord, { ...order, strength_grade: '强度很高' }, false)).toBe('强度等级不在可选范围内');
    expect(firstFieldError(concOrderRecord, { ...order, contact_phone: '12345' }, false)).toBe('联系电话格式不正确');
    expect(firstFieldError(concOrderRecord, { ...order, contact_phone: '13812345678' }, false)).toBeUndefined();
    expect(firstFieldError(concOrderRecord, { ...order, contact_phone: '010-12345678' }, false)).toBeUndefined();
  });

  it('never takes read-only fields from the payload', () => {
    expect(writableFieldsOf(concOrderRecord).map((f) => f.key)).toEqual([
      'orderNo', 'projectId', 'plantId', 'strengthGrade', 'volume', 'pourPart', 'contactName', 'contactPhone', 'planTime', 'remark',
    ]);
  });
});

describe('aliases', () => {
  it('accept a field under its write key, column, key or a declared alias, in that order', () => {
    const serial = tadiaoDeviceRecord.fields.find((f) => f.key === 'serialNo')!;
    expect(sentFieldValue({ deviceNo: 'D-2' }, serial)).toBe('D-2');
    expect(sentFieldValue({ device_no: 'D-3', serialNo: 'S-1' }, serial)).toBe('S-1');
    expect(sentFieldValue({ serial_no: 'S-0', device_no: 'D-3' }, serial)).toBe('S-0');
    expect(firstFieldError(tadiaoDeviceRecord, { name: '1号塔吊', projectId: 4 }, false)).toBeUndefined();
  });
});

describe('requestCodec', () => {
  it('create: the save payload, failing with the first field message', () => {
    expect(decodeWith(requestCodec(concOrderRecord, 'create'), order).ok).toBe(true);
    const refused = decodeWith(requestCodec(concOrderRecord, 'create'), { project_id: 3 });
    expect(refused.ok ? [] : refused.error.violations.map((v) => v.message)).toEqual(['请输入强度等级']);
  });

  it('update: partial, and needs the record id', () => {
    expect(decodeWith(requestCodec(concOrderRecord, 'update'), { rec_id: '7', remark: 'x' }).ok).toBe(true);
    expect(decodeWith(requestCodec(concOrderRecord, 'update'), { remark: 'x' }).ok).toBe(false);
  });

  it('detail and delete: a record id as rec_id, id or recId', () => {
    for (const params of [{ rec_id: 7 }, { id: '7' }, { recId: 7 }]) expect(decodeWith(requestCodec(concOrderRecord, 'detail'), params).ok).toBe(true);
    expect(decodeWith(requestCodec(concOrderRecord, 'delete'), { id: 'x' }).ok).toBe(false);
  });

  it('list: paging, strWhere and sort, all optional', () => {
    expect(decodeWith(requestCodec(concOrderRecord, 'list'), {}).ok).toBe(true);
    expect(decodeWith(requestCodec(concOrderRecord, 'list'), { index: '1', size: 10, strWhere: 'status = 0', sort: 'plan_time' }).ok).toBe(true);
    expect(decodeWith(requestCodec(concOrderRecord, 'list'), { size: 'ten' }).ok).toBe(false);
  });

  it('is one codec per record type and action', () => {
    expect(requestCodec(concOrderRecord, 'create')).toBe(requestCodec(concOrderRecord, 'create'));
  });
});

describe('rowCodec', () => {
  it('decodes a row as the generic mount answers it (nulls for empty fields, numeric text, extra labels)', () => {
    const row = {
      id: 12, orderNo: 'DD-1', projectId: 3, plantId: null, strengthGrade: 'C30', volume: '12.5', pourPart: '', contactName: '',
      contactPhone: '', planTime: '2026-06-15T00:00:00.000Z', status: 0, signIn: 0, remark: '', companyId: 2, districtCode: '440305',
      completedAt: null, createTime: '2026-06-14T02:00:00.000Z', statusName: '待审核',
    };
    const decoded = decodeWith(rowCodec(concOrderRecord), row);
    expect(decoded.ok && decoded.value).toMatchObject({ id: 12, volume: 12.5, plantId: null });
  });

  it('refuses a row without an id or with a field of the wrong kind', () => {
    expect(decodeWith(rowCodec(concOrderRecord), { orderNo: 'x' }).ok).toBe(false);
    expect(decodeWith(rowCodec(concOrderRecord), { id: 1, volume: 'lots' }).ok).toBe(false);
  });
});
