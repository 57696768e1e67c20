// ChaCha20 (RFC 8439, section 2.3) keystream read as little-endian 32-bit words, and the
// die of docs/fairness.md section 4: key = the 32 seed bytes, an all-zero 96-bit nonce,
// block counter 0. Written from the RFC for pbem's in-browser checker (docs/site.md).
"use strict";
var PBEM = (typeof PBEM !== "undefined") ? PBEM : {};
(function (P) {
  function rotl(x, n) { return (x << n) | (x >>> (32 - n)); }
  function qr(s, a, b, c, d) {
    s[a] = (s[a] + s[b]) | 0; s[d] = rotl(s[d] ^ s[a], 16);
    s[c] = (s[c] + s[d]) | 0; s[b] = rotl(s[b] ^ s[c], 12);
    s[a] = (s[a] + s[b]) | 0; s[d] = rotl(s[d] ^ s[a], 8);
    s[c] = (s[c] + s[d]) | 0; s[b] = rotl(s[b] ^ s[c], 7);
  }

  /** A ChaCha20 stream keyed by `key` (32 bytes); `nextU32()` gives the next keystream word. */
  P.ChaCha20 = function (key) {
    var init = new Int32Array(16);
    init[0] = 0x61707865; init[1] = 0x3320646e; init[2] = 0x79622d32; init[3] = 0x6b206574;
    for (var i = 0; i < 8; i++) {
      init[4 + i] = key[4 * i] | (key[4 * i + 1] << 8) | (key[4 * i + 2] << 16) | (key[4 * i + 3] << 24);
    }
    // init[12] block counter 0, init[13..15] the all-zero nonce.
    var out = new Int32Array(16), x = new Int32Array(16), pos = 16;
    function refill() {
      x.set(init);
      for (var r = 0; r < 10; r++) {
        qr(x, 0, 4, 8, 12); qr(x, 1, 5, 9, 13); qr(x, 2, 6, 10, 14); qr(x, 3, 7, 11, 15);
        qr(x, 0, 5, 10, 15); qr(x, 1, 6, 11, 12); qr(x, 2, 7, 8, 13); qr(x, 3, 4, 9, 14);
      }
      for (var j = 0; j < 16; j++) out[j] = (x[j] + init[j]) | 0;
      // The 32-bit block counter, then the nonce word after it, as a 64-bit counter would
      // (rand_chacha's); no pbem entry draws 2^32 blocks.
      init[12] = (init[12] + 1) | 0;
      if (init[12] === 0) init[13] = (init[13] + 1) | 0;
      pos = 0;
    }
    this.nextU32 = function () {
      if (pos === 16) refill();
      return out[pos++] >>> 0;
    };
  };

  /** One die of `n` sides from `stream` (docs/fairness.md, section 4): words are drawn
   *  until one is below floor(2^32 / n) * n; the value is word % n + 1. */
  P.die = function (stream, n) {
    var zone = Math.floor(4294967296 / n) * n;
    for (;;) {
      var w = stream.nextU32();
      if (w < zone) return (w % n) + 1;
    }
  };
})(PBEM);
