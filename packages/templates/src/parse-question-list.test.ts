import type { Question, TemplateSection } from './inspection-template';
import { parseQuestionList, questionListMessage } from './parse-question-list';

const canonical: Question[] = [
  {
    typeName: '设备外观',
    content: [
      {
        id: '1',
        name: '外观是否完好',
        value: '1',
        childList: [
          { id: '11', name: '是', value: '1', childList: [] },
          { id: '12', name: '否', value: '0', childList: [] },
        ],
      },
    ],
  },
];

const asText = JSON.stringify(canonical);

describe('parseQuestionList', () => {
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['blank text', '  \n '],
    ['JSON null', 'null'],
    ['empty JSON list', '[]'],
    ['empty array', []],
  ])('reads %s as no questions', (_name, input) => {
    expect(parseQuestionList(input, 'inspection')).toEqual({ ok: true, questions: [] });
  });

  it.each<[string, unknown]>([
    ['canonical JSON text', asText],
    ['an already parsed array', JSON.parse(asText)],
    ['text with surrounding blanks', `\n ${asText} \n`],
    [
      'numbers for text',
      '[{"typeName":"设备外观","content":[{"id":1,"name":"外观是否完好","value":1,"childList":[{"id":11,"name":"是","value":1},{"id":12,"name":"否","value":0}]}]}]',
    ],
    [
      'content as JSON text itself',
      JSON.stringify([{ typeName: '设备外观', content: JSON.stringify(canonical[0]?.content) }]),
    ],
    ['a single question instead of a list', JSON.stringify(canonical[0])],
    ['the list encoded twice', JSON.stringify(asText)],
  ])('reads %s', (_name, input) => {
    expect(parseQuestionList(input, 'inspection')).toEqual({ ok: true, questions: canonical });
  });

  it('fills a missing childList, id and value', () => {
    const result = parseQuestionList('[{"typeName":"检查","content":[{"name":"油位"}]}]', 'repair');
    expect(result).toEqual({
      ok: true,
      questions: [{ typeName: '检查', content: [{ id: '', name: '油位', value: '', childList: [] }] }],
    });
  });

  it.each<[TemplateSection, string]>([
    ['inspection', '巡检内容格式不正确'],
    ['operation', '操作内容格式不正确'],
    ['repair', '维修内容格式不正确'],
    ['maintenance', '保养内容格式不正确'],
  ])('names the %s section in its format message: %s', (section, message) => {
    expect(questionListMessage(section)).toBe(message);
    expect(parseQuestionList('{oops', section)).toEqual({ ok: false, message });
  });

  it.each<[string, unknown]>([
    ['not JSON', '巡检：外观'],
    ['a JSON number', '42'],
    ['a JSON boolean', 'true'],
    ['a list of numbers', '[1,2]'],
    ['a list of texts', '["外观"]'],
    ['an object that is no question', '{"foo":1}'],
    ['content that is a number', '[{"typeName":"a","content":5}]'],
    ['content that is broken JSON text', '[{"typeName":"a","content":"[{"}]'],
    ['an entry that is text', '[{"typeName":"a","content":["x"]}]'],
    ['an id that is an object', '[{"typeName":"a","content":[{"id":{},"name":"x"}]}]'],
    ['childList that is a number', '[{"typeName":"a","content":[{"name":"x","childList":3}]}]'],
    ['text encoded three times', JSON.stringify(JSON.stringify(asText))],
  ])('refuses %s', (_name, input) => {
    expect(parseQuestionList(input, 'maintenance')).toEqual({ ok: false, message: '保养内容格式不正确' });
  });

  it('refuses nesting deeper than the limit', () => {
    let entry: unknown = { name: 'leaf' };
    for (let i = 0; i < 12; i += 1) entry = { name: `level ${i}`, childList: [entry] };
    const text = JSON.stringify([{ typeName: 't', content: [entry] }]);
    expect(parseQuestionList(text, 'operation')).toEqual({ ok: false, message: '操作内容格式不正确' });
  });
});
