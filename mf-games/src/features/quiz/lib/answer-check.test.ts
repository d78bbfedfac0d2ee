import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-check';
import type { QuizQuestion } from './types';

const choice: QuizQuestion = {
  id: 1,
  text: 'Capitale du Cameroun ?',
  kind: 'choice',
  choices: [
    { id: 11, label: 'Douala' },
    { id: 12, label: 'Yaoundé' },
  ],
};
const free: QuizQuestion = { id: 2, text: 'Fleuve le plus long ?', kind: 'text', choices: [] };

describe('checkAnswer', () => {
  it('requires a choice for a choice question', () => {
    expect(checkAnswer(choice, undefined)).toBe('answer_required');
    expect(checkAnswer(choice, {})).toBe('answer_required');
    expect(checkAnswer(choice, { choiceId: 12 })).toBeNull();
  });

  it('rejects a choice that is not one of the question’s choices', () => {
    expect(checkAnswer(choice, { choiceId: 99 })).toBe('answer_required');
  });

  it('does not accept typed text in place of a choice', () => {
    expect(checkAnswer(choice, { text: 'Yaoundé' })).toBe('answer_required');
  });

  it('requires non-blank text for a free-text question', () => {
    expect(checkAnswer(free, undefined)).toBe('answer_required');
    expect(checkAnswer(free, { text: '' })).toBe('answer_required');
    expect(checkAnswer(free, { text: '  \n ' })).toBe('answer_required');
    expect(checkAnswer(free, { text: 'Sanaga' })).toBeNull();
  });
});
