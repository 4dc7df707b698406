import { describe, expect, it } from 'vitest';
import {
  ATOMIC_SEND_ACTION,
  buildRequest,
  collectFields,
  readReply,
  type AtomicSubmission,
  type FieldSnapshot,
} from './atomic-form-protocol.ts';

type FakeFile = { name: string };

const input = (over: Partial<FieldSnapshot<FakeFile>>): FieldSnapshot<FakeFile> => ({
  interactionId: 'f1',
  name: 'first',
  tag: 'input',
  typeAttribute: 'text',
  value: '',
  checked: false,
  files: [],
  label: 'First',
  options: null,
  ...over,
});

describe('collectFields (the builder 4.1.5 script’s grouping)', () => {
  it('sends each text field on its own: type from the attribute (text when none), tag otherwise', () => {
    expect(
      collectFields([
        input({ interactionId: 'a', name: 'first', value: 'Ann' }),
        input({ interactionId: 'b', name: 'mail', typeAttribute: 'email', value: 'a@b.c' }),
        input({ interactionId: 'c', name: 'bare', typeAttribute: null, value: 'x' }),
        input({
          interactionId: 'd',
          name: 'msg',
          tag: 'textarea',
          typeAttribute: null,
          value: 'Hi',
        }),
      ]).map(({ id, type, name, value, options }) => ({ id, type, name, value, options })),
    ).toEqual([
      { id: 'a', type: 'text', name: 'first', value: 'Ann', options: null },
      { id: 'b', type: 'email', name: 'mail', value: 'a@b.c', options: null },
      { id: 'c', type: 'text', name: 'bare', value: 'x', options: null },
      { id: 'd', type: 'textarea', name: 'msg', value: 'Hi', options: null },
    ]);
  });

  it('skips fields without an interaction id', () => {
    expect(collectFields([input({ interactionId: '' })])).toEqual([]);
  });

  it('a single checkbox: its value (or "on") when checked, empty when not; no options', () => {
    const [on, off, noValue] = collectFields([
      input({
        interactionId: 'a',
        name: 'ok',
        typeAttribute: 'checkbox',
        value: 'yes',
        checked: true,
      }),
      input({ interactionId: 'b', name: 'no', typeAttribute: 'checkbox', value: 'yes' }),
      input({
        interactionId: 'c',
        name: 'bare',
        typeAttribute: 'checkbox',
        value: '',
        checked: true,
      }),
    ]);
    expect([on!.value, off!.value, noValue!.value]).toEqual(['yes', '', 'on']);
    expect(on).toMatchObject({ type: 'checkbox', label: 'First', options: null });
  });

  it('groups radios (even one) and two or more checkboxes by name: checked values joined, label is the name', () => {
    const fields = collectFields([
      input({
        interactionId: 'r1',
        name: 'size',
        typeAttribute: 'radio',
        value: 'S',
        label: 'Small',
      }),
      input({
        interactionId: 'r2',
        name: 'size',
        typeAttribute: 'radio',
        value: 'L',
        label: 'Large',
        checked: true,
      }),
      input({
        interactionId: 'c1',
        name: 'days',
        typeAttribute: 'checkbox',
        value: 'mon',
        checked: true,
        label: 'Mon',
      }),
      input({
        interactionId: 'c2',
        name: 'days',
        typeAttribute: 'checkbox',
        value: 'tue',
        label: 'Tue',
      }),
      input({
        interactionId: 'c3',
        name: 'days',
        typeAttribute: 'checkbox',
        value: 'wed',
        checked: true,
        label: 'Wed',
      }),
      input({ interactionId: 'o1', name: 'one', typeAttribute: 'radio', value: 'x', label: 'X' }),
    ]);
    expect(fields).toEqual([
      {
        id: 'r2',
        type: 'radio',
        label: 'size',
        name: 'size',
        value: 'L',
        options: [
          { value: 'S', label: 'Small' },
          { value: 'L', label: 'Large' },
        ],
      },
      {
        id: 'c1',
        type: 'checkbox',
        label: 'days',
        name: 'days',
        value: 'mon, wed',
        options: [
          { value: 'mon', label: 'Mon' },
          { value: 'tue', label: 'Tue' },
          { value: 'wed', label: 'Wed' },
        ],
      },
      // Nothing checked: the first input's id, an empty value.
      {
        id: 'o1',
        type: 'radio',
        label: 'one',
        name: 'one',
        value: '',
        options: [{ value: 'x', label: 'X' }],
      },
    ]);
  });

  it('keys a missing name as "null" and an empty one as no group, as lodash groupBy does', () => {
    const fields = collectFields([
      input({ interactionId: 'a', name: null, value: '1' }),
      input({ interactionId: 'b', name: null, value: '2' }),
      input({ interactionId: 'r', name: '', typeAttribute: 'radio', value: 'v' }),
    ]);
    expect(fields.map(({ id, name, type, value }) => ({ id, name, type, value }))).toEqual([
      { id: 'a', name: 'null', type: 'text', value: '1' },
      { id: 'b', name: 'null', type: 'text', value: '2' },
      // Not grouped: sent as a single radio with its value, checked or not.
      { id: 'r', name: '', type: 'radio', value: 'v' },
    ]);
  });

  it('orders groups as a plain object’s keys: integer-like names first', () => {
    const fields = collectFields([
      input({ interactionId: 'a', name: 'zeta' }),
      input({ interactionId: 'b', name: '2' }),
      input({ interactionId: 'c', name: '1' }),
      input({ interactionId: 'd', name: '__proto__' }),
    ]);
    expect(fields.map((field) => field.name)).toEqual(['1', '2', 'zeta', '__proto__']);
  });

  it('a select: its value and options; a file input: its files', () => {
    const options = [
      { value: '', label: 'Choose' },
      { value: 'b', label: 'B' },
    ];
    const files = [{ name: 'a.pdf' }, { name: 'b.pdf' }];
    const [select, file] = collectFields([
      input({
        interactionId: 's',
        name: 'pick',
        tag: 'select',
        typeAttribute: null,
        value: 'b',
        options,
      }),
      input({ interactionId: 'f', name: 'doc', typeAttribute: 'file', files }),
    ]);
    expect(select).toMatchObject({ type: 'select', value: 'b', options });
    expect(file).toMatchObject({ type: 'file', value: files, options: null });
  });
});

