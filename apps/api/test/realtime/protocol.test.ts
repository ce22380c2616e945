import { describe, expect, it } from 'vitest';
import {
  answerHandshake,
  notifyFrame,
  parseMessage,
  splitRecords,
} from '../../src/modules/realtime/protocol.ts';

const RS = '\u001e';

describe('hub protocol framing (pure)', () => {
  it('splits complete records and keeps the unfinished tail for the next frame', () => {
    expect(splitRecords('', `a${RS}b${RS}c`)).toEqual({ records: ['a', 'b'], rest: 'c' });
    expect(splitRecords('c', `d${RS}`)).toEqual({ records: ['cd'], rest: '' });
    expect(splitRecords('', 'no separator yet')).toEqual({ records: [], rest: 'no separator yet' });
  });

  it('accepts only json version 1 in the handshake', () => {
    expect(answerHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(answerHandshake('{"protocol":"json","version":2}').ok).toBe(false);
    expect(answerHandshake('{"protocol":"messagepack","version":1}').ok).toBe(false);
    expect(answerHandshake('[]').ok).toBe(false);
  });

  it('reads client messages by type and refuses non-messages', () => {
    expect(parseMessage('{"type":1,"target":"X","arguments":[]}')).toEqual({
      type: 1,
      target: 'X',
      invocationId: undefined,
    });
    expect(parseMessage('{"type":4,"target":"X","arguments":[]}')).toBeNull(); // stream needs an id
    expect(parseMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseMessage('{"type":8,"sequenceId":1}')).toEqual({ type: 'other' });
    expect(parseMessage('"text"')).toBeNull();
    expect(parseMessage('{')).toBeNull();
  });

  it('pushes NotifyMessage without an invocationId', () => {
    expect(notifyFrame('Notification', undefined)).toBe(
      `{"type":1,"target":"NotifyMessage","arguments":["Notification",null]}${RS}`,
    );
  });
});
