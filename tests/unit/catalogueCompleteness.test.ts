/**
 * @jest-environment node
 */
// Issue 14, items 6, 7 and 10: the API reference is as complete as the docs.
// Measured on the actions.json the build writes: every action has its minimum
// Client version, every input its Studio label, every measured Number its unit.
import {actionsJson} from '@site/src/plugins/catalogue';
import {catalogueGaps, isMeasured} from '@site/src/catalogue/completeness';
import {validateGroup} from '@site/src/catalogue/validate';
import {defineGroup} from '@site/src/catalogue/define';
import type {ActionSpec} from '@site/src/catalogue/schema';

const json = JSON.parse(actionsJson('https://docs.tucano.example'));

describe('actions.json', () => {
  it('gives every action its minimum Client, every input its label, every measured Number its unit', () => {
    const gaps = catalogueGaps(json);
    expect(gaps.actions).toBeGreaterThan(190);
    expect(gaps.withoutMinClient).toEqual([]);
    expect(gaps.withoutLabel).toEqual([]);
    expect(gaps.withoutUnit).toEqual([]);
  });

  it('says when a field is read, so that a field required with one choice is not taken as always required', () => {
    const click = json.actions.find((a: {id: string}) => a.id === 'desktop.mouse.click');
    expect(click.inputs.find((input: {key: string}) => input.key === 'x')).toMatchObject({
      required: true,
      usedWhen: {target: ['coordinates']},
    });
  });

  it('counts a timeout, a delay or a coordinate as measured, and a count or a port as not', () => {
    const number = (key: string, label: string, description = 'A number.') => ({
      key,
      label,
      type: 'Number',
      description,
    });
    expect(isMeasured(number('timeout', 'Timeout (ms)'))).toBe(true);
    expect(isMeasured(number('x', 'X'))).toBe(true);
    expect(isMeasured(number('width', 'Width', 'The width in pixels.'))).toBe(true);
    expect(isMeasured(number('repeat', 'Repeat'))).toBe(false);
    expect(isMeasured(number('port', 'Port'))).toBe(false);
  });

  it('takes the minimum Client of each version from the release notes', () => {
    const minClient = (id: string, version = 'v1_0_0') =>
      json.actions.find((a: {id: string; version: string}) => a.id === id && a.version === version)?.minClient;
    expect(minClient('browser.download')).toBe('4.0');
    expect(minClient('browser.download', 'v2_0_0')).toBe('4.2');
    expect(minClient('desktop.keyboard.enterText', 'v2_0_0')).toBe('4.1');
    expect(minClient('database.mysql.transactions')).toBe('4.1');
    expect(minClient('messaging.whatsAppSendMessage')).toBe('4.0');
  });

  it('writes an inherited default as its robot setting and that setting’s starting value', () => {
    const click = json.actions.find((a: {id: string}) => a.id === 'browser.click');
    const timeout = click.inputs.find((i: {key: string}) => i.key === 'timeout');
    expect(timeout).toMatchObject({
      label: 'Timeout (ms)',
      unit: 'ms',
      default: {robotSetting: 'timeout', value: 30000, text: 'robot setting (30 000 ms)'},
    });
    expect(timeout.default.docs).toBe('https://docs.tucano.example/how-to-set-robot-settings#default-timeout');
  });
});

describe('the schema', () => {
  const spec = (minClient?: string) =>
    ({
      id: 'browser.example',
      title: 'Example',
      summary: 'Does one thing.',
      ...(minClient === undefined ? {} : {minClient}),
      inputs: [],
      outputs: [],
      errors: [{code: 'BROWSER_EXAMPLE_FAILED', message: 'It failed.', when: 'Always.', fix: 'Never.'}],
    }) as ActionSpec;

  it('fails an entry without minClient, or with a malformed one, naming its file', () => {
    for (const minClient of [undefined, '4', 'v4.1', '4.1.0']) {
      const [problem] = validateGroup('browser', defineGroup('browser', [spec(minClient)]));
      expect(problem).toContain('src/catalogue/actions/browser.ts');
      expect(problem).toContain('minClient');
    }
    expect(validateGroup('browser', defineGroup('browser', [spec('4.1')]))).toEqual([]);
  });
});
