'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion, REDUCED_MOTION } from '@/lib/motion';

const ADVANCE_MS = 5000; // each slide holds for five seconds

// here, not in lib/motion (which the header brings to every page): only the hero listens
function onReducedMotionChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/**
 * The hero's slideshow state: the active slide, which slides' media are mounted, and the timer
 * that advances them every 5 s while the active dot's progress line (`progressRef`) shows the
 * time passing. Pausing (`setUserPaused`, or keyboard focus inside: `setFocusPaused`) freezes
 * both and resumes where it stopped; a visitor who asked for less motion starts paused.
 */
export function useSlideshow(count: number) {
  const [active, setActive] = useState(0);
  // the first slide's copy is there at first paint; copy shown after a change rises in
  const [changed, setChanged] = useState(false);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  // null until the visitor presses Pause or Play; the server cannot know their motion setting
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const reduceMotion = useSyncExternalStore(
    onReducedMotionChange,
    prefersReducedMotion,
    () => false,
  );
  const stopped = userPaused ?? reduceMotion;
  const [focusPaused, setFocusPaused] = useState(false);
  const progressRef = useRef<HTMLSpanElement>(null);
  const paused = stopped || focusPaused;

  // mounts a slide's media; kept once mounted so revisits are instant
  const warm = useCallback(
    (...indexes: number[]) =>
      setMounted((prev) =>
        indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes]),
      ),
    [],
  );

  const go = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      setActive(target);
      setChanged(true);
      // the next slide loads while this one shows
      warm(target, (target + 1) % count);
    },
    [count, warm],
  );

  // time left on the current slide: kept across pauses, reset when the slide changes
  const remainingRef = useRef(ADVANCE_MS);
  const animationRef = useRef<Animation | null>(null);

  // the active dot's progress line shows the time passing
  useEffect(() => {
    remainingRef.current = ADVANCE_MS;
    const bar = progressRef.current;
    if (!bar || count < 2) return;
    const animation = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: ADVANCE_MS,
      easing: 'linear',
      fill: 'forwards',
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [active, count]);

  // a plain timer advances the slides, so slow rendering never holds them back
  useEffect(() => {
    if (count < 2) return;
    const animation = animationRef.current;
    if (paused) {
      animation?.pause();
      return;
    }
    if (animation?.playState === 'paused') animation.play();
    const started = performance.now();
    const id = window.setTimeout(() => go(active + 1), remainingRef.current);
    return () => {
      window.clearTimeout(id);
      remainingRef.current = Math.max(0, remainingRef.current - (performance.now() - started));
    };
  }, [active, paused, count, go]);

  return {
    active,
    changed,
    mounted,
    warm,
    go,
    stopped,
    paused,
    setUserPaused,
    setFocusPaused,
    progressRef,
  };
}
