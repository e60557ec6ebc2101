import { useSyncExternalStore } from 'react';
import type { JoinDetails } from './joinStore';

/**
 * The answer the site's server gave a join posted before this page's script ran (a plain form post,
 * tooling/ssr/formPosts.mjs, decision 0145): the details it accepted, or the email's message with what
 * was typed. Read as an external store whose server value is none, so hydration matches the
 * prerendered HTML and the answer is taken up right after.
 */
export type ServerJoinAnswer = { joined: JoinDetails } | { error: string; values: JoinDetails };

const isText = (value: unknown): value is string => typeof value === 'string';

function asDetails(value: unknown): JoinDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('fullName' in value) || !('email' in value) || !('goals' in value)) return null;
  const { fullName, email, goals } = value;
  return isText(fullName) && isText(email) && isText(goals) ? { fullName, email, goals } : null;
}

function parseAnswer(text: string): ServerJoinAnswer | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  // The join's answer is under its own key: a sign-in answer on the same page is not one.
  if (typeof answer !== 'object' || answer === null || !('join' in answer)) return null;
  const { join } = answer;
  if (typeof join !== 'object' || join === null) return null;
  const joined = 'joined' in join ? asDetails(join.joined) : null;
  if (joined) return { joined };
  const typed = 'values' in join ? asDetails(join.values) : null;
  return 'error' in join && isText(join.error) && typed ? { error: join.error, values: typed } : null;
}

// The same text gives the same object: React compares snapshots by identity.
let lastText: string | null = null;
let lastAnswer: ServerJoinAnswer | null = null;

function readServerJoinAnswer(): ServerJoinAnswer | null {
  const text = document.getElementById('form-answer')?.textContent ?? null;
  if (text !== lastText) {
    lastText = text;
    lastAnswer = text ? parseAnswer(text) : null;
  }
  return lastAnswer;
}

const unchanging = () => () => {};

export function useServerJoinAnswer(): ServerJoinAnswer | null {
  return useSyncExternalStore(unchanging, readServerJoinAnswer, () => null);
}

const takenUp = new WeakSet<ServerJoinAnswer>();

/**
 * True the first time an answer is taken up in this page: the membership is recorded, or the refusal's
 * values kept, once, even when /join is visited again within the page (a client navigation).
 */
export function takeUpOnce(answer: ServerJoinAnswer): boolean {
  if (takenUp.has(answer)) return false;
  takenUp.add(answer);
  return true;
}
