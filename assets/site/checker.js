// pbem's checker in the browser: an independent implementation of docs/fairness.md
// (sections 1 to 9) over a campaign's files. It re-derives every commitment from the
// revealed orders, follows every entropy chain, recomputes every seed and every die of the
// dice log, and checks the history chain and every file's hash in `outputs`; it names the
// first entry and file that fail, in the order `pbem verify` checks them (docs/site.md).
// What it does not check: the rules' application (pbem verify replays the rules), the
// setup against the scenario, and the rules revision schedule.
"use strict";
var PBEM = (typeof PBEM !== "undefined") ? PBEM : {};
(function (P) {
  var decoder = new TextDecoder("utf-8");

  /** A failed check: the entry folder, the file (relative to it) and what differs. */
  function Fail(entry, file, message) {
    this.entry = entry; this.file = file; this.message = message;
  }

  function cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
  function keys(o) { return Object.keys(o || {}).sort(cmp); }
  function pad4(k) { var s = String(k); while (s.length < 4) s = "0" + s; return s; }

  /** H^n(v): SHA-256 of the 32 raw bytes, n times. */
  function iterate(v, n) {
    for (var i = 0; i < n; i++) v = P.sha256(v);
    return v;
  }

  function equalBytes(a, b) {
    if (a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** The campaign's files, read as pbem reads them. */
  function Reader(files, partial) {
    this.files = files;
    this.partial = partial;
  }
  Reader.prototype.has = function (path) { return Object.prototype.hasOwnProperty.call(this.files, path); };
  Reader.prototype.bytes = function (entry, path) {
    if (!this.has(path)) throw new Fail(entry, path.replace(/^history\/[^/]+\//, ""), "cannot read: no such file");
    return this.files[path];
  };
  /** YAML as strings, maps and lists (every scalar a string: hashes stay text). */
  Reader.prototype.yaml = function (entry, dir, file) {
    var bytes = this.bytes(entry, dir + file);
    try {
      return jsyaml.load(decoder.decode(bytes), { schema: jsyaml.FAILSAFE_SCHEMA, filename: entry + "/" + file });
    } catch (e) {
      throw new Fail(entry, file, String(e.message || e));
    }
  };

  /** A map id -> SHA-256 hex, as pbem's typed files hold (commitments, entropy). */
  function digestMap(v, entry, file) {
    if (v === null || v === undefined) return {};
    if (typeof v !== "object" || Array.isArray(v)) throw new Fail(entry, file, "not a map of hashes");
    var out = {};
    keys(v).forEach(function (k) {
      var d = P.unhex(v[k]);
      if (!d) throw new Fail(entry, file, "'" + v[k] + "' is not a SHA-256 hash (64 hex digits)");
      out[k] = d;
    });
    return out;
  }

  function field(res, name, entry) {
    if (res === null || typeof res !== "object" || !(name in res)) {
      throw new Fail(entry, "resolution.yaml", "missing field `" + name + "`");
    }
    return res[name];
  }

  /** The participants whose entropy the entry needs (docs/fairness.md, section 9). */
  function neededEntropy(c, deciders, bound) {
    var chains = c.participants.filter(function (p) { return p.chain; });
    var some = chains.filter(function (p) { return p.role !== "player" || deciders.indexOf(p.id) >= 0; });
    var pick = some.some(function (p) { return bound.indexOf(p.id) < 0; }) ? some : chains;
    return pick.map(function (p) { return p.id; }).sort(cmp);
  }

  function readCampaign(r) {
    var file;
    try {
      file = jsyaml.load(decoder.decode(r.bytes("", "campaign.yaml")), { schema: jsyaml.FAILSAFE_SCHEMA });
    } catch (e) {
      if (e instanceof Fail) throw new Fail("", "campaign.yaml", e.message);
      throw new Fail("", "campaign.yaml", String(e.message || e));
    }
    var parts = (file && file.participants) || [];
    var c = { id: file && file.id, participants: [], players: [], chains: {} };
    parts.forEach(function (p) {
      var q = { id: String(p.id), role: p.role || "player", chain: null };
      if (p.entropy) {
        var a = P.unhex(p.entropy.anchor);
        if (!a) throw new Fail("", "campaign.yaml", "participant " + q.id + ": bad anchor");
        q.chain = { anchor: a, length: p.entropy.length ? parseInt(p.entropy.length, 10) : 10000 };
      }
      c.participants.push(q);
      if (q.role === "player") c.players.push(q.id);
    });
    c.players.sort(cmp);
    c.participants.sort(function (a, b) { return cmp(a.id, b.id); });
    return c;
  }

  function entryNames(files) {
    var seen = {};
    Object.keys(files).forEach(function (p) {
      var m = /^history\/([^/]+)\//.exec(p);
      if (m && m[1].length > 4 && /^[0-9]{4}/.test(m[1])) seen[m[1]] = true;
    });
    return keys(seen);
  }

  /** The seed (section 3). */
  function seedOf(campaign, k, state, commitments, entropy) {
    var m = "pbem-seed-v1\ncampaign " + campaign + "\nentry " + k + "\nstate " + state + "\n";
    keys(commitments).forEach(function (p) { m += "orders " + p + " " + P.hex(commitments[p]) + "\n"; });
    keys(entropy).forEach(function (p) { m += "entropy " + p + " " + P.hex(entropy[p]) + "\n"; });
    return P.sha256hex(m);
  }

  /** H_k (section 8). */
  function historyNext(prev, k, seed, state) {
    return P.sha256hex("pbem-history-v1\nprevious " + prev + "\nentry " + k + "\nseed " + seed + "\nstate " + state + "\n");
  }

  /** The ordered pass for entry k (what links the entries), as pbem verify's. */
  function ordered(r, c, links, k, name) {
    var dir = "history/" + name + "/";
    if (name.indexOf(pad4(k) + "-") !== 0) throw new Fail(name, "", "expected entry " + pad4(k) + " here");
    var res = r.yaml(name, dir, "resolution.yaml");
    if (!res || typeof res !== "object") throw new Fail(name, "resolution.yaml", "not a resolution");
    ["previous_state_sha256", "seed", "outputs"].forEach(function (f) { field(res, f, name); });
    var outputs = res.outputs || {};
    var commitments = digestMap(r.yaml(name, dir, "commitments.yaml"), name, "commitments.yaml");
    // Section 1: each revealed orders file hashes to its commitment.
    var revealed = {};
    keys(commitments).forEach(function (p) {
      if (c.players.indexOf(p) < 0) throw new Fail(name, "commitments.yaml", "'" + p + "' is not a player of this campaign");
      var file = "orders/" + p + ".yaml";
      if (r.partial) {
        if (file in outputs) revealed[p] = true;
        return;
      }
      if (!r.has(dir + file)) return;
      var got = P.sha256(r.files[dir + file]);
      if (!equalBytes(got, commitments[p])) {
        throw new Fail(name, file, "hashes to " + P.hex(got) + ", but " + p + " committed " + P.hex(commitments[p]));
      }
      revealed[p] = true;
    });
    var entropy = r.has(dir + "entropy.yaml") ? digestMap(r.yaml(name, dir, "entropy.yaml"), name, "entropy.yaml") : {};
    var noDecision = res.no_decision || [];
    var deciders = c.players.filter(function (p) { return noDecision.indexOf(p) < 0; });
    var bound = deciders.concat(keys(commitments).filter(function (p) { return deciders.indexOf(p) < 0; })).sort(cmp);
    checkEntropy(c, links, k, name, entropy, res.entropy_withheld || [], neededEntropy(c, deciders, bound));
    checkNmr(res, name, commitments, revealed, bound);
    var state = P.unhex(outputs["state.yaml"]);
    if (!state) throw new Fail(name, "resolution.yaml", "outputs lists no state.yaml");
    var seed = P.unhex(res.seed);
    if (!seed) throw new Fail(name, "resolution.yaml", "seed is not a SHA-256 hash");
    var before = links.history;
    links.history = historyNext(before, k, P.hex(seed), P.hex(state));
    if (res.history !== undefined && links.recorded === null) links.recorded = name;
    if (res.history === undefined && links.recorded !== null) {
      throw new Fail(name, "resolution.yaml", "records no history hash, but " + links.recorded + " before it does");
    }
    return { name: name, dir: dir, res: res, outputs: outputs, commitments: commitments, entropy: entropy };
  }

  /** Section 2: each chain's value links to the last value its participant gave. */
  function checkEntropy(c, links, k, name, entropy, withheld, needed) {
    c.participants.forEach(function (p) {
      if (!p.chain) return;
      var v = entropy[p.id], last = links.entropy[p.id];
      if (!v) {
        if (withheld.indexOf(p.id) >= 0 || needed.indexOf(p.id) < 0) return;
        throw new Fail(name, "entropy.yaml", "no value of " + p.id);
      }
      if (k > p.chain.length) {
        throw new Fail(name, "entropy.yaml", p.id + "'s entropy chain has length " + p.chain.length +
          " in campaign.yaml, but gave a value for entry " + k);
      }
      var h = iterate(v, k - last.entry);
      if (!equalBytes(h, last.value)) {
        throw new Fail(name, "entropy.yaml", "entropy of " + p.id + " for entry " + k +
          " does not hash to the previous value: SHA-256^" + (k - last.entry) + "(" + P.hex(v) + ") = " +
          P.hex(h) + ", expected " + P.hex(last.value));
      }
      links.entropy[p.id] = { value: v, entry: k };
    });
  }

  /** Sections 7 and 9: who got the standing orders, with resolve's reasons. */
  function checkNmr(res, name, commitments, revealed, bound) {
    var nmr = res.nmr || {};
    var expected = {};
    bound.forEach(function (p) {
      if (revealed[p]) return;
      expected[p] = commitments[p] ? "committed, but the orders were not revealed" : "no commitment by the deadline";
    });
    keys(commitments).forEach(function (p) {
      if (!revealed[p] && !(p in nmr)) {
        throw new Fail(name, "orders/" + p + ".yaml", "missing: " + p + " committed, and the resolution does not list " + p + " as not revealed");
      }
    });
    keys(nmr).forEach(function (p) {
      if (revealed[p]) throw new Fail(name, "resolution.yaml", p + " is listed as NMR (" + nmr[p] + ") but has revealed orders");
      if (!(p in expected)) throw new Fail(name, "resolution.yaml", p + " is listed as NMR (" + nmr[p] + ") but is not a player");
      if (expected[p] !== nmr[p]) throw new Fail(name, "resolution.yaml", p + " is listed as NMR (" + nmr[p] + "); the entry's files say: " + expected[p]);
    });
    keys(expected).forEach(function (p) {
      if (!(p in nmr)) throw new Fail(name, "resolution.yaml", p + " has neither a commitment nor standing orders (NMR)");
    });
  }

  /** What pbem verify's replay checks that needs no rules: the previous state's hash, the
   *  seed, every die, the history hash, and every file against `outputs`. */
  function replay(r, c, e, k, prevState, history, count) {
    var name = e.name, res = e.res;
    if (String(res.previous_state_sha256).trim().toLowerCase() !== prevState) {
      throw new Fail(name, "resolution.yaml", "previous_state_sha256 is " + res.previous_state_sha256 +
        ", the previous state.yaml hashes to " + prevState);
    }
    var seed = seedOf(c.id, k, prevState, e.commitments, e.entropy);
    if (P.hex(P.unhex(res.seed)) !== seed) {
      throw new Fail(name, "resolution.yaml", "seed is " + res.seed + ", the protocol gives " + seed);
    }
    var files = keys(e.outputs);
    if (files.indexOf("resolution.yaml") < 0) files.push("resolution.yaml");
    files.sort(cmp);
    files.forEach(function (file) {
      if (file === "resolution.yaml") {
        count.dice += checkResolution(res, name, k, seed, history, e);
        return;
      }
      if (!r.has(e.dir + file)) {
        if (r.partial) return;
        throw new Fail(name, file, "cannot read: no such file");
      }
      var got = P.sha256hex(r.files[e.dir + file]);
      if (got !== String(e.outputs[file]).toLowerCase()) {
        throw new Fail(name, file, "hashes to " + got + ", resolution.yaml's outputs say " + e.outputs[file]);
      }
    });
    if (!r.partial) {
      var extra = Object.keys(r.files).filter(function (p) {
        return p.indexOf(e.dir) === 0 && files.indexOf(p.slice(e.dir.length)) < 0;
      }).sort(cmp)[0];
      if (extra) throw new Fail(name, extra.slice(e.dir.length), "is not a file the resolution writes");
    }
  }

  /** resolution.yaml's own lines the dice and hashes give: its entry, every die from the
   *  seed, the history hash, and the commitments and entropy it repeats. */
  function checkResolution(res, name, k, seed, history, e) {
    if (String(res.entry) !== String(k)) throw new Fail(name, "resolution.yaml", "entry is " + res.entry + ", expected " + k);
    var dice = res.dice || [];
    if (!Array.isArray(dice)) throw new Fail(name, "resolution.yaml", "dice is not a list");
    var stream = new P.ChaCha20(P.unhex(seed));
    dice.forEach(function (d, i) {
      var sides = Number(d && d.sides), value = Number(d && d.value);
      if (String(d && d.index) !== String(i + 1)) throw new Fail(name, "resolution.yaml", "die " + (i + 1) + " has index " + (d && d.index));
      if (!(sides >= 1 && sides <= 4294967296 && Math.floor(sides) === sides)) throw new Fail(name, "resolution.yaml", "die " + (i + 1) + " has " + d.sides + " sides");
      var want = P.die(stream, sides);
      if (value !== want) {
        throw new Fail(name, "resolution.yaml", "die " + (i + 1) + " (d" + sides + ", " + d.purpose + ") is " + d.value + ", the seed gives " + want);
      }
    });
    if (res.history !== undefined && String(res.history).trim().toLowerCase() !== history) {
      throw new Fail(name, "resolution.yaml", "history is " + res.history + ", the chain gives " + history);
    }
    [["commitments", e.commitments], ["entropy", e.entropy]].forEach(function (pair) {
      if (res[pair[0]] === undefined) return;
      var listed = res[pair[0]] || {}, want = pair[1];
      var same = keys(listed).join() === keys(want).join() && keys(want).every(function (p) {
        var d = P.unhex(listed[p]);
        return d && equalBytes(d, want[p]);
      });
      if (!same) throw new Fail(name, "resolution.yaml", pair[0] + " differ from " + pair[0] + ".yaml");
    });
    return dice.length;
  }

  /**
   * Checks a campaign. `files`: path relative to the campaign folder -> Uint8Array.
   * `partial`: the site's public files only (no orders, states after the setup, player
   * reports or mail): those files are not checked, the rest is.
   * Returns {ok, entries, dice, history} or {ok: false, entry, file, message}.
   */
  P.check = function (files, partial) {
    var r = new Reader(files, !!partial);
    try {
      var c = readCampaign(r);
      var names = entryNames(files);
      if (names[0] !== "0000-setup") throw new Fail("0000-setup", "state.yaml", "the history has no 0000-setup entry");
      var setup = P.sha256hex(r.bytes("0000-setup", "history/0000-setup/state.yaml"));
      var links = { entropy: {}, history: setup, recorded: null };
      c.participants.forEach(function (p) { if (p.chain) links.entropy[p.id] = { value: p.chain.anchor, entry: 0 }; });
      var count = { dice: 0 }, prevState = setup, prevDir = "history/0000-setup/", last = "0000-setup";
      for (var i = 1; i < names.length; i++) {
        var e = ordered(r, c, links, i, names[i]);
        if (!r.partial) {
          var prev = prevDir + "state.yaml";
          if (!r.has(prev)) throw new Fail(names[i], "", "the previous entry's state.yaml cannot be read");
          prevState = P.sha256hex(r.files[prev]);
        }
        replay(r, c, e, i, prevState, links.history, count);
        prevState = String(e.outputs["state.yaml"]).toLowerCase();
        prevDir = e.dir;
        last = names[i];
      }
      if (!r.partial) {
        // The newest entry's state, or the one it was resolved from (an interrupted
        // resolve leaves it, and the next command rolls it forward).
        var top = r.bytes(last, "state.yaml"), newest = r.bytes(last, prevDir + "state.yaml");
        var from = last !== "0000-setup" && P.sha256hex(top) === String(e.res.previous_state_sha256).trim().toLowerCase();
        if (!equalBytes(top, newest) && !from) {
          throw new Fail(last, "../../state.yaml", "the campaign's state.yaml differs from the newest entry's state.yaml");
        }
      }
      return { ok: true, entries: names.length - 1, dice: count.dice, history: names.length > 1 ? links.history : null };
    } catch (e) {
      if (e instanceof Fail) return { ok: false, entry: e.entry, file: e.file, message: e.message };
      return { ok: false, entry: "", file: "", message: "checker error: " + (e && e.stack || e) };
    }
  };

  /** The one line a person reads: as `pbem verify` says it. */
  P.verdict = function (v) {
    if (v.ok) return v.entries + " entries, " + v.dice + " dice, all derived from the commitments and entropy";
    return "entry " + v.entry + ": " + (v.file || "(the entry)") + ": " + v.message;
  };

  /** Files under a dropped folder or zip, re-rooted at the folder holding campaign.yaml. */
  P.rootAtCampaign = function (files) {
    var best = null;
    Object.keys(files).forEach(function (p) {
      if (/(^|\/)campaign\.yaml$/.test(p) && (best === null || p.length < best.length)) best = p;
    });
    if (best === null) return null;
    var prefix = best.slice(0, best.length - "campaign.yaml".length), out = {};
    Object.keys(files).forEach(function (p) {
      if (p.indexOf(prefix) === 0) out[p.slice(prefix.length)] = files[p];
    });
    return out;
  };
})(PBEM);
