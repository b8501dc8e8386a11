import { checkUpload } from '@worksite/validators';
import { SPEC_MASK } from './field-rules';
import { field, snakeCase } from './fields';

/** The builders for the kinds the next domains need (personnel, safety, positioning). */
describe('field builders', () => {
  it('name the column after the key unless told', () => {
    expect(snakeCase('kgPerM3')).toBe('kg_per_m3');
    expect(field.text('contentName', '模板名称').column).toBe('content_name');
    expect(field.number('volume', '方量', { column: 'volume_m3' }).column).toBe('volume_m3');
  });

  it('link a worker by ID number, with the ID-card rule and SPEC mask', () => {
    const f = field.identity('idNumber', '身份证号', 'idCard', { links: 'worker', required: '请输入身份证号' });
    expect({ input: f.input, rules: f.rules, mask: f.mask, required: f.required }).toEqual({
      input: { type: 'identity', identity: 'idCard', links: 'worker' },
      rules: [{ check: 'idCard', message: '身份证号格式不正确' }],
      mask: SPEC_MASK,
      required: '请输入身份证号',
    });
  });

  it('draw fences and positions on the map', () => {
    expect(field.geometry('fence', '电子围栏', 'polygon').input).toEqual({ type: 'geometry', shape: 'polygon' });
    expect(field.geometry('position', '位置', 'point').input).toEqual({ type: 'geometry', shape: 'point' });
  });

  it('take attachments, secrets, switches and computed values', () => {
    expect(field.attachments('photos', '现场照片', 'image', { max: 5 }).input).toMatchObject({ type: 'attachments', accept: 'image', max: 5 });
    expect(field.attachments('files', '附件', 'file').input).toMatchObject({ type: 'attachments', accept: 'file', max: 3 });
    expect(field.password('password', '密码')).toMatchObject({ input: { type: 'password' }, rules: [{ check: 'passwordLength', message: '密码不能少于6位数!' }] });
    expect(field.switch('enabled', '启用')).toMatchObject({ kind: 'number', input: { type: 'switch', on: 1, off: 0 } });
    expect(field.computed('score', '安全评分', ['deductions'], '100 减去扣分')).toMatchObject({
      readOnly: true,
      computed: { from: ['deductions'], note: '100 减去扣分' },
    });
  });

  it('check uploads by SPEC §5\'s rules', () => {
    const image = field.image('avatar', '头像').input;
    const photos = field.attachments('photos', '现场照片', 'image').input;
    const files = field.attachments('files', '附件', 'file').input;
    expect(image?.type === 'image' && checkUpload(image.upload, 'a.gif', 1000)).toEqual({ ok: false, message: '文件类型不合法，请上传 png/jpg/jpeg 格式文件' });
    expect(photos?.type === 'attachments' && checkUpload(photos.upload, 'a.gif', 11 * 1024 * 1024)).toEqual({ ok: false, message: '上传图片大小不能超过 10MB!' });
    expect(files?.type === 'attachments' && checkUpload(files.upload, 'a.exe', 1000)).toEqual({ ok: false, message: '文件格式不正确!' });
  });

  it('give a lookup field its typed table and a remote field its source', () => {
    expect(field.lookup('hazardType', '隐患类型', 'hazardType')).toMatchObject({ kind: 'number', input: { type: 'lookup', table: 'hazardType' } });
    expect(field.remote('projectId', '项目', 'project', { labelKey: 'projectName' }).input).toEqual({ type: 'remote', source: 'project', labelKey: 'projectName' });
  });

  it('word a `required: true` message from the label as SPEC §5 does, and keep a message given', () => {
    expect(field.text('shiftName', '班次名称', { required: true }).required).toBe('请输入班次名称');
    expect(field.time('startTime', '上班时间', { required: true }).required).toBe('请选择上班时间');
    expect(field.lookup('customerType', '客户类型', 'customerType', { required: true }).required).toBe('请选择客户类型');
    expect(field.remote('projectId', '所属项目', 'project', { required: true }).required).toBe('请选择所属项目');
    expect(field.image('photo', '现场照片', { required: true }).required).toBe('请上传现场照片');
    expect(field.text('remark', '备注', { required: '请填写备注' }).required).toBe('请填写备注');
    expect('required' in field.text('remark', '备注')).toBe(false);
  });
});
