/**
 * jsdom lacks the layout calls the code and rich-text editors (CodeMirror, ProseMirror) measure
 * with; empty answers are enough for editing by paste in tests. Import this from a test that
 * mounts one of them.
 */
Range.prototype.getClientRects = function getClientRects() {
  return Object.assign([], { item: () => null }) as unknown as DOMRectList;
};
Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return new DOMRect();
};
if (!('elementFromPoint' in document)) {
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
}
