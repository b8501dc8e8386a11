import * as t from 'io-ts';
import { AnyParams } from '../../define-endpoints';
import { User } from '../../codecs/user';
import { concOrderRecord } from '../conc-order-record';
import { declareRecord } from '../declaration/declare-record';
import { field } from '../declaration/fields';
import { userRecord } from '../user-record';
import { callSpec, catalogueEntries } from './record-catalogue';
import { RecordIdRequest, RecordWriteAnswer, requestCodec, rowCodec } from './record-codecs';

/** A small declaration exercising the defaults: buttons by action, chosen paths but SPEC's, envelopes, a call elsewhere. */
const sample = declareRecord({
  name: 'sample',
  title: '样例',
  table: 'samples',
  permission: { page: 'safety', subPage: 'hazard' },
  scope: 'project',
  api: {
    prefix: '/api/Sample',
    alias: 'sample',
    calls: {
      list: { method: 'GET', action: 'WhereSampleList' },
      update: { method: 'POST', action: 'ModifySample', button: 'audit' },
      delete: { method: 'POST', action: 'DeleteSample' },
    },
    more: {
      rectify: { method: 'POST', action: 'RectifySample' },
      elsewhere: { method: 'GET', action: 'Other', path: '/api/Other/GetThing', access: 'session', rows: true },
    },
  },
  fields: [field.id(), field.text('title', '标题')],
  wire: {
    specPaths: ['update'],
    calls: {
      delete: { name: 'sampleRemove' },
    },
  },
});

describe('declareRecord', () => {
  it('names the standard calls alias + Action unless a call names itself', () => {
    expect(sample.endpoints).toEqual({ list: 'sampleWhereSampleList', update: 'sampleModifySample', delete: 'sampleRemove' });
  });

  it('folds the wire into the fields and calls its readers see, and refuses a wire entry that names nothing', () => {
    const plain = {
      name: 'plain', title: '样例', table: 'plains', permission: { page: 'safety', subPage: 'hazard' }, scope: 'none',
      api: { prefix: '/api/Plain', alias: 'plain', calls: { list: { method: 'GET', action: 'WherePlainList' } } },
      fields: [field.id(), field.text('title', '标题')],
    } as const;
    const wired = declareRecord({ ...plain, wire: { fields: { title: { writeKey: 'title_text', aliases: ['name'] } }, calls: { list: { name: 'plainList' } } } });
    expect(wired.fields.map((f) => [f.key, f.writeKey, f.aliases])).toEqual([['id', undefined, undefined], ['title', 'title_text', ['name']]]);
    expect([wired.api.calls.list?.name, wired.endpoints.list]).toEqual(['plainList', 'plainList']);
    expect(() => declareRecord({ ...plain, wire: { fields: { titel: { aliases: ['name'] } } } })).toThrow('record type plain: wire.fields names no field titel');
    expect(() => declareRecord({ ...plain, wire: { calls: { detail: { name: 'plainDetail' } } } })).toThrow('record type plain: wire.calls names no call detail');
  });
});

describe('catalogueEntries', () => {
  it('derives path, method, access by action button (a button the call names first), envelope, chosen flag and codecs', () => {
    const entries = catalogueEntries(sample);
    expect(Object.keys(entries)).toEqual(['sampleWhereSampleList', 'sampleModifySample', 'sampleRemove', 'sampleRectifySample', 'sampleOther']);
    const summary = Object.values(entries).map((e) => [e.name, e.method, e.path, e.access, e.envelope, e.pathChosen, e.encoding]);
    expect(summary).toEqual([
      ['sampleWhereSampleList', 'GET', '/api/Sample/WhereSampleList', { page: 'safety', subPage: 'hazard', button: 'search' }, 'list', true, 'query'],
      ['sampleModifySample', 'POST', '/api/Sample/ModifySample', { page: 'safety', subPage: 'hazard', button: 'audit' }, 'data', false, 'form'],
      ['sampleRemove', 'POST', '/api/Sample/DeleteSample', { page: 'safety', subPage: 'hazard', button: 'delete' }, 'data', true, 'form'],
      ['sampleRectifySample', 'POST', '/api/Sample/RectifySample', { page: 'safety', subPage: 'hazard', button: 'search' }, 'data', true, 'form'],
      ['sampleOther', 'GET', '/api/Other/GetThing', 'session', 'data', true, 'query'],
    ]);
    expect(entries.sampleRemove?.request).toBe(RecordIdRequest);
    expect(entries.sampleRemove?.response).toBe(RecordWriteAnswer);
    expect(entries.sampleRectifySample?.request).toBe(AnyParams);
    expect(entries.sampleRectifySample?.response).toBe(t.unknown);
    expect(entries.sampleOther?.response).toBe(rowCodec(sample));
  });

  it('keeps the codecs SPEC gives and derives the others (users: SPEC\'s list row, a create derived from the fields)', () => {
    expect(callSpec(userRecord, 'list').response).toBe(User);
    expect(callSpec(userRecord, 'create').request).toBe(requestCodec(userRecord, 'create'));
    expect(callSpec(userRecord, 'create').response).toBe(RecordWriteAnswer);
  });

  it('gives a workflow call the button its transitions name', () => {
    expect(callSpec(concOrderRecord, 'status').access).toEqual({ page: 'concrete', subPage: 'concOrder', button: 'audit' });
    expect(callSpec(concOrderRecord, 'signIn').access).toEqual({ page: 'concrete', subPage: 'concOrder', button: 'edit' });
  });

  it('throws for a call the type does not declare', () => {
    expect(() => callSpec(sample, 'export')).toThrow('record type sample has no call export');
  });
});
