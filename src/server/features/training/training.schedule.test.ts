import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAnswer, applyGameMiss, chooseNext, nextLevel, SCHEDULE, type Card } from './training.schedule';

/**
 * A player on the pure schedule: the step counter is the clock (one answer = one step), the bank is a
 * list of words by difficulty, and `answer` decides each verdict.
 */
class FakePlayer {
  step = 0;
  level = 1;
  previous: string | null = null;
  cards = new Map<string, Card>();
  served: string[] = [];
  verdicts: boolean[] = [];

  constructor(private readonly bank: { id: string; difficulty: number }[]) {}

  next(): string {
    const taken = (id: string) => this.cards.has(id);
    const newWordIds = this.bank
      .filter((w) => !taken(w.id) && w.id !== this.previous)
      .sort((a, b) => Math.abs(a.difficulty - this.level) - Math.abs(b.difficulty - this.level))
      .map((w) => w.id);
    const input = { step: this.step, previousWordId: this.previous, cards: [...this.cards.values()], newWordIds };
    const choice = chooseNext(input) ?? chooseNext({ ...input, spareCards: [...this.cards.values()] });
    if (!choice) throw new Error('nothing to serve');
    return choice.wordId;
  }

  answer(wordId: string, accepted: boolean) {
    this.cards.set(wordId, applyAnswer(this.cards.get(wordId), wordId, accepted, this.step));
    this.step += 1;
    this.verdicts.unshift(accepted);
    this.level = nextLevel(this.level, this.verdicts, this.step);
    this.previous = wordId;
    this.served.push(wordId);
  }

  /** Serves and answers `count` words; `decide` gets the word and its position. */
  play(count: number, decide: (wordId: string, index: number) => boolean) {
    for (let i = 0; i < count; i += 1) {
      const wordId = this.next();
      this.answer(wordId, decide(wordId, this.served.length));
    }
  }
}

const bank = (count: number, difficulty = (i: number) => (i % 5) + 1) =>
  Array.from({ length: count }, (_, i) => ({ id: `w${String(i).padStart(3, '0')}`, difficulty: difficulty(i) }));

