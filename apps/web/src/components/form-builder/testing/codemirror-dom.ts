/**
 * jsdom lacks the layout calls CodeMirror measures with; empty rectangles are enough for
 * editing by paste in tests. Import this from a test that mounts the JSON editor.
 */
Range.prototype.getClientRects = function getClientRects() {
  return Object.assign([], { item: () => null }) as unknown as DOMRectList;
};
Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return new DOMRect();
};
