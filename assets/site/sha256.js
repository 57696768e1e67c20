// SHA-256 (FIPS 180-4), synchronous, on Uint8Array. Part of pbem's in-browser checker
// (docs/site.md): written from the standard, no dependency.
"use strict";
var PBEM = (typeof PBEM !== "undefined") ? PBEM : {};
(function (P) {
  var K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  ]);
  var W = new Uint32Array(64);

  function block(h, m, off) {
    var i, t1, t2, a, b, c, d, e, f, g, hh, x, y;
    for (i = 0; i < 16; i++) {
      W[i] = (m[off + 4 * i] << 24) | (m[off + 4 * i + 1] << 16) | (m[off + 4 * i + 2] << 8) | m[off + 4 * i + 3];
    }
    for (i = 16; i < 64; i++) {
      x = W[i - 15]; y = W[i - 2];
      var s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      var s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (i = 0; i < 64; i++) {
      var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      var ch = (e & f) ^ (~e & g);
      t1 = (hh + S1 + ch + K[i] + W[i]) | 0;
      var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      var maj = (a & b) ^ (a & c) ^ (b & c);
      t2 = (S0 + maj) | 0;
      hh = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
    h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + hh) | 0;
  }

  /** SHA-256 of `bytes` (Uint8Array): a Uint8Array of 32 bytes. */
  P.sha256 = function (bytes) {
    var h = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    var n = bytes.length, full = n - (n % 64), i;
    for (i = 0; i < full; i += 64) block(h, bytes, i);
    var rest = n - full, pad = rest < 56 ? 64 : 128, tail = new Uint8Array(pad);
    tail.set(bytes.subarray(full));
    tail[rest] = 0x80;
    var bits = n * 8, hi = Math.floor(bits / 4294967296), lo = bits >>> 0;
    tail[pad - 8] = hi >>> 24; tail[pad - 7] = hi >>> 16; tail[pad - 6] = hi >>> 8; tail[pad - 5] = hi;
    tail[pad - 4] = lo >>> 24; tail[pad - 3] = lo >>> 16; tail[pad - 2] = lo >>> 8; tail[pad - 1] = lo;
    for (i = 0; i < pad; i += 64) block(h, tail, i);
    var out = new Uint8Array(32);
    for (i = 0; i < 8; i++) {
      out[4 * i] = h[i] >>> 24; out[4 * i + 1] = h[i] >>> 16; out[4 * i + 2] = h[i] >>> 8; out[4 * i + 3] = h[i];
    }
    return out;
  };

  /** Lowercase hex of a Uint8Array. */
  P.hex = function (bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return s;
  };

  /** The 32 bytes of a SHA-256 written as 64 hex digits (either case, as pbem reads it), or null. */
  P.unhex = function (text) {
    if (typeof text !== "string") return null;
    text = text.trim();
    if (!/^[0-9a-fA-F]{64}$/.test(text)) return null;
    var out = new Uint8Array(32);
    for (var i = 0; i < 32; i++) out[i] = parseInt(text.substr(2 * i, 2), 16);
    return out;
  };

  var enc = new TextEncoder();
  /** UTF-8 bytes of a string. */
  P.utf8 = function (s) { return enc.encode(s); };
  /** Hex SHA-256 of a string's UTF-8 bytes or of a Uint8Array. */
  P.sha256hex = function (x) { return P.hex(P.sha256(typeof x === "string" ? enc.encode(x) : x)); };
})(PBEM);
