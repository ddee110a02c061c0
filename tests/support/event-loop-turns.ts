/**
 * Counts the turns of the event loop (each a chance for a serving process to answer a request) with a
 * callback that requeues itself, until `stop()`. Tests of work that must yield compare the count
 * before and after, instead of timing the work.
 */
export function countEventLoopTurns(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    turns: () => turns,
    stop: () => {
      counting = false;
    },
  };
}
