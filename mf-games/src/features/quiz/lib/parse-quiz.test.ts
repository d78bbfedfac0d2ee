import { describe, expect, it } from 'vitest';
import { parseQuiz, parseQuizResult } from './parse-quiz';

describe('parseQuiz', () => {
  it('maps the back end’s questions, keeping numeric ids as sent', () => {
    const body = {
      locale: 'fr',
      total: 2,
      questions: [
        { id: 1, position: 1, type: 'choice', question: ' Capitale ? ', choices: [{ id: 11, label: 'Yaoundé' }] },
        { id: 5, position: 2, type: 'text', question: 'Fleuve de Douala ?', choices: [] },
      ],
    };
    expect(parseQuiz(body)).toEqual([
      { id: 1, text: 'Capitale ?', kind: 'choice', choices: [{ id: 11, label: 'Yaoundé' }] },
      { id: 5, text: 'Fleuve de Douala ?', kind: 'text', choices: [] },
    ]);
  });

  it('drops questions that cannot be shown or answered', () => {
    const body = {
      questions: [
        { id: 1, type: 'choice', question: 'Sans choix', choices: [] },
        { id: 2, type: 'choice', question: 'Choix cassés', choices: [{ id: 3 }, { label: 'sans id' }] },
        { type: 'text', question: 'Sans id' },
        { id: 4, type: 'text', question: '   ' },
        'not a question',
        { id: 6, type: 'choice', question: 'Valide', choices: [{ id: 7, label: 'Oui' }, { id: 8 }] },
      ],
    };
    expect(parseQuiz(body)).toEqual([{ id: 6, text: 'Valide', kind: 'choice', choices: [{ id: 7, label: 'Oui' }] }]);
  });

  it('returns no questions for a body without a question list', () => {
    expect(parseQuiz(null)).toEqual([]);
    expect(parseQuiz({ questions: 'nope' })).toEqual([]);
    expect(parseQuiz({ total: 0, questions: [] })).toEqual([]);
  });
});

describe('parseQuizResult', () => {
  it('reads score, correct and total', () => {
    expect(parseQuizResult({ correct: 7, total: 10, answered: 10, score: 70, results: [] })).toEqual({
      score: 70,
      correct: 7,
      total: 10,
    });
  });

  it('rejects a result without its numbers', () => {
    expect(() => parseQuizResult({ correct: 7, total: 10 })).toThrow(TypeError);
    expect(() => parseQuizResult({ score: '70', correct: 7, total: 10 })).toThrow(TypeError);
    expect(() => parseQuizResult(null)).toThrow(TypeError);
  });
});