describe('a missed word', () => {
  it('comes back after two other words, then at growing intervals, and is learned after 3 right in a row', () => {
    const player = new FakePlayer(bank(100));
    const first = player.next();
    // Miss the first word once; spell everything else (and that word, from then on) right.
    player.play(60, (id, index) => !(id === first && index === 0));
    const positions = player.served.flatMap((id, i) => (id === first ? [i] : []));
    expect(positions).toEqual([0, 3, 9, 21]);
    // Learned: it leaves the rotation and is never served again.
    expect(player.cards.get(first)).toMatchObject({ learned: true, correctStreak: 3 });
    expect(positions.at(-1)).toBe(21);
  });

  it('returns within the next 3 words after every miss, whatever the verdicts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 20, maxLength: 120 }), (verdicts) => {
        const player = new FakePlayer(bank(300));
        player.play(verdicts.length, (_, index) => verdicts[index] ?? true);
        player.served.forEach((id, i) => {
          if (player.verdicts[player.verdicts.length - 1 - i] === false && i + 3 < player.served.length) {
            expect(player.served.slice(i + 1, i + 4)).toContain(id);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('a missed word comes back again and again until it is spelled right 3 times in a row', () => {
    const player = new FakePlayer(bank(100));
    const hard = player.next();
    let misses = 0;
    player.play(80, (id) => (id === hard ? misses++ >= 4 : true));
    const seen = player.served.filter((id) => id === hard).length;
    expect(seen).toBe(4 + 3); // four misses, then three right answers in a row
    expect(player.cards.get(hard)?.learned).toBe(true);
  });
});

describe('a word spelled right at first sight', () => {
  it('is known: it leaves the rotation and is never served again', () => {
    const player = new FakePlayer(bank(50));
    player.play(40, () => true);
    expect(new Set(player.served).size).toBe(40);
  });
});

describe('never the same word twice in a row', () => {
  it('holds for any verdicts, even with a tiny bank (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 80 }),
        (size, verdicts) => {
          const player = new FakePlayer(bank(size));
          player.play(verdicts.length, (_, index) => verdicts[index] ?? false);
          player.served.slice(1).forEach((id, i) => expect(id).not.toBe(player.served[i]));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a second due card waiting rather than repeat the word just answered', () => {
    const cards: Card[] = [
      { wordId: 'a', box: 1, correctStreak: 0, dueStep: 3, learned: false },
      { wordId: 'b', box: 2, correctStreak: 1, dueStep: 5, learned: false },
    ];
    expect(chooseNext({ step: 6, previousWordId: 'a', cards, newWordIds: ['n'] })).toEqual({
      wordId: 'b',
      reason: 'due',
    });
  });
});

describe('game misses', () => {
  it('join the rotation while the player keeps missing training words: every third answer takes the inbox', () => {
    const player = new FakePlayer(bank(100));
    const missedInGames = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'];
    for (const id of missedInGames) player.cards.set(id, applyGameMiss(id, 0));
    // Every answer wrong: the first words missed keep coming back as training misses.
    player.play(40, () => false);
    for (const id of missedInGames) expect(player.served, id).toContain(id);
    // They come at least every third answer, and every word missed so far keeps coming back.
    expect(player.served.slice(0, 18).filter((id) => missedInGames.includes(id)).length).toBeGreaterThanOrEqual(6);
    for (const id of new Set(player.served.slice(0, 20))) expect(player.served.slice(20), id).toContain(id);
  });

  it('wait in the inbox: served after due training misses and reviews, before new words', () => {
    const cards: Card[] = [
      applyGameMiss('game', 0),
      { wordId: 'review', box: 2, correctStreak: 1, dueStep: 4, learned: false },
      { wordId: 'miss', box: 1, correctStreak: 0, dueStep: 5, learned: false },
    ];
    const order: string[] = [];
    let previousWordId: string | null = null;
    const left = [...cards];
    for (let i = 0; i < 4; i += 1) {
      // Step 6 is not the inbox's turn (every third answer: steps 2, 5, 8…).
      const choice = chooseNext({ step: 6, previousWordId, cards: left, newWordIds: ['new'] });
      order.push(choice!.wordId);
      previousWordId = choice!.wordId;
      left.splice(
        left.findIndex((c) => c.wordId === choice!.wordId),
        1,
      );
    }
    expect(order).toEqual(['miss', 'review', 'game', 'new']);
  });

  it('a word missed in a game and then spelled right in training still needs 3 right in a row', () => {
    let card = applyGameMiss('w', 10);
    card = applyAnswer(card, 'w', true, 10);
    expect(card).toMatchObject({ learned: false, correctStreak: 1, dueStep: 10 + SCHEDULE.reviewGaps[0]! });
    card = applyAnswer(card, 'w', true, 20);
    card = applyAnswer(card, 'w', true, 40);
    expect(card.learned).toBe(true);
  });
});

describe('the level', () => {
  const W = SCHEDULE.levelWindow; // 20
  const judged = (verdicts: boolean[], level = 3) => nextLevel(level, verdicts, W);
  const right = (n: number): boolean[] => Array.from({ length: n }, () => true);
  const wrong = (n: number): boolean[] => Array.from({ length: n }, () => false);

  it('moves up above 90% right in the last 20 answers, down below 80%, and stays around the 85% aim', () => {
    expect(judged(right(W))).toBe(4);
    expect(judged([...wrong(1), ...right(W - 1)])).toBe(4); // 95%
    expect(judged([...wrong(2), ...right(W - 2)])).toBe(3); // 90%
    expect(judged([...wrong(3), ...right(W - 3)])).toBe(3); // 85%
    expect(judged([...wrong(4), ...right(W - 4)])).toBe(3); // 80%
    expect(judged([...wrong(5), ...right(W - 5)])).toBe(2); // 75%
  });

  it('is judged once per 20 answers, on a full window, and stays within 1..5', () => {
    expect(nextLevel(3, right(W), W - 3)).toBe(3);
    expect(nextLevel(3, right(W - 1), W)).toBe(3);
    expect(nextLevel(5, right(W), 2 * W)).toBe(5);
    expect(nextLevel(1, wrong(W), 2 * W)).toBe(1);
  });

  it('follows a player: new words get harder while they spell well, easier when they struggle', () => {
    const player = new FakePlayer(bank(400));
    player.play(3 * W, () => true);
    expect(player.level).toBe(4);
    player.play(2 * W, () => false);
    expect(player.level).toBe(2);
  });

  it('settles players of different skill where about 85% of their answers are right', () => {
    const words = bank(3000);
    const difficulty = new Map(words.map((w) => [w.id, w.difficulty]));
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const skill of [2.5, 3.5, 4.5]) {
      const player = new FakePlayer(words);
      const exposures = new Map<string, number>();
      // The chance of a right answer falls with the word's difficulty and rises with each earlier exposure.
      player.play(1000, (id) => {
        const seen = exposures.get(id) ?? 0;
        exposures.set(id, seen + 1);
        const odds = 1.6 * (skill - (difficulty.get(id) ?? 3)) + 1.2 * seen;
        return random() < 1 / (1 + Math.exp(-odds));
      });
      const last = player.verdicts.slice(0, 500);
      const accuracy = last.filter(Boolean).length / last.length;
      expect(accuracy, `skill ${skill}`).toBeGreaterThan(0.8);
      expect(accuracy, `skill ${skill}`).toBeLessThan(0.9);
    }
  });
});
