import { useEffect, useState } from 'react';

// The strength shown for a new password (issue 15): zxcvbn's score (0–4), from `@zxcvbn-ts/core` with
// the common dictionaries. Loaded on first use, in its own chunk (the dictionaries are ~400 KB), so no
// route pays for it until a password is typed.

type Score = 0 | 1 | 2 | 3 | 4;
type Scorer = (password: string, userInputs?: string[]) => Score;

let loading: Promise<Scorer> | null = null;

export function loadScorer(): Promise<Scorer> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => factory.check(password, userInputs).score as Score;
    },
  );
  return loading;
}

/**
 * zxcvbn's score of `password` once the library has loaded (null before, and for an empty password).
 * `userInputs` (e-mail, nickname) count as guessable words.
 */
export function usePasswordScore(password: string, userInputs: string[] = []): Score | null {
  const [scored, setScored] = useState<{ password: string; score: Score } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let live = true;
    void loadScorer().then((score) => {
      if (live) setScored({ password, score: score(password, inputs ? inputs.split('\n') : []) });
    });
    return () => {
      live = false;
    };
  }, [password, inputs]);
  return password && scored?.password === password ? scored.score : null;
}
