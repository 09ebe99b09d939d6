#!/usr/bin/env python3
"""Untuned learners through the release binary (issue 14's loop; docs/decisions.md, 2026-11-30, learning steps).

usage: scripts/simlearner.py KUCHI [DAYS] [SEED] [--learner halflife|actr] [--env NAME=VALUE ...] [--running] [--no-ref]
(run with a python that has PyPI fsrs 6.3.2, e.g. python3 -m venv V && V/bin/pip install fsrs==6.3.2)

Drives `kuchi review --json` once a day at 09:00 UTC for DAYS days (default 60) on a fresh home with default
settings (choice mode, 20 new words and 200 reviews a day, retention 0.9, the N5 scope of 662 words), beside
the same learner scheduled by PyPI fsrs's Scheduler() (steps 1 and 10 min, fuzz on, not seeded), unbounded
and capped at 662 words. 30 s pass per line on the learner's clock; Kuchi's clock is frozen at 09:00 for the
session (KUCHI_NOW_FROZEN=1) unless --running. Every KUCHI_* variable is removed from the environment; --env
passes one deliberately (e.g. KUCHI_LEARNING_STEPS=1,10).

Learners (chosen before any run, not tuned): halflife (walk-through 16's): a half-life h per word, recall
2^(-elapsed/h), a lesson sets h = 1 day, right: h *= 1.5 + 4(1-p), wrong: h = max(0.2, h/2). actr: ACT-R
base-level activation with Pavlik & Anderson's (2005) spacing effect (see class ACTR).
Prints, at days 30 and 60: words introduced, answers, right, missed, mean true recall the next morning, and
study minutes a day (lessons and answers at 30 s a line).
"""
import json, math, os, random, shutil, subprocess, sys, tempfile
from datetime import datetime, timedelta, timezone

import argparse
ap = argparse.ArgumentParser()
ap.add_argument('kuchi'); ap.add_argument('days', type=int, nargs='?', default=60); ap.add_argument('seed', type=int, nargs='?', default=1)
ap.add_argument('--env', action='append', default=[], help='NAME=VALUE passed to every kuchi process')
ap.add_argument('--running', action='store_true', help='KUCHI_NOW without KUCHI_NOW_FROZEN: Kuchi\'s clock runs from 09:00')
ap.add_argument('--no-ref', action='store_true', help='skip the fsrs reference arms')
ap.add_argument('--learner', default='halflife', choices=['halflife', 'actr'])
A = ap.parse_args()
kuchi = A.kuchi; DAYS = A.days; SEED = A.seed
START = datetime(2027, 1, 4, 9, 0, tzinfo=timezone.utc)
NEW_PER_DAY, REV_PER_DAY = 20, 200

class Memory:
    def __init__(self, rng): self.rng = rng; self.w = {}
    def recall(self, k, t):
        if k not in self.w: return 0.0
        h, t0 = self.w[k]
        return 2 ** (-((t - t0).total_seconds() / 86400) / h)
    def lesson(self, k, t): self.w[k] = [1.0, t]
    def answer(self, k, t):
        p = self.recall(k, t)
        ok = self.rng.random() < p
        if k not in self.w: self.w[k] = [1.0, t]; return ok
        h = self.w[k][0]
        h = h * (1.5 + 4 * (1 - p)) if ok else max(0.2, h / 2)
        self.w[k] = [h, t]
        return ok
    def mean_recall(self, t):
        return sum(self.recall(k, t) for k in self.w) / len(self.w) if self.w else 0.0

class ACTR:
    """Learner 3 (learn21), written before any variant was measured: ACT-R base-level activation with
    Pavlik & Anderson's (2005) spacing effect, parameters as recalled from that paper (Japanese-English pairs;
    a 0.177, c 0.217, tau -0.704, s 0.255, time between study days scaled by h 0.025; not rechecked), not tuned here. Each exposure
    j (lesson or answer, right or wrong) adds age_j^-d_j, d_j = c*e^m_j + a with m_j the activation when it
    happened; recall p = 1/(1+e^((tau-m)/s)); an answer is right with probability p."""
    a, c, tau, s, h = 0.177, 0.217, -0.704, 0.255, 0.025
    def __init__(self, rng): self.rng = rng; self.w = {}
    def age(self, t0, t):
        sec = max(1.0, (t - t0).total_seconds())
        return sec if t0.date() == t.date() else sec * self.h
    def act(self, k, t):
        ex = self.w.get(k)
        if not ex: return float('-inf')
        tot = sum(self.age(t0, t) ** -d for t0, d in ex)
        return math.log(tot) if tot > 0 else float('-inf')
    def recall(self, k, t):
        m = self.act(k, t)
        if m == float('-inf'): return 0.0
        return 1 / (1 + math.exp((self.tau - m) / self.s))
    def expose(self, k, t):
        m = self.act(k, t)
        d = self.a if m == float('-inf') else self.c * math.exp(m) + self.a
        self.w.setdefault(k, []).append((t, d))
    def lesson(self, k, t): self.expose(k, t)
    def answer(self, k, t):
        ok = self.rng.random() < self.recall(k, t)
        self.expose(k, t)
        return ok
    def mean_recall(self, t):
        return sum(self.recall(k, t) for k in self.w) / len(self.w) if self.w else 0.0

def new_memory(rng): return ACTR(rng) if A.learner == 'actr' else Memory(rng)

