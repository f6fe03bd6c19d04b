/**
 * Runs `task` once the browser has painted the current frame (the next animation frame, then
 * the task after it), for work that must not delay what is being shown. Returns a canceller.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
