'use strict';

/**
 * Stands in for the `side-channel` package in the web build (vite.config.ts `resolve.alias`).
 * qs uses it as a map keyed by objects, to find cycles while it writes a query string. The
 * package reaches a WeakMap through get-intrinsic, call-bound and object-inspect, written for
 * engines without one: ~10 KB of gzip on every page, the sign-in page included. Every browser
 * Depot supports has WeakMap and Map, so this is the same contract in a few lines.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  function storeOf(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function')
      ? objects
      : others;
  }
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};