const page = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  nonce: 'n0nce',
  title: 'Contact',
  href: 'https://site.test/contact/?a=1',
};

const submission = (
  over: Partial<AtomicSubmission<FakeFile>> = {},
): AtomicSubmission<FakeFile> => ({
  postId: '61',
  formId: 'f0rm001',
  formName: 'Contact',
  fields: [
    { id: 'a', type: 'text', label: 'First name', name: 'first', options: null, value: 'Ann' },
    {
      id: 'f',
      type: 'file',
      label: 'CV',
      name: 'cv',
      options: null,
      value: [{ name: 'a.pdf' }, { name: 'b.pdf' }],
    },
    { id: 'e', type: 'file', label: 'None', name: 'none', options: null, value: [] },
    {
      id: 's',
      type: 'select',
      label: 'Pick',
      name: 'pick',
      options: [{ value: 'b', label: 'B' }],
      value: 'b',
    },
  ],
  ...over,
});

describe('buildRequest', () => {
  it('is the builder’s POST: action, nonce, post, form, referer title and referrer, then each field', () => {
    const request = buildRequest(submission(), page);
    expect(request).toEqual({
      ok: true,
      url: 'https://site.test/wp-admin/admin-ajax.php',
      entries: [
        ['action', ATOMIC_SEND_ACTION],
        ['_nonce', 'n0nce'],
        ['post_id', '61'],
        ['form_id', 'f0rm001'],
        ['form_name', 'Contact'],
        ['referer_title', 'Contact'],
        ['referrer', 'https://site.test/contact/?a=1'],
        ['form_fields[0][id]', 'a'],
        ['form_fields[0][type]', 'text'],
        ['form_fields[0][label]', 'First name'],
        ['form_fields[0][name]', 'first'],
        ['form_fields[0][options]', 'null'],
        ['form_fields[0][value]', 'Ann'],
        ['form_fields[1][id]', 'f'],
        ['form_fields[1][type]', 'file'],
        ['form_fields[1][label]', 'CV'],
        ['form_fields[1][name]', 'cv'],
        ['form_fields[1][options]', 'null'],
        ['form_fields[1][value][0]', { name: 'a.pdf' }],
        ['form_fields[1][value][1]', { name: 'b.pdf' }],
        // No file chosen: no value entry at all.
        ['form_fields[2][id]', 'e'],
        ['form_fields[2][type]', 'file'],
        ['form_fields[2][label]', 'None'],
        ['form_fields[2][name]', 'none'],
        ['form_fields[2][options]', 'null'],
        ['form_fields[3][id]', 's'],
        ['form_fields[3][type]', 'select'],
        ['form_fields[3][label]', 'Pick'],
        ['form_fields[3][name]', 'pick'],
        ['form_fields[3][options]', '[{"value":"b","label":"B"}]'],
        ['form_fields[3][value]', 'b'],
      ],
    });
  });

  it('sends an empty nonce when the page has none (the server then refuses)', () => {
    const request = buildRequest(submission(), { ...page, nonce: null });
    expect(request.ok && request.entries[1]).toEqual(['_nonce', '']);
  });

  it.each([
    ['no endpoint', { ajaxUrl: null }, {}, /no urls.ajaxurl/],
    ['a script endpoint', { ajaxUrl: 'javascript:alert(1)' }, {}, /endpoint is refused/],
    ['no post id', {}, { postId: null }, /no post id/],
    ['no fields', {}, { fields: [] }, /no fields/],
  ])('sends nothing with %s', (_, pageOver, submissionOver, reason) => {
    const request = buildRequest(submission(submissionOver), { ...page, ...pageOver });
    expect(request.ok).toBe(false);
    expect(!request.ok && request.reason).toMatch(reason);
  });
});

describe('readReply', () => {
  it.each([
    [200, '{"success":true,"data":{"message":"ok"}}', { kind: 'success' }],
    [200, '{"success":1}', { kind: 'success' }],
    [
      200,
      '{"success":false,"data":{"message":"Bad email"}}',
      { kind: 'refused', reason: 'the server refused the submission: Bad email' },
    ],
    [200, '{"success":false}', { kind: 'refused', reason: 'the server refused the submission' }],
    [200, '-1', { kind: 'refused', reason: 'the server refused the submission' }],
    [200, 'null', { kind: 'refused', reason: 'the server refused the submission' }],
    [200, '<p>Notice</p>{"success":true}', { kind: 'refused', reason: 'the answer is not JSON' }],
    [400, '0', { kind: 'refused', reason: 'the server answered 400' }],
    [403, '-1', { kind: 'refused', reason: 'the server answered 403' }],
    [302, '', { kind: 'refused', reason: 'the server answered 302' }],
    [408, '', { kind: 'failed', reason: 'the server answered 408' }],
    [429, '', { kind: 'failed', reason: 'the server answered 429' }],
    [500, '{"success":true}', { kind: 'failed', reason: 'the server answered 500' }],
    [503, '', { kind: 'failed', reason: 'the server answered 503' }],
  ])('%i %s', (status, body, verdict) => {
    expect(readReply(status, body)).toEqual(verdict);
  });
});
