import * as z from 'zod/mini';
import { isStorable, text } from './text';

const caption = text({ label: 'Caption', max: 10 });
const firstMessage = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe('the text rule', () => {
  it('refuses a NUL with a sentence naming the field', () => {
    expect(firstMessage(caption, 'a\u0000b')).toBe('Caption has a character we cannot store. Remove it and try again.');
  });

  it('refuses a lone surrogate, high or low, wherever it stands', () => {
    for (const lone of ['\uD83D', 'x\uD83Dy', '\uDE00', 'ok\uDE00']) {
      expect(firstMessage(caption, lone)).toBe('Caption has a character we cannot store. Remove it and try again.');
    }
  });

  it('keeps emoji, accents and other scripts (surrogate pairs are whole characters)', () => {
    for (const fine of ['😀👍🏽', 'café', '日本語', '']) expect(z.safeParse(caption, fine).success).toBe(true);
    expect(isStorable('😀')).toBe(true);
    expect(isStorable('😀'.slice(0, 1))).toBe(false);
  });

  it('caps the length, with the cap written as people read numbers', () => {
    expect(firstMessage(caption, 'x'.repeat(11))).toBe('Caption can be at most 10 characters.');
    expect(firstMessage(text({ label: 'A comment', max: 2000 }), 'x'.repeat(2001))).toBe(
      'A comment can be at most 2,000 characters.',
    );
  });

  it('says when it is not text, trims when asked and refuses an empty required text', () => {
    const name = text({ label: 'Full Name', max: 80, trim: true, required: 'Enter your full name.' });
    expect(firstMessage(name, 42)).toBe('Full Name must be text.');
    expect(firstMessage(name, '   ')).toBe('Enter your full name.');
    expect(z.parse(name, '  Jane  ')).toBe('Jane');
  });
});
