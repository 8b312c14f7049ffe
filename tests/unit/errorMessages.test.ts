/**
 * @jest-environment node
 */
// Issue 14, items 8 and 10: one message, one error code. A message that more
// than one code carries needs a note in src/catalogue/sharedMessages.ts that
// names every one of those codes, and the note is rendered under the message.
import {allActions} from '@site/src/catalogue';
import {SHARED_MESSAGES} from '@site/src/catalogue/sharedMessages';
import {plainReference} from '@site/src/components/catalogue/ApiReference';

const codesByMessage = new Map<string, Set<string>>();
for (const action of allActions) {
  for (const error of action.errors) {
    codesByMessage.set(error.message, (codesByMessage.get(error.message) ?? new Set()).add(error.code));
  }
}
const shared = [...codesByMessage].filter(([, codes]) => codes.size > 1);

it('gives each message one code, or a note that names every code sharing it', () => {
  const unexplained = shared
    .filter(([message, codes]) => {
      const note = SHARED_MESSAGES[message];
      return !note || [...codes].some((code) => !note.includes(code));
    })
    .map(([message, codes]) => `${message} (${[...codes].join(', ')})`);
  expect(unexplained).toEqual([]);
});

it('keeps no note for a message that only one code carries', () => {
  const stale = Object.keys(SHARED_MESSAGES).filter((message) => (codesByMessage.get(message)?.size ?? 0) < 2);
  expect(stale).toEqual([]);
  expect(shared.length).toBe(Object.keys(SHARED_MESSAGES).length);
});

it('gives each code one message', () => {
  const messagesByCode = new Map<string, Set<string>>();
  for (const action of allActions) {
    for (const error of action.errors) {
      messagesByCode.set(error.code, (messagesByCode.get(error.code) ?? new Set()).add(error.message));
    }
  }
  expect([...messagesByCode].filter(([, messages]) => messages.size > 1).map(([code]) => code)).toEqual([]);
});

it('shows the note beside the message in an API entry', () => {
  const upload = allActions.find((a) => a.id === 'browser.upload')!;
  expect(plainReference(upload)).toContain(
    'BROWSER_UPLOAD_FILE_NOT_FOUND: File [file] was not found on the Client machine. Shared by AWS_FILE_NOT_FOUND',
  );
});
