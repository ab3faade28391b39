/** Lets the browser paint and handle input between two long pieces of work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves in the task after the next frame has been painted. */
export const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
