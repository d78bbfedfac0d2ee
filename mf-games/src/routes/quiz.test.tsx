import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setLocale } from '@shop/shared';
import { fetchQuiz, submitQuizAnswers } from '../api/quiz';
import type { QuizQuestion } from '../features/quiz/lib/types';
import Quiz from './quiz';

vi.mock('../api/quiz', () => ({
  fetchQuiz: vi.fn<typeof fetchQuiz>(),
  submitQuizAnswers: vi.fn<typeof submitQuizAnswers>(),
}));

const questions: QuizQuestion[] = [
  {
    id: 1,
    text: 'Quelle est la capitale du Cameroun ?',
    kind: 'choice',
    choices: [
      { id: 11, label: 'Douala' },
      { id: 12, label: 'Yaoundé' },
    ],
  },
  { id: 2, text: 'Quel est le plus haut sommet ?', kind: 'text', choices: [] },
];

const fetchMock = vi.mocked(fetchQuiz);
const submitMock = vi.mocked(submitQuizAnswers);

beforeEach(() => {
  setLocale('fr');
  fetchMock.mockReset();
  submitMock.mockReset();
});
afterEach(cleanup);

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Question suivante' }));

describe('Quiz page', () => {
  it('plays a quiz: the answer check, then the result from the back end, then play again', async () => {
    fetchMock.mockResolvedValue(questions);
    submitMock.mockResolvedValue({ score: 50, correct: 1, total: 2 });
    render(<Quiz />);

    await screen.findByText('Quelle est la capitale du Cameroun ?');
    expect(fetchMock).toHaveBeenCalledWith('fr', expect.any(AbortSignal));
    expect(screen.getByText('Question 1 sur 2')).toBeTruthy();

    next();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez ou saisissez une réponse');
    expect(screen.getByText('Question 1 sur 2')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Yaoundé'));
    expect(screen.queryByRole('alert')).toBeNull();
    next();

    expect(screen.getByText('Question 2 sur 2')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Valider mes réponses' });
    fireEvent.change(screen.getByLabelText('Votre réponse'), { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Choisissez ou saisissez une réponse');
    expect(submitMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Votre réponse'), { target: { value: 'Mont Cameroun' } });
    fireEvent.click(submit);

    await screen.findByText('Votre résultat');
    expect(submitMock).toHaveBeenCalledWith(
      [
        { question_id: 1, choice_id: 12 },
        { question_id: 2, text: 'Mont Cameroun' },
      ],
      expect.any(AbortSignal),
    );
    expect(document.querySelector('.games-quiz__score')?.textContent).toBe('Score50\u202F%');
    expect(screen.getByText('1 bonne réponse sur 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rejouer' }));
    await screen.findByText('Question 1 sur 2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText<HTMLInputElement>('Yaoundé').checked).toBe(false);
  });

  it('keeps the answers and says so when the submission fails', async () => {
    fetchMock.mockResolvedValue([questions[1]!]);
    submitMock.mockRejectedValueOnce(new ApiError('Network Error', { kind: 'network' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Quiz />);
    fireEvent.change(await screen.findByLabelText('Votre réponse'), { target: { value: 'Sanaga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider mes réponses' }));
    await screen.findByText("Vos réponses n'ont pas pu être envoyées. Veuillez réessayer.");
    error.mockRestore();
    expect(screen.getByLabelText<HTMLInputElement>('Votre réponse').value).toBe('Sanaga');

    submitMock.mockResolvedValueOnce({ score: 100, correct: 1, total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Valider mes réponses' }));
    await screen.findByText('1 bonne réponse sur 1');
  });

  it('says no game is programmed when there are no questions', async () => {
    fetchMock.mockResolvedValue([]);
    render(<Quiz />);
    expect(await screen.findByText("Aucun jeu n'est programmé pour le moment. Revenez bientôt !")).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when the quiz cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new ApiError('Service Unavailable', { status: 503 }));
    fetchMock.mockResolvedValueOnce(questions);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Quiz />);
    expect(await screen.findByText("Le quiz n'a pas pu être chargé.")).toBeTruthy();
    error.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Quelle est la capitale du Cameroun ?')).toBeTruthy();
  });

  it('reloads the quiz in English when the language changes', async () => {
    fetchMock.mockResolvedValue(questions);
    render(<Quiz />);
    await screen.findByText('Question 1 sur 2');
    act(() => setLocale('en'));
    await screen.findByText('Question 1 of 2');
    expect(fetchMock).toHaveBeenLastCalledWith('en', expect.any(AbortSignal));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose or enter an answer');
  });
});