def run_kuchi():
    rng = random.Random(SEED); mem = new_memory(rng)
    tmp = tempfile.mkdtemp(prefix='simlearner-')
    env = dict(os.environ, HOME=tmp, XDG_CONFIG_HOME='', XDG_DATA_HOME='', XDG_STATE_HOME='', NO_COLOR='1')
    for k in list(env):
        if k.startswith('KUCHI_'): del env[k]
    if not A.running: env['KUCHI_NOW_FROZEN'] = '1'
    for kv in A.env:
        n, v = kv.split('=', 1); env[n] = v
    db = os.path.join(tmp, 'kuchi.sqlite')   # the default place: a new learner, as the README's first run
    meanings = {}
    stats = {'lessons': 0, 'reviews': 0, 'missed': 0, 'correct': 0}
    out = {}; duecheck = []
    for d in range(DAYS):
        now = START + timedelta(days=d)
        env['KUCHI_NOW'] = now.isoformat()
        dj = subprocess.run([kuchi, 'due', '--format', 'json'], capture_output=True, text=True, env=env)
        try: due_now = json.loads(dj.stdout).get('due_now') if dj.stdout.strip().startswith('{') else None
        except Exception: due_now = None
        p = subprocess.Popen([kuchi, 'review', '--json', '--name', 'Sim'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env, bufsize=1)
        t = now; sess_due = None; first_items = 0
        def send(s):
            p.stdin.write(s + '\n'); p.stdin.flush()
        for line in p.stdout:
            e = json.loads(line); ty = e['type']
            if ty == 'session': sess_due = e['due']
            elif ty == 'notice' and sess_due is None and 'Nothing' in e['message']:
                sess_due = 0
            elif ty == 'lesson':
                k = (e['word'], e['reading']); meanings[k] = e['meanings']
                mem.lesson(k, t); stats['lessons'] += 1; send('')
                t += timedelta(seconds=30)
            elif ty == 'challenge':
                k = (e['word'], e['reading'])
                ok = mem.answer(k, t); t += timedelta(seconds=30)
                m = meanings.get(k, [])
                right = [c['number'] for c in (e['choices'] or []) if c['text'] == '; '.join(m) or c['text'] in m]
                if ok:
                    send(str(right[0]) if right else (m[0] if m else 'x'))
                else:
                    wrong = [c['number'] for c in (e['choices'] or []) if c['number'] not in right]
                    send(str(rng.choice(wrong)) if wrong else 'no idea')
            elif ty == 'outcome':
                stats['reviews'] += 1
                if e['result'] == 'correct': stats['correct'] += 1
                elif e['result'] == 'missed': stats['missed'] += 1
            elif ty == 'summary': break
            elif ty == 'error': print('error', d, e, file=sys.stderr); send('')
        p.stdin.close(); p.wait()
        dj2 = subprocess.run([kuchi, 'due', '--format', 'json'], capture_output=True, text=True, env=env)
        try: left = json.loads(dj2.stdout).get('due_now')
        except Exception: left = None
        duecheck.append((d, due_now, sess_due, left))
        if d + 1 == DAYS: shutil.rmtree(tmp, ignore_errors=True)
        if d + 1 in (30, 60, DAYS):
            out[d + 1] = dict(stats, introduced=len(mem.w), recall=mem.mean_recall(now + timedelta(days=1)))
    return out, duecheck

def run_fsrs(cap=None):
    import fsrs
    rng = random.Random(SEED); mem = new_memory(rng)
    sch = fsrs.Scheduler()
    cards = {}; next_new = 0
    stats = {'lessons': 0, 'reviews': 0, 'missed': 0, 'correct': 0}; out = {}
    for d in range(DAYS):
        now = START + timedelta(days=d); t = now; revs = 0
        day_start = now.replace(hour=4)
        for i in range(NEW_PER_DAY):
            if cap is not None and next_new >= cap: break
            k = ('w', next_new); next_new += 1
            c = fsrs.Card(); mem.lesson(k, t); stats['lessons'] += 1
            c, _ = sch.review_card(c, fsrs.Rating.Again, t); cards[k] = c
            t += timedelta(seconds=30)
        while True:
            cand = [k for k, c in cards.items() if c.due <= t + timedelta(minutes=20)]
            def is_review(k): return cards[k].last_review is not None and cards[k].last_review < day_start
            cand = [k for k in cand if not (is_review(k) and revs >= REV_PER_DAY)]
            if not cand: break
            k = min(cand, key=lambda k: cards[k].due)
            if is_review(k): revs += 1
            ok = mem.answer(k, t)
            cards[k], _ = sch.review_card(cards[k], fsrs.Rating.Good if ok else fsrs.Rating.Again, t)
            stats['reviews'] += 1; stats['correct' if ok else 'missed'] += 1
            t += timedelta(seconds=30)
        if d + 1 in (30, 60, DAYS):
            out[d + 1] = dict(stats, introduced=len(mem.w), recall=mem.mean_recall(now + timedelta(days=1)))
    return out

if __name__ == '__main__':
    k, duecheck = run_kuchi()
    arms = [('kuchi', k)]
    if not A.no_ref:
        arms += [('fsrs', run_fsrs()), ('fsrs662', run_fsrs(cap=662))]   # the same 662-word scope (N5) a new Kuchi learner has
    print('# learner', A.learner, 'seed', SEED, 'env', A.env, 'clock', 'running' if A.running else 'frozen')
    print('day  who    introduced  answers(quiz)  right  missed  mean true recall (next day 09:00)  study min/day (30 s a line)')
    for day in sorted(k):
        for who, r in arms:
            o = r[day]
            print(f"{day:3d}  {who:7s}  {o['introduced']:10d}  {o['reviews']:13d}  {o['correct']:5d}  {o['missed']:6d}  {o['recall']:.3f}  {(o['lessons'] + o['reviews']) * 0.5 / day:.1f}")
    bad = [x for x in duecheck if x[1] != x[2]]
    print('days with cards still due after the session:', [x for x in duecheck if x[3]])
    print('days where kuchi due (due_now) != review session due:', len(bad), bad[:10])
